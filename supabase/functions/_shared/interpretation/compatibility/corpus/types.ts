// The shape every category's corpus fills in. Texts are functions of the two names so that each sentence is written
// whole for its place in the reading; a name is the only thing slotted in.
import type { ChartPoint } from '../../../astro/compatibility-types.ts';

/** a: whoever holds the first point of the key (or the guest, or the person the sentence is about); b: the other. */
export interface Who {
  a: string;
  b: string;
  /** The aspect with its article: "un trígono", "una cuadratura". */
  asp: string;
}

export type Text = (who: Who) => string;
export type Family = 'conjunction' | 'flowing' | 'tense';

/**
 * Pair keys are "first-second" with the planets in the order the text names them: `venus-mars` is a's Venus with
 * b's Mars. A key with the same point twice (`moon-moon`) serves either order.
 */
export type PairTexts = Record<string, Record<Family, Text>>;

export interface CategoryCorpus {
  headings: { opening: Text; strengths: Text; friction: Text; houses: Text; closing: Text };
  /** Opening by harmony band: below 40, 40–60, above 60. */
  harmony: { low: Text; mid: Text; high: Text };
  /** Second opening paragraph by intensity band: below 35, 35–65, above 65. */
  intensity: { low: Text; mid: Text; high: Text };
  pairs: PairTexts;
  /** For a contact with no pair text: what a's point brings to this bond (one sentence). */
  role: Partial<Record<ChartPoint, Text>>;
  /** Closes a fallback paragraph: how this kind of aspect plays out in this bond. Two variants each. */
  family: Record<Family, readonly [Text, Text]>;
  /** a's point `point` ("Venus de Ana", "el Sol de Ana") in b's house N; the composer capitalises the first letter. */
  houses: Partial<Record<number, (who: Who, point: string) => string>>;
  /** a has no birth time (b does). */
  noHousesOne: Text;
  /** Neither has a birth time. */
  noHousesBoth: Text;
  /** a's Moon may be in either of two signs. */
  moonUncertain: Text;
  /** Dominant elements: the same one; fire–air or earth–water; any other mix. Elements come as Spanish phrases. */
  elements: {
    same: (who: Who, element: string) => string;
    complementary: (who: Who, elementA: string, elementB: string) => string;
    contrasting: (who: Who, elementA: string, elementB: string) => string;
  };
  /** Closing by harmony: at least 50, or below. */
  closing: { easy: Text; effort: Text };
}

