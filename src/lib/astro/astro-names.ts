import type { AspectType, BodyId, SignId } from '@core/contract/chart';
import { ASPECT_NAME, capitalize } from '@core/contract/vocabulary';

// Sign names and degree notation come from the interpretation's own module, so tables and text agree.
export { SIGN_NAME, formatDegrees } from '@core/contract/vocabulary';

// Spanish names and glyphs for what the chart shows. The variation selector U+FE0E asks for the text
// glyph, so phones do not swap the symbols for emoji.

const TEXT = '\uFE0E';

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

/** The interpretation's aspect names, capitalised for table cells. */
export const ASPECT_NAMES = Object.fromEntries(
  Object.entries(ASPECT_NAME).map(([type, name]) => [type, capitalize(name)]),
) as Record<AspectType, string>;

export const ASPECT_GLYPHS: Record<AspectType, string> = {
  conjunction: `☌${TEXT}`, sextile: `⚹${TEXT}`, square: `□${TEXT}`, trine: `△${TEXT}`, opposition: `☍${TEXT}`,
  quincunx: `⚻${TEXT}`, semisextile: `⚺${TEXT}`,
};

