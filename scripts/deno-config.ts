// Each Edge Function deploys with its own Deno configuration: supabase/functions/<name>/deno.json (its import
// map) and deno.lock beside it. That is the layout the Supabase CLI hands to the Edge Runtime as a Deno config,
// and Deno reads the lock next to the config (docs/deploy.md, "Why each function has its own deno.json").
//
// The versions have one source, package-lock.json: a function's deno.json maps exactly the bare specifiers its
// code reaches (imports and @ts-types directives, through ../_shared) to `npm:<package>@<the version Node runs
// in the tests>`. `npm run deno:check -- --write` writes the files from that; a test holds them to it.
import { createHash } from 'node:crypto';
import { readFile, readdir, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const functionsDir = join(root, 'supabase/functions');

export const denoConfigPath = (name: string) => join(functionsDir, name, 'deno.json');
export const denoLockPath = (name: string) => join(functionsDir, name, 'deno.lock');
export const entrypointPath = (name: string) => join(functionsDir, name, 'index.ts');

/** Every folder of supabase/functions with an index.ts, which is how the CLI finds what to deploy. */
export async function functionNames(): Promise<string[]> {
  const names: string[] = [];
  for (const entry of (await readdir(functionsDir)).sort()) {
    if (await stat(entrypointPath(entry)).then((s) => s.isFile(), () => false)) names.push(entry);
  }
  return names;
}

const TS_TYPES_DIRECTIVE = /@ts-types="([^"]+)"/g;

/** The bare specifiers (not relative, not node:) that a function's code reaches from its index.ts. */
export async function bareSpecifiers(name: string): Promise<string[]> {
  // The compiler takes seconds to load, and deno:check needs it only to --write.
  const { default: ts } = await import('typescript');
  const bare = new Set<string>();
  const seen = new Set<string>();
  const pending = [entrypointPath(name)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = await readFile(file, 'utf8');
    const specifiers = ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
    for (const match of text.matchAll(TS_TYPES_DIRECTIVE)) specifiers.push(match[1]);
    for (const specifier of specifiers) {
      if (specifier.startsWith('./') || specifier.startsWith('../')) pending.push(resolve(dirname(file), specifier));
      else if (!specifier.startsWith('node:')) bare.add(specifier);
    }
  }
  return [...bare].sort();
}

/** `zod/mini` → `zod` and `/mini`; `@supabase/supabase-js` → itself and no subpath. */
function splitSpecifier(specifier: string): { packageName: string; subpath: string } {
  const parts = specifier.split('/');
  const length = specifier.startsWith('@') ? 2 : 1;
  return { packageName: parts.slice(0, length).join('/'), subpath: parts.slice(length).map((part) => `/${part}`).join('') };
}

interface PackageLock { packages: Record<string, { version?: string }> }

let installedVersions: Promise<PackageLock> | null = null;

async function installedVersion(packageName: string): Promise<string> {
  installedVersions ??= readFile(join(root, 'package-lock.json'), 'utf8').then((text) => JSON.parse(text) as PackageLock);
  const version = (await installedVersions).packages[`node_modules/${packageName}`]?.version;
  if (!version) throw new Error(`${packageName} is imported by a function but is not in package.json: add it there first`);
  return version;
}

/** The import map a function's deno.json must hold: what its code reaches, at package-lock's versions. */
export async function expectedImports(name: string): Promise<Record<string, string>> {
  const imports: Record<string, string> = {};
  for (const specifier of await bareSpecifiers(name)) {
    if (/^[a-z]+:/.test(specifier)) {
      throw new Error(`${name} imports "${specifier}" directly: import the bare name, so deno.json holds its version`);
    }
    if (specifier.startsWith('@core/')) {
      throw new Error(`${name} imports "${specifier}": @core/… is the app's name for the shared core; functions reach it by relative path`);
    }
    const { packageName, subpath } = splitSpecifier(specifier);
    imports[specifier] = `npm:${packageName}@${await installedVersion(packageName)}${subpath}`;
  }
  return imports;
}

export interface DenoConfig { imports: Record<string, string>; [setting: string]: unknown }

export async function readDenoConfig(name: string): Promise<DenoConfig> {
  return JSON.parse(await readFile(denoConfigPath(name), 'utf8')) as DenoConfig;
}

/**
 * Names Deno's cache of npm packages: the lock files that decide what it holds, the import maps they must agree
 * with (an edited deno.json then fails Deno's frozen lock, not a missing package), and the Deno that wrote it.
 */
export async function denoCacheKey(names: string[]): Promise<string> {
  const hash = createHash('sha256');
  const denoPackage = JSON.parse(await readFile(join(root, 'node_modules/deno/package.json'), 'utf8')) as { version: string };
  hash.update(`deno ${denoPackage.version}\n`);
  for (const name of [...names].sort()) {
    hash.update(`${name}\n`).update(await readFile(denoLockPath(name))).update(await readFile(denoConfigPath(name)));
  }
  return hash.digest('hex').slice(0, 16);
}
