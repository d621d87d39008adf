import type { AspectType } from '../../../contract/chart.ts';
import { MARS_ASPECTS } from './mars.ts';
import { MERCURY_ASPECTS } from './mercury.ts';
import { MOON_ASPECTS } from './moon.ts';
import { OUTER_ASPECTS } from './outer.ts';
import { SOCIAL_ASPECTS } from './social.ts';
import { SUN_ASPECTS } from './sun.ts';
import type { PairTexts } from './types.ts';
import { VENUS_ASPECTS } from './venus.ts';

export type { PairTexts } from './types.ts';

/** The points with their own aspect texts, in the order that names a pair ("sun-moon", never "moon-sun"). */
export const ASPECT_TEXT_POINTS = [
  'sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'ascendant', 'midheaven',
] as const;
export type AspectTextPoint = (typeof ASPECT_TEXT_POINTS)[number];

export type AspectFamily = 'conjunction' | 'flowing' | 'tense';

export const ASPECT_FAMILY: Partial<Record<AspectType, AspectFamily>> = {
  conjunction: 'conjunction', trine: 'flowing', sextile: 'flowing', square: 'tense', opposition: 'tense',
};

export const PAIR_TEXTS: Readonly<Record<string, PairTexts>> = {
  ...SUN_ASPECTS, ...MOON_ASPECTS, ...MERCURY_ASPECTS, ...VENUS_ASPECTS, ...MARS_ASPECTS, ...SOCIAL_ASPECTS, ...OUTER_ASPECTS,
};

export function isAspectTextPoint(point: string): point is AspectTextPoint {
  return (ASPECT_TEXT_POINTS as readonly string[]).includes(point);
}

/** The two points in canonical order, joined as the corpus keys them. */
export function pairKey(a: AspectTextPoint, b: AspectTextPoint): string {
  const [first, second] = ASPECT_TEXT_POINTS.indexOf(a) <= ASPECT_TEXT_POINTS.indexOf(b) ? [a, b] : [b, a];
  return `${first}-${second}`;
}

/**
 * The text for a major aspect between two points (with its square or opposition sentence, unless
 * `withAngleSentence` is false), or null for a minor aspect. `corpus` is the owner's (PAIR_TEXTS) or someone
 * else's (corpus/aspects-other).
 */
export function aspectText(
  a: string, b: string, type: AspectType, corpus: Readonly<Record<string, PairTexts>> = PAIR_TEXTS, withAngleSentence = true,
): string | null {
  const family = ASPECT_FAMILY[type];
  if (!family || !isAspectTextPoint(a) || !isAspectTextPoint(b)) return null;
  const texts = corpus[pairKey(a, b)];
  if (!texts) return null;
  const addition = !withAngleSentence ? undefined : type === 'opposition' ? texts.opposition : type === 'square' ? texts.square : undefined;
  return addition ? `${texts[family]} ${addition}` : texts[family];
}
