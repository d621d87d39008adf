import { describe, expect, it } from 'vitest';
import { computeChart } from '@core/astro/chart';
import { activeTransits, skyNow } from '@core/astro/events';
import type { ActiveTransit } from '@core/astro/events-types';
import type { ResolvedPlace } from '@core/contract/chart';
import { answerSkyRequest, daySky, listedTransits, natalHouseOf, strongestTransits, tightestTransit } from '../sky';
import { MOON_SIGN_HOUSE } from '../content/moon-sign-house';
import { MOON_PHASE_SIGN } from '../content/moon-phase-sign';
import { practiceFor } from '../content/practices';

const madrid: ResolvedPlace = {
  name: 'Madrid', country: 'España', countryCode: 'ES', latitude: 40.4165, longitude: -3.70256, population: 3255944, timezone: 'Europe/Madrid',
};
const withTime = computeChart({ date: '1990-05-15', time: '14:30', place: madrid, placeQuery: 'Madrid, España' });
const withoutTime = computeChart({ date: '1990-05-15', time: null, place: madrid, placeQuery: 'Madrid, España' });

describe('natalHouseOf (the house the Moon crosses)', () => {
  it('finds the house between two cusps, across 0° Aries too', () => {
    const cusps = withTime.houses!.cusps;
    for (let house = 1; house <= 12; house += 1) {
      const start = cusps[house - 1];
      const end = cusps[house % 12];
      const middle = (start + (((end - start) % 360) + 360) % 360 / 2) % 360;
      expect(natalHouseOf(middle, withTime)).toBe(house);
      expect(natalHouseOf(start + 0.001, withTime)).toBe(house);
    }
  });

  it('is the house the chart itself gives its own Moon', () => {
    expect(natalHouseOf(withTime.bodies.moon.longitude, withTime)).toBe(withTime.bodies.moon.house);
  });

  it('is null without a birth time or without a chart', () => {
    expect(natalHouseOf(100, withoutTime)).toBeNull();
    expect(natalHouseOf(100, null)).toBeNull();
  });
});

describe('strongestTransits', () => {
  const transit = (transiting: ActiveTransit['transiting'], weight: number, orb: number): ActiveTransit => ({
    utc: '2026-11-23T12:00:00.000Z', transiting, natal: 'sun', aspect: 'square', orb, maxOrb: 2, applying: true, transitingRetrograde: false, weight,
    enterUtc: null, exactUtc: [], leaveUtc: null,
    passes: [{ enterUtc: null, leaveUtc: null, exactUtc: [], closestOrb: orb, closestUtc: '2026-11-23T12:00:00.000Z' }], currentPass: 0,
  });

  it('keeps the three heaviest, heaviest first, the tighter orb first on a tie', () => {
    const ranked = strongestTransits([transit('mars', 4, 1), transit('pluto', 20, 1.2), transit('saturn', 12, 0.5), transit('venus', 12, 0.1), transit('sun', 1, 0)]);
    expect(ranked.map((t) => t.transiting)).toEqual(['pluto', 'venus', 'saturn']);
  });

  it("ranks the engine's own transits the same way for a real chart", () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const sky = daySky(now, withTime, 'Europe/Madrid');
    // Six transits are active for this chart then; Hoy keeps the three heaviest.
    expect(activeTransits(withTime, now)).toHaveLength(6);
    expect(sky.transits.map(({ transit }) => `${transit.transiting} ${transit.aspect} ${transit.natal}`)).toEqual([
      'uranus square ascendant', 'mars square midheaven', 'jupiter square sun',
    ]);
    for (const { text } of sky.transits) expect(text.length).toBeGreaterThan(40);
  });
});

describe('daySky', () => {
  it("gives the Moon's phase, sign and natal house, and the planets retrograde now", () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const sky = daySky(now, withTime, 'Europe/Madrid');
    const engine = skyNow(now);
    expect(sky.moon).toMatchObject({ phase: engine.moon.phase, sign: engine.bodies.moon.sign, house: natalHouseOf(engine.bodies.moon.longitude, withTime) });
    expect(sky.moon.house).toBeGreaterThanOrEqual(1);
    const retrograde = (['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const).filter((p) => engine.bodies[p].retrograde);
    expect(sky.retrograde).toEqual(retrograde);
  });

  it('shows only the sky without a chart', () => {
    const sky = daySky(new Date('2026-11-23T12:00:00Z'), null, 'UTC');
    expect(sky.moon.house).toBeNull();
    expect(sky.transits).toEqual([]);
  });

  it("reads the Moon's sign through its natal house, or its phase without houses, and picks the day's practice to match", () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const withHouses = daySky(now, withTime, 'Europe/Madrid');
    expect(withHouses.moon.text).toBe(MOON_SIGN_HOUSE[withHouses.moon.sign][withHouses.moon.house! - 1]);
    expect(withHouses.practice).toBe(practiceFor(withHouses.moon, '2026-11-23'));
    for (const sky of [daySky(now, withoutTime, 'Europe/Madrid'), daySky(now, null, 'Europe/Madrid')]) {
      expect(sky.moon.text).toBe(MOON_PHASE_SIGN[sky.moon.sign][sky.moon.phase]);
      expect(sky.practice).toBe(practiceFor({ house: null, phase: sky.moon.phase }, '2026-11-23'));
    }
  });
});

describe("the day's tightest transit", () => {
  const transit = (transiting: ActiveTransit['transiting'], orb: number, weight: number): ActiveTransit => ({
    utc: '2026-11-23T12:00:00Z', transiting, natal: 'moon', aspect: 'trine', orb, maxOrb: 2, applying: false,
    transitingRetrograde: false, weight, enterUtc: null, exactUtc: [], leaveUtc: null,
    passes: [{ enterUtc: null, leaveUtc: null, exactUtc: [], closestOrb: orb, closestUtc: '2026-11-23T12:00:00Z' }],
    currentPass: 0,
  });

  it('is the smallest orb, the heavier on a tie, and none without transits', () => {
    expect(tightestTransit([transit('pluto', 0.9, 20), transit('venus', 0.2, 2), transit('mars', 0.5, 4)])?.transiting).toBe('venus');
    expect(tightestTransit([transit('venus', 0.2, 2), transit('saturn', 0.2, 9)])?.transiting).toBe('saturn');
    expect(tightestTransit([])).toBeNull();
  });

  it('is always one of the three rows, in place of the third heaviest when it is lighter than them', () => {
    const heavy = [transit('pluto', 1.5, 20), transit('saturn', 0.9, 12), transit('jupiter', 1.8, 9), transit('mars', 1.1, 8)];
    const tight = transit('venus', 0.1, 2);
    expect(listedTransits([...heavy, tight], tight).map((t) => t.transiting)).toEqual(['pluto', 'saturn', 'venus']);
    // Among the three already, the rows are the three heaviest.
    expect(listedTransits(heavy, tightestTransit(heavy)).map((t) => t.transiting)).toEqual(['pluto', 'saturn', 'jupiter']);
    expect(listedTransits([tight], tight)).toEqual([tight]);
    expect(listedTransits([], null)).toEqual([]);
  });

  it("heads the day with a line on the chart's tightest transit, dated by the user's clock", () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const sky = daySky(now, withTime, 'Europe/Madrid');
    const tightest = tightestTransit(activeTransits(withTime, now))!;
    expect(sky.date).toBe('2026-11-23');
    expect(sky.focus?.transit).toEqual(tightest);
    expect(sky.transits.map(({ transit }) => transit)).toContainEqual(tightest);
    expect(sky.focus?.line).toMatch(/^[A-ZÁÉÍÓÚ].+\.$/);
    // Late on the 23rd in UTC it is already the 24th in Tokyo.
    expect(daySky(new Date('2026-11-23T20:00:00Z'), null, 'Asia/Tokyo').date).toBe('2026-11-24');
    expect(daySky(now, null, 'UTC').focus).toBeNull();
  });
});

describe("the worker's answer (answerSkyRequest, what sky.worker.ts runs on each message)", () => {
  it('is the day\'s sky for the instant, chart and zone asked, under the request\'s id, and crosses to the page intact', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const answer = answerSkyRequest({ id: 7, nowMs: now.getTime(), chart: withTime, timeZone: 'Europe/Madrid' });
    expect(answer.id).toBe(7);
    expect(answer.sky).toEqual(daySky(now, withTime, 'Europe/Madrid'));
    expect(answer.sky?.transits.length).toBeGreaterThan(0);
    // What postMessage does to it on the way: nothing may be lost (no Date, no function, no class instance).
    expect(structuredClone(answer)).toEqual(answer);
    expect(answerSkyRequest({ id: 8, nowMs: now.getTime(), chart: null, timeZone: 'UTC' })).toEqual({ id: 8, sky: daySky(now, null, 'UTC') });
  });

  it('answers a failure as a failure, under its id, instead of leaving the page waiting', () => {
    expect(answerSkyRequest({ id: 9, nowMs: Date.now(), chart: null, timeZone: 'Nowhere/Unknown' })).toEqual({ id: 9, sky: null });
  });
});
