import * as z from 'zod/mini';

// What this browser last told the server about its reminder: whose it is, the push endpoint, the hour and the
// zone. The push service may replace a subscription on its own (public/push-sw.js, pushsubscriptionchange), and
// the sender deletes the old endpoint's row at its first 404/410, so the hour can no longer be read back from the
// server: this record keeps it, so that the app saves the new subscription with the same hour for the same user
// (renew-subscription.ts). localStorage, because it only concerns this browser and the app alone reads it.

export interface SavedReminder {
  userId: string;
  endpoint: string;
  hour: number;
  timeZone: string;
}

const KEY = 'sendero:recordatorio';

const SavedReminderSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  endpoint: z.url(),
  hour: z.number().check(z.int(), z.minimum(0), z.maximum(23)),
  timeZone: z.string().check(z.minLength(1)),
});

export function readSavedReminder(): SavedReminder | null {
  try {
    const parsed = SavedReminderSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function rememberReminder(reminder: SavedReminder): void {
  localStorage.setItem(KEY, JSON.stringify(reminder));
}

/** Forgets the record; given an endpoint, only when the record is about that endpoint. */
export function forgetReminder(endpoint?: string): void {
  if (endpoint === undefined || readSavedReminder()?.endpoint === endpoint) localStorage.removeItem(KEY);
}
