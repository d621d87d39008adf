import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Where the project's files are, whether the stack runs from its TypeScript sources (tests, `npm run dev`) or
// compiled into .build/ (`npm start`). Data files (SQL, config.toml, the built app, the worker scripts) are
// always read from the project itself; code is loaded from wherever this module runs.

const here = dirname(fileURLToPath(import.meta.url));

function findProjectRoot(dir: string): string {
  if (existsSync(join(dir, 'package.json'))) return dir;
  const parent = dirname(dir);
  if (parent === dir) throw new Error('package.json not found above the local stack');
  return findProjectRoot(parent);
}

export const projectRoot = findProjectRoot(here);

export function projectPath(...parts: string[]): string {
  return join(projectRoot, ...parts);
}

/** 'ts' from the sources, 'js' when compiled: the extension of the function handlers to load. */
export const codeExtension = import.meta.url.endsWith('.ts') ? 'ts' : 'js';

/** The folder holding the function handlers this stack runs: the sources, or their compiled twins. */
export const functionsCodeDir = join(here, '..', 'functions');
