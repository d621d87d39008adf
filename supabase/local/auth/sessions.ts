import type { Transaction } from '@electric-sql/pglite';
import type { RoleConnection } from '../db.ts';
import { signToken, verifyToken, type LocalKeys } from '../keys.ts';
import { bearerToken } from '../http.ts';
import type { Accounts } from './accounts.ts';
import { authError, newRefreshToken, nowSeconds, type AmrEntry, type AuthConfig, type UserRow } from './shared.ts';

// Sessions: access tokens with Supabase's claims, refresh-token rotation with GoTrue's reuse interval, the
// caller's live session for every endpoint that needs one, and logout by scope.

/**
 * GoTrue's refresh_token_reuse_interval (10 s by default): a token rotated a moment ago may be presented again,
 * as two tabs refreshing at once do, and gets the session's current token back. Later, reuse means the token
 * leaked or was replayed, and the whole session ends.
 */
const REFRESH_TOKEN_REUSE_INTERVAL_MS = 10_000;

export type Sessions = ReturnType<typeof createSessions>;

/** A refresh token as GoTrue stores one: the user as text, and the token it replaced as `parent`. */
export async function insertRefreshToken(tx: Transaction, token: string, sessionId: string, userId: string, parent: string | null): Promise<void> {
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
}

/** One `amr` method of a session in auth.mfa_amr_claims: the method again later only moves its time. */
export async function recordAuthentication(tx: Transaction, sessionId: string, entry: AmrEntry): Promise<void> {
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, to_timestamp($3), to_timestamp($3), $2, gen_random_uuid())
     on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at`,
    [sessionId, entry.method, entry.timestamp],
  );
}

export function createSessions(db: RoleConnection, keys: LocalKeys, config: AuthConfig, accounts: Accounts) {
  const issuer = keys.issuer;
  const { loadUser, userJson } = accounts;

  async function refreshGrant(body: Record<string, unknown>) {
    if (typeof body.refresh_token !== 'string' || !body.refresh_token) {
      throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    }
    const presented = body.refresh_token;
    const result = await db.transaction(async (tx) => {
      const found = await tx.query<{ session_id: string; user_id: string; revoked: boolean; updated_at: Date | null }>(
        'select session_id, user_id, revoked, updated_at from auth.refresh_tokens where token = $1 for update',
        [presented],
      );
      const row = found.rows[0];
      if (!row) return { error: 'not_found' as const };
      if (row.revoked) {
        const revokedAt = row.updated_at?.getTime() ?? 0;
        if (Date.now() - revokedAt <= REFRESH_TOKEN_REUSE_INTERVAL_MS) {
          const active = await tx.query<{ token: string }>(
            'select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
            [row.session_id],
          );
          if (active.rows[0]) return { sessionId: row.session_id, userId: row.user_id, refreshToken: active.rows[0].token };
        }
        await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
        return { error: 'reused' as const };
      }
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [presented]);
      const next = newRefreshToken();
      await insertRefreshToken(tx, next, row.session_id, row.user_id, presented);
      await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [row.session_id]);
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

  /** A session at aal1 with how the user just proved who they are (`amr`), and its first refresh token. */
  async function createSession(user: UserRow, amr: AmrEntry[]) {
    const refreshToken = newRefreshToken();
    const sessionId = await db.transaction(async (tx) => {
      const session = await tx.query<{ id: string }>(
        `insert into auth.sessions (id, user_id, aal, created_at, updated_at) values (gen_random_uuid(), $1, 'aal1', now(), now()) returning id`,
        [user.id],
      );
      const id = session.rows[0].id;
      for (const entry of amr) await recordAuthentication(tx, id, entry);
      await insertRefreshToken(tx, refreshToken, id, user.id, null);
      return id;
    });
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

  /** The session with its aal and its `amr`, newest method first, as GoTrue builds the claim from mfa_amr_claims. */
  async function loadSession(id: string) {
    const found = await db.query<{ id: string; user_id: string; aal: string; amr: AmrEntry[]; created_at: Date | null }>(
      `select s.id, s.user_id, s.aal::text as aal, s.created_at,
              coalesce((select json_agg(json_build_object('method', c.authentication_method, 'timestamp', floor(extract(epoch from c.updated_at))::bigint)
                                 order by c.updated_at desc)
                          from auth.mfa_amr_claims c where c.session_id = s.id), '[]') as amr
         from auth.sessions s where s.id = $1`,
      [id],
    ).catch(() => ({ rows: [] }));
    return found.rows[0] ?? null;
  }

  return { issuer, createSession, tokenResponse, requireSession, refreshGrant, logout };
}
