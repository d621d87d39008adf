import type { Aspect, Element, Modality, NatalChart, SignId } from '../astro/types.ts';
import {
  ASPECT_FEMININE, ASPECT_NAME, type AspectPoint, ELEMENT_WITH_ARTICLE, MODALITY_NAME, PLANETS, type PlanetId,
  POINT_IN_SENTENCE, SIGN_ELEMENT, SIGN_NAME, type SignPassagePlanet, capitalize, de, formatAmount, formatDegrees,
  signOfLongitude, spanishDate,
} from './names.ts';
import { ASCENDANT_IN_SIGN, MOON_IN_SIGN, SUN_IN_SIGN } from './corpus/signs.ts';
import { PLANET_IN_SIGN } from './corpus/planets-in-signs.ts';
import { planetInHouse } from './corpus/planets-in-houses.ts';
import { ASPECT_BODY, ASPECT_LEADS, MOON_ASPECT_TIME_CAVEAT, POINT_FUNCTION } from './corpus/aspects.ts';
import {
  CHART_RULER, CLOSING_FRAME, CLOSING_QUESTION, ELEMENTS_BALANCED, ELEMENT_DOMINANT, ELEMENT_SCARCE, MODALITIES_BALANCED,
  MODALITY_DOMINANT, NORTH_NODE_HOUSE, NORTH_NODE_INTRO, NORTH_NODE_SIGN, PLACEMENT_LEAD, RETROGRADE, SECTION_INTRO,
  UNKNOWN_TIME_EXPLANATION, ascendantLead, balanceLead, closingOpening, introParagraph, moonSignCertain, moonSignUncertain,
  rulerLead,
} from './corpus/themes.ts';

// The built-in natal chart reading: turns a computed chart into one Markdown text in Spanish, used when no
// AI provider is configured or its answer fails validation. The AI prompt asks for the same headings.

const HEADING = {
  essence: 'Tu esencia: Sol, Luna y Ascendente',
  essenceNoTime: 'Tu esencia: Sol y Luna',
  noTime: 'Sin hora de nacimiento: lo que sí podemos leer',
  personal: 'Cómo piensas, amas y actúas',
  social: 'Crecimiento y estructura',
  generational: 'Las generaciones y tu historia',
  aspects: 'Los aspectos más intensos',
  balance: 'Tu equilibrio de elementos y modalidades',
  ruler: 'El regente de tu carta',
  node: 'Tu nodo norte',
  closing: 'Para cerrar',
} as const;

/** Section headings (without "## "), in order, of a reading with a known birth time. */
export const CHART_SECTION_HEADINGS: readonly string[] = [
  HEADING.essence, HEADING.personal, HEADING.social, HEADING.generational, HEADING.aspects, HEADING.balance, HEADING.ruler,
  HEADING.node, HEADING.closing,
];

/** Without a birth time there is no Ascendant, house or ruler to read; one section explains why instead. */
export const CHART_SECTION_HEADINGS_NO_TIME: readonly string[] = [
  HEADING.essenceNoTime, HEADING.noTime, HEADING.personal, HEADING.social, HEADING.generational, HEADING.aspects,
  HEADING.balance, HEADING.node, HEADING.closing,
];

export function chartSectionHeadings(timeKnown: boolean): readonly string[] {
  return timeKnown ? CHART_SECTION_HEADINGS : CHART_SECTION_HEADINGS_NO_TIME;
}

interface Section { heading: string; paragraphs: string[] }

const PLANET_SET: ReadonlySet<string> = new Set(PLANETS);
const OUTER_PLANETS: ReadonlySet<string> = new Set(['uranus', 'neptune', 'pluto']);
const MAX_ASPECTS = 6;
const MIN_ASPECTS = 4;

function isPlanet(point: string): point is PlanetId {
  return PLANET_SET.has(point);
}

/** Houses only exist with a known time; a defensive range check keeps a bad engine value out of the text. */
function houseOf(chart: NatalChart, planet: PlanetId | 'trueNode'): number | null {
  const house = chart.bodies[planet].house;
  return chart.timeKnown && typeof house === 'number' && house >= 1 && house <= 12 ? house : null;
}

function ascendantSign(chart: NatalChart): SignId | null {
  return chart.timeKnown && chart.angles ? signOfLongitude(chart.angles.ascendant) : null;
}

/**
 * The handler passes the chart's title, which is often "Carta natal de <lugar>" rather than a person's name.
 * Only something that looks like a first name is used to address the reader; it is also the only user text
 * that enters the Markdown, so anything beyond letters, spaces and name punctuation is refused.
 */
const NOT_A_NAME = new Set(['carta', 'natal', 'mi', 'mía', 'mia', 'yo', 'prueba', 'test', 'ejemplo', 'nueva', 'nuevo']);
function personalName(name: string | undefined): string | null {
  const trimmed = name?.trim().replace(/\s+/g, ' ') ?? '';
  if (!/^\p{L}[\p{L}'’. -]{0,39}$/u.test(trimmed)) return null;
  const words = trimmed.toLowerCase().split(' ');
  return words.length <= 4 && !words.some((word) => NOT_A_NAME.has(word)) ? trimmed : null;
}

function placementParagraph(chart: NatalChart, planet: PlanetId): string {
  const body = chart.bodies[planet];
  const parts = [PLACEMENT_LEAD[planet](SIGN_NAME[body.sign], formatDegrees(body.degreeInSign))];
  if (planet === 'sun') parts.push(SUN_IN_SIGN[body.sign]);
  else if (planet === 'moon') parts.push(MOON_IN_SIGN[body.sign]);
  else parts.push(PLANET_IN_SIGN[planet][body.sign]);
  const house = houseOf(chart, planet);
  if (house) parts.push(planetInHouse(planet, house));
  if (body.retrograde && planet !== 'sun' && planet !== 'moon') parts.push(RETROGRADE[planet as SignPassagePlanet]);
  return parts.join(' ');
}

function firstSentence(text: string): string {
  return splitSentences(text)[0];
}

function moonRangeParagraph(chart: NatalChart): string | null {
  const range = [...new Set(chart.moonSignRange ?? [])];
  if (chart.timeKnown || range.length === 0) return null;
  const read = chart.bodies.moon.sign;
  if (range.length === 1) return moonSignCertain(SIGN_NAME[range[0]]);
  const other = range.find((sign) => sign !== read) as SignId;
  const after = range.indexOf(other) > range.indexOf(read);
  return `${moonSignUncertain(range.map((sign) => SIGN_NAME[sign]), SIGN_NAME[read], SIGN_NAME[other], after)} Para comparar, así se describe la Luna en ${SIGN_NAME[other]}: «${firstSentence(MOON_IN_SIGN[other]).replace(/\.$/, '')}».`;
}

function essenceSection(chart: NatalChart): Section {
  const paragraphs = [placementParagraph(chart, 'sun'), placementParagraph(chart, 'moon')];
  const moonRange = moonRangeParagraph(chart);
  if (moonRange) paragraphs.push(moonRange);
  const ascSign = ascendantSign(chart);
  if (ascSign && chart.angles) {
    paragraphs.push(`${ascendantLead(SIGN_NAME[ascSign], formatDegrees(chart.angles.ascendant % 30))} ${ASCENDANT_IN_SIGN[ascSign]}`);
  }
  return { heading: ascSign ? HEADING.essence : HEADING.essenceNoTime, paragraphs };
}

function isReadablePoint(chart: NatalChart, point: AspectPoint): boolean {
  if (isPlanet(point)) return true;
  return (point === 'ascendant' || point === 'midheaven') && ascendantSign(chart) !== null;
}

/**
 * The tightest aspects between planets and angles. Nodes have their own section, and aspects between two
 * outer planets are shared by everyone born within years of the reader, so neither says much here.
 * Minor aspects only fill in when the chart has few major ones.
 */
export function selectAspects(chart: NatalChart): Aspect[] {
  const seen = new Set<string>();
  const eligible = chart.aspects
    .filter((aspect) => aspect.a !== aspect.b && isReadablePoint(chart, aspect.a) && isReadablePoint(chart, aspect.b))
    .filter((aspect) => !(OUTER_PLANETS.has(aspect.a) && OUTER_PLANETS.has(aspect.b)))
    .sort((x, y) => x.orb - y.orb)
    .filter((aspect) => {
      const key = [aspect.a, aspect.b].sort().join('|');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const picked = eligible.filter((aspect) => aspect.major).slice(0, MAX_ASPECTS);
  for (const aspect of eligible) {
    if (picked.length >= MIN_ASPECTS) break;
    if (!aspect.major) picked.push(aspect);
  }
  return picked;
}

function pointSign(chart: NatalChart, point: AspectPoint): SignId {
  if (point === 'ascendant' || point === 'midheaven') return signOfLongitude(chart.angles?.[point] ?? 0);
  return chart.bodies[point].sign;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

function aspectParagraphs(chart: NatalChart, aspects: Aspect[]): string[] {
  const usedPerType = new Map<string, number>();
  let moonCaveatGiven = false;
  return aspects.map((aspect, index) => {
    const x = `${POINT_IN_SENTENCE[aspect.a]} en ${SIGN_NAME[pointSign(chart, aspect.a)]}`;
    const y = `${POINT_IN_SENTENCE[aspect.b]} en ${SIGN_NAME[pointSign(chart, aspect.b)]}`;
    const feminine = ASPECT_FEMININE[aspect.type];
    const name = ASPECT_NAME[aspect.type];
    const exact = feminine ? 'exacta' : 'exacto';
    const orbText = formatDegrees(aspect.orb);
    const orb = orbText === '0°00′' ? `(${exact})` : aspect.orb < 1 ? `(casi ${exact}: orbe de ${orbText})` : `(orbe de ${orbText})`;
    const lead = capitalize(fill(ASPECT_LEADS[index % ASPECT_LEADS.length], {
      x, y, deX: de(x), orb, una: `${feminine ? 'una' : 'un'} ${name}`, la: `${feminine ? 'la' : 'el'} ${name}`,
    }));
    const variants = ASPECT_BODY[aspect.type];
    const used = usedPerType.get(aspect.type) ?? 0;
    usedPerType.set(aspect.type, used + 1);
    const a = POINT_FUNCTION[aspect.a];
    const body = fill(variants[used % variants.length], { a, b: POINT_FUNCTION[aspect.b], A: capitalize(a) });
    const parts = [lead, body];
    if (!chart.timeKnown && !moonCaveatGiven && (aspect.a === 'moon' || aspect.b === 'moon')) {
      parts.push(MOON_ASPECT_TIME_CAVEAT);
      moonCaveatGiven = true;
    }
    return parts.join(' ');
  });
}

interface Emphasis<K extends string> { dominant: K[]; scarce: K[] }

/**
 * Balance values may be counts or weights, so emphasis is judged by share of the total. A tie for first
 * place counts as two dominants; a three-way tie means nothing stands out.
 */
function emphasis<K extends string>(values: Record<K, number>, dominantShare: number, scarceShare: number): Emphasis<K> {
  const entries = (Object.entries(values) as [K, number][]).filter(([, value]) => Number.isFinite(value));
  const total = entries.reduce((sum, [, value]) => sum + Math.max(0, value), 0);
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

function listWithY(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}` : items.join('');
}

function balanceSection(chart: NatalChart): { section: Section; dominantElement: Element | null } {
  const { elements, modalities } = chart.balance;
  const elementList = ELEMENT_ORDER.map((element, index) => {
    const amount = formatAmount(elements[element] ?? 0);
    return index === 0 ? `${ELEMENT_WITH_ARTICLE[element]} reúne ${amount} ${amount === '1' ? 'punto' : 'puntos'}` : `${ELEMENT_WITH_ARTICLE[element]} ${amount}`;
  });
  const modalityList = MODALITY_ORDER.map((modality, index) =>
    `la ${MODALITY_NAME[modality]}${index === 0 ? ' suma' : ''} ${formatAmount(modalities[modality] ?? 0)}`);
  const elementEmphasis = emphasis(elements, 0.35, 0.1);
  const modalityEmphasis = emphasis(modalities, 0.45, 0);

  const elementTexts = [
    ...elementEmphasis.dominant.map((element) => ELEMENT_DOMINANT[element]),
    ...elementEmphasis.scarce.map((element) => ELEMENT_SCARCE[element]),
  ];
  const modalityText = modalityEmphasis.dominant.length === 1 ? MODALITY_DOMINANT[modalityEmphasis.dominant[0]] : MODALITIES_BALANCED;
  return {
    section: {
      heading: HEADING.balance,
      paragraphs: [
        `${balanceLead(listWithY(elementList), listWithY(modalityList))} ${elementTexts.length ? elementTexts.join(' ') : ELEMENTS_BALANCED}`,
        modalityText,
      ],
    },
    dominantElement: elementEmphasis.dominant.length === 1 ? elementEmphasis.dominant[0] : null,
  };
}

/** Modern rulers, used only if the engine left chartRuler empty: a known-time reading always has this section. */
const MODERN_RULER: Record<SignId, PlanetId> = {
  aries: 'mars', taurus: 'venus', gemini: 'mercury', cancer: 'moon', leo: 'sun', virgo: 'mercury',
  libra: 'venus', scorpio: 'pluto', sagittarius: 'jupiter', capricorn: 'saturn', aquarius: 'uranus', pisces: 'neptune',
};

function rulerSection(chart: NatalChart): Section | null {
  const ascSign = ascendantSign(chart);
  if (!ascSign) return null;
  const ruler = chart.chartRuler && isPlanet(chart.chartRuler) ? chart.chartRuler : MODERN_RULER[ascSign];
  const lead = rulerLead(SIGN_NAME[ascSign], POINT_IN_SENTENCE[ruler], SIGN_NAME[chart.bodies[ruler].sign], houseOf(chart, ruler));
  return { heading: HEADING.ruler, paragraphs: [`${lead} ${CHART_RULER[ruler]}`] };
}

function nodeSection(chart: NatalChart): Section {
  const node = chart.bodies.trueNode;
  const house = houseOf(chart, 'trueNode');
  const parts = [NORTH_NODE_SIGN[node.sign]];
  if (house) parts.push(NORTH_NODE_HOUSE[house - 1]);
  return { heading: HEADING.node, paragraphs: [NORTH_NODE_INTRO, parts.join(' ')] };
}

function closingSection(chart: NatalChart, greeting: string | null, dominantElement: Element | null): Section {
  const ascSign = ascendantSign(chart);
  const placements = [`Sol en ${SIGN_NAME[chart.bodies.sun.sign]}`, `tu Luna en ${SIGN_NAME[chart.bodies.moon.sign]}`];
  if (ascSign) placements.push(`tu Ascendente en ${SIGN_NAME[ascSign]}`);
  const element = dominantElement ?? SIGN_ELEMENT[chart.bodies.sun.sign];
  return {
    heading: HEADING.closing,
    paragraphs: [`${closingOpening(greeting, listWithY(placements))} ${CLOSING_QUESTION[element]}`, CLOSING_FRAME],
  };
}

function placeName(chart: NatalChart): string {
  const { name, country } = chart.location;
  return name && country && name !== country ? `${name}, ${country}` : name || country || chart.input.place;
}

/**
 * Sentences end in . ! ? or a closing quote and the next one starts with a capital, an opening mark or a
 * guillemet; that is enough for text this module writes itself.
 */
export function splitSentences(paragraph: string): string[] {
  return paragraph.split(/(?<=[.!?…»])\s+(?=[¿¡«A-ZÁÉÍÓÚÑ])/u).filter((sentence) => sentence.trim().length > 0);
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

export function composeChartInterpretation(chart: NatalChart, options: { name?: string } = {}): string {
  const greeting = personalName(options.name);
  const balance = balanceSection(chart);
  const selected = selectAspects(chart);
  const hasHouses = ascendantSign(chart) !== null;

  const sections: Section[] = [essenceSection(chart)];
  if (!hasHouses) sections.push({ heading: HEADING.noTime, paragraphs: [...UNKNOWN_TIME_EXPLANATION] });
  sections.push(
    { heading: HEADING.personal, paragraphs: [SECTION_INTRO.personal, ...(['mercury', 'venus', 'mars'] as const).map((p) => placementParagraph(chart, p))] },
    { heading: HEADING.social, paragraphs: [SECTION_INTRO.social, ...(['jupiter', 'saturn'] as const).map((p) => placementParagraph(chart, p))] },
    {
      heading: HEADING.generational,
      paragraphs: [
        hasHouses ? SECTION_INTRO.generationalWithHouses : SECTION_INTRO.generationalWithoutHouses,
        ...(['uranus', 'neptune', 'pluto'] as const).map((p) => placementParagraph(chart, p)),
      ],
    },
    {
      heading: HEADING.aspects,
      paragraphs: selected.length ? [SECTION_INTRO.aspects, ...aspectParagraphs(chart, selected)] : [SECTION_INTRO.noAspects],
    },
    balance.section,
  );
  const ruler = rulerSection(chart);
  if (ruler) sections.push(ruler);
  sections.push(nodeSection(chart), closingSection(chart, greeting, balance.dominantElement));

  const seen = new Set<string>();
  const time = hasHouses ? chart.input.time : null;
  const blocks = dedupeParagraphs([introParagraph(greeting, spanishDate(chart.input.date), time, placeName(chart))], seen);
  for (const section of sections) {
    blocks.push(`## ${section.heading}`, ...dedupeParagraphs(section.paragraphs, seen));
  }
  return `${blocks.join('\n\n')}\n`;
}
