import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';
import viteConfig from '../../vite.config.ts';

// The shared core has one name in all three runtimes that read it: @core/<part>/… means the same folder to the
// compiler (tsconfig.json), to Vite (the app's bundle and vitest) and to Deno (supabase/functions/deno.json), and
// nothing of _shared outside the four parts is reachable by it.

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

async function byDeno(specifier: string): Promise<string | null> {
  const { imports } = JSON.parse(await readFile(join(root, 'supabase/functions/deno.json'), 'utf8')) as { imports: Record<string, string> };
  const prefix = Object.keys(imports).filter((key) => key.endsWith('/') && specifier.startsWith(key)).sort((x, y) => y.length - x.length)[0];
  return prefix ? join(root, 'supabase/functions', imports[prefix], specifier.slice(prefix.length)) : null;
}

it('names the same four folders for the compiler, Vite and Deno', async () => {
  const files: Record<string, string> = { contract: 'zodiac.ts', astro: 'chart.ts', interpretation: 'ai-checks.ts', tarot: 'deck.ts' };
  for (const part of PARTS) {
    const expected = join(shared, part, files[part]);
    expect(byTypeScript(`@core/${part}/${files[part].replace('.ts', '')}`), part).toBe(expected);
    expect(byVite(`@core/${part}/${files[part]}`), part).toBe(expected);
    expect(await byDeno(`@core/${part}/${files[part]}`), part).toBe(expected);
  }
});

it('reaches nothing of _shared beyond the core', async () => {
  for (const outside of ['@core/http.ts', '@core/env.ts', '@core/premium-readings.ts']) {
    expect(byTypeScript(outside.replace('.ts', '')), outside).toBeNull();
    expect(byVite(outside), outside).toBeNull();
    expect(await byDeno(outside), outside).toBeNull();
  }
});
