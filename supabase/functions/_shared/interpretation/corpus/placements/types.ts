import type { SignId } from '../../../contract/chart.ts';
import type { Twelve } from '../../../contract/vocabulary.ts';

// A planet's placement passages. Two people who share a sign (everyone born within a few years shares Pluto's, and
// one person in twelve shares any fast planet's) must not read the same sentences, so every sentence of a placement
// is written to hold more than one fact of the chart: the sign read through the house, or, without a birth time,
// through the planet that rules the sign or the contact the planet makes. The one sentence that reads the sign
// alone (for Sun…Mars) comes in three versions, chosen from the chart.

/**
 * How a planet works in a sign, as definite noun phrases in the singular that name no one («la mente pausada y
 * práctica»): the house passages, the aspects and the weaves put them where the planet is spoken of, in either
 * voice. Three, so one reading rarely says the same one twice.
 */
export type Quality = readonly [string, string, string];

/** A house passage, written around one of the sign's qualities; it names its house («casa 7»). */
export type HouseText = (quality: string) => string;

export interface PlacementVoiceTexts {
  /**
   * Sun…Mars: three complete readings of the sign, one sentence each, any of which may stand in the paragraph; each
   * names the planet's dignity in the sign once, if it has one. Jupiter…Pluto: one clause, without a final stop,
   * that the house or the planet's contact with a personal point completes.
   */
  sign: Record<SignId, readonly string[]>;
  /** The planet in each house. For Jupiter…Pluto it follows the sign's clause after «, y», so it never opens with a name. */
  house: Twelve<HouseText>;
}

/** The qualities live in corpus/qualities.ts, shared by both voices. */
export interface PlacementCorpus {
  self: PlacementVoiceTexts;
  other: PlacementVoiceTexts;
}
