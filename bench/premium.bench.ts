import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, uniqueEmail, type TestStack } from '../supabase/local/testing.ts';
import { printTable, stats } from './table.ts';

// The premium functions against the local stack (built-in texts, no AI): latency with one user calling in turn,
// and with ten users calling at once. Each user stays under the hourly limit of twenty readings.

const PLACES = ['Madrid, España', 'Buenos Aires, Argentina', 'Ciudad de México, México', 'Bogotá, Colombia', 'Lima, Perú', 'Santiago, Chile'];
const SOLO_CALLS = 8;
const CROWD = 10;
const CROWD_CALLS_EACH = 3;

async function signedIn(stack: TestStack): Promise<SupabaseClient> {
  const client = stack.client();
  const { error } = await client.auth.signUp({ email: uniqueEmail('bench-premium'), password: 'bench-secreto-1' });
  if (error) throw error;
  return client;
}

function birth(user: number, n: number) {
  return {
    birthDate: new Date(Date.UTC(1950 + ((user * 7 + n * 3) % 60), (user + n * 5) % 12, 1 + ((user * 3 + n) % 27))).toISOString().slice(0, 10),
    birthTime: n % 3 === 2 ? null : `${String((user + n * 5) % 24).padStart(2, '0')}:20`,
    birthLocation: PLACES[(user + n) % PLACES.length],
  };
}

const solarBody = (user: number, n: number) => ({ ...birth(user, n), year: 2020 + ((user + n) % 10), returnLocation: n % 2 ? PLACES[(user + n + 1) % PLACES.length] : null });
const monthlyBody = (user: number, n: number) => ({ ...birth(user, n), month: `2026-${String(1 + ((user + n) % 12)).padStart(2, '0')}`, timeZone: 'Europe/Madrid' });

async function timedCall(client: SupabaseClient, name: string, body: Record<string, unknown>): Promise<{ ms: number; failed: boolean }> {
  const start = performance.now();
  const { error } = await client.functions.invoke(name, { body });
  return { ms: performance.now() - start, failed: Boolean(error) };
}

async function measure(stack: TestStack, name: string, body: (user: number, n: number) => Record<string, unknown>) {
  const solo = await signedIn(stack);
  // One call first, not counted: it loads the handler, the gazetteer and the texts, which a server does at start-up.
  await timedCall(solo, name, body(0, SOLO_CALLS));
  const one: { ms: number; failed: boolean }[] = [];
  for (let n = 0; n < SOLO_CALLS; n += 1) one.push(await timedCall(solo, name, body(0, n)));
  const crowd = await Promise.all(Array.from({ length: CROWD }, () => signedIn(stack)));
  const started = performance.now();
  const many = (
    await Promise.all(
      crowd.map(async (client, user) => {
        const calls: { ms: number; failed: boolean }[] = [];
        for (let n = 0; n < CROWD_CALLS_EACH; n += 1) calls.push(await timedCall(client, name, body(user + 1, n)));
        return calls;
      }),
    )
  ).flat();
  const wall = performance.now() - started;
  const oneStats = stats(one.map((call) => call.ms));
  const manyStats = stats(many.map((call) => call.ms));
  printTable(
    `${name} (built-in text): 1 user × ${SOLO_CALLS} calls in turn; ${CROWD} users × ${CROWD_CALLS_EACH} calls at once`,
    ['users', 'requests', 'p50 (ms)', 'p95 (ms)', 'max (ms)', 'requests/s', 'failed'],
    [
      ['1', String(one.length), oneStats.median, oneStats.p95, oneStats.max, (one.length / one.reduce((sum, call) => sum + call.ms, 0)) * 1000, String(one.filter((c) => c.failed).length)],
      [String(CROWD), String(many.length), manyStats.median, manyStats.p95, manyStats.max, (many.length / wall) * 1000, String(many.filter((c) => c.failed).length)],
    ],
  );
}

export async function run(): Promise<void> {
  const stack = await startTestStack();
  try {
    await measure(stack, 'generate-solar-return', solarBody);
    await measure(stack, 'generate-monthly-report', monthlyBody);
  } finally {
    await stack.stop();
  }
}
