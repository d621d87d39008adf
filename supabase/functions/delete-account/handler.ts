import { TOO_MANY_REQUESTS, errorResponse, isolatedAuthClient, jsonResponse, serviceClient, withFunction } from '../_shared/http.ts';
import { RECENT_SIGN_IN_SECONDS, hasPasswordIdentity, type DeleteAccountRefusal } from '../_shared/contract/account.ts';
import { RateLimiter } from '../_shared/rate-limit.ts';
import { DeleteAccountRequestSchema } from './request.ts';

// delete-account: the caller proves, once more and on the server, that they are who the session says (their
// password; for an account without one, a sign-in of the last five minutes; the second factor when they have
// one), and then the GoTrue admin API deletes the user with the service role. Every row of theirs goes with
// the user through the foreign keys' `on delete cascade`; nothing is deleted row by row here.

const MAX_BODY_BYTES = 1024;

/**
 * Password checks one account may ask for per window. The auth server limits sign-ins per IP, so without a bound
 * of its own one user's guesses would spend the budget of everyone who shares that address (a NAT, an office).
 * It lives in this instance's memory: a bound per instance, on top of the auth server's per-IP one.
 */
const PASSWORD_CHECKS_PER_USER = 5;
const PASSWORD_CHECK_WINDOW_MS = 5 * 60_000;
const passwordChecks = new RateLimiter(PASSWORD_CHECKS_PER_USER, PASSWORD_CHECK_WINDOW_MS);

/** amr methods that are a second step, not a sign-in: they say nothing about when the person last signed in. */
const SECOND_FACTOR_METHODS = new Set(['totp', 'mfa/totp', 'webauthn', 'mfa/webauthn', 'phone', 'mfa/phone']);

interface AccessClaims {
  amr?: { method?: string; timestamp?: number }[];
}

/** The claims of a token the auth server has just accepted (authenticate), so its signature is known good. */
function claimsOf(req: Request): AccessClaims {
  const token = req.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? '';
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(payload.padEnd(Math.ceil(payload.length / 4) * 4, '='))) as AccessClaims;
  } catch {
    return {};
  }
}

/** When this session last signed in (password, Google, a link…), in Unix seconds; 0 when the token does not say. */
function lastSignIn(claims: AccessClaims): number {
  return Math.max(0, ...(claims.amr ?? [])
    .filter((entry) => typeof entry.timestamp === 'number' && !SECOND_FACTOR_METHODS.has(entry.method ?? ''))
    .map((entry) => entry.timestamp as number));
}

function refused(status: 401 | 403, reason: DeleteAccountRefusal, message: string): Response {
  return errorResponse(status, message, { reason });
}

/**
 * Checks the password with a password grant against the auth server, exactly as a sign-in would (and under its
 * rate limit). The session that grant opens is closed at once: it existed only to prove the password.
 */
async function checkPassword(req: Request, email: string, password: string, userId: string): Promise<'ok' | 'wrong' | 'limited'> {
  const client = isolatedAuthClient(req);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) {
    if (error.status === 429) return 'limited';
    if (error.status === 400 || error.status === 401 || error.status === 422) return 'wrong';
    throw new Error(`password check failed: ${error.message}`);
  }
  await client.auth.signOut({ scope: 'local' });
  return data.user?.id === userId ? 'ok' : 'wrong';
}

export const handler = withFunction(
  {
    name: 'delete-account',
    auth: 'Debes iniciar sesión para eliminar tu cuenta.',
    maxBytes: MAX_BODY_BYTES,
    schema: DeleteAccountRequestSchema,
    emptyBody: {},
    failure: 'No pudimos eliminar tu cuenta. Inténtalo de nuevo en unos minutos.',
  },
  async ({ req, body, user }) => {
    // authenticate() has already refused an aal1 session of a user with a verified factor (403 insufficient_aal).
    const claims = claimsOf(req);
    if (hasPasswordIdentity(user.identities)) {
      if (!body.password) return refused(403, 'password_required', 'Escribe tu contraseña para eliminar tu cuenta.');
      if (!user.email) return refused(403, 'wrong_password', 'La contraseña no es correcta. No hemos eliminado nada.');
      if (!passwordChecks.allow(user.id)) return errorResponse(429, TOO_MANY_REQUESTS);
      const checked = await checkPassword(req, user.email, body.password, user.id);
      if (checked === 'limited') return errorResponse(429, TOO_MANY_REQUESTS);
      if (checked === 'wrong') return refused(403, 'wrong_password', 'La contraseña no es correcta. No hemos eliminado nada.');
    } else if (Math.floor(Date.now() / 1000) - lastSignIn(claims) > RECENT_SIGN_IN_SECONDS) {
      return refused(403, 'reauthentication_required', 'Por seguridad, vuelve a entrar con tu cuenta de Google y repite la eliminación en los próximos 5 minutos.');
    }

    const { error } = await serviceClient().auth.admin.deleteUser(user.id);
    if (error) throw new Error(`admin delete failed: ${error.message}`);
    return jsonResponse({ deleted: true });
  },
);
