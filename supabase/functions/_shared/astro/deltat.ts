// ΔT = TT − UT1, the clock correction between the ephemerides' uniform time and the Earth's rotation.
// astronomy-engine's default (Espenak–Meeus 2006 polynomials) predicted the 21st century before the Earth's
// rotation sped up: it gives 74.7 s for 2025 (observed ≈ 69.1 s) and 201 s for 2099. The Moon covers its own
// width in about an hour, so every second of ΔT error is about 0.5″ of lunar longitude at a given civil time.
// This module replaces it, for every AstroTime created after it loads (ephemeris.ts imports it), with:
//
// - 1800–1898: the tabulated values every two years of J. Meeus, Astronomical Algorithms (2nd ed., 1998),
//   table 10.A, which reproduces the Astronomical Almanac's historical ΔT (Stephenson & Morrison);
// - 1900–2025: yearly values at 1 January from the Astronomical Almanac (1900–1955) and from the IERS
//   (ΔT = 32.184 s + (TAI − UTC) − (UT1 − UTC), IERS Bulletins B/C; USNO's published deltat.data) from 1956 on;
// - after the last value: a parabola joined to it in value and in slope (the mean slope of the last five years),
//   whose curvature, 0.0065 s/yr², is that of the long-term tidal trend (Stephenson, Morrison & Hohenkerk 2016,
//   ΔT ≈ 32.5 s × ((year − 1825)/100)² + const). It gives ≈ 85 s in 2100, the same size as the Swiss
//   Ephemeris' extrapolation; any forecast beyond a few years is uncertain by tens of seconds anyway.
// - before 1800: astronomy-engine's own Espenak–Meeus 2006 polynomial, shifted by 0.08 s to meet the table.
//
// Between tabulated points ΔT is interpolated linearly (the curve's bend between two years is below 0.1 s).
// See docs/astro-time-scale.md for the comparison with the Swiss Ephemeris.
import { DeltaT_EspenakMeeus, SetDeltaTFunction } from 'astronomy-engine';

const FIRST_YEAR = 1800;
/** 1800, 1802, …, 1898 (Meeus table 10.A), seconds. */
const BIENNIAL_1800: readonly number[] = [
  13.7, 13.4, 13.1, 12.9, 12.7, 12.6, 12.5, 12.5, 12.5, 12.5,
  12.0, 11.4, 10.6, 9.6, 8.6, 7.5, 6.6, 6.0, 5.7, 5.6,
  5.7, 5.9, 6.2, 6.5, 6.8, 7.1, 7.3, 7.5, 7.7, 7.8,
  7.9, 7.5, 6.4, 5.4, 2.9, 1.6, -1.0, -2.7, -3.6, -4.7,
  -5.4, -5.2, -5.5, -5.6, -5.8, -5.9, -6.2, -6.4, -6.1, -4.7,
];
const YEARLY_FROM = 1900;
/** 1900, 1901, …, 2025 at 1 January, seconds. */
const YEARLY_1900: readonly number[] = [
  /* 1900 */ -2.72, -1.54, -0.02, 1.24, 2.64, 3.86, 5.37, 6.14, 7.75, 9.13,
  /* 1910 */ 10.46, 11.53, 13.36, 14.65, 16.01, 17.2, 18.24, 19.06, 20.25, 20.95,
  /* 1920 */ 21.16, 22.25, 22.41, 23.03, 23.49, 23.62, 23.86, 24.49, 24.34, 24.08,
  /* 1930 */ 24.02, 24.0, 23.87, 23.95, 23.86, 23.93, 23.73, 23.92, 23.96, 24.02,
  /* 1940 */ 24.33, 24.83, 25.3, 25.7, 26.24, 26.77, 27.28, 27.78, 28.25, 28.71,
  /* 1950 */ 29.15, 29.57, 29.97, 30.36, 30.72, 31.07, 31.35, 31.68, 32.18, 32.68,
  /* 1960 */ 33.15, 33.59, 34.0, 34.47, 35.03, 35.73, 36.54, 37.43, 38.29, 39.2,
  /* 1970 */ 40.18, 41.17, 42.23, 43.37, 44.49, 45.48, 46.46, 47.52, 48.53, 49.59,
  /* 1980 */ 50.54, 51.38, 52.17, 52.96, 53.79, 54.34, 54.87, 55.32, 55.82, 56.3,
  /* 1990 */ 56.86, 57.57, 58.31, 59.12, 59.98, 60.78, 61.63, 62.29, 62.97, 63.47,
  /* 2000 */ 63.83, 64.09, 64.3, 64.47, 64.57, 64.69, 64.85, 65.15, 65.46, 65.78,
  /* 2010 */ 66.07, 66.32, 66.6, 66.91, 67.28, 67.64, 68.1, 68.59, 68.97, 69.22,
  /* 2020 */ 69.36, 69.36, 69.29, 69.2, 69.18, 69.14,
];
export const LAST_OBSERVED_YEAR = YEARLY_FROM + YEARLY_1900.length - 1;
const LAST_VALUE = YEARLY_1900[YEARLY_1900.length - 1];
const JOIN_SLOPE = (LAST_VALUE - YEARLY_1900[YEARLY_1900.length - 6]) / 5;
/** Half the long-term second derivative of ΔT: 32.5 s per century² → 0.0065 s/yr², halved. */
const HALF_CURVATURE = 0.00325;

/** Shifts the polynomial used before 1800 (13.63 s at 1800) onto the table's first value. */
const EARLY_SHIFT = BIENNIAL_1800[0] - DeltaT_EspenakMeeus((FIRST_YEAR - 2000) * 365.25 - 0.5);

/** ΔT in seconds for a fractional Gregorian year (2000.0 = 1 January 2000, 0h). */
export function deltaTForYear(year: number): number {
  if (year < FIRST_YEAR) return DeltaT_EspenakMeeus((year - 2000) * 365.25 - 0.5) + EARLY_SHIFT;
  // The 1898 → 1900 step reads on into the yearly table.
  if (year < YEARLY_FROM) return interpolate(BIENNIAL_1800, (year - FIRST_YEAR) / 2, YEARLY_1900[0]);
  if (year <= LAST_OBSERVED_YEAR) return interpolate(YEARLY_1900, year - YEARLY_FROM, LAST_VALUE);
  const t = year - LAST_OBSERVED_YEAR;
  return LAST_VALUE + JOIN_SLOPE * t + HALF_CURVATURE * t * t;
}

/** Linear between table[i] and table[i + 1]; past the last entry, towards `beyond`. */
function interpolate(table: readonly number[], position: number, beyond: number): number {
  const i = Math.min(Math.floor(position), table.length - 1);
  const next = i + 1 < table.length ? table[i + 1] : beyond;
  return table[i] + (next - table[i]) * (position - i);
}

/** astronomy-engine's callback: `ut` is days since J2000.0 (2000-01-01 12:00 UT). */
export function deltaT(ut: number): number {
  return deltaTForYear(2000 + (ut + 0.5) / 365.25);
}

SetDeltaTFunction(deltaT);
