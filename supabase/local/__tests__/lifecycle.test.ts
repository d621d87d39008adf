import { afterEach, expect, it } from 'vitest';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../server.ts';
import { startTestStack, uniqueEmail, type TestStack } from '../testing.ts';

// How the stack starts, holds its data and stops: the parts a process manager and an attacker on the same
// machine see.

let stack: TestStack | null = null;
afterEach(async () => {
  await stack?.stop();
  stack = null;
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.map((entry) => join(entry.parentPath, entry.name));
}

it('keeps the data folder and everything in it to its own user, with Postgres memory sized for one machine', async () => {
  stack = await startTestStack();
  expect((await stat(stack.dataDir)).mode & 0o777).toBe(0o700);
  expect((await stat(join(stack.dataDir, 'local-keys.json'))).mode & 0o777).toBe(0o600);
  const exposed: string[] = [];
  for (const file of await filesUnder(stack.dataDir)) if (((await stat(file)).mode & 0o077) !== 0) exposed.push(file);
  expect(exposed).toEqual([]);

  // Postgres runs with memory sized for one machine, set in the same folder.
  const { rows } = await stack.db.query<{ shared_buffers: string; timezone: string }>("select current_setting('shared_buffers') as shared_buffers, current_setting('timezone') as timezone");
  expect(rows[0]).toEqual({ shared_buffers: '16MB', timezone: 'UTC' });
});

it('lets a request under way finish when it is told to stop', async () => {
  stack = await startTestStack();
  const signingUp = fetch(`${stack.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: stack.keys.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: uniqueEmail('drain'), password: 'luna-llena-42' }),
  });
  // The stop begins while the sign-up is being answered.
  while (stack.activeRequests() === 0) await new Promise((resolve) => setTimeout(resolve, 1));
  const stopping = stack.stop();
  stack = null;
  const response = await signingUp;
  expect(response.status).toBe(200);
  await stopping;
});

it('opens its port only once it can answer: no request made during start-up hangs', async () => {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  const dataDir = await mkdtemp(join(tmpdir(), 'sendero-start-'));
  let started = false;
  const starting = startStack({ port, dataDir, staticDir: null }).then((started_) => ((started = true), started_));
  const outcomes: string[] = [];
  while (!started) {
    const outcome = await fetch(`http://127.0.0.1:${port}/auth/v1/health`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => `answered ${response.status}`,
      (error: Error) => (error.name === 'TimeoutError' ? 'hung' : 'refused'),
    );
    outcomes.push(outcome);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const running = await starting;
  await running.close();
  await rm(dataDir, { recursive: true, force: true });
  expect(outcomes).not.toContain('hung');
  expect(outcomes.filter((outcome) => outcome.startsWith('answered')).every((outcome) => outcome === 'answered 401')).toBe(true);
});

it('limits TOTP guesses per factor and says when to come back', async () => {
  stack = await startTestStack();
  const client = stack.client();
  await client.auth.signUp({ email: uniqueEmail('guess'), password: 'luna-llena-42' });
  const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
  const { data: session } = await client.auth.getSession();
  const statuses: number[] = [];
  let retryAfter: string | null = null;
  for (let attempt = 0; attempt < 32; attempt += 1) {
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id });
    const response = await fetch(`${stack.url}/auth/v1/factors/${factor!.id}/verify`, {
      method: 'POST',
      headers: { apikey: stack.keys.anonKey, Authorization: `Bearer ${session.session!.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ challenge_id: challenge?.id ?? '00000000-0000-0000-0000-000000000000', code: String(100000 + attempt) }),
    });
    statuses.push(response.status);
    if (response.status === 429) retryAfter = response.headers.get('retry-after');
  }
  expect(statuses.slice(0, 30).every((status) => status === 422 || status === 400)).toBe(true);
  expect(statuses.slice(30)).toEqual([429, 429]);
  expect(Number(retryAfter)).toBeGreaterThan(0);
});
