import { afterAll, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../free-port.ts';
import { projectRoot } from '../paths.ts';
import { uniqueEmail } from '../testing.ts';

// SIGTERM to the stack as a process manager sends it (npm start's process, on its own data folder), while requests
// are on their way in: every request already sent gets its whole answer, and every write acknowledged is still
// there after a restart.

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

interface Running {
  child: ChildProcess;
  port: number;
  keys: { anonKey: string; serviceRoleKey: string };
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function startProcess(dataDir: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, AUTH_RATE_LIMIT: '100000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the stack exited with code ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/auth/v1/health`).then(() => true, () => false);
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const keys = JSON.parse(await readFile(join(dataDir, 'local-keys.json'), 'utf8')) as Running['keys'];
  return { child, port, keys, exited };
}

interface Sent {
  /** Resolves once the whole request has been handed to the operating system. */
  written: Promise<void>;
  /** The status and body, or the socket error the request met instead of an answer. */
  answer: Promise<{ status: number; body: string } | { error: string }>;
}

function send(port: number, method: string, path: string, headers: Record<string, string>, body: string | null, agent: Agent | false): Sent {
  let written!: () => void;
  const writtenPromise = new Promise<void>((resolve) => (written = resolve));
  const answer = new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', (error) => resolve({ error: error.message }));
    });
    req.on('error', (error) => resolve({ error: error.message }));
    req.on('finish', () => written());
    req.end(body ?? undefined);
  });
  return { written: writtenPromise, answer };
}

it('answers every request already sent when told to stop, and keeps every write it acknowledged', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'sendero-drain-'));
  folders.push(dataDir);
  const stack = await startProcess(dataDir);
  const api = { apikey: stack.keys.anonKey, 'Content-Type': 'application/json' };

  const tokens: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    const signUp = send(stack.port, 'POST', '/auth/v1/signup', api, JSON.stringify({ email: uniqueEmail('cierre'), password: 'luna-llena-42' }), false);
    const answered = await signUp.answer;
    if (!('status' in answered) || answered.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(answered)}`);
    tokens.push((JSON.parse(answered.body) as { access_token: string }).access_token);
  }
  const asUser = (token: string) => ({ ...api, Authorization: `Bearer ${token}` });

  // A keep-alive connection left idle, and one whose second request is sent just before the stop.
  const idleAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const busyAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  await send(stack.port, 'GET', '/auth/v1/health', api, null, idleAgent).answer;
  await send(stack.port, 'GET', '/auth/v1/health', api, null, busyAgent).answer;

  // Reports first: while the stack works on them, inserts arrive on new connections and a report on the kept one.
  const events: string[] = [];
  const sent: Sent[] = [];
  const track = (request: Sent) => {
    sent.push(request);
    return request.answer.then((answer) => (events.push('answer'), answer));
  };
  // One report each: enough to keep the function threads busy past the stop, few enough to finish well within the stop's
  // 30 s on a loaded machine (past them the stack cuts what is left, and this test would see resets).
  const reports = tokens.map((token, index) =>
    track(send(stack.port, 'POST', '/functions/v1/generate-monthly-report', asUser(token), JSON.stringify({ birthDate: `1990-05-${10 + index}`, birthTime: '14:30', birthLocation: 'Madrid, España', month: '2027-01' }), false)),
  );
  await Promise.race(reports);
  const inserts = tokens.map((token, index) =>
    track(send(stack.port, 'POST', '/rest/v1/people', { ...asUser(token), Prefer: 'return=representation' }, JSON.stringify({ name: `Antes del cierre ${index}`, relation: 'familia', birth_date: '1991-03-01', birth_location: 'Lima, Perú' }), false)),
  );
  const onKeptConnection = track(send(stack.port, 'POST', '/functions/v1/generate-monthly-report', asUser(tokens[0]), JSON.stringify({ birthDate: '1985-01-20', birthTime: null, birthLocation: 'Lima, Perú', month: '2027-07' }), busyAgent));
  await Promise.all(sent.map((request) => request.written));

  events.push('SIGTERM');
  stack.child.kill('SIGTERM');
  const settled = await Promise.all([...inserts, ...reports, onKeptConnection]);
  const exit = await stack.exited;
  idleAgent.destroy();
  busyAgent.destroy();

  // Every request got its whole answer, not a reset, and some of them only after the stop began.
  expect(settled.filter((answer) => 'error' in answer)).toEqual([]);
  expect(settled.map((answer) => ('status' in answer ? answer.status : 0))).toEqual([...inserts.map(() => 201), ...reports.map(() => 200), 200]);
  expect(events.indexOf('SIGTERM')).toBeLessThan(events.lastIndexOf('answer'));
  expect(exit).toEqual({ code: 0, signal: null });

  const acknowledged = settled.slice(0, inserts.length).map((answer) => (JSON.parse((answer as { body: string }).body) as { id: string }[])[0].id);
  const restarted = await startProcess(dataDir);
  try {
    const found = await fetch(`http://127.0.0.1:${restarted.port}/rest/v1/people?select=id&id=in.(${acknowledged.join(',')})`, {
      headers: { apikey: restarted.keys.serviceRoleKey, Authorization: `Bearer ${restarted.keys.serviceRoleKey}` },
    });
    expect(((await found.json()) as { id: string }[]).map((row) => row.id).sort()).toEqual([...acknowledged].sort());
  } finally {
    restarted.child.kill('SIGTERM');
    await restarted.exited;
  }
}, 120_000);
