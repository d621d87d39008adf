import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { browserClient } from './browser-client.ts';
import { startStack, type Stack, type StackOptions } from './server.ts';
import type { StoredEmail } from './mail/mailer.ts';
import { setEnvOverrides } from '../functions/_shared/env.ts';

// Starts a real stack on a free port with its own data folder, for integration tests and benchmarks.

export interface TestStack extends Stack {
  dataDir: string;
  /** A fresh supabase-js client with its own in-memory session storage, as one browser would have. */
  client(): SupabaseClient;
  serviceClient(): SupabaseClient;
  /** A new account signed up through supabase-js: its client (holding the session) and its user id. */
  signedIn(emailPrefix?: string): Promise<{ client: SupabaseClient; userId: string }>;
  /** The development outbox: every email sent so far (newest first), once its delivery has finished. */
  outbox(): Promise<StoredEmail[]>;
  /** Closes the stack; `keepData` leaves the folder for a restart test. */
  stop(keepData?: boolean): Promise<void>;
}

export async function startTestStack(options: Partial<StackOptions> & { dataDir?: string } = {}): Promise<TestStack> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'sendero-stack-')));
  const stack = await startStack({ port: 0, staticDir: null, signInRateLimit: 10_000, ...options, dataDir });
  const clientFor = (key: string) => browserClient(stack.url, key);
  return {
    ...stack,
    dataDir,
    client: () => clientFor(stack.keys.anonKey),
    serviceClient: () => clientFor(stack.keys.serviceRoleKey),
    async signedIn(emailPrefix = 'persona') {
      const client = clientFor(stack.keys.anonKey);
      const { data, error } = await client.auth.signUp({ email: uniqueEmail(emailPrefix), password: 'saturno-29' });
      if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
      return { client, userId: data.user.id };
    },
    async outbox() {
      await stack.mailer.settle();
      return stack.mailer.list();
    },
    async stop(keepData = false) {
      await stack.close();
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique address per call, so tests never collide on the unique email constraint. */
export function uniqueEmail(prefix = 'persona'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@ejemplo.com`;
}

export type FakeAiProvider = Awaited<ReturnType<typeof startFakeAiProvider>>;

/**
 * A stand-in for an OpenAI-compatible provider, the one true external edge of the functions: a real HTTP server
 * that answers every chat completion with the reply chosen last. A request the functions should not send (another
 * path, key or model) gets a 400, as a real provider would refuse it.
 */
export async function startFakeAiProvider() {
  let reply: { status: number; body: unknown } = { status: 200, body: {} };
  let calls = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      calls += 1;
      const ok = req.url === '/v1/chat/completions' && req.headers.authorization === 'Bearer clave-de-prueba' && modelOf(body) === 'modelo-de-prueba';
      res.writeHead(ok ? reply.status : 400, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(ok ? reply.body : { error: 'bad request' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    url,
    /** Requests received since the last `answer`. */
    get calls(): number {
      return calls;
    },
    /** From now on every request gets this status and body, and the functions are pointed at the provider. */
    answer(status: number, body: unknown): void {
      reply = { status, body };
      calls = 0;
      setEnvOverrides({ AI_BASE_URL: url, AI_API_KEY: 'clave-de-prueba', AI_MODEL: 'modelo-de-prueba' });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function modelOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { model?: unknown }).model;
  } catch {
    return undefined;
  }
}

/** A function's answer as the app receives it through supabase-js: the status, the JSON body and, on failure, the error. */
export async function invokeFunction(client: SupabaseClient, name: string, body?: unknown) {
  const { data, error } = await client.functions.invoke(name, { body: body as Record<string, unknown> });
  if (!error) return { status: 200, body: data, error: null };
  return { status: error.context.status as number, body: await error.context.json(), error };
}
