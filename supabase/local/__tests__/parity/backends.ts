import pg from 'pg';
import { actingAs, localRefusal, migrations, openDatabase, type Database } from '../../db.ts';
import { AUTH_ROLE, platformSql } from '../../platform/platform.ts';

// The two databases the parity checks run on, behind one interface: a real PostgreSQL server shaped like a
// hosted project (built here from the platform SQL the local stack uses, with the migrations applied by a real
// `postgres` login), and the local stack's PGlite, opened exactly as `npm start` opens it.

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

/** What a statement did: `rows N` (rows returned or touched) or the SQLSTATE it failed with. */
export type Outcome = string;

export interface Backend {
  readonly name: string;
  /**
   * One request as PostgREST runs it: a transaction, `set local role`, the JWT's claims in `request.jwt.claims`,
   * the statement. Rolled back unless `commit`, so every check starts from the same rows.
   */
  request(role: ApiRole, claims: Record<string, unknown>, sql: string, params?: unknown[], commit?: boolean): Promise<Outcome>;
  /** A statement as GoTrue runs it (as supabase_auth_admin), committed. */
  asAuthServer(sql: string, params?: unknown[]): Promise<Outcome>;
  /** A statement as a migration runs it (as `postgres`), rolled back. */
  asMigrationRole(sql: string): Promise<Outcome>;
  /** Several requests at once: on as many connections where the server has them. Outcomes in the order given. */
  concurrently(requests: (() => Promise<Outcome>)[]): Promise<Outcome[]>;
  close(): Promise<void>;
}

function outcomeOf(result: { rowCount?: number | null; affectedRows?: number; rows: unknown[] }): Outcome {
  return `rows ${Math.max(result.rows.length, result.rowCount ?? 0, result.affectedRows ?? 0)}`;
}

function failure(error: unknown): Outcome {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') throw error;
  return code;
}

const CLAIMS = `select set_config('request.jwt.claims', $1, true)`;

/** The local stack's database, fresh and in memory, with the platform laid down and every migration applied. */
export async function pgliteBackend(): Promise<Backend> {
  const db: Database = await openDatabase(null);
  const auth = actingAs(db, AUTH_ROLE);
  const request: Backend['request'] = async (role, claims, sql, params = [], commit = false) => {
    try {
      return await db.transaction(async (tx) => {
        await tx.exec(`set local role ${role}`);
        await tx.query(CLAIMS, [JSON.stringify(claims)]);
        const outcome = outcomeOf(await tx.query(sql, params));
        if (!commit) await tx.rollback();
        return outcome;
      });
    } catch (error) {
      return failure(error);
    }
  };
  return {
    name: 'PGlite',
    request,
    async asAuthServer(sql, params = []) {
      try {
        return outcomeOf(await auth.query(sql, params));
      } catch (error) {
        return failure(error);
      }
    },
    async asMigrationRole(sql) {
      // The migration runner's own guard comes first, as it does for a migration file.
      const refusal = localRefusal(sql);
      if (refusal) return refusal.code;
      try {
        return await db.transaction(async (tx) => {
          await tx.exec('set local role postgres');
          const results = await tx.exec(sql);
          await tx.rollback();
          return outcomeOf(results[results.length - 1]);
        });
      } catch (error) {
        return failure(error);
      }
    },
    concurrently: (requests) => Promise.all(requests.map((run) => run())),
    close: () => db.close(),
  };
}

export interface ServerSettings {
  /** A superuser connection; the suite creates (and drops) a database of its own on that server. */
  url: string;
}

/**
 * A database on a real PostgreSQL server, shaped like a hosted project: the roles and privileges of roles.sql,
 * GoTrue's auth schema created by supabase_auth_admin, then every migration applied by a `postgres` login (no
 * superuser), one transaction per file. Requests log in as `authenticator` and switch role as PostgREST does.
 */
export async function postgresBackend({ url }: ServerSettings): Promise<Backend> {
  const server = new URL(url);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const database = `sendero_parity_${process.pid}_${Date.now().toString(36)}`;
  const loginAs = (user: string, max = 1) => {
    const pool = new pg.Pool({ host: server.hostname, port: Number(server.port || 5432), database, user, password: decodeURIComponent(server.password) || undefined, max });
    // An idle connection ends when the database is dropped at the close; that is expected, not an error.
    pool.on('error', () => {});
    return pool;
  };
  try {
    const me = await admin.query<{ rolsuper: boolean }>('select rolsuper from pg_roles where rolname = current_user');
    if (!me.rows[0]?.rolsuper) throw new Error(`${server.username} is not a superuser of that server: the suite needs one to create roles`);
    const migrationRole = await admin.query<{ rolsuper: boolean }>(`select rolsuper from pg_roles where rolname = 'postgres'`);
    if (migrationRole.rows[0]?.rolsuper) {
      throw new Error('that server\'s superuser is named postgres, the name hosted gives its migration role: start one with scripts/test-postgres.sh');
    }
    await admin.query(`create database ${database}`);
  } catch (error) {
    await admin.end();
    throw error;
  }

  const inDatabase = new URL(url);
  inDatabase.pathname = `/${database}`;
  const setup = new pg.Client({ connectionString: inDatabase.toString() });
  await setup.connect();
  // Roles are the server's: one run at a time creates them (the lock lives in the database the URL names).
  await admin.query('select pg_advisory_lock(hashtext($1))', ['sendero-parity-roles']);
  try {
    await setup.query(await platformSql('roles'));
    if (server.password) {
      // Every login the suite uses takes the URL's password, so a server that asks for one lets them in.
      for (const role of ['postgres', 'authenticator', AUTH_ROLE]) {
        await setup.query(`alter role ${role} password '${decodeURIComponent(server.password).replace(/'/g, "''")}'`);
      }
    }
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', ['sendero-parity-roles']);
  }
  await setup.query(`begin; set local role ${AUTH_ROLE}; ${await platformSql('auth')} commit;`);
  await setup.end();

  const migrator = loginAs('postgres');
  for (const migration of await migrations()) {
    const client = await migrator.connect();
    try {
      await client.query('begin');
      await client.query(migration.sql);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw new Error(`${migration.file} failed on PostgreSQL: ${(error as Error).message}`);
    } finally {
      client.release();
    }
  }

  const authenticator = loginAs('authenticator', 8);
  const gotrue = loginAs(AUTH_ROLE);
  const inTransaction = async (pool: pg.Pool, steps: (client: pg.PoolClient) => Promise<Outcome>, commit: boolean): Promise<Outcome> => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const outcome = await steps(client);
      await client.query(commit ? 'commit' : 'rollback');
      return outcome;
    } catch (error) {
      await client.query('rollback');
      return failure(error);
    } finally {
      client.release();
    }
  };

  return {
    name: 'PostgreSQL',
    request: (role, claims, sql, params = [], commit = false) =>
      inTransaction(authenticator, async (client) => {
        await client.query(`set local role ${role}`);
        await client.query(CLAIMS, [JSON.stringify(claims)]);
        return outcomeOf(await client.query(sql, params));
      }, commit),
    asAuthServer: (sql, params = []) => inTransaction(gotrue, async (client) => outcomeOf(await client.query(sql, params)), true),
    asMigrationRole: (sql) =>
      inTransaction(migrator, async (client) => {
        const results = (await client.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
        return outcomeOf(Array.isArray(results) ? results[results.length - 1] : results);
      }, false),
    concurrently: (requests) => Promise.all(requests.map((run) => run())),
    async close() {
      await Promise.all([migrator.end(), authenticator.end(), gotrue.end()]);
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    },
  };
}

