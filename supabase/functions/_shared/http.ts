import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import { requireEnv, serviceRoleKey } from './env.ts';

// What every Edge Function needs at its edges: CORS, JSON replies, the caller's verified user,
// and a service-role client that writes past RLS exactly where the function decides to.

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-supabase-api-version',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  // The app runs on another origin than the functions on hosted Supabase; without this it could not read a 429's wait.
  'Access-Control-Expose-Headers': 'Retry-After',
};

/** Every 429 says when to come back: the hourly windows and the AI provider's limits free up continuously. */
const RETRY_AFTER_SECONDS = '60';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...(status === 429 ? { 'Retry-After': RETRY_AFTER_SECONDS } : {}) },
  });
}

/** Errors carry a Spanish `error` the app may show, and optionally more fields (suggestions, say). */
export function errorResponse(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return jsonResponse({ error: message, ...extra }, status);
}

export function preflight(req: Request): Response | null {
  return req.method === 'OPTIONS' ? new Response('ok', { headers: corsHeaders }) : null;
}

let cachedServiceClient: { url: string; client: SupabaseClient } | null = null;
const inProcessBackends = new Map<string, typeof fetch>();

/**
 * The local stack runs these handlers in its own process and answers their requests there, without a loopback
 * HTTP round trip. On Supabase nothing registers, and the client uses the network as usual.
 */
export function registerInProcessBackend(url: string, answer: typeof fetch | null): void {
  if (answer) inProcessBackends.set(url, answer);
  else inProcessBackends.delete(url);
  cachedServiceClient = null;
}

export function serviceClient(): SupabaseClient {
  const url = requireEnv('SUPABASE_URL');
  if (cachedServiceClient?.url !== url) {
    cachedServiceClient = {
      url,
      client: createClient(url, serviceRoleKey(), {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { fetch: inProcessBackends.get(url) },
      }),
    };
  }
  return cachedServiceClient.client;
}

/**
 * A client of its own for an auth call made on a user's behalf (re-checking their password): the session that
 * call opens stays in this client and never replaces the service role in the shared one.
 */
export function isolatedAuthClient(): SupabaseClient {
  const url = requireEnv('SUPABASE_URL');
  return createClient(url, serviceRoleKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: inProcessBackends.get(url) },
  });
}

/** What a function answers a password-only session of a user who has verified a second factor (GoTrue's code). */
export const SECOND_FACTOR_REQUIRED = 'Confirma tu segundo factor de autenticación para continuar.';

/**
 * The signed-in caller, or the response that refuses them: 401 with the function's own sign-in message, or
 * 403 insufficient_aal for a password-only (aal1) session of a user who has verified a second factor, the rule
 * every table's restrictive policy applies (migration 20261124000900_require_mfa_when_enrolled). It asks the
 * auth server rather than only checking the signature, so a token whose session was signed out is refused too.
 */
export async function authenticate(req: Request, signInMessage: string): Promise<User | Response> {
  const match = req.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i);
  if (!match) return errorResponse(401, signInMessage);
  const { data, error } = await serviceClient().auth.getUser(match[1]);
  if (error || !data.user || data.user.role !== 'authenticated') return errorResponse(401, signInMessage);
  const enrolled = (data.user.factors ?? []).some((factor) => factor.status === 'verified');
  if (enrolled && tokenAal(match[1]) !== 'aal2') return errorResponse(403, SECOND_FACTOR_REQUIRED, { code: 'insufficient_aal' });
  return data.user;
}

/** The `aal` claim of a token the auth server has just accepted (it checked the signature; this only reads). */
function tokenAal(token: string): unknown {
  try {
    const payload = atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(payload, (c) => c.charCodeAt(0)))) as { aal?: unknown };
    return claims.aal;
  } catch {
    return null;
  }
}

/** Reads a bounded JSON body; null when it is missing, too large or not JSON. */
export async function readJson(req: Request, maxBytes: number): Promise<unknown> {
  const text = await req.text();
  if (new TextEncoder().encode(text).length > maxBytes) return null;
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The spec's messages (§8) for a 429 and a 402, whoever raised them: an hourly limit or the AI provider. */
export const TOO_MANY_REQUESTS = 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.';
export const CREDITS_EXHAUSTED = 'Créditos agotados. Contacta soporte.';

export function limitedResponse(status: 429 | 402): Response {
  return errorResponse(status, status === 429 ? TOO_MANY_REQUESTS : CREDITS_EXHAUSTED);
}

/**
 * Rows the user created in the last hour in a table whose insert trigger caps them per hour. The trigger
 * decides; a function counts first only to spare work (an AI call, a long computation) the insert would refuse.
 */
export async function rowsInLastHour(table: 'birth_charts' | 'compatibility_readings' | 'premium_readings', userId: string): Promise<number> {
  const since = new Date(Date.now() - 3600_000).toISOString();
  const { count, error } = await serviceClient()
    .from(table)
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId)
    .gt('created_at', since);
  if (error) throw new Error(`rate-limit lookup failed: ${error.message}`);
  return count ?? 0;
}
