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

/** A house by its short name: 'la de tu presencia', 'la del retiro'. */
export const HOUSE_SHORT: readonly string[] = [
  'la de tu presencia', 'la de tus recursos', 'la de la palabra y lo cercano', 'la del hogar', 'la del juego y la creación',
  'la de la rutina y la salud', 'la de la pareja y los socios', 'la de lo compartido y lo hondo', 'la de los horizontes',
  'la de la vocación', 'la de los amigos y los grupos', 'la del retiro',
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
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date and wall-clock time of an instant in `timeZone` (IANA; UTC when absent). */
export function wallClock(iso: string, timeZone = 'UTC'): { year: number; month: number; day: number; weekday: number; hour: number; minute: number } {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, year: 'numeric', month: 'numeric', day: 'numeric', weekday: 'short', hour: 'numeric', minute: 'numeric', hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(part('year')), month: Number(part('month')), day: Number(part('day')),
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday')),
    hour: Number(part('hour')), minute: Number(part('minute')),
  };
}

/**
 * How the premium texts write dates: in one time zone, and with the year only when it is not `year` (the year the
 * reader stands in: this year for a transit now, the report's year for a month).
 */
export interface DateStyle {
  timeZone?: string;
  year: number;
}

/** '2026-03-20T14:45:40.000Z' → '20 de marzo', or '20 de marzo de 2027' outside the style's year. */
export function dateText(iso: string, style: DateStyle): string {
  const { year, month, day } = wallClock(iso, style.timeZone);
  return `${day} de ${MONTHS[month - 1]}${year === style.year ? '' : ` de ${year}`}`;
}

/**
 * 'del 3 al 8 de marzo', 'del 28 de febrero al 3 de marzo', 'del 4 de noviembre al 28 de febrero de 2027'; a span
 * within one day is 'durante el 3 de marzo'.
 */
export function rangeText(fromIso: string, toIso: string, style: DateStyle): string {
  const a = wallClock(fromIso, style.timeZone);
  const b = wallClock(toIso, style.timeZone);
  if (a.year === b.year && a.month === b.month) {
    const year = b.year === style.year ? '' : ` de ${b.year}`;
    return a.day === b.day ? `durante el ${a.day} de ${MONTHS[a.month - 1]}${year}` : `del ${a.day} al ${b.day} de ${MONTHS[b.month - 1]}${year}`;
  }
  // One year named once, at the end, when both dates share it: 'del 13 de marzo al 16 de mayo de 2027'; across a
  // new year, both years once either is named, so the first date never seems to borrow the second's.
  const from = a.year === b.year
    ? `${a.day} de ${MONTHS[a.month - 1]}`
    : b.year !== style.year ? `${a.day} de ${MONTHS[a.month - 1]} de ${a.year}` : dateText(fromIso, style);
  return `del ${from} al ${dateText(toIso, style)}`;
}

/** 'martes 3': the day of a month the reader already knows, without its article. */
export function weekdayAndDay(iso: string, timeZone?: string): string {
  const { weekday, day } = wallClock(iso, timeZone);
  return `${WEEKDAYS[weekday]} ${day}`;
}

/** '14:05', wall-clock time in `timeZone`. */
export function clockText(iso: string, timeZone?: string): string {
  const { hour, minute } = wallClock(iso, timeZone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The year of an instant in `timeZone`. */
export function yearIn(iso: string, timeZone?: string): number {
  return wallClock(iso, timeZone).year;
}

/** The Spanish name of month 1–12. */
export function monthOf(month: number): string {
  return MONTHS[month - 1];
}

/** The Spanish name of a weekday, 0 = Sunday. */
export function weekdayName(weekday: number): string {
  return WEEKDAYS[weekday];
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
