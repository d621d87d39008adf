import type { SupabaseClient } from '@supabase/supabase-js';
import { db } from '../../../offline/db';
import { runSignOutSteps } from '../../../offline/sign-out-steps';

// After the account is gone, nothing of it may stay on this device: the rows Dexie keeps for reading offline,
// any response of the API a cache may hold, the reminder's push subscription, and the session in localStorage.

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

/** The browser's push subscription for the daily reminder: its server row went with the account, so it can go too. */
async function dropPushSubscription(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}

export async function clearDevice(client: SupabaseClient, userId: string): Promise<void> {
  await runSignOutSteps(userId);
  await db.clearUser(userId);
  await dropCachedApiResponses();
  await dropPushSubscription();
  // The server's sessions went with the user; scope local only forgets this device's copy.
  await client.auth.signOut({ scope: 'local' });
}
