import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { projectPath } from './paths.ts';

// bcrypt costs ~60 ms of CPU per hash at cost 10. On the event loop, 100 people signing in at once queue every
// other request behind 6 s of hashing (p95 8.3 s measured); a small pool of worker threads keeps the loop free.

const BCRYPT_COST = 10;
const POOL_SIZE = Math.max(1, Math.min(4, availableParallelism() - 1));

type Job = { id: number; op: 'hash' | 'compare'; password: string; hash?: string; cost?: number };
type Pending = { resolve: (value: string | boolean) => void; reject: (error: Error) => void };

let workers: Worker[] = [];
let next = 0;
let jobIds = 0;
const pending = new Map<number, Pending>();

function startWorkers(): Worker[] {
  return Array.from({ length: POOL_SIZE }, () => {
    const worker = new Worker(projectPath('supabase', 'local', 'password-worker.mjs'));
    worker.on('message', ({ id, result, error }: { id: number; result?: string | boolean; error?: string }) => {
      const job = pending.get(id);
      pending.delete(id);
      if (error !== undefined) job?.reject(new Error(error));
      else job?.resolve(result!);
    });
    // Idle workers must not keep a finished test run or a stopped server alive.
    worker.unref();
    return worker;
  });
}

function run(job: Omit<Job, 'id'>): Promise<string | boolean> {
  if (workers.length === 0) workers = startWorkers();
  const id = ++jobIds;
  const worker = workers[next++ % workers.length];
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ ...job, id });
  });
}

export async function hashPassword(password: string): Promise<string> {
  return (await run({ op: 'hash', password, cost: BCRYPT_COST })) as string;
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  return (await run({ op: 'compare', password, hash })) as boolean;
}
