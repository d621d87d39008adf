import { SIGNS, signOf } from '../contract/zodiac.ts';
import type { Aspect, AspectType, Element, Modality, NatalChart, SignId } from '../contract/chart.ts';
import { type Dignity, dignitiesOf, MODERN_CORULER, TRADITIONAL_RULER } from './astro-rules.ts';
import { ASPECT_FAMILY, type AspectFamily, type AspectTextPoint, isAspectTextPoint, pairKey } from './corpus/aspects/index.ts';
import { PLANETS, type PlanetId, POINT_NAME, POINT_IN_SENTENCE, SIGN_ELEMENT, SIGN_NAME } from '../contract/vocabulary.ts'

// What the composer knows about a chart before it writes a word: every factor worth a paragraph, weighed and
// ranked, and the whole-chart measures (weighted balance, hemispheres, dominant planet) the synthesis reads.

export type AngleId = 'ascendant' | 'descendant' | 'midheaven' | 'imumCoeli';

interface FactorBase { id: string; weight: number; title: string }

export interface PlacementFactor extends FactorBase {
  kind: 'placement';
  planet: PlanetId;
  sign: SignId;
  house: number | null;
  dignities: Dignity[];
  /** 'traditional' for the chart ruler, 'modern' for the modern co-ruler of the Ascendant's sign. */
  rulership: 'traditional' | 'modern' | null;
  /** The angle the planet sits on (within ANGULAR_ORB), when the time is known. */
  angle: AngleId | null;
}

export interface AscendantFactor extends FactorBase { kind: 'ascendant'; sign: SignId; degree: number }

export interface AspectFactor extends FactorBase {
  kind: 'aspect';
  /** Canonical order: the one the aspect corpus keys pairs by. */
  a: AspectTextPoint;
  b: AspectTextPoint;
  type: AspectType;
  family: AspectFamily;
  orb: number;
  /** The orb the aspect is allowed, to tell a tight one from one near its limit. */
  maxOrb: number;
  applying: boolean | null;
  /** The aspect's angle holds by degrees but not between the signs it would normally join. */
  outOfSign: boolean;
}

export interface StelliumFactor extends FactorBase {
  kind: 'stellium';
  by: 'sign' | 'house';
  sign: SignId | null;
  house: number | null;
  planets: PlanetId[];
}

export type ChartFactor = PlacementFactor | AscendantFactor | AspectFactor | StelliumFactor;

/** Within this many degrees of an angle a planet counts as angular. */
export const ANGULAR_ORB = 8;
const MAX_ASPECTS = 12;
const MIN_ASPECT_WEIGHT = 12;
const OUTER: ReadonlySet<string> = new Set(['uranus', 'neptune', 'pluto']);

/** Weight of each point in the element, modality and hemisphere counts (library: luminaries and Ascendant more). */
export const BALANCE_WEIGHT: Record<PlanetId | 'ascendant', number> = {
  sun: 3, moon: 3, ascendant: 3, mercury: 2, venus: 2, mars: 2, jupiter: 1.5, saturn: 1.5, uranus: 0.5, neptune: 0.5, pluto: 0.5,
};

const PLACEMENT_WEIGHT: Record<PlanetId, number> = {
  sun: 100, moon: 96, mercury: 44, venus: 44, mars: 44, jupiter: 34, saturn: 36, uranus: 18, neptune: 16, pluto: 18,
};
const ASPECT_IMPORTANCE: Record<AspectTextPoint, number> = {
  sun: 10, moon: 10, ascendant: 9, midheaven: 8, mercury: 6, venus: 6, mars: 6, jupiter: 4.5, saturn: 5, uranus: 3, neptune: 3, pluto: 3.5,
};
const ASPECT_TYPE_FACTOR: Partial<Record<AspectType, number>> = { conjunction: 1, opposition: 0.9, square: 0.85, trine: 0.7, sextile: 0.55 };
const DIGNITY_BONUS: Record<Dignity, number> = { domicile: 10, exaltation: 8, detriment: 6, fall: 6 };

const ASPECT_PHRASE: Record<AspectType, string> = {
  conjunction: 'en conjunción con', sextile: 'en sextil con', square: 'en cuadratura con', trine: 'en trígono con',
  opposition: 'en oposición a', quincunx: 'en quincuncio con', semisextile: 'en semisextil con',
};

export function timeKnown(chart: NatalChart): boolean {
  return chart.timeKnown && chart.angles !== null;
}

export function ascendantSignOf(chart: NatalChart): SignId | null {
  return timeKnown(chart) && chart.angles ? signOf(chart.angles.ascendant) : null;
}

export function houseOf(chart: NatalChart, body: PlanetId | 'trueNode'): number | null {
  const house = chart.bodies[body].house;
  return timeKnown(chart) && typeof house === 'number' && house >= 1 && house <= 12 ? house : null;
}

function separation(a: number, b: number): number {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return Math.min(d, 360 - d);
}

/** The angle a planet sits on, if any: conjunct the Ascendant, Descendant, Midheaven or Imum Coeli. */
export function angleOf(chart: NatalChart, planet: PlanetId): AngleId | null {
  if (!timeKnown(chart) || !chart.angles) return null;
  const { ascendant, midheaven } = chart.angles;
  const longitude = chart.bodies[planet].longitude;
  const candidates: [AngleId, number][] = [
    ['ascendant', separation(longitude, ascendant)], ['descendant', separation(longitude, ascendant + 180)],
    ['midheaven', separation(longitude, midheaven)], ['imumCoeli', separation(longitude, midheaven + 180)],
  ];
  const [angle, distance] = candidates.reduce((best, next) => (next[1] < best[1] ? next : best));
  return distance <= ANGULAR_ORB ? angle : null;
}

function pointLongitude(chart: NatalChart, point: AspectTextPoint): number {
  if (point === 'ascendant' || point === 'midheaven') return chart.angles?.[point] ?? 0;
  return chart.bodies[point].longitude;
}

/** Whether the signs of the two points fail to match the aspect (e.g. a conjunction across a sign boundary). */
export function isOutOfSign(chart: NatalChart, aspect: Pick<Aspect, 'a' | 'b' | 'angle'>): boolean {
  if (!isAspectTextPoint(aspect.a) || !isAspectTextPoint(aspect.b)) return false;
  const signA = SIGNS.indexOf(signOf(pointLongitude(chart, aspect.a)));
  const signB = SIGNS.indexOf(signOf(pointLongitude(chart, aspect.b)));
  const steps = (signB - signA + 12) % 12;
  const expected = Math.round(aspect.angle / 30) % 12;
  return steps !== expected && steps !== (12 - expected) % 12;
}

function ruledBy(chart: NatalChart, planet: PlanetId): 'traditional' | 'modern' | null {
  const sign = ascendantSignOf(chart);
  if (!sign) return null;
  if (TRADITIONAL_RULER[sign] === planet) return 'traditional';
  return MODERN_CORULER[sign] === planet ? 'modern' : null;
}

/** The traditional ruler of the Ascendant's sign, as the library teaches; null without a birth time. */
export function chartRulerOf(chart: NatalChart): PlanetId | null {
  const sign = ascendantSignOf(chart);
  return sign ? TRADITIONAL_RULER[sign] : null;
}

function placementFactor(chart: NatalChart, planet: PlanetId): PlacementFactor {
  const body = chart.bodies[planet];
  const house = houseOf(chart, planet);
  const dignities = dignitiesOf(planet, body.sign);
  const rulership = ruledBy(chart, planet);
  const angle = angleOf(chart, planet);
  let weight = PLACEMENT_WEIGHT[planet];
  if (rulership === 'traditional') weight += 40;
  if (rulership === 'modern') weight += 15;
  if (angle) weight += 25;
  else if (house && house % 3 === 1) weight += 6;
  for (const dignity of dignities) weight += DIGNITY_BONUS[dignity];
  if (planet === 'moon' && !timeKnown(chart) && (chart.moonSignRange?.length ?? 1) > 1) weight -= 12;
  const where = house ? `${SIGN_NAME[body.sign]}, casa ${house}` : SIGN_NAME[body.sign];
  const title = `${POINT_NAME[planet]} en ${where}${rulership === 'traditional' ? ', regente de la carta' : rulership === 'modern' ? ', corregente de la carta' : ''}`;
  return { kind: 'placement', id: `placement:${planet}`, weight, title, planet, sign: body.sign, house, dignities, rulership, angle };
}

function withPreposition(phrase: string, point: string): string {
  if (phrase.endsWith(' a') && point.startsWith('el ')) return `${phrase.slice(0, -2)} al ${point.slice(3)}`;
  return `${phrase} ${point}`;
}

function aspectTitle(a: AspectTextPoint, b: AspectTextPoint, type: AspectType): string {
  const base = `${POINT_NAME[a]} ${withPreposition(ASPECT_PHRASE[type], POINT_IN_SENTENCE[b])}`;
  if (type !== 'opposition' || (b !== 'ascendant' && b !== 'midheaven')) return base;
  return `${base} (junto ${b === 'ascendant' ? 'al Descendente' : 'al Fondo del Cielo'})`;
}

function aspectFactors(chart: NatalChart): AspectFactor[] {
  const ruler = chartRulerOf(chart);
  const seen = new Set<string>();
  const factors: AspectFactor[] = [];
  for (const aspect of [...chart.aspects].sort((x, y) => x.orb - y.orb)) {
    const family = ASPECT_FAMILY[aspect.type];
    const typeFactor = ASPECT_TYPE_FACTOR[aspect.type];
    if (!family || !typeFactor || !aspect.major || aspect.a === aspect.b) continue;
    if (!isAspectTextPoint(aspect.a) || !isAspectTextPoint(aspect.b)) continue;
    const angles = [aspect.a, aspect.b].filter((p) => p === 'ascendant' || p === 'midheaven');
    if (angles.length && !timeKnown(chart)) continue;
    const key = pairKey(aspect.a, aspect.b);
    if (seen.has(key)) continue;
    seen.add(key);
    const [a, b] = key.split('-') as [AspectTextPoint, AspectTextPoint];
    const bothOuter = OUTER.has(a) && OUTER.has(b);
    // Two slow planets describe a generation: only a near-exact one says enough to be written.
    if (bothOuter && aspect.orb > 1.5) continue;
    const importance = ASPECT_IMPORTANCE[a] + ASPECT_IMPORTANCE[b] + (a === ruler || b === ruler ? 3 : 0);
    const tightness = 1 - 0.6 * Math.min(1, aspect.orb / Math.max(aspect.maxOrb, 0.1));
    let weight = 4 * typeFactor * importance * tightness;
    // A planet on an angle is among the most visible things in a chart.
    if (angles.length === 1 && (aspect.type === 'conjunction' || aspect.type === 'opposition') && aspect.orb <= 5) weight += 25;
    // Mercury and Venus are never far from the Sun, so their conjunction with it is common and weighs less.
    if (aspect.type === 'conjunction' && (a === 'sun' || a === 'moon')) weight += a === 'sun' && (b === 'mercury' || b === 'venus') ? 5 : 20;
    if (bothOuter) weight /= 2;
    factors.push({
      kind: 'aspect', id: `aspect:${key}`, weight, title: aspectTitle(a, b, aspect.type), a, b, type: aspect.type, family,
      orb: aspect.orb, maxOrb: aspect.maxOrb, applying: aspect.applying, outOfSign: isOutOfSign(chart, aspect),
    });
  }
  return factors.filter((f) => f.weight >= MIN_ASPECT_WEIGHT).sort((x, y) => y.weight - x.weight).slice(0, MAX_ASPECTS);
}

function listNames(planets: PlanetId[]): string {
  const names = planets.map((p) => POINT_NAME[p]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}` : names.join('');
}

/** Three or more of the ten planets in one sign, or in one house; a house group identical to a sign group is left to it. */
export function stelliums(chart: NatalChart): StelliumFactor[] {
  const factors: StelliumFactor[] = [];
  const weightOf = (planets: PlanetId[], base: number) =>
    base + 6 * (planets.length - 3) + (planets.includes('sun') || planets.includes('moon') ? 10 : 0);
  const signGroups = new Set<string>();
  for (const sign of SIGNS) {
    const planets = PLANETS.filter((p) => chart.bodies[p].sign === sign);
    if (planets.length < 3) continue;
    signGroups.add(planets.join(','));
    factors.push({
      kind: 'stellium', id: `stellium:sign:${sign}`, weight: weightOf(planets, 50), by: 'sign', sign, house: null, planets,
      title: `Stellium en ${SIGN_NAME[sign]}: ${listNames(planets)}`,
    });
  }
  if (timeKnown(chart)) {
    for (let house = 1; house <= 12; house += 1) {
      const planets = PLANETS.filter((p) => houseOf(chart, p) === house);
      if (planets.length < 3 || signGroups.has(planets.join(','))) continue;
      factors.push({
        kind: 'stellium', id: `stellium:house:${house}`, weight: weightOf(planets, 46), by: 'house', sign: null, house, planets,
        title: `Stellium en la casa ${house}: ${listNames(planets)}`,
      });
    }
  }
  return factors;
}

/**
 * Every factor the reading writes about, heaviest first: the luminaries, the Ascendant and its ruler, planets
 * on angles, tight aspects to personal points, stelliums and dignities all add weight. Ties fall back to the
 * id, so a chart always ranks the same way.
 */
export function rankChartFactors(chart: NatalChart): ChartFactor[] {
  const factors: ChartFactor[] = PLANETS.map((planet) => placementFactor(chart, planet));
  const ascSign = ascendantSignOf(chart);
  if (ascSign && chart.angles) {
    factors.push({
      kind: 'ascendant', id: 'ascendant', weight: 92, title: `Ascendente en ${SIGN_NAME[ascSign]}`, sign: ascSign,
      degree: chart.angles.ascendant % 30,
    });
  }
  factors.push(...aspectFactors(chart), ...stelliums(chart));
  return factors.sort((x, y) => y.weight - x.weight || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
}

export interface WeightedBalance {
  elements: Record<Element, number>;
  modalities: Record<Modality, number>;
}

const MODALITY_OF: readonly Modality[] = ['cardinal', 'fixed', 'mutable'];

/** Element and modality totals with BALANCE_WEIGHT; a Moon whose sign depends on the unknown hour splits its weight. */
export function weightedBalance(chart: NatalChart): WeightedBalance {
  const elements: Record<Element, number> = { fire: 0, earth: 0, air: 0, water: 0 };
  const modalities: Record<Modality, number> = { cardinal: 0, fixed: 0, mutable: 0 };
  const add = (sign: SignId, weight: number) => {
    elements[SIGN_ELEMENT[sign]] += weight;
    modalities[MODALITY_OF[SIGNS.indexOf(sign) % 3]] += weight;
  };
  for (const planet of PLANETS) {
    const range = planet === 'moon' && !timeKnown(chart) ? [...new Set(chart.moonSignRange ?? [])] : [];
    if (range.length > 1) for (const sign of range) add(sign, BALANCE_WEIGHT.moon / range.length);
    else add(chart.bodies[planet].sign, BALANCE_WEIGHT[planet]);
  }
  const ascSign = ascendantSignOf(chart);
  if (ascSign) add(ascSign, BALANCE_WEIGHT.ascendant);
  return { elements, modalities };
}

export interface HemisphereEmphasis {
  /** 'east' (Ascendant side), 'west', 'below' (houses 1–6) or 'above' (7–12), when one holds 65% of the weight. */
  hemispheres: ('east' | 'west' | 'below' | 'above')[];
  /** 1–4, when one quadrant holds at least 40% of the weight. */
  quadrant: number | null;
}

/** Null without a birth time: hemispheres and quadrants are made of houses. */
export function hemisphereEmphasis(chart: NatalChart): HemisphereEmphasis | null {
  if (!timeKnown(chart)) return null;
  const quadrants = [0, 0, 0, 0];
  let total = 0;
  for (const planet of PLANETS) {
    const house = houseOf(chart, planet);
    if (!house) return null;
    quadrants[Math.floor((house - 1) / 3)] += BALANCE_WEIGHT[planet];
    total += BALANCE_WEIGHT[planet];
  }
  const east = quadrants[0] + quadrants[3];
  const below = quadrants[0] + quadrants[1];
  const hemispheres: HemisphereEmphasis['hemispheres'] = [];
  if (east / total >= 0.65) hemispheres.push('east');
  if ((total - east) / total >= 0.65) hemispheres.push('west');
  if (below / total >= 0.65) hemispheres.push('below');
  if ((total - below) / total >= 0.65) hemispheres.push('above');
  const top = Math.max(...quadrants);
  const quadrant = top / total >= 0.4 ? quadrants.indexOf(top) + 1 : null;
  return { hemispheres, quadrant };
}

/**
 * The planet that most colours the chart: rulership of the Ascendant, a place on an angle or in an angular
 * house, dignity, rulership of the Sun's and Moon's signs, tight aspects to personal points and stelliums.
 */
export function planetScores(chart: NatalChart): Record<PlanetId, number> {
  const scores = Object.fromEntries(PLANETS.map((p) => [p, p === 'sun' || p === 'moon' ? 2 : 0])) as Record<PlanetId, number>;
  for (const planet of PLANETS) {
    const rulership = ruledBy(chart, planet);
    if (rulership === 'traditional') scores[planet] += 6;
    if (rulership === 'modern') scores[planet] += 3;
    if (angleOf(chart, planet)) scores[planet] += 5;
    const house = houseOf(chart, planet);
    if (house && house % 3 === 1) scores[planet] += 2;
    const dignities = dignitiesOf(planet, chart.bodies[planet].sign);
    // An outer planet stays in its own sign for years: a whole generation shares that dignity.
    if (dignities.includes('domicile')) scores[planet] += OUTER.has(planet) ? 1 : 4;
    if (dignities.includes('exaltation')) scores[planet] += 3;
    if (OUTER.has(planet)) scores[planet] -= 1;
  }
  scores[TRADITIONAL_RULER[chart.bodies.sun.sign]] += 3;
  if (!(!timeKnown(chart) && (chart.moonSignRange?.length ?? 1) > 1)) scores[TRADITIONAL_RULER[chart.bodies.moon.sign]] += 2;
  const personal = new Set(['sun', 'moon', 'ascendant', 'midheaven']);
  for (const aspect of chart.aspects) {
    if (!aspect.major) continue;
    for (const [self, other] of [[aspect.a, aspect.b], [aspect.b, aspect.a]] as const) {
      if (!(PLANETS as readonly string[]).includes(self)) continue;
      if (personal.has(other) && aspect.orb <= 3) scores[self as PlanetId] += 1.5;
      else if (aspect.orb <= 2) scores[self as PlanetId] += 0.5;
    }
  }
  for (const stellium of stelliums(chart)) for (const planet of stellium.planets) scores[planet] += 1;
  return scores;
}

export function dominantPlanet(chart: NatalChart): PlanetId {
  const scores = planetScores(chart);
  return PLANETS.reduce((best, planet) => (scores[planet] > scores[best] ? planet : best));
}
