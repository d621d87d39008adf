import type { PairTexts } from './types.ts';

// Jupiter and Saturn with the slower planets and the angles. Jupiter–Saturn, and the social planets with
// the outer ones, are shared by people born within months of each other: the texts say so and then speak
// of what it means for one life.

export const SOCIAL_ASPECTS: Record<string, PairTexts> = {
  'jupiter-saturn': {
    conjunction:
      'Naciste cerca de una gran conjunción, el encuentro que Júpiter y Saturno repiten cada veinte años y que marca el ritmo de las generaciones. En tu vida se traduce en una tensión fértil entre crecer y consolidar: sueñas en grande, pero quieres bases sólidas. Cuando ambas fuerzas trabajan juntas, tus proyectos crecen despacio y duran.',
    flowing:
      'Sabes equilibrar expansión y prudencia: aprovechas las oportunidades sin perder de vista los límites. Es un aspecto que comparten quienes nacieron en la misma temporada, y en tu carta personal da buen juicio para los negocios, la planificación y las decisiones a largo plazo. El crecimiento que buscas llega paso a paso, y por eso perdura.',
    tense:
      'Oscilas entre el impulso de crecer y el miedo a arriesgar: a veces te lanzas y luego te frenas, o te contienes cuando podrías avanzar. Este aspecto, compartido por tu generación, se vive en lo personal como una negociación continua entre optimismo y realismo. Aprender a reconocer el momento de cada uno te da una sabiduría práctica valiosa.',
  },
  'jupiter-uranus': {
    conjunction:
      'Tu generación nació con esta conjunción, que asocia el crecimiento con la libertad y las ideas nuevas. En ti, eso significa golpes de suerte inesperados, oportunidades que aparecen de repente y una fe en el progreso. Tienes espíritu pionero. Aprovechar esas aperturas requiere estar alerta y decidir rápido, sin quemar las naves cada vez.',
    flowing:
      'Tienes olfato para las oportunidades originales: te atraen los caminos nuevos, la tecnología o las ideas que amplían horizontes. Tu optimismo es innovador y te permite adaptarte con facilidad. Es un aspecto que favorece los cambios positivos y las amistades estimulantes, y que comparten muchas personas nacidas en tu año; en ti brilla más si toca tus planetas personales.',
    tense:
      'Buscas la libertad a lo grande, y a veces eso se traduce en cambios bruscos, proyectos que se abandonan o riesgos poco calculados. Compartes esta tensión con tu generación, pero en tu carta se nota como una inquietud que no se calma con la rutina. Canalizarla en un proyecto original, con algo de constancia, la vuelve fecunda.',
  },
  'jupiter-neptune': {
    conjunction:
      'Esta conjunción, compartida con quienes nacieron cerca de ti, amplía la imaginación y la sed espiritual. Tienes idealismo, compasión y una fe que a veces roza lo místico. Te atraen el arte, la religión o las causas humanitarias. El reto es no confundir lo que deseas con lo que existe, ni dar más de lo que puedes.',
    flowing:
      'Tu fe y tu imaginación se apoyan: tienes inspiración, generosidad espiritual y un optimismo que ayuda a otros a creer. Es un aspecto favorable para la creación artística, la espiritualidad o el trabajo solidario. Tu visión de la vida tiene algo de poesía que inspira.',
    tense:
      'Puedes perderte en sueños demasiado grandes: promesas que no se cumplen, idealización de maestros o causas, o una generosidad que te deja sin recursos. Esta tensión, común en tu generación, te invita a aterrizar tu fe. Cuando la pones al servicio de algo concreto, se vuelve una fuerza de compasión real.',
  },
  'jupiter-pluto': {
    conjunction:
      'Tu generación nació con este encuentro, asociado al poder, la riqueza y la transformación colectiva. En ti se expresa como ambición profunda, capacidad de influencia y un deseo de crecer que va más allá de lo material. Tienes visión estratégica. Usar ese poder con ética es lo que convierte tu ambición en legado.',
    flowing:
      'Tienes una capacidad de regeneración notable: sabes reconstruirte a lo grande después de las crisis y ayudar a otros a hacerlo. Tu visión es profunda y tu influencia, discreta pero eficaz. Es un aspecto que favorece la investigación, la psicología, las finanzas o cualquier trabajo de transformación social.',
    tense:
      'La ambición puede tomar el mando: deseo de poder, luchas por convicciones o una tendencia a querer cambiar a los demás a toda costa. Compartes esta tensión con tu generación, pero en lo personal te pide revisar tus motivaciones. Cuando la pones al servicio del bien común, esa intensidad abre caminos muy amplios.',
  },
  'jupiter-ascendant': {
    conjunction:
      'Tu presencia transmite optimismo, cordialidad y confianza: la gente te percibe con amplitud y buen humor. Tienes una forma generosa de estar en el mundo, y las oportunidades suelen llegarte a través de los encuentros. Cuida la tendencia a exagerar o a ocupar más espacio del necesario; tu mejor regalo es el ánimo que das.',
    flowing:
      'Das una impresión positiva y de buena voluntad, y eso te abre puertas. Tienes facilidad para encontrar apoyo, viajar o estudiar, y tu actitud ante la vida atrae oportunidades. Es un aspecto protector que mejora tu relación con el entorno y te ayuda a empezar de nuevo con ánimo cuando algo sale mal.',
    tense:
      'Tu optimismo puede ir más allá de lo que el entorno acepta, y a veces das una imagen de exceso o de promesas grandes. Medir lo que prometes hace que la gente confíe más en tu entusiasmo.',
    opposition:
      'En la oposición, Júpiter está cerca del Descendente: las asociaciones y la pareja te hacen crecer, aunque puedes esperar demasiado de ellas.',
    square:
      'En la cuadratura, Júpiter suele quedar cerca del eje vertical de la carta: tu afán de crecer se vuelca en la carrera o en la familia, y a veces prometes en esos terrenos más de lo que tu agenda sostiene.',
  },
  'jupiter-midheaven': {
    conjunction:
      'Tu vocación tiende a crecer y a hacerse visible: enseñanza, derecho, viajes, publicaciones o cualquier ámbito que amplíe horizontes. Tienes buena estrella profesional y una reputación que suele acompañarte. Cuida la tendencia a dar por hecho el éxito; tu carrera florece cuando une ambición con sentido.',
    flowing:
      'Tu carrera se beneficia de un optimismo sensato: sabes aprovechar oportunidades, atraer apoyo de mentores y crecer profesionalmente sin conflictos graves. Es un aspecto que favorece el reconocimiento y la expansión de tus metas, sobre todo cuando tu trabajo enseña, difunde o abre caminos a otras personas.',
    tense:
      'Puedes apuntar demasiado alto en lo profesional, o sentir que tu carrera no está a la altura de tus expectativas. Equilibrar ambición y realidad es tu aprendizaje.',
    opposition:
      'En la oposición, Júpiter se acerca al fondo de la carta y la vida familiar o el hogar se expanden, a veces a costa de la carrera.',
    square:
      'En la cuadratura, Júpiter está cerca del Ascendente o del Descendente: tu optimismo personal, o un socio muy expansivo, empuja tu carrera hacia metas que conviene medir con calma antes de comprometerte.',
  },
  'saturn-uranus': {
    conjunction:
      'Esta conjunción, compartida con tu generación, une lo viejo y lo nuevo: tradición e innovación se disputan tu vida. Tienes capacidad para dar forma estable a ideas revolucionarias, pero también puedes sentir la tensión entre seguridad y libertad. Construir estructuras que permitan el cambio es tu gran tarea.',
    flowing:
      'Sabes combinar disciplina e innovación: eres capaz de llevar ideas nuevas a la práctica con método. Este aspecto generacional te da en lo personal un equilibrio raro entre respeto por la experiencia y apertura a lo distinto. Es muy útil en ciencia, tecnología o reformas institucionales.',
    tense:
      'Vives la tensión entre lo que te da seguridad y lo que te libera: cada vez que te estabilizas, algo te empuja a cambiar, y cada vez que cambias, echas de menos la solidez. Es un conflicto que compartes con tu generación. Aprender a reformar sin destruir, y a sostener sin asfixiar, convierte esta tensión en madurez.',
  },
  'saturn-neptune': {
    conjunction:
      'Tu generación nació bajo esta conjunción, que pone a prueba los sueños con la realidad. En tu vida se traduce en la necesidad de dar forma concreta a los ideales: arte con oficio, espiritualidad con disciplina. Puede haber momentos de desilusión, pero también una capacidad única para construir sueños.',
    flowing:
      'Sabes materializar lo que imaginas: unes inspiración y método, intuición y paciencia. Este aspecto, compartido con tu generación, te da en lo personal una espiritualidad práctica y una creatividad disciplinada. Es un buen aspecto para el arte, la arquitectura o el trabajo de cuidado, donde la visión necesita horas de oficio para tomar cuerpo.',
    tense:
      'La realidad y los sueños chocan: a veces la vida concreta te parece demasiado dura, y otras los ideales te impiden comprometerte. Esta tensión, que comparte tu generación, puede generar miedos difusos o una sensación de desencanto. Aceptar la imperfección de lo real, sin renunciar a tus ideales, es la clave.',
  },
  'saturn-pluto': {
    conjunction:
      'Esta conjunción, compartida con quienes nacieron en los mismos años, habla de tiempos de crisis y reconstrucción colectiva. En ti se traduce en una enorme resistencia, capacidad para trabajar bajo presión y un sentido de lo esencial. Puede haber miedo a perder el control. Tu fuerza es la de quien sabe reconstruir desde los cimientos.',
    flowing:
      'Tienes una capacidad notable para transformar estructuras: sabes hacer cambios profundos con paciencia y método. Es un aspecto de gran resistencia, útil para trabajos de largo aliento, investigación o gestión de crisis. Tu generación lo comparte; en ti, se nota en cómo sostienes lo que importa.',
    tense:
      'Sientes presiones fuertes: responsabilidades pesadas, figuras de autoridad implacables o situaciones que exigen resistir. Compartes esta tensión con tu generación, pero en lo personal te invita a no endurecerte. Con los años, aprendes a soltar lo que no funciona y a reconstruir con una fuerza que pocos tienen.',
  },
  'saturn-ascendant': {
    conjunction:
      'Tu presencia transmite seriedad, reserva y madurez, a veces desde la infancia: quizá la gente te vio siempre mayor de lo que eras. Tienes autocontrol y responsabilidad, aunque también cierta timidez o rigidez en los primeros encuentros. Con los años, ganas seguridad y tu presencia se vuelve una autoridad tranquila.',
    flowing:
      'Das una impresión de fiabilidad y sensatez: la gente confía en tu palabra y en tu capacidad de organizar. Tu forma de presentarte es sobria pero sólida. Es un aspecto que favorece las responsabilidades y el respeto en tu entorno, y que mejora con la edad, cuando la sobriedad se lee como experiencia.',
    tense:
      'Los primeros encuentros pueden costarte: sientes miradas que te juzgan o te limitan, y te proteges con distancia. Con el tiempo, esa cautela se convierte en una presencia sobria que inspira respeto.',
    opposition:
      'En la oposición, Saturno está cerca del Descendente y las relaciones llegan con responsabilidad o con retraso, a veces con personas mayores.',
    square:
      'En la cuadratura, Saturno queda cerca del Medio Cielo o del Fondo del Cielo: las responsabilidades profesionales o familiares pesan sobre tu forma de presentarte, y a menudo transmites más seriedad de la que sientes por dentro.',
  },
  'saturn-midheaven': {
    conjunction:
      'Tu carrera se construye con esfuerzo, ambición y paciencia: subes despacio, pero llegas alto. Tienes sentido de la responsabilidad profesional y capacidad para ocupar puestos de autoridad. Los logros llegan a menudo después de los treinta. Cuida que el deber no anule tu vocación: el éxito que vale la pena es el que refleja quién eres.',
    flowing:
      'Tu carrera tiene estructura: sabes planificar a largo plazo, trabajar con disciplina y ganarte el respeto de superiores y colegas. Los resultados llegan con el tiempo y son duraderos. Es un aspecto que favorece la estabilidad profesional y los puestos de responsabilidad, y que te enseña a medir tus avances en años, no en semanas.',
    tense:
      'Sientes que tu carrera avanza más despacio de lo que quisieras, o que la autoridad te pone obstáculos. Es un aspecto que, con paciencia, construye una solidez que nadie te podrá quitar.',
    opposition:
      'En la oposición, Saturno se acerca al fondo de la carta y las responsabilidades familiares pesan sobre tu vida profesional.',
    square:
      'En la cuadratura, Saturno se acerca al Ascendente o al Descendente, y el freno llega a través de tu propio cuerpo, tu timidez o una pareja que exige mucho; con los años, eso se vuelve método.',
  },
};
