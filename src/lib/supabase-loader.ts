import type { supabase as SupabaseClient } from './supabase';
import { lazyModule } from './lazy-module';

// The client for the code every page ships with (the session, /auth): supabase-js is half the JavaScript
// /auth would otherwise need before its form works, so that code loads it when it is needed: at once when a
// session may exist, on the visitor's first sign-in otherwise. Feature code, which only ever loads lazily, imports
// `supabase` from ./supabase directly; it is the same client.

export type AppSupabase = typeof SupabaseClient;

const client = lazyModule<AppSupabase>(() => import('./supabase').then(({ supabase }) => supabase));

export const loadSupabase = client.load;

/** The client if something has loaded it already, without loading it. */
export const loadedSupabase = client.loaded;

/** The client once loaded, whoever loads it; calls back at once when it already is. Returns a cancel. */
export function whenSupabaseLoaded(callback: (client: AppSupabase) => void): () => void {
  const now = client.loaded();
  if (now) {
    callback(now);
    return () => undefined;
  }
  return client.subscribe(() => callback(client.loaded()!));
}
