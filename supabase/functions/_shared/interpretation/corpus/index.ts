import { SIGNS } from '../../contract/zodiac.ts';
import { PAIR_TEXTS } from './aspects/index.ts';
import { STELLIUM_IN_HOUSE, STELLIUM_IN_SIGN } from './synthesis.ts';
import { SUN_MERCURY_CONJUNCTION_BY_ORB } from './aspects/sun.ts';
import { NODE_LESSON, NORTH_NODE_HOUSE, NORTH_NODE_SIGN } from './themes.ts';
import { PLACEMENTS } from './placements/index.ts';
import { ASCENDANT } from './placements/ascendant.ts';
import { QUALITY } from './qualities.ts';
import { TENSIONS } from './tensions.ts';
import { PLANETS } from '../../contract/vocabulary.ts'

// The natal corpus's passages in the owner's voice, labelled, for the tests that check it for repeats and for
// counting it. A house passage is written around a quality of the sign; here each reads its planet's first quality
// in Aries. The frame's variants (corpus/frames.ts) and the weaves carry the chart's facts and are checked on
// composed readings instead.

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

/** Every passage of the natal corpus in the owner's voice, labelled, so failures say where they are. */
export function natalCorpusPassages(): [string, string][] {
  const passages: [string, string][] = [];
  for (const sign of SIGNS) {
    ASCENDANT.self[sign].forEach((text, i) => passages.push([`asc/${sign}/${i}`, text]));
    passages.push([`node/${sign}`, NORTH_NODE_SIGN[sign]], [`stellium/${sign}`, STELLIUM_IN_SIGN[sign]]);
    for (const planet of PLANETS) PLACEMENTS[planet].self.sign[sign].forEach((text, i) => passages.push([`${planet}/${sign}/${i}`, text]));
  }
  for (const planet of PLANETS) {
    PLACEMENTS[planet].self.house.forEach((house, i) => passages.push([`${planet}/house${i + 1}`, house(QUALITY[planet].aries[0])]));
  }
  NORTH_NODE_HOUSE.forEach((house, i) => passages.push([`node/house${i + 1}`, house(NODE_LESSON.aries)]));
  STELLIUM_IN_HOUSE.forEach((text, i) => passages.push([`stellium/house${i + 1}`, text]));
  for (const [dimension, texts] of Object.entries(TENSIONS.reconcile)) texts.forEach((text, i) => passages.push([`tension/${dimension}/${i}`, text]));
  passages.push(...aspectPassages());
  return passages;
}

/** Words in the natal corpus (every fixed passage, templates' own words included). */
export function natalCorpusWords(): number {
  return natalCorpusPassages().reduce((sum, [, text]) => sum + text.split(/\s+/).filter(Boolean).length, 0);
}
