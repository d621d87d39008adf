// Small helpers shared by the stack's API surfaces. Everything speaks web-standard Request/Response,
// like the Edge Functions do, so the same code paths run under node:http and in tests.

export const API_VERSION = '2024-01-01';

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(body.message ?? body.msg ?? status));
  }
}

/** Reads a JSON object body; a malformed or non-object body is the caller's 400, never a crash. */
export async function readJsonObject(req: Request, onBad: () => HttpError): Promise<Record<string, unknown>> {
  const text = await req.text();
  if (!text.trim()) return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // falls through to the caller's error
  }
  throw onBad();
}

export function bearerToken(req: Request): string | null {
  const header = req.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, apikey, content-type, x-client-info, x-supabase-api-version, accept-profile, content-profile, prefer, range, x-retry-count',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Expose-Headers': 'content-range, x-supabase-api-version, x-sb-error-code, retry-after',
  'Access-Control-Max-Age': '86400',
};

/**
 * What every actual /auth and /rest answer carries on hosted Supabase, errors included: its gateway's cors plugin
 * allows any origin, and each service names the headers a page may read (GoTrue's and PostgREST's own lists).
 */
const API_CORS: Record<'auth' | 'rest', Record<string, string>> = {
  auth: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'X-Total-Count, Link, X-Supabase-Api-Version' },
  rest: {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': 'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit',
  },
};

/** The answer to a request for `target` (its path and query), with hosted's CORS headers when it is auth or REST. */
export function withApiCors(target: string, response: Response): Response {
  const surface = target.match(/^\/(auth|rest)\/v1(?:[/?#]|$)/)?.[1] as 'auth' | 'rest' | undefined;
  if (surface) for (const [name, value] of Object.entries(API_CORS[surface])) response.headers.set(name, value);
  return response;
}
