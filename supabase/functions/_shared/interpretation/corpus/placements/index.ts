import type { PlanetId } from '../../../contract/vocabulary.ts';
import { JUPITER } from './jupiter.ts';
import { MARS } from './mars.ts';
import { MERCURY } from './mercury.ts';
import { MOON } from './moon.ts';
import { NEPTUNE } from './neptune.ts';
import { PLUTO } from './pluto.ts';
import { SATURN } from './saturn.ts';
import { SUN } from './sun.ts';
import { URANUS } from './uranus.ts';
import { VENUS } from './venus.ts';
import type { PlacementCorpus } from './types.ts';

export type { HouseText, PlacementCorpus, PlacementVoiceTexts, Quality } from './types.ts';

/** The planets whose sign is read in three versions of one sentence; the slower ones are read through a second fact. */
export const FAST_PLANETS: ReadonlySet<PlanetId> = new Set(['sun', 'moon', 'mercury', 'venus', 'mars']);

export const PLACEMENTS: Record<PlanetId, PlacementCorpus> = {
  sun: SUN, moon: MOON, mercury: MERCURY, venus: VENUS, mars: MARS, jupiter: JUPITER, saturn: SATURN, uranus: URANUS, neptune: NEPTUNE,
  pluto: PLUTO,
};
