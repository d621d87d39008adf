import QRCode from 'qrcode';
import { hashPassword, verifyPassword } from './passwords.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from './db.ts';
import { signToken, verifyToken, type LocalKeys } from './keys.ts';
import { API_VERSION, HttpError, bearerToken, json, readJsonObject } from './http.ts';
import { matchTotp, newTotpSecret } from './totp.ts';
import { RateLimiter } from './rate-limit.ts';

// A faithful subset of Supabase Auth (GoTrue) as @supabase/supabase-js v2 speaks to it:
// shared/supabase-http-contract.md lists the behaviours this file reproduces.

export interface GoogleProvider {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

export interface AuthConfig {
  /** Public base URL of the stack, e.g. http://localhost:4173 (the token issuer is this plus /auth/v1). */
  publicUrl: string;
  jwtExpirySeconds: number;
  /** Sign-ins plus sign-ups allowed per IP per window (Supabase's default: 30 per 5 minutes). */
  signInRateLimit: number;
  rateLimitWindowMs: number;
  google: GoogleProvider | null;
  additionalRedirectUrls: string[];
}

export interface RequestContext { ip: string }

interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  phone: string | null;
  is_anonymous: boolean;
  created_at: Date;
  updated_at: Date;
}

interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  secret: string;
  issuer: string | null;
  last_used_counter: string | null;
  created_at: Date;
  updated_at: Date;
}

interface AmrEntry { method: string; timestamp: number }

const MAX_PASSWORD_BYTES = 72;
const MIN_PASSWORD_LENGTH = 6;
const MAX_METADATA_BYTES = 16 * 1024;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CHALLENGE_LIFETIME_SECONDS = 300;

export function authError(status: number, code: string, message: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(status, { code, message, ...extra }, { 'X-Supabase-Api-Version': API_VERSION, 'x-sb-error-code': code });
}

/** GoTrue's 429, with the Retry-After header clients (and people) can wait by. */
function rateLimited(windowMs: number): HttpError {
  return new HttpError(429, { code: 'over_request_rate_limit', message: 'Request rate limit reached' }, {
    'X-Supabase-Api-Version': API_VERSION,
    'x-sb-error-code': 'over_request_rate_limit',
    'Retry-After': String(Math.ceil(windowMs / 1000)),
  });
}

const OAUTH_STATE_TTL_MS = 10 * 60_000;
const MFA_VERIFICATIONS_PER_WINDOW = 30;
const VERIFY_WINDOW_MS = 5 * 60_000;
const MAX_OAUTH_STATES = 10_000;

const badJson = () => authError(400, 'bad_json', 'Could not parse request body as JSON');

export function createAuth(db: Database, keys: LocalKeys, config: AuthConfig) {
  const issuer = `${config.publicUrl}/auth/v1`;
  const signInLimiter = new RateLimiter(config.signInRateLimit, config.rateLimitWindowMs);
  const verifyLimiter = new RateLimiter(MFA_VERIFICATIONS_PER_WINDOW, VERIFY_WINDOW_MS);
  /** OAuth states issued by /authorize and not yet used, so a callback cannot be replayed or forged. */
  const pendingStates = new Map<string, number>();

  /** Keeps the states of the last 10 minutes, at most 10,000: /authorize is public, and its memory must be bounded. */
  function rememberOAuthState(state: string, now = Date.now()): void {
    // A Map iterates in insertion order, so the oldest states come first.
    for (const [old, issuedAt] of pendingStates) {
      if (now - issuedAt <= OAUTH_STATE_TTL_MS && pendingStates.size < MAX_OAUTH_STATES) break;
      pendingStates.delete(old);
    }
    pendingStates.set(state, now);
  }

  async function handle(req: Request, path: string, ctx: RequestContext): Promise<Response> {
    const method = req.method;
    const factorMatch = path.match(/^\/factors\/([0-9a-f-]{36})(\/challenge|\/verify)?$/);
    let response: Response;
    if (path === '/signup' && method === 'POST') response = await signUp(req, ctx);
    else if (path === '/token' && method === 'POST') response = await token(req, ctx);
    else if (path === '/logout' && method === 'POST') response = await logout(req);
    else if (path === '/user' && method === 'GET') response = await getUser(req);
    else if (path === '/user' && method === 'PUT') response = await updateUser(req);
    else if (path === '/settings' && method === 'GET') response = json(settings());
    else if (path === '/health' && method === 'GET') response = json({ version: 'local', name: 'GoTrue', description: 'Sendero Astral local auth' });
    else if (path === '/authorize' && method === 'GET') response = authorize(req);
    else if (path === '/callback' && method === 'GET') response = await callback(req);
    else if (path === '/.well-known/jwks.json' && method === 'GET')
      response = json({ keys: [keys.publicJwk] }, 200, { 'Cache-Control': 'public, max-age=600' });
    else if (path === '/factors' && method === 'POST') response = await enrollFactor(req);
    else if (factorMatch && !factorMatch[2] && method === 'DELETE') response = await unenrollFactor(req, factorMatch[1]);
    else if (factorMatch?.[2] === '/challenge' && method === 'POST') response = await challengeFactor(req, factorMatch[1]);
    else if (factorMatch?.[2] === '/verify' && method === 'POST') response = await verifyFactor(req, factorMatch[1], ctx);
    else if (knownPath(path)) throw authError(405, 'method_not_allowed', `Method ${method} not allowed on ${path}`);
    else throw authError(404, 'not_found', 'Not Found');
    response.headers.set('X-Supabase-Api-Version', API_VERSION);
    return response;
  }

  function knownPath(path: string): boolean {
    return ['/signup', '/token', '/logout', '/user', '/settings', '/health', '/authorize', '/callback', '/.well-known/jwks.json', '/factors'].includes(path) ||
      /^\/factors\/[^/]+(\/challenge|\/verify)?$/.test(path);
  }

  function settings() {
    return {
      external: {
        anonymous_users: false, apple: false, azure: false, bitbucket: false, discord: false, email: true, facebook: false,
        figma: false, github: false, gitlab: false, google: config.google !== null, keycloak: false, kakao: false,
        linkedin_oidc: false, notion: false, phone: false, slack_oidc: false, spotify: false, twitch: false,
        twitter: false, workos: false, zoom: false,
      },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    };
  }

  function checkRateLimit(ctx: RequestContext): void {
    if (!signInLimiter.allow(ctx.ip)) throw rateLimited(config.rateLimitWindowMs);
  }

  function validateCredentials(email: unknown, password: unknown): { email: string; password: string } {
    if (typeof email !== 'string' || !email.trim()) throw authError(400, 'validation_failed', 'Anonymous sign-ins are disabled');
    const normalized = email.trim().toLowerCase();
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
  }

  function checkMetadata(data: unknown): Record<string, unknown> {
    if (data === undefined || data === null) return {};
    if (typeof data !== 'object' || Array.isArray(data)) throw authError(400, 'validation_failed', 'data must be an object');
    if (Buffer.byteLength(JSON.stringify(data)) > MAX_METADATA_BYTES) {
      throw authError(400, 'validation_failed', 'User metadata is too large');
    }
    return data as Record<string, unknown>;
  }

  async function signUp(req: Request, ctx: RequestContext): Promise<Response> {
    checkRateLimit(ctx);
    const body = await readJsonObject(req, badJson);
    const { email, password } = validateCredentials(body.email, body.password);
    checkPasswordStrength(password);
    const metadata = checkMetadata(body.data);
    const hash = await hashPassword(password);
    const user = await db.transaction(async (tx) => {
      const existing = await tx.query('select 1 from auth.users where email = $1', [email]);
      if (existing.rows.length) return null;
      const inserted = await tx.query<UserRow>(
        `insert into auth.users (email, encrypted_password, raw_user_meta_data, email_confirmed_at, confirmed_at, last_sign_in_at)
         values ($1, $2, $3, now(), now(), now()) returning *`,
        [email, hash, JSON.stringify(metadata)],
      );
      const row = inserted.rows[0];
      await tx.query(
        `insert into auth.identities (user_id, provider, provider_id, identity_data, last_sign_in_at) values ($1::uuid, 'email', $3, $2, now())`,
        [row.id, JSON.stringify({ sub: row.id, email, email_verified: false, phone_verified: false }), row.id],
      );
      return row;
    });
    if (!user) throw authError(422, 'user_already_exists', 'User already registered');
    return json(await createSession(user, [{ method: 'password', timestamp: nowSeconds() }]));
  }

  async function token(req: Request, ctx: RequestContext): Promise<Response> {
    const grantType = new URL(req.url).searchParams.get('grant_type');
    const body = await readJsonObject(req, badJson);
    if (grantType === 'password') return json(await passwordGrant(body, ctx));
    if (grantType === 'refresh_token') return json(await refreshGrant(body));
    throw authError(400, 'validation_failed', 'unsupported_grant_type');
  }

  async function passwordGrant(body: Record<string, unknown>, ctx: RequestContext) {
    checkRateLimit(ctx);
    if (typeof body.email !== 'string' || typeof body.password !== 'string') {
      throw authError(400, 'invalid_credentials', 'Invalid login credentials');
    }
    const email = body.email.trim().toLowerCase();
    const found = await db.query<UserRow>('select * from auth.users where email = $1', [email]);
    const user = found.rows[0];
    // Compare against a hash even when the user does not exist, so timing does not reveal which emails are registered.
    const hash = user?.encrypted_password ?? '$2b$10$CwTycUXWue0Thq9StjUM0uJ8Qe1m2vOlW6xP0JG7/7jVQj4GqYbyS';
    const matches = await verifyPassword(body.password, hash);
    if (!user || !user.encrypted_password || !matches) throw authError(400, 'invalid_credentials', 'Invalid login credentials');
    await db.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
    return createSession(user, [{ method: 'password', timestamp: nowSeconds() }]);
  }

  async function refreshGrant(body: Record<string, unknown>) {
    if (typeof body.refresh_token !== 'string' || !body.refresh_token) {
      throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    }
    const presented = body.refresh_token;
    const result = await db.transaction(async (tx) => {
      const found = await tx.query<{ session_id: string; user_id: string; revoked: boolean }>(
        'select session_id, user_id, revoked from auth.refresh_tokens where token = $1 for update',
        [presented],
      );
      const row = found.rows[0];
      if (!row) return { error: 'not_found' as const };
      if (row.revoked) {
        // A rotated token presented again means it leaked or was replayed: end the whole session, as GoTrue does.
        await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
        return { error: 'reused' as const };
      }
      await tx.query('update auth.refresh_tokens set revoked = true where token = $1', [presented]);
      const next = newRefreshToken();
      await tx.query('insert into auth.refresh_tokens (token, session_id, user_id) values ($1, $2, $3)', [next, row.session_id, row.user_id]);
      await tx.query('update auth.sessions set refreshed_at = now() where id = $1', [row.session_id]);
      return { sessionId: row.session_id, userId: row.user_id, refreshToken: next };
    });
    if ('error' in result) {
      if (result.error === 'reused') throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    }
    const session = await loadSession(result.sessionId);
    const user = await loadUser(result.userId);
    if (!session || !user) throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    return tokenResponse(user, session.id, session.aal, session.amr, result.refreshToken);
  }

  async function createSession(user: UserRow, amr: AmrEntry[]) {
    const session = await db.query<{ id: string }>('insert into auth.sessions (user_id, aal, amr) values ($1, $2, $3) returning id', [
      user.id, 'aal1', JSON.stringify(amr),
    ]);
    const sessionId = session.rows[0].id;
    const refreshToken = newRefreshToken();
    await db.query('insert into auth.refresh_tokens (token, session_id, user_id) values ($1, $2, $3)', [refreshToken, sessionId, user.id]);
    return tokenResponse(user, sessionId, 'aal1', amr, refreshToken);
  }

  async function tokenResponse(user: UserRow, sessionId: string, aal: string, amr: AmrEntry[], refreshToken: string) {
    const iat = nowSeconds();
    const exp = iat + config.jwtExpirySeconds;
    const accessToken = await signToken(keys, {
      iss: issuer,
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      role: 'authenticated',
      aal,
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: config.jwtExpirySeconds,
      expires_at: exp,
      refresh_token: refreshToken,
      user: await userJson(user),
    };
  }

  /** The caller's verified claims and live session; 401/403 exactly where GoTrue answers them. */
  async function requireSession(req: Request) {
    const tokenText = bearerToken(req);
    if (!tokenText) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    const verified = await verifyToken(keys, tokenText);
    if (!verified.ok) {
      throw authError(403, 'bad_jwt', verified.expired ? 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired' : 'invalid JWT: unable to parse or verify signature');
    }
    const claims = verified.claims;
    if (claims.role !== 'authenticated' || typeof claims.sub !== 'string' || typeof claims.session_id !== 'string') {
      throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    }
    const session = await loadSession(claims.session_id);
    if (!session || session.user_id !== claims.sub) {
      throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    const user = await loadUser(claims.sub);
    if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { claims, session, user };
  }

  async function getUser(req: Request): Promise<Response> {
    const { user } = await requireSession(req);
    return json(await userJson(user));
  }

  async function updateUser(req: Request): Promise<Response> {
    const { user } = await requireSession(req);
    const body = await readJsonObject(req, badJson);
    if (body.data !== undefined) {
      const merged = { ...user.raw_user_meta_data, ...checkMetadata(body.data) };
      checkMetadata(merged);
      await db.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [user.id, JSON.stringify(merged)]);
    }
    if (body.password !== undefined) {
      if (typeof body.password !== 'string') throw authError(400, 'validation_failed', 'Password must be a string');
      checkPasswordStrength(body.password);
      if (user.encrypted_password && (await verifyPassword(body.password, user.encrypted_password))) {
        throw authError(422, 'same_password', 'New password should be different from the old password.');
      }
      await db.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
        user.id, await hashPassword(body.password),
      ]);
    }
    if (body.email !== undefined && body.email !== user.email) {
      throw authError(422, 'email_change_not_supported', 'Changing the email address is not supported by the local stack');
    }
    return json(await userJson((await loadUser(user.id))!));
  }

  async function logout(req: Request): Promise<Response> {
    const scope = new URL(req.url).searchParams.get('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) throw authError(400, 'validation_failed', 'Unsupported logout scope');
    const { claims } = await requireSession(req);
    const sessionId = claims.session_id as string;
    if (scope === 'local') await db.query('delete from auth.sessions where id = $1', [sessionId]);
    else if (scope === 'others') await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [claims.sub, sessionId]);
    else await db.query('delete from auth.sessions where user_id = $1', [claims.sub]);
    return new Response(null, { status: 204 });
  }

  // ── OAuth (Google) ──────────────────────────────────────────────────────────────────────────

  function safeRedirect(requested: string | null): string {
    const fallback = `${config.publicUrl}/`;
    if (!requested) return fallback;
    try {
      const target = new URL(requested);
      const allowed = [config.publicUrl, ...config.additionalRedirectUrls].map((u) => new URL(u).origin);
      return allowed.includes(target.origin) ? target.toString() : fallback;
    } catch {
      return fallback;
    }
  }

  function authorize(req: Request): Response {
    const params = new URL(req.url).searchParams;
    const provider = params.get('provider');
    if (!provider) throw authError(400, 'validation_failed', 'Unsupported provider: missing provider');
    if (provider !== 'google' || !config.google) {
      throw authError(400, 'validation_failed', 'Unsupported provider: provider is not enabled');
    }
    const state = Buffer.from(JSON.stringify({ redirect_to: safeRedirect(params.get('redirect_to')), nonce: randomUUID() })).toString('base64url');
    rememberOAuthState(state);
    const target = new URL(config.google.authorizeUrl);
    target.searchParams.set('client_id', config.google.clientId);
    target.searchParams.set('redirect_uri', `${issuer}/callback`);
    target.searchParams.set('response_type', 'code');
    target.searchParams.set('scope', 'openid email profile');
    target.searchParams.set('state', state);
    return new Response(null, { status: 302, headers: { Location: target.toString() } });
  }

  async function callback(req: Request): Promise<Response> {
    const params = new URL(req.url).searchParams;
    const state = params.get('state') ?? '';
    let redirectTo = `${config.publicUrl}/`;
    try {
      redirectTo = safeRedirect((JSON.parse(Buffer.from(state, 'base64url').toString()) as { redirect_to?: string }).redirect_to ?? null);
    } catch {
      // an unreadable state falls back to the site URL below
    }
    const fail = (code: string, description: string) =>
      new Response(null, {
        status: 302,
        headers: { Location: `${redirectTo}#error=${code}&error_code=${code}&error_description=${encodeURIComponent(description)}` },
      });
    const issuedAt = pendingStates.get(state);
    pendingStates.delete(state);
    if (!config.google) return fail('bad_oauth_callback', 'Unsupported provider: provider is not enabled');
    if (!issuedAt || Date.now() - issuedAt > OAUTH_STATE_TTL_MS) return fail('bad_oauth_state', 'OAuth state is invalid or expired');
    if (params.get('error')) return fail('access_denied', params.get('error_description') ?? params.get('error')!);
    const code = params.get('code');
    if (!code) return fail('bad_oauth_callback', 'OAuth callback with missing authorization code');
    try {
      const tokenResponse = await fetch(config.google.tokenUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          code, client_id: config.google.clientId, client_secret: config.google.clientSecret,
          redirect_uri: `${issuer}/callback`, grant_type: 'authorization_code',
        }),
      });
      if (!tokenResponse.ok) return fail('server_error', 'Error exchanging the authorization code');
      const { access_token: providerToken } = (await tokenResponse.json()) as { access_token?: string };
      const profileResponse = await fetch(config.google.userinfoUrl, { headers: { Authorization: `Bearer ${providerToken}` } });
      if (!profileResponse.ok) return fail('server_error', 'Error getting user profile from external provider');
      const profile = (await profileResponse.json()) as { sub?: string; email?: string; email_verified?: boolean; name?: string; picture?: string };
      if (!profile.sub || !profile.email) return fail('server_error', 'Error getting user email from external provider');
      const user = await upsertOAuthUser('google', profile as { sub: string; email: string; name?: string; picture?: string; email_verified?: boolean });
      const session = await createSession(user, [{ method: 'oauth', timestamp: nowSeconds() }]);
      const fragment = new URLSearchParams({
        access_token: session.access_token, expires_at: String(session.expires_at), expires_in: String(session.expires_in),
        provider_token: providerToken ?? '', refresh_token: session.refresh_token, token_type: 'bearer',
      });
      return new Response(null, { status: 302, headers: { Location: `${redirectTo}#${fragment}` } });
    } catch {
      return fail('server_error', 'Unexpected error during the OAuth callback');
    }
  }

  async function upsertOAuthUser(provider: string, profile: { sub: string; email: string; name?: string; picture?: string; email_verified?: boolean }) {
    const email = profile.email.toLowerCase();
    const identityData = { sub: profile.sub, email, email_verified: profile.email_verified ?? false, full_name: profile.name ?? '', avatar_url: profile.picture ?? '' };
    const userId = await db.transaction(async (tx) => {
      const identity = await tx.query<{ user_id: string }>('select user_id from auth.identities where provider = $1 and provider_id = $2', [provider, profile.sub]);
      if (identity.rows[0]) {
        await tx.query('update auth.identities set identity_data = $2, last_sign_in_at = now() where provider = $1 and provider_id = $3', [provider, JSON.stringify(identityData), profile.sub]);
        return identity.rows[0].user_id;
      }
      const existing = await tx.query<{ id: string }>('select id from auth.users where email = $1', [email]);
      let id = existing.rows[0]?.id;
      if (!id) {
        const inserted = await tx.query<{ id: string }>(
          `insert into auth.users (email, raw_user_meta_data, raw_app_meta_data, email_confirmed_at, confirmed_at)
           values ($1, $2, $3, now(), now()) returning id`,
          [email, JSON.stringify({ full_name: profile.name ?? '', avatar_url: profile.picture ?? '' }), JSON.stringify({ provider, providers: [provider] })],
        );
        id = inserted.rows[0].id;
      }
      await tx.query('insert into auth.identities (user_id, provider, provider_id, identity_data, last_sign_in_at) values ($1, $2, $3, $4, now())', [
        id, provider, profile.sub, JSON.stringify(identityData),
      ]);
      return id;
    });
    await db.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
    return (await loadUser(userId))!;
  }

  // ── MFA (TOTP) ──────────────────────────────────────────────────────────────────────────────

  async function enrollFactor(req: Request): Promise<Response> {
    const { user, session } = await requireSession(req);
    const body = await readJsonObject(req, badJson);
    if (body.factor_type !== 'totp') {
      throw authError(422, 'mfa_factor_type_not_supported', 'Only TOTP factors are enabled on this server');
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
    const totpIssuer = (typeof body.issuer === 'string' && body.issuer.trim() ? body.issuer.trim() : new URL(config.publicUrl).hostname).slice(0, 100);
    const secret = newTotpSecret();
    const inserted = await db.query<{ id: string }>(
      `insert into auth.mfa_factors (user_id, friendly_name, factor_type, secret, issuer) values ($1, $2, 'totp', $3, $4) returning id`,
      [user.id, friendlyName || null, secret, totpIssuer],
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

  async function challengeFactor(req: Request, factorId: string): Promise<Response> {
    const { user } = await requireSession(req);
    await ownFactor(user.id, factorId);
    const created = await db.query<{ id: string; created_at: Date }>(
      'insert into auth.mfa_challenges (factor_id) values ($1) returning id, created_at',
      [factorId],
    );
    const expiresAt = Math.floor(created.rows[0].created_at.getTime() / 1000) + CHALLENGE_LIFETIME_SECONDS;
    return json({ id: created.rows[0].id, type: 'totp', expires_at: expiresAt });
  }

  async function verifyFactor(req: Request, factorId: string, ctx: RequestContext): Promise<Response> {
    // A six-digit code falls to guessing without a bound: limited per IP and per factor, as GoTrue's
    // token_verifications limit does (30 per 5 minutes).
    if (!verifyLimiter.allow(`ip:${ctx.ip}`) || !verifyLimiter.allow(`factor:${factorId}`)) {
      throw rateLimited(VERIFY_WINDOW_MS);
    }
    const { user, session } = await requireSession(req);
    const factor = await ownFactor(user.id, factorId);
    const body = await readJsonObject(req, badJson);
    if (typeof body.challenge_id !== 'string' || typeof body.code !== 'string') {
      throw authError(400, 'validation_failed', 'challenge_id and code are required');
    }
    const challenge = await db.query<{ created_at: Date; verified_at: Date | null }>(
      'select created_at, verified_at from auth.mfa_challenges where id = $1 and factor_id = $2',
      [body.challenge_id, factorId],
    ).catch(() => ({ rows: [] as { created_at: Date; verified_at: Date | null }[] }));
    const row = challenge.rows[0];
    if (!row) throw authError(404, 'mfa_challenge_not_found', 'MFA challenge not found');
    if (row.verified_at) throw authError(422, 'mfa_challenge_expired', 'MFA challenge has already been verified');
    if (Date.now() - row.created_at.getTime() > CHALLENGE_LIFETIME_SECONDS * 1000) {
      throw authError(422, 'mfa_challenge_expired', 'MFA challenge has expired, verify against another challenge or create a new challenge.');
    }
    const counter = matchTotp(factor.secret, body.code.trim(), factor.last_used_counter === null ? null : Number(factor.last_used_counter));
    if (counter === null) throw authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    const amr: AmrEntry[] = [{ method: 'totp', timestamp: nowSeconds() }, ...session.amr.filter((entry) => entry.method !== 'totp')];
    const refreshToken = newRefreshToken();
    await db.transaction(async (tx) => {
      await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [body.challenge_id]);
      await tx.query(`update auth.mfa_factors set status = 'verified', last_used_counter = $2, updated_at = now() where id = $1`, [factorId, counter]);
      await tx.query(`update auth.sessions set aal = 'aal2', amr = $2 where id = $1`, [session.id, JSON.stringify(amr)]);
      // The lifted session starts a fresh refresh-token family; tokens issued at aal1 can no longer renew it.
      await tx.query('update auth.refresh_tokens set revoked = true where session_id = $1', [session.id]);
      await tx.query('insert into auth.refresh_tokens (token, session_id, user_id) values ($1, $2, $3)', [refreshToken, session.id, user.id]);
    });
    return json(await tokenResponse(user, session.id, 'aal2', amr, refreshToken));
  }

  // ── Loading ─────────────────────────────────────────────────────────────────────────────────

  async function loadUser(id: string): Promise<UserRow | null> {
    const found = await db.query<UserRow>('select * from auth.users where id = $1', [id]);
    return found.rows[0] ?? null;
  }

  async function loadSession(id: string) {
    const found = await db.query<{ id: string; user_id: string; aal: string; amr: AmrEntry[] }>(
      'select id, user_id, aal, amr from auth.sessions where id = $1',
      [id],
    ).catch(() => ({ rows: [] }));
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
            })),
          }
        : {}),
      created_at: iso(user.created_at),
      updated_at: iso(user.updated_at),
      is_anonymous: user.is_anonymous,
    };
  }

  return { handle };
}

function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
