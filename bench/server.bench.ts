import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { browserClient } from '../supabase/local/browser-client.ts';
import { printTable, stats } from './table.ts';
import { BENCH_PASSWORD, benchEmail, compileServer, rssMb, startServer, stopAllServers, stopServerProcess, type LoadedServer } from './server-process.ts';

// The local server as `npm start` runs it, in its own process on a fresh data folder: cold start, memory idle
// and under load, and each function's latency and throughput at 1, 10 and 50 concurrent users.
// BENCH_SOAK_SECONDS (default 300) sets the steady-load phase; BENCH_ROW_SECONDS (default 10) each load row.
// A function the database caps at ten calls an hour a user gives each caller fresh accounts, ten calls each: with
// one account a caller, the one-user row of such a function was ten calls, where one slow call (a garbage
// collection) moved the rate by about 15%.
//
// BASELINE: the server before it was compiled and slimmed (commit 97e4622: tsx at runtime, Vite building inside
// the server, 128 MB shared_buffers, loopback HTTP from the functions). Idle RSS and chart throughput were
// measured with this bench on this 2-core machine (15:40 UTC, 2026-11-23, other work running); its start, timed
// the same way, included a Vite build under that load (305 s) and says nothing, so the start figure is the one
// measured then on a fresh clone.

const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const ROW_SECONDS = Number(process.env.BENCH_ROW_SECONDS ?? 10);
const USERS = [1, 10, 50];
/** Calls at once that reach every function thread (one a core but the main thread's, each taking up to four calls) up to five cores. */
const WARM_CALLS_AT_ONCE = 16;
/** Calls a row of a capped function makes at least (time allowing), whatever the number of users. */
const MIN_ROW_CALLS = 200;
/** Birth chart and solar return rows, taken in turns, behind the ratio between the two at each number of users. */
const COMPARISON_ROUNDS = 3;

const BASELINE = {
  coldStartMs: 12_000,
  readyAfterBuildMs: 12_000,
  idleRssMb: 811,
  chartPerSecondAt10: 22.8,
};

/** `count` new accounts signed up at once. */
async function users(server: LoadedServer, count: number): Promise<SupabaseClient[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const client = browserClient(server.url, server.anonKey);
      const { error } = await client.auth.signUp({ email: benchEmail('server'), password: BENCH_PASSWORD });
      if (error) throw error;
      return client;
    }),
  );
}

type Call = (client: SupabaseClient, n: number) => Promise<{ error: unknown }>;

const PLACES = ['Madrid, España', 'Buenos Aires, Argentina', 'Ciudad de México, México', 'Bogotá, Colombia', 'Lima, Perú', 'Santiago, Chile'];
let birthsAsked = 0;

/**
 * A birth no call of this run has asked for before (distinct for 29 220 calls: 7919 is prime to the days from
 * 1930 to 2010). Repeated births would be served from the engine's small caches (the return search keeps the
 * last 32 charts) and overstate what a crowd of different people gets.
 */
function distinctBirth(): { birthDate: string; birthTime: string; birthLocation: string } {
  const n = birthsAsked++;
  const date = new Date(Date.UTC(1930, 0, 1) + ((n * 7919) % 29_220) * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return { birthDate: date.toISOString().slice(0, 10), birthTime: `${pad((n * 7) % 24)}:${pad((n * 13) % 60)}`, birthLocation: PLACES[n % PLACES.length] };
}

const CALLS: Record<string, { call: Call; perUserLimit: number }> = {
  'search-places': { call: (client, n) => client.functions.invoke('search-places', { body: { query: ['Mad', 'Bue', 'San', 'Lim', 'Bog'][n % 5] } }), perUserLimit: Infinity },
  'generate-tarot-reading': { call: (client) => client.functions.invoke('generate-tarot-reading'), perUserLimit: Infinity },
  // Ten charts an hour per user (the database's limit): each user makes at most that many.
  'generate-birth-chart': {
    call: (client) => client.functions.invoke('generate-birth-chart', { body: { ...distinctBirth(), chartName: '' } }),
    perUserLimit: 10,
  },
  // Ten compatibility readings and twenty premium readings an hour per user, as the tables allow.
  'generate-compatibility': {
    call: (client, n) =>
      client.functions.invoke('generate-compatibility', {
        body: {
          personA: { birthDate: `19${60 + (n % 30)}-05-15`, birthTime: '14:30', birthLocation: 'Madrid, España', name: 'Ana' },
          personB: { birthDate: '1988-11-02', birthTime: null, birthLocation: 'Lima, Perú', name: 'Luis' },
          category: (['pareja', 'amigos', 'familia', 'trabajo'] as const)[n % 4],
        },
      }),
    perUserLimit: 10,
  },
  'generate-solar-return': {
    call: (client, n) => {
      const birth = distinctBirth();
      return client.functions.invoke('generate-solar-return', { body: { ...birth, year: Number(birth.birthDate.slice(0, 4)) + 20 + (n % 40) } });
    },
    perUserLimit: 10,
  },
  'generate-monthly-report': {
    call: (client, n) => client.functions.invoke('generate-monthly-report', { body: { birthDate: '1990-05-15', birthTime: '14:30', birthLocation: 'Madrid, España', month: `2026-${String(1 + (n % 12)).padStart(2, '0')}` } }),
    perUserLimit: 10,
  },
};

/**
 * `count` users calling at once, each in a loop for ROW_SECONDS. Under an hourly limit a user moves on to a fresh
 * account (signed up before the clock starts) after `perUserLimit` calls, until the row has made MIN_ROW_CALLS.
 */
async function loadRow(server: LoadedServer, count: number, { call, perUserLimit }: { call: Call; perUserLimit: number }) {
  const accountsEach = Number.isFinite(perUserLimit) ? Math.ceil(Math.max(perUserLimit, MIN_ROW_CALLS / count) / perUserLimit) : 1;
  const accounts = await users(server, count * accountsEach);
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + ROW_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: count }, async (_, user) => {
      const own = accounts.slice(user * accountsEach, (user + 1) * accountsEach);
      for (let n = 0; n < own.length * perUserLimit && performance.now() < deadline; n += 1) {
        const begin = performance.now();
        const { error } = await call(own[Math.floor(n / perUserLimit)], n);
        latencies.push(performance.now() - begin);
        if (error) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ...stats(latencies), perSecond: latencies.length / seconds, seconds, failures, calls: latencies.length };
}

/**
 * Birth charts per second over solar returns per second at `count` users, from COMPARISON_ROUNDS rows of each taken
 * in turns (the first function alternating), so that both meet the same moments of the machine's other load.
 */
async function comparisonRow(server: LoadedServer, count: number): Promise<(string | number)[]> {
  const totals = { chart: { calls: 0, seconds: 0 }, solar: { calls: 0, seconds: 0 } };
  const roundRatios: number[] = [];
  for (let round = 0; round < COMPARISON_ROUNDS; round += 1) {
    const order = round % 2 === 0 ? (['chart', 'solar'] as const) : (['solar', 'chart'] as const);
    const rates = { chart: 0, solar: 0 };
    for (const kind of order) {
      const row = await loadRow(server, count, CALLS[kind === 'chart' ? 'generate-birth-chart' : 'generate-solar-return']);
      totals[kind].calls += row.calls;
      totals[kind].seconds += row.seconds;
      rates[kind] = row.perSecond;
    }
    roundRatios.push(rates.chart / rates.solar);
  }
  const chart = totals.chart.calls / totals.chart.seconds;
  const solar = totals.solar.calls / totals.solar.seconds;
  const range = `${Math.min(...roundRatios).toFixed(2)}–${Math.max(...roundRatios).toFixed(2)}`;
  return [count, totals.chart.calls, chart, totals.solar.calls, solar, (chart / solar).toFixed(2), range, '≥ 0.80'];
}

export async function run(): Promise<void> {
  // As `npm start`: the app is built (dist/) and the server compiled before anything is timed.
  await compileServer();
  const dataDir = await mkdtemp(join(tmpdir(), 'sendero-bench-server-'));
  try {
    const cold = await startServer(dataDir);
    await stopServerProcess(cold.child);
    const server = await startServer(dataDir);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idle = await rssMb(server.child.pid!);

    // Each function's first call loads its handler, its texts and the engine it needs, once per function thread;
    // timed here on its own so the load rows below compare the functions' steady work, not which one ran first.
    const [firstCaller] = await users(server, 1);
    const firstCalls: (string | number)[][] = [];
    for (const [name, spec] of Object.entries(CALLS)) {
      const started = performance.now();
      const { error } = await spec.call(firstCaller, 0);
      firstCalls.push([name, performance.now() - started, error ? 'failed' : 'ok']);
    }
    printTable('First call of each function in the fresh process (not counted below)', ['function', 'ms', 'result'], firstCalls);
    // Those calls, one at a time, ran on one thread; the pool starts the others when calls overlap, in the first row
    // with many users. Calls at once load every function on every thread, so no row pays for a thread's loading:
    // otherwise the birth chart, the first in its row to need the natal texts and the engine, paid for both.
    const warmers = await users(server, WARM_CALLS_AT_ONCE);
    for (const spec of Object.values(CALLS)) await Promise.all(warmers.map((client, n) => spec.call(client, n)));

    const rows: (string | number)[][] = [];
    const perSecond = new Map<string, number>();
    for (const count of USERS) {
      for (const [name, spec] of Object.entries(CALLS)) {
        const row = await loadRow(server, count, spec);
        perSecond.set(`${name}@${count}`, row.perSecond);
        rows.push([name, count, row.calls, row.median, row.p95, row.perSecond, row.failures]);
      }
    }
    const chartAt10 = perSecond.get('generate-birth-chart@10') ?? 0;
    printTable('Functions against the server process (built-in texts, no AI)', ['function', 'users', 'calls', 'p50 (ms)', 'p95 (ms)', 'per second', 'failed'], rows);
    // Both functions cast a chart and write a reading for a birth never seen before; the natal one also searches
    // 90 years of Saturn, Jupiter and nodal returns. Its goal is to keep up with its peer in the same run.
    const comparison: (string | number)[][] = [];
    for (const count of USERS) comparison.push(await comparisonRow(server, count));
    printTable(
      `Birth chart against the solar return, distinct births, ${COMPARISON_ROUNDS} rows of each in turns`,
      ['users', 'birth charts', 'per second', 'solar returns', 'per second', 'ratio', 'ratio, row by row', 'target'],
      comparison,
    );

    // Steady load: a mixed stream from 10 users for SOAK_SECONDS, memory sampled along the way.
    const soakClients = await users(server, 10);
    const rssSamples: number[] = [await rssMb(server.child.pid!)];
    const soakEnd = performance.now() + SOAK_SECONDS * 1000;
    const sampler = setInterval(() => void rssMb(server.child.pid!).then((mb) => rssSamples.push(mb)), Math.max(1000, (SOAK_SECONDS * 1000) / 10));
    await Promise.all(
      soakClients.map(async (client, index) => {
        for (let n = 0; performance.now() < soakEnd; n += 1) {
          await (n % 3 === 0 ? CALLS['generate-tarot-reading'] : CALLS['search-places']).call(client, n + index);
        }
      }),
    );
    clearInterval(sampler);
    const afterLoad = await rssMb(server.child.pid!);
    await stopServerProcess(server.child);

    printTable('The server process', ['metric', 'value', 'target', 'before (97e4622)', 'ratio to before'], [
      ['cold start, fresh data folder (ms)', cold.readyMs, '—', BASELINE.coldStartMs, (cold.readyMs / BASELINE.coldStartMs).toFixed(2)],
      ['ready after the build, existing folder (ms)', server.readyMs, 2000, BASELINE.readyAfterBuildMs, (server.readyMs / BASELINE.readyAfterBuildMs).toFixed(2)],
      ['idle RSS (MB)', idle, 250, BASELINE.idleRssMb, (idle / BASELINE.idleRssMb).toFixed(2)],
      [`RSS after ${SOAK_SECONDS} s of steady load (MB)`, afterLoad, '—', '—', (afterLoad / idle).toFixed(2)],
      [`RSS growth over the second half of the load (MB)`, afterLoad - rssSamples[Math.floor(rssSamples.length / 2)], '≈ 0 (no growth once warm)', '—', '—'],
      // The baseline drew ten repeated births; this row now draws distinct ones, which the cache cannot help.
      ['charts per second at 10 users (distinct births)', chartAt10, BASELINE.chartPerSecondAt10 ? BASELINE.chartPerSecondAt10 * 1.5 : '1.5 × before', BASELINE.chartPerSecondAt10 || '—', BASELINE.chartPerSecondAt10 ? (chartAt10 / BASELINE.chartPerSecondAt10).toFixed(2) : '—'],
    ]);
  } finally {
    // A failed run must not leave a server writing into the folder being removed.
    await stopAllServers();
    await rm(dataDir, { recursive: true, force: true });
  }
}
