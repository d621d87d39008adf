import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../local/testing.ts';
import { useTestStack } from '../../../local/function-tests.ts';

// The tarot journal's guard, through supabase-js against the local stack (real Postgres grants and RLS):
// an owner may write the note on their own readings, and nothing else.

const fixture = useTestStack();

async function userWithReading() {
  const client = fixture.stack.client();
  const { data, error } = await client.auth.signUp({ email: uniqueEmail('diario'), password: 'estrella-7' });
  expect(error).toBeNull();
  const { data: drawn, error: drawError } = await client.functions.invoke('generate-tarot-reading', { method: 'POST' });
  expect(drawError).toBeNull();
  return { client, userId: data.user!.id, readingId: (drawn as { reading: { id: string; card_name: string } }).reading.id, cardName: (drawn as { reading: { card_name: string } }).reading.card_name };
}

describe('tarot journal', () => {
  it('lets the owner write, change and clear the note on their reading', async () => {
    const { client, readingId } = await userWithReading();
    const first = await client.from('tarot_readings').update({ note: 'Hoy la carta me habló de paciencia.' }).eq('id', readingId).select('id, note');
    expect(first.error).toBeNull();
    expect(first.data).toEqual([{ id: readingId, note: 'Hoy la carta me habló de paciencia.' }]);
    const { data: row } = await client.from('tarot_readings').select('note').eq('id', readingId).single();
    expect(row).toEqual({ note: 'Hoy la carta me habló de paciencia.' });
    const cleared = await client.from('tarot_readings').update({ note: null }).eq('id', readingId).select('note');
    expect(cleared.data).toEqual([{ note: null }]);
  });

  it('refuses any other column, alone or alongside the note', async () => {
    const { client, readingId, cardName } = await userWithReading();
    for (const change of [{ card_name: 'El Mundo' }, { note: 'bien', reversed: true }, { interpretation: 'otra cosa' }, { user_id: '00000000-0000-0000-0000-000000000000' }]) {
      const { error } = await client.from('tarot_readings').update(change).eq('id', readingId);
      expect(error?.code, JSON.stringify(change)).toBe('42501');
    }
    const { data } = await client.from('tarot_readings').select('card_name, note').eq('id', readingId).single();
    expect(data).toEqual({ card_name: cardName, note: null });
  });

  it("cannot reach another user's reading", async () => {
    const owner = await userWithReading();
    const other = await userWithReading();
    const { data, error } = await other.client.from('tarot_readings').update({ note: 'intrusión' }).eq('id', owner.readingId).select('id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const { data: row } = await owner.client.from('tarot_readings').select('note').eq('id', owner.readingId).single();
    expect(row).toEqual({ note: null });
  });

  it('refuses a note longer than 2,000 characters and signed-out writes', async () => {
    const { client, readingId } = await userWithReading();
    const { error } = await client.from('tarot_readings').update({ note: 'a'.repeat(2001) }).eq('id', readingId);
    expect(error?.code).toBe('23514');
    const anonymous = fixture.stack.client();
    const { data, error: anonError } = await anonymous.from('tarot_readings').update({ note: 'x' }).eq('id', readingId).select('id');
    expect(anonError !== null || (data ?? []).length === 0).toBe(true);
    const { data: row } = await client.from('tarot_readings').select('note').eq('id', readingId).single();
    expect(row).toEqual({ note: null });
  });
});
