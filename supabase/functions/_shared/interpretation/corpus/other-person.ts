import type { SignId } from '../../contract/chart.ts';
import type { PlanetId, Twelve } from '../../contract/vocabulary.ts';
import type { AspectFamily } from './aspects/index.ts';

// Passages of a reading about someone else (a partner, a child, a friend): the reader is still "tú", the
// chart's owner is spoken of in the third person. Written on its own, not derived from the second-person texts,
// so each sentence reads as Spanish. Nothing here carries gender: a name says nothing reliable about it. The frame
// of such a reading (intro, section openings, synthesis, cycles, closing) is in corpus/other-frames.ts.

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

// The summary's pieces and the modern co-rulers, for someone else's chart.

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


// The north node by sign and by house, for someone else's chart.

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

export const OTHER_NORTH_NODE_HOUSE: Twelve<(lesson: string) => string> = [
  (q) => `En la casa 1, ${q} le pide tomar la iniciativa y definir quién es más allá de lo que esperan sus relaciones.`,
  (q) => `En la casa 2, ${q} pasa por generar recursos propios y reconocer el valor de lo que ofrece.`,
  (q) => `En la casa 3, ${q} se hace en lo cotidiano: el aprendizaje diario, las preguntas y la conversación con quienes tiene cerca.`,
  (q) => `En la casa 4, ${q} le pide cuidar la vida íntima, el hogar y las raíces tanto como los logros visibles.`,
  (q) => `En la casa 5, ${q} pasa por crear, jugar y expresar lo que siente sin esperar el aplauso del grupo.`,
  (q) => `En la casa 6, ${q} apunta al servicio concreto, a las rutinas que dan sostén y al trabajo bien hecho.`,
  (q) => `En la casa 7, ${q} se ensancha a través de la pareja, las alianzas y la colaboración.`,
  (q) => `En la casa 8, ${q} pasa por la intimidad, por compartir y por dejarse transformar por lo que vive con otros.`,
  (q) => `En la casa 9, ${q} empuja hacia el estudio, los viajes y una filosofía de vida propia.`,
  (q) => `En la casa 10, ${q} apunta a su vocación y a asumir un papel visible en el mundo.`,
  (q) => `En la casa 11, ${q} invita a sumarse a proyectos colectivos y a cultivar amistades con futuro.`,
  (q) => `En la casa 12, ${q} le pide cultivar la vida interior, la compasión y la entrega a algo más grande que su propia historia.`,
];

// Inside the factor paragraphs: the chart ruler, retrograde planets and stelliums, for someone else's chart.



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
