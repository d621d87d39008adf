/**
 * One original text per aspect family of a pair: conjunction, flowing (trine, sextile), tense (square,
 * opposition). Pairs with an angle add one sentence for each tense aspect, because the planet stands in a
 * different place: on the Descendant or the Imum Coeli for the opposition, across the chart for the square.
 */
export interface PairTexts {
  conjunction: string;
  flowing: string;
  tense: string;
  opposition?: string;
  square?: string;
}
