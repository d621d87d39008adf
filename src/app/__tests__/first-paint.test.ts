import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, parseSync, transformWithOxc, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What the first paint may not carry: supabase-js, sonner, zod and the engine (the astronomy, the texts, the deck)
// arrive later, in lazily loaded chunks, or the JavaScript a cheap phone needs before it shows anything grows past
// its budget (npm run bench -- bundle). One static import anywhere below the shell, /auth, the home page's frame or
// Hoy's first paint would bring one of them in, and no other test would notice. This walks the static imports from
// each of them as the build sees them: TypeScript turned into JavaScript by Vite's own transform (imports used only
// as types disappear, as they do in the build), each specifier resolved by Vite with the project's config (the
// @core/… alias included). Dynamic import() is where the walk stops: that is how the rest is meant to load.

const root = fileURLToPath(new URL('../../../', import.meta.url));

const FORBIDDEN_PACKAGES = ['@supabase/', 'sonner', 'zod', 'astronomy-engine', '@photostructure/tz-lookup'];
const FORBIDDEN_FOLDERS = ['astro', 'interpretation', 'tarot'].map((part) => join(root, 'supabase/functions/_shared', part) + '/');
const CODE = new Set(['.ts', '.tsx', '.js', '.jsx', '.mjs']);

type Resolve = (specifier: string, importer: string) => Promise<string | null>;

/** The package a bare specifier names: 'zod/mini' → 'zod', '@supabase/supabase-js' → '@supabase/supabase-js'. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const isBare = (specifier: string) => !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('\0');

function forbidden(target: string): boolean {
  return FORBIDDEN_PACKAGES.some((name) => (name.endsWith('/') ? target.startsWith(name) : target === name)) || FORBIDDEN_FOLDERS.some((folder) => target.startsWith(folder));
}

/** The modules `file` imports statically, as the build will see them. */
async function staticImports(file: string): Promise<string[]> {
  const source = await readFile(file, 'utf8');
  const lang = extname(file).slice(1) as 'ts' | 'tsx' | 'js' | 'jsx' | 'mjs';
  const code = lang === 'ts' || lang === 'tsx' ? (await transformWithOxc(source, file, { lang, jsx: { runtime: 'automatic' } })).code : source;
  const { module } = parseSync(`${file}.js`, code);
  return [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) => entry.entries.flatMap((exported) => (exported.moduleRequest ? [exported.moduleRequest.value] : []))),
  ];
}

/**
 * The first chain of static imports from `entry` that reaches something forbidden, as readable steps (paths from the
 * project's root, packages by name), or null when there is none.
 */
async function forbiddenChain(entry: string, resolve: Resolve, isForbidden: (target: string) => boolean = forbidden): Promise<string[] | null> {
  const cameFrom = new Map<string, string | null>([[entry, null]]);
  const chainTo = (node: string) => {
    const steps: string[] = [];
    for (let at: string | null = node; at !== null; at = cameFrom.get(at) ?? null) steps.unshift(at.startsWith(root) ? relative(root, at) : at);
    return steps;
  };
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const specifier of await staticImports(file)) {
      const resolved = await resolve(specifier, file);
      // A package stands for itself: its own imports are its business, its name is what the first paint must not hold.
      const target = resolved === null || resolved.includes('/node_modules/') ? (isBare(specifier) ? packageOf(specifier) : null) : resolved.split('?')[0];
      if (target === null || cameFrom.has(target)) continue;
      cameFrom.set(target, file);
      if (isForbidden(target)) return chainTo(target);
      if (target.startsWith('/') && CODE.has(extname(target))) queue.push(target);
    }
  }
  return null;
}

let server: ViteDevServer;
let resolve: Resolve;

beforeAll(async () => {
  // Only Vite's resolver is used: no dependency optimising, no watcher, no HTTP server.
  server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const container = server.environments.client.pluginContainer;
  resolve = async (specifier, importer) => (await container.resolveId(specifier, importer))?.id ?? null;
});

afterAll(() => server?.close());

describe('the first paint', () => {
  it('starts at the entry index.html loads', async () => {
    const html = await readFile(join(root, 'index.html'), 'utf8');
    expect([...html.matchAll(/<script type="module" src="\/([^"]+)"/g)].map((match) => match[1])).toEqual(['src/main.tsx']);
  });

  it.each([
    ['the shell', 'src/main.tsx'],
    ['/auth', 'src/auth/auth-page.tsx'],
    ["the home page's frame", 'src/app/pages/home/home-page.tsx'],
    ["Hoy's first paint", 'src/features/today/components/today-section.tsx'],
  ])('%s (%s) imports neither supabase-js, sonner, zod nor the engine statically', async (_what, entry) => {
    expect(await forbiddenChain(join(root, entry), resolve)).toBeNull();
  });
});

describe("the home's first screen", () => {
  // Below Hoy and the hero, each section loads as the reader comes near it (src/app/pages/home/lazy-section.tsx):
  // one static import of a section from the page's frame would load it, and all it brings, on the first screen.
  const BELOW_THE_FOLD = [
    'src/features/chart/components/chart-section.tsx',
    'src/features/tarot/components/tarot-section.tsx',
    'src/features/compatibility/components/compatibility-section.tsx',
    'src/features/premium/components/premium-section.tsx',
    'src/features/library/components/library-section.tsx',
  ].map((path) => join(root, path));

  it("the home page's frame reaches no section below the fold statically", async () => {
    expect(await forbiddenChain(join(root, 'src/app/pages/home/home-page.tsx'), resolve, (target) => BELOW_THE_FOLD.includes(target))).toBeNull();
  });

  it("today's card, at the top of Hoy, reaches neither the deck's texts nor the correspondences: they come with a card's detail", async () => {
    const deck = FORBIDDEN_FOLDERS.find((folder) => folder.endsWith('/tarot/'))!;
    expect(await forbiddenChain(join(root, 'src/features/tarot/components/todays-card.tsx'), resolve, (target) => target.startsWith(deck))).toBeNull();
  });
});

describe('the walk', () => {
  let fixture: string;
  const file = (name: string) => join(fixture, name);

  beforeAll(async () => {
    // A first paint of its own, beside the real one: what it may import, and one planted violation of each kind.
    fixture = await mkdtemp(join(tmpdir(), 'sendero-first-paint-'));
    await writeFile(file('clean.tsx'), [
      "import type { NatalChart } from '@core/astro/events-types';",
      "import { computeChart } from '@core/astro/chart';",
      "import { SIGNS } from '@core/contract/zodiac';",
      "import './style.css';",
      "export const load = () => import('zod/mini');",
      "export const engine = () => import('@core/astro/chart');",
      // Used only as a type: the transform drops it, as the build does.
      'export type Chart = NatalChart | ReturnType<typeof computeChart>;',
      'export const Signs = () => <p>{SIGNS.length}</p>;',
    ].join('\n'));
    await writeFile(file('style.css'), 'p { color: gold; }\n');
    await writeFile(file('shell.tsx'), "import { notify } from './helper';\nexport const Shell = () => <button onClick={notify}>ok</button>;\n");
    await writeFile(file('helper.ts'), "export { toast as notify } from 'sonner';\n");
    await writeFile(file('hoy.ts'), "import { computeChart } from '@core/astro/chart';\nexport const sky = computeChart;\n");
  });
  afterAll(() => rm(fixture, { recursive: true, force: true }));

  it('lets types, the contract and dynamic imports through', async () => {
    expect(await forbiddenChain(file('clean.tsx'), resolve)).toBeNull();
  });

  it('names the chain to a planted static import of a package', async () => {
    const chain = await forbiddenChain(file('shell.tsx'), resolve);
    expect(chain?.map((step) => step.replace(`${fixture}/`, ''))).toEqual(['shell.tsx', 'helper.ts', 'sonner']);
  });

  it('names the chain to a planted static import of the engine through @core/…', async () => {
    const chain = await forbiddenChain(file('hoy.ts'), resolve);
    expect(chain?.map((step) => step.replace(`${fixture}/`, ''))).toEqual(['hoy.ts', 'supabase/functions/_shared/astro/chart.ts']);
  });
});
