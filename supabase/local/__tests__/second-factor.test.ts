import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { uniqueEmail } from '../testing.ts';
import { useTestStack } from '../function-tests.ts';
import { currentCounter, totpCode } from '../totp.ts';

// A verified second factor protects the data itself. A password-only (aal1) session of such a user
// reaches no row of any table and no function, through the real supabase-js, exactly as on hosted Supabase.

const PASSWORD = 'saturno-29';
const POLICY_FUNCTION = 'private.allowed_aal_levels()';

const fixture = useTestStack();

async function publicTables(): Promise<string[]> {
  const { rows } = await fixture.stack.db.query<{ relname: string }>(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
  );
  return rows.map((row) => row.relname);
}

/** A user who enrolled and verified a TOTP factor (their first client is at aal2), with rows in several tables. */
async function enrolledUser() {
  const email = uniqueEmail('dosfactores');
  const owner = fixture.stack.client();
  const signUp = await owner.auth.signUp({ email, password: PASSWORD });
  const userId = signUp.data.user!.id;
  const person = await owner.from('people').insert({ name: 'Lucía', birth_date: '1991-03-02', birth_location: 'Sevilla, España' }).select('id').single();
  expect(person.error).toBeNull();
  const service = fixture.stack.serviceClient();
  expect((await service.from('tarot_readings').insert({ user_id: userId, reading_date: '2026-11-20', card_name: 'La Estrella', interpretation: 'Texto' })).error).toBeNull();
  expect((await service.from('birth_charts').insert({
    user_id: userId, chart_name: 'Mi carta', birth_date: '1991-03-02', birth_location: 'Sevilla, España', place: {}, chart: {}, interpretation: 'Texto', source: 'builtin',
  })).error).toBeNull();
  const enrolled = await owner.auth.mfa.enroll({ factorType: 'totp' });
  const { id: factorId, totp } = enrolled.data as { id: string; totp: { secret: string } };
  expect((await owner.auth.mfa.challengeAndVerify({ factorId, code: totpCode(totp.secret, currentCounter()) })).error).toBeNull();
  return { email, userId, owner, factorId, secret: totp.secret, personId: person.data!.id as string };
}

async function passwordOnly(email: string): Promise<SupabaseClient> {
  const client = fixture.stack.client();
  expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  return client;
}

describe('the second factor enforced in the database', () => {
  it('puts the restrictive aal2 policy on every public table, for every command, USING and WITH CHECK', async () => {
    const tables = await publicTables();
    expect(tables.length).toBeGreaterThan(0);
    const { rows } = await fixture.stack.db.query<{ tablename: string; permissive: string; roles: string[] | string; cmd: string; qual: string | null; with_check: string | null }>(
      `select tablename, permissive, roles, cmd, qual, with_check from pg_policies where schemaname = 'public'`,
    );
    const { rows: rls } = await fixture.stack.db.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relrowsecurity`,
    );
    const missing = tables.filter((table) => !rows.some((policy) =>
      policy.tablename === table &&
      policy.permissive === 'RESTRICTIVE' &&
      String(policy.roles).includes('authenticated') &&
      policy.cmd === 'ALL' &&
      policy.qual?.includes(POLICY_FUNCTION) && policy.qual.includes("'aal'") &&
      policy.with_check?.includes(POLICY_FUNCTION) && policy.with_check.includes("'aal'")));
    expect(missing, 'tables without the "Second factor required once enrolled" policy (docs/supabase-compat.md)').toEqual([]);
    expect(tables.filter((table) => !rls.some((row) => row.relname === table)), 'tables without row-level security').toEqual([]);
  });

  it('keeps an aal1 session of an enrolled user from reading, inserting, updating or deleting anything', async () => {
    const user = await enrolledUser();
    const aal1 = await passwordOnly(user.email);

    for (const table of await publicTables()) {
      // `id`: a column every table has and every owner may read (push_subscriptions keeps its keys from the app).
      const read = await aal1.from(table).select('id');
      expect(read.error, table).toBeNull();
      expect(read.data, `${table} read at aal1`).toEqual([]);
    }
    // The same rows are there, and the aal2 session sees them.
    expect((await user.owner.from('people').select('id')).data).toEqual([{ id: user.personId }]);
    expect((await user.owner.from('tarot_readings').select('card_name')).data).toEqual([{ card_name: 'La Estrella' }]);
    expect((await user.owner.from('birth_charts').select('chart_name')).data).toEqual([{ chart_name: 'Mi carta' }]);
    expect((await user.owner.from('profiles').select('id')).data).toEqual([{ id: user.userId }]);

    const insert = await aal1.from('people').insert({ name: 'Intruso', birth_date: '1990-01-01', birth_location: 'Lima, Perú' });
    expect(insert.error?.code).toBe('42501');
    const update = await aal1.from('people').update({ name: 'Cambiado' }).eq('id', user.personId).select('id');
    expect(update.data).toEqual([]);
    const note = await aal1.from('tarot_readings').update({ note: 'escrito sin segundo factor' }).eq('user_id', user.userId).select('id');
    expect(note.data).toEqual([]);
    const removed = await aal1.from('birth_charts').delete().eq('user_id', user.userId).select('id');
    expect(removed.data).toEqual([]);
    const removedPeople = await aal1.from('people').delete().eq('id', user.personId).select('id');
    expect(removedPeople.data).toEqual([]);

    const service = fixture.stack.serviceClient();
    expect((await service.from('people').select('name').eq('user_id', user.userId)).data).toEqual([{ name: 'Lucía' }]);
    expect((await service.from('birth_charts').select('id').eq('user_id', user.userId)).data).toHaveLength(1);
    expect((await service.from('tarot_readings').select('note').eq('user_id', user.userId)).data).toEqual([{ note: null }]);
  });

  it('keeps an aal1 session of an enrolled user from calling a function', async () => {
    const user = await enrolledUser();
    const aal1 = await passwordOnly(user.email);
    const refused = await aal1.functions.invoke('generate-tarot-reading', { body: {} });
    // GoTrue's answer for a session below the level the user's factors require.
    expect(refused.error?.context.status).toBe(403);
    expect(await refused.error?.context.json()).toEqual({ error: 'Confirma tu segundo factor de autenticación para continuar.', code: 'insufficient_aal' });
    const service = fixture.stack.serviceClient();
    expect((await service.from('tarot_readings').select('id').eq('user_id', user.userId)).data).toHaveLength(1);
  });

  it('lets the same session in once it verifies the factor', async () => {
    const user = await enrolledUser();
    const session = await passwordOnly(user.email);
    // The next time step: the owner's code for this step was already used, and codes are single-use.
    const verified = await session.auth.mfa.challengeAndVerify({ factorId: user.factorId, code: totpCode(user.secret, currentCounter() + 1) });
    expect(verified.error).toBeNull();
    expect((await session.from('people').select('name')).data).toEqual([{ name: 'Lucía' }]);
    expect((await session.from('people').update({ name: 'Lucía M.' }).eq('id', user.personId).select('name')).data).toEqual([{ name: 'Lucía M.' }]);
    const inserted = await session.from('people').insert({ name: 'Sol', birth_date: '1985-07-07', birth_location: 'Quito, Ecuador' });
    expect(inserted.error).toBeNull();
    expect((await session.from('people').delete().eq('id', user.personId).select('id')).data).toEqual([{ id: user.personId }]);
    const called = await session.functions.invoke('generate-tarot-reading', { body: {} });
    expect(called.error).toBeNull();
  });

  it('leaves users without a verified factor as they were', async () => {
    const { client } = await fixture.stack.signedIn('sinfactor');
    // An enrolled but unverified factor does not count yet.
    await client.auth.mfa.enroll({ factorType: 'totp' });
    const inserted = await client.from('people').insert({ name: 'Ana', birth_date: '1999-09-09', birth_location: 'Bogotá, Colombia' });
    expect(inserted.error).toBeNull();
    expect((await client.from('people').select('name')).data).toEqual([{ name: 'Ana' }]);
    expect((await client.functions.invoke('generate-tarot-reading', { body: {} })).error).toBeNull();
  });

  it('is unreadable to the API roles like on hosted Supabase: auth.mfa_factors answers 42501 to authenticated', async () => {
    const denied = await fixture.stack.db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'authenticated', true)`);
      await tx.query('select count(*) from auth.mfa_factors');
    }).then(() => null, (error: { code?: string }) => error.code);
    expect(denied).toBe('42501');
  });
});
