import * as z from 'zod/mini';
import { invokeFunction } from '../../../lib/invoke-function';
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

/** Draws today's card. Every failure becomes one of the spec's messages; nothing throws. */
export async function drawReading(timeZone = deviceTimeZone(), client?: Parameters<typeof invokeFunction>[3]): Promise<DrawOutcome> {
  const outcome = await invokeFunction<z.infer<typeof DrawResponseSchema>>('generate-tarot-reading', { timeZone }, { shape: DrawResponseSchema, messages: esTarot }, client);
  if (!outcome.ok) return { kind: 'failed', message: outcome.message };
  return { kind: 'drawn', alreadyRead: outcome.data.alreadyRead, reading: toStoredReading(outcome.data.reading) };
}
