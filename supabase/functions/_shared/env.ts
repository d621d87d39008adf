// One way to read configuration in both runtimes: Deno.env on Supabase Edge Functions,
// process.env in the local stack (and in tests, which may override values per stack).

type DenoLike = { env: { get(name: string): string | undefined } };

const overrides = new Map<string, string | undefined>();

export function env(name: string): string | undefined {
  if (overrides.has(name)) return overrides.get(name);
  const deno = (globalThis as { Deno?: DenoLike }).Deno;
  if (deno) return deno.env.get(name);
  const proc = (globalThis as { process?: { env: Record<string, string | undefined> } }).process;
  return proc?.env[name];
}

export function requireEnv(name: string): string {
  const value = env(name);
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

/** Lets the local stack hand each function the same variables Supabase injects, without touching process.env. */
export function setEnvOverrides(values: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(values)) overrides.set(key, value);
}

/** Every override set so far: the local stack hands them to the threads its functions run on. */
export function envOverrides(): Record<string, string | undefined> {
  return Object.fromEntries(overrides);
}

/**
 * The key that writes past RLS. Supabase now injects its secret keys as SUPABASE_SECRET_KEYS (a JSON
 * dictionary, `default` first) and still offers the legacy service_role JWT as SUPABASE_SERVICE_ROLE_KEY;
 * a single SUPABASE_SECRET_KEY set by hand is accepted too.
 */
export function serviceRoleKey(): string {
  const dictionary = env('SUPABASE_SECRET_KEYS');
  if (dictionary) {
    try {
      const keys = JSON.parse(dictionary) as Record<string, unknown>;
      const key = keys.default ?? Object.values(keys)[0];
      if (typeof key === 'string' && key) return key;
    } catch {
      // A malformed dictionary falls through to the other names, and to the error below if none is set.
    }
  }
  const key = env('SUPABASE_SECRET_KEY') || env('SUPABASE_SERVICE_ROLE_KEY');
  if (!key) throw new Error('Missing environment variable SUPABASE_SECRET_KEYS or SUPABASE_SERVICE_ROLE_KEY');
  return key;
}
