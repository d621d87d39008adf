import type { ChartPoint, RelationCategory } from '../../../astro/compatibility-types.ts';
import type { AspectType } from '../../../contract/chart.ts';

// How the compatibility texts name things. With an owner («de Lucía») every point takes its article, planets
// included («el Júpiter de Lucía», «la Venus de Luis»), as Spanish astrological writing does; the bare form
// («Júpiter de Lucía») beside «el Sol de Luis» read as two rules in one text.

export const POINT_OWNED: Record<ChartPoint, string> = {
  sun: 'el Sol', moon: 'la Luna', mercury: 'el Mercurio', venus: 'la Venus', mars: 'el Marte', jupiter: 'el Júpiter',
  saturn: 'el Saturno', uranus: 'el Urano', neptune: 'el Neptuno', pluto: 'el Plutón', trueNode: 'el nodo norte',
  meanNode: 'el nodo norte medio', ascendant: 'el Ascendente', midheaven: 'el Medio Cielo',
};

/** "la Venus de Ana". */
export function pointOf(point: ChartPoint, owner: string): string {
  return `${POINT_OWNED[point]} de ${owner}`;
}

/** The aspect with its definite article, as a driver is named: "el trígono", "la cuadratura". */
/** "a" before a noun phrase, contracted: "al deseo", "a la ternura". */
export function to(phrase: string): string {
  return phrase.startsWith('el ') ? `al ${phrase.slice(3)}` : `a ${phrase}`;
}

export const ASPECT_DEFINITE: Record<AspectType, string> = {
  conjunction: 'la conjunción', sextile: 'el sextil', square: 'la cuadratura', trine: 'el trígono',
  opposition: 'la oposición', quincunx: 'el quincuncio', semisextile: 'el semisextil',
};

export const HOUSE_ORDINAL = [
  'primera', 'segunda', 'tercera', 'cuarta', 'quinta', 'sexta', 'séptima', 'octava', 'novena', 'décima', 'undécima', 'duodécima',
] as const;

/** A category as the comparison sentences name it. */
export interface CategoryWords {
  /** Subject of "es donde…": "la pareja", "el trabajo". */
  name: string;
  /** Adverbial: "en pareja", "en el trabajo". */
  inside: string;
  /** "esta pareja", "esta colaboración". */
  self: string;
}

export const CATEGORY_WORDS: Record<RelationCategory, CategoryWords> = {
  pareja: { name: 'la pareja', inside: 'en pareja', self: 'esta pareja' },
  amigos: { name: 'la amistad', inside: 'en la amistad', self: 'esta amistad' },
  familia: { name: 'la familia', inside: 'en familia', self: 'este lazo familiar' },
  trabajo: { name: 'el trabajo', inside: 'en el trabajo', self: 'esta colaboración' },
};
