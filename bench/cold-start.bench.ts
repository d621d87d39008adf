import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { IMAGE_CACHE } from '../supabase/local/database-image.ts';
import { MIGRATIONS_DIR, openDatabase } from '../supabase/local/db.ts';
import { projectRoot } from '../supabase/local/paths.ts';
import { startStack } from '../supabase/local/server.ts';
import { startTestStack } from '../supabase/local/testing.ts';
import { compileServer, startServerProcess, stopServerProcess } from './server-process.ts';
import { printTable, stats } from './table.ts';

// A fresh data folder against a warm restart of the same folder, measured in one run, round by round, so that both
// meet the same load on this shared machine; then the stacks the tests start, in-process; then the database alone,
// and what its image costs to build and keep.
// BENCH_COLD_ROUNDS (default 5) sets the rounds.
//
// BEFORE: the measurement, before the database was restored from an image: a fresh folder was ready after
// a median 9.5 s (runs 6.2-17.6 s), a warm restart after 2.6 s. The same server at the commit before the image,
// timed the same way beside this bench on a machine at a load average of 15-17 (2 cores): a fresh folder 40.6 s
// (39.5-44.4), a warm restart 8.5 s (7.7-9.6), 3 rounds; the server with the image, right after it at 17-19:
// 5.6 s and 5.9 s. The 'before' column holds the figures: compare ratios, not milliseconds, across loads.
// The stacks the tests start, before the image, at a load average of 11.7: startTestStack() 15.8 s (13.7-23.6),
// in memory 6.4 s; with it, at 12.7: 1.2 s and 0.5 s.

const ROUNDS = Number(process.env.BENCH_COLD_ROUNDS ?? 5);
const TARGET_MS = 1000;
const BEFORE = { coldMs: 9500, warmMs: 2600 };

const range = (samples: number[]) => `${Math.round(Math.min(...samples))}-${Math.round(Math.max(...samples))}`;
const loadRange = (samples: number[]) => `${stats(samples).median.toFixed(2)} (${Math.min(...samples).toFixed(2)}-${Math.max(...samples).toFixed(2)})`;

async function tempDir(prefix: string): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

async function serverRounds() {
  const cold: number[] = [];
  const warm: number[] = [];
  const load: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const dataDir = await tempDir('sendero-bench-cold-');
    try {
      load.push(loadavg()[0]);
      const fresh = await startServerProcess(dataDir);
      await stopServerProcess(fresh.child);
      cold.push(fresh.readyMs);
      const again = await startServerProcess(dataDir);
      await stopServerProcess(again.child);
      warm.push(again.readyMs);
      load.push(loadavg()[0]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  return { cold, warm, load };
}

async function timed(start: () => Promise<{ stop: () => Promise<void> }>): Promise<number[]> {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    const stack = await start();
    samples.push(performance.now() - started);
    await stack.stop();
  }
  return samples;
}

export async function run(): Promise<void> {
  await compileServer();
  // The first fresh folder of a checkout may have to lay down what every later one reuses: not timed with them.
  const firstDir = await tempDir('sendero-bench-cold-');
  const first = await startServerProcess(firstDir);
  await stopServerProcess(first.child);
  await rm(firstDir, { recursive: true, force: true });

  const { cold, warm, load } = await serverRounds();
  const coldMedian = stats(cold).median;
  const warmMedian = stats(warm).median;
  const difference = coldMedian - warmMedian;
  // Each round's fresh start and restart meet nearly the same load, so their difference is steadier than the
  // difference of the two medians when the machine's load swings between rounds.
  const differences = cold.map((ms, round) => ms - warm[round]);
  const paired = stats(differences).median;
  printTable(`A fresh data folder against a warm restart: the compiled server (npm run serve), ${ROUNDS} rounds`, ['metric', 'median', 'runs', 'target', 'before', 'ratio'], [
    ['first fresh folder of this checkout (ms)', first.readyMs, '1 run', '—', '—', '—'],
    ['fresh data folder, ready (ms)', coldMedian, range(cold), '—', BEFORE.coldMs, (coldMedian / BEFORE.coldMs).toFixed(2)],
    ['warm restart, same folder (ms)', warmMedian, range(warm), '—', BEFORE.warmMs, (warmMedian / BEFORE.warmMs).toFixed(2)],
    ['fresh − warm, of the medians (ms)', difference, '—', `≤ ${TARGET_MS}`, BEFORE.coldMs - BEFORE.warmMs, `${(difference / TARGET_MS).toFixed(2)} of the target`],
    ['fresh − warm, median of the rounds (ms)', paired, `${Math.round(Math.min(...differences))} to ${Math.round(Math.max(...differences))}`, `≤ ${TARGET_MS}`, '—', `${(paired / TARGET_MS).toFixed(2)} of the target`],
    ['fresh ÷ warm', coldMedian / warmMedian, '—', '—', (BEFORE.coldMs / BEFORE.warmMs).toFixed(2), '—'],
    ['load average, 1 min', loadRange(load), '—', '—', '—', '2 cores'],
  ]);

  const inFolder = await timed(() => startTestStack());
  const inMemory = await timed(async () => {
    const stack = await startStack({ dataDir: null, port: 0, staticDir: null });
    return { stop: () => stack.close() };
  });
  printTable(`Stacks as the tests start them, in-process, ${ROUNDS} each`, ['stack', 'median (ms)', 'runs', 'load average, 1 min'], [
    ['startTestStack(): a fresh temporary folder', stats(inFolder).median, range(inFolder), loadavg()[0].toFixed(2)],
    ['startStack({ dataDir: null }): in memory', stats(inMemory).median, range(inMemory), loadavg()[0].toFixed(2)],
  ]);

  const image = await imageFigures();
  printTable('The database alone (openDatabase), and its image', ['metric', 'value', 'runs', 'load average, 1 min'], [
    ['fresh folder from the image (ms)', stats(image.restored).median, range(image.restored), image.load],
    ['the same folder reopened (ms)', stats(image.reopened).median, range(image.reopened), image.load],
    ['in memory from the image (ms)', stats(image.inMemory).median, range(image.inMemory), image.load],
    ['fresh folder from scratch: initdb, platform, migrations (ms)', image.scratchMs, '1 run', image.load],
    ['building the image into an empty cache, then the folder (ms)', image.buildMs, '1 run', image.load],
    ['image size (MB)', image.sizeMb, '—', '—'],
    ['kept in', relative(projectRoot, IMAGE_CACHE), '—', '—'],
  ]);
}

async function imageFigures() {
  const timeOpen = async (dataDir: string | null, images?: string | null) => {
    const started = performance.now();
    const db = await openDatabase(dataDir, MIGRATIONS_DIR, images === undefined ? {} : { images });
    const ms = performance.now() - started;
    await db.close();
    return ms;
  };
  const restored: number[] = [];
  const reopened: number[] = [];
  const inMemory: number[] = [];
  const load: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const dataDir = await tempDir('sendero-bench-db-');
    try {
      load.push(loadavg()[0]);
      restored.push(await timeOpen(dataDir));
      reopened.push(await timeOpen(dataDir));
      inMemory.push(await timeOpen(null));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const scratchDir = await tempDir('sendero-bench-db-');
  const buildDir = await tempDir('sendero-bench-db-');
  const cache = await tempDir('sendero-bench-images-');
  try {
    const scratchMs = await timeOpen(scratchDir, null);
    const buildMs = await timeOpen(buildDir, cache);
    const [file] = await readdir(cache);
    const sizeMb = (await stat(join(cache, file))).size / 1024 / 1024;
    return { restored, reopened, inMemory, scratchMs, buildMs, sizeMb, load: loadRange(load) };
  } finally {
    await Promise.all([scratchDir, buildDir, cache].map((dir) => rm(dir, { recursive: true, force: true })));
  }
}
