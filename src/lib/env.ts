import * as z from 'zod/mini';

// Hosted builds get VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY at build time. The local stack serves the
// app and the API on one origin, so without a URL the API is the page's own origin; vite.config.ts fills
// the anon key from the local stack's keys when none is given.
const EnvSchema = z.object({
  VITE_SUPABASE_URL: z.optional(z.url()),
  VITE_SUPABASE_ANON_KEY: z.string().check(z.minLength(20, 'VITE_SUPABASE_ANON_KEY is missing')),
});

const parsed = EnvSchema.safeParse({
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL || undefined,
  VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
});
if (!parsed.success) {
  throw new Error(`Invalid environment: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
}

export const config = {
  supabaseUrl: parsed.data.VITE_SUPABASE_URL ?? globalThis.location?.origin ?? 'http://localhost:4173',
  supabaseAnonKey: parsed.data.VITE_SUPABASE_ANON_KEY,
};
