import { createHash, randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readSync, writeFileSync } from 'node:fs';
import { mkdir, open, readFile, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { projectPath } from './paths.ts';

// A data folder as it is once the platform and the migrations are laid down, kept as one file so that a fresh folder
// is a copy of it instead of an initdb (seconds of wasm in a child process) and every migration again. It is a plain
// tar of a cleanly shut-down PostgreSQL data directory: PGlite loads it into memory as it is (`loadDataDir`), and a
// folder gets its files written out. Images live in a cache inside the project, never in git; each is named by a hash
// of everything its contents follow from (PGlite's version, the code and SQL that build it, each migration in turn),
// so a change to any of them builds a new image instead of reusing a stale one. The hash after the first k migrations
// names the image that holds those k: a folder whose migrations extend an image's starts from it and applies the rest.
// An image holds no keys: those are made per folder, beside the database, never inside it.

/** Where the images are kept: inside the project, beside the PGlite they were made with. */
export const IMAGE_CACHE = projectPath('node_modules', '.cache', 'sendero-database');

/**
 * What decides an image's contents besides its migrations: every file of the platform's folder (a file added there
 * counts as well as one changed) and the code that builds the image; a change to any of them means a new image.
 */
export async function buildInputs(): Promise<string[]> {
  const platform = projectPath('supabase', 'local', 'platform');
  const files = (await readdir(platform, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  return [...files, ...['db.ts', 'initdb.mjs', 'database-image.ts'].map((name) => projectPath('supabase', 'local', name))].sort();
}

/** Images kept in the cache, the most recently used first: the current one and a few older ones for other branches. */
const IMAGES_KEPT = 4;

const BLOCK = 512;
/** The file whose presence marks a data folder as initialised: written last, so a restore cut short is redone. */
const VERSION_FILE = 'PG_VERSION';

function pgliteVersion(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return readFile(join(dirname(entry), '..', 'package.json'), 'utf8').then((text) => (JSON.parse(text) as { version: string }).version);
}

/**
 * The image names for the first 0, 1, … n migrations: the first hashes PGlite's version and the contents of the
 * build's inputs (`buildInputs`), each next one the name before it and the next migration's file name and SQL.
 */
export async function imageKeys(migrations: readonly { file: string; sql: string }[], inputs?: readonly string[]): Promise<string[]> {
  const base = createHash('sha256').update(`pglite ${await pgliteVersion()}\0`);
  for (const input of inputs ?? (await buildInputs())) base.update(`${relative(projectPath(), input)}\0${await readFile(input)}\0`);
  const keys = [base.digest('hex')];
  for (const migration of migrations) {
    keys.push(createHash('sha256').update(`${keys[keys.length - 1]}\0${migration.file}\0${migration.sql}`).digest('hex'));
  }
  return keys;
}

export interface Image {
  file: string;
  /** How many of the migrations it was looked up for it already holds. */
  applied: number;
}

/** The image holding the most of these migrations (`keys` from `imageKeys`), marked as just used; null if none. */
export async function newestImage(cache: string, keys: readonly string[]): Promise<Image | null> {
  for (let applied = keys.length - 1; applied >= 0; applied -= 1) {
    const file = imagePath(cache, keys[applied]);
    const now = new Date();
    // Another process may be pruning it at this moment: then it is not there.
    const present = await utimes(file, now, now).then(() => true, (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    });
    if (present) return { file, applied };
  }
  return null;
}

/**
 * Writes a cleanly shut-down data folder as the image named `key`, then removes the images used least recently.
 * Two processes building the same image at once each write their own file and rename it into place: either wins.
 */
export async function saveImage(cache: string, key: string, dataDir: string): Promise<string> {
  await mkdir(cache, { recursive: true });
  const file = imagePath(cache, key);
  const partial = `${file}.${randomUUID()}.partial`;
  const entries = (await readdir(dataDir, { recursive: true, withFileTypes: true }))
    .map((entry) => ({ path: relative(dataDir, join(entry.parentPath, entry.name)).split(sep).join('/'), directory: entry.isDirectory(), file: entry.isFile() }))
    // A folder's own entry sorts before what it holds, so restoring in this order never meets a missing parent.
    .sort((a, b) => (a.path < b.path ? -1 : 1));
  const out = await open(partial, 'w', 0o600);
  try {
    for (const entry of entries) {
      if (!entry.directory && !entry.file) throw new Error(`${entry.path} in ${dataDir} is neither a file nor a folder`);
      const data = entry.file ? await readFile(join(dataDir, entry.path)) : Buffer.alloc(0);
      await out.write(tarHeader(entry.directory ? `${entry.path}/` : entry.path, data.length, entry.directory));
      await out.write(data);
      await out.write(Buffer.alloc(padding(data.length)));
    }
    await out.write(Buffer.alloc(BLOCK * 2));
  } finally {
    await out.close();
  }
  await rename(partial, file);
  await prune(cache);
  return file;
}

/**
 * Writes an image's files into a data folder that has none yet. Synchronous on purpose: the stack serves nothing
 * while it starts, and one blocking pass over a thousand small files is faster than as many trips through the
 * thread pool. The version file goes last: until it exists, the folder counts as fresh and is restored again.
 */
export function restoreImage(file: string, dataDir: string): void {
  const root = resolve(dataDir);
  mkdirSync(root, { recursive: true, mode: 0o700 });
  const fd = openSync(file, 'r');
  try {
    const header = Buffer.alloc(BLOCK);
    let versionFile: Buffer | null = null;
    for (let offset = 0; readSync(fd, header, 0, BLOCK, offset) === BLOCK && header[0] !== 0; ) {
      const name = tarText(header, 0, 100);
      const size = Number.parseInt(tarText(header, 124, 12), 8);
      const directory = header[156] === 0x35; // '5'
      const target = resolve(root, name);
      if (!target.startsWith(root + sep)) throw new Error(`${file} names a path outside the data folder: ${name}`);
      offset += BLOCK;
      if (directory) {
        mkdirSync(target, { recursive: true, mode: 0o700 });
      } else {
        const data = Buffer.alloc(size);
        if (readSync(fd, data, 0, size, offset) !== size) throw new Error(`${file} ends inside ${name}: the image is damaged`);
        if (name === VERSION_FILE) versionFile = data;
        else writeFileSync(target, data, { mode: 0o600 });
      }
      offset += size + padding(size);
    }
    if (!versionFile) throw new Error(`${file} holds no ${VERSION_FILE}: the image is damaged`);
    writeFileSync(join(root, VERSION_FILE), versionFile, { mode: 0o600 });
  } finally {
    closeSync(fd);
  }
}

function imagePath(cache: string, key: string): string {
  return join(cache, `${key}.tar`);
}

/** Keeps the images used most recently, and drops what a build that died half-way left behind. */
async function prune(cache: string): Promise<void> {
  const files = await Promise.all(
    (await readdir(cache)).map(async (name) => ({ name, modified: await stat(join(cache, name)).then((s) => s.mtimeMs, () => 0) })),
  );
  const images = files.filter((f) => f.name.endsWith('.tar')).sort((a, b) => b.modified - a.modified);
  const abandoned = files.filter((f) => f.name.endsWith('.partial') && f.modified < Date.now() - 3_600_000);
  await Promise.all([...images.slice(IMAGES_KEPT), ...abandoned].map((f) => rm(join(cache, f.name), { force: true })));
}

function tarHeader(name: string, size: number, directory: boolean): Buffer {
  if (Buffer.byteLength(name) >= 100) throw new Error(`${name}: too long a path for an image`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 'utf8');
  header.write(tarNumber(directory ? 0o700 : 0o600, 8), 100, 'latin1');
  header.write(tarNumber(0, 8), 108, 'latin1');
  header.write(tarNumber(0, 8), 116, 'latin1');
  header.write(tarNumber(size, 12), 124, 'latin1');
  header.write(tarNumber(Math.floor(Date.now() / 1000), 12), 136, 'latin1');
  header.write(directory ? '5' : '0', 156, 'latin1');
  header.write('ustar\u000000', 257, 'latin1');
  // The checksum is the sum of the header's bytes with its own field read as spaces.
  header.write(' '.repeat(8), 148, 'latin1');
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 'latin1');
  return header;
}

function tarNumber(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\u0000`;
}

function tarText(header: Buffer, start: number, length: number): string {
  const field = header.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.toString('utf8', 0, end === -1 ? length : end);
}

function padding(size: number): number {
  return (BLOCK - (size % BLOCK)) % BLOCK;
}
