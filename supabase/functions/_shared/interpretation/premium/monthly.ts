// The built-in monthly overview: ≥ 400 words of Markdown about the month's main themes, from its events (the
// heaviest exact transits, lunations and eclipses with their natal houses, stations and ingresses), the lunar
// return and the progressed Moon. Its sentences are its own: none is shared with describeEvent's calendar texts.
import { signOf } from '../../contract/zodiac.ts';
import type { AspectEvent, AstroEvent, LunarReturn, ProgressedMoon, StationBody, TransitingBody } from '../../astro/events-types.ts';
import type { NatalChart, SignId } from '../../contract/chart.ts';
import { ASPECT_NAME, POINT_IN_SENTENCE, SIGN_NAME, capitalize, de } from '../../contract/vocabulary.ts'
import { BODY_RANK, HOUSE_AREA, NATAL_POINT_AREA, POINT_RANK, aspectFamily, dateText, monthName, type AspectFamily } from './vocabulary.ts';
import { SIGN_FIELD, natalPointPhrase } from './events.ts';

const HEADING = {
  overview: 'Panorama del mes',
  transits: 'Los tránsitos que marcan el mes',
  moons: 'Lunas y eclipses',
  motion: 'El cielo en movimiento',
  inner: 'Tu ritmo interior',
  closing: 'Para este mes',
} as const;

/** Section headings (without "## "), in order. */
export const MONTHLY_HEADINGS: readonly string[] = Object.values(HEADING);

const HOW_TO_READ =
  'Este informe reúne lo que el cielo del mes hace sobre tu carta natal: los contactos exactos de los planetas con tus puntos personales, las lunas nuevas y llenas con la casa donde caen, los cambios de dirección y de signo, y dos relojes internos, el retorno lunar y la Luna progresada. Debajo encontrarás cada evento con su fecha y su propio texto; aquí van los hilos que los unen.';

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

const TONE: Record<'flow' | 'friction' | 'mixed' | 'quiet', string> = {
  flow: 'Predominan los contactos fluidos, así que el mes ofrece más facilidades que obstáculos.',
  friction: 'Predominan los contactos tensos: un mes exigente que, bien aprovechado, empuja cambios necesarios.',
  mixed: 'Los contactos fluidos y los tensos están bastante repartidos, de modo que el mes alterna empujones y frenos.',
  quiet: 'Hay pocos contactos exactos con tu carta, lo que hace de este un mes más bien sereno.',
};

const CLOSING: Record<'flow' | 'friction' | 'mixed' | 'quiet', string> = {
  flow: 'Es un mes con más viento a favor que en contra: apóyate en esa facilidad para avanzar en lo que te importa, sin descuidar lo cotidiano.',
  friction: 'Es un mes con fricciones, y esa es también su riqueza: cada tensión señala un lugar donde puedes crecer si te das tiempo y te tratas con amabilidad.',
  mixed: 'Elige una o dos prioridades para el mes y deja que el resto acompañe, sin exigirte llegar a todo.',
  quiet: 'Aprovecha la calma para descansar, ordenar y preparar lo que vendrá; los meses tranquilos también construyen.',
};
const CLOSING_LAST = 'Consulta el calendario de abajo cuando dudes de una fecha: cada evento trae su propio comentario.';

const ASPECT_FACTOR: Record<string, number> = { conjunction: 1, opposition: 0.9, square: 0.9, trine: 0.7, sextile: 0.5 };

function weight(e: AspectEvent): number {
  return BODY_RANK[e.transiting] * POINT_RANK[e.natal] * ASPECT_FACTOR[e.aspect];
}

function toneOf(aspects: AspectEvent[]): keyof typeof TONE {
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

/**
 * ≥ 400 words of Markdown with "## " headings about the month's main themes. `month` is 'YYYY-MM'; `timeZone`
 * (IANA, default UTC) is the zone the month and its dates are read in.
 */
export function composeMonthlyOverview(input: {
  month: string; natal: NatalChart; events: AstroEvent[]; lunarReturns: LunarReturn[]; progressedMoon: ProgressedMoon; timeZone?: string;
}): string {
  const { month, natal, events, lunarReturns, progressedMoon } = input;
  const day = (iso: string) => dateText(iso, { timeZone: input.timeZone, year: Number(month.slice(0, 4)) });
  const aspects = events.filter((e): e is AspectEvent => e.type === 'aspect');
  const lunations = events.filter((e) => e.type === 'lunation' || e.type === 'eclipse');
  const stations = events.filter((e) => e.type === 'station');
  const ingresses = events.filter((e) => e.type === 'ingress');
  const tone = toneOf(aspects);
  const sections: { heading: string; paragraphs: string[] }[] = [];

  const counts = [
    count(aspects.length, 'aspecto exacto de los planetas en tránsito', 'aspectos exactos de los planetas en tránsito'),
    count(ingresses.length, 'cambio de signo', 'cambios de signo'),
    count(stations.length, 'estación', 'estaciones'),
    count(lunations.filter((e) => e.type === 'lunation').length, 'lunación', 'lunaciones'),
  ];
  const eclipses = lunations.filter((e) => e.type === 'eclipse').length;
  sections.push({
    heading: HEADING.overview,
    paragraphs: [
      HOW_TO_READ,
      `En ${monthName(month)} tu carta recibe ${counts.slice(0, -1).join(', ')} y ${counts[counts.length - 1]}${eclipses ? `, además de ${count(eclipses, 'eclipse', 'eclipses')}` : ''}. ${TONE[tone]}`,
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
      ? top.map((e) => `${capitalize(POINT_IN_SENTENCE[e.transiting])} ${FAMILY_VERB[aspectFamily(e.aspect)]} ${natalPointPhrase(natal, e.natal)} por ${ASPECT_NAME[e.aspect]}, con la exactitud el ${day(e.utc)}, y pone en juego ${NATAL_POINT_AREA[e.natal]}. ${MONTH_THEME[e.transiting]}`)
      : ['Este mes ningún planeta perfecciona un aspecto mayor con tus puntos natales: es un respiro, y los temas del mes llegarán más por las lunaciones y por el clima general que por contactos personales.'],
  });

  // Lunations first, then the eclipses that ride on them.
  const ordered = [...lunations].sort((a, b) => Number(a.type === 'eclipse') - Number(b.type === 'eclipse'));
  const moonParagraphs = ordered.map((e) => {
    if (e.type === 'eclipse') {
      return `El eclipse ${e.kind === 'solar' ? 'de Sol' : 'de Luna'} del ${day(e.utc)} acompaña a la Luna ${e.kind === 'solar' ? 'nueva' : 'llena'} de esa fecha y amplifica su efecto durante los meses siguientes.`;
    }
    if (e.type !== 'lunation') return '';
    const sign = signOf(e.longitude);
    const where = e.natalHouse ? `activa tu casa ${e.natalHouse}, la ${de(HOUSE_AREA[e.natalHouse - 1])}` : `pone el foco en ${SIGN_FIELD[sign]}`;
    return e.phase === 'new'
      ? `La Luna nueva del ${day(e.utc)} en ${SIGN_NAME[sign]} ${where}: planta ahí la semilla del mes, con una intención sencilla y alcanzable.`
      : `La Luna llena del ${day(e.utc)} en ${SIGN_NAME[sign]} ${where}: mira qué ha madurado y qué conviene soltar.`;
  });
  sections.push({ heading: HEADING.moons, paragraphs: [MOON_CYCLE, moonParagraphs.join(' ')].filter(Boolean) });

  const motion: string[] = [];
  for (const s of stations) {
    if (s.type !== 'station') continue;
    motion.push(s.direction === 'retrograde'
      ? `${capitalize(POINT_IN_SENTENCE[s.body])} se vuelve retrógrado el ${day(s.utc)}, así que conviene revisar ${RETRO_FOCUS[s.body]} antes de lanzar nada nuevo en ese terreno.`
      : `${capitalize(POINT_IN_SENTENCE[s.body])} retoma la marcha directa el ${day(s.utc)}, y lo que estaba en revisión sobre ${RETRO_FOCUS[s.body]} puede avanzar.`);
  }
  const moves = ingresses.flatMap((e) => (e.type === 'ingress' ? [`${POINT_IN_SENTENCE[e.body]} a ${SIGN_NAME[e.sign]} el ${day(e.utc)}`] : []));
  if (moves.length) motion.push(`Cambian de signo ${moves.length === 1 ? moves[0] : `${moves.slice(0, -1).join('; ')} y ${moves[moves.length - 1]}`}.`);
  sections.push({
    heading: HEADING.motion,
    paragraphs: [motion.length ? motion.join(' ') : 'Ningún planeta cambia de dirección ni de signo este mes: el escenario se mantiene estable y puedes planificar con confianza.'],
  });

  const inner: string[] = [];
  if (lunarReturns.length) {
    const days = lunarReturns.map((r) => day(r.utc));
    inner.push(`Tu retorno lunar llega el ${days.join(' y de nuevo el ')}: la Luna vuelve a su posición natal y abre tu propio mes emocional, un buen día para escucharte y decidir qué necesitas.`);
  }
  inner.push(PROGRESSED_MOON_SIGN[progressedMoon.sign]);
  if (progressedMoon.natalHouse) inner.push(`En tu carta natal recorre la casa ${progressedMoon.natalHouse}, así que el telón de fondo de estos meses es ${HOUSE_AREA[progressedMoon.natalHouse - 1]}.`);
  inner.push(`Pasará a ${SIGN_NAME[progressedMoon.nextSign.sign]} hacia ${monthName(progressedMoon.nextSign.utc.slice(0, 7))}.`);
  sections.push({ heading: HEADING.inner, paragraphs: [inner.join(' ')] });

  sections.push({ heading: HEADING.closing, paragraphs: [`${CLOSING[tone]} ${CLOSING_LAST}`] });

  return sections.map((s) => `## ${s.heading}\n\n${s.paragraphs.join('\n\n')}`).join('\n\n');
}
