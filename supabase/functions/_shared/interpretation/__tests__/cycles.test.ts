import { Body, Ecliptic, GeoVector } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { CYCLE_MAX_AGE, chartCycles } from '../cycles.ts';
import { makeChart } from './fixtures.ts';
import { REAL_CHARTS } from './real-charts.ts';

// Saturn's returns are checked against astronomy-engine called directly (not through the chart engine's
// ephemeris): a day-by-day scan finds every crossing of the natal longitude, and the dates must agree.

const DAY = 86_400_000;

function saturnLongitude(ms: number): number {
  return Ecliptic(GeoVector(Body.Saturn, new Date(ms), true)).elon;
}

function signedOffset(longitude: number, natal: number): number {
  const d = (((longitude - natal) % 360) + 540) % 360 - 180;
  return d;
}

/** Crossing instants of the natal longitude between two ages, by daily samples and linear interpolation. */
function independentSaturnCrossings(birthMs: number, natal: number, fromYears: number, toYears: number): number[] {
  const found: number[] = [];
  let previousMs = birthMs + fromYears * 365.25 * DAY;
  let previous = signedOffset(saturnLongitude(previousMs), natal);
  for (let ms = previousMs + DAY; ms <= birthMs + toYears * 365.25 * DAY; ms += DAY) {
    const value = signedOffset(saturnLongitude(ms), natal);
    if (Math.sign(value) !== Math.sign(previous) && Math.abs(value) < 10) found.push(previousMs + (DAY * previous) / (previous - value));
    previousMs = ms;
    previous = value;
  }
  return found;
}

const localDay = (ms: number, offsetMinutes: number) => Date.parse(new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 10));

describe('chartCycles', () => {
  const chart = REAL_CHARTS.madrid1990();
  const cycles = chartCycles(chart);
  const birthMs = Date.parse(chart.utc);

  it('finds the Saturn returns on the days an independent ephemeris scan finds them', () => {
    expect(cycles.saturn.map((r) => r.age)).toEqual([29, 58, 88]);
    const windows: [number, number][] = [[27, 32], [56, 61], [85, 91]];
    cycles.saturn.forEach((ret, i) => {
      const expected = independentSaturnCrossings(birthMs, chart.bodies.saturn.longitude, ...windows[i]);
      expect(ret.passes.length, `return ${i + 1}`).toBe(expected.length);
      ret.passes.forEach((date, j) => {
        expect(Math.abs(Date.parse(date) - localDay(expected[j], chart.time.utcOffsetMinutes)), `${date}`).toBeLessThanOrEqual(DAY);
      });
    });
    // The first return of someone born in May 1990 with Saturn at 25° Capricorn: Saturn reached it in early 2020.
    expect(cycles.saturn[0].passes).toEqual(['2020-02-02']);
  });

  it('lists Jupiter returns about every twelve years and nodal returns about every 18.6, up to the maximum age', () => {
    const jupiterAges = cycles.jupiter.map((r) => r.age);
    expect(jupiterAges).toEqual([11, 23, 35, 47, 59, 71, 82]);
    const nodeAges = cycles.trueNode.map((r) => r.age);
    expect(nodeAges).toEqual([18, 37, 55, 74]);
    for (const list of [cycles.saturn, cycles.jupiter, cycles.trueNode]) {
      list.forEach((ret, i) => {
        expect(ret.index).toBe(i + 1);
        expect(ret.age).toBeLessThanOrEqual(CYCLE_MAX_AGE);
        expect([...ret.passes].sort()).toEqual(ret.passes);
      });
    }
  });

  it('gives one to three passes per Saturn or Jupiter return', () => {
    for (const ret of [...cycles.saturn, ...cycles.jupiter]) {
      expect(ret.passes.length).toBeGreaterThanOrEqual(1);
      expect(ret.passes.length).toBeLessThanOrEqual(3);
    }
  });

  it('still finds returns for a chart whose positions are not that instant’s sky', () => {
    const synthetic = chartCycles(makeChart({ seed: 3 }));
    expect(synthetic.saturn.length).toBeGreaterThanOrEqual(3);
    expect(synthetic.jupiter.length).toBeGreaterThanOrEqual(7);
    expect(synthetic.trueNode.length).toBeGreaterThanOrEqual(4);
  });
});
