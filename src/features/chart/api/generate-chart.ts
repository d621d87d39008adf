import * as z from 'zod/mini';
import type { FunctionsError } from '@supabase/supabase-js';
import { supabase } from '../../../lib/supabase';
import { functionErrorDetail, functionErrorMessage } from '../../../lib/function-errors';
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

type Invoke = (name: string, body: BirthChartRequest) => Promise<{ data: unknown; error: FunctionsError | Error | null }>;

const invokeFunction: Invoke = (name, body) => supabase.functions.invoke(name, { body });

export async function generateChart(request: BirthChartRequest, invoke: Invoke = invokeFunction): Promise<GenerateOutcome> {
  try {
    const { data, error } = await invoke('generate-birth-chart', request);
    if (error) {
      const { status, body } = await functionErrorDetail(error);
      const detail = typeof body?.error === 'string' && (status === 400 || status === 422) ? body.error : null;
      const suggestions = Array.isArray(body?.suggestions) ? body.suggestions.filter((s): s is string => typeof s === 'string').slice(0, 6) : [];
      return { kind: 'failed', message: functionErrorMessage(error, esChart), suggestions, detail };
    }
    if (!GeneratedChartSchema.safeParse(data).success) return { kind: 'failed', message: esChart.functionError, suggestions: [], detail: null };
    return { kind: 'generated', result: data as GeneratedChart };
  } catch {
    return { kind: 'failed', message: esChart.unexpected, suggestions: [], detail: null };
  }
}
