// `npm run smoke -- <url> <anon-key>`: checks a deployed backend end to end through supabase-js, the way the app
// reaches it. It signs up a throw-away account, draws today's tarot card, generates a natal chart, reads both back
// through REST, deletes the account with its password, and confirms the account can no longer sign in.
//
// Each step prints ✓ or ✗ with its time; the first failure stops the run. Exit code 0: every step passed;
// 1: a step failed (its reason printed); 2: bad arguments. The backend must not ask for email confirmation
// (sign-up must return a session), or the run stops at once and says so.
//
// Hosted Auth refuses addresses at reserved test domains and at domains without DNS, so the throw-away address
// is at the backend's own host name (which has DNS and receives no mail: no email is sent with confirmations
// off); SMOKE_EMAIL_DOMAIN chooses another.
import { randomUUID } from 'node:crypto';
// supabase-js builds its realtime client at once, and Node 20 has no WebSocket of its own.
import '../supabase/local/node-runtime.ts';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { browserClient } from '../supabase/local/browser-client.ts';

const USAGE = `usage: npm run smoke -- <url> <anon-key>
  <url>       the backend, e.g. https://<ref>.supabase.co (or a local stack's http://127.0.0.1:4173)
  <anon-key>  its anon (or publishable) key
  SMOKE_EMAIL_DOMAIN=<domain> sets the throw-away account's email domain (default: the URL's host)`;

/** A step that runs longer than this has failed: a smoke test must end. */
const STEP_TIMEOUT_MS = 60_000;
const BIRTH_DATA = { birthDate: '1990-05-15', birthTime: '14:30', birthLocation: 'Madrid, España', chartName: 'Prueba de humo' };

function parseArguments(args: string[]): { url: URL; anonKey: string } | string {
  if (args.length !== 2) return `expected 2 arguments, got ${args.length}`;
  const [rawUrl, anonKey] = args;
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return `"${rawUrl}" is not a URL`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `"${rawUrl}" is not an http(s) URL`;
  if (!anonKey.trim()) return 'the anon key is empty';
  return { url, anonKey };
}

/** The backend's own host name when it is a DNS name; a local backend (an IP, localhost) only checks the shape. */
function emailDomain(url: URL): string {
  if (process.env.SMOKE_EMAIL_DOMAIN) return process.env.SMOKE_EMAIL_DOMAIN;
  const host = url.hostname;
  const isDnsName = host.includes('.') && !/^[\d.]+$/.test(host) && !host.startsWith('[');
  return isDnsName ? host : 'smoke.sendero-astral.test';
}

class StepFailure extends Error {}

/** The function's answer body, or a failure naming its HTTP status and what it said. */
async function invoke<T>(client: SupabaseClient, name: string, body: Record<string, unknown>): Promise<T> {
  const { data, error } = await client.functions.invoke(name, { body });
  if (!error) return data as T;
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const text = await response.text().catch(() => '');
    throw new StepFailure(`${name} answered HTTP ${response.status}: ${text.slice(0, 500)}`);
  }
  throw new StepFailure(`${name} could not be reached: ${error.message}`);
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StepFailure(`no answer within ${STEP_TIMEOUT_MS / 1000} s`)), STEP_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const parsed = parseArguments(process.argv.slice(2));
if (typeof parsed === 'string') {
  console.error(`smoke: ${parsed}\n${USAGE}`);
  process.exit(2);
}
const { url, anonKey } = parsed;
/** The address supabase-js is given: the origin and any path, without a trailing slash. */
const backendUrl = url.origin + url.pathname.replace(/\/$/, '');
const email = `smoke-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}@${emailDomain(url)}`;
const password = `humo-${randomUUID()}`;
const user = browserClient(backendUrl, anonKey);

let passed = 0;
const started = performance.now();

/** Runs one step: ✓ with its time and what it found, or ✗ and the end of the run. */
async function step(what: string, work: () => Promise<string | void>): Promise<void> {
  const stepStarted = performance.now();
  try {
    const found = await withTimeout(work());
    passed += 1;
    console.log(`  ✓ ${what}${found ? `: ${found}` : ''} (${Math.round(performance.now() - stepStarted)} ms)`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.log(`  ✗ ${what} (${Math.round(performance.now() - stepStarted)} ms)\n    ${reason}`);
    throw new StepFailure(`step ${passed + 1} failed: ${what}: ${reason}`);
  }
}

console.log(`Smoke test of ${url.origin}${url.pathname === '/' ? '' : url.pathname}`);
let accountExists = false;
let accountDeleted = false;
try {
  await step(`sign up a throw-away account (${email})`, async () => {
    const { data, error } = await user.auth.signUp({ email, password });
    if (error) throw new StepFailure(`sign-up refused: ${error.message}${error.code ? ` (${error.code})` : ''}`);
    accountExists = data.user !== null;
    if (!data.session) {
      throw new StepFailure(
        'sign-up returned no session: this backend asks new accounts to confirm their email ([auth.email] enable_confirmations), ' +
          'so no later step can run. Point the smoke test at a backend with confirmations off. ' +
          `The unconfirmed account ${email} stays behind: delete it in the dashboard (Authentication → Users).`,
      );
    }
  });

  let readingId = '';
  let cardName = '';
  await step("draw today's tarot card (generate-tarot-reading)", async () => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const answer = await invoke<{ alreadyRead?: boolean; reading?: { id?: string; card_name?: string } }>(user, 'generate-tarot-reading', { timeZone });
    if (!answer.reading?.id || !answer.reading.card_name) throw new StepFailure(`unexpected answer: ${JSON.stringify(answer).slice(0, 300)}`);
    if (answer.alreadyRead) throw new StepFailure('a brand-new account already had a card for today');
    readingId = answer.reading.id;
    cardName = answer.reading.card_name;
    return cardName;
  });

  let chartId = '';
  await step('generate a natal chart (generate-birth-chart)', async () => {
    const answer = await invoke<{ id?: string; chart?: { planets?: unknown[] }; interpretation?: string }>(user, 'generate-birth-chart', BIRTH_DATA);
    if (!answer.id || !answer.chart || !answer.interpretation) throw new StepFailure(`unexpected answer: ${JSON.stringify(answer).slice(0, 300)}`);
    chartId = answer.id;
    return `${BIRTH_DATA.birthLocation}, ${BIRTH_DATA.birthDate} ${BIRTH_DATA.birthTime}`;
  });

  await step('read the card back through REST (tarot_readings)', async () => {
    const { data, error } = await user.from('tarot_readings').select('id, card_name, reading_date').eq('id', readingId);
    if (error) throw new StepFailure(`REST refused: ${error.message} (${error.code})`);
    if (data.length !== 1 || data[0].card_name !== cardName) throw new StepFailure(`expected the card just drawn, got ${JSON.stringify(data)}`);
    return `${data[0].card_name}, ${data[0].reading_date}`;
  });

  await step('read the chart back through REST (birth_charts)', async () => {
    const { data, error } = await user.from('birth_charts').select('id, chart_name, birth_location').eq('id', chartId);
    if (error) throw new StepFailure(`REST refused: ${error.message} (${error.code})`);
    if (data.length !== 1 || data[0].chart_name !== BIRTH_DATA.chartName) throw new StepFailure(`expected the chart just generated, got ${JSON.stringify(data)}`);
    return data[0].chart_name;
  });

  await step('delete the account with its password (delete-account)', async () => {
    const answer = await invoke<{ deleted?: boolean }>(user, 'delete-account', { password });
    if (answer.deleted !== true) throw new StepFailure(`unexpected answer: ${JSON.stringify(answer).slice(0, 300)}`);
    accountDeleted = true;
  });

  await step('the deleted account can no longer sign in', async () => {
    const { data, error } = await browserClient(backendUrl, anonKey).auth.signInWithPassword({ email, password });
    if (!error || data.session) throw new StepFailure('the sign-in succeeded: the account still exists');
    return `refused (${error.code ?? error.message})`;
  });

  console.log(`All ${passed} steps passed in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  process.exit(0);
} catch (error) {
  const reason = error instanceof StepFailure ? error.message : `unexpected error: ${error instanceof Error ? error.stack : String(error)}`;
  // A session exists only when sign-up gave one: then the account can still remove itself.
  const { data } = await user.auth.getSession();
  if (accountExists && !accountDeleted && data.session) {
    const cleanup = await user.functions.invoke('delete-account', { body: { password } });
    console.log(cleanup.error ? `  (the throw-away account ${email} could not be deleted: ${cleanup.error.message})` : '  (the throw-away account was deleted)');
  }
  console.error(`Smoke test failed: ${reason}`);
  process.exit(1);
}
