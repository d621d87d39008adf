import { browserRemindersApi, type RemindersApi } from './reminders-api';
import { readSavedReminder } from './saved-reminder';

// A push service may replace a subscription by itself (expiry, its own key rotation). The service worker hears
// it (pushsubscriptionchange in public/push-sw.js) and subscribes again with the old options, but it cannot tell
// the server: push_subscriptions is its owner's alone under RLS and the worker has no session. So the app does:
// on sign-in, on start with a session, on coming back online, and at once when the worker reports the change, it
// compares this browser's subscription with the one it last saved and, when they differ, saves the new one with
// the remembered hour and removes the old row. The same check repairs a browser that dropped its subscription
// without any event, as long as notifications are still allowed.

/** The message public/push-sw.js posts to the open windows after pushsubscriptionchange. */
export const SUBSCRIPTION_CHANGED = 'sendero:push-subscription-changed';

let running: Promise<void> | null = null;

/** Saves this browser's new subscription for the user when it is not the one saved; concurrent calls share one run. */
export function renewSubscription(userId: string, signal?: AbortSignal, api: RemindersApi = browserRemindersApi): Promise<void> {
  running ??= renew(userId, signal, api).finally(() => (running = null));
  return running;
}

async function renew(userId: string, signal: AbortSignal | undefined, api: RemindersApi): Promise<void> {
  const saved = readSavedReminder();
  // Only what this user turned on in this browser: someone else's record is not theirs to renew.
  if (!saved || saved.userId !== userId || api.support() !== 'supported') return;
  let subscription = await api.currentSubscription();
  if (subscription?.endpoint === saved.endpoint) return;
  if (!subscription) {
    // Notifications taken back in the browser's settings: the reminder is off, and its row could only fail.
    if (api.permission() !== 'granted') return api.remove(saved.endpoint);
    subscription = await api.subscribe(await api.publicKey());
  }
  // Signed out meanwhile: sign-out has forgotten this browser's reminder, and nothing may bring it back.
  if (signal?.aborted) return;
  await api.save(subscription.toJSON(), { hour: saved.hour, timeZone: saved.timeZone });
  // The old endpoint's row, unless the sender has already dropped it at its first 410.
  await api.remove(saved.endpoint).catch(() => undefined);
}
