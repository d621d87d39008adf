import type { AspectType, ChartPoint, Element, HouseSystem, Modality, SignId } from './chart.ts';

// The one Spanish vocabulary of signs, planets, points and aspects: the composers, the corpora, the AI facts, the
// CLI and the app all spell the chart with it.

export const PLANETS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
export type PlanetId = (typeof PLANETS)[number];
/** The planets read sign by sign in their own short passage; Sun and Moon have the longer "essence" texts. */
export type SignPassagePlanet = Exclude<PlanetId, 'sun' | 'moon'>;

export type Twelve<T> = readonly [T, T, T, T, T, T, T, T, T, T, T, T];

/** The house systems by the names Spanish-speaking astrologers use for them. */
export const HOUSE_SYSTEM_NAME: Record<HouseSystem, string> = {
  placidus: 'Placidus', koch: 'Koch', 'whole-sign': 'Signos enteros', equal: 'Casas iguales', porphyry: 'Porfirio',
};

export const SIGN_NAME: Record<SignId, string> = {
  aries: 'Aries', taurus: 'Tauro', gemini: 'Géminis', cancer: 'Cáncer', leo: 'Leo', virgo: 'Virgo',
  libra: 'Libra', scorpio: 'Escorpio', sagittarius: 'Sagitario', capricorn: 'Capricornio', aquarius: 'Acuario', pisces: 'Piscis',
};

export const SIGN_ELEMENT: Record<SignId, Element> = {
  aries: 'fire', leo: 'fire', sagittarius: 'fire',
  taurus: 'earth', virgo: 'earth', capricorn: 'earth',
  gemini: 'air', libra: 'air', aquarius: 'air',
  cancer: 'water', scorpio: 'water', pisces: 'water',
};

/** Bare names, as in "Mercurio en Géminis". */
export const POINT_NAME: Record<ChartPoint, string> = {
  sun: 'Sol', moon: 'Luna', mercury: 'Mercurio', venus: 'Venus', mars: 'Marte', jupiter: 'Júpiter', saturn: 'Saturno',
  uranus: 'Urano', neptune: 'Neptuno', pluto: 'Plutón', trueNode: 'nodo norte', meanNode: 'nodo norte medio',
  ascendant: 'Ascendente', midheaven: 'Medio Cielo',
};

/** Names as a label, a table row or a heading shows them: «Nodo norte», «Medio Cielo». */
export const POINT_LABEL = Object.fromEntries(
  Object.entries(POINT_NAME).map(([point, name]) => [point, capitalize(name)]),
) as Record<ChartPoint, string>;

/** The astrologer's mark for retrograde motion, «℞» (U+211E), as ephemerides print it. */
export const RETROGRADE_MARK = '℞';

/**
 * Whether a label calls the point retrograde. The lunar nodes move backwards nearly all the time (that is their
 * mean motion), so saying it of them tells nothing; for a planet it marks a station worth noticing.
 */
export function marksRetrograde(point: ChartPoint, retrograde: boolean | undefined): boolean {
  return Boolean(retrograde) && point !== 'trueNode' && point !== 'meanNode';
}

/** Names as they sit inside a Spanish sentence: the luminaries and angles take an article, the planets do not. */
export const POINT_IN_SENTENCE: Record<ChartPoint, string> = {
  sun: 'el Sol', moon: 'la Luna', mercury: 'Mercurio', venus: 'Venus', mars: 'Marte', jupiter: 'Júpiter', saturn: 'Saturno',
  uranus: 'Urano', neptune: 'Neptuno', pluto: 'Plutón', trueNode: 'el nodo norte', meanNode: 'el nodo norte medio',
  ascendant: 'el Ascendente', midheaven: 'el Medio Cielo',
};

export const ELEMENT_NAME: Record<Element, string> = { fire: 'fuego', earth: 'tierra', air: 'aire', water: 'agua' };
/** "el agua" takes the masculine article before stressed a-, though the noun is feminine. */
export const ELEMENT_WITH_ARTICLE: Record<Element, string> = { fire: 'el fuego', earth: 'la tierra', air: 'el aire', water: 'el agua' };
export const MODALITY_NAME: Record<Modality, string> = { cardinal: 'cardinal', fixed: 'fija', mutable: 'mutable' };

export const ASPECT_NAME: Record<AspectType, string> = {
  conjunction: 'conjunción', sextile: 'sextil', square: 'cuadratura', trine: 'trígono', opposition: 'oposición',
  quincunx: 'quincuncio', semisextile: 'semisextil',
};
export const ASPECT_FEMININE: Record<AspectType, boolean> = {
  conjunction: true, sextile: false, square: true, trine: false, opposition: true, quincunx: false, semisextile: false,
};

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** '1990-05-15' → '15 de mayo de 1990'. */
export function spanishDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} de ${MONTHS[month - 1]} de ${year}`;
}

/** 23.456 → '23°27′', the notation the chart tables use. */
export function formatDegrees(value: number): string {
  let degrees = Math.floor(value);
  let minutes = Math.round((value - degrees) * 60);
  if (minutes === 60) {
    degrees += 1;
    minutes = 0;
  }
  return `${degrees}°${String(minutes).padStart(2, '0')}′`;
}

/** Spanish contraction: de + el → del. */
export function de(phrase: string): string {
  return phrase.startsWith('el ') ? `del ${phrase.slice(3)}` : `de ${phrase}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}


/** Element balance counts may be integers or weights; show both the way a Spanish reader expects. */
export function formatAmount(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1).replace('.', ',');
}
