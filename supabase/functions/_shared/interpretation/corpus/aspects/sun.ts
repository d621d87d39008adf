import type { PairTexts } from './types.ts';

// The Sun with every other point. The composer names the two points, their signs and the orb in its own
// lead-in, so these texts speak straight about the dynamic. "tense" covers square and opposition, "flowing"
// trine and sextile; each text is written so that it holds for both members of its family.

export const SUN_ASPECTS: Record<string, PairTexts> = {
  'sun-moon': {
    conjunction:
      'Naciste cerca de una luna nueva, y eso suele dar una personalidad de una sola pieza: lo que quieres y lo que necesitas tiran en la misma dirección. Arrancas proyectos con una convicción que otros envidian, aunque a veces te cuesta verte desde fuera, porque no hay un segundo punto de vista interno que te haga de espejo. Pedir opiniones sinceras compensa esa falta de contraste.',
    flowing:
      'Tu voluntad y tus emociones se entienden: lo que decides suele sentarte bien por dentro, y lo que sientes encuentra cauces para expresarse sin dramatismo. Esta armonía interior se nota en cómo te recuperas de los golpes y en la naturalidad con que convives con los demás. El riesgo es pequeño y curioso: como rara vez te peleas contigo, puedes subestimar el valor de las crisis que obligan a crecer.',
    tense:
      'Hay en ti dos voces que no siempre coinciden: la que persigue metas y la que pide refugio, descanso o pertenencia. Es frecuente que una infancia con mensajes cruzados haya dejado esta huella, y con los años la notas como un ir y venir entre lo que deberías hacer y lo que de verdad deseas. Cuando das a cada voz su turno, esa tensión se vuelve una conciencia muy fina de ti.',
  },
  'sun-mercury': {
    conjunction:
      'Tu mente y tu identidad están fundidas: piensas en primera persona y tus ideas llevan tu sello. Hablar, escribir o enseñar te sirve para saber quién eres, y por eso te cuesta separar una crítica a tus argumentos de una crítica a ti. Con Mercurio tan cerca del Sol, escuchar antes de defender tu postura te devuelve la perspectiva que la convicción a veces te quita.',
    flowing:
      'Este contacto amplio entre el Sol y Mercurio apenas puede darse, porque Mercurio nunca se aleja más de unos 28 grados del Sol. Si aparece es por un margen de cálculo muy generoso: tómalo como un matiz, una facilidad para poner en palabras lo que quieres sin que la conversación se vuelva una lucha de egos.',
    tense:
      'Vista desde la Tierra, esta distancia entre el Sol y Mercurio es imposible, porque el planeta de la mente siempre acompaña de cerca al Sol. Si la ves en una tabla, conviene revisar los datos. Lo que sí vale para ti es el diálogo entre tu propósito y tu palabra, que la casa y el signo de Mercurio describen mejor que cualquier ángulo.',
  },
  'sun-venus': {
    conjunction:
      'La amabilidad forma parte de tu identidad: te importa agradar, crear belleza y que los vínculos fluyan. Tienes encanto natural y una sensibilidad estética que se ve en cómo vistes, decoras o cuidas los detalles. La sombra es querer caer bien a toda costa; tu mejor versión aparece cuando ese don para la armonía sirve a lo que valoras, y no solo a evitar conflictos.',
    flowing:
      'Venus nunca se separa del Sol más de unos 47 grados, así que este contacto solo puede ser un sextil muy abierto o un error de datos. Si lo tienes, léelo como un tono: cierta facilidad para disfrutar, para hacerte querer y para que tus elecciones afectivas no choquen con tu propósito.',
    tense:
      'El Sol y Venus no pueden formar este ángulo desde la Tierra: Venus siempre está cerca del Sol. Si aparece en una tabla, la carta necesita revisión. Lo que sí describe tu manera de amar es el signo de Venus y los aspectos que ella forma con los demás planetas.',
  },
  'sun-mars': {
    conjunction:
      'Tienes un motor potente: energía física, franqueza y ganas de competir, aunque sea contigo. Te defines por lo que haces, y la pasividad te desespera. Esta fuerza necesita un destino: el deporte, un proyecto exigente o una causa te la ordenan. Sin esa salida, la misma energía se convierte en impaciencia, prisa o enfados rápidos que luego te sorprenden por su intensidad.',
    flowing:
      'Cuando decides algo, tu cuerpo te acompaña: la voluntad se traduce en acción sin demasiada fricción. Tienes iniciativa, valor en dosis razonables y una vitalidad que se recupera pronto. Es una combinación que rinde mucho en el trabajo y en el deporte; solo pide que no la gastes toda en lo urgente y guardes algo para lo importante.',
    tense:
      'Tu energía va a veces por delante de tu propósito, o se vuelve contra él: discusiones que escalan, prisas, la sensación de tener que demostrar algo. Bajo ese ardor suele haber mucho coraje. Aprender a medir la fuerza, a elegir las batallas y a descargar el cuerpo antes de hablar convierte este aspecto en una capacidad de trabajo y de lucha fuera de lo común.',
  },
  'sun-jupiter': {
    conjunction:
      'Irradias confianza y generosidad, y la gente tiende a creer en ti porque tú crees en la vida. Aspiras a algo grande, te atraen el conocimiento, los viajes y los proyectos con horizonte. El punto débil es la desmesura: prometer más de lo que cabe en una agenda o sobrestimar tus fuerzas. Con un poco de medida, este optimismo abre puertas de verdad.',
    flowing:
      'La suerte, en tu caso, tiene mucho de actitud: esperas lo mejor y eso te hace ver oportunidades donde otros ven riesgos. Tienes buen humor, sentido de la justicia y facilidad para encontrar mentores o apoyos. Como las cosas suelen salirte, puede faltarte un poco de disciplina; cuando la añades, este don rinde el doble.',
    tense:
      'Tiendes a ir a lo grande: más proyectos, más promesas, más expectativas de las que el tiempo permite. No es vanidad, sino hambre de sentido y de crecimiento. Ajustar la escala, terminar antes de ampliar y distinguir entre fe y exceso de confianza transforma esta inquietud en una ambición generosa que además inspira a los demás.',
  },
  'sun-saturn': {
    conjunction:
      'Maduraste pronto: el sentido de la responsabilidad llegó a tu vida antes que a la de otros, quizá por una figura de autoridad exigente o por circunstancias que pedían seriedad. Tienes constancia y se puede contar contigo, aunque dudas de tu valor más de lo necesario. Este aspecto mejora con los años: lo que a los veinte pesaba, a los cuarenta es autoridad propia.',
    flowing:
      'Tienes paciencia estratégica: sabes que las cosas valiosas tardan, y planificas en consecuencia. Te tomas en serio tus compromisos y los demás lo perciben, por eso te confían tareas importantes. Esta solidez te protege de los altibajos; solo cuida que la prudencia no te quite la alegría de improvisar de vez en cuando.',
    tense:
      'Sientes a menudo que tienes que ganarte el derecho a brillar, como si una voz interna te pidiera más pruebas antes de dejarte ser. Los obstáculos te llegan en forma de responsabilidades, jefes rígidos o metas que tardan en cumplirse. Con paciencia, esa exigencia se vuelve oficio: nadie construye mejor que quien conoce bien sus límites y aprende a negociar con ellos.',
  },
  'sun-uranus': {
    conjunction:
      'Necesitas ser tú a tu manera, y lo convencional te aburre o te asfixia. Hay algo eléctrico en tu presencia: ideas adelantadas, cambios repentinos de rumbo y una independencia que no negocias. Puedes sentirte fuera de lugar en grupos muy normativos. Tu aporte aparece cuando esa originalidad se pone al servicio de algo, y no solo de la rebeldía.',
    flowing:
      'Integras la novedad con naturalidad: te adaptas a los cambios, te interesan la tecnología o las ideas poco habituales, y sabes vivir con autenticidad sin romper con todo. Tienes intuiciones rápidas que a menudo resultan acertadas. Es un aspecto que da frescura y una forma propia de estar en el mundo sin necesidad de escándalo.',
    tense:
      'Tu vida conoce giros bruscos: cortes, mudanzas o decisiones que sorprenden incluso a quienes mejor te conocen. Dentro de ti hay una tensión entre la necesidad de estabilidad y una urgencia de libertad que salta cuando las rutinas o las expectativas te encierran. Darte márgenes de autonomía de forma regular evita que la ruptura sea la única salida.',
  },
  'sun-neptune': {
    conjunction:
      'Tu identidad es porosa: captas atmósferas, te conmueves con facilidad y tienes un sentido artístico o espiritual muy vivo. A veces cuesta saber qué quieres tú y qué absorbiste de otros. La música, el arte o la meditación son tus terrenos naturales. Poner límites claros, y revisar los hechos cuando idealizas, protege una sensibilidad que es un verdadero regalo.',
    flowing:
      'Tienes imaginación, compasión y una intuición que te orienta sin que sepas explicar por qué. Te atraen el arte, la ayuda a otros o la búsqueda espiritual, y sabes vivirlas sin perder el suelo. Es un aspecto que suaviza tu carácter y te vuelve una presencia amable; solo pide que no dejes esa inspiración en sueño y le des alguna forma concreta.',
    tense:
      'Hay momentos en que tu rumbo se vuelve borroso: dudas de quién eres, te desilusionas de personas que habías idealizado o te cuesta sostener una meta concreta. Detrás de esa niebla hay una sensibilidad enorme que pide un cauce. El arte, el servicio o una práctica espiritual le dan forma, y la claridad en los acuerdos te evita engaños dolorosos.',
  },
  'sun-pluto': {
    conjunction:
      'Vives con intensidad, y la superficialidad te resulta casi insoportable. Tienes una voluntad de hierro, capacidad para reinventarte después de crisis serias y un magnetismo que a veces intimida. Sueles pasar por etapas en que algo termina del todo para que otra cosa nazca. Tu trabajo es usar ese poder para transformar y no para controlar, empezando por tu propia vida.',
    flowing:
      'Tienes una fuerza interior tranquila: sabes ir al fondo de los asuntos y sostener procesos difíciles sin derrumbarte. Te interesan la psicología, la investigación o todo lo que está oculto. Cuando te propones un cambio profundo, lo logras con una constancia casi silenciosa, y esa misma capacidad te convierte en apoyo para otras personas en sus crisis.',
    tense:
      'La cuestión del poder te atraviesa: luchas con figuras dominantes, o descubres en ti una necesidad de control que te sorprende. Las crisis te llegan con fuerza, pero cada una te deja con más temple. Mirar de frente tus miedos, en lugar de blindarte, transforma esta presión en una capacidad notable para regenerarte y acompañar a otros en lo profundo.',
  },
  'sun-ascendant': {
    conjunction:
      'Lo que eres y lo que muestras tienden a coincidir: tu carácter solar se transparenta en tu manera de estar, y quien te trata percibe pronto quién eres. Tienes vitalidad e iniciativa, y tu vida te pide conducirla en primera persona. Es uno de los rasgos más visibles de tu carta; el reto es dejar sitio también a los demás.',
    flowing:
      'Tu forma de presentarte ayuda a tu propósito: transmites con naturalidad lo que quieres, y el entorno responde con facilidad. Das una impresión coherente, y por eso inspiras confianza. Este aspecto facilita las primeras conversaciones, los comienzos de proyectos y la relación con el propio cuerpo, que tiende a acompañar tus decisiones.',
    tense:
      'Lo que proyectas al llegar y lo que de verdad te mueve no siempre coinciden, y a veces la gente se lleva una impresión equivocada. Ajustar imagen y esencia es un trabajo que rinde mucho.',
    opposition:
      'En la oposición, además, descubres buena parte de tu identidad a través de la pareja o los socios, como si te vieras mejor en el espejo de otra persona.',
    square:
      'En la cuadratura, el Sol suele caer cerca del Medio Cielo o del Fondo del Cielo: tu identidad se juega en la carrera o en la familia más que en la primera impresión que causas.',
  },
  'sun-midheaven': {
    conjunction:
      'Tu identidad se juega en lo público: la vocación, el reconocimiento y el papel que ocupas en el mundo están en el centro de tu vida. Es frecuente que destaques en tu profesión o que tu nombre se asocie a lo que haces. El desafío es no confundir tu valor con tu éxito, y cuidar la vida íntima mientras persigues tus metas.',
    flowing:
      'Tu propósito y tu vocación se entienden: lo que te motiva encaja con el lugar que puedes ocupar en el mundo. Las figuras de autoridad suelen apoyarte, y los logros profesionales llegan como consecuencia natural de ser quien eres. Aprovecha esta facilidad eligiendo metas que de verdad te representen y no solo las que te aplauden.',
    tense:
      'Entre la carrera y tu vida personal hay un tira y afloja: lo que exige el mundo choca a veces con lo que necesitas para sentirte en casa. Encontrar una vocación que no te exija traicionar tus raíces es la tarea.',
    opposition:
      'En la oposición, el Sol se acerca al fondo de la carta y el hogar o la familia pesan tanto como la profesión.',
    square:
      'En la cuadratura, el Sol se acerca al eje del Ascendente y el Descendente: quieres que tu vocación respete tu forma personal de estar y tus vínculos, y no siempre lo consigues a la primera.',
  },
};

/**
 * The Sun–Mercury conjunction by its orb: the text above holds for a close one (up to 5°); in the heart of the
 * Sun (cazimi, within 17′) the tradition reads it as a mind lit up, and past 5° Mercury has air of its own.
 */
export const SUN_MERCURY_CONJUNCTION_BY_ORB: Record<'cazimi' | 'wide', string> = {
  cazimi:
    'Mercurio está en el corazón del Sol, a menos de un cuarto de grado, lo que la tradición llama cazimi: lejos de apagarse, tu mente queda iluminada por tu propósito. Piensas con una claridad que convence, y tus ideas y tu identidad forman una sola pieza. El riesgo es que cualquier objeción te parezca un ataque personal; tomarla como información hace aún más sólida tu palabra.',
  wide:
    'Tu mente y tu identidad van de la mano, aunque con aire entre ellas: Mercurio está lo bastante lejos del Sol como para que mires tus propias ideas con cierta distancia. Piensas en primera persona, pero puedes cambiar de opinión sin sentir que cambias de identidad. Aprovecha esa holgura para escuchar otras posturas antes de fijar la tuya.',
};
