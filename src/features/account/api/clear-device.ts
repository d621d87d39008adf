import type { SupabaseClient } from '@supabase/supabase-js';
import { db } from '../../../offline/db';
import { runSignOutSteps } from '../../../offline/sign-out-steps';

// After the account is gone, nothing of it may stay on this device: the rows Dexie keeps for reading offline,
// any response of the API a cache may hold, and the session in localStorage.

const API_PATH = /^\/(auth|rest|functions)\/v1\//;

/** The service worker never stores API answers, but a cache that holds one anyway must not keep it. */
async function dropCachedApiResponses(): Promise<void> {
  if (typeof caches === 'undefined') return;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (API_PATH.test(new URL(request.url).pathname)) await cache.delete(request);
    }
  }
}

export async function clearDevice(client: SupabaseClient, userId: string): Promise<void> {
  await runSignOutSteps(userId);
  await db.clearUser(userId);
  await dropCachedApiResponses();
  // The server's sessions went with the user; scope local only forgets this device's copy.
  await client.auth.signOut({ scope: 'local' });
}
