import type { PairTexts } from '../aspects/types.ts';

// The Sun with every other point, for someone else's chart, in the third person (aspects/sun.ts speaks to
// the owner). Written anew and gender-neutral: no él/ella and no gendered words aimed at the person. Same
// families as the source: "tense" covers square and opposition, "flowing" trine and sextile.

export const OTHER_SUN_ASPECTS: Record<string, PairTexts> = {
  'sun-moon': {
    conjunction:
      'Nació cerca de una luna nueva, y esa coincidencia suele dar un carácter de una pieza: lo que desea y lo que necesita empujan hacia el mismo lado. Emprende sus proyectos con una convicción contagiosa, aunque le resulta difícil mirarse desde fuera, porque dentro no hay una segunda perspectiva que le devuelva su reflejo. Las opiniones francas de gente de confianza le aportan justo el contraste que echa en falta.',
    flowing:
      'Entre su voluntad y sus emociones hay buen entendimiento: lo que decide rara vez le provoca un conflicto interno, y lo que siente sale a la luz sin dramas. Esa paz interior se aprecia en lo rápido que se repone de los reveses y en la soltura con que trata a la gente. El único riesgo, pequeño y curioso, es que, como casi nunca está en guerra consigo, puede restar importancia a las crisis que empujan a crecer.',
    tense:
      'Dentro de esta persona conviven dos voces que no siempre se ponen de acuerdo: una persigue objetivos y la otra reclama refugio, descanso o un lugar al que pertenecer. A menudo esa huella viene de una infancia con mensajes contradictorios, y con los años aparece como un vaivén entre lo que toca hacer y lo que de verdad desea. Si da a cada voz su momento, la tensión se convierte en un conocimiento muy fino de su propio interior.',
  },
  'sun-mercury': {
    conjunction:
      'Su mente y su identidad van fundidas: piensa en primera persona y cada idea suya lleva su firma. Hablar, escribir o enseñar le ayuda a descubrir quién es, y por eso le cuesta distinguir entre una objeción a sus argumentos y una objeción a su persona. Con Mercurio tan pegado al Sol, escuchar antes de defender su postura le devuelve la amplitud de mirada que la firmeza a veces le resta.',
    flowing:
      'Un contacto tan amplio entre el Sol y Mercurio casi no puede producirse: Mercurio jamás se separa del Sol más de unos 28 grados. Si figura en la carta, se debe a un margen de cálculo muy holgado, y conviene leerlo como un simple matiz: cierta soltura para expresar lo que quiere sin que el diálogo acabe en un pulso de egos.',
    tense:
      'Desde la Tierra no se puede ver esta separación entre el Sol y Mercurio, porque el planeta de la mente nunca se aleja mucho del Sol. Si aparece en una tabla, lo prudente es comprobar los datos. Lo que sí cuenta en esta carta es la conversación entre su propósito y su palabra, y eso lo retratan mejor la casa y el signo de Mercurio que cualquier ángulo.',
  },
  'sun-venus': {
    conjunction:
      'La amabilidad es parte de quien es: le importa gustar, rodearse de belleza y que los vínculos fluyan sin roces. Tiene un encanto espontáneo y una sensibilidad estética que asoma en su forma de vestir, de decorar o de cuidar los detalles. Su sombra es el deseo de agradar a cualquier precio; da lo mejor de sí cuando ese talento para la armonía está al servicio de lo que valora, y no solo de esquivar conflictos.',
    flowing:
      'Venus nunca se aleja del Sol más de unos 47 grados, de modo que este contacto solo puede ser un sextil muy holgado o un fallo en los datos. Si figura en su carta, vale como un tono: cierta facilidad para disfrutar, para ganarse el cariño de los demás y para que sus elecciones afectivas no entren en conflicto con su propósito.',
    tense:
      'Vistos desde la Tierra, el Sol y Venus no pueden formar este ángulo, porque Venus siempre ronda cerca del Sol. Si aparece en una tabla, hay que revisar la carta. Su manera de amar la describen mejor el signo de Venus y los aspectos que este planeta forma con los demás.',
  },
  'sun-mars': {
    conjunction:
      'Lleva dentro un motor potente: energía física, franqueza y espíritu competitivo, aunque el rival sea su propia marca. Se define por lo que hace, y quedarse de brazos cruzados le desespera. Esa fuerza pide un rumbo: el deporte, un proyecto exigente o una causa la encauzan. Sin esa salida, la misma energía se transforma en impaciencia, prisas o enfados repentinos cuya intensidad luego le sorprende.',
    flowing:
      'Cuando toma una decisión, el cuerpo le sigue: la voluntad pasa a la acción casi sin roce. Tiene iniciativa, un valor bien dosificado y una vitalidad que se repone enseguida. Es una mezcla que da mucho de sí en el trabajo y en el deporte; solo conviene que no la agote en lo urgente y reserve parte para lo importante.',
    tense:
      'A veces su energía se adelanta a su propósito, o incluso se vuelve en su contra: discusiones que suben de tono, prisas, la impresión de tener que demostrar algo. Debajo de ese ardor suele haber mucho coraje. Cuando aprende a dosificar la fuerza, a escoger sus batallas y a soltar la tensión física antes de hablar, este aspecto se convierte en una capacidad de trabajo y de lucha poco común.',
  },
  'sun-jupiter': {
    conjunction:
      'Desprende confianza y generosidad, y su fe en la vida contagia a quienes tiene cerca, que tienden a creer en sus planes. Aspira a algo grande; le atraen el saber, los viajes y los proyectos con un horizonte amplio. Su punto flaco es la desmesura: comprometerse a más de lo que cabe en una agenda o calcular sus fuerzas por lo alto. Si le pone un poco de medida, ese optimismo le abre puertas reales.',
    flowing:
      'En su caso, la suerte tiene mucho de actitud: espera lo mejor, y eso le permite ver oportunidades donde otros solo ven riesgos. Tiene buen humor, sentido de la justicia y facilidad para dar con mentores o apoyos. Como las cosas suelen salirle bien, a veces le falta algo de disciplina; cuando la incorpora, este don da el doble de fruto.',
    tense:
      'Tiende a apuntar alto: más proyectos, más promesas y más expectativas de las que caben en el tiempo disponible. No se trata de vanidad, sino de sed de sentido y de crecimiento. Ajustar la escala, acabar antes de ampliar y distinguir la fe del exceso de confianza convierte esa inquietud en una ambición generosa que, además, inspira a los demás.',
  },
  'sun-saturn': {
    conjunction:
      'Maduró antes de tiempo: el sentido de la responsabilidad apareció en su vida antes que en la de otros, quizá por una figura de autoridad muy exigente o por circunstancias que pedían seriedad. Es constante y se puede contar con su palabra, aunque duda de su propio valor más de lo justo. Este aspecto mejora con la edad: lo que a los veinte años pesaba, a los cuarenta se ha convertido en autoridad propia.',
    flowing:
      'Tiene una paciencia estratégica: sabe que lo valioso lleva tiempo, y planifica en consecuencia. Se toma en serio sus compromisos y los demás lo notan, por eso le confían tareas de peso. Esa solidez le sirve de escudo frente a los vaivenes; solo conviene que la prudencia no le robe el gusto por improvisar de vez en cuando.',
    tense:
      'Con frecuencia siente que debe ganarse el derecho a brillar, como si una voz interior le exigiera más pruebas antes de permitirle ser quien es. Los obstáculos se presentan como responsabilidades, jefes rígidos o metas que se hacen esperar. Con paciencia, esa exigencia se convierte en oficio: pocas personas construyen con tanta solidez como quien conoce de cerca sus límites y sabe pactar con ellos.',
  },
  'sun-uranus': {
    conjunction:
      'Necesita vivir a su manera, y lo convencional le aburre o le ahoga. Su presencia tiene algo eléctrico: ideas que se adelantan a su tiempo, cambios de rumbo repentinos y una independencia innegociable. En grupos muy normativos puede sentirse fuera de lugar. Su aportación florece cuando esa originalidad sirve a un fin, y no solo a la rebeldía.',
    flowing:
      'Acoge lo nuevo con naturalidad: se adapta a los cambios, le interesan la tecnología o las ideas poco corrientes, y sabe vivir con autenticidad sin romper con todo. Sus intuiciones son rápidas y a menudo aciertan. Es un aspecto que aporta frescura y una manera propia de estar en el mundo que no necesita escandalizar a nadie.',
    tense:
      'Su vida conoce giros bruscos: rupturas, mudanzas o decisiones que sorprenden incluso a quienes tiene más cerca. Por dentro hay un pulso entre la necesidad de estabilidad y un ansia de libertad que estalla cuando las rutinas o las expectativas se le vuelven una jaula. Concederse márgenes de autonomía con regularidad evita que la ruptura sea la única salida posible.',
  },
  'sun-neptune': {
    conjunction:
      'Su identidad es porosa: capta los ambientes, se emociona con facilidad y tiene un sentido artístico o espiritual muy despierto. A veces le cuesta distinguir lo que quiere de lo que ha absorbido de otros. La música, el arte o la meditación son su terreno natural. Marcar límites claros, y contrastar los hechos cuando idealiza, protege una sensibilidad que es un auténtico regalo.',
    flowing:
      'Tiene imaginación, compasión y una intuición que le marca el camino sin que sepa explicar por qué. Le atraen el arte, la ayuda a los demás o la búsqueda espiritual, y sabe vivirlos con los pies en la tierra. Es un aspecto que suaviza su carácter y hace de su presencia algo amable; solo pide que esa inspiración no se quede en sueño y reciba alguna forma concreta.',
    tense:
      'En ciertas etapas su rumbo se difumina: duda de quién es, se desengaña de personas a las que había idealizado o le cuesta sostener un objetivo concreto. Tras esa bruma hay una sensibilidad enorme que busca un cauce. El arte, el servicio o una práctica espiritual le dan forma, y la claridad en los acuerdos le ahorra engaños dolorosos.',
  },
  'sun-pluto': {
    conjunction:
      'Vive con intensidad, y lo superficial le resulta casi insoportable. Tiene una voluntad férrea, capacidad para reinventarse tras crisis serias y un magnetismo que a veces intimida. Suele atravesar etapas en las que algo termina por completo para que otra cosa pueda nacer. Su tarea es emplear ese poder para transformar y no para controlar, empezando por su propia vida.',
    flowing:
      'Tiene una fuerza interior serena: sabe llegar al fondo de las cuestiones y sostener procesos difíciles sin venirse abajo. Le interesan la psicología, la investigación o todo lo que permanece oculto. Cuando se propone un cambio profundo, lo consigue con una constancia casi silenciosa, y gracias a ese temple se convierte en un apoyo para otras personas en sus crisis.',
    tense:
      'El poder es una cuestión central en su vida: choca con figuras dominantes, o descubre dentro una necesidad de control que le sorprende. Las crisis llegan con fuerza, pero cada una le aporta más temple. Mirar sus miedos de frente, en vez de acorazarse, convierte esta presión en una notable capacidad para regenerarse y acompañar a otros en lo profundo.',
  },
  'sun-ascendant': {
    conjunction:
      'Lo que es y lo que muestra tienden a coincidir: su carácter solar se transparenta en su manera de estar, y quien le trata capta pronto cómo es. Tiene vitalidad e iniciativa, y su vida le pide llevar el timón en primera persona. Es uno de los rasgos más visibles de la carta; su reto consiste en dejar también sitio a los demás.',
    flowing:
      'Su manera de presentarse favorece su propósito: comunica con naturalidad lo que quiere, y el entorno responde sin resistencia. Da una impresión coherente, y eso inspira confianza. Este aspecto facilita las primeras conversaciones, el arranque de proyectos y la relación con su cuerpo, que suele acompañar sus decisiones.',
    tense:
      'Lo que proyecta al llegar y lo que de verdad le mueve no siempre encajan, y a veces la gente se forma una idea equivocada. Acercar imagen y esencia es un trabajo que da mucho fruto.',
    opposition:
      'En la oposición, además, descubre buena parte de su identidad a través de la pareja o los socios, como si se reconociera mejor en el reflejo de otra persona.',
    square:
      'En la cuadratura, el Sol tiende a situarse cerca del Medio Cielo o del Fondo del Cielo, y su identidad se decide más en la carrera o en la familia que en la primera impresión que deja.',
  },
  'sun-midheaven': {
    conjunction:
      'Lo público es el escenario donde se define: la vocación, el reconocimiento y el papel que ocupa en el mundo están en el centro de su vida. Es habitual que destaque en su profesión o que su nombre quede asociado a su trabajo. El desafío es no confundir su valía con su éxito, y cuidar la vida íntima mientras persigue sus metas.',
    flowing:
      'Su propósito y su vocación van de la mano: lo que le motiva encaja con el lugar que puede ocupar en el mundo. Las figuras de autoridad suelen darle su respaldo, y los logros profesionales llegan como fruto natural de ser quien es. Le conviene aprovechar esta facilidad eligiendo metas que de verdad reflejen su esencia, y no solo las que reciben aplausos.',
    tense:
      'Entre la carrera y la vida personal hay un tira y afloja: lo que pide el mundo choca a veces con lo que necesita para sentirse en casa. Su tarea es encontrar una vocación compatible con sus raíces.',
    opposition:
      'En la oposición, el Sol se aproxima al fondo de la carta, y el hogar o la familia pesan tanto como la vida profesional.',
    square:
      'En la cuadratura, el Sol se acerca al eje que une el Ascendente con el Descendente: quiere que su vocación respete su manera personal de estar y sus vínculos, y no siempre lo logra al primer intento.',
  },
};

/** The Sun–Mercury conjunction by its orb, as in corpus/aspects/sun.ts. */
export const OTHER_SUN_MERCURY_CONJUNCTION_BY_ORB: Record<'cazimi' | 'wide', string> = {
  cazimi:
    'Mercurio está en el corazón del Sol, a menos de un cuarto de grado, lo que la tradición llama cazimi: lejos de apagarse, su mente queda iluminada por su propósito. Piensa con una claridad que convence, y sus ideas y su identidad forman una sola pieza. El riesgo es que cualquier objeción le suene a ataque personal; tomarla como información vuelve aún más sólida su palabra.',
  wide:
    'Su mente y su identidad van de la mano, aunque con aire entre ellas: Mercurio está lo bastante lejos del Sol como para mirar sus propias ideas con cierta distancia. Piensa en primera persona, pero puede cambiar de opinión sin sentir que cambia de identidad, y esa holgura le permite escuchar otras posturas antes de fijar la suya.',
};
