import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { spawn } from 'node:child_process';
import { appendFile, mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_CACHE, imageKeys, newestImage, restoreImage, saveImage } from './database-image.ts';
import { projectPath } from './paths.ts';
import { layDownPlatform } from './platform/platform.ts';

/** Where `supabase db push` takes its migrations from. */
export const MIGRATIONS_DIR = projectPath('supabase', 'migrations');

/** The connection, as the superuser (`supabase_admin`): tests and the stack's own plumbing use it. */
export type Database = PGlite;

/** A role's view of the database: the auth server acts as GoTrue's role through one of these. */
export interface RoleConnection {
  query<T>(sql: string, params?: unknown[]): Promise<Results<T>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
}

/**
 * PGlite's default shared_buffers (128 MB) is sized for a database server, not for one app's few thousand
 * rows: 16 MB keeps ~110 MB of memory free. Appended, because PGlite's own option replaces the whole file
 * (and with it the timezone and datestyle initdb wrote).
 */
const CONFIG_MARK = '# sendero-astral: memory for one machine';
const CONFIG_LINES = `\n${CONFIG_MARK}\nshared_buffers = 16MB\n`;

export interface OpenOptions {
  /**
   * The cache of images a fresh database is copied from (database-image.ts), built there when it lacks one; null
   * builds the database from scratch instead: initdb, the platform, every migration.
   */
  images?: string | null;
}

/**
 * Opens the persisted database, or makes a fresh one (in `dataDir`, or in memory when it is null) from the image of
 * the platform and these migrations; then lays down what Supabase provides and applies new migrations in order, both
 * of which find nothing left to do in a database fresh from its image.
 */
export async function openDatabase(dataDir: string | null, migrationsDir = MIGRATIONS_DIR, { images = IMAGE_CACHE }: OpenOptions = {}): Promise<Database> {
  const existing = dataDir !== null && (await initialised(dataDir));
  let db: Database;
  if (!existing && images) {
    const image = await imageOf(await migrations(migrationsDir), images);
    if (dataDir) restoreImage(image, dataDir);
    // Read whole, not as a blob of the file (openAsBlob): such a blob refuses to be read once the file's time
    // changes, and another process marks the image as used whenever it starts from it.
    db = await PGlite.create(dataDir ? { dataDir } : { loadDataDir: new Blob([await readFile(image)]) });
  } else {
    if (dataDir) await prepareDataDir(dataDir);
    db = await PGlite.create(dataDir ? { dataDir } : {});
  }
  try {
    await layDownPlatform(db);
    await applyMigrations(db, migrationsDir);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/**
 * The image holding the platform and these migrations. When the cache has none, it is built in a folder of its own:
 * from the image holding the most of them, applying only the migrations newer than it, or else from initdb. A
 * migration refused there stops the start as it would stop it anywhere, and leaves no image behind.
 */
async function imageOf(wanted: Migration[], cache: string): Promise<string> {
  const keys = await imageKeys(wanted);
  const closest = await newestImage(cache, keys);
  if (closest?.applied === wanted.length) return closest.file;
  const staging = await mkdtemp(join(tmpdir(), 'sendero-image-'));
  try {
    if (closest) restoreImage(closest.file, staging);
    await prepareDataDir(staging);
    const db = await PGlite.create({ dataDir: staging });
    try {
      await layDownPlatform(db);
      await applyPending(db, wanted);
    } finally {
      await db.close();
    }
    return await saveImage(cache, keys[wanted.length], staging);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * PGlite has one session, and it is the superuser's; a role is taken per transaction with `set local role`, the
 * way PostgREST takes the API roles. Every statement through this runs in its own transaction unless it is
 * inside `transaction`, so nothing here ever runs with the superuser's rights.
 */
export function actingAs(db: Database, role: string): RoleConnection {
  const enter = (tx: Transaction) => tx.exec(`set local role ${role}`);
  return {
    query: <T>(sql: string, params?: unknown[]) =>
      db.transaction(async (tx) => {
        await enter(tx);
        return tx.query<T>(sql, params);
      }),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      db.transaction(async (tx) => {
        await enter(tx);
        return callback(tx);
      }),
  };
}

/** Whether a data folder holds a database already. */
function initialised(dataDir: string): Promise<boolean> {
  return stat(join(dataDir, 'PG_VERSION')).then(() => true, () => false);
}

/** A fresh folder is initialised in a child process; every folder gets the memory settings once. */
async function prepareDataDir(dataDir: string): Promise<void> {
  if (!(await initialised(dataDir))) {
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, [projectPath('supabase', 'local', 'initdb.mjs'), dataDir], { stdio: ['ignore', 'inherit', 'inherit'] });
      child.once('error', reject);
      child.once('exit', resolve);
    });
    if (code !== 0) throw new Error(`initialising the database in ${dataDir} failed (exit code ${code})`);
  }
  const configFile = join(dataDir, 'postgresql.conf');
  if (!(await readFile(configFile, 'utf8')).includes(CONFIG_MARK)) await appendFile(configFile, CONFIG_LINES);
}

export interface Migration {
  file: string;
  version: string;
  name: string;
  sql: string;
}

/** Every migration file, in the order the Supabase CLI applies them. */
export async function migrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => {
      const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
      return { file, version, name: rest.join('_'), sql: await readFile(join(dir, file), 'utf8') };
    }),
  );
}

/** A migration the database (or the guard below) refused: the file, and PostgreSQL's own code and message. */
export class MigrationError extends Error {
  constructor(
    readonly file: string,
    readonly code: string,
    reason: string,
  ) {
    super(`supabase/migrations/${file} was refused (${code}): ${reason}`);
    this.name = 'MigrationError';
  }
}

// Two things only the local stack could let a migration do, so it refuses them before anything runs, as hosted
// would refuse them when they ran: switch role (the session is the superuser's, so it would get the superuser
// back, which the hosted migration role never has), and name local_auth (a schema hosted does not have).
const ROLE_SWITCH = /\b(?:set|reset)\s+(?:(?:session|local)\s+)?(?:role|session\s+authorization)\b|\bset_config\s*\(\s*'(?:role|session_authorization)'|\b(?:reset|discard)\s+all\b/i;
const LOCAL_SCHEMA = /\blocal_auth\b/i;

/** Why the local stack refuses this SQL before running it (comments aside): hosted's SQLSTATE and a reason. */
export function localRefusal(sql: string): { code: string; reason: string } | null {
  const code = sql.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/--[^\n]*/g, ' ');
  if (ROLE_SWITCH.test(code)) return { code: '42501', reason: 'a migration may not change its role or session authorization on the local stack' };
  if (LOCAL_SCHEMA.test(code)) return { code: '3F000', reason: 'schema "local_auth" does not exist on hosted Supabase: it is the local stack\'s own' };
  return null;
}

/**
 * Applies what has not run yet, as `supabase db push` does: one transaction per file, as the migration role
 * `postgres` (no superuser, bypasses row-level security) with its search path. A file hosted would refuse is
 * refused here with the same SQLSTATE, and stops the start.
 */
export async function applyMigrations(db: Database, dir = MIGRATIONS_DIR): Promise<void> {
  await applyPending(db, await migrations(dir));
}

async function applyPending(db: Database, all: Migration[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(`set local role postgres;
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key,
        name text not null,
        applied_at timestamptz not null default now()
      );`);
  });
  const applied = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version),
  );
  for (const migration of all) {
    if (applied.has(migration.version)) continue;
    const refusal = localRefusal(migration.sql);
    if (refusal) throw new MigrationError(migration.file, refusal.code, refusal.reason);
    try {
      await db.transaction(async (tx) => {
        await tx.exec(`set local role postgres; set local search_path to "$user", public, extensions;`);
        await tx.exec(migration.sql);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
      });
    } catch (error) {
      const pg = error as { code?: string; message?: string };
      throw new MigrationError(migration.file, pg.code ?? 'XX000', pg.message ?? String(error));
    }
  }
}
