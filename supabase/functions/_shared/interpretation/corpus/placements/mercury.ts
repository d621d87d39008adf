import type { PlacementCorpus } from './types.ts';

// Mercury by sign and by house, in both voices (three readings of one sentence per sign; each house passage reads
// the sign's quality in that house).

export const MERCURY: PlacementCorpus = {
  self: {
    sign: {
      aries: [
        'Piensas rápido y hablas sin rodeos: tu mente disfruta del debate y de las decisiones inmediatas, y revisar antes de responder hace que tus primeras ideas, a menudo brillantes, lleguen también completas.',
        'Tu mente va por delante de la conversación, y a veces por delante de la prudencia; tu franqueza abre caminos, y una pausa de un segundo antes de hablar la vuelve certera.',
        'Con Mercurio en Aries aprendes haciendo y decides en el acto, y te aburren los rodeos: tu reto es escuchar hasta el final antes de responder.',
      ],
      taurus: [
        'Tu pensamiento es pausado y concreto: necesitas comprender a fondo antes de opinar, y cuando llegas a una conclusión, la sostienes.',
        'Aprendes mejor con ejemplos prácticos que con teorías sueltas, y te tomas tu tiempo para formar una opinión que luego no cambias a la ligera.',
        'Con Mercurio en Tauro tus ideas maduran despacio, pero duran: piensas con los sentidos y con el sentido común, y tu terquedad es la otra cara de esa firmeza.',
      ],
      gemini: [
        'Géminis es uno de los domicilios de Mercurio, y aquí tu mente trabaja con su herramienta natural: es veloz, ingeniosa y capaz de sostener muchas ideas a la vez.',
        'Mercurio está en su domicilio de Géminis: tienes facilidad para la palabra, los idiomas y las conexiones inesperadas, y elegir en qué profundizar es tu gran tarea.',
        'Con Mercurio en su domicilio, Géminis, piensas deprisa y en varias direcciones a la vez, y tu curiosidad convierte cualquier conversación en un descubrimiento.',
      ],
      cancer: [
        'Piensas con la memoria y con el corazón: recuerdas tonos, gestos y emociones más que datos fríos.',
        'Te comunicas con cuidado, y tus opiniones suelen nacer de lo que has vivido; cuando te sientes a salvo, tu palabra se vuelve muy certera.',
        'Con Mercurio en Cáncer aprendes mejor lo que te importa, y tu mente guarda los recuerdos como otros guardan archivos.',
      ],
      leo: [
        'Hablas con convicción y con un toque teatral que hace que te escuchen.',
        'Tu mente es creativa y se entusiasma con sus propias ideas, y acoger las ajenas con la misma generosidad enriquece tu voz.',
        'Con Mercurio en Leo tu palabra tiene presencia: cuentas las cosas para que se recuerden, y te conviene no confundir el convencimiento con la razón.',
      ],
      virgo: [
        'Virgo es a la vez domicilio y exaltación de Mercurio, una combinación poco común que afila la mente: es analítica, precisa y excelente con los detalles, y ves el error que otros pasan por alto.',
        'Mercurio está en Virgo en su domicilio y además en su exaltación: tu análisis es fino y exacto, y ese filo, dirigido hacia ti, puede volverse autocrítica; úsalo como herramienta y no como juicio.',
        'Con Mercurio en su domicilio y en su exaltación, en Virgo, ordenas, clasificas y mejoras casi sin darte cuenta, y tu palabra es útil porque es exacta.',
      ],
      libra: [
        'Piensas en diálogo: necesitas contrastar, escuchar otras versiones y buscar la forma más justa de decir las cosas.',
        'Tu diplomacia es un talento, siempre que no te lleve a posponer indefinidamente las decisiones.',
        'Con Mercurio en Libra ves siempre las dos caras de un asunto, y tu palabra une más que separa; decidir sin esperar el acuerdo de todos es tu aprendizaje.',
      ],
      scorpio: [
        'Tu pensamiento va al fondo: investigas, sospechas de lo evidente y lees entre líneas con una agudeza notable.',
        'Hablas poco de lo que de verdad importa, pero cuando lo haces, tus palabras pesan.',
        'Con Mercurio en Escorpio te interesan los secretos, los motivos y lo que nadie dice, y tu mente no suelta una pregunta hasta llegar a la raíz.',
      ],
      sagittarius: [
        'Sagitario es el exilio de Mercurio, frente a Géminis: tu mente rinde más con visión y síntesis que con listas y datos sueltos, y eso es un estilo, no una carencia.',
        'Con Mercurio en el exilio de Sagitario te apasionan la filosofía, los viajes y las ideas que abren horizontes, y hablas con franqueza y entusiasmo; solo cuida que la mirada de conjunto no te haga saltar detalles importantes.',
        'En Sagitario Mercurio está en su exilio, y piensas en grande: buscas el sentido antes que el dato, y tu franqueza convence cuando la acompañas de comprobaciones.',
      ],
      capricorn: [
        'Piensas con estructura y realismo: organizas, planificas y prefieres las ideas que pueden llevarse a la práctica.',
        'Tu palabra es seria y fiable, y permitirte algo de juego mental alimenta también tu creatividad.',
        'Con Mercurio en Capricornio aprendes para construir algo, y tu mente piensa en plazos, recursos y consecuencias antes que en ocurrencias.',
      ],
      aquarius: [
        'Tu mente es original, independiente y se adelanta a su tiempo: te atraen las ideas nuevas, la tecnología y las preguntas que incomodan al consenso.',
        'A veces defiendes tu punto de vista con tanta lógica que olvidas el tono emocional de la conversación, y tu mejor versión llega cuando esa lucidez también escucha.',
        'Con Mercurio en Acuario piensas por tu cuenta y te cuesta aceptar lo que nadie ha cuestionado; tus ideas suelen ir unos años por delante.',
      ],
      pisces: [
        'Piscis es a la vez exilio y caída de Mercurio: la lógica lineal cede ante la intuición, y piensas en imágenes, símbolos y asociaciones más que en líneas rectas.',
        'Con Mercurio en su exilio y en su caída, en Piscis, tu comunicación es sensible y poética, y anotar lo que percibes te ayuda a dar forma a ideas que, de otro modo, se te escaparían.',
        'En Piscis Mercurio está en su exilio y también en su caída, y tu mente capta lo que no se dice: aprendes por impregnación, y unas estructuras sencillas te ayudan a aterrizar lo que intuyes.',
      ],
    },
    house: [
      (q) => `Desde la casa 1, ${q} está a la vista: te defines a través de lo que piensas y dices, y la curiosidad forma parte de tu presencia.`,
      (q) => `Mercurio en la casa 2 orienta ${q} hacia lo práctico: pensar cómo valorar y aprovechar tus talentos es uno de tus puntos fuertes.`,
      (q) => `Mercurio en la casa 3 juega en terreno propio, y ${q} encuentra su sitio en escribir, aprender, enseñar y conversar con tu entorno cercano.`,
      (q) => `Desde la casa 4, ${q} vuelve a menudo a la familia y al pasado, y tu hogar puede ser también tu lugar de estudio o de trabajo intelectual.`,
      (q) => `Mercurio en la casa 5 pone ${q} al servicio del juego y de la creación: contar historias, escribir o enseñar jugando son formas naturales de expresarte.`,
      (q) => `Desde la casa 6, ${q} organiza el día a día: eres eficaz con los procesos, los detalles y las tareas que requieren método.`,
      (q) => `Mercurio en la casa 7 lleva ${q} al diálogo: las conversaciones con tu pareja, tus socios o tus clientes estimulan tus mejores ideas.`,
      (q) => `Desde la casa 8, ${q} investiga: te atraen los misterios, la psicología y todo lo que se esconde bajo la superficie.`,
      (q) => `Mercurio en la casa 9 orienta ${q} hacia las grandes preguntas: idiomas, viajes, estudios superiores y filosofía amplían tu forma de pensar.`,
      (q) => `Desde la casa 10, ${q} tiene una dimensión pública: comunicar, enseñar o gestionar información puede ser parte central de tu vocación.`,
      (q) => `Mercurio en la casa 11 lleva ${q} al grupo: las redes, las amistades y los proyectos colectivos son tu foro natural.`,
      (q) => `Desde la casa 12, ${q} se recoge hacia dentro: piensas mucho a solas, y escribir o meditar te ayuda a ordenar lo que percibes.`,
    ],
  },
  other: {
    sign: {
      aries: [
        'Piensa deprisa y habla sin rodeos: disfruta del debate y de decidir en el momento, y repasar antes de responder hace que sus primeras ideas, a menudo brillantes, lleguen además completas.',
        'Su mente va por delante de la conversación, y a veces por delante de la prudencia; su franqueza abre caminos, y una pausa de un segundo antes de hablar la vuelve certera.',
        'Con Mercurio en Aries aprende haciendo y decide en el acto, y le aburren los rodeos: su reto es escuchar hasta el final antes de responder.',
      ],
      taurus: [
        'Su pensamiento es pausado y concreto: necesita entender a fondo antes de opinar, y cuando llega a una conclusión, la mantiene.',
        'Aprende mejor con ejemplos prácticos que con teorías sueltas, y se toma su tiempo para formar una opinión que luego no cambia a la ligera.',
        'Con Mercurio en Tauro sus ideas maduran despacio, pero duran: piensa con los sentidos y con el sentido común, y su terquedad es la otra cara de esa firmeza.',
      ],
      gemini: [
        'Géminis es uno de los domicilios de Mercurio, y aquí su mente trabaja con la herramienta justa: es veloz, ingeniosa y capaz de sostener muchas ideas a la vez.',
        'Mercurio está en su domicilio de Géminis: tiene facilidad para la palabra, los idiomas y las conexiones imprevistas, y elegir dónde profundizar es su gran tarea.',
        'Con Mercurio en su domicilio, Géminis, piensa deprisa y en varias direcciones a la vez, y su curiosidad convierte cualquier charla en un descubrimiento.',
      ],
      cancer: [
        'Piensa con la memoria y con el corazón: recuerda tonos, gestos y emociones más que datos fríos.',
        'Se comunica con tacto, y sus opiniones suelen nacer de lo vivido; cuando se siente a salvo, su palabra se vuelve muy certera.',
        'Con Mercurio en Cáncer aprende mejor lo que le importa, y su mente guarda los recuerdos como otros guardan archivos.',
      ],
      leo: [
        'Habla con convicción y con un punto teatral que atrae la atención.',
        'Su mente es creativa y se entusiasma con sus propias ideas, y recibir las ajenas con la misma generosidad enriquece su voz.',
        'Con Mercurio en Leo su palabra tiene presencia: cuenta las cosas para que se recuerden, y le conviene no confundir el convencimiento con la razón.',
      ],
      virgo: [
        'Virgo es a la vez domicilio y exaltación de Mercurio, una combinación poco común que afila la mente: es analítica, precisa y muy buena con los detalles, y ve el error que otros pasan por alto.',
        'Mercurio está en Virgo en su domicilio y además en su exaltación: su análisis es fino y exacto, y ese filo, vuelto hacia dentro, puede convertirse en autocrítica; le sirve más como herramienta que como juicio.',
        'Con Mercurio en su domicilio y en su exaltación, en Virgo, ordena, clasifica y mejora casi sin darse cuenta, y su palabra es útil porque es exacta.',
      ],
      libra: [
        'Piensa en diálogo: necesita contrastar, escuchar otras versiones y buscar la forma más justa de decir las cosas.',
        'Su diplomacia es un talento, siempre que no se convierta en excusa para aplazar sin fin las decisiones.',
        'Con Mercurio en Libra ve siempre las dos caras de un asunto, y su palabra une más que separa; decidir sin esperar el acuerdo de todos es su aprendizaje.',
      ],
      scorpio: [
        'Su pensamiento va al fondo: investiga, desconfía de lo evidente y lee entre líneas con una agudeza notable.',
        'Habla poco de lo que de verdad importa, pero cuando lo hace, sus palabras pesan.',
        'Con Mercurio en Escorpio le interesan los secretos, los motivos y lo que nadie dice, y su mente no suelta una pregunta hasta llegar a la raíz.',
      ],
      sagittarius: [
        'Sagitario es el exilio de Mercurio, frente a Géminis: su mente rinde más con visión y síntesis que con listas y datos sueltos, y eso es un estilo, no una carencia.',
        'Con Mercurio en el exilio de Sagitario le apasionan la filosofía, los viajes y las ideas que abren horizontes, y habla con franqueza y entusiasmo; la mirada de conjunto, eso sí, a veces le hace saltarse detalles importantes.',
        'En Sagitario Mercurio está en su exilio, y piensa en grande: busca el sentido antes que el dato, y su franqueza convence cuando la acompaña de comprobaciones.',
      ],
      capricorn: [
        'Piensa con estructura y realismo: organiza, planifica y prefiere las ideas que se pueden llevar a la práctica.',
        'Su palabra es seria y fiable, y un poco de juego mental alimenta también su creatividad.',
        'Con Mercurio en Capricornio aprende para construir algo, y su mente piensa en plazos, recursos y consecuencias antes que en ocurrencias.',
      ],
      aquarius: [
        'Su mente es original, independiente y se adelanta a su tiempo: le atraen las ideas nuevas, la tecnología y las preguntas que incomodan al consenso.',
        'A veces defiende su punto de vista con tanta lógica que pierde de vista el tono emocional de la charla, y su mejor versión llega cuando esa lucidez también escucha.',
        'Con Mercurio en Acuario piensa por su cuenta y le cuesta aceptar lo que nadie ha cuestionado; sus ideas suelen ir unos años por delante.',
      ],
      pisces: [
        'Piscis es a la vez exilio y caída de Mercurio: la lógica lineal cede ante la intuición, y piensa en imágenes, símbolos y asociaciones más que en líneas rectas.',
        'Con Mercurio en su exilio y en su caída, en Piscis, su comunicación es sensible y poética, y anotar lo que percibe le ayuda a dar forma a ideas que, si no, se le escaparían.',
        'En Piscis Mercurio está en su exilio y también en su caída, y su mente capta lo que no se dice: aprende por impregnación, y unas estructuras sencillas le ayudan a aterrizar lo que intuye.',
      ],
    },
    house: [
      (q) => `Desde la casa 1, ${q} está a la vista: se define por lo que piensa y dice, y la curiosidad forma parte de su presencia.`,
      (q) => `Mercurio en la casa 2 orienta ${q} hacia lo práctico: pensar cómo valorar y aprovechar sus talentos es uno de sus puntos fuertes.`,
      (q) => `Mercurio en la casa 3 juega en terreno propio, y ${q} encuentra su sitio en escribir, aprender, enseñar y conversar con su entorno cercano.`,
      (q) => `Desde la casa 4, ${q} vuelve a menudo a la familia y al pasado, y su casa puede ser también su lugar de estudio o de trabajo intelectual.`,
      (q) => `Mercurio en la casa 5 pone ${q} al servicio del juego y de la creación: contar historias, escribir o enseñar jugando son formas naturales de expresarse.`,
      (q) => `Desde la casa 6, ${q} organiza el día a día: rinde mucho con los procesos, los detalles y las tareas que piden método.`,
      (q) => `Mercurio en la casa 7 lleva ${q} al diálogo: las conversaciones con su pareja, sus socios o sus clientes despiertan sus mejores ideas.`,
      (q) => `Desde la casa 8, ${q} investiga: le atraen los misterios, la psicología y todo lo que se esconde bajo la superficie.`,
      (q) => `Mercurio en la casa 9 orienta ${q} hacia las grandes preguntas: idiomas, viajes, estudios superiores y filosofía amplían su forma de pensar.`,
      (q) => `Desde la casa 10, ${q} tiene una dimensión pública: comunicar, enseñar o manejar información puede ser parte central de su vocación.`,
      (q) => `Mercurio en la casa 11 lleva ${q} al grupo: las redes, las amistades y los proyectos colectivos son su foro natural.`,
      (q) => `Desde la casa 12, ${q} se recoge hacia dentro: piensa mucho a solas, y escribir o meditar le ayuda a ordenar lo que percibe.`,
    ],
  },
};
