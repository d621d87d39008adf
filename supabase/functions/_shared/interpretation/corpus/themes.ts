import type { Element, Modality, SignId } from '../../contract/chart.ts';
import type { TraditionalRuler } from '../astro-rules.ts';
import type { SignPassagePlanet, Twelve } from '../../contract/vocabulary.ts';

// Everything in a reading that is not "a planet in a sign or a house": balance, ruler, retrogrades, the
// north node, the unknown-time explanation, the lead-ins that name each placement, and the closing.

export const ELEMENT_DOMINANT: Record<Element, string> = {
  fire:
    'El fuego predomina en tu carta: hay en ti entusiasmo, iniciativa y la necesidad de vivir con intensidad y con sentido. Tu energía contagia, y aprender a sostener el ritmo y a respetar los tiempos ajenos la vuelve más duradera.',
  earth:
    'La tierra domina tu carta, y eso te hace una persona práctica, paciente y con los pies en el suelo. Te mueve lo concreto: ver resultados, cuidar el cuerpo, construir sobre bases sólidas. Dejar espacio a lo imprevisto y a lo que todavía no tiene forma completa esa solidez.',
  air:
    'Predomina el aire: vives mucho en el mundo de las ideas, las palabras y las relaciones. Comprendes con facilidad puntos de vista distintos y sabes conectar personas; bajar al cuerpo y a la emoción completa tu manera de conocer.',
  water:
    'El agua es el elemento más fuerte de tu carta: sientes con profundidad, percibes lo no dicho y necesitas vínculos con verdad emocional. Tu empatía es un don, y cuidar tus fronteras evita que te desborde.',
};

export const ELEMENT_SCARCE: Record<Element, string> = {
  fire:
    'Hay poco fuego en tu carta, así que el entusiasmo y la iniciativa no siempre surgen de forma espontánea. Buscar actividades que te enciendan, y darte permiso para empezar sin tenerlo todo claro, te devuelve vitalidad.',
  earth:
    'La tierra escasea en tu carta: lo práctico, los horarios y el cuerpo pueden quedar en segundo plano. Pequeñas rutinas y metas concretas te ayudan a aterrizar tus ideas y tus sueños.',
  air:
    'Tu carta tiene poco aire, y tomar distancia de lo que vives para ponerlo en palabras puede costarte. Conversar, escribir o leer sobre lo que sientes te da una perspectiva muy valiosa.',
  water:
    'El agua escasea en tu carta, y quizá te resulte más fácil pensar o actuar que sentir. Darte tiempo para reconocer tus emociones, sin juzgarlas, enriquece tus vínculos y tu intuición.',
};

export const ELEMENTS_BALANCED =
  'Tus elementos están repartidos de forma bastante pareja: puedes recurrir al impulso del fuego, la practicidad de la tierra, la mente del aire y la sensibilidad del agua según lo pida cada momento.';

export const MODALITY_DOMINANT: Record<Modality, string> = {
  cardinal:
    'La modalidad cardinal domina: eres de quienes inician, proponen y abren caminos. Tu desafío es sostener lo que empiezas hasta verlo dar fruto.',
  fixed:
    'Predomina la modalidad fija: tienes constancia, lealtad y capacidad de sostener un esfuerzo en el tiempo. Te conviene aprender a soltar cuando algo ya cumplió su ciclo.',
  mutable:
    'La modalidad mutable es la más fuerte: te adaptas, aprendes y cambias de rumbo con facilidad. Elegir un centro estable desde el cual moverte da dirección a esa flexibilidad.',
};

export const MODALITIES_BALANCED =
  'Tus modalidades están bastante equilibradas: sabes iniciar, sostener y adaptarte, y puedes elegir la actitud que pide cada etapa.';

export const CHART_RULER: Record<TraditionalRuler, string> = {
  sun: 'Con el Sol como regente, tu identidad consciente es el hilo conductor de tu vida: cuanto más te expresas tal como eres, más se ordena todo lo demás.',
  moon: 'Con la Luna como regente, tus emociones y tu necesidad de pertenencia guían el camino; escuchar lo que sientes es tu brújula.',
  mercury: 'Mercurio como regente pone la mente y la palabra al mando: aprender, preguntar y comunicar son el eje de tu recorrido vital.',
  venus: 'Venus como regente orienta tu vida hacia la relación, la belleza y los valores; lo que amas te dice hacia dónde ir.',
  mars: 'Marte como regente te traza un camino de acción y coraje: creces cada vez que te atreves a ir por lo que deseas.',
  jupiter: 'Júpiter como regente tiñe tu vida de búsqueda de sentido y de crecimiento; tu optimismo es una guía, siempre que no pierda contacto con la realidad.',
  saturn: 'Saturno como regente te propone un camino de madurez, responsabilidad y construcción paciente: lo que levantas con tiempo perdura.',
};

export const RETROGRADE: Record<SignPassagePlanet, string> = {
  mercury:
    'Además, Mercurio estaba retrógrado cuando naciste: tu mente tiende a revisar y a volver sobre las ideas antes de expresarlas, y eso da profundidad a tu manera de pensar.',
  venus:
    'Venus, además, estaba retrógrada, señal de que tus afectos y tus gustos se elaboran hacia dentro: con el tiempo desarrollas criterios muy propios sobre lo que amas.',
  mars:
    'Con Marte retrógrado, tu energía se mueve primero por dentro; pensar antes de actuar y usar la fuerza de forma estratégica te sale mejor que el impulso inmediato.',
  jupiter:
    'Júpiter retrógrado interioriza tu crecimiento: tu fe y tu sentido de la abundancia nacen más de la reflexión personal que de lo que te enseñaron.',
  saturn:
    'Saturno retrógrado indica que tu sentido de la responsabilidad se forja desde dentro; las reglas te las pones tú, y ser amable contigo es parte del trabajo.',
  uranus: 'Urano estaba retrógrado: tu necesidad de cambio se expresa primero en el mundo interior, como una revolución silenciosa.',
  neptune: 'Neptuno retrógrado vuelve tu sensibilidad hacia dentro, y tus sueños se convierten en una fuente personal de sentido.',
  pluto: 'Plutón retrógrado sugiere que tus transformaciones más importantes ocurren en lo íntimo, lejos de la mirada ajena.',
};

export const NORTH_NODE_SIGN: Record<SignId, string> = {
  aries:
    'El nodo norte en Aries te invita a desarrollar autonomía, valentía y confianza en tu propio criterio. Su opuesto, el nodo sur en Libra, señala lo conocido: la tendencia a adaptarte a los demás; crecer es atreverte a elegir por ti.',
  taurus:
    'Con el nodo norte en Tauro, tu camino de crecimiento pasa por la calma, la constancia y el disfrute sencillo. Desde el nodo sur en Escorpio traes facilidad para la intensidad y las crisis; ahora se trata de construir estabilidad.',
  gemini:
    'El nodo norte en Géminis te pide curiosidad, escucha y apertura a otras perspectivas. El nodo sur en Sagitario te da certezas y visión amplia; crecer, para ti, es hacer preguntas en lugar de tener siempre la respuesta.',
  cancer:
    'Con el nodo norte en Cáncer, tu desarrollo pasa por la vulnerabilidad, el cuidado y el hogar emocional. El nodo sur en Capricornio te da dominio del deber y del control; el reto es permitirte sentir y pertenecer.',
  leo:
    'El nodo norte en Leo te invita a expresarte, crear y ocupar tu lugar con el corazón. Desde el nodo sur en Acuario sabes funcionar en grupo y mirar las cosas con distancia; crecer implica mostrarte de forma personal y única.',
  virgo:
    'Con el nodo norte en Virgo, tu crecimiento pasa por el orden, el servicio concreto y los pequeños hábitos. El nodo sur en Piscis te da sensibilidad e imaginación, y ahora toca aterrizarlas en lo cotidiano.',
  libra:
    'El nodo norte en Libra te invita a cultivar la cooperación, la escucha y la reciprocidad. El nodo sur en Aries te da independencia y arrojo; el aprendizaje es descubrir lo que se construye con otros.',
  scorpio:
    'Con el nodo norte en Escorpio, tu camino pide profundidad, intimidad y capacidad de soltar. El nodo sur en Tauro te inclina a aferrarte a lo seguro, y crecer es confiar en la transformación.',
  sagittarius:
    'El nodo norte en Sagitario te invita a buscar sentido, a confiar en tu visión y a explorar horizontes amplios. El nodo sur en Géminis te da agilidad con los datos; ahora toca comprometerte con una verdad propia.',
  capricorn:
    'Con el nodo norte en Capricornio, tu crecimiento pasa por asumir responsabilidades, fijarte metas y construir tu autoridad. El nodo sur en Cáncer te da calidez y apego al refugio conocido; el reto es salir al mundo con estructura.',
  aquarius:
    'El nodo norte en Acuario te invita a pensar en colectivo, a cultivar amistades y a servir a ideas que miran al futuro. El nodo sur en Leo te da brillo personal, y crecer es ponerlo al servicio de algo compartido.',
  pisces:
    'Con el nodo norte en Piscis, tu camino pide confianza, compasión y apertura a lo que no se puede controlar. El nodo sur en Virgo te da método y análisis; ahora se trata de soltar la perfección y fluir.',
};

export const NORTH_NODE_HOUSE: Twelve<string> = [
  'Al caer en la casa 1, el nodo norte te pide tomar la iniciativa y definir tu identidad más allá de lo que esperan tus relaciones.',
  'Al caer en la casa 2, el nodo norte te invita a construir recursos propios y a reconocer el valor de lo que ofreces.',
  'Al caer en la casa 3, el nodo norte te orienta a aprender, preguntar y conversar con tu entorno cercano.',
  'Al caer en la casa 4, el nodo norte te pide cuidar la vida íntima, el hogar y las raíces tanto como los logros visibles.',
  'Al caer en la casa 5, el nodo norte te anima a crear, jugar y expresar tu corazón sin esperar la aprobación del grupo.',
  'Al caer en la casa 6, el nodo norte te orienta hacia el servicio concreto, las rutinas que te sostienen y el trabajo bien hecho.',
  'Al caer en la casa 7, el nodo norte ensancha tu camino a través de la pareja, las alianzas y la colaboración.',
  'Al caer en la casa 8, el nodo norte te invita a la intimidad, a compartir y a dejarte transformar por lo que vives con otros.',
  'Al caer en la casa 9, el nodo norte te impulsa a estudiar, viajar y construir una filosofía de vida propia.',
  'Al caer en la casa 10, el nodo norte apunta a tu vocación y a asumir un papel visible en el mundo.',
  'Al caer en la casa 11, el nodo norte te invita a sumarte a proyectos colectivos y a cultivar amistades con futuro.',
  'Al caer en la casa 12, el nodo norte te pide cultivar la vida interior, la compasión y la entrega a algo más grande que tú.',
];

export const NORTH_NODE_INTRO =
  'No es un planeta, sino un punto del cielo que señala hacia dónde crecer: el territorio que al principio resulta menos cómodo y que, precisamente por eso, más te enriquece.';

export const UNKNOWN_TIME_EXPLANATION: readonly string[] = [
  'No indicaste la hora de nacimiento, y en astrología ese dato pesa mucho: el Ascendente cambia de signo aproximadamente cada dos horas, y las doce casas giran con él a lo largo del día. Sin la hora, tu Ascendente, tus casas, el regente de tu carta y el reparto de tus planetas por hemisferios serían una suposición, y preferimos no inventarlos.',
  'Lo que sí es fiable son los signos de los planetas y la mayoría de sus aspectos, que apenas cambian en un día; por eso los hemos calculado para el mediodía de tu fecha de nacimiento. Si algún día encuentras tu hora, en la partida de nacimiento o preguntando en tu familia, podrás generar la carta completa y leer también esa parte de tu historia.',
];

/** The Moon stayed in one sign all day: its sign is certain even without the time. */
export function moonSignCertain(sign: string): string {
  return `Aunque no conozcamos tu hora, la Luna pasó todo ese día en ${sign}, así que ese dato es seguro.`;
}

/** The Moon changed sign that day; `other` is the sign not read here, `after` whether it came later in the day. */
export function moonSignUncertain(signs: readonly string[], read: string, other: string, after: boolean): string {
  const list = signs.length === 2 ? `${signs[0]} o en ${signs[1]}` : `${signs.slice(0, -1).join(', en ')} o en ${signs[signs.length - 1]}`;
  return (
    `La Luna recorre un signo en unos dos días y medio, y el día que naciste cambió de signo: según la hora, pudo estar en ${list}. ` +
    `Aquí la leemos en ${read}, su posición al mediodía; si te reconoces más en la Luna en ${other}, es probable que nacieras ${after ? 'después' : 'antes'} de ese cambio.`
  );
}

export function ascendantLead(sign: string, degrees: string): string {
  return `Tu Ascendente está a ${degrees} de ${sign}: es la puerta por la que entras en el mundo y el estilo con que empiezas cada cosa.`;
}

export function introParagraph(greeting: string | null, date: string, time: string | null, place: string): string {
  const born = `${greeting ? `${greeting}, naciste` : 'Naciste'} el ${date}${time ? ` a las ${time}` : ''} en ${place}.`;
  return `${born} Lo que sigue es una lectura de tu carta natal, el mapa del cielo de ese momento, entendida como un lenguaje simbólico para conocerte mejor y no como un destino escrito.`;
}

export function balanceLead(elements: string, modalities: string): string {
  return `Si repartimos tus planetas por elementos, ${elements}. Por modalidades, ${modalities}.`;
}

export function rulerLead(ascSign: string, ruler: string): string {
  return `Como tu Ascendente está en ${ascSign}, ${ruler} es el regente de tu carta, su hilo conductor: lo que dice esta posición resuena en todo lo demás.`;
}

export const CLOSING_QUESTION: Record<Element, string> = {
  fire: 'Una pregunta para llevarte: ¿qué te entusiasma de verdad y qué estás postergando empezar?',
  earth: 'Una pregunta para llevarte: ¿qué quieres construir con calma en los próximos años, y qué necesitas para sentirte a salvo mientras lo haces?',
  air: 'Una pregunta para llevarte: ¿qué conversación tienes pendiente, contigo o con alguien más?',
  water: 'Una pregunta para llevarte: ¿qué emoción te está pidiendo espacio ahora mismo?',
};


export const MOON_ASPECT_TIME_CAVEAT =
  'Los aspectos de la Luna que verás más abajo son los que se mantienen durante todo tu día de nacimiento, pero su orbe exacto depende de la hora: la Luna avanza unos trece grados al día.';
