import type { ActiveTransit, MajorAspect, NatalPoint, TransitingBody } from '@core/astro/events-types';
import { ASPECT_FEMININE, ASPECT_NAME, POINT_IN_SENTENCE, POINT_NAME, capitalize, formatDegrees } from '@core/contract/vocabulary';

// One sentence for the day's tightest transit: it names the transit and says what it asks of today. The full
// reading of each transit is describeTransit's; this line is the headline above it. It is composed from what the
// transiting planet does in each aspect family (two ways of saying each), what the natal point stands for (two
// ways each) and four sentence shapes, chosen by the date, so the same transit reads differently from one day to
// the next and no two transits share a sentence.

type Family = 'fusion' | 'tension' | 'flow';

const FAMILY: Record<MajorAspect, Family> = {
  conjunction: 'fusion', square: 'tension', opposition: 'tension', trine: 'flow', sextile: 'flow',
};

/** What each natal point stands for, as the object of a verb or a preposition (never «el…», so «de» never contracts). */
const AREA: Record<NatalPoint, readonly [string, string]> = {
  sun: ['tu rumbo', 'lo que quieres para tu vida'],
  moon: ['tu mundo emocional', 'lo que necesitas para sentirte en casa'],
  mercury: ['tu manera de pensar', 'tus conversaciones'],
  venus: ['tus afectos', 'lo que disfrutas y valoras'],
  mars: ['tu manera de actuar', 'tus ganas y tu empuje'],
  jupiter: ['tu confianza', 'tus ganas de crecer'],
  saturn: ['tus compromisos', 'tu sentido del deber'],
  uranus: ['tu necesidad de libertad', 'tu manera de romper moldes'],
  neptune: ['tus sueños', 'tu sensibilidad'],
  pluto: ['tu fuerza interior', 'lo que llevas dentro sin nombrar'],
  ascendant: ['tu manera de presentarte', 'tu cuerpo y tu presencia'],
  midheaven: ['tu vocación', 'tu lugar en el trabajo'],
};

type Ask = (area: string) => string;

/** What the transiting planet asks in each family: a verb phrase whose subject is the planet. */
const ASK: Record<TransitingBody, Record<Family, readonly [Ask, Ask]>> = {
  sun: {
    fusion: [(a) => `pone el foco en ${a}: dale el mejor rato del día`, (a) => `ilumina ${a}, y es un día para dar la cara por ello`],
    tension: [(a) => `tensa ${a} con lo que el día te exige: elige qué defender y qué dejar pasar`, (a) => `te hace elegir entre ${a} y lo que otros esperan de ti, sin que tengas que ceder en todo`],
    flow: [(a) => `da energía a ${a}: úsala en algo que llevas tiempo aplazando`, (a) => `ilumina con suavidad ${a}, y lo que hagas en ese terreno sale con menos esfuerzo`],
  },
  mercury: {
    fusion: [(a) => `pone palabras a ${a}: escribe o cuenta lo que piensas antes de que se te escape`, (a) => `llena de ideas ${a}; anota la que más vuelva`],
    tension: [(a) => `puede enredar ${a} con malentendidos: pregunta antes de suponer`, (a) => `pide revisar lo que dices sobre ${a} antes de darlo por cerrado`],
    flow: [(a) => `facilita hablar de ${a}: buen día para esa conversación pendiente`, (a) => `aclara ${a} si dedicas diez minutos a escribir sobre ello`],
  },
  venus: {
    fusion: [(a) => `endulza ${a}: date un gusto o acércate a alguien querido`, (a) => `pone belleza en ${a}; cuida un detalle que te haga bien`],
    tension: [(a) => `mezcla ${a} con las ganas de gustar o de tener: di que sí solo a lo que de verdad quieres`, (a) => `pone a prueba ${a} con las ganas de agradar: no cedas lo que te importa por quedar bien`],
    flow: [(a) => `suaviza ${a}: un gesto amable abre más puertas que la insistencia`, (a) => `favorece el disfrute en ${a}; acepta lo bueno sin justificarlo`],
  },
  mars: {
    fusion: [(a) => `enciende ${a}: usa la energía en una acción concreta antes de que se vuelva enfado`, (a) => `mete prisa a ${a}; muévete, pero sin atropellar a nadie`],
    tension: [(a) => `pone fricción en ${a}: descarga con el cuerpo antes de discutir`, (a) => `empuja ${a} hacia el choque; elige una sola pelea que valga la pena`],
    flow: [(a) => `da impulso a ${a}: empieza eso que pedía valor`, (a) => `te presta fuerza en ${a} para terminar algo que venías arrastrando`],
  },
  jupiter: {
    fusion: [(a) => `agranda ${a}: apuesta por lo que te hace crecer, sin prometer de más`, (a) => `abre ${a} a una oportunidad; di que sí a lo que te ensancha`],
    tension: [(a) => `infla ${a}: cuidado con los excesos y las promesas fáciles`, (a) => `pide medida en ${a}, porque todo parece posible y no todo lo es`],
    flow: [(a) => `favorece ${a}: pide ayuda, ofrece confianza, aprende algo`, (a) => `trae una suerte discreta a ${a}; aprovéchala con gratitud`],
  },
  saturn: {
    fusion: [(a) => `pone a prueba ${a}: quédate con lo que resiste y suelta lo que solo aparentaba`, (a) => `da forma seria a ${a}, aunque pese; un paso firme vale más que tres promesas`],
    tension: [(a) => `pide sostener ${a} con límites claros, sin dureza`, (a) => `te marca un límite en ${a}: trabaja dentro de él antes de pelearlo`],
    flow: [(a) => `ofrece estructura a ${a}: un esfuerzo constante rinde más que uno grande`, (a) => `ayuda a consolidar ${a} con un compromiso pequeño que sí puedas cumplir`],
  },
  uranus: {
    fusion: [(a) => `sacude ${a}: deja sitio a lo imprevisto y cambia una costumbre`, (a) => `despierta en ${a} ganas de romper moldes; cambia algo pequeño antes que algo grande`],
    tension: [(a) => `puede traer sorpresas a ${a}: respira antes de reaccionar`, (a) => `pide flexibilidad en ${a}; no todo lo que se mueve te toca controlarlo`],
    flow: [(a) => `abre ${a} a una idea nueva: prueba algo distinto sin pedir permiso`, (a) => `refresca ${a} con una libertad que no necesita ruptura`],
  },
  neptune: {
    fusion: [(a) => `difumina ${a}: confía en la intuición, pero no firmes nada a ciegas`, (a) => `llena de sensibilidad ${a}; dale cauce con música, silencio o arte`],
    tension: [(a) => `puede nublar ${a}: comprueba los datos y no idealices`, (a) => `pide cuidar los bordes de ${a}, porque es fácil perderse en otra persona o en un sueño`],
    flow: [(a) => `inspira ${a}: un rato de imaginación o de silencio te aclara`, (a) => `afina la compasión en ${a}; escucha lo que no se dice`],
  },
  pluto: {
    fusion: [(a) => `remueve ${a} desde el fondo: deja morir lo que ya no sirve`, (a) => `intensifica ${a}; mira qué intentas controlar y por qué`],
    tension: [(a) => `convierte ${a} en una cuestión de poder: no cedas lo esencial ni te aferres a lo accesorio`, (a) => `saca a la luz lo que pesa en ${a}; nómbralo antes de que mande`],
    flow: [(a) => `da hondura a ${a}: un cambio de raíz puede hacerse sin drama`, (a) => `te ayuda a regenerar ${a}; suelta un hábito que ya cumplió su función`],
  },
};

/** «en cuadratura con tu Sol», «en oposición a tu Luna». */
function aspectTo(aspect: MajorAspect, natal: NatalPoint): string {
  return `en ${ASPECT_NAME[aspect]} ${aspect === 'opposition' ? 'a' : 'con'} tu ${POINT_NAME[natal]}`;
}

/** «de la cuadratura exacta con tu Sol», «del trígono exacto con tu Luna». */
function fromExact(aspect: MajorAspect, natal: NatalPoint): string {
  const feminine = ASPECT_FEMININE[aspect];
  return `${feminine ? 'de la' : 'del'} ${ASPECT_NAME[aspect]} ${feminine ? 'exacta' : 'exacto'} ${aspect === 'opposition' ? 'a' : 'con'} tu ${POINT_NAME[natal]}`;
}

/** FNV-1a: a small, stable hash, so every device picks the same variant for a date. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The headline for a transit on a calendar date ('YYYY-MM-DD'). */
export function transitLine(transit: Pick<ActiveTransit, 'transiting' | 'aspect' | 'natal' | 'orb' | 'applying'>, date: string): string {
  const { transiting, aspect, natal } = transit;
  const h = hash(`${date}|${transiting}|${aspect}|${natal}`);
  const ask = ASK[transiting][FAMILY[aspect]][(h >>> 2) % 2](AREA[natal][(h >>> 3) % 2]);
  const planet = POINT_IN_SENTENCE[transiting];
  const named = `${planet} ${aspectTo(aspect, natal)}`;
  const orb = formatDegrees(transit.orb);
  // An orb that rounds to 0°00′ is exact today: «a 0°00′ de» would read as a glitch.
  const shape = h % 4 === 2 && orb === '0°00′' ? 0 : h % 4;
  switch (shape) {
    case 1:
      return `Hoy, ${named} ${ask}.`;
    case 2:
      return `A ${orb} ${fromExact(aspect, natal)}, ${planet} ${ask}.`;
    case 3:
      return transit.applying
        ? `${capitalize(named)} se acerca a su punto exacto y ${ask}.`
        : `${capitalize(named)} empieza a alejarse, pero todavía ${ask}.`;
    default:
      return `${capitalize(named)} ${ask}.`;
  }
}
