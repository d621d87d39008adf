// `npm run deno:check`: proves the Edge Functions against the real Deno runtime, not against Node's
// node_modules. With a fresh DENO_DIR (nothing cached), it type-checks every function with the committed
// lock file (--frozen: an import the lock does not know fails), then serves each one under Deno exactly as
// `supabase functions serve` would (its index.ts, the shared import map) against an in-process local stack,
// and calls it: CORS preflight, an anonymous call, and a signed-in call.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestStack } from '../supabase/local/testing.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const functionsDir = join(root, 'supabase/functions');
const denoBin = join(root, 'node_modules/.bin/deno');
const importMap = join(functionsDir, 'deno.json');

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

async function functionNames(): Promise<string[]> {
  const names: string[] = [];
  for (const entry of (await readdir(functionsDir)).sort()) {
    if (await stat(join(functionsDir, entry, 'index.ts')).then((s) => s.isFile(), () => false)) names.push(entry);
  }
  return names;
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(denoBin, args, { cwd: root, env, stdio: 'inherit' });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** Starts `deno run` on a function's index.ts with Deno.serve on a free port; resolves with its URL. */
function serve(name: string, env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    denoBin,
    ['run', '--frozen', '--cached-only', '--allow-net', '--allow-env', '--allow-read', '--config', importMap, join(functionsDir, name, 'index.ts')],
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

const failures = new Map<string, string[]>();

function check(name: string, condition: boolean, what: string): void {
  console.log(`  ${condition ? '✔' : '✖'} ${name}: ${what}`);
  if (!condition) failures.set(name, [...(failures.get(name) ?? []), what]);
}

const denoDir = await mkdtemp(join(tmpdir(), 'sendero-deno-'));
const env = { ...process.env, DENO_DIR: denoDir, NO_COLOR: '1' };
// Arguments narrow the run to some functions: `npm run deno:check -- search-places`.
const only = process.argv.slice(2);
// delete-account deletes the account every call here uses: it goes last.
const names = (await functionNames())
  .filter((name) => only.length === 0 || only.includes(name))
  .sort((a, b) => Number(a === 'delete-account') - Number(b === 'delete-account'));
let stack: Awaited<ReturnType<typeof startTestStack>> | null = null;
try {
  console.log(`deno check (fresh cache, frozen lock): ${names.join(', ')}`);
  const checked = await run(['check', '--frozen', '--config', importMap, ...names.map((name) => join(functionsDir, name, 'index.ts'))], env);
  if (checked !== 0) throw new Error('deno check failed: see the errors above');

  stack = await startTestStack();
  const { client: user } = await stack.signedIn('deno');
  const token = (await user.auth.getSession()).data.session!.access_token;
  const functionEnv = {
    ...env,
    SUPABASE_URL: stack.url,
    SUPABASE_ANON_KEY: stack.keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: stack.keys.serviceRoleKey,
    AI_BASE_URL: '',
  };

  console.log('Deno smoke test: each function served by `deno run` on its index.ts');
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

      if (name !== 'search-places') {
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
  await stack?.stop();
  await rm(denoDir, { recursive: true, force: true });
}

console.log(`deno functions: ${names.length - failures.size} passed, ${failures.size} failed`);
if (failures.size > 0) process.exit(1);
