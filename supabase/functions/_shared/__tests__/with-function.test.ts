import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { INVALID_BODY, METHOD_NOT_ALLOWED, Refusal, bodyRule, withFunction } from '../http.ts';

// The preamble every function shares, on a public function (the signed-in ones are tested through supabase-js
// against the local stack, in each function's own tests): what reaches `run`, and every answer before it.

const Echo = z.object(
  { word: z.string({ error: 'Escribe una palabra.' }).check(z.maxLength(10, 'La palabra es demasiado larga.')) },
  { error: 'Envía un objeto con una palabra.' },
);

const echo = withFunction(
  { name: 'echo', auth: null, maxBytes: 64, schema: Echo, failure: 'No pudimos repetirla.' },
  async ({ body }) => {
    if (body.word === 'rechazo') throw new Refusal(422, 'Esa palabra no se repite.', { field: 'word' });
    if (body.word === 'fallo') throw new Error('boom');
    return Response.json({ echoed: body.word });
  },
);

const post = (body: string, method = 'POST') => new Request('http://localhost/functions/v1/echo', { method, body: method === 'GET' ? undefined : body });
const answer = async (response: Response) => ({ status: response.status, body: await response.json().catch(() => null) as unknown });

describe('withFunction', () => {
  it('answers the CORS preflight and refuses any method but POST with one message', async () => {
    const preflight = await echo(new Request('http://localhost/functions/v1/echo', { method: 'OPTIONS' }));
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await answer(await echo(post('', 'GET')))).toEqual({ status: 405, body: { error: METHOD_NOT_ALLOWED } });
    expect(METHOD_NOT_ALLOWED).toBe('Método no permitido');
  });

  it('gives run the parsed body', async () => {
    expect(await answer(await echo(post('{"word":"hola"}')))).toEqual({ status: 200, body: { echoed: 'hola' } });
  });

  it('refuses a body that is not JSON, too large, or that the schema refuses, in Spanish', async () => {
    expect(await answer(await echo(post('no es json')))).toEqual({ status: 400, body: { error: INVALID_BODY } });
    expect(await answer(await echo(post(JSON.stringify({ word: 'x'.repeat(80) }))))).toEqual({ status: 400, body: { error: INVALID_BODY } });
    expect(await answer(await echo(post('{"word":"demasiado larga"}')))).toEqual({ status: 400, body: { error: 'La palabra es demasiado larga.' } });
    // An empty body is what the schema says of undefined, unless the function gives it a meaning.
    expect(await answer(await echo(post('')))).toEqual({ status: 400, body: { error: 'Envía un objeto con una palabra.' } });
    expect(await answer(await echo(post('{}')))).toEqual({ status: 400, body: { error: 'Escribe una palabra.' } });
    const withDefault = withFunction(
      { name: 'echo', auth: null, maxBytes: 64, schema: Echo, emptyBody: { word: 'nada' }, messages: { notJson: 'Solo JSON.', invalid: 'Mal.' }, failure: '…' },
      async ({ body }) => Response.json(body),
    );
    expect(await answer(await withDefault(post('')))).toEqual({ status: 200, body: { word: 'nada' } });
    expect(await answer(await withDefault(post('{')))).toEqual({ status: 400, body: { error: 'Solo JSON.' } });
    expect(await answer(await withDefault(post('{"word":7}')))).toEqual({ status: 400, body: { error: 'Mal.' } });
  });

  it('takes a hand-written rule as its schema', async () => {
    const even = withFunction(
      {
        name: 'even',
        auth: null,
        maxBytes: 64,
        schema: bodyRule((body) => (typeof body === 'number' && body % 2 === 0 ? { ok: true, data: body } : { ok: false, message: 'Un número par.' })),
        failure: '…',
      },
      async ({ body }) => Response.json({ half: body / 2 }),
    );
    expect(await answer(await even(post('8')))).toEqual({ status: 200, body: { half: 4 } });
    expect(await answer(await even(post('7')))).toEqual({ status: 400, body: { error: 'Un número par.' } });
  });

  it('answers a Refusal with its status and fields, and anything else thrown with the logged 500', async () => {
    expect(await answer(await echo(post('{"word":"rechazo"}')))).toEqual({ status: 422, body: { error: 'Esa palabra no se repite.', field: 'word' } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await answer(await echo(post('{"word":"fallo"}')))).toEqual({ status: 500, body: { error: 'No pudimos repetirla.' } });
    expect(logged).toHaveBeenCalledWith('[echo]', expect.any(Error));
    logged.mockRestore();
  });
});
