import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { hashSync } from '@node-rs/bcrypt';
import type { SupabaseClient } from '@supabase/supabase-js';
import { browserClient } from '../supabase/local/browser-client.ts';
import { printTable, stats } from './table.ts';
import {
  BENCH_PASSWORD,
  benchEmail,
  compileServer,
  cpuSeconds,
  rssMb,
  signedUpUsers,
  startServer,
  stopAllServers,
  stopServerProcess,
  type LoadedServer,
} from './server-process.ts';

// The server under load, as `npm start` runs it: does the gateway stay responsive while the functions compute on
// every core, how fast does a crowd sign in against what bcrypt allows, how much memory does it hold, and does a
// SIGTERM answer every request already sent. BENCH_MIXED_SECONDS (default 120) sets the mixed-load phase.
//
// BEFORE: this bench against the server before its function and password pools (commit 740d2de: every function on
// the main thread, bcryptjs in one worker, a stop that dropped idle connections), on this 2-core machine at
// 22:20-22:24 UTC, 2026-11-27, while it was quiet (load average 2.5-2.7), right after a run of this branch.

const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 120);
const CORES = availableParallelism();
const BURST = 50;
const CROWD = 100;
const DRAIN_REQUESTS = 20;
const BCRYPT_COST = 10;

const BEFORE = {
  healthP95Ms: 185,
  chartsPerSecond: 7.82,
  reportsPerSecond: 7.82,
  coresBusy: 1.14,
  signInP50Ms: 7_706,
  signInP95Ms: 8_244,
  passwordOpsPerSecond: 13.2,
  drainAnswered: 10,
  idleRssMb: 180,
  peakRssMb: 426,
  afterRssMb: 417,
};

const PLACES = ['Madrid, España', 'Buenos Aires, Argentina', 'Ciudad de México, México', 'Bogotá, Colombia', 'Lima, Perú', 'Santiago, Chile', 'Sevilla, España', 'Quito, Ecuador'];

let inputs = 0;
/** Every chart this bench asks for is a different one, within the years the functions accept: no cache may answer it. */
function distinctBirth(): { birthDate: string; birthTime: string; birthLocation: string } {
  inputs += 1;
  // 7919 is prime to the 29,000 days after 1930-01-01 that it steps through: no date repeats before them all.
  const day = new Date(Date.UTC(1930, 0, 1) + ((inputs * 7919) % 29_000) * 86_400_000);
  const minutes = (inputs * 377) % 1440;
  return {
    birthDate: day.toISOString().slice(0, 10),
    birthTime: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    birthLocation: PLACES[inputs % PLACES.length],
  };
}

const birthChart = (client: SupabaseClient) => client.functions.invoke('generate-birth-chart', { body: { ...distinctBirth(), chartName: `Bench ${inputs}` } });
const monthlyReport = (client: SupabaseClient) =>
  client.functions.invoke('generate-monthly-report', { body: { ...distinctBirth(), month: `2027-${String(1 + (inputs % 12)).padStart(2, '0')}` } });

const ratio = (value: number, reference: number) => (value / reference).toFixed(2);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET /auth/v1/health over and over until `done` settles: what a load balancer's probe would see. */
async function probeHealth(server: LoadedServer, done: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let finished = false;
  void done.finally(() => (finished = true));
  while (!finished) {
    const begin = performance.now();
    const response = await fetch(`${server.url}/auth/v1/health`, { headers: { apikey: server.anonKey } });
    await response.arrayBuffer();
    latencies.push(performance.now() - begin);
    await pause(20);
  }
  return latencies;
}

async function functionBurst(server: LoadedServer) {
  const clients = await signedUpUsers(server, BURST, 'burst');
  const cpuBefore = await cpuSeconds(server.child.pid!);
  const started = performance.now();
  const finished = { chart: 0, report: 0 };
  let failures = 0;
  const burst = Promise.all(
    clients.flatMap((client) => [
      birthChart(client).then(({ error }) => {
        if (error) failures += 1;
        finished.chart = performance.now();
      }),
      monthlyReport(client).then(({ error }) => {
        if (error) failures += 1;
        finished.report = performance.now();
      }),
    ]),
  );
  const health = await probeHealth(server, burst);
  await burst;
  const seconds = (performance.now() - started) / 1000;
  const coresBusy = ((await cpuSeconds(server.child.pid!)) - cpuBefore) / seconds;
  return {
    health: stats(health),
    chartsPerSecond: BURST / ((finished.chart - started) / 1000),
    reportsPerSecond: BURST / ((finished.report - started) / 1000),
    coresBusy,
    failures,
  };
}

/** What one core manages at GoTrue's cost with the native bcrypt, measured here: the ceiling for the server. */
function hashesPerCoreSecond(): number {
  hashSync(BENCH_PASSWORD, BCRYPT_COST);
  const rounds = 10;
  const begin = performance.now();
  for (let i = 0; i < rounds; i += 1) hashSync(BENCH_PASSWORD, BCRYPT_COST);
  return rounds / ((performance.now() - begin) / 1000);
}

async function signInCrowd(server: LoadedServer) {
  const signUps: number[] = [];
  const signIns: number[] = [];
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CROWD }, async () => {
      const email = benchEmail('crowd');
      let begin = performance.now();
      const up = await browserClient(server.url, server.anonKey).auth.signUp({ email, password: BENCH_PASSWORD });
      signUps.push(performance.now() - begin);
      if (up.error) failures += 1;
      begin = performance.now();
      const signIn = await browserClient(server.url, server.anonKey).auth.signInWithPassword({ email, password: BENCH_PASSWORD });
      signIns.push(performance.now() - begin);
      if (signIn.error) failures += 1;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { signUp: stats(signUps), signIn: stats(signIns), passwordOpsPerSecond: (2 * CROWD) / seconds, failures };
}

/** Several people using every part of the app at once for MIXED_SECONDS, memory sampled every second. */
async function mixedLoad(server: LoadedServer) {
  // Enough accounts that none reaches its hourly limits (10 charts, 10 compatibility readings, 20 premium readings)
  // within the phase: at 77 requests/s over 120 s, 100 accounts each made about 10 of every kind and the limits
  // rightly refused 128 calls, which this bench would count as the server failing.
  const accounts = 300;
  const emails = Array.from({ length: accounts }, () => benchEmail('mixed'));
  const clients: SupabaseClient[] = [];
  for (const email of emails) {
    const client = browserClient(server.url, server.anonKey);
    const { error } = await client.auth.signUp({ email, password: BENCH_PASSWORD });
    if (error) throw error;
    clients.push(client);
  }
  const operations: [string, (k: number) => Promise<{ error: unknown }>][] = [
    ['birth chart', (k) => birthChart(clients[k % accounts])],
    ['monthly report', (k) => monthlyReport(clients[k % accounts])],
    ['tarot card', (k) => clients[k % accounts].functions.invoke('generate-tarot-reading')],
    ['place search', (k) => clients[k % accounts].functions.invoke('search-places', { body: { query: ['Mad', 'Bue', 'San', 'Lim', 'Bog', 'Sev'][k % 6] } })],
    ['REST select', async (k) => clients[k % accounts].from('birth_charts').select('id, chart_name, created_at').order('created_at', { ascending: false }).limit(20)],
    [
      'compatibility',
      (k) =>
        clients[k % accounts].functions.invoke('generate-compatibility', {
          body: { personA: { ...distinctBirth(), name: 'Ana' }, personB: { birthDate: '1988-11-02', birthTime: null, birthLocation: 'Lima, Perú', name: 'Luis' }, category: 'pareja' },
        }),
    ],
    ['solar return', (k) => clients[k % accounts].functions.invoke('generate-solar-return', { body: { ...distinctBirth(), year: 2027 } })],
    ['REST insert', async (k) => clients[k % accounts].from('people').insert({ name: `Persona ${k}`, relation: 'amigos', birth_date: '1990-05-15', birth_location: 'Madrid, España' })],
    ['sign-in', (k) => browserClient(server.url, server.anonKey).auth.signInWithPassword({ email: emails[k % accounts], password: BENCH_PASSWORD })],
  ];
  const pid = server.child.pid!;
  const samples: number[] = [await rssMb(pid)];
  const sampler = setInterval(() => void rssMb(pid).then((mb) => samples.push(mb), () => undefined), 1000);
  const cpuBefore = await cpuSeconds(pid);
  const end = performance.now() + MIXED_SECONDS * 1000;
  let next = 0;
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 30 }, async () => {
      while (performance.now() < end) {
        const k = next++;
        const [name, operation] = operations[k % operations.length];
        const begin = performance.now();
        const { error } = await operation(Math.floor(k / operations.length));
        latencies.push(performance.now() - begin);
        if (error) failures.set(name, (failures.get(name) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuMsPerRequest = (((await cpuSeconds(pid)) - cpuBefore) * 1000) / latencies.length;
  clearInterval(sampler);
  const justAfter = await rssMb(pid);
  await pause(10_000);
  return { peak: Math.max(...samples, justAfter), after: await rssMb(pid), calls: latencies.length, perSecond: latencies.length / seconds, cpuMsPerRequest, latency: stats(latencies), failures };
}

/**
 * SIGTERM 300 ms into 20 monthly reports and 20 inserts, each on a connection of its own (the reports first, the
 * inserts arriving 250 ms in, while the server works): how many got a complete answer, and, after a restart, whether
 * every insert the server acknowledged is in the database.
 */
async function sigtermDrain(server: LoadedServer, dataDir: string) {
  const clients = await signedUpUsers(server, DRAIN_REQUESTS, 'drain');
  const tokens = await Promise.all(clients.map(async (client) => (await client.auth.getSession()).data.session!.access_token));
  const headers = (token: string) => ({ apikey: server.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' });
  // A connection of its own for each request, as 40 different browsers would open.
  const send = (path: string, token: string, body: unknown, extra: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { ...headers(token), ...extra, Connection: 'close' }, body: JSON.stringify(body) }).then(
      async (response) => ({ status: response.status, body: await response.text() }),
      () => null,
    );
  const started = performance.now();
  const reports = tokens.map((token) => send('/functions/v1/generate-monthly-report', token, { ...distinctBirth(), month: '2027-06' }));
  await pause(250);
  const inserts = tokens.map((token, index) =>
    send('/rest/v1/people', token, { name: `Antes del cierre ${index}`, relation: 'familia', birth_date: '1991-03-01', birth_location: 'Lima, Perú' }, { Prefer: 'return=representation' }),
  );
  await pause(Math.max(0, 300 - (performance.now() - started)));
  const exited = stopServerProcess(server.child);
  const answers = await Promise.all([...reports, ...inserts]);
  await exited;
  const acknowledged = answers.slice(reports.length).flatMap((answer) => (answer?.status === 201 ? [(JSON.parse(answer.body) as { id: string }[])[0].id] : []));
  const restarted = await startServer(dataDir);
  try {
    const check = await fetch(`${restarted.url}/rest/v1/people?select=id&id=in.(${acknowledged.join(',')})`, {
      headers: { apikey: restarted.serviceRoleKey, Authorization: `Bearer ${restarted.serviceRoleKey}` },
    });
    const kept = acknowledged.length ? ((await check.json()) as { id: string }[]).length : 0;
    return { sent: answers.length, answered: answers.filter((answer) => answer !== null).length, acknowledged: acknowledged.length, kept };
  } finally {
    await stopServerProcess(restarted.child);
  }
}

export async function run(): Promise<void> {
  await compileServer();
  const dataDir = await mkdtemp(join(tmpdir(), 'sendero-bench-load-'));
  try {
    const first = await startServer(dataDir);
    await stopServerProcess(first.child);
    const server = await startServer(dataDir);
    await pause(3000);
    const idle = await rssMb(server.child.pid!);
    const load = loadavg()[0];

    const burst = await functionBurst(server);
    printTable(`Health while ${BURST} birth charts and ${BURST} monthly reports run (distinct inputs, ${CORES} cores, load average ${load.toFixed(1)})`, ['metric', 'value', 'target', 'before', 'ratio to before'], [
      ['health p50 (ms)', burst.health.median, '—', '—', '—'],
      ['health p95 (ms)', burst.health.p95, 50, BEFORE.healthP95Ms, ratio(burst.health.p95, BEFORE.healthP95Ms)],
      ['health max (ms)', burst.health.max, '—', '—', '—'],
      ['birth charts per second', burst.chartsPerSecond, '—', BEFORE.chartsPerSecond, ratio(burst.chartsPerSecond, BEFORE.chartsPerSecond)],
      ['monthly reports per second', burst.reportsPerSecond, '—', BEFORE.reportsPerSecond, ratio(burst.reportsPerSecond, BEFORE.reportsPerSecond)],
      ['cores busy during the burst', burst.coresBusy, CORES, BEFORE.coresBusy, ratio(burst.coresBusy, BEFORE.coresBusy)],
      ['failed requests', burst.failures, 0, '—', '—'],
    ]);

    const perCore = hashesPerCoreSecond();
    const bound = perCore * CORES;
    const crowd = await signInCrowd(server);
    printTable(`${CROWD} people signing up and in at once (bcrypt cost ${BCRYPT_COST}, ${CORES} cores, load average ${loadavg()[0].toFixed(1)})`, ['metric', 'value', 'target', 'before', 'ratio to before'], [
      ['sign-in p50 (ms)', crowd.signIn.median, '—', BEFORE.signInP50Ms, ratio(crowd.signIn.median, BEFORE.signInP50Ms)],
      ['sign-in p95 (ms)', crowd.signIn.p95, '—', BEFORE.signInP95Ms, ratio(crowd.signIn.p95, BEFORE.signInP95Ms)],
      ['sign-up p95 (ms)', crowd.signUp.p95, '—', '—', '—'],
      ['password hashes and checks per second', crowd.passwordOpsPerSecond, `${bound.toFixed(1)} (bound)`, BEFORE.passwordOpsPerSecond, ratio(crowd.passwordOpsPerSecond, BEFORE.passwordOpsPerSecond)],
      ['share of the bound (native bcrypt: hashes/s per core × cores)', (crowd.passwordOpsPerSecond / bound).toFixed(2), '≥ 0.8', '—', '—'],
      ['failed requests', crowd.failures, 0, '—', '—'],
    ]);

    const mixed = await mixedLoad(server);
    printTable(`Memory of the whole process (main and worker threads), ${MIXED_SECONDS} s of mixed load (load average ${loadavg()[0].toFixed(1)} after it)`, ['metric', 'value', 'target', 'before', 'ratio to before'], [
      ['idle RSS after start (MB)', idle, 250, BEFORE.idleRssMb, ratio(idle, BEFORE.idleRssMb)],
      ['peak RSS under mixed load (MB)', mixed.peak, 400, BEFORE.peakRssMb, ratio(mixed.peak, BEFORE.peakRssMb)],
      ['RSS 10 s after the load (MB)', mixed.after, '—', BEFORE.afterRssMb, ratio(mixed.after, BEFORE.afterRssMb)],
      ['requests during the load', mixed.calls, '—', '—', '—'],
      ['requests per second', mixed.perSecond, '—', '—', '—'],
      ['request p50 (ms)', mixed.latency.median, '—', '—', '—'],
      ['request p95 (ms)', mixed.latency.p95, '—', '—', '—'],
      // What each request cost the server (all threads, garbage collection included): the machine's other load slows
      // requests per second and latency, much less this.
      ['server CPU per request (ms)', mixed.cpuMsPerRequest, '—', '—', '—'],
      ['failed requests', [...mixed.failures.values()].reduce((sum, n) => sum + n, 0), 0, '—', '—'],
      ...[...mixed.failures].map(([name, count]) => [`  of them ${name}`, count, '—', '—', '—']),
    ]);

    const drain = await sigtermDrain(server, dataDir);
    printTable(`SIGTERM 300 ms into ${DRAIN_REQUESTS} inserts and ${DRAIN_REQUESTS} monthly reports`, ['metric', 'value', 'target', 'before'], [
      ['requests answered, of those sent', `${drain.answered} of ${drain.sent}`, `${drain.sent} of ${drain.sent}`, `${BEFORE.drainAnswered} of ${drain.sent}`],
      ['acknowledged inserts found after a restart', `${drain.kept} of ${drain.acknowledged}`, `${drain.acknowledged} of ${drain.acknowledged}`, '—'],
    ]);
  } finally {
    await stopAllServers();
    await rm(dataDir, { recursive: true, force: true });
  }
}
