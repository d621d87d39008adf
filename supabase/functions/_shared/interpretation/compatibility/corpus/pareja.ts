import type { CategoryCorpus } from './types.ts';

// Pareja: desire, tenderness, commitment. Written for a reader who may be one of the two or someone looking on.

export const PAREJA: CategoryCorpus = {
  headings: {
    opening: (w) => `${w.a} y ${w.b} como pareja`,
    strengths: () => 'Lo que enciende y sostiene el vínculo',
    friction: () => 'Donde el amor pide trabajo',
    houses: () => 'Las casas que se prestan',
    closing: () => 'Para cuidar esta relación',
  },
  harmony: {
    low: (w) => `Entre ${w.a} y ${w.b} el amor no viene dado: viene construido. Las cartas marcan más puntos de roce que de descanso, y eso no condena a nadie, pero sí avisa de que esta pareja crece a fuerza de conversaciones honestas y de paciencia con los ritmos de quien se tiene al lado.`,
    mid: (w) => `La pareja que forman ${w.a} y ${w.b} tiene un equilibrio interesante entre lo que fluye solo y lo que hay que negociar. Hay suficiente afinidad para sentirse en casa y suficiente diferencia para que la relación no se vuelva previsible.`,
    high: (w) => `Pocas combinaciones se reconocen tan deprisa como la de ${w.a} y ${w.b}. Sus cartas se buscan por muchos caminos a la vez, y esa facilidad es un regalo que conviene no dar por supuesto, porque la comodidad también necesita gestos que la renueven.`,
  },
  intensity: {
    low: (w) => `El vínculo se vive a fuego lento: entre ${w.a} y ${w.b} hay pocas chispas bruscas, y la atracción tiende a madurar con el tiempo más que a estallar de golpe.`,
    mid: (w) => `La intensidad es moderada, lo justo para que ${w.a} y ${w.b} sientan que la relación importa sin que cada desacuerdo se convierta en terremoto.`,
    high: (w) => `La carga es alta: lo que ${w.a} despierta en ${w.b}, y al revés, se siente en el cuerpo y tarda en olvidarse. Esa fuerza magnetiza, y también exige saber bajar el volumen cuando hace falta.`,
  },
  pairs: {
    'sun-sun': {
      conjunction: (w) => `Los Soles de ${w.a} y ${w.b} casi coinciden: quieren cosas muy parecidas de la vida, y como pareja se reconocen enseguida. El riesgo es competir por el mismo foco en lugar de compartirlo.`,
      flowing: (w) => `Con los Soles en ${w.asp}, ${w.a} y ${w.b} se admiran sin que ninguna de las dos identidades se sienta amenazada. Cada cual puede brillar sin apagar a quien tiene al lado.`,
      tense: (w) => `Los Soles de ${w.a} y ${w.b} forman ${w.asp}: dos voluntades que tiran hacia metas diferentes. En pareja esto se nota en las grandes decisiones, que conviene tomar con tiempo y sin vencedores.`,
    },
    'sun-saturn': {
      conjunction: (w) => `Saturno de ${w.b} sobre el Sol de ${w.a} da a la pareja seriedad y vocación de durar. ${w.b} ofrece estructura; ${w.a} a veces siente que debe ganarse una aprobación que tarda en llegar.`,
      flowing: (w) => `El Sol de ${w.a} y Saturno de ${w.b} están en ${w.asp}: ${w.b} aporta constancia a los sueños de ${w.a}, y la relación gana cimientos con cada año que pasa.`,
      tense: (w) => `Con ${w.asp} entre el Sol de ${w.a} y Saturno de ${w.b}, la pareja puede sentirse más deber que deseo. ${w.a} necesita oír reconocimiento, y ${w.b} aprender que la crítica constante enfría el amor.`,
    },
    'venus-pluto': {
      conjunction: (w) => `Plutón de ${w.b} se funde con Venus de ${w.a}: una atracción obsesiva, difícil de olvidar. El amor aquí transforma, aunque también puede volverse posesivo si nadie pone palabras a los celos.`,
      flowing: (w) => `Venus de ${w.a} y Plutón de ${w.b} forman ${w.asp}, y el vínculo gana hondura sin dramatismo. ${w.b} despierta en ${w.a} un deseo de entrega que sana más que inquieta.`,
      tense: (w) => `Entre Venus de ${w.a} y Plutón de ${w.b} hay ${w.asp}, la firma de las pasiones con pulso de poder. Hablar de la confianza antes de que aparezca la sospecha evita muchas heridas.`,
    },
    'venus-ascendant': {
      conjunction: (w) => `Venus de ${w.a} cae sobre el Ascendente de ${w.b}: a ${w.a} le gusta de inmediato cómo es ${w.b}, su forma de moverse y de estar. Es una de las firmas más claras de atracción a primera vista.`,
      flowing: (w) => `Con ${w.asp} entre Venus de ${w.a} y el Ascendente de ${w.b}, el trato es cálido desde el principio. ${w.b} se siente a gusto en su propia piel al lado de ${w.a}.`,
      tense: (w) => `Venus de ${w.a} y el Ascendente de ${w.b} forman ${w.asp}: lo que ${w.a} encuentra bonito no siempre coincide con cómo ${w.b} quiere mostrarse. Pequeños choques de estilo que piden tacto.`,
    },
    'sun-ascendant': {
      conjunction: (w) => `El Sol de ${w.a} ilumina el Ascendente de ${w.b}: ${w.a} ve a ${w.b} con claridad y le da confianza para mostrarse. Como pareja se presentan ante el mundo con naturalidad.`,
      flowing: (w) => `El Sol de ${w.a} y el Ascendente de ${w.b} están en ${w.asp}, y hay simpatía espontánea. Lo que ${w.a} es y cómo se presenta ${w.b} se llevan bien.`,
      tense: (w) => `Con ${w.asp} entre el Sol de ${w.a} y el Ascendente de ${w.b}, el carácter de ${w.a} puede eclipsar o incomodar a ${w.b}. Dejar espacio a la manera de ser de cada cual mantiene el equilibrio.`,
    },
    'mars-saturn': {
      conjunction: (w) => `Saturno de ${w.b} se junta con Marte de ${w.a}: el deseo de ${w.a} encuentra en ${w.b} un freno, a veces protector y a veces frustrante. Con paciencia, esa contención se vuelve resistencia compartida.`,
      flowing: (w) => `Marte de ${w.a} y Saturno de ${w.b} forman ${w.asp}: la pareja sabe sostener el esfuerzo. Proyectos largos, como una casa o una familia, encuentran aquí energía y método.`,
      tense: (w) => `Entre Marte de ${w.a} y Saturno de ${w.b} hay ${w.asp}, y el impulso de ${w.a} choca con la cautela de ${w.b}. En la intimidad y en las decisiones, conviene acordar ritmos antes de que aparezca el reproche.`,
    },
    'sun-moon': {
      conjunction: (w) => `El Sol de ${w.a} cae sobre la Luna de ${w.b}, una de las firmas clásicas de pareja: lo que ${w.a} quiere ser encuentra en ${w.b} un lugar donde apoyarse. En lo cotidiano se nota como una sensación de encaje difícil de explicar, de que la casa compartida tiene sentido.`,
      flowing: (w) => `Con ${w.asp} entre el Sol de ${w.a} y la Luna de ${w.b}, la voluntad de una persona y las emociones de la otra se llevan bien. ${w.b} tiende a sentirse a salvo cuando ${w.a} toma decisiones, y ${w.a} encuentra en esa calma un espejo amable.`,
      tense: (w) => `${w.asp.charAt(0).toUpperCase() + w.asp.slice(1)} une el Sol de ${w.a} con la Luna de ${w.b}, y ahí lo que una persona necesita para brillar choca a veces con lo que la otra necesita para sentirse cuidada. No es falta de amor: es una diferencia de ritmos que pide turnos claros.`,
    },
    'venus-mars': {
      conjunction: (w) => `Venus de ${w.a} y Marte de ${w.b} coinciden casi en el mismo grado, y esa es la química en estado puro. El deseo de ${w.b} sabe exactamente hacia dónde ir, y el modo de querer de ${w.a} le responde sin rodeos.`,
      flowing: (w) => `Hay ${w.asp} entre Venus de ${w.a} y Marte de ${w.b}: la atracción fluye con naturalidad y sin juegos de poder. El cortejo entre las dos personas resulta fácil, casi divertido, y la vida íntima suele ser un lugar de encuentro y no de prueba.`,
      tense: (w) => `Venus de ${w.a} y Marte de ${w.b} forman ${w.asp}, una atracción con filo. Lo que enciende también roza: ${w.b} puede ir más rápido de lo que ${w.a} necesita, y la reconciliación suele ser tan intensa como la discusión que la provocó.`,
    },
    'sun-venus': {
      conjunction: (w) => `Venus de ${w.b} se posa sobre el Sol de ${w.a}, y eso suele traducirse en admiración a primera vista. ${w.b} ve lo mejor de ${w.a} sin esfuerzo, y a ${w.a} le sienta bien ese cariño que no exige que cambie.`,
      flowing: (w) => `El Sol de ${w.a} y Venus de ${w.b} se miran con ${w.asp}: hay ternura y gusto compartido. Los planes de ocio, los regalos y las pequeñas atenciones salen solos, y ambas vidas se vuelven más bonitas en compañía.`,
      tense: (w) => `Entre el Sol de ${w.a} y Venus de ${w.b} hay ${w.asp}, y el cariño a veces se mide con reglas distintas. ${w.b} puede sentir que da más de lo que recibe, y ${w.a} que se le pide un brillo que no siempre tiene.`,
    },
    'moon-venus': {
      conjunction: (w) => `La Luna de ${w.a} y Venus de ${w.b} se funden, y de ahí nace una dulzura doméstica muy reconocible. ${w.b} sabe consolar a ${w.a} con gestos sencillos, y el hogar que comparten tiende a ser un refugio.`,
      flowing: (w) => `Con ${w.asp} entre la Luna de ${w.a} y Venus de ${w.b}, el afecto tiene buena temperatura. ${w.a} se siente querida o querido sin tener que pedirlo, y ${w.b} disfruta cuidando; la convivencia gana suavidad.`,
      tense: (w) => `La Luna de ${w.a} y Venus de ${w.b} están en ${w.asp}, así que lo que a ${w.a} le calma no siempre coincide con lo que ${w.b} ofrece como cariño. Preguntar «¿qué necesitas hoy?» evita muchos malentendidos.`,
    },
    'moon-moon': {
      conjunction: (w) => `Las dos Lunas coinciden: ${w.a} y ${w.b} sienten con el mismo compás. Se entienden sin palabras en los días malos, aunque también pueden contagiarse el mal humor sin darse cuenta.`,
      flowing: (w) => `Las Lunas de ${w.a} y ${w.b} forman ${w.asp}, un acuerdo emocional de fondo. Los hábitos, los horarios y las maneras de descansar encajan, y esa comodidad sostiene a la pareja cuando lo demás se complica.`,
      tense: (w) => `Las Lunas de ${w.a} y ${w.b} están en ${w.asp}: cada cual se calma de un modo diferente. Cuando ${w.a} necesita cercanía, ${w.b} quizá necesite espacio, y aprender a leerse en eso es una de las tareas centrales del vínculo.`,
    },
    'mars-mars': {
      conjunction: (w) => `Marte de ${w.a} y Marte de ${w.b} coinciden, de modo que la pareja tiene un mismo motor. Cuando reman en una dirección son imparables; cuando no, la pelea es de igual a igual y nadie cede fácilmente.`,
      flowing: (w) => `Los dos Martes forman ${w.asp}, y eso da a ${w.a} y ${w.b} una energía compatible: se animan a hacer cosas, se contagian ganas y el deseo encuentra un tempo común.`,
      tense: (w) => `Con ${w.asp} entre los Martes de ${w.a} y ${w.b}, el enfado de una persona dispara el de la otra. Conviene pactar de antemano cómo se discute, porque la intensidad que une a la pareja también puede desgastarla.`,
    },
    'sun-mars': {
      conjunction: (w) => `Marte de ${w.b} cae sobre el Sol de ${w.a}, un contacto que estimula y provoca a la vez. ${w.b} empuja a ${w.a} a moverse, a atreverse, y en la intimidad eso se vive como un fuego directo.`,
      flowing: (w) => `El Sol de ${w.a} y Marte de ${w.b} están en ${w.asp}: ${w.b} aporta iniciativa a lo que ${w.a} quiere construir. Es una pareja que se anima mutuamente a probar cosas nuevas.`,
      tense: (w) => `El Sol de ${w.a} y Marte de ${w.b} forman ${w.asp}, y puede aparecer una lucha por quién marca el paso. ${w.a} percibe presión donde ${w.b} solo quería avanzar; reconocerlo a tiempo quita veneno a las discusiones.`,
    },
    'moon-mars': {
      conjunction: (w) => `Marte de ${w.b} toca la Luna de ${w.a}: hay atracción física y también susceptibilidad. ${w.a} se siente muy viva o muy vivo junto a ${w.b}, aunque un comentario brusco le llega más hondo de lo que parece.`,
      flowing: (w) => `Entre la Luna de ${w.a} y Marte de ${w.b} hay ${w.asp}, y la pasión se mezcla bien con la ternura. ${w.b} protege con energía lo que ${w.a} siente, y eso da seguridad.`,
      tense: (w) => `La Luna de ${w.a} y Marte de ${w.b} están en ${w.asp}, así que las prisas de ${w.b} pueden herir la sensibilidad de ${w.a}. Suavizar el tono cuesta poco y evita heridas que tardan en cerrar.`,
    },
    'venus-saturn': {
      conjunction: (w) => `Saturno de ${w.b} se une a Venus de ${w.a}, una firma de compromiso serio. El amor aquí se demuestra con hechos y con permanencia, aunque a ${w.a} a veces le falte espontaneidad en las muestras de cariño de ${w.b}.`,
      flowing: (w) => `Venus de ${w.a} y Saturno de ${w.b} forman ${w.asp}: el cariño se asienta y se vuelve fiable. Es de esos vínculos que mejoran con los años porque cada cual cuida lo construido.`,
      tense: (w) => `Con ${w.asp} entre Venus de ${w.a} y Saturno de ${w.b}, el afecto puede sentirse medido o condicionado. ${w.a} necesita oír que se le quiere sin exámenes, y ${w.b} aprende que la ternura también es una forma de responsabilidad.`,
    },
    'mercury-venus': {
      conjunction: (w) => `Mercurio de ${w.a} y Venus de ${w.b} coinciden: la conversación es en sí misma una forma de seducción. Se escriben, se ríen, se cuentan cosas, y esa complicidad verbal sostiene el romance.`,
      flowing: (w) => `Entre Mercurio de ${w.a} y Venus de ${w.b} hay ${w.asp}, y las palabras llegan con cariño. Saben decirse cosas difíciles de forma amable, lo que en una pareja vale oro.`,
      tense: (w) => `Mercurio de ${w.a} y Venus de ${w.b} están en ${w.asp}: lo que ${w.a} dice con lógica, ${w.b} lo escucha con el corazón. Aclarar la intención detrás de cada frase evita heridas innecesarias.`,
    },
    'venus-venus': {
      conjunction: (w) => `Las Venus de ${w.a} y ${w.b} coinciden: les gustan las mismas cosas y quieren de manera parecida. La estética compartida, la música o los planes de fin de semana son terreno común desde el primer día.`,
      flowing: (w) => `Las Venus de ${w.a} y ${w.b} forman ${w.asp}, y los gustos se complementan sin competir. Cada cual descubre placeres nuevos a través de esa otra mirada.`,
      tense: (w) => `Con ${w.asp} entre las Venus de ${w.a} y ${w.b}, lo que a una persona le parece romántico, a la otra le parece excesivo o insuficiente. Negociar los pequeños placeres es más importante de lo que parece.`,
    },
    'mercury-mercury': {
      conjunction: (w) => `Los Mercurios de ${w.a} y ${w.b} coinciden y la pareja piensa en la misma longitud de onda. Terminar las frases de la otra persona es casi un juego, y las decisiones prácticas se toman deprisa.`,
      flowing: (w) => `Hay ${w.asp} entre los Mercurios de ${w.a} y ${w.b}: hablar resulta fácil y estimulante. La pareja resuelve los asuntos de la vida diaria sin dramatizarlos.`,
      tense: (w) => `Los Mercurios de ${w.a} y ${w.b} forman ${w.asp}, y las discusiones de pareja pueden enredarse en quién tiene razón. Escuchar hasta el final antes de responder cambia mucho el tono.`,
    },
  },
  role: {
    sun: (w) => `El Sol de ${w.a} trae a la pareja su necesidad de que se le vea y se le valore tal como es.`,
    moon: (w) => `La Luna de ${w.a} pone sobre la mesa lo que necesita para sentirse en casa con alguien.`,
    mercury: (w) => `Mercurio de ${w.a} marca cómo habla del amor y cómo pide lo que quiere.`,
    venus: (w) => `Venus de ${w.a} describe su forma de enamorarse y de demostrar cariño.`,
    mars: (w) => `Marte de ${w.a} es su deseo y su manera de tomar la iniciativa en la relación.`,
    jupiter: (w) => `Júpiter de ${w.a} aporta optimismo y ganas de que la relación crezca.`,
    saturn: (w) => `Saturno de ${w.a} habla de compromiso y también de sus miedos a entregarse.`,
    uranus: (w) => `Urano de ${w.a} trae la necesidad de libertad y de sorpresas dentro del amor.`,
    neptune: (w) => `Neptuno de ${w.a} añade romanticismo, idealización y una entrega difícil de medir.`,
    pluto: (w) => `Plutón de ${w.a} trae profundidad, pasión y un deseo de fusión que transforma.`,
    trueNode: (w) => `El nodo norte de ${w.a} señala hacia dónde quiere crecer su vida, y la pareja puede acompañar ese rumbo.`,
    ascendant: (w) => `El Ascendente de ${w.a} es lo primero que se ve de su presencia física y su estilo.`,
    midheaven: (w) => `El Medio Cielo de ${w.a} muestra sus metas públicas, que la pareja comparte o cuestiona.`,
  },
  family: {
    conjunction: [
      (w) => `Esos dos puntos forman ${w.asp}, y cuando se funden así, ${w.a} y ${w.b} los viven como uno solo, para bien y para mal.`,
      (w) => `Al estar en ${w.asp}, la relación gira con frecuencia en torno a ese asunto.`,
    ],
    flowing: [
      (w) => `Entre los dos puntos hay ${w.asp}: el contacto fluye, y ${w.a} y ${w.b} lo disfrutan sin tener que pensarlo mucho.`,
      (w) => `Con ${w.asp} de por medio, es un apoyo tranquilo, de los que se notan más cuando faltan que cuando están.`,
    ],
    tense: [
      (w) => `Entre los dos puntos hay ${w.asp}: aquí ${w.a} y ${w.b} se rozan, y ese roce se convierte en crecimiento si lo hablan a tiempo.`,
      (w) => `Lo que marca ${w.asp} no se arregla solo, pero bien llevado da profundidad y verdad al vínculo.`,
    ],
  },
  houses: {
    1: (w, p) => `Con ${p} en su primera casa, ${w.b} percibe a ${w.a} en la piel: es alguien que le cambia la manera de presentarse ante el mundo.`,
    4: (w, p) => `Al caer ${p} en la cuarta casa de ${w.b}, ${w.a} toca su vida privada y su idea de hogar; la convivencia es un tema central de esta pareja.`,
    5: (w, p) => `${p} en la quinta casa de ${w.b} trae juego, flirteo y alegría: con ${w.a}, ${w.b} recupera las ganas de divertirse y de crear.`,
    7: (w, p) => `Que ${p} ocupe la séptima casa de ${w.b} es un signo clásico de pareja declarada: ${w.b} ve en ${w.a} a alguien con quien comprometerse de verdad.`,
    8: (w, p) => `En la octava casa de ${w.b} cae ${p}, y así ${w.a} despierta intimidad profunda y deseo, junto con temas de confianza, dinero compartido y entrega.`,
  },
  noHousesOne: (w) => `Sin la hora de nacimiento de ${w.a} no sabemos qué casas de su carta habita ${w.b}, así que esta parte solo se lee en un sentido y con prudencia.`,
  noHousesBoth: (w) => `Como faltan las horas de nacimiento de ${w.a} y de ${w.b}, no hay casas que leer: la lectura de pareja se apoya solo en los aspectos entre planetas.`,
  moonUncertain: (w) => `Un matiz importante: sin hora de nacimiento, la Luna de ${w.a} pudo estar en dos signos ese día, por eso sus contactos cuentan menos en la puntuación de pareja.`,
  elements: {
    same: (w, e) => `En el fondo, ${w.a} y ${w.b} comparten elemento dominante, ${e}, y eso les da un idioma amoroso común: se entienden en lo básico aunque a veces les falte contraste.`,
    complementary: (w, x, y) => `El elemento que domina en ${w.a} es ${x} y en ${w.b} ${y}, una mezcla que se alimenta: cada cual aporta a la pareja justo lo que a la otra persona le cuesta generar.`,
    contrasting: (w, x, y) => `Predomina ${x} en ${w.a} y ${y} en ${w.b}; son temperamentos distintos que, en pareja, se atraen por la diferencia y necesitan traducirse para no malinterpretarse.`,
  },
  closing: {
    easy: (w) => `Si eres ${w.a} o ${w.b}, aprovecha la facilidad que muestran estas cartas para cuidar lo pequeño: una cita sin móviles, una pregunta sincera, un gesto que diga «te elijo». La química ya está; el cariño se riega a diario.`,
    effort: (w) => `Si eres ${w.a} o ${w.b}, no leas estos números como un veredicto. Las parejas con más roce que armonía pueden ser muy hondas cuando deciden conocerse de verdad; empieza por nombrar una necesidad propia sin reproche y escuchar la otra sin defenderte.`,
  },
};
