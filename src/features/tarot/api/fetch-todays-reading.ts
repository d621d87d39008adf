import { supabase } from '../../../lib/supabase';
import type { StoredTarotReading } from '../../../offline/db';
import { ReadingSchema, toStoredReading, todayLocal } from './reading-row';

// Today's row from tarot_readings (spec §7: filtered by user and today's date, a single optional row). Today is
// the device's calendar day, the one the function files a card drawn now under.

/** Today's reading for the user, or null. A failure is only logged (spec §8): the section still works. */
export async function fetchTodaysReading(userId: string): Promise<StoredTarotReading | null> {
  const { data, error } = await supabase
    .from('tarot_readings')
    .select('*')
    .eq('user_id', userId)
    .eq('reading_date', todayLocal())
    .maybeSingle();
  if (error) {
    console.error('No se pudo consultar la lectura de hoy', error);
    return null;
  }
  const parsed = ReadingSchema.safeParse(data);
  return parsed.success ? toStoredReading(parsed.data) : null;
}
