import * as z from 'zod/mini';
import { errorResponse, limitedResponse, withFunction } from '../_shared/http.ts';
import { findEvents, lunarReturn, progressedMoon } from '../_shared/astro/events.ts';
import { zoneOffsetMinutes } from '../_shared/astro/time.ts';
import type { AstroEvent } from '../_shared/astro/events-types.ts';
import { composeMonthlyOverview, describeEvent } from '../_shared/interpretation/premium/index.ts';
import { READING_YEARS } from '../_shared/contract/limits.ts';
import { MAX_BODY_BYTES, monthName, personalise, premiumBody, premiumNatal, storedReadingResponse } from '../_shared/premium-readings.ts';

// generate-monthly-report: every event of a calendar month for one natal chart (exact transits with their
// windows, ingresses, stations, lunations and eclipses with their natal house), the lunar return, the progressed
// Moon, a short text per event and an overview; the month is read in the caller's time zone (or UTC).

const MONTH_FORMAT = 'Indica el mes como AAAA-MM, por ejemplo 2026-03.';
const FIRST_MONTH = `${READING_YEARS.min}-01`;
const LAST_MONTH = `${READING_YEARS.max}-12`;
const MONTH_RANGE = `El mes debe estar entre ${FIRST_MONTH} y ${LAST_MONTH}.`;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const MonthlyFields = {
  month: z.string({ error: MONTH_FORMAT }).check(
    z.regex(/^\d{4}-\d{2}$/, MONTH_FORMAT),
    z.refine((value) => Number(value.slice(5)) >= 1 && Number(value.slice(5)) <= 12, 'Ese mes no existe: usa un número del 01 al 12.'),
    z.refine((value) => value >= FIRST_MONTH && value <= LAST_MONTH, MONTH_RANGE),
  ),
  timeZone: z.nullish(
    z.string({ error: 'La zona horaria debe ser un nombre IANA, como Europe/Madrid.' }).check(
      z.maxLength(64, 'La zona horaria debe ser un nombre IANA, como Europe/Madrid.'),
      z.refine(isTimeZone, 'No reconocemos esa zona horaria: usa un nombre IANA, como Europe/Madrid.'),
    ),
  ),
};

/** The instant local midnight starts the first day of `month` (1-based) in `timeZone`. */
export function monthStartUtc(year: number, month: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, 1);
  // The offset at the wall time read as UTC is a first guess; the offset at that guess is the one in force.
  const guess = wall - zoneOffsetMinutes(timeZone, wall) * 60_000;
  return new Date(wall - zoneOffsetMinutes(timeZone, guess) * 60_000);
}

export const handler = withFunction(
  {
    name: 'generate-monthly-report',
    auth: 'Debes iniciar sesión para generar tu informe mensual.',
    maxBytes: MAX_BODY_BYTES,
    schema: premiumBody(MonthlyFields),
    failure: 'No pudimos preparar tu informe mensual. Inténtalo de nuevo en unos minutos.',
  },
  async ({ body, user }) => {
    const { natal, chartId, chartName, personName } = await premiumNatal(user.id, body.natal);
    const { month } = body.fields;
    const timeZone = body.fields.timeZone || 'UTC';

    const [year, number] = month.split('-').map(Number);
    const from = monthStartUtc(year, number, timeZone);
    const to = number === 12 ? monthStartUtc(year + 1, 1, timeZone) : monthStartUtc(year, number + 1, timeZone);
    if (to.getTime() <= new Date(natal.utc).getTime()) return errorResponse(422, 'Ese mes es anterior a tu nacimiento: elige uno posterior.');

    const found: AstroEvent[] = findEvents(natal, from, to);
    const lunarReturns = lunarReturn(natal, from, to);
    // A month that contains the birth starts before it; the progressed Moon is then taken at birth.
    const progressed = progressedMoon(natal, new Date(Math.max(from.getTime(), Date.parse(natal.utc))));
    const events = found.map((event) => ({ ...event, text: describeEvent(event, natal, { timeZone }) }));
    const builtin = composeMonthlyOverview({ month, natal, events: found, lunarReturns, progressedMoon: progressed, timeZone });
    const interpretation = await personalise(builtin, {
      subject: `Informe mensual de ${monthName(month)} (zona horaria ${timeZone}).`,
      facts: events.map((event) => `${event.utc}: ${event.text}`).join('\n'),
      // The built-in overview, with its week-by-week section, runs well past a thousand words.
      minWords: 800,
    });
    if ('limited' in interpretation) return limitedResponse(interpretation.limited);

    const params = {
      month,
      timeZone,
      fromUtc: from.toISOString(),
      toUtc: to.toISOString(),
      chartId,
      chartName,
      personName,
      birthDate: natal.input.date,
      birthTime: natal.input.time,
      birthLocation: natal.input.place,
    };
    // The month's context beside the events (the table has no column of its own for it): lunar returns and the
    // progressed Moon travel in `chart`.
    const context = { lunarReturns, progressedMoon: progressed };
    return await storedReadingResponse(
      { userId: user.id, kind: 'monthly_report', params, chart: context, events, interpretation: interpretation.text, source: interpretation.source },
      { events, ...context },
    );
  },
);
