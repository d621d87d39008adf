import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useFunctionStack } from '../../../local/function-tests.ts';
import { invokeFunction } from '../../../local/testing.ts';

// generate-monthly-report against the local stack, through supabase-js: the month's events in the CLI's shape
// within the month of the caller's time zone, their texts, the overview, storage under RLS, and the refusals.

const madrid = { birthDate: '1990-05-15', birthTime: '14:30', birthLocation: 'Madrid, España' };

const fixture = useFunctionStack();

const signedIn = () => fixture.stack.signedIn('informe');
const call = (client: SupabaseClient, body: unknown) => invokeFunction(client, 'generate-monthly-report', body);

const words = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;

describe('generate-monthly-report', () => {
  it('lists March 2026 in Madrid time: the total lunar eclipse, Mercury turning direct, each with house and text', async () => {
    const { client, userId } = await signedIn();
    const { status, body } = await call(client, { ...madrid, month: '2026-03', timeZone: 'Europe/Madrid' });
    expect(status).toBe(200);
    const { reading } = body;
    expect(reading).toMatchObject({ kind: 'monthly_report', source: 'builtin' });
    expect(reading.params).toMatchObject({ month: '2026-03', timeZone: 'Europe/Madrid', fromUtc: '2026-02-28T23:00:00.000Z', toUtc: '2026-03-31T22:00:00.000Z' });
    expect(reading.params).toMatchObject({ chartId: null, chartName: null, personName: null });

    const events = reading.events as { type: string; utc: string; text: string; natalHouse?: number }[];
    expect(events.length).toBeGreaterThan(5);
    const times = events.map((event) => Date.parse(event.utc));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const time of times) {
      expect(time).toBeGreaterThanOrEqual(Date.parse('2026-02-28T23:00:00Z'));
      expect(time).toBeLessThan(Date.parse('2026-03-31T22:00:00Z'));
    }
    for (const event of events) {
      expect(['aspect', 'ingress', 'station', 'lunation', 'eclipse', 'void-of-course']).toContain(event.type);
      expect(event.text.length).toBeGreaterThan(20);
    }
    // The Moon's rhythm, in the CLI's shape: its sign changes (body "moon") and each void of course before them.
    const moonIngresses = events.filter((event) => event.type === 'ingress' && (event as { body?: string }).body === 'moon');
    const voids = events.filter((event) => event.type === 'void-of-course') as unknown as { utc: string; endUtc: string; text: string }[];
    expect(moonIngresses.length).toBeGreaterThanOrEqual(13);
    expect(voids.length).toBeGreaterThanOrEqual(12);
    for (const v of voids) {
      expect(Date.parse(v.endUtc)).toBeGreaterThan(Date.parse(v.utc));
      expect(v.text).toMatch(/^La Luna queda vacía de curso en /);
    }
    const eclipse = events.find((event) => event.type === 'eclipse');
    expect(eclipse).toMatchObject({ kind: 'lunar', subtype: 'total' });
    expect(Math.abs(Date.parse(eclipse!.utc) - Date.parse('2026-03-03T11:33:43Z'))).toBeLessThan(60_000);
    expect(eclipse!.natalHouse).toBeGreaterThanOrEqual(1);
    const mercury = events.find((event) => event.type === 'station' && (event as { body?: string }).body === 'mercury');
    expect(mercury).toMatchObject({ direction: 'direct' });
    expect(Math.abs(Date.parse(mercury!.utc) - Date.parse('2026-03-20T19:33:00Z'))).toBeLessThan(5 * 60_000);
    expect(events.some((event) => event.type === 'lunation')).toBe(true);
    expect(reading.lunarReturns.length).toBeGreaterThanOrEqual(1);
    expect(reading.progressedMoon.sign).toMatch(/^[a-z]+$/);
    expect(words(reading.interpretation)).toBeGreaterThanOrEqual(800);
    expect(reading.interpretation).toContain('## Semana a semana');
    // The weeks are read in Madrid time: March 2026's lone Sunday joins the first week.
    expect(reading.interpretation).toContain('### Del 1 al 8 de marzo');
    expect(reading.interpretation.length).toBeLessThanOrEqual(40_000);

    const own = await client.from('premium_readings').select('id, user_id, kind, events, chart').eq('id', reading.id).single();
    expect(own.data).toMatchObject({ user_id: userId, kind: 'monthly_report' });
    expect(own.data!.events).toHaveLength(events.length);
    expect(own.data!.chart.lunarReturns).toEqual(reading.lunarReturns);
    const stranger = await signedIn();
    expect((await stranger.client.from('premium_readings').select('id').eq('id', reading.id)).data).toEqual([]);
  });

  it('takes the month in UTC when no time zone is sent', async () => {
    const { client } = await signedIn();
    const { status, body } = await call(client, { ...madrid, month: '2026-02' });
    expect(status).toBe(200);
    expect(body.reading.params).toMatchObject({ timeZone: 'UTC', fromUtc: '2026-02-01T00:00:00.000Z', toUtc: '2026-03-01T00:00:00.000Z' });
    expect(body.reading.events.find((event: { type: string }) => event.type === 'eclipse')).toMatchObject({ kind: 'solar', subtype: 'annular' });
  });

  it('answers for the edges of the range: December 2200, and the month of the birth itself in 1800', async () => {
    const { client } = await signedIn();
    const late = await call(client, { ...madrid, month: '2200-12', timeZone: 'Pacific/Kiritimati' });
    expect(late.status).toBe(200);
    expect(late.body.reading.events.length).toBeGreaterThan(0);
    const early = await call(client, { birthDate: '1800-01-20', birthTime: null, birthLocation: 'Sevilla, España', month: '1800-01' });
    expect(early.status).toBe(200);
    expect(early.body.reading.params.fromUtc).toBe('1800-01-01T00:00:00.000Z');
  });

  it('works from a stored chart with an unknown birth time (no angles, no houses), and says whose chart it is', async () => {
    const { client } = await signedIn();
    const chart = await client.functions.invoke('generate-birth-chart', {
      body: { ...madrid, birthTime: null, chartName: 'La carta de mi hermana', subject: 'other', personName: 'Inés' },
    });
    expect(chart.error).toBeNull();
    const { status, body } = await call(client, { chartId: chart.data.id, month: '2026-08', timeZone: 'America/Mexico_City' });
    expect(status).toBe(200);
    expect(body.reading.params).toMatchObject({ chartId: chart.data.id, chartName: 'La carta de mi hermana', personName: 'Inés' });
    for (const event of body.reading.events) {
      expect(event.natalHouse).toBeUndefined();
      if (event.type === 'aspect') expect(['ascendant', 'midheaven']).not.toContain(event.natal);
    }
    expect(body.reading.progressedMoon.natalHouse).toBeNull();
  });

  it.each([
    [{ ...madrid, month: '2026-13' }, 'Ese mes no existe: usa un número del 01 al 12.'],
    [{ ...madrid, month: '2026-00' }, 'Ese mes no existe: usa un número del 01 al 12.'],
    [{ ...madrid, month: '2026-3' }, 'Indica el mes como AAAA-MM, por ejemplo 2026-03.'],
    [{ ...madrid, month: 202603 }, 'Indica el mes como AAAA-MM, por ejemplo 2026-03.'],
    [{ ...madrid }, 'Indica el mes como AAAA-MM, por ejemplo 2026-03.'],
    [{ ...madrid, month: '2201-01' }, 'El mes debe estar entre 1800-01 y 2200-12.'],
    [{ ...madrid, month: '1799-12' }, 'El mes debe estar entre 1800-01 y 2200-12.'],
    [{ ...madrid, month: '2026-03', timeZone: 'Marte/Olympus' }, 'No reconocemos esa zona horaria: usa un nombre IANA, como Europe/Madrid.'],
    [{ month: '2026-03' }, 'Indica tus datos de nacimiento o elige una de tus cartas.'],
    [{ ...madrid, birthDate: '1799-12-31', month: '2026-03' }, 'La fecha debe ser posterior al 1 de enero de 1800.'],
  ])('refuses bad input with a Spanish 400: %o', async (input, message) => {
    const { client } = await signedIn();
    const { status, body } = await call(client, input);
    expect(status).toBe(400);
    expect(body.error).toBe(message);
  });

  it('answers 422 for an unknown place and for a month before the birth, 404 for a chart that is not the caller’s, 401 without a session', async () => {
    const { client } = await signedIn();
    const unknown = await call(client, { ...madrid, birthLocation: 'Zzyzxqua, Narnia', month: '2026-03' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ field: 'birthLocation' });
    expect(Array.isArray(unknown.body.suggestions)).toBe(true);
    const early = await call(client, { ...madrid, month: '1990-04' });
    expect(early.status).toBe(422);
    expect(early.body.error).toBe('Ese mes es anterior a tu nacimiento: elige uno posterior.');
    const missing = await call(client, { chartId: '6f1c1f8e-6d55-4f2a-9a58-2b1a3c4d5e6f', month: '2026-03' });
    expect(missing.status).toBe(404);
    const anonymous = await call(fixture.stack.client(), { ...madrid, month: '2026-03' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('Debes iniciar sesión para generar tu informe mensual.');
  });

  it("passes the AI provider's 402 on as the spec's message and stores nothing", async () => {
    fixture.provider.answer(402, { error: 'payment required' });
    const { client, userId } = await signedIn();
    const { status, body } = await call(client, { ...madrid, month: '2026-03' });
    expect(status).toBe(402);
    expect(body.error).toBe('Créditos agotados. Contacta soporte.');
    expect((await fixture.stack.serviceClient().from('premium_readings').select('id').eq('user_id', userId)).data).toEqual([]);
  });
});
