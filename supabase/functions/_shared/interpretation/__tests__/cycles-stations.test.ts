import { describe, expect, it } from 'vitest';
import { bodyMotion, bodyMotions, difference, toAstroTime } from '../../astro/ephemeris.ts';
import { computeChart } from '../../astro/chart.ts';
import type { NatalChart, ResolvedPlace } from '../../contract/chart.ts';
import { type CycleBody, TABLE_BOUNDS, chartCycles, tabulatedLongitude } from '../cycles.ts';
import { referenceChartCycles } from './cycles-reference.ts';

// Where the tabulated search is most likely to part from the search it replaced: a station within arcseconds of
// the natal degree, where the body grazes it, crosses twice within a sampling step or not at all, and the table
// alone cannot tell the sign. And the bounds the tabulated search rests on, checked against the ephemeris itself.

const DAY_MS = 86_400_000;
const GREENWICH: ResolvedPlace = { name: 'Greenwich', country: 'Reino Unido', countryCode: 'GB', latitude: 51.4769, longitude: 0, population: 1, timezone: 'Etc/UTC' };
const PERIOD_DAYS: Record<CycleBody, number> = { saturn: 10_759.2, jupiter: 4_332.6, trueNode: 6_798.4 };
const BODIES: CycleBody[] = ['saturn', 'jupiter', 'trueNode'];

function motion(body: CycleBody, ms: number) {
  const time = toAstroTime(new Date(ms));
  return body === 'trueNode' ? bodyMotions(time).trueNode : bodyMotion(body, time);
}

/** The first station of the body after fromMs, to the minute. */
function stationAfter(body: CycleBody, fromMs: number): number {
  let [low, high] = [fromMs, fromMs + DAY_MS];
  const sign = Math.sign(motion(body, low).speed);
  while (Math.sign(motion(body, high).speed) === sign) [low, high] = [high, high + DAY_MS];
  while (high - low > 60_000) {
    const mid = (low + high) / 2;
    if (Math.sign(motion(body, mid).speed) === sign) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

function chartAt(ms: number): NatalChart {
  const iso = new Date(ms).toISOString();
  return computeChart({ date: iso.slice(0, 10), time: iso.slice(11, 16), place: GREENWICH, placeQuery: 'Greenwich' });
}

function withNatal(chart: NatalChart, body: CycleBody, longitude: number): NatalChart {
  return { ...chart, bodies: { ...chart.bodies, [body]: { ...chart.bodies[body], longitude: ((longitude % 360) + 360) % 360 } } };
}

/** Degrees from a station's longitude into the loop it turns (negative: outside it, where nothing crosses). */
const GRAZES = [3e-2, 3e-3, 3e-4, 3e-5, 0, -3e-5, -3e-4, -3e-3];

describe('the bounds the tabulated search rests on', () => {
  const instants = Array.from({ length: 300 }, (_, i) => Date.UTC(1800, 0, 1) + ((i * 0.618034) % 1) * (Date.UTC(2291, 0, 1) - Date.UTC(1800, 0, 1)));

  it('interpolates within half its stated error, and no body outruns its stated speed', () => {
    for (const body of BODIES) {
      for (const ms of instants) {
        const exact = motion(body, ms);
        expect(Math.abs(difference(exact.longitude, tabulatedLongitude(body, ms))), `${body} ${new Date(ms).toISOString()}`).toBeLessThan(TABLE_BOUNDS[body].error / 2);
        expect(Math.abs(exact.speed)).toBeLessThan(TABLE_BOUNDS[body].maxSpeed / 1.1);
      }
    }
  });
});

describe('the tabulated return search near stations', () => {
  for (const body of BODIES) {
    it(`lists the same ${body} returns as the exact search when a station grazes the natal degree`, () => {
      let closePasses = 0;
      for (let i = 0; i < 6; i += 1) {
        const station = stationAfter(body, Date.UTC(1840 + i * 37, (i * 5) % 12, 3 + i));
        const { longitude } = motion(body, station);
        // A station turning retrograde is a peak of longitude: the degrees just below it are crossed twice.
        const inside = motion(body, station - DAY_MS).speed > 0 ? -1 : 1;
        // Born one or two mean periods before, so the station falls inside a return's window.
        const birth = chartAt(station - (1 + (i % 2)) * PERIOD_DAYS[body] * DAY_MS + i * 7_200_000);
        const charts = [chartAt(station + (i - 3) * 3_600_000), ...GRAZES.map((graze) => withNatal(birth, body, longitude + inside * graze))];
        for (const chart of charts) {
          const expected = referenceChartCycles(chart);
          expect(chartCycles(chart), `${body} station ${new Date(station).toISOString()}, natal ${chart.bodies[body].longitude}`).toEqual(expected);
          for (const ret of expected[body]) {
            for (let p = 1; p < ret.passes.length; p += 1) if (Date.parse(ret.passes[p]) - Date.parse(ret.passes[p - 1]) <= 40 * DAY_MS) closePasses += 1;
          }
        }
      }
      // The cases do reach the regime they are for: passes a few days apart around a station.
      expect(closePasses).toBeGreaterThan(0);
    }, 120_000);
  }
});
