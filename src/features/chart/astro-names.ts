import type { AspectType, BodyId, SignId } from '../../../supabase/functions/_shared/astro/types';

// Spanish names and glyphs for what the chart shows. The variation selector U+FE0E asks for the text
// glyph, so phones do not swap the symbols for emoji.

const TEXT = '\uFE0E';

export const SIGN_NAMES: Record<SignId, string> = {
  aries: 'Aries', taurus: 'Tauro', gemini: 'Géminis', cancer: 'Cáncer', leo: 'Leo', virgo: 'Virgo',
  libra: 'Libra', scorpio: 'Escorpio', sagittarius: 'Sagitario', capricorn: 'Capricornio', aquarius: 'Acuario', pisces: 'Piscis',
};

export const SIGN_GLYPHS: Record<SignId, string> = {
  aries: `♈${TEXT}`, taurus: `♉${TEXT}`, gemini: `♊${TEXT}`, cancer: `♋${TEXT}`, leo: `♌${TEXT}`, virgo: `♍${TEXT}`,
  libra: `♎${TEXT}`, scorpio: `♏${TEXT}`, sagittarius: `♐${TEXT}`, capricorn: `♑${TEXT}`, aquarius: `♒${TEXT}`, pisces: `♓${TEXT}`,
};

export const BODY_NAMES: Record<BodyId | 'ascendant' | 'midheaven', string> = {
  sun: 'Sol', moon: 'Luna', mercury: 'Mercurio', venus: 'Venus', mars: 'Marte', jupiter: 'Júpiter', saturn: 'Saturno',
  uranus: 'Urano', neptune: 'Neptuno', pluto: 'Plutón', trueNode: 'Nodo norte (verdadero)', meanNode: 'Nodo norte (medio)',
  ascendant: 'Ascendente', midheaven: 'Medio Cielo',
};

export const BODY_GLYPHS: Record<BodyId | 'ascendant' | 'midheaven', string> = {
  sun: `☉${TEXT}`, moon: `☽${TEXT}`, mercury: `☿${TEXT}`, venus: `♀${TEXT}`, mars: `♂${TEXT}`, jupiter: `♃${TEXT}`,
  saturn: `♄${TEXT}`, uranus: `♅${TEXT}`, neptune: `♆${TEXT}`, pluto: `♇${TEXT}`, trueNode: `☊${TEXT}`, meanNode: `☊${TEXT}`,
  ascendant: 'AC', midheaven: 'MC',
};

export const ASPECT_NAMES: Record<AspectType, string> = {
  conjunction: 'Conjunción', sextile: 'Sextil', square: 'Cuadratura', trine: 'Trígono', opposition: 'Oposición',
  quincunx: 'Quincuncio', semisextile: 'Semisextil',
};

export const ASPECT_GLYPHS: Record<AspectType, string> = {
  conjunction: `☌${TEXT}`, sextile: `⚹${TEXT}`, square: `□${TEXT}`, trine: `△${TEXT}`, opposition: `☍${TEXT}`,
  quincunx: `⚻${TEXT}`, semisextile: `⚺${TEXT}`,
};

/** 23.456 → "23°27′". */
export function formatDegrees(value: number): string {
  let degrees = Math.floor(value);
  let minutes = Math.round((value - degrees) * 60);
  if (minutes === 60) {
    degrees += 1;
    minutes = 0;
  }
  return `${degrees}°${String(minutes).padStart(2, '0')}′`;
}
