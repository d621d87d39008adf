import { readFile, readdir, stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { codeExtension, functionsCodeDir, projectPath } from './paths.ts';
import { verifyToken, type LocalKeys } from './keys.ts';
import { CORS_HEADERS, bearerToken, json } from './http.ts';

// Routes /functions/v1/<name> to the very handlers Supabase deploys (supabase/functions/<name>/handler.ts),
// honouring each function's verify_jwt from supabase/config.toml as the Edge gateway does.

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

export async function createFunctions(keys: LocalKeys) {
  const [names, verifyJwt] = await Promise.all([discoverFunctions(), readVerifyJwtFlags()]);
  const handlers = new Map<string, Promise<Handler>>();

  function load(name: string): Promise<Handler> {
    let handler = handlers.get(name);
    if (!handler) {
      handler = import(pathToFileURL(join(functionsCodeDir, name, `handler.${codeExtension}`)).href).then((mod: { handler: Handler }) => mod.handler);
      handlers.set(name, handler);
    }
    return handler;
  }

  async function handle(req: Request, path: string): Promise<Response> {
    const name = path.replace(/^\//, '').split('/')[0];
    if (!names.has(name)) return json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404, CORS_HEADERS);
    // Preflight reaches the function unauthenticated, as on Supabase; each function answers its own CORS.
    if (req.method !== 'OPTIONS' && verifyJwt.get(name) !== false) {
      const token = bearerToken(req);
      if (!token) return json({ code: 401, message: 'Missing authorization header' }, 401, CORS_HEADERS);
      const verified = await verifyToken(keys, token);
      if (!verified.ok) return json({ code: 401, message: 'Invalid JWT' }, 401, CORS_HEADERS);
    }
    const handler = await load(name);
    return handler(req);
  }

  /** Imports every handler now, so the first real request does not pay for loading code and data (the gazetteer). */
  async function preload(): Promise<void> {
    await Promise.all([...names].map(load));
  }

  return { handle, names, preload };
}
