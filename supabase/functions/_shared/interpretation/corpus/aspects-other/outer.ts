import type { PairTexts } from '../aspects/types.ts';

// Uranus, Neptune and Pluto among themselves and with the angles, for someone else's chart, in the third person
// (aspects/outer.ts speaks to the owner). Written anew, gender-neutral. The slow pairs are shared with everyone
// born in those years, so they speak of a generation first and then of its echo in this one person.

export const OTHER_OUTER_ASPECTS: Record<string, PairTexts> = {
  'uranus-neptune': {
    conjunction:
      'Esta conjunción dura años y reúne a toda una generación en torno a los sueños colectivos y a las tecnologías capaces de hacerlos realidad; esta persona la comparte con quienes nacieron en esa época. En su vida personal apenas se nota, salvo que toque sus planetas personales o un ángulo. En ese caso habla de intuiciones sobre el futuro y de una espiritualidad sin fronteras.',
    flowing:
      'Es un aspecto de época, compartido con toda la gente nacida en aquellos años, y no un rasgo propio frente a su entorno: esa generación une con naturalidad ciencia e imaginación, ideales y cambio social. En esta persona funciona como un telón de fondo amable, una facilidad para aceptar lo nuevo cuando trae un sentido más amplio.',
    tense:
      'Este ángulo, activo durante varios años, marca a una generación que vivió el choque entre las ganas de romper moldes y la nostalgia de un ideal perdido; es una marca que comparte con la gente de su edad. En lo personal solo se expresa si conecta con sus planetas rápidos; entonces aparece una inquietud difusa y visionaria que pide cauces concretos.',
  },
  'uranus-pluto': {
    conjunction:
      'Toda una generación lleva esta conjunción, sello de una época de revoluciones culturales y cambios radicales, y esta persona pertenece a esa generación: lleva dentro la pregunta de qué estructuras merecen seguir en pie. Se vuelve algo personal cuando toca sus planetas rápidos o sus ángulos, y entonces le pide reinventar su vida sin miedo.',
    flowing:
      'Este aspecto lento, que comparte con su generación, otorga una capacidad colectiva para transformar la sociedad sin rupturas violentas. En su caso se traduce en olfato para los cambios profundos y en cierta facilidad para adaptarse a crisis que desarmarían a otras personas. Es un recurso de fondo, callado pero real.',
    tense:
      'Nació en un periodo de fuertes tensiones sociales, y su generación carga con la urgencia de cambiar lo que no funciona. En su carta personal solo cobra relieve si toca puntos rápidos: entonces surge una necesidad intensa de libertad y de transformación que puede vivirse como crisis o como renovación.',
  },
  'uranus-ascendant': {
    conjunction:
      'Su presencia no se confunde con ninguna otra: original, imprevisible y con un aire de independencia que se percibe enseguida. Le cuesta encajar en moldes y a menudo hace las cosas a su manera. Es uno de los rasgos más personales de su carta. Su camino pasa por aceptar su diferencia, sin disimularla ni exagerarla.',
    flowing:
      'Transmite frescura y apertura: se muestra con naturalidad, sin miedo a ser diferente, y eso atrae a gente original. Su entorno acepta sus cambios sin dificultad. Este aspecto le da libertad para reinventar su imagen y su rumbo sin grandes rupturas, y hace de esta persona una buena compañía para quien necesita atreverse a cambiar.',
    tense:
      'Su forma de estar puede desconcertar: cambios repentinos de imagen, rebeldía frente a las normas sociales o inquietud en los primeros encuentros. Si acepta su diferencia sin convertirla en provocación, encuentra un lugar propio en cualquier grupo.',
    opposition:
      'En la oposición, Urano está cerca del Descendente, y las relaciones le llegan por sorpresa o necesitan mucho espacio.',
    square:
      'En la cuadratura, Urano queda cerca del eje vertical, y los sobresaltos llegan desde la carrera o el hogar más que desde sus encuentros con la gente.',
  },
  'uranus-midheaven': {
    conjunction:
      'Su vocación se sale de lo convencional: innovación, tecnología, ciencia, astrología o cualquier campo que rompa moldes. Es probable que su carrera dé giros bruscos y que necesite independencia profesional. La autoridad tradicional le incomoda. Su reputación se construye sobre lo que tiene de único, y pocas veces sigue el escalafón previsto.',
    flowing:
      'Su originalidad trabaja a favor de su profesión: propone ideas nuevas que encajan con su tiempo y se adapta con facilidad a los cambios del mercado o de su sector. Este aspecto favorece trabajos independientes, innovadores o ligados a la tecnología y a los grupos, donde su manera distinta de mirar se valora como un activo.',
    tense:
      'Su camino profesional conoce giros inesperados: despidos, cambios de rumbo o choques con jefes rígidos. Una carrera que deje sitio a la libertad evita que la ruptura sea la única salida.',
    opposition:
      'En la oposición, Urano se acerca al fondo de la carta, y son el hogar o la familia los que cambian sin previo aviso.',
    square:
      'En la cuadratura, Urano está cerca del Ascendente o del Descendente: los cambios bruscos de imagen o de pareja repercuten en su trayectoria profesional.',
  },
  'neptune-pluto': {
    conjunction:
      'Esta conjunción se produjo a finales del siglo XIX, y nadie que viva hoy la tiene en su carta; si aparece aquí, conviene revisar la fecha. Inauguró una era de transformaciones espirituales y colectivas muy hondas, de la que procede buena parte del mundo actual.',
    flowing:
      'El sextil entre Neptuno y Plutón acompaña a varias generaciones desde mediados del siglo XX, de modo que casi toda la gente viva lo comparte con esta persona. No describe nada particular de su carácter; habla de una época que busca un sentido hondo y una transformación interior. Solo adquiere un matiz personal si toca sus planetas rápidos.',
    tense:
      'Este ángulo entre Neptuno y Plutón no se ha formado en los últimos siglos, así que lo más probable es un error en los datos. Antes de interpretarlo, conviene revisar la fecha o el método de cálculo. Las posiciones de sus planetas rápidos, que sí son fiables, dicen mucho más de esta persona.',
  },
  'neptune-ascendant': {
    conjunction:
      'Su presencia tiene algo etéreo: la gente proyecta en esta persona lo que desea ver, y no siempre consigue que se reconozca quién es en realidad. Tiene una sensibilidad enorme al ambiente, talento artístico y una intuición muy fina. Le resulta esencial cuidar su energía y sus límites, sobre todo con quien tiende a idealizar su figura.',
    flowing:
      'Transmite sensibilidad y empatía: a su lado, la gente se siente comprendida. Tiene un encanto sutil y una imaginación que asoma en su forma de vestir, de moverse o de expresarse. Este aspecto favorece el arte y el cuidado de otras personas, y le permite suavizar un ambiente tenso con su mera presencia.',
    tense:
      'Su imagen puede confundir a los demás, y a veces ni siquiera tiene claro qué impresión causa. Ver con nitidez a quien tiene delante protege su sensibilidad.',
    opposition:
      'En la oposición, Neptuno está cerca del Descendente: tiende a idealizar a sus parejas o a atraer a personas que parecen necesitar rescate.',
    square:
      'En la cuadratura, Neptuno se sitúa cerca del Medio Cielo o del Fondo del Cielo: la niebla cubre la vocación o la familia, y la imagen que proyecta puede no coincidir con lo que vive en esos terrenos.',
  },
  'neptune-midheaven': {
    conjunction:
      'Su vocación tiene un tinte idealista, artístico o espiritual: cine, música, cuidado de otras personas, ayuda humanitaria o cualquier terreno donde cuente la inspiración. Su trayectoria puede ser difusa, con cambios o incertidumbre. Fijar metas concretas sin renunciar a sus ideales le da estabilidad y le ayuda a distinguir cuándo una oportunidad es real.',
    flowing:
      'La imaginación y la compasión son bazas en su trayectoria: intuye lo que la gente necesita y sabe ofrecerlo con sensibilidad. Este aspecto favorece el arte, los oficios de cuidado, la espiritualidad o el servicio, con un sello personal que se recuerda aunque cueste explicarlo.',
    tense:
      'Puede haber confusión en torno a su vocación: dudas, desengaños profesionales o la sensación de no encontrar su sitio. Aclarar lo que quiere, paso a paso, despeja la niebla.',
    opposition:
      'En la oposición, Neptuno se acerca al fondo de la carta, y el hogar o la familia se rodean de misterio o de idealización.',
    square:
      'En la cuadratura, Neptuno queda cerca del Ascendente o del Descendente: la confusión nace en su forma de presentarse o en la pareja, y acaba salpicando sus decisiones profesionales.',
  },
  'pluto-ascendant': {
    conjunction:
      'Su presencia es intensa y magnética: se percibe su fuerza aunque no diga nada. Tiene capacidad para transformarse y transformar a otros, pero también puede intimidar o resultar difícil de leer. Su vida conoce renacimientos profundos. Su camino consiste en aceptar su poder, sin miedo y sin abusos.',
    flowing:
      'Transmite hondura y una fuerza serena: la gente le confía asuntos serios, y los procesos de cambio se le dan con naturalidad. Su presencia ayuda a regenerarse a quienes están cerca. Este aspecto aporta resiliencia y una influencia discreta, de las que se notan más en los resultados que en el ruido.',
    tense:
      'Los encuentros pueden convertirse en pulsos de poder, y a veces atrae situaciones de control o de desconfianza. Trabajar la confianza convierte esa intensidad en vínculos hondos y sanos.',
    opposition:
      'En la oposición, Plutón está cerca del Descendente: vive las relaciones con una intensidad absoluta, y en cada vínculo importante se transforma de raíz.',
    square:
      'En la cuadratura, Plutón está cerca del eje vertical de la carta: las crisis de poder se juegan en la carrera o en la familia, y le exigen redefinir su manera de mostrarse.',
  },
  'pluto-midheaven': {
    conjunction:
      'Su vocación tiene que ver con el poder o la transformación: psicología, investigación, gestión de crisis o cualquier campo donde se toque lo profundo. Su carrera atraviesa crisis y renacimientos. Tiene ambición y determinación. Ejercer su influencia con ética es lo que convierte su trabajo en legado.',
    flowing:
      'En lo profesional, su capacidad de llegar al fondo es una ventaja: sabe investigar, transformar estructuras e influir con discreción. Este aspecto favorece los puestos de responsabilidad y los trabajos de cambio profundo, y le permite sostener reformas que otras personas dejarían a medias.',
    tense:
      'Su trayectoria profesional puede estar marcada por luchas de poder, crisis o figuras de autoridad muy dominantes. Elegir sus batallas con conciencia le permite ejercer su poder sin agotarse.',
    opposition:
      'En la oposición, Plutón se acerca al fondo de la carta, y las transformaciones hondas llegan a través de la familia o del hogar.',
    square:
      'En la cuadratura, Plutón se acerca al Ascendente o al Descendente: su intensidad personal, o la de una pareja, choca con las estructuras profesionales y termina transformándolas.',
  },
};
