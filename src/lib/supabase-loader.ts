import type { supabase as SupabaseClient } from './supabase';

// The client for the code every page ships with (the session, /auth): supabase-js is half the JavaScript
// /auth would otherwise need before its form works, so that code loads it when it is needed: at once when a
// session may exist, on the visitor's first sign-in otherwise. Feature code, which only ever loads lazily, imports
// `supabase` from ./supabase directly; it is the same client.

export type AppSupabase = typeof SupabaseClient;

let client: Promise<AppSupabase> | null = null;
let loaded: AppSupabase | null = null;
const waiting = new Set<(client: AppSupabase) => void>();

export function loadSupabase(): Promise<AppSupabase> {
  client ??= import('./supabase').then(({ supabase }) => {
    loaded = supabase;
    for (const callback of waiting) callback(supabase);
    waiting.clear();
    return supabase;
  });
  return client;
}

/** The client if something has loaded it already, without loading it. */
export function loadedSupabase(): AppSupabase | null {
  return loaded;
}

/** The client once loaded, whoever loads it; calls back at once when it already is. Returns a cancel. */
export function whenSupabaseLoaded(callback: (client: AppSupabase) => void): () => void {
  if (loaded) {
    callback(loaded);
    return () => undefined;
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}
