import { describe, expect, it } from 'vitest';
import { request } from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, uniqueEmail, type TestStack } from '../../../local/testing.ts';
import { useTestStack } from '../../../local/function-tests.ts';
import { currentCounter, totpCode } from '../../../local/totp.ts';
import { deleteAccount } from '../../../../src/features/account/api/delete-account.ts';

// delete-account through the real supabase-js against the local stack: the password is checked again on the
// server, the second factor and a recent sign-in are required where they apply, a refusal deletes nothing,
// and a deletion takes every row of the user (by the foreign keys' cascade) and nobody else's.

const PASSWORD = 'saturno-29';
const USER_TABLES = ['profiles', 'tarot_readings', 'birth_charts', 'people', 'compatibility_readings', 'premium_readings', 'push_subscriptions'] as const;

const fixture = useTestStack();

/** A signed-up user with a row in every table that holds user data (the service role writes what only functions write). */
async function userWithData(prefix = 'borrar') {
  const email = uniqueEmail(prefix);
  const client = fixture.stack.client();
  const signUp = await client.auth.signUp({ email, password: PASSWORD, options: { data: { full_name: 'Inés Borrado' } } });
  expect(signUp.error).toBeNull();
  const userId = signUp.data.user!.id;
  const person = await client.from('people').insert({ name: 'Marta', relation: 'amigos', birth_date: '1990-01-02', birth_location: 'Lima, Perú' }).select('id').single();
  expect(person.error).toBeNull();
  const service = fixture.stack.serviceClient();
  const inserts = [
    client.from('push_subscriptions').insert({ endpoint: `https://fcm.googleapis.com/fcm/send/${userId}`, p256dh: 'B'.repeat(87), auth: 'clave-de-auth-16', hour: 9, time_zone: 'Europe/Madrid' }),
    service.from('tarot_readings').insert({ user_id: userId, reading_date: '2026-11-20', card_name: 'La Estrella', interpretation: 'Texto' }),
    service.from('birth_charts').insert({ user_id: userId, chart_name: 'Mi carta', birth_date: '1990-01-02', birth_location: 'Lima, Perú', place: {}, chart: {}, interpretation: 'Texto', source: 'builtin' }),
    service.from('compatibility_readings').insert({
      user_id: userId, person_a_id: person.data!.id, category: 'amigos', scores: {}, contacts: {}, interpretation: 'Texto', advanced: {}, names: { a: 'Inés', b: 'Marta' }, source: 'builtin',
    }),
    service.from('premium_readings').insert({ user_id: userId, kind: 'monthly_report', params: {}, events: [], interpretation: 'Texto', source: 'builtin' }),
  ];
  for (const insert of inserts) expect((await insert).error).toBeNull();
  expect((await client.from('tarot_readings').update({ note: 'Mi nota' }).eq('user_id', userId)).error).toBeNull();
  return { email, userId, client };
}

/** Makes the session's only `amr` method this one, at this time (GoTrue's auth.mfa_amr_claims). */
async function signedInWith(sessionId: string, method: string, timestamp: number): Promise<void> {
  await fixture.stack.db.query('delete from auth.mfa_amr_claims where session_id = $1', [sessionId]);
  await fixture.stack.db.query(
    'insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id) values ($1, to_timestamp($3), to_timestamp($3), $2, gen_random_uuid())',
    [sessionId, method, timestamp],
  );
}

/** Rows of the user in each table, counted past RLS. */
async function rowsOf(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of USER_TABLES) {
    const { count, error } = await fixture.stack.serviceClient().from(table).select('*', { count: 'exact', head: true }).eq(table === 'profiles' ? 'id' : 'user_id', userId);
    expect(error).toBeNull();
    counts[table] = count ?? 0;
  }
  return counts;
}

const everyTableOnce = Object.fromEntries(USER_TABLES.map((table) => [table, 1]));
const nothing = Object.fromEntries(USER_TABLES.map((table) => [table, 0]));

async function call(client: SupabaseClient, body: unknown) {
  const token = (await client.auth.getSession()).data.session?.access_token;
  const response = await fetch(`${fixture.stack.url}/functions/v1/delete-account`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { error?: string; reason?: string; deleted?: boolean } };
}

async function canSignIn(email: string): Promise<boolean> {
  return !(await fixture.stack.client().auth.signInWithPassword({ email, password: PASSWORD })).error;
}

describe('delete-account', () => {
  it('refuses a wrong password with 403 and deletes nothing', async () => {
    const user = await userWithData();
    const reply = await call(user.client, { password: 'no-es-la-mia' });
    expect(reply).toEqual({ status: 403, body: { error: expect.stringContaining('No hemos eliminado nada'), reason: 'wrong_password' } });
    expect(await rowsOf(user.userId)).toEqual(everyTableOnce);
    expect(await canSignIn(user.email)).toBe(true);
  });

  it('with the right password deletes the user and all their rows, leaves another user untouched, and the account can no longer sign in', async () => {
    const user = await userWithData();
    const other = await userWithData('ajeno');
    expect(await deleteAccount(user.client, PASSWORD)).toEqual({ ok: true });

    expect(await rowsOf(user.userId)).toEqual(nothing);
    const admin = await fixture.stack.serviceClient().auth.admin.getUserById(user.userId);
    expect(admin.error?.status).toBe(404);
    expect(await canSignIn(user.email)).toBe(false);
    // The token the user still holds reaches nothing: its session went with the user.
    expect((await user.client.auth.getUser()).error).not.toBeNull();

    expect(await rowsOf(other.userId)).toEqual(everyTableOnce);
    expect(await canSignIn(other.email)).toBe(true);
    const { data } = await other.client.from('people').select('name');
    expect(data).toEqual([{ name: 'Marta' }]);
  });

  it('asks for the password when an account that has one sends none, and refuses bad bodies and anonymous calls', async () => {
    const user = await userWithData();
    expect(await call(user.client, {})).toMatchObject({ status: 403, body: { reason: 'password_required' } });
    expect(await call(user.client, { password: PASSWORD, extra: true })).toMatchObject({ status: 400, body: { error: expect.any(String) } });
    expect(await call(user.client, { password: 42 })).toMatchObject({ status: 400 });
    expect(await call(user.client, 'no es json')).toMatchObject({ status: 400, body: { error: 'La solicitud no es JSON válido o es demasiado grande.' } });
    expect(await call(fixture.stack.client(), { password: PASSWORD })).toMatchObject({ status: 401 });
    expect(await rowsOf(user.userId)).toEqual(everyTableOnce);
  });

  it('refuses an aal1 session of a user with a verified factor, even with the right password, and accepts it at aal2', async () => {
    const user = await userWithData('factor');
    const enrolled = await user.client.auth.mfa.enroll({ factorType: 'totp' });
    const { id: factorId, totp } = enrolled.data as { id: string; totp: { secret: string } };
    expect((await user.client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(totp.secret, currentCounter()) })).error).toBeNull();

    const aal1 = fixture.stack.client();
    expect((await aal1.auth.signInWithPassword({ email: user.email, password: PASSWORD })).error).toBeNull();
    // Refused before the password is even looked at, by the rule every function shares (_shared/http.ts).
    const refusal = await call(aal1, { password: PASSWORD });
    expect(refusal).toMatchObject({ status: 403, body: { code: 'insufficient_aal' } });
    expect(await deleteAccount(aal1, PASSWORD)).toMatchObject({ ok: false, reason: 'aal2_required' });
    expect(await rowsOf(user.userId)).toEqual(everyTableOnce);

    // The first client verified its factor: aal2, and with the password it may delete.
    expect(await call(user.client, { password: 'otra-cualquiera' })).toMatchObject({ status: 403, body: { reason: 'wrong_password' } });
    expect(await deleteAccount(user.client, PASSWORD)).toEqual({ ok: true });
    expect(await rowsOf(user.userId)).toEqual(nothing);
  });

  it('lets an account without a password (Google) delete itself only from a sign-in of the last 5 minutes', async () => {
    const user = await userWithData('google');
    // What a Google sign-up leaves: no email identity and no password, a session whose amr says "oauth".
    await fixture.stack.db.query(`update auth.users set encrypted_password = null, raw_app_meta_data = '{"provider":"google","providers":["google"]}' where id = $1`, [user.userId]);
    await fixture.stack.db.query(`update auth.identities set provider = 'google', provider_id = 'google-' || user_id where user_id = $1`, [user.userId]);
    const sessionId = (await user.client.auth.getSession()).data.session!.access_token.split('.')[1];
    const { session_id } = JSON.parse(Buffer.from(sessionId, 'base64url').toString()) as { session_id: string };
    const signedInAt = Math.floor(Date.now() / 1000) - 6 * 60;
    await signedInWith(session_id, 'oauth', signedInAt);
    // A refresh keeps the sign-in's time: the new token is fresh, the sign-in is not.
    expect((await user.client.auth.refreshSession()).error).toBeNull();

    expect(await deleteAccount(user.client, null)).toMatchObject({ ok: false, reason: 'reauthentication_required' });
    expect(await deleteAccount(user.client, 'cualquier-cosa')).toMatchObject({ ok: false, reason: 'reauthentication_required' });
    expect(await rowsOf(user.userId)).toEqual(everyTableOnce);

    await signedInWith(session_id, 'oauth', Math.floor(Date.now() / 1000) - 60);
    expect((await user.client.auth.refreshSession()).error).toBeNull();
    expect(await deleteAccount(user.client, null)).toEqual({ ok: true });
    expect(await rowsOf(user.userId)).toEqual(nothing);
  });
});

/**
 * delete-account called from another loopback address (127.0.0.2…), as a person on another network would, with an
 * X-Forwarded-For of its own making that the stack must not believe.
 */
let forged = 0;
async function callFrom(localAddress: string, stack: TestStack, client: SupabaseClient, password: string): Promise<number> {
  const token = (await client.auth.getSession()).data.session!.access_token;
  const body = JSON.stringify({ password });
  return new Promise((resolve, reject) => {
    const outgoing = request(`${stack.url}/functions/v1/delete-account`, {
      method: 'POST',
      localAddress,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Authorization: `Bearer ${token}`, 'X-Forwarded-For': `203.0.113.${(forged += 1)}` },
    }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('delete-account under the sign-in limit', () => {
  it("counts each caller's password checks on the caller's address and on the account, so one account's guesses lock out nobody else", async () => {
    // Sign-ins plus sign-ups per IP: the sign-ups below come from 127.0.0.1.
    const stack = await startTestStack({ signInRateLimit: 7 });
    try {
      const signedUp = async (prefix: string) => {
        const client = stack.client();
        const email = uniqueEmail(prefix);
        expect((await client.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
        return { client, email };
      };
      const guesser = await signedUp('adivina');
      const neighbour = await signedUp('vecina');
      const elsewhere = await signedUp('lejos');
      const another = await signedUp('otra');

      // Five checks per account, then 429 without asking the auth server: the address keeps budget for others.
      const statuses = [];
      for (let attempt = 0; attempt < 7; attempt += 1) statuses.push(await callFrom('127.0.0.2', stack, guesser.client, `no-es-la-mia-${attempt}`));
      expect(statuses).toEqual([403, 403, 403, 403, 403, 429, 429]);
      // Someone behind the same address still gets their own checks.
      expect(await callFrom('127.0.0.2', stack, neighbour.client, PASSWORD)).toBe(200);
      // And the guesses were counted on 127.0.0.2, not on the functions' own address: here nothing is spent.
      expect(await callFrom('127.0.0.1', stack, elsewhere.client, PASSWORD)).toBe(200);
      expect((await stack.client().auth.signInWithPassword({ email: guesser.email, password: PASSWORD })).error).toBeNull();
      // The address's own budget still holds whatever X-Forwarded-For a caller sends: 7 checks from 127.0.0.2.
      expect(await callFrom('127.0.0.2', stack, another.client, 'tampoco-es')).toBe(403);
      expect(await callFrom('127.0.0.2', stack, another.client, 'tampoco-es')).toBe(429);
    } finally {
      await stack.stop();
    }
  }, 180_000);
});

describe('the admin API of the local auth server', () => {
  it('deletes and reads users only with the service role', async () => {
    const user = await userWithData('admin');
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    for (const bearer of [token, fixture.stack.keys.anonKey]) {
      const response = await fetch(`${fixture.stack.url}/auth/v1/admin/users/${user.userId}`, {
        method: 'DELETE',
        headers: { apikey: fixture.stack.keys.anonKey, Authorization: `Bearer ${bearer}` },
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'not_admin' });
    }
    expect((await fetch(`${fixture.stack.url}/auth/v1/admin/users/${user.userId}`, { method: 'DELETE', headers: { apikey: fixture.stack.keys.anonKey } })).status).toBe(401);
    expect(await rowsOf(user.userId)).toEqual(everyTableOnce);

    const admin = fixture.stack.serviceClient().auth.admin;
    expect((await admin.getUserById(user.userId)).data.user?.email).toBe(user.email);
    expect((await admin.deleteUser('00000000-0000-4000-8000-000000000000')).error?.status).toBe(404);
    expect((await admin.deleteUser(user.userId)).error).toBeNull();
    expect(await rowsOf(user.userId)).toEqual(nothing);
  });

  it('every foreign key from a public table to auth.users deletes with the user', async () => {
    const { rows } = await fixture.stack.db.query<{ table_name: string; constraint_name: string; on_delete: string }>(
      `select c.conrelid::regclass::text as table_name, c.conname as constraint_name, c.confdeltype as on_delete
         from pg_constraint c
        where c.contype = 'f' and c.confrelid = 'auth.users'::regclass
          and c.connamespace = 'public'::regnamespace`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(USER_TABLES.length);
    expect(rows.filter((row) => row.on_delete !== 'c')).toEqual([]);
  });
});
