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
