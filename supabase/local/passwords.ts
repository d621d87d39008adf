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

/**
 * The most common passwords of the public breach lists (the top 100, lower case), the ones guessed first. GoTrue
 * refuses leaked passwords (HaveIBeenPwned) with `weak_password` reason `pwned`; the local stack cannot ask that
 * service offline, so it refuses at least these.
 */
const COMMON_PASSWORDS = new Set([
  '123456', '123456789', '12345678', 'password', 'qwerty123', 'qwerty1', '111111', '12345', 'secret', '123123',
  '1234567890', '1234567', '000000', 'qwerty', 'abc123', 'password1', 'iloveyou', '11111111', 'dragon', 'monkey',
  '123123123', '123321', 'qwertyuiop', '654321', '666666', '121212', '1q2w3e4r', '1qaz2wsx', 'zaq12wsx', 'qwe123',
  '123qwe', '1q2w3e', '7777777', '112233', '987654321', 'sunshine', 'princess', 'letmein', 'football', 'baseball',
  'welcome', 'shadow', 'master', 'superman', 'michael', 'jennifer', 'charlie', 'asdfghjkl', 'password123', 'trustno1',
  'passw0rd', 'starwars', 'freedom', 'whatever', 'qazwsx', 'mustang', 'access', 'flower', 'loveme', 'zxcvbnm',
  '1111111', '123456a', 'a123456', 'aa123456', '123abc', 'computer', 'hunter', 'batman', 'azerty', '159753',
  '1234qwer', '12341234', '987654', '147258369', '123456789a', '555555', '888888', '696969', '999999', '222222',
  'killer', 'soccer', 'hello123', 'admin123', 'administrator', 'changeme', 'default', 'q1w2e3r4', 'asdf1234', 'asdfgh',
  'contraseña', 'contrasena', 'contraseña1', 'tequiero', 'teamo123', 'micontraseña', 'futbol', 'mexico', 'españa', 'barcelona',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.normalize('NFC').toLowerCase());
}
