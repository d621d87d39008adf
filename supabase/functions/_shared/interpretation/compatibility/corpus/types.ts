// The shape every category's corpus fills in. Texts are functions of the two names (and of the facts they state:
// signs, scores, themes) so that each sentence is written whole for its place in the reading.
import type { ChartPoint } from '../../../astro/compatibility-types.ts';

/** a: whoever holds the first point of the key (or the guest, or the person the sentence is about); b: the other. */
export interface Who {
  a: string;
  b: string;
  /** The aspect with its article: "un trígono", "una cuadratura". */
  asp: string;
  /** The sign of a's point and of b's point ("Géminis"; "Tauro o Géminis" for a Moon the unknown time leaves open). */
  sa: string;
  sb: string;
}

export type Text = (who: Who) => string;
export type Family = 'conjunction' | 'flowing' | 'tense';
export type Band = 'low' | 'mid' | 'high';

/** Two or three ways to say one thing: the composer picks one per pair of charts, so two pairs rarely read alike. */
export type Variants<T = Text> = readonly [T, T, ...T[]];

/** Plain words the summary and the closing weave in: what most holds the bond, what most strains it, how hot it runs. */
export interface Gist {
  /** "la ternura", "la conversación y el humor". */
  up: string;
  down: string;
  /** An adverbial phrase for the Intensidad band: "a fuego lento". */
  heat: string;
}
export type GistText = (who: Who, gist: Gist) => string;

/** A contact with no text of its own: both points with their owners ("el Marte de Luis") and what each stands for. */
export interface Fallback {
  pa: string;
  pb: string;
  /** Noun phrases that take "de <name>": "la manera de querer". */
  ra: string;
  rb: string;
}
export type FallbackText = (who: Who, f: Fallback) => string;

/** a's point, `point` ("la Venus de Ana"), in b's house. */
export type HouseText = (who: Who, point: string) => string;
export type ElementsText = (who: Who, elementA: string, elementB: string) => string;

/**
 * Pair keys are "first-second" with the planets in the order the text names them: `venus-mars` is a's Venus with
 * b's Mars. A key with the same point twice (`moon-moon`) serves either order.
 */
export interface PairEntry {
  /** What this contact is about, in plain words for the summary ("la atracción"). */
  theme: string;
  conjunction: Variants;
  flowing: Variants;
  tense: Variants;
}

/** The points a reading can name: the mean node repeats the true node's axis and is never read. */
export type ReadPoint = Exclude<ChartPoint, 'meanNode'>;

export interface CategoryCorpus {
  headings: { opening: Text; strengths: Text; friction: Text; houses: Text; closing: Text };
  /** The one plain sentence that opens the reading, by Armonía band: below 40, 40–60, above 60. */
  summary: Record<Band, Variants<GistText>>;
  /** The Intensidad band as the summary says it, below 35, 35–65, above 65 (completes "… y {heat}"). */
  heat: Record<Band, string>;
  /** What each point is about in this bond, in one or two plain words ("la ternura"). */
  theme: Record<ReadPoint, string>;
  /** What each point stands for, a noun phrase that takes "de <name>" ("la necesidad de cobijo"). */
  role: Record<ReadPoint, string>;
  /** One sentence for a contact with no pair text, by aspect family. */
  fallback: Record<Family, Variants<FallbackText>>;
  pairs: Record<string, PairEntry>;
  /** Only the houses this category weighs. */
  houses: Partial<Record<number, Variants<HouseText>>>;
  /** a has no birth time (b does). */
  noHousesOne: Variants;
  /** Neither has a birth time. */
  noHousesBoth: Variants;
  /** Dominant elements: the same one; fire–air or earth–water; any other mix. Elements come as Spanish phrases. */
  elements: { same: Variants<ElementsText>; complementary: Variants<ElementsText>; contrasting: Variants<ElementsText> };
  /** Closing by Armonía: at least 50, or below. */
  closing: { easy: Variants<GistText>; effort: Variants<GistText> };
}
