import { SIGNS } from '../../contract/zodiac.ts';
import { ASCENDANT_IN_SIGN, MOON_IN_SIGN, SUN_IN_SIGN } from './signs.ts';
import { PLANET_IN_SIGN } from './planets-in-signs.ts';
import { PLANET_IN_HOUSE } from './planets-in-houses.ts';
import { PAIR_TEXTS } from './aspects/index.ts';
import { CO_RULER_TEXT, STELLIUM_IN_HOUSE, STELLIUM_IN_SIGN } from './synthesis.ts';
import { SUN_MERCURY_CONJUNCTION_BY_ORB } from './aspects/sun.ts';
import { CHART_RULER, NORTH_NODE_HOUSE, NORTH_NODE_SIGN, RETROGRADE } from './themes.ts';
import { TENSIONS } from './tensions.ts';
import { PLANETS } from '../../contract/vocabulary.ts'

// The natal corpus's fixed passages, labelled, for the tests that check it for repeats and for counting it. The
// frame's variants (corpus/frames.ts) carry the chart's facts and are checked on composed readings instead.

const SIGN_PLANETS = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
const FAMILIES = ['conjunction', 'flowing', 'tense'] as const;

/** Every aspect text, labelled, with the square and opposition sentences of the angle pairs and the orb bands. */
export function aspectPassages(): [string, string][] {
  return [
    ...Object.entries(PAIR_TEXTS).flatMap(([pair, texts]) => [
      ...FAMILIES.map((family) => [`aspect/${pair}/${family}`, texts[family]] as [string, string]),
      ...(['square', 'opposition'] as const).filter((k) => texts[k]).map((k) => [`aspect/${pair}/${k}`, texts[k] as string] as [string, string]),
    ]),
    ...Object.entries(SUN_MERCURY_CONJUNCTION_BY_ORB).map(([band, text]) => [`aspect/sun-mercury/conjunction/${band}`, text] as [string, string]),
  ];
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
  }
  NORTH_NODE_HOUSE.forEach((text, i) => passages.push([`node/house${i + 1}`, text]));
  STELLIUM_IN_HOUSE.forEach((text, i) => passages.push([`stellium/house${i + 1}`, text]));
  for (const [planet, text] of Object.entries(RETROGRADE)) passages.push([`retro/${planet}`, text]);
  for (const [planet, text] of Object.entries(CHART_RULER)) passages.push([`ruler/${planet}`, text]);
  for (const [planet, text] of Object.entries(CO_RULER_TEXT)) passages.push([`co-ruler/${planet}`, text as string]);
  for (const [dimension, texts] of Object.entries(TENSIONS.reconcile)) texts.forEach((text, i) => passages.push([`tension/${dimension}/${i}`, text]));
  passages.push(...aspectPassages());
  return passages;
}


/** Words in the natal corpus (every fixed passage, templates' own words included). */
export function natalCorpusWords(): number {
  return natalCorpusPassages().reduce((sum, [, text]) => sum + text.split(/\s+/).filter(Boolean).length, 0);
}
