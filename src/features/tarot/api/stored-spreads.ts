import { useLiveQuery } from 'dexie-react-hooks';
import { db, TAROT_SPREADS_KEPT, type StoredTarotSpread } from '../../../offline/db';

// The user's three-card spreads, kept on this device only (see StoredTarotSpread): the newest thirty.

export async function storeSpread(spread: StoredTarotSpread): Promise<void> {
  await db.putKeepingNewest(db.tarotSpreads, '[userId+drawnAt]', spread, TAROT_SPREADS_KEPT);
}

/** The user's spreads, newest first; undefined while IndexedDB answers. */
export function useStoredSpreads(userId: string | null): StoredTarotSpread[] | undefined {
  return useLiveQuery(
    () => (userId ? db.tarotSpreads.where('[userId+drawnAt]').between([userId, ''], [userId, '\uffff']).reverse().toArray() : []),
    [userId],
  );
}

/** What the user may write about a spread: one sentence. */
export const SPREAD_QUESTION_MAX_LENGTH = 120;
