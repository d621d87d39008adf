import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { RoleConnection } from '../db.ts';
import { HttpError, json, readJsonObject } from '../http.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderEmail, type EmailKind } from '../mail/templates.ts';
import { EMAIL_PATTERN, normalizeEmail, type Accounts } from './accounts.ts';
import type { Sessions } from './sessions.ts';
import { allowedRedirect, authError, badJson, nowSeconds, type AuthConfig, type RequestContext, type UserRow } from './shared.ts';

// What GoTrue does with email and passwords once an account exists: password recovery (POST /recover), email
// links and codes (GET and POST /verify), the reauthentication code (GET /reauthenticate), resending (POST
// /resend), sign-up confirmation when it is on, and changing the email or the password (PUT /user).
//
// Every link and code is single-use (deleted as it is used), lasts an hour, and is kept only as a hash. Emails
// are rate-limited per address and per IP, and /recover and /resend answer the same whether or not the address
// has an account: same status, same body, and the mail goes out after the answer.

const TOKEN_LIFETIME_MINUTES = 60;
/** GoTrue's smtp max_frequency: one email per address (or per user) per minute. */
const EMAIL_INTERVAL_MS = 60_000;
/** GoTrue asks to reauthenticate for a password change when the session is older than this. */
const REAUTHENTICATION_SESSION_AGE_MS = 24 * 60 * 60_000;

/** `email_change` is the link to the new address, `email_change_current` the one to the address the account has. */
type TokenType = 'recovery' | 'confirmation' | 'email_change' | 'email_change_current' | 'reauthentication';

/** Each kind's name in GoTrue's auth.one_time_token_type (the short one stays in the codes' hashes). */
const STORED_TYPE: Record<TokenType, string> = {
  recovery: 'recovery_token',
  confirmation: 'confirmation_token',
  email_change: 'email_change_token_new',
  email_change_current: 'email_change_token_current',
  reauthentication: 'reauthentication_token',
};
const TYPE_OF_STORED = new Map(Object.entries(STORED_TYPE).map(([type, stored]) => [stored, type as TokenType]));

interface TokenRow { user_id: string; relates_to: string; token_type: TokenType }

/** A fixed window per key that says how long to wait when it is full (the Retry-After header). */
class WaitingLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** 0 when the request may go ahead (and counts it), otherwise the milliseconds until it may. */
  wait(key: string, now = Date.now()): number {
    const current = this.windows.get(key);
    if (!current || now - current.start >= this.windowMs) {
      if (this.windows.size > 10_000) {
        for (const [old, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(old);
      }
      this.windows.set(key, { start: now, count: 1 });
      return 0;
    }
    if (current.count >= this.limit) return current.start + this.windowMs - now;
    current.count += 1;
    return 0;
  }
}

function tooManyEmails(waitMs: number) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const error = authError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`);
  error.headers['Retry-After'] = String(seconds);
  return error;
}

function tooManyRequests(waitMs: number) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const error = authError(429, 'over_request_rate_limit', 'Request rate limit reached');
  error.headers['Retry-After'] = String(seconds);
  return error;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function checkedEmail(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) throw authError(400, 'validation_failed', 'An email address is required');
  const email = normalizeEmail(value);
  if (email.length > 255 || !EMAIL_PATTERN.test(email)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  return email;
}

export type Credentials = ReturnType<typeof createCredentials>;

export function createCredentials(db: RoleConnection, config: AuthConfig, accounts: Accounts, sessions: Sessions, mailer: Mailer) {
  const { checkPasswordStrength, checkMetadata, loadUser, loadFactors, userJson } = accounts;
  const { createSession, requireSession } = sessions;
  const siteUrl = `${config.publicUrl}/`;
  const perAddress = new WaitingLimiter(1, EMAIL_INTERVAL_MS);
  const perIp = new WaitingLimiter(config.signInRateLimit, config.rateLimitWindowMs);
  const verifications = new WaitingLimiter(config.signInRateLimit, config.rateLimitWindowMs);

  /** Where the emailed link leads: the request's `redirect_to` when it is allowed, else the site. */
  const redirectOf = (req: Request) => allowedRedirect(config, new URL(req.url).searchParams.get('redirect_to'));

  function limitEmail(ctx: RequestContext, address: string): void {
    const ipWait = perIp.wait(`ip:${ctx.ip}`);
    if (ipWait) throw tooManyEmails(ipWait);
    const addressWait = perAddress.wait(`email:${address}`);
    if (addressWait) throw tooManyEmails(addressWait);
  }

  async function findUserByEmail(email: string): Promise<UserRow | null> {
    return (await db.query<UserRow>('select * from auth.users where email = $1', [email])).rows[0] ?? null;
  }

  /** A new link and code of this type for the user, replacing any earlier one (only the latest email works). */
  async function issueToken(userId: string, type: TokenType, relatesTo: string) {
    const link = randomBytes(32).toString('base64url');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.transaction(async (tx) => {
      await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [userId, STORED_TYPE[type]]);
      const token = await tx.query<{ id: string }>(
        `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
         values (gen_random_uuid(), $1, $2, $3, $4, now(), now()) returning id`,
        [userId, STORED_TYPE[type], sha256(link), relatesTo],
      );
      await tx.query('insert into local_auth.one_time_codes (token_id, otp_hash) values ($1, $2)', [token.rows[0].id, sha256(`${type}:${relatesTo}:${code}`)]);
    });
    return { link, code };
  }

  /**
   * Uses up a token, found by the link's hash or the code's: it is deleted whether or not it was still fresh, so
   * it can never work twice. Its age is measured in the database, in the zone its time was written in.
   */
  async function consumeToken(types: TokenType[], by: 'link' | 'code', hash: string): Promise<TokenRow | null> {
    const returning = `returning t.user_id, t.relates_to, t.token_type::text as token_type, localtimestamp - t.created_at <= interval '${TOKEN_LIFETIME_MINUTES} minutes' as fresh`;
    const found = await db.query<{ user_id: string; relates_to: string; token_type: string; fresh: boolean }>(
      by === 'link'
        ? `delete from auth.one_time_tokens t where t.token_hash = $1 and t.token_type::text = any($2::text[]) ${returning}`
        : `delete from auth.one_time_tokens t using local_auth.one_time_codes c
            where c.token_id = t.id and c.otp_hash = $1 and t.token_type::text = any($2::text[]) ${returning}`,
      [hash, types.map((type) => STORED_TYPE[type])],
    );
    const row = found.rows[0];
    if (!row?.fresh) return null;
    return { user_id: row.user_id, relates_to: row.relates_to, token_type: TYPE_OF_STORED.get(row.token_type)! };
  }

  function verifyUrl(link: string, type: string, redirectTo: string): string {
    return `${config.publicUrl}/auth/v1/verify?token=${encodeURIComponent(link)}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;
  }

  async function sendEmail(kind: EmailKind, to: string, data: { link?: string; code: string; type?: string; redirectTo: string; email: string; newEmail?: string }) {
    const rendered = await renderEmail(kind, {
      ConfirmationURL: data.link && data.type ? verifyUrl(data.link, data.type, data.redirectTo) : undefined,
      Token: data.code,
      TokenHash: data.link,
      SiteURL: config.publicUrl,
      RedirectTo: data.redirectTo,
      Email: data.email,
      NewEmail: data.newEmail,
    });
    mailer.send({ to, ...rendered });
  }

  // POST /recover
  async function recover(req: Request, ctx: RequestContext): Promise<Response> {
    const body = await readJsonObject(req, badJson);
    const email = checkedEmail(body.email);
    limitEmail(ctx, email);
    const redirectTo = redirectOf(req);
    // After the answer: how long the lookup and the email take must not tell whether the address has an account.
    mailer.later(async () => {
      const user = await findUserByEmail(email);
      if (!user) return;
      const { link, code } = await issueToken(user.id, 'recovery', email);
      await sendEmail('recovery', email, { link, code, type: 'recovery', redirectTo, email });
    });
    return json({});
  }

  // POST /resend (sign-up confirmation and email change)
  async function resend(req: Request, ctx: RequestContext): Promise<Response> {
    const body = await readJsonObject(req, badJson);
    if (body.type !== 'signup' && body.type !== 'email_change') {
      throw authError(400, 'validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
    }
    const email = checkedEmail(body.email);
    limitEmail(ctx, email);
    const redirectTo = redirectOf(req);
    const type = body.type;
    mailer.later(async () => {
      const user = await findUserByEmail(email);
      if (user && type === 'signup' && !user.email_confirmed_at) await sendConfirmation(user, redirectTo);
      if (user && type === 'email_change') {
        const pending = (await db.query<{ email_change: string | null }>('select email_change from auth.users where id = $1', [user.id])).rows[0]?.email_change;
        if (pending) await sendEmailChange(user, pending, redirectTo);
      }
    });
    return json({});
  }

  async function sendConfirmation(user: UserRow, redirectTo: string): Promise<void> {
    const email = user.email!;
    const { link, code } = await issueToken(user.id, 'confirmation', email);
    await db.query('update auth.users set confirmation_sent_at = now() where id = $1', [user.id]);
    await sendEmail('confirmation', email, { link, code, type: 'signup', redirectTo, email });
  }

  /**
   * GoTrue's secure email change (double_confirm_changes): one link to the new address and one to the address the
   * account has, which is how its owner hears of the request; the login moves only when both are opened. A
   * session taken from someone cannot move the account to an attacker's mailbox by itself.
   */
  async function sendEmailChange(user: UserRow, newEmail: string, redirectTo: string): Promise<void> {
    const toNew = await issueToken(user.id, 'email_change', newEmail);
    const current = user.email;
    const toCurrent = current ? await issueToken(user.id, 'email_change_current', current) : null;
    await db.query('update auth.users set email_change = $2, email_change_sent_at = now(), email_change_confirm_status = 0 where id = $1', [user.id, newEmail]);
    const data = { type: 'email_change', redirectTo, email: current ?? '', newEmail };
    await sendEmail('email_change', newEmail, { ...data, ...toNew });
    if (current && toCurrent) await sendEmail('email_change', current, { ...data, ...toCurrent });
  }

  /** Sign-up with confirmations on: the account waits for its link; `redirect_to` is where the link leads. */
  async function confirmSignUp(req: Request, ctx: RequestContext, user: UserRow): Promise<void> {
    limitEmail(ctx, user.email!);
    await sendConfirmation(user, redirectOf(req));
  }

  /**
   * What sign-up answers, with confirmations on, for an address that already has an account: a user that
   * looks new and has no identities, as GoTrue does, so the answer does not tell who is registered.
   */
  function obfuscatedUser(email: string) {
    const now = new Date().toISOString();
    return {
      id: crypto.randomUUID(), aud: 'authenticated', role: 'authenticated', email, phone: '', confirmation_sent_at: now,
      app_metadata: { provider: 'email', providers: ['email'] }, user_metadata: {}, identities: [], created_at: now, updated_at: now, is_anonymous: false,
    };
  }

  type VerifyType = 'recovery' | 'magiclink' | 'signup' | 'email_change' | 'email';

  function tokenTypesFor(type: unknown): TokenType[] {
    switch (type as VerifyType) {
      case 'recovery':
      case 'magiclink':
        return ['recovery'];
      case 'signup':
        return ['confirmation'];
      case 'email_change':
        return ['email_change', 'email_change_current'];
      case 'email':
        return ['confirmation', 'recovery'];
      default:
        throw authError(400, 'validation_failed', 'Verify requires a verification type');
    }
  }

  /**
   * What a used token does to its account: the user afterwards; null when the change is no longer possible;
   * 'other_link_pending' when it is one half of an email change whose other link is still unopened.
   */
  async function applyToken(token: TokenRow): Promise<UserRow | null | 'other_link_pending'> {
    return db.transaction(async (tx) => {
      if (token.token_type === 'email_change' || token.token_type === 'email_change_current') {
        const other = STORED_TYPE[token.token_type === 'email_change' ? 'email_change_current' : 'email_change'];
        const pending = await tx.query('select 1 from auth.one_time_tokens where user_id = $1 and token_type = $2', [token.user_id, other]);
        if (pending.rows.length) {
          await tx.query('update auth.users set email_change_confirm_status = 1 where id = $1', [token.user_id]);
          return 'other_link_pending';
        }
        const newEmail = (await tx.query<{ email_change: string | null }>('select email_change from auth.users where id = $1', [token.user_id])).rows[0]?.email_change;
        if (!newEmail) return null;
        const taken = await tx.query('select 1 from auth.users where email = $1 and id <> $2', [newEmail, token.user_id]);
        if (taken.rows.length) return null;
        await tx.query(
          `update auth.users set email = $2, email_change = null, email_change_sent_at = null, email_change_confirm_status = 0,
             email_confirmed_at = now(), updated_at = now() where id = $1`,
          [token.user_id, newEmail],
        );
        await tx.query(
          `update auth.identities set identity_data = jsonb_set(identity_data, '{email}', to_jsonb($2::text)), updated_at = now() where user_id = $1 and provider = 'email'`,
          [token.user_id, newEmail],
        );
      } else {
        // Opening a recovery link also proves the address, as in GoTrue.
        await tx.query(
          `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now() where id = $1`,
          [token.user_id],
        );
      }
      return (await tx.query<UserRow>('select * from auth.users where id = $1', [token.user_id])).rows[0] ?? null;
    });
  }

  const invalidLink = () => authError(403, 'otp_expired', 'Email link is invalid or has expired');

  /** GoTrue's answer to the first of the two links of an email change: no session yet. */
  const SINGLE_CONFIRMATION = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

  async function signInWith(token: TokenRow) {
    const user = await applyToken(token);
    if (user === 'other_link_pending') return null;
    if (!user) throw authError(422, 'email_exists', 'A user with this email address has already been registered');
    return createSession(user, [{ method: 'otp', timestamp: nowSeconds() }]);
  }

  async function verifyAndSignIn(types: TokenType[], by: 'link' | 'code', hash: string) {
    const token = await consumeToken(types, by, hash);
    if (!token) throw by === 'link' ? invalidLink() : authError(403, 'otp_expired', 'Token has expired or is invalid');
    return signInWith(token);
  }

  /** POST /verify's answer: the session, or GoTrue's message when the other link of an email change is awaited. */
  const verifiedJson = (session: Awaited<ReturnType<typeof signInWith>>) => json(session ?? { msg: SINGLE_CONFIRMATION, code: 200 });

  function limitVerification(ctx: RequestContext): void {
    const wait = verifications.wait(`ip:${ctx.ip}`);
    if (wait) throw tooManyRequests(wait);
  }

  // GET /verify: the link in the email. The browser lands on redirect_to with the session (or the error) in the
  // fragment, which supabase-js reads: type=recovery makes it fire PASSWORD_RECOVERY.
  async function verifyLink(req: Request, ctx: RequestContext): Promise<Response> {
    const params = new URL(req.url).searchParams;
    const target = redirectOf(req);
    const type = params.get('type') ?? '';
    try {
      limitVerification(ctx);
      const token = params.get('token');
      if (!token) throw authError(400, 'validation_failed', 'Verify requires a token');
      const session = await verifyAndSignIn(tokenTypesFor(type), 'link', sha256(token));
      if (!session) return redirect(`${target.split('#')[0]}#${new URLSearchParams({ message: SINGLE_CONFIRMATION })}`);
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type,
      });
      return redirect(`${target.split('#')[0]}#${fragment}`);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const body = error.body as { code?: string; message?: string };
      const url = new URL(target);
      url.search = '';
      const status = error.status;
      const fragment = new URLSearchParams({
        error: status === 429 ? 'too_many_requests' : status >= 500 ? 'server_error' : 'access_denied',
        error_code: body.code ?? 'unexpected_failure',
        error_description: body.message ?? 'Error',
      });
      url.hash = fragment.toString();
      return redirect(url.toString());
    }
  }

  function redirect(location: string): Response {
    return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
  }

  // POST /verify: verifyOtp() with { email, token, type } (the code) or { token_hash, type } (the link's token).
  async function verifyCode(req: Request, ctx: RequestContext): Promise<Response> {
    limitVerification(ctx);
    const body = await readJsonObject(req, badJson);
    const types = tokenTypesFor(body.type);
    if (typeof body.token_hash === 'string' && body.token_hash) {
      return verifiedJson(await verifyAndSignIn(types, 'link', sha256(body.token_hash)));
    }
    if (typeof body.token !== 'string' || !body.token) throw authError(400, 'validation_failed', 'Verify requires a token or a token hash');
    const email = checkedEmail(body.email);
    // Six digits fall to guessing from many IPs unless each address is bounded too.
    const addressWait = verifications.wait(`email:${email}`);
    if (addressWait) throw tooManyRequests(addressWait);
    const code = body.token.replace(/[\s-]/g, '');
    // The code is bound to the address it was sent to (either one, for an email change) and to its type.
    for (const type of types) {
      const token = await consumeToken([type], 'code', sha256(`${type}:${email}:${code}`));
      if (token) return verifiedJson(await signInWith(token));
    }
    throw authError(403, 'otp_expired', 'Token has expired or is invalid');
  }

  // GET /reauthenticate: a code by email that a password change may then present as its nonce.
  async function reauthenticate(req: Request): Promise<Response> {
    const { user } = await requireSession(req);
    if (!user.email) throw authError(422, 'validation_failed', 'Reauthentication requires the user to have an email or a phone number');
    if (!user.email_confirmed_at) throw authError(400, 'email_not_confirmed', 'Please verify your email first.');
    const wait = perAddress.wait(`reauthenticate:${user.id}`);
    if (wait) throw tooManyEmails(wait);
    const { code } = await issueToken(user.id, 'reauthentication', user.email);
    await sendEmail('reauthentication', user.email, { code, redirectTo: siteUrl, email: user.email });
    return json({});
  }

  // PUT /user: metadata, and the email or the password under GoTrue's rules.
  async function updateUser(req: Request): Promise<Response> {
    const { user, session } = await requireSession(req);
    const body = await readJsonObject(req, badJson);
    const metadata = body.data !== undefined ? { ...user.raw_user_meta_data, ...checkMetadata(body.data) } : null;
    if (metadata) checkMetadata(metadata);
    const newEmail = body.email !== undefined && body.email !== '' ? checkedEmail(body.email) : null;
    const emailChanges = newEmail !== null && newEmail !== user.email;
    if (body.password !== undefined && body.password !== null && typeof body.password !== 'string') {
      throw authError(400, 'validation_failed', 'Password must be a string');
    }
    const password = typeof body.password === 'string' ? body.password : null;
    if (password !== null) checkPasswordStrength(password);

    // A second factor protects the credentials too: with a verified factor, only an aal2 session changes them.
    if ((password || emailChanges) && session.aal !== 'aal2' && (await loadFactors(user.id)).some((factor) => factor.status === 'verified')) {
      throw authError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
    }
    if (emailChanges && (await findUserByEmail(newEmail))) {
      throw authError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    // One code covers both changes when they come together; it works once.
    if (emailChanges && user.encrypted_password) await consumeNonce(user, body.nonce, 'Email update requires reauthentication');
    else if (password !== null && (await passwordNeedsNonce(session.id))) await consumeNonce(user, body.nonce, 'Password update requires reauthentication');
    if (password !== null) {
      if (password && user.encrypted_password && (await verifyPassword(password, user.encrypted_password))) {
        throw authError(422, 'same_password', 'New password should be different from the old password.');
      }
    }
    if (emailChanges) {
      const wait = perAddress.wait(`email_change:${user.id}`);
      if (wait) throw tooManyEmails(wait);
    }

    if (metadata) {
      await db.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [user.id, JSON.stringify(metadata)]);
    }
    if (password !== null) {
      const hash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, hash]);
        // As GoTrue's UpdatePassword: every other session of the user ends; this one goes on.
        await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, session.id]);
        await tx.query(`delete from auth.one_time_tokens where user_id = $1 and token_type in ('reauthentication_token', 'recovery_token')`, [user.id]);
      });
    }
    if (emailChanges) await sendEmailChange(user, newEmail, redirectOf(req));

    const updated = (await loadUser(user.id))!;
    const pending = (await db.query<{ email_change: string | null; email_change_sent_at: Date | null }>(
      'select email_change, email_change_sent_at from auth.users where id = $1',
      [user.id],
    )).rows[0];
    return json({
      ...(await userJson(updated)),
      ...(pending?.email_change ? { new_email: pending.email_change, email_change_sent_at: pending.email_change_sent_at?.toISOString() } : {}),
    });
  }

  /**
   * Supabase's secure password change (GoTrue's UpdatePasswordRequireReauthentication): a session signed in
   * within the last 24 hours may change the password as it is; an older one must present the code that
   * GET /reauthenticate emailed, as `nonce`.
   */
  async function passwordNeedsNonce(sessionId: string): Promise<boolean> {
    if (!config.securePasswordChange) return false;
    const created = (await db.query<{ created_at: Date }>('select created_at from auth.sessions where id = $1', [sessionId])).rows[0]?.created_at;
    return !created || Date.now() - created.getTime() > REAUTHENTICATION_SESSION_AGE_MS;
  }

  /**
   * Uses up the code GET /reauthenticate emailed. An email change by a user with a password always needs it,
   * whatever the session's age: a session alone, taken from someone, must not be enough to start moving the login.
   */
  async function consumeNonce(user: UserRow, nonce: unknown, needed: string): Promise<void> {
    if (typeof nonce !== 'string' || !nonce) throw authError(400, 'reauthentication_needed', needed);
    const wait = verifications.wait(`nonce:${user.id}`);
    if (wait) throw tooManyRequests(wait);
    const token = await consumeToken(['reauthentication'], 'code', sha256(`reauthentication:${user.email ?? ''}:${nonce.trim()}`));
    if (!token || token.user_id !== user.id) throw authError(400, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
  }

  return { recover, resend, verifyLink, verifyCode, reauthenticate, updateUser, confirmSignUp, obfuscatedUser, findUserByEmail };
}
