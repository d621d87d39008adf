import { describe, expect, it } from 'vitest';
import { chartFromText } from '../chart.ts';
import { computeCompatibility } from '../compatibility.ts';
import { RELATION_CATEGORIES, type ChartPoint, type InterAspect, type ScoredContact } from '../compatibility-types.ts';
import { aspectAmount, harmonyScore, intensityScore, moonCertainty, orbStrength, overlayAmount, scoreCompatibility } from '../compatibility-score.ts';
import { midpointInstant, shorterArcMidpoint, sphericalMidpoint } from '../composite.ts';
import { interAspects, interAspectsOf, synastryMaxOrb } from '../synastry.ts';
import { ASPECT_DEFINITIONS, type PointState } from '../aspects.ts';
import { difference } from '../ephemeris.ts';
import type { NatalChart } from '../../contract/chart.ts';

function chart(date: string, time: string | null, place: string): NatalChart {
  const result = chartFromText({ date, time, place });
  if (!result.ok) throw new Error(result.message);
  return result.chart;
}

const ana = chart('1990-05-15', '14:30', 'Madrid, España');
const luis = chart('1988-11-02', '08:10', 'Buenos Aires, Argentina');
const sol = chart('1975-02-27', '23:05', 'Ciudad de México');
const untimed = chart('1988-11-02', null, 'Buenos Aires, Argentina');

const noCertaintyLoss = { a: 1, b: 1 };

function swapped(aspect: InterAspect): InterAspect {
  return { ...aspect, a: aspect.b, b: aspect.a };
}

const key = (x: InterAspect) => `${x.a}|${x.b}|${x.type}|${x.orb.toFixed(9)}|${x.maxOrb}|${x.applying}`;

describe('symmetry', () => {
  it.each([
    ['two timed charts', ana, luis],
    ['timed and untimed', ana, untimed],
    ['different hemispheres and decades', sol, luis],
  ])('%s: scores, aspects, overlays, composite and Davison do not depend on who is first', (_label, a, b) => {
    const ab = computeCompatibility(a, b);
    const ba = computeCompatibility(b, a);
    expect(ba.scores).toEqual(ab.scores);
    expect(ba.aspects.map(key).sort()).toEqual(ab.aspects.map(swapped).map(key).sort());
    expect(ba.overlays).toEqual({ aInB: ab.overlays.bInA, bInA: ab.overlays.aInB });
    for (const [id, point] of Object.entries(ab.composite.bodies)) {
      expect(ba.composite.bodies[id as keyof typeof ab.composite.bodies].longitude).toBeCloseTo(point.longitude, 9);
    }
    expect(ba.davison.utc).toBe(ab.davison.utc);
    expect(ba.davison.location.latitude).toBeCloseTo(ab.davison.location.latitude, 9);
    expect(ba.davison.location.longitude).toBeCloseTo(ab.davison.location.longitude, 9);
    for (const category of RELATION_CATEGORIES) {
      // The same contacts weigh the same, only told from the other side.
      expect(ba.contacts[category].map((c) => c.harmony)).toEqual(ab.contacts[category].map((c) => c.harmony));
    }
  });

  it('keeps every score an integer in 0–100', () => {
    for (const [a, b] of [[ana, luis], [ana, untimed], [sol, ana]]) {
      for (const s of Object.values(computeCompatibility(a, b).scores)) {
        for (const v of [s.harmony, s.intensity]) {
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(100);
        }
      }
    }
    // The logistic stays inside the bounds however extreme the sums.
    expect(harmonyScore(1e6, 'pareja')).toBe(100);
    expect(harmonyScore(-1e6, 'pareja')).toBe(0);
    expect(intensityScore(0, 'trabajo')).toBeGreaterThanOrEqual(0);
  });
});

describe('a hand-checked pair', () => {
  it('lists the aspects the natal longitudes imply, with orb = |separation − angle|', () => {
    const aspects = interAspects(ana, luis);
    // Independent recomputation from the two natal JSONs: every major aspect within 3° must be there.
    const points = (c: NatalChart) => [
      ...Object.entries(c.bodies).map(([id, b]) => [id, b.longitude] as const),
      ...(c.angles ? [['ascendant', c.angles.ascendant] as const, ['midheaven', c.angles.midheaven] as const] : []),
    ];
    let checked = 0;
    for (const [pa, la] of points(ana)) {
      for (const [pb, lb] of points(luis)) {
        const separation = Math.abs(((lb - la) % 360 + 540) % 360 - 180);
        for (const angle of [0, 60, 90, 120, 180]) {
          if (Math.abs(separation - angle) > 3) continue;
          const found = aspects.find((x) => x.a === pa && x.b === pb);
          expect(found, `${pa}–${pb} at ${separation.toFixed(2)}°`).toBeDefined();
          expect(found!.orb).toBeCloseTo(Math.abs(separation - angle), 9);
          expect(found!.major).toBe(true);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('weighs one Venus–Mars trine as computed by hand, differently per category', () => {
    // Venus of a at 10° Aries, Mars of b at 11.5° Leo: separation 121.5°, a trine 1.5° from exact.
    // Max orb: base 7° × mean factor (1 + 1)/2 = 7°. Strength s = cos²(90° · 1.5/7) = cos²(19.2857°) = 0.943883² = 0.890916.
    const [aspect] = interAspectsOf([{ id: 'venus', longitude: 10, speed: 1.2 }], [{ id: 'mars', longitude: 131.5, speed: 0.6 }]);
    expect(aspect).toMatchObject({ a: 'venus', b: 'mars', type: 'trine', maxOrb: 7, major: true });
    expect(aspect.orb).toBeCloseTo(1.5, 12);
    expect(orbStrength(aspect.orb, aspect.maxOrb)).toBeCloseTo(0.890916, 6);
    // Venus (a, 1.2°/day) gains on the slower Mars (b, 0.6°/day), so the 121.5° separation shrinks toward 120°: applying.
    expect(aspect.applying).toBe(true);

    // Pareja: w = 1.3 (Venus) × 1.2 (Mars) × 2 (Venus–Mars boost) = 3.12; harmony = 3.12 × 0.890916 × 1 (trine) = 2.77966;
    // intensity = 3.12 × 0.890916 × 0.5 (trine) × (1 + 1.3)/2 (charges) = 1.59830.
    const pareja = aspectAmount(aspect, 'pareja', noCertaintyLoss);
    expect(pareja.harmony).toBeCloseTo(2.77966, 5);
    expect(pareja.intensity).toBeCloseTo(1.5983, 4);
    // Trabajo: w = 0.5 × 0.9 × 1 = 0.45; harmony = 0.45 × 0.890916 = 0.40091; intensity = 0.40091 × 0.5 × 1.15 = 0.23052.
    const trabajo = aspectAmount(aspect, 'trabajo', noCertaintyLoss);
    expect(trabajo.harmony).toBeCloseTo(0.40091, 5);
    expect(trabajo.intensity).toBeCloseTo(0.23052, 5);

    // Scores: pareja 100 / (1 + e^(−(2.77966 − 2)/3)) = 56.46 → 56; intensity 100 / (1 + e^(−(1.5983 − 12.8)/3)) = 2.33 → 2.
    // Trabajo 100 / (1 + e^(−(0.40091 − 0.9)/3.2)) = 46.11 → 46; intensity 100 / (1 + e^(−(0.23052 − 11.9)/2)) = 0.29 → 0.
    const { scores, contacts } = scoreCompatibility({ aspects: [aspect], overlays: [], certainty: noCertaintyLoss });
    expect(scores.pareja).toEqual({ harmony: 56, intensity: 2 });
    expect(scores.trabajo).toEqual({ harmony: 46, intensity: 0 });
    expect(contacts.pareja).toHaveLength(1);
    // The numbers the contact's explanation states (interpretation/compatibility/__tests__/contacts.test.ts reads
    // them in Spanish): the amounts, 89 % of the strength left, an emphasised pair, nothing uncertain.
    expect(contacts.pareja[0]).toMatchObject({ kind: 'aspect', aspect, category: 'pareja', emphasis: 2, certainty: 1 });
    expect(contacts.pareja[0].harmony).toBeCloseTo(2.77966, 5);
    expect(contacts.pareja[0].strength).toBeCloseTo(0.890916, 6);
  });

  it('puts the composite Sun at the shorter-arc midpoint of the two natal Suns', () => {
    const result = computeCompatibility(ana, luis);
    const la = ana.bodies.sun.longitude;
    const lb = luis.bodies.sun.longitude;
    // Ana's Sun ≈ 54.4° (Taurus), Luis's ≈ 220.2° (Scorpio): 165.8° apart, so the short arc runs through Cancer–Leo.
    const expected = (la + difference(la, lb) / 2 + 360) % 360;
    expect(result.composite.bodies.sun.longitude).toBeCloseTo(expected, 9);
    expect(Math.abs(difference(result.composite.bodies.sun.longitude, la))).toBeCloseTo(Math.abs(difference(la, lb)) / 2, 9);
  });
});

describe('unknown birth time', () => {
  const result = computeCompatibility(ana, untimed);

  it('gives the untimed person no houses and no angles', () => {
    expect(result.overlays.aInB).toEqual({});
    expect(Object.keys(result.overlays.bInA).length).toBeGreaterThan(10);
    expect(result.overlays.bInA).not.toHaveProperty('ascendant');
    expect(result.aspects.some((x) => x.b === 'ascendant' || x.b === 'midheaven')).toBe(false);
    expect(result.aspects.some((x) => x.a === 'ascendant' || x.a === 'midheaven')).toBe(true);
    expect(result.composite.angles).toBeNull();
    expect(result.davison.timeKnown).toBe(false);
    expect(result.davison.houses).toBeNull();
    expect(result.davison.angles).toBeNull();
    expect(Object.values(result.davison.bodies).every((b) => b.house === null)).toBe(true);
    expect(result.davison.moonSignRange?.length).toBeGreaterThanOrEqual(1);
  });

  it('down-weights the Moon, more when even its sign is uncertain', () => {
    expect(moonCertainty(ana)).toBe(1);
    expect(untimed.moonSignRange).toHaveLength(1);
    expect(moonCertainty(untimed)).toBe(0.6);
    // 2000-01-02 in Madrid: the Moon passed from Scorpio into Sagittarius during the day.
    const split = chart('2000-01-02', null, 'Madrid, España');
    expect(split.moonSignRange!.length).toBeGreaterThan(1);
    expect(moonCertainty(split)).toBe(0.35);

    const moonContact: InterAspect = { a: 'venus', b: 'moon', type: 'trine', orb: 1, maxOrb: 7.88, major: true, applying: null };
    const full = aspectAmount(moonContact, 'familia', { a: 1, b: 1 });
    const uncertain = aspectAmount(moonContact, 'familia', { a: 1, b: moonCertainty(untimed) });
    expect(uncertain.harmony).toBeCloseTo(full.harmony * 0.6, 12);
    // Only b's Moon is uncertain: a's Moon keeps its full weight.
    expect(aspectAmount({ ...moonContact, a: 'moon', b: 'venus' }, 'familia', { a: 1, b: 0.6 }).harmony).toBeCloseTo(full.harmony, 12);
  });
});

describe('continuity in the orb', () => {
  it('fades a contact smoothly to zero at the edge of its orb', () => {
    const maxOrb = 7;
    let previous = aspectAmount({ a: 'venus', b: 'mars', type: 'trine', orb: 0, maxOrb, major: true, applying: null }, 'pareja', noCertaintyLoss).harmony;
    for (let orb = 0.001; orb <= maxOrb + 0.5; orb += 0.001) {
      const current = orb >= maxOrb ? 0 : aspectAmount({ a: 'venus', b: 'mars', type: 'trine', orb, maxOrb, major: true, applying: null }, 'pareja', noCertaintyLoss).harmony;
      expect(current).toBeLessThanOrEqual(previous + 1e-12);
      expect(previous - current).toBeLessThan(0.002);
      previous = current;
    }
    expect(orbStrength(maxOrb - 1e-6, maxOrb)).toBeLessThan(1e-10);
  });

  it('has no jump anywhere as one body sweeps the whole zodiac against another', () => {
    // a's Venus fixed at 0°, b's Mars moving in 0.01° steps all the way round: the summed harmony must never jump,
    // including where one aspect's window ends and where the listing starts or stops.
    const venus: PointState[] = [{ id: 'venus', longitude: 0, speed: 1 }];
    let previous: number | null = null;
    let largest = 0;
    for (let step = 0; step <= 36_000; step += 1) {
      const mars: PointState[] = [{ id: 'mars', longitude: step / 100, speed: 0.5 }];
      const total = interAspectsOf(venus, mars).reduce((sum, x) => sum + aspectAmount(x, 'pareja', noCertaintyLoss).harmony, 0);
      if (previous !== null) largest = Math.max(largest, Math.abs(total - previous));
      previous = total;
    }
    // The steepest slope of w·cos²(π/2·x/m) is w·π/(2m) per degree: 3.12 · π / 10 ≈ 0.98 per degree → < 0.01 per step.
    expect(largest).toBeLessThan(0.01);
  });

  it('never lets two aspect windows overlap, and keeps every major orb at least 3°', () => {
    const ids: ChartPoint[] = ['sun', 'moon', 'mercury', 'jupiter', 'pluto', 'trueNode', 'ascendant'];
    for (const p of ids) {
      for (const q of ids) {
        const windows = ASPECT_DEFINITIONS.map((d) => [d.angle - synastryMaxOrb(p, q, d.orb), d.angle + synastryMaxOrb(p, q, d.orb), d.major] as const)
          .sort((x, y) => x[0] - y[0]);
        for (let i = 1; i < windows.length; i += 1) expect(windows[i][0]).toBeGreaterThan(windows[i - 1][1]);
        for (const w of windows) if (w[2]) expect(w[1] - w[0]).toBeGreaterThanOrEqual(6);
      }
    }
  });
});

describe('category dependence', () => {
  const aspect = (a: ChartPoint, b: ChartPoint): InterAspect => ({ a, b, type: 'trine', orb: 0.5, maxOrb: 7, major: true, applying: null });
  const harmonyIn = (x: InterAspect, category: (typeof RELATION_CATEGORIES)[number]) => aspectAmount(x, category, noCertaintyLoss).harmony;
  const best4 = (house: number, f: (h: number, c: (typeof RELATION_CATEGORIES)[number]) => number) =>
    [...RELATION_CATEGORIES].sort((c, d) => f(house, d) - f(house, c))[0];
  const best = (x: InterAspect) => [...RELATION_CATEGORIES].sort((c, d) => harmonyIn(x, d) - harmonyIn(x, c))[0];

  it('weighs each signature pair most in its own category', () => {
    expect(best(aspect('venus', 'mars'))).toBe('pareja');
    expect(best(aspect('mercury', 'saturn'))).toBe('trabajo');
    expect(best(aspect('moon', 'moon'))).toBe('familia');
    expect(best(aspect('mercury', 'jupiter'))).toBe('amigos');
  });

  it('weighs house overlays by category: 5th/7th/8th for pareja, 6th/10th for trabajo, 4th for familia, 11th for amigos', () => {
    const venusIn = (house: number, category: (typeof RELATION_CATEGORIES)[number]) =>
      overlayAmount({ guest: 'a', point: 'venus', house }, category, noCertaintyLoss).harmony;
    for (const house of [5, 7, 8]) expect(venusIn(house, 'pareja')).toBeGreaterThan(venusIn(house, 'trabajo'));
    for (const house of [6, 10]) expect(venusIn(house, 'trabajo')).toBeGreaterThan(venusIn(house, 'pareja'));
    expect(best4(4, venusIn)).toBe('familia');
    expect(best4(11, venusIn)).toBe('amigos');
    expect(best4(7, venusIn)).toBe('pareja');
    expect(best4(10, venusIn)).toBe('trabajo');

    const seventh = scoreCompatibility({ aspects: [], overlays: [{ guest: 'a', point: 'venus', house: 7 }], certainty: noCertaintyLoss });
    expect(seventh.contacts.pareja[0]).toMatchObject({ kind: 'overlay', overlay: { guest: 'a', point: 'venus', house: 7 } });
    // The 7th does not count at work, so it is no contact there.
    expect(seventh.contacts.trabajo).toHaveLength(0);
  });

  it('scores the same two real charts differently per category, with the five for and five against', () => {
    const result = computeCompatibility(ana, luis);
    const harmonies = new Set(RELATION_CATEGORIES.map((c) => `${result.scores[c].harmony}/${result.scores[c].intensity}`));
    expect(harmonies.size).toBeGreaterThan(1);
    for (const category of RELATION_CATEGORIES) {
      const list = result.contacts[category];
      const pro = list.filter((c) => c.harmony > 0);
      const contra = list.filter((c) => c.harmony < 0);
      expect(pro.length).toBeLessThanOrEqual(5);
      expect(contra.length).toBeLessThanOrEqual(5);
      expect(pro.map((c) => c.harmony)).toEqual([...pro.map((c) => c.harmony)].sort((x, y) => y - x));
      expect(contra.map((c) => c.harmony)).toEqual([...contra.map((c) => c.harmony)].sort((x, y) => x - y));
      for (const c of list) expect(c.harmony).not.toBe(0);
    }
    const which = (c: ScoredContact) => (c.kind === 'aspect' ? `${c.aspect.a}|${c.aspect.type}|${c.aspect.b}` : `${c.overlay.guest}|${c.overlay.point}|${c.overlay.house}`);
    expect(result.contacts.pareja.map(which)).not.toEqual(result.contacts.trabajo.map(which));
  });
});

describe('composite and Davison midpoints', () => {
  it('takes the shorter arc across 0° Aries', () => {
    expect(shorterArcMidpoint(350, 10)).toBeCloseTo(0, 12);
    expect(shorterArcMidpoint(10, 350)).toBeCloseTo(0, 12);
    expect(shorterArcMidpoint(340, 30)).toBeCloseTo(5, 12);
    expect(shorterArcMidpoint(170, 190)).toBeCloseTo(180, 12);
    expect(shorterArcMidpoint(100, 100)).toBeCloseTo(100, 12);
    // Exactly opposite: either order gives the same of the two candidates (90° and 270° → the one nearer 0°).
    expect(shorterArcMidpoint(0, 180)).toBe(shorterArcMidpoint(180, 0));
  });

  it('finds the midpoint of two places on the sphere, not in a flat map', () => {
    expect(sphericalMidpoint({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 })).toEqual({ latitude: 0, longitude: 45 });
    // Across the antimeridian: 170° E and 170° W meet at 180°.
    expect(Math.abs(sphericalMidpoint({ latitude: 0, longitude: 170 }, { latitude: 0, longitude: -170 }).longitude)).toBeCloseTo(180, 9);
    // Two points on the 60° N parallel 180° of longitude apart: the great circle runs over the pole.
    expect(sphericalMidpoint({ latitude: 60, longitude: 0 }, { latitude: 60, longitude: 180 }).latitude).toBeCloseTo(90, 9);
    // Madrid and Buenos Aires: equal great-circle distance to both ends, half the whole distance, checked with the
    // haversine formula (independent of the vector sum the engine uses).
    const madrid = { latitude: ana.location.latitude, longitude: ana.location.longitude };
    const ba = { latitude: luis.location.latitude, longitude: luis.location.longitude };
    const mid = sphericalMidpoint(madrid, ba);
    const d = (p: typeof mid, q: typeof mid) => {
      const r = Math.PI / 180;
      const h = Math.sin(((q.latitude - p.latitude) * r) / 2) ** 2 + Math.cos(p.latitude * r) * Math.cos(q.latitude * r) * Math.sin(((q.longitude - p.longitude) * r) / 2) ** 2;
      return 2 * Math.asin(Math.sqrt(h)) / r;
    };
    expect(d(madrid, mid)).toBeCloseTo(d(mid, ba), 9);
    expect(d(madrid, mid)).toBeCloseTo(d(madrid, ba) / 2, 9);
    // The flat average (−18.7°, −31.0°) is about 2° away from the true midpoint on this long route.
    expect(d(mid, { latitude: (madrid.latitude + ba.latitude) / 2, longitude: (madrid.longitude + ba.longitude) / 2 })).toBeGreaterThan(1);
  });

  it('casts the Davison chart for the midpoint instant and place, with houses when both times are known', () => {
    const result = computeCompatibility(ana, luis);
    // 1988-11-02T11:10Z → 1990-05-15T12:30Z is 365 + 194 = 559 days and 1 h 20 min; half is 279 days 12 h 40 min,
    // and 1988-11-02 + 279 days = 1989-08-08 (28 + 31 + 31 + 28 + 31 + 30 + 31 + 30 + 31 + 8), 11:10 + 12:40 = 23:50.
    expect(midpointInstant(new Date(ana.utc), new Date(luis.utc)).toISOString()).toBe('1989-08-08T23:50:00.000Z');
    expect(result.davison.utc).toBe('1989-08-08T23:50:00.000Z');
    const place = sphericalMidpoint(ana.location, luis.location);
    expect(result.davison.location.latitude).toBeCloseTo(place.latitude, 12);
    expect(result.davison.location.longitude).toBeCloseTo(place.longitude, 12);
    expect(result.davison.timeKnown).toBe(true);
    expect(result.davison.houses?.cusps).toHaveLength(12);
    // Mid-August: the Sun is in Leo.
    expect(result.davison.bodies.sun.sign).toBe('leo');
  });
});
