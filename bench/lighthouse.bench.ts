import { build } from 'vite';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { chromium, type Browser } from 'playwright-core';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../supabase/local/server.ts';
import { signedInUser, type StoredSession } from './signed-in.ts';
import { stats, printTable } from './table.ts';

// Lighthouse on a phone (its default: a mid-range mobile, simulated slow 4G and a 4× slower CPU). First the pages a
// visitor without an account opens: /auth, / (which sends them to /auth) and a library article, each with
// Lighthouse's own clean storage. Then the page people open every day: / signed in, with a real session of a real
// user (signed up through the stack, with their chart and today's card: bench/signed-in.ts) in localStorage, kept
// across runs (Lighthouse's storage reset is off for these). Cold: the HTTP cache, the service worker and its caches
// are cleared before the run, the user's own data (the session, Dexie) stays, as after a browser's cache is
// emptied; warm: the run right after it, as on the next visit. The app is built into a temporary folder and served
// by the local stack with an in-memory database, as `npm start` serves it; Chromium is Debian's (CHROME_PATH,
// /usr/bin/chromium by default), never downloaded. Each page is measured LIGHTHOUSE_RUNS times (3 by default) and
// the median run is shown with the machine's load average during it: scores move with the machine's load.

const PERFORMANCE_TARGET = 95;
const WARM_PERFORMANCE_TARGET = 98;
const ACCESSIBILITY_TARGET = 100;
const LCP_TARGET_MS = 2500;
const TBT_TARGET_MS = 200;
const CLS_TARGET = 0.05;
const VISITOR_PAGES = ['/auth', '/', '/biblioteca/que-es-el-advaita-vedanta'];

interface Run {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Why Lighthouse could not measure the page, when it could not (the run then scores 0). */
  error: string | null;
  /** The 1-minute load average as the run ended. */
  load: number;
  failing: string[];
}

interface Row {
  label: string;
  target: number;
  runs: Run[];
}

export async function run(): Promise<void> {
  const outDir = await mkdtemp(join(tmpdir(), 'sendero-lighthouse-'));
  // A key in the environment (a hosted project's) would be built in; this build must take the stack's own key from
  // the page, as `npm start` does.
  const builtKey = process.env.VITE_SUPABASE_ANON_KEY;
  delete process.env.VITE_SUPABASE_ANON_KEY;
  let stack: Awaited<ReturnType<typeof startStack>> | null = null;
  let chrome: Awaited<ReturnType<typeof launch>> | null = null;
  let control: Browser | null = null;
  try {
    await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    stack = await startStack({ dataDir: null, port: 0, staticDir: outDir });
    chrome = await launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
    const rows: Row[] = [];
    for (const path of VISITOR_PAGES) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i += 1) results.push(await audit(`${stack.url}${path}`, chrome.port, false));
      rows.push({ label: path, target: PERFORMANCE_TARGET, runs: results });
    }

    // The same Chromium, driven over its debugging port, hands the session to the page and empties the caches.
    control = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const session = await signedInUser(stack);
    await primeSignedIn(control, stack.url, session);
    const cold: Run[] = [];
    const warm: Run[] = [];
    const browser = control;
    const origin = stack.url;
    for (let i = 0; i < runs; i += 1) {
      cold.push(await audit(`${origin}/`, chrome.port, true, { cold: true, prepare: () => collectLeftovers(browser, origin).then(() => emptyCaches(browser, origin)) }));
      warm.push(await audit(`${origin}/`, chrome.port, true, { cold: false, prepare: () => collectLeftovers(browser, origin) }));
    }
    rows.push({ label: '/ signed in, cold cache', target: PERFORMANCE_TARGET, runs: cold }, { label: '/ signed in, warm', target: WARM_PERFORMANCE_TARGET, runs: warm });

    const findings = new Map<string, Set<string>>();
    const medians = new Map<string, Run>();
    const table = rows.map(({ label, target, runs: results }) => {
      const median = [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];
      medians.set(label, median);
      const spread = stats(results.map((r) => r.performance));
      // A run Lighthouse could not measure scores 0 and is never the median: say why all the same.
      const errors = results.flatMap((r) => (r.error ? [`run failed: ${r.error}`] : []));
      for (const failing of [...median.failing, ...errors]) (findings.get(label) ?? findings.set(label, new Set()).get(label)!).add(failing);
      return [
        label,
        median.performance,
        target,
        (median.performance / target).toFixed(2),
        `${spread.min}–${spread.max}`,
        median.accessibility,
        ACCESSIBILITY_TARGET,
        (median.accessibility / ACCESSIBILITY_TARGET).toFixed(2),
        median.fcp,
        median.lcp,
        (median.lcp / LCP_TARGET_MS).toFixed(2),
        median.tbt,
        (median.tbt / TBT_TARGET_MS).toFixed(2),
        median.cls,
        (median.cls / CLS_TARGET).toFixed(2),
        median.load.toFixed(2),
      ];
    });
    printTable(
      `Lighthouse, mobile (median of ${runs}; targets: performance ${PERFORMANCE_TARGET}, ${WARM_PERFORMANCE_TARGET} warm, LCP ≤ ${LCP_TARGET_MS} ms, TBT ≤ ${TBT_TARGET_MS} ms, CLS < ${CLS_TARGET})`,
      ['page', 'performance', 'target', 'ratio', 'range', 'accessibility', 'target', 'ratio', 'FCP ms', 'LCP ms', 'LCP / 2500', 'TBT ms', 'TBT / 200', 'CLS', 'CLS / 0.05', 'load avg (1 min)'],
      table,
    );
    const coldMedian = medians.get('/ signed in, cold cache')!;
    const warmMedian = medians.get('/ signed in, warm')!;
    printTable('Signed-in /, cold against warm (same runs)', ['measure', 'cold', 'warm', 'cold / warm'], [
      ['performance', coldMedian.performance, warmMedian.performance, (coldMedian.performance / warmMedian.performance).toFixed(2)],
      ['LCP ms', coldMedian.lcp, warmMedian.lcp, (coldMedian.lcp / warmMedian.lcp).toFixed(2)],
    ]);
    const notes = [...findings].flatMap(([label, audits]) => [...audits].map((id) => [label, id]));
    if (notes.length) printTable('Lighthouse audits below full marks (performance and accessibility)', ['page', 'audit'], notes);
  } finally {
    if (builtKey !== undefined) process.env.VITE_SUPABASE_ANON_KEY = builtKey;
    await control?.close();
    chrome?.kill();
    await stack?.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

/** Stores the session on the stack's origin and loads / once, so Dexie holds the user's chart and card as on any return. */
async function primeSignedIn(browser: Browser, origin: string, session: StoredSession): Promise<void> {
  const page = await browser.contexts()[0].newPage();
  try {
    await page.goto(`${origin}/auth`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [session.key, session.value] as const);
    await page.goto(`${origin}/`);
    await page.locator('#hoy').waitFor();
    await page.waitForLoadState('networkidle');
  } finally {
    await page.close();
  }
}

/** The HTTP cache (the whole profile's), the service worker and its caches; never the session or Dexie. */
async function emptyCaches(browser: Browser, origin: string): Promise<void> {
  const page = await browser.contexts()[0].newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  } finally {
    await page.close();
  }
}

/**
 * Collects the garbage earlier runs left in the site's renderer, as the hours between two visits would. Chromium runs
 * each new tab of the site in that same process, and Lighthouse's debugger, enabled there as the page starts loading,
 * first gathers source positions for every function still in its heap: with the last run's home there, a task of
 * 80–120 ms opened the warm run (traced: V8.CollectSourcePositions under a DevTools message) that no visitor has. A
 * tab on one of the site's static files shares the process without leaving scripts of its own.
 */
async function collectLeftovers(browser: Browser, origin: string): Promise<void> {
  const page = await browser.contexts()[0].newPage();
  try {
    await page.goto(`${origin}/icons/icon-32.png`);
    await (await page.context().newCDPSession(page)).send('HeapProfiler.collectGarbage');
  } finally {
    await page.close();
  }
}

/**
 * One Lighthouse run, and a second when the first measured nothing sound: noted. Lighthouse asks for one when it
 * could not read its trace (NO_NAVSTART); a cold run whose entry script came from a cache measured a return visit.
 * Each attempt is prepared afresh: a repeat that ran on the caches its failed attempt had filled once made a cold
 * median of FCP 63 ms.
 */
async function audit(url: string, port: number, keepStorage: boolean, signedIn?: { cold: boolean; prepare: () => Promise<void> }): Promise<Run> {
  await signedIn?.prepare();
  const first = await auditOnce(url, port, keepStorage, signedIn?.cold ?? false);
  if (!first.error) return first;
  await signedIn?.prepare();
  const second = await auditOnce(url, port, keepStorage, signedIn?.cold ?? false);
  return { ...second, failing: [...second.failing, `run repeated after ${first.error}`] };
}

/** Whether the page's entry script crossed the network: not from the HTTP cache nor from a service worker's. */
function entryFetched(audits: Record<string, { details?: unknown }>): boolean {
  const requests = (audits['network-requests']?.details as { items?: { url: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return requests.some((request) => /\/assets\/index-[^/]+\.js$/.test(request.url) && (request.transferSize ?? 0) > 0);
}

async function auditOnce(url: string, port: number, keepStorage: boolean, cold: boolean): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: keepStorage });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
  if (keepStorage && new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`Lighthouse with a session ended on ${finalDisplayedUrl}, not ${url}: the session did not hold`);
  const notCold = cold && !runtimeError && !entryFetched(audits) ? 'NOT_COLD: the entry script came from a cache' : null;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const counted = new Set([...categories.performance.auditRefs, ...categories.accessibility.auditRefs].filter((ref) => ref.weight > 0).map((ref) => ref.id));
  const failing = [...counted].filter((id) => audits[id] && audits[id].score !== null && audits[id].score < 0.9).map((id) => `${id} (${audits[id].displayValue ?? audits[id].score})`);
  // What moved, when the page shifted: the element Lighthouse names for each shift, with its share of the score.
  const shifts = (audits['layout-shifts']?.details as { items?: { node?: { selector?: string; nodeLabel?: string }; score?: number }[] } | undefined)?.items ?? [];
  if (Number(numeric('cumulative-layout-shift')) >= CLS_TARGET) {
    for (const shift of shifts) failing.push(`layout shift ${(shift.score ?? 0).toFixed(3)}: ${shift.node?.selector ?? '?'} «${(shift.node?.nodeLabel ?? '').slice(0, 50)}»`);
  }
  return {
    performance: notCold ? 0 : score('performance'),
    accessibility: score('accessibility'),
    fcp: Math.round(numeric('first-contentful-paint')),
    lcp: Math.round(numeric('largest-contentful-paint')),
    tbt: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    load: loadavg()[0],
    failing,
    error: runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : notCold,
  };
}
