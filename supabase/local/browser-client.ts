import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/**
 * A supabase-js client as one browser holds it, for code that runs in Node (the test stack, the benches, the smoke
 * check, the browser tests' API sign-up): its session kept in `storage`, which stands for that browser's
 * localStorage. Clients given one map share a session as two tabs do; the map's entries are what the app itself
 * would have stored, so a browser test can hand them to a real page. Nothing refreshes the session or reads one from
 * an address behind the caller's back.
 */
export function browserClient(url: string, key: string, storage = new Map<string, string>()): SupabaseClient {
  return createClient(url, key, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (name) => storage.get(name) ?? null,
        setItem: (name, value) => void storage.set(name, value),
        removeItem: (name) => void storage.delete(name),
      },
    },
  });
}
