import * as z from 'zod/mini';
import { invokeFunction } from '../../../lib/invoke-function';
import { esPremium } from '../../../i18n/es-premium';
import type { PremiumReading } from './types';

// The call both premium functions share: failures in the spec's messages (429/402) or the function's own Spanish
// explanation (4xx, with place suggestions), and the reading's shape checked.

export type ReadingOutcome<T extends PremiumReading> =
  | { kind: 'generated'; reading: T }
  | { kind: 'failed'; message: string; suggestions: string[]; field: PlaceFieldName | null };

export type PlaceFieldName = 'birthLocation' | 'returnLocation';

const ReadingEnvelope = z.object({
  reading: z.object({ id: z.string(), kind: z.enum(['solar_return', 'monthly_report']), interpretation: z.string(), createdAt: z.string() }),
});

export async function invokeReading<T extends PremiumReading>(
  name: 'generate-solar-return' | 'generate-monthly-report',
  body: Record<string, unknown>,
): Promise<ReadingOutcome<T>> {
  const outcome = await invokeFunction<{ reading: T }>(name, body, { shape: ReadingEnvelope, messages: esPremium });
  if (outcome.ok) return { kind: 'generated', reading: outcome.data.reading };
  const { status } = outcome;
  const own = status !== null && status >= 400 && status < 500 && status !== 429 && status !== 402 ? outcome.error : null;
  const field = outcome.body?.field === 'birthLocation' || outcome.body?.field === 'returnLocation' ? outcome.body.field : null;
  return { kind: 'failed', message: own ?? outcome.message, suggestions: outcome.suggestions, field };
}
