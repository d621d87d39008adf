import * as z from 'zod/mini';
import { esChart, esMyChart } from '../../../i18n/es-chart';
import { MAX_CHART_NAME_LENGTH, MAX_PERSON_NAME_LENGTH } from '@core/contract/limits';
import { nameChecks } from '@core/contract/names';
import { birthFields } from '../../../lib/birth-fields';
import { HOUSE_SYSTEMS, type HouseSystem } from '@core/contract/chart';
import { firstName } from '@core/contract/person-name';

// The chart form's validation (spec §5): every failing field with its message (shown beside the field), the
// first of them (the spec's toast), or the request generate-birth-chart takes.

export type ChartSubject = 'self' | 'other';

/** The form as typed: every field a string, the optional ones possibly empty. Fields in the order they show. */
export const ChartFormSchema = z.object({
  personName: z.string().check(...nameChecks(MAX_PERSON_NAME_LENGTH, esMyChart.personNameTooLong)),
  ...birthFields(esChart),
  chartName: z.string().check(...nameChecks(MAX_CHART_NAME_LENGTH, esChart.nameTooLong)),
});

export type ChartFormField = keyof z.input<typeof ChartFormSchema>;
export const CHART_FORM_FIELDS: readonly ChartFormField[] = ['personName', 'birthDate', 'birthTime', 'birthLocation', 'chartName'];

export type ChartFormValues = z.input<typeof ChartFormSchema> & { subject: ChartSubject; houseSystem: HouseSystem };

export interface BirthChartRequest {
  birthDate: string;
  birthTime: string | null;
  birthLocation: string;
  chartName: string;
  houseSystem: HouseSystem;
  subject: ChartSubject;
  personName: string | null;
}

export type FieldErrors = Partial<Record<ChartFormField, string>>;

export const DEFAULT_HOUSE_SYSTEM: HouseSystem = 'placidus';

export function isHouseSystem(value: string): value is HouseSystem {
  return (HOUSE_SYSTEMS as readonly string[]).includes(value);
}

/** Every failing field's first message, the first in form order (spec §5's toast), or the request. */
export function validateChartForm(
  values: ChartFormValues,
): { ok: true; request: BirthChartRequest } | { ok: false; message: string; field: ChartFormField; errors: FieldErrors } {
  const parsed = ChartFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ChartFormField;
      errors[field] ??= issue.message;
    }
    const field = CHART_FORM_FIELDS.find((name) => errors[name]) as ChartFormField;
    return { ok: false, message: errors[field] as string, field, errors };
  }
  const { personName, birthDate, birthTime, birthLocation, chartName } = parsed.data;
  // One's own chart is titled with one's first name, as the greeting says it; the place only when no name is known.
  const ownName = values.subject === 'self' ? firstName(personName) : null;
  const fallbackName =
    values.subject === 'other' && personName ? esMyChart.otherChartName(personName) : `${esChart.defaultNamePrefix} ${ownName ?? birthLocation}`;
  return {
    ok: true,
    request: {
      birthDate,
      birthTime: birthTime || null,
      birthLocation,
      chartName: chartName || fallbackName,
      houseSystem: values.houseSystem,
      subject: values.subject,
      personName: personName || null,
    },
  };
}
