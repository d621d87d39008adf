import * as z from 'zod/mini';
import { invokeFunction } from '../../../lib/invoke-function';
import { esChart } from '../../../i18n/es-chart';
import type { NatalChart } from '@core/contract/chart';
import type { BirthChartRequest } from './chart-form';

// generate-birth-chart (spec §7): every failure becomes one of the spec's messages, with the place's suggestions.

export interface GeneratedChart {
  id: string;
  createdAt: string;
  chartName: string;
  interpretation: string;
  source: 'ai' | 'builtin';
  chart: NatalChart;
  /** Whose chart it is and the name its reading uses; absent on charts stored before both existed. */
  subject?: 'self' | 'other';
  personName?: string | null;
}

const GeneratedChartSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  chartName: z.string(),
  interpretation: z.string(),
  source: z.enum(['ai', 'builtin']),
  chart: z.object({ bodies: z.record(z.string(), z.unknown()), location: z.object({ name: z.string() }) }),
  subject: z.optional(z.enum(['self', 'other'])),
  personName: z.nullish(z.string()),
});

export type GenerateOutcome =
  | { kind: 'generated'; result: GeneratedChart }
  | { kind: 'failed'; message: string; suggestions: string[]; detail: string | null };

export async function generateChart(request: BirthChartRequest): Promise<GenerateOutcome> {
  const outcome = await invokeFunction<GeneratedChart>('generate-birth-chart', request, { shape: GeneratedChartSchema, messages: esChart });
  if (outcome.ok) return { kind: 'generated', result: outcome.data };
  // The function's own words for what the user can fix: the form's fields, or a place it could not find.
  const detail = outcome.status === 400 || outcome.status === 422 ? outcome.error : null;
  return { kind: 'failed', message: outcome.message, suggestions: outcome.suggestions, detail };
}
