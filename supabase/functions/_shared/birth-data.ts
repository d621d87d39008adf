import * as z from 'zod/mini';

// Birth data as every function receives it (date, optional time, place as typed), validated with the same
// rules everywhere; only the wording changes with whose data it is ("tu fecha", "la fecha de Ana").

export const MIN_BIRTH_DATE = '1800-01-01';

export interface BirthDataMessages {
  dateRequired: string;
  dateFormat: string;
  dateInvalid: string;
  dateTooEarly: string;
  dateInFuture: string;
  timeFormat: string;
  placeRequired: string;
  placeTooLong: string;
}

/** The natal chart's wording, for the person filling in their own data. */
export const OWN_BIRTH_DATA_MESSAGES: BirthDataMessages = {
  dateRequired: 'Indica tu fecha de nacimiento.',
  dateFormat: 'La fecha debe tener el formato AAAA-MM-DD.',
  dateInvalid: 'Esa fecha no existe en el calendario.',
  dateTooEarly: 'La fecha debe ser posterior al 1 de enero de 1800.',
  dateInFuture: 'La fecha de nacimiento no puede estar en el futuro.',
  timeFormat: 'La hora debe tener el formato HH:MM (de 00:00 a 23:59).',
  placeRequired: 'Indica tu lugar de nacimiento como «Ciudad, País».',
  placeTooLong: 'El lugar de nacimiento es demasiado largo (máximo 120 caracteres).',
};

export function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Tomorrow in UTC: anyone already living that date somewhere on Earth may enter it. */
export function latestAllowedBirthDate(now = new Date()): string {
  return new Date(now.getTime() + 24 * 3600_000).toISOString().slice(0, 10);
}

/** The three birth-data fields, to spread into a request's z.object. */
export function birthDataFields(messages: BirthDataMessages = OWN_BIRTH_DATA_MESSAGES) {
  return {
    birthDate: z
      .string({ error: messages.dateRequired })
      .check(
        z.regex(/^\d{4}-\d{2}-\d{2}$/, messages.dateFormat),
        z.refine(isRealDate, messages.dateInvalid),
        z.refine((value) => value >= MIN_BIRTH_DATE, messages.dateTooEarly),
        z.refine((value) => value <= latestAllowedBirthDate(), messages.dateInFuture),
      ),
    birthTime: z.nullish(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, messages.timeFormat))),
    birthLocation: z
      .string({ error: messages.placeRequired })
      .check(z.trim(), z.minLength(2, messages.placeRequired), z.maxLength(120, messages.placeTooLong)),
  };
}
