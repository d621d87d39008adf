import type { Transaction } from '@electric-sql/pglite';
import type { RoleConnection } from '../db.ts';
import { isCommonPassword } from '../passwords.ts';
import { authError, type FactorRow, type UserRow } from './shared.ts';

// Users as GoTrue stores and shows them: loading, the JSON auth-js reads, and the checks on what people type.

const MAX_PASSWORD_BYTES = 72;
const MIN_PASSWORD_LENGTH = 6;
/**
 * User metadata travels in every access token, so in every request's Authorization header: 4 KB keeps a token
 * well under the 16 KB a server accepts for its headers. More would let an account lock itself out.
 */
const MAX_METADATA_BYTES = 4 * 1024;
/**
 * An address: no spaces and none of RFC 5322's specials (`<>()[]\,;:"`), which in a To header would name
 * another mailbox (`a<b@x.example>` goes to b@x.example). GoTrue's check is stricter still (ASCII only).
 */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** One spelling per address: `José` typed with a combining accent or a precomposed é, in any case, is one account. */
export function normalizeEmail(email: string): string {
  return email.normalize('NFC').trim().toLowerCase();
}

export type Accounts = ReturnType<typeof createAccounts>;

/** GoTrue's instance_id for a project's users: the nil UUID. */
const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

export interface NewUser {
  email: string | null;
  passwordHash: string | null;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  /** The address is proven (autoconfirm, or the provider vouches for it): confirmed and signed in now. */
  confirmed: boolean;
}

/** A row of auth.users as GoTrue writes one: every value given, none left to a default; confirmed_at follows. */
export async function insertUser(tx: Transaction, user: NewUser): Promise<UserRow> {
  const inserted = await tx.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
                             email_confirmed_at, last_sign_in_at, is_anonymous, created_at, updated_at)
     values ($1, gen_random_uuid(), 'authenticated', 'authenticated', $2, $3, $4, $5,
             case when $6 then now() end, case when $6 then now() end, false, now(), now())
     returning *`,
    [INSTANCE_ID, user.email, user.passwordHash, JSON.stringify(user.appMetadata), JSON.stringify(user.userMetadata), user.confirmed],
  );
  return inserted.rows[0];
}

/** A row of auth.identities: the provider's id for the person, and what the provider said about them. */
export async function insertIdentity(tx: Transaction, userId: string, provider: string, providerId: string, data: Record<string, unknown>): Promise<void> {
  await tx.query(
    `insert into auth.identities (user_id, provider, provider_id, identity_data, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4, now(), now(), now())`,
    [userId, provider, providerId, JSON.stringify(data)],
  );
}

export function createAccounts(db: RoleConnection) {
  function validateCredentials(email: unknown, password: unknown): { email: string; password: string } {
    if (typeof email !== 'string' || !email.trim()) throw authError(400, 'validation_failed', 'Anonymous sign-ins are disabled');
    const normalized = normalizeEmail(email);
    if (normalized.length > 255 || !EMAIL_PATTERN.test(normalized)) {
      throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    }
    if (typeof password !== 'string' || !password) throw authError(400, 'validation_failed', 'Signup requires a valid password');
    return { email: normalized, password };
  }

  function checkPasswordStrength(password: string): void {
    if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
      throw authError(422, 'validation_failed', 'Password cannot be longer than 72 characters');
    }
    if ([...password].length < MIN_PASSWORD_LENGTH) {
      throw authError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
        weak_password: { reasons: ['length'] },
      });
    }
    // GoTrue's weak_password answers: `characters` for a missing character class, `pwned` for a known password.
    if (!password.trim()) {
      throw authError(422, 'weak_password', 'Password should contain at least one character that is not a space.', {
        weak_password: { reasons: ['characters'] },
      });
    }
    if (isCommonPassword(password)) {
      throw authError(422, 'weak_password', 'Password is known to be weak and easy to guess, please choose a different one.', {
        weak_password: { reasons: ['pwned'] },
      });
    }
  }

  function checkMetadata(data: unknown): Record<string, unknown> {
    if (data === undefined || data === null) return {};
    if (typeof data !== 'object' || Array.isArray(data)) throw authError(400, 'validation_failed', 'data must be an object');
    if (Buffer.byteLength(JSON.stringify(data)) > MAX_METADATA_BYTES) {
      throw authError(400, 'validation_failed', `User metadata is too large: at most ${MAX_METADATA_BYTES} bytes of JSON`);
    }
    return data as Record<string, unknown>;
  }

  async function loadUser(id: string): Promise<UserRow | null> {
    const found = await db.query<UserRow>('select * from auth.users where id = $1', [id]);
    return found.rows[0] ?? null;
  }

  async function loadFactors(userId: string): Promise<FactorRow[]> {
    return (await db.query<FactorRow>('select * from auth.mfa_factors where user_id = $1 order by created_at', [userId])).rows;
  }

  async function userJson(user: UserRow) {
    const factors = await loadFactors(user.id);
    const identities = (
      await db.query<{ id: string; user_id: string; provider: string; provider_id: string; identity_data: Record<string, unknown>; created_at: Date; updated_at: Date; last_sign_in_at: Date | null }>(
        'select * from auth.identities where user_id = $1 order by created_at',
        [user.id],
      )
    ).rows;
    const iso = (date: Date | null) => (date ? date.toISOString() : undefined);
    return {
      id: user.id,
      aud: user.aud,
      role: user.role,
      email: user.email ?? '',
      email_confirmed_at: iso(user.email_confirmed_at),
      phone: user.phone ?? '',
      confirmed_at: iso(user.confirmed_at),
      last_sign_in_at: iso(user.last_sign_in_at),
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      identities: identities.map((identity) => ({
        identity_id: identity.id,
        id: identity.provider_id,
        user_id: identity.user_id,
        identity_data: identity.identity_data,
        provider: identity.provider,
        last_sign_in_at: iso(identity.last_sign_in_at),
        created_at: iso(identity.created_at),
        updated_at: iso(identity.updated_at),
        email: typeof identity.identity_data.email === 'string' ? identity.identity_data.email : undefined,
      })),
      ...(factors.length
        ? {
            factors: factors.map((factor) => ({
              id: factor.id,
              friendly_name: factor.friendly_name ?? '',
              factor_type: factor.factor_type,
              status: factor.status,
              created_at: iso(factor.created_at),
              updated_at: iso(factor.updated_at),
              // A passkey also names its authenticator model (the AAGUID), as GoTrue's factor JSON does.
              ...('web_authn_aaguid' in factor && factor.web_authn_aaguid ? { web_authn_aaguid: String(factor.web_authn_aaguid) } : {}),
            })),
          }
        : {}),
      created_at: iso(user.created_at),
      updated_at: iso(user.updated_at),
      is_anonymous: user.is_anonymous,
    };
  }

  return { validateCredentials, checkPasswordStrength, checkMetadata, loadUser, loadFactors, userJson };
}
