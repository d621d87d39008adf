import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { computeChart } from '@core/astro/chart';
import { activeTransits, skyNow } from '@core/astro/events';
import type { ActiveTransit, MoonPhaseName } from '@core/astro/events-types';
import type { ResolvedPlace } from '@core/contract/chart';
import { daySky, natalHouseOf, strongestTransits } from '../sky';
import { MOON_IN_HOUSE, PRACTICE_BY_HOUSE, PRACTICE_BY_PHASE, practiceFor } from '../content';

const madrid: ResolvedPlace = {
  name: 'Madrid', country: 'España', countryCode: 'ES', latitude: 40.4165, longitude: -3.70256, population: 3255944, timezone: 'Europe/Madrid',
};
const withTime = computeChart({ date: '1990-05-15', time: '14:30', place: madrid, placeQuery: 'Madrid, España' });
const withoutTime = computeChart({ date: '1990-05-15', time: null, place: madrid, placeQuery: 'Madrid, España' });
const LIBRARY = join(import.meta.dirname, '../../../content/library');

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
    transiting, natal: 'sun', aspect: 'square', orb, maxOrb: 2, applying: true, transitingRetrograde: false, weight,
    enterUtc: null, exactUtc: [], leaveUtc: null,
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
});

describe('practiceFor (docs/hoy.md)', () => {
  it('follows the house the Moon crosses when it is known: the 12th leads to the witness (Advaita)', () => {
    expect(practiceFor({ house: 12, phase: 'Luna llena' }).slug).toBe('el-testigo-sakshi');
    expect(practiceFor({ house: 7, phase: 'Luna nueva' }).slug).toBe('metta-amor-benevolente');
  });

  it("falls back on the Moon's phase without houses", () => {
    expect(practiceFor({ house: null, phase: 'Luna nueva' }).slug).toBe('karma-intencion-y-frutos');
    expect(practiceFor({ house: null, phase: 'Luna llena' }).slug).toBe('mindfulness-y-aceptacion');
  });

  it('links only to articles that exist, under their own titles, each house and phase with its own reason', () => {
    const all = [...PRACTICE_BY_HOUSE, ...Object.values(PRACTICE_BY_PHASE)];
    expect(PRACTICE_BY_HOUSE).toHaveLength(12);
    expect(Object.keys(PRACTICE_BY_PHASE).sort()).toEqual(
      (['Luna nueva', 'Luna creciente', 'Cuarto creciente', 'Gibosa creciente', 'Luna llena', 'Gibosa menguante', 'Cuarto menguante', 'Luna menguante'] satisfies MoonPhaseName[]).sort(),
    );
    for (const practice of all) {
      const category = ['astrologia', 'advaita-vedanta', 'budismo', 'psicologia', 'yoga-sutras'].find((c) => existsSync(join(LIBRARY, c, `${practice.slug}.md`)));
      expect(category, practice.slug).toBeDefined();
      const front = readFileSync(join(LIBRARY, category!, `${practice.slug}.md`), 'utf8');
      expect(front).toContain(`title: "${practice.title}"`);
    }
    expect(new Set(all.map((p) => p.why)).size).toBe(all.length);
    expect(new Set(MOON_IN_HOUSE).size).toBe(12);
  });
});
