import type { TransitingBody } from '../../astro/events-types.ts';
import type { AspectFamily } from './vocabulary.ts';

// The return chart's aspects, read for one year: the Moon's to each planet (what the year's emotional needs meet),
// and the tightest ones between the other planets, pair by pair. Each sentence is written for its pair and its
// aspect family (the conjunction fuses, the sextile and the trine flow, the square and the opposition rub); the
// aspect's name and orb stand in the line that leads it. The slow planets' aspects to one another are left out:
// they last years and belong to a generation, not to one birthday.

export const MOON_ASPECT: Record<TransitingBody, Record<AspectFamily, string>> = {
  sun: {
    fusion: 'La Luna junto al Sol une lo que quieres y lo que necesitas: el año nace como una luna nueva, con un propósito claro que conviene estrenar con una intención concreta.',
    flow: 'La Luna en armonía con el Sol equilibra voluntad y emoción, y las decisiones del año te dejarán en paz contigo.',
    friction: 'La Luna enfrentada al Sol opone lo que quieres a lo que necesitas; escuchar a los dos, sin dar siempre la razón al mismo, será el aprendizaje del año.',
  },
  mercury: {
    fusion: 'La Luna junto a Mercurio hace que pienses lo que sientes y lo digas: hablar de tus emociones será fácil y útil.',
    flow: 'La Luna en buena relación con Mercurio facilita la comunicación íntima, y sabrás pedir lo que necesitas.',
    friction: 'La Luna en tensión con Mercurio hace discutir a la cabeza con el corazón; escribe lo que sientes antes de decidir.',
  },
  venus: {
    fusion: 'La Luna junto a Venus trae ternura, placer y armonía afectiva: es un año para disfrutar y cuidar los vínculos.',
    flow: 'La Luna en armonía con Venus suaviza tu vida emocional, y el afecto, la belleza y la buena compañía te sostienen.',
    friction: 'La Luna en tensión con Venus puede llevarte a buscar consuelo en el placer o en la aprobación ajena; pregúntate qué necesitas de verdad.',
  },
  mars: {
    fusion: 'La Luna junto a Marte calienta las emociones, que saltarán rápido y con intensidad; mover el cuerpo te ayudará a descargar.',
    flow: 'La Luna en armonía con Marte te da coraje emocional para actuar por lo que sientes y proteger lo tuyo.',
    friction: 'La Luna en tensión con Marte trae irritabilidad o choques en casa; busca válvulas de escape antes de que algo estalle.',
  },
  jupiter: {
    fusion: 'La Luna junto a Júpiter ensancha el ánimo, con optimismo, generosidad y una sensación de amparo que dura todo el año.',
    flow: 'La Luna en armonía con Júpiter trae bienestar emocional y apoyos que llegan a tiempo.',
    friction: 'La Luna en tensión con Júpiter puede exagerar las emociones o los gastos de consuelo; mide lo que prometes en los momentos de euforia o de dolor.',
  },
  saturn: {
    fusion: 'La Luna junto a Saturno pide contención: el año puede sentirse serio o solitario, y es un buen momento para madurar por dentro.',
    flow: 'La Luna en armonía con Saturno da estabilidad emocional, y sabrás cuidarte con constancia.',
    friction: 'La Luna en tensión con Saturno puede traer frialdad, cansancio o cargas familiares pesadas; pide ayuda y descansa sin culpa.',
  },
  uranus: {
    fusion: 'La Luna junto a Urano trae altibajos emocionales y cambios súbitos en casa; necesitarás libertad y margen para improvisar.',
    flow: 'La Luna en armonía con Urano te da frescura emocional, y los cambios te sientan bien.',
    friction: 'La Luna en tensión con Urano trae nervios e imprevistos domésticos; crea pequeñas rutinas que te anclen.',
  },
  neptune: {
    fusion: 'La Luna junto a Neptuno lleva la sensibilidad y la intuición al máximo, y conviene proteger tu energía de lo que absorbes.',
    flow: 'La Luna en armonía con Neptuno trae inspiración y empatía, y el arte y la meditación te nutren.',
    friction: 'La Luna en tensión con Neptuno puede confundir lo que sientes; busca claridad antes de actuar por compasión.',
  },
  pluto: {
    fusion: 'La Luna junto a Plutón intensifica todo lo emocional, en un año de transformación íntima profunda.',
    flow: 'La Luna en armonía con Plutón te da capacidad de regenerarte por dentro y de sanar heridas antiguas.',
    friction: 'La Luna en tensión con Plutón saca a la luz emociones intensas o dinámicas de control en la familia; míralas sin miedo.',
  },
};

/** 'sun-mars': the pair in the chart's order of planets. Pairs of slow planets are not read. */
export type ReturnPair = string;

/**
 * The tightest aspects between the return's planets, by pair and family. The Sun and Mercury, the Sun and Venus
 * only ever meet by conjunction here (Mercury and Venus never stray far from the Sun), and Mercury and Venus never
 * square or oppose each other.
 */
export const RETURN_PAIR: Record<ReturnPair, Partial<Record<AspectFamily, string>>> = {
  'sun-mercury': {
    fusion: 'Tu voluntad y tu manera de pensar van juntas, y el año es bueno para decidir, explicarte y poner por escrito lo que quieres.',
  },
  'sun-venus': {
    fusion: 'El propósito del año tiene algo de placer y de encuentro: lo que te importe de verdad pasará por el afecto, la belleza o un acuerdo.',
  },
  'sun-mars': {
    fusion: 'La voluntad y la acción se funden en un año de mucha energía y ganas de ganar, que pide elegir bien dónde la pones.',
    flow: 'La iniciativa acompaña a tu propósito, y lo que te propongas tendrá motor suficiente para salir adelante.',
    friction: 'Tu voluntad y tu impulso chocan, con prisas, enfados o cansancio si fuerzas; gana quien dosifica.',
  },
  'sun-jupiter': {
    fusion: 'El propósito y el crecimiento se unen en un año generoso, de confianza y oportunidades, siempre que no te disperses.',
    flow: 'La suerte acompaña a tu propósito con apoyos, ánimo y puertas abiertas para lo que emprendas.',
    friction: 'El entusiasmo puede inflar los planes; crece, pero comprueba que puedes sostener lo que prometes.',
  },
  'sun-saturn': {
    fusion: 'El propósito y la responsabilidad se funden en un año serio, de esfuerzo y de resultados que duran.',
    flow: 'La disciplina sostiene tu propósito: avanzas paso a paso y lo que construyes queda firme.',
    friction: 'Obstáculos y exigencias ponen a prueba tu voluntad, y la paciencia te hará más fuerte que la insistencia.',
  },
  'sun-uranus': {
    fusion: 'Tu propósito pide libertad, y los cambios inesperados y las ganas de romper moldes marcarán el año.',
    flow: 'La innovación acompaña a tu voluntad, y cambiar con un plan te renueva sin sobresaltos.',
    friction: 'Tu voluntad tropieza con imprevistos o con tu propia inquietud; elige la flexibilidad antes que la ruptura.',
  },
  'sun-neptune': {
    fusion: 'Tu propósito se vuelve más sensible e inspirado, y también más difuso, así que ponle a tus metas contornos claros.',
    flow: 'La intuición y la imaginación sostienen tu voluntad, y el arte, la ayuda o la espiritualidad te devuelven energía.',
    friction: 'La confusión o la desgana pueden desdibujar tus metas; duerme bien, comprueba los datos y no idealices.',
  },
  'sun-pluto': {
    fusion: 'Tu voluntad se vuelve intensa y transformadora, en un año de poder personal y de cambios de fondo.',
    flow: 'Tienes fuerza para transformar desde dentro lo que quieras, con una determinación tranquila.',
    friction: 'Las luchas de poder o las situaciones límite te obligan a transformarte; no te aferres a controlarlo todo.',
  },
  'mercury-venus': {
    fusion: 'Las palabras amables y el buen gusto van de la mano: es un buen año para escribir, negociar con tacto o enamorar con la palabra.',
    flow: 'La diplomacia y la comunicación se alían, con acuerdos agradables y conversaciones que acercan.',
  },
  'mercury-mars': {
    fusion: 'La mente se vuelve rápida y combativa: decides deprisa y defiendes tus ideas con energía, con cuidado de no herir.',
    flow: 'Pensar y actuar van a la par, y resuelves con eficacia y te expresas con decisión.',
    friction: 'Las discusiones, las prisas y las palabras afiladas acechan; cuenta hasta diez antes de responder.',
  },
  'mercury-jupiter': {
    fusion: 'Las ideas crecen con estudios, viajes y proyectos amplios, y el único riesgo es dispersarte.',
    flow: 'La mente se abre con facilidad, y aprender, enseñar y comunicar tienen buen viento.',
    friction: 'Las ganas de abarcar mucho dejan cabos sueltos, así que repasa la letra pequeña antes de firmar o de prometer.',
  },
  'mercury-saturn': {
    fusion: 'El pensamiento se vuelve serio y concreto, bueno para planificar, estudiar a fondo y hablar con precisión.',
    flow: 'La mente se organiza y gana hondura, y los contratos y los planes salen sólidos.',
    friction: 'Las dudas, las preocupaciones o los bloqueos al expresarte piden ordenar tus pensamientos por escrito.',
  },
  'mercury-uranus': {
    fusion: 'Llegan ideas brillantes y repentinas, con una mente inventiva aunque algo nerviosa.',
    flow: 'La originalidad corre por tus ideas: es buen año para la tecnología, la innovación o aprender algo distinto.',
    friction: 'Los nervios, los cambios de planes y los mensajes que se cruzan piden dejar margen y confirmar.',
  },
  'mercury-neptune': {
    fusion: 'La mente se vuelve poética e intuitiva: inspira, pero pide revisar los hechos.',
    flow: 'La imaginación enriquece tu manera de pensar, en la escritura, la música o una comunicación que sabe escuchar.',
    friction: 'Los malentendidos y la información confusa rondan el año; pregunta y verifica antes de decidir.',
  },
  'mercury-pluto': {
    fusion: 'Tu mente va al fondo de las cosas: investigas, convences y dices verdades que transforman.',
    flow: 'Tus palabras ganan poder, y se refuerza tu capacidad de convencer y de analizar a fondo.',
    friction: 'Las conversaciones pueden volverse luchas de poder, o una idea fija no te suelta; deja de necesitar tener razón.',
  },
  'venus-mars': {
    fusion: 'El deseo y el afecto se unen en un año apasionado, creativo y con mucha atracción.',
    flow: 'El amor y el deseo se entienden, las relaciones fluyen y la creatividad se enciende.',
    friction: 'Hay pasión con roces: lo que deseas y lo que quieres cuidar tiran hacia lados distintos, así que habla claro.',
  },
  'venus-jupiter': {
    fusion: 'La abundancia afectiva y social trae placer, generosidad y, a veces, exceso.',
    flow: 'El amor, el dinero y la alegría tienen viento a favor: disfruta y comparte.',
    friction: 'Tienta gastar o complacer de más, y el placer de hoy puede ser la deuda de mañana: elige lo que de verdad te llena.',
  },
  'venus-saturn': {
    fusion: 'El amor se vuelve serio, con compromisos, lealtad y quizá algo de distancia emocional.',
    flow: 'Los vínculos se estabilizan y el dinero se ordena, y lo que cuides con constancia crece.',
    friction: 'La frialdad, la soledad o las estrecheces en lo afectivo o en lo económico piden revisar qué esperas de los demás.',
  },
  'venus-uranus': {
    fusion: 'Los amores súbitos y los gustos nuevos piden un año con libertad en los afectos.',
    flow: 'Las relaciones se vuelven frescas y originales, y lo diferente te atrae y te sienta bien.',
    friction: 'Los vínculos inestables o la necesidad de espacio piden conversar antes de romper.',
  },
  'venus-neptune': {
    fusion: 'El romanticismo y la inspiración artística traen un amor idealista que conviene vivir con los ojos abiertos.',
    flow: 'La ternura, el arte y la compasión te regalan un año de belleza y sensibilidad.',
    friction: 'Son posibles las idealizaciones y las desilusiones, en el amor o en el dinero, así que verifica.',
  },
  'venus-pluto': {
    fusion: 'El amor se vuelve intenso y transformador, con vínculos magnéticos que cambian algo de fondo.',
    flow: 'Las relaciones ganan hondura y los recursos compartidos pueden crecer.',
    friction: 'Los celos, la posesividad o alguna crisis afectiva piden preguntarte qué intentas retener.',
  },
  'mars-jupiter': {
    fusion: 'La energía se vuelve expansiva, con iniciativas grandes, valor y ganas de conquistar, y el riesgo del exceso.',
    flow: 'La acción encuentra apoyo, y el deporte, los viajes y los proyectos ambiciosos avanzan.',
    friction: 'La imprudencia o el exceso de confianza piden calcular antes de lanzarte.',
  },
  'mars-saturn': {
    fusion: 'La energía se disciplina: puedes trabajar muy duro, aunque a ratos sientas el freno puesto.',
    flow: 'El esfuerzo es constante y eficaz, y lo que emprendas con método llegará lejos.',
    friction: 'La frustración y los bloqueos aparecen cuando la acción choca con los límites; cambia fuerza por estrategia.',
  },
  'mars-uranus': {
    fusion: 'La energía se vuelve eléctrica e imprevisible, con audacia, cambios rápidos y algo de riesgo.',
    flow: 'La iniciativa se vuelve original: actúas con valentía y te adaptas rápido.',
    friction: 'La impaciencia, la rebeldía o los accidentes por las prisas piden bajar el ritmo.',
  },
  'mars-neptune': {
    fusion: 'La energía se pone al servicio de un ideal, y la fuerza bruta no funciona.',
    flow: 'La acción se inspira, y la danza, el deporte suave, el arte o la ayuda a otros te dan fuerza.',
    friction: 'El cansancio o los motivos confusos piden descansar y aclarar qué quieres.',
  },
  'mars-pluto': {
    fusion: 'Tienes una potencia enorme para transformar, y conviene usarla con ética y sin imponerte.',
    flow: 'La determinación honda y la resistencia traen logros importantes por perseverancia.',
    friction: 'Los choques de poder o la presión extrema piden evitar los enfrentamientos de dominio.',
  },
  'jupiter-saturn': {
    fusion: 'Crecer y consolidar se juntan en un año para construir algo grande sobre bases sólidas.',
    flow: 'La expansión y la estructura colaboran, y las oportunidades llegan en una medida que puedes sostener.',
    friction: 'Crecer y contenerte tiran en direcciones opuestas; elige qué ampliar y qué asegurar.',
  },
  'jupiter-uranus': {
    fusion: 'Los golpes de suerte y las oportunidades repentinas de libertad pueden cambiar tus planes.',
    flow: 'La innovación tiene viento a favor, y lo nuevo trae crecimiento.',
    friction: 'El entusiasmo puede precipitar cambios, así que mide los riesgos antes de saltar.',
  },
  'jupiter-neptune': {
    fusion: 'La fe, la compasión y la imaginación se expanden en un año espiritual o artístico.',
    flow: 'La intuición guía tu crecimiento: confía en ella y dale forma creativa.',
    friction: 'El idealismo excesivo o las promesas vagas piden discernimiento.',
  },
  'jupiter-pluto': {
    fusion: 'La ambición y el poder de transformar crecen a lo grande, y puedes llegar lejos si usas la influencia con ética.',
    flow: 'Los recursos y la influencia aumentan de forma honda y duradera.',
    friction: 'Las ambiciones desmedidas o los choques de poder piden moderar el afán de control.',
  },
  'saturn-uranus': {
    fusion: 'El orden y el cambio se encuentran, y te toca dar estructura a tu necesidad de libertad.',
    flow: 'Los cambios llegan ordenados, y puedes renovar sin destruir.',
    friction: 'La seguridad y la libertad chocan; busca la transición gradual.',
  },
  'saturn-neptune': {
    fusion: 'Los sueños pasan la prueba de la realidad, y solo los que tienen base siguen adelante.',
    flow: 'Puedes dar forma concreta a un ideal, con paciencia y método.',
    friction: 'La desilusión o la incertidumbre sobre tus metas piden reforzar lo esencial.',
  },
  'saturn-pluto': {
    fusion: 'La presión y la transformación se juntan, y algunas estructuras caen para reconstruirse.',
    flow: 'Tienes fuerza y constancia para cambios profundos y duraderos.',
    friction: 'Las presiones fuertes y las situaciones de poder piden firmeza y límites claros.',
  },
};
