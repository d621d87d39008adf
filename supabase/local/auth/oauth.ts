import { randomUUID } from 'node:crypto';
import type { RoleConnection } from '../db.ts';
import { insertIdentity, insertUser, normalizeEmail, type Accounts } from './accounts.ts';
import type { Sessions } from './sessions.ts';
import { allowedRedirect, authError, nowSeconds, type AuthConfig } from './shared.ts';

// Google sign-in as GoTrue runs it: /authorize sends the browser to the provider with a one-time state, and
// /callback trades the code for a profile, links or creates the user, and returns a session in the fragment.

const OAUTH_STATE_TTL_MS = 10 * 60_000;
const MAX_OAUTH_STATES = 10_000;

export function createOAuth(db: RoleConnection, config: AuthConfig, accounts: Accounts, sessions: Sessions) {
  const { issuer, createSession } = sessions;
  const { loadUser } = accounts;
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

  function authorize(req: Request): Response {
    const params = new URL(req.url).searchParams;
    const provider = params.get('provider');
    if (!provider) throw authError(400, 'validation_failed', 'Unsupported provider: missing provider');
    if (provider !== 'google' || !config.google) {
      throw authError(400, 'validation_failed', 'Unsupported provider: provider is not enabled');
    }
    const state = Buffer.from(JSON.stringify({ redirect_to: allowedRedirect(config, params.get('redirect_to')), nonce: randomUUID() })).toString('base64url');
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
      redirectTo = allowedRedirect(config, (JSON.parse(Buffer.from(state, 'base64url').toString()) as { redirect_to?: string }).redirect_to ?? null);
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
    const email = normalizeEmail(profile.email);
    const verified = profile.email_verified === true;
    const identityData = { sub: profile.sub, email, email_verified: verified, full_name: profile.name ?? '', avatar_url: profile.picture ?? '' };
    const userId = await db.transaction(async (tx) => {
      const identity = await tx.query<{ user_id: string }>('select user_id from auth.identities where provider = $1 and provider_id = $2', [provider, profile.sub]);
      if (identity.rows[0]) {
        await tx.query('update auth.identities set identity_data = $2, last_sign_in_at = now(), updated_at = now() where provider = $1 and provider_id = $3', [provider, JSON.stringify(identityData), profile.sub]);
        return identity.rows[0].user_id;
      }
      const existing = await tx.query<{ id: string }>('select id from auth.users where email = $1', [email]);
      // As GoTrue decides account linking: only an address the provider vouches for joins the account that owns
      // it. An unverified one gets an account of its own, without the address when another account has it, so
      // nobody can sign in to someone else's account by naming their email at a provider that does not check it.
      let id = verified ? existing.rows[0]?.id : undefined;
      if (!id) {
        const inserted = await insertUser(tx, {
          email: existing.rows[0] ? null : email,
          passwordHash: null,
          appMetadata: { provider, providers: [provider] },
          userMetadata: { full_name: profile.name ?? '', avatar_url: profile.picture ?? '' },
          confirmed: verified,
        });
        id = inserted.id;
      }
      await insertIdentity(tx, id, provider, profile.sub, identityData);
      return id;
    });
    await db.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
    return (await loadUser(userId))!;
  }

  return { authorize, callback };
}
