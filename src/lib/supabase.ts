import { createClient } from '@supabase/supabase-js';
import * as z from 'zod/mini';
import type { Database } from '@core/contract/database';
import { api, env } from './env';
import { fetchReportingConnectivity } from './online-status';

const EnvSchema = z.object({
  VITE_SUPABASE_URL: z.optional(z.url()),
  VITE_SUPABASE_ANON_KEY: z.string().check(z.minLength(20, 'VITE_SUPABASE_ANON_KEY is missing')),
});

const parsed = EnvSchema.safeParse(env);
if (!parsed.success) {
  throw new Error(`Invalid environment: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
}

// The one client of the app, typed by the schema the migrations create (contract/database.ts). The session lives
// in localStorage and refreshes itself; the session provider (src/auth) pauses and resumes auto refresh with the
// page's visibility. Every request reports whether the backend answered, which is how the app knows it is
// offline (./online-status.ts). Code on the first paint reaches it through ./supabase-loader.
export const supabase = createClient<Database>(api.url, api.anonKey, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    storage: globalThis.localStorage,
  },
  global: { fetch: fetchReportingConnectivity },
});
