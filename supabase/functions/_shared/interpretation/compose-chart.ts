import { signOf, SIGNS } from '../contract/zodiac.ts';
import type { Element, Modality, NatalChart, SignId } from '../contract/chart.ts';
import {
  ASPECT_FEMININE, ASPECT_NAME, ELEMENT_WITH_ARTICLE, MODALITY_NAME, PLANETS, type PlanetId, POINT_IN_SENTENCE, POINT_NAME, SIGN_ELEMENT, SIGN_NAME,
  capitalize, de, formatAmount, formatDegrees, spanishDate,
} from '../contract/vocabulary.ts';
import {
  type AscendantFactor, type AspectFactor, BALANCE_WEIGHT, type ChartFactor, type PlacementFactor, type StelliumFactor, ascendantSignOf, dominantPlanet,
  hemisphereEmphasis, houseOf, rankChartFactors, timeKnown, weightedBalance,
} from './chart-analysis.ts';
import { type Dignity, TRADITIONAL_RULER, type TraditionalRuler, dignitiesOf } from './astro-rules.ts';
import { chartCycles, type CycleReturn } from './cycles.ts';
import { firstName } from '../contract/person-name.ts';
import { type ClaimTension, type DominanceReason, type Source, claimTensions, dominanceReasons, dominantDebility, halfWeight } from './chart-tensions.ts';
import { aspectText, PAIR_TEXTS, type PairTexts } from './corpus/aspects/index.ts';
import { SUN_MERCURY_CONJUNCTION_BY_ORB } from './corpus/aspects/sun.ts';
import { OTHER_PAIR_TEXTS } from './corpus/aspects-other/index.ts';
import { OTHER_SUN_MERCURY_CONJUNCTION_BY_ORB } from './corpus/aspects-other/sun.ts';
import { DIGNITY_NAME } from './corpus/dignities.ts';
import {
  STELLIUM_IN_HOUSE, STELLIUM_IN_SIGN, SUMMARY_FAMILY, SUMMARY_HOUSE_AREA, SUMMARY_KEYWORD, SUMMARY_SIGN_TONE,
} from './corpus/synthesis.ts';
import { NODE_LESSON, NORTH_NODE_HOUSE, NORTH_NODE_SIGN, type RetrogradeNotePlanet } from './corpus/themes.ts';
import {
  OTHER_HEADING, OTHER_NORTH_NODE_HOUSE, OTHER_NORTH_NODE_SIGN,
  OTHER_STELLIUM_IN_HOUSE, OTHER_STELLIUM_IN_SIGN, OTHER_SUMMARY_FAMILY, OTHER_SUMMARY_HOUSE_AREA, OTHER_SUMMARY_KEYWORD,
} from './corpus/other-person.ts';
import type { Frames, Pick, Pillars } from './corpus/frame-types.ts';
import { SELF_FRAMES, withGreeting } from './corpus/frames.ts';
import { otherFrames } from './corpus/other-frames.ts';
import { ANGLE_SIDE, type AngleSide, TENSIONS, type TensionTexts } from './corpus/tensions.ts';
import { FAST_PLANETS, PLACEMENTS, type PlacementCorpus } from './corpus/placements/index.ts';
import { ASCENDANT } from './corpus/placements/ascendant.ts';
import { QUALITY, type QualityPoint } from './corpus/qualities.ts';
import type { Weaves } from './corpus/weave-types.ts';
import { SELF_WEAVES } from './corpus/weaves.ts';
import { OTHER_WEAVES } from './corpus/other-weaves.ts';
import { OTHER_ANGLE_SIDE, OTHER_TENSIONS } from './corpus/other-tensions.ts';

// The built-in natal reading. It ranks the chart's factors first (chart-analysis.ts), then writes them in that
// order under three headings of falling weight, after a summary of the three strongest; the synthesis, the
// cycles, the node and a closing follow. Every passage carries the source it interprets, so a synthesis step
// (chart-tensions.ts) can find the passages that pull against each other and name the pull. The frame around
// the passages (corpus/frames.ts, other-frames.ts) is chosen from the chart, so two people's readings do not
// share it. The AI prompt asks for the same headings.

const HEADING = {
  summary: 'Lo esencial de tu carta',
  noTime: 'Sin hora de nacimiento: lo que queda abierto',
  strongest: 'Lo que más pesa',
  middle: 'Lo que completa el retrato',
  background: 'Matices y telón de fondo',
  synthesis: 'Tu carta en conjunto',
  cycles: 'Tus ciclos: Saturno, Júpiter y los nodos',
  node: 'Tu nodo norte',
  closing: 'Para cerrar',
} as const;

/** Section headings (without "## "), in order, of a reading with a known birth time. */
export const CHART_SECTION_HEADINGS: readonly string[] = [
  HEADING.summary, HEADING.strongest, HEADING.middle, HEADING.background, HEADING.synthesis, HEADING.cycles, HEADING.node,
  HEADING.closing,
];

/** Without a birth time one more section, right after the summary, says once what cannot be known. */
export const CHART_SECTION_HEADINGS_NO_TIME: readonly string[] = [
  HEADING.summary, HEADING.noTime, HEADING.strongest, HEADING.middle, HEADING.background, HEADING.synthesis, HEADING.cycles,
  HEADING.node, HEADING.closing,
];

export function chartSectionHeadings(known: boolean, perspective: Perspective = 'self'): readonly string[] {
  if (perspective === 'self') return known ? CHART_SECTION_HEADINGS : CHART_SECTION_HEADINGS_NO_TIME;
  const h = OTHER_HEADING;
  return [h.summary, ...(known ? [] : [h.noTime]), h.strongest, h.middle, h.background, h.synthesis, h.cycles, h.node, h.closing];
}

/** Whose chart it is: the reader's own ("tú"), or someone else's, spoken of in the third person. */
export type Perspective = 'self' | 'other';

/** Everything that differs between a reading of one's own chart and one of someone else's. */
interface Voice {
  heading: Record<keyof typeof HEADING, string>;
  /** The first name to greet the reader with (own chart only; someone else's name lives in its frames). */
  greeting: string | null;
  frames: Frames;
  possessive: 'tu' | 'su';
  summaryKeyword: typeof SUMMARY_KEYWORD;
  summaryHouseArea: typeof SUMMARY_HOUSE_AREA;
  summaryFamily: typeof SUMMARY_FAMILY;
  pairTexts: Readonly<Record<string, PairTexts>>;
  sunMercuryByOrb: typeof SUN_MERCURY_CONJUNCTION_BY_ORB;
  northNodeSign: typeof NORTH_NODE_SIGN;
  northNodeHouse: typeof NORTH_NODE_HOUSE;
  stelliumInSign: typeof STELLIUM_IN_SIGN;
  stelliumInHouse: typeof STELLIUM_IN_HOUSE;
  angleSide: typeof ANGLE_SIDE;
  tensions: TensionTexts;
  /** Which half of each placement corpus speaks. */
  placement: 'self' | 'other';
  weaves: Weaves;
}

function selfVoice(greeting: string | null): Voice {
  return {
    heading: HEADING,
    greeting,
    frames: SELF_FRAMES,
    possessive: 'tu',
    summaryKeyword: SUMMARY_KEYWORD,
    summaryHouseArea: SUMMARY_HOUSE_AREA,
    summaryFamily: SUMMARY_FAMILY,
    pairTexts: PAIR_TEXTS,
    sunMercuryByOrb: SUN_MERCURY_CONJUNCTION_BY_ORB,
    northNodeSign: NORTH_NODE_SIGN,
    northNodeHouse: NORTH_NODE_HOUSE,
    stelliumInSign: STELLIUM_IN_SIGN,
    stelliumInHouse: STELLIUM_IN_HOUSE,
    angleSide: ANGLE_SIDE,
    tensions: TENSIONS,
    placement: 'self',
    weaves: SELF_WEAVES,
  };
}

/** `who` is the person's first name, or "esta persona" when none was given. */
function otherVoice(who: string): Voice {
  return {
    heading: OTHER_HEADING,
    greeting: null,
    frames: otherFrames(who),
    possessive: 'su',
    summaryKeyword: OTHER_SUMMARY_KEYWORD,
    summaryHouseArea: OTHER_SUMMARY_HOUSE_AREA,
    summaryFamily: OTHER_SUMMARY_FAMILY,
    pairTexts: OTHER_PAIR_TEXTS,
    sunMercuryByOrb: OTHER_SUN_MERCURY_CONJUNCTION_BY_ORB,
    northNodeSign: OTHER_NORTH_NODE_SIGN,
    northNodeHouse: OTHER_NORTH_NODE_HOUSE,
    stelliumInSign: OTHER_STELLIUM_IN_SIGN,
    stelliumInHouse: OTHER_STELLIUM_IN_HOUSE,
    angleSide: OTHER_ANGLE_SIDE,
    tensions: OTHER_TENSIONS,
    placement: 'other',
    weaves: OTHER_WEAVES,
  };
}

interface Section { heading: string; paragraphs: string[] }

/** A paragraph in the making: its parts, and the sources it interprets, for the tension step. */
interface Block { parts: string[]; sources: Source[] }

/** The bold lead that opens a factor's paragraph; tests find factors in the text by it. */
export function factorMarker(factor: ChartFactor): string {
  return `**${factor.title}.**`;
}

function listWithY(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}` : items.join('');
}

/** For items that contain commas themselves. */
function listWithSemicolons(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join('; ')} y ${items[items.length - 1]}` : items.join('');
}

/** Spanish contraction: a + el → al. */
function toward(phrase: string): string {
  return phrase.startsWith('el ') ? `al ${phrase.slice(3)}` : `a ${phrase}`;
}

/** Murmur3's finaliser: every bit of the input moves about half the bits of the output. */
function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a over the text's code points, each hashed by its first UTF-16 unit (so a surrogate pair counts once). */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  // By index rather than for…of, which would make a new string of every character of every salt.
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    hash = Math.imul(hash ^ unit, 0x01000193);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i += 1;
    }
  }
  return mix32(hash);
}

/** A stable number from the chart, so every choice of wording is the same each time the chart is read. */
function chartSeed(chart: NatalChart): number {
  return hashText(`${chart.utc}|${chart.bodies.sun.longitude.toFixed(4)}|${chart.bodies.moon.longitude.toFixed(4)}`);
}

/**
 * Chooses among variants from the chart's seed; the salt makes each choice independent of the others, so two
 * charts that agree on one choice are no likelier to agree on the next.
 */
function picker(seed: number): Pick {
  return <T>(options: readonly T[], salt: string): T => options[mix32(seed ^ hashText(salt)) % options.length];
}

/** Chooses a phrase among its versions; see phrasePool. */
type Phrase = (options: readonly string[], salt: string) => string;

/**
 * Chooses among the versions of a phrase preferring those this reading has used least, so that a quality said of a
 * planet in its placement, its aspects and its ruler is rarely the same words twice.
 */
function phrasePool(pick: Pick): Phrase {
  const used = new Map<string, number>();
  return (options, salt) => {
    const fewest = Math.min(...options.map((option) => used.get(option) ?? 0));
    const chosen = pick(options.filter((option) => (used.get(option) ?? 0) === fewest), salt);
    used.set(chosen, fewest + 1);
    return chosen;
  };
}

/**
 * «de el» → «del», «a el» → «al», for sentences built around a quality: a phrase that opens with «el» may land after
 * either. Only the lowercase article contracts, so a place such as «El Cairo» stays as it is.
 */
function contractArticles(text: string): string {
  // Most passages have neither, and the test costs far less than the Unicode-aware search.
  if (!text.includes('de el') && !text.includes('a el')) return text;
  return text.replace(/(?<!\p{L})(de|a) el(?!\p{L})/gu, (_, word: string) => (word === 'de' ? 'del' : 'al'));
}

function qualityOf(point: QualityPoint, sign: SignId, phrase: Phrase, salt: string): string {
  return phrase(QUALITY[point][sign], `quality-${point}-${salt}`);
}

/** A point touched by a planet, as the voice names it: «tu Luna», «su Ascendente», «Saturno». */
function partnerName(point: AspectFactor['a'], voice: Voice): string {
  return point === 'sun' || point === 'moon' || point === 'ascendant' || point === 'midheaven'
    ? `${voice.possessive} ${POINT_NAME[point]}`
    : POINT_IN_SENTENCE[point];
}

const MAJOR_ASPECTS: ReadonlySet<string> = new Set(['conjunction', 'sextile', 'square', 'trine', 'opposition']);

/** The closest major aspect between `planet` and any of `partners`, with the point on the other side. */
function closestContact(chart: NatalChart, planet: PlanetId, partners: readonly AspectFactor['a'][]) {
  const found = chart.aspects
    .filter((aspect) => MAJOR_ASPECTS.has(aspect.type))
    .map((aspect) => ({ aspect, other: (aspect.a === planet ? aspect.b : aspect.b === planet ? aspect.a : null) as AspectFactor['a'] | null }))
    .filter((entry): entry is { aspect: NatalChart['aspects'][number]; other: AspectFactor['a'] } => entry.other !== null && partners.includes(entry.other))
    .sort((x, y) => x.aspect.orb - y.aspect.orb);
  return found[0] ?? null;
}

/** A planet read through its closest contact: the two qualities, the aspect and the point it touches. */
function contactSentence(chart: NatalChart, planet: PlanetId, contact: NonNullable<ReturnType<typeof closestContact>>, voice: Voice, pick: Pick, phrase: Phrase): string {
  const { aspect, other } = contact;
  const family = ASPECT_FAMILY_OF[aspect.type];
  const feminine = ASPECT_FEMININE[aspect.type];
  return pick(voice.weaves.contact[family], `contact-${planet}`)({
    planet: POINT_IN_SENTENCE[planet],
    partner: partnerName(other, voice),
    aspect: `${feminine ? 'una' : 'un'} ${ASPECT_NAME[aspect.type]}`,
    theAspect: `${feminine ? 'la' : 'el'} ${ASPECT_NAME[aspect.type]}`,
    quality: qualityOf(planet, chart.bodies[planet].sign, phrase, 'contact'),
    partnerQuality: qualityOf(other as QualityPoint, pointSign(chart, other), phrase, `contact-of-${planet}`),
  });
}

const ASPECT_FAMILY_OF: Record<string, 'conjunction' | 'flowing' | 'tense'> = {
  conjunction: 'conjunction', trine: 'flowing', sextile: 'flowing', square: 'tense', opposition: 'tense',
};

/**
 * Without a birth time a planet has no house to be read through, so it is read through the planet that rules its
 * sign (its dispositor) or, in a sign of its own, through its closest contact.
 */
function untimedWeave(chart: NatalChart, planet: PlanetId, voice: Voice, pick: Pick, phrase: Phrase): string {
  const sign = chart.bodies[planet].sign;
  const ruler = TRADITIONAL_RULER[sign];
  const quality = qualityOf(planet, sign, phrase, 'untimed');
  if (ruler !== planet) {
    const rulerSign = chart.bodies[ruler].sign;
    return pick(voice.weaves.dispositor, `dispositor-${planet}`)({
      sign: SIGN_NAME[sign], ruler: POINT_IN_SENTENCE[ruler], rulerWhere: `${rulerSign === sign ? 'también ' : ''}en ${SIGN_NAME[rulerSign]}`, quality,
      rulerQuality: qualityOf(ruler, rulerSign, phrase, `ruler-of-${planet}`),
    });
  }
  const contact = closestContact(chart, planet, PLANETS);
  if (contact) return contactSentence(chart, planet, contact, voice, pick, phrase);
  return pick(voice.weaves.alone, `alone-${planet}`)({ planet: POINT_IN_SENTENCE[planet], quality });
}

/** The sign and house of a placement from its corpus: the sign read through the house, or through a second fact. */
function placementSentences(chart: NatalChart, factor: PlacementFactor, corpus: PlacementCorpus, voice: Voice, pick: Pick, phrase: Phrase): string[] {
  const { planet, sign, house } = factor;
  const texts = corpus[voice.placement];
  if (FAST_PLANETS.has(planet)) {
    const core = pick(texts.sign[sign], `core-${planet}`);
    const second = house ? texts.house[house - 1](qualityOf(planet, sign, phrase, 'house')) : untimedWeave(chart, planet, voice, pick, phrase);
    const sentences = [core, contractArticles(second)];
    // What the Sun wants and what the Moon needs, read together by their elements, where the Moon is read.
    if (planet === 'moon') {
      const sunSign = chart.bodies.sun.sign;
      sentences.push(contractArticles(voice.weaves.sunMoon[SIGN_ELEMENT[sunSign]][SIGN_ELEMENT[sign]]({
        sun: qualityOf('sun', sunSign, phrase, 'blend'), moon: qualityOf('moon', sign, phrase, 'blend'),
      })));
    }
    return sentences;
  }
  // A slow planet's sign is shared by everyone born within a year or a generation: its clause is completed in the
  // same sentence by the house or, without one, by the planet's closest personal contact, which also follows the
  // house when there is one.
  const clause = texts.sign[sign][0];
  const contact = slowContactClause(chart, planet, voice, pick, phrase);
  if (house) {
    return [contractArticles(`${clause}; ${lowerFirst(texts.house[house - 1](qualityOf(planet, sign, phrase, 'house')))}`), contractArticles(`${capitalize(contact)}.`)];
  }
  return [contractArticles(`${clause}; ${contact}.`)];
}

const PERSONAL_POINTS: readonly AspectFactor['a'][] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'ascendant', 'midheaven'];

/** A slow planet's closest contact with a personal point, or that it touches none, as a clause in lower case. */
function slowContactClause(chart: NatalChart, planet: PlanetId, voice: Voice, pick: Pick, phrase: Phrase): string {
  const kind = planet === 'jupiter' || planet === 'saturn' ? 'social' : 'generation';
  const quality = qualityOf(planet, chart.bodies[planet].sign, phrase, 'contact');
  const contact = closestContact(chart, planet, PERSONAL_POINTS);
  if (!contact) return pick(voice.weaves.slowAlone[kind], `alone-${planet}`)({ planet: POINT_IN_SENTENCE[planet], quality });
  const { aspect, other } = contact;
  const feminine = ASPECT_FEMININE[aspect.type];
  return pick(voice.weaves.slowContact[kind][ASPECT_FAMILY_OF[aspect.type]], `contact-${planet}`)({
    planet: POINT_IN_SENTENCE[planet],
    partner: partnerName(other, voice),
    aspect: `${feminine ? 'una' : 'un'} ${ASPECT_NAME[aspect.type]}`,
    theAspect: `${feminine ? 'la' : 'el'} ${ASPECT_NAME[aspect.type]}`,
    quality,
    partnerQuality: qualityOf(other as QualityPoint, pointSign(chart, other), phrase, `contact-of-${planet}`),
  });
}


// ─── Factor paragraphs ───────────────────────────────────────────────────────────────────────────────────────

/** The planets whose retrograde station is read in their own paragraph; the slow ones are named once in the synthesis. */
const RETROGRADE_NOTE: ReadonlySet<PlanetId> = new Set(['mercury', 'venus', 'mars', 'jupiter', 'saturn']);

/** The chart ruler's sentences, read through the house the ruler stands in. */
function rulerSentences(chart: NatalChart, factor: PlacementFactor, voice: Voice, pick: Pick): string[] {
  const ascSign = ascendantSignOf(chart);
  if (!ascSign || !factor.rulership || !factor.house) return [];
  const where = { house: factor.house, area: voice.summaryHouseArea[factor.house - 1] };
  if (factor.rulership === 'modern') {
    const frames = voice.weaves.coRuler[factor.planet as 'pluto' | 'uranus' | 'neptune'];
    return frames ? [pick(frames, `co-ruler-${factor.planet}`)(where)] : [];
  }
  return [
    voice.frames.rulerLead(SIGN_NAME[ascSign], POINT_IN_SENTENCE[factor.planet], SIGN_NAME[factor.sign], pick),
    pick(voice.weaves.ruler[factor.planet as TraditionalRuler], `ruler-${factor.planet}`)(where),
  ];
}

function placementBlock(chart: NatalChart, factor: PlacementFactor, voice: Voice, pick: Pick, phrase: Phrase): Block {
  const { planet } = factor;
  const parts = [factorMarker(factor), pick(voice.frames.role[planet], `role-${planet}`)];
  const sources: Source[] = [`sign:${planet}:${factor.sign}`];
  parts.push(...placementSentences(chart, factor, PLACEMENTS[planet], voice, pick, phrase));
  if (factor.house) sources.push(`house:${planet}:${factor.house}`);
  if (chart.bodies[planet].retrograde && RETROGRADE_NOTE.has(planet)) {
    const quality = qualityOf(planet, factor.sign, phrase, 'retrograde');
    parts.push(contractArticles(pick(voice.weaves.retrograde[planet as RetrogradeNotePlanet], `retrograde-${planet}`)({ quality })));
    sources.push(`retro:${planet}`);
  }
  parts.push(...rulerSentences(chart, factor, voice, pick));
  return { parts, sources };
}

function pointSign(chart: NatalChart, point: AspectFactor['a']): SignId {
  if (point === 'ascendant' || point === 'midheaven') return signOf(chart.angles?.[point] ?? 0);
  return chart.bodies[point].sign;
}

/**
 * The first sentence of an aspect: its facts (the two signs, the orb, the phase) leading into the first sentence of
 * the pair's text, so that sentence is read with this chart's numbers. Four constructions in turn, so that
 * consecutive aspects differ.
 */
function aspectOpening(chart: NatalChart, factor: AspectFactor, index: number, clause: string): string {
  const x = `${POINT_IN_SENTENCE[factor.a]} en ${SIGN_NAME[pointSign(chart, factor.a)]}`;
  const y = `${POINT_IN_SENTENCE[factor.b]} en ${SIGN_NAME[pointSign(chart, factor.b)]}`;
  const degrees = formatDegrees(factor.orb);
  const wide = factor.orb >= 0.75 * factor.maxOrb;
  const orb = factor.orb < 1 ? `un orbe mínimo, de ${degrees}` : wide ? `un orbe amplio, de ${degrees}, cerca del límite de lo que cuenta` : `un orbe de ${degrees}`;
  const distance = factor.orb < 1 ? `apenas ${degrees} del aspecto exacto` : wide ? `${degrees} del aspecto exacto, cerca del límite de lo que cuenta` : `${degrees} del aspecto exacto`;
  const phase = factor.applying === null ? '' : factor.applying ? ' (aplicativo, todavía se está cerrando)' : ' (separativo, ya empieza a abrirse)';
  const plainOrb = factor.orb < 1 ? `un orbe de solo ${degrees}` : wide ? `un orbe amplio, de ${degrees},` : `un orbe de ${degrees}`;
  const openings = [
    `Con ${plainOrb} entre ${x} y ${y}${phase}, ${clause}`,
    `Entre ${x} y ${y}, con ${orb}${phase}, ${clause}`,
    `Con ${x} y ${y} a ${distance}${phase}, ${clause}`,
    `En este contacto entre ${x} y ${y}, con ${orb}${phase}, ${clause}`,
  ];
  return openings[index % openings.length];
}

/** Words that keep their capital when a sentence of the corpus is lowered to follow a lead. */
const KEEPS_CAPITAL = /^(Sol|Luna|Mercurio|Venus|Marte|Júpiter|Saturno|Urano|Neptuno|Plutón|Ascendente|Medio|Aries|Tauro|Géminis|Cáncer|Leo|Virgo|Libra|Escorpio|Sagitario|Capricornio|Acuario|Piscis)\b/u;

/** The closing sentences of a passage as one, after one lead: «…fuerzas. Con un poco…» → «…fuerzas; con un poco…». */
function joinSentences(sentences: string[]): string {
  return sentences.map((sentence, i) => (i === 0 ? sentence : lowerFirst(sentence))).reduce((joined, sentence) => `${joined.replace(/\.$/u, '')}; ${sentence}`);
}

/** A sentence of the corpus as it reads after a lead: its first letter lowered, unless it opens with a name. */
function lowerFirst(text: string): string {
  return KEEPS_CAPITAL.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** Within 17′ of the Sun a planet is cazimi; past 5° a Sun–Mercury conjunction leaves the mind some air. */
const CAZIMI = 17 / 60;
const WIDE_SUN_MERCURY = 5;

/** The pair's text for this aspect, read with its orb where the orb changes what it means. */
function pairText(factor: AspectFactor, voice: Voice): string {
  if (factor.a === 'sun' && factor.b === 'mercury' && factor.type === 'conjunction') {
    if (factor.orb <= CAZIMI) return voice.sunMercuryByOrb.cazimi;
    if (factor.orb > WIDE_SUN_MERCURY) return voice.sunMercuryByOrb.wide;
  }
  return aspectText(factor.a, factor.b, factor.type, voice.pairTexts, false) ?? '';
}

/**
 * Which side of the angle a planet conjunct or opposite the Ascendant or Midheaven stands on, read from its house:
 * a Sun rising from the 12th house is not yet above the horizon, one in the 1st already is.
 */
function angleSide(chart: NatalChart, factor: AspectFactor): AngleSide | null {
  if (factor.b !== 'ascendant' && factor.b !== 'midheaven') return null;
  if (factor.type !== 'conjunction' && factor.type !== 'opposition') return null;
  const house = factor.a === 'ascendant' || factor.a === 'midheaven' ? null : houseOf(chart, factor.a);
  const sides: Record<string, [AngleSide, number][]> = {
    'conjunction-ascendant': [['asc-12', 12], ['asc-1', 1]],
    'conjunction-midheaven': [['mc-9', 9], ['mc-10', 10]],
    'opposition-ascendant': [['dsc-6', 6], ['dsc-7', 7]],
    'opposition-midheaven': [['ic-3', 3], ['ic-4', 4]],
  };
  return sides[`${factor.type}-${factor.b}`].find(([, h]) => h === house)?.[0] ?? null;
}

/** The houses just before an angle: a planet there has not crossed it yet, and the angle's text needs a qualification. */
const CADENT_SIDES: ReadonlySet<AngleSide> = new Set(['asc-12', 'mc-9', 'dsc-6', 'ic-3']);

function isAngle(point: AspectFactor['a']): point is 'ascendant' | 'midheaven' {
  return point === 'ascendant' || point === 'midheaven';
}

/**
 * An aspect's paragraph. Its text is read sentence by sentence, each led by a fact of this chart: the first by the
 * orb and phase, the next by the qualities of the two signs, the closing one (what to do with the aspect) by the
 * houses where the two points sit, or, for an angle, the planet's house. Without a birth time there are no houses,
 * and the signs lead the closing sentence in place of the middle one.
 */
function aspectBlock(chart: NatalChart, factor: AspectFactor, counters: { aspects: number; outOfSign: number }, voice: Voice, pick: Pick, phrase: Phrase): Block {
  const [first, second, ...rest] = splitSentences(pairText(factor, voice));
  const closing = rest.length ? joinSentences(rest) : null;
  const parts = [factorMarker(factor), aspectOpening(chart, factor, counters.aspects, lowerFirst(first))];
  counters.aspects += 1;
  if (factor.outOfSign) {
    parts.push(voice.frames.outOfSign(factor.family, SIGN_NAME[pointSign(chart, factor.a)], SIGN_NAME[pointSign(chart, factor.b)], counters.outOfSign));
    counters.outOfSign += 1;
  }
  const salt = `${factor.a}-${factor.b}`;
  const bySigns = (clause: string) => pick(voice.weaves.aspectSign[factor.family], `aspect-sign-${salt}`)({
    a: qualityOf(factor.a as QualityPoint, pointSign(chart, factor.a), phrase, `aspect-${salt}`),
    b: qualityOf(factor.b as QualityPoint, pointSign(chart, factor.b), phrase, `aspect-${salt}`),
    clause: lowerFirst(clause),
  });
  const byHouses = (clause: string): string | null => {
    if (isAngle(factor.a)) return null;
    const houseA = houseOf(chart, factor.a);
    if (!houseA) return null;
    const h = voice.weaves.aspectHouse;
    if (isAngle(factor.b)) {
      return pick(h.angle, `aspect-house-${salt}`)({ planet: POINT_IN_SENTENCE[factor.a], house: houseA, topic: voice.weaves.houseTopic[houseA - 1], clause: lowerFirst(clause) });
    }
    const houseB = houseOf(chart, factor.b) as number;
    if (houseA === houseB) return pick(h.same, `aspect-house-${salt}`)({ house: houseA, topic: voice.weaves.houseTopic[houseA - 1], clause: lowerFirst(clause) });
    return pick(h.apart[factor.family], `aspect-house-${salt}`)({
      a: POINT_IN_SENTENCE[factor.a], b: POINT_IN_SENTENCE[factor.b], houseA, houseB,
      topicA: voice.weaves.houseTopic[houseA - 1], topicB: voice.weaves.houseTopic[houseB - 1], clause: lowerFirst(clause),
    });
  };
  if (second) {
    const housed = closing ? byHouses(closing) : null;
    parts.push(...(housed ? [bySigns(second), housed] : [bySigns(closing ?? second)]));
  }
  const extra = aspectExtra(factor, voice);
  const planetHouse = isAngle(factor.a) ? null : houseOf(chart, factor.a);
  if (extra && planetHouse) {
    const [, aspect, clause] = /^En (la cuadratura|la oposición), (.*)$/u.exec(extra) ?? [];
    parts.push(aspect ? pick(voice.weaves.angleExtra, `angle-extra-${salt}`)({ aspect, house: planetHouse, topic: voice.weaves.houseTopic[planetHouse - 1], clause }) : extra);
  }
  const sources: Source[] = [`aspect:${factor.a}-${factor.b}:${factor.family}:${factor.type}`];
  const side = angleSide(chart, factor);
  if (side) sources.push(`side:${factor.a}:${side}`);
  // On the angle's own side the pair's text already says it; from the house before the angle it reads otherwise.
  if (side && CADENT_SIDES.has(side)) parts.push(pick(voice.angleSide[side], `side-${factor.a}`)(POINT_IN_SENTENCE[factor.a], formatDegrees(factor.orb)));
  return { parts: parts.map(contractArticles), sources };
}

/** The square's or the opposition's own sentence, for a planet and an angle. */
function aspectExtra(factor: AspectFactor, voice: Voice): string | null {
  if (factor.type !== 'square' && factor.type !== 'opposition') return null;
  const texts = voice.pairTexts[`${factor.a}-${factor.b}`];
  return texts?.[factor.type] ?? null;
}

/** The Ascendant's sign in one of its versions, then the Ascendant read with the Sun's sign. */
function ascendantSentences(chart: NatalChart, factor: AscendantFactor, voice: Voice, pick: Pick, phrase: Phrase): string[] {
  const sunSign = chart.bodies.sun.sign;
  const facts = {
    ascendant: qualityOf('ascendant', factor.sign, phrase, 'with-sun'), sun: qualityOf('sun', sunSign, phrase, 'with-ascendant'), sunSign: SIGN_NAME[sunSign],
  };
  return [
    pick(ASCENDANT[voice.placement][factor.sign], 'core-ascendant'),
    contractArticles(pick(voice.weaves.ascendantSun[sunSign === factor.sign ? 'same' : 'different'], 'ascendant-sun')(facts)),
  ];
}

/**
 * A stellium: its first sentence follows the title that names its planets; the rest is led by where the planets fall
 * (for a stellium by sign, with a time) or by the quality of its heaviest planet.
 */
function stelliumSentences(chart: NatalChart, factor: StelliumFactor, voice: Voice, pick: Pick, phrase: Phrase): string[] {
  const text = factor.by === 'sign' && factor.sign ? voice.stelliumInSign[factor.sign] : voice.stelliumInHouse[(factor.house ?? 1) - 1];
  const [first, ...rest] = splitSentences(text);
  if (!rest.length) return [first];
  const clause = lowerFirst(joinSentences(rest));
  const houses = [...new Set(factor.planets.map((planet) => houseOf(chart, planet)).filter((house): house is number => house !== null))];
  if (factor.by === 'sign' && houses.length) {
    return [first, pick(voice.weaves.stellium.houses, `stellium-${factor.id}`)({ topics: listWithY(houses.map((house) => voice.weaves.houseTopic[house - 1])), clause })];
  }
  const heaviest = factor.planets[0];
  return [first, pick(voice.weaves.stellium.planet, `stellium-${factor.id}`)({ quality: qualityOf(heaviest, chart.bodies[heaviest].sign, phrase, 'stellium'), clause })];
}

function factorBlock(chart: NatalChart, factor: ChartFactor, counters: { aspects: number; outOfSign: number }, voice: Voice, pick: Pick, phrase: Phrase): Block {
  switch (factor.kind) {
    case 'placement':
      return placementBlock(chart, factor, voice, pick, phrase);
    case 'ascendant':
      return {
        parts: [factorMarker(factor), voice.frames.ascendantLead(SIGN_NAME[factor.sign], formatDegrees(factor.degree), pick), ...ascendantSentences(chart, factor, voice, pick, phrase)],
        sources: [`ascendant:${factor.sign}`],
      };
    case 'stellium':
      return {
        parts: [factorMarker(factor), ...stelliumSentences(chart, factor, voice, pick, phrase).map(contractArticles)],
        sources: [`stellium:${factor.by}:${factor.by === 'sign' ? factor.sign : factor.house}`],
      };
    case 'aspect':
      return aspectBlock(chart, factor, counters, voice, pick, phrase);
  }
}

/** How a factor is named inside a sentence: "tu Sol en Tauro", "la conjunción entre la Luna y Saturno". */
function factorPhrase(factor: ChartFactor, voice: Voice): string {
  const my = voice.possessive;
  switch (factor.kind) {
    case 'placement':
      return `${my} ${POINT_NAME[factor.planet]} en ${SIGN_NAME[factor.sign]}`;
    case 'ascendant':
      return `${my} Ascendente en ${SIGN_NAME[factor.sign]}`;
    case 'stellium':
      return factor.by === 'sign' && factor.sign ? `el stellium en ${SIGN_NAME[factor.sign]}` : `el stellium en la casa ${factor.house}`;
    case 'aspect':
      return `${['conjunction', 'square', 'opposition'].includes(factor.type) ? 'la' : 'el'} ${ASPECT_NAME[factor.type]} entre ${POINT_IN_SENTENCE[factor.a]} y ${POINT_IN_SENTENCE[factor.b]}`;
  }
}

/** A tier's factors named in apposition: one name, two joined by «y», or «de la primera a la última». */
function tierSpan(factors: ChartFactor[], voice: Voice): string {
  const names = factors.map((factor) => factorPhrase(factor, voice));
  if (names.length <= 2) return listWithY(names);
  return `${de(names[0])} ${toward(names[names.length - 1])}`;
}

// ─── The tension step ────────────────────────────────────────────────────────────────────────────────────────

/** How a source is named in a sentence about tensions, in the voice's possessive. */
function sourcePhrase(source: Source, voice: Voice): string {
  const my = voice.possessive;
  const [kind, x, y, type] = source.split(':');
  switch (kind) {
    case 'sign':
      return `${my} ${POINT_NAME[x as PlanetId]} en ${SIGN_NAME[y as SignId]}`;
    case 'house':
      return `${my} ${POINT_NAME[x as PlanetId]} en la casa ${y}`;
    case 'retro':
      return `${my} ${POINT_NAME[x as PlanetId]} ${x === 'venus' ? 'retrógrada' : 'retrógrado'}`;
    case 'ascendant':
      return `${my} Ascendente en ${SIGN_NAME[x as SignId]}`;
    case 'aspect': {
      const [a, b] = x.split('-') as [PlanetId, PlanetId];
      const aspect = type as keyof typeof ASPECT_NAME;
      return `${['conjunction', 'square', 'opposition'].includes(aspect) ? 'la' : 'el'} ${ASPECT_NAME[aspect]} entre ${POINT_IN_SENTENCE[a]} y ${POINT_IN_SENTENCE[b]}`;
    }
    case 'side':
      return `${POINT_IN_SENTENCE[x as PlanetId]} junto a ${my} Ascendente`;
    case 'stellium':
      return x === 'sign' ? `${my} stellium en ${SIGN_NAME[y as SignId]}` : `la concentración de planetas en ${my} casa ${y}`;
    case 'hemisphere':
      return `el peso de ${my}s planetas ${x.startsWith('above') ? 'sobre' : 'bajo'} el horizonte`;
    case 'dominant':
      return `${POINT_NAME[x as PlanetId]}, ${my} planeta dominante`;
    default:
      return source;
  }
}

/** "Tu Mercurio en Tauro te pide tiempo para pensar, y el trígono entre Mercurio y Urano, en cambio, te acelera la mente." */
function tensionSentences(tension: ClaimTension, voice: Voice, pick: Pick): string {
  const poles = voice.tensions.poles[tension.dimension];
  const firstPole = poles[tension.first.pole];
  const secondPole = poles[tension.first.pole === 0 ? 1 : 0];
  const naming = `${capitalize(sourcePhrase(tension.first.source, voice))} ${firstPole}, y ${sourcePhrase(tension.second.source, voice)}, en cambio, ${secondPole}.`;
  return `${naming} ${pick(voice.tensions.reconcile[tension.dimension], `tension-${tension.dimension}`)}`;
}

// ─── Summary and unknown time ────────────────────────────────────────────────────────────────────────────────

/** The summary's verbs, varied so two charts with the same strong placement do not summarise it alike. */
const SUMMARY_VERB = { placement: ['se expresa', 'se mueve', 'encuentra su tono'], ascendant: ['se muestra', 'se deja ver', 'llega al mundo'] } as const;

function summaryItem(chart: NatalChart, factor: ChartFactor, voice: Voice, pick: Pick): string {
  const label = `- *${factor.title}*: `;
  switch (factor.kind) {
    case 'placement': {
      const area = factor.house ? `, sobre todo ${voice.summaryHouseArea[factor.house - 1]}` : '';
      return `${label}${capitalize(voice.summaryKeyword[factor.planet])} ${pick(SUMMARY_VERB.placement, `summary-${factor.id}`)} ${SUMMARY_SIGN_TONE[factor.sign]}${area}.`;
    }
    case 'ascendant': {
      // The sign alone is shared by one chart in twelve: the ruler's house says where this presence is put to work.
      const ruler = TRADITIONAL_RULER[factor.sign];
      const rulerHouse = houseOf(chart, ruler);
      const where = rulerHouse ? `; con su regente, ${POINT_IN_SENTENCE[ruler]}, en la casa ${rulerHouse}, esa presencia se juega sobre todo ${voice.summaryHouseArea[rulerHouse - 1]}` : '';
      return `${label}${capitalize(voice.summaryKeyword.ascendant)} ${pick(SUMMARY_VERB.ascendant, 'summary-ascendant')} ${SUMMARY_SIGN_TONE[factor.sign]}, ${voice.frames.ascendantSummary}${where}.`;
    }
    case 'aspect':
      return `${label}${capitalize(voice.summaryKeyword[factor.a])} y ${voice.summaryKeyword[factor.b]} ${voice.summaryFamily[factor.family]}.`;
    case 'stellium':
      return `${label}Mucha energía reunida ${factor.sign ? SUMMARY_SIGN_TONE[factor.sign] : voice.summaryHouseArea[(factor.house ?? 1) - 1]}.`;
  }
}

/** The Moon's sign as the frame names it: certain, or between the signs it crossed that day. */
function moonPhrase(chart: NatalChart): string {
  const range = [...new Set(chart.moonSignRange ?? [])];
  if (timeKnown(chart) || range.length <= 1) return `en ${SIGN_NAME[chart.bodies.moon.sign]}`;
  return `entre ${listWithY(range.map((sign) => SIGN_NAME[sign]))}`;
}

function pillarsOf(chart: NatalChart): Pillars {
  const asc = ascendantSignOf(chart);
  return { sun: SIGN_NAME[chart.bodies.sun.sign], moonPhrase: moonPhrase(chart), ascendant: asc ? SIGN_NAME[asc] : null };
}

function moonRangeParagraph(chart: NatalChart, voice: Voice, pick: Pick): string | null {
  const range = [...new Set(chart.moonSignRange ?? [])];
  if (timeKnown(chart) || range.length === 0) return null;
  const read = chart.bodies.moon.sign;
  if (range.length === 1) return voice.frames.moonCertain(SIGN_NAME[range[0]], pick);
  const other = range.find((sign) => sign !== read) as SignId;
  const after = range.indexOf(other) > range.indexOf(read);
  return voice.frames.moonUncertain(range.map((sign) => SIGN_NAME[sign]), SIGN_NAME[read], SIGN_NAME[other], after);
}

function noTimeSection(chart: NatalChart, factors: ChartFactor[], voice: Voice, pick: Pick): Section {
  const paragraphs = voice.frames.unknownTime(spanishDate(chart.input.date), placeName(chart), pick);
  const moon = moonRangeParagraph(chart, voice, pick);
  if (moon) paragraphs.push(moon);
  const moonAspects = factors.filter((f) => f.kind === 'aspect' && (f.a === 'moon' || f.b === 'moon')).length;
  if (moonAspects) paragraphs.push(voice.frames.moonCaveat(moonAspects, SIGN_NAME[chart.bodies.moon.sign], pick));
  return { heading: voice.heading.noTime, paragraphs };
}

// ─── Synthesis ───────────────────────────────────────────────────────────────────────────────────────────────

interface Emphasis<K extends string> { dominant: K[]; scarce: K[] }

/** Emphasis judged by share of the weighted total; a three-way tie for first means nothing stands out. */
function emphasis<K extends string>(values: Record<K, number>, dominantShare: number, scarceShare: number): Emphasis<K> {
  const entries = Object.entries(values) as [K, number][];
  const total = entries.reduce((sum, [, value]) => sum + value, 0);
  if (total <= 0) return { dominant: [], scarce: [] };
  const max = Math.max(...entries.map(([, value]) => value));
  const top = entries.filter(([, value]) => value === max && value / total >= dominantShare).map(([key]) => key);
  return {
    dominant: top.length <= 2 ? top : [],
    scarce: entries.filter(([, value]) => value / total <= scarceShare).map(([key]) => key),
  };
}

const ELEMENT_ORDER: Element[] = ['fire', 'earth', 'air', 'water'];
const MODALITY_ORDER: Modality[] = ['cardinal', 'fixed', 'mutable'];
const MODALITY_OF: readonly Modality[] = ['cardinal', 'fixed', 'mutable'];
const DIGNITY_ORDER: Dignity[] = ['domicile', 'exaltation', 'detriment', 'fall'];

/** The points in signs of a kind, heaviest first, as a list: "tu Sol, tu Luna y Marte". Slow planets only if alone. */
const MODALITY_ONE: Record<Modality, string> = { cardinal: 'cardinal', fixed: 'fijo', mutable: 'mutable' };
const MODALITY_MANY: Record<Modality, string> = { cardinal: 'cardinales', fixed: 'fijos', mutable: 'mutables' };

/**
 * Where the Sun, the Moon (when its sign is certain) and the Ascendant sit by modality, with Mercury and Venus
 * standing in for the two the birth time leaves unknown: «tu Sol y tu Luna en signos fijos y tu Ascendente en uno
 * mutable». A balance of modalities is the same words for every balanced chart; this is what makes it this one.
 */
function pillarsByModality(chart: NatalChart, voice: Voice): string {
  const my = voice.possessive;
  const points: [string, SignId][] = [[`${my} Sol`, chart.bodies.sun.sign]];
  if (timeKnown(chart) || new Set(chart.moonSignRange ?? []).size <= 1) points.push([`${my} Luna`, chart.bodies.moon.sign]);
  const asc = ascendantSignOf(chart);
  if (asc) points.push([`${my} Ascendente`, asc]);
  for (const planet of ['mercury', 'venus'] as const) if (points.length < 3) points.push([POINT_NAME[planet], chart.bodies[planet].sign]);
  const groups = new Map<Modality, string[]>();
  for (const [name, sign] of points) {
    const modality = MODALITY_OF[SIGNS.indexOf(sign) % 3];
    groups.set(modality, [...(groups.get(modality) ?? []), name]);
  }
  return listWithY([...groups].map(([modality, names], i) => (names.length > 1
    ? `${listWithY(names)} en signos ${MODALITY_MANY[modality]}`
    : `${names[0]} en ${i === 0 ? 'un signo' : 'uno'} ${MODALITY_ONE[modality]}`)));
}

function holders(chart: NatalChart, voice: Voice, inKind: (sign: SignId) => boolean, withOuter: boolean): string {
  const my = voice.possessive;
  const points: [string, number][] = PLANETS.filter((p) => inKind(chart.bodies[p].sign))
    .map((p) => [p === 'sun' || p === 'moon' ? `${my} ${POINT_NAME[p]}` : POINT_NAME[p], BALANCE_WEIGHT[p]] as [string, number]);
  const asc = ascendantSignOf(chart);
  if (asc && inKind(asc)) points.push([`${my} Ascendente`, BALANCE_WEIGHT.ascendant]);
  points.sort((x, y) => y[1] - x[1]);
  const personal = points.filter(([, weight]) => weight > BALANCE_WEIGHT.uranus);
  return listWithY((withOuter || !personal.length ? points : personal).map(([name]) => name));
}

function dignityOverview(chart: NatalChart): string | null {
  const strong: string[] = [];
  const weak: string[] = [];
  for (const planet of PLANETS) {
    const sign = chart.bodies[planet].sign;
    const found = dignitiesOf(planet, sign).sort((x, y) => DIGNITY_ORDER.indexOf(x) - DIGNITY_ORDER.indexOf(y));
    if (!found.length) continue;
    // Mercury in Virgo (domicile and exaltation) or Pisces (detriment and fall) is one entry with both names.
    const label = `${POINT_IN_SENTENCE[planet]} en ${SIGN_NAME[sign]} (${found.map((d) => DIGNITY_NAME[d]).join(' y ')})`;
    (found[0] === 'domicile' || found[0] === 'exaltation' ? strong : weak).push(label);
  }
  if (!strong.length && !weak.length) return null;
  const parts: string[] = [];
  if (strong.length) parts.push(`${capitalize(listWithY(strong))} ${strong.length > 1 ? 'juegan' : 'juega'} en terreno propio`);
  if (weak.length) parts.push(`${strong.length ? '' : 'En cuanto a dignidades, '}${listWithY(weak)} ${weak.length > 1 ? 'trabajan' : 'trabaja'} en un signo ajeno, lo que pide más conciencia que esfuerzo`);
  return `${parts.join(', mientras que ')}.`;
}

const ANGLE_PLACE: Record<'ascendant' | 'descendant' | 'midheaven' | 'imumCoeli', string> = {
  ascendant: 'junto al Ascendente', descendant: 'junto al Descendente', midheaven: 'junto al Medio Cielo', imumCoeli: 'junto al Fondo del Cielo',
};

function reasonPhrase(reason: DominanceReason, planet: PlanetId, voice: Voice): string {
  const my = voice.possessive;
  switch (reason.kind) {
    case 'rules-ascendant':
      return `rige ${my} Ascendente`;
    case 'co-rules-ascendant':
      return `comparte la regencia de ${my} Ascendente`;
    case 'angle':
      return `está ${ANGLE_PLACE[reason.angle]}`;
    case 'dignity':
      return reason.dignity === 'domicile' ? 'está en su domicilio' : `está ${planet === 'moon' || planet === 'venus' ? 'exaltada' : 'exaltado'}`;
    case 'rules-lights':
      return reason.sun && reason.moon ? `rige los signos de ${my} Sol y de ${my} Luna` : `rige el signo de ${my} ${reason.sun ? 'Sol' : 'Luna'}`;
    case 'stellium':
      return 'forma parte de un stellium';
    case 'angular-house':
      return `ocupa la casa ${reason.house}, una de las angulares`;
    case 'aspects':
      return `toca de cerca ${my}s puntos más personales`;
  }
}

function synthesisBlocks(chart: NatalChart, voice: Voice, pick: Pick): { blocks: Block[]; dominantElement: Element | null; dominant: string } {
  const f = voice.frames;
  const { elements, modalities } = weightedBalance(chart);
  const elementList = ELEMENT_ORDER.map((element, index) => {
    const amount = formatAmount(elements[element]);
    return index === 0 ? `${ELEMENT_WITH_ARTICLE[element]} reúne ${amount} ${amount === '1' ? 'punto' : 'puntos'}` : `${ELEMENT_WITH_ARTICLE[element]} ${amount}`;
  });
  const modalityList = MODALITY_ORDER.map((modality, index) => `la ${MODALITY_NAME[modality]}${index === 0 ? ' suma' : ''} ${formatAmount(modalities[modality])}`);
  const elementEmphasis = emphasis(elements, 0.35, 0.1);
  const strongest = ELEMENT_ORDER.reduce((best, element) => (elements[element] > elements[best] ? element : best));
  const versus = `los ${formatAmount(elements[strongest])} puntos ${de(ELEMENT_WITH_ARTICLE[strongest])}`;
  const modalityEmphasis = emphasis(modalities, 0.45, 0);
  const elementTexts = [
    ...elementEmphasis.dominant.map((element) => f.elementDominant(element, holders(chart, voice, (s) => SIGN_ELEMENT[s] === element, false), pick)),
    ...elementEmphasis.scarce.map((element) => f.elementScarce(element, holders(chart, voice, (s) => SIGN_ELEMENT[s] === element, true), versus, pick)),
  ];
  const blocks: Block[] = [{
    parts: [f.synthesisIntro(pillarsOf(chart), pick), f.balanceLead(listWithY(elementList), listWithY(modalityList), pick), ...(elementTexts.length ? elementTexts : [f.elementsBalanced(pick)])],
    sources: [],
  }];
  const modality = modalityEmphasis.dominant.length === 1 ? modalityEmphasis.dominant[0] : null;
  blocks.push({
    parts: [modality ? f.modalityDominant(modality, holders(chart, voice, (s) => MODALITY_OF[SIGNS.indexOf(s) % 3] === modality, false), pick) : f.modalitiesBalanced(pillarsByModality(chart, voice), pick)],
    sources: [],
  });

  const hemispheres = hemisphereEmphasis(chart);
  if (hemispheres) {
    const parts: string[] = [];
    const sources: Source[] = [];
    let innerSaid = false;
    const named = new Set<PlanetId>();
    for (const half of hemispheres.hemispheres) {
      const weight = halfWeight(chart, half);
      const inner = weight.inner
        ? { count: weight.inner.count, houses: weight.inner.houses.length === 1 ? `la casa ${weight.inner.houses[0]}` : `las casas ${listWithY(weight.inner.houses.map(String))}` }
        : null;
      // The personal planets that make the half this chart's; a second half names only those the first did not.
      const personal = weight.members.filter((planet) => FAST_PLANETS.has(planet) && !named.has(planet));
      personal.forEach((planet) => named.add(planet));
      const personalNames = personal.map((planet) => (planet === 'sun' || planet === 'moon' ? `${voice.possessive} ${POINT_NAME[planet]}` : POINT_NAME[planet]));
      parts.push(f.hemisphere({ half, planets: weight.planets, personal: personalNames.length ? listWithY(personalNames) : null, personalAll: personal.length === weight.planets, inner, innerSaid }, pick));
      innerSaid ||= inner !== null;
      sources.push(`hemisphere:${half}${inner ? '-inner' : ''}`);
    }
    if (hemispheres.quadrant) {
      const q = hemispheres.quadrant;
      const planets = PLANETS.filter((p) => Math.floor(((houseOf(chart, p) ?? 1) - 1) / 3) + 1 === q).length;
      parts.push(f.quadrant(q, planets, pick));
    }
    if (parts.length) blocks.push({ parts, sources });
  }

  const dominant = dominantPlanet(chart);
  const sign = chart.bodies[dominant].sign;
  const debility = dominantDebility(chart, dominant);
  const where = `${POINT_IN_SENTENCE[dominant]} en ${SIGN_NAME[sign]}`;
  const reasons = listWithY(dominanceReasons(chart, dominant).map((reason) => reasonPhrase(reason, dominant, voice)));
  blocks.push({
    parts: [f.dominant(dominant, where, reasons, debility.length ? debility.map((d) => DIGNITY_NAME[d]).join(' y ') : null, pick)],
    sources: [`dominant:${dominant}`],
  });
  const retrograde = (['mercury', 'venus', 'mars'] as const).filter((p) => chart.bodies[p].retrograde);
  const slowRetrograde = (['uranus', 'neptune', 'pluto'] as const).filter((p) => chart.bodies[p].retrograde);
  const retrogradeParts = [
    retrograde.length ? f.retrograde([...retrograde], pick) : '',
    slowRetrograde.length ? f.slowRetrograde([...slowRetrograde], pick) : '',
  ].filter(Boolean);
  if (retrogradeParts.length) blocks.push({ parts: retrogradeParts, sources: [] });
  const dignities = dignityOverview(chart);
  if (dignities) blocks.push({ parts: [dignities], sources: [] });
  return { blocks, dominantElement: elementEmphasis.dominant.length === 1 ? elementEmphasis.dominant[0] : null, dominant: where };
}

// ─── Cycles, node, closing ───────────────────────────────────────────────────────────────────────────────────

const ORDINAL = ['primer', 'segundo', 'tercer', 'cuarto', 'quinto', 'sexto', 'séptimo', 'octavo'];

/** '2049-03-14', '2049-06-30' → '14 de marzo y 30 de junio de 2049': the year is said once per run of dates. */
function datesOf(passes: string[]): string {
  const parts = passes.map((date, i) => {
    const full = spanishDate(date);
    const sameYearNext = i + 1 < passes.length && passes[i + 1].slice(0, 4) === date.slice(0, 4);
    return sameYearNext ? full.replace(/ de \d{4}$/, '') : full;
  });
  return listWithY(parts);
}

/** First and last crossing of a return: '22 y 26 de septiembre de 2027', '30 de diciembre de 2027 y 3 de enero de 2028'. */
function dateSpan(first: string, last: string): string {
  const [a, b] = [spanishDate(first), spanishDate(last)];
  if (first.slice(0, 7) === last.slice(0, 7)) return `entre el ${a.split(' ')[0]} y el ${b}`;
  if (first.slice(0, 4) === last.slice(0, 4)) return `entre el ${a.replace(/ de \d{4}$/, '')} y el ${b}`;
  return `entre el ${a} y el ${b}`;
}

function returnsSentence(body: 'saturn' | 'jupiter' | 'trueNode', returns: CycleReturn[], voice: Voice): string | null {
  if (!returns.length) return null;
  const my = voice.frames.possessive;
  if (body === 'saturn') {
    return returns.map((r) => {
      const passes = r.passes.length === 1
        ? `Saturno vuelve a ${my} grado natal el ${spanishDate(r.passes[0])}`
        : `Saturno pasa ${r.passes.length === 3 ? 'tres' : 'dos'} veces por ${my} grado natal (${datesOf(r.passes)})`;
      return `${capitalize(ORDINAL[r.index - 1])} retorno, a los ${r.age} años: ${passes}.`;
    }).join(' ');
  }
  if (body === 'jupiter') {
    const items = returns.map((r) => `a los ${r.age} años (${datesOf(r.passes)})`);
    return `${voice.frames.inTheChart}, Júpiter vuelve a su posición natal ${listWithSemicolons(items)}.`;
  }
  const items = returns.map((r) => (r.passes.length === 1
    ? `a los ${r.age} años, el ${spanishDate(r.passes[0])}`
    : `a los ${r.age} años, ${dateSpan(r.passes[0], r.passes[r.passes.length - 1])}`));
  return `${capitalize(my)} nodo norte regresa a su grado natal ${listWithSemicolons(items)}.`;
}

/** "a 18°24′ de Libra y en la casa 5", or without the house when the time is unknown. */
function whereIs(chart: NatalChart, body: PlanetId | 'trueNode'): string {
  const { sign, degreeInSign } = chart.bodies[body];
  const house = houseOf(chart, body);
  return `a ${formatDegrees(degreeInSign)} de ${SIGN_NAME[sign]}${house ? ` y en la casa ${house}` : ''}`;
}

function cyclesSection(chart: NatalChart, voice: Voice, pick: Pick): Section {
  const cycles = chartCycles(chart);
  const f = voice.frames;
  const paragraphs = [f.cyclesIntro(spanishDate(chart.input.date), pick)];
  paragraphs.push([f.saturnReturn(whereIs(chart, 'saturn'), pick), returnsSentence('saturn', cycles.saturn, voice)].filter(Boolean).join(' '));
  paragraphs.push([f.jupiterReturn(whereIs(chart, 'jupiter'), pick), returnsSentence('jupiter', cycles.jupiter, voice)].filter(Boolean).join(' '));
  paragraphs.push([f.nodalReturn(whereIs(chart, 'trueNode'), pick), returnsSentence('trueNode', cycles.trueNode, voice)].filter(Boolean).join(' '));
  return { heading: voice.heading.cycles, paragraphs };
}

/**
 * The north node: where it is, then its sign led by the planet that rules that sign, the south node led by its house
 * (or, without a time, by its own ruler), and the house read around the lesson of the sign.
 */
function nodeSection(chart: NatalChart, voice: Voice, pick: Pick): Section {
  const node = chart.bodies.trueNode;
  const house = houseOf(chart, 'trueNode');
  const southSign = SIGNS[(SIGNS.indexOf(node.sign) + 6) % 12];
  const where = `${formatDegrees(node.degreeInSign)} de ${SIGN_NAME[node.sign]}${house ? `, en la casa ${house}` : ''}`;
  const [north, south] = splitSentences(voice.northNodeSign[node.sign]);
  const byRuler = (sign: SignId, clause: string, salt: string) => {
    const ruler = TRADITIONAL_RULER[sign];
    const rulerSign = chart.bodies[ruler].sign;
    return pick(voice.weaves.nodeRuler[/^con /i.test(clause) ? 'join' : 'lead'], salt)({
      ruler: POINT_IN_SENTENCE[ruler], sign: SIGN_NAME[sign], rulerWhere: rulerSign === sign ? 'en su propio signo' : `en ${SIGN_NAME[rulerSign]}`, clause: lowerFirst(clause),
    });
  };
  const parts = [byRuler(node.sign, north, 'node-ruler')];
  if (house) {
    const southHouse = ((house + 5) % 12) + 1;
    parts.push(pick(voice.weaves.southNodeHouse, 'south-node')({ house: southHouse, topic: voice.weaves.houseTopic[southHouse - 1], clause: lowerFirst(south) }));
    parts.push(voice.northNodeHouse[house - 1](NODE_LESSON[node.sign]));
  } else parts.push(byRuler(southSign, south, 'south-node-ruler'));
  parts.push(voice.frames.nodeLink(`${formatDegrees(node.degreeInSign)} de ${SIGN_NAME[southSign]}`, pick));
  return { heading: voice.heading.node, paragraphs: [voice.frames.nodeIntro(where, pick), parts.map(contractArticles).join(' ')] };
}

function closingSection(chart: NatalChart, voice: Voice, dominantElement: Element | null, dominant: string, pick: Pick): Section {
  const ascSign = ascendantSignOf(chart);
  const my = voice.possessive;
  const placements = [`${my} Sol en ${SIGN_NAME[chart.bodies.sun.sign]}`, `${my} Luna en ${SIGN_NAME[chart.bodies.moon.sign]}`];
  if (ascSign) placements.push(`${my} Ascendente en ${SIGN_NAME[ascSign]}`);
  const element = dominantElement ?? SIGN_ELEMENT[chart.bodies.sun.sign];
  const opening = withGreeting(voice.greeting, voice.frames.closingOpening(listWithY(placements), pick));
  return {
    heading: voice.heading.closing,
    paragraphs: [`${opening} ${voice.frames.closingQuestion(element, holders(chart, voice, (sign) => SIGN_ELEMENT[sign] === element, false), pick)}`, voice.frames.closingFrame(dominant, pick)],
  };
}

function placeName(chart: NatalChart): string {
  const { name, country } = chart.location;
  return name && country && name !== country ? `${name}, ${country}` : name || country || chart.input.place;
}

/** How many ranked factors go under each of the three headings: a third, then half the rest, then the rest. */
export function tierSizes(count: number): [number, number, number] {
  const strongest = Math.min(6, Math.ceil(count / 3));
  const middle = Math.min(9, Math.ceil((count - strongest) / 2));
  return [strongest, middle, count - strongest - middle];
}

/**
 * Sentences end in . ! ? or a closing quote and the next one starts with a capital, an opening mark, a
 * guillemet or bold; that is enough for text this module writes itself.
 */
export function splitSentences(paragraph: string): string[] {
  return paragraph.split(/(?<=[.!?…»]|\.\*\*)\s+(?=[¿¡«*A-ZÁÉÍÓÚÑ])/u).filter((sentence) => sentence.trim().length > 0);
}

const MARKUP = /[*_«»"]/g;
const WHITESPACE_RUN = /\s+/g;
const OTHER_WHITESPACE = /[^\S ]/;

function sentenceKey(sentence: string): string {
  const key = sentence.toLowerCase().replace(MARKUP, '');
  // Nearly every sentence is spaced with single spaces already; rewriting each one into a new string was most of
  // what checking a reading for repeats cost. A plain search for two spaces plus a one-character class finds the
  // rest a fifth faster than one expression with an alternation tried at every position.
  return (key.includes('  ') || OTHER_WHITESPACE.test(key) ? key.replace(WHITESPACE_RUN, ' ') : key).trim();
}

/**
 * A repeated sentence reads as a machine at work, so any repeat, whatever its source, is dropped; `seen`
 * carries over between calls so the whole reading is checked, and emptied paragraphs disappear.
 */
export function dedupeParagraphs(paragraphs: string[], seen: Set<string> = new Set()): string[] {
  const result: string[] = [];
  for (const paragraph of paragraphs) {
    const kept = splitSentences(paragraph).filter((sentence) => {
      const key = sentenceKey(sentence);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (kept.length) result.push(kept.join(' '));
  }
  return result;
}

/**
 * `name` is what was typed for the person (only the first name is used, never a chart title); `perspective` says
 * whether the chart is the reader's own or someone else's, which is written in the third person throughout.
 */
export function composeChartInterpretation(chart: NatalChart, options: { name?: string; perspective?: Perspective } = {}): string {
  const greeting = firstName(options.name);
  const voice = options.perspective === 'other' ? otherVoice(greeting ?? 'esta persona') : selfVoice(greeting);
  const f = voice.frames;
  const pick = picker(chartSeed(chart));
  const known = timeKnown(chart);
  const factors = rankChartFactors(chart);
  const tiers = tierSizes(factors.length);
  const tierFactors = [factors.slice(0, tiers[0]), factors.slice(tiers[0], tiers[0] + tiers[1]), factors.slice(tiers[0] + tiers[1])];
  const counters = { aspects: 0, outOfSign: 0 };

  // Every block in reading order, so the tension step knows which of two pulling passages is read second.
  const phrase = phrasePool(pick);
  const factorBlocks = factors.map((factor) => factorBlock(chart, factor, counters, voice, pick, phrase));
  const synthesis = synthesisBlocks(chart, voice, pick);
  const blocks = [...factorBlocks, ...synthesis.blocks];
  for (const tension of claimTensions(blocks.map((block) => block.sources))) {
    blocks[tension.second.block].parts.push(tensionSentences(tension, voice, pick));
  }
  const text = (block: Block) => block.parts.filter(Boolean).join(' ');
  let next = 0;
  const tierTexts = tierFactors.map((slice) => slice.map(() => text(factorBlocks[next++])));

  const sections: Section[] = [{
    heading: voice.heading.summary,
    paragraphs: [
      withGreeting(voice.greeting, f.summaryLead(factors.length, pick)),
      ...factors.slice(0, 3).map((factor) => summaryItem(chart, factor, voice, pick)),
      f.summaryAfter(tiers, SIGN_NAME[chart.bodies.trueNode.sign], pick),
    ],
  }];
  if (!known) sections.push(noTimeSection(chart, factors, voice, pick));
  const tierKeys = ['strongest', 'middle', 'background'] as const;
  tierKeys.forEach((key, i) => {
    const intro = tierFactors[i].length ? f.tier[key]({ span: tierSpan(tierFactors[i], voice), count: tierFactors[i].length }, pick) : '';
    sections.push({ heading: voice.heading[key], paragraphs: [intro, ...tierTexts[i]].filter(Boolean) });
  });
  sections.push(
    { heading: voice.heading.synthesis, paragraphs: synthesis.blocks.map(text) },
    cyclesSection(chart, voice, pick),
    nodeSection(chart, voice, pick),
    closingSection(chart, voice, synthesis.dominantElement, synthesis.dominant, pick),
  );

  const seen = new Set<string>();
  const time = known ? chart.input.time : null;
  const intro = withGreeting(voice.greeting, f.intro(spanishDate(chart.input.date), time, placeName(chart), pillarsOf(chart), pick));
  const out = dedupeParagraphs([intro], seen);
  for (const section of sections) {
    out.push(`## ${section.heading}`, ...dedupeParagraphs(section.paragraphs, seen));
  }
  return `${out.join('\n\n')}\n`;
}
