/** One original text per aspect family of a pair: conjunction, flowing (trine, sextile), tense (square, opposition). */
export interface PairTexts {
  conjunction: string;
  flowing: string;
  tense: string;
}
