import * as z from 'zod/mini';
import { MAX_PLACE_LENGTH, MIN_BIRTH_DATE } from './contract/limits.ts';

// Birth data as every function receives it (spec §3: birthDate, birthTime, birthLocation), validated at the
// edge with Spanish messages. generate-birth-chart and the premium readings share these fields, so a date the
// chart accepts is a date every reading accepts.


export function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Text a person could have typed: no control characters (NUL cannot be stored in Postgres text) and no lone
 * UTF-16 surrogates (they have no UTF-8 form). Shared by every free-text field the functions receive.
 */
export function isTypedText(value: string): boolean {
  return !/[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);
}

/** Tomorrow in UTC: anyone already living that date somewhere on Earth may enter it. */
function latestAllowedDate(now = new Date()): string {
  return new Date(now.getTime() + 24 * 3600_000).toISOString().slice(0, 10);
}

export const birthFields = {
  birthDate: z
    .string({ error: 'Indica tu fecha de nacimiento.' })
    .check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha debe tener el formato AAAA-MM-DD.'),
      z.refine(isRealDate, 'Esa fecha no existe en el calendario.'),
      z.refine((value) => value >= MIN_BIRTH_DATE, 'La fecha debe ser posterior al 1 de enero de 1800.'),
      z.refine((value) => value <= latestAllowedDate(), 'La fecha de nacimiento no puede estar en el futuro.'),
    ),
  birthTime: z.nullish(
    z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'La hora debe tener el formato HH:MM (de 00:00 a 23:59).')),
  ),
  birthLocation: z
    .string({ error: 'Indica tu lugar de nacimiento.' })
    .check(
      z.trim(),
      z.minLength(2, 'Indica tu lugar de nacimiento como «Ciudad, País».'),
      z.maxLength(MAX_PLACE_LENGTH, `El lugar de nacimiento es demasiado largo (máximo ${MAX_PLACE_LENGTH} caracteres).`),
      z.refine(isTypedText, 'El lugar de nacimiento tiene caracteres que no son texto; escríbelo como «Ciudad, País».'),
    ),
};
