import * as z from 'zod/mini';
import type { FunctionsError } from '@supabase/supabase-js';
import { supabase } from '../../../lib/supabase';
import { functionErrorDetail, functionErrorMessage } from '../../../lib/function-errors';
import { esPremium } from '../../../i18n/es-premium';
import type { PremiumReading } from './types';

// The call both premium functions share: invoke, map failures to the spec's messages (429/402) or the
// function's own Spanish explanation (4xx, with place suggestions), and check the reading's shape.

export type ReadingOutcome<T extends PremiumReading> =
  | { kind: 'generated'; reading: T }
  | { kind: 'failed'; message: string; suggestions: string[]; field: PlaceFieldName | null };

export type PlaceFieldName = 'birthLocation' | 'returnLocation';

export type Invoke = (name: string, body: Record<string, unknown>) => Promise<{ data: unknown; error: FunctionsError | Error | null }>;

export const invokeFunction: Invoke = (name, body) => supabase.functions.invoke(name, { body });

const ReadingEnvelope = z.object({
  reading: z.object({ id: z.string(), kind: z.enum(['solar_return', 'monthly_report']), interpretation: z.string(), createdAt: z.string() }),
});

export async function invokeReading<T extends PremiumReading>(
  name: 'generate-solar-return' | 'generate-monthly-report',
  body: Record<string, unknown>,
  invoke: Invoke,
): Promise<ReadingOutcome<T>> {
  try {
    const { data, error } = await invoke(name, body);
    if (error) {
      const { status, body: detail } = await functionErrorDetail(error);
      const own = typeof detail?.error === 'string' && status !== null && status >= 400 && status < 500 && status !== 429 && status !== 402 ? detail.error : null;
      const suggestions = Array.isArray(detail?.suggestions) ? detail.suggestions.filter((s): s is string => typeof s === 'string').slice(0, 6) : [];
      const field = detail?.field === 'birthLocation' || detail?.field === 'returnLocation' ? detail.field : null;
      return { kind: 'failed', message: own ?? functionErrorMessage(error, esPremium), suggestions, field };
    }
    const parsed = ReadingEnvelope.safeParse(data);
    if (!parsed.success) return { kind: 'failed', message: esPremium.functionError, suggestions: [], field: null };
    return { kind: 'generated', reading: (data as { reading: T }).reading };
  } catch {
    return { kind: 'failed', message: esPremium.unexpected, suggestions: [], field: null };
  }
}
