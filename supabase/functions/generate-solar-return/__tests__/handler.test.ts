import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useFunctionStack } from '../../../local/function-tests.ts';
import { invokeFunction } from '../../../local/testing.ts';
import { functionErrorMessage } from '../../../../src/lib/function-errors.ts';
import { esPremium } from '../../../../src/i18n/es-premium.ts';

// generate-solar-return against the local stack, through supabase-js as the app calls it: the reading, where it
// is stored and who may see it, and every refusal in Spanish.

const madrid = { birthDate: '1990-05-15', birthTime: '14:30', birthLocation: 'Madrid, España' };

const fixture = useFunctionStack();

const signedIn = () => fixture.stack.signedIn('revolucion');
const call = (client: SupabaseClient, body: unknown, name = 'generate-solar-return') => invokeFunction(client, name, body);

const words = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;

describe('generate-solar-return', () => {
  it('finds the return to the second, casts its chart at the birthplace, writes the reading and stores it for its owner only', async () => {
    const { client, userId } = await signedIn();
    const { status, body } = await call(client, { ...madrid, year: 2026 });
    expect(status).toBe(200);
    const { reading } = body;
    expect(reading).toMatchObject({ kind: 'solar_return', source: 'builtin' });
    expect(reading.utc).toMatch(/^2026-05-1[456]T\d{2}:\d{2}:\d{2}(\.000)?Z$/);
    expect(reading.chart.utc).toBe(reading.utc);
    expect(Math.abs(reading.chart.bodies.sun.longitude - reading.natalSunLongitude)).toBeLessThan(0.001);
    expect(reading.chart.location).toMatchObject({ name: 'Madrid', timezone: 'Europe/Madrid' });
    expect(reading.chart.houses.cusps).toHaveLength(12);
    expect(reading.params).toMatchObject({ year: 2026, returnLocation: null, chartId: null });
    expect(reading.params.localTime).toMatch(/^1[456] de mayo de 2026, \d{2}:\d{2} \(hora de Madrid\)$/);
    expect(words(reading.interpretation)).toBeGreaterThanOrEqual(1200);
    expect(words(reading.interpretation)).toBeLessThanOrEqual(1500);
    expect(reading.interpretation).toContain('## Los planetas, casa por casa');
    expect(reading.interpretation).toContain('## Cómo encajan los temas del año');

    const own = await client.from('premium_readings').select('id, user_id, kind, utc').eq('id', reading.id).single();
    expect(own.data).toMatchObject({ id: reading.id, user_id: userId, kind: 'solar_return' });
    expect(Date.parse(own.data!.utc)).toBe(Date.parse(reading.utc));

    const stranger = await signedIn();
    expect((await stranger.client.from('premium_readings').select('id').eq('id', reading.id)).data).toEqual([]);
    const update = await client.from('premium_readings').update({ interpretation: 'otra' }).eq('id', reading.id).select();
    expect(update.error?.code).toBe('42501');
    // The app deletes no premium reading, so no one holds the privilege: not a stranger, not the owner.
    expect((await stranger.client.from('premium_readings').delete().eq('id', reading.id)).error?.code).toBe('42501');
    expect((await client.from('premium_readings').delete().eq('id', reading.id)).error?.code).toBe('42501');
    expect((await client.from('premium_readings').select('id').eq('id', reading.id)).data).toEqual([{ id: reading.id }]);
  });

  it('reads the natal chart from one of the caller’s stored charts and casts the return where the birthday is spent', async () => {
    const { client } = await signedIn();
    const chart = await call(client, { ...madrid, chartName: 'Mi carta' }, 'generate-birth-chart');
    expect(chart.status).toBe(200);
    const atHome = await call(client, { chartId: chart.body.id, year: 2027 });
    const abroad = await call(client, { chartId: chart.body.id, year: 2027, returnLocation: 'Buenos Aires, Argentina' });
    expect(abroad.status).toBe(200);
    // The moment belongs to the Sun alone; the place changes the angles and houses.
    expect(abroad.body.reading.utc).toBe(atHome.body.reading.utc);
    expect(abroad.body.reading.chart.location).toMatchObject({ name: 'Buenos Aires', timezone: 'America/Argentina/Buenos_Aires' });
    expect(abroad.body.reading.chart.angles.ascendant).not.toBeCloseTo(atHome.body.reading.chart.angles.ascendant, 0);
    expect(abroad.body.reading.params).toMatchObject({ chartId: chart.body.id, returnLocation: 'Buenos Aires, Argentina' });
    expect(abroad.body.reading.params.localTime).toMatch(/\(hora de Buenos Aires\)$/);

    const stranger = await signedIn();
    const refused = await call(stranger.client, { chartId: chart.body.id, year: 2027 });
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('No encontramos esa carta entre las tuyas.');
  });

  it('answers for the last year of the range and for the year of birth itself', async () => {
    const { client } = await signedIn();
    const last = await call(client, { ...madrid, year: 2200 });
    expect(last.status).toBe(200);
    expect(last.body.reading.utc.slice(0, 7)).toBe('2200-05');
    const first = await call(client, { ...madrid, year: 1990 });
    expect(first.status).toBe(200);
    // The Sun is at its natal longitude at birth: the return of the birth year is the birth itself.
    expect(Math.abs(Date.parse(first.body.reading.utc) - Date.parse('1990-05-15T12:30:00Z'))).toBeLessThan(1000);
  });

  it('never lets a client write a reading itself', async () => {
    const { client, userId } = await signedIn();
    const insert = await client.from('premium_readings').insert({
      user_id: userId, kind: 'solar_return', params: {}, utc: new Date().toISOString(), chart: {}, interpretation: 'falsa', source: 'builtin',
    });
    expect(insert.error?.code).toBe('42501');
    const anonymous = await fixture.stack.client().from('premium_readings').select('id');
    expect(anonymous.data ?? []).toEqual([]);
  });

  it.each([
    [{ ...madrid, year: 1799 }, 'El año debe ser un número entero entre 1800 y 2200.'],
    [{ ...madrid, year: 2201 }, 'El año debe ser un número entero entre 1800 y 2200.'],
    [{ ...madrid, year: 2026.5 }, 'El año debe ser un número entero entre 1800 y 2200.'],
    [{ ...madrid, year: '2026' }, 'El año debe ser un número entero entre 1800 y 2200.'],
    [{ ...madrid }, 'El año debe ser un número entero entre 1800 y 2200.'],
    [{ year: 2026 }, 'Indica tus datos de nacimiento o elige una de tus cartas.'],
    [{ ...madrid, birthDate: '1990-02-30', year: 2026 }, 'Esa fecha no existe en el calendario.'],
    [{ ...madrid, birthTime: '25:00', year: 2026 }, 'La hora debe tener el formato HH:MM (de 00:00 a 23:59).'],
    [{ chartId: 'no-es-un-id', year: 2026 }, 'El identificador de la carta no es válido.'],
    [{ ...madrid, year: 2026, returnLocation: 'x'.repeat(121) }, 'El lugar de la revolución solar es demasiado largo (máximo 120 caracteres).'],
  ])('refuses bad input with a Spanish 400: %o', async (input, message) => {
    const { client } = await signedIn();
    const { status, body } = await call(client, input);
    expect(status).toBe(400);
    expect(body.error).toBe(message);
  });

  it('answers 422 with suggestions for a place it cannot pin down, naming the field', async () => {
    const { client } = await signedIn();
    const unknownReturn = await call(client, { ...madrid, year: 2026, returnLocation: 'Zzyzxqua, Narnia' });
    expect(unknownReturn.status).toBe(422);
    expect(unknownReturn.body).toMatchObject({ field: 'returnLocation' });
    expect(typeof unknownReturn.body.error).toBe('string');
    expect(Array.isArray(unknownReturn.body.suggestions)).toBe(true);
    const ambiguous = await call(client, { ...madrid, year: 2026, returnLocation: 'Córdoba' });
    expect(ambiguous.status).toBe(422);
    expect(ambiguous.body.suggestions.length).toBeGreaterThan(1);
    const unknownBirth = await call(client, { ...madrid, birthLocation: 'Madridd, Españaa', year: 2026 });
    expect(unknownBirth.status).toBe(422);
    expect(unknownBirth.body.field).toBe('birthLocation');
    const beforeBirth = await call(client, { ...madrid, year: 1989 });
    expect(beforeBirth.status).toBe(422);
    expect(beforeBirth.body.error).toBe('El año debe ser el de tu nacimiento (1990) o posterior.');
  });

  it('refuses a body that is not JSON, and callers without a session', async () => {
    const { client } = await signedIn();
    const token = (await client.auth.getSession()).data.session!.access_token;
    const broken = await fetch(`${fixture.stack.url}/functions/v1/generate-solar-return`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{"year":' });
    expect(broken.status).toBe(400);
    const anonymous = await call(fixture.stack.client(), { ...madrid, year: 2026 });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('Debes iniciar sesión para calcular tu revolución solar.');
  });

  it('allows twenty premium readings an hour and answers the next with the spec’s 429', async () => {
    const { client, userId } = await signedIn();
    const rows = Array.from({ length: 20 }, () => ({
      user_id: userId, kind: 'monthly_report', params: { month: '2026-01' }, events: [], interpretation: 'relleno', source: 'builtin',
    }));
    expect((await fixture.stack.serviceClient().from('premium_readings').insert(rows)).error).toBeNull();
    const { status, error } = await call(client, { ...madrid, year: 2026 });
    expect(status).toBe(429);
    expect(functionErrorMessage(error, esPremium)).toBe('Demasiadas solicitudes. Intenta de nuevo en unos minutos.');
  });

  it.each([
    [429, 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.'],
    [402, 'Créditos agotados. Contacta soporte.'],
  ])("passes the AI provider's %i on as the spec's message and stores nothing", async (status, message) => {
    fixture.provider.answer(status, { error: 'limit' });
    const { client, userId } = await signedIn();
    const result = await call(client, { ...madrid, year: 2026 });
    expect(result.status).toBe(status);
    expect(result.body.error).toBe(message);
    expect(functionErrorMessage(result.error, esPremium)).toBe(message);
    expect((await fixture.stack.serviceClient().from('premium_readings').select('id').eq('user_id', userId)).data).toEqual([]);
  });

  it('uses a sound AI rewrite and keeps the built-in text otherwise', async () => {
    const paragraph = 'Este año te invita a ordenar tus prioridades con calma y a dar espacio a lo que de verdad te importa, sin prisa y con la confianza de que cada paso cuenta. ';
    const aiText = ['El tono del año', 'Tu Ascendente de revolución', 'Dónde brilla tu Sol'].map((h) => `## ${h}\n\n${paragraph.repeat(12)}`).join('\n\n');
    fixture.provider.answer(200, { choices: [{ message: { content: aiText } }] });
    const { client } = await signedIn();
    const ai = await call(client, { ...madrid, year: 2026 });
    expect(ai.body.reading.source).toBe('ai');
    expect(ai.body.reading.interpretation).toBe(aiText.trim());
    fixture.provider.answer(200, { choices: [{ message: { content: 'Too short, and in English.' } }] });
    const fallback = await call(client, { ...madrid, year: 2026 });
    expect(fallback.body.reading.source).toBe('builtin');
    expect(words(fallback.body.reading.interpretation)).toBeGreaterThanOrEqual(1200);
    // A sound rewrite that is much shorter than the built-in reading does not replace it.
    fixture.provider.answer(200, { choices: [{ message: { content: aiText.slice(0, aiText.length / 2) } }] });
    const short = await call(client, { ...madrid, year: 2026 });
    expect(short.body.reading.source).toBe('builtin');
  });
});
