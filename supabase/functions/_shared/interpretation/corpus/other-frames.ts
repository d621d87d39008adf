import type { Element, Modality } from '../../contract/chart.ts';
import { capitalize, ELEMENT_NAME, type PlanetId } from '../../contract/vocabulary.ts';
import type { AspectFamily } from './aspects/index.ts';
import { countWord, countWordCapital, type Frames, joinBody, mixBody, type HemisphereFacts, type Pillars, type TierFacts } from './frame-types.ts';

// The frame of a reading about someone else (a partner, a child, a friend): the reader is still "tú", the
// chart's owner is spoken of in the third person, by first name or as "esta persona", without gender marks.
// Written on its own, not derived from the second-person frame, so each sentence reads as Spanish.

function pillarList(pillars: Pillars): string {
  const items = [`su Sol en ${pillars.sun}`, `su Luna ${pillars.moonPhrase}`];
  if (pillars.ascendant) items.push(`su Ascendente en ${pillars.ascendant}`);
  return items.length === 3 ? `${items[0]}, ${items[1]} y ${items[2]}` : `${items[0]} y ${items[1]}`;
}

const ROLE: Record<PlanetId, readonly string[]> = {
  sun: [
    'El Sol describe la identidad consciente de la persona, lo que le da vitalidad y el propósito hacia el que crece.',
    'El Sol habla de quién quiere llegar a ser: su voluntad, su energía vital y aquello que le hace sentirse en su centro.',
    'El Sol es el centro de esta carta: lo que le da energía, lo que quiere irradiar y el sentido que busca.',
    'El Sol señala cómo se afirma, qué le hace sentirse en su lugar y hacia dónde crece su voluntad.',
  ],
  moon: [
    'La Luna cuenta qué necesita para sentirse a salvo, cómo reacciona sin pensarlo y qué guarda su memoria afectiva.',
    'La Luna muestra cómo se cuida y cómo reacciona antes de pensar: sus hábitos, sus refugios y lo que le calma.',
    'La Luna describe su mundo emocional: lo que le nutre, lo que le inquieta y cómo busca consuelo.',
    'La Luna habla de su intimidad, de sus necesidades básicas y de la huella que dejaron sus primeros cuidados.',
  ],
  mercury: [
    'Mercurio muestra cómo piensa, aprende y se comunica.', 'Mercurio es su manera de pensar, de hablar y de entender lo que le rodea.',
    'Mercurio describe su inteligencia cotidiana: cómo conecta ideas, pregunta y explica.',
    'Mercurio muestra el estilo de su mente y de su palabra, lo que le despierta curiosidad y cómo lo cuenta.',
  ],
  venus: [
    'Venus describe cómo ama, qué le parece bello y qué valora.', 'Venus habla de sus afectos, de su gusto y de lo que le da placer.',
    'Venus muestra lo que le atrae, cómo se vincula y dónde encuentra armonía.',
    'Venus es su manera de querer y de disfrutar, y también lo que considera valioso.',
  ],
  mars: [
    'Marte es su motor: el deseo, la manera de actuar y de defenderse.', 'Marte dice cómo va por lo que quiere, cómo se enfada y dónde pone su energía.',
    'Marte describe su energía, su coraje y la forma en que enfrenta los conflictos.',
    'Marte muestra cómo se pone en marcha, qué le enciende y cómo pelea por lo que le importa.',
  ],
  jupiter: [
    'Júpiter señala dónde confía, se expande y encuentra sentido.', 'Júpiter marca el terreno donde crece con más facilidad y donde la vida le parece generosa.',
    'Júpiter habla de la fe, de la generosidad y de los terrenos donde la vida le abre puertas.', 'Júpiter indica dónde tiende a crecer, a creer y a pedir más de la vida.',
  ],
  saturn: [
    'Saturno marca dónde madura a fuerza de esfuerzo, límites y tiempo.', 'Saturno señala lo que le cuesta al principio y, con los años, domina: su escuela de madurez.',
    'Saturno muestra sus deberes, sus miedos y la estructura que con los años levanta frente a ellos.', 'Saturno es el maestro exigente de la carta: dónde se pone a prueba y dónde acaba ganando autoridad.',
  ],
  uranus: [
    'Urano, lento y generacional, indica dónde busca libertad y rompe moldes.', 'Urano, que tarda siete años en cruzar un signo, marca dónde necesita independencia y cambio.',
    'Urano, planeta de una generación entera, señala dónde rompe con lo previsto y busca su propio camino.', 'Urano habla de lo que en esta persona no acepta moldes: el cambio, la sorpresa y la libertad.',
  ],
  neptune: [
    'Neptuno, que comparte signo con toda su generación, habla de sus ideales y de lo que intuye sin poder medirlo.',
    'Neptuno, el planeta de los sueños colectivos, señala dónde idealiza, se inspira o se confunde.',
    'Neptuno, que tarda unos catorce años en cruzar un signo, habla de lo que sueña y de lo que le cuesta ver con nitidez.',
    'Neptuno señala en esta carta el terreno de la inspiración, de la compasión y también del desengaño.',
  ],
  pluto: [
    'Plutón, el más lento de todos, señala dónde vive sus transformaciones más hondas.',
    'Plutón, que tarda más de una década en cruzar un signo, indica dónde la vida le pide dejar morir algo para renacer.',
    'Plutón, el planeta de los procesos profundos, muestra dónde su vida pasa por crisis que transforman.',
    'Plutón habla del poder, de la intensidad y de lo que se renueva en esta persona después de cada final.',
  ],
};

const OUT_OF_SIGN: Record<AspectFamily, readonly ((a: string, b: string) => string)[]> = {
  conjunction: [
    (a, b) => `Es una conjunción fuera de signo: los grados unen los dos puntos, pero uno lleva los colores de ${a} y el otro los de ${b}, de modo que se reconocen con algo de desajuste, como dos socios de estilos distintos.`,
    (a, b) => `Atención: esta conjunción cruza la frontera entre ${a} y ${b}; la fusión es real, aunque cada parte guarda un tono propio que vale la pena distinguir.`,
  ],
  flowing: [
    (a, b) => `Es un aspecto disociado, fuera de signo: el ángulo se da, pero ${a} y ${b} no son los signos que le tocan, así que la facilidad llega con un acento imprevisto.`,
    (a, b) => `Hay que saber que es un aspecto fuera de signo: la armonía funciona entre ${a} y ${b}, signos que no suelen entenderse así, y por eso su ayuda llega por caminos menos evidentes.`,
  ],
  tense: [
    (a, b) => `Es un aspecto fuera de signo: la tensión está en los grados, no entre ${a} y ${b}, y por eso a veces pasa desapercibida hasta que asoma en sus reacciones.`,
    (a, b) => `Se trata de un aspecto disociado, entre ${a} y ${b}, signos sin la relación habitual: el roce es más sutil y cuesta nombrarlo, pero existe.`,
  ],
};

const ELEMENT_DOMINANT_BODY: Record<Element, readonly string[]> = {
  fire: [
    'entusiasmo, arranque y necesidad de vivir con intensidad y con un porqué. Esa energía se contagia, y gana aliento cuando aprende a dosificarse y a esperar el paso de los demás.',
    'necesita algo que le encienda para ponerse en marcha, y cuando lo encuentra, arrastra a quien tiene cerca. Ese fuego pide leña y aire: descanso, metas con sentido y paciencia con quien va más despacio.',
    'la vida le pide movimiento, riesgo y algo en lo que creer. Cuando le falta una causa se apaga antes que por cansancio, y aprender a esperar sin perder la chispa es su forma de madurar.',
  ],
  earth: [
    'dibuja a alguien práctico, paciente y bien plantado en lo real. Lo tangible es su motor (ver resultados, cuidar el cuerpo, levantar cosas que duren), y hacer sitio a lo imprevisto completa esa solidez.',
    'le da sentido práctico, paciencia y los pies en el suelo. Abrirse de vez en cuando a lo que no se mide evita que la seguridad se vuelva rigidez.',
    'aprende haciendo y confía en lo que ya ha comprobado. Su paciencia es una forma de inteligencia, y la flexibilidad, cuando la practica, la vuelve sabiduría.',
  ],
  air: [
    'su vida transcurre en buena medida entre ideas, palabras y vínculos. Entiende con soltura puntos de vista ajenos y sabe tender puentes entre personas; bajar al cuerpo y a la emoción redondea su forma de conocer.',
    'piensa en voz alta, necesita intercambio y se alimenta de conversaciones y de gente variada. Su fuerza es la perspectiva; su riesgo, quedarse en la cabeza cuando la vida pide sentir o actuar.',
    'necesita entender para sentirse bien, y pone nombre a las cosas antes de vivirlas del todo. La claridad que aporta es un regalo para los demás, siempre que no le sirva de refugio frente a lo que duele.',
  ],
  water: [
    'siente a fondo, capta lo que no se dice y necesita relaciones con verdad emocional. Esa empatía es un don, y marcar fronteras impide que el dolor ajeno se vuelva propio.',
    'percibe el clima de un lugar antes de que nadie hable, y lo vivido le deja huella. Su memoria afectiva le vuelve una presencia leal y compasiva, siempre que distinga lo que siente de lo que absorbe de otros.',
    'lo que siente guía más que lo que piensa, y capta a las personas por dentro antes de oírlas hablar. Su intuición acierta a menudo, y cuidarla pide descanso, silencio y vínculos en los que no tenga que protegerse.',
  ],
};

const ELEMENT_SCARCE_BODY: Record<Element, readonly string[]> = {
  fire: [
    'de modo que el entusiasmo y la iniciativa no siempre brotan solos. Buscar lo que le despierta, y empezar sin tenerlo todo claro, le devuelve vitalidad.',
    'y arrancar le cuesta más que sostener. Un reto pequeño y concreto, con fecha, le sirve de chispa cuando las ganas no llegan solas.',
    'y la motivación le llega más por deber o por cariño que por entusiasmo. Elegir de vez en cuando algo solo porque le divierte despierta una energía que esta carta no regala.',
  ],
  earth: [
    'y lo práctico, los horarios y el cuerpo pueden quedar relegados. Rutinas pequeñas y metas concretas sirven para bajar ideas y sueños a lo posible.',
    'y lo tangible (el cuerpo, los plazos, el orden de la casa) puede tomarle por sorpresa. Un hábito fijo y sencillo, repetido cada día, le da el suelo que esta carta no trae de serie.',
    'y cuidar lo material o cumplir plazos puede pesarle más que a otros. Apoyarse en personas prácticas, y en listas sencillas, le ahorra esfuerzo sin cambiar quién es.',
  ],
  air: [
    'y tomar distancia de lo vivido para ponerlo en palabras puede costarle. Hablar, escribir o leer sobre lo que siente le regala una perspectiva valiosa.',
    'así que a veces vive las cosas sin la distancia necesaria para entenderlas. Contar en voz alta lo que le pasa, aunque sea a una sola persona, ordena lo que por dentro es un nudo.',
    'y explicar lo que siente o decidir en frío puede costarle. Un diario, una charla o un paseo sin prisa le dan la perspectiva que no llega sola.',
  ],
  water: [
    'y quizá le resulte más sencillo pensar o actuar que sentir. Darse tiempo para reconocer sus emociones, sin juzgarlas, enriquece sus vínculos y su intuición.',
    'y lo emocional puede quedar para después, detrás de lo práctico o de las ideas. Preguntarse «¿cómo estoy?» antes que «¿qué hago?» le abre un terreno que su carta no le da hecho.',
    'y las emociones pueden llegarle tarde, cuando ya ha decidido o actuado. Detenerse a notar cómo le sienta algo antes de responder hace sus decisiones más suyas.',
  ],
};

const MODALITY_BODY: Record<Modality, readonly string[]> = {
  cardinal: [
    'es de quienes inician, proponen y abren camino. Su desafío es sostener lo empezado hasta que dé fruto.',
    've lo que falta y da el primer paso antes que nadie. Cerrar ciclos le cuesta más que abrirlos, y aprender a hacerlo multiplica lo que logra.',
    'su energía se enciende ante lo nuevo y se cansa con lo que ya está en marcha. Rodearse de personas que sostengan lo que empieza es una estrategia, no una debilidad.',
  ],
  fixed: [
    'constancia, lealtad y capacidad de mantener un esfuerzo en el tiempo. Le conviene aprender a soltar lo que ya cumplió su ciclo.',
    'cuando se compromete, no suelta, y su fuerza está en la continuidad. El reverso es la resistencia al cambio, incluso cuando el cambio le conviene.',
    'lo que empieza lo termina, y lo que quiere lo quiere durante años. Revisar de vez en cuando si un compromiso sigue vivo le evita sostener por costumbre lo que ya no le nutre.',
  ],
  mutable: [
    'se adapta, aprende y cambia de rumbo con facilidad. Un centro estable desde el que moverse da dirección a esa flexibilidad.',
    'lee lo que pide cada situación y se ajusta con una flexibilidad poco común. Comprometerse con unas pocas prioridades evita que esa agilidad se disperse.',
    'se mueve bien entre etapas, ideas y personas distintas, y los cambios le asustan menos que a otros. Su tarea es que tanta adaptación no le haga perder de vista lo que quiere.',
  ],
};

/** More second sentences for the synthesis bodies above, each written to follow any of their first sentences. */
const MORE_SECONDS = {
  dominant: {
    fire: ['Su reto no es encenderse, sino mantener el fuego cuando la novedad se acaba.', 'Los proyectos que nacen de su entusiasmo llegan lejos cuando alguien, o algún hábito, le ayuda a sostenerlos.'],
    earth: ['Cuando algo cambia de golpe, darse tiempo para asimilarlo es su manera de no perder pie.', 'Lo que construye dura, y su reto es permitir que también cambie de forma con los años.'],
    air: ['Las ideas son su casa, y el cuerpo y las emociones, el barrio que le conviene visitar más a menudo.', 'Su mente une lo que estaba separado, y su crecimiento está en llevar esas conexiones a la práctica.'],
    water: ['Poner nombre a lo que siente, sin dramatizarlo ni esconderlo, le da un suelo firme.', 'Necesita personas y lugares que le devuelvan la calma que da a los demás.'],
  },
  scarce: {
    fire: ['Rodearse de gente con entusiasmo, o de causas que le importen, enciende lo que a esta carta le cuesta prender.', 'Su forma de empezar es más lenta y más pensada, y eso también es una manera de tener fuego.'],
    earth: ['Un cuerpo cuidado y una casa en orden no le quitan libertad, sino que se la sostienen.', 'Las ideas le sobran; lo que le ayuda es darles una fecha y un primer paso.'],
    air: ['Escribir lo que le pasa, aunque nadie lo lea, le da la distancia que su carta no trae.', 'Escuchar cómo lo ven otros le ofrece un espejo que por dentro cuesta encontrar.'],
    water: ['Pararse a sentir antes de resolver le evita soluciones rápidas a problemas que son del corazón.', 'La música, el cine o una buena conversación pueden abrirle una puerta a lo que siente sin forzarla.'],
  },
  modality: {
    cardinal: ['Aprender a esperar el momento, y no solo a provocarlo, multiplica su eficacia.', 'Su reto está en la segunda mitad de las cosas, cuando ya no son nuevas y aún no están terminadas.'],
    fixed: ['Lo que sostiene dura, y su aprendizaje es distinguir la lealtad de la terquedad.', 'Dejar que algo termine, a tiempo, es también una forma de ser constante consigo.'],
    mutable: ['Un par de rutinas fijas le dan el ancla que su carácter no trae de serie.', 'Terminar lo que empieza, aunque aparezca algo más interesante, da peso a su versatilidad.'],
  },
} as const;

const MODALITY_LABEL: Record<Modality, string> = { cardinal: 'cardinal', fixed: 'fija', mutable: 'mutable' };
const MODALITY_SIGNS: Record<Modality, string> = { cardinal: 'signos cardinales', fixed: 'signos fijos', mutable: 'signos mutables' };

const HEMISPHERE: Record<HemisphereFacts['half'], { where: string; bodies: readonly string[] }> = {
  east: {
    where: 'en la mitad oriental, la del Ascendente',
    bodies: [
      'tiende a tomar la iniciativa y a construir su vida por decisión propia, más que a dejarse llevar por las circunstancias.',
      'su vida avanza sobre todo por lo que decide, y le cuesta quedarse a esperar que otros muevan ficha.',
      'le cuesta dejar su rumbo en manos ajenas, y cuando la vida le empuja hacia donde no eligió, busca enseguida cómo hacerlo suyo.',
    ],
  },
  west: {
    where: 'en la mitad occidental, la del Descendente',
    bodies: [
      'su vida se construye mucho en relación con otras personas, y los encuentros, las alianzas y lo que le piden los demás marcan sus giros.',
      'muchas de sus decisiones llegan de la mano de alguien, sea una pareja, un socio o un encargo, y su arte está en responder sin perderse.',
      'los demás son su espejo y su motor, y muchas de sus mejores decisiones nacen de una conversación.',
    ],
  },
  below: {
    where: 'bajo el horizonte, en las casas 1 a 6',
    bodies: [
      'su vida se juega sobre todo por dentro, en lo íntimo y en lo que va entendiendo de sí antes de mostrarlo.',
      'lo privado pesa más que lo público, y construye por dentro, sin prisa, lo que luego muestra.',
      'necesita raíces, intimidad y tiempo a solas, y lo que enseña al mundo se apoya en ese trabajo callado.',
    ],
  },
  above: {
    where: 'sobre el horizonte, en las casas 7 a 12',
    bodies: [
      'su energía se vuelca hacia fuera, a la vida pública, los vínculos sociales y lo que puede aportar a la vista de todos.',
      'busca un papel en el mundo, algo que hacer a la vista de los demás y que tenga sentido más allá de sí.',
      'lo que hace fuera de casa, con otros y a la vista, ocupa buena parte de su energía y de su identidad.',
    ],
  },
};

const HEMISPHERE_INNER: readonly string[] = [
  'es una tensión real en esta carta: parte de su vida se juega a la vista y otra parte, quizá la más honda, donde nadie mira, y lo visible le funciona mejor cuando nace de ese trabajo interior, no cuando lo sustituye.',
  'el resultado es una vida que mira al mundo desde un lugar resguardado: sirve, crea o acompaña mejor entre bastidores, y lo que aporta a la vista se alimenta de horas de recogimiento.',
];

const QUADRANT: readonly { where: string; bodies: readonly string[] }[] = [
  { where: 'El primer cuadrante, de la casa 1 a la 3', bodies: ['es la zona del yo que se afirma, aprende y se nombra, y orienta su energía a descubrirse.', 'su tarea pasa por afirmarse, aprender y encontrar su voz antes de mirar hacia los demás.', 'lo que es, lo que tiene y lo que piensa se construye desde dentro, con una independencia que marca su estilo.'] },
  { where: 'El segundo cuadrante, de la casa 4 a la 6', bodies: ['raíces, creatividad y rutinas reciben mucha atención, como si su tarea fuera levantar un mundo propio habitable.', 'la casa, el gusto por crear y el trabajo de cada día son el taller donde se hace.', 'su vida gira en torno a lo cercano (el hogar, los placeres y el oficio de cada día), y ahí es donde se siente en su sitio.'] },
  { where: 'El tercer cuadrante, de la casa 7 a la 9', bodies: ['los otros, lo compartido y la búsqueda de sentido son el terreno donde crece.', 'crece en el encuentro, y la pareja, la intimidad y las ideas que le llegan de lejos le cambian más que cualquier plan en solitario.', 'se define mucho a través de los vínculos, los acuerdos y los horizontes que otros le abren.'] },
  { where: 'El cuarto cuadrante, de la casa 10 a la 12', bodies: ['la vocación, los grupos y lo que va más allá de lo personal ocupan el centro de su vida.', 'su mirada va más allá de sí, y la carrera, los proyectos colectivos y una vida interior amplia marcan su rumbo.', 'lo colectivo y lo espiritual pesan en su vida más que lo doméstico, y se realiza aportando algo más allá de su círculo.'] },
];

const DOMINANT: Record<PlanetId, string> = {
  sun: 'la voluntad, las ganas de brillar y la necesidad de dar un sentido propio a lo que hace marcan el tono de todo lo demás.',
  moon: 'la memoria, los hábitos y el clima emocional de cada día tiñen casi todo lo que hace, y las personas y los lugares que le dan refugio pesan más que cualquier meta.',
  mercury: 'vive a través de lo que observa, nombra y conecta, y su inteligencia se nota antes que cualquier otro rasgo.',
  venus: 'el gusto, la cortesía y el deseo de armonía dan forma a su manera de estar, y en las relaciones es donde más se pone en juego.',
  mars: 'hay una energía que pide retos, movimiento y una causa, y la pasividad apaga su fuego antes que el cansancio.',
  jupiter: 'tiende a ver posibilidades donde otros ven límites, y su generosidad, su humor y su sed de saber abren puertas a su alrededor.',
  saturn: 'el tiempo y los límites son sus maestros, y lo que logra a fuerza de esfuerzo adquiere una solidez duradera.',
  uranus: 'la independencia, la originalidad y los giros inesperados forman parte de su identidad, y su aporte aparece cuando se atreve a salirse de lo previsto.',
  neptune: 'la sensibilidad, la imaginación y la búsqueda de algo más grande orientan su vida, y el arte o la espiritualidad son lenguajes que necesita.',
  pluto: 'la intensidad, la hondura y los procesos de transformación marcan su historia, y cada crisis atravesada le devuelve más fuerza propia.',
};

const DOMINANT_DEBILITATED: Record<PlanetId, string> = {
  sun: 'su voluntad está en el centro, pero no se expresa en solitario: brilla a través de otros, del grupo o del acuerdo, y su tarea es no confundir esa forma indirecta de brillar con no tener luz propia.',
  moon: 'las emociones lo tiñen todo, aunque no fluyen con sencillez: lo que más pesa en su vida es justo lo que más le cuesta mostrar, y por eso merece cuidado y no vergüenza.',
  mercury: 'su mente manda, pero no por el camino de la lógica lineal: piensa por intuición o por visión de conjunto, y esa es su fuerza cuando deja de medirla con la vara de otros.',
  venus: 'el amor y el gusto marcan su vida, aunque por un camino poco convencional: su manera de querer no es la de los manuales, y aceptarla le ahorra muchas comparaciones.',
  mars: 'su fuerza es grande, pero no va en línea recta: se mueve por rodeos, por lealtad o por estrategia, y reconocerla también cuando se disfraza forma parte de su camino.',
  jupiter: 'su confianza en la vida es central, aunque crece con prudencia y con detalle más que con grandes certezas, y un optimismo así de medido convence más que cualquier entusiasmo.',
  saturn: 'el tiempo y los límites le forman, pero los vive de un modo muy personal, a veces con más dureza de la necesaria, y aprender a ponerse normas amables es su gran trabajo.',
  uranus: 'su independencia marca su historia, y sin embargo se vuelve personal y creativa antes que colectiva: su libertad se expresa mejor cuando tiene un escenario propio.',
  neptune: 'la sensibilidad y los ideales orientan su vida, y se ponen a prueba en lo concreto: su espiritualidad crece cuando sirve a algo tangible.',
  pluto: 'la intensidad es su marca, y le llega a través de lo material y lo seguro: soltar lo que ya no le sostiene es la transformación que más le cuesta y la que más le libera.',
};

const RETROGRADE_AREA: Partial<Record<PlanetId, string>> = {
  mercury: 'su manera de pensar y de decir', venus: 'su forma de querer y de valorar', mars: 'su forma de actuar y de defenderse',
};
const RETROGRADE_NAME: Partial<Record<PlanetId, string>> = { mercury: 'Mercurio', venus: 'Venus', mars: 'Marte' };
const SLOW_NAME: Partial<Record<PlanetId, string>> = { uranus: 'Urano', neptune: 'Neptuno', pluto: 'Plutón' };
/** What each slow planet's retrograde station touches, and whether the phrase takes a plural verb. */
const SLOW_AREA: Partial<Record<PlanetId, [string, boolean]>> = {
  uranus: ['su necesidad de cambio', false], neptune: ['sus ideales', true], pluto: ['sus transformaciones', true],
};

function listNames(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}` : items.join('');
}

/** `who` is the person's first name, or "esta persona" when none was given. */
export function otherFrames(who: string): Frames {
  const Who = capitalize(who);
  return {
    intro(date, time, place, pillars, pick) {
      const sky = `el Sol en ${pillars.sun} y la Luna ${pillars.moonPhrase}`;
      return `${Who} nació el ${date}${time ? ` a las ${time}` : ''} en ${place}. ${pick([
        `Aquel día estaban ${sky}, y lo que sigue lee ese cielo como un lenguaje simbólico para comprender mejor a ${who}, no como un guion escrito de antemano.`,
        `Esta es una lectura de su carta natal, con ${sky}: un mapa para mirar a ${who} con más matices, qué necesita, cómo quiere y en qué terrenos crece.`,
        `Su carta natal es la foto del cielo de aquel momento, con ${sky}, y aquí se lee como un lenguaje para comprender a quien la lleva, nunca como un destino fijado.`,
      ], 'intro')}`;
    },
    summaryLead(count, pick) {
      return pick([
        `Si hubiera que resumir la carta de ${who} en tres ideas, serían estas, elegidas entre ${countWord(count)} factores y ordenadas de la que más pesa a la que menos:`,
        `De los ${countWord(count)} factores que pesan en la carta de ${who}, estos tres llevan la voz cantante:`,
        `Antes del detalle, lo esencial: entre ${countWord(count)} factores, estos son los tres que más se notan en ${who}:`,
      ], 'summary');
    },
    summaryAfter([strong, middle, background], nodeSign, pick) {
      const total = strong + middle + background;
      return pick([
        `La lectura avanza en ese mismo orden: ${countWord(strong)} factores de más peso, ${countWord(middle)} que lo matizan y ${countWord(background)} de fondo, y al cierre la visión de conjunto, sus ciclos y su nodo norte en ${nodeSign}.`,
        `Después vienen, de más a menos peso, sus ${countWord(total)} factores uno por uno, y al final la carta entera, sus ciclos y su nodo norte en ${nodeSign}.`,
        `Cada idea se desarrolla más abajo, con el resto de sus ${countWord(total)} factores y en el mismo orden, hasta la síntesis, los ciclos y su nodo norte en ${nodeSign}.`,
      ], 'summary-after');
    },
    ascendantSummary: `y es lo primero que la gente nota al conocer a ${who}`,
    unknownTime(date, place, pick) {
      return [
        `Esta carta se calculó sin la hora de aquel ${date}, y en astrología es un dato decisivo: el Ascendente cambia de signo más o menos cada dos horas y las doce casas giran con él; ${pick([
          'sin esa hora, su Ascendente, sus casas, el regente de la carta y el reparto de planetas por hemisferios serían conjeturas, así que los dejamos fuera.',
          'por eso esta lectura deja fuera su Ascendente, sus casas, el regente de la carta y los hemisferios: serían suposiciones, y una suposición no debe pasar por dato.',
          'su Ascendente, sus casas, el regente y el peso por hemisferios dependen de ella, de modo que aquí no aparecen: mejor callar que inventar.',
          'esos datos dependen de la hora, y sin ella cualquier Ascendente o casa sería un invento, así que esta lectura se centra en lo seguro.',
        ], 'unknown-time')}`,
        `Los signos de los planetas y casi todos sus aspectos, en cambio, son fiables porque apenas varían en un día, y por eso se calcularon para el mediodía de esa fecha en ${place}; ${pick([
          'si la hora aparece, en una partida de nacimiento o en la memoria de la familia, podrás generar la carta completa y leer también esa parte.',
          'si algún día se encuentra la hora, en un documento o en los recuerdos de la familia, basta con generar la carta de nuevo para sumar esa parte.',
          'vale la pena buscar esa hora en la partida de nacimiento o preguntar en la familia: con ella, la carta se completa.',
          'con la hora, aunque sea aproximada, la carta podrá completarse más adelante.',
        ], 'find-time')}`,
      ];
    },
    moonCertain(sign, pick) {
      return pick([
        `Aunque falte la hora, la Luna estuvo todo aquel día en ${sign}: ese dato no admite dudas.`,
        `La Luna, en cambio, es segura: pasó en ${sign} el día entero en que nació ${who}.`,
      ], 'moon-certain');
    },
    moonUncertain(signs, read, other, after) {
      const list = signs.length === 2 ? `${signs[0]} o en ${signs[1]}` : `${signs.slice(0, -1).join(', en ')} o en ${signs[signs.length - 1]}`;
      return (
        `La Luna cambia de signo cada dos días y medio, y justo el día en que nació ${who} pasó de uno a otro: según la hora, estaba en ${list}. ` +
        `Esta lectura la sitúa en ${read}, donde se encontraba al mediodía; si ${who} se parece más a una Luna en ${other}, lo probable es que naciera ${after ? 'después' : 'antes'} de ese cambio.`
      );
    },
    moonCaveat(aspects, moonSign, pick) {
      const count = aspects === 1 ? `el aspecto de la Luna en ${moonSign} que duró` : `los ${countWord(aspects)} aspectos de la Luna en ${moonSign} que duraron`;
      return pick([
        `Más abajo ${aspects === 1 ? 'aparece' : 'aparecen'} solo ${count} todo aquel día de nacimiento; su orbe exacto depende de la hora, porque la Luna recorre unos trece grados diarios.`,
        `De la Luna se comentan ${count} de la mañana a la noche de aquel día, y aun así su orbe exacto depende de la hora: la Luna recorre unos trece grados diarios.`,
        `Sobre la Luna en ${moonSign}, una precisión: ${aspects === 1 ? 'su aspecto se da' : `sus ${countWord(aspects)} aspectos se dan`} a cualquier hora de aquel día, pero el orbe exacto queda abierto, porque la Luna recorre unos trece grados diarios.`,
      ], 'moon-caveat');
    },
    tier: {
      strongest: (t: TierFacts, pick) => pick([
        `Primero, lo que más pesa, ${t.span}: las posiciones y los contactos que más pesan en el carácter de ${who} y que probablemente reconozcas en cuanto pienses en su manera de ser.`,
        `Lo más fuerte va delante: ${countWord(t.count)} ${t.count === 1 ? 'factor' : 'factores'}, ${t.span}, que dibujan el núcleo del carácter de ${who}.`,
        `Este es el núcleo de la carta, ${t.span}: lo que más pesa en ${who}, aunque no siempre sea lo primero que se ve.`,
      ], 'tier-strongest'),
      middle: (t: TierFacts, pick) => pick([
        `Con el trazo principal hecho, ${t.span} aportan color: pesan menos, pero ayudan a entender muchas de sus reacciones del día a día.`,
        `Lo que sigue, ${t.span}, completa el retrato de ${who}: pesa menos que lo anterior, pero explica buena parte de su día a día.`,
        `Ahora los matices, ${t.span}: rasgos que no llevan la voz principal y que, aun así, asoman en lo cotidiano.`,
      ], 'tier-middle'),
      background: (t: TierFacts, pick) => pick([
        `Por último, el fondo, ${t.span}: posiciones lentas o contactos más amplios que acompañan al conjunto sin llevar la voz principal.`,
        `Al fondo de la carta quedan ${countWord(t.count)} ${t.count === 1 ? 'factor' : 'factores'}, ${t.span}: lo que acompaña sin protagonismo, a menudo compartido con su generación o con un orbe más amplio.`,
        `Queda el telón de fondo, ${t.span}: influencias sutiles que conviene conocer aunque no definan su carácter.`,
      ], 'tier-background'),
    },
    role: ROLE,
    ascendantLead(sign, degrees, pick) {
      return pick([
        `Su Ascendente está a ${degrees} de ${sign}: la puerta por la que entra en el mundo y el tono con que empieza cada cosa.`,
        `A ${degrees} de ${sign} está su Ascendente, el punto que asomaba por el horizonte cuando nació: marca su forma de llegar, de empezar y de presentarse.`,
      ], 'ascendant');
    },
    rulerLead(ascSign, ruler, rulerSign, pick) {
      return pick([
        `Con el Ascendente en ${ascSign}, ${ruler} rige esta carta y hace de hilo conductor: lo que dice su paso por ${rulerSign} resuena en todo lo demás.`,
        `${capitalize(ruler)} rige ${ascSign}, el signo de su Ascendente, y por eso es el regente de la carta: lo que cuenta su posición en ${rulerSign} tiñe todo lo demás.`,
        `Como su Ascendente está en ${ascSign}, ${ruler} pasa a ser el regente de la carta, el hilo que une el resto, y esta posición en ${rulerSign} merece una atención especial.`,
      ], 'ruler');
    },
    outOfSign(family, signA, signB, index) {
      return OUT_OF_SIGN[family][index % 2](signA, signB);
    },
    synthesisIntro(pillars, pick) {
      const list = pillarList(pillars);
      return pick([
        `Toca mirar la carta entera: para repartirla por elementos y modalidades, ${list} valen tres puntos cada uno; Mercurio, Venus y Marte, dos; Júpiter y Saturno, uno y medio, y los planetas lentos, medio punto, porque son rasgos de toda una generación más que de una sola persona.`,
        `Para ver el conjunto, cada posición pesa según su importancia: tres puntos para ${list}; dos para Mercurio, Venus y Marte; uno y medio para Júpiter y Saturno, y medio para los planetas lentos, que hablan más de su generación que de ${who}.`,
        `Vamos ahora al conjunto: al repartir la carta por elementos y modalidades, ${list} cuentan tres puntos; Mercurio, Venus y Marte, dos; Júpiter y Saturno, uno y medio, y los planetas lentos, solo medio, porque los comparte con quienes nacieron en su misma época.`,
      ], 'synthesis');
    },
    balanceLead(elements, modalities, pick) {
      return pick([
        `Repartidos sus planetas por elementos, ${elements}. Por modalidades, ${modalities}.`,
        `Por elementos, ${elements}; por modalidades, ${modalities}.`,
      ], 'balance');
    },
    elementDominant(element, holders, pick) {
      const name = { fire: 'el fuego', earth: 'la tierra', air: 'el aire', water: 'el agua' }[element];
      const opening = pick([
        `En esta carta manda ${name}, con ${holders} en sus signos`,
        `${capitalize(name)} es el elemento que más pesa, porque reúne a ${holders}`,
        `${capitalize(name)} domina la carta de ${who}, con ${holders}`,
      ], 'element-opening');
      return joinBody(opening, mixBody(ELEMENT_DOMINANT_BODY[element], pick, 'element-body', MORE_SECONDS.dominant[element]));
    },
    elementScarce(element, holders, versus, pick) {
      const name = { fire: 'fuego', earth: 'tierra', air: 'aire', water: 'agua' }[element];
      const where = `${holders ? `solo ${holders} en signos de ${name}` : `ningún planeta en signos de ${name}`}, frente a ${versus}`;
      const opening = pick([`Hay ${element === 'earth' || element === 'water' ? 'poca' : 'poco'} ${name} en esta carta (${where})`, `${element === 'earth' ? 'La' : 'El'} ${name} escasea aquí (${where})`], 'scarce-opening');
      return `${opening}, ${mixBody(ELEMENT_SCARCE_BODY[element], pick, 'scarce-body', MORE_SECONDS.scarce[element])}`;
    },
    elementsBalanced(pick) {
      return pick([
        'Los elementos se reparten de forma bastante pareja: según el momento, puede tirar del impulso del fuego, del sentido práctico de la tierra, de la cabeza del aire o de la sensibilidad del agua.',
        'Ningún elemento manda en esta carta: el reparto es parejo, y eso le da recursos variados (impulso, sentido práctico, cabeza y sensibilidad) para lo que pida cada situación.',
        'El reparto por elementos está equilibrado, sin excesos ni vacíos, así que su reto no es compensar una carencia, sino elegir en cada momento qué registro usar.',
        'Con los cuatro elementos bien representados, tiene a mano casi todos los registros, y su trabajo es no quedarse siempre en el más cómodo.',
        'Esta carta no se inclina hacia ningún elemento, y esa variedad es un recurso: puede entusiasmarse, concretar, pensar y sentir sin que ninguno le falte.',
      ], 'elements-balanced');
    },
    modalityDominant(modality, holders, pick) {
      return joinBody(pick([
        `Domina la modalidad ${MODALITY_LABEL[modality]}, con ${holders} en ${MODALITY_SIGNS[modality]}`,
        `La modalidad ${MODALITY_LABEL[modality]}, la de ${holders}, es la que predomina`,
      ], 'modality-opening'), mixBody(MODALITY_BODY[modality], pick, 'modality-body', MORE_SECONDS.modality[modality]));
    },
    modalitiesBalanced(pillars, pick) {
      return pick([
        `Las modalidades están bastante equilibradas, con ${pillars}: sabe iniciar, sostener y adaptarse, y puede escoger la actitud que pide cada etapa.`,
        `Ninguna modalidad domina (${pillars}), así que puede arrancar, sostener o adaptarse según lo pida la etapa, y su trabajo es notar cuál de las tres evita.`,
        `Iniciar, sostener y adaptarse pesan parecido en esta carta, con ${pillars}, lo que le da margen para cambiar de actitud sin forzarse.`,
        `Las tres modalidades están presentes casi por igual, con ${pillars}, así que sabe abrir, mantener y cerrar etapas, aunque quizá con una preferida sin darse cuenta.`,
        `Esta carta reparte su peso entre empezar, sostener y cambiar, con ${pillars}, y esa mezcla le da versatilidad ante etapas muy distintas.`,
      ], 'modalities-balanced');
    },
    hemisphere(facts, pick) {
      const half = HEMISPHERE[facts.half];
      const among = !facts.personal || facts.planets === 10 ? '' : facts.personalAll ? ` (${facts.personal})` : `, entre ellos ${facts.personal},`;
      const opening = `${facts.planets === 10 ? 'Sus diez planetas' : `${countWordCapital(facts.planets)} de sus diez planetas${among}`} están ${half.where}`;
      if (!facts.inner) return joinBody(opening, pick(half.bodies, `hemisphere-${facts.half}`));
      if (facts.innerSaid) return `${opening}, y también ahí pesan sobre todo ${facts.inner.houses}.`;
      const inner = `${facts.inner.count === 1 ? 'uno de ellos está' : `${countWord(facts.inner.count)} de ellos están`} en ${facts.inner.houses}, lo más retirado de todo el mapa`;
      const usual = facts.half === 'above' ? 'la mitad que suele volcarse hacia fuera' : 'la mitad de la iniciativa propia';
      return joinBody(`${opening}, ${usual}, pero ${inner}`, pick(HEMISPHERE_INNER, 'hemisphere-inner'));
    },
    quadrant(quadrant, planets, pick) {
      const q = QUADRANT[quadrant - 1];
      return joinBody(`${q.where}, reúne ${countWord(planets)} de sus planetas y el mayor peso de la carta`, pick(q.bodies, 'quadrant'));
    },
    dominant(planet, where, reasons, debility, pick) {
      const noun = planet === 'sun' || planet === 'moon' ? 'astro' : 'planeta';
      const opening = pick([
        `${capitalize(where)} es el ${noun} que más pesa en la carta de ${who} (${reasons})`,
        `El ${noun} dominante de esta carta es ${where}, porque ${reasons}`,
      ], 'dominant');
      if (debility) return joinBody(`${opening}, y a la vez está en ${debility}`, DOMINANT_DEBILITATED[planet]);
      return joinBody(opening, DOMINANT[planet]);
    },
    retrograde(planets, pick) {
      if (planets.length === 1) {
        const [planet] = planets;
        const name = RETROGRADE_NAME[planet] as string;
        const state = planet === 'venus' ? 'retrógrada' : 'retrógrado';
        return pick([
          `Entre sus planetas personales, solo ${name} estaba ${state} al nacer, así que ese giro hacia dentro se concentra en ${RETROGRADE_AREA[planet]}.`,
          `${name} es el único planeta personal que estaba ${state} cuando nació ${who}: es en ${RETROGRADE_AREA[planet]} donde más madura por dentro antes de mostrarse.`,
        ], 'retrograde');
      }
      const names = planets.map((p) => RETROGRADE_NAME[p] as string);
      const list = names.length === 2 ? `${names[0]} y ${names[1]}` : `${names[0]}, ${names[1]} y ${names[2]}`;
      return pick([
        `${list} estaban retrógrados cuando nació ${who}, algo poco frecuente en planetas personales: buena parte de su manera de pensar, querer o actuar se cuece por dentro antes de mostrarse, y los demás tardan en ver lo que ya sabe de sí.`,
        `Tiene ${countWord(planets.length)} planetas personales retrógrados, ${list}: vive mucho hacia dentro antes de mostrarse, y con los años esa elaboración lenta se vuelve criterio propio.`,
      ], 'retrograde');
    },
    slowRetrograde(planets, pick) {
      const names = planets.map((p) => SLOW_NAME[p] as string);
      if (planets.length === 1) {
        const [area, plural] = SLOW_AREA[planets[0]] as [string, boolean];
        return pick([
          `${names[0]} estaba retrógrado cuando nació ${who}, como le ocurre a ese planeta lento casi la mitad de cada año: pesa poco por sí solo, pero sugiere que ${area} ${plural ? 'se viven' : 'se vive'} primero por dentro.`,
          `También ${names[0]} estaba retrógrado, algo corriente en un planeta lento, que pasa así casi medio año: solo añade que ${area} ${plural ? 'maduran' : 'madura'} primero en privado.`,
          `Al nacer, ${names[0]} estaba retrógrado, como casi medio año de cada doce meses, un dato de fondo que solo indica que ${area} ${plural ? 'buscan' : 'busca'} su camino hacia dentro antes que hacia fuera.`,
          `${names[0]} retrógrado, tan habitual en los planetas lentos, apenas añade un matiz a esta carta: ${area} ${plural ? 'se elaboran' : 'se elabora'} con más reflexión que prisa.`,
        ], 'slow-retrograde');
      }
      const list = listNames(names);
      const areas = listNames(planets.map((p) => (SLOW_AREA[p] as [string, boolean])[0]));
      return pick([
        `${list} estaban retrógrados cuando nació ${who}, como les ocurre a los planetas lentos casi la mitad del año: por sí solo pesa poco, y sugiere que ${areas} se cuecen primero por dentro, lejos de las miradas.`,
        `Entre sus planetas lentos, ${list} estaban retrógrados, algo corriente y de poco peso: ${areas} maduran en privado antes de salir a la luz.`,
        `Al nacer estaban retrógrados ${list}, cosa frecuente en los planetas lentos, y eso deja un matiz de fondo: ${areas} se elaboran con más reflexión que prisa.`,
        `Que ${list} estuvieran retrógrados es habitual y pesa poco, aunque da un tono introspectivo a ${areas}.`,
      ], 'slow-retrograde');
    },
    cyclesIntro(born, pick) {
      return pick([
        `Los planetas lentos regresan, cada uno a su paso, al punto que ocupaban cuando nació ${who}, el ${born}, y esos regresos marcan etapas reconocibles de una vida: cada paso es un hito dentro de un proceso que se deja sentir durante meses.`,
        `Desde el ${born}, Saturno, Júpiter y los nodos lunares siguen su propio reloj en la carta de ${who}, y cada vuelta a su posición natal abre una etapa; estas son las fechas exactas calculadas para ella.`,
        `Algunos ciclos se repiten a lo largo de una vida: Saturno, Júpiter y los nodos vuelven a donde estaban el ${born}, y cada fecha exacta que sigue es el centro de un proceso de varios meses.`,
      ], 'cycles');
    },
    saturnReturn(where, pick) {
      return pick([
        `Saturno necesita unos veintinueve años y medio para volver a su posición natal, que en esta carta está ${where}, y cada [retorno de Saturno](/biblioteca/retorno-de-saturno) funciona como un examen de madurez: toca revisar lo construido, soltar lo que ya no representa a quien lo vive y tomar con más conciencia las riendas de la propia vida.`,
        `El Saturno natal de ${who} está ${where}, y cada vez que vuelve a ese punto, más o menos cada veintinueve años y medio, llega un balance que [El retorno de Saturno](/biblioteca/retorno-de-saturno) cuenta con detalle: lo que se sostenía por inercia cae, y lo propio se afianza.`,
        `Con Saturno ${where}, sus [retornos de Saturno](/biblioteca/retorno-de-saturno), cada veintinueve años y medio, son épocas de hacer cuentas con el tiempo y decidir qué compromisos siguen y cuáles ya cumplieron su función.`,
      ], 'saturn-return');
    },
    jupiterReturn(where, pick) {
      return pick([
        `Júpiter da la vuelta completa en unos doce años, y cada regreso a su posición natal, ${where}, abre una etapa de expansión en ese terreno: ganas renovadas de aprender, viajar o creer en algo, como explica [El ciclo de Júpiter](/biblioteca/ciclo-de-jupiter).`,
        `Su Júpiter natal está ${where}, y cada doce años, cuando [Júpiter completa su ciclo](/biblioteca/ciclo-de-jupiter), ese terreno se abre: ganas de aprender, de viajar o de creer en algo, y ocasión de ensanchar horizontes.`,
        `Con Júpiter ${where}, cada regreso de [su ciclo de doce años](/biblioteca/ciclo-de-jupiter) renueva en ${who} la confianza y el deseo de crecer justo ahí.`,
      ], 'jupiter-return');
    },
    nodalReturn(where, pick) {
      return pick([
        `Los nodos lunares avanzan hacia atrás por el zodiaco y vuelven a su posición natal cada dieciocho años y siete meses; su nodo norte está ${where}, y esos retornos suelen traer preguntas sobre el rumbo de la propia vida, y encuentros o decisiones que acercan a la persona a él.`,
        `Cada dieciocho años y siete meses, su nodo norte, ${where}, vuelve a su posición natal, y esos retornos suelen traer decisiones sobre el rumbo: personas, lugares o proyectos que empujan a ${who} hacia lo que le toca aprender.`,
        `Los retornos nodales, cada dieciocho años y siete meses, devuelven su nodo norte a su lugar natal, ${where}, y con él vuelven las preguntas de fondo: hacia dónde va y qué conviene dejar atrás.`,
      ], 'nodal-return');
    },
    possessive: 'su',
    inTheChart: `En la carta de ${who}`,
    nodeIntro(where, pick) {
      return pick([
        `Su nodo norte está a ${where}: no es un planeta, sino un punto del cielo que señala una dirección de crecimiento, el territorio que al principio cuesta y que, justamente por eso, más enriquece a quien se atreve con él.`,
        `El nodo norte de ${who}, a ${where}, no es un cuerpo celeste sino el cruce de la órbita de la Luna con el camino del Sol, y la tradición lo lee como un rumbo: lo que cuesta al principio y enriquece después.`,
        `El nodo norte de esta carta, a ${where}, es un punto que la astrología lee como brújula: señala lo que le toca aprender, que rara vez coincide con lo que ya le sale fácil.`,
      ], 'node');
    },
    nodeLink(south, pick) {
      return pick([
        `Hay más sobre este eje en [Los nodos lunares](/biblioteca/nodos-lunares), incluido el nodo sur, que en esta carta está a ${south}.`,
        `El eje completo, con el nodo sur a ${south}, se explica en [Los nodos lunares](/biblioteca/nodos-lunares).`,
        `Sobre su nodo sur, a ${south}, y el sentido de todo el eje, puedes leer [Los nodos lunares](/biblioteca/nodos-lunares).`,
      ], 'node-link');
    },
    closingOpening(placements, pick) {
      return pick([
        `${capitalize(placements)} no encierran a ${who} en una etiqueta: son voces de una misma conversación interior que se afina con el tiempo.`,
        `Con ${placements}, la carta de ${who} cuenta una historia de varios protagonistas, y ninguno decide sin los demás.`,
        `Piensa en ${placements} como en un equipo que aprende a jugar unido: cada etapa de la vida de ${who} pone a uno de ellos en primer plano.`,
      ], 'closing-opening');
    },
    closingQuestion(element, holders, pick) {
      const questions: Record<Element, readonly string[]> = {
        fire: ['¿qué le entusiasma de verdad y qué está dejando para más adelante?', '¿qué haría este mes si no tuviera que pedir permiso a nadie?', '¿dónde pone su fuego, y dónde lo apaga por costumbre?', '¿qué empezaría mañana si supiera que no puede salir mal?'],
        earth: ['¿qué quiere construir con calma en los próximos años, y qué necesita para sentirse a salvo mientras tanto?', '¿qué pequeño hábito, sostenido un año, le cambiaría la vida?', '¿qué cuida por responsabilidad y qué por verdadero gusto?', '¿qué le da seguridad de verdad, y qué solo le da costumbre?'],
        air: ['¿qué conversación tiene pendiente, consigo o con alguien más?', '¿qué idea lleva tiempo pensando y todavía no ha compartido?', '¿a quién escucha de verdad, y quién le escucha?', '¿qué piensa de verdad sobre algo que nunca se ha atrevido a decir?'],
        water: ['¿qué emoción le está pidiendo espacio ahora mismo?', '¿a quién cuida tanto que se olvida de cuidarse?', '¿qué parte de lo que siente es suya y qué parte absorbió de otros?', '¿dónde se siente a salvo para sentir sin tener que explicarlo?'],
      };
      // Led by the points that carry the element, so the question belongs to this chart and not to its element alone.
      const carriers = `${holders} en signos de ${ELEMENT_NAME[element]}`;
      const lead = pick([`Con ${carriers}, una pregunta que puedes hacerle a`, `Con ${carriers}, algo que puedes preguntarle a`, `Para terminar, y con ${carriers}, una pregunta para compartir con`], 'closing-question-lead');
      return `${lead} ${who}: ${pick(questions[element], 'closing-question')}`;
    },
    closingFrame(dominant, pick) {
      return pick([
        `Ni siquiera ${dominant}, lo que más pesa en esta carta, decide por nadie: la astrología es un lenguaje para mirar a otra persona con más claridad y más respeto, y sirve para comprender, no para encasillar.`,
        `Ningún mapa sustituye a conocer a alguien, tampoco este, con ${dominant} al frente: tómalo como una lista de preguntas más que de respuestas, y contrástalo con lo que ${who} cuenta de sí.`,
        `Una carta natal describe tendencias, no obligaciones, y eso vale también para ${dominant}, lo que más la colorea: lo que ${who} haga con ellas es asunto suyo, y eso es lo que la vuelve interesante a lo largo de los años.`,
        `Si algo enseña una carta como esta, con ${dominant} marcando el tono, es que ningún rasgo trabaja solo: lo que aquí se lee por partes, en la vida de ${who} ocurre a la vez.`,
        `Lo escrito aquí, con ${dominant} en primer plano, es un punto de partida: comparte lo que consideres útil, deja de lado lo que no encaje y observa en qué momentos cobra sentido una u otra parte.`,
      ], 'closing-frame');
    },
  };
}
