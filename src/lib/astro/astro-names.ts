import type { AspectType, ChartPoint, SignId } from '@core/contract/chart';
import { ASPECT_NAME, POINT_LABEL, capitalize } from '@core/contract/vocabulary';

// Sign names and degree notation come from the interpretation's own module, so tables and text agree.
export { SIGN_NAME, RETROGRADE_MARK, formatDegrees, marksRetrograde } from '@core/contract/vocabulary';

// Spanish names and glyphs for what the chart shows. The variation selector U+FE0E asks for the text
// glyph, so phones do not swap the symbols for emoji.

const TEXT = '\uFE0E';

export const SIGN_GLYPHS: Record<SignId, string> = {
  aries: `♈${TEXT}`, taurus: `♉${TEXT}`, gemini: `♊${TEXT}`, cancer: `♋${TEXT}`, leo: `♌${TEXT}`, virgo: `♍${TEXT}`,
  libra: `♎${TEXT}`, scorpio: `♏${TEXT}`, sagittarius: `♐${TEXT}`, capricorn: `♑${TEXT}`, aquarius: `♒${TEXT}`, pisces: `♓${TEXT}`,
};

/** The vocabulary's labels: «Sol», «Nodo norte», «Medio Cielo». */
export const BODY_NAMES: Record<ChartPoint, string> = POINT_LABEL;

export const BODY_GLYPHS: Record<ChartPoint, string> = {
  sun: `☉${TEXT}`, moon: `☽${TEXT}`, mercury: `☿${TEXT}`, venus: `♀${TEXT}`, mars: `♂${TEXT}`, jupiter: `♃${TEXT}`,
  saturn: `♄${TEXT}`, uranus: `♅${TEXT}`, neptune: `♆${TEXT}`, pluto: `♇${TEXT}`, trueNode: `☊${TEXT}`, meanNode: `☊${TEXT}`,
  ascendant: 'AC', midheaven: 'MC',
};

/** The interpretation's aspect names, capitalised for table cells. */
export const ASPECT_NAMES = Object.fromEntries(
  Object.entries(ASPECT_NAME).map(([type, name]) => [type, capitalize(name)]),
) as Record<AspectType, string>;
