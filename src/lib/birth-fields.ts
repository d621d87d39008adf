import * as z from 'zod/mini';
import { MAX_PLACE_LENGTH, MIN_BIRTH_DATE } from '@core/contract/limits';

// The birth data as a form types it (spec §5), for the chart form and the compatibility person form alike: each
// keeps its own messages, the rules are the same.

export interface BirthFieldMessages {
  dateRequired: string;
  dateInvalid: string;
  dateTooEarly: string;
  dateInFuture: string;
  timeInvalid: string;
  placeRequired: string;
  placeTooLong: string;
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** birthDate, birthTime (optional) and birthLocation, every one a string as typed. */
export function birthFields(t: BirthFieldMessages) {
  return {
    birthDate: z.string().check(
      z.minLength(1, t.dateRequired),
      z.refine((value) => value === '' || isRealDate(value), t.dateInvalid),
      z.refine((value) => value === '' || !isRealDate(value) || value >= MIN_BIRTH_DATE, t.dateTooEarly),
      z.refine((value) => value === '' || !isRealDate(value) || value <= localToday(), t.dateInFuture),
    ),
    birthTime: z.string().check(z.refine((value) => value === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), t.timeInvalid)),
    birthLocation: z.string().check(z.trim(), z.minLength(2, t.placeRequired), z.maxLength(MAX_PLACE_LENGTH, t.placeTooLong)),
  };
}
