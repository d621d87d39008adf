import type { Element, Modality } from '../../contract/chart.ts';
import { capitalize, type PlanetId } from '../../contract/vocabulary.ts';
import type { AspectFamily } from './aspects/index.ts';

// The frame of a reading (intro, section openings, synthesis, cycles, node, closing) in one voice. Every frame
// sentence either carries facts of the chart it frames (its signs, counts, dates, the names of its strongest
// factors) or is one of several variants chosen from the chart, so two people's readings do not share their
// framing word for word. `pick` chooses a variant deterministically; `salt` keeps choices independent.

export type Pick = <T>(options: readonly T[], salt: string) => T;

/** The three pillars as they are named in a sentence: "en Tauro", or "entre Géminis y Cáncer" for an uncertain Moon. */
export interface Pillars {
  sun: string;
  moonPhrase: string;
  ascendant: string | null;
}

/** A hemisphere's weight, and the inner houses (8 and 12) that hold much of it when they do. */
export interface HemisphereFacts {
  half: 'east' | 'west' | 'below' | 'above';
  /** How many of the ten planets sit in that half. */
  planets: number;
  /** The personal planets among them, as the voice names them («tu Sol y Venus»), or null if none. */
  personal: string | null;
  /** The personal planets named are all the planets of the half. */
  personalAll: boolean;
  /** Planets in the 12th house (and the 8th, for the upper half), when they hold half the half's weight. */
  inner: { count: number; houses: string } | null;
  /** The other half already named the hidden houses: say it in a clause, not again in full. */
  innerSaid: boolean;
}

export interface TierFacts {
  /** "de tu Sol en Tauro a la conjunción entre la Luna y Saturno", "tu Sol en Tauro y tu Luna en Cáncer", or one name. */
  span: string;
  count: number;
}

export interface Frames {
  intro(date: string, time: string | null, place: string, pillars: Pillars, pick: Pick): string;
  summaryLead(factorCount: number, pick: Pick): string;
  summaryAfter(tiers: [number, number, number], nodeSign: string, pick: Pick): string;
  ascendantSummary: string;
  unknownTime(date: string, place: string, pick: Pick): string[];
  moonCertain(sign: string, pick: Pick): string;
  moonUncertain(signs: readonly string[], read: string, other: string, after: boolean): string;
  /** `moonSign` is the sign the reading reads the Moon in. */
  moonCaveat(aspects: number, moonSign: string, pick: Pick): string;
  tier: Record<'strongest' | 'middle' | 'background', (facts: TierFacts, pick: Pick) => string>;
  role: Record<PlanetId, readonly string[]>;
  ascendantLead(sign: string, degrees: string, pick: Pick): string;
  rulerLead(ascSign: string, ruler: string, rulerSign: string, pick: Pick): string;
  /** x and y are "el Sol en Aries", "Marte en Tauro"; signA and signB the two signs. */
  outOfSign(family: AspectFamily, signA: string, signB: string, index: number): string;
  synthesisIntro(pillars: Pillars, pick: Pick): string;
  balanceLead(elements: string, modalities: string, pick: Pick): string;
  /** `holders` names what sits in the element: "tu Sol, tu Luna y Marte". */
  elementDominant(element: Element, holders: string, pick: Pick): string;
  /** `holders` is empty when nothing sits in the element; `versus` is the strongest element with its points. */
  elementScarce(element: Element, holders: string, versus: string, pick: Pick): string;
  elementsBalanced(pick: Pick): string;
  modalityDominant(modality: Modality, holders: string, pick: Pick): string;
  /** `pillars`: where the Sun, the Moon and the Ascendant sit by modality, «tu Sol en un signo fijo y tu Luna en uno mutable». */
  modalitiesBalanced(pillars: string, pick: Pick): string;
  hemisphere(facts: HemisphereFacts, pick: Pick): string;
  quadrant(quadrant: number, planets: number, pick: Pick): string;
  /** `planet` with its sign ("Marte en Cáncer"); `reasons` a list of why it dominates; `debility` when it is weak there. */
  dominant(planet: PlanetId, where: string, reasons: string, debility: string | null, pick: Pick): string;
  retrograde(planets: PlanetId[], pick: Pick): string;
  /** Uranus, Neptune or Pluto retrograde at birth: common, so said once and lightly. */
  slowRetrograde(planets: PlanetId[], pick: Pick): string;
  /** `born` is the birth date in words. */
  cyclesIntro(born: string, pick: Pick): string;
  saturnReturn(where: string, pick: Pick): string;
  jupiterReturn(where: string, pick: Pick): string;
  nodalReturn(where: string, pick: Pick): string;
  /** 'tu' or 'su', before "grado natal" and "nodo norte" in the return dates. */
  possessive: string;
  /** "En tu carta" / "En la carta de Ana", before Jupiter's return dates. */
  inTheChart: string;
  nodeIntro(where: string, pick: Pick): string;
  /** `south` is where the south node is: "3°12′ de Capricornio". */
  nodeLink(south: string, pick: Pick): string;
  closingOpening(placements: string, pick: Pick): string;
  closingQuestion(element: Element, holders: string, pick: Pick): string;
  closingFrame(dominant: string, pick: Pick): string;
}

const UNITS = [
  'cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce',
  'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro',
  'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve',
];
const TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta'];

/**
 * A count in words before a masculine noun («un factor», «veintiún factores», «treinta y un planetas»), as
 * Spanish prose writes small numbers.
 */
export function countWord(n: number): string {
  const word = n < 30 ? UNITS[n] : `${TENS[Math.floor(n / 10)]}${n % 10 ? ` y ${UNITS[n % 10]}` : ''}`;
  return word.replace(/uno$/, 'un').replace(/veintiun$/, 'veintiún');
}

/** The same count at the start of a sentence. */
export function countWordCapital(n: number): string {
  const word = countWord(n);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * A fact-bearing opening and a body that interprets it, as one sentence joined by a colon, or as two sentences
 * when the body's first sentence already has a colon of its own.
 */
export function joinBody(opening: string, body: string): string {
  const first = body.split(/(?<=[.!?])\s/)[0];
  return first.includes(':') ? `${opening}. ${capitalize(body)}` : `${opening}: ${body}`;
}

/**
 * A two-sentence body whose halves were written to combine freely: the first sentence of one variant and the
 * second of another, each chosen on its own, so two charts with the same emphasis rarely read the same pair.
 */
export function mixBody(bodies: readonly string[], pick: Pick, salt: string, moreSeconds: readonly string[] = []): string {
  const halves = bodies.map((body) => {
    const at = body.search(/(?<=[.!?])\s/);
    return [body.slice(0, at), body.slice(at + 1)] as const;
  });
  return `${pick(halves, `${salt}-first`)[0]} ${pick([...halves.map(([, second]) => second), ...moreSeconds], `${salt}-second`)}`;
}
