import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useFunctionStack } from '../../../local/function-tests.ts';
import { invokeFunction } from '../../../local/testing.ts';
import { functionErrorMessage } from '../../../../src/lib/function-errors.ts';
import { esCompatibility } from '../../../../src/i18n/es-compatibility.ts';

// generate-compatibility and the people / compatibility_readings tables against the local stack, called through
// supabase-js as the app calls them.

const ana = { name: 'Ana', relation: 'pareja', birth_date: '1990-05-15', birth_time: '14:30', birth_location: 'Madrid, España' };
const luis = { name: 'Luis', relation: 'pareja', birth_date: '1988-11-02', birth_time: null, birth_location: 'Buenos Aires, Argentina' };
const inlineAna = { birthDate: '1990-05-15', birthTime: '14:30', birthLocation: 'Madrid, España', name: 'Ana' };
const inlineLuis = { birthDate: '1988-11-02', birthTime: null, birthLocation: 'Buenos Aires, Argentina', name: 'Luis' };

const fixture = useFunctionStack();

const signedIn = () => fixture.stack.signedIn('sinastria');
const invoke = (client: SupabaseClient, body: unknown) => invokeFunction(client, 'generate-compatibility', body);

async function addPerson(client: SupabaseClient, person: Record<string, unknown>): Promise<string> {
  const { data, error } = await client.from('people').insert(person).select('id').single();
  expect(error).toBeNull();
  return data!.id as string;
}

describe('people', () => {
  it('belong to their owner: a stranger can neither read, change nor delete them', async () => {
    const owner = await signedIn();
    const id = await addPerson(owner.client, ana);
    const own = await owner.client.from('people').select('id, user_id, name, place, is_self').eq('id', id).single();
    expect(own.data).toEqual({ id, user_id: owner.userId, name: 'Ana', place: null, is_self: false });

    const stranger = await signedIn();
    expect((await stranger.client.from('people').select('id').eq('id', id)).data).toEqual([]);
    expect((await stranger.client.from('people').update({ name: 'Intrusa' }).eq('id', id).select('id')).data).toEqual([]);
    expect((await stranger.client.from('people').delete().eq('id', id).select('id')).data).toEqual([]);
    const planted = await stranger.client.from('people').insert({ ...luis, user_id: owner.userId }).select('id');
    expect(planted.error?.code).toBe('42501');
    expect((await owner.client.from('people').select('name')).data).toEqual([{ name: 'Ana' }]);
  });

  it('refuse impossible birth data and leave the resolved place to the server', async () => {
    const { client } = await signedIn();
    for (const bad of [
      { ...ana, birth_date: '1799-12-31' },
      { ...ana, birth_date: '2999-01-01' },
      { ...ana, relation: 'vecinos' },
      { ...ana, name: '   ' },
      { ...ana, name: 'x'.repeat(81) },
      { ...ana, birth_location: 'x'.repeat(121) },
    ]) {
      expect((await client.from('people').insert(bad).select('id')).error?.code).toBe('23514');
    }
    const placed = await client.from('people').insert({ ...ana, place: { name: 'Madrid', latitude: 0, longitude: 0, timezone: 'UTC' } }).select('id');
    expect(placed.error?.code).toBe('42501');
  });

  it('keep one "Mi carta" per user: marking another one unmarks the first', async () => {
    const { client } = await signedIn();
    const first = await addPerson(client, { ...ana, is_self: true });
    const second = await addPerson(client, { ...luis, is_self: true });
    const rows = (await client.from('people').select('id, is_self').order('name')).data;
    expect(rows).toEqual([{ id: first, is_self: false }, { id: second, is_self: true }]);
    await client.from('people').update({ is_self: true }).eq('id', first);
    expect((await client.from('people').select('id').eq('is_self', true)).data).toEqual([{ id: first }]);
  });

  it('stop at 200 per user', async () => {
    const { client, userId } = await signedIn();
    const rows = Array.from({ length: 200 }, (_, i) => ({ ...luis, name: `Persona ${i}`, user_id: userId }));
    expect((await client.from('people').insert(rows)).error).toBeNull();
    const over = await client.from('people').insert({ ...luis, name: 'Una más' }).select('id');
    expect(over.error?.hint).toBe('people_limit');
    expect((await client.from('people').select('id', { count: 'exact', head: true })).count).toBe(200);
  });
});

describe('generate-compatibility', () => {
  it('reads two saved people, fills in their places and stores the reading for its owner only', async () => {
    const { client, userId } = await signedIn();
    const a = await addPerson(client, { ...ana, is_self: true });
    const b = await addPerson(client, luis);
    const { status, body } = await invoke(client, { personA: { personId: a }, personB: { personId: b }, category: 'pareja' });
    expect(status).toBe(200);
    const { reading } = body;
    expect(reading.category).toBe('pareja');
    expect(reading.names).toEqual({ a: 'Ana', b: 'Luis' });
    expect(reading.source).toBe('builtin');
    for (const category of ['pareja', 'amigos', 'familia', 'trabajo']) {
      for (const key of ['harmony', 'intensity']) {
        expect(reading.scores[category][key]).toBeGreaterThanOrEqual(0);
        expect(reading.scores[category][key]).toBeLessThanOrEqual(100);
      }
      expect(reading.contacts[category].length).toBeGreaterThan(0);
    }
    expect(reading.interpretation.split(/\s+/).length).toBeGreaterThanOrEqual(350);
    // One plain sentence per category, the chosen one's also the first of its text, stored with the reading.
    expect(Object.keys(reading.summaries).sort()).toEqual(['amigos', 'familia', 'pareja', 'trabajo']);
    expect(reading.interpretation).toContain(reading.summaries.pareja);
    expect((await client.from('compatibility_readings').select('summaries').eq('id', reading.id).single()).data).toEqual({ summaries: reading.summaries });
    expect(reading.advanced.aspects.length).toBeGreaterThan(0);
    expect(reading.advanced.overlays.aInB).toEqual({});
    expect(Object.keys(reading.advanced.overlays.bInA).length).toBeGreaterThan(0);
    expect(reading.advanced.charts.a.timeKnown).toBe(true);
    expect(reading.advanced.davison.utc).toMatch(/Z$/);
    expect(reading.advanced.composite.bodies.sun.sign).toBeTypeOf('string');

    const places = (await client.from('people').select('name, place').order('name')).data!;
    expect(places.map((row) => [row.name, row.place?.timezone])).toEqual([['Ana', 'Europe/Madrid'], ['Luis', 'America/Argentina/Buenos_Aires']]);

    const own = await client.from('compatibility_readings').select('id, user_id, person_a_id, person_b_id, category').eq('id', reading.id).single();
    expect(own.data).toEqual({ id: reading.id, user_id: userId, person_a_id: a, person_b_id: b, category: 'pareja' });
    const stranger = await signedIn();
    expect((await stranger.client.from('compatibility_readings').select('id').eq('id', reading.id)).data).toEqual([]);
    expect((await stranger.client.from('compatibility_readings').delete().eq('id', reading.id).select('id')).data).toEqual([]);
    expect((await client.from('compatibility_readings').update({ category: 'trabajo' }).eq('id', reading.id).select()).error?.code).toBe('42501');
    const forged = await client.from('compatibility_readings').insert({ ...own.data, id: undefined, scores: {}, contacts: {}, interpretation: 'x', advanced: {}, names: { a: 'A', b: 'B' }, source: 'builtin' });
    expect(forged.error?.code).toBe('42501');

    // Deleting a person keeps the reading (it holds both names); the app deletes readings only when asked.
    await client.from('people').delete().eq('id', b);
    const kept = await client.from('compatibility_readings').select('person_b_id, names').eq('id', reading.id).single();
    expect(kept.data).toEqual({ person_b_id: null, names: { a: 'Ana', b: 'Luis' } });
    expect((await client.from('compatibility_readings').delete().eq('id', reading.id).select('id')).data).toEqual([{ id: reading.id }]);
  });

  it('writes a different reading for a couple and for colleagues with the same two charts', async () => {
    const { client } = await signedIn();
    const couple = await invoke(client, { personA: inlineAna, personB: inlineLuis, category: 'pareja' });
    const work = await invoke(client, { personA: inlineAna, personB: inlineLuis, category: 'trabajo' });
    expect(couple.status).toBe(200);
    expect(work.status).toBe(200);
    expect(couple.body.reading.scores).toEqual(work.body.reading.scores);
    expect(couple.body.reading.interpretation).not.toBe(work.body.reading.interpretation);
    expect(couple.body.reading.personAId).toBeNull();
  });

  it("does not find another user's person", async () => {
    const owner = await signedIn();
    const theirs = await addPerson(owner.client, ana);
    const { client } = await signedIn();
    const mine = await addPerson(client, luis);
    const { status, body } = await invoke(client, { personA: { personId: mine }, personB: { personId: theirs }, category: 'amigos' });
    expect(status).toBe(404);
    expect(body.error).toBe('No encontramos a la segunda persona entre tus personas guardadas.');
    expect((await owner.client.from('people').select('place').eq('id', theirs).single()).data).toEqual({ place: null });
  });

  it.each([
    [{ personA: inlineAna, personB: inlineLuis }, 'Elige una categoría: pareja, amigos, familia o trabajo.'],
    [{ personA: inlineAna, personB: inlineLuis, category: 'vecinos' }, 'Elige una categoría: pareja, amigos, familia o trabajo.'],
    [{ personB: inlineLuis, category: 'pareja' }, 'Indica la primera persona: una de tus personas guardadas o su fecha, hora y lugar de nacimiento.'],
    [{ personA: inlineAna, personB: { ...inlineLuis, birthDate: '1799-12-31' }, category: 'pareja' }, 'Datos de la segunda persona: La fecha debe ser posterior al 1 de enero de 1800.'],
    [{ personA: { ...inlineAna, birthTime: '25:00' }, personB: inlineLuis, category: 'pareja' }, 'Datos de la primera persona: La hora debe tener el formato HH:MM (de 00:00 a 23:59).'],
    [{ personA: { ...inlineAna, name: 'x'.repeat(81) }, personB: inlineLuis, category: 'pareja' }, 'Datos de la primera persona: El nombre es demasiado largo (máximo 80 caracteres).'],
    [{ personA: { ...inlineAna, name: 'Ana\u0000' }, personB: inlineLuis, category: 'pareja' }, 'Datos de la primera persona: El nombre tiene caracteres que no son texto.'],
    [{ personA: { personId: 'no-es-un-id' }, personB: inlineLuis, category: 'pareja' }, 'El identificador de la primera persona no es válido.'],
    [{ personA: { personId: '6c1d2d3e-0f4a-4b5c-8d6e-7f8091a2b3c4' }, personB: { personId: '6c1d2d3e-0f4a-4b5c-8d6e-7f8091a2b3c4' }, category: 'pareja' }, 'Elige dos personas distintas.'],
    [[1, 2], 'Indica dos personas y una categoría: pareja, amigos, familia o trabajo.'],
  ])('refuses a bad body with a Spanish 400: %o', async (input, message) => {
    const { client } = await signedIn();
    const { status, body, error } = await invoke(client, input);
    expect(status).toBe(400);
    expect(body.error).toBe(message);
    expect(functionErrorMessage(error, esCompatibility)).toBe(esCompatibility.functionError);
  });

  it('refuses a body that is not JSON', async () => {
    const { client } = await signedIn();
    const token = (await client.auth.getSession()).data.session!.access_token;
    const response = await fetch(`${fixture.stack.url}/functions/v1/generate-compatibility`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{"personA":' });
    expect(response.status).toBe(400);
  });

  it('answers 422 with suggestions for an unknown place, saying whose', async () => {
    const { client } = await signedIn();
    const { status, body } = await invoke(client, { personA: inlineAna, personB: { ...inlineLuis, birthLocation: 'Buenos Airez, Argentinaa' }, category: 'familia' });
    expect(status).toBe(422);
    expect(body.person).toBe('b');
    expect(body.error).toMatch(/^Lugar de nacimiento de la segunda persona: /);
    expect(Array.isArray(body.suggestions)).toBe(true);
  });

  it('refuses calls without a signed-in user', async () => {
    const { error } = await fixture.stack.client().functions.invoke('generate-compatibility', { body: { personA: inlineAna, personB: inlineLuis, category: 'pareja' } });
    expect(error?.context.status).toBe(401);
  });

  it('allows ten readings an hour and answers the eleventh with 429', async () => {
    const { client } = await signedIn();
    for (let i = 0; i < 10; i += 1) expect((await invoke(client, { personA: inlineAna, personB: inlineLuis, category: 'amigos' })).status).toBe(200);
    const { status, error } = await invoke(client, { personA: inlineAna, personB: inlineLuis, category: 'amigos' });
    expect(status).toBe(429);
    expect(functionErrorMessage(error, esCompatibility)).toBe('Demasiadas solicitudes. Intenta de nuevo en unos minutos.');
  });

  it('uses a sound AI reading and falls back to the built-in one otherwise', async () => {
    const paragraph = 'Ana y Luis se encuentran en un terreno donde la ternura pide paciencia y la conversación abre caminos nuevos cada semana. ';
    const aiText = ['Lo que comparten', 'Donde hay roce', 'Cómo cuidar el vínculo'].map((heading) => `## ${heading}\n\n${paragraph.repeat(6)}`).join('\n\n');
    fixture.provider.answer(200, { choices: [{ message: { content: aiText } }] });
    const { client } = await signedIn();
    const ai = await invoke(client, { personA: inlineAna, personB: inlineLuis, category: 'pareja' });
    expect(ai.body.reading.source).toBe('ai');
    expect(ai.body.reading.interpretation).toBe(aiText.trim());
    // The AI's text is not parsed for a summary: the built-in sentences stand before it.
    expect(ai.body.reading.summaries.pareja).toMatch(/^\S/);
    expect(ai.body.reading.interpretation).not.toContain(ai.body.reading.summaries.pareja);
    fixture.provider.answer(200, { choices: [{ message: { content: 'Too short and in English.' } }] });
    const fallback = await invoke(client, { personA: inlineAna, personB: inlineLuis, category: 'pareja' });
    expect(fallback.body.reading.source).toBe('builtin');
    expect(fallback.body.reading.interpretation.split(/\s+/).length).toBeGreaterThanOrEqual(350);
  });

  it.each([
    [429, 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.'],
    [402, 'Créditos agotados. Contacta soporte.'],
  ])("passes the provider's %i on as the spec's message and stores nothing", async (status, message) => {
    fixture.provider.answer(status, { error: 'limit' });
    const { client, userId } = await signedIn();
    const result = await invoke(client, { personA: inlineAna, personB: inlineLuis, category: 'familia' });
    expect(result.status).toBe(status);
    expect(functionErrorMessage(result.error, esCompatibility)).toBe(message);
    expect((await fixture.stack.serviceClient().from('compatibility_readings').select('id').eq('user_id', userId)).data).toEqual([]);
  });
});
