// Aspects between bodies (and the angles, when the birth time is known), one per pair: the closest in orb.
import { difference } from './ephemeris.ts';
import type { Aspect, AspectType, ChartPoint } from '../contract/chart.ts';


export interface PointState {
  id: ChartPoint;
  longitude: number;
  /** null for the angles, whose motion the chart does not report. */
  speed: number | null;
}

/** Base orbs for a pair of personal planets; quincunx and semi-sextile are the minor aspects. */
export const ASPECT_DEFINITIONS: { type: AspectType; angle: number; orb: number; major: boolean }[] = [
  { type: 'conjunction', angle: 0, orb: 8, major: true },
  { type: 'opposition', angle: 180, orb: 8, major: true },
  { type: 'trine', angle: 120, orb: 7, major: true },
  { type: 'square', angle: 90, orb: 7, major: true },
  { type: 'sextile', angle: 60, orb: 5, major: true },
  { type: 'quincunx', angle: 150, orb: 3, major: false },
  { type: 'semisextile', angle: 30, orb: 2, major: false },
];

/**
 * Orb factor per point: the luminaries get wider orbs, the slow planets, the node and the angles narrower ones.
 * A pair's orb is the base orb times the mean of its two factors (Sun–Moon conjunction 10°, Mars–node 6°).
 */
export const ORB_FACTORS: Record<ChartPoint, number> = {
  sun: 1.25, moon: 1.25, mercury: 1, venus: 1, mars: 1, jupiter: 0.9, saturn: 0.9,
  uranus: 0.8, neptune: 0.8, pluto: 0.8, trueNode: 0.5, meanNode: 0.5, ascendant: 0.75, midheaven: 0.75,
};

/** A pair's orb: the base orb times the mean of the two points' factors, to the hundredth of a degree. */
export function pairOrb(factors: Record<ChartPoint, number>, a: ChartPoint, b: ChartPoint, baseOrb: number): number {
  return Math.round(baseOrb * ((factors[a] + factors[b]) / 2) * 100) / 100;
}

export function maxOrb(a: ChartPoint, b: ChartPoint, baseOrb: number): number {
  return pairOrb(ORB_FACTORS, a, b, baseOrb);
}

/** |separation − angle| for two longitudes. */
export function orbOf(longitudeA: number, longitudeB: number, angle: number): number {
  return Math.abs(Math.abs(difference(longitudeA, longitudeB)) - angle);
}

/** Pairs that are not interpreted: the two nodes are one axis, and the Ascendant–MC angle is not an aspect. */
function skipped(a: ChartPoint, b: ChartPoint): boolean {
  return (isNode(a) && isNode(b)) || (isAngle(a) && isAngle(b));
}

function isNode(p: ChartPoint): boolean {
  return p === 'trueNode' || p === 'meanNode';
}

function isAngle(p: ChartPoint): boolean {
  return p === 'ascendant' || p === 'midheaven';
}

export function findAspects(points: PointState[]): Aspect[] {
  const aspects: Aspect[] = [];
  for (let i = 0; i < points.length; i += 1) {
    for (let j = i + 1; j < points.length; j += 1) {
      const a = points[i];
      const b = points[j];
      if (skipped(a.id, b.id)) continue;
      const separation = difference(a.longitude, b.longitude);
      const distance = Math.abs(separation);
      const factor = (ORB_FACTORS[a.id] + ORB_FACTORS[b.id]) / 2;
      let best = -1;
      let bestOrb = Infinity;
      for (let k = 0; k < ASPECT_DEFINITIONS.length; k += 1) {
        const orb = Math.abs(distance - ASPECT_DEFINITIONS[k].angle);
        if (orb < bestOrb && orb <= Math.round(ASPECT_DEFINITIONS[k].orb * factor * 100) / 100) {
          best = k;
          bestOrb = orb;
        }
      }
      if (best < 0) continue;
      const def = ASPECT_DEFINITIONS[best];
      aspects.push({ a: a.id, b: b.id, type: def.type, major: def.major, angle: def.angle, orb: bestOrb, maxOrb: maxOrb(a.id, b.id, def.orb), applying: applying(separation, def.angle, a.speed, b.speed) });
    }
  }
  return aspects.sort((x, y) => Number(y.major) - Number(x.major) || x.orb - y.orb);
}

/**
 * Applying when the orb is shrinking. orb = ||s| − angle| with s = λb − λa, so
 * d(orb)/dt = sign(|s| − angle) · sign(s) · (vb − va).
 */
function applying(separation: number, angle: number, speedA: number | null, speedB: number | null): boolean | null {
  if (speedA === null || speedB === null) return null;
  const rate = Math.sign(Math.abs(separation) - angle) * Math.sign(separation || 1) * (speedB - speedA);
  return rate < 0;
}
