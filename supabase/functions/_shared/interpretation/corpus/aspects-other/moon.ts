import type { PairTexts } from '../aspects/types.ts';

// The Moon with Mercury to Pluto and the angles for someone else's chart, in the third person (aspects/moon.ts
// speaks to the owner). Written anew and gender-neutral, so each passage reads as Spanish on its own.

export const OTHER_MOON_ASPECTS: Record<string, PairTexts> = {
  'moon-mercury': {
    conjunction:
      'Razona con el corazón y siente a través de las ideas: lo que piensa arrastra carga afectiva, y sus estados de ánimo se calman cuando encuentran palabras. Guarda una memoria emocional muy viva, capta enseguida el tono de cualquier conversación y su humor varía con rapidez. Llevar un diario o desahogarse con alguien de confianza le pone orden por dentro como casi nada más.',
    flowing:
      'Nombra lo que siente sin exagerarlo y sin ocultarlo. Como la cabeza y el corazón se entienden, resulta una compañía valiosa en las charlas delicadas y sabe decir verdades con tacto. Aprende mejor aquello que le conmueve, y conserva con detalle el recuerdo de lo que vivió con intensidad.',
    tense:
      'Su mente y sus emociones discuten a menudo: lo que razona no convence a lo que siente, o al revés, y las preocupaciones le rondan cuando llega la noche. A veces suelta en caliente algo que después matizaría. Dejar pasar un rato entre sentir y hablar, o escribir antes de contestar, transforma esa fricción en una inteligencia emocional de gran finura.',
  },
  'moon-venus': {
    conjunction:
      'Para estar en paz necesita belleza, cariño y armonía, y los ofrece con igual soltura que los pide. Su trato es dulce, disfruta de los placeres sencillos y tiene un sentido estético capaz de convertir cualquier rincón en un hogar. Le conviene vigilar que las ganas de agradar no le lleven a callar un malestar: un afecto sincero resiste también un desacuerdo.',
    flowing:
      'Sus emociones y sus afectos se sostienen mutuamente: quiere sin asfixiar y se deja querer sin recelo. Irradia una calidez que hace más fácil la convivencia, la amistad y la vida en pareja, y tiene un gusto por el placer que le ayuda a reponerse del cansancio. Es un aspecto que vuelve más amable el día a día, tanto para esta persona como para quienes la rodean.',
    tense:
      'Lo que le da seguridad y lo que le atrae no siempre coinciden: puede enamorarse de quien no le da sosiego, o aburrirse cuando todo está en calma. En los días tristes quizá se consuele con caprichos. Cuando acepta que ambas necesidades son legítimas, aprende a elegir vínculos que, además de encantar, alimentan por dentro.',
  },
  'moon-mars': {
    conjunction:
      'Sus emociones son veloces y encendidas: reacciona al instante, defiende con fiereza a los suyos y no soporta la pasividad ante una injusticia. Esa intensidad es una forma de valentía emocional, aunque también se traduce en enfados que prenden y se apagan deprisa. Mover el cuerpo le ayuda a digerir lo que siente mucho más que darle vueltas.',
    flowing:
      'Sabe pasar de la emoción a la acción sin arrollar a nadie. Tiene valor para cuidar, energía para proteger su hogar y una vitalidad afectiva que se contagia. Ante lo que le duele, en lugar de lamentarse, busca algo que hacer. Esa mezcla resulta muy valiosa en las crisis, sean suyas o de otras personas.',
    tense:
      'Sus emociones pueden dispararse antes de que se dé cuenta: irritación, roces en casa o una impaciencia que brota del cansancio. No es raro que en la infancia hubiera conflictos o que tuviera que defenderse muy pronto. Aprender a leer las señales del cuerpo antes del estallido, y dar a la tensión salidas físicas, le devuelve el control de esa fuerza.',
  },
  'moon-jupiter': {
    conjunction:
      'Su corazón es generoso y confía, en el fondo, en que las cosas acabarán bien. Ofrece protección, ánimo y hospitalidad, y la gente se siente acogida en su compañía. A veces el exceso asoma en la mesa, en los caprichos o en promesas de ayuda que luego pesan. Su optimismo emocional sirve de refugio a mucha gente; conviene que también lo sea para esta persona.',
    flowing:
      'Un buen humor de fondo le sostiene en los momentos difíciles. Recibió apoyo emocional, o supo encontrarlo, y por eso lo ofrece con naturalidad. Le hacen bien los viajes, la naturaleza y las charlas sobre el sentido de la vida. Pocos aspectos protegen tanto una carta como este.',
    tense:
      'Sus necesidades emocionales tienden a crecer más de lo razonable: espera mucho de los demás, de sí o de la vida, y la realidad no siempre está a la altura. También puede dar más de lo que tiene con tal de que cuenten con su ayuda. Aprender a dosificar, sin perder la generosidad, convierte esa expansión en un talento real para animar y sostener a otros.',
  },
  'moon-saturn': {
    conjunction:
      'Aprendió pronto a guardarse lo que sentía: quizá en su infancia hubo poco sitio para la fragilidad, o cargó con responsabilidades antes de tiempo. Hoy se muestra fuerte y fiable, pero le cuesta pedir cuidados y a ratos le invade una tristeza grave, sin causa clara. Cuando se permite necesitar a otros, su madurez emocional se vuelve un refugio para quienes le rodean.',
    flowing:
      'Sus emociones tienen estructura: mantiene la calma, cumple sus compromisos afectivos y ofrece una presencia estable. El humor del día no le arrastra, y por eso se convierte en alguien de confianza cuando las cosas se ponen serias. A primera vista transmite reserva; quienes le conocen saben que su lealtad es de largo recorrido.',
    tense:
      'Sentirse a salvo no le resulta fácil: una voz interior le pide aguantar, no molestar o ganarse el cariño antes de recibirlo. A menudo el vínculo con una figura materna fue frío o exigente. Con el tiempo, reconocer esa herida y darse el cuidado que le faltó convierte la dureza en una serenidad que nada le puede arrebatar.',
  },
  'moon-uranus': {
    conjunction:
      'Necesita libertad emocional tanto como otras personas necesitan seguridad: le agobian los lazos que atan y le enciende lo inesperado. Su ánimo cambia deprisa y sus intuiciones llegan como relámpagos. Convivir con esta persona resulta estimulante y, a la vez, desconcertante. Su aprendizaje consiste en buscar relaciones que respeten su espacio en lugar de escapar de todo vínculo.',
    flowing:
      'Vive las emociones con apertura y sin dramas: acepta los cambios, se adapta a modos de vida distintos y concede a los demás la libertad que reclama para sí. Sus intuiciones suelen acertar, y hace amistad con facilidad con gente muy diversa. Este aspecto da frescura a su vida afectiva y a su manera de cuidar.',
    tense:
      'Su mundo emocional conoce sacudidas: mudanzas, rupturas repentinas o una inquietud que brota justo cuando todo parece en calma. Quizá su infancia tuvo algo de imprevisible y aprendió a no depender de nadie. Construir una seguridad que incluya la libertad, en vez de enfrentar una con otra, apacigua esa alarma interior y le permite disfrutar de sus vínculos.',
  },
  'moon-neptune': {
    conjunction:
      'Su sensibilidad apenas tiene filtro: absorbe el ánimo de los lugares y de las personas, y a veces no distingue si lo que siente es propio o ajeno. Posee imaginación, compasión y una vida interior poblada de sueños y presentimientos. Necesita ratos de soledad para reponerse y límites claros para no cargar con lo que no le corresponde. El arte y la espiritualidad son su manera natural de nutrirse.',
    flowing:
      'Su empatía es fina y su intuición rara vez falla. La música, el agua, la contemplación o el arte le reparan, y sabe acompañar el dolor ajeno con delicadeza. Tiene una imaginación fértil y guarda recuerdos con algo de poesía. Cuidar esa vena creativa, con tiempo y espacio, le devuelve el equilibrio cuando la vida se pone áspera.',
    tense:
      'A veces sus emociones se enturbian: idealiza a quien no lo merece, se sacrifica en exceso o busca vías de escape cuando la realidad duele. Es una sensibilidad enorme que aún no ha encontrado su cauce. Distinguir la compasión del rescate, y contrastar los hechos antes de entregarse, protege su bienestar sin apagar esa capacidad de percibir lo invisible.',
  },
  'moon-pluto': {
    conjunction:
      'Siente con una hondura que pocas personas alcanzan: sus emociones son intensas, sus vínculos totales y sus heridas tardan en cerrarse. Percibe lo que los demás esconden, a veces antes que los propios interesados. Puede haber miedo a perder y cierta inclinación a controlar. Cuando confía en que puede atravesar sus emociones sin romperse, esa intensidad se convierte en una capacidad de sanar.',
    flowing:
      'En las crisis se nota su fuerza emocional: sostiene lo que otros no se atreven a mirar. Le atraen la psicología, los secretos y los procesos de cambio profundo, y encuentra valor para atravesar sus propias sombras. Este aspecto aporta resiliencia y una lealtad intensa hacia las personas que elige.',
    tense:
      'Vive sus vínculos a todo o nada: celos, pulsos de poder o miedo al abandono pueden asomar cuando se siente vulnerable. Quizá en la historia familiar hubo secretos o una figura muy dominante. Poner en palabras lo que teme, en vez de intentar controlarlo, rompe ese ciclo y le permite amar con intensidad sin que esa intensidad le domine.',
  },
  'moon-ascendant': {
    conjunction:
      'Sus emociones asoman en su rostro: hay en su forma de estar transparencia, receptividad al ambiente y una gran sensibilidad a cómo le reciben. La gente percibe en esta persona algo cercano y protector, y tiende a confiarle sus cosas. Su presencia varía de un día para otro según el ánimo. Elegir entornos que le sienten bien es, en su caso, una forma esencial de cuidado.',
    flowing:
      'Transmite calidez sin proponérselo: su manera de estar invita a confiar, y eso facilita los primeros encuentros. Lo que siente y lo que muestra van en sintonía, así que los demás saben a qué atenerse. Es un aspecto que ayuda en cualquier trabajo de atención al público o de cuidado.',
    tense:
      'Lo que siente y lo que deja ver no siempre coinciden: puede transmitir calma con una tormenta por dentro, o al revés. Aprender a pedir lo que necesita, en vez de esperar que lo adivinen, transforma mucho sus relaciones.',
    opposition:
      'En la oposición, la Luna está cerca del Descendente, y sus necesidades emocionales se ponen en juego sobre todo en la vida de pareja.',
    square:
      'En la cuadratura, la Luna se encuentra cerca del eje vertical de la carta, y lo que siente por su hogar o por su profesión se filtra en cada encuentro nuevo.',
  },
  'moon-midheaven': {
    conjunction:
      'Su vida emocional queda a la vista: la carrera, la reputación y lo que siente caminan juntos, y todo lo público le afecta muy de cerca. Es habitual una vocación vinculada al cuidado, la alimentación, el hogar o la atención a la gente. Su sensibilidad conecta con los demás, aunque sus cambios de ánimo también se reflejan en su trayectoria profesional.',
    flowing:
      'Sus necesidades emocionales y su vocación se refuerzan: el trabajo puede convertirse en un lugar donde sentirse en casa, y la familia suele apoyar sus metas. Tiene olfato para lo que necesita la gente, algo muy valioso en profesiones de servicio, comunicación o cuidado. La mejor carrera, para esta persona, es la que también la nutre.',
    tense:
      'Entre el hogar y la profesión hay un tira y afloja: lo que exige su vida laboral choca con su necesidad de refugio y de tiempo propio. Marcar límites nítidos en cada terreno evita que uno se coma al otro.',
    opposition:
      'En la oposición, la Luna se aproxima al fondo de la carta, y las raíces, la familia o el hogar piden un lugar central.',
    square:
      'En la cuadratura, la Luna está cerca del Ascendente o del Descendente: su estado de ánimo tiñe su presencia y sus relaciones, y eso influye en cómo le ven en el trabajo.',
  },
};
