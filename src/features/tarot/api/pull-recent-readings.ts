import { supabase } from '../../../lib/supabase';
import { TAROT_HISTORY_DAYS } from '../../../offline/db';
import { storeUnlessStopped } from '../../../offline/sign-in-sync';
import { addDays, addMonths, firstOfMonth, monthOf, type CalendarDate } from '../journal/calendar';
import { ReadingSchema, toStoredReading, todayLocal } from './reading-row';
import { storeReadings } from './stored-readings';

// On sign-in the user's recent cards, with their journal notes, come down into Dexie, so today's card and the
// journal read on a new device and offline: the last sixty days, and always the whole previous month, so the
// calendar's current and previous months are complete (older months come in as the calendar opens them). A
// pull stopped by sign-out (its signal aborted) stores nothing.

/** The first day the sign-in pull brings: sixty days back, or the first of last month if that is earlier. */
export function recentWindowStart(today: CalendarDate): CalendarDate {
  const sixtyDays = addDays(today, -(TAROT_HISTORY_DAYS - 1));
  const lastMonth = firstOfMonth(addMonths(monthOf(today), -1));
  return lastMonth < sixtyDays ? lastMonth : sixtyDays;
}

export async function pullRecentReadings(userId: string, client: typeof supabase = supabase, signal = new AbortController().signal): Promise<void> {
  const today = todayLocal();
  const since = recentWindowStart(today);
  const { data, error } = await client
    .from('tarot_readings')
    .select('*')
    .eq('user_id', userId)
    .gte('reading_date', since)
    .order('reading_date', { ascending: false })
    // One card a day from `since` to tomorrow (a card drawn in a zone already on the next day).
    .limit((Date.parse(today) - Date.parse(since)) / 86_400_000 + 2)
    .abortSignal(signal);
  if (error) throw error;
  const readings = (data ?? []).flatMap((row) => {
    const parsed = ReadingSchema.safeParse(row);
    return parsed.success ? [toStoredReading(parsed.data)] : [];
  });
  await storeUnlessStopped(signal, () => storeReadings(userId, readings));
}
