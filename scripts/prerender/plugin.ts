import { build, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { libraryPlugin } from '../library/library-plugin.ts';
import type { Page } from './entry-server.tsx';

// After `vite build` has written the app, renders every public address (the library, its articles, the tarot
// and each card, /auth and the shell of /) to static HTML with React's server renderer, from the same routes
// the browser runs: the text is on screen before any JavaScript, and the browser then hydrates it. It runs
// inside `vite build` (closeBundle, before the service worker is generated), so `npm start`, the tests and CI
// need no extra command. Each page is written as <path>.html, which the local stack, Netlify and Cloudflare
// Pages all serve for <path>.

const entry = fileURLToPath(new URL('./entry-server.tsx', import.meta.url));

/** Where each address is written: `/` is the shell itself, the rest `<path>.html` beside it. */
export function fileForPath(path: string): string {
  return path === '/' ? 'index.html' : `${decodeURIComponent(path.slice(1))}.html`;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built shell turned into one page: its markup in #root (marked with the address it was rendered for, so
 * the browser hydrates only a page that is really this one), its title, description, canonical address and
 * link-preview tags. Addresses are absolute when SITE_URL says where the site lives, root-relative otherwise.
 */
export function documentFor(template: string, page: Page, markup: string, siteUrl = '', assets: PageAssets = { css: [], js: [] }): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const url = `${origin}${page.path}`;
  const head = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="${page.type}" />`,
    `<meta property="og:site_name" content="Sendero Astral" />`,
    `<meta property="og:locale" content="es_ES" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${origin}${page.image}`)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    ...(page.index ? [] : ['<meta name="robots" content="noindex" />']),
    ...(page.beforePaint ? [`<script src="${escapeHtml(page.beforePaint)}"></script>`] : []),
    ...assets.css.filter((file) => !template.includes(`"/${file}"`)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.js.filter((file) => !template.includes(`"/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
  const withRoot = template.replace(/<div id="root"><\/div>/, () => `<div id="root"${page.hydrate ? ` data-prerendered="${escapeHtml(page.path)}"` : ''}>${markup}</div>`);
  if (withRoot === template) throw new Error('prerender: the built index.html has no empty <div id="root"></div>');
  return withRoot
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(page.description)}" />`)
    .replace('</head>', () => `  ${head}\n  </head>`);
}

/** The service worker's registration hook does nothing on a server; the prerender renders it as the browser first does. */
function pwaRegisterStub(): Plugin {
  const id = 'virtual:pwa-register/react';
  return {
    name: 'sendero-prerender-pwa-stub',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (source) =>
      source === `\0${id}`
        ? 'export function useRegisterSW() { return { needRefresh: [false, () => {}], offlineReady: [false, () => {}], updateServiceWorker: async () => {} }; }'
        : null,
  };
}

export interface PageAssets {
  css: string[];
  js: string[];
}

interface ChunkInfo {
  fileName: string;
  modules: string[];
  imports: string[];
  css: string[];
}

/** The chunks (and their static imports, and the styles of all of them) that hold a page's lazily loaded modules. */
export function assetsFor(modules: string[], chunks: ChunkInfo[]): PageAssets {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: ChunkInfo | undefined) => {
    if (!chunk || js.has(chunk.fileName)) return;
    js.add(chunk.fileName);
    for (const file of chunk.css) css.add(file);
    for (const imported of chunk.imports) visit(byFile.get(imported));
  };
  for (const module of modules) visit(chunks.find((chunk) => chunk.modules.includes(module)));
  return { css: [...css], js: [...js] };
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * The page's stylesheets written into it (<style>, which the CSP allows): on a phone's connection each linked one
 * is another round trip before anything paints. The files stay in the build for the chunks that load them later.
 */
export async function inlineStyles(html: string, outDir: string): Promise<string> {
  const files = [...new Set([...html.matchAll(STYLESHEET)].map((match) => match[1]))];
  const styles = new Map(await Promise.all(files.map(async (file) => [file, await readFile(join(outDir, file), 'utf8')] as const)));
  return html.replace(STYLESHEET, (_tag, file: string) => `<style data-href="/${file}">${styles.get(file)!.replace(/<\/style/gi, '<\\/style')}</style>`);
}

interface ServerEntry {
  pages(): Page[];
  render(path: string): Promise<string>;
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  let chunks: ChunkInfo[] = [];
  return {
    name: 'sendero-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // Last, once Vite has folded style-only chunks into their importers: only files that will exist are linked.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const relative = (id: string) => id.replace(/\\/g, '/').replace(`${config.root.replace(/\\/g, '/')}/`, '');
        chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk'
            ? [{ fileName: output.fileName, modules: output.moduleIds.map(relative), imports: output.imports, css: [...(output.viteMetadata?.importedCss ?? [])] }]
            : [],
        );
      },
    },
    closeBundle: {
      sequential: true,
      // Before vite-plugin-pwa writes the service worker, which lists the built files.
      order: 'pre',
      async handler() {
        if (config.build.ssr || !config.build.write) return;
        const outDir = resolve(config.root, config.build.outDir);
        // Inside node_modules so that the server bundle's bare imports (react, react-dom) resolve to the app's own.
        const serverDir = join(config.root, 'node_modules', '.sendero-prerender', String(process.pid));
        try {
          await build({
            configFile: false,
            root: config.root,
            mode: config.mode,
            logLevel: 'warn',
            plugins: [react(), libraryPlugin(), pwaRegisterStub()],
            resolve: { alias: config.resolve.alias },
            // The pages are rendered as a visitor first sees them, before any backend call: the key only has to
            // satisfy the client's validation, and this bundle is never shipped.
            define: process.env.VITE_SUPABASE_ANON_KEY ? {} : { 'import.meta.env.VITE_SUPABASE_ANON_KEY': JSON.stringify('prerender-without-a-backend') },
            build: { ssr: entry, outDir: serverDir, emptyOutDir: true, copyPublicDir: false, rolldownOptions: { output: { entryFileNames: 'entry-server.mjs' } } },
          });
          // The app's supabase-js client is created when its module loads, and on Node 20 its realtime part wants
          // the WebSocket global that browsers have (the local stack gives Node the same one).
          await import('../../supabase/local/node-runtime.ts');
          const server = (await import(pathToFileURL(join(serverDir, 'entry-server.mjs')).href)) as ServerEntry;
          const template = await readFile(join(outDir, 'index.html'), 'utf8');
          const siteUrl = process.env.SITE_URL ?? '';
          // The shell (index.html) is the template of every page: it is written last.
          const all = server.pages();
          for (const page of [...all.filter((p) => p.path !== '/'), ...all.filter((p) => p.path === '/')]) {
            const file = join(outDir, fileForPath(page.path));
            await mkdir(dirname(file), { recursive: true });
            const html = documentFor(template, page, await server.render(page.path), siteUrl, assetsFor(page.modules, chunks));
            await writeFile(file, await inlineStyles(html, outDir));
          }
          config.logger.info(`prerendered ${all.length} pages`);
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
