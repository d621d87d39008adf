import type { PairTexts } from './types.ts';

// Mercury with Venus to Pluto and the angles.

export const MERCURY_ASPECTS: Record<string, PairTexts> = {
  'mercury-venus': {
    conjunction:
      'Tienes una forma de hablar amable y persuasiva: sabes suavizar un mensaje difícil y encontrar la palabra bonita. Te atraen la literatura, la música, el diseño y cualquier oficio donde la forma importe tanto como el contenido. A veces evitas decir lo incómodo para no romper la armonía; tu voz gana cuando la cortesía no le quita verdad.',
    flowing:
      'Tu mente tiene buen gusto: escribes, conversas o negocias con gracia, y la gente disfruta escuchándote. Este contacto, que solo puede darse como sextil porque Mercurio y Venus nunca se separan mucho, suaviza tus palabras y te ayuda a llegar a acuerdos. Es una pequeña facilidad cotidiana que se nota en cartas, mensajes y reuniones.',
    tense:
      'Mercurio y Venus nunca se alejan lo bastante para formar una cuadratura o una oposición vistos desde la Tierra, así que este dato merece revisión. Para saber cómo combinas palabra y afecto, fíjate mejor en los signos de ambos planetas y en si comparten elemento.',
  },
  'mercury-mars': {
    conjunction:
      'Tu mente es rápida, directa y combativa: piensas deprisa, contestas antes de que terminen la frase y disfrutas de un buen debate. Tienes agudeza para detectar lo que no funciona y valor para decirlo. El filo de tus palabras puede cortar más de lo que pretendes; aprender a elegir el momento convierte esa franqueza en una autoridad que se respeta.',
    flowing:
      'Piensas y actúas en la misma línea: cuando ves la solución, la pones en marcha sin perder tiempo. Tienes ingenio, reflejos y capacidad para defender tus ideas con energía pero sin agresividad. Es una gran combinación para emprender, negociar, escribir con ritmo o cualquier trabajo que premie la decisión rápida.',
    tense:
      'Las discusiones te encienden: sientes que tienes que ganar, y tus palabras pueden salir más duras de lo que querías. También puede haber nerviosismo, prisa mental o tendencia a precipitarte. Cuando cuentas hasta diez, o escribes la respuesta y la envías al día siguiente, esa energía mental se convierte en una capacidad de argumentar brillante.',
  },
  'mercury-jupiter': {
    conjunction:
      'Tu mente busca el cuadro completo: te interesan las grandes ideas, los idiomas, los viajes y las explicaciones que dan sentido. Hablas con entusiasmo y sabes enseñar, aunque a veces exageras o te pierdes en generalidades. Anotar los detalles que tiendes a saltarte, y comprobar datos antes de afirmar, hace que tu visión convenza todavía más.',
    flowing:
      'Aprendes con gusto y comunicas con optimismo. Tienes facilidad para los estudios, la escritura o la enseñanza, y una manera de explicar que hace comprensible lo complejo. Tu buen juicio se nota al tomar decisiones importantes, y tu palabra suele abrir puertas. Es un aspecto que favorece todo lo relacionado con el conocimiento.',
    tense:
      'Prometes más de lo que cabe en tu agenda, o te lanzas a opinar con una seguridad que los datos no respaldan del todo. Tu mente se dispersa entre demasiados intereses. No es falta de inteligencia, sino exceso de entusiasmo. Priorizar, terminar lo empezado y escuchar con atención las objeciones transforma esta inquietud en sabiduría práctica.',
  },
  'mercury-saturn': {
    conjunction:
      'Piensas con seriedad y método: te tomas tu tiempo para formar una opinión y, cuando hablas, lo haces con peso. Tienes capacidad de concentración, memoria y rigor, aunque también cierta tendencia a la duda o al pesimismo. Quizá en tu infancia sentiste que no te escuchaban; hoy tu palabra tiene autoridad precisamente porque no la gastas en vano.',
    flowing:
      'Tu pensamiento es ordenado y práctico: sabes planificar, organizar información y llevar una idea hasta el final. Te va bien en trabajos que piden precisión, responsabilidad o paciencia intelectual. Tu palabra es de fiar, y tus consejos suelen ser sensatos. Con algo de humor, esa seriedad se vuelve muy agradable.',
    tense:
      'Dudas de tu inteligencia más de lo que deberías: temes equivocarte al hablar, revisas demasiado o te bloqueas ante exámenes y evaluaciones. Suele haber detrás una experiencia temprana de crítica. El antídoto es la práctica: cada vez que expresas una idea a pesar del miedo, esa exigencia interna se vuelve rigor y deja de ser freno.',
  },
  'mercury-uranus': {
    conjunction:
      'Tu mente funciona a saltos: ideas brillantes, intuiciones súbitas y conexiones que nadie más ve. Te aburren las explicaciones de manual y te atraen la tecnología, la ciencia o lo alternativo. Hablas con originalidad, aunque puedes resultar difícil de seguir. Tu genio aparece cuando te tomas el tiempo de traducir tus destellos para los demás.',
    flowing:
      'Piensas con libertad y aprendes rápido, sobre todo lo nuevo. Tienes facilidad para la tecnología, los sistemas o las ideas innovadoras, y sabes proponer soluciones creativas sin romper con todo. Tus amistades suelen estimularte intelectualmente. Es un aspecto que mantiene tu mente joven y curiosa toda la vida.',
    tense:
      'Tu mente va acelerada: interrumpes, cambias de tema o te rebelas contra cualquier forma de pensar impuesta. Puede haber nerviosismo, dificultad para concentrarte o declaraciones que sorprenden por su brusquedad. Canalizar esa electricidad en un proyecto propio, con algo de método, te permite aprovechar una inteligencia realmente original.',
  },
  'mercury-neptune': {
    conjunction:
      'Piensas en imágenes y metáforas, y tu imaginación es enorme. Tienes talento para la poesía, la música, la fotografía o cualquier lenguaje simbólico, y una intuición que capta lo que no se dice. Los datos concretos, en cambio, se te escapan con facilidad. Anotar, revisar y pedir confirmación evita malentendidos sin cortar las alas a tu fantasía.',
    flowing:
      'Tu mente tiene una vena poética que sabes usar con los pies en la tierra: inspiración y sentido práctico no se pelean en ti. Eres capaz de expresar lo sutil, de escuchar con empatía y de imaginar soluciones que no están en los libros. Es un aspecto valioso para escribir, enseñar o acompañar a otras personas.',
    tense:
      'A veces confundes lo que imaginas con lo que ocurre: malentendidos, promesas poco claras o una dispersión que te hace perder el hilo. También puedes creer con demasiada facilidad lo que te cuentan. Confirmar por escrito, preguntar sin miedo y dar a tu imaginación un lugar propio, como el arte, protege tu claridad sin matar tu sensibilidad.',
  },
  'mercury-pluto': {
    conjunction:
      'Tu mente es un detector de lo oculto: investigas, preguntas y no te conformas con la versión oficial. Hablas con una intensidad que convence o intimida, y tus palabras pueden transformar a quien las escucha. Puedes obsesionarte con una idea. Usar esa penetración para comprender, y no para ganar, es lo que hace de ti una voz poderosa.',
    flowing:
      'Tienes una mente profunda y estratégica: comprendes las motivaciones de los demás, sabes investigar y tu palabra tiene peso. Te interesan la psicología, los misterios y los procesos de cambio. Cuando decides aprender algo, lo llevas hasta el fondo. Es un aspecto excelente para la investigación, la terapia o cualquier trabajo que exija discreción.',
    tense:
      'Las conversaciones pueden convertirse en pulsos de poder: insistes hasta convencer, o sospechas de intenciones ocultas donde no las hay. Tu mente se aferra a las ideas que te preocupan. Detrás hay una inteligencia muy intensa. Soltar la necesidad de tener la última palabra, y usar esa agudeza para investigar, te devuelve la paz mental.',
  },
  'mercury-ascendant': {
    conjunction:
      'La primera impresión que das es mental: transmites curiosidad, ganas de conversar y una mente muy despierta, y la gente te identifica por tus ideas. Te expresas con facilidad, gesticulas y te mueves con cierta agilidad nerviosa. Tu cuerpo y tu mente van rápido a la vez. Aprender a hacer pausas te ayuda a que las personas sigan tu ritmo.',
    flowing:
      'Tu forma de presentarte y tu forma de pensar están en sintonía: comunicas con naturalidad y transmites claridad en los primeros encuentros. Se te da bien explicar, convencer y hacer preguntas oportunas. Es un aspecto que facilita entrevistas, negociaciones y cualquier situación en la que tu palabra abre el camino.',
    tense:
      'Lo que piensas y cómo te muestras no siempre coinciden, y a veces tus palabras se malinterpretan. Comprobar que te han entendido evita muchos malentendidos.',
    opposition:
      'En la oposición, Mercurio se sitúa cerca del Descendente: piensas mucho en relación con los demás y necesitas el diálogo con la pareja o los socios para aclararte.',
    square:
      'En la cuadratura, Mercurio queda cerca del eje entre el Medio Cielo y el Fondo del Cielo: tus ideas se ocupan de la carrera o de la familia más que de causar buena impresión, y hablar de ti te cuesta más que hablar de tus proyectos.',
  },
  'mercury-midheaven': {
    conjunction:
      'Tu vocación pasa por la palabra, las ideas o el intercambio: enseñar, escribir, vender, comunicar o mediar son terrenos donde destacas. Se te reconoce por tu inteligencia y tu capacidad de expresión. Es posible que cambies de profesión o combines varias; esa versatilidad es tu sello, siempre que alguna línea tenga continuidad.',
    flowing:
      'Tu mente trabaja a favor de tu carrera: sabes comunicar tus metas, aprendes con rapidez lo que tu profesión pide y tienes facilidad para los estudios que te abren camino. Tu reputación se apoya en lo que sabes y en cómo lo explicas, y esto te da oportunidades en el mundo del conocimiento.',
    tense:
      'Tu manera de pensar choca a veces con lo que se espera de ti profesionalmente: dudas sobre el rumbo, cambios de opinión sobre tu carrera o conversaciones tensas con superiores. Ordenar tus prioridades por escrito te ayuda mucho.',
    opposition:
      'En la oposición, Mercurio se acerca al fondo de la carta y tu mente vuelve una y otra vez al hogar y al pasado.',
    square:
      'En la cuadratura, Mercurio se acerca al Ascendente o al Descendente, y la forma en que te expresas cara a cara pesa tanto como tu currículum.',
  },
};
