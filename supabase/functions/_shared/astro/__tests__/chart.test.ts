import { describe, expect, it } from 'vitest';
import { chartFromText, computeChart, signOf } from '../chart.ts';
import { findAspects, maxOrb } from '../aspects.ts';
import { resolvePlace } from '../places.ts';
import { BODIES } from '../../contract/chart.ts';

function chart(date: string, time: string | null, place = 'Madrid, España', houseSystem?: 'placidus' | 'koch' | 'whole-sign' | 'equal' | 'porphyry') {
  const result = chartFromText({ date, time, place, houseSystem });
  if (!result.ok) throw new Error(result.message);
  return result.chart;
}

describe('computeChart', () => {
  it('fills the contract for a known time', () => {
    const c = chart('1990-05-15', '14:30');
    expect(c.utc).toBe('1990-05-15T12:30:00.000Z');
    expect(c.location).toMatchObject({ name: 'Madrid', country: 'España', utcOffset: '+02:00', timezone: 'Europe/Madrid' });
    expect(Object.keys(c.bodies)).toEqual([...BODIES]);
    for (const body of Object.values(c.bodies)) {
      expect(body.longitude).toBeGreaterThanOrEqual(0);
      expect(body.longitude).toBeLessThan(360);
      expect(body.sign).toBe(signOf(body.longitude));
      expect(body.degreeInSign).toBeCloseTo(body.longitude % 30, 9);
      expect(body.house).toBeGreaterThanOrEqual(1);
      expect(body.retrograde).toBe(body.speed < 0);
    }
    // The Sun is in Taurus from about April 20 to May 21.
    expect(c.bodies.sun.sign).toBe('taurus');
    expect(c.houses).toMatchObject({ system: 'placidus', fallback: false });
    expect(c.houses!.cusps).toHaveLength(12);
    expect(c.angles!.ascendant).toBe(c.houses!.cusps[0]);
    expect(c.chartRuler).not.toBeNull();
    expect(c.moonSignRange).toBeNull();
    const total = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
    expect(total(c.balance.elements)).toBe(10);
    expect(total(c.balance.modalities)).toBe(10);
  });

  it('has the Sun at 0° Aries at the March equinox (2000-03-20 07:35 UTC, per the Astronomical Almanac)', () => {
    const c = chart('2000-03-20', '07:35', 'Londres');
    expect(Math.abs(((c.bodies.sun.longitude + 180) % 360) - 180) * 60).toBeLessThan(1);
  });

  it('computes the requested house system, falling back near the pole', () => {
    expect(chart('1990-05-15', '14:30', 'Madrid', 'whole-sign').houses!.cusps[0] % 30).toBe(0);
    const north = chart('1990-12-15', '10:00', 'Tromsø, Noruega');
    expect(north.houses).toMatchObject({ requested: 'placidus', system: 'porphyry', fallback: true });
  });

  it('with an unknown time: noon, no angles or houses, the Moon\'s possible signs, only all-day aspects', () => {
    const c = chart('1990-05-15', null);
    expect(c.timeKnown).toBe(false);
    expect(c.time.local).toBe('1990-05-15T12:00');
    expect(c).toMatchObject({ angles: null, houses: null, chartRuler: null });
    expect(Object.values(c.bodies).every((b) => b.house === null)).toBe(true);
    expect(c.moonSignRange).toContain(c.bodies.moon.sign);
    expect(c.moonSignRange!.length).toBeLessThanOrEqual(2);
    expect(c.aspects.every((a) => a.a !== 'ascendant' && a.b !== 'ascendant' && a.a !== 'midheaven' && a.b !== 'midheaven')).toBe(true);
    // Whatever is asserted without a time must also hold with any time of that day.
    const known = chart('1990-05-15', '14:30');
    for (const aspect of c.aspects) {
      expect(known.aspects.some((k) => k.a === aspect.a && k.b === aspect.b && k.type === aspect.type), `${aspect.a}-${aspect.b}`).toBe(true);
    }
  });

  it('lists the Moon in both signs on a day it changes sign, and leaves it out of the balance', () => {
    // 1990-05-15: the Moon (27° Capricorn at 14:30, ~12.4°/day) enters Aquarius that night.
    const c = chart('1990-05-15', null);
    expect(c.moonSignRange).toEqual(['capricorn', 'aquarius']);
    expect(Object.values(c.balance.elements).reduce((a, b) => a + b, 0)).toBe(9);
  });

  it('reports place and date problems in Spanish without throwing', () => {
    expect(chartFromText({ date: '1990-05-15', time: '14:30', place: 'Xyzzyville' })).toMatchObject({ ok: false, reason: 'not-found' });
    expect(chartFromText({ date: '1990-05-15', time: '14:30', place: 'San José' })).toMatchObject({ ok: false, reason: 'ambiguous' });
    expect(chartFromText({ date: '1990-13-15', time: '14:30', place: 'Madrid' })).toMatchObject({ ok: false, reason: 'invalid-date' });
    expect(chartFromText({ date: '1990-05-15', time: '7pm', place: 'Madrid' })).toMatchObject({ ok: false, reason: 'invalid-time' });
  });

  it('accepts a ResolvedPlace directly', () => {
    const r = resolvePlace('Buenos Aires, Argentina');
    if (!r.ok) throw new Error(r.message);
    const c = computeChart({ date: '1986-06-22', time: '16:00', place: r.place, placeQuery: 'Buenos Aires', houseSystem: 'koch' });
    expect(c.input).toEqual({ date: '1986-06-22', time: '16:00', place: 'Buenos Aires', houseSystem: 'koch' });
    expect(c.location.utcOffset).toBe('-03:00');
  });
});

describe('aspects', () => {
  const at = (id: string, longitude: number, speed: number | null = 1) => ({ id: id as never, longitude, speed });

  it('finds the closest aspect within body-dependent orbs', () => {
    expect(maxOrb('sun', 'moon', 8)).toBe(10);
    expect(maxOrb('mars', 'trueNode', 8)).toBe(6);
    const [trine] = findAspects([at('sun', 10), at('mars', 129)]);
    expect(trine).toMatchObject({ type: 'trine', angle: 120, major: true, maxOrb: 7.88 });
    expect(trine.orb).toBeCloseTo(1, 9);
    expect(findAspects([at('sun', 10), at('moon', 19.5)])).toMatchObject([{ type: 'conjunction' }]);
    expect(findAspects([at('pluto', 10), at('neptune', 19.5)])).toEqual([]);
    expect(findAspects([at('venus', 0), at('mars', 151)])).toMatchObject([{ type: 'quincunx', major: false }]);
    // Across 0° Aries.
    expect(findAspects([at('sun', 355), at('venus', 3)])).toMatchObject([{ type: 'conjunction' }]);
  });

  it('says applying when the faster body closes the gap, separating when it opens it', () => {
    expect(findAspects([at('moon', 100, 13), at('saturn', 105, 0.05)])[0].applying).toBe(true);
    expect(findAspects([at('moon', 110, 13), at('saturn', 105, 0.05)])[0].applying).toBe(false);
    // Square from 92° apart, the slower one ahead going retrograde toward 90°.
    expect(findAspects([at('sun', 0, 1), at('mars', 92, -0.3)])[0].applying).toBe(true);
    expect(findAspects([at('sun', 0, 1), at('ascendant', 92, null)])[0].applying).toBeNull();
  });

  it('does not aspect the two nodes or the two angles with each other', () => {
    expect(findAspects([at('trueNode', 10), at('meanNode', 11)])).toEqual([]);
    expect(findAspects([at('ascendant', 10, null), at('midheaven', 100, null)])).toEqual([]);
  });
});
