// Accuracy against published values. Meeus = J. Meeus, Astronomical Algorithms, 2nd ed. (Willmann-Bell, 1998).
import { describe, expect, it } from 'vitest';
import { Body, Ecliptic, EclipticGeoMoon, GeoVector, MakeTime, SiderealTime, SunPosition, e_tilt, type AstroTime } from 'astronomy-engine';
import { bodyMotions, difference, trueNodeLongitude } from '../ephemeris.ts';

const J2000_JD = 2451545.0;

/** The instant whose Terrestrial Time is the given Julian Ephemeris Day (Meeus' examples are in TD). */
function atTT(jde: number): AstroTime {
  const guess = MakeTime(jde - J2000_JD);
  return MakeTime(jde - J2000_JD - (guess.tt - guess.ut));
}

const arcsecBetween = (a: number, b: number) => Math.abs(difference(a, b)) * 3600;

describe('planetary positions', () => {
  it('Sun, Meeus example 25.b (full VSOP87, 1992 Oct 13.0 TD): α = 13h13m30.749s, δ = −7°47′01.74″', () => {
    const time = atTT(2448908.5);
    const sun = bodyMotions(time).sun;
    const eps = (e_tilt(time).tobl * Math.PI) / 180;
    const l = (sun.longitude * Math.PI) / 180;
    const b = (sun.latitude * Math.PI) / 180;
    const ra = (Math.atan2(Math.sin(l) * Math.cos(eps) - Math.tan(b) * Math.sin(eps), Math.cos(l)) * 180) / Math.PI / 15;
    const dec = (Math.asin(Math.sin(b) * Math.cos(eps) + Math.cos(b) * Math.sin(eps) * Math.sin(l)) * 180) / Math.PI;
    expect(Math.abs((ra + 24) % 24 - (13 + 13 / 60 + 30.749 / 3600)) * 15 * 3600).toBeLessThan(2);
    expect(Math.abs(dec - -(7 + 47 / 60 + 1.74 / 3600)) * 3600).toBeLessThan(2);
  });

  it('Moon, Meeus example 47.a (1992 Apr 12.0 TD): apparent λ = 133.167265°, β = −3.229126°', () => {
    // Meeus' truncated ELP-2000/82 is itself good to about 10″.
    const moon = bodyMotions(atTT(2448724.5)).moon;
    expect(arcsecBetween(moon.longitude, 133.167265)).toBeLessThan(15);
    expect(Math.abs(moon.latitude - -3.229126) * 3600).toBeLessThan(15);
  });

  it('Venus, Meeus example 33.a (1992 Dec 20.0 TD): apparent λ = 313.08102°, β = −2.08474°', () => {
    const venus = bodyMotions(atTT(2448976.5)).venus;
    expect(arcsecBetween(venus.longitude, 313.08102)).toBeLessThan(5);
    expect(Math.abs(venus.latitude - -2.08474) * 3600).toBeLessThan(5);
  });

  it('sidereal time, Meeus example 12.a (1987 Apr 10, 0h UT): apparent 13h10m46.1351s', () => {
    const gast = SiderealTime(MakeTime(new Date(Date.UTC(1987, 3, 10))));
    expect(Math.abs(gast - (13 + 10 / 60 + 46.1351 / 3600)) * 3600).toBeLessThan(0.01);
  });

  it('nutation and obliquity, Meeus example 22.a (1987 Apr 10.0 TD): Δψ = −3.788″, ε = 23°26′36.850″', () => {
    // Meeus uses the IAU 1980 nutation, astronomy-engine IAU 2000B: they differ by some hundredths of an arcsecond.
    const tilt = e_tilt(atTT(2446895.5));
    expect(Math.abs(tilt.dpsi - -3.788)).toBeLessThan(0.1);
    expect(Math.abs(tilt.tobl - (23 + 26 / 60 + 36.85 / 3600)) * 3600).toBeLessThan(0.1);
  });

  // astronomy-engine is validated against JPL Horizons by its own test-suite; the engine's one-step
  // light-time + aberration (ρ − τ·Δv) must match the library's iterative apparent positions everywhere in 1800–2100.
  it('matches astronomy-engine\'s iterative apparent positions within 1″ from 1800 to 2100', () => {
    const planets: [keyof ReturnType<typeof bodyMotions>, Body][] = [
      ['mercury', Body.Mercury], ['venus', Body.Venus], ['mars', Body.Mars], ['jupiter', Body.Jupiter],
      ['saturn', Body.Saturn], ['uranus', Body.Uranus], ['neptune', Body.Neptune], ['pluto', Body.Pluto],
    ];
    for (let year = 1800; year <= 2100; year += 7.3) {
      const time = MakeTime(new Date(Date.UTC(Math.floor(year), Math.round((year % 1) * 11), 3, 5)));
      const m = bodyMotions(time);
      expect(arcsecBetween(m.sun.longitude, SunPosition(time).elon)).toBeLessThan(1);
      // The library's Moon has no light-time; ours adds its 0.7″.
      expect(arcsecBetween(m.moon.longitude, EclipticGeoMoon(time).lon)).toBeLessThan(1.5);
      for (const [id, body] of planets) expect(arcsecBetween(m[id].longitude, Ecliptic(GeoVector(body, time, true)).elon), id).toBeLessThan(1);
    }
  });

  it('gives speeds equal to central differences of the positions, and retrograde Mercury when it is', () => {
    const h = 1 / 1440;
    for (const date of ['1990-05-15T12:30:00Z', '1850-02-01T00:00:00Z', '2077-09-30T18:00:00Z']) {
      const time = MakeTime(new Date(date));
      const now = bodyMotions(time);
      const before = bodyMotions(time.AddDays(-h));
      const after = bodyMotions(time.AddDays(h));
      for (const id of Object.keys(now) as (keyof typeof now)[]) {
        const numeric = difference(before[id].longitude, after[id].longitude) / (2 * h);
        // The true node's analytic rate keeps only the Sun's pull; the planets' is below 0.01°/day.
        expect(Math.abs(now[id].speed - numeric), `${id} ${date}`).toBeLessThan(id === 'trueNode' ? 0.02 : 0.001);
      }
    }
    // Mercury was stationary-retrograde in May 1990 (retrograde 1990-04-29 to 05-23).
    expect(bodyMotions(MakeTime(new Date('1990-05-15T12:30:00Z'))).mercury.speed).toBeLessThan(0);
  });

  it('keeps the true node within the osculating swing of ±1.8° around the mean node', () => {
    for (let day = 0; day < 6800; day += 173) {
      const m = bodyMotions(MakeTime(day - 3000));
      expect(Math.abs(difference(m.meanNode.longitude, m.trueNode.longitude))).toBeLessThan(1.8);
      expect(m.meanNode.speed).toBeCloseTo(-0.05295, 4);
    }
  });

  it('computes the true node\'s longitude alone to the bit, as in the whole sky', () => {
    for (let i = 0; i < 200; i += 1) {
      const time = MakeTime(new Date(Date.UTC(1800, 0, 1) + i * 548.3 * 86_400_000 + i * 3_600_123));
      expect(trueNodeLongitude(time)).toBe(bodyMotions(MakeTime(time.date)).trueNode.longitude);
    }
  });
});
