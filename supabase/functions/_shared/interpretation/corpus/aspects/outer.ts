import type { PairTexts } from './types.ts';

// Uranus, Neptune and Pluto among themselves and with the angles. The pairs of slow planets last for years
// and describe a whole generation; with an angle, the same planet becomes one of the most personal factors.

export const OUTER_ASPECTS: Record<string, PairTexts> = {
  'uranus-neptune': {
    conjunction:
      'Esta conjunción dura años y reúne a toda una generación bajo el signo de los sueños colectivos y las tecnologías que los hacen posibles. En tu vida personal se nota poco por sí sola; cobra fuerza cuando toca tus planetas personales o un ángulo. Entonces habla de intuiciones sobre el futuro y de una espiritualidad sin fronteras.',
    flowing:
      'Es un aspecto de época, no un rasgo que te distinga de tus amistades: quienes nacieron en tus años comparten una apertura natural a unir ciencia e imaginación, ideales y cambio social. Para ti es un telón de fondo amable, una facilidad para aceptar lo nuevo cuando viene con un sentido más amplio.',
    tense:
      'Este ángulo, vigente durante varios años, marca a una generación que vivió el choque entre el deseo de romper moldes y la nostalgia de un ideal perdido. En lo personal se expresa solo si conecta con tus planetas rápidos. Si es así, notarás una inquietud difusa, visionaria, que pide cauces concretos.',
  },
  'uranus-pluto': {
    conjunction:
      'Una generación entera lleva esta conjunción, el sello de una época de revoluciones culturales y cambios radicales. Tú formas parte de ella: llevas dentro la pregunta sobre qué estructuras merecen sobrevivir. Se vuelve personal cuando toca tus planetas rápidos o tus ángulos, y entonces te pide reinventar tu vida sin miedo.',
    flowing:
      'Este aspecto lento, compartido con tu generación, da una capacidad colectiva para transformar la sociedad sin grandes rupturas. En ti se traduce en una intuición para los cambios profundos y en cierta facilidad para adaptarte a crisis que a otros desarmarían. Es un recurso de fondo, discreto pero real.',
    tense:
      'Naciste en un periodo de tensiones sociales fuertes, y tu generación lleva la urgencia de cambiar lo que no funciona. En tu carta personal cobra relevancia si toca puntos rápidos: entonces aparece una necesidad intensa de libertad y de transformación que puede vivirse como crisis o como renovación.',
  },
  'uranus-ascendant': {
    conjunction:
      'Tu presencia es inconfundible: original, imprevisible y con un aire de independencia que la gente nota enseguida. Te cuesta encajar en moldes y a menudo haces las cosas de un modo distinto. Es uno de los rasgos más personales de tu carta. Aceptar tu diferencia, en lugar de disimularla o exagerarla, es tu camino.',
    flowing:
      'Transmites frescura y apertura: te muestras con naturalidad, sin miedo a ser diferente, y eso atrae a personas originales. Tu entorno acepta tus cambios con facilidad. Es un aspecto que te da libertad para reinventar tu imagen y tu rumbo sin grandes rupturas, y que te hace buena compañía para quien necesita atreverse a cambiar.',
    tense:
      'Tu forma de estar puede resultar desconcertante: cambios repentinos de imagen, rebeldía ante las normas sociales o inquietud en los primeros encuentros. Aceptar tu diferencia sin convertirla en provocación te da un lugar propio en cualquier grupo.',
    opposition:
      'En la oposición, Urano está cerca del Descendente y las relaciones te llegan con sorpresa, o necesitan mucho espacio.',
    square:
      'En la cuadratura, Urano queda cerca del eje vertical, y los sobresaltos vienen de la carrera o del hogar más que de tus encuentros con la gente.',
  },
  'uranus-midheaven': {
    conjunction:
      'Tu vocación es poco convencional: innovación, tecnología, ciencia, astrología o cualquier campo que rompa moldes. Es probable que tu carrera conozca cambios bruscos y que necesites independencia profesional. La autoridad tradicional te incomoda. Tu reputación se construye sobre lo que tienes de único, y rara vez sigue el escalafón previsto.',
    flowing:
      'Lo que tienes de original juega a favor de tu profesión: propones ideas nuevas que encajan con tu tiempo y facilidad para adaptarte a cambios del mercado o de tu profesión. Es un aspecto que favorece trabajos independientes, innovadores o ligados a la tecnología y a los grupos, donde tu manera distinta de ver las cosas se valora como un activo.',
    tense:
      'Tu camino profesional conoce giros inesperados: despidos, cambios de rumbo o conflictos con jefes rígidos. Construir una carrera que deje espacio a la libertad evita que la ruptura sea la única salida.',
    opposition:
      'En la oposición, Urano se acerca al fondo de la carta y el hogar o la familia son los que cambian sin aviso.',
    square:
      'En la cuadratura, Urano está cerca del Ascendente o del Descendente: los cambios bruscos de imagen o de pareja repercuten en tu camino profesional.',
  },
  'neptune-pluto': {
    conjunction:
      'Esta conjunción ocurrió a finales del siglo XIX y ninguna persona viva la lleva hoy en su carta; si aparece, revisa la fecha. Marcó el nacimiento de una era de transformaciones espirituales y colectivas muy profundas, de la que heredamos buena parte de nuestro mundo.',
    flowing:
      'El sextil entre Neptuno y Plutón acompaña a varias generaciones desde mediados del siglo XX, así que casi todas las personas vivas lo comparten. No dice nada de ti en particular; habla de una época que busca sentido profundo y transformación interior. Solo cobra un matiz personal si toca tus planetas rápidos.',
    tense:
      'Este ángulo entre Neptuno y Plutón no se forma en los siglos recientes, por lo que probablemente se trata de un error de datos. Si lo ves en tu carta, conviene revisar la fecha o el método de cálculo antes de interpretarlo. Las posiciones de tus planetas rápidos, que sí son fiables, dicen mucho más de ti.',
  },
  'neptune-ascendant': {
    conjunction:
      'Tu presencia tiene algo etéreo: la gente proyecta en ti lo que desea ver, y a veces te cuesta que te perciban tal como eres. Tienes una sensibilidad enorme al ambiente, talento artístico y una intuición muy fina. Cuidar tu energía y tus límites, sobre todo con personas que te idealizan, es esencial para ti.',
    flowing:
      'Transmites sensibilidad y empatía: la gente se siente comprendida a tu lado. Tienes un encanto sutil y una imaginación que se nota en tu forma de vestir, moverte o expresarte. Es un aspecto que favorece el arte y el cuidado de otras personas, y que te permite suavizar ambientes tensos con solo estar.',
    tense:
      'Tu imagen puede resultar confusa para los demás, y a ti también te cuesta a veces saber cómo te ven. Ver con claridad a quien tienes delante protege tu sensibilidad.',
    opposition:
      'En la oposición, Neptuno está cerca del Descendente: tiendes a idealizar a tus parejas o a atraer personas que necesitan ser salvadas.',
    square:
      'En la cuadratura, Neptuno se sitúa cerca del Medio Cielo o del Fondo del Cielo: la niebla se posa sobre la vocación o la familia, y lo que proyectas puede no coincidir con lo que allí vives.',
  },
  'neptune-midheaven': {
    conjunction:
      'Tu vocación tiene un componente idealista, artístico o espiritual: cine, música, salud, ayuda humanitaria o cualquier terreno donde la inspiración importe. Tu camino profesional puede ser difuso, con cambios o incertidumbre. Definir metas concretas sin renunciar a tus ideales te da estabilidad y te ayuda a reconocer cuándo una oportunidad es real.',
    flowing:
      'Imaginación y compasión son activos en tu trayectoria: sabes intuir lo que la gente necesita y ofrecerlo con sensibilidad. Es un aspecto que favorece el arte, la salud, la espiritualidad o los trabajos de servicio, con un sello personal que la gente recuerda aunque no sepa explicarlo.',
    tense:
      'Puede haber confusión sobre tu vocación: dudas, desilusiones profesionales o la sensación de no encontrar tu lugar. Clarificar lo que quieres, paso a paso, disipa la niebla.',
    opposition:
      'En la oposición, Neptuno se acerca al fondo de la carta y el hogar o la familia tienen algo de misterio o de idealización.',
    square:
      'En la cuadratura, Neptuno queda cerca del Ascendente o del Descendente, de modo que la confusión nace en la forma de presentarte o en la pareja y salpica tus decisiones de carrera.',
  },
  'pluto-ascendant': {
    conjunction:
      'Tu presencia es intensa y magnética: la gente siente tu fuerza aunque no digas nada. Tienes capacidad de transformarte y de transformar a otros, pero también puedes resultar intimidante o difícil de leer. Tu vida conoce renacimientos profundos. Aceptar tu poder, sin temerlo ni abusar de él, es tu camino.',
    flowing:
      'Transmites profundidad y fuerza tranquila: la gente te confía asuntos serios y sientes facilidad para los procesos de cambio. Tu presencia regenera a quienes te rodean. Es un aspecto que da resiliencia y una capacidad de influencia discreta, de esas que se notan más en los resultados que en el ruido.',
    tense:
      'Los encuentros pueden convertirse en pulsos de poder, y a veces atraes situaciones de control o desconfianza. Trabajar tu confianza convierte esa intensidad en vínculos profundos y sanos.',
    opposition:
      'En la oposición, Plutón está cerca del Descendente y las relaciones se viven con intensidad total, transformándote de raíz.',
    square:
      'En la cuadratura, Plutón está cerca del eje vertical de la carta: las crisis de poder se viven en la carrera o en la familia, y te obligan a redefinir cómo te muestras.',
  },
  'pluto-midheaven': {
    conjunction:
      'Tu vocación tiene un componente de poder o de transformación: psicología, investigación, medicina, finanzas o cualquier campo donde se toque lo profundo. Tu carrera conoce crisis y renacimientos. Tienes ambición y determinación. Usar tu influencia con ética es lo que convierte tu trabajo en legado.',
    flowing:
      'En lo profesional, tu capacidad de ir al fondo es una ventaja: sabes investigar, transformar estructuras y ejercer una influencia discreta. Es un aspecto que favorece los puestos de responsabilidad y los trabajos de cambio profundo, y te permite sostener reformas que otros abandonarían a mitad de camino.',
    tense:
      'Tu camino profesional puede estar marcado por luchas de poder, crisis o figuras de autoridad muy dominantes. Elegir tus batallas con conciencia te permite ejercer tu poder sin desgastarte.',
    opposition:
      'En la oposición, Plutón se acerca al fondo de la carta y las transformaciones profundas llegan a través de la familia o del hogar.',
    square:
      'En la cuadratura, Plutón se acerca al Ascendente o al Descendente: tu intensidad personal, o la de una pareja, choca con las estructuras profesionales y te empuja a transformarlas.',
  },
};
