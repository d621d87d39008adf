import { useLiveQuery } from 'dexie-react-hooks';
import { db, type StoredPremiumReading } from '../../../offline/db';
import type { PremiumReading } from './types';

// Readings on the device: the newest few of each kind, so the last one reads offline.

export const READINGS_KEPT_PER_KIND = 3;

export async function storeReading(userId: string, reading: PremiumReading): Promise<void> {
  await db.transaction('rw', db.premiumReadings, async () => {
    await db.premiumReadings.put({ id: reading.id, userId, kind: reading.kind, createdAt: reading.createdAt, payload: reading, storedAt: Date.now() });
    const older = await db.premiumReadings
      .where('[userId+kind+createdAt]')
      .between([userId, reading.kind, ''], [userId, reading.kind, '\uffff'])
      .reverse()
      .offset(READINGS_KEPT_PER_KIND)
      .primaryKeys();
    await db.premiumReadings.bulkDelete(older);
  });
}

/** The user's stored readings of one kind, newest first (undefined while Dexie answers). */
export function useStoredReadings(userId: string | null, kind: PremiumReading['kind']): StoredPremiumReading[] | undefined {
  return useLiveQuery(
    () =>
      userId
        ? db.premiumReadings.where('[userId+kind+createdAt]').between([userId, kind, ''], [userId, kind, '\uffff']).reverse().toArray()
        : [],
    [userId, kind],
  );
}
