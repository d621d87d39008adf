import * as z from 'zod/mini';
import type { StoredTarotReading } from '../../../offline/db';
import { deviceTimeZone, localDate } from '@core/contract/local-date';

// A tarot_readings row as the table and generate-tarot-reading return it, and the device's copy of it.

export const ReadingSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  reading_date: z.string(),
  card_name: z.string(),
  card_id: z.nullish(z.string()),
  reversed: z.optional(z.boolean()),
  interpretation: z.string(),
  practical_action: z.nullish(z.string()),
  source: z.optional(z.enum(['ai', 'builtin'])),
  note: z.nullish(z.string()),
});
export type ReadingRow = z.infer<typeof ReadingSchema>;

/**
 * Today's date on the device's clock: the reading_date generate-tarot-reading gives a card drawn now, since the
 * app sends it the same zone (see docs/tarot.md, «El día de la carta»).
 */
export function todayLocal(now = new Date(), timeZone = deviceTimeZone()): string {
  return localDate(now, timeZone);
}

export function toStoredReading(row: ReadingRow): StoredTarotReading {
  return {
    id: row.id,
    userId: row.user_id,
    readingDate: row.reading_date,
    cardName: row.card_name,
    cardId: row.card_id ?? null,
    reversed: row.reversed ?? false,
    interpretation: row.interpretation,
    practicalAction: row.practical_action ?? null,
    source: row.source ?? 'builtin',
    storedAt: Date.now(),
    note: row.note ?? null,
    notePending: false,
  };
}
