import { supabase } from '../../../lib/supabase';
import type { StoredTarotReading } from '../../../offline/db';
import { signInSignal, storeUnlessStopped } from '../../../offline/sign-in-sync';
import { firstOfMonth, lastOfMonth, type CalendarMonth } from '../journal/calendar';
import { ReadingSchema, toStoredReading } from './reading-row';
import { storeReadings } from './stored-readings';

// A month of the journal from the server, for a month older than what sign-in pulled (or one this device never
// held): its cards and notes, kept on the device so the month reads offline afterwards. It belongs to the signed-in
// session, as the sign-in pulls do: an answer that arrives after sign-out stores nothing.

export type MonthOutcome = { ok: true; readings: StoredTarotReading[] } | { ok: false };

/** The user's cards of one month, stored on the device; a failure is reported, never thrown. */
export async function fetchMonth(userId: string, month: CalendarMonth, client: typeof supabase = supabase, signal = signInSignal(userId)): Promise<MonthOutcome> {
  try {
    const { data, error } = await client
      .from('tarot_readings')
      .select('*')
      .eq('user_id', userId)
      .gte('reading_date', firstOfMonth(month))
      .lte('reading_date', lastOfMonth(month))
      .order('reading_date', { ascending: true })
      .limit(31)
      .abortSignal(signal);
    if (error) return { ok: false };
    const readings = (data ?? []).flatMap((row) => {
      const parsed = ReadingSchema.safeParse(row);
      return parsed.success ? [toStoredReading(parsed.data)] : [];
    });
    await storeUnlessStopped(signal, () => storeReadings(userId, readings));
    return signal.aborted ? { ok: false } : { ok: true, readings };
  } catch {
    return { ok: false };
  }
}
