import type { Element, Modality } from '../../contract/chart.ts';
import { capitalize, ELEMENT_NAME, type PlanetId } from '../../contract/vocabulary.ts';
import type { AspectFamily } from './aspects/index.ts';
import { countWord, countWordCapital, type Frames, joinBody, mixBody, type HemisphereFacts, type Pillars, type TierFacts } from './frame-types.ts';

// The frame of a reading of one's own chart, in tú form. Each sentence carries facts of the chart or is one of
// several variants (frame-types.ts says why); none assumes the reader's gender.

function pillarList(pillars: Pillars): string {
  const items = [`tu Sol en ${pillars.sun}`, `tu Luna ${pillars.moonPhrase}`];
  if (pillars.ascendant) items.push(`tu Ascendente en ${pillars.ascendant}`);
  return items.length === 3 ? `${items[0]}, ${items[1]} y ${items[2]}` : `${items[0]} y ${items[1]}`;
}

function sky(pillars: Pillars): string {
  return `el Sol en ${pillars.sun} y la Luna ${pillars.moonPhrase}`;
}

const INTRO_READING: readonly ((pillars: Pillars) => string)[] = [
  (p) => `Ese día estaban ${sky(p)}: lo que sigue lee aquel cielo como un lenguaje simbólico para conocerte mejor, no como un destino escrito.`,
  (p) => `Lo que sigue es una lectura de aquel cielo, con ${sky(p)}, pensada como un mapa para conocerte y no como un guion que debas cumplir.`,
  (p) => `Esta lectura parte de ese instante (${p.ascendant ? `Sol en ${p.sun}, Luna ${p.moonPhrase}, Ascendente en ${p.ascendant}` : `Sol en ${p.sun}, Luna ${p.moonPhrase}`}) y lo lee como un espejo simbólico: describe tendencias, no sentencias.`,
  (p) => `Tu carta natal es la foto del cielo en ese momento, con ${sky(p)}; aquí se lee como un lenguaje para conocerte, nunca como un destino fijado.`,
];

const SUMMARY_LEADS: readonly ((count: string) => string)[] = [
  (count) => `si hubiera que resumir tu carta en tres ideas, serían estas, elegidas entre los ${count} factores que comenta esta lectura y ordenadas por su peso:`,
  (count) => `de los ${count} factores que pesan en tu carta, estos tres llevan la voz cantante:`,
  (count) => `tu carta reúne ${count} factores dignos de comentario, y tres pesan más que el resto:`,
  (count) => `antes del detalle, lo esencial: entre ${count} factores, estos son los tres que más se notan en ti:`,
];

const TIERS = {
  strongest: [
    (t: TierFacts) => `Empezamos por lo que más pesa, ${t.span}: las posiciones y los contactos que más pesan en tu manera de ser y que probablemente reconozcas enseguida.`,
    (t: TierFacts) => `Lo más fuerte va primero: ${countWord(t.count)} ${t.count === 1 ? 'factor' : 'factores'}, ${t.span}, que dibujan el núcleo de tu carácter y que quizá reconozcas a la primera.`,
    (t: TierFacts) => `Este es el núcleo de tu carta, ${t.span}: lo que más pesa en tu manera de ser, aunque no siempre sea lo primero que se ve.`,
  ],
  middle: [
    (t: TierFacts) => `Con lo principal dibujado, ${countWord(t.count)} ${t.count === 1 ? 'rasgo más' : 'rasgos más'}, ${t.span}, añaden color y matices: influyen con menos fuerza, pero explican muchas de tus reacciones cotidianas.`,
    (t: TierFacts) => `Lo que sigue, ${t.span}, completa el retrato: pesa menos que lo anterior, pero explica buena parte de tu día a día.`,
    (t: TierFacts) => `Ahora los matices, ${t.span}: rasgos que no llevan la voz principal y que, sin embargo, se dejan ver en lo cotidiano.`,
  ],
  background: [
    (t: TierFacts) => `Quedan los tonos de fondo, ${t.span}: posiciones lentas o contactos más abiertos que acompañan al resto sin llevar la voz cantante.`,
    (t: TierFacts) => `Al fondo de la carta quedan ${countWord(t.count)} ${t.count === 1 ? 'factor' : 'factores'}, ${t.span}: lo que acompaña sin protagonismo, a menudo compartido con tu generación o con un orbe más amplio.`,
    (t: TierFacts) => `Por último, el telón de fondo, ${t.span}: influencias más sutiles que conviene conocer aunque no definan tu carácter.`,
  ],
};

const ROLE: Record<PlanetId, readonly string[]> = {
  sun: [
    'El Sol describe tu identidad consciente, lo que te da vitalidad y el propósito hacia el que creces.',
    'El Sol habla de quién quieres llegar a ser: tu voluntad, tu energía vital y aquello que te hace sentir en tu centro.',
    'El Sol es el centro de tu carta: lo que te da energía, lo que quieres irradiar y el sentido que buscas.',
    'El Sol señala cómo te afirmas, qué te hace sentir en tu lugar y hacia dónde crece tu voluntad.',
  ],
  moon: [
    'La Luna habla de lo que necesitas para sentirte a salvo, de tus reacciones espontáneas y de tu memoria afectiva.',
    'La Luna cuenta cómo te cuidas y cómo reaccionas antes de pensar: tus hábitos, tus refugios y lo que te calma.',
    'La Luna describe tu mundo emocional: lo que te nutre, lo que te inquieta y cómo buscas consuelo.',
    'La Luna habla de tu intimidad, de tus necesidades básicas y de la huella que dejaron tus primeros cuidados.',
  ],
  mercury: [
    'Mercurio muestra cómo piensas, aprendes y te comunicas.', 'Mercurio es tu manera de pensar, de hablar y de entender lo que te rodea.',
    'Mercurio describe tu inteligencia cotidiana: cómo conectas ideas, preguntas y explicas.',
    'Mercurio muestra el estilo de tu mente y de tu palabra, lo que te despierta curiosidad y cómo lo cuentas.',
  ],
  venus: [
    'Venus describe cómo amas, qué te parece bello y qué valoras.', 'Venus habla de tus afectos, de tu gusto y de lo que te da placer.',
    'Venus muestra lo que te atrae, cómo te vinculas y dónde encuentras armonía.',
    'Venus es tu manera de querer y de disfrutar, y también lo que consideras valioso.',
  ],
  mars: [
    'Marte es tu motor: el deseo, la forma de actuar y de defenderte.', 'Marte dice cómo vas por lo que quieres, cómo te enfadas y dónde pones tu energía.',
    'Marte describe tu energía, tu coraje y la forma en que enfrentas los conflictos.',
    'Marte muestra cómo te pones en marcha, qué te enciende y cómo peleas por lo que te importa.',
  ],
  jupiter: [
    'Júpiter señala dónde confías, te expandes y encuentras sentido.', 'Júpiter marca el terreno donde creces con más facilidad y donde la vida te parece generosa.',
    'Júpiter habla de la fe, de la generosidad y de los terrenos donde la vida te abre puertas.', 'Júpiter indica dónde tiendes a crecer, a creer y a pedir más de la vida.',
  ],
  saturn: [
    'Saturno marca dónde maduras a base de esfuerzo, límites y tiempo.', 'Saturno señala lo que te cuesta al principio y, con los años, dominas: tu escuela de madurez.',
    'Saturno muestra tus deberes, tus miedos y la estructura que con los años levantas frente a ellos.', 'Saturno es el maestro exigente de la carta: dónde te pones a prueba y dónde acabas ganando autoridad.',
  ],
  uranus: [
    'Urano, lento y generacional, indica dónde buscas libertad y rompes moldes.', 'Urano, que tarda siete años en cruzar un signo, marca dónde necesitas independencia y cambio.',
    'Urano, planeta de una generación entera, señala dónde rompes con lo previsto y buscas tu propio camino.', 'Urano habla de lo que en ti no acepta moldes: el cambio, la sorpresa y la libertad.',
  ],
  neptune: [
    'Neptuno, que comparte signo con toda tu generación, habla de tus ideales y de lo que intuyes sin poder medir.',
    'Neptuno, el planeta de los sueños colectivos, señala dónde idealizas, te inspiras o te confundes.',
    'Neptuno, que tarda unos catorce años en cruzar un signo, habla de lo que sueñas y de lo que te cuesta ver con nitidez.',
    'Neptuno señala el terreno de la inspiración, de la compasión y también del desengaño.',
  ],
  pluto: [
    'Plutón, el más lento de todos, señala dónde vives tus transformaciones más hondas.',
    'Plutón, que tarda más de una década en cruzar un signo, indica dónde tu vida te pide morir a algo para renacer.',
    'Plutón, el planeta de los procesos profundos, muestra dónde tu vida pasa por crisis que transforman.',
    'Plutón habla del poder, de la intensidad y de lo que en ti se renueva después de cada final.',
  ],
};

const OUT_OF_SIGN: Record<AspectFamily, readonly ((a: string, b: string) => string)[]> = {
  conjunction: [
    (a, b) => `Es una conjunción fuera de signo: los grados unen los dos puntos, pero uno viste los colores de ${a} y el otro los de ${b}, así que se reconocen con cierto desajuste, como dos socios con estilos diferentes.`,
    (a, b) => `Ojo: esta conjunción cruza la frontera entre ${a} y ${b}; la fusión es real, aunque cada parte conserva un tono propio que conviene distinguir.`,
  ],
  flowing: [
    (a, b) => `Es un aspecto disociado, fuera de signo: el ángulo existe, pero ${a} y ${b} no son los signos que le corresponden, de modo que la facilidad llega con un acento inesperado.`,
    (a, b) => `Conviene saber que es un aspecto fuera de signo: la armonía funciona entre ${a} y ${b}, signos que normalmente no se entienden así, y por eso su ayuda llega por caminos menos obvios.`,
  ],
  tense: [
    (a, b) => `Se trata de un aspecto fuera de signo: la tensión está en los grados, no entre ${a} y ${b}, y por eso a veces pasa inadvertida hasta que la reconoces en tus reacciones.`,
    (a, b) => `Es un aspecto disociado, entre ${a} y ${b}, signos que no guardan la relación habitual: la fricción es más sutil y difícil de nombrar, pero no menos real.`,
  ],
};

const ELEMENT_DOMINANT_OPENING: readonly ((element: string, holders: string) => string)[] = [
  (element, holders) => `${capitalize(element)} predomina en tu carta, con ${holders} en sus signos`,
  (element, holders) => `Manda ${element}, que reúne a ${holders}`,
  (element, holders) => `${capitalize(element)} es el elemento más fuerte de tu carta, porque reúne a ${holders}`,
];

const ELEMENT_DOMINANT_BODY: Record<Element, readonly string[]> = {
  fire: [
    'hay en ti entusiasmo, iniciativa y la necesidad de vivir con intensidad y con sentido. Tu energía contagia, y aprender a sostener el ritmo y a respetar los tiempos ajenos la vuelve más duradera.',
    'necesitas algo que te encienda para ponerte en marcha, y cuando lo tienes, arrastras a los demás. El fuego pide leña y aire: descanso, metas con sentido y paciencia con quien va más despacio.',
    'la vida te pide movimiento, riesgo y algo en lo que creer. Cuando te falta una causa te apagas antes que por cansancio, y aprender a esperar sin perder la chispa es tu forma de madurar.',
  ],
  earth: [
    'te mueve lo concreto, ver resultados, cuidar el cuerpo y construir sobre bases sólidas. Esa solidez es un regalo para quien te rodea, y dejar espacio a lo imprevisto, a lo que todavía no tiene forma, la completa.',
    'eso te da sentido práctico, paciencia y los pies en el suelo. Abrirte de vez en cuando a lo que no se mide te evita confundir seguridad con rigidez.',
    'aprendes haciendo y confías en lo que ya has comprobado. Tu paciencia es una forma de inteligencia, y la flexibilidad, cuando la practicas, la vuelve sabiduría.',
  ],
  air: [
    'vives mucho en el mundo de las ideas, las palabras y las relaciones. Comprendes con facilidad puntos de vista distintos y sabes conectar personas; bajar al cuerpo y a la emoción completa tu manera de conocer.',
    'piensas en voz alta, necesitas intercambio y te alimentas de conversaciones y de gente variada. Tu fuerza es la perspectiva; tu riesgo, quedarte en la cabeza cuando la vida pide sentir o actuar.',
    'necesitas entender para sentirte bien, y pones nombre a las cosas antes de vivirlas del todo. La claridad que aportas es un regalo para los demás, siempre que no te sirva de refugio frente a lo que duele.',
  ],
  water: [
    'sientes con profundidad, percibes lo no dicho y necesitas vínculos con verdad emocional. Tu empatía es un don, y cuidar tus fronteras evita que te desborde.',
    'lees el clima emocional de un lugar antes de que nadie hable, y lo que vives te deja huella. Tu memoria afectiva te vuelve una presencia leal y compasiva, siempre que distingas lo que sientes tú de lo que absorbes de otros.',
    'lo que sientes guía más que lo que piensas, y captas a las personas por dentro antes de oírlas hablar. Tu intuición acierta a menudo, y cuidarla pide descanso, silencio y vínculos en los que no tengas que protegerte.',
  ],
};

const ELEMENT_SCARCE_BODY: Record<Element, readonly string[]> = {
  fire: [
    'así que el entusiasmo y la iniciativa no siempre surgen de forma espontánea. Buscar actividades que te enciendan, y darte permiso para empezar sin tenerlo todo claro, te devuelve vitalidad.',
    'y arrancar te cuesta más que sostener. Un reto pequeño y concreto, con fecha, te sirve de chispa cuando la motivación no llega sola.',
    'y la motivación te llega más por deber o por cariño que por entusiasmo. Elegir de vez en cuando algo solo porque te divierte despierta una energía que tu carta no regala.',
  ],
  earth: [
    'y lo práctico, los horarios y el cuerpo pueden quedar en segundo plano. Pequeñas rutinas y metas concretas te ayudan a aterrizar tus ideas y tus sueños.',
    'y lo tangible (el cuerpo, los plazos, el orden de la casa) puede tomarte por sorpresa. Un hábito fijo y sencillo, repetido cada día, te da el suelo que tu carta no trae de serie.',
    'y cuidar lo material o cumplir plazos puede pesarte más que a otros. Apoyarte en personas prácticas, y en listas sencillas, te ahorra esfuerzo sin cambiar quién eres.',
  ],
  air: [
    'y tomar distancia de lo que vives para ponerlo en palabras puede costarte. Conversar, escribir o leer sobre lo que sientes te da una perspectiva muy valiosa.',
    'así que a veces vives las cosas sin la distancia necesaria para entenderlas. Contar en voz alta lo que te pasa, aunque sea a una sola persona, ordena lo que por dentro se siente como un nudo.',
    'y explicar lo que sientes o decidir en frío puede costarte. Un diario, una charla o un paseo sin prisa te dan la perspectiva que no llega sola.',
  ],
  water: [
    'y quizá te resulte más fácil pensar o actuar que sentir. Darte tiempo para reconocer tus emociones, sin juzgarlas, enriquece tus vínculos y tu intuición.',
    'y lo emocional puede quedar para después, detrás de lo práctico o de las ideas. Preguntarte «¿cómo estoy?» antes que «¿qué hago?» abre un terreno que tu carta no te da hecho.',
    'y las emociones pueden llegarte tarde, cuando ya has decidido o actuado. Detenerte a notar cómo te sienta algo antes de responder hace tus decisiones más tuyas.',
  ],
};

const MODALITY_BODY: Record<Modality, readonly string[]> = {
  cardinal: [
    'eres de quienes inician, proponen y abren caminos. Tu desafío es sostener lo que empiezas hasta verlo dar fruto.',
    'ves lo que falta y das el primer paso antes que nadie. Cerrar ciclos te cuesta más que abrirlos, y aprender a hacerlo multiplica lo que logras.',
    'tu energía se enciende ante lo nuevo y se cansa con lo que ya está en marcha. Rodearte de personas que sostienen lo que tú empiezas es una estrategia, no una debilidad.',
  ],
  fixed: [
    'tienes constancia, lealtad y capacidad de sostener un esfuerzo en el tiempo. Te conviene aprender a soltar cuando algo ya cumplió su ciclo.',
    'cuando te comprometes, no sueltas, y tu fuerza está en la continuidad. El reverso es la resistencia al cambio, incluso cuando el cambio te conviene.',
    'lo que empiezas lo terminas, y lo que quieres lo quieres durante años. Revisar de vez en cuando si un compromiso sigue vivo te evita sostener por costumbre lo que ya no te nutre.',
  ],
  mutable: [
    'te adaptas, aprendes y cambias de rumbo con facilidad. Elegir un centro estable desde el cual moverte da dirección a esa flexibilidad.',
    'lees lo que pide cada situación y te ajustas con una flexibilidad poco común. Comprometerte con unas pocas prioridades evita que esa agilidad se disperse.',
    'te mueves bien entre etapas, ideas y personas distintas, y los cambios te asustan menos que a otros. Tu tarea es que tanta adaptación no te haga perder de vista lo que tú quieres.',
  ],
};

/** More second sentences for the synthesis bodies above, each written to follow any of their first sentences. */
const MORE_SECONDS = {
  dominant: {
    fire: ['Tu reto no es encenderte, sino mantener el fuego cuando la novedad se acaba.', 'Los proyectos que nacen de tu entusiasmo llegan lejos cuando alguien, o algún hábito, te ayuda a sostenerlos.'],
    earth: ['Cuando algo cambia de golpe, darte tiempo para asimilarlo es tu manera de no perder pie.', 'Lo que construyes dura, y tu reto es permitir que también cambie de forma con los años.'],
    air: ['Las ideas son tu casa, y el cuerpo y las emociones, el barrio que conviene visitar más a menudo.', 'Tu mente une lo que estaba separado, y tu crecimiento está en llevar esas conexiones a la práctica.'],
    water: ['Poner nombre a lo que sientes, sin dramatizarlo ni esconderlo, te da un suelo firme.', 'Necesitas personas y lugares que te devuelvan la calma que tú das a los demás.'],
  },
  scarce: {
    fire: ['Rodearte de gente con entusiasmo, o de causas que te importen, enciende lo que a ti te cuesta prender.', 'Tu forma de empezar es más lenta y más pensada, y eso también es una manera de tener fuego.'],
    earth: ['Un cuerpo cuidado y una casa en orden no te quitan libertad, sino que te la sostienen.', 'Las ideas te sobran; lo que te ayuda es darles una fecha y un primer paso.'],
    air: ['Escribir lo que te pasa, aunque nadie lo lea, te da la distancia que tu carta no trae.', 'Escuchar cómo lo ven otros te ofrece un espejo que por dentro cuesta encontrar.'],
    water: ['Pararte a sentir antes de resolver te evita soluciones rápidas a problemas que son del corazón.', 'La música, el cine o una buena conversación pueden abrirte una puerta a lo que sientes sin forzarla.'],
  },
  modality: {
    cardinal: ['Aprender a esperar el momento, y no solo a provocarlo, multiplica tu eficacia.', 'Tu reto está en la segunda mitad de las cosas, cuando ya no son nuevas y aún no están terminadas.'],
    fixed: ['Lo que sostienes dura, y tu aprendizaje es distinguir la lealtad de la terquedad.', 'Dejar que algo termine, a tiempo, es también una forma de ser constante contigo.'],
    mutable: ['Un par de rutinas fijas te dan el ancla que tu carácter no trae de serie.', 'Terminar lo que empiezas, aunque aparezca algo más interesante, da peso a tu versatilidad.'],
  },
} as const;

const MODALITY_LABEL: Record<Modality, string> = { cardinal: 'cardinal', fixed: 'fija', mutable: 'mutable' };
const MODALITY_SIGNS: Record<Modality, string> = { cardinal: 'signos cardinales', fixed: 'signos fijos', mutable: 'signos mutables' };

const HEMISPHERE: Record<HemisphereFacts['half'], { where: string; bodies: readonly string[] }> = {
  east: {
    where: 'en la mitad oriental de la carta, la del Ascendente',
    bodies: [
      'tiendes a tomar la iniciativa y a construir tu vida por decisión propia, más que a esperar a que las circunstancias te lleven.',
      'tu vida avanza sobre todo por lo que tú decides, y te cuesta quedarte esperando a que otros muevan ficha.',
      'te cuesta dejar tu rumbo en manos ajenas, y cuando la vida te empuja hacia donde no elegiste, buscas enseguida cómo hacerlo tuyo.',
    ],
  },
  west: {
    where: 'en la mitad occidental, la del Descendente',
    bodies: [
      'tu vida se construye mucho en relación con otras personas, y los encuentros, las alianzas y lo que te piden los demás marcan tus giros.',
      'muchas de tus decisiones llegan de la mano de alguien, sea una pareja, un socio o un encargo, y tu arte está en responder sin perderte.',
      'los demás son tu espejo y tu motor, y muchas de tus mejores decisiones nacen de una conversación.',
    ],
  },
  below: {
    where: 'bajo el horizonte, en las casas 1 a 6',
    bodies: [
      'tu vida se juega sobre todo por dentro, en lo íntimo, lo personal y lo que vas entendiendo de ti antes de mostrarlo.',
      'lo privado pesa más que lo público, y construyes por dentro, con calma, lo que luego muestras.',
      'necesitas raíces, intimidad y tiempo a solas, y lo que enseñas al mundo se apoya en ese trabajo callado.',
    ],
  },
  above: {
    where: 'sobre el horizonte, en las casas 7 a 12',
    bodies: [
      'tu energía se dirige hacia fuera, a la vida pública, los vínculos sociales y lo que puedes aportar a la vista de los demás.',
      'buscas un papel en el mundo, algo que hacer a la vista de los demás y que tenga sentido más allá de ti.',
      'lo que haces fuera de casa, con otros y a la vista, ocupa buena parte de tu energía y de tu identidad.',
    ],
  },
};

/** The upper or eastern half heavy, but much of that weight in the hidden houses: the tension is named, not glossed. */
const HEMISPHERE_INNER: readonly string[] = [
  'esa es una tensión real en ti: parte de tu vida se juega a la vista y otra parte, quizá la más honda, en lo que nadie ve, y lo visible te funciona mejor cuando nace de ese trabajo interior, no cuando lo reemplaza.',
  'el resultado es una vida que mira al mundo desde un lugar resguardado: sirves, creas o acompañas mejor entre bastidores, y tu aporte visible se alimenta de horas de recogimiento.',
];

const QUADRANT: readonly { where: string; bodies: readonly string[] }[] = [
  { where: 'El primer cuadrante, de la casa 1 a la 3', bodies: ['es la zona del yo que se afirma, aprende y se nombra, y eso te da una energía muy orientada a descubrirte.', 'tu tarea pasa por afirmarte, aprender y encontrar tu voz antes de mirar hacia los demás.', 'lo que eres, lo que tienes y lo que piensas se construye desde ti, con una independencia que marca tu estilo.'] },
  { where: 'El segundo cuadrante, de la casa 4 a la 6', bodies: ['tus raíces, tu creatividad y tus rutinas reciben mucha atención, como si tu tarea fuera construir un mundo propio habitable.', 'la casa, el placer de crear y el trabajo de cada día son el taller donde te haces.', 'tu vida gira en torno a lo cercano (el hogar, los placeres y el oficio de cada día), y ahí es donde te sientes en tu sitio.'] },
  { where: 'El tercer cuadrante, de la casa 7 a la 9', bodies: ['los otros, lo compartido y la búsqueda de sentido son el territorio donde creces.', 'creces en el encuentro, y la pareja, la intimidad y las ideas que te llegan de lejos te cambian más que cualquier plan solitario.', 'te defines mucho a través de los vínculos, los acuerdos y los horizontes que otros te abren.'] },
  { where: 'El cuarto cuadrante, de la casa 10 a la 12', bodies: ['la vocación, los grupos y lo que trasciende lo personal ocupan el centro de tu vida.', 'tu mirada va más allá de ti, y la carrera, los proyectos colectivos y una vida interior amplia marcan tu rumbo.', 'lo colectivo y lo espiritual pesan en ti más que lo doméstico, y te realizas aportando algo más allá de tu círculo.'] },
];

const DOMINANT: Record<PlanetId, string> = {
  sun: 'la voluntad, el deseo de brillar y la necesidad de dar sentido propio a lo que haces marcan el tono de todo lo demás.',
  moon: 'la memoria, los hábitos y el clima emocional de cada día tiñen casi todo lo que haces, y las personas y los lugares que te dan refugio pesan más que cualquier meta.',
  mercury: 'vives a través de lo que observas, nombras y conectas, y tu inteligencia se nota antes que cualquier otro rasgo.',
  venus: 'el gusto, la cortesía y el deseo de armonía dan forma a tu manera de estar, y las relaciones son el lugar donde más te pones en juego.',
  mars: 'hay en ti una energía que necesita retos, movimiento y una causa, y la pasividad te apaga antes que el cansancio.',
  jupiter: 'tiendes a ver posibilidades donde otros ven límites, y tu generosidad, tu humor y tu sed de conocimiento abren puertas a tu alrededor.',
  saturn: 'el tiempo y los límites son tus maestros, y lo que consigues con esfuerzo adquiere una solidez que dura.',
  uranus: 'la independencia, la originalidad y los giros inesperados son parte de tu identidad, y tu aporte aparece donde te atreves a salirte de lo previsto.',
  neptune: 'la sensibilidad, la imaginación y la búsqueda de algo más grande que tú orientan tu vida, y el arte o la espiritualidad son lenguajes que necesitas.',
  pluto: 'la intensidad, la profundidad y los procesos de transformación marcan tu historia, y cada crisis atravesada te devuelve más poder personal.',
};

/** The dominant planet in its detriment or fall: strong and ill at ease at once, which the reading says outright. */
const DOMINANT_DEBILITATED: Record<PlanetId, string> = {
  sun: 'tu voluntad es el centro de todo, pero no se expresa en solitario: brilla a través de otros, del grupo o del acuerdo, y tu tarea es no confundir esa forma indirecta de brillar con no tener luz propia.',
  moon: 'las emociones lo tiñen todo, aunque no fluyen con sencillez: lo que más pesa en ti es justo lo que más te cuesta mostrar, y por eso merece cuidado y no vergüenza.',
  mercury: 'tu mente manda, pero no por el camino de la lógica lineal: piensas por intuición o por visión de conjunto, y esa es tu fuerza si dejas de medirla con la vara de otros.',
  venus: 'el amor y el gusto marcan tu vida, aunque por un camino poco convencional: tu manera de querer no es la de los manuales, y aceptarla te ahorra muchas comparaciones.',
  mars: 'tu fuerza es grande, pero no va en línea recta: se mueve por rodeos, por lealtad o por estrategia, y reconocerla también cuando se disfraza es parte de tu camino.',
  jupiter: 'tu confianza en la vida es central, aunque crece con prudencia y con detalle más que con grandes certezas, y un optimismo bien medido como el tuyo convence más que cualquier entusiasmo.',
  saturn: 'el tiempo y los límites te forman, pero los vives de un modo muy personal, a veces con más dureza de la necesaria, y aprender a ponerte normas amables es tu gran trabajo.',
  uranus: 'tu independencia marca tu historia, y sin embargo se vuelve personal y creativa antes que colectiva: tu libertad se expresa mejor cuando tiene un escenario propio.',
  neptune: 'la sensibilidad y los ideales orientan tu vida, y se ponen a prueba en lo concreto: tu espiritualidad crece cuando sirve a algo tangible.',
  pluto: 'la intensidad es tu marca, y te llega a través de lo material y lo seguro: soltar lo que ya no te sostiene es la transformación que más te cuesta y la que más te libera.',
};

const DOMINANT_OPENING: readonly ((where: string, reasons: string, noun: string) => string)[] = [
  (where, reasons, noun) => `${capitalize(where)} es el ${noun} que más pesa en tu carta (${reasons})`,
  (where, reasons, noun) => `El ${noun} dominante de tu carta es ${where}, porque ${reasons}`,
];

const RETROGRADE_AREA: Partial<Record<PlanetId, string>> = {
  mercury: 'tu manera de pensar y de decir', venus: 'tu forma de querer y de valorar', mars: 'tu forma de actuar y de defenderte',
};
const RETROGRADE_NAME: Partial<Record<PlanetId, string>> = { mercury: 'Mercurio', venus: 'Venus', mars: 'Marte' };
const SLOW_NAME: Partial<Record<PlanetId, string>> = { uranus: 'Urano', neptune: 'Neptuno', pluto: 'Plutón' };
/** What each slow planet's retrograde station touches, and whether the phrase takes a plural verb. */
const SLOW_AREA: Partial<Record<PlanetId, [string, boolean]>> = {
  uranus: ['tu necesidad de cambio', false], neptune: ['tus ideales', true], pluto: ['tus transformaciones', true],
};

function listNames(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}` : items.join('');
}

export const SELF_FRAMES: Frames = {
  intro(date, time, place, pillars, pick) {
    return `Naciste el ${date}${time ? ` a las ${time}` : ''} en ${place}. ${pick(INTRO_READING, 'intro')(pillars)}`;
  },
  summaryLead(count, pick) {
    return capitalize(pick(SUMMARY_LEADS, 'summary')(countWord(count)));
  },
  summaryAfter([strong, middle, background], nodeSign, pick) {
    const total = strong + middle + background;
    return pick([
      `La lectura sigue ese orden: ${countWord(strong)} factores de más peso, ${countWord(middle)} que completan el retrato y ${countWord(background)} de fondo, y después la síntesis, tus ciclos y tu nodo norte en ${nodeSign}.`,
      `Después vienen, de más a menos peso, tus ${countWord(total)} factores uno por uno, y al final la carta en conjunto, tus ciclos y tu nodo norte en ${nodeSign}.`,
      `Cada una de esas ideas se desarrolla abajo, junto con el resto de tus ${countWord(total)} factores y en el mismo orden, hasta llegar a la síntesis, a tus ciclos y a tu nodo norte en ${nodeSign}.`,
    ], 'summary-after');
  },
  ascendantSummary: 'y es lo primero que los demás perciben de ti',
  unknownTime(date, place, pick) {
    return [
      `No indicaste la hora en que naciste el ${date}, y en astrología ese dato pesa mucho: el Ascendente cambia de signo aproximadamente cada dos horas, y las doce casas giran con él a lo largo del día; ${pick([
        'sin la hora, tu Ascendente, tus casas, el regente de tu carta y el reparto de tus planetas por hemisferios serían una suposición, y preferimos no inventarlos.',
        'por eso esta lectura deja fuera tu Ascendente, tus casas, el regente de tu carta y los hemisferios: serían conjeturas, y una conjetura no debe hacerse pasar por dato.',
        'tu Ascendente, tus casas, el regente de la carta y el peso por hemisferios dependen de ella, así que aquí no aparecen: mejor un silencio honesto que un dato inventado.',
        'esos datos dependen de la hora, y sin ella cualquier Ascendente o casa sería un invento, así que esta lectura se centra en lo que sí es seguro.',
      ], 'unknown-time')}`,
      `Lo que sí es fiable son los signos de los planetas y la mayoría de sus aspectos, que apenas cambian en un día: por eso se calcularon para el mediodía de aquel ${date} en ${place}; ${pick([
        'si algún día encuentras tu hora, en la partida de nacimiento o preguntando en tu familia, podrás generar la carta completa y leer también esa parte de tu historia.',
        'si la hora aparece algún día, en un documento o en la memoria de tu familia, basta con generar la carta de nuevo para sumar esa parte.',
        'vale la pena buscar esa hora en tu partida de nacimiento o en los recuerdos de tu familia: con ella, la carta se completa.',
        'con la hora, aunque sea aproximada, podrás completar la carta más adelante.',
      ], 'find-time')}`,
    ];
  },
  moonCertain(sign, pick) {
    return pick([
      `Aunque no conozcamos tu hora, la Luna pasó todo ese día en ${sign}, así que ese dato es seguro.`,
      `La Luna, en cambio, no deja dudas: estuvo en ${sign} de la mañana a la noche de aquel día.`,
    ], 'moon-certain');
  },
  moonUncertain(signs, read, other, after) {
    const list = signs.length === 2 ? `${signs[0]} o en ${signs[1]}` : `${signs.slice(0, -1).join(', en ')} o en ${signs[signs.length - 1]}`;
    return (
      `La Luna recorre un signo en unos dos días y medio, y el día que naciste cambió de signo: según la hora, pudo estar en ${list}. ` +
      `Aquí la leemos en ${read}, su posición al mediodía; si te reconoces más en la Luna en ${other}, es probable que nacieras ${after ? 'después' : 'antes'} de ese cambio.`
    );
  },
  moonCaveat(aspects, moonSign, pick) {
    const count = aspects === 1 ? `El aspecto de la Luna en ${moonSign} que verás más abajo se mantiene` : `Los ${countWord(aspects)} aspectos de la Luna en ${moonSign} que verás más abajo se mantienen`;
    return pick([
      `${count} durante todo tu día de nacimiento, pero su orbe exacto depende de la hora: la Luna avanza unos trece grados al día.`,
      `${count} de la mañana a la noche de aquel día; lo que cambia con la hora es su orbe, porque la Luna avanza unos trece grados al día.`,
      `Sobre la Luna en ${moonSign}, una precisión: ${aspects === 1 ? 'su aspecto se da' : `sus ${countWord(aspects)} aspectos se dan`} a cualquier hora de aquel día, pero el orbe exacto queda abierto, porque la Luna avanza unos trece grados al día.`,
    ], 'moon-caveat');
  },
  tier: {
    strongest: (facts, pick) => pick(TIERS.strongest, 'tier-strongest')(facts),
    middle: (facts, pick) => pick(TIERS.middle, 'tier-middle')(facts),
    background: (facts, pick) => pick(TIERS.background, 'tier-background')(facts),
  },
  role: ROLE,
  ascendantLead(sign, degrees, pick) {
    return pick([
      `Tu Ascendente está a ${degrees} de ${sign}: es la puerta por la que entras en el mundo y el estilo con que empiezas cada cosa.`,
      `A ${degrees} de ${sign} está tu Ascendente, el punto que asomaba por el horizonte al nacer: marca tu forma de llegar, de empezar y de presentarte.`,
    ], 'ascendant');
  },
  rulerLead(ascSign, ruler, rulerSign, pick) {
    return pick([
      `Como tu Ascendente está en ${ascSign}, ${ruler} es el regente de tu carta, su hilo conductor, y lo que dice su paso por ${rulerSign} resuena en todo lo demás.`,
      `${capitalize(ruler)} rige ${ascSign}, el signo de tu Ascendente, y por eso es el regente de tu carta: lo que cuenta su posición en ${rulerSign} tiñe todo lo demás.`,
      `Con el Ascendente en ${ascSign}, ${ruler} se convierte en el regente de tu carta, el hilo que une el resto, y conviene leer esta posición en ${rulerSign} con especial atención.`,
    ], 'ruler');
  },
  outOfSign(family, signA, signB, index) {
    return OUT_OF_SIGN[family][index % 2](signA, signB);
  },
  synthesisIntro(pillars, pick) {
    const list = pillarList(pillars);
    return pick([
      `Miremos ahora la carta como un todo: en el reparto por elementos y modalidades, ${list} cuentan tres puntos cada uno; Mercurio, Venus y Marte, dos; Júpiter y Saturno, uno y medio, y los planetas lentos, medio punto, porque los compartes con tu generación.`,
      `Para ver el conjunto, cada posición pesa según su importancia: tres puntos para ${list}; dos para Mercurio, Venus y Marte; uno y medio para Júpiter y Saturno, y medio para los planetas lentos, que son más de tu generación que tuyos.`,
      `Ahora, el conjunto: al repartir tu carta por elementos y modalidades, ${list} valen tres puntos; Mercurio, Venus y Marte, dos; Júpiter y Saturno, uno y medio, y los planetas lentos, solo medio, porque los compartes con quienes nacieron en tu misma época.`,
    ], 'synthesis');
  },
  balanceLead(elements, modalities, pick) {
    return pick([
      `Si repartimos tus planetas por elementos, ${elements}. Por modalidades, ${modalities}.`,
      `Por elementos, ${elements}; por modalidades, ${modalities}.`,
    ], 'balance');
  },
  elementDominant(element, holders, pick) {
    const name = { fire: 'el fuego', earth: 'la tierra', air: 'el aire', water: 'el agua' }[element];
    return joinBody(pick(ELEMENT_DOMINANT_OPENING, 'element-opening')(name, holders), mixBody(ELEMENT_DOMINANT_BODY[element], pick, 'element-body', MORE_SECONDS.dominant[element]));
  },
  elementScarce(element, holders, versus, pick) {
    const name = { fire: 'fuego', earth: 'tierra', air: 'aire', water: 'agua' }[element];
    const where = `${holders ? `solo ${holders} en signos de ${name}` : `ningún planeta en signos de ${name}`}, frente a ${versus}`;
    const opening = pick([`Hay ${element === 'earth' || element === 'water' ? 'poca' : 'poco'} ${name} en tu carta (${where})`, `${element === 'earth' ? 'La' : 'El'} ${name} escasea en tu carta (${where})`], 'scarce-opening');
    return `${opening}, ${mixBody(ELEMENT_SCARCE_BODY[element], pick, 'scarce-body', MORE_SECONDS.scarce[element])}`;
  },
  elementsBalanced(pick) {
    return pick([
      'Tus elementos están repartidos de forma bastante pareja: puedes recurrir al impulso del fuego, la practicidad de la tierra, la mente del aire y la sensibilidad del agua según lo pida cada momento.',
      'Ningún elemento manda: el reparto es bastante parejo, y eso te da recursos variados (impulso, sentido práctico, cabeza y sensibilidad) para responder a lo que pida cada situación.',
      'El reparto por elementos está equilibrado, sin excesos ni vacíos, así que tu reto no es compensar una carencia, sino elegir en cada momento qué registro usar.',
      'Con los cuatro elementos bien representados, tienes a mano casi todos los registros, y tu trabajo es no quedarte siempre en el más cómodo.',
      'Tu carta no se inclina hacia ningún elemento, y esa variedad es un recurso: puedes entusiasmarte, concretar, pensar y sentir sin que ninguno te falte.',
    ], 'elements-balanced');
  },
  modalityDominant(modality, holders, pick) {
    return joinBody(pick([
      `La modalidad ${MODALITY_LABEL[modality]} domina, con ${holders} en ${MODALITY_SIGNS[modality]}`,
      `Predomina la modalidad ${MODALITY_LABEL[modality]}, la de ${holders}`,
    ], 'modality-opening'), mixBody(MODALITY_BODY[modality], pick, 'modality-body', MORE_SECONDS.modality[modality]));
  },
  modalitiesBalanced(pillars, pick) {
    return pick([
      `Tus modalidades están bastante equilibradas, con ${pillars}: sabes iniciar, sostener y adaptarte, y puedes elegir la actitud que pide cada etapa.`,
      `Ninguna modalidad domina (${pillars}), así que puedes arrancar, sostener o adaptarte según lo pida la etapa, y tu trabajo es notar cuál de las tres estás evitando.`,
      `Iniciar, sostener y adaptarte pesan parecido en tu carta, con ${pillars}, y eso te da margen para cambiar de actitud sin forzarte.`,
      `Las tres modalidades están presentes casi por igual, con ${pillars}, así que sabes abrir, mantener y cerrar etapas, aunque quizá con una preferida sin darte cuenta.`,
      `Tu carta reparte su peso entre empezar, sostener y cambiar, con ${pillars}, y esa mezcla te vuelve una persona versátil ante etapas muy distintas.`,
    ], 'modalities-balanced');
  },
  hemisphere(facts, pick) {
    const half = HEMISPHERE[facts.half];
    const among = !facts.personal || facts.planets === 10 ? '' : facts.personalAll ? ` (${facts.personal})` : `, entre ellos ${facts.personal},`;
    const opening = `${facts.planets === 10 ? 'Tus diez planetas' : `${countWordCapital(facts.planets)} de tus diez planetas${among}`} están ${half.where}`;
    if (!facts.inner) return joinBody(opening, pick(half.bodies, `hemisphere-${facts.half}`));
    if (facts.innerSaid) return `${opening}, y también ahí pesan sobre todo ${facts.inner.houses}.`;
    const inner = `${facts.inner.count === 1 ? 'uno de ellos está' : `${countWord(facts.inner.count)} de ellos están`} en ${facts.inner.houses}, lo más retirado de todo el mapa`;
    const usual = facts.half === 'above' ? 'la mitad que suele volcarse hacia fuera' : 'la mitad de la iniciativa propia';
    return joinBody(`${opening}, ${usual}, pero ${inner}`, pick(HEMISPHERE_INNER, 'hemisphere-inner'));
  },
  quadrant(quadrant, planets, pick) {
    const q = QUADRANT[quadrant - 1];
    return joinBody(`${q.where}, reúne ${countWord(planets)} de tus planetas y el mayor peso de la carta`, pick(q.bodies, 'quadrant'));
  },
  dominant(planet, where, reasons, debility, pick) {
    const opening = pick(DOMINANT_OPENING, 'dominant')(where, reasons, planet === 'sun' || planet === 'moon' ? 'astro' : 'planeta');
    if (debility) return joinBody(`${opening}, y a la vez está en ${debility}`, DOMINANT_DEBILITATED[planet]);
    return joinBody(opening, DOMINANT[planet]);
  },
  retrograde(planets, pick) {
    if (planets.length === 1) {
      const [planet] = planets;
      const name = RETROGRADE_NAME[planet] as string;
      const state = planet === 'venus' ? 'retrógrada' : 'retrógrado';
      return pick([
        `De los planetas personales, solo ${name} estaba ${state} al nacer, así que ese giro hacia dentro se concentra en ${RETROGRADE_AREA[planet]}.`,
        `${name} es el único planeta personal que estaba ${state} cuando naciste: es en ${RETROGRADE_AREA[planet]} donde más maduras por dentro antes de mostrarte.`,
      ], 'retrograde');
    }
    const names = planets.map((p) => RETROGRADE_NAME[p] as string);
    const list = names.length === 2 ? `${names[0]} y ${names[1]}` : `${names[0]}, ${names[1]} y ${names[2]}`;
    return pick([
      `${list} estaban retrógrados cuando naciste, algo poco habitual en planetas personales: buena parte de tu manera de pensar, querer o actuar se elabora hacia dentro antes de salir, y el mundo te conoce más tarde de lo que tú te conoces.`,
      `Tienes ${countWord(planets.length)} planetas personales retrógrados, ${list}: vives mucho hacia dentro antes de mostrarte, y con los años esa elaboración lenta se convierte en criterio propio.`,
    ], 'retrograde');
  },
  slowRetrograde(planets, pick) {
    const names = planets.map((p) => SLOW_NAME[p] as string);
    if (planets.length === 1) {
      const [area, plural] = SLOW_AREA[planets[0]] as [string, boolean];
      return pick([
        `${names[0]} estaba retrógrado cuando naciste, como le ocurre a ese planeta lento casi la mitad de cada año: pesa poco por sí solo, pero sugiere que ${area} ${plural ? 'se viven' : 'se vive'} primero por dentro.`,
        `También ${names[0]} estaba retrógrado, algo corriente en un planeta lento, que pasa así casi medio año: lo único que añade es que ${area} ${plural ? 'maduran' : 'madura'} primero en privado.`,
        `Al nacer, ${names[0]} estaba retrógrado, como casi medio año de cada doce meses, un dato de fondo que solo indica que ${area} ${plural ? 'buscan' : 'busca'} su camino hacia dentro antes que hacia fuera.`,
        `${names[0]} retrógrado, tan habitual en los planetas lentos, apenas añade un matiz a tu carta: ${area} ${plural ? 'se elaboran' : 'se elabora'} con más reflexión que prisa.`,
      ], 'slow-retrograde');
    }
    const list = listNames(names);
    const areas = listNames(planets.map((p) => (SLOW_AREA[p] as [string, boolean])[0]));
    return pick([
      `${list} estaban retrógrados al nacer, como les ocurre a los planetas lentos casi la mitad del año: por sí solo pesa poco, y sugiere que ${areas} se cuecen primero por dentro, lejos de la mirada ajena.`,
      `Entre los planetas lentos, ${list} estaban retrógrados, algo corriente y de poco peso: ${areas} maduran en privado antes de salir a la luz.`,
      `Al nacer estaban retrógrados ${list}, cosa frecuente en los planetas lentos, y eso deja un matiz de fondo: ${areas} se elaboran con más reflexión que prisa.`,
      `Que ${list} estuvieran retrógrados es habitual y pesa poco, aunque da un tono introspectivo a ${areas}.`,
    ], 'slow-retrograde');
  },
  cyclesIntro(born, pick) {
    return pick([
      `Los planetas lentos vuelven, a su ritmo, al lugar que ocupaban cuando naciste, el ${born}, y esos regresos marcan etapas reconocibles de la vida: cada paso cuenta como un hito dentro de un proceso que se siente durante meses.`,
      `Desde el ${born}, Saturno, Júpiter y los nodos lunares siguen su propio reloj, y cada vez que vuelven a su posición natal abren una etapa; estas son las fechas exactas calculadas para tu carta.`,
      `Algunos ciclos se repiten a lo largo de la vida: Saturno, Júpiter y los nodos vuelven a donde estaban el ${born}, y cada fecha exacta que sigue es el centro de un proceso de varios meses.`,
    ], 'cycles');
  },
  saturnReturn(where, pick) {
    return pick([
      `Saturno tarda unos veintinueve años y medio en volver a su posición natal, que en tu carta está ${where}, y cada [retorno de Saturno](/biblioteca/retorno-de-saturno) es un examen de madurez: revisas qué has construido, sueltas lo que ya no te representa y asumes con más conciencia la autoridad sobre tu vida.`,
      `Tu Saturno natal está ${where}, y cada vez que vuelve a ese punto, más o menos cada veintinueve años y medio, llega un balance que [El retorno de Saturno](/biblioteca/retorno-de-saturno) cuenta con detalle: lo que se sostenía por inercia cae, y lo que de verdad es tuyo se afianza.`,
      `Con Saturno ${where}, tus [retornos de Saturno](/biblioteca/retorno-de-saturno), cada veintinueve años y medio, son épocas de poner las cuentas en claro con el tiempo y decidir qué compromisos siguen y cuáles ya cumplieron su función.`,
    ], 'saturn-return');
  },
  jupiterReturn(where, pick) {
    return pick([
      `Júpiter completa su vuelta cada doce años, más o menos, y cada regreso a tu Júpiter natal, ${where}, abre una etapa de crecimiento en ese terreno: nuevas ganas de aprender, viajar o creer en algo, como explica [El ciclo de Júpiter](/biblioteca/ciclo-de-jupiter).`,
      `Tu Júpiter natal está ${where}, y cada doce años, cuando [Júpiter completa su ciclo](/biblioteca/ciclo-de-jupiter), ese terreno se abre: ganas de aprender, de viajar o de creer en algo, y una oportunidad de ampliar horizontes.`,
      `Con Júpiter ${where}, cada regreso de [su ciclo de doce años](/biblioteca/ciclo-de-jupiter) renueva la confianza y el deseo de crecer justo ahí.`,
    ], 'jupiter-return');
  },
  nodalReturn(where, pick) {
    return pick([
      `Los nodos lunares retroceden por el zodiaco y regresan a su posición natal cada dieciocho años y siete meses; tu nodo norte está ${where}, y sus retornos suelen coincidir con preguntas sobre la dirección de tu vida y con encuentros o decisiones que te acercan a él.`,
      `Cada dieciocho años y siete meses, tu nodo norte, ${where}, vuelve a su posición natal, y esos retornos suelen traer decisiones sobre el rumbo: personas, lugares o proyectos que te empujan hacia lo que te toca aprender.`,
      `Los retornos nodales, cada dieciocho años y siete meses, devuelven el nodo norte a su lugar natal, ${where}, y con él vuelven las preguntas de fondo: hacia dónde vas y qué conviene dejar atrás.`,
    ], 'nodal-return');
  },
  possessive: 'tu',
  inTheChart: 'En tu carta',
  nodeIntro(where, pick) {
    return pick([
      `Tu nodo norte está a ${where}: no es un planeta, sino un punto del cielo que señala hacia dónde crecer, el territorio que al principio resulta menos cómodo y que, precisamente por eso, más te enriquece.`,
      `El nodo norte, a ${where}, no es un cuerpo celeste sino el cruce de la órbita de la Luna con el camino del Sol, y la tradición lo lee como una dirección de crecimiento: lo que cuesta al principio y enriquece después.`,
      `Tu nodo norte, a ${where}, es un punto que la astrología lee como brújula: señala lo que te toca aprender, que rara vez coincide con lo que ya te sale fácil.`,
    ], 'node');
  },
  nodeLink(south, pick) {
    return pick([
      `Puedes profundizar en [Los nodos lunares](/biblioteca/nodos-lunares), donde se explica también el nodo sur, que en tu carta está a ${south}.`,
      `El eje completo, con tu nodo sur a ${south}, se explica en [Los nodos lunares](/biblioteca/nodos-lunares).`,
      `Sobre el nodo sur, en tu caso a ${south}, y el sentido de todo el eje, hay más en [Los nodos lunares](/biblioteca/nodos-lunares).`,
    ], 'node-link');
  },
  closingOpening(placements, pick) {
    return pick([
      `${capitalize(placements)} no son etiquetas, sino voces de una misma conversación interior que se va afinando con los años.`,
      `Con ${placements}, tu carta cuenta una historia con varios protagonistas, y ninguno tiene la última palabra sin los demás.`,
      `Piensa en ${placements} como en un equipo que aprende a jugar unido: cada etapa de tu vida pone a uno de ellos en primer plano.`,
    ], 'closing-opening');
  },
  closingQuestion(element, holders, pick) {
    const questions: Record<Element, readonly string[]> = {
      fire: [
        '¿qué te entusiasma de verdad y qué estás postergando empezar?',
        '¿qué harías este mes si no tuvieras que pedir permiso a nadie?',
        '¿dónde estás poniendo tu fuego, y dónde lo estás apagando por costumbre?',
        '¿qué empezarías mañana si supieras que no puede salir mal?',
      ],
      earth: [
        '¿qué quieres construir con calma en los próximos años, y qué necesitas para sentirte a salvo mientras lo haces?',
        '¿qué pequeño hábito, sostenido un año, cambiaría tu vida?',
        '¿qué estás cuidando por responsabilidad y qué por verdadero gusto?',
        '¿qué te da seguridad de verdad, y qué solo te da costumbre?',
      ],
      air: [
        '¿qué conversación tienes pendiente, contigo o con alguien más?',
        '¿qué idea llevas tiempo pensando y todavía no has compartido con nadie?',
        '¿a quién escuchas de verdad, y quién te escucha a ti?',
        '¿qué piensas de verdad sobre algo que nunca te has atrevido a decir?',
      ],
      water: [
        '¿qué emoción te está pidiendo espacio ahora mismo?',
        '¿a quién cuidas tanto que te olvidas de cuidarte?',
        '¿qué parte de lo que sientes es tuya y qué parte absorbiste de otros?',
        '¿dónde te sientes a salvo para sentir sin tener que explicarlo?',
      ],
    };
    // Led by the points that carry the element, so the question belongs to this chart and not to its element alone.
    const carriers = `${holders} en signos de ${ELEMENT_NAME[element]}`;
    const lead = pick([
      `Con ${carriers}, una pregunta para llevarte`,
      `Con ${carriers}, llévate esta pregunta`,
      `Con ${carriers}, queda una pregunta abierta`,
      `Para terminar, y con ${carriers}, una pregunta`,
    ], 'closing-question-lead');
    return `${lead}: ${pick(questions[element], 'closing-question')}`;
  },
  closingFrame(dominant, pick) {
    return pick([
      `Ni siquiera ${dominant}, lo que más pesa en tu carta, decide por ti: la astrología es un lenguaje para mirarte con más claridad y elegir con más libertad, y es probable que cada vez que vuelvas a esta lectura descubras algo distinto.`,
      `Ningún mapa sustituye al viaje, tampoco este, con ${dominant} al frente: úsalo como una lista de preguntas más que de respuestas, y quédate con lo que te ayude a vivir con más conciencia.`,
      `Una carta natal describe tendencias, no obligaciones, y eso vale también para ${dominant}, lo que más la colorea: lo que hagas con ellas depende de ti, y eso es lo que la vuelve interesante a lo largo de los años.`,
      `Si algo enseña una carta como la tuya, con ${dominant} marcando el tono, es que ningún rasgo trabaja solo: lo que aquí se lee por partes, en tu vida ocurre a la vez, y eres tú quien lo ordena.`,
      `Lo escrito aquí, con ${dominant} en primer plano, es un punto de partida: relee lo que te resuene, discute lo que no, y observa en qué momentos de tu vida se vuelve verdad una u otra parte.`,
    ], 'closing-frame');
  },
};

/** The greeting goes before the intro and the summary; the rest of the frame never repeats the name. */
export function withGreeting(greeting: string | null, sentence: string): string {
  return greeting ? `${greeting}, ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}` : sentence;
}
