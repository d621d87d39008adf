// Phrases the premium texts build sentences from: what each house, planet and natal point stands for, as noun
// phrases that fit inside a Spanish sentence. Names of signs, planets and aspects come from ../names.ts.
import type { MajorAspect, NatalPoint, TransitingBody } from '../../astro/events-types.ts';
import type { PlanetId } from '../../contract/vocabulary.ts';

/** Areas of life of houses 1–12 (index 0 = house 1). */
export const HOUSE_AREA: readonly string[] = [
  'tu presencia, tu cuerpo y tu manera de empezar',
  'tu dinero, tus recursos y lo que valoras',
  'la palabra, los aprendizajes cercanos, los hermanos y el barrio',
  'el hogar, la familia y tus raíces',
  'la creatividad, el juego, el romance y los hijos',
  'el trabajo diario, la salud y los hábitos',
  'la pareja, los socios y los acuerdos de tú a tú',
  'la intimidad, los bienes compartidos y las transformaciones',
  'los viajes largos, los estudios, las creencias y el sentido',
  'la vocación, la reputación y tus metas públicas',
  'las amistades, los grupos y los proyectos de futuro',
  'el descanso, el mundo interior y lo que se cierra en silencio',
];

/** What a planet moves in a person: a singular noun phrase, the subject of a sentence. */
export const PLANET_THEME: Record<PlanetId, string> = {
  sun: 'tu propósito',
  moon: 'tu mundo emocional',
  mercury: 'tu manera de pensar',
  venus: 'tu forma de amar',
  mars: 'tu impulso',
  jupiter: 'tu confianza',
  saturn: 'tu sentido del deber',
  uranus: 'tu necesidad de cambio',
  neptune: 'tu imaginación',
  pluto: 'tu poder de transformación',
};

/** The natal point a transit touches, as "tu …". */
export const NATAL_POINT_AREA: Record<NatalPoint, string> = {
  sun: 'tu identidad y tu vitalidad',
  moon: 'tus emociones y tu necesidad de refugio',
  mercury: 'tus ideas, tus conversaciones y tus decisiones',
  venus: 'tus vínculos, tu dinero y tu placer',
  mars: 'tu energía, tu deseo y tu forma de pelear',
  jupiter: 'tu optimismo y tus oportunidades',
  saturn: 'tus compromisos y tus estructuras',
  uranus: 'tu libertad y tu originalidad',
  neptune: 'tus sueños y tu intuición',
  pluto: 'tus deseos más hondos y tu poder personal',
  ascendant: 'tu imagen y tu manera de presentarte',
  midheaven: 'tu carrera y tu lugar en el mundo',
};

export type AspectFamily = 'fusion' | 'flow' | 'friction';

/** Conjunction fuses, sextile and trine flow, square and opposition rub. */
export function aspectFamily(aspect: MajorAspect): AspectFamily {
  if (aspect === 'conjunction') return 'fusion';
  return aspect === 'sextile' || aspect === 'trine' ? 'flow' : 'friction';
}

/** Spanish contraction: a + el → al. */
export function al(phrase: string): string {
  return phrase.startsWith('el ') ? `al ${phrase.slice(3)}` : `a ${phrase}`;
}

/** Weight of a transiting body in rankings: the slow planets' transits last and mark longer. */
export const BODY_RANK: Record<TransitingBody, number> = { pluto: 10, neptune: 9, uranus: 8, saturn: 7, jupiter: 6, mars: 4, sun: 3, venus: 2, mercury: 2 };
export const POINT_RANK: Record<NatalPoint, number> = {
  sun: 3, moon: 3, ascendant: 3, midheaven: 3, mercury: 2, venus: 2, mars: 2, jupiter: 1, saturn: 1, uranus: 1, neptune: 1, pluto: 1,
};

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** '2026-03-20T14:45:40.000Z' → '20 de marzo', the date in `timeZone` (IANA; UTC when absent). */
export function dayAndMonth(iso: string, timeZone = 'UTC'): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, month: 'numeric', day: 'numeric' });
    dayFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(new Date(iso));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return `${part('day')} de ${MONTHS[part('month') - 1]}`;
}

/** '2026-03' → 'marzo de 2026'. */
export function monthName(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;
}

/** Splits Markdown prose into sentences, for the texts' no-repeat guard and the tests. */
export function sentencesOf(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .flatMap((line) => line.split(/(?<=[.!?»])\s+/))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}
