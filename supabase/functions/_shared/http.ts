import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import { owesSecondFactor, tokenAal } from './contract/second-factor.ts';
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

function preflight(req: Request): Response | null {
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
 * call opens stays in this client and never replaces the service role in the shared one. It passes on the
 * caller's address, so the auth server's per-IP limits count that caller and not the functions' own address,
 * which every user shares.
 */
export function isolatedAuthClient(caller: Request): SupabaseClient {
  const url = requireEnv('SUPABASE_URL');
  const ip = callerIp(caller);
  return createClient(url, serviceRoleKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: inProcessBackends.get(url), headers: ip ? { 'X-Forwarded-For': ip } : {} },
  });
}

/** The caller's address: the first hop of X-Forwarded-For, which Supabase's gateway (and the local stack) sets. */
export function callerIp(req: Request): string | null {
  return req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || null;
}

/** What a function answers a password-only session of a user who has verified a second factor (GoTrue's code). */
export const SECOND_FACTOR_REQUIRED = 'Confirma tu segundo factor de autenticación para continuar.';

/**
 * The signed-in caller, or the response that refuses them: 401 with the function's own sign-in message, or
 * 403 insufficient_aal for a password-only (aal1) session of a user who has verified a second factor, the rule
 * every table's restrictive policy applies (migration 20261124000900_require_mfa_when_enrolled). It asks the
 * auth server rather than only checking the signature, so a token whose session was signed out is refused too.
 */
async function authenticate(req: Request, signInMessage: string): Promise<User | Response> {
  const match = req.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i);
  if (!match) return errorResponse(401, signInMessage);
  const { data, error } = await serviceClient().auth.getUser(match[1]);
  if (error || !data.user || data.user.role !== 'authenticated') return errorResponse(401, signInMessage);
  if (owesSecondFactor(data.user.factors, tokenAal(match[1]))) return errorResponse(403, SECOND_FACTOR_REQUIRED, { code: 'insufficient_aal' });
  return data.user;
}

/** Reads a bounded JSON body: undefined when it is empty; null when it is too large or not JSON. */
async function readJson(req: Request, maxBytes: number): Promise<unknown> {
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

export const METHOD_NOT_ALLOWED = 'Método no permitido';
export const NOT_TEXT = 'La solicitud tiene caracteres que no son texto (un carácter nulo o un símbolo incompleto).';

/** NUL, or half of a UTF-16 surrogate pair: JSON can carry them, but no text column can store them. */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether any string in a parsed body, key or value, at any depth, holds a character no text column stores. */
export function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => UNSTORABLE.test(key) || hasUnstorableText(item));
  return false;
}
export const INVALID_BODY = 'La solicitud no es JSON válido o es demasiado grande.';

/**
 * What a function's body must be: a zod schema, or any rule with its `safeParse` (bodyRule). The first issue's
 * message is the Spanish 400 the caller reads.
 */
export interface BodySchema<Body> {
  safeParse(body: unknown): { success: true; data: Body } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** A body rule written by hand, where the first reason wins, as a BodySchema. */
export function bodyRule<Body>(parse: (body: unknown) => { ok: true; data: Body } | { ok: false; message: string }): BodySchema<Body> {
  return {
    safeParse(body) {
      const parsed = parse(body);
      return parsed.ok ? { success: true, data: parsed.data } : { success: false, error: { issues: [{ message: parsed.message }] } };
    },
  };
}

/**
 * A refusal the caller can act on, thrown from deep inside a function's work: withFunction answers it with its
 * status (below 500), its Spanish message and any extra fields (which person, the place's suggestions).
 */
export class Refusal extends Error {
  constructor(readonly status: number, message: string, readonly extra: Record<string, unknown> = {}) {
    super(message);
  }
}

interface FunctionOptions<Body> {
  /** For the logs: `[name] error`. */
  name: string;
  /** The sign-in message of a 401 for a function only signed-in users may call; null for a public one. */
  auth: string | null;
  maxBytes: number;
  schema: BodySchema<Body>;
  /** What an empty body stands for (delete-account and the daily card take none); otherwise the schema sees undefined. */
  emptyBody?: unknown;
  /** The 400's message for a body that is not JSON or too large (INVALID_BODY), and for every body the schema refuses (the first issue's own message). */
  messages?: { notJson?: string; invalid?: string };
  /** The 500's message, when the work throws. */
  failure: string;
}

type Handler = (req: Request) => Promise<Response>;

/**
 * Every function's preamble, in the one order: the CORS preflight, 405 for anything but POST, the caller (401 or
 * 403 insufficient_aal, see authenticate), the JSON body read within `maxBytes` and checked by `schema` (a Spanish
 * 400), refused whole when any string in it cannot be stored (NOT_TEXT), then `run`. A Refusal thrown by `run` is its status and message; anything else is logged and is the
 * function's 500.
 */
export function withFunction<Body>(options: FunctionOptions<Body> & { auth: string }, run: (call: { req: Request; body: Body; user: User }) => Promise<Response>): Handler;
export function withFunction<Body>(options: FunctionOptions<Body> & { auth: null }, run: (call: { req: Request; body: Body }) => Promise<Response>): Handler;
export function withFunction<Body>(options: FunctionOptions<Body>, run: (call: { req: Request; body: Body; user: User }) => Promise<Response>): Handler {
  return async (req) => {
    const early = preflight(req);
    if (early) return early;
    if (req.method !== 'POST') return errorResponse(405, METHOD_NOT_ALLOWED);
    try {
      let user: User | undefined;
      if (options.auth !== null) {
        const caller = await authenticate(req, options.auth);
        if (caller instanceof Response) return caller;
        user = caller;
      }
      const read = await readJson(req, options.maxBytes);
      if (read === null) return errorResponse(400, options.messages?.notJson ?? INVALID_BODY);
      const parsed = options.schema.safeParse(read === undefined ? options.emptyBody : read);
      if (!parsed.success) return errorResponse(400, options.messages?.invalid ?? parsed.error.issues[0].message);
      // After the schema, whose field messages say more, and before any work: a field that forgot to check (or a
      // key the schema drops) would otherwise reach Postgres or a string API and fail as a 500.
      if (hasUnstorableText(read)) return errorResponse(400, NOT_TEXT);
      // A public function's run (the second overload) takes no user.
      return await run({ req, body: parsed.data, user: user as User });
    } catch (error) {
      if (error instanceof Refusal) return errorResponse(error.status, error.message, error.extra);
      console.error(`[${options.name}]`, error);
      return errorResponse(500, options.failure);
    }
  };
}
