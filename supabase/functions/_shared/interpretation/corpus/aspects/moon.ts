import type { PairTexts } from './types.ts';

// The Moon with Mercury to Pluto and the angles (Sun–Moon lives with the Sun).

export const MOON_ASPECTS: Record<string, PairTexts> = {
  'moon-mercury': {
    conjunction:
      'Piensas con lo que sientes, y sientes a través de lo que piensas: tus ideas llevan carga emocional y tus estados de ánimo necesitan palabras para asentarse. Tienes memoria afectiva, facilidad para captar el tono de una conversación y un humor que cambia rápido. Escribir un diario o hablar con alguien de confianza te ordena por dentro como pocas cosas.',
    flowing:
      'Sabes poner nombre a lo que sientes sin dramatizarlo ni esconderlo. Esa fluidez entre cabeza y corazón te hace buena compañía en las conversaciones difíciles y te da tacto para decir verdades. Aprendes mejor cuando el tema te toca emocionalmente, y recuerdas con detalle lo que viviste con intensidad.',
    tense:
      'Tu mente y tus emociones discuten con frecuencia: lo que razonas no convence a lo que sientes, o al revés, y das vueltas a las cosas antes de dormir. También puedes decir en caliente lo que luego matizarías. Separar el momento de sentir del momento de hablar, y escribir antes de responder, convierte esta tensión en una inteligencia emocional muy despierta.',
  },
  'moon-venus': {
    conjunction:
      'Necesitas belleza, afecto y armonía para sentirte en paz, y los das con la misma naturalidad con que los pides. Tienes un trato dulce, gusto por los placeres sencillos y una sensibilidad estética que convierte cualquier espacio en un hogar. Cuida que el deseo de agradar no te haga callar un malestar: el cariño verdadero también aguanta un desacuerdo.',
    flowing:
      'Tus emociones y tus afectos se apoyan: sabes querer sin agobiar y dejarte querer sin desconfiar. Hay en ti una calidez que facilita la convivencia, la amistad y la vida en pareja, y un sentido del placer que te ayuda a recuperarte del cansancio. Es un aspecto que hace la vida cotidiana más amable, para ti y para quienes te rodean.',
    tense:
      'Lo que necesitas para sentirte a salvo y lo que te atrae no siempre coinciden: quizá te enamoran personas que no te dan calma, o la calma te aburre. También puede aparecer cierta tendencia a compensar con caprichos los días tristes. Cuando reconoces las dos necesidades como legítimas, aprendes a elegir vínculos que nutren además de encantar.',
  },
  'moon-mars': {
    conjunction:
      'Tus emociones son rápidas y calientes: reaccionas enseguida, defiendes a los tuyos con fiereza y no soportas quedarte de brazos cruzados ante una injusticia. Esa intensidad es valentía emocional, aunque también puede traducirse en enfados que se encienden y se apagan deprisa. Mover el cuerpo te ayuda a procesar lo que sientes mejor que darle vueltas.',
    flowing:
      'Sabes actuar a partir de lo que sientes sin atropellar a nadie. Tienes coraje para cuidar, energía para proteger tu hogar y una vitalidad emocional que contagia. Cuando algo te duele, no te quedas en la queja: buscas qué hacer. Es una combinación muy útil en momentos de crisis, propios o ajenos.',
    tense:
      'Tus emociones pueden saltar antes de que te des cuenta: irritabilidad, discusiones domésticas o una impaciencia que nace del cansancio. Es frecuente que en la infancia hubiera conflictos o que tuvieras que defenderte pronto. Reconocer las señales del cuerpo antes del estallido, y encontrar salidas físicas para la tensión, te devuelve el mando de esa fuerza.',
  },
  'moon-jupiter': {
    conjunction:
      'Tienes un corazón generoso y una fe básica en que las cosas saldrán bien. Das protección, ánimo y hospitalidad, y las personas se sienten acogidas a tu lado. A veces el exceso aparece en forma de comida, gastos o promesas de ayuda que luego pesan. Tu optimismo emocional es un refugio para muchos: cuida que también lo sea para ti.',
    flowing:
      'Hay en ti un buen humor de fondo que te sostiene en los momentos difíciles. Recibiste, o supiste encontrar, apoyo emocional, y eso te permite ofrecerlo con naturalidad. Te sientan bien los viajes, la naturaleza y las conversaciones sobre el sentido de la vida. Es uno de los aspectos más protectores que puede tener una carta.',
    tense:
      'Tus necesidades emocionales tienden a crecer más de la cuenta: esperas mucho de los demás, de ti o de la vida, y la realidad a veces no alcanza. También puedes dar más de lo que tienes para que te necesiten. Aprender a medir, sin perder la generosidad, convierte esta expansión en una capacidad real de animar y sostener a otros.',
  },
  'moon-saturn': {
    conjunction:
      'Aprendiste pronto a contener lo que sentías: quizá hubo poco espacio para la fragilidad en tu infancia, o asumiste responsabilidades antes de tiempo. Hoy te muestras fuerte y fiable, pero te cuesta pedir cuidado y a veces te invade una tristeza seria, sin motivo claro. Cuando te permites necesitar, tu madurez emocional se vuelve un refugio para los demás.',
    flowing:
      'Tus emociones tienen estructura: sabes mantener la calma, cumplir tus compromisos afectivos y ofrecer una presencia estable. No te dejas arrastrar por el humor del día, y eso te hace una persona de confianza en los momentos serios. Por fuera puedes dar una impresión de reserva; quienes te conocen saben que tu lealtad es de largo plazo.',
    tense:
      'Sentirte a salvo no te resulta sencillo: hay una voz interior que te pide aguantar, no molestar o merecer el cariño antes de recibirlo. Es frecuente que la relación con una figura materna fuera fría o exigente. Con los años, reconocer esa herida y darte el cuidado que no recibiste transforma la dureza en una serenidad que nadie puede quitarte.',
  },
  'moon-uranus': {
    conjunction:
      'Necesitas libertad emocional tanto como otros necesitan seguridad: te agobian los lazos que atan y te enciende lo imprevisto. Tus estados de ánimo cambian con rapidez y tus intuiciones llegan como relámpagos. Convivir contigo puede ser estimulante y a la vez desconcertante. Encontrar relaciones que respeten tu espacio, en lugar de huir de ellas, es tu aprendizaje.',
    flowing:
      'Vives las emociones con apertura y sin dramas: aceptas los cambios, te adaptas a formas de vida distintas y das a los demás la libertad que pides para ti. Tienes intuiciones certeras y una amistad fácil con personas muy diferentes entre sí. Es un aspecto que aporta frescura a tu vida afectiva y a tu manera de cuidar.',
    tense:
      'Tu mundo emocional conoce sacudidas: cambios de hogar, rupturas repentinas o una inquietud que aparece justo cuando todo parece tranquilo. Quizá la infancia tuvo algo de imprevisible y aprendiste a no depender de nadie. Construir una seguridad que incluya la libertad, en vez de oponerlas, calma esa alarma interior y te deja disfrutar de los vínculos.',
  },
  'moon-neptune': {
    conjunction:
      'Tu sensibilidad no tiene casi filtro: absorbes el ánimo de los lugares y las personas, y a veces no sabes si lo que sientes es tuyo. Tienes imaginación, compasión y una vida interior rica en sueños y presentimientos. Necesitas ratos de soledad para recuperarte, y límites claros para no cargar con lo ajeno. El arte y la espiritualidad son tu forma natural de nutrirte.',
    flowing:
      'Tienes empatía fina y una intuición que rara vez te engaña. La música, el agua, la contemplación o el arte te restauran, y sabes acompañar el dolor ajeno con delicadeza. Tu imaginación es fértil y tus recuerdos tienen algo de poético. Cuidar esa vena creativa, dándole tiempo y espacio, te devuelve el equilibrio cuando la vida se vuelve áspera.',
    tense:
      'A veces tus emociones se nublan: idealizas a quien no lo merece, te sacrificas de más o buscas evasiones cuando la realidad duele. Es una sensibilidad grande que todavía no encontró su forma. Distinguir entre compasión y rescate, y comprobar los hechos antes de entregarte, protege tu bienestar sin apagar esa capacidad de sentir lo invisible.',
  },
  'moon-pluto': {
    conjunction:
      'Sientes a una profundidad que pocas personas alcanzan: tus emociones son intensas, tus vínculos totales y tus heridas difíciles de olvidar. Percibes lo que otros esconden, a veces antes que ellos mismos. Puede haber miedo a la pérdida y cierta tendencia a controlar. Cuando confías en que sobrevives a tus emociones, esa intensidad se convierte en capacidad de sanar.',
    flowing:
      'Tienes una fuerza emocional que se nota en las crisis: sabes sostener lo que otros no soportan mirar. Te interesan la psicología, los secretos y los procesos de cambio profundo, y tienes el valor de atravesar tus propias sombras. Es un aspecto que da resiliencia y una lealtad intensa hacia quienes eliges.',
    tense:
      'Tus vínculos se viven a todo o nada: celos, luchas de poder o miedo a que te abandonen pueden aparecer cuando te sientes vulnerable. Quizá en tu historia familiar hubo secretos o una figura muy dominante. Poner en palabras lo que temes, en lugar de controlarlo, rompe ese ciclo y te permite amar con intensidad sin quedarte a merced de ella.',
  },
  'moon-ascendant': {
    conjunction:
      'Tus emociones se ven en tu cara: tienes transparencia, receptividad al ambiente y una sensibilidad muy fina a cómo te reciben. La gente percibe en ti algo cercano y protector, y tiende a contarte sus cosas. Tus estados de ánimo cambian tu presencia de un día para otro. Elegir entornos que te sienten bien es, para ti, una forma de cuidado esencial.',
    flowing:
      'Transmites calidez sin esfuerzo: tu forma de estar invita a confiar, y eso facilita los primeros encuentros. Lo que sientes y cómo te muestras están en sintonía, de modo que la gente sabe a qué atenerse contigo. Es un aspecto que ayuda en cualquier trabajo de cara al público o de cuidado.',
    tense:
      'Lo que sientes y lo que muestras no siempre van juntos: puedes transmitir calma mientras por dentro hay tormenta, o al revés. Aprender a decir lo que necesitas, en lugar de esperar que lo adivinen, cambia mucho tus relaciones.',
    opposition:
      'En la oposición, la Luna se sitúa cerca del Descendente y tus necesidades emocionales se juegan sobre todo en la pareja.',
    square:
      'En la cuadratura, la Luna se sitúa cerca del eje vertical de la carta, y lo que sientes por tu casa o por tu carrera se cuela en cada encuentro nuevo.',
  },
  'moon-midheaven': {
    conjunction:
      'Tu vida emocional está a la vista: la carrera, la reputación y lo que sientes van de la mano, y lo público te toca muy de cerca. Es frecuente una vocación ligada al cuidado, la alimentación, el hogar o el público en general. Tu sensibilidad conecta con la gente, aunque los cambios de ánimo se notan también en tu trayectoria profesional.',
    flowing:
      'Tus necesidades emocionales y tu vocación se apoyan: el trabajo puede ser un lugar donde te sientas en casa, y tu familia suele respaldar tus metas. Tienes instinto para lo que necesita la gente, algo muy útil en profesiones de servicio, comunicación o cuidado. Tu mejor carrera es la que también te nutre.',
    tense:
      'Entre el hogar y la carrera hay un tira y afloja: lo que pide tu vida profesional choca con tu necesidad de refugio y de tiempo propio. Poner límites claros a cada ámbito evita que uno devore al otro.',
    opposition:
      'En la oposición, la Luna se acerca al fondo de la carta y las raíces, la familia o la casa reclaman un lugar central.',
    square:
      'En la cuadratura, la Luna queda cerca del Ascendente o del Descendente: tu estado de ánimo marca tu presencia y tus relaciones, y eso repercute en cómo te ven en el trabajo.',
  },
};
