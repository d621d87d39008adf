import './node-runtime.ts';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { chmod, mkdir, readFile, readdir, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { createHash } from 'node:crypto';
import { actingAs, openDatabase, type Database } from './db.ts';
import { AUTH_ROLE } from './platform/platform.ts';
import { loadOrCreateKeys, type LocalKeys } from './keys.ts';
import { createAuth, type GoogleProvider } from './auth/index.ts';
import { createRest } from './rest.ts';
import { createFunctions } from './functions.ts';
import { DEFAULT_FUNCTION_THREADS } from './function-pool.ts';
import { serveDraining } from './drain.ts';
import { CORS_HEADERS, HttpError, json, withApiCors } from './http.ts';
import { MAX_JSON_DEPTH, jsonBodyProblem } from './json-guard.ts';
import { setEnvOverrides } from '../functions/_shared/env.ts';
import { registerInProcessBackend, serviceClient } from '../functions/_shared/http.ts';
import { compressedBody, negotiateEncoding, staticCompressed, type Encoding } from './compression.ts';
import { projectPath } from './paths.ts';
import { hostRules, shellStatus } from './host-routes.ts';
import { freePort } from './free-port.ts';
import { loadOrCreateVapidKeys } from './push/vapid.ts';
import { startReminderScheduler } from './push/scheduler.ts';
import { sendDueReminders, vapidKeys, webPushSender } from '../functions/send-daily-reminders/handler.ts';
import { createMailer, type Mailer, type SmtpSettings } from './mail/mailer.ts';
import { isOutboxPath, outboxPage } from './mail/outbox-page.ts';

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
  /** Worker threads the functions run on (by default one per core but the main thread's); 0 runs them on the main thread. */
  functionThreads?: number;
  /** Sign-up waits for the emailed link (off by default, as supabase/config.toml has it). */
  emailConfirmations?: boolean;
  /** A session older than 24 h needs the emailed code to change the password (on by default). */
  securePasswordChange?: boolean;
  /** Send auth emails through this SMTP server; without it they go to the development outbox (/_dev/correo). */
  smtp?: SmtpSettings | null;
  /** The From header of auth emails. */
  mailFrom?: string;
  /** Send the daily reminders due every this many ms (npm start: a minute); off when absent. */
  reminderIntervalMs?: number;
}

export interface Stack {
  url: string;
  port: number;
  keys: LocalKeys;
  db: Database;
  server: Server;
  /** Where auth emails go: the development outbox, or the SMTP server. */
  mailer: Mailer;
  /** The functions served under /functions/v1/. */
  functionNames: ReadonlySet<string>;
  /** Requests being answered right now. */
  activeRequests(): number;
  close(): Promise<void>;
}

const defaultStaticDir = projectPath('dist');

/** How long a stop waits for the requests already received (Kubernetes' default grace period). */
const DRAIN_TIMEOUT_MS = 30_000;

const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

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
  // The port opens last, once every handler exists: a request that arrives during start-up is refused at once
  // and can be retried, instead of hanging. Port 0 means "any free port", chosen here first.
  const port = options.port === 0 ? await freePort(host) : options.port;
  const url = options.publicUrl ?? `http://localhost:${port}`;
  if (options.dataDir) await privateDataDir(options.dataDir);
  const keys = await loadOrCreateKeys(options.dataDir, url);
  const vapid = await loadOrCreateVapidKeys(options.dataDir, url);
  const db = await openDatabase(options.dataDir);
  if (options.dataDir) await lockDown(options.dataDir);
  const internalUrl = `http://127.0.0.1:${port}`;
  setEnvOverrides({
    SUPABASE_URL: internalUrl,
    SUPABASE_ANON_KEY: keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: vapid.subject,
    ...options.functionEnv,
  });
  const mailer = createMailer({
    dataDir: options.dataDir,
    publicUrl: url,
    from: options.mailFrom ?? 'Sendero Astral <no-responder@localhost>',
    smtp: options.smtp ?? null,
  });
  // The auth server reads and writes as GoTrue's role, which owns the auth schema and nothing else.
  const auth = createAuth(actingAs(db, AUTH_ROLE), keys, mailer, {
    publicUrl: url,
    jwtExpirySeconds: options.jwtExpirySeconds ?? 3600,
    signInRateLimit: options.signInRateLimit ?? 30,
    rateLimitWindowMs: options.rateLimitWindowMs ?? 5 * 60_000,
    google: options.google ?? null,
    additionalRedirectUrls: options.additionalRedirectUrls ?? [],
    emailConfirmations: options.emailConfirmations ?? false,
    securePasswordChange: options.securePasswordChange ?? true,
  });
  const rest = createRest(db, keys);
  const functions = await createFunctions(keys, {
    threads: options.functionThreads ?? DEFAULT_FUNCTION_THREADS,
    internalUrl,
    // The functions' own supabase-js calls (auth.getUser, inserts) are answered here, not over loopback HTTP. A
    // function that acts for its caller passes on the caller's address (callerIp), so auth limits that caller.
    backend: (request) => answer(async () => request, request.headers.get('x-forwarded-for')?.split(',')[0].trim() || '127.0.0.1'),
  });
  const staticDir = options.staticDir === undefined ? defaultStaticDir : options.staticDir;
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  const apiKeys = new Set([keys.anonKey, keys.serviceRoleKey]);

  async function route(req: Request, ip: string): Promise<Response> {
    const { pathname } = new URL(req.url);
    const api = pathname.match(/^\/(auth|rest|functions)\/v1(\/.*)?$/);
    if (!api && isOutboxPath(pathname)) return outboxPage(req, ip, mailer, url);
    if (!api) return serveStatic(req, pathname, staticDir, keys.anonKey);
    const [, surface, rest_ = '/'] = api;
    if (req.method === 'OPTIONS' && surface !== 'functions') return new Response(null, { status: 204, headers: CORS_HEADERS });
    if (surface !== 'functions' && !GATEWAY_EXEMPT.has(pathname)) {
      const apiKey = req.headers.get('apikey') ?? new URL(req.url).searchParams.get('apikey');
      if (!apiKey) return json({ message: 'No API key found in request' }, 401);
      if (!apiKeys.has(apiKey)) return json({ message: 'Invalid authentication credentials' }, 401);
    }
    if (surface === 'auth') return auth.handle(req, rest_, { ip });
    if (surface === 'rest') return rest.handle(req, rest_);
    // As Supabase's gateway: a function learns its caller's address from X-Forwarded-For, never from the caller.
    req.headers.set('X-Forwarded-For', ip);
    return functions.handle(req, rest_, { ip });
  }

  const server = createServer();
  const requests = serveDraining(server, respond);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  // The local stand-in for pg_cron + pg_net: the same pass the hosted schedule asks send-daily-reminders for.
  const reminders = options.reminderIntervalMs
    ? startReminderScheduler(
        () => sendDueReminders({ client: serviceClient(), now: new Date(), send: webPushSender(vapidKeys() ?? vapid) }),
        options.reminderIntervalMs,
      )
    : null;

  async function answer(request: () => Promise<Request>, ip: string): Promise<Response> {
    try {
      return await route(await request(), ip);
    } catch (error) {
      if (error instanceof HttpError) return json(error.body, error.status, error.headers);
      console.error('[local stack] unhandled error', error);
      return json({ message: 'Internal server error' }, 500);
    }
  }

  async function respond(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const response = await answer(() => toRequest(incoming), incoming.socket.remoteAddress ?? 'unknown');
    await writeResponse(outgoing, incoming, withApiCors(incoming.url ?? '/', response));
  }

  // The supabase-js calls made on this thread (the reminders', and the functions' when they run here) are answered
  // here too, not over loopback HTTP.
  // A function that acts for its caller passes on the caller's address (callerIp), so auth limits that caller.
  registerInProcessBackend(internalUrl, (input, init) => {
    const forwarded = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).get('x-forwarded-for');
    return answer(async () => new Request(input, init), forwarded?.split(',')[0].trim() || '127.0.0.1');
  });

  /**
   * The web Request the surfaces read. Its URL comes from the request target alone, on this stack's own origin:
   * the Host header is the client's to get wrong, and nothing here routes by it.
   */
  async function toRequest(incoming: IncomingMessage): Promise<Request> {
    const method = incoming.method ?? 'GET';
    if (!ALLOWED_METHODS.has(method)) {
      incoming.resume();
      throw new HttpError(405, { code: 'method_not_allowed', message: `Method ${method} is not allowed` }, { Allow: [...ALLOWED_METHODS].join(', ') });
    }
    const target = incoming.url ?? '/';
    if (!target.startsWith('/')) {
      incoming.resume();
      throw new HttpError(400, { code: 'bad_request', message: 'The request target must be a path' });
    }
    const body = await readBody(incoming, maxBodyBytes);
    const hasBody = body !== null && method !== 'GET' && method !== 'HEAD';
    const requestUrl = new URL(target, `http://127.0.0.1:${port}`);
    if (hasBody && /^\/(auth|rest|functions)\/v1\//.test(requestUrl.pathname)) {
      // Functions validate their own strings (they must on hosted Supabase too); auth and REST store them as they come.
      const problem = jsonBodyProblem(body.toString('utf8'), { checkText: !requestUrl.pathname.startsWith('/functions/') });
      if (problem === 'too-deep') throw new HttpError(400, { code: 'validation_failed', message: `JSON nested deeper than ${MAX_JSON_DEPTH} levels` });
      if (problem === 'unstorable-text') throw new HttpError(400, { code: 'validation_failed', message: 'Text with NUL characters or unpaired surrogates cannot be stored' });
    }
    return new Request(requestUrl, { method, headers: toHeaders(incoming), body: hasBody ? new Uint8Array(body) : undefined });
  }

  return {
    url,
    port,
    keys,
    db,
    server,
    mailer,
    functionNames: functions.names,
    activeRequests: () => requests.activeRequests(),
    /**
     * Stops accepting connections, answers every request already received (30 s at most), closes the connections,
     * then stops the function threads and closes the database.
     */
    async close() {
      await requests.close(DRAIN_TIMEOUT_MS);
      await reminders?.stop();
      await functions.close();
      registerInProcessBackend(internalUrl, null);
      await mailer.settle();
      mailer.close();
      await db.close();
      if (options.dataDir) await lockDown(options.dataDir);
    },
  };
}

/** The data folder holds the signing key and every user's data: this user's alone, and so is what is created in it. */
async function privateDataDir(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await chmod(dataDir, 0o700);
  process.umask(0o077);
}

/** PGlite creates its files 0666 whatever the umask: take group and others' access away from all of them. */
async function lockDown(dataDir: string): Promise<void> {
  for (const entry of await readdir(dataDir, { recursive: true, withFileTypes: true })) {
    // Postgres removes temporary files as it goes: one listed a moment ago may be gone now.
    await chmod(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
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

async function writeResponse(outgoing: ServerResponse, incoming: IncomingMessage, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = { ...SECURITY_HEADERS };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  if ((response.headers.get('content-type') ?? '').startsWith('text/html')) headers['Content-Security-Policy'] = HTML_CSP;
  const encoding = response.body && !response.headers.has('content-encoding') ? negotiateEncoding(incoming.headers['accept-encoding'], response.headers.get('content-type')) : null;
  if (!response.body) {
    outgoing.writeHead(response.status, headers);
    outgoing.end();
    return;
  }
  if (encoding) {
    // API answers are small and bounded (the body limit, max_rows): compress them whole.
    const body = await compressedBody(Buffer.from(await response.arrayBuffer()), encoding);
    if (body.encoding) {
      headers['Content-Encoding'] = body.encoding;
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = String(body.bytes.length);
    outgoing.writeHead(response.status, headers);
    outgoing.end(body.bytes);
    return;
  }
  outgoing.writeHead(response.status, headers);
  const reader = response.body.getReader();
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) outgoing.write(chunk.value);
  } catch (error) {
    console.error(`[local stack] response stream failed for ${incoming.url}`, error);
  }
  outgoing.end();
}

async function serveStatic(req: Request, pathname: string, staticDir: string | null, anonKey: string): Promise<Response> {
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
  const hostConfig = HOST_CONFIG_FILES.has(decoded);
  const found = hostConfig ? null : await stat(file).then((s) => (s.isFile() ? file : null), () => null);
  if (found) return fileResponse(req, found, decoded, anonKey);
  // A page prerendered at build time (scripts/prerender) is <path>.html, as Netlify and Cloudflare Pages serve it.
  const page = !extname(decoded) && decoded !== '/' ? `${file.replace(/[\\/]+$/, '')}.html` : null;
  if (page && (await stat(page).then((s) => s.isFile(), () => false))) return fileResponse(req, page, `${decoded.replace(/\/+$/, '')}.html`, anonKey);
  // History fallback: a page route gets the shell, and so does an unknown address, with 404 (the app shows its
  // own page for it); a missing asset gets neither.
  const acceptsHtml = (req.headers.get('accept') ?? '').includes('text/html');
  if (!extname(decoded) || acceptsHtml) {
    const index = join(root, 'index.html');
    const status = shellStatus(await hostRules(root), decoded);
    if (await stat(index).then(() => true, () => false)) return fileResponse(req, index, '/index.html', anonKey, status);
    return new Response('La aplicación aún no está compilada: ejecuta `npm start`.', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  return json({ message: 'Not found' }, 404);
}

/** Instructions for a static host (public/_headers, public/_redirects), copied into the build but never served. */
const HOST_CONFIG_FILES = new Set(['/_headers', '/_redirects']);

const ANON_KEY_META = '<meta name="supabase-anon-key" content="" />';
const SHELL_PRECACHE_ENTRY = /(url:"index\.html",revision:")([0-9a-f]+)"/;

/**
 * The build leaves the anon key out; the shell gets this data folder's key as it is served. The service
 * worker's precache revision of the shell changes with the key, so an installed app fetches the new shell
 * when the data folder (and with it the key) changes.
 */
function withAnonKey(path: string, bytes: Buffer, anonKey: string): Buffer {
  if (path.endsWith('.html')) return Buffer.from(bytes.toString('utf8').replace(ANON_KEY_META, `<meta name="supabase-anon-key" content="${anonKey}" />`));
  const keyTag = createHash('sha256').update(anonKey).digest('hex').slice(0, 12);
  return Buffer.from(bytes.toString('utf8').replace(SHELL_PRECACHE_ENTRY, `$1$2-${keyTag}"`));
}

async function fileResponse(req: Request, file: string, path: string, anonKey: string, status = 200): Promise<Response> {
  const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
  if (path.endsWith('.html') || path === '/sw.js') {
    const bytes = withAnonKey(path, req.method === 'HEAD' ? Buffer.alloc(0) : await readFile(file), anonKey);
    return new Response(req.method === 'HEAD' ? null : new Uint8Array(bytes), { status, headers: { 'Content-Type': type, 'Cache-Control': 'no-cache' } });
  }
  // Hashed build assets never change; the shell, the manifest and the service worker must always revalidate.
  const cacheControl = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
  const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cacheControl };
  const encoding: Encoding | null = negotiateEncoding(req.headers.get('accept-encoding') ?? undefined, type);
  if (encoding) headers.Vary = 'Accept-Encoding';
  if (req.method === 'HEAD') return new Response(null, { status: 200, headers });
  const { mtimeMs } = await stat(file);
  const body = encoding ? await staticCompressed(file, mtimeMs, encoding) : { bytes: await readFile(file), encoding: null };
  if (body.encoding) headers['Content-Encoding'] = body.encoding;
  return new Response(new Uint8Array(body.bytes), { status: 200, headers });
}
