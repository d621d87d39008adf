import * as z from 'zod/mini';
import type { FunctionsError } from '@supabase/supabase-js';
import { supabase } from '../../../lib/supabase';
import { functionErrorDetail, functionErrorMessage } from '../../../lib/function-errors';
import { es } from '../../../i18n/es';
import type { NatalChart } from '@contract/chart';
import { MAX_CHART_NAME_LENGTH, MAX_PLACE_LENGTH, MIN_BIRTH_DATE } from '@contract/limits';

// The chart feature's calls (spec §7): generate-birth-chart, the place autocomplete, and the user's
// stored charts in birth_charts.


function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The form as typed: every field a string, the optional ones possibly empty. */
export const ChartFormSchema = z.object({
  birthDate: z.string().check(
    z.minLength(1, es.chart.dateRequired),
    z.refine((value) => value === '' || isRealDate(value), es.chart.dateInvalid),
    z.refine((value) => value === '' || !isRealDate(value) || value >= MIN_BIRTH_DATE, es.chart.dateTooEarly),
    z.refine((value) => value === '' || !isRealDate(value) || value <= localToday(), es.chart.dateInFuture),
  ),
  birthTime: z.string().check(z.refine((value) => value === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), es.chart.timeInvalid)),
  birthLocation: z.string().check(z.trim(), z.minLength(2, es.chart.placeRequired), z.maxLength(MAX_PLACE_LENGTH, es.chart.placeTooLong)),
  chartName: z.string().check(z.trim(), z.maxLength(MAX_CHART_NAME_LENGTH, es.chart.nameTooLong)),
});

export type ChartFormValues = z.input<typeof ChartFormSchema>;

export interface BirthChartRequest {
  birthDate: string;
  birthTime: string | null;
  birthLocation: string;
  chartName: string;
}

/** The first failing message (spec §5), or the request the function expects. */
export function validateChartForm(values: ChartFormValues): { ok: true; request: BirthChartRequest } | { ok: false; message: string } {
  const parsed = ChartFormSchema.safeParse(values);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0].message };
  const { birthDate, birthTime, birthLocation, chartName } = parsed.data;
  return {
    ok: true,
    request: { birthDate, birthTime: birthTime || null, birthLocation, chartName: chartName || `${es.chart.defaultNamePrefix} ${birthLocation}` },
  };
}

export interface GeneratedChart {
  id: string;
  createdAt: string;
  chartName: string;
  interpretation: string;
  source: 'ai' | 'builtin';
  chart: NatalChart;
}

const GeneratedChartSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  chartName: z.string(),
  interpretation: z.string(),
  source: z.enum(['ai', 'builtin']),
  chart: z.object({ bodies: z.record(z.string(), z.unknown()), location: z.object({ name: z.string() }) }),
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
      return { kind: 'failed', message: functionErrorMessage(error, es.chart), suggestions, detail };
    }
    if (!GeneratedChartSchema.safeParse(data).success) return { kind: 'failed', message: es.chart.functionError, suggestions: [], detail: null };
    return { kind: 'generated', result: data as GeneratedChart };
  } catch {
    return { kind: 'failed', message: es.chart.unexpected, suggestions: [], detail: null };
  }
}

/** The place autocomplete is shared with the premium readings. */
export { searchPlaces } from '../../../lib/places';

export interface ChartSummary { id: string; chart_name: string; created_at: string; birth_location: string }

export async function listCharts(): Promise<ChartSummary[]> {
  const { data, error } = await supabase
    .from('birth_charts')
    .select('id, chart_name, created_at, birth_location')
    .order('created_at', { ascending: false })
    .limit(20);
  if (error) {
    console.error('No se pudieron listar tus cartas', error);
    return [];
  }
  return data as ChartSummary[];
}

export async function fetchChart(id: string): Promise<GeneratedChart | null> {
  const { data, error } = await supabase
    .from('birth_charts')
    .select('id, created_at, chart_name, interpretation, source, chart')
    .eq('id', id)
    .maybeSingle();
  if (error || !data) return null;
  // source and chart were written by generate-birth-chart alone (clients cannot write the table): trusted shapes.
  return {
    id: data.id,
    createdAt: data.created_at,
    chartName: data.chart_name,
    interpretation: data.interpretation,
    source: data.source as GeneratedChart['source'],
    chart: data.chart as unknown as GeneratedChart['chart'],
  };
}
