import { PGlite } from '@electric-sql/pglite';
import { spawn } from 'node:child_process';
import { appendFile, readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { projectPath } from './paths.ts';

const migrationsDir = projectPath('supabase', 'migrations');

export type Database = PGlite;

/**
 * PGlite's default shared_buffers (128 MB) is sized for a database server, not for one app's few thousand
 * rows: 16 MB keeps ~110 MB of memory free. Appended, because PGlite's own option replaces the whole file
 * (and with it the timezone and datestyle initdb wrote).
 */
const CONFIG_MARK = '# sendero-astral: memory for one machine';
const CONFIG_LINES = `\n${CONFIG_MARK}\nshared_buffers = 16MB\n`;

/** Opens (or creates) the persisted database, lays down what Supabase provides, then applies new migrations in order. */
export async function openDatabase(dataDir: string | null): Promise<Database> {
  if (dataDir) await prepareDataDir(dataDir);
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  await db.exec(await readFile(projectPath('supabase', 'local', 'bootstrap.sql'), 'utf8'));
  await applyMigrations(db);
  return db;
}

/** A fresh folder is initialised in a child process; every folder gets the memory settings once. */
async function prepareDataDir(dataDir: string): Promise<void> {
  const initialised = await stat(join(dataDir, 'PG_VERSION')).then(() => true, () => false);
  if (!initialised) {
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

async function applyMigrations(db: Database): Promise<void> {
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const applied = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version),
  );
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (applied.has(version)) continue;
    const sql = await readFile(join(migrationsDir, file), 'utf8');
    // One transaction per migration, as the Supabase CLI does: a failing file leaves no half-applied schema.
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, rest.join('_')]);
    });
  }
}
