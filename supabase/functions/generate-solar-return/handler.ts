import * as z from 'zod/mini';
import { errorResponse, limitedResponse, withFunction } from '../_shared/http.ts';
import { resolvePlace } from '../_shared/astro/places.ts';
import { solarReturn } from '../_shared/astro/events.ts';
import { ChartInputError } from '../_shared/astro/time.ts';
import type { NatalChart } from '../_shared/contract/chart.ts';
import { composeSolarReturnReading } from '../_shared/interpretation/premium/index.ts';
import { MAX_PLACE_LENGTH, READING_YEARS } from '../_shared/contract/limits.ts';
import {
  MAX_BODY_BYTES, localMomentText, personalise, premiumBody, premiumNatal, storedReadingResponse, unknownPlace,
} from '../_shared/premium-readings.ts';

// generate-solar-return: the exact moment the Sun comes back to its natal longitude in the chosen year, the chart
// cast for it where the person spends that birthday, and its reading; stored in premium_readings for the caller.

const MIN_YEAR = READING_YEARS.min;
const MAX_YEAR = READING_YEARS.max;
const YEAR_RANGE = `El año debe ser un número entero entre ${MIN_YEAR} y ${MAX_YEAR}.`;

const SolarReturnFields = {
  year: z.number({ error: YEAR_RANGE }).check(z.int(YEAR_RANGE), z.minimum(MIN_YEAR, YEAR_RANGE), z.maximum(MAX_YEAR, YEAR_RANGE)),
  returnLocation: z.nullish(
    z.string({ error: 'Indica el lugar como «Ciudad, País».' }).check(
      z.trim(),
      z.maxLength(MAX_PLACE_LENGTH, `El lugar de la revolución solar es demasiado largo (máximo ${MAX_PLACE_LENGTH} caracteres).`),
    ),
  ),
};

export const handler = withFunction(
  {
    name: 'generate-solar-return',
    auth: 'Debes iniciar sesión para calcular tu revolución solar.',
    maxBytes: MAX_BODY_BYTES,
    schema: premiumBody(SolarReturnFields),
    failure: 'No pudimos calcular tu revolución solar. Inténtalo de nuevo en unos minutos.',
  },
  async ({ body, user }) => {
    const { natal, birthPlace, chartId } = await premiumNatal(user.id, body.natal);
    const { year } = body.fields;
    const returnLocation = body.fields.returnLocation || null;

    const birthYear = Number(natal.input.date.slice(0, 4));
    if (year < birthYear) return errorResponse(422, `El año debe ser el de tu nacimiento (${birthYear}) o posterior.`);

    let place = birthPlace;
    if (returnLocation) {
      const found = resolvePlace(returnLocation);
      if (!found.ok) throw unknownPlace(found, 'returnLocation');
      place = found.place;
    }

    let result;
    try {
      result = solarReturn(natal, year, place);
    } catch (error) {
      if (error instanceof ChartInputError) return errorResponse(422, error.message);
      throw error;
    }
    const localTime = localMomentText(result.utc, place);
    const builtin = composeSolarReturnReading({ solarReturn: result, natal, localTime });
    const interpretation = await personalise(builtin, {
      subject: `Revolución solar de ${year}: ${localTime}, en ${place.name} (${place.country}).`,
      facts: solarReturnFacts(result.chart),
      // A rewrite must be about as complete as the built-in reading (1,200 words or more) to replace it.
      minWords: 1000,
    });
    if ('limited' in interpretation) return limitedResponse(interpretation.limited);

    const params = {
      year,
      place: { name: place.name, country: place.country, timezone: place.timezone, latitude: place.latitude, longitude: place.longitude },
      returnLocation,
      chartId,
      birthDate: natal.input.date,
      birthTime: natal.input.time,
      birthLocation: natal.input.place,
      localTime,
    };
    return await storedReadingResponse(
      { userId: user.id, kind: 'solar_return', params, utc: result.utc, chart: result.chart, interpretation: interpretation.text, source: interpretation.source },
      { utc: result.utc, chart: result.chart, natalSunLongitude: result.natalSunLongitude },
    );
  },
);

/** The return chart's facts in a few lines, so the AI rewrites from the computed sky and nothing else. */
function solarReturnFacts(chart: NatalChart): string {
  const bodies = Object.entries(chart.bodies)
    .filter(([id]) => id !== 'meanNode')
    .map(([id, body]) => `${id}: ${body.sign} ${body.degreeInSign.toFixed(1)}°${body.house ? `, casa ${body.house}` : ''}${body.retrograde ? ', retrógrado' : ''}`);
  const angles = chart.angles ? [`ascendant: ${chart.angles.ascendant.toFixed(1)}°`, `midheaven: ${chart.angles.midheaven.toFixed(1)}°`] : [];
  const aspects = [...chart.aspects]
    .filter((aspect) => aspect.major)
    .sort((a, b) => a.orb - b.orb)
    .slice(0, 8)
    .map((aspect) => `${aspect.a} ${aspect.type} ${aspect.b} (orbe ${aspect.orb.toFixed(1)}°)`);
  return [...bodies, ...angles, ...aspects].join('\n');
}
