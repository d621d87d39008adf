import * as z from 'zod/mini';
import type { FunctionsError } from '@supabase/supabase-js';
import { supabase } from '../../../lib/supabase';
import { functionErrorMessage } from '../../../lib/function-errors';
import { es } from '../../../i18n/es';
import type { StoredTarotReading } from '../../../offline/db';

// The tarot feature's two calls (spec §7): today's row from tarot_readings, and generate-tarot-reading.

const ReadingSchema = z.object({
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
type ReadingRow = z.infer<typeof ReadingSchema>;

const DrawResponseSchema = z.object({ alreadyRead: z.boolean(), reading: ReadingSchema });

export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
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

/** Today's reading for the user, or null. A failure is only logged (spec §8): the section still works. */
export async function fetchTodaysReading(userId: string): Promise<StoredTarotReading | null> {
  const { data, error } = await supabase
    .from('tarot_readings')
    .select('*')
    .eq('user_id', userId)
    .eq('reading_date', todayUtc())
    .maybeSingle();
  if (error) {
    console.error('No se pudo consultar la lectura de hoy', error);
    return null;
  }
  const parsed = ReadingSchema.safeParse(data);
  return parsed.success ? toStoredReading(parsed.data) : null;
}

export type DrawOutcome =
  | { kind: 'drawn'; alreadyRead: boolean; reading: StoredTarotReading }
  | { kind: 'failed'; message: string };

type Invoke = (name: string) => Promise<{ data: unknown; error: FunctionsError | Error | null }>;

const invokeFunction: Invoke = (name) => supabase.functions.invoke(name, { method: 'POST' });

/** Draws today's card. Every failure becomes one of the spec's messages; nothing throws. */
export async function drawReading(invoke: Invoke = invokeFunction): Promise<DrawOutcome> {
  try {
    const { data, error } = await invoke('generate-tarot-reading');
    if (error) return { kind: 'failed', message: functionErrorMessage(error, es.tarot) };
    const parsed = DrawResponseSchema.safeParse(data);
    if (!parsed.success) return { kind: 'failed', message: es.tarot.functionError };
    return { kind: 'drawn', alreadyRead: parsed.data.alreadyRead, reading: toStoredReading(parsed.data.reading) };
  } catch {
    return { kind: 'failed', message: es.tarot.unexpected };
  }
}
