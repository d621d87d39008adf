import type { Element } from '../../contract/chart.ts';
import type { Twelve } from '../../contract/vocabulary.ts';
import type { AspectFamily } from './aspects/index.ts';
import type { TraditionalRuler } from '../astro-rules.ts';
import type { RetrogradeNotePlanet } from './themes.ts';

// Sentences that read one fact of the chart through another: a planet through the one that rules its sign, a planet
// through its closest contact. They carry the qualities of corpus/qualities.ts, so each holds two placements at once
// and two people rarely read the same one. One set per voice (corpus/weaves.ts, corpus/other-weaves.ts).

/** A planet read through the ruler of its sign, when no house places it. Names as they sit in a sentence. */
export interface DispositorFacts {
  /** The planet's sign: "Tauro". */
  sign: string;
  /** The sign's ruler: "Venus", "el Sol". */
  ruler: string;
  /** Where the ruler is: "en Géminis", or "también en Géminis" when it shares the planet's sign. */
  rulerWhere: string;
  quality: string;
  rulerQuality: string;
}

/** A planet read through its closest major contact with another point. */
export interface ContactFacts {
  /** The planet: "Venus", "el Sol". */
  planet: string;
  /** The point it touches, in the voice: "tu Luna", "Saturno", "su Ascendente". */
  partner: string;
  /** The aspect with its indefinite article, "una cuadratura", and with its definite one, "la cuadratura". */
  aspect: string;
  theAspect: string;
  quality: string;
  partnerQuality: string;
}

export type Frame<T> = (facts: T) => string;

/** Spanish contraction: a + el → al. */
export function toward(phrase: string): string {
  return phrase.startsWith('el ') ? `al ${phrase.slice(3)}` : `a ${phrase}`;
}

export interface Weaves {
  dispositor: readonly Frame<DispositorFacts>[];
  contact: Record<AspectFamily, readonly Frame<ContactFacts>[]>;
  /** A planet with no major contact: `planet` as in ContactFacts. */
  alone: readonly Frame<{ planet: string; quality: string }>[];
  /**
   * The Sun's sign with the Moon's, by their elements (the Sun's first): what one wants and what one needs, in the
   * qualities of the two signs.
   */
  sunMoon: Record<Element, Record<Element, Frame<{ sun: string; moon: string }>>>;
  /**
   * A slow planet made personal by its closest contact with a personal point (Sun…Mars, the angles), or said to
   * touch none. Clauses without a final stop that open in lower case: the composer makes them a sentence, or, without
   * a birth time, follows the sign's clause with them.
   */
  slowContact: Record<SlowKind, Record<AspectFamily, readonly Frame<ContactFacts>[]>>;
  slowAlone: Record<SlowKind, readonly Frame<{ planet: string; quality: string }>[]>;
  /** A planet retrograde at birth, read with the quality of its sign. */
  retrograde: Record<RetrogradeNotePlanet, readonly Frame<{ quality: string }>[]>;
  /** The chart's ruler read through its house: `area` is where that house's life happens, «en tu trabajo diario». */
  ruler: Record<TraditionalRuler, readonly Frame<HouseFacts>[]>;
  /** The modern co-ruler of a Scorpio, Aquarius or Pisces Ascendant, read through its house. */
  coRuler: Record<'pluto' | 'uranus' | 'neptune', readonly Frame<HouseFacts>[]>;
  /** The Ascendant read with the Sun's sign: the door and what stands behind it. `same` when they share a sign. */
  ascendantSun: Record<'same' | 'different', readonly Frame<{ ascendant: string; sun: string; sunSign: string }>[]>;
  /** What each house's life is about, as a noun phrase in the voice: «tu trabajo diario». */
  houseTopic: Twelve<string>;
  /**
   * An aspect's sentence led by where it plays out: both points in one house, in two houses, or a planet in its house
   * against an angle. `clause` is a sentence of the pair's text, in lower case and with its stop.
   */
  aspectHouse: {
    same: readonly Frame<{ house: number; topic: string; clause: string }>[];
    apart: Record<AspectFamily, readonly Frame<{ a: string; b: string; houseA: number; houseB: number; topicA: string; topicB: string; clause: string }>[]>;
    angle: readonly Frame<{ planet: string; house: number; topic: string; clause: string }>[];
  };
  /** An aspect's sentence led by the qualities of the two signs, as the aspect's family joins them. */
  aspectSign: Record<AspectFamily, readonly Frame<{ a: string; b: string; clause: string }>[]>;
  /**
   * A node's sentence led by the planet that rules its sign and where that planet is: «Con Venus, regente de Libra,
   * en Géminis, …» (`lead`), or «Venus, que rige Libra, está en Géminis, y …» (`join`, for a clause that opens with
   * «con»). `rulerWhere` is «en Géminis», or «en su propio signo».
   */
  nodeRuler: Record<'lead' | 'join', readonly Frame<{ ruler: string; sign: string; rulerWhere: string; clause: string }>[]>;
  /**
   * A stellium's closing sentences led by where its planets fall (`topics`: «tu trabajo diario y tu pareja») or by the
   * quality of its heaviest planet.
   */
  stellium: { houses: readonly Frame<{ topics: string; clause: string }>[]; planet: readonly Frame<{ quality: string; clause: string }>[] };
  /** The square's or the opposition's own sentence of an angle, led by the house the planet stands in. */
  angleExtra: readonly Frame<{ aspect: string; house: number; topic: string; clause: string }>[];
  /** The south node's sentence led by its house. */
  southNodeHouse: readonly Frame<{ house: number; topic: string; clause: string }>[];
}

export interface HouseFacts {
  house: number;
  area: string;
}

/** Jupiter and Saturn mark a year or two; Uranus, Neptune and Pluto a generation. */
export type SlowKind = 'social' | 'generation';
