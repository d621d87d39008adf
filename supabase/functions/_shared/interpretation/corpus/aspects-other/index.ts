import type { PairTexts } from '../aspects/types.ts';
import { OTHER_MARS_ASPECTS } from './mars.ts';
import { OTHER_MERCURY_ASPECTS } from './mercury.ts';
import { OTHER_MOON_ASPECTS } from './moon.ts';
import { OTHER_OUTER_ASPECTS } from './outer.ts';
import { OTHER_SOCIAL_ASPECTS } from './social.ts';
import { OTHER_SUN_ASPECTS } from './sun.ts';
import { OTHER_VENUS_ASPECTS } from './venus.ts';

/** The aspect texts of someone else's chart, keyed as corpus/aspects keys the owner's (tests hold the two key sets equal). */
export const OTHER_PAIR_TEXTS: Readonly<Record<string, PairTexts>> = {
  ...OTHER_SUN_ASPECTS, ...OTHER_MOON_ASPECTS, ...OTHER_MERCURY_ASPECTS, ...OTHER_VENUS_ASPECTS, ...OTHER_MARS_ASPECTS, ...OTHER_SOCIAL_ASPECTS, ...OTHER_OUTER_ASPECTS,
};
