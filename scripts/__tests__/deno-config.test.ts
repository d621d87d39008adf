import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { denoLockPath, expectedImports, functionNames, readDenoConfig } from '../deno-config.ts';

// Each function deploys with its own deno.json and deno.lock; package-lock.json is the one source of versions.
// `npm run deno:check -- --write` rewrites the files when an import or a version changes.

it("each function's deno.json maps exactly what its code imports, at package-lock.json's exact versions", async () => {
  const names = await functionNames();
  expect(names.length).toBeGreaterThanOrEqual(8);
  for (const name of names) {
    const config = await readDenoConfig(name);
    expect(config, name).toEqual({ imports: await expectedImports(name) });
    for (const target of Object.values(config.imports)) expect(target, name).toMatch(/^npm:(@[^/@]+\/)?[^/@]+@\d+\.\d+\.\d+(\/.*)?$/);
  }
});

it("each function's lock records the packages its deno.json names, so a frozen install agrees with it", async () => {
  for (const name of await functionNames()) {
    const lock = JSON.parse(await readFile(denoLockPath(name), 'utf8')) as { workspace: { dependencies: string[] } };
    const packages = new Set(Object.values((await readDenoConfig(name)).imports).map((target) => target.replace(/^(npm:.+@\d+\.\d+\.\d+)\/.*$/, '$1')));
    expect([...lock.workspace.dependencies].sort(), name).toEqual([...packages].sort());
  }
});
