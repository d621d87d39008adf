import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The rules docs/architecture.md states, as eslint.config.js enforces them: each is shown catching a planted
// violation (a file that exists only in this test, linted at the path it would have) and letting its allowed
// neighbour through, so a rule that silently stops running fails here, not in review.

const root = fileURLToPath(new URL('../../', import.meta.url));
const configFile = join(root, 'eslint.config.js');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: configFile });
});

/** The rules a file with `code` at `path` (from the project's root) breaks, as "rule: message". */
async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the layers', () => {
  it('a feature never imports another feature', async () => {
    expect(await problems('src/features/chart/planted.ts', "export { findCard } from '../tarot/card-details';\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Features never import each other/),
    ]);
    expect(await problems('src/features/chart/planted.ts', "export { paths } from '../../lib/paths';\n")).toEqual([]);
  });

  it('src/lib never imports src/offline', async () => {
    expect(await problems('src/lib/planted.ts', "export { db } from '../offline/db';\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/lib sits below src\/offline/),
    ]);
    expect(await problems('src/offline/planted.ts', "export { paths } from '../lib/paths';\n")).toEqual([]);
  });

  it('src/i18n imports only the route table, or nothing; it sees through @core/…', async () => {
    for (const imported of ['../lib/env', '@core/contract/limits']) {
      expect(await problems('src/i18n/planted.ts', `export * from '${imported}';\n`), imported).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*The strings import nothing but the route table/),
      ]);
    }
    expect(await problems('src/i18n/planted.ts', "export { paths } from '../lib/paths';\nexport { es } from './es';\n")).toEqual([]);
  });

  it('functions never import the local stack', async () => {
    expect(await problems('supabase/functions/search-places/planted.ts', "export { startTestStack } from '../../local/testing.ts';\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Functions deploy alone/),
    ]);
  });
});

describe('the shared core', () => {
  it('imports only itself and its packages', async () => {
    for (const imported of ['../http.ts', '../../../../src/lib/paths.ts', '../../../local/testing.ts']) {
      expect(await problems('supabase/functions/_shared/tarot/planted.ts', `export * from '${imported}';\n`), imported).toContainEqual(
        expect.stringMatching(/^import-x\/no-restricted-paths: .*it imports only itself and its packages/),
      );
    }
    const allowed = "export * from 'astronomy-engine';\nexport * from '../contract/zodiac.ts';\nexport * from '../astro/chart.ts';\n";
    expect(await problems('supabase/functions/_shared/tarot/planted.ts', allowed)).toEqual([]);
  });

  it('the engine (astro) never imports the texts (interpretation); the texts read the engine', async () => {
    expect(await problems('supabase/functions/_shared/astro/planted.ts', "export * from '../interpretation/compatibility/contacts.ts';\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The engine computes/),
    ]);
    expect(await problems('supabase/functions/_shared/interpretation/planted.ts', "export * from '../astro/compatibility.ts';\n")).toEqual([]);
  });

  it('src/ reaches it only as @core/…, and never reaches the server code', async () => {
    expect(await problems('src/features/chart/planted.ts', "export { computeChart } from '../../../supabase/functions/_shared/astro/chart';\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*only as @core/),
    ]);
    const server = await problems('src/features/chart/planted.ts', "export { jsonResponse } from '../../../supabase/functions/_shared/http';\n");
    expect(server).toHaveLength(2);
    expect(server).toContainEqual(expect.stringMatching(/^import-x\/no-restricted-paths: .*never the server code/));
    expect(server).toContainEqual(expect.stringMatching(/^no-restricted-imports: .*only as @core/));
    expect(await problems('src/features/chart/planted.ts', "export { computeChart } from '@core/astro/chart';\n")).toEqual([]);
  });

  it('supabase/ imports it by relative path, never by the app\'s @core/… name', async () => {
    for (const path of ['supabase/functions/search-places/planted.ts', 'supabase/functions/_shared/tarot/planted.ts', 'supabase/local/planted.ts']) {
      expect(await problems(path, "export * from '@core/contract/zodiac';\n"), path).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*Under supabase\/ the core is imported by relative path/),
      ]);
    }
    expect(await problems('supabase/functions/_shared/tarot/planted.ts', "export * from '../contract/zodiac.ts';\n")).toEqual([]);
  });

  it('the first paint takes it only as types or from @core/contract; lazily loaded features take all of it', async () => {
    const engine = "import { computeChart } from '@core/astro/chart';\nexport const chart = computeChart;\n";
    for (const path of ['src/app/planted.tsx', 'src/auth/planted.ts', 'src/app/pages/home/planted.tsx', 'src/features/today/components/planted.tsx', 'src/lib/planted.ts']) {
      expect(await problems(path, engine), path).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*The first paint takes the core only as types/)]);
    }
    const allowed = [
      "import type { NatalChart } from '@core/astro/events-types';",
      "import { SIGNS } from '@core/contract/zodiac';",
      "export const load = () => import('@core/astro/chart');",
      'export type Chart = NatalChart;',
      'export const signs = SIGNS;',
    ].join('\n');
    expect(await problems('src/app/planted.tsx', `${allowed}\n`)).toEqual([]);
    expect(await problems('src/features/today/sky-planted.ts', engine)).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports/),
    ]);
    expect(await problems('src/features/today/sky.ts', engine)).toEqual([]);
    expect(await problems('src/features/premium/planted.ts', engine)).toEqual([]);
  });
});

describe('import cycles', () => {
  let fixture: string;
  beforeAll(async () => {
    // A folder of its own, linted with the project's config: a ↔ b is a cycle, c only imports into it.
    fixture = await mkdtemp(join(tmpdir(), 'sendero-lint-cycle-'));
    await writeFile(join(fixture, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b;\n");
    await writeFile(join(fixture, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a;\n");
    await writeFile(join(fixture, 'c.ts'), "import { a } from './a.ts';\nexport const c = a;\n");
  });
  afterAll(() => rm(fixture, { recursive: true, force: true }));

  it('are caught in TypeScript files', async () => {
    const cycles = new ESLint({ cwd: fixture, overrideConfigFile: configFile });
    const results = await cycles.lintFiles(['a.ts', 'b.ts', 'c.ts']);
    const found = Object.fromEntries(results.map((result) => [result.filePath.slice(fixture.length + 1), result.messages.map((message) => message.ruleId)]));
    expect(found).toEqual({ 'a.ts': ['import-x/no-cycle'], 'b.ts': ['import-x/no-cycle'], 'c.ts': [] });
  });
});
