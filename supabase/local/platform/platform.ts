import type { PGlite, Transaction } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
import { projectPath } from '../paths.ts';

// What a hosted project has before its migrations, laid into a PGlite data folder once: the roles of roles.sql,
// GoTrue's auth schema (auth.sql, owned by supabase_auth_admin), and the local auth server's own state
// (local-auth.sql). The hosted-parity suite builds its real PostgreSQL databases from the same files.
//
// PGlite runs PostgreSQL in single-user mode, where the session always belongs to the bootstrap superuser (OID
// 10, named `postgres` by initdb) and PostgreSQL refuses to rename the session user or take SUPERUSER from the
// bootstrap role. Hosted names that role `supabase_admin` and gives the name `postgres` to the migration role,
// which is no superuser; so the bootstrap role is renamed in the catalog, in the same transaction that lays
// everything else down. Its new name is the mark that the folder is ready: later starts do nothing here.

export type PlatformFile = 'roles' | 'auth' | 'local-auth' | 'upgrade';

export function platformSql(file: PlatformFile): Promise<string> {
  return readFile(projectPath('supabase', 'local', 'platform', `${file}.sql`), 'utf8');
}

/** The role GoTrue connects as; the local auth server acts as it. */
export const AUTH_ROLE = 'supabase_auth_admin';

/** Lays the platform into a fresh folder, or brings a folder of the earlier local stack up to it; then nothing. */
export async function layDownPlatform(db: PGlite): Promise<void> {
  const bootstrap = await db.query<{ rolname: string }>('select rolname from pg_authid where oid = 10');
  if (bootstrap.rows[0]?.rolname === 'supabase_admin') return;
  const [roles, auth, localAuth, upgrade] = await Promise.all([platformSql('roles'), platformSql('auth'), platformSql('local-auth'), platformSql('upgrade')]);
  await db.transaction(async (tx) => {
    await tx.exec(`update pg_authid set rolname = 'supabase_admin' where oid = 10`);
    const earlier = await tx.query<{ found: boolean }>(`select to_regclass('auth.users') is not null as found`);
    await tx.exec(roles);
    if (earlier.rows[0].found) {
      await tx.exec(upgrade);
    } else {
      await asAuthAdmin(tx, auth);
      await asAuthAdmin(tx, localAuth);
    }
  });
}

async function asAuthAdmin(tx: Transaction, sql: string): Promise<void> {
  await tx.exec(`set local role ${AUTH_ROLE}`);
  await tx.exec(sql);
  await tx.exec('reset role');
}
