// House cusps checked against their defining equations, not against this module's own formulas.
import { describe, expect, it } from 'vitest';
import { angles, houseCusps, houseOf } from '../houses.ts';
import { difference } from '../ephemeris.ts';

const RAD = Math.PI / 180;
const EPS = 23.4392911;

/** Right ascension and declination (degrees) of an ecliptic longitude on the ecliptic. */
function equatorial(lambda: number): { ra: number; dec: number } {
  const l = lambda * RAD;
  return {
    ra: (Math.atan2(Math.sin(l) * Math.cos(EPS * RAD), Math.cos(l)) / RAD + 360) % 360,
    dec: Math.asin(Math.sin(EPS * RAD) * Math.sin(l)) / RAD,
  };
}

/** Hour angle (degrees, west positive, (−180, 180]) of a point with RA `ra` when the meridian's RA is `ramc`. */
const hourAngle = (ramc: number, ra: number) => difference(ra, ramc);
const diurnalSemiArc = (latitude: number, dec: number) => Math.acos(-Math.tan(latitude * RAD) * Math.tan(dec * RAD)) / RAD;

const CASES = [
  { ramc: 0, latitude: 40.4 }, { ramc: 77.7, latitude: 40.4 }, { ramc: 201.3, latitude: -33.45 },
  { ramc: 333.3, latitude: 59.9 }, { ramc: 145, latitude: 0 }, { ramc: 260, latitude: 19.43 },
];

describe('angles', () => {
  it('puts the MC on the meridian and the Ascendant on the eastern horizon', () => {
    for (const { ramc, latitude } of CASES) {
      const { ascendant, midheaven } = angles(ramc, latitude, EPS);
      expect(Math.abs(hourAngle(ramc, equatorial(midheaven).ra))).toBeLessThan(1e-9);
      const asc = equatorial(ascendant);
      const h = hourAngle(ramc, asc.ra) * RAD;
      const altitude = Math.asin(Math.sin(latitude * RAD) * Math.sin(asc.dec * RAD) + Math.cos(latitude * RAD) * Math.cos(asc.dec * RAD) * Math.cos(h));
      expect(Math.abs(altitude / RAD) * 3600).toBeLessThan(0.01);
      expect(Math.sin(h)).toBeLessThan(0); // east of the meridian
    }
  });

  it('gives the textbook special cases: RAMC 0° → MC 0° Aries, and on the equator Asc 0° Cancer', () => {
    expect(angles(0, 0, EPS)).toEqual({ ascendant: 90, midheaven: 0 });
    expect(angles(90, 51.5, EPS).midheaven).toBeCloseTo(90, 10);
    expect(angles(180, 0, EPS).ascendant).toBeCloseTo(270, 10);
  });
});

describe('house systems', () => {
  it('Placidus: cusps 11, 12, 2, 3 sit at −1/3, −2/3 of the diurnal semi-arc and −(SDA + NSA/3), −(SDA + 2·NSA/3)', () => {
    for (const { ramc, latitude } of CASES) {
      const { cusps } = houseCusps('placidus', ramc, latitude, EPS);
      const check = (cusp: number, expected: (sda: number) => number) => {
        const { ra, dec } = equatorial(cusp);
        const sda = diurnalSemiArc(latitude, dec);
        expect(Math.abs(difference(hourAngle(ramc, ra), expected(sda))) * 3600).toBeLessThan(0.01);
      };
      check(cusps[10], (sda) => -sda / 3);
      check(cusps[11], (sda) => (-2 * sda) / 3);
      check(cusps[1], (sda) => -(sda + (180 - sda) / 3));
      check(cusps[2], (sda) => -(sda + (2 * (180 - sda)) / 3));
    }
  });

  it('Koch: cusp 11 rose when the MC degree was two thirds of its semi-arc from culmination', () => {
    for (const { ramc, latitude } of CASES) {
      const { cusps } = houseCusps('koch', ramc, latitude, EPS);
      const sda = diurnalSemiArc(latitude, equatorial(cusps[9]).dec);
      expect(Math.abs(difference(cusps[10], angles(ramc - (2 * sda) / 3, latitude, EPS).ascendant)) * 3600).toBeLessThan(0.01);
      expect(Math.abs(difference(cusps[2], angles(ramc + (2 * sda) / 3, latitude, EPS).ascendant)) * 3600).toBeLessThan(0.01);
    }
  });

  it('Equal, Whole Sign and Porphyry follow from the angles', () => {
    const { ramc, latitude } = CASES[1];
    const { ascendant, midheaven } = angles(ramc, latitude, EPS);
    const equal = houseCusps('equal', ramc, latitude, EPS).cusps;
    equal.forEach((c, i) => expect(Math.abs(difference(c, ascendant + 30 * i))).toBeLessThan(1e-9));
    const whole = houseCusps('whole-sign', ramc, latitude, EPS).cusps;
    expect(whole[0]).toBe(Math.floor(ascendant / 30) * 30);
    const porphyry = houseCusps('porphyry', ramc, latitude, EPS).cusps;
    const quadrant = (ascendant - midheaven + 360) % 360;
    expect(Math.abs(difference(porphyry[10], midheaven + quadrant / 3))).toBeLessThan(1e-9);
    expect(Math.abs(difference(porphyry[1], ascendant + (180 - quadrant) / 3))).toBeLessThan(1e-9);
    for (const system of ['placidus', 'koch', 'porphyry'] as const) {
      const c = houseCusps(system, ramc, latitude, EPS).cusps;
      expect(c[0]).toBe(ascendant);
      expect(c[9]).toBe(midheaven);
      for (let i = 0; i < 6; i += 1) expect(Math.abs(difference(c[i], c[i + 6]))).toBeCloseTo(180, 9);
    }
  });

  it('falls back from Placidus and Koch to Porphyry inside the polar circles, and says so', () => {
    const tromso = houseCusps('placidus', 120, 69.65, EPS);
    expect(tromso).toMatchObject({ system: 'porphyry', requested: 'placidus', fallback: true });
    expect(tromso.cusps).toEqual(houseCusps('porphyry', 120, 69.65, EPS).cusps);
    expect(houseCusps('koch', 120, -70, EPS).fallback).toBe(true);
    expect(houseCusps('equal', 120, 69.65, EPS).fallback).toBe(false);
    expect(houseCusps('placidus', 120, 65, EPS).fallback).toBe(false);
  });

  it('places a longitude in the house whose cusp precedes it, across 0° Aries', () => {
    const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
    expect(houseOf(355, cusps)).toBe(1);
    expect(houseOf(5, cusps)).toBe(1);
    expect(houseOf(20, cusps)).toBe(2);
    expect(houseOf(349.9, cusps)).toBe(12);
  });
});
