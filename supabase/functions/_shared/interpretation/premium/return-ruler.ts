import type { SignId } from '../../contract/chart.ts';
import type { Twelve } from '../../contract/vocabulary.ts';
import type { Dignity } from '../astro-rules.ts';

// The year's guide: the planet that rules the return's Ascendant, read by its sign, its house and its condition
// (essential dignity, motion, and how angular its house is).

/** How the year moves when its ruler stands in each sign, whichever planet it is (the sentence before names it). */
export const RULER_IN_SIGN: Record<SignId, string> = {
  aries: 'En Aries actúa con prisa y franqueza, y el año avanza a golpes de iniciativa.',
  taurus: 'En Tauro trabaja despacio y con constancia: lo que construyas pedirá paciencia y dará frutos que se pueden tocar.',
  gemini: 'En Géminis se mueve por ideas y contactos, y el año avanza conversando, aprendiendo y probando.',
  cancer: 'En Cáncer se guía por el instinto de cuidar, y el año avanza cuando te sientes a salvo.',
  leo: 'En Leo quiere brillar, y el año avanza cuando pones el corazón en lo que haces y dejas que se vea.',
  virgo: 'En Virgo afina y ordena, y el año avanza a base de mejoras concretas y atención al detalle.',
  libra: 'En Libra busca acuerdos, y el año avanza a través de otras personas y del equilibrio.',
  scorpio: 'En Escorpio va a fondo, y el año avanza por decisiones intensas y verdades que no se esquivan.',
  sagittarius: 'En Sagitario apunta lejos, y el año avanza con fe, viajes y ganas de entender.',
  capricorn: 'En Capricornio construye, y el año avanza por metas claras y esfuerzo sostenido.',
  aquarius: 'En Acuario innova, y el año avanza cuando te permites hacer las cosas a tu manera.',
  pisces: 'En Piscis se deja llevar por la intuición, y el año avanza más por sensibilidad que por planes.',
};

/** Where the year's energy goes, by the return house its ruler stands in. */
export const RULER_IN_HOUSE: Twelve<string> = [
  'Al estar en la casa 1, vuelve el año muy personal: el proyecto eres tú.',
  'Al estar en la casa 2, todo lo que hagas tenderá a medirse en recursos, en ingresos, bienes y autoestima.',
  'Al estar en la casa 3, la energía del año circula por la palabra, los estudios y el entorno cercano.',
  'Al estar en la casa 4, el año se juega en casa, con la familia, la vivienda y tus raíces.',
  'Al estar en la casa 5, el año se orienta a crear, a disfrutar y a amar.',
  'Al estar en la casa 6, la energía del año se vuelca en el trabajo diario, la salud y los hábitos.',
  'Al estar en la casa 7, el año se canaliza a través de la pareja, los socios y los acuerdos.',
  'Al estar en la casa 8, la energía del año va hacia lo hondo: la intimidad, los bienes compartidos y las transformaciones.',
  'Al estar en la casa 9, el año mira lejos, hacia los viajes, los estudios y las preguntas de sentido.',
  'Al estar en la casa 10, la energía del año apunta a la carrera y a la vida pública.',
  'Al estar en la casa 11, el año se mueve con las amistades, los grupos y los proyectos de futuro.',
  'Al estar en la casa 12, la energía del año trabaja en silencio, en el retiro, el descanso y el trabajo interior.',
];

/**
 * The ruler's essential condition in its sign ('peregrine': neither dignity nor debility). A debility follows the
 * sign's style and says where the two disagree, so the paragraph never states both without reconciling them.
 */
export const RULER_DIGNITY: Record<Dignity | 'peregrine', string> = {
  domicile: 'Está en su propio signo, con todos sus recursos a mano, y guía el año con soltura.',
  exaltation: 'Está en su exaltación, su mejor versión, y guía el año con el viento a favor.',
  detriment: 'Pero está en el exilio, enfrente de su propio signo: el estilo de ese signo no es el suyo y tendrá que trabajar con herramientas ajenas, así que el año pide más ingenio que fuerza.',
  fall: 'Pero está en caída en ese signo: el ritmo del signo y el del planeta no casan, su energía sale tímida o a destiempo, y el año te pide compensarlo con conciencia y paciencia.',
  peregrine: 'No tiene dignidad ni debilidad en ese signo: actúa según las circunstancias, sin ventaja ni desventaja de partida.',
};

export const RULER_RETROGRADE = 'Además camina retrógrado, de modo que el año invita a revisar y retomar antes que a estrenar.';

/** How soon and how strongly the ruler acts, by the kind of house it is in. */
export const RULER_HOUSE_KIND: Record<'angular' | 'succedent' | 'cadent', string> = {
  angular: 'Una casa angular le da fuerza inmediata: su influencia se nota desde el principio del año.',
  succedent: 'Una casa sucedente le da un efecto estable y acumulativo, que se nota más a medida que pasan los meses.',
  cadent: 'Una casa cadente le da un papel discreto: prepara y ajusta más de lo que impone.',
};

/** The return's Midheaven sign: what the year's goals look like. */
export const RETURN_MC_SIGN: Record<SignId, string> = {
  aries: 'El Medio Cielo de la revolución en Aries pone metas que se conquistan tomando la delantera: el año premia a quien se atreve primero.',
  taurus: 'Con el Medio Cielo del año en Tauro, las metas son concretas y se miden en estabilidad, en un ingreso más firme o en algo que dure.',
  gemini: 'El Medio Cielo de la revolución en Géminis orienta las metas hacia la comunicación: aprender, enseñar, escribir o conectar a unas personas con otras.',
  cancer: 'Con el Medio Cielo del año en Cáncer, la aspiración tiene que ver con cuidar y con pertenecer, y el logro se mide en lo que proteges.',
  leo: 'El Medio Cielo de la revolución en Leo pide metas con corazón y algo de escenario: que se vea lo que creas y lo que lideras.',
  virgo: 'Con el Medio Cielo del año en Virgo, la meta es hacer bien el trabajo, mejorar un oficio y ser útil de una manera que se note.',
  libra: 'El Medio Cielo de la revolución en Libra liga las metas a los demás: una alianza, una asociación o un papel de mediación.',
  scorpio: 'Con el Medio Cielo del año en Escorpio, la aspiración es profunda y a veces discreta: transformar algo de raíz o ganar influencia real.',
  sagittarius: 'El Medio Cielo de la revolución en Sagitario apunta lejos, a una formación, un viaje de trabajo o un proyecto con sentido.',
  capricorn: 'Con el Medio Cielo del año en Capricornio, las metas son ambiciosas y de largo plazo, y se alcanzan con método y paciencia.',
  aquarius: 'El Medio Cielo de la revolución en Acuario orienta las metas hacia lo independiente o lo colectivo: innovar, trabajar en red o a tu manera.',
  pisces: 'Con el Medio Cielo del año en Piscis, la meta busca sentido más que estatus: crear, ayudar o dar forma a una vocación sensible.',
};

/** The Moon's phase at the return, in Rudhyar's eight phases of 45° from the Sun. */
export const RETURN_MOON_PHASE: readonly string[] = [
  'Además, la revolución llega con la Luna recién nacida junto al Sol: es un año de comienzos instintivos, en el que harás cosas antes de saber del todo por qué; confía en ese impulso y dale forma por el camino.',
  'Además, la Luna de la revolución es creciente: un año de esfuerzo por sacar adelante algo nuevo frente a la inercia de lo viejo, en el que lo que empieces pedirá insistencia los primeros meses.',
  'Además, la Luna de la revolución está en cuarto creciente: un año de acción y decisiones, con disyuntivas que piden elegir y construir, y pequeñas crisis que se vuelven ocasiones de avanzar.',
  'Además, la Luna de la revolución es gibosa y creciente: un año para perfeccionar, ajustar y estudiar lo que ya está en marcha antes de darlo por terminado.',
  'Además, la revolución llega con Luna llena: un año de culminación y de conciencia, en el que lo que venía gestándose se muestra y las relaciones hacen de espejo.',
  'Además, la Luna de la revolución es gibosa y menguante: un año para compartir lo aprendido, enseñar y poner tu experiencia al servicio de otras personas.',
  'Además, la Luna de la revolución está en cuarto menguante: un año de revisar creencias y soltar formas que ya no te representan, para hacer sitio a lo que viene.',
  'Además, la revolución llega con Luna balsámica, la última antes de la nueva: un año de cierre y de semilla, para terminar ciclos, descansar y escuchar lo que quiere nacer en el siguiente.',
];

/** One concrete step to start the year, by the return Sun's house. */
export const SUN_HOUSE_STEP: Twelve<string> = [
  'Un gesto concreto para empezar: elige un cambio visible en tu cuidado personal, como un horario de sueño, un deporte o una forma de vestir, y sostenlo los tres primeros meses.',
  'Un gesto concreto para empezar: haz un inventario honesto de lo que ganas, lo que gastas y lo que sabes hacer, y decide una sola cosa en la que invertir este año.',
  'Un gesto concreto para empezar: apúntate a algo que se aprenda en pocas semanas y ponte una fecha para contárselo a alguien.',
  'Un gesto concreto para empezar: arregla ese rincón de tu casa que llevas tiempo evitando y conviértelo en tu refugio.',
  'Un gesto concreto para empezar: reserva cada semana un rato sin utilidad aparente, solo para crear, jugar o disfrutar.',
  'Un gesto concreto para empezar: escoge un hábito pequeño de salud y llévale la cuenta durante cuarenta días.',
  'Un gesto concreto para empezar: habla con tus vínculos principales de lo que esperas de ellos antes de que lo tenga que decir un conflicto.',
  'Un gesto concreto para empezar: ordena las cuentas compartidas, las deudas o los papeles pendientes, y dedica tiempo a lo que te cuesta mirar.',
  'Un gesto concreto para empezar: planea un viaje, un curso o una lectura larga que te saque de tu marco de siempre.',
  'Un gesto concreto para empezar: fija una meta profesional que se pueda medir y compártela con alguien que te pida cuentas.',
  'Un gesto concreto para empezar: busca un grupo con el que compartir un proyecto y comprométete a aparecer con regularidad.',
  'Un gesto concreto para empezar: guarda cada día un rato de silencio, sin pantallas, y deja que decante lo que aparezca.',
];

/** The year's weather by its planets' elements: one that weighs four or more, or one left empty. */
export const ELEMENT_WEATHER: Record<'fire' | 'earth' | 'air' | 'water', { many: string; none: string }> = {
  fire: {
    many: 'Entre los planetas del año predomina el fuego: habrá entusiasmo, prisa y ganas de empezar, y conviene vigilar que la llama no se consuma antes de dar calor.',
    none: 'Ningún planeta del año está en signos de fuego, así que el entusiasmo no vendrá solo: busca lo que te enciende y protégelo.',
  },
  earth: {
    many: 'Entre los planetas del año predomina la tierra: mandan lo práctico, el cuerpo y los resultados que se tocan, y el año premia la constancia más que la inspiración.',
    none: 'Ningún planeta del año está en signos de tierra, y lo práctico puede quedar en segundo plano: una agenda sencilla te ayudará a aterrizar.',
  },
  air: {
    many: 'Entre los planetas del año predomina el aire: se multiplican las ideas, las conversaciones y los contactos, y el reto será llevar a tierra lo que se piensa.',
    none: 'Ningún planeta del año está en signos de aire, y costará tomar distancia de lo que vives: hablar con alguien de fuera te dará perspectiva.',
  },
  water: {
    many: 'Entre los planetas del año predomina el agua: las emociones, la intuición y los vínculos íntimos marcan el paso, y conviene cuidar de no desbordarte.',
    none: 'Ningún planeta del año está en signos de agua, y las emociones pueden quedarse guardadas: date espacios para sentir sin tener que explicarlo todo.',
  },
};

export const ELEMENTS_BALANCED =
  'Los elementos están bien repartidos entre los planetas del año, sin uno que domine ni falte: tienes a mano recursos de acción, de sentido práctico, de ideas y de sensibilidad.';

/** The year's pace by its planets' modalities, when five or more share one. */
export const MODALITY_WEATHER: Record<'cardinal' | 'fixed' | 'mutable', string> = {
  cardinal: 'Abundan además los signos cardinales, los que abren estaciones: será un año de iniciativas y de arranques, más fácil de empezar que de terminar.',
  fixed: 'Abundan además los signos fijos, los que sostienen las estaciones: será un año de persistir y de profundizar, más fácil de mantener que de cambiar.',
  mutable: 'Abundan además los signos mutables, los que cierran las estaciones: será un año de adaptarse y de cambiar de planes, con la flexibilidad como fuerza y la dispersión como riesgo.',
};

/** Where seven or more of the ten planets stand: above or below the horizon, east or west of the meridian. */
export const HEMISPHERE: Record<'above' | 'below' | 'east' | 'west', (count: string) => string> = {
  above: (count) => `${count} de los diez planetas están por encima del horizonte de la revolución, en las casas de la 7 a la 12: mucho de lo que ocurra este año tendrá testigos y pasará por el mundo de fuera.`,
  below: (count) => `${count} de los diez planetas están por debajo del horizonte de la revolución, en las casas de la 1 a la 6: el año se cocina en lo privado, en tu casa, tu cuerpo y tu rutina, más que a la vista.`,
  east: (count) => `${count} de los diez planetas están en el lado oriental de la carta, el del Ascendente: el año depende sobre todo de tu iniciativa, y lo que no empieces tú difícilmente llegará solo.`,
  west: (count) => `${count} de los diez planetas están en el lado occidental de la carta, el del Descendente: el año llega a través de otras personas, y saber elegirlas y negociar será decisivo.`,
};

/** The return Moon on the natal houses: the part of your own life the year's emotions settle in. */
export const RETURN_MOON_IN_NATAL_HOUSE: Twelve<string> = [
  'La Luna del año cae sobre tu casa 1 natal, así que tus emociones se notarán en el cuerpo y en tu manera de presentarte.',
  'La Luna del año cae sobre tu casa 2 natal: tu tranquilidad se atará a tu economía y a lo que sientes que vales.',
  'La Luna del año cae sobre tu casa 3 natal, y el ánimo se moverá con las conversaciones, los hermanos y el barrio.',
  'La Luna del año cae sobre tu casa 4 natal: la familia y el hogar serán el termómetro de cómo estás.',
  'La Luna del año cae sobre tu casa 5 natal, y lo que te alegre o te duela pasará por el amor, los hijos o lo que creas.',
  'La Luna del año cae sobre tu casa 6 natal: el trabajo y la salud acusarán enseguida cualquier cambio de ánimo.',
  'La Luna del año cae sobre tu casa 7 natal, y tus emociones se jugarán sobre todo en la pareja y en tus alianzas.',
  'La Luna del año cae sobre tu casa 8 natal: emociones hondas, a veces secretas, ligadas a la intimidad y a lo compartido.',
  'La Luna del año cae sobre tu casa 9 natal, y el ánimo pedirá horizonte: viajar, estudiar o encontrar sentido.',
  'La Luna del año cae sobre tu casa 10 natal: lo que sientas se cruzará con tu vida profesional y con tu imagen pública.',
  'La Luna del año cae sobre tu casa 11 natal, y las amistades y los grupos serán tu sostén emocional.',
  'La Luna del año cae sobre tu casa 12 natal: necesitarás más intimidad y descanso, y cuidar lo que sientes sin exponerlo.',
];

/**
 * The annual profection: each birthday moves the year's focus one house on from the natal Ascendant (from the Sun's
 * sign when the birth time is unknown), so the age decides which house of your own chart the year wakes up.
 */
export const PROFECTED_HOUSE: Twelve<string> = [
  'Es un año de casa 1, como los de los doce, los veinticuatro o los treinta y seis: un comienzo de ciclo en el que tú y tu cuerpo son el asunto principal.',
  'Es un año de casa 2, como a los trece o a los veinticinco: lo que ganas, lo que tienes y lo que vales piden atención y decisiones.',
  'Es un año de casa 3, como a los catorce o a los veintiséis: aprender, comunicarte y moverte por tu entorno cercano cobran peso.',
  'Es un año de casa 4, como a los quince o a los veintisiete: la casa, la familia y tus raíces vuelven al centro.',
  'Es un año de casa 5, como a los dieciséis o a los veintiocho: el juego, el amor, la creación y los hijos piden espacio.',
  'Es un año de casa 6, como a los diecisiete o a los veintinueve: el trabajo diario, la salud y los hábitos piden ajustes.',
  'Es un año de casa 7, como a los dieciocho o a los treinta: la pareja, los socios y los acuerdos se vuelven el espejo principal.',
  'Es un año de casa 8, como a los diecinueve o a los treinta y uno: la intimidad, lo compartido y las transformaciones piden ser atendidos.',
  'Es un año de casa 9, como a los veinte o a los treinta y dos: los viajes, los estudios y la pregunta por el sentido abren el horizonte.',
  'Es un año de casa 10, como a los veintiuno o a los treinta y tres: la vocación, la reputación y tus metas públicas se ponen a prueba.',
  'Es un año de casa 11, como a los veintidós o a los treinta y cuatro: las amistades, los grupos y los proyectos de futuro ganan protagonismo.',
  'Es un año de casa 12, como a los veintitrés o a los treinta y cinco: un tramo de cierre, de descanso y de trabajo interior antes de volver a empezar.',
];
