// Synastry: aspects between the points of two natal charts, and where each person's points fall in the other's
// houses. Pure functions of two computed charts; no ephemeris work happens here.
import { difference } from './ephemeris.ts';
import { houseOf } from './houses.ts';
import { ASPECT_DEFINITIONS, pairOrb, type PointState } from './aspects.ts';
import type { ChartPoint, InterAspect } from './compatibility-types.ts';
import { BODIES, type NatalChart } from '../contract/chart.ts';

/**
 * The natal aspects and base orbs (aspects.ts), with orb factors of their own for two charts. Orb factor by body
 * class: luminaries widest, personal planets 1, social 0.9, outer planets, nodes and angles
 * narrowest. The pair's orb is the base orb times the mean of the two factors. The smallest factor (0.75) keeps the
 * narrowest major orb (sextile, 3.75°) above 3°, so every major aspect within 3° is always listed; the windows of
 * neighbouring aspects never overlap (widest conjunction 10° < 27.5°, where the widest semi-sextile starts), so a
 * pair has at most one aspect and its strength can fade to zero at the window's edge without a jump.
 */
export const SYNASTRY_ORB_FACTORS: Record<ChartPoint, number> = {
  sun: 1.25, moon: 1.25, mercury: 1, venus: 1, mars: 1, jupiter: 0.9, saturn: 0.9,
  uranus: 0.75, neptune: 0.75, pluto: 0.75, trueNode: 0.75, meanNode: 0.75, ascendant: 0.8, midheaven: 0.8,
};

export function synastryMaxOrb(a: ChartPoint, b: ChartPoint, baseOrb: number): number {
  return pairOrb(SYNASTRY_ORB_FACTORS, a, b, baseOrb);
}

/** Every body of the natal JSON, and the Ascendant and MC when the birth time is known. */
export function chartPoints(chart: NatalChart): PointState[] {
  const points: PointState[] = BODIES.map((id) => ({ id, longitude: chart.bodies[id].longitude, speed: chart.bodies[id].speed }));
  if (chart.angles) {
    points.push({ id: 'ascendant', longitude: chart.angles.ascendant, speed: null }, { id: 'midheaven', longitude: chart.angles.midheaven, speed: null });
  }
  return points;
}

/** All inter-aspects, a's point first; majors first, then the tightest. */
export function interAspects(a: NatalChart, b: NatalChart): InterAspect[] {
  return interAspectsOf(chartPoints(a), chartPoints(b));
}

export function interAspectsOf(pointsA: PointState[], pointsB: PointState[]): InterAspect[] {
  const aspects: InterAspect[] = [];
  for (const p of pointsA) {
    for (const q of pointsB) {
      const separation = difference(p.longitude, q.longitude);
      // |λa − λb| is bit-for-bit the same whichever chart comes first, so swapping the two changes no orb.
      const raw = Math.abs(p.longitude - q.longitude);
      const distance = raw > 180 ? 360 - raw : raw;
      for (const def of ASPECT_DEFINITIONS) {
        const orb = Math.abs(distance - def.angle);
        const allowed = synastryMaxOrb(p.id, q.id, def.orb);
        if (orb > allowed) continue;
        aspects.push({ a: p.id, b: q.id, type: def.type, orb, maxOrb: allowed, major: def.major, applying: applying(separation, def.angle, p.speed, q.speed) });
        break;
      }
    }
  }
  return aspects.sort((x, y) => Number(y.major) - Number(x.major) || x.orb - y.orb);
}

/**
 * Applying when the orb would shrink if both points moved on at their natal speeds (the natal chart's rule):
 * orb = ||s| − angle| with s = λb − λa, so d(orb)/dt = sign(|s| − angle) · sign(s) · (vb − va). Swapping the two
 * charts flips s and swaps the speeds, so the answer does not depend on who is "a".
 */
function applying(separation: number, angle: number, speedA: number | null, speedB: number | null): boolean | null {
  if (speedA === null || speedB === null) return null;
  return Math.sign(Math.abs(separation) - angle) * Math.sign(separation || 1) * (speedB - speedA) < 0;
}

/** The host's house for each of the guest's points; {} when the host's birth time is unknown. */
export function houseOverlays(guest: NatalChart, host: NatalChart): Partial<Record<ChartPoint, number>> {
  const overlays: Partial<Record<ChartPoint, number>> = {};
  if (!host.houses) return overlays;
  for (const point of chartPoints(guest)) overlays[point.id] = houseOf(point.longitude, host.houses.cusps);
  return overlays;
}
