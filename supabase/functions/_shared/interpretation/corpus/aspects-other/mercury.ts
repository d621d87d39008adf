import type { PairTexts } from '../aspects/types.ts';

// Mercury with Venus to Pluto and the angles, for someone else's chart, in the third person (aspects/mercury.ts
// speaks to the owner). Written anew, gender-neutral.

export const OTHER_MERCURY_ASPECTS: Record<string, PairTexts> = {
  'mercury-venus': {
    conjunction:
      'Habla con amabilidad y sabe persuadir sin forzar: da con la palabra bonita y consigue que un mensaje difícil llegue con suavidad. Le atraen la literatura, la música, el diseño y los oficios en los que la forma cuenta tanto como el fondo. A veces calla lo incómodo por no romper la armonía; su voz gana fuerza cuando la cortesía no le resta verdad.',
    flowing:
      'Su mente tiene buen gusto: escribe, conversa o negocia con elegancia, y la gente disfruta de su conversación. Mercurio y Venus nunca se separan demasiado, así que este contacto solo puede darse como sextil; aun así, basta para suavizar sus palabras y facilitarle los acuerdos. Es una pequeña ventaja de cada día que se nota en mensajes, cartas y reuniones.',
    tense:
      'Vistos desde la Tierra, Mercurio y Venus nunca se apartan lo suficiente para formar una cuadratura o una oposición, de modo que conviene revisar los datos de esta carta. Para entender cómo une palabra y afecto, resultan más útiles los signos de ambos planetas y si comparten elemento.',
  },
  'mercury-mars': {
    conjunction:
      'Tiene una mente rápida, directa y con ganas de pelea: piensa deprisa, contesta sin esperar a que terminen la frase y disfruta de un buen debate. Detecta enseguida lo que falla y se atreve a decirlo. Sus palabras pueden herir más de lo que pretende; cuando aprende a elegir el momento, esa franqueza se convierte en una autoridad respetada.',
    flowing:
      'Entre pensar y actuar apenas hay distancia: en cuanto ve la solución, se pone manos a la obra. Tiene ingenio, reflejos y energía para defender sus ideas sin caer en la agresividad. Es una combinación excelente para emprender, negociar, escribir con ritmo o cualquier tarea que premie las decisiones rápidas.',
    tense:
      'En las discusiones se enciende: siente que necesita ganar, y sus palabras pueden salir más duras de lo que quería. También puede aparecer nerviosismo, prisa mental o tendencia a precipitarse. Cuando se da unos segundos antes de contestar, o deja reposar un mensaje hasta el día siguiente, esa energía se vuelve una capacidad de argumentar brillante.',
  },
  'mercury-jupiter': {
    conjunction:
      'Su mente busca la visión de conjunto: le interesan las grandes ideas, los idiomas, los viajes y las explicaciones que dan sentido a las cosas. Habla con entusiasmo y tiene dotes para enseñar, aunque a veces exagera o se pierde en generalidades. Cuando anota los detalles que suele saltarse y comprueba los datos antes de afirmar, su visión resulta aún más convincente.',
    flowing:
      'Aprende con gusto y se comunica con optimismo. Los estudios, la escritura o la enseñanza se le dan bien, y sabe explicar lo complejo de manera que se entienda. Su buen criterio aparece en las decisiones importantes, y su palabra suele abrirle puertas. Es un aspecto que favorece todo lo que tiene que ver con el conocimiento.',
    tense:
      'Promete más de lo que cabe en su agenda, u opina con una seguridad que los datos no siempre sostienen. Su atención se reparte entre demasiados intereses. No le falta inteligencia; le sobra entusiasmo. Priorizar, acabar lo que empieza y escuchar de verdad las objeciones convierte esa inquietud en sabiduría práctica.',
  },
  'mercury-saturn': {
    conjunction:
      'Piensa con seriedad y con método: se toma su tiempo antes de formarse una opinión y, cuando habla, sus palabras tienen peso. Tiene concentración, memoria y rigor, junto con cierta inclinación a la duda o al pesimismo. Es posible que en su infancia sintiera que su voz no contaba; hoy su palabra tiene autoridad justamente porque no la malgasta.',
    flowing:
      'Su pensamiento es ordenado y práctico: sabe planificar, organizar la información y llevar una idea hasta el final. Rinde bien en trabajos que exigen precisión, responsabilidad o paciencia intelectual. Su palabra es fiable y sus consejos suelen ser sensatos. Con un toque de humor, esa seriedad resulta muy agradable.',
    tense:
      'Duda de su inteligencia más de lo que debería: teme equivocarse al hablar, revisa en exceso o se bloquea ante exámenes y evaluaciones. Detrás suele haber alguna experiencia temprana de crítica. La práctica es el mejor remedio: cada vez que expresa una idea pese al miedo, esa exigencia interior se transforma en rigor en lugar de ser un freno.',
  },
  'mercury-uranus': {
    conjunction:
      'Su mente avanza a saltos: ideas brillantes, intuiciones repentinas y conexiones que nadie más ve. Le aburren las explicaciones de manual y le atraen la tecnología, la ciencia o lo alternativo. Se expresa con originalidad, aunque a veces cuesta seguir su hilo. Su genio luce cuando se toma el tiempo de traducir esos destellos para los demás.',
    flowing:
      'Piensa con libertad y aprende rápido, sobre todo lo novedoso. Tiene facilidad para la tecnología, los sistemas o las ideas innovadoras, y sabe proponer soluciones creativas sin necesidad de romper con todo. Sus amistades suelen estimular su mente. Este aspecto mantiene joven su curiosidad a lo largo de toda la vida.',
    tense:
      'Su mente va acelerada: interrumpe, cambia de tema o se rebela contra cualquier forma de pensar impuesta. Puede haber nerviosismo, dificultad para concentrarse o comentarios que sorprenden por lo bruscos. Cuando canaliza esa electricidad en un proyecto propio, con algo de método, aprovecha una inteligencia verdaderamente original.',
  },
  'mercury-neptune': {
    conjunction:
      'Piensa en imágenes y metáforas, con una imaginación enorme. Tiene talento para la poesía, la música, la fotografía o cualquier lenguaje simbólico, y una intuición que capta lo que no se dice. Los datos concretos, en cambio, se le escapan con facilidad. Anotar, repasar y pedir confirmación le ahorra malentendidos sin cortar las alas a su fantasía.',
    flowing:
      'Su mente tiene una vena poética que sabe usar sin perder el contacto con la realidad: en su caso, la inspiración y el sentido práctico se llevan bien. Sabe expresar lo sutil, escuchar con empatía e imaginar soluciones que no vienen en los libros. Este contacto le sirve mucho para escribir, enseñar o acompañar a otras personas.',
    tense:
      'A veces confunde lo que imagina con lo que sucede: malentendidos, promesas poco claras o una dispersión que le hace perder el hilo. También puede creerse con demasiada facilidad lo que le cuentan. Confirmar por escrito, preguntar sin miedo y reservar a la imaginación un espacio propio, como el arte, protege su claridad sin apagar su sensibilidad.',
  },
  'mercury-pluto': {
    conjunction:
      'Su mente detecta lo oculto: investiga, pregunta y no se conforma con la versión oficial. Habla con una intensidad que convence o intimida, y sus palabras pueden transformar a quien las escucha. Puede obsesionarse con una idea. Lo que hace de su voz una voz poderosa es usar esa penetración para comprender y no para ganar.',
    flowing:
      'Tiene una mente profunda y estratégica: entiende las motivaciones ajenas, sabe investigar y su palabra pesa. Le interesan la psicología, los misterios y los procesos de cambio. Cuando decide aprender algo, llega hasta el fondo. Es un aspecto excelente para la investigación, la terapia o cualquier trabajo que pida discreción.',
    tense:
      'Una conversación puede volverse un pulso de poder: insiste hasta convencer, o sospecha intenciones ocultas donde no las hay. Su mente se aferra a lo que le preocupa. En el fondo late una inteligencia de gran intensidad. Renunciar a la última palabra y emplear esa agudeza en investigar le devuelve la paz mental.',
  },
  'mercury-ascendant': {
    conjunction:
      'Lo primero que transmite es su mente: curiosidad, ganas de conversar y una viveza que se nota enseguida, y sus ideas son su carta de presentación. Se expresa con soltura, gesticula y se mueve con una agilidad algo nerviosa. Cuerpo y mente van deprisa a la vez. Hacer pausas ayuda a que los demás sigan su ritmo.',
    flowing:
      'Su manera de presentarse y su manera de pensar van de la mano: se comunica con naturalidad y transmite claridad desde el primer encuentro. Se le da bien explicar, convencer y hacer la pregunta oportuna. Es un aspecto que facilita entrevistas, negociaciones y cualquier situación en la que su palabra abre camino.',
    tense:
      'Lo que piensa y lo que muestra no siempre coinciden, y sus palabras se malinterpretan a veces. Asegurarse de que se ha entendido lo que dice ahorra muchos malentendidos.',
    opposition:
      'En la oposición, Mercurio queda cerca del Descendente: piensa mucho en función de los demás y necesita dialogar con su pareja o sus socios para aclarar sus ideas.',
    square:
      'En la cuadratura, Mercurio se sitúa cerca del eje que une el Medio Cielo y el Fondo del Cielo: sus ideas se centran en la carrera o en la familia, no tanto en causar buena impresión, y le resulta más fácil hablar de sus proyectos que de su persona.',
  },
  'mercury-midheaven': {
    conjunction:
      'Su vocación pasa por la palabra, las ideas o el intercambio: enseñar, escribir, vender, comunicar o mediar son terrenos en los que destaca. Se le reconoce por su inteligencia y su facilidad de expresión. Puede que cambie de profesión o que combine varias; esa versatilidad es su sello, siempre que alguna línea mantenga continuidad.',
    flowing:
      'Su mente juega a favor de su carrera: sabe comunicar sus metas, aprende deprisa lo que su profesión le exige y tiene facilidad para los estudios que le abren camino. Su reputación se apoya en lo que sabe y en cómo lo explica, y eso le brinda oportunidades en el mundo del conocimiento.',
    tense:
      'Su forma de pensar choca a veces con lo que se espera de su papel profesional: dudas sobre el rumbo, cambios de opinión acerca de su carrera o conversaciones tensas con superiores. Poner sus prioridades por escrito le ayuda mucho.',
    opposition:
      'En la oposición, Mercurio se acerca al fondo de la carta y sus pensamientos regresan una y otra vez al hogar y al pasado.',
    square:
      'En la cuadratura, Mercurio se acerca al Ascendente o al Descendente, y su manera de expresarse cara a cara cuenta tanto como su currículum.',
  },
};
