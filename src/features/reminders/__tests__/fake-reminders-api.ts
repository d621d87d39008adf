import { vi } from 'vitest';
import type { PushSupport, ReminderSetting, RemindersApi } from '../api/reminders-api';

// A fake browser and backend for the reminder that keep state: the subscription this browser holds (its
// endpoint ends in the server key it was made with) and the rows the server stores by endpoint.

export function fakeRemindersApi({ support = 'supported' as PushSupport, permission = 'default' as NotificationPermission, grant = 'granted' as NotificationPermission } = {}) {
  const stored = new Map<string, ReminderSetting>();
  let subscription: PushSubscription | null = null;
  const makeSubscription = (endpoint: string) =>
    ({
      endpoint,
      toJSON: () => ({ endpoint, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    }) as unknown as PushSubscription;
  const api = {
    stored,
    permissionState: permission,
    support: () => support,
    permission: () => api.permissionState,
    requestPermission: vi.fn(async () => (api.permissionState = grant)),
    currentSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (key: string) => (subscription = makeSubscription(`https://push.example.com/${key}`))),
    publicKey: vi.fn(async () => 'clave-publica'),
    load: vi.fn(async (endpoint: string) => stored.get(endpoint) ?? null),
    save: vi.fn(async (json: PushSubscriptionJSON, setting: ReminderSetting) => void stored.set(json.endpoint!, setting)),
    remove: vi.fn(async (endpoint: string) => void stored.delete(endpoint)),
    /** This browser holds a subscription at `endpoint`, whatever the server has. */
    subscribed(endpoint: string) {
      subscription = makeSubscription(endpoint);
    },
    /** This browser's subscription, made with the server key, is saved at `hour`. */
    preset(hour: number, timeZone: string) {
      api.subscribed('https://push.example.com/clave-publica');
      stored.set('https://push.example.com/clave-publica', { hour, timeZone });
    },
  };
  return api satisfies RemindersApi & Record<string, unknown>;
}
