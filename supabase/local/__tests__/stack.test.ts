import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestStack, uniqueEmail } from '../testing.ts';
import { useTestStack } from '../function-tests.ts';
import { currentCounter, totpCode } from '../totp.ts';

// The stack driven by the real supabase-js client, as the app and the Edge Functions use it.

const PASSWORD = 'luna-llena-42';
const today = () => new Date().toISOString().slice(0, 10);

const fixture = useTestStack();

async function signedUpClient(fullName = '') {
  const client = fixture.stack.client();
  const email = uniqueEmail();
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD, options: { data: { full_name: fullName } } });
  expect(error).toBeNull();
  return { client, email, user: data.user! };
}

async function insertReading(userId: string, date = today()) {
  const { data, error } = await fixture.stack
    .serviceClient()
    .from('tarot_readings')
    .insert({ user_id: userId, reading_date: date, card_name: 'La Estrella', interpretation: 'Calma y esperanza.', practical_action: 'Respira.' })
    .select()
    .single();
  expect(error).toBeNull();
  return data as { id: string; card_name: string };
}

describe('auth', () => {
  it('signs up, signs in and reads no reading for today', async () => {
    const { email } = await signedUpClient('Ana Pérez');
    const client = fixture.stack.client();
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.user_metadata.full_name).toBe('Ana Pérez');
    const reading = await client.from('tarot_readings').select('*').eq('user_id', data.user!.id).eq('reading_date', today()).maybeSingle();
    expect(reading.error).toBeNull();
    expect(reading.data).toBeNull();
    const profile = await client.from('profiles').select('full_name').single();
    expect(profile.data).toEqual({ full_name: 'Ana Pérez' });
  });

  it('reports wrong credentials and duplicate sign-ups with the messages auth-js users match on', async () => {
    const { email } = await signedUpClient();
    const wrong = await fixture.stack.client().auth.signInWithPassword({ email, password: 'otra-cosa' });
    expect(wrong.error?.message).toBe('Invalid login credentials');
    expect(wrong.error?.code).toBe('invalid_credentials');
    const duplicate = await fixture.stack.client().auth.signUp({ email, password: PASSWORD });
    expect(duplicate.error?.message).toBe('User already registered');
    expect(duplicate.error?.code).toBe('user_already_exists');
    const weak = await fixture.stack.client().auth.signUp({ email: uniqueEmail(), password: '123' });
    expect(weak.error?.code).toBe('weak_password');
  });

  it('puts Supabase claims in an ES256 token whose key is published as JWKS', async () => {
    const { client, user } = await signedUpClient();
    const { data } = await client.auth.getSession();
    const [header, payload] = data.session!.access_token.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('ES256');
    expect(payload).toMatchObject({ sub: user.id, role: 'authenticated', aud: 'authenticated', aal: 'aal1', email: user.email, is_anonymous: false });
    expect(payload.exp - payload.iat).toBe(3600);
    expect(payload.amr[0].method).toBe('password');
    expect(typeof payload.session_id).toBe('string');
    const jwks = await fetch(`${fixture.stack.url}/auth/v1/.well-known/jwks.json`).then((r) => r.json());
    expect(jwks.keys[0].kid).toBe(header.kid);
    expect(jwks.keys[0].d).toBeUndefined();
    const claims = await client.auth.getClaims();
    expect(claims.data?.claims.sub).toBe(user.id);
  });

  it('rotates refresh tokens and refuses a reused one', async () => {
    const { client } = await signedUpClient();
    const first = (await client.auth.getSession()).data.session!;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.refresh_token).not.toBe(first.refresh_token);
    // Past GoTrue's reuse interval (10 s) a replayed token is theft; the token is aged here rather than waited for.
    await fixture.stack.db.query(`update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1`, [first.refresh_token]);
    const replay = await fixture.stack.client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(replay.error?.code).toBe('refresh_token_already_used');
    // Replaying a rotated token ends the session family: the current token dies with it.
    const after = await fixture.stack.client().auth.refreshSession({ refresh_token: refreshed.data.session!.refresh_token });
    expect(after.error).not.toBeNull();
  });

  it('signs out: the session can no longer read the user', async () => {
    const { client } = await signedUpClient();
    const token = (await client.auth.getSession()).data.session!.access_token;
    expect((await client.auth.signOut()).error).toBeNull();
    const user = await fixture.stack.client().auth.getUser(token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
    const raw = await fetch(`${fixture.stack.url}/auth/v1/user`, { headers: { apikey: fixture.stack.keys.anonKey, Authorization: `Bearer ${token}` } });
    expect(raw.status).toBe(403);
    expect((await raw.json()).code).toBe('session_not_found');
  });

  it('updates user metadata', async () => {
    const { client } = await signedUpClient();
    const { data, error } = await client.auth.updateUser({ data: { full_name: 'Nombre Nuevo' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata.full_name).toBe('Nombre Nuevo');
  });

  it('lifts a session to aal2 with a TOTP code and lists the verified factor', async () => {
    const { client } = await signedUpClient();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Mi teléfono', issuer: 'Sendero Astral' });
    expect(enrolled.error).toBeNull();
    const { id: factorId, totp } = enrolled.data as { id: string; totp: { secret: string; qr_code: string; uri: string } };
    expect(totp.qr_code).toMatch(/^data:image\/svg\+xml/);
    expect(totp.uri).toMatch(/^otpauth:\/\/totp\/Sendero%20Astral:/);
    const challenge = await client.auth.mfa.challenge({ factorId });
    const wrong = await client.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: '000000' === totpCode(totp.secret, currentCounter()) ? '111111' : '000000' });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    const verified = await client.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: totpCode(totp.secret, currentCounter()) });
    expect(verified.error).toBeNull();
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect((level.data!.currentAuthenticationMethods[0] as { method: string }).method).toBe('totp');
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.totp.map((f) => f.id)).toEqual([factorId]);
  });

  it('refuses to remove a verified factor from an aal1 session', async () => {
    const { client, email } = await signedUpClient();
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const { id: factorId, totp } = data as { id: string; totp: { secret: string } };
    await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(totp.secret, currentCounter()) });
    const other = fixture.stack.client();
    await other.auth.signInWithPassword({ email, password: PASSWORD });
    const level = await other.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const removal = await other.auth.mfa.unenroll({ factorId });
    expect(removal.error?.code).toBe('insufficient_aal');
  });

  it('says Google is off and refuses to authorize it', async () => {
    const settings = await fetch(`${fixture.stack.url}/auth/v1/settings`, { headers: { apikey: fixture.stack.keys.anonKey } }).then((r) => r.json());
    expect(settings.external).toMatchObject({ google: false, email: true });
    const response = await fetch(`${fixture.stack.url}/auth/v1/authorize?provider=google`, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Unsupported provider: provider is not enabled');
  });
});

describe('rest and row-level security', () => {
  it('shows a row to its owner only', async () => {
    const owner = await signedUpClient();
    const stranger = await signedUpClient();
    const inserted = await insertReading(owner.user.id);
    const own = await owner.client.from('tarot_readings').select('*').eq('user_id', owner.user.id).eq('reading_date', today()).maybeSingle();
    expect(own.data?.id).toBe(inserted.id);
    const theirs = await stranger.client.from('tarot_readings').select('*').eq('user_id', owner.user.id);
    expect(theirs.error).toBeNull();
    expect(theirs.data).toEqual([]);
    // No API role reaches a table without a grant, and anon has none: refused before any policy is asked.
    const anonymous = await fixture.stack.client().from('tarot_readings').select('*');
    expect(anonymous.error?.code).toBe('42501');
    expect(anonymous.status).toBe(401);
  });

  it('lets only the service role write readings, and keeps one per user per day', async () => {
    const owner = await signedUpClient();
    const write = await owner.client.from('tarot_readings').insert({ user_id: owner.user.id, reading_date: today(), card_name: 'El Loco', interpretation: 'x' });
    expect(write.error?.code).toBe('42501');
    expect(write.status).toBe(403);
    await insertReading(owner.user.id);
    const second = await fixture.stack.serviceClient().from('tarot_readings').insert({ user_id: owner.user.id, reading_date: today(), card_name: 'El Mago', interpretation: 'y' });
    expect(second.error?.code).toBe('23505');
    expect(second.status).toBe(409);
  });

  it('supports filters, order, limit, single and upsert', async () => {
    const owner = await signedUpClient();
    for (const date of ['2026-01-01', '2026-01-02', '2026-01-03']) await insertReading(owner.user.id, date);
    const ordered = await owner.client.from('tarot_readings').select('reading_date').order('reading_date', { ascending: false }).limit(2);
    expect(ordered.data).toEqual([{ reading_date: '2026-01-03' }, { reading_date: '2026-01-02' }]);
    const ranged = await owner.client.from('tarot_readings').select('reading_date', { count: 'exact' }).gte('reading_date', '2026-01-02').in('reading_date', ['2026-01-01', '2026-01-02']);
    expect(ranged.data).toEqual([{ reading_date: '2026-01-02' }]);
    expect(ranged.count).toBe(1);
    const none = await owner.client.from('tarot_readings').select('*').eq('reading_date', '1999-01-01').single();
    expect(none.error?.code).toBe('PGRST116');
    // The draw's insert leaves the day's card alone; replacing it would need UPDATE, which the service role lacks.
    const kept = await fixture.stack.serviceClient().from('tarot_readings')
      .upsert({ user_id: owner.user.id, reading_date: '2026-01-01', card_name: 'La Luna', interpretation: 'z' }, { onConflict: 'user_id,reading_date', ignoreDuplicates: true })
      .select('card_name');
    expect(kept.data).toEqual([]);
    const replaced = await fixture.stack.serviceClient().from('tarot_readings')
      .upsert({ user_id: owner.user.id, reading_date: '2026-01-01', card_name: 'La Luna', interpretation: 'z' }, { onConflict: 'user_id,reading_date' });
    expect(replaced.error?.code).toBe('42501');
    const updated = await owner.client.from('profiles').update({ full_name: 'Otra' }).eq('id', owner.user.id).select('full_name');
    expect(updated.data).toEqual([{ full_name: 'Otra' }]);
  });

  it('refuses expired and tampered tokens', async () => {
    const shortLived = await startTestStack({ jwtExpirySeconds: 1 });
    try {
      const client = shortLived.client();
      const { data } = await client.auth.signUp({ email: uniqueEmail(), password: PASSWORD });
      const token = data.session!.access_token;
      const [header, payload, signature] = token.split('.');
      const forged = JSON.parse(Buffer.from(payload, 'base64url').toString());
      forged.role = 'service_role';
      const tampered = [header, Buffer.from(JSON.stringify(forged)).toString('base64url'), signature].join('.');
      const rest = (bearer: string) =>
        fetch(`${shortLived.url}/rest/v1/tarot_readings?select=*`, { headers: { apikey: shortLived.keys.anonKey, Authorization: `Bearer ${bearer}` } });
      const tamperedResponse = await rest(tampered);
      expect(tamperedResponse.status).toBe(401);
      expect((await tamperedResponse.json()).code).toBe('PGRST301');
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const expired = await rest(token);
      expect(expired.status).toBe(401);
      expect((await expired.json()).code).toBe('PGRST303');
      const user = await shortLived.client().auth.getUser(token);
      expect(user.error?.status).toBe(403);
    } finally {
      await shortLived.stop();
    }
  });
});

describe('gateway', () => {
  it('answers like the Supabase gateway and never crashes on bad input', async () => {
    const noKey = await fetch(`${fixture.stack.url}/rest/v1/tarot_readings`);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({ message: 'No API key found in request' });
    const wrongKey = await fetch(`${fixture.stack.url}/auth/v1/settings`, { headers: { apikey: 'nope' } });
    expect(wrongKey.status).toBe(401);
    const headers = { apikey: fixture.stack.keys.anonKey, 'Content-Type': 'application/json' };
    const malformed = await fetch(`${fixture.stack.url}/auth/v1/signup`, { method: 'POST', headers, body: '{"email":' });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).code).toBe('bad_json');
    const huge = await fetch(`${fixture.stack.url}/auth/v1/signup`, { method: 'POST', headers, body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2_000_000) }) });
    expect(huge.status).toBe(413);
    const unknownTable = await fetch(`${fixture.stack.url}/rest/v1/secretos`, { headers });
    expect(unknownTable.status).toBe(404);
    const badColumn = await fetch(`${fixture.stack.url}/rest/v1/tarot_readings?select=nope`, { headers });
    expect(badColumn.status).toBe(400);
    const wrongMethod = await fetch(`${fixture.stack.url}/auth/v1/signup`, { method: 'GET', headers });
    expect(wrongMethod.status).toBe(405);
    const unknownAuth = await fetch(`${fixture.stack.url}/auth/v1/nada`, { headers });
    expect(unknownAuth.status).toBe(404);
    const unknownFunction = await fetch(`${fixture.stack.url}/functions/v1/nada`, { method: 'POST' });
    expect(unknownFunction.status).toBe(404);
    expect(noKey.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("lets another origin read auth and REST answers, errors included, with hosted's CORS headers", async () => {
    const origin = { Origin: 'https://otra-app.example' };
    const key = { apikey: fixture.stack.keys.anonKey };
    const auth = [
      await fetch(`${fixture.stack.url}/auth/v1/settings`, { headers: { ...origin, ...key } }),
      await fetch(`${fixture.stack.url}/auth/v1/user`, { headers: { ...origin, ...key } }),
      await fetch(`${fixture.stack.url}/auth/v1/settings`, { headers: origin }),
    ];
    expect(auth.map((response) => response.status)).toEqual([200, 401, 401]);
    for (const response of auth) {
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      // GoTrue's exposed headers: auth-js reads the API version of every answer.
      expect(response.headers.get('access-control-expose-headers')).toBe('X-Total-Count, Link, X-Supabase-Api-Version');
    }
    const { client } = await signedUpClient();
    const token = (await client.auth.getSession()).data.session!.access_token;
    const rest = [
      await fetch(`${fixture.stack.url}/rest/v1/tarot_readings?select=id`, { headers: { ...origin, ...key, Authorization: `Bearer ${token}` } }),
      await fetch(`${fixture.stack.url}/rest/v1/secretos`, { headers: { ...origin, ...key } }),
    ];
    expect(rest.map((response) => response.status)).toEqual([200, 404]);
    for (const response of rest) {
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      // PostgREST's exposed headers: supabase-js reads Content-Range for counts.
      expect(response.headers.get('access-control-expose-headers')).toBe(
        'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit',
      );
    }
  });

  it('rate limits sign-ins per address with 429', async () => {
    const limited = await startTestStack({ signInRateLimit: 3 });
    try {
      const attempts = [];
      for (let i = 0; i < 4; i += 1) attempts.push(await limited.client().auth.signInWithPassword({ email: 'nadie@ejemplo.com', password: PASSWORD }));
      expect(attempts.slice(0, 3).every((a) => a.error?.code === 'invalid_credentials')).toBe(true);
      expect(attempts[3].error?.status).toBe(429);
      expect(attempts[3].error?.code).toBe('over_request_rate_limit');
    } finally {
      await limited.stop();
    }
  });
});

describe('Google sign-in through a provider speaking OAuth 2.0', () => {
  let provider: Server;
  let providerUrl: string;

  beforeAll(async () => {
    provider = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/token' && req.method === 'POST') {
        let body = '';
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () => {
          const form = new URLSearchParams(body);
          const ok = form.get('code') === 'codigo-valido' && form.get('client_secret') === 'secreto';
          res.writeHead(ok ? 200 : 400, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(ok ? { access_token: 'token-de-google', token_type: 'Bearer' } : { error: 'invalid_grant' }));
        });
        return;
      }
      if (url.pathname === '/userinfo' && req.headers.authorization === 'Bearer token-de-google') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ sub: 'g-123', email: 'Luz@Ejemplo.com', email_verified: true, name: 'Luz Marina' }));
        return;
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

  it('redirects to the provider, then back to the app with a session in the fragment', async () => {
    const google = await startTestStack({
      google: { clientId: 'cliente', clientSecret: 'secreto', authorizeUrl: `${providerUrl}/authorize`, tokenUrl: `${providerUrl}/token`, userinfoUrl: `${providerUrl}/userinfo` },
    });
    try {
      const settings = await fetch(`${google.url}/auth/v1/settings`, { headers: { apikey: google.keys.anonKey } }).then((r) => r.json());
      expect(settings.external.google).toBe(true);
      const { data } = await google.client().auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${google.url}/`, skipBrowserRedirect: true } });
      const toProvider = await fetch(data.url!, { redirect: 'manual' });
      expect(toProvider.status).toBe(302);
      const providerRedirect = new URL(toProvider.headers.get('location')!);
      expect(providerRedirect.origin).toBe(providerUrl);
      expect(providerRedirect.searchParams.get('client_id')).toBe('cliente');
      const back = await fetch(`${google.url}/auth/v1/callback?code=codigo-valido&state=${providerRedirect.searchParams.get('state')}`, { redirect: 'manual' });
      const appUrl = new URL(back.headers.get('location')!);
      expect(`${appUrl.origin}${appUrl.pathname}`).toBe(`${google.url}/`);
      const fragment = new URLSearchParams(appUrl.hash.slice(1));
      const user = await google.client().auth.getUser(fragment.get('access_token')!);
      expect(user.data.user?.email).toBe('luz@ejemplo.com');
      expect(user.data.user?.app_metadata.provider).toBe('google');
      const replay = await fetch(`${google.url}/auth/v1/callback?code=codigo-valido&state=${providerRedirect.searchParams.get('state')}`, { redirect: 'manual' });
      expect(replay.headers.get('location')).toContain('error=bad_oauth_state');
    } finally {
      await google.stop();
    }
  });
});

describe('persistence', () => {
  it('keeps users, rows and keys across a restart', async () => {
    const first = await startTestStack();
    const client = first.client();
    const email = uniqueEmail();
    const { data } = await client.auth.signUp({ email, password: PASSWORD });
    await first.serviceClient().from('tarot_readings').insert({ user_id: data.user!.id, reading_date: today(), card_name: 'El Sol', interpretation: 'Claridad.' });
    const anonKey = first.keys.anonKey;
    await first.stop(true);
    const second = await startTestStack({ dataDir: first.dataDir });
    try {
      expect(second.keys.anonKey).toBe(anonKey);
      const again = second.client();
      const signIn = await again.auth.signInWithPassword({ email, password: PASSWORD });
      expect(signIn.error).toBeNull();
      const row = await again.from('tarot_readings').select('card_name').eq('reading_date', today()).single();
      expect(row.data).toEqual({ card_name: 'El Sol' });
    } finally {
      await second.stop();
    }
  });
});
