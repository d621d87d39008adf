import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { uniqueEmail } from '../testing.ts';
import { useTestStack } from '../function-tests.ts';
import { currentCounter, totpCode } from '../totp.ts';
import { SoftwareAuthenticator } from './software-authenticator.ts';

// Passkeys as a second factor, through the real supabase-js mfa calls against the local stack, answered by a
// software authenticator that signs real attestations and assertions.

const PASSWORD = 'saturno-29';
const fixture = useTestStack();

const relyingParty = () => ({ rpId: 'localhost', rpOrigins: [fixture.stack.url] });

// supabase-js types the credentials as the browser's classes; the software authenticator's have the same toJSON().
type VerifyParams = Parameters<SupabaseClient['auth']['mfa']['verify']>[0];

async function newAccount() {
  const client = fixture.stack.client();
  const email = uniqueEmail('llave');
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { client, email, userId: data.user!.id };
}

async function challenge(client: SupabaseClient, factorId: string, webauthn = relyingParty()) {
  const { data, error } = await client.auth.mfa.challenge({ factorId, webauthn });
  expect(error).toBeNull();
  if (data?.type !== 'webauthn') throw new Error('expected a webauthn challenge');
  return data;
}

/** supabase-js' verify parameters that answer challenge `challengeId` with `credential`, from the site's own page. */
function answer(factorId: string, challengeId: string, type: 'create' | 'request', credential: unknown): VerifyParams {
  return { factorId, challengeId, webauthn: { type, ...relyingParty(), credential_response: credential as never } } as VerifyParams;
}

/** Enrols a passkey held by a new software authenticator; the session ends at aal2. */
async function enrolPasskey(client: SupabaseClient, friendlyName = 'Portátil') {
  const authenticator = new SoftwareAuthenticator(fixture.stack.url);
  const enrolled = await client.auth.mfa.enroll({ factorType: 'webauthn', friendlyName });
  expect(enrolled.error).toBeNull();
  const factorId = enrolled.data!.id;
  const created = await challenge(client, factorId);
  if (created.webauthn.type !== 'create') throw new Error('expected creation options');
  const creationOptions = created.webauthn.credential_options.publicKey;
  const verified = await client.auth.mfa.verify(answer(factorId, created.id, 'create', authenticator.create(creationOptions as never)));
  expect(verified.error).toBeNull();
  return { authenticator, factorId, enrolled: enrolled.data, creationOptions };
}

/** Answers a fresh request challenge with the authenticator; returns supabase-js' verify result. */
async function assert(client: SupabaseClient, factorId: string, authenticator: SoftwareAuthenticator, options: { origin?: string } = {}) {
  const requested = await challenge(client, factorId);
  if (requested.webauthn.type !== 'request') throw new Error('expected request options');
  return client.auth.mfa.verify(answer(factorId, requested.id, 'request', authenticator.get(requested.webauthn.credential_options.publicKey as never, options)));
}

async function signInAgain(email: string) {
  const client = fixture.stack.client();
  expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  return client;
}

/** A new account with a passkey, signed in again (`again`) with its password alone: aal1 until the passkey answers. */
async function passkeyAccountSignedInAgain() {
  const { client, email, userId } = await newAccount();
  const { authenticator, factorId } = await enrolPasskey(client);
  return { email, userId, authenticator, factorId, again: await signInAgain(email) };
}

describe('passkeys as a second factor', () => {
  it('enrols a passkey, stores it as GoTrue does and lifts the session to aal2', async () => {
    const { client, email } = await newAccount();
    const { authenticator, factorId, enrolled, creationOptions } = await enrolPasskey(client);
    expect(enrolled).toMatchObject({ type: 'webauthn', friendly_name: 'Portátil' });
    const options = creationOptions as unknown as {
      rp: { id: string }; user: { name: string }; pubKeyCredParams: { alg: number }[]; attestation: string;
    };
    expect(options.rp.id).toBe('localhost');
    expect(options.user.name).toBe(email);
    expect(options.pubKeyCredParams.map((param) => param.alg)).toContain(-7);
    expect(options.attestation).toBe('none');

    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect((level.data!.currentAuthenticationMethods[0] as { method: string }).method).toBe('mfa/webauthn');
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.webauthn.map((factor) => [factor.id, factor.friendly_name, factor.status])).toEqual([[factorId, 'Portátil', 'verified']]);
    expect(factors.data?.totp).toEqual([]);
    const { data: user } = await client.auth.getUser();
    expect(user.user?.factors).toEqual([expect.objectContaining({ id: factorId, factor_type: 'webauthn', status: 'verified', web_authn_aaguid: '00000000-0000-0000-0000-000000000000' })]);

    const stored = await fixture.stack.db.query<{ secret: string | null; web_authn_aaguid: string; web_authn_credential: { id: string; publicKey: string; attestationType: string; authenticator: { signCount: number } } }>(
      'select secret, web_authn_aaguid, web_authn_credential from auth.mfa_factors where id = $1',
      [factorId],
    );
    const row = stored.rows[0];
    expect(row.secret).toBeNull();
    expect(row.web_authn_aaguid).toBe('00000000-0000-0000-0000-000000000000');
    expect(row.web_authn_credential.id).toBe(authenticator.credentialId.toString('base64'));
    expect(row.web_authn_credential.attestationType).toBe('none');
    expect(row.web_authn_credential.authenticator.signCount).toBe(0);
  });

  it('signs in with the password, then the passkey, to reach aal2 and the rows', async () => {
    const { userId, authenticator, factorId, again } = await passkeyAccountSignedInAgain();
    const inserted = await fixture.stack.serviceClient().from('tarot_readings').insert({
      user_id: userId, reading_date: new Date().toISOString().slice(0, 10), card_name: 'La Estrella', interpretation: 'Calma.', practical_action: 'Respira.',
    });
    expect(inserted.error).toBeNull();

    expect((await again.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect((await again.from('tarot_readings').select('card_name')).data).toEqual([]);
    const requested = await challenge(again, factorId);
    expect(requested.webauthn.type).toBe('request');
    const allowed = (requested.webauthn.credential_options.publicKey as unknown as { allowCredentials: { id: ArrayBuffer }[] }).allowCredentials;
    expect(allowed.map((credential) => Buffer.from(credential.id).toString('base64url'))).toEqual([authenticator.id]);

    const verified = await again.auth.mfa.verify(answer(factorId, requested.id, 'request', authenticator.get(requested.webauthn.credential_options.publicKey as never)));
    expect(verified.error).toBeNull();
    const level = await again.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(level.data!.currentAuthenticationMethods.map((entry) => (entry as { method: string }).method)).toEqual(['mfa/webauthn', 'password']);
    expect((await again.from('tarot_readings').select('card_name')).data).toEqual([{ card_name: 'La Estrella' }]);
    const counter = await fixture.stack.db.query<{ count: number }>(
      `select (web_authn_credential #>> '{authenticator,signCount}')::int as count from auth.mfa_factors where id = $1`,
      [factorId],
    );
    expect(counter.rows[0].count).toBe(1);
  });

  it('refuses an answer to another challenge, a replayed challenge and an unknown one', async () => {
    const { authenticator, factorId, again } = await passkeyAccountSignedInAgain();

    const first = await challenge(again, factorId);
    const second = await challenge(again, factorId);
    const signedForFirst = authenticator.get(first.webauthn.credential_options.publicKey as never);
    const crossed = await again.auth.mfa.verify(answer(factorId, second.id, 'request', signedForFirst));
    expect(crossed.error?.code).toBe('mfa_verification_failed');

    const fresh = await challenge(again, factorId);
    const body = answer(factorId, fresh.id, 'request', authenticator.get(fresh.webauthn.credential_options.publicKey as never));
    expect((await again.auth.mfa.verify(body)).error).toBeNull();
    const replayed = await again.auth.mfa.verify(body);
    expect(replayed.error?.code).toBe('mfa_challenge_expired');

    const unknown = await again.auth.mfa.verify({ ...body, challengeId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.error?.code).toBe('mfa_challenge_not_found');
  });

  it('refuses an expired challenge', async () => {
    const { authenticator, factorId, again } = await passkeyAccountSignedInAgain();
    const requested = await challenge(again, factorId);
    await fixture.stack.db.query(`update auth.mfa_challenges set created_at = now() - interval '6 minutes' where id = $1`, [requested.id]);
    const late = await again.auth.mfa.verify(answer(factorId, requested.id, 'request', authenticator.get(requested.webauthn.credential_options.publicKey as never)));
    expect(late.error?.code).toBe('mfa_challenge_expired');
    expect((await again.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal1');
  });

  it('refuses origins and RP IDs other than the site URL and the allowed redirect URLs', async () => {
    const { authenticator, factorId, again } = await passkeyAccountSignedInAgain();

    const foreignOrigin = await again.auth.mfa.challenge({ factorId, webauthn: { rpId: 'localhost', rpOrigins: ['https://evil.example'] } });
    expect(foreignOrigin.error?.code).toBe('validation_failed');
    const foreignRp = await again.auth.mfa.challenge({ factorId, webauthn: { rpId: 'evil.example' } });
    expect(foreignRp.error?.code).toBe('validation_failed');

    const phished = await assert(again, factorId, authenticator, { origin: 'https://evil.example' });
    expect(phished.error?.code).toBe('mfa_verification_failed');
    expect((await again.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal1');
  });

  it('refuses a sign counter that does not move forward (a cloned authenticator)', async () => {
    const { email, authenticator, factorId, again } = await passkeyAccountSignedInAgain();
    expect((await assert(again, factorId, authenticator)).error).toBeNull();
    expect((await assert(again, factorId, authenticator)).error).toBeNull();

    const third = await signInAgain(email);
    authenticator.counter = 0; // the clone signs with counter 1, below the 2 the server has seen
    const cloned = await assert(third, factorId, authenticator);
    expect(cloned.error?.code).toBe('mfa_verification_failed');
    expect((await third.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal1');
  });

  it('will not back two factors with one credential', async () => {
    const { client } = await newAccount();
    const { authenticator } = await enrolPasskey(client, 'Llave 1');
    const second = await client.auth.mfa.enroll({ factorType: 'webauthn', friendlyName: 'Llave 2' });
    const created = await challenge(client, second.data!.id);
    const excluded = (created.webauthn.credential_options.publicKey as unknown as { excludeCredentials: { id: ArrayBuffer }[] }).excludeCredentials;
    expect(excluded.map((credential) => Buffer.from(credential.id).toString('base64url'))).toEqual([authenticator.id]);
    const again = await client.auth.mfa.verify(answer(second.data!.id, created.id, 'create', authenticator.create(created.webauthn.credential_options.publicKey as never)));
    expect(again.error?.code).toBe('mfa_verification_failed');
  });

  it('keeps the account open with the other factor when a device is lost, and unenrols only at aal2', async () => {
    const { client, email } = await newAccount();
    const { factorId: passkeyId } = await enrolPasskey(client);
    const totp = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'App' });
    const secret = (totp.data as { totp: { secret: string } }).totp.secret;
    expect((await client.auth.mfa.challengeAndVerify({ factorId: totp.data!.id, code: totpCode(secret, currentCounter()) })).error).toBeNull();

    // The passkey's device is gone: the password and the app's code reach aal2, and the passkey can go.
    const again = await signInAgain(email);
    const listed = await again.auth.mfa.listFactors();
    expect(listed.data?.all.map((factor) => factor.factor_type).sort()).toEqual(['totp', 'webauthn']);
    expect((await again.auth.mfa.unenroll({ factorId: passkeyId })).error?.code).toBe('insufficient_aal');
    const recovered = await again.auth.mfa.challengeAndVerify({ factorId: totp.data!.id, code: totpCode(secret, currentCounter() + 1) });
    expect(recovered.error).toBeNull();
    expect((await again.auth.mfa.unenroll({ factorId: passkeyId })).error).toBeNull();
    const { data } = await again.auth.mfa.listFactors();
    expect(data?.webauthn).toEqual([]);
    expect(data?.all.map((factor) => factor.factor_type)).toEqual(['totp']);
  });

  it('answers the request shapes GoTrue refuses with its 4xx codes', async () => {
    const { client, userId } = await newAccount();
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+34600000000' });
    expect(phone.error?.code).toBe('mfa_phone_enroll_not_enabled');
    const { factorId } = await enrolPasskey(client);
    const created = await challenge(client, factorId);
    const wrongType = await fetch(`${fixture.stack.url}/auth/v1/factors/${factorId}/verify`, {
      method: 'POST',
      headers: { apikey: fixture.stack.keys.anonKey, Authorization: `Bearer ${(await client.auth.getSession()).data.session!.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ challenge_id: created.id, webauthn: { type: 'create', credential_response: {} } }),
    });
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).code).toBe('validation_failed');

    const stranger = await newAccount();
    const foreign = await stranger.client.auth.mfa.challenge({ factorId, webauthn: relyingParty() });
    expect(foreign.error?.code).toBe('mfa_factor_not_found');
    expect(userId).not.toBe(stranger.userId);
  });
});
