import type { PairTexts } from '../aspects/types.ts';

// Jupiter and Saturn with the slower planets and the angles, for someone else's chart, in the third person
// (corpus/aspects/social.ts speaks to the owner). Written anew and gender-neutral; the generational pairs say
// they are shared with the people born in those years, then speak of their echo in this one person.

export const OTHER_SOCIAL_ASPECTS: Record<string, PairTexts> = {
  'jupiter-saturn': {
    conjunction:
      'Nació cerca de una gran conjunción, la cita que Júpiter y Saturno repiten cada veinte años y que sirve de reloj a las generaciones; la comparte con quienes vinieron al mundo en esa franja de meses. En su vida toma la forma de un tira y afloja fecundo entre ampliar y asentar: imagina a lo grande y, a la vez, pide cimientos firmes. Cuando consigue que ambas fuerzas colaboren, sus proyectos avanzan sin prisa y resisten el paso del tiempo.',
    flowing:
      'Sabe dosificar las ganas de crecer con una prudencia oportuna: aprovecha lo que se presenta sin olvidar dónde están los límites. Comparte este aspecto con la gente nacida en esa temporada, y en su carta se convierte en buen criterio para emprender, planificar y tomar decisiones que miran lejos. Lo que consigue llega por etapas, y justamente por eso se sostiene.',
    tense:
      'Va y viene entre el deseo de expandirse y el temor a exponerse: a veces arranca con fuerza y luego se frena, y otras se retiene justo cuando convendría dar el paso. Lo comparte con su generación, y en lo personal se vive como un regateo constante entre la esperanza y el realismo. Cuando aprende a distinguir el momento de cada impulso, gana una sensatez práctica muy valiosa.',
  },
  'jupiter-uranus': {
    conjunction:
      'Es una conjunción de toda una generación, que une la idea de crecer con la libertad y con lo nuevo. En esta persona se nota en golpes de suerte imprevistos, puertas que se abren de pronto y una confianza firme en el progreso. Lo desconocido le atrae más de lo que le asusta. Sacar partido de esas aperturas le pide atención y reflejos, sin romper con todo cada vez que cambia de rumbo.',
    flowing:
      'Tiene buen olfato para las oportunidades fuera de lo común: le atraen los caminos sin estrenar, la tecnología y las ideas que ensanchan la mirada. Su optimismo es inventivo y le ayuda a adaptarse sin demasiado esfuerzo. El aspecto favorece los cambios para bien y las amistades que estimulan; lo comparten muchas personas nacidas en su año, y en esta carta destaca más si alcanza a sus planetas personales.',
    tense:
      'Quiere la libertad sin recortes, y eso a veces se traduce en giros bruscos, proyectos que quedan a medias o apuestas poco medidas. Es una tensión de su generación, pero en su carta aparece como un desasosiego que la rutina no consigue apaciguar. Si la vuelca en un proyecto propio y le pone algo de constancia, esa inquietud da frutos.',
  },
  'jupiter-neptune': {
    conjunction:
      'Comparte esta conjunción con la gente nacida en torno a su fecha: un encuentro que ensancha la imaginación y la búsqueda espiritual. Hay en su carácter idealismo, compasión y una fe que a veces toca lo místico. El arte, la espiritualidad o las causas humanitarias le atraen con fuerza. Su desafío es no tomar lo que desea por lo que existe, ni entregar más de lo que le alcanza.',
    flowing:
      'Su fe y su imaginación se sostienen mutuamente: hay inspiración, generosidad espiritual y un optimismo que ayuda a los demás a confiar. El aspecto, común entre quienes nacieron en esa temporada, es propicio para crear, para la vida interior o para el trabajo solidario. Mira la vida con un punto poético que contagia.',
    tense:
      'Puede extraviarse en sueños desmedidos: promesas que no llegan a cumplirse, maestros o causas idealizados, o una entrega que agota sus reservas. Es una tensión frecuente en su generación, y su reto es bajar su fe a tierra. Cuando la pone al servicio de algo tangible, se convierte en una compasión que se nota.',
  },
  'jupiter-pluto': {
    conjunction:
      'Su generación nació con este encuentro, ligado al poder y a las grandes transformaciones colectivas. En esta persona aparece como una ambición honda, una capacidad notable de influir y unas ganas de crecer que van más allá de lo material. Tiene mirada de estratega. Ejercer ese poder con ética es lo que transforma su ambición en un legado.',
    flowing:
      'Su capacidad de regenerarse llama la atención: después de una crisis sabe reconstruirse a lo grande y acompañar a otras personas mientras lo hacen. Su visión llega lejos y su influencia, aunque discreta, resulta eficaz. El aspecto, compartido con su generación, favorece la investigación, la psicología o cualquier tarea de transformación social.',
    tense:
      'La ambición puede quedarse con el timón: afán de poder, pulsos por convicciones o el empeño de cambiar a los demás cueste lo que cueste. Es una tensión que comparte con su generación, y en lo personal le pide examinar sus verdaderos motivos. Puesta al servicio del bien común, esa intensidad abre caminos muy anchos.',
  },
  'jupiter-ascendant': {
    conjunction:
      'Su presencia irradia optimismo, calidez y confianza: la gente nota enseguida su amplitud y su buen humor. Tiene una manera generosa de estar en el mundo, y muchas oportunidades le llegan a través de los encuentros. Le conviene vigilar la tendencia a exagerar o a ocupar más sitio del que hace falta; lo mejor que ofrece es el ánimo que contagia.',
    flowing:
      'Causa una impresión favorable y de buena voluntad, y eso le abre puertas. Encuentra apoyo con facilidad, los viajes y los estudios se le dan bien, y su actitud ante la vida atrae oportunidades. Es un aspecto protector que suaviza su relación con el entorno y le ayuda a volver a empezar con ánimo cuando algo se tuerce.',
    tense:
      'Su optimismo puede desbordar lo que el entorno está dispuesto a aceptar, y a veces proyecta una imagen de exceso o de promesas demasiado grandes. Cuando mide lo que promete, la gente confía más en su entusiasmo.',
    opposition:
      'En la oposición, Júpiter se sitúa cerca del Descendente: crece a través de la pareja y de las asociaciones, aunque tiende a pedir a esos vínculos más de lo que pueden ofrecer.',
    square:
      'En la cuadratura, Júpiter suele caer cerca del eje vertical de la carta: sus ganas de crecer se vuelcan en la profesión o en la familia, y en esos terrenos a veces promete más de lo que su agenda permite.',
  },
  'jupiter-midheaven': {
    conjunction:
      'Su vocación busca espacio y visibilidad en la enseñanza, el derecho, los viajes, la edición o cualquier terreno que abra horizontes. Tiene buena estrella en lo profesional y una reputación que suele jugar a su favor. Le conviene no dar el éxito por descontado; su carrera florece cuando une la ambición con el sentido.',
    flowing:
      'Un optimismo sensato favorece su carrera: sabe aprovechar las ocasiones, atraer el apoyo de mentores y crecer en lo profesional sin grandes choques. El aspecto impulsa el reconocimiento y la ampliación de sus metas, sobre todo cuando su trabajo enseña, divulga o abre camino a otras personas.',
    tense:
      'Puede apuntar demasiado alto en lo profesional, o sentir que su carrera no está a la altura de lo que esperaba. Su aprendizaje pasa por equilibrar la ambición con la realidad.',
    opposition:
      'En la oposición, Júpiter se acerca al fondo de la carta: el hogar y la vida familiar se amplían, a veces en detrimento de la carrera.',
    square:
      'En la cuadratura, Júpiter queda cerca del Ascendente o del Descendente: su propio optimismo, o alguien muy expansivo a su lado, empuja su carrera hacia metas que conviene sopesar con calma antes de comprometerse.',
  },
  'saturn-uranus': {
    conjunction:
      'Esta conjunción la lleva toda su generación y reúne lo viejo y lo nuevo: tradición e innovación se disputan su vida. Tiene capacidad para dar una forma estable a ideas revolucionarias, aunque también siente el choque entre la necesidad de seguridad y la de libertad. Su gran tarea es levantar estructuras que dejen sitio al cambio.',
    flowing:
      'Une disciplina e innovación con naturalidad, y es capaz de llevar ideas nuevas a la práctica con método. Este aspecto generacional le aporta, en lo personal, un equilibrio poco común entre el respeto por la experiencia y la apertura a lo distinto. Resulta muy útil en la ciencia, la tecnología o la reforma de instituciones.',
    tense:
      'Se mueve entre lo que le da seguridad y lo que le da libertad: cada vez que se asienta, siente el tirón del cambio, y cada vez que cambia, añora la solidez. Es un conflicto que comparte con su generación. Cuando aprende a reformar sin derribar y a sostener sin ahogar, esa tensión se convierte en madurez.',
  },
  'saturn-neptune': {
    conjunction:
      'Su generación nació bajo esta conjunción, que somete los sueños a la prueba de la realidad. En su vida se traduce en la necesidad de dar cuerpo a los ideales: arte con oficio, espiritualidad con disciplina. Puede atravesar momentos de desilusión, pero también tiene un don especial para construir sueños.',
    flowing:
      'Sabe materializar lo que imagina, uniendo inspiración y método, intuición y paciencia. Este aspecto, compartido con su generación, le aporta en lo personal una espiritualidad práctica y una creatividad con disciplina. Es un buen aspecto para el arte, la arquitectura o las tareas de cuidado, donde la visión necesita muchas horas de oficio antes de tomar forma.',
    tense:
      'Los sueños y la realidad chocan: a veces la vida concreta le resulta demasiado áspera, y otras son los ideales los que le impiden comprometerse. Esta tensión, que su generación comparte, puede traer miedos difusos o una sensación de desencanto. La clave está en aceptar que lo real es imperfecto sin renunciar a sus ideales.',
  },
  'saturn-pluto': {
    conjunction:
      'Comparte esta conjunción con quienes nacieron en esos años, y habla de épocas de crisis y de reconstrucción colectiva. En esta persona se traduce en una resistencia enorme, en la capacidad de trabajar bajo presión y en un sentido claro de lo esencial. A veces le inquieta perder el control. Su fuerza es la de quien sabe volver a levantar algo desde los cimientos.',
    flowing:
      'Sabe transformar estructuras a fondo, con paciencia y con método, sin precipitar los cambios. Es un aspecto de gran aguante, útil para los trabajos de largo aliento, la investigación o la gestión de crisis. Su generación lo comparte; en su caso, se nota en la manera de sostener lo que importa.',
    tense:
      'Siente presiones intensas: responsabilidades pesadas, figuras de autoridad implacables o situaciones que exigen aguantar. Es una tensión compartida con su generación, y en lo personal su reto es no endurecerse. Con los años aprende a soltar lo que no funciona y a reconstruir con una fuerza poco común.',
  },
  'saturn-ascendant': {
    conjunction:
      'Su forma de estar transmite seriedad, reserva y madurez, a veces desde la infancia: quizá la gente siempre le atribuyó más edad de la que tenía. Tiene autocontrol y sentido de la responsabilidad, aunque en los primeros encuentros puede mostrar cierta timidez o rigidez. Con los años gana aplomo, y su presencia se vuelve una autoridad serena.',
    flowing:
      'Inspira fiabilidad y sensatez: la gente confía en su palabra y en su capacidad de organizar. Se presenta con sobriedad, pero con solidez. El aspecto favorece las responsabilidades y el respeto de su entorno, y mejora con la edad, cuando esa sobriedad empieza a leerse como experiencia.',
    tense:
      'Le cuesta abrirse en los primeros encuentros: percibe miradas que juzgan o ponen límites, y se resguarda tras cierta distancia. Con el tiempo, esa prudencia madura en una presencia sobria que se gana el respeto ajeno.',
    opposition:
      'En la oposición, Saturno se sitúa junto al Descendente, y los vínculos llegan tarde o cargados de compromiso, a veces con gente de más edad.',
    square:
      'En la cuadratura, Saturno queda cerca del Medio Cielo o del Fondo del Cielo: los deberes de la profesión o de la familia pesan sobre su manera de presentarse, y a menudo muestra más seriedad de la que siente por dentro.',
  },
  'saturn-midheaven': {
    conjunction:
      'Su carrera se levanta con esfuerzo, ambición y paciencia: sube despacio, pero llega lejos. Tiene sentido de la responsabilidad profesional y capacidad para ocupar puestos de autoridad, y sus logros suelen llegar pasados los treinta. Le conviene que el deber no apague su vocación: el éxito que merece la pena es el que refleja quién es.',
    flowing:
      'Su trayectoria profesional tiene estructura: planifica a largo plazo, trabaja con disciplina y se gana el respeto de superiores y colegas. Los resultados tardan, pero perduran. El aspecto favorece la estabilidad profesional y los puestos de responsabilidad, y le enseña a contar sus progresos por años y no por semanas.',
    tense:
      'Siente que su carrera avanza más despacio de lo que querría, o que la autoridad le pone trabas. Con paciencia, este aspecto construye una solidez que nadie le podrá arrebatar.',
    opposition:
      'En la oposición, Saturno se acerca al fondo de la carta, y las obligaciones familiares pesan sobre su vida profesional.',
    square:
      'En la cuadratura, Saturno se acerca al Ascendente o al Descendente: el freno llega a través de su propio cuerpo, de su timidez o de una pareja muy exigente; con los años, eso se convierte en método.',
  },
};
