import { startTestStack, uniqueEmail, type TestStack } from '../supabase/local/testing.ts';
import { setEnvOverrides } from '../supabase/functions/_shared/env.ts';
import { printTable, stats } from './table.ts';
import type { SupabaseClient } from '@supabase/supabase-js';

// generate-compatibility against the local stack with the built-in reading (no AI): one user at a time, then
// ten users at once. Each user reads two of their saved people, as the app does; a user may compute ten
// readings an hour, so every user makes exactly ten calls.

const TARGET_P95_MS = 150;
const CALLS_PER_USER = 10;
const CATEGORIES = ['pareja', 'amigos', 'familia', 'trabajo'] as const;
const PAIRS = [
  [{ birth_date: '1990-05-15', birth_time: '14:30', birth_location: 'Madrid, España' }, { birth_date: '1988-11-02', birth_time: null, birth_location: 'Buenos Aires, Argentina' }],
  [{ birth_date: '1975-01-30', birth_time: '06:10', birth_location: 'Ciudad de México, México' }, { birth_date: '1979-08-21', birth_time: '22:45', birth_location: 'Bogotá, Colombia' }],
  [{ birth_date: '2001-03-03', birth_time: null, birth_location: 'Lima, Perú' }, { birth_date: '1963-12-12', birth_time: '12:00', birth_location: 'Santiago, Chile' }],
];

interface BenchUser {
  client: SupabaseClient;
  people: [string, string];
}

async function benchUser(stack: TestStack, index: number): Promise<BenchUser> {
  const client = stack.client();
  const { error } = await client.auth.signUp({ email: uniqueEmail('bench-compat'), password: 'bench-secreto-1' });
  if (error) throw error;
  const [a, b] = PAIRS[index % PAIRS.length];
  const { data, error: insertError } = await client
    .from('people')
    .insert([{ ...a, name: 'Ana', relation: null, is_self: true }, { ...b, name: 'Luis', relation: 'pareja', is_self: false }])
    .select('id, name');
  if (insertError || !data) throw insertError ?? new Error('no people');
  const idOf = (name: string) => data.find((row) => row.name === name)!.id as string;
  return { client, people: [idOf('Ana'), idOf('Luis')] };
}

async function callsOf(user: BenchUser): Promise<{ ms: number; ok: boolean }[]> {
  const samples: { ms: number; ok: boolean }[] = [];
  for (let n = 0; n < CALLS_PER_USER; n += 1) {
    const start = performance.now();
    const { error } = await user.client.functions.invoke('generate-compatibility', {
      body: { personA: { personId: user.people[0] }, personB: { personId: user.people[1] }, category: CATEGORIES[n % CATEGORIES.length] },
    });
    samples.push({ ms: performance.now() - start, ok: !error });
  }
  return samples;
}

function rows(label: string, samples: { ms: number; ok: boolean }[], wallMs: number): (string | number)[][] {
  const latency = stats(samples.map((sample) => sample.ms));
  const failed = samples.filter((sample) => !sample.ok).length;
  return [
    [`${label}: latency p50 (ms)`, latency.median, '—', '—'],
    [`${label}: latency p95 (ms)`, latency.p95, TARGET_P95_MS, latency.p95 <= TARGET_P95_MS ? `${(latency.p95 / TARGET_P95_MS).toFixed(2)} ok` : `${(latency.p95 / TARGET_P95_MS).toFixed(2)} OVER`],
    [`${label}: latency max (ms)`, latency.max, '—', '—'],
    [`${label}: readings per second`, (samples.length / wallMs) * 1000, '—', '—'],
    [`${label}: failed requests`, failed, 0, failed === 0 ? 'ok' : 'FAIL'],
  ];
}

export async function run(): Promise<void> {
  setEnvOverrides({ AI_BASE_URL: undefined, AI_API_KEY: undefined });
  const stack = await startTestStack();
  try {
    // Warm-up: the first call loads the handler and the gazetteer, which a deployed function pays once per isolate.
    const warm = await benchUser(stack, 0);
    await callsOf(warm);

    const solo = await Promise.all([1, 2, 3].map((i) => benchUser(stack, i)));
    const soloStart = performance.now();
    const soloSamples: { ms: number; ok: boolean }[] = [];
    for (const user of solo) soloSamples.push(...(await callsOf(user)));
    const soloMs = performance.now() - soloStart;

    const crowd = await Promise.all(Array.from({ length: 10 }, (_, i) => benchUser(stack, i)));
    const crowdStart = performance.now();
    const crowdSamples = (await Promise.all(crowd.map(callsOf))).flat();
    const crowdMs = performance.now() - crowdStart;

    printTable(
      `generate-compatibility (built-in reading, saved people): ${soloSamples.length} calls one at a time, then 10 users × ${CALLS_PER_USER} calls at once`,
      ['metric', 'value', 'target', 'ratio'],
      [...rows('1 user', soloSamples, soloMs), ...rows('10 users', crowdSamples, crowdMs)],
    );
  } finally {
    await stack.stop();
  }
}
