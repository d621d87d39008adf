import { signOf } from '../contract/zodiac.ts';
import type { Element, Modality, NatalChart, SignId } from '../contract/chart.ts';
import { ELEMENT_WITH_ARTICLE, MODALITY_NAME, PLANETS, type PlanetId, POINT_IN_SENTENCE, POINT_NAME, SIGN_ELEMENT, SIGN_NAME, type SignPassagePlanet, capitalize, formatAmount, formatDegrees, spanishDate } from '../contract/vocabulary.ts'
import {
  type AspectFactor, type ChartFactor, type PlacementFactor, type StelliumFactor, ascendantSignOf, dominantPlanet,
  hemisphereEmphasis, houseOf, rankChartFactors, timeKnown, weightedBalance,
} from './chart-analysis.ts';
import { type Dignity, type TraditionalRuler, dignitiesOf } from './astro-rules.ts';
import { chartCycles, type CycleReturn } from './cycles.ts';
import { firstName } from './person-name.ts';
import { ASCENDANT_IN_SIGN, MOON_IN_SIGN, SUN_IN_SIGN } from './corpus/signs.ts';
import { PLANET_IN_SIGN } from './corpus/planets-in-signs.ts';
import { PLANET_IN_HOUSE } from './corpus/planets-in-houses.ts';
import { aspectText, PAIR_TEXTS } from './corpus/aspects/index.ts';
import { OTHER_PAIR_TEXTS } from './corpus/aspects-other/index.ts';
import { DIGNITY_NAME } from './corpus/dignities.ts';
import {
  CO_RULER_TEXT, DOMINANT_PLANET, HEMISPHERE_TEXT, OUT_OF_SIGN, PLANET_ROLE, QUADRANT_TEXT, STELLIUM_IN_HOUSE, STELLIUM_IN_SIGN,
  SUMMARY_FAMILY, SUMMARY_HOUSE_AREA, SUMMARY_KEYWORD, SUMMARY_SIGN_TONE, retrogradeSummary,
} from './corpus/synthesis.ts';
import {
  CLOSING_FRAMES, CLOSING_OPENINGS, CYCLES_INTRO, JUPITER_RETURN_TEXT, NODAL_RETURN_TEXT, NODE_ARTICLE_LINK, SATURN_RETURN_TEXT,
  SUMMARY_AFTER, SYNTHESIS_INTRO, SYNTHESIS_INTRO_NO_TIME, TIER_INTRO, summaryLead,
} from './corpus/reading.ts';
import {
  CHART_RULER, CLOSING_QUESTION, ELEMENTS_BALANCED, ELEMENT_DOMINANT, ELEMENT_SCARCE, MODALITIES_BALANCED, MODALITY_DOMINANT,
  MOON_ASPECT_TIME_CAVEAT, NORTH_NODE_HOUSE, NORTH_NODE_INTRO, NORTH_NODE_SIGN, RETROGRADE, UNKNOWN_TIME_EXPLANATION,
  ascendantLead, balanceLead, introParagraph, moonSignCertain, moonSignUncertain, rulerLead,
} from './corpus/themes.ts';
import {
  OTHER_CLOSING_FRAMES, OTHER_CLOSING_OPENINGS, OTHER_HEADING, OTHER_JUPITER_RETURN_TEXT, OTHER_MOON_ASPECT_TIME_CAVEAT, OTHER_NODAL_RETURN_TEXT,
  OTHER_NORTH_NODE_INTRO, OTHER_SATURN_RETURN_TEXT, OTHER_SUMMARY_AFTER, OTHER_SYNTHESIS_INTRO, OTHER_SYNTHESIS_INTRO_NO_TIME, OTHER_UNKNOWN_TIME,
  otherAscendantLead, otherAscendantSummary, otherBalanceLead, otherClosingQuestion, otherCyclesIntro, otherIntro, otherMoonSignCertain,
  otherMoonSignUncertain, otherRetrogradeSummary, otherRulerLead, otherSummaryLead, otherTierIntro, OTHER_CO_RULER_TEXT, OTHER_OUT_OF_SIGN_TENSE,
  OTHER_PLANET_ROLE, OTHER_SUMMARY_FAMILY, OTHER_SUMMARY_HOUSE_AREA, OTHER_SUMMARY_KEYWORD, OTHER_DOMINANT_PLANET, OTHER_ELEMENTS_BALANCED,
  OTHER_ELEMENT_DOMINANT, OTHER_ELEMENT_SCARCE, OTHER_HEMISPHERE_TEXT, OTHER_MODALITIES_BALANCED, OTHER_MODALITY_DOMINANT, OTHER_NORTH_NODE_HOUSE,
  OTHER_NORTH_NODE_SIGN, OTHER_QUADRANT_TEXT, OTHER_CHART_RULER, OTHER_RETROGRADE, OTHER_STELLIUM_IN_HOUSE, OTHER_STELLIUM_IN_SIGN,
} from './corpus/other-person.ts';
import { OTHER_ASCENDANT_IN_SIGN, OTHER_MOON_IN_SIGN, OTHER_SUN_IN_SIGN } from './corpus/other-signs.ts';
import { OTHER_PLANET_IN_SIGN } from './corpus/other-planets.ts';
import { OTHER_PLANET_IN_HOUSE } from './corpus/other-houses.ts';

// The built-in natal reading. It ranks the chart's factors first (chart-analysis.ts), then writes them in that
// order under three headings of falling weight, after a summary of the three strongest; the synthesis, the
// cycles, the node and a closing follow. The AI prompt asks for the same headings.

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

/**
 * Everything in the frame of a reading (intro, summary, section openings, cycles, node, closing) that speaks
 * to or about the chart's owner. The factor passages in between come from the shared corpus.
 */
interface Voice {
  heading: Record<keyof typeof HEADING, string>;
  intro: (date: string, time: string | null, place: string) => string;
  summaryLead: string;
  summaryKeyword: typeof SUMMARY_KEYWORD;
  summaryHouseArea: typeof SUMMARY_HOUSE_AREA;
  summaryFamily: typeof SUMMARY_FAMILY;
  ascendantSummary: string;
  summaryAfter: string;
  unknownTime: readonly string[];
  moonCertain: (sign: string) => string;
  moonUncertain: (signs: readonly string[], read: string, other: string, after: boolean) => string;
  moonCaveat: string;
  tier: { strongest: string; middle: string; background: string };
  synthesisIntro: (known: boolean) => string;
  balanceLead: (elements: string, modalities: string) => string;
  retrograde: (names: string[], onlyVenus: boolean) => string;
  cyclesIntro: string;
  returnTexts: { saturn: string; jupiter: string; node: string };
  /** 'tu' or 'su', before "grado natal" and "nodo norte" in the return dates. */
  possessive: string;
  /** "En tu carta" / "En la carta de Ana", before Jupiter's return dates. */
  inTheChart: string;
  nodeIntro: string;
  ascendantLead: (sign: string, degrees: string) => string;
  rulerLead: (ascSign: string, ruler: string) => string;
  planetRole: typeof PLANET_ROLE;
  coRuler: typeof CO_RULER_TEXT;
  outOfSign: typeof OUT_OF_SIGN;
  pairTexts: typeof PAIR_TEXTS;
  synthesis: {
    elementDominant: typeof ELEMENT_DOMINANT;
    elementScarce: typeof ELEMENT_SCARCE;
    elementsBalanced: string;
    modalityDominant: typeof MODALITY_DOMINANT;
    modalitiesBalanced: string;
    hemisphere: Record<keyof typeof HEMISPHERE_TEXT, string>;
    quadrant: typeof QUADRANT_TEXT;
    dominantPlanet: typeof DOMINANT_PLANET;
  };
  northNodeSign: typeof NORTH_NODE_SIGN;
  northNodeHouse: typeof NORTH_NODE_HOUSE;
  chartRuler: typeof CHART_RULER;
  pillars: { sun: typeof SUN_IN_SIGN; moon: typeof MOON_IN_SIGN; ascendant: typeof ASCENDANT_IN_SIGN };
  planetInSign: typeof PLANET_IN_SIGN;
  planetInHouse: typeof PLANET_IN_HOUSE;
  retrogradePlanet: typeof RETROGRADE;
  stelliumInSign: typeof STELLIUM_IN_SIGN;
  stelliumInHouse: typeof STELLIUM_IN_HOUSE;
  closingOpening: (seed: number, placements: string) => string;
  closingQuestion: (element: Element) => string;
  closingFrame: (seed: number) => string;
}

function selfVoice(greeting: string | null): Voice {
  return {
    heading: HEADING,
    intro: (date, time, place) => introParagraph(greeting, date, time, place),
    summaryLead: summaryLead(greeting),
    summaryKeyword: SUMMARY_KEYWORD,
    summaryHouseArea: SUMMARY_HOUSE_AREA,
    summaryFamily: SUMMARY_FAMILY,
    ascendantSummary: 'y es lo primero que los demás perciben de ti',
    summaryAfter: SUMMARY_AFTER,
    unknownTime: UNKNOWN_TIME_EXPLANATION,
    moonCertain: moonSignCertain,
    moonUncertain: moonSignUncertain,
    moonCaveat: MOON_ASPECT_TIME_CAVEAT,
    tier: TIER_INTRO,
    synthesisIntro: (known) => (known ? SYNTHESIS_INTRO : SYNTHESIS_INTRO_NO_TIME),
    balanceLead,
    retrograde: retrogradeSummary,
    cyclesIntro: CYCLES_INTRO,
    returnTexts: { saturn: SATURN_RETURN_TEXT, jupiter: JUPITER_RETURN_TEXT, node: NODAL_RETURN_TEXT },
    possessive: 'tu',
    inTheChart: 'En tu carta',
    nodeIntro: NORTH_NODE_INTRO,
    ascendantLead,
    rulerLead,
    planetRole: PLANET_ROLE,
    coRuler: CO_RULER_TEXT,
    outOfSign: OUT_OF_SIGN,
    pairTexts: PAIR_TEXTS,
    synthesis: {
      elementDominant: ELEMENT_DOMINANT, elementScarce: ELEMENT_SCARCE, elementsBalanced: ELEMENTS_BALANCED, modalityDominant: MODALITY_DOMINANT,
      modalitiesBalanced: MODALITIES_BALANCED, hemisphere: HEMISPHERE_TEXT, quadrant: QUADRANT_TEXT, dominantPlanet: DOMINANT_PLANET,
    },
    northNodeSign: NORTH_NODE_SIGN,
    northNodeHouse: NORTH_NODE_HOUSE,
    chartRuler: CHART_RULER,
    pillars: { sun: SUN_IN_SIGN, moon: MOON_IN_SIGN, ascendant: ASCENDANT_IN_SIGN },
    planetInSign: PLANET_IN_SIGN,
    planetInHouse: PLANET_IN_HOUSE,
    retrogradePlanet: RETROGRADE,
    stelliumInSign: STELLIUM_IN_SIGN,
    stelliumInHouse: STELLIUM_IN_HOUSE,
    closingOpening: (seed, placements) => CLOSING_OPENINGS[seed % CLOSING_OPENINGS.length](greeting, placements),
    closingQuestion: (element) => CLOSING_QUESTION[element],
    closingFrame: (seed) => CLOSING_FRAMES[Math.floor(seed / CLOSING_OPENINGS.length) % CLOSING_FRAMES.length],
  };
}

/** `who` is the person's name, or "esta persona" when none was given. */
function otherVoice(who: string): Voice {
  return {
    heading: OTHER_HEADING,
    intro: (date, time, place) => otherIntro(who, date, time, place),
    summaryLead: otherSummaryLead(who),
    summaryKeyword: OTHER_SUMMARY_KEYWORD,
    summaryHouseArea: OTHER_SUMMARY_HOUSE_AREA,
    summaryFamily: OTHER_SUMMARY_FAMILY,
    ascendantSummary: otherAscendantSummary(who),
    summaryAfter: OTHER_SUMMARY_AFTER,
    unknownTime: OTHER_UNKNOWN_TIME,
    moonCertain: otherMoonSignCertain,
    moonUncertain: (signs, read, other, after) => otherMoonSignUncertain(who, signs, read, other, after),
    moonCaveat: OTHER_MOON_ASPECT_TIME_CAVEAT,
    tier: otherTierIntro(who),
    synthesisIntro: (known) => (known ? OTHER_SYNTHESIS_INTRO : OTHER_SYNTHESIS_INTRO_NO_TIME),
    balanceLead: otherBalanceLead,
    retrograde: (names, onlyVenus) => otherRetrogradeSummary(who, names, onlyVenus),
    cyclesIntro: otherCyclesIntro(who),
    returnTexts: { saturn: OTHER_SATURN_RETURN_TEXT, jupiter: OTHER_JUPITER_RETURN_TEXT, node: OTHER_NODAL_RETURN_TEXT },
    possessive: 'su',
    inTheChart: `En la carta de ${who}`,
    nodeIntro: OTHER_NORTH_NODE_INTRO,
    ascendantLead: otherAscendantLead,
    rulerLead: otherRulerLead,
    planetRole: OTHER_PLANET_ROLE,
    coRuler: OTHER_CO_RULER_TEXT,
    outOfSign: { ...OUT_OF_SIGN, tense: [OTHER_OUT_OF_SIGN_TENSE, OUT_OF_SIGN.tense[1]] },
    pairTexts: OTHER_PAIR_TEXTS,
    synthesis: {
      elementDominant: OTHER_ELEMENT_DOMINANT, elementScarce: OTHER_ELEMENT_SCARCE, elementsBalanced: OTHER_ELEMENTS_BALANCED,
      modalityDominant: OTHER_MODALITY_DOMINANT, modalitiesBalanced: OTHER_MODALITIES_BALANCED, hemisphere: OTHER_HEMISPHERE_TEXT,
      quadrant: OTHER_QUADRANT_TEXT, dominantPlanet: OTHER_DOMINANT_PLANET,
    },
    northNodeSign: OTHER_NORTH_NODE_SIGN,
    northNodeHouse: OTHER_NORTH_NODE_HOUSE,
    chartRuler: OTHER_CHART_RULER,
    pillars: { sun: OTHER_SUN_IN_SIGN, moon: OTHER_MOON_IN_SIGN, ascendant: OTHER_ASCENDANT_IN_SIGN },
    planetInSign: OTHER_PLANET_IN_SIGN,
    planetInHouse: OTHER_PLANET_IN_HOUSE,
    retrogradePlanet: OTHER_RETROGRADE,
    stelliumInSign: OTHER_STELLIUM_IN_SIGN,
    stelliumInHouse: OTHER_STELLIUM_IN_HOUSE,
    closingOpening: (seed, placements) => OTHER_CLOSING_OPENINGS[seed % OTHER_CLOSING_OPENINGS.length](who, placements),
    closingQuestion: (element) => otherClosingQuestion(who, element),
    closingFrame: (seed) => OTHER_CLOSING_FRAMES[Math.floor(seed / OTHER_CLOSING_OPENINGS.length) % OTHER_CLOSING_FRAMES.length],
  };
}

interface Section { heading: string; paragraphs: string[] }

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

function signPassage(planet: PlanetId, sign: SignId, voice: Voice): string {
  if (planet === 'sun') return voice.pillars.sun[sign];
  if (planet === 'moon') return voice.pillars.moon[sign];
  return voice.planetInSign[planet as SignPassagePlanet][sign];
}

function rulerSentences(chart: NatalChart, factor: PlacementFactor, voice: Voice): string[] {
  const ascSign = ascendantSignOf(chart);
  if (!ascSign || !factor.rulership) return [];
  if (factor.rulership === 'modern') return [voice.coRuler[factor.planet] ?? ''].filter(Boolean);
  return [voice.rulerLead(SIGN_NAME[ascSign], POINT_IN_SENTENCE[factor.planet]), voice.chartRuler[factor.planet as TraditionalRuler]];
}

function placementParagraph(chart: NatalChart, factor: PlacementFactor, voice: Voice): string {
  const { planet } = factor;
  const parts = [factorMarker(factor), voice.planetRole[planet], signPassage(planet, factor.sign, voice)];
  if (factor.house) parts.push(voice.planetInHouse[planet][factor.house - 1]);
  if (chart.bodies[planet].retrograde && planet !== 'sun' && planet !== 'moon') parts.push(voice.retrogradePlanet[planet as SignPassagePlanet]);
  parts.push(...rulerSentences(chart, factor, voice));
  return parts.join(' ');
}

function pointSign(chart: NatalChart, point: AspectFactor['a']): SignId {
  if (point === 'ascendant' || point === 'midheaven') return signOf(chart.angles?.[point] ?? 0);
  return chart.bodies[point].sign;
}

/** The factual lead of an aspect: signs, orb, phase. Four constructions in turn so consecutive aspects differ. */
function aspectLead(chart: NatalChart, factor: AspectFactor, index: number): string {
  const x = `${POINT_IN_SENTENCE[factor.a]} en ${SIGN_NAME[pointSign(chart, factor.a)]}`;
  const y = `${POINT_IN_SENTENCE[factor.b]} en ${SIGN_NAME[pointSign(chart, factor.b)]}`;
  const orb = factor.orb < 1 ? `un orbe mínimo, de ${formatDegrees(factor.orb)}` : `un orbe de ${formatDegrees(factor.orb)}`;
  const phase = factor.applying === null ? '' : factor.applying ? ' (aplicativo: todavía se está cerrando)' : ' (separativo: ya empieza a abrirse)';
  const leads = [
    `${capitalize(x)} y ${y} se encuentran con ${orb}${phase}.`,
    `Aquí se ${factor.family === 'conjunction' ? 'juntan' : 'miran'} ${x} y ${y}, con ${orb}${phase}.`,
    `Los protagonistas son ${x} y ${y}, con ${orb}${phase}.`,
    `Entre ${x} y ${y} hay ${orb}${phase}.`,
  ];
  return leads[index % leads.length];
}

function factorParagraph(chart: NatalChart, factor: ChartFactor, counters: { aspects: number; outOfSign: number }, voice: Voice): string {
  switch (factor.kind) {
    case 'placement':
      return placementParagraph(chart, factor, voice);
    case 'ascendant':
      return `${factorMarker(factor)} ${voice.ascendantLead(SIGN_NAME[factor.sign], formatDegrees(factor.degree))} ${voice.pillars.ascendant[factor.sign]}`;
    case 'stellium':
      return `${factorMarker(factor)} ${stelliumText(factor, voice)}`;
    case 'aspect': {
      const parts = [factorMarker(factor), aspectLead(chart, factor, counters.aspects)];
      counters.aspects += 1;
      if (factor.outOfSign) {
        parts.push(voice.outOfSign[factor.family][counters.outOfSign % 2]);
        counters.outOfSign += 1;
      }
      parts.push(aspectText(factor.a, factor.b, factor.type, voice.pairTexts) ?? '');
      return parts.filter(Boolean).join(' ');
    }
  }
}

function stelliumText(factor: StelliumFactor, voice: Voice): string {
  return factor.by === 'sign' && factor.sign ? voice.stelliumInSign[factor.sign] : voice.stelliumInHouse[(factor.house ?? 1) - 1];
}

function summaryItem(factor: ChartFactor, voice: Voice): string {
  const label = `- *${factor.title}*: `;
  switch (factor.kind) {
    case 'placement': {
      const area = factor.house ? `, sobre todo ${voice.summaryHouseArea[factor.house - 1]}` : '';
      return `${label}${capitalize(voice.summaryKeyword[factor.planet])} se expresa ${SUMMARY_SIGN_TONE[factor.sign]}${area}.`;
    }
    case 'ascendant':
      return `${label}${capitalize(voice.summaryKeyword.ascendant)} se muestra ${SUMMARY_SIGN_TONE[factor.sign]}, ${voice.ascendantSummary}.`;
    case 'aspect':
      return `${label}${capitalize(voice.summaryKeyword[factor.a])} y ${voice.summaryKeyword[factor.b]} ${voice.summaryFamily[factor.family]}.`;
    case 'stellium':
      return `${label}Mucha energía reunida ${factor.sign ? SUMMARY_SIGN_TONE[factor.sign] : voice.summaryHouseArea[(factor.house ?? 1) - 1]}.`;
  }
}

function moonRangeParagraph(chart: NatalChart, voice: Voice): string | null {
  const range = [...new Set(chart.moonSignRange ?? [])];
  if (timeKnown(chart) || range.length === 0) return null;
  const read = chart.bodies.moon.sign;
  if (range.length === 1) return voice.moonCertain(SIGN_NAME[range[0]]);
  const other = range.find((sign) => sign !== read) as SignId;
  const after = range.indexOf(other) > range.indexOf(read);
  return voice.moonUncertain(range.map((sign) => SIGN_NAME[sign]), SIGN_NAME[read], SIGN_NAME[other], after);
}

function noTimeSection(chart: NatalChart, factors: ChartFactor[], voice: Voice): Section {
  const paragraphs = [...voice.unknownTime];
  const moon = moonRangeParagraph(chart, voice);
  if (moon) paragraphs.push(moon);
  if (factors.some((f) => f.kind === 'aspect' && (f.a === 'moon' || f.b === 'moon'))) paragraphs.push(voice.moonCaveat);
  return { heading: voice.heading.noTime, paragraphs };
}

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
const DIGNITY_ORDER: Dignity[] = ['domicile', 'exaltation', 'detriment', 'fall'];

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

function synthesisSection(chart: NatalChart, voice: Voice): { section: Section; dominantElement: Element | null } {
  const { elements, modalities } = weightedBalance(chart);
  const elementList = ELEMENT_ORDER.map((element, index) => {
    const amount = formatAmount(elements[element]);
    return index === 0 ? `${ELEMENT_WITH_ARTICLE[element]} reúne ${amount} ${amount === '1' ? 'punto' : 'puntos'}` : `${ELEMENT_WITH_ARTICLE[element]} ${amount}`;
  });
  const modalityList = MODALITY_ORDER.map((modality, index) => `la ${MODALITY_NAME[modality]}${index === 0 ? ' suma' : ''} ${formatAmount(modalities[modality])}`);
  const elementEmphasis = emphasis(elements, 0.35, 0.1);
  const modalityEmphasis = emphasis(modalities, 0.45, 0);
  const elementTexts = [
    ...elementEmphasis.dominant.map((element) => voice.synthesis.elementDominant[element]),
    ...elementEmphasis.scarce.map((element) => voice.synthesis.elementScarce[element]),
  ];
  const paragraphs = [
    `${voice.synthesisIntro(timeKnown(chart))} ${voice.balanceLead(listWithY(elementList), listWithY(modalityList))} ${elementTexts.length ? elementTexts.join(' ') : voice.synthesis.elementsBalanced}`,
    modalityEmphasis.dominant.length === 1 ? voice.synthesis.modalityDominant[modalityEmphasis.dominant[0]] : voice.synthesis.modalitiesBalanced,
  ];
  const hemispheres = hemisphereEmphasis(chart);
  if (hemispheres) {
    const texts: string[] = hemispheres.hemispheres.map((h) => voice.synthesis.hemisphere[h]);
    if (hemispheres.quadrant) texts.push(voice.synthesis.quadrant[hemispheres.quadrant - 1]);
    if (texts.length) paragraphs.push(texts.join(' '));
  }
  paragraphs.push(voice.synthesis.dominantPlanet[dominantPlanet(chart)]);
  const retrograde = (['mercury', 'venus', 'mars'] as const).filter((p) => chart.bodies[p].retrograde);
  if (retrograde.length) paragraphs.push(voice.retrograde(retrograde.map((p) => POINT_NAME[p]), retrograde.length === 1 && retrograde[0] === 'venus'));
  const dignities = dignityOverview(chart);
  if (dignities) paragraphs.push(dignities);
  return {
    section: { heading: voice.heading.synthesis, paragraphs },
    dominantElement: elementEmphasis.dominant.length === 1 ? elementEmphasis.dominant[0] : null,
  };
}

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
  if (body === 'saturn') {
    return returns.map((r) => {
      const passes = r.passes.length === 1
        ? `Saturno vuelve a ${voice.possessive} grado natal el ${spanishDate(r.passes[0])}`
        : `Saturno pasa ${r.passes.length === 3 ? 'tres' : 'dos'} veces por ${voice.possessive} grado natal (${datesOf(r.passes)})`;
      return `${capitalize(ORDINAL[r.index - 1])} retorno, a los ${r.age} años: ${passes}.`;
    }).join(' ');
  }
  if (body === 'jupiter') {
    const items = returns.map((r) => `a los ${r.age} años (${datesOf(r.passes)})`);
    return `${voice.inTheChart}, Júpiter vuelve a su posición natal ${listWithSemicolons(items)}.`;
  }
  const items = returns.map((r) => (r.passes.length === 1
    ? `a los ${r.age} años, el ${spanishDate(r.passes[0])}`
    : `a los ${r.age} años, ${dateSpan(r.passes[0], r.passes[r.passes.length - 1])}`));
  return `${capitalize(voice.possessive)} nodo norte regresa a su grado natal ${listWithSemicolons(items)}.`;
}

function cyclesSection(chart: NatalChart, voice: Voice): Section {
  const cycles = chartCycles(chart);
  const paragraphs = [voice.cyclesIntro];
  const saturn = returnsSentence('saturn', cycles.saturn, voice);
  paragraphs.push([voice.returnTexts.saturn, saturn].filter(Boolean).join(' '));
  const jupiter = returnsSentence('jupiter', cycles.jupiter, voice);
  paragraphs.push([voice.returnTexts.jupiter, jupiter].filter(Boolean).join(' '));
  const node = returnsSentence('trueNode', cycles.trueNode, voice);
  paragraphs.push([voice.returnTexts.node, node].filter(Boolean).join(' '));
  return { heading: voice.heading.cycles, paragraphs };
}

function nodeSection(chart: NatalChart, voice: Voice): Section {
  const node = chart.bodies.trueNode;
  const house = houseOf(chart, 'trueNode');
  const parts = [voice.northNodeSign[node.sign]];
  if (house) parts.push(voice.northNodeHouse[house - 1]);
  parts.push(NODE_ARTICLE_LINK);
  return { heading: voice.heading.node, paragraphs: [voice.nodeIntro, parts.join(' ')] };
}

/** A stable small number from the chart, to pick closings without randomness. */
function chartSeed(chart: NatalChart): number {
  let hash = 0;
  for (const char of `${chart.utc}|${chart.bodies.sun.longitude.toFixed(4)}|${chart.bodies.moon.longitude.toFixed(4)}`) {
    hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  }
  return hash;
}

function closingSection(chart: NatalChart, voice: Voice, dominantElement: Element | null): Section {
  const ascSign = ascendantSignOf(chart);
  const my = voice.possessive;
  const placements = [`${my} Sol en ${SIGN_NAME[chart.bodies.sun.sign]}`, `${my} Luna en ${SIGN_NAME[chart.bodies.moon.sign]}`];
  if (ascSign) placements.push(`${my} Ascendente en ${SIGN_NAME[ascSign]}`);
  const element = dominantElement ?? SIGN_ELEMENT[chart.bodies.sun.sign];
  const seed = chartSeed(chart);
  const opening = voice.closingOpening(seed, listWithY(placements));
  return { heading: voice.heading.closing, paragraphs: [`${opening} ${voice.closingQuestion(element)}`, voice.closingFrame(seed)] };
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

function sentenceKey(sentence: string): string {
  return sentence.toLowerCase().replace(/[*_«»"]/g, '').replace(/\s+/g, ' ').trim();
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
 * `name` is the person's name (never the chart's title); `perspective` says whether the chart is the reader's
 * own or someone else's, which is written in the third person throughout (corpus/other-*.ts, corpus/aspects-other).
 */
export function composeChartInterpretation(chart: NatalChart, options: { name?: string; perspective?: Perspective } = {}): string {
  const greeting = firstName(options.name);
  const voice = options.perspective === 'other' ? otherVoice(greeting ?? 'esta persona') : selfVoice(greeting);
  const known = timeKnown(chart);
  const factors = rankChartFactors(chart);
  const [strongest, middle] = tierSizes(factors.length);
  const counters = { aspects: 0, outOfSign: 0 };
  const write = (slice: ChartFactor[]) => slice.map((factor) => factorParagraph(chart, factor, counters, voice));

  const synthesis = synthesisSection(chart, voice);
  const sections: Section[] = [{
    heading: voice.heading.summary,
    paragraphs: [voice.summaryLead, ...factors.slice(0, 3).map((factor) => summaryItem(factor, voice)), voice.summaryAfter],
  }];
  if (!known) sections.push(noTimeSection(chart, factors, voice));
  sections.push(
    { heading: voice.heading.strongest, paragraphs: [voice.tier.strongest, ...write(factors.slice(0, strongest))] },
    { heading: voice.heading.middle, paragraphs: [voice.tier.middle, ...write(factors.slice(strongest, strongest + middle))] },
    { heading: voice.heading.background, paragraphs: [voice.tier.background, ...write(factors.slice(strongest + middle))] },
    synthesis.section,
    cyclesSection(chart, voice),
    nodeSection(chart, voice),
    closingSection(chart, voice, synthesis.dominantElement),
  );

  const seen = new Set<string>();
  const time = known ? chart.input.time : null;
  const blocks = dedupeParagraphs([voice.intro(spanishDate(chart.input.date), time, placeName(chart))], seen);
  for (const section of sections) {
    blocks.push(`## ${section.heading}`, ...dedupeParagraphs(section.paragraphs, seen));
  }
  return `${blocks.join('\n\n')}\n`;
}

