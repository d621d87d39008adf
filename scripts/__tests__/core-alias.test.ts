import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';
import viteConfig from '../../vite.config.ts';
import { bareSpecifiers, functionNames, readDenoConfig } from '../deno-config.ts';

// The shared core has one name in the app: @core/<part>/… means the same folder to the compiler (tsconfig.json)
// and to Vite (the app's bundle and vitest), and nothing of _shared outside the four parts is reachable by it.
// The functions and the core itself import it by relative path, so Deno (each function's own deno.json, written
// from its imports) and the server build (tsconfig.server.json, no paths) never need the alias.

const root = fileURLToPath(new URL('../../', import.meta.url));
const PARTS = ['contract', 'astro', 'interpretation', 'tarot'];
const shared = join(root, 'supabase/functions/_shared');

function byTypeScript(specifier: string): string | null {
  const { config } = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  return ts.resolveModuleName(specifier, join(root, 'src/main.tsx'), options, ts.sys).resolvedModule?.resolvedFileName ?? null;
}

function byVite(specifier: string): string | null {
  const aliases = viteConfig.resolve?.alias as { find: RegExp; replacement: string }[];
  const alias = aliases.find(({ find }) => find.test(specifier));
  return alias ? specifier.replace(alias.find, alias.replacement) : null;
}

it('names the same four folders for the compiler and Vite', () => {
  const files: Record<string, string> = { contract: 'zodiac.ts', astro: 'chart.ts', interpretation: 'ai-checks.ts', tarot: 'deck.ts' };
  for (const part of PARTS) {
    const expected = join(shared, part, files[part]);
    expect(byTypeScript(`@core/${part}/${files[part].replace('.ts', '')}`), part).toBe(expected);
    expect(byVite(`@core/${part}/${files[part]}`), part).toBe(expected);
  }
});

it('reaches nothing of _shared beyond the core', () => {
  for (const outside of ['@core/http.ts', '@core/env.ts', '@core/premium-readings.ts']) {
    expect(byTypeScript(outside.replace('.ts', '')), outside).toBeNull();
    expect(byVite(outside), outside).toBeNull();
  }
});

it("is no function's import: Deno deploys each with a map of its packages only", { timeout: 30_000 }, async () => {
  for (const name of await functionNames()) {
    expect((await bareSpecifiers(name)).filter((specifier) => specifier.startsWith('@core/')), name).toEqual([]);
    expect(Object.keys((await readDenoConfig(name)).imports).filter((specifier) => specifier.startsWith('@core/')), name).toEqual([]);
  }
});
