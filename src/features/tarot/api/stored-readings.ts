import { useLiveQuery } from 'dexie-react-hooks';
import { db, TAROT_HISTORY_DAYS, type StoredTarotReading } from '../../../offline/db';

// Readings live on the device the moment they are shown, so the next visit (online or not) shows them at once.

export async function storeReading(reading: StoredTarotReading): Promise<void> {
  await db.putKeepingNewest(db.tarotReadings, '[userId+readingDate]', reading, TAROT_HISTORY_DAYS);
}

/** The user's stored readings, newest first; undefined while IndexedDB answers. */
export function useStoredReadings(userId: string | null): StoredTarotReading[] | undefined {
  return useLiveQuery(
    () =>
      userId
        ? db.tarotReadings.where('[userId+readingDate]').between([userId, ''], [userId, '\uffff']).reverse().toArray()
        : [],
    [userId],
  );
}
