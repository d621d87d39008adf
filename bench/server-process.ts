import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';
import '../supabase/local/node-runtime.ts';
import { browserClient } from '../supabase/local/browser-client.ts';
import { freePort } from '../supabase/local/free-port.ts';

// The compiled server in its own process, started the way `npm run serve` starts it after its build, and timed
// until it answers: what a person running `npm start` waits for. The benches that load it from outside
// (server.bench.ts, load.bench.ts) start it through startServer, with its keys and many users.

const root = fileURLToPath(new URL('..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** From spawning the process to the first answer of /auth/v1/health. */
  readyMs: number;
}

/** Compiles the server into .build/, as `npm run serve` does before it starts it. */
export function compileServer(): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const compile = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.server.json'], { cwd: root, stdio: 'inherit' });
    compile.once('exit', (code) => (code === 0 ? resolve() : reject(new Error('the server did not compile'))));
  });
}

export async function startServerProcess(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const started = performance.now();
  // The command `npm run serve` runs: V8's young generation capped at 2 MB a semi-space (−55 MB idle RSS).
  const child = spawn(process.execPath, ['--max-semi-space-size=2', '.build/supabase/local/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
      const ok = await fetch(`${url}/auth/v1/health`).then((response) => response.status < 500, () => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } catch (error) {
    await stopServerProcess(child);
    throw error;
  }
  return { child, url, readyMs: performance.now() - started };
}

/** Stops the server as Ctrl-C would, and waits until the process has gone (and with it the database's lock). */
export async function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const running = new Set<ChildProcess>();

/** A server started for load, with the keys its clients need. */
export interface LoadedServer extends ServerProcess {
  anonKey: string;
  serviceRoleKey: string;
}

/** Starts the compiled server on `dataDir` for a bench that loads it, and reads its keys. */
export async function startServer(dataDir: string): Promise<LoadedServer> {
  // Hundreds of bench users sign up from one address: the per-IP sign-in limit would refuse them.
  const server = await startServerProcess(dataDir, { AUTH_RATE_LIMIT: '1000000' });
  running.add(server.child);
  server.child.once('exit', () => running.delete(server.child));
  const keys = JSON.parse(await readFile(join(dataDir, 'local-keys.json'), 'utf8')) as { anonKey: string; serviceRoleKey: string };
  return { ...server, anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey };
}

/** Every server still running (a failed bench must not leave one writing into a folder being removed). */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map(stopServerProcess));
}

/** The resident memory of the whole process: its main thread and every worker thread share it. */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+) kB/)![1]) / 1024;
}

/** CPU seconds the process has used so far, all threads (user + system; Linux counts in 1/100 s). */
export async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

let accounts = 0;
export function benchEmail(label: string): string {
  accounts += 1;
  return `bench-${label}-${Date.now().toString(36)}-${accounts}@ejemplo.com`;
}

export const BENCH_PASSWORD = 'bench-secreto-1';

/** `count` new accounts, signed up a few at a time (sign-up is not what these rows measure). */
export async function signedUpUsers(server: LoadedServer, count: number, label: string): Promise<SupabaseClient[]> {
  const clients: SupabaseClient[] = [];
  for (let start = 0; start < count; start += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, count - start) }, async () => {
        const client = browserClient(server.url, server.anonKey);
        const { error } = await client.auth.signUp({ email: benchEmail(label), password: BENCH_PASSWORD });
        if (error) throw error;
        return client;
      }),
    );
    clients.push(...batch);
  }
  return clients;
}
