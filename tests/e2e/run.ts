// `npm run test:e2e`: build the app and start the local stack (as `npm start` does) on a fresh data folder
// and a free port, run every *.e2e.ts file with node:test against it in Debian's Chromium, stop the
// server, and exit with the tests' status. Arguments narrow the files: `npm run test:e2e -- mfa`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../supabase/local/free-port.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));
const READY_TIMEOUT_MS = 180_000;
/** Test files run at once, each in its own process with its own Chromium; more than two crowd a 2-core machine. */
const FILES_AT_ONCE = 2;
/**
 * The files that take longest, longest first (measured on 2 loaded cores: my-chart 92 s down to passkeys 45 s; the
 * others take under 40 s). node:test starts files in the order given: started first, the long ones run beside
 * each other and the short ones fill in after, so the two workers end together instead of one finishing a
 * long file alone.
 */
const SLOWEST_FILES = ['my-chart', 'auth', 'library', 'today', 'recovery', 'account', 'tarot-journal', 'premium', 'shell', 'passkeys'].map((name) => `${name}.e2e.ts`);
const slowFirst = (file: string) => (SLOWEST_FILES.includes(file) ? SLOWEST_FILES.indexOf(file) : SLOWEST_FILES.length);

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it was ready`);
    const ok = await fetch(`${url}/auth/v1/health`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.status < 500,
      () => false,
    );
    const shell = ok && (await fetch(`${url}/`).then((response) => response.ok, () => false));
    if (shell) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer at ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    // The server runs in its own process group: signal the whole group.
    process.kill(-child.pid!, 'SIGTERM');
  });
}

const dataDir = await mkdtemp(join(tmpdir(), 'sendero-e2e-data-'));
const port = Number(process.env.E2E_PORT) || (await freePort());
const baseUrl = `http://localhost:${port}`;
console.log(`[e2e] building and starting the app at ${baseUrl} (data: ${dataDir})`);

function runStep(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const step = spawn(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    step.once('exit', (code) => resolve(code ?? 1));
  });
}

// The builds run once, each in its own process, exactly as `npm start` does; the server then only serves. The two
// are independent (the app into dist/, the server into .build/), so they run side by side, one per core.
const builds = [['npx', ['vite', 'build', '--logLevel', 'warn']], ['npx', ['tsc', '-p', 'tsconfig.server.json']]] as const;
const buildCodes = await Promise.all(builds.map(([command, args]) => runStep(command, [...args])));
for (const [index, code] of buildCodes.entries()) {
  if (code === 0) continue;
  const [command, args] = builds[index];
  console.error(`[e2e] ${command} ${args.join(' ')} failed`);
  process.exit(1);
}

// The same command as `npm run serve`, flags included.
const server = spawn(process.execPath, ['--max-semi-space-size=2', '.build/supabase/local/main.js'], {
  cwd: root,
  // Every browser test signs up or in from 127.0.0.1 within minutes: more than the per-IP sign-in limit allows a
  // person. The limit itself is tested through supabase-js (supabase/local/__tests__), not here.
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, AUTH_RATE_LIMIT: process.env.AUTH_RATE_LIMIT ?? '1000' },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});

// The server has its own process group, so Ctrl-C would not reach it: pass the interrupt on.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stop(server).then(() => rm(dataDir, { recursive: true, force: true })).then(() => process.exit(130));
  });
}

let status = 1;
try {
  await waitForServer(baseUrl, server);
  const only = process.argv.slice(2);
  const files = (await readdir(here))
    .filter((file) => file.endsWith('.e2e.ts') && (only.length === 0 || only.some((part) => file.includes(part))))
    .sort((a, b) => slowFirst(a) - slowFirst(b) || a.localeCompare(b))
    .map((file) => join(here, file));
  // Two files at a time against the one server: each file signs up its own accounts (support.ts names them by
  // process and time) and none changes what the server does for another, so they need no order between them.
  const tests = spawn(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${FILES_AT_ONCE}`, '--test-reporter=spec', ...files], {
    cwd: root,
    env: { ...process.env, E2E_BASE_URL: baseUrl },
    stdio: 'inherit',
  });
  status = await new Promise<number>((resolve) => tests.once('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error('[e2e]', error instanceof Error ? error.message : error);
} finally {
  await stop(server);
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(status);
