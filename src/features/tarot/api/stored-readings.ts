import { useLiveQuery } from 'dexie-react-hooks';
import { db, TAROT_READINGS_KEPT, type StoredTarotReading } from '../../../offline/db';

// Readings live on the device the moment they are shown, so the next visit (online or not) shows them at once.

/**
 * Stores a reading from the server. A note written on this device that has not reached the server yet wins over
 * the server's copy of the row, so refreshing today's card never throws away what the user just wrote.
 */
export async function storeReading(reading: StoredTarotReading): Promise<void> {
  await storeReadings(reading.userId, [reading]);
}

/** Stores the readings of one user from one answer of the server (the sign-in pull, a month the journal opened). */
export async function storeReadings(userId: string, readings: readonly StoredTarotReading[]): Promise<void> {
  await db.transaction('rw', db.tarotReadings, async () => {
    const local = await db.tarotReadings.bulkGet(readings.map((reading) => reading.id));
    const rows = readings.map((reading, index) => {
      const mine = local[index];
      return mine?.notePending ? { ...reading, note: mine.note ?? null, notePending: true } : reading;
    });
    await db.putAllKeepingNewest(db.tarotReadings, '[userId+readingDate]', userId, rows, TAROT_READINGS_KEPT);
  });
}

/** Writes the note on the device first, marked pending until the server confirms it. */
export async function storeNoteLocally(readingId: string, note: string | null): Promise<void> {
  await db.tarotReadings.update(readingId, { note, notePending: true });
}

/** Clears the pending mark, unless the note changed again on this device while it was being sent. */
export async function markNoteSynced(readingId: string, sent: string | null): Promise<void> {
  await db.transaction('rw', db.tarotReadings, async () => {
    const row = await db.tarotReadings.get(readingId);
    if (row && (row.note ?? null) === sent) await db.tarotReadings.update(readingId, { notePending: false });
  });
}

export async function pendingNotes(userId: string): Promise<StoredTarotReading[]> {
  const rows = await db.tarotReadings.where('userId').equals(userId).toArray();
  return rows.filter((row) => row.notePending);
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
