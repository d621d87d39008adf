import { PGlite } from '@electric-sql/pglite';
import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const here = fileURLToPath(new URL('.', import.meta.url));
const migrationsDir = join(here, '..', 'migrations');

export type Database = PGlite;

/** Opens (or creates) the persisted database, lays down what Supabase provides, then applies new migrations in order. */
export async function openDatabase(dataDir: string | null): Promise<Database> {
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  await db.exec(await readFile(join(here, 'bootstrap.sql'), 'utf8'));
  await applyMigrations(db);
  return db;
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
