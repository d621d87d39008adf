import type { Transaction } from '@electric-sql/pglite';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { RoleConnection } from '../db.ts';
import { allowedOrigins, authError, challengeAddress, ipAddressMismatch, type AuthConfig, type FactorRow, type RequestContext, type UserRow } from './shared.ts';

// WebAuthn factors (passkeys and security keys) as GoTrue serves auth-js' mfa calls: a challenge on an unverified
// factor hands out credential creation options, on a verified one request options; verify checks the attestation
// or the assertion with @simplewebauthn/server against the challenge's own RP ID, origins and random challenge.
// Each challenge is used once (consumed by the first verify, right or wrong) and lives 5 minutes, as TOTP's do.

export const CHALLENGE_LIFETIME_SECONDS = 300;
/** EdDSA, ES256 and RS256: what platform authenticators, security keys and Windows Hello sign with. */
const SUPPORTED_ALGORITHMS = [-8, -7, -257];
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** go-webauthn's Credential, the JSON GoTrue keeps in mfa_factors.web_authn_credential (bytes in standard base64). */
export interface StoredCredential {
  id: string;
  publicKey: string;
  attestationType: string;
  transport: string[];
  flags: { userPresent: boolean; userVerified: boolean; backupEligible: boolean; backupState: boolean };
  authenticator: { AAGUID: string; signCount: number; cloneWarning: boolean; attachment: string };
}

/** go-webauthn's SessionData as GoTrue keeps it in mfa_challenges.web_authn_session_data, with the ceremony's origins. */
interface SessionData {
  challenge: string;
  rpId: string;
  rpOrigins: string[];
  user_id: string;
  allowed_credentials: string[];
  userVerification: 'preferred';
  expires: string;
}

export type WebAuthnFactorRow = FactorRow & { web_authn_credential: StoredCredential | null; web_authn_aaguid: string | null };

/** What a successful verify writes, inside the transaction that lifts the session to aal2. */
export type SaveVerification = (tx: Transaction) => Promise<void>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const base64ToUrl = (standard: string) => Buffer.from(standard, 'base64').toString('base64url');
const urlToBase64 = (url: string) => Buffer.from(url, 'base64url').toString('base64');
/** The WebAuthn user handle: the user's UUID as its 16 bytes, as GoTrue's WebAuthnID(). */
const userHandle = (userId: string) => new Uint8Array(Buffer.from(userId.replace(/-/g, ''), 'hex'));

const verificationFailed = (detail: string) => authError(422, 'mfa_verification_failed', `WebAuthn verification failed: ${detail}`);

export function createWebAuthn(db: RoleConnection, config: AuthConfig) {
  /**
   * The RP ID and origins of a ceremony. auth-js sends `rpId`/`rpOrigins` (the page's host and origin); the
   * snake_case spellings are accepted too. Each must be the site URL's or an allowed redirect URL's, so a page on
   * another origin cannot run a ceremony for this account; without them, the site URL's host and origins serve.
   */
  function relyingParty(params: unknown): { rpId: string; rpOrigins: string[] } {
    const requested = isObject(params) ? params : {};
    const rpId = requested.rpId ?? requested.rp_id ?? new URL(config.publicUrl).hostname;
    if (typeof rpId !== 'string' || !rpId) throw authError(400, 'validation_failed', 'webauthn.rpId must be a host name');
    const sameHost = allowedOrigins(config).filter((origin) => new URL(origin).hostname === rpId);
    if (!sameHost.length) {
      throw authError(400, 'validation_failed', `rpId "${rpId}" is neither the site URL's host nor an allowed redirect URL's`);
    }
    const origins = requested.rpOrigins ?? requested.rp_origins;
    if (origins === undefined) return { rpId, rpOrigins: sameHost };
    if (!Array.isArray(origins) || !origins.length || !origins.every((origin) => typeof origin === 'string')) {
      throw authError(400, 'validation_failed', 'webauthn.rpOrigins must be a list of origins');
    }
    for (const origin of origins) {
      if (!sameHost.includes(origin)) throw authError(400, 'validation_failed', `origin "${origin}" is not allowed for rpId "${rpId}"`);
    }
    return { rpId, rpOrigins: [...new Set(origins as string[])] };
  }

  async function challenge(user: UserRow, factor: WebAuthnFactorRow, body: Record<string, unknown>, ctx: RequestContext) {
    const { rpId, rpOrigins } = relyingParty(body.webauthn);
    const handle = userHandle(user.id);
    const timeout = CHALLENGE_LIFETIME_SECONDS * 1000;
    let options;
    let allowed: string[] = [];
    if (factor.status === 'verified') {
      const credential = factor.web_authn_credential;
      if (!credential) throw authError(422, 'mfa_verification_failed', 'The WebAuthn factor has no credential');
      allowed = [base64ToUrl(credential.id)];
      options = await generateAuthenticationOptions({
        rpID: rpId,
        allowCredentials: [{ id: allowed[0], transports: credential.transport }],
        userVerification: 'preferred',
        timeout,
      });
    } else {
      // Authenticators already holding one of this user's passkeys are told so, and decline to make a second.
      const existing = await db.query<WebAuthnFactorRow>(
        `select * from auth.mfa_factors where user_id = $1 and factor_type = 'webauthn' and web_authn_credential is not null`,
        [user.id],
      );
      options = await generateRegistrationOptions({
        rpName: rpId,
        rpID: rpId,
        userID: handle,
        userName: user.email || user.id,
        userDisplayName: user.email ?? '',
        timeout,
        attestationType: 'none',
        excludeCredentials: existing.rows.map(({ web_authn_credential: credential }) => ({
          id: base64ToUrl(credential!.id),
          transports: credential!.transport,
        })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
        supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
      });
    }
    const session: SessionData = {
      challenge: options.challenge,
      rpId,
      rpOrigins,
      user_id: Buffer.from(handle).toString('base64url'),
      allowed_credentials: allowed,
      userVerification: 'preferred',
      expires: new Date(Date.now() + timeout).toISOString(),
    };
    const created = await db.transaction(async (tx) => {
      const inserted = await tx.query<{ id: string; created_at: Date }>(
        `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address, web_authn_session_data)
         values (gen_random_uuid(), $1, now(), $2, $3) returning id, created_at`,
        [factor.id, challengeAddress(ctx), JSON.stringify(session)],
      );
      await tx.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factor.id]);
      return inserted.rows[0];
    });
    return {
      id: created.id,
      type: 'webauthn',
      expires_at: Math.floor(created.created_at.getTime() / 1000) + CHALLENGE_LIFETIME_SECONDS,
      webauthn: { type: factor.status === 'verified' ? 'request' : 'create', credential_options: { publicKey: options } },
    };
  }

  /**
   * Marks the challenge used before anything is checked, so a second verify of it fails even when racing the
   * first. As GoTrue, only from the address that asked for it: from another, it stays unused and is refused.
   */
  async function consumeChallenge(factorId: string, challengeId: unknown, ctx: RequestContext): Promise<SessionData> {
    if (typeof challengeId !== 'string' || !UUID_PATTERN.test(challengeId)) {
      throw authError(400, 'validation_failed', 'challenge_id must be the id of a challenge');
    }
    const used = await db.query<{ created_at: Date; web_authn_session_data: SessionData | null }>(
      `update auth.mfa_challenges set verified_at = now()
        where id = $1 and factor_id = $2 and verified_at is null and ip_address = $3::inet
        returning created_at, web_authn_session_data`,
      [challengeId, factorId, challengeAddress(ctx)],
    );
    const row = used.rows[0];
    if (!row) {
      const found = await db.query<{ verified: boolean }>('select verified_at is not null as verified from auth.mfa_challenges where id = $1 and factor_id = $2', [challengeId, factorId]);
      if (!found.rows[0]) throw authError(404, 'mfa_challenge_not_found', 'MFA challenge not found');
      if (found.rows[0].verified) throw authError(422, 'mfa_challenge_expired', 'MFA challenge has already been used, create a new challenge.');
      throw ipAddressMismatch();
    }
    if (Date.now() - row.created_at.getTime() > CHALLENGE_LIFETIME_SECONDS * 1000) {
      throw authError(422, 'mfa_challenge_expired', 'MFA challenge has expired, verify against another challenge or create a new challenge.');
    }
    if (!row.web_authn_session_data) throw authError(422, 'mfa_verification_failed', 'The challenge is not a WebAuthn challenge');
    return row.web_authn_session_data;
  }

  /** Checks the credential response; returns what to save once the session is lifted, or throws GoTrue's 4xx. */
  async function verify(user: UserRow, factor: WebAuthnFactorRow, body: Record<string, unknown>, ctx: RequestContext): Promise<SaveVerification> {
    const params = body.webauthn;
    if (!isObject(params)) throw authError(400, 'validation_failed', 'WebAuthn config required');
    if (params.type !== 'create' && params.type !== 'request') throw authError(400, 'validation_failed', 'WebAuthn type must be create or request');
    if (!isObject(params.credential_response)) throw authError(400, 'validation_failed', 'credential_response required');
    const expectedType = factor.status === 'verified' ? 'request' : 'create';
    if (params.type !== expectedType) {
      throw authError(400, 'validation_failed', `A ${factor.status} WebAuthn factor is verified with type ${expectedType}`);
    }
    const session = await consumeChallenge(factor.id, body.challenge_id, ctx);
    // The page may name its RP again (auth-js does); it must be the one the challenge was made for.
    const named = params.rpId ?? params.rp_id;
    if (named !== undefined && named !== session.rpId) throw verificationFailed(`rpId "${String(named)}" is not the challenge's`);
    const expectations = { expectedChallenge: session.challenge, expectedOrigin: session.rpOrigins, expectedRPID: session.rpId, requireUserVerification: false };
    return params.type === 'create'
      ? verifyRegistration(factor, params.credential_response as unknown as RegistrationResponseJSON, expectations)
      : verifyAssertion(user, factor, session, params.credential_response as unknown as AuthenticationResponseJSON, expectations);
  }

  type Expectations = { expectedChallenge: string; expectedOrigin: string[]; expectedRPID: string; requireUserVerification: boolean };

  async function verifyRegistration(factor: WebAuthnFactorRow, response: RegistrationResponseJSON, expectations: Expectations): Promise<SaveVerification> {
    const result = await verifyRegistrationResponse({ response, ...expectations, supportedAlgorithmIDs: SUPPORTED_ALGORITHMS }).catch((error: unknown) => {
      throw verificationFailed(error instanceof Error ? error.message : 'invalid attestation');
    });
    if (!result.verified) throw verificationFailed('invalid attestation');
    const info = result.registrationInfo;
    const credentialId = urlToBase64(info.credential.id);
    const taken = await db.query(`select 1 from auth.mfa_factors where factor_type = 'webauthn' and web_authn_credential ->> 'id' = $1`, [credentialId]);
    if (taken.rows.length) throw verificationFailed('this credential already backs another factor');
    const stored: StoredCredential = {
      id: credentialId,
      publicKey: Buffer.from(info.credential.publicKey).toString('base64'),
      attestationType: info.fmt,
      transport: info.credential.transports ?? response.response.transports ?? [],
      flags: {
        userPresent: true,
        userVerified: info.userVerified,
        backupEligible: info.credentialDeviceType === 'multiDevice',
        backupState: info.credentialBackedUp,
      },
      authenticator: {
        AAGUID: Buffer.from(info.aaguid.replace(/-/g, ''), 'hex').toString('base64'),
        signCount: info.credential.counter,
        cloneWarning: false,
        attachment: response.authenticatorAttachment ?? '',
      },
    };
    return async (tx) => {
      await tx.query(
        `update auth.mfa_factors set status = 'verified', web_authn_credential = $2, web_authn_aaguid = $3, updated_at = now() where id = $1`,
        [factor.id, JSON.stringify(stored), info.aaguid],
      );
    };
  }

  async function verifyAssertion(
    user: UserRow,
    factor: WebAuthnFactorRow,
    session: SessionData,
    response: AuthenticationResponseJSON,
    expectations: Expectations,
  ): Promise<SaveVerification> {
    const credential = factor.web_authn_credential;
    if (!credential) throw verificationFailed('the factor has no credential');
    const credentialId = base64ToUrl(credential.id);
    if (response.id !== credentialId || !session.allowed_credentials.includes(credentialId)) {
      throw verificationFailed('the assertion comes from another credential');
    }
    const handle = response.response?.userHandle;
    if (handle && handle !== Buffer.from(userHandle(user.id)).toString('base64url')) throw verificationFailed('the assertion names another user');
    const previous = credential.authenticator.signCount;
    // simplewebauthn refuses a sign counter that does not grow (a cloned authenticator), unless both are zero.
    const result = await verifyAuthenticationResponse({
      response,
      ...expectations,
      credential: { id: credentialId, publicKey: new Uint8Array(Buffer.from(credential.publicKey, 'base64')), counter: previous, transports: credential.transport },
    }).catch((error: unknown) => {
      throw verificationFailed(error instanceof Error ? error.message : 'invalid assertion');
    });
    if (!result.verified) throw verificationFailed('invalid assertion');
    const next = result.authenticationInfo.newCounter;
    return async (tx) => {
      // Compare-and-set: of two assertions with the same counter, only the first one counts.
      const updated = await tx.query(
        `update auth.mfa_factors
            set web_authn_credential = jsonb_set(web_authn_credential, '{authenticator,signCount}', to_jsonb($2::bigint)), updated_at = now()
          where id = $1 and (web_authn_credential #>> '{authenticator,signCount}')::bigint = $3`,
        [factor.id, next, previous],
      );
      if (!updated.affectedRows) throw verificationFailed('the sign counter moved meanwhile');
    };
  }

  return { challenge, verify };
}
