// `npm run deno:check`: proves the Edge Functions against the real Deno runtime, not against Node's
// node_modules. It type-checks each function with its own deno.json and the lock beside it (--frozen: an import
// the lock does not know fails), then serves each one under Deno as the Edge Runtime runs it (its index.ts, its
// deno.json, no package.json) against an in-process local stack, and calls it: CORS preflight, an anonymous
// call, and a signed-in call.
//
// Deno's npm packages live in node_modules/.cache/sendero-deno/<key>, the key hashing every function's lock (and
// the deno.json it must agree with) and Deno's version. With the locks unchanged a run reaches no registry: the
// check runs behind a proxy that refuses every request, and the functions are served with --cached-only. A
// changed lock fills a new cache from the registry, checked against the lock's integrity hashes, which replaces
// the old one once the run passes.
//
// Arguments: function names narrow the run (`npm run deno:check -- search-places`); `--write` first rewrites
// every deno.json from the code's imports and package-lock.json's versions (scripts/deno-config.ts) and lets
// Deno update the locks to match.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { startTestStack } from '../supabase/local/testing.ts';
import { denoCacheKey, denoConfigPath, entrypointPath, expectedImports, functionNames, readDenoConfig, root } from './deno-config.ts';

const denoBin = join(root, 'node_modules/.bin/deno');
const cacheRoot = join(root, 'node_modules/.cache/sendero-deno');
const PARTIAL_PREFIX = 'partial-';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A valid body per function, so the signed-in call exercises real work; others get a malformed one (400). */
const VALID_BODIES: Record<string, unknown> = {
  'generate-birth-chart': { birthDate: '1990-05-15', birthTime: '14:30', birthLocation: 'Madrid, España', chartName: '' },
  'generate-tarot-reading': undefined,
  'search-places': { query: 'Sevilla' },
  'generate-compatibility': {
    personA: { birthDate: '1990-05-15', birthTime: '14:30', birthLocation: 'Madrid, España', name: 'Ana' },
    personB: { birthDate: '1988-11-02', birthTime: null, birthLocation: 'Lima, Perú', name: 'Luis' },
    category: 'pareja',
  },
  'generate-solar-return': { birthDate: '1990-05-15', birthTime: '14:30', birthLocation: 'Madrid, España', year: 2026 },
  'generate-monthly-report': { birthDate: '1990-05-15', birthTime: '14:30', birthLocation: 'Madrid, España', month: '2026-12', timeZone: 'Europe/Madrid' },
  // The password stack.signedIn gives the shared account; deleting it is why this function runs last.
  'delete-account': { password: 'saturno-29' },
};

/** Functions for someone who may have no account (the invitee's page): they take no session, so none is refused. */
const SESSIONLESS = new Set(['read-compatibility-invite', 'accept-compatibility-invite']);

const exists = (path: string) => stat(path).then(() => true, () => false);

/** Runs deno to its end; `whole` holds its output back until then, so runs side by side do not interleave. */
function run(args: string[], env: NodeJS.ProcessEnv, echo: 'live' | 'whole' = 'live'): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(denoBin, args, { cwd: root, env, stdio: echo === 'live' ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('close', (code) => {
      process.stderr.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const AFTER_A_CHANGE = 'a changed import or version needs `npm run deno:check -- --write`';

/**
 * Type-checks every function against a frozen lock. With its own import map each function is a program of its
 * own, and checked one by one they took most of a run with a cold cache, type-checking the shared code and
 * supabase-js each time. So a function whose deno.json maps nothing the deno.json of another lacks (same
 * packages, same versions) is checked in that one's program, with its config and lock: what it imports resolves
 * to the same packages. That loses nothing: a test holds each deno.json to exactly what its function imports,
 * `deno install --frozen` holds each lock to its own function, and each function is served with its own. The
 * programs run one per core at a time, the largest first.
 */
async function checkAll(checked: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const configs = new Map(await Promise.all(checked.map(async (name) => [name, (await readDenoConfig(name)).imports] as const)));
  const covers = (wider: Record<string, string>, narrower: Record<string, string>) =>
    Object.entries(narrower).every(([specifier, target]) => wider[specifier] === target);
  const programs: { config: string; names: string[] }[] = [];
  for (const name of [...checked].sort((a, b) => Object.keys(configs.get(b)!).length - Object.keys(configs.get(a)!).length)) {
    const program = programs.find((candidate) => covers(configs.get(candidate.config)!, configs.get(name)!));
    if (program) program.names.push(name);
    else programs.push({ config: name, names: [name] });
  }
  const pending = programs.sort((a, b) => b.names.length - a.names.length);
  const failed: string[] = [];
  const worker = async () => {
    for (let program = pending.shift(); program !== undefined; program = pending.shift()) {
      const code = await run(['check', '--frozen', '--config', denoConfigPath(program.config), ...program.names.map(entrypointPath)], env, 'whole');
      if (code !== 0) failed.push(...program.names);
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), pending.length) }, worker));
  if (failed.length > 0) throw new Error(`deno check failed for ${failed.join(', ')}: see the errors above (${AFTER_A_CHANGE})`);
}

/** An HTTP proxy that refuses every request and counts them: a check on a warm cache must make none. */
async function startRefusingProxy(): Promise<{ url: string; requests: () => number; close: () => Promise<void> }> {
  let requests = 0;
  const server = createServer((_request, response) => {
    requests += 1;
    response.writeHead(403).end();
  });
  server.on('connect', (_request, socket: Duplex) => {
    requests += 1;
    socket.on('error', () => {});
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Starts `deno run` on a function's index.ts with Deno.serve on a free port; resolves with its URL. */
function serve(name: string, env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    denoBin,
    ['run', '--frozen', '--cached-only', '--allow-net', '--allow-env', '--allow-read', '--config', denoConfigPath(name), entrypointPath(name)],
    { cwd: root, env: { ...env, DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${name}: Deno did not start serving within 60 s\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = output.match(/Listening on (http:\/\/[^/\s]+)\//);
      if (listening) {
        clearTimeout(timer);
        resolve({ url: listening[1], child });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name}: Deno exited with code ${code}\n${output}`));
    });
  });
}

/** Keeps the cache just filled under its key and drops older keys, and partial caches a killed run left. */
async function keepCache(filled: string, key: string): Promise<void> {
  const target = join(cacheRoot, key);
  if (await exists(target)) await rm(filled, { recursive: true, force: true });
  else await rename(filled, target);
  for (const entry of await readdir(cacheRoot)) {
    const path = join(cacheRoot, entry);
    const stale = entry.startsWith(PARTIAL_PREFIX) ? Date.now() - (await stat(path)).mtimeMs > DAY_MS : entry !== key;
    if (stale) await rm(path, { recursive: true, force: true });
  }
}

const failures = new Map<string, string[]>();

function check(name: string, condition: boolean, what: string): void {
  console.log(`  ${condition ? '✔' : '✖'} ${name}: ${what}`);
  if (!condition) failures.set(name, [...(failures.get(name) ?? []), what]);
}

const args = process.argv.slice(2);
const write = args.includes('--write');
const allNames = await functionNames();
const only = args.filter((arg) => arg !== '--write');
const unknown = only.filter((name) => !allNames.includes(name));
if (unknown.length > 0) {
  console.error(`deno:check: no function named ${unknown.join(', ')} (functions: ${allNames.join(', ')})`);
  process.exit(2);
}
// delete-account deletes the account every call here uses: it goes last.
const names = allNames
  .filter((name) => only.length === 0 || only.includes(name))
  .sort((a, b) => Number(a === 'delete-account') - Number(b === 'delete-account'));

if (write) {
  for (const name of allNames) await writeFile(denoConfigPath(name), `${JSON.stringify({ imports: await expectedImports(name) }, null, 2)}\n`);
  console.log(`wrote deno.json for ${allNames.join(', ')}`);
}

await mkdir(cacheRoot, { recursive: true });
const warmDir = write ? null : join(cacheRoot, await denoCacheKey(allNames));
const warm = warmDir !== null && (await exists(warmDir));
const denoDir = warm ? warmDir : await mkdtemp(join(cacheRoot, PARTIAL_PREFIX));
// DENO_NO_PACKAGE_JSON: the CLI bundles a function this way, so the repository's package.json is not Deno's.
const env = { ...process.env, DENO_DIR: denoDir, DENO_NO_PACKAGE_JSON: '1', NO_COLOR: '1' };
// The local stack starts while Deno checks: one waits on PGlite, the other on Deno. A failure to start is
// reported where it is awaited.
const stackStarting = startTestStack();
stackStarting.catch(() => {});
let stack: Awaited<typeof stackStarting> | null = null;
try {
  if (warm) {
    console.log(`deno cache: ${relative(root, denoDir)} (the locks are unchanged: nothing to download)`);
    console.log(`deno check (each function with its deno.json, frozen lock, the registry out of reach): ${names.join(', ')}`);
    // The check runs with the registry refused: a package missing from the cache fails it. Deno may still print
    // "Download" for a package's registry document it did not keep; it needs none (the lock has everything), and
    // the refusal changes nothing.
    const proxy = await startRefusingProxy();
    const offline = { ...env, HTTPS_PROXY: proxy.url, https_proxy: proxy.url, HTTP_PROXY: proxy.url, http_proxy: proxy.url, NO_PROXY: '', no_proxy: '' };
    try {
      await checkAll(names, offline).catch((error: Error) => {
        if (proxy.requests() === 0) throw error;
        throw new Error(`${error.message}; it asked the registry with the cache warm: delete ${relative(root, cacheRoot)} and run again`);
      });
      if (proxy.requests() > 0) console.log(`  (${proxy.requests()} registry request(s) refused; deno check needed none)`);
    } finally {
      await proxy.close();
    }
  } else {
    // install fills the cache with what every function runs, not only what its types need (check alone fetches
    // @types/web-push, not web-push), so the cache kept under the locks' key serves any later run.
    console.log(`deno cache: empty; deno install fills it ${write ? 'and updates the locks' : 'from the frozen locks'}`);
    for (const name of allNames) {
      const install = ['install', `--frozen=${!write}`, '--config', denoConfigPath(name), '--entrypoint', entrypointPath(name)];
      if ((await run(install, env)) !== 0) throw new Error(`deno install failed for ${name}: see the errors above (${AFTER_A_CHANGE})`);
    }
    console.log(`deno check (each function with its deno.json, frozen lock): ${names.join(', ')}`);
    await checkAll(names, env);
  }

  stack = await stackStarting;
  const { client: user } = await stack.signedIn('deno');
  const token = (await user.auth.getSession()).data.session!.access_token;
  const functionEnv = {
    ...env,
    SUPABASE_URL: stack.url,
    SUPABASE_ANON_KEY: stack.keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: stack.keys.serviceRoleKey,
    AI_BASE_URL: '',
  };

  console.log('Deno smoke test: each function served by `deno run` on its index.ts and its deno.json');
  for (const name of names) {
    let served: Awaited<ReturnType<typeof serve>> | null = null;
    try {
      served = await serve(name, functionEnv);
      const url = `${served.url}/${name}`;
      const preflight = await fetch(url, { method: 'OPTIONS' });
      check(name, preflight.ok && preflight.headers.get('access-control-allow-origin') === '*', 'answers the CORS preflight');

      const hasValidBody = name in VALID_BODIES;
      const body = hasValidBody ? VALID_BODIES[name] : { unexpected: true };
      const signedIn = await fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, apikey: stack.keys.anonKey, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const reply = (await signedIn.json().catch(() => null)) as Record<string, unknown> | null;
      if (hasValidBody) check(name, signedIn.status === 200 && reply !== null && !('error' in reply), `a signed-in call does its work (HTTP ${signedIn.status})`);
      else check(name, signedIn.status === 400 && typeof reply?.error === 'string', `a malformed body gets a Spanish 400 (HTTP ${signedIn.status})`);

      if (SESSIONLESS.has(name)) {
        const anonymous = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
        check(name, anonymous.status === 400, `a call without a session is read, not refused (HTTP ${anonymous.status})`);
      } else if (name !== 'search-places') {
        const anonymous = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
        check(name, anonymous.status === 401, `a call without a session is refused with 401 (HTTP ${anonymous.status})`);
      }
    } catch (error) {
      check(name, false, error instanceof Error ? error.message : String(error));
    } finally {
      served?.child.kill('SIGTERM');
    }
  }
} catch (error) {
  // Nothing was proved for the functions not reached.
  for (const name of names) if (!failures.has(name)) check(name, false, error instanceof Error ? error.message : String(error));
} finally {
  await (stack ?? (await stackStarting.catch(() => null)))?.stop();
  if (!warm) {
    if (failures.size === 0) await keepCache(denoDir, await denoCacheKey(allNames));
    else await rm(denoDir, { recursive: true, force: true });
  }
}

console.log(`deno functions: ${names.length - failures.size} passed, ${failures.size} failed`);
if (failures.size > 0) process.exit(1);
