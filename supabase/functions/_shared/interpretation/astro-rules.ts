import type { SignId } from '../contract/chart.ts';
import type { PlanetId } from '../contract/vocabulary.ts';

// Rulerships and essential dignities as the library teaches them (src/content/library/astrologia/
// ascendente-y-regente-de-la-carta.md): the seven traditional rulers first, the modern co-rulers of Scorpio,
// Aquarius and Pisces beside them. Exaltations and falls are the classical ones (Ptolemy's table); the outer
// planets have only the modern domiciles and their detriments, since their exaltations are not agreed on.

/** The seven classical planets, the only ones that rule a sign in the traditional scheme. */
export type TraditionalRuler = 'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn';

export const TRADITIONAL_RULER: Record<SignId, TraditionalRuler> = {
  aries: 'mars', taurus: 'venus', gemini: 'mercury', cancer: 'moon', leo: 'sun', virgo: 'mercury',
  libra: 'venus', scorpio: 'mars', sagittarius: 'jupiter', capricorn: 'saturn', aquarius: 'saturn', pisces: 'jupiter',
};

export const MODERN_CORULER: Partial<Record<SignId, PlanetId>> = { scorpio: 'pluto', aquarius: 'uranus', pisces: 'neptune' };

const OPPOSITE = (sign: SignId, signs: readonly SignId[]): SignId => signs[(signs.indexOf(sign) + 6) % 12];
const ORDER: readonly SignId[] = [
  'aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces',
];

/** Signs each planet rules: traditional domiciles, plus the modern ones of the outer planets. */
export const DOMICILES: Record<PlanetId, readonly SignId[]> = {
  sun: ['leo'], moon: ['cancer'], mercury: ['gemini', 'virgo'], venus: ['taurus', 'libra'], mars: ['aries', 'scorpio'],
  jupiter: ['sagittarius', 'pisces'], saturn: ['capricorn', 'aquarius'], uranus: ['aquarius'], neptune: ['pisces'], pluto: ['scorpio'],
};

export const EXALTATION: Partial<Record<PlanetId, SignId>> = {
  sun: 'aries', moon: 'taurus', mercury: 'virgo', venus: 'pisces', mars: 'capricorn', jupiter: 'cancer', saturn: 'libra',
};

export type Dignity = 'domicile' | 'exaltation' | 'detriment' | 'fall';

/**
 * Every essential dignity or debility of a planet in a sign, strongest first. Mercury is both at home and
 * exalted in Virgo, and both in detriment and fall in Pisces, so a planet can have two.
 */
export function dignitiesOf(planet: PlanetId, sign: SignId): Dignity[] {
  const found: Dignity[] = [];
  if (DOMICILES[planet].includes(sign)) found.push('domicile');
  if (EXALTATION[planet] === sign) found.push('exaltation');
  if (DOMICILES[planet].some((home) => OPPOSITE(home, ORDER) === sign)) found.push('detriment');
  const exalted = EXALTATION[planet];
  if (exalted && OPPOSITE(exalted, ORDER) === sign) found.push('fall');
  return found;
}

/** The planets that rule a sign: the traditional ruler, then the modern co-ruler if there is one. */
export function rulersOf(sign: SignId): PlanetId[] {
  const modern = MODERN_CORULER[sign];
  return modern ? [TRADITIONAL_RULER[sign], modern] : [TRADITIONAL_RULER[sign]];
}
