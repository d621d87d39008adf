import { useLiveQuery } from 'dexie-react-hooks';
import { COMPATIBILITY_HISTORY_SIZE, db } from '../../../offline/db';
import type { CompatibilityReadingData, Person } from '../types';

// The device's copy: the newest readings (readable offline, like the chart) and the saved people list.

export async function storeReading(userId: string, reading: CompatibilityReadingData): Promise<void> {
  await db.putKeepingNewest(
    db.compatibilityReadings,
    '[userId+createdAt]',
    { id: reading.id, userId, createdAt: reading.createdAt, payload: reading, storedAt: Date.now() },
    COMPATIBILITY_HISTORY_SIZE,
  );
}

export async function forgetReadings(ids: string[]): Promise<void> {
  await db.compatibilityReadings.bulkDelete(ids);
}

export function useStoredReadings(userId: string | null): CompatibilityReadingData[] | undefined {
  return useLiveQuery(
    async () =>
      userId
        ? (await db.compatibilityReadings.where('[userId+createdAt]').between([userId, ''], [userId, '\uffff']).reverse().toArray()).map(
            (row) => row.payload as CompatibilityReadingData,
          )
        : [],
    [userId],
  );
}

/** Replaces the user's stored people with the list the server just returned. */
export async function storePeople(userId: string, people: Person[]): Promise<void> {
  await db.transaction('rw', db.people, async () => {
    await db.people.where('userId').equals(userId).delete();
    await db.people.bulkPut(people.map((person) => ({ id: person.id, userId, name: person.name, payload: person, storedAt: Date.now() })));
  });
}

export function useStoredPeople(userId: string | null): Person[] | undefined {
  return useLiveQuery(
    async () => {
      if (!userId) return [];
      const people = (await db.people.where('[userId+name]').between([userId, ''], [userId, '\uffff']).toArray()).map((row) => row.payload as Person);
      return people.sort((a, b) => Number(b.is_self) - Number(a.is_self));
    },
    [userId],
  );
}
