import './node-runtime.ts';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { basename, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { openDatabase, type Database } from './db.ts';
import { loadOrCreateKeys, type LocalKeys } from './keys.ts';
import { createAuth, type GoogleProvider } from './auth.ts';
import { createRest } from './rest.ts';
import { createFunctions } from './functions.ts';
import { CORS_HEADERS, HttpError, json } from './http.ts';
import { setEnvOverrides } from '../functions/_shared/env.ts';

// The local Supabase-compatible stack: the built PWA and /auth/v1, /rest/v1, /functions/v1 on one origin.

export interface StackOptions {
  /** Where PGlite and the keys persist; null keeps everything in memory (tests). */
  dataDir: string | null;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Public base URL; defaults to http://localhost:<port>. */
  publicUrl?: string;
  /** Built app to serve; null serves the API only. */
  staticDir?: string | null;
  jwtExpirySeconds?: number;
  signInRateLimit?: number;
  rateLimitWindowMs?: number;
  google?: GoogleProvider | null;
  additionalRedirectUrls?: string[];
  maxBodyBytes?: number;
  /** Extra variables handed to the function handlers (AI provider settings in tests, say). */
  functionEnv?: Record<string, string | undefined>;
  /** Load every function handler before serving (npm start does; tests load them on first use). */
  preloadFunctions?: boolean;
}

export interface Stack {
  url: string;
  port: number;
  keys: LocalKeys;
  db: Database;
  server: Server;
  close(): Promise<void>;
}

const defaultStaticDir = fileURLToPath(new URL('../../dist/', import.meta.url));

const GATEWAY_EXEMPT = new Set(['/auth/v1/verify', '/auth/v1/callback', '/auth/v1/authorize', '/auth/v1/.well-known/jwks.json']);

export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The HTML pages' CSP; public/_headers carries the same policy for static hosting (a test keeps them equal). */
export const HTML_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

export async function startStack(options: StackOptions): Promise<Stack> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = options.publicUrl ?? `http://localhost:${port}`;
  const keys = await loadOrCreateKeys(options.dataDir, url);
  const db = await openDatabase(options.dataDir);
  setEnvOverrides({
    SUPABASE_URL: `http://127.0.0.1:${port}`,
    SUPABASE_ANON_KEY: keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
    ...options.functionEnv,
  });
  const auth = createAuth(db, keys, {
    publicUrl: url,
    jwtExpirySeconds: options.jwtExpirySeconds ?? 3600,
    signInRateLimit: options.signInRateLimit ?? 30,
    rateLimitWindowMs: options.rateLimitWindowMs ?? 5 * 60_000,
    google: options.google ?? null,
    additionalRedirectUrls: options.additionalRedirectUrls ?? [],
  });
  const rest = createRest(db, keys);
  const functions = await createFunctions(keys);
  if (options.preloadFunctions) await functions.preload();
  const staticDir = options.staticDir === undefined ? defaultStaticDir : options.staticDir;
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  const apiKeys = new Set([keys.anonKey, keys.serviceRoleKey]);

  async function route(req: Request, ip: string): Promise<Response> {
    const { pathname } = new URL(req.url);
    const api = pathname.match(/^\/(auth|rest|functions)\/v1(\/.*)?$/);
    if (!api) return serveStatic(req, pathname, staticDir);
    const [, surface, rest_ = '/'] = api;
    if (req.method === 'OPTIONS' && surface !== 'functions') return new Response(null, { status: 204, headers: CORS_HEADERS });
    if (surface !== 'functions' && !GATEWAY_EXEMPT.has(pathname)) {
      const apiKey = req.headers.get('apikey') ?? new URL(req.url).searchParams.get('apikey');
      if (!apiKey) return json({ message: 'No API key found in request' }, 401);
      if (!apiKeys.has(apiKey)) return json({ message: 'Invalid authentication credentials' }, 401);
    }
    if (surface === 'auth') return auth.handle(req, rest_, { ip });
    if (surface === 'rest') return rest.handle(req, rest_);
    return functions.handle(req, rest_);
  }

  server.on('request', (incoming: IncomingMessage, outgoing: ServerResponse) => {
    void respond(incoming, outgoing);
  });

  async function respond(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    let response: Response;
    try {
      const body = await readBody(incoming, maxBodyBytes);
      const request = new Request(new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? `localhost:${port}`}`), {
        method: incoming.method,
        headers: toHeaders(incoming),
        body: body && incoming.method !== 'GET' && incoming.method !== 'HEAD' ? new Uint8Array(body) : undefined,
      });
      response = await route(request, incoming.socket.remoteAddress ?? 'unknown');
    } catch (error) {
      if (error instanceof HttpError) response = json(error.body, error.status, error.headers);
      else {
        console.error('[local stack] unhandled error', error);
        response = json({ message: 'Internal server error' }, 500);
      }
    }
    await writeResponse(outgoing, response, incoming.url ?? '/');
  }

  return {
    url,
    port,
    keys,
    db,
    server,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}

function toHeaders(incoming: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

async function readBody(incoming: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(incoming.headers['content-length'] ?? 0);
  if (declared > limit) {
    incoming.resume();
    throw new HttpError(413, { code: 'payload_too_large', message: `Request body larger than ${limit} bytes` });
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new HttpError(413, { code: 'payload_too_large', message: `Request body larger than ${limit} bytes` });
    chunks.push(chunk as Buffer);
  }
  return chunks.length ? Buffer.concat(chunks) : null;
}

async function writeResponse(outgoing: ServerResponse, response: Response, path: string): Promise<void> {
  const headers: Record<string, string | string[]> = { ...SECURITY_HEADERS };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  if ((response.headers.get('content-type') ?? '').startsWith('text/html')) headers['Content-Security-Policy'] = HTML_CSP;
  outgoing.writeHead(response.status, headers);
  if (!response.body) {
    outgoing.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) outgoing.write(chunk.value);
  } catch (error) {
    console.error(`[local stack] response stream failed for ${path}`, error);
  }
  outgoing.end();
}

async function serveStatic(req: Request, pathname: string, staticDir: string | null): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return json({ message: 'Method not allowed' }, 405, { Allow: 'GET, HEAD' });
  }
  if (!staticDir) return json({ message: 'Not found' }, 404);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return json({ message: 'Bad request' }, 400);
  }
  const root = normalize(staticDir.endsWith(sep) ? staticDir : staticDir + sep);
  const file = normalize(join(root, decoded));
  if (!file.startsWith(root)) return json({ message: 'Not found' }, 404);
  // _headers and _redirects are instructions for a static host, not files to hand out.
  const hostConfig = basename(file).startsWith('_');
  const found = hostConfig ? null : await stat(file).then((s) => (s.isFile() ? file : null), () => null);
  if (found) return fileResponse(req, found, decoded);
  // History fallback: a page route the app knows (or shows its 404 for) gets the shell; a missing asset does not.
  const acceptsHtml = (req.headers.get('accept') ?? '').includes('text/html');
  if (!extname(decoded) || acceptsHtml) {
    const index = join(root, 'index.html');
    if (await stat(index).then(() => true, () => false)) return fileResponse(req, index, '/index.html');
    return new Response('La aplicación aún no está compilada: ejecuta `npm start`.', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  return json({ message: 'Not found' }, 404);
}

async function fileResponse(req: Request, file: string, path: string): Promise<Response> {
  const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
  // Hashed build assets never change; the shell, the manifest and the service worker must always revalidate.
  const cacheControl = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
  const body = req.method === 'HEAD' ? null : await readFile(file);
  return new Response(body, { status: 200, headers: { 'Content-Type': type, 'Cache-Control': cacheControl } });
}
