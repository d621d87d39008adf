import { build } from 'vite';
import { chromium, type Request } from 'playwright-core';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startStack } from '../supabase/local/server.ts';
import { signedInUser } from './signed-in.ts';
import { printTable } from './table.ts';

// What a cheap phone downloads before the first paint of `/`: the entry script and every module it
// preloads, gzipped. Everything else (chart wheel, reader, article bodies, MFA screens) must load later.
// The build's manifest tells what each page imports; a real load tells what a signed-in phone actually fetches
// before the home's largest paint (the last table), which the manifest cannot see: sections that load as they
// approach the viewport, the engine Hoy loads once it is on screen.

const FIRST_PAINT_BUDGET_KB = 170;
const AUTH_BUDGET_KB = 100;
const ARTICLE = 'src/content/library/advaita-vedanta/neti-neti.md';
/** The Markdown toolchain react-markdown brings (readings still use it for AI text); articles must not ship it. */
const MARKDOWN_PARSER = /node_modules\/(react-markdown|remark-|micromark|mdast-util-from-markdown)/;

interface ChunkContents {
  moduleIds: string[];
  imports: string[];
}

/** What each emitted chunk holds and statically imports, by file name. */
function chunksOf(output: Awaited<ReturnType<typeof build>>): Map<string, ChunkContents> {
  const outputs = Array.isArray(output) ? output : 'output' in output ? [output] : [];
  const chunks = new Map<string, ChunkContents>();
  for (const { output: files } of outputs) for (const file of files) if (file.type === 'chunk') chunks.set(file.fileName, { moduleIds: file.moduleIds, imports: file.imports });
  return chunks;
}

/** A Markdown parser module that a library chunk holds or imports, if any (readings may use one; the library may not). */
function markdownParserInLibrary(chunks: Map<string, ChunkContents>): string | null {
  for (const [file, chunk] of chunks) {
    if (!chunk.moduleIds.some((id) => /src\/(features|content)\/library\//.test(id))) continue;
    const seen = new Set<string>();
    const walk = (name: string): string | null => {
      if (seen.has(name)) return null;
      seen.add(name);
      const contents = chunks.get(name);
      const parser = contents?.moduleIds.find((id) => MARKDOWN_PARSER.test(id));
      if (parser) return `${parser} in ${name}, imported by ${file}`;
      for (const imported of contents?.imports ?? []) {
        const found = walk(imported);
        if (found) return found;
      }
      return null;
    };
    const found = walk(file);
    if (found) return found;
  }
  return null;
}

export async function run(): Promise<void> {
  const outDir = await mkdtemp(join(tmpdir(), 'sendero-bundle-'));
  // The build takes the stack's key from the page, as `npm start` does, so the real load below can sign in.
  const builtKey = process.env.VITE_SUPABASE_ANON_KEY;
  delete process.env.VITE_SUPABASE_ANON_KEY;
  try {
    const output = await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true, manifest: true } });
    const parser = markdownParserInLibrary(chunksOf(output));
    if (parser) throw new Error(`bundle bench: a library page downloads a Markdown parser (${parser}); articles come as HTML from the build`);
    const html = await readFile(join(outDir, 'index.html'), 'utf8');
    const firstPaint = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]);
    const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    const size = async (path: string) => {
      const bytes = await readFile(join(outDir, path));
      return { raw: bytes.length / 1024, gzip: gzipSync(bytes, { level: 9 }).length / 1024 };
    };
    const rows: (string | number)[][] = [];
    let firstPaintGzip = 0;
    for (const path of firstPaint) {
      const { raw, gzip } = await size(path);
      firstPaintGzip += gzip;
      rows.push([path, raw, gzip]);
    }
    for (const path of css) {
      const { raw, gzip } = await size(path);
      rows.push([`${path} (css)`, raw, gzip]);
    }
    printTable('JavaScript the first paint of / needs (KB)', ['file', 'raw', 'gzip'], rows);

    // A signed-in visitor's first paint of / also needs the lazily loaded home page and what it imports.
    const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; name?: string; imports?: string[]; dynamicImports?: string[] }>;
    // The files a chunk needs at once: its own and, recursively, its static imports.
    const withImports = (keys: string[]) => {
      const files = new Set<string>();
      const collect = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || files.has(chunk.file)) return;
        files.add(chunk.file);
        for (const imported of chunk.imports ?? []) collect(imported);
      };
      for (const key of keys) collect(key);
      return files;
    };
    // What those files add to the entry: each one's sizes and the gzip total.
    const beyondEntry = async (files: Set<string>) => {
      let gzipTotal = 0;
      const fileRows: (string | number)[][] = [];
      for (const file of files) {
        if (firstPaint.some((p) => p.endsWith(file))) continue;
        const { raw, gzip } = await size(file);
        gzipTotal += gzip;
        fileRows.push([`/${file}`, raw, gzip]);
      }
      return { gzip: gzipTotal, rows: fileRows };
    };
    // With a session on the device, the session provider loads the client at once (src/lib/supabase-loader.ts): the
    // chunk named after src/lib/supabase.ts, which the entry imports dynamically.
    const entryKeys = ['index.html', ...(manifest['index.html'].imports ?? [])];
    const client = entryKeys.flatMap((key) => manifest[key]?.dynamicImports ?? []).find((key) => manifest[key]?.name === 'supabase');
    if (!client) throw new Error('bundle bench: no chunk holds the supabase client; the signed-in row would leave it out');
    const homeFiles = withImports(['src/app/pages/home/home-page.tsx', client]);
    const { gzip: homeGzip, rows: homeRows } = await beyondEntry(homeFiles);
    printTable('Loaded with a session on the device, before / paints for a signed-in user (KB)', ['file', 'raw', 'gzip'], homeRows);

    // /auth, prerendered, paints with no script at all; before its form works it needs the entry and the auth page's
    // chunk with what that imports. supabase-js, sonner and zod are not among it: the form fetches them on its first
    // focus, the toasts on the first toast.
    const { gzip: authGzip } = await beyondEntry(withImports(['src/auth/auth-page.tsx']));

    // An article read in the browser (here neti-neti, no account): the entry, the reader's chunk and the article's own
    // body with what they import.
    const articleFiles = withImports(['src/features/library/components/article-page.tsx', ARTICLE]);
    if (articleFiles.size < 2) throw new Error(`bundle bench: no chunk for the reader or for ${ARTICLE}`);
    const { gzip: articleGzip, rows: articleRows } = await beyondEntry(articleFiles);
    printTable('Loaded after the entry to read an article (KB)', ['file', 'raw', 'gzip'], articleRows);

    const assets = (await readdir(join(outDir, 'assets'))).filter((f) => f.endsWith('.js'));
    let lazyGzip = 0;
    for (const file of assets) if (!firstPaint.some((p) => p.endsWith(file)) && !homeFiles.has(`assets/${file}`)) lazyGzip += (await size(`assets/${file}`)).gzip;
    printTable('Budget', ['measure', 'value (KB gzip)', 'target', 'ratio'], [
      ['entry JS (every route)', firstPaintGzip, FIRST_PAINT_BUDGET_KB, (firstPaintGzip / FIRST_PAINT_BUDGET_KB).toFixed(2)],
      ['entry + home page JS (signed in)', firstPaintGzip + homeGzip, FIRST_PAINT_BUDGET_KB, ((firstPaintGzip + homeGzip) / FIRST_PAINT_BUDGET_KB).toFixed(2)],
      ['entry + /auth page JS (until the form works)', firstPaintGzip + authGzip, AUTH_BUDGET_KB, ((firstPaintGzip + authGzip) / AUTH_BUDGET_KB).toFixed(2)],
      ['entry + article page JS (/biblioteca/neti-neti)', firstPaintGzip + articleGzip, FIRST_PAINT_BUDGET_KB, ((firstPaintGzip + articleGzip) / FIRST_PAINT_BUDGET_KB).toFixed(2)],
      [`lazy chunks (${assets.length - firstPaint.length})`, lazyGzip, '—', '—'],
    ]);

    const beforeLcp = await fetchedBeforeLargestPaint(outDir);
    const beforeLcpRows: (string | number)[][] = [];
    let beforeLcpGzip = 0;
    for (const { path, start } of beforeLcp.scripts) {
      const { raw, gzip } = await size(path);
      beforeLcpGzip += gzip;
      beforeLcpRows.push([path, Math.round(start), raw, gzip]);
    }
    printTable(
      `Scripts a signed-in phone starts fetching before the largest paint of / (cold cache; LCP at ${Math.round(beforeLcp.lcp)} ms; load avg ${beforeLcp.load.toFixed(2)})`,
      ['file', 'fetch start ms', 'raw KB', 'gzip KB'],
      beforeLcpRows,
    );
    printTable('Budget before the largest paint', ['measure', 'value (KB gzip)', 'target', 'ratio', 'scripts', 'load avg (1 min)'], [
      ['JS fetched before LCP, signed-in / (phone)', beforeLcpGzip, FIRST_PAINT_BUDGET_KB, (beforeLcpGzip / FIRST_PAINT_BUDGET_KB).toFixed(2), beforeLcp.scripts.length, beforeLcp.load.toFixed(2)],
    ]);
  } finally {
    if (builtKey !== undefined) process.env.VITE_SUPABASE_ANON_KEY = builtKey;
    await rm(outDir, { recursive: true, force: true });
  }
}

// Lighthouse's phone: its screen, a 4× slower CPU and its slow 4G (150 ms round trips, 1.6 Mbps down, 750 kbps up).
const PHONE = { width: 412, height: 823 };
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * A real load of / by a real signed-in user (bench/signed-in.ts) on a throttled phone with an empty HTTP cache and
 * no service worker, after one earlier visit (so Dexie holds their chart and card, as on any return): the scripts
 * whose fetch started before the page's largest contentful paint, by their path in the build.
 */
async function fetchedBeforeLargestPaint(outDir: string): Promise<{ lcp: number; load: number; scripts: { path: string; start: number }[] }> {
  const stack = await startStack({ dataDir: null, port: 0, staticDir: outDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const session = await signedInUser(stack);
    const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto(`${stack.url}/auth`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [session.key, session.value] as const);
    await page.goto(`${stack.url}/`);
    await page.locator('#hoy').waitFor();
    await page.waitForLoadState('networkidle');

    // A new tab, as a new visit: what the earlier one reached stays its own (the home remembers it per tab).
    await page.close();
    const visit = await context.newPage();
    const cdp = await context.newCDPSession(visit);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: stack.url, storageTypes: 'service_workers,cache_storage' });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Every script request, the page's and its workers' (Playwright reports a dedicated worker's on its page); the
    // browser's own start time of each (wall clock), set against the page's timeOrigin, says whether it came first.
    const requested = new Map<string, Request>();
    visit.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js') && !requested.has(path)) requested.set(path, request);
    });
    await visit.goto(`${stack.url}/`, { timeout: 120_000 });
    await visit.waitForLoadState('networkidle', { timeout: 120_000 });
    const { lcp, timeOrigin } = await visit.evaluate(async () => {
      // Largest paints reach only an observer (buffered: the ones before it too), never getEntriesByType.
      const paints = await new Promise<PerformanceEntryList>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries());
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve([]), 5000);
      });
      return { lcp: paints.length ? paints[paints.length - 1].startTime : Number.NaN, timeOrigin: performance.timeOrigin };
    });
    if (!Number.isFinite(lcp)) throw new Error('bundle bench: the signed-in / reported no largest contentful paint');
    const scripts = [...requested]
      .map(([path, request]) => ({ path, start: request.timing().startTime - timeOrigin }))
      .filter(({ start }) => start <= lcp)
      .sort((a, b) => a.start - b.start);
    if (new URL(visit.url()).pathname !== '/') throw new Error(`bundle bench: the signed-in load ended on ${visit.url()}, not /`);
    return { lcp, load: loadavg()[0], scripts };
  } finally {
    await browser.close();
    await stack.close();
  }
}
