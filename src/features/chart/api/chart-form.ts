import * as z from 'zod/mini';
import { es } from '../../../i18n/es';
import { MAX_CHART_NAME_LENGTH, MAX_PLACE_LENGTH, MIN_BIRTH_DATE } from '@contract/limits';

// The chart form's validation (spec §5): the first failing message, or the request generate-birth-chart takes.

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
