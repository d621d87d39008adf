import { describe, expect, it } from 'vitest';
import { computeChart } from '../../astro/chart.ts';
import type { NatalChart, ResolvedPlace } from '../../contract/chart.ts';
import { chartCycles } from '../cycles.ts';
import { referenceChartCycles } from './cycles-reference.ts';
import { makeChart, seededRandom as random } from './fixtures.ts';
import { REAL_CHARTS } from './real-charts.ts';

// The tabulated return search against the search it replaced (kept verbatim in cycles-reference.ts), which
// evaluated the ephemeris at every sample: over seeded random births from 1800 to 2100 the two must list the
// same returns, with the same local dates and ages. A second file does the same near stations.

const PLACES: ResolvedPlace[] = [
  { name: 'Madrid', country: 'España', countryCode: 'ES', latitude: 40.4165, longitude: -3.70256, population: 3255944, timezone: 'Europe/Madrid' },
  { name: 'Buenos Aires', country: 'Argentina', countryCode: 'AR', latitude: -34.61315, longitude: -58.37723, population: 13076300, timezone: 'America/Argentina/Buenos_Aires' },
  { name: 'Ciudad de México', country: 'México', countryCode: 'MX', latitude: 19.42847, longitude: -99.12766, population: 12294193, timezone: 'America/Mexico_City' },
  { name: 'Honolulu', country: 'Estados Unidos', countryCode: 'US', latitude: 21.30694, longitude: -157.85833, population: 371657, timezone: 'Pacific/Honolulu' },
  { name: 'Katmandú', country: 'Nepal', countryCode: 'NP', latitude: 27.70169, longitude: 85.3206, population: 1442271, timezone: 'Asia/Kathmandu' },
  { name: 'Auckland', country: 'Nueva Zelanda', countryCode: 'NZ', latitude: -36.84853, longitude: 174.76349, population: 417910, timezone: 'Pacific/Auckland' },
];

function randomBirths(seed: number, count: number): NatalChart[] {
  const next = random(seed);
  const from = Date.UTC(1800, 0, 1);
  const to = Date.UTC(2100, 11, 31);
  return Array.from({ length: count }, () => {
    const iso = new Date(from + next() * (to - from)).toISOString();
    const place = PLACES[Math.floor(next() * PLACES.length)];
    const time = next() < 0.15 ? null : iso.slice(11, 16);
    return computeChart({ date: iso.slice(0, 10), time, place, placeQuery: place.name });
  });
}

function expectSameReturns(charts: NatalChart[]): void {
  for (const chart of charts) {
    expect(chartCycles(chart), `${chart.utc} at ${chart.location.name}`).toEqual(referenceChartCycles(chart));
  }
}

describe('the tabulated return search', () => {
  // Four groups of 130 so that each stays well inside the test timeout while the reference searches the slow way.
  for (const seed of [1, 2, 3, 4]) {
    it(`lists the same returns as evaluating the ephemeris at every sample (130 random births, seed ${seed})`, () => {
      expectSameReturns(randomBirths(seed, 130));
    }, 120_000);
  }

  it('does so for the real charts and for hand-built ones whose positions are not their instant’s sky', () => {
    expectSameReturns([
      ...Object.values(REAL_CHARTS).map((chart) => chart()),
      ...Array.from({ length: 24 }, (_, seed) => makeChart({ seed: seed + 1 })),
    ]);
  }, 60_000);
});
