import { createClient } from '@supabase/supabase-js';
import type { Database } from '@contract/database';
import { config } from './env';
import { fetchReportingConnectivity } from '../offline/online-status';

// The one client of the app, typed by the schema the migrations create (contract/database.ts). The session lives in localStorage and refreshes itself; the session
// provider (src/auth) pauses and resumes auto refresh with the page's visibility. Every request reports
// whether the backend answered, which is how the app knows it is offline (src/offline/online-status.ts).
export const supabase = createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    storage: globalThis.localStorage,
  },
  global: { fetch: fetchReportingConnectivity },
});
