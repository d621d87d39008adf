import { createClient } from '@supabase/supabase-js';
import { config } from './env';

// The one client of the app. The session lives in localStorage and refreshes itself; the session
// provider (src/auth) pauses and resumes auto refresh with the page's visibility.
export const supabase = createClient(config.supabaseUrl, config.supabaseAnonKey, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    storage: globalThis.localStorage,
  },
});
