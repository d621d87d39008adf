import { useEffect } from 'react';
import { useSession } from '../auth/session';
import { useOnlineStatus } from '../lib/online-status';

// Composes the features' pulls (src/offline/sign-in-sync.ts): on sign-in, on start with a session and on coming
// back online, the user's charts and recent tarot cards come down into Dexie, and a push subscription the push
// service replaced is saved again for the daily reminder. It also registers the steps sign-out runs
// (src/offline/sign-out-steps.ts). Everything loads lazily, so the sign-in screen never downloads Dexie or the
// features.

async function pullAll(userId: string): Promise<void> {
  const [{ registerSignInPull, pullForUser }, { pullCharts }, { pullRecentReadings }, { renewSubscription }] = await Promise.all([
    import('../offline/sign-in-sync'),
    import('../features/chart/sync/pull-charts'),
    import('../features/tarot/api/pull-recent-readings'),
    import('../features/reminders/api/renew-subscription'),
  ]);
  registerSignInPull('cartas', (userId, signal) => pullCharts(userId, undefined, signal));
  registerSignInPull('lecturas de tarot', (userId, signal) => pullRecentReadings(userId, undefined, signal));
  registerSignInPull('recordatorio diario', renewSubscription);
  await pullForUser(userId);
}

/** The service worker reports a replaced push subscription (public/push-sw.js): save the new one at once. */
async function onWorkerMessage(userId: string, event: MessageEvent): Promise<void> {
  const { SUBSCRIPTION_CHANGED, renewSubscription } = await import('../features/reminders/api/renew-subscription');
  if ((event.data as { type?: unknown } | null)?.type !== SUBSCRIPTION_CHANGED) return;
  // Offline or failing now, the next start or reconnection checks again (the pull above).
  await renewSubscription(userId).catch(() => undefined);
}

/**
 * What sign-out must take from the browser besides Dexie (src/offline/sign-out-steps.ts). Registered as the page
 * starts, so a sign-out at any moment runs it; the step's own code (with supabase-js) loads only when it runs.
 */
async function registerSignOutSteps(): Promise<void> {
  const { registerSignOutStep } = await import('../offline/sign-out-steps');
  registerSignOutStep('recordatorio diario', async () => (await import('../features/reminders/api/forget-browser')).forgetThisBrowser());
}

export function SyncOnSignIn() {
  const { user, needsMfa, fromDevice } = useSession();
  const online = useOnlineStatus();
  const userId = user?.id ?? null;
  // The pulls wait for supabase-js to take the session over: they need a live token, and the page paints first.
  const pullAs = fromDevice ? null : userId;
  useEffect(() => {
    if (pullAs && online && !needsMfa) void pullAll(pullAs);
  }, [pullAs, online, needsMfa]);
  useEffect(() => {
    if (userId) void registerSignOutSteps();
  }, [userId]);
  useEffect(() => {
    if (!userId || needsMfa || !('serviceWorker' in navigator)) return;
    const listener = (event: MessageEvent) => void onWorkerMessage(userId, event);
    navigator.serviceWorker.addEventListener('message', listener);
    return () => navigator.serviceWorker.removeEventListener('message', listener);
  }, [userId, needsMfa]);
  return null;
}
