import { capitalize } from '../../contract/vocabulary.ts';
import type { Element } from '../../contract/chart.ts';
import type { PlanetId, Twelve } from '../../contract/vocabulary.ts';
import type { AspectFamily } from './aspects/index.ts';

// The frame of a reading about someone else (a partner, a child, a friend): the reader is still "tú", the
// chart's owner is spoken of in the third person, by name or as "esta persona". Written on its own, not
// derived from the second-person frame, so each sentence reads as Spanish. Nothing here carries gender:
// a name says nothing reliable about it, so the texts use the name, "esta persona" or "su".

export const OTHER_HEADING = {
  summary: 'Lo esencial de esta carta',
  noTime: 'Sin hora de nacimiento: lo que queda abierto',
  strongest: 'Lo que más pesa',
  middle: 'Lo que completa el retrato',
  background: 'Matices y telón de fondo',
  synthesis: 'La carta en conjunto',
  cycles: 'Sus ciclos: Saturno, Júpiter y los nodos',
  node: 'Su nodo norte',
  closing: 'Para cerrar',
} as const;

export function otherIntro(who: string, date: string, time: string | null, place: string): string {
  return (
    `${capitalize(who)} nació el ${date}${time ? ` a las ${time}` : ''} en ${place}. ` +
    'Lo que sigue es una lectura de su carta natal, el cielo de aquel momento tomado como un lenguaje simbólico para comprender mejor a quien lo lleva, no como un guion escrito de antemano. ' +
    `Sirve para mirar a ${who} con más matices: qué necesita, cómo quiere y en qué terrenos crece.`
  );
}

export function otherSummaryLead(who: string): string {
  return `Si hubiera que resumir la carta de ${who} en tres ideas, serían estas, de la que más pesa a la que menos:`;
}

export function otherAscendantSummary(who: string): string {
  return `y es lo primero que la gente nota al conocer a ${who}`;
}

export const OTHER_SUMMARY_AFTER =
  'La lectura avanza en ese mismo orden: lo más fuerte, lo que lo matiza y, al cierre, la visión de conjunto, sus ciclos y su nodo norte.';

export const OTHER_UNKNOWN_TIME: readonly string[] = [
  'Esta carta se calculó sin hora de nacimiento, y en astrología es un dato decisivo: el Ascendente cambia de signo más o menos cada dos horas y las doce casas giran con él. Sin esa hora, su Ascendente, sus casas, el regente de la carta y el reparto de planetas por hemisferios serían conjeturas, así que los dejamos fuera.',
  'Los signos de los planetas y casi todos sus aspectos, en cambio, son fiables porque apenas varían en un día; por eso se calcularon para el mediodía de la fecha de nacimiento. Si la hora aparece, en una partida de nacimiento o en la memoria de la familia, podrás generar la carta completa y leer también esa parte.',
];

export function otherMoonSignCertain(sign: string): string {
  return `Aunque falte la hora, la Luna estuvo todo aquel día en ${sign}: ese dato no admite dudas.`;
}

export function otherMoonSignUncertain(who: string, signs: readonly string[], read: string, other: string, after: boolean): string {
  const list = signs.length === 2 ? `${signs[0]} o en ${signs[1]}` : `${signs.slice(0, -1).join(', en ')} o en ${signs[signs.length - 1]}`;
  return (
    `La Luna cambia de signo cada dos días y medio, y justo el día en que nació ${who} pasó de uno a otro: según la hora, estaba en ${list}. ` +
    `Esta lectura la sitúa en ${read}, donde se encontraba al mediodía; si ${who} se parece más a una Luna en ${other}, lo probable es que naciera ${after ? 'después' : 'antes'} de ese cambio.`
  );
}

export const OTHER_MOON_ASPECT_TIME_CAVEAT =
  'Más abajo aparecen solo los aspectos de la Luna que duraron todo aquel día de nacimiento; su orbe exacto depende de la hora, porque la Luna recorre unos trece grados diarios.';

export function otherTierIntro(who: string): { strongest: string; middle: string; background: string } {
  return {
    strongest:
      `Primero, lo que más pesa: las posiciones y los contactos que más se notan en el carácter de ${who} y que probablemente reconozcas en cuanto pienses en su manera de ser. ` +
      `Los párrafos de cada posición hablan de tú a tú, como si ${who} los leyera: léelos poniéndote en su lugar.`,
    middle: 'Con el trazo principal hecho, estos rasgos aportan color: pesan menos, pero ayudan a entender muchas de sus reacciones del día a día.',
    background: 'Por último, el fondo: posiciones lentas o contactos más amplios que acompañan al conjunto sin llevar la voz principal.',
  };
}

export const OTHER_SYNTHESIS_INTRO =
  'Toca mirar la carta entera. Para repartirla por elementos y modalidades, el Sol, la Luna y el Ascendente valen tres puntos cada uno; Mercurio, Venus y Marte, dos; Júpiter y Saturno, uno y medio, y los planetas lentos, medio punto, porque son rasgos de toda una generación más que de una sola persona.';

export const OTHER_SYNTHESIS_INTRO_NO_TIME =
  'Toca mirar la carta entera. Para repartirla por elementos y modalidades, el Sol y la Luna valen tres puntos cada uno; Mercurio, Venus y Marte, dos; Júpiter y Saturno, uno y medio, y los planetas lentos, medio punto, porque son rasgos de toda una generación más que de una sola persona.';

export function otherBalanceLead(elements: string, modalities: string): string {
  return `Repartidos sus planetas por elementos, ${elements}. Por modalidades, ${modalities}.`;
}

export function otherRetrogradeSummary(who: string, names: string[], onlyVenus: boolean): string {
  if (names.length === 1) {
    return `Entre sus planetas personales, solo ${names[0]} estaba ${onlyVenus ? 'retrógrada' : 'retrógrado'} al nacer: en ese terreno ${who} madura por dentro y llega a sus conclusiones a su propio ritmo, a menudo más tarde que su entorno y con más hondura.`;
  }
  const list = names.length === 2 ? `${names[0]} y ${names[1]}` : `${names[0]}, ${names[1]} y ${names[2]}`;
  return `${list} estaban retrógrados cuando nació ${who}, algo poco frecuente en planetas personales: buena parte de su manera de pensar, querer o actuar se cuece por dentro antes de mostrarse, y los demás tardan en ver lo que ya sabe de sí.`;
}

export function otherCyclesIntro(who: string): string {
  return `Los planetas lentos regresan, cada uno a su paso, al punto que ocupaban cuando nació ${who}, y esos regresos marcan etapas reconocibles de una vida. Abajo están las fechas exactas calculadas para esta carta; cada paso es un hito dentro de un proceso que se deja sentir durante meses.`;
}

export const OTHER_SATURN_RETURN_TEXT =
  'Saturno necesita unos veintinueve años y medio para volver a su posición natal. Ese retorno funciona como un examen de madurez: llega el momento de revisar lo construido, soltar lo que ya no representa a quien lo vive y tomar con más conciencia las riendas de la propia vida. Lo explicamos con detalle en [El retorno de Saturno](/biblioteca/retorno-de-saturno).';

export const OTHER_JUPITER_RETURN_TEXT =
  'Júpiter da la vuelta completa en unos doce años, y cada regreso abre una etapa de expansión: ganas renovadas de aprender, viajar o creer en algo, y ocasión de ensanchar horizontes en el terreno que marcan su casa y su signo en esta carta. Su ritmo completo se cuenta en [El ciclo de Júpiter](/biblioteca/ciclo-de-jupiter).';

export const OTHER_NODAL_RETURN_TEXT =
  'Los nodos lunares avanzan hacia atrás por el zodiaco y vuelven a su posición natal cada dieciocho años y siete meses. Esos retornos suelen traer preguntas sobre el rumbo de la propia vida, y encuentros o decisiones que acercan a la persona a su nodo norte.';

export const OTHER_NORTH_NODE_INTRO =
  'No es un planeta, sino un punto del cielo que señala una dirección de crecimiento: el territorio que al principio cuesta y que, justamente por eso, más enriquece a quien se atreve con él.';

export function otherAscendantLead(sign: string, degrees: string): string {
  return `Su Ascendente está a ${degrees} de ${sign}: la puerta por la que entra en el mundo y el tono con que empieza cada cosa.`;
}

export function otherRulerLead(ascSign: string, ruler: string): string {
  return `Con el Ascendente en ${ascSign}, ${ruler} rige esta carta y hace de hilo conductor: lo que dice esta posición resuena en todo lo demás.`;
}

export const OTHER_CLOSING_OPENINGS: readonly ((who: string, placements: string) => string)[] = [
  (who, placements) => `${capitalize(placements)} no encierran a ${who} en una etiqueta: son voces de una misma conversación interior que se afina con el tiempo.`,
  (who, placements) => `Con ${placements}, la carta de ${who} cuenta una historia de varios protagonistas, y ninguno decide sin los demás.`,
  (who, placements) => `Piensa en ${placements} como en un equipo que aprende a jugar junto: cada etapa de la vida de ${who} pone a uno de ellos en primer plano.`,
];

export function otherClosingQuestion(who: string, element: Element): string {
  const question: Record<Element, string> = {
    fire: '¿qué le entusiasma de verdad y qué está dejando para más adelante?',
    earth: '¿qué quiere construir con calma en los próximos años, y qué necesita para sentirse a salvo mientras tanto?',
    air: '¿qué conversación tiene pendiente, consigo o con alguien más?',
    water: '¿qué emoción le está pidiendo espacio ahora mismo?',
  };
  return `Una pregunta que puedes hacerle a ${who}: ${question[element]}`;
}

export const OTHER_CLOSING_FRAMES: readonly string[] = [
  'La astrología no decide por nadie: es un lenguaje para mirar a otra persona con más claridad y más respeto. Úsalo para comprender, no para encasillar.',
  'Ningún mapa sustituye a conocer a alguien. Toma esta lectura como una lista de preguntas más que de respuestas, y contrástala con lo que esa persona cuenta de sí misma.',
  'Una carta natal describe tendencias, no obligaciones: lo que alguien haga con ellas es asunto suyo, y eso es lo que la vuelve interesante a lo largo de los años.',
  'Lo escrito aquí es un punto de partida: comparte lo que consideres útil, deja de lado lo que no encaje y observa en qué momentos de su vida cobra sentido una u otra parte.',
];

// The summary's pieces and the openings of each placement paragraph, for someone else's chart.

export const OTHER_SUMMARY_KEYWORD: Record<PlanetId | 'ascendant' | 'midheaven', string> = {
  sun: 'su identidad', moon: 'su mundo emocional', mercury: 'su mente', venus: 'su forma de amar', mars: 'su empuje',
  jupiter: 'su confianza', saturn: 'su sentido del límite', uranus: 'su sed de libertad', neptune: 'su sensibilidad',
  pluto: 'su intensidad', ascendant: 'su presencia', midheaven: 'su vocación',
};

export const OTHER_SUMMARY_HOUSE_AREA: Twelve<string> = [
  'en su manera de presentarse', 'en sus recursos y el valor que se da', 'en lo que aprende y comunica', 'en su hogar y sus raíces',
  'en lo que crea y disfruta', 'en su trabajo de cada día', 'en sus relaciones de pareja', 'en la intimidad y las crisis que transforman',
  'en sus estudios y su búsqueda de sentido', 'en su vocación y su imagen pública', 'en sus amistades y proyectos colectivos',
  'en su vida interior',
];

export const OTHER_SUMMARY_FAMILY: Record<AspectFamily, string> = {
  conjunction: 'funcionan como una sola fuerza',
  flowing: 'se entienden con una soltura que vale la pena aprovechar',
  tense: 'se exigen mutuamente, y de ese roce sale buena parte de su crecimiento',
};

export const OTHER_PLANET_ROLE: Record<PlanetId, string> = {
  sun: 'El Sol describe la identidad consciente de la persona, lo que le da vitalidad y el propósito hacia el que crece.',
  moon: 'La Luna cuenta qué necesita para sentirse a salvo, cómo reacciona sin pensarlo y qué guarda su memoria afectiva.',
  mercury: 'Mercurio muestra cómo piensa, aprende y se comunica.',
  venus: 'Venus describe cómo ama, qué le parece bello y qué valora.',
  mars: 'Marte es su motor: el deseo, la manera de actuar y de defenderse.',
  jupiter: 'Júpiter señala dónde confía, se expande y encuentra sentido.',
  saturn: 'Saturno marca dónde madura a fuerza de esfuerzo, límites y tiempo.',
  uranus: 'Urano, lento y generacional, indica dónde busca libertad y rompe moldes.',
  neptune: 'Neptuno, que comparte signo con toda su generación, habla de sus ideales y de lo que intuye sin poder medirlo.',
  pluto: 'Plutón, el más lento de todos, señala dónde vive sus transformaciones más hondas.',
};

export const OTHER_CO_RULER_TEXT: Partial<Record<PlanetId, string>> = {
  pluto: 'Plutón, corregente moderno de Escorpio, añade un segundo hilo: allí donde está, la vida le pide ir al fondo y renacer.',
  uranus: 'Urano, corregente moderno de Acuario, suma su voz: donde cae, esta carta busca libertad y caminos propios.',
  neptune: 'Neptuno, corregente moderno de Piscis, acompaña al regente clásico: donde se sitúa, esta vida se abre a lo sutil y a lo compasivo.',
};

/** Only the wording that spoke to the owner differs; the others are shared with the second-person corpus. */
export const OTHER_OUT_OF_SIGN_TENSE =
  'Se trata de un aspecto fuera de signo: la tensión está en los grados, no en los signos, y por eso a veces pasa inadvertida hasta que asoma en sus reacciones.';
