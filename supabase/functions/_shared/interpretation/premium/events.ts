// Short Spanish texts for one event of the monthly calendar (describeEvent) and for one transit active now
// (describeTransit). A transit's meaning is its own sentence for the transiting planet, the natal point and the
// aspect family (transit-corpus.ts); the Moon's sign changes, voids and phases have theirs by sign
// (moon-corpus.ts). What frames them names the event itself (planets, point, sign, house, dates), so a month's
// calendar repeats a sentence only when one transit comes back in a retrograde loop.
import { signOf } from '../../contract/zodiac.ts';
import type { ActiveTransit, AstroEvent, IngressBody, MajorAspect, NatalPoint, StationBody, TransitPass, TransitingBody } from '../../astro/events-types.ts';
import type { NatalChart, SignId } from '../../contract/chart.ts';
import { ASPECT_FEMININE, ASPECT_NAME, POINT_IN_SENTENCE, POINT_NAME, SIGN_NAME, capitalize, de, formatDegrees } from '../../contract/vocabulary.ts';
import { HOUSE_AREA, aspectFamily, clockText, dateText, rangeText, wallClock, yearIn, type DateStyle } from './vocabulary.ts';
import { TRANSIT_TEXT } from './transit-corpus.ts';
import { FULL_MOON_IN, MOON_STAY, NEW_MOON_IN, VOID_IN_SIGN } from './moon-corpus.ts';

/** A planet changing sign, sentence by planet: what its ingress colours, with the new sign's quality. */
const INGRESS_LEAD: Record<Exclude<IngressBody, 'moon'>, (sign: string, quality: string) => string> = {
  sun: (sign, quality) => `El Sol entra en ${sign} y da a las próximas cuatro semanas un tono de ${quality}.`,
  mercury: (sign, quality) => `Mercurio entra en ${sign}, y las ideas y las conversaciones se contagian de ${quality}.`,
  venus: (sign, quality) => `Venus entra en ${sign}, y la manera de querer, de gustar y de gastar se impregna de ${quality}.`,
  mars: (sign, quality) => `Marte entra en ${sign} y la energía de todos se carga de ${quality}.`,
  jupiter: (sign, quality) => `Júpiter entra en ${sign}: durante cerca de un año, crecer tiene que ver con ${quality}.`,
  saturn: (sign, quality) => `Saturno entra en ${sign}, y lo que toca madurar en los próximos dos años y medio pide ${quality}.`,
  uranus: (sign, quality) => `Urano entra en ${sign}: los cambios de los próximos siete años llegan con ${quality}.`,
  neptune: (sign, quality) => `Neptuno entra en ${sign} y el sueño colectivo de más de una década se tiñe de ${quality}.`,
  pluto: (sign, quality) => `Plutón entra en ${sign}, y la transformación de fondo de las próximas décadas pasa por ${quality}.`,
};

const SIGN_QUALITY: Record<SignId, string> = {
  aries: 'arranque, franqueza y ganas de empezar de cero',
  taurus: 'paciencia, sentido práctico y aprecio por lo tangible',
  gemini: 'curiosidad, agilidad y ganas de conversar',
  cancer: 'cuidado, memoria y sentido de pertenencia',
  leo: 'brillo, generosidad y deseo de expresarse',
  virgo: 'orden, depuración y atención al detalle',
  libra: 'equilibrio, diálogo y belleza',
  scorpio: 'intensidad, verdad y transformación',
  sagittarius: 'optimismo, búsqueda y aventura',
  capricorn: 'estructura, ambición serena y compromiso',
  aquarius: 'independencia, ideas nuevas y sentido de comunidad',
  pisces: 'sensibilidad, imaginación y compasión',
};

/** What a sign's lunation sows or harvests, as a noun phrase. */
export const SIGN_FIELD: Record<SignId, string> = {
  aries: 'la iniciativa y el coraje', taurus: 'la estabilidad y los recursos', gemini: 'la comunicación y el aprendizaje',
  cancer: 'el hogar y los cuidados', leo: 'la creatividad y la autoestima', virgo: 'la salud y el orden',
  libra: 'las relaciones y los acuerdos', scorpio: 'la intimidad y el cambio profundo', sagittarius: 'los viajes y las creencias',
  capricorn: 'la ambición y la responsabilidad', aquarius: 'la amistad y la libertad', pisces: 'la intuición y el descanso',
};

const STATION_TEXT: Record<StationBody, { retrograde: string; direct: string }> = {
  mercury: {
    retrograde: 'Mercurio se detiene y empieza su retrogradación: durante unas tres semanas conviene revisar, releer y dejar las firmas importantes para cuando vuelva a avanzar.',
    direct: 'Mercurio retoma la marcha directa: las comunicaciones y los trámites se desatascan poco a poco, aunque los primeros días aún van lentos.',
  },
  venus: {
    retrograde: 'Venus inicia su retrogradación, que dura unas seis semanas: vuelven temas del corazón y del dinero para que los mires con otros ojos.',
    direct: 'Venus vuelve a avanzar: las decisiones afectivas y económicas que quedaron en pausa pueden tomarse ya con más claridad.',
  },
  mars: {
    retrograde: 'Marte se vuelve retrógrado durante algo más de dos meses: la energía se dirige hacia dentro y es mejor revisar estrategias que abrir frentes.',
    direct: 'Marte recupera el movimiento directo y, con él, el empuje para ejecutar lo que has madurado estas semanas.',
  },
  jupiter: {
    retrograde: 'Júpiter comienza unos cuatro meses de retrogradación: el crecimiento se vuelve interior y toca revisar creencias y planes.',
    direct: 'Júpiter retoma la marcha directa y las oportunidades vuelven a fluir hacia fuera.',
  },
  saturn: {
    retrograde: 'Saturno se detiene y retrograda durante unos cuatro meses y medio: es momento de revisar compromisos y reforzar lo que quedó flojo.',
    direct: 'Saturno vuelve a avanzar: las responsabilidades revisadas piden ahora una acción constante.',
  },
  uranus: {
    retrograde: 'Urano empieza su retrogradación anual de unos cinco meses: los cambios se gestan por dentro antes de salir a la luz.',
    direct: 'Urano retoma el avance, y con él pueden precipitarse las novedades que venían madurando.',
  },
  neptune: {
    retrograde: 'Neptuno se vuelve retrógrado durante unos cinco meses: buen momento para despejar ilusiones y mirar la realidad con ternura.',
    direct: 'Neptuno vuelve a avanzar e invita a poner en práctica la inspiración de los meses anteriores.',
  },
  pluto: {
    retrograde: 'Plutón inicia su retrogradación anual: durante unos cinco meses, los procesos de cambio profundo se vuelven más íntimos.',
    direct: 'Plutón retoma su marcha directa y lo que se transformó por dentro empieza a notarse fuera.',
  },
};

const ECLIPSE_SUBTYPE: Record<string, string> = { penumbral: 'penumbral', partial: 'parcial', total: 'total', annular: 'anular' };

/** What the transit does: its own sentence for the planet, the natal point and the aspect family. */
export function transitMeaning(body: TransitingBody, aspect: MajorAspect, point: NatalPoint): string {
  return TRANSIT_TEXT[body][point][aspectFamily(aspect)];
}

function aspectWithArticle(aspect: MajorAspect): string {
  return `${ASPECT_FEMININE[aspect] ? 'una' : 'un'} ${ASPECT_NAME[aspect]}`;
}

/** 'su trígono con Urano', 'su oposición a Marte': the Moon's last aspect before a void. */
function lunarAspectPhrase(aspect: MajorAspect, body: TransitingBody): string {
  return `su ${ASPECT_NAME[aspect]} ${aspect === 'opposition' ? al(POINT_IN_SENTENCE[body]) : `con ${POINT_IN_SENTENCE[body]}`}`;
}

function al(phrase: string): string {
  return phrase.startsWith('el ') ? `al ${phrase.slice(3)}` : `a ${phrase}`;
}

function houseSentence(house: number | undefined, lead: string): string {
  return house ? ` ${lead} tu casa ${house}, la ${de(HOUSE_AREA[house - 1])}.` : '';
}

/**
 * One to three sentences (plain text) about one event, for the calendar entry and the .ics description. Dates and
 * times are in `timeZone` (IANA, default UTC), with the year only when it is not the event's own.
 */
export function describeEvent(event: AstroEvent, natal: NatalChart, options: { timeZone?: string } = {}): string {
  const zone = options.timeZone;
  const style: DateStyle = { timeZone: zone, year: yearIn(event.utc, zone) };
  switch (event.type) {
    case 'aspect': {
      const exact = ASPECT_FEMININE[event.aspect] ? 'exacta' : 'exacto';
      const window = event.enterUtc && event.leaveUtc ? `, y lo notarás ${rangeText(event.enterUtc, event.leaveUtc, style)}` : '';
      return `${capitalize(POINT_IN_SENTENCE[event.transiting])} forma ${aspectWithArticle(event.aspect)} ${exact} con ${natalPointPhrase(natal, event.natal)}${window}. ${transitMeaning(event.transiting, event.aspect, event.natal)}`;
    }
    case 'ingress': {
      if (event.body === 'moon') {
        const house = event.natalHouse ? ` y, hasta que cambie de signo, recorre tu casa ${event.natalHouse}, la ${de(HOUSE_AREA[event.natalHouse - 1])}` : '';
        return `La Luna entra en ${SIGN_NAME[event.sign]} a las ${clockText(event.utc, zone)}${house}. ${MOON_STAY[event.sign]}`;
      }
      const lead = INGRESS_LEAD[event.body](SIGN_NAME[event.sign], SIGN_QUALITY[event.sign]);
      return `${lead}${houseSentence(event.natalHouse, `En tu carta, ${POINT_IN_SENTENCE[event.body]} entra por`)}`;
    }
    case 'station': {
      const body = capitalize(POINT_IN_SENTENCE[event.body]);
      return `${STATION_TEXT[event.body][event.direction]}${houseSentence(event.natalHouse, event.direction === 'retrograde' ? `${body} frena sobre` : `${body} reanuda la marcha desde`)}`;
    }
    case 'lunation': {
      const sign = signOf(event.longitude);
      const lead = `${event.phase === 'new' ? 'Luna nueva' : 'Luna llena'} en ${SIGN_NAME[sign]}, a ${formatDegrees(event.longitude % 30)}.`;
      const meaning = event.phase === 'new' ? NEW_MOON_IN[sign] : FULL_MOON_IN[sign];
      return `${lead} ${meaning}${houseSentence(event.natalHouse, event.phase === 'new' ? 'La semilla cae en' : 'La cosecha llega a')}`;
    }
    case 'eclipse': {
      const subtype = event.subtype ? ` ${ECLIPSE_SUBTYPE[event.subtype]}` : '';
      const where = event.longitude === undefined ? '' : ` en ${SIGN_NAME[signOf(event.longitude)]}`;
      const meaning = event.kind === 'solar'
        ? 'Los eclipses de Sol funcionan como lunas nuevas potenciadas: abren capítulos que se despliegan durante meses.'
        : 'Los eclipses de Luna son lunas llenas intensificadas: sacan a la luz lo pendiente y empujan a cerrar etapas.';
      return `Eclipse ${event.kind === 'solar' ? 'solar' : 'lunar'}${subtype}${where}. ${meaning}${houseSentence(event.natalHouse, 'Se produce en')}`;
    }
    case 'void-of-course': {
      const start = wallClock(event.utc, zone);
      const end = wallClock(event.endUtc, zone);
      const sameDay = start.year === end.year && start.month === end.month && start.day === end.day;
      const span = sameDay
        ? `de ${clockText(event.utc, zone)} a ${clockText(event.endUtc, zone)} del ${dateText(event.utc, style)}`
        : `desde las ${clockText(event.utc, zone)} del ${dateText(event.utc, style)} hasta las ${clockText(event.endUtc, zone)} del ${dateText(event.endUtc, style)}`;
      const after = event.lastAspect ? `, tras ${lunarAspectPhrase(event.lastAspect.aspect, event.lastAspect.body)}` : ', sin aspectos en todo el signo';
      return `La Luna queda vacía de curso en ${SIGN_NAME[event.sign]}${after}, ${span}, cuando entra en ${SIGN_NAME[event.nextSign]}. ${VOID_IN_SIGN[event.sign]}`;
    }
  }
}

/** 'tu Venus natal en Tauro': the sign makes the natal point concrete. */
export function natalPointPhrase(natal: NatalChart, point: NatalPoint): string {
  const longitude = point === 'ascendant' || point === 'midheaven' ? natal.angles?.[point] : natal.bodies[point].longitude;
  return `tu ${POINT_NAME[point]} natal${longitude === undefined ? '' : ` en ${SIGN_NAME[signOf(longitude)]}`}`;
}

const ORDINAL = ['primero', 'segundo', 'tercero', 'cuarto', 'quinto', 'sexto', 'séptimo', 'octavo'];
const TIMES = ['', 'una vez', 'dos veces', 'tres veces'];

/** 'el 3 de marzo', 'el 3 de marzo y el 9 de abril', 'el 3, … y el …': a list of dates with their articles. */
function datesList(dates: string[]): string {
  const each = dates.map((d) => `el ${d}`);
  return each.length > 1 ? `${each.slice(0, -1).join(', ')} y ${each[each.length - 1]}` : each[0];
}

/** A pass's window: 'del 17 de octubre al 6 de enero de 2027', or open at the end the engine did not reach. */
function windowText(pass: TransitPass, style: DateStyle): string {
  if (pass.enterUtc && pass.leaveUtc) return rangeText(pass.enterUtc, pass.leaveUtc, style);
  if (pass.leaveUtc) return `hasta el ${dateText(pass.leaveUtc, style)}`;
  if (pass.enterUtc) return `desde el ${dateText(pass.enterUtc, style)}`;
  return 'durante un periodo muy largo';
}

type Tense = 'past' | 'present' | 'future';

/** How one pass perfects, or how close it comes, in the tense the moment asks for. */
function passOutcome(transit: ActiveTransit, pass: TransitPass, tense: Tense, style: DateStyle): string {
  if (pass.exactUtc.length) {
    const dates = datesList(pass.exactUtc.map((utc) => dateText(utc, style)));
    const times = pass.exactUtc.length > 1 ? ` ${TIMES[pass.exactUtc.length] ?? `${pass.exactUtc.length} veces`},` : '';
    const over = pass.exactUtc.every((utc) => Date.parse(utc) <= Date.parse(transit.utc));
    const verb = tense === 'future' ? 'se perfeccionará' : tense === 'past' || over ? 'se perfeccionó' : 'se perfecciona';
    return `${verb}${times} ${dates}`;
  }
  const closest = formatDegrees(pass.closestOrb);
  if (tense === 'past') return `se acercó hasta ${closest} y se alejó sin llegar a la exactitud`;
  if (tense === 'future') return `se acercará hasta ${closest}, el ${dateText(pass.closestUtc, style)}, y volverá a alejarse sin llegar a la exactitud`;
  return `se acerca hasta ${closest} y se aleja sin llegar a la exactitud, con su punto más cercano el ${dateText(pass.closestUtc, style)}`;
}

const ordinal = (index: number) => ORDINAL[index] ?? `paso número ${index + 1}`;

/** The cycle told pass by pass, in order, each with its own window and perfection. */
function cycleText(transit: ActiveTransit, style: DateStyle): string {
  const planet = POINT_IN_SENTENCE[transit.transiting];
  const which = `${ASPECT_FEMININE[transit.aspect] ? 'la' : 'el'} ${ASPECT_NAME[transit.aspect]} ${de(planet)} ${transit.aspect === 'conjunction' ? 'con' : 'a'} tu ${POINT_NAME[transit.natal]}`;
  const { passes, currentPass } = transit;
  if (passes.length === 1) {
    const pass = passes[0];
    const window = windowText(pass, style);
    const outcome = passOutcome(transit, pass, 'present', style);
    if (!pass.exactUtc.length) return `En esta ventana de orbe, ${window}, ${planet} ${outcome}.`;
    if (pass.exactUtc.length === 1) return `${capitalize(which)} ${outcome}, en una ventana de orbe que va ${window}.`;
    return `Por el movimiento retrógrado, y dentro de una misma ventana de orbe ${window}, ${which} ${outcome}.`;
  }
  const count = ['', '', 'dos', 'tres', 'cuatro', 'cinco', 'seis'][passes.length] ?? String(passes.length);
  const sentences = passes.map((pass, i) => {
    const window = windowText(pass, style);
    if (i !== currentPass) return `El ${ordinal(i)}, ${window}, ${passOutcome(transit, pass, i < currentPass ? 'past' : 'future', style)}.`;
    const outcome = passOutcome(transit, pass, 'present', style);
    return pass.exactUtc.length ? `El ${ordinal(i)}, el de ahora, va ${window} y ${outcome}.` : `El ${ordinal(i)}, el de ahora, va ${window}: ${planet} ${outcome}.`;
  });
  return `Por el movimiento retrógrado, ${which} llega en ${count} pasos. ${sentences.join(' ')}`;
}

/**
 * A short paragraph (plain text) about one active transit: what it does to what it touches, its phase, and its
 * cycle pass by pass. Dates in `timeZone` (IANA, default UTC), with their year unless it is the year of
 * `transit.utc` there.
 */
export function describeTransit(transit: ActiveTransit, natal: NatalChart, options: { timeZone?: string } = {}): string {
  const style: DateStyle = { timeZone: options.timeZone, year: yearIn(transit.utc, options.timeZone) };
  const now = Date.parse(transit.utc);
  const pass = transit.passes[transit.currentPass];
  const perfectsAhead = pass.exactUtc.some((utc) => Date.parse(utc) > now);
  const phase = !transit.applying
    ? 'ya separándose'
    : perfectsAhead ? 'acercándose a la exactitud' : 'acercándose, aunque en este paso no llegará a la exactitud';
  const lead = `${capitalize(POINT_IN_SENTENCE[transit.transiting])} en tránsito forma ${aspectWithArticle(transit.aspect)} con ${natalPointPhrase(natal, transit.natal)}, a ${formatDegrees(transit.orb)} y ${phase}.`;
  return `${lead} ${transitMeaning(transit.transiting, transit.aspect, transit.natal)} ${cycleText(transit, style)}`;
}
