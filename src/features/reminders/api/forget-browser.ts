import { browserRemindersApi } from './reminders-api';
import { forgetReminder } from './saved-reminder';

// On sign-out this browser stops receiving the user's reminders: its row goes from the server while the session
// still holds, and the push subscription itself is cancelled, so nothing arrives even if the row stays behind
// (offline, or already deleted with the account; the sender drops rows whose endpoint answers 404/410). The
// browser's record of the reminder goes too, whatever happens to the row, so that nothing renews it later.
export async function forgetThisBrowser(): Promise<void> {
  forgetReminder();
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  await browserRemindersApi.remove(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe();
}
