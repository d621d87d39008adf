import { availableParallelism, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import bcryptjs from 'bcryptjs';
import * as native from '@node-rs/bcrypt';
import { hashPassword, verifyPassword } from '../supabase/local/passwords.ts';
import { printTable } from './table.ts';

// bcrypt at GoTrue's cost (10): the pure-JavaScript bcryptjs the stack used against the native @node-rs/bcrypt it uses
// now, on one thread and on one thread per core, and the stack's own password pool (passwords.ts). The bound for the
// server is what one core hashes per second times the cores.

const COST = 10;
const CORES = availableParallelism();
const ROUNDS = 12;
const PASSWORD = 'luna-llena-42';

/** Operations per second on this thread. */
function onThisThread(operation: () => unknown): number {
  operation();
  const begin = performance.now();
  for (let i = 0; i < ROUNDS; i += 1) operation();
  return ROUNDS / ((performance.now() - begin) / 1000);
}

/** Operations per second with one thread per core, each hashing ROUNDS times. */
async function onEveryCore(library: 'bcryptjs' | '@node-rs/bcrypt'): Promise<number> {
  const hash = library === 'bcryptjs' ? `require('bcryptjs').hashSync(p, ${COST})` : `require('@node-rs/bcrypt').hashSync(p, ${COST})`;
  const code = `const p = ${JSON.stringify(PASSWORD)}; ${hash}; require('node:worker_threads').parentPort.once('message', () => { for (let i = 0; i < ${ROUNDS}; i += 1) ${hash}; require('node:worker_threads').parentPort.postMessage('done'); });`;
  const workers = Array.from({ length: CORES }, () => new Worker(code, { eval: true }));
  await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('online', resolve))));
  const begin = performance.now();
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          worker.once('message', () => resolve());
          worker.postMessage('go');
        }),
    ),
  );
  const perSecond = (CORES * ROUNDS) / ((performance.now() - begin) / 1000);
  await Promise.all(workers.map((worker) => worker.terminate()));
  return perSecond;
}

/** Operations per second through an async API or the stack's pool, CORES × ROUNDS of them at once. */
async function concurrently(operation: () => Promise<unknown>): Promise<number> {
  await Promise.all(Array.from({ length: CORES }, operation));
  const begin = performance.now();
  await Promise.all(Array.from({ length: CORES * ROUNDS }, operation));
  return (CORES * ROUNDS) / ((performance.now() - begin) / 1000);
}

export async function run(): Promise<void> {
  const jsHash = bcryptjs.hashSync(PASSWORD, COST);
  const nativeHash = native.hashSync(PASSWORD, COST);
  const rows = {
    jsHash: onThisThread(() => bcryptjs.hashSync(PASSWORD, COST)),
    jsCompare: onThisThread(() => bcryptjs.compareSync(PASSWORD, jsHash)),
    nativeHash: onThisThread(() => native.hashSync(PASSWORD, COST)),
    nativeCompare: onThisThread(() => native.verifySync(PASSWORD, nativeHash)),
    jsPooled: await onEveryCore('bcryptjs'),
    nativePooled: await onEveryCore('@node-rs/bcrypt'),
    nativeLibuv: await concurrently(() => native.hash(PASSWORD, COST)),
    stackHash: await concurrently(() => hashPassword(PASSWORD)),
    stackCompare: await concurrently(() => verifyPassword(PASSWORD, nativeHash)),
  };
  const bound = rows.nativeHash * CORES;
  printTable(`bcrypt at cost ${COST}: operations per second (${CORES} cores, load average ${loadavg()[0].toFixed(1)})`, ['what', 'per second', 'ms each', 'ratio to bcryptjs', 'share of the bound'], [
    ['bcryptjs hash, one thread', rows.jsHash, 1000 / rows.jsHash, '1.00', '—'],
    ['bcryptjs compare, one thread', rows.jsCompare, 1000 / rows.jsCompare, (rows.jsCompare / rows.jsHash).toFixed(2), '—'],
    ['@node-rs/bcrypt hash, one thread', rows.nativeHash, 1000 / rows.nativeHash, (rows.nativeHash / rows.jsHash).toFixed(2), '—'],
    ['@node-rs/bcrypt verify, one thread', rows.nativeCompare, 1000 / rows.nativeCompare, (rows.nativeCompare / rows.jsCompare).toFixed(2), '—'],
    [`bcryptjs hash, ${CORES} threads`, rows.jsPooled, '—', '1.00', (rows.jsPooled / bound).toFixed(2)],
    [`@node-rs/bcrypt hash, ${CORES} threads`, rows.nativePooled, '—', (rows.nativePooled / rows.jsPooled).toFixed(2), (rows.nativePooled / bound).toFixed(2)],
    ['@node-rs/bcrypt async hash (libuv threads)', rows.nativeLibuv, '—', (rows.nativeLibuv / rows.jsPooled).toFixed(2), (rows.nativeLibuv / bound).toFixed(2)],
    ['the stack: hashPassword through its pool', rows.stackHash, '—', (rows.stackHash / rows.jsPooled).toFixed(2), (rows.stackHash / bound).toFixed(2)],
    ['the stack: verifyPassword through its pool', rows.stackCompare, '—', (rows.stackCompare / rows.jsPooled).toFixed(2), (rows.stackCompare / bound).toFixed(2)],
    ['bound: native hashes per second on one core × cores', bound, '—', '—', '1.00'],
  ]);
}
