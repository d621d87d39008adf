// The natal chart from what a person types: the place text resolved against the gazetteer, then cast (cast.ts).
import { resolvePlace, type PlaceCandidate } from './places.ts';
import { ChartInputError, localToUtc, parseLocalDateTime } from './time.ts';
import { castChart, type ChartInput } from './cast.ts';
import type { HouseSystem, NatalChart } from '../contract/chart.ts';

export { castChart, signOf, type ChartInput } from './cast.ts';

export type ChartFromTextResult =
  | { ok: true; chart: NatalChart }
  | {
      ok: false;
      reason: 'not-found' | 'ambiguous' | 'empty' | 'invalid-date' | 'invalid-time';
      message: string;
      suggestions: PlaceCandidate[];
    };

/** Throws ChartInputError (Spanish message) for an invalid date or time. */
export function computeChart(input: ChartInput): NatalChart {
  const local = parseLocalDateTime(input.date, input.time);
  const { utc, resolution } = localToUtc(local, input.place);
  return castChart(input, local, utc, resolution);
}

/** Resolves the place text, then computes; every failure comes back as a Spanish message, never a throw. */
export function chartFromText(input: { date: string; time: string | null; place: string; houseSystem?: HouseSystem }): ChartFromTextResult {
  try {
    parseLocalDateTime(input.date, input.time);
  } catch (error) {
    if (error instanceof ChartInputError) return { ok: false, reason: error.field === 'time' ? 'invalid-time' : 'invalid-date', message: error.message, suggestions: [] };
    throw error;
  }
  const resolved = resolvePlace(input.place);
  if (!resolved.ok) return resolved;
  return { ok: true, chart: computeChart({ date: input.date, time: input.time, place: resolved.place, placeQuery: input.place, houseSystem: input.houseSystem }) };
}
