import { build } from 'vite';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../supabase/local/server.ts';
import { stats, printTable } from './table.ts';

// Lighthouse on a phone (its default: a mid-range mobile, simulated slow 4G and a 4× slower CPU) for the pages a
// visitor without an account opens first: /auth, / (which sends them to /auth) and a library article. The app is
// built into a temporary folder and served by the local stack with an in-memory database, as `npm start` serves
// it; Chromium is Debian's (CHROME_PATH, /usr/bin/chromium by default), never downloaded. Each page is measured
// LIGHTHOUSE_RUNS times (3 by default) and the median run is shown: scores move with the machine's load.

const PERFORMANCE_TARGET = 95;
const ACCESSIBILITY_TARGET = 100;
const CLS_TARGET = 0.05;
const PAGES = ['/auth', '/', '/biblioteca/que-es-el-advaita-vedanta'];

interface Run {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  failing: string[];
}

export async function run(): Promise<void> {
  const outDir = await mkdtemp(join(tmpdir(), 'sendero-lighthouse-'));
  // The bundle bench sets a placeholder key for its size-only build; this one must take the stack's own key
  // from the page, as `npm start` does.
  const placeholderKey = process.env.VITE_SUPABASE_ANON_KEY;
  delete process.env.VITE_SUPABASE_ANON_KEY;
  let stack: Awaited<ReturnType<typeof startStack>> | null = null;
  let chrome: Awaited<ReturnType<typeof launch>> | null = null;
  try {
    await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    stack = await startStack({ dataDir: null, port: 0, staticDir: outDir });
    chrome = await launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
    const rows: (string | number)[][] = [];
    const findings = new Map<string, Set<string>>();
    for (const path of PAGES) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i += 1) results.push(await audit(`${stack.url}${path}`, chrome.port));
      const median = results.sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];
      const spread = stats(results.map((r) => r.performance));
      rows.push([
        path,
        median.performance,
        PERFORMANCE_TARGET,
        (median.performance / PERFORMANCE_TARGET).toFixed(2),
        `${spread.min}–${spread.max}`,
        median.accessibility,
        ACCESSIBILITY_TARGET,
        (median.accessibility / ACCESSIBILITY_TARGET).toFixed(2),
        median.fcp,
        median.lcp,
        median.tbt,
        median.cls,
        (median.cls / CLS_TARGET).toFixed(2),
      ]);
      for (const failing of median.failing) (findings.get(path) ?? findings.set(path, new Set()).get(path)!).add(failing);
    }
    printTable(
      `Lighthouse, mobile (median of ${runs})`,
      ['page', 'performance', 'target', 'ratio', 'range', 'accessibility', 'target', 'ratio', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'CLS / 0.05'],
      rows,
    );
    const notes = [...findings].flatMap(([path, audits]) => [...audits].map((id) => [path, id]));
    if (notes.length) printTable('Lighthouse audits below full marks (performance and accessibility)', ['page', 'audit'], notes);
  } finally {
    if (placeholderKey !== undefined) process.env.VITE_SUPABASE_ANON_KEY = placeholderKey;
    chrome?.kill();
    await stack?.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const counted = new Set([...categories.performance.auditRefs, ...categories.accessibility.auditRefs].filter((ref) => ref.weight > 0).map((ref) => ref.id));
  const failing = [...counted].filter((id) => audits[id] && audits[id].score !== null && audits[id].score < 0.9).map((id) => `${id} (${audits[id].displayValue ?? audits[id].score})`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: Math.round(numeric('first-contentful-paint')),
    lcp: Math.round(numeric('largest-contentful-paint')),
    tbt: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    failing,
  };
}
