import type { RoleConnection } from '../db.ts';
import type { LocalKeys } from '../keys.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { API_VERSION, json, readJsonObject } from '../http.ts';
import { RateLimiter } from '../../functions/_shared/rate-limit.ts';
import { createAccounts, insertIdentity, insertUser, normalizeEmail } from './accounts.ts';
import { createCredentials } from './credentials.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createAdmin } from './admin.ts';
import { createMfa } from './mfa.ts';
import { createOAuth } from './oauth.ts';
import { createSessions } from './sessions.ts';
import { authError, badJson, nowSeconds, rateLimited, type AuthConfig, type RequestContext, type UserRow } from './shared.ts';

// A faithful subset of Supabase Auth (GoTrue) as @supabase/supabase-js v2 speaks to it (docs/supabase-compat.md):
// this file routes /auth/v1 and holds sign-up, the password grant and GET /user; sessions, OAuth, MFA and the
// email flows with the credential changes (credentials.ts) each live beside it.

export type { AuthConfig, GoogleProvider, RequestContext } from './shared.ts';

export function createAuth(db: RoleConnection, keys: LocalKeys, mailer: Mailer, config: AuthConfig) {
  const signInLimiter = new RateLimiter(config.signInRateLimit, config.rateLimitWindowMs);
  const accounts = createAccounts(db);
  const sessions = createSessions(db, keys, config, accounts);
  const oauth = createOAuth(db, config, accounts, sessions);
  const mfa = createMfa(db, config, accounts, sessions);
  const credentials = createCredentials(db, config, accounts, sessions, mailer);
  const admin = createAdmin(db, keys, accounts);
  const { validateCredentials, checkPasswordStrength, checkMetadata, userJson } = accounts;
  const { createSession, requireSession, refreshGrant, logout } = sessions;
  const { authorize, callback } = oauth;
  const { enrollFactor, unenrollFactor, challengeFactor, verifyFactor } = mfa;

  async function handle(req: Request, path: string, ctx: RequestContext): Promise<Response> {
    const method = req.method;
    const factorMatch = path.match(/^\/factors\/([0-9a-f-]{36})(\/challenge|\/verify)?$/);
    const adminUserMatch = path.match(/^\/admin\/users\/([^/]+)$/);
    let response: Response;
    if (path === '/signup' && method === 'POST') response = await signUp(req, ctx);
    else if (path === '/token' && method === 'POST') response = await token(req, ctx);
    else if (path === '/logout' && method === 'POST') response = await logout(req);
    else if (path === '/user' && method === 'GET') response = await getUser(req);
    else if (path === '/user' && method === 'PUT') response = await credentials.updateUser(req);
    else if (path === '/recover' && method === 'POST') response = await credentials.recover(req, ctx);
    else if (path === '/resend' && method === 'POST') response = await credentials.resend(req, ctx);
    else if (path === '/verify' && method === 'GET') response = await credentials.verifyLink(req, ctx);
    else if (path === '/verify' && method === 'POST') response = await credentials.verifyCode(req, ctx);
    else if (path === '/reauthenticate' && method === 'GET') response = await credentials.reauthenticate(req);
    else if (path === '/settings' && method === 'GET') response = json(settings());
    else if (path === '/health' && method === 'GET') response = json({ version: 'local', name: 'GoTrue', description: 'Sendero Astral local auth' });
    else if (path === '/authorize' && method === 'GET') response = authorize(req);
    else if (path === '/callback' && method === 'GET') response = await callback(req);
    else if (path === '/.well-known/jwks.json' && method === 'GET')
      response = json({ keys: [keys.publicJwk] }, 200, { 'Cache-Control': 'public, max-age=600' });
    else if (path === '/factors' && method === 'POST') response = await enrollFactor(req);
    else if (factorMatch && !factorMatch[2] && method === 'DELETE') response = await unenrollFactor(req, factorMatch[1]);
    else if (factorMatch?.[2] === '/challenge' && method === 'POST') response = await challengeFactor(req, factorMatch[1], ctx);
    else if (factorMatch?.[2] === '/verify' && method === 'POST') response = await verifyFactor(req, factorMatch[1], ctx);
    else if (adminUserMatch && method === 'GET') response = await admin.getUserById(req, adminUserMatch[1]);
    else if (adminUserMatch && method === 'DELETE') response = await admin.deleteUser(req, adminUserMatch[1]);
    else if (knownPath(path)) throw authError(405, 'method_not_allowed', `Method ${method} not allowed on ${path}`);
    else throw authError(404, 'not_found', 'Not Found');
    response.headers.set('X-Supabase-Api-Version', API_VERSION);
    return response;
  }

  function knownPath(path: string): boolean {
    return ['/signup', '/token', '/logout', '/user', '/settings', '/health', '/authorize', '/callback', '/.well-known/jwks.json', '/factors', '/recover', '/resend', '/verify', '/reauthenticate'].includes(path) ||
      /^\/factors\/[^/]+(\/challenge|\/verify)?$/.test(path) || /^\/admin\/users\/[^/]+$/.test(path);
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
      mailer_autoconfirm: !config.emailConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    };
  }

  function checkRateLimit(ctx: RequestContext): void {
    if (!signInLimiter.allow(ctx.ip)) throw rateLimited(config.rateLimitWindowMs);
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
      const row = await insertUser(tx, {
        email,
        passwordHash: hash,
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: metadata,
        confirmed: !config.emailConfirmations,
      });
      await insertIdentity(tx, row.id, 'email', row.id, { sub: row.id, email, email_verified: false, phone_verified: false });
      return row;
    });
    if (config.emailConfirmations) {
      // No session until the emailed link is opened; an address already registered gets the same answer.
      if (!user) return json(credentials.obfuscatedUser(email));
      await credentials.confirmSignUp(req, ctx, user);
      return json(await userJson(user));
    }
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
    const email = normalizeEmail(body.email);
    const found = await db.query<UserRow>('select * from auth.users where email = $1', [email]);
    const user = found.rows[0];
    // Compare against a hash even when the user does not exist, so timing does not reveal which emails are registered.
    const hash = user?.encrypted_password ?? '$2b$10$CwTycUXWue0Thq9StjUM0uJ8Qe1m2vOlW6xP0JG7/7jVQj4GqYbyS';
    const matches = await verifyPassword(body.password, hash);
    if (!user || !user.encrypted_password || !matches) throw authError(400, 'invalid_credentials', 'Invalid login credentials');
    if (!user.email_confirmed_at) throw authError(400, 'email_not_confirmed', 'Email not confirmed');
    await db.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
    return createSession(user, [{ method: 'password', timestamp: nowSeconds() }]);
  }

  async function getUser(req: Request): Promise<Response> {
    const { user } = await requireSession(req);
    return json(await userJson(user));
  }

  return { handle };
}
