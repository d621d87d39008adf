import type { PairTexts } from '../aspects/types.ts';

// Venus with Mars to Pluto and the angles, for someone else's chart, in the third person (aspects/venus.ts
// speaks to the owner). Written anew and gender-neutral: no él/ella and no gendered words aimed at the person.

export const OTHER_VENUS_ASPECTS: Record<string, PairTexts> = {
  'venus-mars': {
    conjunction:
      'En esta persona, deseo y afecto van de la mano: ama con pasión, le atraen las personas con carácter y vive la sensualidad sin pudor. Tiene magnetismo y una creatividad cargada de energía. Sus relaciones pueden conocer intensidad, celos o flechazos repentinos. Cuando ese fuego encuentra espacio para expresarse, también lo encuentra para crear arte o proyectos con alma.',
    flowing:
      'Sabe unir ternura y pasión: conquista sin agresividad y cuida sin que el deseo se apague. Tiene un equilibrio natural entre dar y recibir, que se nota en su vida amorosa y en su creatividad. Muestra talento para el arte, el baile o cualquier actividad que junte belleza y energía. Es un aspecto que vuelve atractiva su manera de estar en el mundo.',
    tense:
      'Lo que le atrae y lo que le sienta bien no siempre coinciden: relaciones con chispa y conflicto, un deseo que se enfría con la calma o peleas que terminan en reconciliaciones apasionadas. También puede haber un pulso entre su necesidad de armonía y su necesidad de afirmarse. Entender ese vaivén le permite elegir vínculos donde la pasión no tenga que ser una guerra.',
  },
  'venus-jupiter': {
    conjunction:
      'Reparte afecto y generosidad a manos llenas, con un gusto por el placer y la belleza que a veces roza el exceso. Despierta simpatía con facilidad y suele tener buena mano en el amor y en la vida social. La vida le ofrece muchos disfrutes; su aprendizaje consiste en que la abundancia no derive en indulgencia o en desmesuras que después pesan.',
    flowing:
      'Tiene el don de hacer sentir bien a la gente: contagia cordialidad, generosidad y ganas de celebrar. Las relaciones, el arte y la vida social le abren puertas, y muchas veces la ayuda llega de la mano de quienes valoran su compañía. Es uno de los aspectos más amables de la astrología, y da más de sí cuando se comparte.',
    tense:
      'Quiere más: más amor, más belleza, más disfrute, y a veces pierde la medida en caprichos, promesas o expectativas románticas demasiado altas. También puede idealizar a una pareja hasta que la realidad deshace el espejismo. Disfrutar con conciencia, sin renunciar al placer, hace de este aspecto una fuente de alegría y no de frustración.',
  },
  'venus-saturn': {
    conjunction:
      'Se toma el amor en serio: es leal, prudente y necesita tiempo antes de entregarse. Quizá en su historia el afecto fue escaso o tuvo condiciones, y aprendió a protegerse. Le atraen las personas mayores o estables. Con los años, esa seriedad da lugar a vínculos sólidos que resisten el paso del tiempo y a un gusto refinado por lo clásico.',
    flowing:
      'Sabe cuidar sus relaciones a largo plazo: es fiel, cumple lo que promete y valora la estabilidad afectiva. También tiene buen criterio para reconocer el valor real de las cosas y de su tiempo. Es un aspecto que favorece matrimonios, amistades y sociedades duraderas, levantadas con paciencia y respeto mutuo.',
    tense:
      'El amor le llega con condiciones o con retraso: miedo al rechazo, la sensación de no merecerlo o relaciones en las que el deber pesa más que el disfrute. Puede costarle mostrar cariño o dejarse querer. Cuidar su autoestima y concederse placer sin culpa convierte esta dificultad en una forma de amar madura y consciente.',
  },
  'venus-uranus': {
    conjunction:
      'En el amor necesita libertad, sorpresa y originalidad: le atraen las personas distintas y las relaciones que se salen del guion. Los flechazos llegan de golpe y a veces se marchan igual de rápido. Su gusto estético es innovador. Su reto es conciliar la necesidad de espacio con un compromiso que no se le haga jaula.',
    flowing:
      'Vive el cariño con apertura y frescura: deja respirar a sus parejas y amistades, y se siente a gusto en vínculos que nacen de la complicidad y el respeto mutuo. En el arte o el diseño aporta ideas originales. Este aspecto mantiene viva la chispa y le enseña a querer sin poseer.',
    tense:
      'Sus relaciones pasan por altibajos: atracciones súbitas, rupturas inesperadas o cierta inquietud cuando el vínculo cae en la rutina. Quizá teme perder su independencia si se compromete, o aprendió en su historia que el cariño podía esfumarse sin avisar. Hablar con franqueza de lo que necesita, libertad incluida, le permite construir relaciones donde la estabilidad y la novedad tengan sitio a la vez.',
  },
  'venus-neptune': {
    conjunction:
      'Ama con una entrega de película: busca el alma gemela, idealiza y se emociona ante la belleza en todas sus formas. Tiene sensibilidad artística, compasión y un encanto difícil de describir. El riesgo es enamorarse de una ilusión o sacrificarse por quien no lo merece. Ver a la gente tal como es no apaga el romanticismo: lo hace posible.',
    flowing:
      'Su forma de amar tiene algo de poético: ve lo mejor de los demás y quiere con compasión. Tiene talento para la música, el arte o cualquier belleza sutil, y su sensibilidad suaviza los conflictos. Es un aspecto que aporta dulzura y que, bien cuidado, inspira a quienes están cerca.',
    tense:
      'Tiende a idealizar a quien ama y a desencantarse cuando aparece la persona real. También puede haber confusión sobre lo que siente, amores imposibles o sacrificios que nadie le pidió. Su sensibilidad es un don; para protegerla, le conviene mirar los hechos además de las promesas y no confundir el amor con el rescate.',
  },
  'venus-pluto': {
    conjunction:
      'Para esta persona el amor es total: intensidad, fusión y transformación. Le atraen los vínculos hondos, a veces tormentosos, y tiene un magnetismo que casi nadie pasa por alto. Pueden aparecer la posesividad o el miedo a la traición. Cuando confía, su amor regenera; aprender a querer sin controlar es la clave de esta energía.',
    flowing:
      'Sus vínculos tienen hondura: se compromete de verdad y sabe acompañar a otros en sus momentos críticos. Posee una sensualidad intensa y una capacidad de transformar las relaciones para bien. También tiene olfato para lo que vale y para lo que conviene cuidar a largo plazo. Es un aspecto que aporta lealtad y una pasión duradera.',
    tense:
      'Sus relaciones pueden vivirse como pulsos de poder: celos, control o la sensación de que amar es ponerse en peligro. Tal vez en su historia hubo afectos asfixiantes o traiciones que dejaron huella. Reconocer sus miedos y nombrarlos con claridad rompe ese ciclo y libera una capacidad de amar tan profunda como sana.',
  },
  'venus-ascendant': {
    conjunction:
      'Su encanto salta a la vista: desde el primer momento transmite agrado, armonía y atractivo. Cuida su imagen con gusto y se mueve con soltura en lo social. Puede caer en la tentación de querer agradar siempre; su belleza más duradera aparece cuando esa gracia acompaña lo que de verdad piensa y siente.',
    flowing:
      'Su manera de presentarse es amable y despierta simpatía: facilita los encuentros, suaviza tensiones y sabe crear un clima agradable. Su sentido estético se nota en su aspecto y en su forma de moverse. Es una gran ventaja en cualquier actividad que dependa del trato con la gente.',
    tense:
      'Lo que busca en el amor y la imagen que ofrece no siempre concuerdan, y a veces eso atrae a quien no le conviene. Tener claros sus propios valores le permite elegir con más acierto.',
    opposition:
      'En la oposición, Venus se sitúa cerca del Descendente y los vínculos ocupan el centro: busca en la pareja la armonía que le cuesta encontrar dentro.',
    square:
      'En la cuadratura, Venus suele rondar el eje vertical: el afecto se enreda con asuntos de familia o de carrera, y sus gustos chocan a veces con la imagen que quiere ofrecer.',
  },
  'venus-midheaven': {
    conjunction:
      'Su vocación tiene que ver con la belleza, el arte, las relaciones o el bienestar: diseño, mediación, moda, música o atención al público. Se le reconoce por su encanto en lo profesional, y su reputación suele ser buena. Necesita que el trabajo le guste: cuando no encuentra placer en lo que hace, pierde brillo.',
    flowing:
      'Sus gustos y sus valores empujan a favor de su carrera: se entiende bien con superiores y colegas, y a menudo recibe ayuda para avanzar. Su sentido estético o su diplomacia le dan ventaja en lo profesional. Este aspecto abre oportunidades a través de contactos y amistades, y vuelve más grato el recorrido hacia sus metas.',
    tense:
      'Lo que le gusta y lo que pide su profesión tiran en direcciones distintas: tal vez admira un oficio que no le da estabilidad, o tiene estabilidad en uno que no le ilusiona. Buscar belleza en su propio camino profesional acerca ambos extremos.',
    opposition:
      'En la oposición, Venus se aproxima al fondo de la carta, y el hogar y los afectos familiares le disputan el sitio a la carrera.',
    square:
      'En la cuadratura, Venus queda próxima al eje del Ascendente: su encanto personal y sus relaciones influyen en su carrera, para bien y para mal.',
  },
};
