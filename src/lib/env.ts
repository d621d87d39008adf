// Hosted builds get VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY at build time. The local stack serves the
// app and the API on one origin, so without a URL the API is the page's own origin, and it writes its anon
// key into the page's <meta name="supabase-anon-key"> as it serves it: one build serves any data folder.
// Read here as given, so the first paint carries no schema library; src/lib/supabase.ts validates them with
// zod before the client starts, and the app stops there with the reason if they are wrong.

export const env = {
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL || undefined,
  VITE_SUPABASE_ANON_KEY:
    import.meta.env.VITE_SUPABASE_ANON_KEY || globalThis.document?.querySelector('meta[name="supabase-anon-key"]')?.getAttribute('content') || undefined,
};

/** Where the API answers and the key it asks for, for the few calls made without supabase-js. */
export const api = {
  url: env.VITE_SUPABASE_URL ?? globalThis.location?.origin ?? 'http://localhost:4173',
  anonKey: env.VITE_SUPABASE_ANON_KEY ?? '',
};
