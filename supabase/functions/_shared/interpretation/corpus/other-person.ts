import { capitalize } from '../../contract/vocabulary.ts';
import type { Element, Modality, SignId } from '../../contract/chart.ts';
import type { PlanetId, SignPassagePlanet, Twelve } from '../../contract/vocabulary.ts';
import type { Dignity, TraditionalRuler } from '../astro-rules.ts';
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
      `Primero, lo que más pesa: las posiciones y los contactos que más se notan en el carácter de ${who} y que probablemente reconozcas en cuanto pienses en su manera de ser.`,
    middle: 'Con el trazo principal hecho, estos rasgos aportan color: pesan menos, pero ayudan a entender muchas de sus reacciones del día a día.',
    background: 'Por último, el fondo: posiciones lentas o contactos más amplios que acompañan al conjunto sin llevar la voz principal.',
  };
}

export const OTHER_SYNTHESIS_INTRO =
  'Toca mirar la carta entera. Para repartirla por elementos y modalidades, el Sol, la Luna y el Ascendente valen tres puntos cada uno; Mercurio, Venus y Marte, dos; Júpiter y Saturno, uno y medio, y los planetas lentos, medio punto, porque son rasgos de toda una generación más que de una sola persona.';

export const OTHER_SYNTHESIS_INTRO_NO_TIME =
  'Vamos ahora al conjunto. Para repartirla por elementos y modalidades, el Sol y la Luna valen tres puntos cada uno; Mercurio, Venus y Marte, dos; Júpiter y Saturno, uno y medio, y los planetas lentos, medio punto, porque son rasgos de toda una generación más que de una sola persona.';

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

// The synthesis and the north node, for someone else's chart: with these, everything outside the factor
// paragraphs of the three tiers reads in the third person.

export const OTHER_ELEMENT_DOMINANT: Record<Element, string> = {
  fire: 'En esta carta manda el fuego: entusiasmo, arranque y necesidad de vivir con intensidad y con un porqué. Esa energía se contagia, y gana aliento cuando aprende a dosificarse y a esperar el paso de los demás.',
  earth: 'La tierra domina esta carta y dibuja a alguien práctico, paciente y bien plantado en lo real. Lo tangible es su motor: ver resultados, cuidar el cuerpo, levantar cosas que duren. Hacer sitio a lo imprevisto, y a lo que aún no tiene forma, completa esa solidez.',
  air: 'El aire es el elemento que más pesa: su vida transcurre en buena medida entre ideas, palabras y vínculos. Entiende con soltura puntos de vista ajenos y sabe tender puentes entre personas; bajar al cuerpo y a la emoción redondea su forma de conocer.',
  water: 'El agua es el elemento más fuerte de esta carta: siente a fondo, capta lo que no se dice y necesita relaciones con verdad emocional. Esa empatía es un don, y marcar fronteras impide que el dolor ajeno se vuelva propio.',
};

export const OTHER_ELEMENT_SCARCE: Record<Element, string> = {
  fire: 'El fuego escasea aquí, de modo que el entusiasmo y la iniciativa no siempre brotan solos. Buscar lo que despierta su entusiasmo, y empezar sin tenerlo todo claro, le devuelve vitalidad.',
  earth: 'Hay poca tierra en esta carta: lo práctico, los horarios y el cuerpo pueden quedar relegados. Rutinas pequeñas y metas concretas sirven para bajar ideas y sueños a lo posible.',
  air: 'Esta carta tiene poco aire, y tomar distancia de lo vivido para ponerlo en palabras puede costarle. Hablar, escribir o leer sobre lo que siente le regala una perspectiva valiosa.',
  water: 'El agua escasea en esta carta, y quizá le resulte más sencillo pensar o actuar que sentir. Darse tiempo para reconocer sus emociones, sin juzgarlas, enriquece sus vínculos y su intuición.',
};

export const OTHER_ELEMENTS_BALANCED =
  'Los elementos se reparten de forma bastante pareja: según el momento, puede tirar del impulso del fuego, del sentido práctico de la tierra, de la cabeza del aire o de la sensibilidad del agua.';

export const OTHER_MODALITY_DOMINANT: Record<Modality, string> = {
  cardinal: 'Domina la modalidad cardinal: es de quienes inician, proponen y abren camino. Su desafío es sostener lo empezado hasta que dé fruto.',
  fixed: 'La modalidad fija predomina: constancia, lealtad y capacidad de mantener un esfuerzo en el tiempo. Le conviene aprender a soltar lo que ya cumplió su ciclo.',
  mutable: 'La modalidad mutable es la más fuerte: se adapta, aprende y cambia de rumbo con facilidad. Un centro estable desde el que moverse da dirección a esa flexibilidad.',
};

export const OTHER_MODALITIES_BALANCED =
  'Las modalidades están bastante equilibradas: sabe iniciar, sostener y adaptarse, y puede escoger la actitud que pide cada etapa.';

export const OTHER_HEMISPHERE_TEXT = {
  east: 'Casi todo el peso de esta carta cae en la mitad oriental, la del Ascendente: tiende a tomar la iniciativa y a construir su vida por decisión propia, más que a dejarse llevar por las circunstancias.',
  west: 'El peso de esta carta se inclina hacia la mitad occidental, la del Descendente: su vida se construye mucho en relación con otras personas, y los encuentros, las alianzas y lo que le piden los demás marcan sus giros.',
  below: 'La mayoría de sus planetas quedan bajo el horizonte, en la mitad inferior: su vida se juega sobre todo por dentro, en lo íntimo y en lo que va entendiendo de sí antes de mostrarlo.',
  above: 'Predominan los planetas sobre el horizonte, en la mitad superior: su energía se vuelca hacia fuera, a la vida pública, los vínculos sociales y lo que puede aportar a la vista de todos.',
} as const;

export const OTHER_QUADRANT_TEXT: readonly [string, string, string, string] = [
  'El primer cuadrante, de la casa 1 a la 3, reúne buena parte de la carta: es la zona del yo que se afirma, aprende y se nombra, y orienta su energía a descubrirse.',
  'El segundo cuadrante, de la casa 4 a la 6, es el más cargado: raíces, creatividad y rutinas reciben mucha atención, como si su tarea fuera levantar un mundo propio habitable.',
  'El tercer cuadrante, de la casa 7 a la 9, acumula el peso de la carta: los otros, lo compartido y la búsqueda de sentido son el terreno donde crece.',
  'El cuarto cuadrante, de la casa 10 a la 12, es el más habitado: la vocación, los grupos y lo que va más allá de lo personal ocupan el centro de su vida.',
];

export const OTHER_DOMINANT_PLANET: Record<PlanetId, string> = {
  sun: 'El Sol es el astro más fuerte de esta carta: la voluntad, las ganas de brillar y la necesidad de dar un sentido propio a lo que hace marcan el tono de todo lo demás.',
  moon: 'La Luna domina esta carta: la memoria, los hábitos y el clima emocional de cada día tiñen casi todo lo que hace, y las personas y los lugares que le dan refugio pesan más que cualquier meta.',
  mercury: 'Mercurio es el planeta dominante: vive a través de lo que observa, nombra y conecta, y su inteligencia se nota antes que cualquier otro rasgo.',
  venus: 'Venus domina esta carta: el gusto, la cortesía y el deseo de armonía dan forma a su manera de estar, y en las relaciones es donde más se pone en juego.',
  mars: 'Marte es el planeta más fuerte de esta carta: hay una energía que pide retos, movimiento y una causa, y la pasividad apaga su fuego antes que el cansancio.',
  jupiter: 'Júpiter domina esta carta: tiende a ver posibilidades donde otros ven límites, y su generosidad, su humor y su sed de saber abren puertas a su alrededor.',
  saturn: 'Saturno es el planeta dominante: el tiempo y los límites son sus maestros, y lo que logra a fuerza de esfuerzo adquiere una solidez duradera.',
  uranus: 'Urano domina esta carta: la independencia, la originalidad y los giros inesperados forman parte de su identidad, y su aporte aparece cuando se atreve a salirse de lo previsto.',
  neptune: 'Neptuno es el planeta más fuerte de esta carta: la sensibilidad, la imaginación y la búsqueda de algo más grande orientan su vida, y el arte o la espiritualidad son lenguajes que necesita.',
  pluto: 'Plutón domina esta carta: la intensidad, la hondura y los procesos de transformación marcan su historia, y cada crisis atravesada le devuelve más fuerza propia.',
};

export const OTHER_NORTH_NODE_SIGN: Record<SignId, string> = {
  aries: 'Con el nodo norte en Aries, su crecimiento pide autonomía, coraje y confianza en el propio criterio. El nodo sur en Libra marca lo conocido, la costumbre de amoldarse a los demás; avanzar es atreverse a elegir por sí.',
  taurus: 'El nodo norte en Tauro orienta su camino hacia la calma, la constancia y el placer sencillo. Del nodo sur en Escorpio trae soltura con la intensidad y las crisis; ahora le toca construir estabilidad.',
  gemini: 'Con el nodo norte en Géminis, la tarea es la curiosidad, la escucha y la apertura a otras miradas. El nodo sur en Sagitario le da certezas y visión amplia; crecer es preguntar en vez de tener siempre la respuesta.',
  cancer: 'El nodo norte en Cáncer lleva su desarrollo hacia la vulnerabilidad, el cuidado y el hogar afectivo. El nodo sur en Capricornio le da dominio del deber y del control; el reto es permitirse sentir y pertenecer.',
  leo: 'Con el nodo norte en Leo, su camino pasa por expresarse, crear y ocupar su sitio con el corazón. Del nodo sur en Acuario trae la costumbre de funcionar en grupo y mirar con distancia; crecer es mostrarse de forma personal.',
  virgo: 'El nodo norte en Virgo orienta su crecimiento hacia el orden, el servicio concreto y los hábitos pequeños. El nodo sur en Piscis le da sensibilidad e imaginación, que ahora pide aterrizar en lo cotidiano.',
  libra: 'Con el nodo norte en Libra, su aprendizaje es la cooperación, la escucha y la reciprocidad. El nodo sur en Aries le da independencia y arrojo; lo nuevo es descubrir lo que se construye entre varios.',
  scorpio: 'El nodo norte en Escorpio pide a su vida hondura, intimidad y capacidad de soltar. El nodo sur en Tauro tira hacia lo seguro, y crecer es confiar en la transformación.',
  sagittarius: 'Con el nodo norte en Sagitario, su camino es buscar sentido, fiarse de su visión y explorar horizontes amplios. El nodo sur en Géminis le da agilidad con los datos; ahora le toca comprometerse con una verdad propia.',
  capricorn: 'El nodo norte en Capricornio lleva su crecimiento hacia las responsabilidades, las metas y una autoridad ganada. El nodo sur en Cáncer le da calidez y apego al refugio conocido; el reto es salir al mundo con estructura.',
  aquarius: 'Con el nodo norte en Acuario, su camino pasa por pensar en colectivo, cultivar amistades y servir a ideas con futuro. El nodo sur en Leo le da brillo personal, y crecer es ponerlo al servicio de algo compartido.',
  pisces: 'El nodo norte en Piscis pide a su vida confianza, compasión y apertura a lo que no se controla. El nodo sur en Virgo le da método y análisis; ahora se trata de soltar la perfección y dejarse llevar.',
};

export const OTHER_NORTH_NODE_HOUSE: Twelve<string> = [
  'En la casa 1, el nodo norte le pide tomar la iniciativa y definir quién es más allá de lo que esperan sus relaciones.',
  'En la casa 2, el nodo norte invita a generar recursos propios y a reconocer el valor de lo que ofrece.',
  'En la casa 3, el nodo norte señala el aprendizaje, las preguntas y la conversación con quienes tiene cerca.',
  'En la casa 4, el nodo norte le pide cuidar la vida íntima, el hogar y las raíces tanto como los logros visibles.',
  'En la casa 5, el nodo norte anima a crear, jugar y expresar lo que siente sin esperar el aplauso del grupo.',
  'En la casa 6, el nodo norte apunta al servicio concreto, a las rutinas que dan sostén y al trabajo bien hecho.',
  'En la casa 7, el nodo norte ensancha su camino a través de la pareja, las alianzas y la colaboración.',
  'En la casa 8, el nodo norte invita a la intimidad, a compartir y a dejarse transformar por lo que vive con otros.',
  'En la casa 9, el nodo norte empuja hacia el estudio, los viajes y una filosofía de vida propia.',
  'En la casa 10, el nodo norte apunta a su vocación y a asumir un papel visible en el mundo.',
  'En la casa 11, el nodo norte invita a sumarse a proyectos colectivos y a cultivar amistades con futuro.',
  'En la casa 12, el nodo norte le pide cultivar la vida interior, la compasión y la entrega a algo más grande que su propia historia.',
];

// Inside the factor paragraphs: the chart ruler, retrograde planets and stelliums, for someone else's chart.

export const OTHER_CHART_RULER: Record<TraditionalRuler, string> = {
  sun: 'Con el Sol como regente, la identidad consciente es el hilo de su vida: cuanto más se expresa tal como es, más se ordena el resto.',
  moon: 'Con la Luna como regente, las emociones y la necesidad de pertenecer guían su camino; escuchar lo que siente es su brújula.',
  mercury: 'Mercurio como regente pone al mando la mente y la palabra: aprender, preguntar y comunicar son el eje de su recorrido.',
  venus: 'Venus como regente orienta su vida hacia los vínculos, la belleza y los valores; lo que ama le indica el rumbo.',
  mars: 'Marte como regente dibuja un camino de acción y coraje: crece cada vez que se atreve a ir por lo que desea.',
  jupiter: 'Júpiter como regente llena su vida de búsqueda de sentido y de ganas de crecer; su optimismo guía bien mientras no pierda pie en la realidad.',
  saturn: 'Saturno como regente propone a su vida un camino de madurez, responsabilidad y obra paciente: lo que levanta con tiempo permanece.',
};

export const OTHER_RETROGRADE: Record<SignPassagePlanet, string> = {
  mercury: 'Mercurio estaba además retrógrado al nacer: su mente revisa y vuelve sobre las ideas antes de decirlas, y eso da hondura a su pensamiento.',
  venus: 'Venus estaba retrógrada, señal de que sus afectos y sus gustos se cuecen por dentro: con los años forma criterios muy personales sobre lo que ama.',
  mars: 'Con Marte retrógrado, su energía se mueve primero hacia dentro; pensar antes de actuar y usar la fuerza con estrategia le funciona mejor que el impulso.',
  jupiter: 'Júpiter retrógrado vuelve íntimo su crecimiento: su fe y su sentido de la abundancia salen más de la reflexión propia que de lo aprendido.',
  saturn: 'Saturno retrógrado indica que su sentido de la responsabilidad se forja desde dentro: las normas nacen de su propio criterio, y tratarse con amabilidad es parte del trabajo.',
  uranus: 'Urano estaba retrógrado: su necesidad de cambio empieza en el mundo interior, como una revolución callada.',
  neptune: 'Neptuno retrógrado vuelve su sensibilidad hacia dentro, y sus sueños se convierten en una fuente íntima de sentido.',
  pluto: 'Plutón retrógrado sugiere que sus transformaciones decisivas suceden en lo íntimo, lejos de las miradas.',
};

export const OTHER_STELLIUM_IN_SIGN: Record<SignId, string> = {
  aries: 'Tantos planetas juntos en Aries hacen de su vida una serie de comienzos: cada etapa arranca con fuego y reclama la siguiente antes de tiempo. Libra, el signo opuesto, guarda lo que más le falta: la pausa para escuchar y la paciencia de construir en pareja.',
  taurus: 'Con varios planetas en Tauro, todo tiende a asentarse: le cuesta arrancar, pero una vez que elige no hay quien cambie su rumbo. Ese peso es un ancla y también el riesgo de quedarse donde ya no crece; Escorpio, enfrente, recuerda que soltar renueva.',
  gemini: 'Un grupo de planetas en Géminis multiplica los frentes: charlas, proyectos e intereses se abren más deprisa de lo que se cierran. Su mente es un patio de juegos, y cerrar algunos hilos a tiempo deja que tanta agilidad deje huella. Sagitario, enfrente, aporta la pregunta por el sentido.',
  cancer: 'Cuando Cáncer reúne tantos planetas, su vida gira alrededor de un nido: la gente que cuida, la casa, la memoria. Esa lealtad es enorme, y el riesgo es encerrarse en ella. Capricornio, el opuesto, invita a salir al mundo con un proyecto propio.',
  leo: 'Varios planetas en Leo ponen su corazón en escena: lo que hace lleva su firma y necesita que se note. El peligro de tanta luz es depender del aplauso; Acuario, enfrente, enseña a brillar también como parte de un grupo.',
  virgo: 'El énfasis en Virgo convierte su vida en un taller: siempre hay algo que pulir u ordenar, y su utilidad es un regalo para quien tiene cerca. Tanto análisis pide el contrapeso de Piscis, el opuesto: confiar, descansar y dejar fluir algunas cosas sin revisarlas.',
  libra: 'Con tantos planetas en Libra, la relación es su escuela: pocas decisiones toma sin pensar en cómo afectan a los demás. Esa sensibilidad es un don y una trampa cuando aplaza lo que quiere; Aries, enfrente, recuerda que elegir por sí no rompe ningún vínculo.',
  scorpio: 'Un grupo de planetas en Escorpio da intensidad a su vida: vínculos, crisis y secretos transforman su vida una y otra vez, y su resistencia es poco común. Tauro, el opuesto, ofrece el descanso que tanta hondura necesita: placeres simples, cuerpo y calma.',
  sagittarius: 'El énfasis en Sagitario dibuja a alguien que busca: viajes, estudios, creencias y horizontes amplios tiran más que la rutina. Su franqueza a veces hiere sin querer; Géminis, enfrente, aporta el gusto por los detalles y por las otras versiones.',
  capricorn: 'Varios planetas en Capricornio hacen de su vida una obra a largo plazo: sabe esperar, trabajar y subir peldaño a peldaño, y gana autoridad con hechos. El riesgo es que el deber no deje sitio al afecto; Cáncer, el opuesto, recuerda que también merece cuidado.',
  aquarius: 'Con el énfasis en Acuario, las ideas y el grupo pesan más que lo privado: defiende causas y pone la amistad por encima de casi todo. Leo, enfrente, guarda la pieza que falta: ocupar su propio centro y mostrar lo que siente.',
  pisces: 'Tantos planetas en Piscis abren su sensibilidad de par en par: imaginación, compasión y una intuición que capta lo invisible. Necesita arte, silencio o espiritualidad para recargarse. Virgo, enfrente, da las herramientas para no diluirse: horarios, límites y tareas concretas.',
};

export const OTHER_STELLIUM_IN_HOUSE: Twelve<string> = [
  'Con tantos planetas en la casa 1, casi todo pasa por su persona: sus decisiones, su cuerpo y su iniciativa marcan el rumbo. La casa 7, enfrente, es la lección pendiente: lo que se gana compartiendo el timón.',
  'Una concentración en la casa 2 hace de la seguridad material y del valor propio un tema de fondo. Conviene que la búsqueda de estabilidad no se vuelva apego; la casa 8, la opuesta, enseña a compartir y a confiar en lo que no se controla.',
  'Tantos planetas en la casa 3 llenan su vida de mensajes, trayectos, aprendizajes y lazos con el entorno cercano. La casa 9, en el otro extremo, pide que tanta información madure en una visión propia.',
  'La casa 4 concentra buena parte de esta carta: el hogar, la familia y las raíces son su centro de gravedad, aunque desde fuera se note poco. La casa 10, enfrente, recuerda que también tiene algo que mostrar al mundo.',
  'Con un grupo de planetas en la casa 5, crear, amar y jugar son necesidades vitales, no caprichos. La casa 11, la opuesta, invita a poner ese fuego personal al servicio de proyectos compartidos.',
  'Una concentración en la casa 6 pone el trabajo diario, el cuerpo y la utilidad en el centro: se realiza mejorando lo concreto. La casa 12, enfrente, recuerda que el descanso y el silencio también son parte de la tarea.',
  'La casa 7 reúne varios planetas: pareja, socios y acuerdos son su gran escuela, y buena parte de su identidad la descubre en el encuentro con otra persona. La casa 1, enfrente, pide no ceder a nadie la última palabra sobre su vida.',
  'Tantos planetas en la casa 8 llevan su vida a lo hondo: la intimidad, los recursos compartidos y las crisis que transforman marcan su historia. La casa 2, la opuesta, ofrece el suelo firme de lo propio y lo sencillo.',
  'Una concentración en la casa 9 hace de la búsqueda de sentido su motor: estudios, viajes, creencias y maestros ocupan el centro. La casa 3, enfrente, invita a bajar las grandes ideas a la conversación de cada día.',
  'Con varios planetas en la casa 10, la vocación y la vida pública pasan a primer plano, y su trabajo en el mundo forma parte de quién es. La casa 4, enfrente, recuerda que toda carrera necesita un hogar al que volver.',
  'La casa 11 concentra esta carta: amistades, grupos y proyectos de futuro dicen quién es, y lo colectivo le importa tanto como lo propio. La casa 5, la opuesta, pide no olvidar el placer de crear algo solo porque hace feliz.',
  'Tantos planetas en la casa 12 hablan de una vida interior muy activa, que pesa más de lo que se ve. La casa 6, en el otro extremo, ayuda a darle cauce con rutinas, tareas concretas y un cuidado regular del cuerpo.',
];
