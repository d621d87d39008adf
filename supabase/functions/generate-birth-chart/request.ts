import * as z from 'zod/mini';
import { MAX_CHART_NAME_LENGTH, MAX_PERSON_NAME_LENGTH } from '../_shared/contract/limits.ts';
import { HOUSE_SYSTEMS } from '../_shared/contract/chart.ts';
import { nameChecks } from '../_shared/contract/names.ts';
import { birthFields, isTypedText } from '../_shared/birth-input.ts';

// The birth-chart request (spec §3), validated at the function's edge with Spanish messages; the birth fields
// are shared with the premium readings.

export const BirthChartRequestSchema = z.object({
  ...birthFields,
  chartName: z.nullish(z.string().check(...nameChecks(MAX_CHART_NAME_LENGTH, `El nombre de la carta es demasiado largo (máximo ${MAX_CHART_NAME_LENGTH} caracteres).`))),
  houseSystem: z.optional(z.enum(HOUSE_SYSTEMS, { error: 'Sistema de casas no reconocido.' })),
  // Both optional, so clients from before them keep working: the reading then addresses the account's name.
  personName: z.nullish(
    z.string().check(
      z.refine(isTypedText, 'El nombre tiene caracteres que no son texto.'),
      ...nameChecks(MAX_PERSON_NAME_LENGTH, `El nombre es demasiado largo (máximo ${MAX_PERSON_NAME_LENGTH} caracteres).`),
    ),
  ),
  subject: z.optional(z.enum(['self', 'other'], { error: 'Indica si la carta es tuya o de otra persona.' })),
});

export type BirthChartRequest = z.infer<typeof BirthChartRequestSchema>;

export function defaultChartName(location: string): string {
  return `Carta natal de ${location}`;
}
