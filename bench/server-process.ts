import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../supabase/local/free-port.ts';

// The compiled server in its own process, started the way `npm run serve` starts it after its build, and timed
// until it answers: what a person running `npm start` waits for.

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
  // The command `npm run serve` runs.
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
