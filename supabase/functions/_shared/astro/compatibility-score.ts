// The scoring model (documented with a worked example in docs/compatibility-scoring.md).
//
// Every inter-aspect and every house overlay adds a signed harmony amount and a non-negative intensity amount:
//   aspect:  harmony = w · s · q · c,   intensity = w · s · i · k · c
//   overlay: harmony = ½ · p · h · v · c, intensity = ½ · p · h · k · c
// w = point weight of a × point weight of b × pair boost (all per category); s = cos²(π/2 · orb/maxOrb), 1 when
// exact, fading smoothly to 0 at the edge of the orb; q = the aspect's sign and size (conjunctions take the mean
// nature of the two points); i = the aspect's intensity; k = the mean charge of the points; c = certainty (< 1 for
// a Moon whose position the unknown birth time leaves open); p = point weight, h = house weight, v = point valence.
// Sums H and I become scores through a logistic, 100 / (1 + e^(−(X − center)/spread)), rounded; center and spread per
// category put an ordinary pair of charts near 50. Every factor is symmetric in the two people, and the
// overlays are counted both ways, so swapping them changes no score.
import {
  RELATION_CATEGORIES,
  type CategoryScores, type ChartPoint, type HouseOverlay, type InterAspect, type RelationCategory, type ScoredContact,
} from './compatibility-types.ts';
import type { AspectType, NatalChart } from '../contract/chart.ts';

type PointTable = Record<ChartPoint, number>;

/** How much each point matters in each kind of bond. The mean node is 0: it repeats the true node's axis. */
export const POINT_WEIGHT: Record<RelationCategory, PointTable> = {
  pareja: {
    sun: 1, moon: 1.1, mercury: 0.6, venus: 1.3, mars: 1.2, jupiter: 0.6, saturn: 0.75,
    uranus: 0.35, neptune: 0.4, pluto: 0.45, trueNode: 0.35, meanNode: 0, ascendant: 0.9, midheaven: 0.4,
  },
  amigos: {
    sun: 0.9, moon: 0.8, mercury: 1.1, venus: 0.9, mars: 0.6, jupiter: 1, saturn: 0.5,
    uranus: 0.5, neptune: 0.35, pluto: 0.3, trueNode: 0.35, meanNode: 0, ascendant: 0.7, midheaven: 0.4,
  },
  familia: {
    sun: 0.9, moon: 1.4, mercury: 0.6, venus: 0.8, mars: 0.6, jupiter: 0.6, saturn: 0.8,
    uranus: 0.3, neptune: 0.35, pluto: 0.4, trueNode: 0.35, meanNode: 0, ascendant: 0.6, midheaven: 0.6,
  },
  trabajo: {
    sun: 1, moon: 0.6, mercury: 1.3, venus: 0.5, mars: 0.9, jupiter: 0.8, saturn: 1.2,
    uranus: 0.4, neptune: 0.3, pluto: 0.4, trueNode: 0.35, meanNode: 0, ascendant: 0.6, midheaven: 1.1,
  },
};

/** Pairs that carry a bond of this kind beyond their points' weights (key: the two ids in alphabetical order). */
export const PAIR_BOOST: Record<RelationCategory, Record<string, number>> = {
  pareja: { 'mars|venus': 2, 'moon|sun': 1.6, 'moon|venus': 1.3, 'venus|venus': 1.2, 'mars|pluto': 1.2, 'pluto|venus': 1.2, 'saturn|venus': 1.1, 'ascendant|venus': 1.2 },
  amigos: { 'jupiter|mercury': 2, 'jupiter|sun': 1.4, 'mercury|mercury': 1.4, 'jupiter|venus': 1.3, 'mercury|uranus': 1.2, 'mercury|sun': 1.2 },
  familia: { 'moon|moon': 1.8, 'moon|sun': 1.5, 'moon|saturn': 1.4, 'moon|venus': 1.3, 'jupiter|moon': 1.2, 'saturn|sun': 1.2 },
  trabajo: { 'mercury|saturn': 1.8, 'saturn|sun': 1.5, 'mercury|mercury': 1.4, 'mars|saturn': 1.4, 'mars|mercury': 1.3, 'jupiter|saturn': 1.3, 'midheaven|saturn': 1.3, 'midheaven|sun': 1.2 },
};

/** Conjunctions whose meaning in a category differs from the mean nature of their points. */
export const CONJUNCTION_QUALITY: Record<RelationCategory, Record<string, number>> = {
  pareja: { 'mars|venus': 0.8, 'moon|sun': 0.9 },
  amigos: { 'jupiter|mercury': 0.9 },
  familia: { 'moon|moon': 0.8 },
  trabajo: { 'mercury|saturn': 0.4, 'saturn|sun': 0.2 },
};

/** Sign and size of each aspect's effect on harmony (the conjunction's comes from the points). */
export const ASPECT_HARMONY: Record<Exclude<AspectType, 'conjunction'>, number> = {
  trine: 1, sextile: 0.8, semisextile: 0.2, quincunx: -0.35, square: -0.9, opposition: -0.6,
};
export const ASPECT_INTENSITY: Record<AspectType, number> = {
  conjunction: 1, opposition: 0.85, square: 0.8, trine: 0.5, sextile: 0.4, quincunx: 0.35, semisextile: 0.15,
};

/** Mean nature of two conjoined points, −1 (hard) … 1 (soft). */
export const NATURE: PointTable = {
  sun: 0.6, moon: 0.6, mercury: 0.4, venus: 0.9, mars: -0.1, jupiter: 0.9, saturn: -0.5,
  uranus: -0.3, neptune: -0.2, pluto: -0.4, trueNode: 0.5, meanNode: 0.5, ascendant: 0.5, midheaven: 0.4,
};
/** How much a point stirs things up. */
export const CHARGE: PointTable = {
  sun: 1, moon: 1.1, mercury: 0.8, venus: 1, mars: 1.3, jupiter: 0.9, saturn: 1.1,
  uranus: 1.2, neptune: 1, pluto: 1.4, trueNode: 0.9, meanNode: 0.9, ascendant: 1, midheaven: 0.9,
};
/** Whether a guest point in a weighted house of the host is welcome (> 0) or a test (< 0). */
export const OVERLAY_VALENCE: PointTable = {
  sun: 0.7, moon: 0.7, mercury: 0.6, venus: 1, mars: 0.2, jupiter: 1, saturn: -0.4,
  uranus: -0.1, neptune: 0, pluto: -0.2, trueNode: 0.4, meanNode: 0, ascendant: 0.5, midheaven: 0.4,
};
/** House weight per category, index 0 = house 1. */
export const HOUSE_WEIGHT: Record<RelationCategory, readonly number[]> = {
  pareja: [0.5, 0, 0, 0.3, 1, 0, 1.2, 0.9, 0, 0, 0, 0],
  amigos: [0.3, 0, 0.6, 0, 0.5, 0, 0, 0, 0.5, 0, 1.2, 0],
  familia: [0, 0, 0.4, 1.2, 0.4, 0, 0, 0, 0, 0.3, 0, 0.3],
  trabajo: [0, 0.5, 0.4, 0, 0, 1, 0, 0, 0, 1.2, 0.3, 0],
};
/**
 * Where the raw sums sit for an ordinary pair of charts (center) and how widely they spread (spread), per category:
 * measured over 100 pairs of random charts (1950–2004, six cities, one in five without birth time) so that the
 * median pair scores about 50 and the 10th and 90th percentiles about 25 and 75 (see the doc).
 */
export const SCALE: Record<RelationCategory, { harmony: { center: number; spread: number }; intensity: { center: number; spread: number } }> = {
  pareja: { harmony: { center: 2, spread: 3 }, intensity: { center: 12.8, spread: 3 } },
  amigos: { harmony: { center: 1.3, spread: 2.5 }, intensity: { center: 9.2, spread: 2.1 } },
  familia: { harmony: { center: 1, spread: 2.7 }, intensity: { center: 8.8, spread: 2.8 } },
  trabajo: { harmony: { center: 0.9, spread: 3.2 }, intensity: { center: 11.9, spread: 2 } },
};

export const OVERLAY_FACTOR = 0.5;

/** 1 at the exact aspect, 0 at the edge of the orb, smooth at both ends (zero slope), so nothing jumps. */
export function orbStrength(orb: number, maxOrb: number): number {
  if (orb >= maxOrb) return 0;
  const c = Math.cos((Math.PI / 2) * (orb / maxOrb));
  return c * c;
}

/**
 * How far the Moon of this chart can be trusted: 1 with a birth time; without one the Moon may be up to ~7° from
 * its noon position, 0.6 while it stays in one sign all day and 0.35 when even its sign is open (moonSignRange).
 */
export function moonCertainty(chart: NatalChart): number {
  if (chart.timeKnown) return 1;
  return (chart.moonSignRange?.length ?? 1) > 1 ? 0.35 : 0.6;
}

export function pairKey(p: ChartPoint, q: ChartPoint): string {
  return p < q ? `${p}|${q}` : `${q}|${p}`;
}

export interface ScoringInput {
  aspects: InterAspect[];
  overlays: HouseOverlay[];
  /** moonCertainty of each chart. */
  certainty: { a: number; b: number };
}

interface Amount {
  harmony: number;
  intensity: number;
  strength: number;
  emphasis: number;
  certainty: number;
}

export function aspectAmount(aspect: InterAspect, category: RelationCategory, certainty: { a: number; b: number }): Amount {
  const key = pairKey(aspect.a, aspect.b);
  const emphasis = PAIR_BOOST[category][key] ?? 1;
  const w = POINT_WEIGHT[category][aspect.a] * POINT_WEIGHT[category][aspect.b] * emphasis;
  const s = orbStrength(aspect.orb, aspect.maxOrb);
  const c = (aspect.a === 'moon' ? certainty.a : 1) * (aspect.b === 'moon' ? certainty.b : 1);
  const q = aspect.type === 'conjunction'
    ? CONJUNCTION_QUALITY[category][key] ?? (NATURE[aspect.a] + NATURE[aspect.b]) / 2
    : ASPECT_HARMONY[aspect.type];
  const k = (CHARGE[aspect.a] + CHARGE[aspect.b]) / 2;
  return { harmony: w * s * q * c, intensity: w * s * ASPECT_INTENSITY[aspect.type] * k * c, strength: s, emphasis, certainty: c };
}

export function overlayAmount(overlay: HouseOverlay, category: RelationCategory, certainty: { a: number; b: number }): Amount {
  const base = OVERLAY_FACTOR * POINT_WEIGHT[category][overlay.point] * HOUSE_WEIGHT[category][overlay.house - 1];
  const c = overlay.point === 'moon' ? certainty[overlay.guest] : 1;
  return { harmony: base * OVERLAY_VALENCE[overlay.point] * c, intensity: base * CHARGE[overlay.point] * c, strength: 1, emphasis: 1, certainty: c };
}

/** Logistic: bounded in (0, 100) however large the sum, continuous, and 50 at the ordinary pair. */
function toScore(sum: number, scale: { center: number; spread: number }): number {
  return Math.round(100 / (1 + Math.exp(-(sum - scale.center) / scale.spread)));
}

export function harmonyScore(sum: number, category: RelationCategory): number {
  return toScore(sum, SCALE[category].harmony);
}

export function intensityScore(sum: number, category: RelationCategory): number {
  return toScore(sum, SCALE[category].intensity);
}

export const CONTACTS_EACH_WAY = 5;

export function scoreCompatibility(input: ScoringInput): {
  scores: Record<RelationCategory, CategoryScores>;
  contacts: Record<RelationCategory, ScoredContact[]>;
} {
  const scores = {} as Record<RelationCategory, CategoryScores>;
  const contacts = {} as Record<RelationCategory, ScoredContact[]>;
  for (const category of RELATION_CATEGORIES) {
    const harmonies: number[] = [];
    const intensities: number[] = [];
    const weighed: ScoredContact[] = [];
    for (const aspect of input.aspects) {
      const amount = aspectAmount(aspect, category, input.certainty);
      harmonies.push(amount.harmony);
      intensities.push(amount.intensity);
      if (amount.harmony !== 0) weighed.push({ kind: 'aspect', aspect, category, ...amount });
    }
    for (const overlay of input.overlays) {
      const amount = overlayAmount(overlay, category, input.certainty);
      harmonies.push(amount.harmony);
      intensities.push(amount.intensity);
      if (amount.harmony !== 0) weighed.push({ kind: 'overlay', overlay, category, ...amount });
    }
    scores[category] = { harmony: harmonyScore(orderedSum(harmonies), category), intensity: intensityScore(orderedSum(intensities), category) };
    const byHarmony = weighed.sort((x, y) => y.harmony - x.harmony);
    const pro = byHarmony.filter((contact) => contact.harmony > 0).slice(0, CONTACTS_EACH_WAY);
    const contra = byHarmony.filter((contact) => contact.harmony < 0).reverse().slice(0, CONTACTS_EACH_WAY);
    contacts[category] = [...pro, ...contra];
  }
  return { scores, contacts };
}

/** Summed in sorted order, so the same contacts listed the other way round give bit-identical totals. */
function orderedSum(values: number[]): number {
  return values.sort((x, y) => x - y).reduce((sum, v) => sum + v, 0);
}
