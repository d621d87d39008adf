import { supabase } from '../../../lib/supabase';
import { TAROT_HISTORY_DAYS } from '../../../offline/db';
import { storeUnlessStopped } from '../../../offline/sign-in-sync';
import { ReadingSchema, toStoredReading } from './reading-row';
import { storeReading } from './stored-readings';

// On sign-in the last sixty days of the user's cards, with their journal notes, come down into Dexie, so the
// history and today's card read on a new device and offline. storeReading keeps a note written on this device
// that has not reached the server yet. A pull stopped by sign-out (its signal aborted) stores nothing.

function daysAgo(days: number, now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

export async function pullRecentReadings(userId: string, client: typeof supabase = supabase, signal = new AbortController().signal): Promise<void> {
  const { data, error } = await client
    .from('tarot_readings')
    .select('*')
    .eq('user_id', userId)
    .gte('reading_date', daysAgo(TAROT_HISTORY_DAYS - 1))
    .order('reading_date', { ascending: false })
    .limit(TAROT_HISTORY_DAYS)
    .abortSignal(signal);
  if (error) throw error;
  const readings = (data ?? []).flatMap((row) => {
    const parsed = ReadingSchema.safeParse(row);
    return parsed.success ? [toStoredReading(parsed.data)] : [];
  });
  await storeUnlessStopped(signal, async () => {
    for (const reading of readings) await storeReading(reading);
  });
}
