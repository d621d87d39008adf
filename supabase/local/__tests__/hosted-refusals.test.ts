import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_DIR, MigrationError, applyMigrations, openDatabase, type Database } from '../db.ts';
import { useTestStack } from '../function-tests.ts';
import { currentCounter, totpCode } from '../totp.ts';

// What hosted Supabase refuses, the local stack refuses too, with the same answer: DDL on GoTrue's schema by the
// migration role (a migration that tries stops the start, naming its file), the service role reading auth.users,
// a PATCH or DELETE with no filter (pg-safeupdate behind PostgREST), and a challenge verified from elsewhere.

const folders: string[] = [];

/** Every migration of the project, and one more at the end. */
async function migrationsWith(file: string, sql: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sendero-migrations-'));
  folders.push(dir);
  for (const name of await readdir(MIGRATIONS_DIR)) await copyFile(join(MIGRATIONS_DIR, name), join(dir, name));
  await writeFile(join(dir, file), sql);
  return dir;
}

afterAll(async () => {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('a migration on the local stack', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase(null);
  });
  afterAll(async () => {
    await db.close();
  });

  const refused: [string, string][] = [
    ['creates a table in auth', 'create table auth.notes (id uuid primary key);'],
    ['creates a function in auth', `create function auth.hello() returns int language sql as 'select 1';`],
    ['alters auth.users', 'alter table auth.users add column nickname text;'],
    ['puts a policy on an auth table', 'create policy "Everyone reads users" on auth.users for select using (true);'],
    ['drops a trigger on auth.users', 'drop trigger on_auth_user_created on auth.users;'],
    ['takes the role of GoTrue', 'set local role supabase_auth_admin;\nalter table auth.users add column nickname text;'],
  ];
  for (const [what, sql] of refused) {
    it(`that ${what} is refused as hosted refuses it (42501), naming the file`, async () => {
      const file = '20991231000000_try_the_auth_schema.sql';
      const refusal = await applyMigrations(db, await migrationsWith(file, sql)).then(() => null, (error: unknown) => error);
      expect(refusal).toBeInstanceOf(MigrationError);
      expect(refusal).toMatchObject({ file, code: '42501' });
      expect((refusal as Error).message).toContain(`supabase/migrations/${file}`);
      const recorded = await db.query(`select 1 from supabase_migrations.schema_migrations where version = '20991231000000'`);
      expect(recorded.rows).toEqual([]);
    });
  }

  it("that names the local stack's own schema is refused, since hosted has none", async () => {
    const file = '20991231000000_read_local_state.sql';
    await expect(applyMigrations(db, await migrationsWith(file, 'create view public.counters as select * from local_auth.totp_counters;'))).rejects.toMatchObject({
      file, code: '3F000',
    });
  });

  it('may do what hosted lets the migration role do with auth: a trigger, a foreign key, a definer function that reads it', async () => {
    const file = '20991231000001_use_the_auth_schema.sql';
    await applyMigrations(db, await migrationsWith(file, `
      create table public.nicknames (user_id uuid primary key references auth.users (id) on delete cascade, nickname text);
      create function public.count_factors() returns bigint language sql security definer set search_path = '' as
        $$ select count(*) from auth.mfa_factors $$;
      create trigger on_auth_user_renamed after update on auth.users for each row execute function public.handle_new_user();
    `));
    const made = await db.query<{ owner: string }>(`select pg_get_userbyid(relowner) as owner from pg_class where oid = 'public.nicknames'::regclass`);
    expect(made.rows).toEqual([{ owner: 'postgres' }]);
    expect((await db.query<{ count: number }>('select public.count_factors()::int as count')).rows).toEqual([{ count: 0 }]);
  });

  it('stops the start of the stack', async () => {
    const file = '20991231000002_alter_users.sql';
    await expect(openDatabase(null, await migrationsWith(file, 'alter table auth.users add column nickname text;'))).rejects.toThrow(
      `supabase/migrations/${file} was refused (42501): must be owner of table users`,
    );
  });
});

describe('the API of the local stack', () => {
  const fixture = useTestStack();

  it('keeps auth.users from the service role, as hosted does', async () => {
    // As REST runs the service role's requests: inside a transaction, after `set local role`.
    const read = fixture.stack.db.transaction(async (tx) => {
      await tx.exec('set local role service_role');
      return tx.query('select id from auth.users');
    });
    await expect(read).rejects.toMatchObject({ code: '42501', message: 'permission denied for table users' });
    const rest = await fetch(`${fixture.stack.url}/rest/v1/users?select=id`, {
      headers: { apikey: fixture.stack.keys.serviceRoleKey, Authorization: `Bearer ${fixture.stack.keys.serviceRoleKey}`, 'Accept-Profile': 'auth' },
    });
    expect(rest.status).toBe(406);
  });

  it("refuses to verify a second factor's challenge from another address than the one that asked for it, as GoTrue", async () => {
    const { client } = await fixture.stack.signedIn('otra-direccion');
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    const challenge = await client.auth.mfa.challenge({ factorId: enrolled.data!.id });
    await fixture.stack.db.query(`update auth.mfa_challenges set ip_address = '203.0.113.7' where id = $1`, [challenge.data!.id]);
    const verified = await client.auth.mfa.verify({
      factorId: enrolled.data!.id, challengeId: challenge.data!.id, code: totpCode(enrolled.data!.totp!.secret, currentCounter()),
    });
    expect([verified.error?.status, verified.error?.code]).toEqual([422, 'mfa_ip_address_mismatch']);
  });

  it('answers a PATCH or DELETE without a filter as PostgREST with pg-safeupdate does, whoever sends it', async () => {
    const { client } = await fixture.stack.signedIn('sin-filtro');
    for (const caller of [client, fixture.stack.serviceClient(), fixture.stack.client()]) {
      const update = await caller.from('people').update({ name: 'Todos' });
      expect([update.status, update.error]).toEqual([400, { code: '21000', details: null, hint: null, message: 'UPDATE requires a WHERE clause' }]);
      const remove = await caller.from('push_subscriptions').delete();
      expect([remove.status, remove.error]).toEqual([400, { code: '21000', details: null, hint: null, message: 'DELETE requires a WHERE clause' }]);
    }
    const filtered = await client.from('people').delete().eq('name', 'Nadie');
    expect([filtered.status, filtered.error]).toEqual([204, null]);
  });
});
