// The short Spanish title and "por qué este número" of each weighted contact. The title names points bare, as a
// title does ("Venus de Ana en trígono con Marte de Luis"); the sentence gives every owned point its article, as the
// readings do ("la Venus de Ana").
import type { ChartPoint, HouseOverlay, InterAspect, RelationCategory } from '../../astro/compatibility-types.ts';
import type { AspectType } from '../../contract/chart.ts';
import { ASPECT_NAME, POINT_NAME, capitalize, de, formatAmount, formatDegrees } from '../../contract/vocabulary.ts';
import { pointOf } from './corpus/points.ts';
import { CATEGORY_IN_SENTENCE, HOUSE_ROLE, POINT_ROLE } from './corpus/roles.ts';

export interface ContactNumbers {
  harmony: number;
  intensity: number;
  /** Share of the contact's full weight left at this orb, 0..1. */
  strength: number;
  /** Pair weight in this category relative to an ordinary pair (1 = ordinary). */
  emphasis: number;
  /** Below 1 when a Moon of uncertain position is involved. */
  certainty: number;
}

/** Why an aspect of this kind adds or subtracts, in one clause. */
function effect(type: AspectType, harmony: number): string {
  switch (type) {
    case 'trine': return 'el trígono deja que esas dos cosas se entiendan sin esfuerzo, y por eso sube la armonía';
    case 'sextile': return 'el sextil abre una colaboración fácil que crece si la cultivan, y por eso suma';
    case 'semisextile': return 'el semisextil es un roce leve de vecinos, y suma poco';
    case 'quincunx': return 'el quincuncio pide ajustes constantes entre ellas, un desgaste pequeño pero real';
    case 'square': return 'la cuadratura las hace tirar en direcciones distintas: resta armonía y añade intensidad';
    case 'opposition': return 'la oposición las pone frente a frente: atrae, pero exige acuerdos, por eso resta';
    case 'conjunction':
      return harmony >= 0
        ? 'la conjunción las funde en un mismo punto, y con estos dos la fusión suma'
        : 'la conjunción las funde en un mismo punto, y con estos dos la fusión aprieta más de lo que suma';
  }
}

function signed(value: number): string {
  return `${value >= 0 ? '+' : '−'}${formatAmount(Math.round(Math.abs(value) * 10) / 10)}`;
}

function tail(numbers: ContactNumbers, fades: boolean): string {
  const parts = [fades ? `Conserva el ${Math.round(numbers.strength * 100)} % de su fuerza` : 'Cuenta entero'];
  if (numbers.emphasis >= 1.3) parts.push('y este par pesa más de lo normal en esta categoría');
  if (numbers.certainty < 1) parts.push('(cuenta menos porque sin hora de nacimiento la posición de la Luna es incierta)');
  return `${parts.join(' ')}: ${signed(numbers.harmony)} de armonía, +${formatAmount(Math.round(numbers.intensity * 10) / 10)} de intensidad.`;
}

export function aspectLabel(aspect: InterAspect, names: { a: string; b: string }): string {
  return `${capitalize(POINT_NAME[aspect.a])} de ${names.a} en ${ASPECT_NAME[aspect.type]} con ${POINT_NAME[aspect.b]} de ${names.b}`;
}

export function aspectExplanation(aspect: InterAspect, category: RelationCategory, names: { a: string; b: string }, numbers: ContactNumbers): string {
  const roles = POINT_ROLE[category];
  const first = `${capitalize(CATEGORY_IN_SENTENCE[category])}, ${pointOf(aspect.a, names.a)} habla ${de(roles[aspect.a])}, y ${pointOf(aspect.b, names.b)}, ${de(roles[aspect.b])}`;
  return `${first}; ${effect(aspect.type, numbers.harmony)}. A ${formatDegrees(aspect.orb)} del exacto (el máximo es ${formatDegrees(aspect.maxOrb)}). ${tail(numbers, true)}`;
}

export function overlayLabel(overlay: HouseOverlay, names: { a: string; b: string }): string {
  const [guest, host] = overlay.guest === 'a' ? [names.a, names.b] : [names.b, names.a];
  return `${capitalize(POINT_NAME[overlay.point])} de ${guest} en la casa ${overlay.house} de ${host}`;
}

export function overlayExplanation(overlay: HouseOverlay, category: RelationCategory, names: { a: string; b: string }, numbers: ContactNumbers): string {
  const [guest, host] = overlay.guest === 'a' ? [names.a, names.b] : [names.b, names.a];
  const point: ChartPoint = overlay.point;
  const role = HOUSE_ROLE[category][overlay.house] ?? '';
  const mood = numbers.harmony >= 0 ? 'ahí lo que trae se recibe bien' : 'ahí lo que trae pesa o pone a prueba';
  return `${capitalize(pointOf(point, guest))}, que habla ${de(POINT_ROLE[category][point])}, cae en la casa ${overlay.house} de ${host}, ${role}: ${mood}. ${tail(numbers, false)}`;
}
