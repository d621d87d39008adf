import * as z from 'zod/mini';
import { supabase } from '../../../lib/supabase';
import { forgetReminder, rememberReminder } from './saved-reminder';

// Everything the daily reminder asks of the browser and the backend, behind one interface the section reads from
// the feature's seam (reminders-section-api.ts), so its states can be tested without a push service. The browser part follows the Push API: a subscription
// made with the server's VAPID public key, userVisibleOnly (every push shows a notification). What is saved is
// also remembered in this browser (saved-reminder.ts), so that a subscription the push service replaces can be
// saved again with the same hour.

export interface ReminderSetting {
  hour: number;
  timeZone: string;
}

export type PushSupport = 'supported' | 'needs-install' | 'unsupported';

export interface RemindersApi {
  support(): PushSupport;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** This browser's subscription, if it has one. */
  currentSubscription(): Promise<PushSubscription | null>;
  subscribe(publicKey: string): Promise<PushSubscription>;
  publicKey(): Promise<string>;
  /** The hour stored for this browser's endpoint, or null when the server has none. */
  load(endpoint: string): Promise<ReminderSetting | null>;
  save(subscription: PushSubscriptionJSON, setting: ReminderSetting): Promise<void>;
  remove(endpoint: string): Promise<void>;
}

const PublicKeySchema = z.object({ publicKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{80,100}$/)) });
const KeysSchema = z.object({ endpoint: z.url(), keys: z.object({ p256dh: z.string().check(z.minLength(40)), auth: z.string().check(z.minLength(8)) }) });
const RowSchema = z.object({ hour: z.number().check(z.int(), z.minimum(0), z.maximum(23)), time_zone: z.string() });

/** The person's IANA time zone, as the browser knows it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function isIos(): boolean {
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const browserRemindersApi: RemindersApi = {
  support() {
    const pushable = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
    if (pushable) return 'supported';
    // Safari on iPhone and iPad offers Web Push only to an app added to the home screen.
    return isIos() ? 'needs-install' : 'unsupported';
  },
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  async currentSubscription() {
    const registration = await navigator.serviceWorker.ready;
    return registration.pushManager.getSubscription();
  },
  async subscribe(publicKey) {
    const registration = await navigator.serviceWorker.ready;
    return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(publicKey) });
  },
  async publicKey() {
    // Only subscribing needs the key: the typed invoke loads then, not with the sign-in and sign-out steps that
    // bring this module along with the shell.
    const { invokeFunction } = await import('../../../lib/invoke-function');
    const outcome = await invokeFunction<z.infer<typeof PublicKeySchema>>('send-daily-reminders', undefined, { method: 'GET', shape: PublicKeySchema });
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.data.publicKey;
  },
  async load(endpoint) {
    const { data, error } = await supabase.from('push_subscriptions').select('hour, time_zone').eq('endpoint', endpoint).maybeSingle();
    if (error) throw error;
    const parsed = RowSchema.safeParse(data);
    return parsed.success ? { hour: parsed.data.hour, timeZone: parsed.data.time_zone } : null;
  },
  async save(subscription, setting) {
    const { endpoint, keys } = KeysSchema.parse(subscription);
    const values = { p256dh: keys.p256dh, auth: keys.auth, hour: setting.hour, time_zone: setting.timeZone };
    // Update first: the same browser turning it on again (or another hour) keeps its one row.
    const updated = await supabase.from('push_subscriptions').update(values).eq('endpoint', endpoint).select('user_id');
    if (updated.error) throw updated.error;
    let userId = updated.data[0]?.user_id;
    if (!userId) {
      const inserted = await supabase.from('push_subscriptions').insert({ endpoint, ...values }).select('user_id').single();
      if (inserted.error) throw inserted.error;
      userId = inserted.data.user_id;
    }
    rememberReminder({ userId, endpoint, hour: setting.hour, timeZone: setting.timeZone });
  },
  async remove(endpoint) {
    const { error } = await supabase.from('push_subscriptions').delete().eq('endpoint', endpoint);
    if (error) throw error;
    forgetReminder(endpoint);
  },
};
