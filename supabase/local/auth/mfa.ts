import QRCode from 'qrcode';
import type { RoleConnection } from '../db.ts';
import { json, readJsonObject } from '../http.ts';
import { RateLimiter } from '../../functions/_shared/rate-limit.ts';
import { matchTotp, newTotpSecret } from '../totp.ts';
import type { Accounts } from './accounts.ts';
import { insertRefreshToken, recordAuthentication, type Sessions } from './sessions.ts';
import { authError, badJson, challengeAddress, ipAddressMismatch, newRefreshToken, nowSeconds, rateLimited, type AmrEntry, type AuthConfig, type FactorRow, type RequestContext, type UserRow } from './shared.ts';
import { CHALLENGE_LIFETIME_SECONDS, createWebAuthn, type SaveVerification, type WebAuthnFactorRow } from './webauthn.ts';

// MFA factors: TOTP (enroll with an SVG QR code) and WebAuthn (webauthn.ts); challenge, verify to aal2, unenroll;
// the insufficient_aal rules. A verified factor of either type lifts the session the same way.

const MFA_VERIFICATIONS_PER_WINDOW = 30;
const VERIFY_WINDOW_MS = 5 * 60_000;

export function createMfa(db: RoleConnection, config: AuthConfig, accounts: Accounts, sessions: Sessions) {
  const { loadFactors } = accounts;
  const { requireSession, tokenResponse } = sessions;
  const verifyLimiter = new RateLimiter(MFA_VERIFICATIONS_PER_WINDOW, VERIFY_WINDOW_MS);
  const webauthn = createWebAuthn(db, config);

  async function enrollFactor(req: Request): Promise<Response> {
    const { user, session } = await requireSession(req);
    const body = await readJsonObject(req, badJson);
    if (body.factor_type === 'phone') throw authError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    if (body.factor_type !== 'totp' && body.factor_type !== 'webauthn') {
      throw authError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
    }
    const factors = await loadFactors(user.id);
    if (factors.some((f) => f.status === 'verified') && session.aal !== 'aal2') {
      throw authError(422, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name.slice(0, 100) : '';
    if (friendlyName && factors.some((f) => f.friendly_name === friendlyName)) {
      throw authError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
    }
    if (factors.length >= 10) throw authError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
    if (body.factor_type === 'webauthn') {
      // The credential itself comes with the first challenge's verify (type "create").
      const inserted = await db.query<{ id: string }>(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at)
         values (gen_random_uuid(), $1, $2, 'webauthn', 'unverified', now(), now()) returning id`,
        [user.id, friendlyName || null],
      );
      return json({ id: inserted.rows[0].id, type: 'webauthn', friendly_name: friendlyName });
    }
    const totpIssuer = (typeof body.issuer === 'string' && body.issuer.trim() ? body.issuer.trim() : new URL(config.publicUrl).hostname).slice(0, 100);
    const secret = newTotpSecret();
    // The issuer lives only in the otpauth URI the authenticator app keeps, as with GoTrue.
    const inserted = await db.query<{ id: string }>(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at)
       values (gen_random_uuid(), $1, $2, 'totp', 'unverified', $3, now(), now()) returning id`,
      [user.id, friendlyName || null, secret],
    );
    const uri = `otpauth://totp/${encodeURIComponent(totpIssuer)}:${encodeURIComponent(user.email ?? user.id)}?secret=${secret}&issuer=${encodeURIComponent(totpIssuer)}`;
    const qr = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return json({ id: inserted.rows[0].id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qr, secret, uri } });
  }

  async function ownFactor(userId: string, factorId: string): Promise<FactorRow> {
    const found = await db.query<FactorRow>('select * from auth.mfa_factors where id = $1 and user_id = $2', [factorId, userId]);
    if (!found.rows[0]) throw authError(404, 'mfa_factor_not_found', 'Factor not found');
    return found.rows[0];
  }

  async function unenrollFactor(req: Request, factorId: string): Promise<Response> {
    const { user, session } = await requireSession(req);
    const factor = await ownFactor(user.id, factorId);
    if (factor.status === 'verified' && session.aal !== 'aal2') {
      throw authError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await db.query('delete from auth.mfa_factors where id = $1', [factorId]);
    return json({ id: factorId });
  }

  async function challengeFactor(req: Request, factorId: string, ctx: RequestContext): Promise<Response> {
    const { user } = await requireSession(req);
    const factor = await ownFactor(user.id, factorId);
    if (factor.factor_type === 'webauthn') {
      return json(await webauthn.challenge(user, factor as WebAuthnFactorRow, await readJsonObject(req, badJson), ctx));
    }
    const created = await db.query<{ id: string; created_at: Date }>(
      'insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values (gen_random_uuid(), $1, now(), $2) returning id, created_at',
      [factorId, challengeAddress(ctx)],
    );
    const expiresAt = Math.floor(created.rows[0].created_at.getTime() / 1000) + CHALLENGE_LIFETIME_SECONDS;
    return json({ id: created.rows[0].id, type: 'totp', expires_at: expiresAt });
  }

  async function verifyFactor(req: Request, factorId: string, ctx: RequestContext): Promise<Response> {
    // As GoTrue's routes: the session first, then the factor among the caller's own (404 otherwise), and only then
    // the limit, so no one but the owner can spend a factor's budget. A six-digit code falls to guessing without
    // a bound: limited per IP and per factor (30 per 5 minutes).
    const { user, session } = await requireSession(req);
    const factor = await ownFactor(user.id, factorId);
    if (!verifyLimiter.allow(`ip:${ctx.ip}`) || !verifyLimiter.allow(`factor:${factorId}`)) {
      throw rateLimited(VERIFY_WINDOW_MS);
    }
    const body = await readJsonObject(req, badJson);
    if (factor.factor_type === 'webauthn') {
      const save = await webauthn.verify(user, factor as WebAuthnFactorRow, body, ctx);
      return liftToAal2(user, session, factor, 'mfa/webauthn', save);
    }
    if (typeof body.challenge_id !== 'string' || typeof body.code !== 'string') {
      throw authError(400, 'validation_failed', 'challenge_id and code are required');
    }
    const challenge = await db.query<{ created_at: Date; verified_at: Date | null; same_address: boolean }>(
      'select created_at, verified_at, ip_address = $3::inet as same_address from auth.mfa_challenges where id = $1 and factor_id = $2',
      [body.challenge_id, factorId, challengeAddress(ctx)],
    ).catch(() => ({ rows: [] as { created_at: Date; verified_at: Date | null; same_address: boolean }[] }));
    const row = challenge.rows[0];
    if (!row) throw authError(404, 'mfa_challenge_not_found', 'MFA challenge not found');
    if (row.verified_at) throw authError(422, 'mfa_challenge_expired', 'MFA challenge has already been verified');
    if (!row.same_address) throw ipAddressMismatch();
    if (Date.now() - row.created_at.getTime() > CHALLENGE_LIFETIME_SECONDS * 1000) {
      throw authError(422, 'mfa_challenge_expired', 'MFA challenge has expired, verify against another challenge or create a new challenge.');
    }
    const lastUsed = await db.query<{ last_used_counter: string }>('select last_used_counter from local_auth.totp_counters where factor_id = $1', [factorId]);
    const counter = matchTotp(factor.secret ?? '', body.code.trim(), lastUsed.rows[0] ? Number(lastUsed.rows[0].last_used_counter) : null);
    if (counter === null) throw authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    return liftToAal2(user, session, factor, 'totp', async (tx) => {
      // The code's time step is used up only if no other verify used it (or a later one) meanwhile.
      const used = await tx.query(
        `insert into local_auth.totp_counters (factor_id, last_used_counter) values ($1, $2)
         on conflict (factor_id) do update set last_used_counter = excluded.last_used_counter
         where local_auth.totp_counters.last_used_counter < excluded.last_used_counter`,
        [factorId, counter],
      );
      if (!used.affectedRows) throw authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
      await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [body.challenge_id]);
      await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factorId]);
    });
  }

  /**
   * A verified factor lifts the session to aal2 with its method first in amr ('totp', or GoTrue's 'mfa/webauthn'),
   * and, as GoTrue, drops the user's other unverified factors of that type: abandoned enrollments.
   */
  async function liftToAal2(user: UserRow, session: { id: string; amr: AmrEntry[] }, factor: FactorRow, method: string, save: SaveVerification): Promise<Response> {
    const amr: AmrEntry[] = [{ method, timestamp: nowSeconds() }, ...session.amr.filter((entry) => entry.method !== method)];
    const refreshToken = newRefreshToken();
    await db.transaction(async (tx) => {
      await save(tx);
      await tx.query(`delete from auth.mfa_factors where user_id = $1 and factor_type = $2 and status = 'unverified' and id <> $3`, [
        user.id, factor.factor_type, factor.id,
      ]);
      await recordAuthentication(tx, session.id, amr[0]);
      await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [session.id, factor.id]);
      // The aal1 token is rotated as a refresh rotates it (GoTrue swaps it for a child): revoked now, so the reuse
      // interval counts from the step-up. A tab that presents it a moment later gets this session's current token;
      // later, it ends the session like any replayed token.
      const rotated = await tx.query<{ token: string }>(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked returning token',
        [session.id],
      );
      await insertRefreshToken(tx, refreshToken, session.id, user.id, rotated.rows[0]?.token ?? null);
    });
    return json(await tokenResponse(user, session.id, 'aal2', amr, refreshToken));
  }

  return { enrollFactor, unenrollFactor, challengeFactor, verifyFactor };
}
