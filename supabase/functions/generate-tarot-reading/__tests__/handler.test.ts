import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFunctionStack } from '../../../local/function-tests.ts';
import { functionErrorMessage } from '../../../../src/lib/function-errors.ts';
import { esTarot } from '../../../../src/i18n/es-tarot.ts';
import { DECK } from '../../_shared/tarot/deck.ts';
import { localDate } from '../../_shared/contract/local-date.ts';

// generate-tarot-reading against the local stack, called the way the app calls it: supabase.functions.invoke.

interface Reading { card_name: string; card_id: string; user_id: string; reading_date: string; source: string; interpretation: string; practical_action: string }

// The midnight tests fake this thread's clock: the function runs on this thread too (not on the stack's function
// threads), so that it reads the same instant.
const fixture = useFunctionStack({ functionThreads: 0 });

const signedIn = () => fixture.stack.signedIn('tarot');

describe('generate-tarot-reading', () => {
  it('draws once a day: the second call returns the same card as alreadyRead', async () => {
    const { client, userId } = await signedIn();
    const first = await client.functions.invoke('generate-tarot-reading');
    expect(first.error).toBeNull();
    expect(first.data.alreadyRead).toBe(false);
    const reading = first.data.reading as Reading;
    expect(reading).toMatchObject({ user_id: userId, reading_date: new Date().toISOString().slice(0, 10), source: 'builtin' });
    expect(DECK.some((card) => card.id === reading.card_id && card.name === reading.card_name)).toBe(true);
    expect(reading.interpretation.length).toBeGreaterThan(40);
    expect(reading.practical_action.length).toBeGreaterThan(10);

    const second = await client.functions.invoke('generate-tarot-reading');
    expect(second.data).toEqual({ alreadyRead: true, reading });

    const row = await client.from('tarot_readings').select('*').eq('user_id', userId).eq('reading_date', reading.reading_date).maybeSingle();
    expect(row.data).toEqual(reading);
  });

  it('gives exactly one row and one card to 20 simultaneous calls', async () => {
    const { client, userId } = await signedIn();
    const responses = await Promise.all(Array.from({ length: 20 }, () => client.functions.invoke('generate-tarot-reading')));
    expect(responses.every((r) => r.error === null)).toBe(true);
    expect(new Set(responses.map((r) => (r.data.reading as Reading).card_id)).size).toBe(1);
    expect(responses.filter((r) => r.data.alreadyRead === false).length).toBeLessThanOrEqual(1);
    const rows = await fixture.stack.serviceClient().from('tarot_readings').select('id').eq('user_id', userId);
    expect(rows.data).toHaveLength(1);
  });

  it("keeps one user's reading from another", async () => {
    const owner = await signedIn();
    await owner.client.functions.invoke('generate-tarot-reading');
    const stranger = await signedIn();
    const peek = await stranger.client.from('tarot_readings').select('*').eq('user_id', owner.userId);
    expect(peek.data).toEqual([]);
  });

  it('refuses calls without a signed-in user', async () => {
    const anonymous = await fixture.stack.client().functions.invoke('generate-tarot-reading');
    expect(anonymous.error?.context.status).toBe(401);
    const noHeader = await fetch(`${fixture.stack.url}/functions/v1/generate-tarot-reading`, { method: 'POST' });
    expect(noHeader.status).toBe(401);
  });

  it('uses the AI provider when one is configured', async () => {
    fixture.provider.answer(200, { choices: [{ message: { content: JSON.stringify({ interpretation: 'Hoy tu carta te invita a escuchar con calma lo que sientes, sin prisa por resolverlo todo. '.repeat(3), practicalAction: 'Da un paseo de diez minutos sin el teléfono y anota qué notaste.' }) } }] });
    const { client } = await signedIn();
    const { data, error } = await client.functions.invoke('generate-tarot-reading');
    expect(error).toBeNull();
    expect(fixture.provider.calls).toBe(1);
    expect(data.reading).toMatchObject({ source: 'ai', practical_action: 'Da un paseo de diez minutos sin el teléfono y anota qué notaste.' });
  });

  it.each([
    [429, 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.'],
    [402, 'Créditos agotados. Contacta soporte.'],
  ])("passes the provider's %i on, which the app shows as the spec says", async (status, message) => {
    fixture.provider.answer(status, { error: { message: 'limit' } });
    const { client, userId } = await signedIn();
    const { error } = await client.functions.invoke('generate-tarot-reading');
    expect(error?.context.status).toBe(status);
    expect(functionErrorMessage(error, esTarot)).toBe(message);
    const rows = await fixture.stack.serviceClient().from('tarot_readings').select('id').eq('user_id', userId);
    expect(rows.data).toEqual([]);
  });

  it("falls back to the deck's own text when the provider fails or answers nonsense", async () => {
    for (const reply of [{ status: 500, body: {} }, { status: 200, body: { choices: [{ message: { content: 'no es JSON' } }] } }]) {
      fixture.provider.answer(reply.status, reply.body);
      const { client } = await signedIn();
      const { data, error } = await client.functions.invoke('generate-tarot-reading');
      expect(error).toBeNull();
      expect(data.reading.source).toBe('builtin');
    }
  });
});

describe("generate-tarot-reading on the user's calendar day", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const draw = async (client: Awaited<ReturnType<typeof signedIn>>['client'], timeZone?: string) =>
    client.functions.invoke('generate-tarot-reading', timeZone === undefined ? undefined : { body: { timeZone } });

  /** The local date right now, read before and after the call: a call that straddles midnight may take either. */
  async function dateAround<T>(zone: string, call: () => Promise<T>): Promise<{ result: T; dates: string[] }> {
    const before = localDate(new Date(), zone);
    const result = await call();
    return { result, dates: [before, localDate(new Date(), zone)] };
  }

  it("files the card under the date of the zone the app sends, Kiritimati's day ahead included", async () => {
    const { client } = await signedIn();
    const { result, dates } = await dateAround('Pacific/Kiritimati', () => draw(client, 'Pacific/Kiritimati'));
    expect(result.error).toBeNull();
    expect(dates).toContain(result.data.reading.reading_date);
  });

  it.each([
    ['an unknown zone', { timeZone: 'Marte/Olympus_Mons' }, 'No reconocemos esa zona horaria: usa un nombre IANA, como America/Mexico_City o Europe/Madrid.'],
    ['a zone that is not text', { timeZone: 600 }, 'No reconocemos esa zona horaria: usa un nombre IANA, como America/Mexico_City o Europe/Madrid.'],
    ['a raw offset', { timeZone: '-06:00' }, 'No reconocemos esa zona horaria: usa un nombre IANA, como America/Mexico_City o Europe/Madrid.'],
  ])('answers %s with a 400 in Spanish and draws nothing', async (_, body, message) => {
    const { client, userId } = await signedIn();
    const { error } = await client.functions.invoke('generate-tarot-reading', { body });
    expect(error?.context.status).toBe(400);
    expect(await error?.context.json()).toEqual({ error: message });
    const rows = await fixture.stack.serviceClient().from('tarot_readings').select('id').eq('user_id', userId);
    expect(rows.data).toEqual([]);
  });

  it('answers a body that is not JSON with a 400', async () => {
    const { client } = await signedIn();
    const { data } = await client.auth.getSession();
    const response = await fetch(`${fixture.stack.url}/functions/v1/generate-tarot-reading`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${data.session?.access_token}`, 'Content-Type': 'application/json' },
      body: '{"timeZone":',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/^La petición debe ir vacía o ser un JSON/);
  });

  it('keeps one card for one local day whichever zone of that day asks, and never goes back to an earlier day', async () => {
    const { client, userId } = await signedIn();
    const madrid = await draw(client, 'Europe/Madrid');
    // Paris and Madrid share their calendar day at every instant: the same card, already read.
    const paris = await draw(client, 'Europe/Paris');
    expect(paris.data).toEqual({ alreadyRead: true, reading: madrid.data.reading });

    const other = await signedIn();
    const ahead = await draw(other.client, 'Pacific/Kiritimati');
    expect(ahead.data.alreadyRead).toBe(false);
    // Pago Pago (UTC−11) is always a calendar day or two behind Kiritimati (UTC+14): no second card for it.
    const behind = await draw(other.client, 'Pacific/Pago_Pago');
    expect(behind.data).toEqual({ alreadyRead: true, reading: ahead.data.reading });
    const rows = await fixture.stack.serviceClient().from('tarot_readings').select('id').eq('user_id', other.userId);
    expect(rows.data).toHaveLength(1);
    expect((await fixture.stack.serviceClient().from('tarot_readings').select('id').eq('user_id', userId)).data).toHaveLength(1);
  });

  it.each([
    ['America/Mexico_City', '2026-11-24T05:59:58Z', '2026-11-23', '2026-11-24T06:00:01Z', '2026-11-24'],
    ['Europe/Madrid', '2026-11-23T22:59:58Z', '2026-11-23', '2026-11-23T23:00:01Z', '2026-11-24'],
    ['Pacific/Kiritimati', '2026-11-23T09:59:58Z', '2026-11-23', '2026-11-23T10:00:01Z', '2026-11-24'],
  ])('in %s, a draw just before local midnight and one just after are two cards on two days', async (zone, before, dayBefore, after, dayAfter) => {
    // Only Date is faked: the stack's timers and sockets run as usual, and every clock in the process (tokens, the
    // function) reads the same instant.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(before) });
    const { client, userId } = await signedIn();
    const first = await draw(client, zone);
    expect(first.data).toMatchObject({ alreadyRead: false, reading: { reading_date: dayBefore } });
    const again = await draw(client, zone);
    expect(again.data).toEqual({ alreadyRead: true, reading: first.data.reading });

    vi.setSystemTime(new Date(after));
    const next = await draw(client, zone);
    expect(next.data).toMatchObject({ alreadyRead: false, reading: { reading_date: dayAfter } });
    const dates = await fixture.stack.serviceClient().from('tarot_readings').select('reading_date').eq('user_id', userId).order('reading_date');
    expect(dates.data).toEqual([{ reading_date: dayBefore }, { reading_date: dayAfter }]);
    // Without a body the day is UTC's, as before the zone existed.
    const utc = await draw(client);
    expect(utc.data.reading.reading_date).toBe(after.slice(0, 10));
  });
});
