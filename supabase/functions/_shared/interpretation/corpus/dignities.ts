import type { Dignity } from '../astro-rules.ts';

// What each essential dignity is called in a reading. The dignity itself is read inside the planet's sign passage
// (corpus/signs.ts, planets-in-signs.ts and their third-person twins), written as one text with it, so the two
// never say the same thing twice in one paragraph.

export const DIGNITY_NAME: Record<Dignity, string> = {
  domicile: 'domicilio', exaltation: 'exaltación', detriment: 'exilio', fall: 'caída',
};
