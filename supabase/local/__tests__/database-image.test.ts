import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { appendFile, copyFile, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { IMAGE_CACHE, buildInputs, imageKeys, newestImage, restoreImage } from '../database-image.ts';
import { MIGRATIONS_DIR, MigrationError, migrations, openDatabase, type Database } from '../db.ts';
import { projectPath } from '../paths.ts';
import { startTestStack } from '../testing.ts';
import { shape } from './catalogue.ts';

// A fresh database is a copy of an image: it must be the database that initdb, the platform and every migration
// would have made, hold nothing of any one folder, and still refuse what hosted refuses.

const folders: string[] = [];
async function folder(prefix = 'sendero-image-test-'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
}

afterAll(async () => {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function systemIdentifier(db: Database): Promise<string> {
  return (await db.query<{ id: string }>('select system_identifier::text as id from pg_control_system()')).rows[0].id;
}

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.map((entry) => `${relative(dir, join(entry.parentPath, entry.name))}${entry.isDirectory() ? '/' : ''}`).sort();
}

/** The project's image, made if this run is the first to need it, copied into a cache of the test's own. */
async function cacheWithTheProjectImage(): Promise<{ cache: string; image: string }> {
  await (await openDatabase(null)).close();
  const found = await newestImage(IMAGE_CACHE, await imageKeys(await migrations()));
  const cache = await folder('sendero-image-cache-');
  const image = join(cache, relative(IMAGE_CACHE, found!.file));
  await copyFile(found!.file, image);
  return { cache, image };
}

/** The project's migrations and one more. */
async function migrationsWith(file: string, sql: string): Promise<string> {
  const dir = await folder('sendero-migrations-');
  for (const name of await readdir(MIGRATIONS_DIR)) await copyFile(join(MIGRATIONS_DIR, name), join(dir, name));
  await writeFile(join(dir, file), sql);
  return dir;
}

describe('a fresh database from the image', () => {
  const open: Database[] = [];
  let scratchDir: string;
  let scratch: Database;
  let restoredDir: string;
  let restored: Database;
  let inMemory: Database;

  beforeAll(async () => {
    scratchDir = await folder();
    scratch = await openDatabase(scratchDir, MIGRATIONS_DIR, { images: null });
    restoredDir = await folder();
    restored = await openDatabase(restoredDir);
    inMemory = await openDatabase(null);
    open.push(scratch, restored, inMemory);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(open.map((db) => db.close()));
  });

  it('is a copy of one database, not a database built again', async () => {
    const fromScratch = await systemIdentifier(scratch);
    expect(await systemIdentifier(restored)).toBe(await systemIdentifier(inMemory));
    expect(await systemIdentifier(restored)).not.toBe(fromScratch);
  });

  it('has the schema, roles, grants, owners, policies and functions of a database built from scratch, in a folder and in memory', async () => {
    const expected = await shape(scratch);
    expect(expected.filter((line) => line.startsWith('policy public.')).length).toBeGreaterThan(10);
    expect(await shape(restored)).toEqual(expected);
    expect(await shape(inMemory)).toEqual(expected);
  });

  it('has every file and folder PostgreSQL made, and the same migrations recorded', async () => {
    expect(await files(restoredDir)).toEqual(await files(scratchDir));
    const recorded = 'select version, name from supabase_migrations.schema_migrations order by version';
    expect((await restored.query(recorded)).rows).toEqual((await scratch.query(recorded)).rows);
  });

  it('leaves a folder that holds a database as it is: the image is only for folders without one', async () => {
    const before = await systemIdentifier(scratch);
    await scratch.exec('create table public.kept (id bigint primary key); insert into public.kept values (7);');
    await scratch.close();
    scratch = await openDatabase(scratchDir);
    open[0] = scratch;
    expect(await systemIdentifier(scratch)).toBe(before);
    expect((await scratch.query('select id::int as id from public.kept')).rows).toEqual([{ id: 7 }]);
  });
});

describe('the image of a database', () => {
  it('is named by every file of the platform, the code that builds it and each migration, so a change to one is a new image', async () => {
    const platform = await readdir(projectPath('supabase', 'local', 'platform'));
    const inputs = await buildInputs();
    expect(inputs.map((file) => relative(projectPath(), file))).toEqual(
      expect.arrayContaining([...platform.map((name) => `supabase/local/platform/${name}`), 'supabase/local/db.ts', 'supabase/local/database-image.ts']),
    );

    const copies = await folder('sendero-image-inputs-');
    const copied = await Promise.all(inputs.map(async (file) => {
      const copy = join(copies, basename(file));
      await copyFile(file, copy);
      return copy;
    }));
    const wanted = await migrations();
    const keys = await imageKeys(wanted, copied);
    expect(await imageKeys(wanted, copied)).toEqual(keys);
    expect(new Set(keys).size).toBe(wanted.length + 1);

    const roles = copied.find((file) => file.endsWith('roles.sql'))!;
    await appendFile(roles, '\n');
    const withPlatformChanged = await imageKeys(wanted, copied);
    expect(withPlatformChanged.filter((key) => keys.includes(key))).toEqual([]);

    const third = 2;
    const edited = wanted.map((migration, index) => (index === third ? { ...migration, sql: `${migration.sql}\n` } : migration));
    const withMigrationChanged = await imageKeys(edited, inputs);
    const current = await imageKeys(wanted, inputs);
    expect(withMigrationChanged.slice(0, third + 1)).toEqual(current.slice(0, third + 1));
    expect(withMigrationChanged.slice(third + 1).filter((key) => current.includes(key))).toEqual([]);
  });

  it('is whole when two processes build it at once: each writes a file of its own and renames it into place', async () => {
    const { cache } = await cacheWithTheProjectImage();
    const dir = await migrationsWith('20991231000000_add_a_note.sql', 'create table public.notes (id bigint primary key);');
    const build = () =>
      new Promise<void>((resolve, reject) => {
        const script = `const { openDatabase } = await import(${JSON.stringify(projectPath('supabase', 'local', 'db.ts'))});
          await (await openDatabase(null, ${JSON.stringify(dir)}, { images: ${JSON.stringify(cache)} })).close();`;
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], { cwd: projectPath(), stdio: ['ignore', 'ignore', 'inherit'] });
        child.once('error', reject);
        child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`a build exited with ${code}`))));
      });
    await Promise.all([build(), build()]);

    const kept = await readdir(cache);
    expect(kept.filter((name) => !name.endsWith('.tar'))).toEqual([]);
    expect(kept).toHaveLength(2);
    const dataDir = await folder();
    const db = await openDatabase(dataDir, dir, { images: cache });
    try {
      expect((await db.query('select count(*)::int as count from public.notes')).rows).toEqual([{ count: 0 }]);
      expect(await readdir(cache)).toHaveLength(2);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('holds no keys: each folder makes its own signing and push keys', async () => {
    const { image } = await cacheWithTheProjectImage();
    const unpacked = await folder();
    restoreImage(image, unpacked);
    expect((await files(unpacked)).filter((path) => /key|vapid|\.json$/i.test(path))).toEqual([]);

    const first = await startTestStack();
    const second = await startTestStack();
    try {
      const stored = (stack: typeof first) => Promise.all(['signing-keys.json', 'push-keys.json'].map((name) => readFile(join(stack.dataDir, name), 'utf8')));
      const [firstKeys, secondKeys] = await Promise.all([stored(first), stored(second)]);
      expect(firstKeys[0]).not.toBe(secondKeys[0]);
      expect(firstKeys[1]).not.toBe(secondKeys[1]);
      expect(first.keys.anonKey).not.toBe(second.keys.anonKey);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it('grows by the migrations newer than it: a new image is built on it, applying only those', async () => {
    const { cache } = await cacheWithTheProjectImage();
    const base = await openDatabase(null, MIGRATIONS_DIR, { images: cache });
    const file = '20991231000000_add_a_note.sql';
    const extended = await openDatabase(await folder(), await migrationsWith(file, 'create table public.notes (id bigint primary key);'), { images: cache });
    try {
      expect(await systemIdentifier(extended)).toBe(await systemIdentifier(base));
      const versions = (await extended.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version')).rows;
      expect(versions.at(-1)).toEqual({ version: '20991231000000' });
      expect((await readdir(cache)).filter((name) => name.endsWith('.tar'))).toHaveLength(2);
    } finally {
      await Promise.all([base.close(), extended.close()]);
    }
  });

  it('stops the start at a migration hosted refuses, naming its file, and keeps no image of it', async () => {
    const { cache } = await cacheWithTheProjectImage();
    const file = '20991231000000_alter_users.sql';
    const dataDir = await folder();
    const refusal = await openDatabase(dataDir, await migrationsWith(file, 'alter table auth.users add column nickname text;'), { images: cache }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(MigrationError);
    expect((refusal as Error).message).toBe(`supabase/migrations/${file} was refused (42501): must be owner of table users`);
    expect(await readdir(cache)).toHaveLength(1);
    expect(await readdir(dataDir)).toEqual([]);
  });
});
