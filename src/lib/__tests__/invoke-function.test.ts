// @vitest-environment jsdom
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invokeFunction } from '../invoke-function';
import { es } from '../../i18n/es';
import { esChart } from '../../i18n/es-chart';

// The one way the app calls a function, through the real supabase-js client against a real HTTP server that
// answers as the functions do (status and JSON), so every outcome is one the app can meet.

const answers = new Map<string, { status: number; body: unknown }>();
const seen: { method: string; path: string; body: string }[] = [];
let server: Server;
let client: ReturnType<typeof createClient>;

const read = (req: IncomingMessage) => new Promise<string>((resolve) => {
  let text = '';
  req.on('data', (chunk) => (text += chunk));
  req.on('end', () => resolve(text));
});

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const path = req.url ?? '';
    seen.push({ method: req.method ?? '', path, body: await read(req) });
    const answer = answers.get(path.replace('/functions/v1/', '')) ?? { status: 404, body: { error: 'No existe.' } };
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = createClient(url, 'anon-key-for-the-invoke-test', { auth: { persistSession: false, autoRefreshToken: false } });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const Chart = z.object({ id: z.string() });

describe('invokeFunction', () => {
  it('sends the body as JSON and gives back the whole answer once its shape holds', async () => {
    answers.set('generate-birth-chart', { status: 200, body: { id: 'c1', chart: { bodies: {} } } });
    const outcome = await invokeFunction<{ id: string; chart: unknown }>('generate-birth-chart', { birthDate: '1990-05-15' }, { shape: Chart, messages: esChart }, client);
    expect(outcome).toEqual({ ok: true, data: { id: 'c1', chart: { bodies: {} } } });
    expect(seen.at(-1)).toEqual({ method: 'POST', path: '/functions/v1/generate-birth-chart', body: '{"birthDate":"1990-05-15"}' });
  });

  it('asks with GET and no body when told', async () => {
    answers.set('send-daily-reminders', { status: 200, body: { publicKey: 'k' } });
    const outcome = await invokeFunction('send-daily-reminders', undefined, { method: 'GET', shape: z.object({ publicKey: z.string() }) }, client);
    expect(outcome.ok).toBe(true);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', body: '' });
  });

  it('keeps what the function said of a refusal: its status, its words, its first six suggestions, its fields', async () => {
    const suggestions = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
    answers.set('generate-birth-chart', { status: 422, body: { error: 'No encontramos ese lugar.', reason: 'unknown_place', suggestions: [...suggestions, 7] } });
    expect(await invokeFunction('generate-birth-chart', {}, { shape: Chart, messages: esChart }, client)).toEqual({
      ok: false,
      message: esChart.functionError,
      status: 422,
      error: 'No encontramos ese lugar.',
      suggestions: suggestions.slice(0, 6),
      body: { error: 'No encontramos ese lugar.', reason: 'unknown_place', suggestions: [...suggestions, 7] },
    });
  });

  it.each([
    [429, es.functions.tooManyRequests],
    [402, es.functions.creditsExhausted],
    [500, esChart.functionError],
  ])('says a %i in the spec\'s words', async (status, message) => {
    answers.set('generate-birth-chart', { status, body: { error: 'x' } });
    expect(await invokeFunction('generate-birth-chart', {}, { shape: Chart, messages: esChart }, client)).toMatchObject({ ok: false, message, status });
  });

  it('treats an answer of another shape as the feature\'s function error, and speaks generically without feature words', async () => {
    answers.set('generate-birth-chart', { status: 200, body: { nope: true } });
    expect(await invokeFunction('generate-birth-chart', {}, { shape: Chart, messages: esChart }, client)).toEqual({
      ok: false, message: esChart.functionError, status: null, error: null, suggestions: [], body: null,
    });
    expect(await invokeFunction('generate-birth-chart', {}, { shape: Chart }, client)).toMatchObject({ ok: false, message: 'Error inesperado' });
  });

  it('says a function that cannot be reached as the feature\'s function error, and a thrown exception as unexpected', async () => {
    const unreachable = createClient('http://127.0.0.1:9', 'anon-key-for-the-invoke-test', { auth: { persistSession: false, autoRefreshToken: false } });
    expect(await invokeFunction('generate-birth-chart', {}, { shape: Chart, messages: esChart }, unreachable)).toMatchObject({ ok: false, message: esChart.functionError, status: null });
    const throwing = { functions: { invoke: () => Promise.reject(new TypeError('boom')) } } as unknown as typeof client;
    expect(await invokeFunction('generate-birth-chart', {}, { shape: Chart, messages: esChart }, throwing)).toMatchObject({ ok: false, message: esChart.unexpected });
  });
});
