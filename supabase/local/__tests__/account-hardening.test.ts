import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, isAuthWeakPasswordError, type SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { signToken } from '../keys.ts';
import { startTestStack, uniqueEmail, type TestStack } from '../testing.ts';
import { useTestStack } from '../function-tests.ts';
import { currentCounter, totpCode } from '../totp.ts';
import { CHARTS_PER_HOUR } from '../../functions/_shared/contract/limits.ts';

// The accounts hardened as GoTrue hardens them, probed as an attacker would: forged tokens, metadata that would
// lock an account out, unbounded guessing, one address in two Unicode spellings, guessable passwords, and a Google
// identity claiming someone else's address. Everything through supabase-js against the running fixture.stack.

const PASSWORD = 'saturno-29';

const fixture = useTestStack();

/** A client that presents `token` as its user's access token, whatever its claims say. */
function withToken(token: string): SupabaseClient {
  return createClient(fixture.stack.url, fixture.stack.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

describe('access tokens', () => {
  it('refuses tokens signed with the right key but without exp, from another issuer or for another audience', async () => {
    const { client, userId } = await fixture.stack.signedIn('firma');
    await client.from('people').insert({ name: 'Marta', birth_date: '1980-02-02', birth_location: 'Cádiz, España' });
    const { data } = await client.auth.getSession();
    const claims = decodeJwt(data.session!.access_token);
    const { exp: _exp, ...withoutExp } = claims;
    const forged = {
      'no exp': await signToken(fixture.stack.keys, withoutExp),
      'another issuer': await signToken(fixture.stack.keys, { ...claims, iss: 'https://otro-proyecto.supabase.co/auth/v1' }),
      'another audience': await signToken(fixture.stack.keys, { ...claims, aud: 'otra-app' }),
      'an API key with a user': await signToken(fixture.stack.keys, { ...claims, iss: 'supabase', aud: undefined }),
    };
    // The genuine token works, so each refusal below is about the one claim changed.
    expect((await withToken(data.session!.access_token).from('people').select('name')).data).toEqual([{ name: 'Marta' }]);
    for (const [what, token] of Object.entries(forged)) {
      const rest = await withToken(token).from('people').select('name');
      expect(rest.status, `REST, ${what}`).toBe(401);
      const user = await fixture.stack.client().auth.getUser(token);
      expect(user.error?.status, `auth, ${what}`).toBe(403);
      const fn = await withToken(token).functions.invoke('generate-tarot-reading', { body: {} });
      expect(fn.error?.context.status, `function, ${what}`).toBe(401);
    }
    expect((await fixture.stack.serviceClient().from('tarot_readings').select('id').eq('user_id', userId)).data).toEqual([]);
  });
});

describe('user metadata', () => {
  const bigMetadata = { bio: 'x'.repeat(12 * 1024) };

  it('refuses 12 KB of metadata at sign-up and in updateUser, and the account stays usable', async () => {
    const refused = await fixture.stack.client().auth.signUp({ email: uniqueEmail('metadatos'), password: PASSWORD, options: { data: bigMetadata } });
    expect(refused.error?.status).toBe(400);
    expect(refused.error?.message).toMatch(/metadata is too large/);

    const { client } = await fixture.stack.signedIn('metadatos');
    const update = await client.auth.updateUser({ data: bigMetadata });
    expect(update.error?.status).toBe(400);
    expect(update.error?.message).toMatch(/metadata is too large/);
    // Many small updates cannot add up to it either.
    for (let i = 0; i < 3; i += 1) await client.auth.updateUser({ data: { [`nota${i}`]: 'y'.repeat(1500) } });
    expect((await client.auth.getUser()).data.user?.user_metadata.nota2).toBeUndefined();

    expect((await client.auth.refreshSession()).error).toBeNull();
    expect((await client.from('profiles').select('id')).data).toHaveLength(1);
    expect((await client.functions.invoke('generate-tarot-reading', { body: {} })).error).toBeNull();
  });
});

describe('every 429 says when to come back', () => {
  it("on TOTP verify: only the owner's session spends a factor's budget, never a stranger naming its id", async () => {
    const { client } = await fixture.stack.signedIn('presupuesto');
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const { id: factorId, totp } = data as { id: string; totp: { secret: string } };
    const stranger = (await fixture.stack.signedIn('extrano')).client;
    const strangerToken = (await stranger.auth.getSession()).data.session!.access_token;
    const verifyAs = (authorization: string | null) =>
      fetch(`${fixture.stack.url}/auth/v1/factors/${factorId}/verify`, {
        method: 'POST',
        headers: { apikey: fixture.stack.keys.anonKey, 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
        body: JSON.stringify({ challenge_id: '00000000-0000-0000-0000-000000000000', code: '000000' }),
      });
    // Far more than the 30 a window allows, with no session and with another user's: GoTrue's 401 and 404.
    for (let i = 0; i < 40; i += 1) expect((await verifyAs(null)).status).toBe(401);
    for (let i = 0; i < 40; i += 1) {
      const response = await verifyAs(`Bearer ${strangerToken}`);
      expect(response.status).toBe(404);
      expect((await response.json()).code).toBe('mfa_factor_not_found');
    }
    expect((await stranger.auth.mfa.challenge({ factorId })).error?.code).toBe('mfa_factor_not_found');
    // The owner still verifies at once (this runs before the test that spends this address's budget).
    const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(totp.secret, currentCounter()) });
    expect(verified.error).toBeNull();
  });

  it('on TOTP verify: 600 wrong codes are refused with 429 + Retry-After long before they are all tried', async () => {
    const { client } = await fixture.stack.signedIn('adivina');
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const { id: factorId, totp } = data as { id: string; totp: { secret: string } };
    const challenge = await client.auth.mfa.challenge({ factorId });
    const { data: session } = await client.auth.getSession();
    const valid = new Set([-1, 0, 1].map((step) => totpCode(totp.secret, currentCounter() + step)));
    const wrongCodes = Array.from({ length: 600 }, (_, i) => String(i * 1667).padStart(6, '0')).filter((code) => !valid.has(code));
    let firstLimited = -1;
    let retryAfter: string | null = null;
    for (const [index, code] of wrongCodes.entries()) {
      const response = await fetch(`${fixture.stack.url}/auth/v1/factors/${factorId}/verify`, {
        method: 'POST',
        headers: { apikey: fixture.stack.keys.anonKey, Authorization: `Bearer ${session.session!.access_token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ challenge_id: challenge.data!.id, code }),
      });
      if (response.status === 429) {
        firstLimited = index;
        retryAfter = response.headers.get('retry-after');
        break;
      }
      expect(response.status).toBe(422);
    }
    expect(firstLimited).toBeGreaterThan(0);
    expect(firstLimited).toBeLessThanOrEqual(30);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('from a function at its hourly limit, with Retry-After', async () => {
    const { client, userId } = await fixture.stack.signedIn('limite');
    const rows = Array.from({ length: CHARTS_PER_HOUR }, (_, i) => ({
      user_id: userId, chart_name: `Carta ${i}`, birth_date: '1990-05-15', birth_location: 'Madrid, España', place: {}, chart: {}, interpretation: 'Texto', source: 'builtin',
    }));
    expect((await fixture.stack.serviceClient().from('birth_charts').insert(rows)).error).toBeNull();
    const { error } = await client.functions.invoke('generate-birth-chart', {
      body: { birthDate: '1990-05-15', birthTime: '14:30', birthLocation: 'Madrid, España', chartName: 'Otra' },
    });
    expect(error?.context.status).toBe(429);
    expect(Number(error?.context.headers.get('retry-after'))).toBeGreaterThan(0);
    // Readable by the app from another origin, as on hosted Supabase.
    expect(error?.context.headers.get('access-control-expose-headers')).toMatch(/Retry-After/i);
  });

  // Last: a second stack points the functions at itself (their SUPABASE_URL) until the next one starts.
  it('on sign-in, with Retry-After', async () => {
    const limited = await startTestStack({ signInRateLimit: 2 });
    try {
      const client = limited.client();
      for (let i = 0; i < 2; i += 1) await client.auth.signInWithPassword({ email: 'nadie@ejemplo.com', password: 'no-es-esta' });
      const response = await fetch(`${limited.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: limited.keys.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'nadie@ejemplo.com', password: 'no-es-esta' }),
      });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.stop();
    }
  });
});

describe('email addresses', () => {
  it("refuses an address with angle brackets or other specials, which would name another mailbox in the mail's To", async () => {
    for (const email of [`ana<${uniqueEmail('otra')}>`, `"ana"@ejemplo.com`, `ana,${uniqueEmail('otra')}`, `ana@ejemplo.com>`]) {
      const { error } = await fixture.stack.client().auth.signUp({ email, password: 'luna-llena-42' });
      expect(error?.code, email).toBe('validation_failed');
      expect((await fixture.stack.client().auth.resetPasswordForEmail(email)).error?.status, email).toBe(400);
    }
    const { client } = await fixture.stack.signedIn('sin-angulos');
    expect((await client.auth.updateUser({ email: `nueva<${uniqueEmail('otra')}>` })).error?.code).toBe('validation_failed');
    expect((await fixture.stack.outbox()).some((message) => message.to.includes('<'))).toBe(false);
  });

  it('treats josé in either Unicode spelling and any case as one account', async () => {
    const tag = uniqueEmail('x').split('@')[0].replace(/\W/g, '');
    const decomposed = `Jose\u0301.${tag}@Ejemplo.com`;
    const composed = `jos\u00e9.${tag}@ejemplo.com`;
    const first = await fixture.stack.client().auth.signUp({ email: decomposed, password: PASSWORD });
    expect(first.error).toBeNull();
    expect(first.data.user?.email).toBe(composed);
    const again = await fixture.stack.client().auth.signUp({ email: composed, password: PASSWORD });
    expect(again.error?.code).toBe('user_already_exists');
    const signIn = await fixture.stack.client().auth.signInWithPassword({ email: `JOS\u00c9.${tag}@EJEMPLO.COM`, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.id).toBe(first.data.user?.id);
  });
});

describe('weak passwords', () => {
  it('refuses a password of spaces and the most common passwords with GoTrue weak_password reasons', async () => {
    const spaces = await fixture.stack.client().auth.signUp({ email: uniqueEmail('debil'), password: '        ' });
    expect(isAuthWeakPasswordError(spaces.error)).toBe(true);
    expect(spaces.error).toMatchObject({ code: 'weak_password', status: 422, reasons: ['characters'] });
    for (const common of ['password', 'qwerty123', 'Contraseña', '123456789']) {
      const { error } = await fixture.stack.client().auth.signUp({ email: uniqueEmail('debil'), password: common });
      expect(error, common).toMatchObject({ code: 'weak_password', reasons: ['pwned'] });
    }
    const short = await fixture.stack.client().auth.signUp({ email: uniqueEmail('debil'), password: 'a1b2' });
    expect(short.error).toMatchObject({ code: 'weak_password', reasons: ['length'] });
    const fine = await fixture.stack.client().auth.signUp({ email: uniqueEmail('debil'), password: 'luna llena 7' });
    expect(fine.error).toBeNull();
  });
});

describe('Google sign-in and existing accounts', () => {
  let provider: Server;
  let providerUrl: string;
  let profile: Record<string, unknown> = {};

  beforeAll(async () => {
    provider = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/token' && req.method === 'POST') {
        req.resume();
        req.on('end', () => {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ access_token: 'token-de-google', token_type: 'Bearer' }));
        });
        return;
      }
      if (url.pathname === '/userinfo') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(profile));
        return;
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

  async function googleSignIn(google: TestStack): Promise<string> {
    const { data } = await google.client().auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${google.url}/`, skipBrowserRedirect: true } });
    const toProvider = await fetch(data.url!, { redirect: 'manual' });
    const state = new URL(toProvider.headers.get('location')!).searchParams.get('state');
    const back = await fetch(`${google.url}/auth/v1/callback?code=codigo&state=${state}`, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(back.headers.get('location')!).hash.slice(1));
    return fragment.get('access_token')!;
  }

  it('links only an address Google says is verified to the account that owns it', async () => {
    const google = await startTestStack({
      google: { clientId: 'cliente', clientSecret: 'secreto', authorizeUrl: `${providerUrl}/authorize`, tokenUrl: `${providerUrl}/token`, userinfoUrl: `${providerUrl}/userinfo` },
    });
    try {
      const email = uniqueEmail('victima');
      const owner = await google.client().auth.signUp({ email, password: PASSWORD });
      const ownerId = owner.data.user!.id;

      profile = { sub: 'g-atacante', email: email.toUpperCase(), email_verified: false, name: 'Otra persona' };
      const attacker = await google.client().auth.getUser(await googleSignIn(google));
      expect(attacker.data.user?.id).not.toBe(ownerId);
      expect(attacker.data.user?.email).toBe('');
      const identities = await google.db.query<{ provider: string }>('select provider from auth.identities where user_id = $1', [ownerId]);
      expect(identities.rows.map((row) => row.provider)).toEqual(['email']);

      profile = { sub: 'g-duena', email, email_verified: true, name: 'La dueña' };
      const linked = await google.client().auth.getUser(await googleSignIn(google));
      expect(linked.data.user?.id).toBe(ownerId);
      expect(linked.data.user?.identities?.map((identity) => identity.provider).sort()).toEqual(['email', 'google']);
    } finally {
      await google.stop();
    }
  });
});
