import * as z from 'zod/mini';
import type { FunctionsError } from '@supabase/supabase-js';
import { supabase } from '../../../lib/supabase';
import { functionErrorMessage } from '../../../lib/function-errors';
import { esTarot } from '../../../i18n/es-tarot';
import type { StoredTarotReading } from '../../../offline/db';
import { deviceTimeZone } from '@core/contract/local-date';
import { ReadingSchema, toStoredReading } from './reading-row';

// generate-tarot-reading (spec §7; the response has reading and alreadyRead). The body names the device's zone, so
// the card changes at the user's midnight rather than UTC's.

const DrawResponseSchema = z.object({ alreadyRead: z.boolean(), reading: ReadingSchema });

export type DrawOutcome =
  | { kind: 'drawn'; alreadyRead: boolean; reading: StoredTarotReading }
  | { kind: 'failed'; message: string };

type Invoke = (name: string, body: { timeZone: string }) => Promise<{ data: unknown; error: FunctionsError | Error | null }>;

const invokeFunction: Invoke = (name, body) => supabase.functions.invoke(name, { method: 'POST', body });

/** Draws today's card. Every failure becomes one of the spec's messages; nothing throws. */
export async function drawReading(invoke: Invoke = invokeFunction, timeZone = deviceTimeZone()): Promise<DrawOutcome> {
  try {
    const { data, error } = await invoke('generate-tarot-reading', { timeZone });
    if (error) return { kind: 'failed', message: functionErrorMessage(error, esTarot) };
    const parsed = DrawResponseSchema.safeParse(data);
    if (!parsed.success) return { kind: 'failed', message: esTarot.functionError };
    return { kind: 'drawn', alreadyRead: parsed.data.alreadyRead, reading: toStoredReading(parsed.data.reading) };
  } catch {
    return { kind: 'failed', message: esTarot.unexpected };
  }
}
