import type { ReminderSetting, RemindersApi } from './reminders-api';

// Turning the daily reminder on, wherever it is offered (the section on /cuenta, the offer after the first card):
// the browser's permission, a push subscription made with the server's key, and the hour saved with it.

export const REMINDER_HOURS = Array.from({ length: 24 }, (_, hour) => hour);
export const DEFAULT_REMINDER_HOUR = 8;

export type EnableOutcome = 'enabled' | 'denied' | 'refused' | 'unavailable';

/** Throws when the subscription cannot be made or saved; the caller says so. */
export async function enableReminder(api: RemindersApi, setting: ReminderSetting): Promise<EnableOutcome> {
  const permission = await api.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'refused';
  let publicKey: string;
  try {
    publicKey = await api.publicKey();
  } catch {
    return 'unavailable';
  }
  let subscription: PushSubscription;
  try {
    subscription = await api.subscribe(publicKey);
  } catch {
    // A subscription made with another server key (a reset data folder, say) must go before a new one.
    const stale = await api.currentSubscription();
    if (!stale) throw new Error('subscribe failed');
    await stale.unsubscribe();
    subscription = await api.subscribe(publicKey);
  }
  await api.save(subscription.toJSON(), setting);
  return 'enabled';
}
