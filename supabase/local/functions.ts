import { readFile, readdir, stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { codeExtension, functionsCodeDir, projectPath } from './paths.ts';
import { verifyToken, type LocalKeys } from './keys.ts';
import { CORS_HEADERS, bearerToken, json } from './http.ts';
import { createFunctionPool } from './function-pool.ts';

// Routes /functions/v1/<name> to the very handlers Supabase deploys (supabase/functions/<name>/handler.ts),
// honouring each function's verify_jwt from supabase/config.toml as the Edge gateway does, and runs them on a pool of
// worker threads (function-pool.ts), apart from the gateway, as Edge Functions run apart from it.

type Handler = (req: Request) => Promise<Response>;

const configFile = projectPath('supabase', 'config.toml');

/** Each function's `verify_jwt` from `[functions.<name>]`; Supabase's default is true, so only an explicit false opts out. */
export async function readVerifyJwtFlags(): Promise<Map<string, boolean>> {
  const config = parseToml(await readFile(configFile, 'utf8')) as { functions?: Record<string, { verify_jwt?: unknown }> };
  return new Map(Object.entries(config.functions ?? {}).map(([name, settings]) => [name, settings.verify_jwt !== false]));
}

async function discoverFunctions(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const entry of await readdir(functionsCodeDir)) {
    if (entry.startsWith('_') || entry.startsWith('.')) continue;
    const handlerFile = join(functionsCodeDir, entry, `handler.${codeExtension}`);
    if (await stat(handlerFile).then((s) => s.isFile(), () => false)) names.add(entry);
  }
  return names;
}

export interface FunctionsOptions {
  /** Threads of the function pool; 0 runs the handlers on the calling thread (a test that fakes the clock does). */
  threads: number;
  internalUrl: string;
  /** Answers the functions' own requests to the stack. */
  backend(request: Request): Promise<Response>;
}

export async function createFunctions(keys: LocalKeys, options: FunctionsOptions) {
  const [names, verifyJwt] = await Promise.all([discoverFunctions(), readVerifyJwtFlags()]);
  const pool =
    options.threads > 0
      ? createFunctionPool({
          threads: options.threads,
          handlersDir: functionsCodeDir,
          extension: codeExtension,
          internalUrl: options.internalUrl,
          backend: options.backend,
        })
      : null;
  const handlers = new Map<string, Promise<Handler>>();

  function load(name: string): Promise<Handler> {
    let handler = handlers.get(name);
    if (!handler) {
      handler = import(pathToFileURL(join(functionsCodeDir, name, `handler.${codeExtension}`)).href).then((mod: { handler: Handler }) => mod.handler);
      handlers.set(name, handler);
    }
    return handler;
  }

  async function handle(req: Request, path: string, { ip }: { ip: string }): Promise<Response> {
    const name = path.replace(/^\//, '').split('/')[0];
    if (!names.has(name)) return json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404, CORS_HEADERS);
    const token = bearerToken(req);
    const verified = token ? await verifyToken(keys, token) : null;
    // Preflight reaches the function unauthenticated, as on Supabase; each function answers its own CORS.
    if (req.method !== 'OPTIONS' && verifyJwt.get(name) !== false) {
      if (!verified) return json({ code: 401, message: 'Missing authorization header' }, 401, CORS_HEADERS);
      if (!verified.ok) return json({ code: 401, message: 'Invalid JWT' }, 401, CORS_HEADERS);
    }
    if (!pool) return (await load(name))(req);
    // The pool takes callers in turn: a signed-in user by their id, anyone else by their address.
    const caller = verified?.ok && typeof verified.claims.sub === 'string' ? `user:${verified.claims.sub}` : `ip:${ip}`;
    return pool.run(name, req, caller);
  }

  return { handle, names, close: async () => pool?.close() };
}
