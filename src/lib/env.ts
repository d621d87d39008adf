import * as z from 'zod/mini';

// Hosted builds get VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY at build time. The local stack serves the
// app and the API on one origin, so without a URL the API is the page's own origin, and it writes its anon
// key into the page's <meta name="supabase-anon-key"> as it serves it: one build serves any data folder.
const EnvSchema = z.object({
  VITE_SUPABASE_URL: z.optional(z.url()),
  VITE_SUPABASE_ANON_KEY: z.string().check(z.minLength(20, 'VITE_SUPABASE_ANON_KEY is missing')),
});

const parsed = EnvSchema.safeParse({
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL || undefined,
  VITE_SUPABASE_ANON_KEY:
    import.meta.env.VITE_SUPABASE_ANON_KEY || globalThis.document?.querySelector('meta[name="supabase-anon-key"]')?.getAttribute('content') || undefined,
});
if (!parsed.success) {
  throw new Error(`Invalid environment: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
}

export const config = {
  supabaseUrl: parsed.data.VITE_SUPABASE_URL ?? globalThis.location?.origin ?? 'http://localhost:4173',
  supabaseAnonKey: parsed.data.VITE_SUPABASE_ANON_KEY,
};
