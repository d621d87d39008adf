import { SIGNS } from '../../contract/zodiac.ts';
import { ASCENDANT_IN_SIGN, MOON_IN_SIGN, SUN_IN_SIGN } from './signs.ts';
import { PLANET_IN_SIGN } from './planets-in-signs.ts';
import { PLANET_IN_HOUSE } from './planets-in-houses.ts';
import { PAIR_TEXTS } from './aspects/index.ts';
import {
  CO_RULER_TEXT, DOMINANT_PLANET, HEMISPHERE_TEXT, OUT_OF_SIGN, PLANET_ROLE, QUADRANT_TEXT, STELLIUM_IN_HOUSE, STELLIUM_IN_SIGN,
} from './synthesis.ts';
import {
  CLOSING_FRAMES, CYCLES_INTRO, JUPITER_RETURN_TEXT, NODAL_RETURN_TEXT, NODE_ARTICLE_LINK, SATURN_RETURN_TEXT, SUMMARY_AFTER,
  SYNTHESIS_INTRO, SYNTHESIS_INTRO_NO_TIME, TIER_INTRO,
} from './reading.ts';
import {
  CHART_RULER, CLOSING_QUESTION, ELEMENTS_BALANCED, ELEMENT_DOMINANT, ELEMENT_SCARCE, MODALITIES_BALANCED, MODALITY_DOMINANT,
  MOON_ASPECT_TIME_CAVEAT, NORTH_NODE_HOUSE, NORTH_NODE_INTRO, NORTH_NODE_SIGN, RETROGRADE, UNKNOWN_TIME_EXPLANATION,
} from './themes.ts';
import { PLANETS } from '../../contract/vocabulary.ts'

// The whole natal corpus as labelled passages, for the tests that check it for repeats and for counting it.

const SIGN_PLANETS = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
const FAMILIES = ['conjunction', 'flowing', 'tense'] as const;

/** Every aspect text, labelled, with the square and opposition sentences of the angle pairs. */
export function aspectPassages(): [string, string][] {
  return Object.entries(PAIR_TEXTS).flatMap(([pair, texts]) => [
    ...FAMILIES.map((family) => [`aspect/${pair}/${family}`, texts[family]] as [string, string]),
    ...(['square', 'opposition'] as const).filter((k) => texts[k]).map((k) => [`aspect/${pair}/${k}`, texts[k] as string] as [string, string]),
  ]);
}

/** Every fixed passage of the natal corpus, labelled, so failures say where they are. */
export function natalCorpusPassages(): [string, string][] {
  const passages: [string, string][] = [];
  for (const sign of SIGNS) {
    passages.push([`sun/${sign}`, SUN_IN_SIGN[sign]], [`moon/${sign}`, MOON_IN_SIGN[sign]], [`asc/${sign}`, ASCENDANT_IN_SIGN[sign]]);
    passages.push([`node/${sign}`, NORTH_NODE_SIGN[sign]], [`stellium/${sign}`, STELLIUM_IN_SIGN[sign]]);
    for (const planet of SIGN_PLANETS) passages.push([`${planet}/${sign}`, PLANET_IN_SIGN[planet][sign]]);
  }
  for (const planet of PLANETS) {
    PLANET_IN_HOUSE[planet].forEach((text, i) => passages.push([`${planet}/house${i + 1}`, text]));
    passages.push([`role/${planet}`, PLANET_ROLE[planet]], [`dominant/${planet}`, DOMINANT_PLANET[planet]]);
  }
  NORTH_NODE_HOUSE.forEach((text, i) => passages.push([`node/house${i + 1}`, text]));
  STELLIUM_IN_HOUSE.forEach((text, i) => passages.push([`stellium/house${i + 1}`, text]));
  for (const planet of SIGN_PLANETS) passages.push([`retro/${planet}`, RETROGRADE[planet]]);
  for (const [planet, text] of Object.entries(CHART_RULER)) passages.push([`ruler/${planet}`, text]);
  for (const [planet, text] of Object.entries(CO_RULER_TEXT)) passages.push([`co-ruler/${planet}`, text as string]);
  for (const element of ['fire', 'earth', 'air', 'water'] as const) {
    passages.push([`element-dominant/${element}`, ELEMENT_DOMINANT[element]], [`scarce/${element}`, ELEMENT_SCARCE[element]]);
    passages.push([`question/${element}`, CLOSING_QUESTION[element]]);
  }
  for (const modality of ['cardinal', 'fixed', 'mutable'] as const) passages.push([`modality/${modality}`, MODALITY_DOMINANT[modality]]);
  for (const [key, text] of Object.entries(HEMISPHERE_TEXT)) passages.push([`hemisphere/${key}`, text]);
  QUADRANT_TEXT.forEach((text, i) => passages.push([`quadrant/${i + 1}`, text]));
  for (const [family, texts] of Object.entries(OUT_OF_SIGN)) texts.forEach((text, i) => passages.push([`out-of-sign/${family}/${i}`, text]));
  for (const [key, text] of Object.entries(TIER_INTRO)) passages.push([`tier/${key}`, text]);
  CLOSING_FRAMES.forEach((text, i) => passages.push([`closing/${i}`, text]));
  passages.push(
    ['elements-balanced', ELEMENTS_BALANCED], ['modalities-balanced', MODALITIES_BALANCED], ['node-intro', NORTH_NODE_INTRO],
    ['moon-caveat', MOON_ASPECT_TIME_CAVEAT], ['summary-after', SUMMARY_AFTER], ['synthesis', SYNTHESIS_INTRO],
    ['synthesis-no-time', SYNTHESIS_INTRO_NO_TIME], ['cycles', CYCLES_INTRO], ['saturn-return', SATURN_RETURN_TEXT],
    ['jupiter-return', JUPITER_RETURN_TEXT], ['nodal-return', NODAL_RETURN_TEXT], ['node-link', NODE_ARTICLE_LINK],
  );
  UNKNOWN_TIME_EXPLANATION.forEach((text, i) => passages.push([`unknown-time/${i}`, text]));
  passages.push(...aspectPassages());
  return passages;
}


/** Words in the natal corpus (every fixed passage, templates' own words included). */
export function natalCorpusWords(): number {
  return natalCorpusPassages().reduce((sum, [, text]) => sum + text.split(/\s+/).filter(Boolean).length, 0);
}
