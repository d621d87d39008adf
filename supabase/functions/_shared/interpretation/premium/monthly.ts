// The built-in monthly overview: Markdown about the month's main themes, from its events (the heaviest exact
// transits, lunations and eclipses with their natal houses, stations and ingresses, the Moon's sign changes and
// voids), the lunar return and the progressed Moon, and a week-by-week calendar in the reader's time zone. Its
// sentences are its own: none is shared with describeEvent's calendar texts, and none is said twice.
import { signOf } from '../../contract/zodiac.ts';
import type {
  AspectEvent, AstroEvent, IngressEvent, LunarReturn, ProgressedMoon, StationBody, TransitingBody, VoidOfCourseEvent,
} from '../../astro/events-types.ts';
import type { NatalChart, SignId } from '../../contract/chart.ts';
import { ASPECT_FEMININE, ASPECT_NAME, POINT_IN_SENTENCE, POINT_NAME, SIGN_NAME, capitalize, de } from '../../contract/vocabulary.ts';
import {
  BODY_RANK, HOUSE_AREA, HOUSE_SHORT, NATAL_POINT_AREA, POINT_RANK, aspectFamily, clockText, dateText, monthName, monthOf, rangeText, wallClock,
  weekdayAndDay, type AspectFamily, type DateStyle,
} from './vocabulary.ts';
import { SIGN_FIELD, natalPointPhrase } from './events.ts';

/** Spanish contraction: a + el → al. */
function al(phrase: string): string {
  return phrase.startsWith('el ') ? `al ${phrase.slice(3)}` : `a ${phrase}`;
}

const HEADING = {
  overview: 'Panorama del mes',
  transits: 'Los tránsitos que marcan el mes',
  moons: 'Lunas y eclipses',
  motion: 'El cielo en movimiento',
  weeks: 'Semana a semana',
  inner: 'Tu ritmo interior',
  closing: 'Para este mes',
} as const;

/** Section headings (without "## "), in order. */
export const MONTHLY_HEADINGS: readonly string[] = Object.values(HEADING);

const HOW_TO_READ =
  'Este informe reúne lo que el cielo del mes hace sobre tu carta natal: los contactos exactos de los planetas con tus puntos personales, las lunas nuevas y llenas con la casa donde caen, los cambios de dirección y de signo, el paso de la Luna por cada signo con sus ratos vacíos de curso, y dos relojes internos, el retorno lunar y la Luna progresada. En el calendario encontrarás cada evento con su fecha y su propio texto; aquí van los hilos que los unen, y después, semana a semana, lo que conviene tener a mano.';

const MOON_CYCLE =
  'Las lunaciones marcan el pulso del mes: la nueva invita a empezar y la llena a completar, y entre una y otra pasan unas dos semanas que conviene vivir como un solo movimiento.';

const MONTH_THEME: Record<TransitingBody, string> = {
  sun: 'El Sol ilumina unos días el punto que toca, y lo que pase ahí tendrá toda tu atención consciente.',
  mercury: 'Mercurio pone en marcha conversaciones y decisiones, así que escribe lo que piensas antes de comprometerte.',
  venus: 'Venus suaviza el ambiente y trae ocasiones de disfrute y de reconciliación.',
  mars: 'Marte acelera el ritmo y te pide elegir bien en qué gastas tu energía.',
  jupiter: 'Júpiter, que se mueve despacio, convierte este contacto en uno de los temas amplios del mes.',
  saturn: 'Saturno da a este contacto un peso especial: es un asunto que se resuelve con constancia y no con prisa.',
  uranus: 'Urano añade un factor sorpresa que conviene recibir con flexibilidad.',
  neptune: 'Neptuno envuelve este contacto en una niebla sutil: escucha tu intuición y comprueba los datos.',
  pluto: 'Plutón hace de este contacto el más hondo del mes: algo se transforma aunque no se vea enseguida.',
};

const FAMILY_VERB: Record<AspectFamily, string> = {
  fusion: 'se une a',
  flow: 'apoya',
  friction: 'desafía',
};

/** What a week's heaviest contact does to the area of the point it touches. */
const FAMILY_EFFECT: Record<AspectFamily, string> = {
  fusion: 'que enciende',
  flow: 'que favorece',
  friction: 'que pone a prueba',
};

const RETRO_FOCUS: Record<StationBody, string> = {
  mercury: 'papeles, mensajes y planes de viaje',
  venus: 'vínculos y gastos',
  mars: 'estrategias y conflictos',
  jupiter: 'creencias y proyectos de expansión',
  saturn: 'compromisos y estructuras',
  uranus: 'los cambios que deseas',
  neptune: 'ilusiones y sueños',
  pluto: 'tus dinámicas de poder',
};

const PROGRESSED_MOON_SIGN: Record<SignId, string> = {
  aries: 'Tu Luna progresada en Aries abre una etapa de unos dos años y medio en la que necesitas empezar cosas por tu cuenta y sentirte capaz.',
  taurus: 'Con la Luna progresada en Tauro, la etapa emocional que vives pide calma, seguridad material y placeres sencillos.',
  gemini: 'La Luna progresada en Géminis trae una etapa de curiosidad, de aprendizajes y de mucho movimiento mental.',
  cancer: 'Con la Luna progresada en Cáncer vives una etapa en la que el hogar, la familia y el sentirte en casa ganan peso.',
  leo: 'La Luna progresada en Leo inaugura una etapa en la que necesitas crear, brillar y dar escenario a tu corazón.',
  virgo: 'Con la Luna progresada en Virgo atraviesas una etapa de ajustes, de cuidar la salud y de sentirte útil.',
  libra: 'La Luna progresada en Libra abre una etapa centrada en los vínculos, la pareja y la búsqueda de equilibrio.',
  scorpio: 'Con la Luna progresada en Escorpio vives una etapa intensa, de emociones hondas y de pequeños renacimientos.',
  sagittarius: 'La Luna progresada en Sagitario trae una etapa de búsqueda, de viajes reales o interiores y de optimismo.',
  capricorn: 'Con la Luna progresada en Capricornio, la etapa emocional es de responsabilidad, de metas y de madurez.',
  aquarius: 'La Luna progresada en Acuario abre una etapa de libertad, de amistades nuevas y de ganas de romper moldes.',
  pisces: 'Con la Luna progresada en Piscis cierras un ciclo de casi treinta años: es una etapa sensible, de soltar y de soñar.',
};

type Tone = 'flow' | 'friction' | 'mixed' | 'quiet';

const TONE: Record<Tone, string> = {
  flow: 'Predominan los contactos fluidos, así que el mes ofrece más facilidades que obstáculos.',
  friction: 'Predominan los contactos tensos: un mes exigente que, bien aprovechado, empuja cambios necesarios.',
  mixed: 'Los contactos fluidos y los tensos están bastante repartidos, de modo que el mes alterna empujones y frenos.',
  quiet: 'Hay pocos contactos exactos con tu carta, lo que hace de este un mes más bien sereno.',
};

const CLOSING: Record<Tone, string> = {
  flow: 'Es un mes con más viento a favor que en contra: apóyate en esa facilidad para avanzar en lo que te importa, sin descuidar lo cotidiano.',
  friction: 'Es un mes con fricciones, y esa es también su riqueza: cada tensión señala un lugar donde puedes crecer si te das tiempo y te tratas con amabilidad.',
  mixed: 'Elige una o dos prioridades para el mes y deja que el resto acompañe, sin exigirte llegar a todo.',
  quiet: 'Aprovecha la calma para descansar, ordenar y preparar lo que vendrá; los meses tranquilos también construyen.',
};
const CLOSING_LAST = 'Consulta el calendario cuando dudes de una fecha: cada evento trae su propio comentario.';

/** How a week opens its paragraph, in turn, so five weeks never march to one beat. */
const WEEK_LEAD = [
  (what: string) => `La semana gira en torno ${al(what)}.`,
  (what: string) => `Lo que más pesa estos días es ${what}.`,
  (what: string) => `El centro de la semana es ${what}.`,
  (what: string) => `Todo se ordena alrededor ${de(what)}.`,
  (what: string) => `El momento clave llega con ${what}.`,
  (what: string) => `Manda en estos días ${what}.`,
] as const;

/** The rest of a week's events, in turn by week. */
const WEEK_ALSO = [
  (list: string, one: boolean) => `${one ? 'También cuenta' : 'También cuentan'} ${list}`,
  (list: string, one: boolean) => `${one ? 'Se suma' : 'Se suman'} ${list}`,
  (list: string, one: boolean) => `${one ? 'Completa' : 'Completan'} la semana ${list}`,
  (list: string, one: boolean) => `Además ${one ? 'llega' : 'llegan'} ${list}`,
  (list: string, one: boolean) => `Alrededor ${one ? 'gira' : 'giran'} ${list}`,
] as const;

/** The Moon's course through the week and its longest void, in turn by week. */
const WEEK_MOON = [
  (signs: string, longest: string | null) => `La Luna entra en ${signs}${longest ? `; su vacío de curso más largo ${longest}` : ''}.`,
  (signs: string, longest: string | null) => `La Luna pasa por ${signs}${longest ? `, y su rato vacío de curso más largo ${longest}` : ''}.`,
  (signs: string, longest: string | null) => `En estos días la Luna recorre ${signs}${longest ? `; el vacío de curso más extenso ${longest}` : ''}.`,
  (signs: string, longest: string | null) => `La Luna cambia a ${signs}${longest ? `, con un vacío de curso que ${longest}` : ''}.`,
  (signs: string, longest: string | null) => `Por la Luna, la semana atraviesa ${signs}${longest ? `; su pausa vacía de curso más larga ${longest}` : ''}.`,
] as const;

/** The days free of a void of course in daylight, in turn by week. */
const WEEK_CLEAR = [
  (days: string, one: boolean) => `Para empezar algo importante, ${one ? 'el día' : 'los días'} sin Luna vacía entre las ocho de la mañana y las ocho de la tarde ${one ? 'es' : 'son'} ${days}.`,
  (days: string) => `Si quieres estrenar algo, elige ${days.replace(/ y (?=el \d+$)/, ' o ')}: la Luna no queda vacía de curso en horas de luz.`,
  (days: string, one: boolean) => `${one ? 'El día más limpio' : 'Los días más limpios'} para arrancar, sin Luna vacía de día, ${one ? 'es' : 'son'} ${days}.`,
  (days: string) => `Las horas de luz libres de Luna vacía caen ${days}, buenas para lo que quieras ver crecer.`,
  (days: string) => `Lo que necesite un buen comienzo, déjalo para ${days.replace(/ y (?=el \d+$)/, ' o ')}, cuando la Luna no está vacía de día.`,
] as const;

type WeekCharacter = 'eclipse' | 'full' | 'new' | 'turning' | 'tense' | 'easy' | 'start' | 'quiet';

/** A closing thought for a week, by its character; a month never uses one twice. */
const WEEK_ADVICE: Record<WeekCharacter, readonly string[]> = {
  eclipse: [
    'Los eclipses aceleran lo que ya estaba en marcha: no fuerces decisiones y observa qué se cierra por su cuenta.',
    'Con un eclipse en juego conviene dejar margen en la agenda, porque lo imprevisto suele traer información valiosa.',
    'Siembra o suelta sin aferrarte al resultado inmediato: lo que mueve un eclipse se entiende con los meses.',
  ],
  full: [
    'Es una semana de culminación: reconoce lo logrado antes de pedirte lo siguiente.',
    'La luz llena muestra lo que sobra, así que suelta una cosa concreta antes del domingo.',
    'Las emociones suben con la Luna llena; duerme bien y deja las conversaciones difíciles para cuando baje la marea.',
  ],
  new: [
    'Es semana de siembra: escribe una intención y da el primer paso antes del domingo.',
    'Lo que empieces en pequeño tendrá más raíz que lo que anuncies a lo grande.',
    'La energía crece a medida que la Luna se llena, así que reserva los arranques para los días que siguen a la lunación.',
  ],
  turning: [
    'Cuando un planeta cambia de dirección conviene revisar antes de avanzar y dejar que las cosas se asienten.',
    'Las estaciones traen una pausa: lo que parecía atascado puede moverse, y lo que corría puede frenar.',
    'No tomes el primer cambio de ritmo como definitivo; las cosas se aclaran en unos días.',
  ],
  tense: [
    'Es una semana exigente: elige una sola batalla y cuida el descanso.',
    'La fricción señala dónde toca crecer; responde despacio y pide ayuda si la necesitas.',
    'Hay roces en el ambiente, así que di lo necesario con calma y deja el resto para otra semana.',
    'Cuando algo se atasque, cambia de enfoque antes que de objetivo.',
  ],
  easy: [
    'La semana fluye: aprovecha la facilidad para avanzar en lo que más te importa.',
    'Las puertas se abren con poco esfuerzo; propón, pide o empieza sin darle demasiadas vueltas.',
    'Son buenos días para colaborar, porque lo que hagas con otras personas rinde más que en solitario.',
    'La energía acompaña: usa estos días para lo que otras semanas cuesta el doble.',
  ],
  start: [
    'Algo nuevo se pone en marcha en tu carta: dale forma concreta antes de que pase el impulso.',
    'Los encuentros de los planetas con tus puntos natales abren capítulos; presta atención a lo que empieza.',
  ],
  quiet: [
    'Es una semana tranquila en tu carta, buena para ordenar, descansar y preparar lo que viene.',
    'Con pocos contactos exactos, el ritmo lo marca la Luna más que los planetas: escucha tu ánimo.',
    'Sin grandes movimientos, toca la constancia de hacer lo de siempre un poco mejor.',
    'Aprovecha la calma para rematar esos pendientes pequeños que siempre se quedan para después.',
  ],
};

const ASPECT_FACTOR: Record<string, number> = { conjunction: 1, opposition: 0.9, square: 0.9, trine: 0.7, sextile: 0.5 };

function weight(e: AspectEvent): number {
  return BODY_RANK[e.transiting] * POINT_RANK[e.natal] * ASPECT_FACTOR[e.aspect];
}

function toneOf(aspects: AspectEvent[]): Tone {
  if (aspects.length < 4) return 'quiet';
  const flow = aspects.filter((a) => aspectFamily(a.aspect) === 'flow').length;
  const friction = aspects.filter((a) => aspectFamily(a.aspect) === 'friction').length;
  if (flow >= friction * 1.5) return 'flow';
  if (friction >= flow * 1.5) return 'friction';
  return 'mixed';
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** 'a, b y c'. */
function listOf(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}` : items[0];
}

const isMoonRhythm = (e: AstroEvent): boolean => e.type === 'void-of-course' || (e.type === 'ingress' && e.body === 'moon');

/** 'la cuadratura de Saturno a tu Sol': an aspect event as a noun phrase. */
function aspectPhrase(e: AspectEvent): string {
  return `${ASPECT_FEMININE[e.aspect] ? 'la' : 'el'} ${ASPECT_NAME[e.aspect]} ${de(POINT_IN_SENTENCE[e.transiting])} ${e.aspect === 'conjunction' ? 'con' : 'a'} tu ${POINT_NAME[e.natal]}`;
}

/** How much an event shapes its week: eclipses and lunations first, then the heaviest contacts and the turns. */
function prominence(e: AstroEvent): number {
  switch (e.type) {
    case 'eclipse': return 200;
    case 'lunation': return 120;
    case 'station': return 50 + BODY_RANK[e.body] * 3;
    case 'aspect': return weight(e);
    // A fast planet's change of sign is background; a slow one's marks years.
    case 'ingress': return e.body === 'moon' ? 0 : BODY_RANK[e.body] >= 6 ? 8 + BODY_RANK[e.body] : 1;
    case 'void-of-course': return 0;
  }
}

/** An event as a noun phrase dated by its weekday, for a week's paragraph: 'el sextil de Marte a tu Mercurio del jueves 12'. */
function eventPhrase(e: AstroEvent, zone: string | undefined): string {
  const when = `del ${weekdayAndDay(e.utc, zone)}`;
  switch (e.type) {
    case 'aspect':
      return `${aspectPhrase(e)} ${when}`;
    case 'lunation':
      return `la Luna ${e.phase === 'new' ? 'nueva' : 'llena'} en ${SIGN_NAME[signOf(e.longitude)]} ${when}`;
    case 'eclipse': {
      const where = e.longitude === undefined ? '' : ` en ${SIGN_NAME[signOf(e.longitude)]}`;
      return `el eclipse ${e.kind === 'solar' ? 'de Sol' : 'de Luna'}${where}, con la Luna ${e.kind === 'solar' ? 'nueva' : 'llena'} ${when}`;
    }
    case 'station':
      return `la estación ${e.direction === 'retrograde' ? 'retrógrada' : 'directa'} ${de(POINT_IN_SENTENCE[e.body])} ${when}`;
    case 'ingress':
      return `la entrada ${de(POINT_IN_SENTENCE[e.body])} en ${SIGN_NAME[e.sign]} ${when}`;
    case 'void-of-course':
      return `la Luna vacía de curso ${when}`;
  }
}

/** Why the week's main event matters to this chart, as a clause after its phrase. */
function highlightReason(e: AstroEvent): string {
  switch (e.type) {
    case 'aspect':
      return `, ${FAMILY_EFFECT[aspectFamily(e.aspect)]} ${NATAL_POINT_AREA[e.natal]}`;
    case 'lunation':
    case 'eclipse':
      if (e.natalHouse) return `, que cae en tu casa ${e.natalHouse}, ${HOUSE_SHORT[e.natalHouse - 1]}`;
      return e.longitude === undefined ? '' : `, en el terreno ${de(SIGN_FIELD[signOf(e.longitude)])}`;
    case 'station':
      return e.direction === 'retrograde' ? `, que pone en revisión ${RETRO_FOCUS[e.body]}` : `, que devuelve el movimiento a ${RETRO_FOCUS[e.body]}`;
    default:
      return '';
  }
}

function characterOf(events: AstroEvent[]): WeekCharacter {
  if (events.some((e) => e.type === 'eclipse')) return 'eclipse';
  if (events.some((e) => e.type === 'lunation' && e.phase === 'full')) return 'full';
  if (events.some((e) => e.type === 'lunation' && e.phase === 'new')) return 'new';
  if (events.some((e) => e.type === 'station')) return 'turning';
  const aspects = events.filter((e): e is AspectEvent => e.type === 'aspect');
  if (!aspects.length) return 'quiet';
  const by = (family: AspectFamily) => aspects.filter((a) => aspectFamily(a.aspect) === family).reduce((sum, a) => sum + weight(a), 0);
  const [fusion, flow, friction] = [by('fusion'), by('flow'), by('friction')];
  if (friction >= flow && friction >= fusion) return 'tense';
  return fusion > flow ? 'start' : 'easy';
}

interface Week {
  /** Day numbers of the month, first and last, inclusive. */
  first: number;
  last: number;
}

/**
 * The month's weeks, Monday to Sunday as the calendar grid shows them; a first or last stub of one or two days
 * joins its neighbour, so every week has three to nine days.
 */
function weeksOf(month: string): Week[] {
  const [year, number] = month.split('-').map(Number);
  const length = new Date(Date.UTC(year, number, 0)).getUTCDate();
  const weeks: Week[] = [];
  let first = 1;
  for (let day = 1; day <= length; day += 1) {
    const sunday = new Date(Date.UTC(year, number - 1, day)).getUTCDay() === 0;
    if (sunday || day === length) {
      weeks.push({ first, last: day });
      first = day + 1;
    }
  }
  if (weeks.length > 1 && weeks[0].last - weeks[0].first < 2) weeks.splice(0, 2, { first: 1, last: weeks[1].last });
  const end = weeks.length - 1;
  if (weeks.length > 1 && weeks[end].last - weeks[end].first < 2) weeks.splice(end - 1, 2, { first: weeks[end - 1].first, last: weeks[end].last });
  return weeks;
}

/** The hours in a void of course that fall between 08:00 and 20:00 of one local day. */
function daytimeVoid(voids: VoidOfCourseEvent[], day: { year: number; month: number; day: number }, zone: string | undefined): boolean {
  return voids.some((v) => {
    const start = wallClock(v.utc, zone);
    const end = wallClock(v.endUtc, zone);
    const key = (d: { year: number; month: number; day: number }) => d.year * 10_000 + d.month * 100 + d.day;
    const today = key(day);
    const from = key(start) < today ? 0 : key(start) > today ? 24 * 60 : start.hour * 60 + start.minute;
    const to = key(end) > today ? 24 * 60 : key(end) < today ? 0 : end.hour * 60 + end.minute;
    return Math.max(from, 8 * 60) < Math.min(to, 20 * 60);
  });
}

function hoursAndMinutes(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 1 ? 'una hora' : `${h} horas`;
  if (!h) return `${m} minutos`;
  return m ? `${hours} y ${m} minutos` : hours;
}

/** One week's paragraph: its main event and why it matters here, the rest, the Moon's course, a thought. */
function weekParagraph(input: {
  week: Week; index: number; events: AstroEvent[]; zone: string | undefined; month: string;
  lunarReturns: LunarReturn[]; advice: (character: WeekCharacter) => string;
}): string {
  const { week, index, events, zone, month, lunarReturns } = input;
  const [year, number] = month.split('-').map(Number);
  const inWeek = (iso: string) => {
    const d = wallClock(iso, zone);
    return d.year === year && d.month === number && d.day >= week.first && d.day <= week.last;
  };
  const own = events.filter((e) => inWeek(e.utc));
  // An eclipse names the lunation it rides on, so that lunation is not listed again.
  const eclipsed = new Set(own.filter((e) => e.type === 'eclipse').map((e) => wallClock(e.utc, zone).day));
  const ranked = own
    .filter((e) => !isMoonRhythm(e) && !(e.type === 'lunation' && eclipsed.has(wallClock(e.utc, zone).day)))
    .sort((a, b) => prominence(b) - prominence(a) || a.utc.localeCompare(b.utc));
  const parts: string[] = [];
  if (ranked.length) {
    const [main, ...rest] = ranked;
    parts.push(WEEK_LEAD[index % WEEK_LEAD.length](`${eventPhrase(main, zone)}${highlightReason(main)}`));
    // Loop passes and minor contacts are in the calendar; the week names up to three more.
    const others = rest.slice(0, 3).sort((a, b) => a.utc.localeCompare(b.utc)).map((e) => eventPhrase(e, zone));
    if (others.length) {
      const more = rest.length > 3 ? ` (el calendario recoge ${rest.length - 3 === 1 ? 'otro más' : `otros ${rest.length - 3}`})` : '';
      parts.push(`${WEEK_ALSO[index % WEEK_ALSO.length](listOf(others), others.length === 1)}${more}.`);
    }
  } else {
    parts.push(`Ningún planeta perfecciona un aspecto con tu carta ${week.first === week.last ? 'ese día' : `entre el ${week.first} y el ${week.last}`}, así que el paso de la Luna lleva el compás.`);
  }
  const signs = [...new Set(own.filter((e): e is IngressEvent => e.type === 'ingress' && e.body === 'moon').map((e) => SIGN_NAME[e.sign]))];
  const voids = events.filter((e): e is VoidOfCourseEvent => e.type === 'void-of-course');
  const weekVoids = voids.filter((v) => inWeek(v.utc));
  const longest = [...weekVoids].sort((a, b) => Date.parse(b.endUtc) - Date.parse(b.utc) - (Date.parse(a.endUtc) - Date.parse(a.utc)))[0];
  const span = longest ? Date.parse(longest.endUtc) - Date.parse(longest.utc) : 0;
  const longestText = longest && span >= 3 * 3_600_000
    ? `empieza el ${weekdayAndDay(longest.utc, zone)} a las ${clockText(longest.utc, zone)} y dura ${hoursAndMinutes(span)}`
    : null;
  if (signs.length) parts.push(WEEK_MOON[index % WEEK_MOON.length](listOf(signs), longestText));
  const clear: string[] = [];
  for (let day = week.first; day <= week.last; day += 1) {
    if (!daytimeVoid(voids, { year, month: number, day }, zone)) clear.push(`el ${day}`);
  }
  if (clear.length && clear.length < week.last - week.first + 1) parts.push(WEEK_CLEAR[index % WEEK_CLEAR.length](listOf(clear), clear.length === 1));
  for (const r of lunarReturns.filter((l) => inWeek(l.utc))) {
    parts.push(`Tu retorno lunar cae el ${weekdayAndDay(r.utc, zone)} a las ${clockText(r.utc, zone)}, un buen rato para preguntarte qué necesitas en el mes emocional que abre.`);
  }
  parts.push(input.advice(characterOf(own)));
  return parts.join(' ');
}

/**
 * Markdown with "## " headings about the month's main themes, and a week-by-week section with a "### " heading per
 * week. `month` is 'YYYY-MM'; `timeZone` (IANA, default UTC) is the zone the month and its dates are read in.
 */
export function composeMonthlyOverview(input: {
  month: string; natal: NatalChart; events: AstroEvent[]; lunarReturns: LunarReturn[]; progressedMoon: ProgressedMoon; timeZone?: string;
}): string {
  const { month, natal, events, lunarReturns, progressedMoon } = input;
  const zone = input.timeZone;
  const year = Number(month.slice(0, 4));
  const style: DateStyle = { timeZone: zone, year };
  const day = (iso: string) => dateText(iso, style);
  const aspects = events.filter((e): e is AspectEvent => e.type === 'aspect');
  const lunations = events.filter((e) => e.type === 'lunation' || e.type === 'eclipse');
  const stations = events.filter((e) => e.type === 'station');
  const ingresses = events.filter((e): e is IngressEvent => e.type === 'ingress' && e.body !== 'moon');
  const moonIngresses = events.filter((e) => e.type === 'ingress' && e.body === 'moon').length;
  const voids = events.filter((e) => e.type === 'void-of-course').length;
  const tone = toneOf(aspects);
  const sections: { heading: string; paragraphs: string[] }[] = [];

  const counts = [
    count(aspects.length, 'aspecto exacto de los planetas en tránsito', 'aspectos exactos de los planetas en tránsito'),
    count(ingresses.length, 'cambio de signo de un planeta', 'cambios de signo de los planetas'),
    count(stations.length, 'estación', 'estaciones'),
    count(lunations.filter((e) => e.type === 'lunation').length, 'lunación', 'lunaciones'),
  ];
  const eclipses = lunations.filter((e) => e.type === 'eclipse').length;
  const moonRhythm = moonIngresses
    ? ` La Luna, por su parte, cambia de signo ${moonIngresses} veces, y ${voids === 1 ? 'un rato vacío de curso precede a uno de esos cambios' : `${voids} ratos vacíos de curso preceden a esos cambios`}.`
    : '';
  sections.push({
    heading: HEADING.overview,
    paragraphs: [
      HOW_TO_READ,
      `En ${monthName(month)} tu carta recibe ${counts.slice(0, -1).join(', ')} y ${counts[counts.length - 1]}${eclipses ? `, además de ${count(eclipses, 'eclipse', 'eclipses')}` : ''}. ${TONE[tone]}${moonRhythm}`,
    ],
  });

  // The heaviest contacts, one per transiting planet so each planet's theme is said once.
  const top: AspectEvent[] = [];
  const ranked = [...aspects].sort((a, b) => weight(b) - weight(a) || a.utc.localeCompare(b.utc));
  // Prefer contacts that also touch different natal points, so the three paragraphs cover three areas.
  for (const distinctPoint of [true, false]) {
    for (const e of ranked) {
      if (top.length < 3 && !top.some((t) => t.transiting === e.transiting || (distinctPoint && t.natal === e.natal))) top.push(e);
    }
  }
  sections.push({
    heading: HEADING.transits,
    paragraphs: top.length
      ? top.map((e) => {
        const window = e.enterUtc && e.leaveUtc ? `, en orbe ${rangeText(e.enterUtc, e.leaveUtc, style)}` : '';
        return `${capitalize(POINT_IN_SENTENCE[e.transiting])} ${FAMILY_VERB[aspectFamily(e.aspect)]} ${natalPointPhrase(natal, e.natal)} por ${ASPECT_NAME[e.aspect]}, con la exactitud el ${day(e.utc)}${window}, y pone en juego ${NATAL_POINT_AREA[e.natal]}. ${MONTH_THEME[e.transiting]}`;
      })
      : ['Este mes ningún planeta perfecciona un aspecto mayor con tus puntos natales: es un respiro, y los temas del mes llegarán más por las lunaciones y por el clima general que por contactos personales.'],
  });

  // In date order, each eclipse right after the lunation it rides on (they fall within hours of each other).
  const dayOf = (iso: string) => dateText(iso, style);
  const ordered = [...lunations].sort((a, b) => (dayOf(a.utc) === dayOf(b.utc) ? Number(a.type === 'eclipse') - Number(b.type === 'eclipse') : a.utc.localeCompare(b.utc)));
  const moonParagraphs = ordered.map((e) => {
    if (e.type === 'eclipse') {
      return `El eclipse ${e.kind === 'solar' ? 'de Sol' : 'de Luna'} del ${day(e.utc)} acompaña a la Luna ${e.kind === 'solar' ? 'nueva' : 'llena'} de esa fecha y amplifica su efecto durante los meses siguientes.`;
    }
    if (e.type !== 'lunation') return '';
    const sign = signOf(e.longitude);
    const where = e.natalHouse ? `activa tu casa ${e.natalHouse}, la ${de(HOUSE_AREA[e.natalHouse - 1])}` : `pone el foco en ${SIGN_FIELD[sign]}`;
    return e.phase === 'new'
      ? `La Luna nueva del ${day(e.utc)} en ${SIGN_NAME[sign]} ${where}, y allí conviene plantar la semilla del mes en el terreno ${de(SIGN_FIELD[sign])}.`
      : `La Luna llena del ${day(e.utc)} en ${SIGN_NAME[sign]} ${where}, y pide mirar qué ha madurado en el terreno ${de(SIGN_FIELD[sign])} y qué conviene soltar.`;
  });
  sections.push({ heading: HEADING.moons, paragraphs: [MOON_CYCLE, moonParagraphs.join(' ')].filter(Boolean) });

  const motion: string[] = [];
  for (const s of stations) {
    if (s.type !== 'station') continue;
    motion.push(s.direction === 'retrograde'
      ? `${capitalize(POINT_IN_SENTENCE[s.body])} se vuelve retrógrado el ${day(s.utc)}, así que conviene revisar ${RETRO_FOCUS[s.body]} antes de lanzar nada nuevo en ese terreno.`
      : `${capitalize(POINT_IN_SENTENCE[s.body])} retoma la marcha directa el ${day(s.utc)}, y lo que estaba en revisión sobre ${RETRO_FOCUS[s.body]} puede avanzar.`);
  }
  const moves = ingresses.map((e) => `${POINT_IN_SENTENCE[e.body]} a ${SIGN_NAME[e.sign]} el ${day(e.utc)}`);
  if (moves.length) motion.push(`Cambian de signo ${moves.length === 1 ? moves[0] : `${moves.slice(0, -1).join('; ')} y ${moves[moves.length - 1]}`}.`);
  sections.push({
    heading: HEADING.motion,
    paragraphs: [motion.length ? motion.join(' ') : 'Ningún planeta cambia de dirección ni de signo este mes: el escenario se mantiene estable y puedes planificar con confianza.'],
  });

  const used = new Set<string>();
  const advice = (character: WeekCharacter) => {
    // The week's own pool first, then any unused thought, so no two weeks of one month close alike.
    const pick = [...WEEK_ADVICE[character], ...Object.values(WEEK_ADVICE).flat()].find((text) => !used.has(text))!;
    used.add(pick);
    return pick;
  };
  const monthWord = monthOf(Number(month.slice(5, 7)));
  const weekParagraphs = weeksOf(month).flatMap((week, index) => [
    `### Del ${week.first} al ${week.last} de ${monthWord}`,
    weekParagraph({ week, index, events, zone, month, lunarReturns, advice }),
  ]);
  sections.push({ heading: HEADING.weeks, paragraphs: weekParagraphs });

  const inner: string[] = [];
  if (lunarReturns.length) {
    const days = lunarReturns.map((r) => day(r.utc));
    inner.push(`Tu retorno lunar llega el ${days.join(' y de nuevo el ')}: la Luna vuelve a su posición natal y abre tu propio mes emocional.`);
  }
  inner.push(PROGRESSED_MOON_SIGN[progressedMoon.sign]);
  if (progressedMoon.natalHouse) inner.push(`En tu carta natal recorre la casa ${progressedMoon.natalHouse}, así que estos meses tienen como telón de fondo ${HOUSE_AREA[progressedMoon.natalHouse - 1]}.`);
  inner.push(`Pasará a ${SIGN_NAME[progressedMoon.nextSign.sign]} hacia ${monthName(progressedMoon.nextSign.utc.slice(0, 7))}.`);
  sections.push({ heading: HEADING.inner, paragraphs: [inner.join(' ')] });

  sections.push({ heading: HEADING.closing, paragraphs: [`${CLOSING[tone]} ${CLOSING_LAST}`] });

  return sections.map((s) => `## ${s.heading}\n\n${s.paragraphs.join('\n\n')}`).join('\n\n');
}
