import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useFunctionStack } from '../../../local/function-tests.ts';
import { invokeFunction } from '../../../local/testing.ts';
import { CHART_SECTION_HEADINGS } from '../../_shared/interpretation/compose-chart.ts';
import { functionErrorMessage } from '../../../../src/lib/function-errors.ts';
import { esChart } from '../../../../src/i18n/es-chart.ts';
import { NAME_MESSAGES } from '../../_shared/contract/names.ts';

// generate-birth-chart and search-places against the local stack, called as the app calls them.

const madrid = { birthDate: '1990-05-15', birthTime: '14:30', birthLocation: 'Madrid, España', chartName: 'Mi carta' };

const fixture = useFunctionStack();

const signedIn = () => fixture.stack.signedIn('carta');
const statusAndBody = (client: SupabaseClient, body: unknown) => invokeFunction(client, 'generate-birth-chart', body);

describe('generate-birth-chart', () => {
  it('stores the longest readings the composer writes (well past 20,000 characters) and refuses unbounded ones', async () => {
    const { userId } = await signedIn();
    const row = (interpretation: string) => ({
      user_id: userId, chart_name: 'Larga', birth_date: '1990-05-15', birth_location: 'Madrid, España',
      place: {}, chart: {}, interpretation, source: 'builtin',
    });
    expect((await fixture.stack.serviceClient().from('birth_charts').insert(row('a'.repeat(30_000)))).error).toBeNull();
    expect((await fixture.stack.serviceClient().from('birth_charts').insert(row('a'.repeat(60_001)))).error?.code).toBe('23514');
  });

  it('computes, interprets and stores a chart for its owner only', async () => {
    const { client, userId } = await signedIn();
    const { status, body } = await statusAndBody(client, madrid);
    expect(status).toBe(200);
    expect(body.source).toBe('builtin');
    expect(body.chartName).toBe('Mi carta');
    expect(body.chart.bodies.sun.sign).toBe('taurus');
    expect(body.chart.location).toMatchObject({ name: 'Madrid', timezone: 'Europe/Madrid', utcOffset: '+02:00' });
    expect(body.chart.timeKnown).toBe(true);
    for (const heading of CHART_SECTION_HEADINGS) expect(body.interpretation).toContain(`## ${heading}`);
    const own = await client.from('birth_charts').select('id, user_id, chart_name, source').eq('id', body.id).single();
    expect(own.data).toEqual({ id: body.id, user_id: userId, chart_name: 'Mi carta', source: 'builtin' });
    const stranger = await signedIn();
    expect((await stranger.client.from('birth_charts').select('id').eq('id', body.id)).data).toEqual([]);
    // The owner may rename a chart and nothing more; the reading and the chart stay the function's.
    const write = await client.from('birth_charts').update({ interpretation: 'x' }).eq('id', body.id).select('id');
    expect(write.error?.code).toBe('42501');
    const removed = await client.from('birth_charts').delete().eq('id', body.id).select('id');
    expect(removed.data).toEqual([{ id: body.id }]);
  });

  it('names the chart after the place when no name is given, and handles an unknown time', async () => {
    const { client } = await signedIn();
    const { status, body } = await statusAndBody(client, { ...madrid, birthTime: null, chartName: '' });
    expect(status).toBe(200);
    expect(body.chartName).toBe('Carta natal de Madrid, España');
    expect(body.chart.timeKnown).toBe(false);
    expect(body.chart.angles).toBeNull();
    expect(body.interpretation).not.toContain('Ascendente en');
  });

  it.each([
    [{ ...madrid, birthDate: undefined }, 'Indica tu fecha de nacimiento.'],
    [{ ...madrid, birthDate: '1799-12-31' }, 'La fecha debe ser posterior al 1 de enero de 1800.'],
    [{ ...madrid, birthDate: '2999-01-01' }, 'La fecha de nacimiento no puede estar en el futuro.'],
    [{ ...madrid, birthDate: '1990-02-30' }, 'Esa fecha no existe en el calendario.'],
    [{ ...madrid, birthTime: '24:10' }, 'La hora debe tener el formato HH:MM (de 00:00 a 23:59).'],
    [{ ...madrid, birthLocation: ' ' }, 'Indica tu lugar de nacimiento como «Ciudad, País».'],
    [{ ...madrid, birthLocation: 'x'.repeat(121) }, 'El lugar de nacimiento es demasiado largo (máximo 120 caracteres).'],
  ])('refuses bad input with a Spanish 400: %o', async (input, message) => {
    const { client } = await signedIn();
    const { status, body, error } = await statusAndBody(client, input);
    expect(status).toBe(400);
    expect(body.error).toBe(message);
    expect(functionErrorMessage(error, esChart)).toBe('Error generando carta natal');
  });

  it('keeps names in NFC, counts them as a reader does, and refuses invisible ones and piled marks in Spanish', async () => {
    const { client } = await signedIn();
    // «José» with a combining accent is stored precomposed; 100 decomposed «é» are 100 characters (200 code units).
    const decomposed = await statusAndBody(client, { ...madrid, chartName: 'Carta de Jose\u0301', personName: 'e\u0301'.repeat(100).slice(0, 160) });
    expect(decomposed.status).toBe(200);
    expect(decomposed.body.chartName).toBe('Carta de José');
    expect((await statusAndBody(client, { ...madrid, chartName: 'e\u0301'.repeat(100) })).status).toBe(200);
    expect((await statusAndBody(client, { ...madrid, chartName: 'a'.repeat(121) })).body.error).toMatch(/demasiado largo/);

    for (const [field, value, message] of [
      ['personName', '\u200b\u200c\u200d\u2060\ufeff', NAME_MESSAGES.invisible],
      ['chartName', '\u200b\u200b', NAME_MESSAGES.invisible],
      ['personName', `Ana${'\u0301'.repeat(79)}`, NAME_MESSAGES.piledMarks],
      ['chartName', `Z${'\u0336\u0337\u0338'.repeat(2)}algo`, NAME_MESSAGES.piledMarks],
    ] as const) {
      expect(await statusAndBody(client, { ...madrid, [field]: value }), field).toMatchObject({ status: 400, body: { error: message } });
    }
    // Vietnamese stacks two marks on one letter: a name, not an attack.
    expect((await statusAndBody(client, { ...madrid, personName: 'Nguye\u0302\u0303n' })).status).toBe(200);
  });

  it('refuses a body that is not JSON', async () => {
    const { client } = await signedIn();
    const token = (await client.auth.getSession()).data.session!.access_token;
    const response = await fetch(`${fixture.stack.url}/functions/v1/generate-birth-chart`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{"birthDate":' });
    expect(response.status).toBe(400);
  });

  it('answers 422 with suggestions for an unknown place', async () => {
    const { client } = await signedIn();
    const { status, body } = await statusAndBody(client, { ...madrid, birthLocation: 'Madridd, Españaa' });
    expect(status).toBe(422);
    expect(typeof body.error).toBe('string');
    expect(Array.isArray(body.suggestions)).toBe(true);
  });

  it('refuses calls without a signed-in user', async () => {
    const { error } = await fixture.stack.client().functions.invoke('generate-birth-chart', { body: madrid });
    expect(error?.context.status).toBe(401);
  });

  it('allows ten charts an hour and answers the eleventh with 429', async () => {
    const { client } = await signedIn();
    for (let i = 0; i < 10; i += 1) expect((await statusAndBody(client, { ...madrid, chartName: `Carta ${i}` })).status).toBe(200);
    const { status, error } = await statusAndBody(client, madrid);
    expect(status).toBe(429);
    expect(functionErrorMessage(error, esChart)).toBe('Demasiadas solicitudes. Intenta de nuevo en unos minutos.');
  });

  it('uses a sound AI interpretation and falls back to the built-in one otherwise', async () => {
    const paragraph = 'Tu carta muestra una manera serena de avanzar, con paciencia y con una sensibilidad que merece espacio propio en tu día a día. ';
    const aiText = CHART_SECTION_HEADINGS.map((heading) => `## ${heading}\n\n${paragraph.repeat(3)}`).join('\n\n');
    fixture.provider.answer(200, { choices: [{ message: { content: aiText } }] });
    const { client } = await signedIn();
    const ai = await statusAndBody(client, madrid);
    expect(ai.body.source).toBe('ai');
    expect(ai.body.interpretation).toBe(aiText.trim());
    fixture.provider.answer(200, { choices: [{ message: { content: 'Too short and in English.' } }] });
    expect((await statusAndBody(client, madrid)).body.source).toBe('builtin');
    fixture.provider.answer(503, { error: 'down' });
    expect((await statusAndBody(client, madrid)).body.source).toBe('builtin');
  });

  it.each([
    [429, 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.'],
    [402, 'Créditos agotados. Contacta soporte.'],
  ])("passes the provider's %i on as the spec's message", async (status, message) => {
    fixture.provider.answer(status, { error: 'limit' });
    const { client, userId } = await signedIn();
    const result = await statusAndBody(client, madrid);
    expect(result.status).toBe(status);
    expect(functionErrorMessage(result.error, esChart)).toBe(message);
    expect((await fixture.stack.serviceClient().from('birth_charts').select('id').eq('user_id', userId)).data).toEqual([]);
  });
});

describe('search-places', () => {
  it('suggests places as the user types', async () => {
    const { client } = await signedIn();
    const { data, error } = await client.functions.invoke('search-places', { body: { query: 'Madrid, Esp' } });
    expect(error).toBeNull();
    expect(data.candidates[0].label).toMatch(/^Madrid/);
    expect(data.candidates.length).toBeLessThanOrEqual(6);
    const bad = await client.functions.invoke('search-places', { body: { query: '' } });
    expect(bad.error?.context.status).toBe(400);
  });
});
