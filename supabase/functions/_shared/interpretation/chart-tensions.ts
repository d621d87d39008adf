import type { NatalChart } from '../contract/chart.ts';
import { PLANETS, type PlanetId } from '../contract/vocabulary.ts';
import { dignitiesOf, MODERN_CORULER, TRADITIONAL_RULER } from './astro-rules.ts';
import { angleOf, ascendantSignOf, BALANCE_WEIGHT, type HemisphereEmphasis, houseOf, stelliums, timeKnown } from './chart-analysis.ts';
import type { Dimension } from './corpus/tensions.ts';

// The synthesis step: before the reading is assembled, find where two of its passages would pull apart and say so.
// Three kinds are found from the chart's facts:
// - a passage against another about the same trait (Mercury «pausado» in Taurus, «aprendes rápido» in its trine
//   with Uranus): every passage the composer writes is tagged with a source key, CLAIMS says which keys claim
//   which side of a trait, and a tension is a trait with both sides in one reading;
// - a hemisphere against where its weight sits (most planets above the horizon, the side that looks outward, but
//   many of them in the 12th house, the most hidden);
// - the dominant planet against its own dignity (Mars rules the chart from its fall in Cancer).
// The composer then chooses the text that fits or writes the sentence that names the pull.

/**
 * A passage's source: 'sign:mercury:taurus', 'house:mars:3', 'retro:mercury', 'ascendant:scorpio',
 * 'aspect:mercury-uranus:flowing:trine', 'side:sun:asc-1', 'stellium:house:12', 'hemisphere:above',
 * 'dominant:jupiter'. A claim pattern matches a source when its parts match ('*' matches any part) and it may
 * stop early: 'aspect:mercury-uranus' matches every aspect of that pair.
 */
export type Source = string;

/** For each trait, the sources that claim its first side and those that claim its second, as their texts say. */
export const CLAIMS: Record<Dimension, readonly [readonly string[], readonly string[]]> = {
  // Slow, deliberate thinking against quick thinking.
  'thinking-pace': [
    ['sign:mercury:taurus', 'retro:mercury', 'aspect:mercury-saturn:conjunction', 'aspect:mercury-saturn:tense'],
    ['sign:mercury:aries', 'sign:mercury:gemini', 'aspect:mercury-uranus', 'aspect:mercury-mars', 'house:mars:3'],
  ],
  // Feelings held back against feelings that burst out.
  'emotional-expression': [
    ['sign:moon:capricorn', 'aspect:moon-saturn', 'sign:saturn:cancer'],
    ['sign:moon:aries', 'sign:moon:leo', 'aspect:moon-mars:conjunction', 'aspect:moon-mars:tense'],
  ],
  // A reserved presence or a private life against a visible one.
  visibility: [
    ['ascendant:scorpio', 'ascendant:cancer', 'ascendant:capricorn', 'ascendant:virgo', 'stellium:house:12', 'hemisphere:below', 'aspect:saturn-ascendant:conjunction'],
    // A planet just past the Ascendant shows at once; Saturn there shows as reserve, so it does not count.
    [
      'side:sun:asc-1', 'side:moon:asc-1', 'side:mercury:asc-1', 'side:venus:asc-1', 'side:mars:asc-1', 'side:jupiter:asc-1', 'side:uranus:asc-1',
      'side:neptune:asc-1', 'side:pluto:asc-1', 'ascendant:leo', 'hemisphere:above', 'aspect:sun-midheaven:conjunction', 'stellium:sign:leo',
      'stellium:house:10',
    ],
  ],
  // Force that goes round about against force that goes straight.
  action: [
    ['sign:mars:cancer', 'sign:mars:libra', 'sign:mars:pisces', 'retro:mars'],
    ['sign:mars:aries', 'aspect:sun-mars:conjunction', 'aspect:mars-ascendant:conjunction'],
  ],
  // Trust in life against doubt about oneself.
  outlook: [
    ['aspect:sun-jupiter', 'sign:sun:sagittarius', 'dominant:jupiter', 'aspect:jupiter-ascendant:conjunction'],
    ['aspect:sun-saturn:conjunction', 'aspect:sun-saturn:tense', 'aspect:mercury-saturn:tense', 'sign:saturn:gemini', 'sign:saturn:aries'],
  ],
  // Freedom in love against fusion.
  love: [
    ['sign:venus:aquarius', 'sign:venus:sagittarius', 'sign:venus:gemini', 'aspect:venus-uranus'],
    ['sign:venus:scorpio', 'sign:venus:cancer', 'aspect:venus-pluto', 'house:venus:8', 'aspect:moon-pluto:tense', 'aspect:pluto-ascendant:tense:opposition'],
  ],
};

function matches(pattern: readonly string[], source: readonly string[]): boolean {
  return pattern.length <= source.length && pattern.every((part, i) => part === '*' || part === source[i]);
}

const DIMENSIONS = Object.keys(CLAIMS) as Dimension[];
const SPLIT_CLAIMS = DIMENSIONS.map((dimension) => CLAIMS[dimension].map((patterns) => patterns.map((pattern) => pattern.split(':'))));

/**
 * The pole each source claims in every trait (0, 1, or −1 for none), in the order of DIMENSIONS. Sources come from
 * a closed vocabulary (planets, signs, houses, aspects), so this process keeps each answer once found: a reading
 * reads about a hundred sources, nearly all of them seen in earlier readings.
 */
const polesBySource = new Map<Source, readonly number[]>();

function polesOf(source: Source): readonly number[] {
  let poles = polesBySource.get(source);
  if (!poles) {
    const parts = source.split(':');
    poles = SPLIT_CLAIMS.map((sides) => sides.findIndex((patterns) => patterns.some((pattern) => matches(pattern, parts))));
    polesBySource.set(source, poles);
  }
  return poles;
}

export interface ClaimTension {
  dimension: Dimension;
  /** The first source read for the side that is not read last, and the pole it claims (0 or 1, as in CLAIMS). */
  first: { source: Source; block: number; pole: 0 | 1 };
  /** The last source of either side: once it is read, both sides are, so the naming sentence goes in its block. */
  second: { source: Source; block: number };
}

/**
 * Every trait that `blocks` (the sources of each block, in reading order) claim both ways. One tension per trait,
 * named where the last claim on it is read, so no contradicting passage comes after the sentence that reconciles
 * them; it names that last source and the first one read for the other side.
 */
export function claimTensions(blocks: readonly (readonly Source[])[]): ClaimTension[] {
  const read = blocks.flatMap((sources, block) => sources.map((source) => ({ source, block, poles: polesOf(source) })));
  const tensions: ClaimTension[] = [];
  DIMENSIONS.forEach((dimension, d) => {
    const claims = read.filter((claim) => claim.poles[d] !== -1);
    const last = claims[claims.length - 1];
    const other = last && claims.find((claim) => claim.poles[d] !== last.poles[d]);
    if (!last || !other) return;
    tensions.push({ dimension, first: { source: other.source, block: other.block, pole: other.poles[d] as 0 | 1 }, second: { source: last.source, block: last.block } });
  });
  return tensions;
}

/** The houses that hide what sits in them: the 12th, and the 8th for the upper half, which reads as the public one. */
const INNER_HOUSES: Record<'above' | 'east', readonly number[]> = { above: [8, 12], east: [12] };
const HALF_HOUSES: Record<HemisphereEmphasis['hemispheres'][number], readonly number[]> = {
  east: [10, 11, 12, 1, 2, 3], west: [4, 5, 6, 7, 8, 9], below: [1, 2, 3, 4, 5, 6], above: [7, 8, 9, 10, 11, 12],
};

export interface HalfWeight {
  planets: number;
  /** The planets in the half, in the order of PLANETS. */
  members: PlanetId[];
  /** The planets of the half in its hidden houses, when they carry at least half of its weight. */
  inner: { count: number; houses: number[] } | null;
}

/** How many of the ten planets sit in a half, and whether its weight sits mostly where nobody sees it. */
export function halfWeight(chart: NatalChart, half: HemisphereEmphasis['hemispheres'][number]): HalfWeight {
  const inHalf = PLANETS.filter((p) => HALF_HOUSES[half].includes(houseOf(chart, p) ?? 0));
  const weight = (planets: readonly PlanetId[]) => planets.reduce((sum, p) => sum + BALANCE_WEIGHT[p], 0);
  if (half !== 'above' && half !== 'east') return { planets: inHalf.length, members: inHalf, inner: null };
  const hidden = inHalf.filter((p) => INNER_HOUSES[half].includes(houseOf(chart, p) ?? 0));
  const inner = hidden.length >= 2 && weight(hidden) >= weight(inHalf) / 2
    ? { count: hidden.length, houses: [...new Set(hidden.map((p) => houseOf(chart, p) as number))].sort((x, y) => x - y) }
    : null;
  return { planets: inHalf.length, members: inHalf, inner };
}

/** Why the dominant planet dominates, strongest reasons first, as the voice will phrase them. */
export type DominanceReason =
  | { kind: 'rules-ascendant' } | { kind: 'co-rules-ascendant' } | { kind: 'angle'; angle: 'ascendant' | 'descendant' | 'midheaven' | 'imumCoeli' }
  | { kind: 'dignity'; dignity: 'domicile' | 'exaltation' } | { kind: 'rules-lights'; sun: boolean; moon: boolean } | { kind: 'stellium' }
  | { kind: 'angular-house'; house: number } | { kind: 'aspects' };

export function dominanceReasons(chart: NatalChart, planet: PlanetId): DominanceReason[] {
  const reasons: DominanceReason[] = [];
  const ascSign = ascendantSignOf(chart);
  if (ascSign && TRADITIONAL_RULER[ascSign] === planet) reasons.push({ kind: 'rules-ascendant' });
  else if (ascSign && MODERN_CORULER[ascSign] === planet) reasons.push({ kind: 'co-rules-ascendant' });
  const angle = angleOf(chart, planet);
  if (angle) reasons.push({ kind: 'angle', angle });
  const dignities = dignitiesOf(planet, chart.bodies[planet].sign);
  if (dignities.includes('domicile')) reasons.push({ kind: 'dignity', dignity: 'domicile' });
  else if (dignities.includes('exaltation')) reasons.push({ kind: 'dignity', dignity: 'exaltation' });
  const moonCertain = timeKnown(chart) || (chart.moonSignRange?.length ?? 1) <= 1;
  // The Sun ruling its own sign is its domicile, already said.
  const sun = planet !== 'sun' && TRADITIONAL_RULER[chart.bodies.sun.sign] === planet;
  const moon = planet !== 'moon' && moonCertain && TRADITIONAL_RULER[chart.bodies.moon.sign] === planet;
  if (sun || moon) reasons.push({ kind: 'rules-lights', sun, moon });
  if (stelliums(chart).some((s) => s.planets.includes(planet))) reasons.push({ kind: 'stellium' });
  const house = houseOf(chart, planet);
  if (!angle && house && house % 3 === 1) reasons.push({ kind: 'angular-house', house });
  if (!reasons.length) reasons.push({ kind: 'aspects' });
  return reasons.slice(0, 3);
}

/** The dominant planet's detriment or fall in its sign, if it has one: strong and ill at ease at once. */
export function dominantDebility(chart: NatalChart, planet: PlanetId): ('detriment' | 'fall')[] {
  return dignitiesOf(planet, chart.bodies[planet].sign).filter((d): d is 'detriment' | 'fall' => d === 'detriment' || d === 'fall');
}

