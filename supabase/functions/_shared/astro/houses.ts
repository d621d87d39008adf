// Angles and house cusps from the right ascension of the meridian (RAMC), the geographic latitude and the true
// obliquity, with the conventions of the Swiss Ephemeris (swehouse.c): the Ascendant is the eastern intersection
// of ecliptic and horizon, cusps are ecliptic longitudes in degrees, cusp 1 = Ascendant, cusp 10 = MC.
import { difference, normalize } from './ephemeris.ts';
import type { HouseSystem } from '../contract/chart.ts';

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

export interface Angles {
  ascendant: number;
  midheaven: number;
}

export interface HouseCusps {
  system: HouseSystem;
  requested: HouseSystem;
  fallback: boolean;
  /** cusps[0] is house 1. */
  cusps: number[];
}

/** MC: the ecliptic point on the meridian, tan λ = tan RAMC / cos ε, in RAMC's half of the circle. */
export function midheaven(ramc: number, obliquity: number): number {
  return normalize(Math.atan2(Math.sin(ramc * RAD), Math.cos(ramc * RAD) * Math.cos(obliquity * RAD)) * DEG);
}

/** The ecliptic point rising in the east at geographic latitude `latitude` when the meridian's RA is `ramc`. */
export function ascendant(ramc: number, latitude: number, obliquity: number): number {
  const r = ramc * RAD;
  const e = obliquity * RAD;
  const asc = Math.atan2(Math.cos(r), -(Math.sin(r) * Math.cos(e) + Math.tan(latitude * RAD) * Math.sin(e))) * DEG;
  return normalize(asc);
}

export function angles(ramc: number, latitude: number, obliquity: number): Angles {
  return { ascendant: ascendant(ramc, latitude, obliquity), midheaven: midheaven(ramc, obliquity) };
}

/** Ecliptic longitude of the point with right ascension `ra` (degrees). */
function longitudeFromRa(ra: number, obliquity: number): number {
  return normalize(Math.atan2(Math.sin(ra * RAD), Math.cos(ra * RAD) * Math.cos(obliquity * RAD)) * DEG);
}

/** Placidus and Koch are undefined where part of the ecliptic never rises or never sets. */
export function isPolar(latitude: number, obliquity: number): boolean {
  return Math.abs(latitude) >= 90 - obliquity;
}

export function houseCusps(system: HouseSystem, ramc: number, latitude: number, obliquity: number): HouseCusps {
  const { ascendant: asc, midheaven: mc } = angles(ramc, latitude, obliquity);
  const fallback = (system === 'placidus' || system === 'koch') && isPolar(latitude, obliquity);
  const used: HouseSystem = fallback ? 'porphyry' : system;
  let cusps: number[];
  switch (used) {
    case 'equal':
      cusps = Array.from({ length: 12 }, (_, i) => normalize(asc + 30 * i));
      break;
    case 'whole-sign': {
      const start = Math.floor(asc / 30) * 30;
      cusps = Array.from({ length: 12 }, (_, i) => normalize(start + 30 * i));
      break;
    }
    case 'porphyry':
      cusps = fromQuadrant(asc, mc, porphyry(asc, mc));
      break;
    case 'placidus':
      cusps = fromQuadrant(asc, mc, placidus(ramc, latitude, obliquity));
      break;
    case 'koch':
      cusps = fromQuadrant(asc, mc, koch(ramc, latitude, obliquity, mc));
      break;
  }
  return { system: used, requested: system, fallback, cusps };
}

/** Cusps 11, 12, 2, 3 → all twelve (4–9 are the opposite points). */
function fromQuadrant(asc: number, mc: number, [c11, c12, c2, c3]: number[]): number[] {
  const first = [asc, c2, c3, normalize(mc + 180)];
  const last = [normalize(asc + 180), normalize(c2 + 180), normalize(c3 + 180), mc, c11, c12];
  return [...first, normalize(c11 + 180), normalize(c12 + 180), ...last];
}

/** Each quadrant's ecliptic arc divided in three equal parts. */
function porphyry(asc: number, mc: number): number[] {
  const upper = normalize(asc - mc);
  const lower = 180 - upper;
  return [mc + upper / 3, mc + (2 * upper) / 3, asc + lower / 3, asc + (2 * lower) / 3].map(normalize);
}

/**
 * Placidus: a cusp is the ecliptic point whose distance east of the meridian is a fixed fraction of its own
 * semi-arc. Above the horizon RA = RAMC + f·SDA(δ), f = 1/3 (house 11), 2/3 (house 12); below it
 * RA = RAMC + 180° − f·NSA(δ), f = 2/3 (house 2), 1/3 (house 3); SDA = 90° + AD, NSA = 90° − AD,
 * sin AD = tan φ tan δ (f = 1 gives the Ascendant in both). δ depends on the cusp itself: iterate to a fixed point.
 */
function placidus(ramc: number, latitude: number, obliquity: number): number[] {
  return [
    placidusCusp(ramc, latitude, obliquity, 1 / 3, true),
    placidusCusp(ramc, latitude, obliquity, 2 / 3, true),
    placidusCusp(ramc, latitude, obliquity, 2 / 3, false),
    placidusCusp(ramc, latitude, obliquity, 1 / 3, false),
  ];
}

function placidusCusp(ramc: number, latitude: number, obliquity: number, fraction: number, above: boolean): number {
  const tanPhi = Math.tan(latitude * RAD);
  const sinEps = Math.sin(obliquity * RAD);
  let ra = ramc + (above ? fraction * 90 : 180 - fraction * 90);
  for (let i = 0; i < 50; i += 1) {
    const lambda = longitudeFromRa(ra, obliquity);
    const declination = Math.asin(sinEps * Math.sin(lambda * RAD));
    const ad = Math.asin(Math.max(-1, Math.min(1, tanPhi * Math.tan(declination)))) * DEG;
    const next = above ? ramc + fraction * (90 + ad) : ramc + 180 - fraction * (90 - ad);
    const converged = Math.abs(difference(next, ra)) < 1e-10;
    ra = next;
    if (converged) break;
  }
  return longitudeFromRa(ra, obliquity);
}

/**
 * Koch (birthplace houses): the cusps are the Ascendants of the moments when the MC degree had covered, or
 * will cover, thirds of its diurnal semi-arc SDA = 90° + AD(δ_MC): cusp 11 = Asc(RAMC − 2·SDA/3),
 * cusp 12 = Asc(RAMC − SDA/3), cusp 2 = Asc(RAMC + SDA/3), cusp 3 = Asc(RAMC + 2·SDA/3).
 */
function koch(ramc: number, latitude: number, obliquity: number, mc: number): number[] {
  const declinationMc = Math.asin(Math.sin(obliquity * RAD) * Math.sin(mc * RAD));
  const ad = Math.asin(Math.tan(latitude * RAD) * Math.tan(declinationMc)) * DEG;
  const sda = 90 + ad;
  return [-2 / 3, -1 / 3, 1 / 3, 2 / 3].map((f) => ascendant(ramc + f * sda, latitude, obliquity));
}

/** 1..12: the house whose cusp is the last one at or before `longitude`. */
export function houseOf(longitude: number, cusps: number[]): number {
  for (let i = 0; i < 12; i += 1) {
    const start = cusps[i];
    const end = cusps[(i + 1) % 12];
    if (normalize(longitude - start) < normalize(end - start)) return i + 1;
  }
  return 1;
}
