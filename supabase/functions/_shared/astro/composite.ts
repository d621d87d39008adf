// The two relationship charts: the composite (each point the shorter-arc midpoint of the two natal points) and the
// Davison (a real chart cast for the midpoint of the two birth instants, at the midpoint of the two birthplaces on
// the sphere, with houses from that place).
import { computeChart, signOf } from './chart.ts';
import { findAspects, orbOf, type PointState } from './aspects.ts';
import { bodyMotions, difference, normalize, toAstroTime } from './ephemeris.ts';
import type { CompositeChart, CompositePoint } from './compatibility-types.ts';
import { BODIES, SIGNS, type BodyId, type HouseSystem, type NatalChart, type ResolvedPlace, type SignId } from '../contract/chart.ts';

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * Midpoint of the shorter arc between two longitudes: 350° and 10° → 0°. Exactly opposite points have two
 * midpoints; the one nearer 0° Aries is taken, so the answer is the same whichever longitude comes first.
 */
export function shorterArcMidpoint(a: number, b: number): number {
  const d = difference(a, b);
  if (Math.abs(d) === 180) {
    const one = normalize(a + 90);
    const other = normalize(a - 90);
    return Math.min(one, other);
  }
  return normalize(a + d / 2);
}

function compositePoint(longitude: number): CompositePoint {
  const sign = signOf(longitude);
  return { longitude, sign, degreeInSign: longitude - SIGNS.indexOf(sign) * 30 };
}

export function compositeChart(a: NatalChart, b: NatalChart): CompositeChart {
  const bodies = {} as Record<BodyId, CompositePoint>;
  for (const id of BODIES) bodies[id] = compositePoint(shorterArcMidpoint(a.bodies[id].longitude, b.bodies[id].longitude));
  const angles = a.angles && b.angles
    ? { ascendant: shorterArcMidpoint(a.angles.ascendant, b.angles.ascendant), midheaven: shorterArcMidpoint(a.angles.midheaven, b.angles.midheaven) }
    : null;
  // Midpoints have no speed of their own, so applying stays null; the mean node repeats the true one and is left out.
  const points: PointState[] = BODIES.filter((id) => id !== 'meanNode').map((id) => ({ id, longitude: bodies[id].longitude, speed: null }));
  if (angles) points.push({ id: 'ascendant', longitude: angles.ascendant, speed: null }, { id: 'midheaven', longitude: angles.midheaven, speed: null });
  return { bodies, angles, aspects: findAspects(points) };
}

/**
 * Midpoint of the great-circle arc between two places: the normalised sum of their unit vectors. Antipodal places
 * have no single midpoint; the equator point halfway along their mean longitude is taken.
 */
export function sphericalMidpoint(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): { latitude: number; longitude: number } {
  const va = unit(a.latitude, a.longitude);
  const vb = unit(b.latitude, b.longitude);
  const x = va[0] + vb[0];
  const y = va[1] + vb[1];
  const z = va[2] + vb[2];
  const norm = Math.hypot(x, y, z);
  if (norm < 1e-12) return { latitude: 0, longitude: signedLongitude(shorterArcMidpoint(a.longitude, b.longitude)) };
  return { latitude: Math.asin(z / norm) * DEG, longitude: Math.atan2(y, x) * DEG };
}

function unit(latitude: number, longitude: number): [number, number, number] {
  const phi = latitude * RAD;
  const lambda = longitude * RAD;
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

function signedLongitude(longitude: number): number {
  return longitude > 180 ? longitude - 360 : longitude;
}

/** The midpoint of two instants, rounded to the minute (the chart's input is HH:MM; the Moon moves < 0.005° in 30 s). */
export function midpointInstant(a: Date, b: Date): Date {
  return new Date(Math.round((a.getTime() + b.getTime()) / 2 / MINUTE_MS) * MINUTE_MS);
}

/**
 * The Davison chart. Cast at the midpoint place with its clock set to UTC, so the chart's local time is the UTC
 * instant itself. When either birth time is unknown its instant is only known to within its local day (±12 h
 * around the noon the chart used), so the midpoint is known to ±6 h (±12 h if both are unknown): the chart then
 * drops the angles and houses like an untimed natal chart, keeps only the aspects that hold over that whole window,
 * and lists the Moon's possible signs in moonSignRange.
 */
export function davisonChart(a: NatalChart, b: NatalChart): NatalChart {
  const instant = midpointInstant(new Date(a.utc), new Date(b.utc));
  const { latitude, longitude } = sphericalMidpoint(a.location, b.location);
  const place: ResolvedPlace = {
    name: `Punto medio entre ${a.location.name} y ${b.location.name}`,
    country: '',
    countryCode: '',
    latitude,
    longitude,
    population: 0,
    timezone: 'UTC',
  };
  const iso = instant.toISOString();
  const houseSystem: HouseSystem = a.input.houseSystem === b.input.houseSystem ? a.input.houseSystem : 'placidus';
  const chart = computeChart({ date: iso.slice(0, 10), time: iso.slice(11, 16), place, placeQuery: place.name, houseSystem });
  const unknown = Number(!a.timeKnown) + Number(!b.timeKnown);
  if (unknown === 0) return chart;

  const halfWindow = (unknown * 12 * HOUR_MS) / 2;
  const atStart = bodyMotions(toAstroTime(new Date(instant.getTime() - halfWindow)));
  const atEnd = bodyMotions(toAstroTime(new Date(instant.getTime() + halfWindow)));
  const bodies = Object.fromEntries(Object.entries(chart.bodies).map(([id, body]) => [id, { ...body, house: null }])) as NatalChart['bodies'];
  const aspects = chart.aspects.filter((aspect) =>
    aspect.a !== 'ascendant' && aspect.a !== 'midheaven' && aspect.b !== 'ascendant' && aspect.b !== 'midheaven' &&
    [atStart, atEnd].every((at) => orbOf(at[aspect.a as BodyId].longitude, at[aspect.b as BodyId].longitude, aspect.angle) <= aspect.maxOrb),
  );
  return {
    ...chart,
    input: { ...chart.input, time: null },
    timeKnown: false,
    bodies,
    angles: null,
    houses: null,
    aspects,
    chartRuler: null,
    moonSignRange: signsBetween(atStart.moon.longitude, atEnd.moon.longitude),
  };
}

/** Signs crossed going forward from one longitude to the other (the Moon never goes retrograde). */
function signsBetween(from: number, to: number): SignId[] {
  const first = Math.floor(from / 30);
  const steps = Math.floor(normalize(to - first * 30) / 30);
  return Array.from({ length: steps + 1 }, (_, i) => SIGNS[(first + i) % 12]);
}
