import { describe, expect, it } from 'vitest';
import { DeltaT_EspenakMeeus, MakeTime } from 'astronomy-engine';
import { LAST_OBSERVED_YEAR, deltaT, deltaTForYear } from '../deltat.ts';
import { bodyMotions, difference, toAstroTime } from '../ephemeris.ts';

describe('ΔT', () => {
  it('follows the observed values: 1900 −2.7 s, 1950 29.2 s, 2000 63.8 s, 2025 ≈ 69.1 s', () => {
    expect(deltaTForYear(1900)).toBeCloseTo(-2.72, 2);
    expect(deltaTForYear(1950)).toBeCloseTo(29.15, 2);
    expect(deltaTForYear(2000)).toBeCloseTo(63.83, 2);
    expect(Math.abs(deltaTForYear(2025) - 69.1)).toBeLessThan(0.3);
    // The default it replaces was 5 s too big by 2025.
    expect(DeltaT_EspenakMeeus((2025 - 2000) * 365.25) - deltaTForYear(2025)).toBeGreaterThan(5);
  });

  it('is what astronomy-engine now applies: TT − UT of an AstroTime', () => {
    const time = MakeTime(new Date('2025-01-01T00:00:00Z'));
    expect((time.tt - time.ut) * 86400).toBeCloseTo(deltaTForYear(2025), 3);
    expect(deltaT(time.ut)).toBeCloseTo(deltaTForYear(2025), 3);
  });

  it('is continuous where its pieces meet (1800, 1900, after the last observed year)', () => {
    for (const year of [1800, 1900, LAST_OBSERVED_YEAR]) {
      expect(Math.abs(deltaTForYear(year - 1e-6) - deltaTForYear(year + 1e-6)), String(year)).toBeLessThan(0.05);
    }
  });

  it('levels off after the observations (the Earth sped up in the 2020s), then grows, reaching 80–95 s by 2100', () => {
    expect(Math.abs(deltaTForYear(2030) - deltaTForYear(LAST_OBSERVED_YEAR))).toBeLessThan(0.5);
    let previous = deltaTForYear(2035);
    for (let year = 2036; year <= 2200; year += 1) {
      const value = deltaTForYear(year);
      expect(value).toBeGreaterThan(previous);
      previous = value;
    }
    expect(deltaTForYear(2100)).toBeGreaterThan(80);
    expect(deltaTForYear(2100)).toBeLessThan(95);
  });

  // References: the Swiss Ephemeris 2.10 with its DE431 files (semo_18.se1), apparent geocentric longitude at 0h UT.
  it.each([
    ['1850-01-01', 134.40903],
    ['2025-01-01', 293.913579],
    ['2099-06-01', 222.989206],
  ])('puts the Moon within 10″ of the Swiss Ephemeris at %s 0h UT', (date, reference) => {
    const moon = bodyMotions(toAstroTime(new Date(`${date}T00:00:00Z`))).moon.longitude;
    expect(Math.abs(difference(moon, reference)) * 3600).toBeLessThan(10);
  });
});
