import type { PairTexts } from './types.ts';

// Venus with Mars to Pluto and the angles.

export const VENUS_ASPECTS: Record<string, PairTexts> = {
  'venus-mars': {
    conjunction:
      'Deseo y afecto van juntos en ti: amas con pasión, te atraen las personas con carácter y vives la sensualidad sin timidez. Tienes magnetismo y una creatividad con mucha energía. En las relaciones puede haber intensidad, celos o enamoramientos repentinos. Cuando ese fuego tiene espacio para expresarse, también lo tiene para crear arte o proyectos con alma.',
    flowing:
      'Sabes combinar ternura y pasión: conquistas sin agresividad y cuidas sin perder el deseo. Hay en ti un equilibrio natural entre dar y recibir, y eso se nota en tu vida amorosa y en tu creatividad. Tienes don para el arte, el baile o cualquier actividad que una belleza y energía. Es un aspecto que hace atractiva tu manera de estar.',
    tense:
      'Lo que te atrae y lo que te hace bien no siempre coinciden: relaciones con chispa y conflicto, deseo que se apaga con la calma o peleas que acaban en reconciliación apasionada. También puede haber tensión entre la necesidad de armonía y la de afirmarte. Comprender este vaivén te permite elegir vínculos donde la pasión no exige guerra.',
  },
  'venus-jupiter': {
    conjunction:
      'Das afecto y generosidad a manos llenas, con un gusto por el placer y la belleza que puede rozar el exceso. Atraes simpatía con facilidad y sueles tener suerte en el amor y en las relaciones sociales. La vida te ofrece disfrutes; el aprendizaje es no dejar que la abundancia se convierta en indulgencia o en gastos que luego pesan.',
    flowing:
      'Tienes un don para hacer que la gente se sienta bien: repartes cordialidad, generosidad y ganas de celebrar. Las relaciones, el arte y la vida social te dan oportunidades, y a menudo la ayuda llega a través de personas que te aprecian. Es uno de los aspectos más amables de la astrología, y rinde más cuando lo compartes.',
    tense:
      'Quieres más: más amor, más belleza, más disfrute, y a veces la medida se pierde en gastos, promesas o expectativas románticas demasiado altas. También puedes idealizar a una pareja hasta que la realidad te desengaña. Disfrutar con conciencia, sin renunciar al placer, convierte este aspecto en una fuente de alegría en lugar de frustración.',
  },
  'venus-saturn': {
    conjunction:
      'Te tomas el amor en serio: eres leal, prudente y necesitas tiempo antes de entregarte. Quizá en tu historia hubo afectos escasos o condicionados, y aprendiste a protegerte. Te atraen personas mayores o estables. Con los años, esa seriedad se convierte en vínculos sólidos que resisten el paso del tiempo y en un gusto refinado por lo clásico.',
    flowing:
      'Sabes cuidar tus relaciones a largo plazo: guardas fidelidad, cumples lo que prometes y aprecias la estabilidad afectiva. También tienes buen criterio con los recursos y con el valor real de las cosas. Es un aspecto que da matrimonios, amistades y sociedades duraderas, construidas con paciencia y respeto mutuo.',
    tense:
      'El amor te llega con condiciones o con retraso: miedo al rechazo, sensación de no merecer o relaciones donde el deber pesa más que el disfrute. Puede que te cueste mostrar afecto o recibirlo. Trabajar tu autoestima, y permitirte placer sin culpa, transforma esta dificultad en una capacidad de amar madura y consciente.',
  },
  'venus-uranus': {
    conjunction:
      'En el amor necesitas libertad, sorpresa y originalidad: te atraen personas diferentes y relaciones que no siguen el guion. Los flechazos llegan de repente y a veces se van igual. Tienes un gusto estético innovador. Tu reto es combinar la necesidad de espacio con un compromiso que no te haga sentir en una jaula.',
    flowing:
      'Vives los afectos con apertura y frescura: sabes dar espacio a tus parejas y amistades, y te atraen vínculos basados en la amistad y el respeto mutuo. Tienes ideas originales en el arte o el diseño. Es un aspecto que mantiene viva la chispa y te permite querer sin poseer.',
    tense:
      'Tus relaciones conocen altibajos: atracciones repentinas, rupturas inesperadas o cierta inquietud cuando el vínculo se vuelve rutinario. Quizá temes perder tu independencia al comprometerte. Quizá en tu historia aprendiste que el cariño podía desaparecer sin aviso. Hablar abiertamente de lo que necesitas, incluida la libertad, permite construir relaciones donde la estabilidad y la novedad conviven.',
  },
  'venus-neptune': {
    conjunction:
      'Amas con una entrega casi romántica de película: buscas el alma gemela, idealizas y te conmueve la belleza en todas sus formas. Tienes sensibilidad artística, compasión y un encanto difícil de definir. El riesgo es enamorarte de una ilusión o sacrificarte por quien no lo merece. Ver a las personas como son no mata el romanticismo: lo vuelve posible.',
    flowing:
      'Tu manera de amar tiene algo de poesía: sabes ver lo mejor de los demás y amar con compasión. Tienes talento para la música, el arte o cualquier forma de belleza sutil, y tu sensibilidad suaviza los conflictos. Es un aspecto que da dulzura y que, bien cuidado, inspira a quienes te rodean.',
    tense:
      'Tiendes a idealizar a quien amas y a desilusionarte cuando aparece la persona real. También puede haber confusión sobre lo que sientes, amores imposibles o sacrificios que nadie pidió. Tu sensibilidad es un don; para protegerla, conviene mirar los hechos además de las promesas y no confundir amor con rescate.',
  },
  'venus-pluto': {
    conjunction:
      'El amor para ti es total: intensidad, fusión y transformación. Te atraen los vínculos profundos, a veces tormentosos, y tienes un magnetismo que pocas personas ignoran. Puede aparecer la posesividad o el miedo a la traición. Cuando confías, tu amor regenera; aprender a amar sin controlar es la llave de esta energía.',
    flowing:
      'Tus vínculos tienen profundidad: te comprometes de verdad y sabes acompañar a otros en sus crisis. Hay en ti una sensualidad intensa y una capacidad de transformar las relaciones para bien. También tienes buen olfato para los recursos y las inversiones. Es un aspecto que da lealtad y pasión duradera.',
    tense:
      'Tus relaciones pueden vivirse como luchas de poder: celos, control o la sensación de que el amor te pone en peligro. Tal vez en tu historia hubo afectos asfixiantes o traiciones que dejaron huella. Reconocer tus miedos y hablar de ellos con claridad rompe ese ciclo y libera una capacidad de amar tan honda como sana.',
  },
  'venus-ascendant': {
    conjunction:
      'Tienes un encanto visible: la gente te encuentra agradable, armoniosa o atractiva desde el primer momento. Cuidas tu imagen con gusto y te desenvuelves bien en lo social. Puedes caer en la tentación de agradar siempre; tu belleza más duradera aparece cuando esa gracia acompaña lo que de verdad piensas y sientes.',
    flowing:
      'Tu forma de presentarte es amable y atrae simpatía: facilitas los encuentros, suavizas tensiones y sabes crear un ambiente agradable. Tu sentido estético se nota en tu aspecto y en tu forma de moverte. Es una gran ayuda en cualquier actividad que dependa del trato con la gente.',
    tense:
      'Lo que deseas en el amor y la imagen que proyectas no siempre encajan, y eso puede atraer a personas que no te convienen. Conocer tus propios valores te ayuda a elegir mejor.',
    opposition:
      'En la oposición, Venus está cerca del Descendente y los vínculos ocupan un lugar central: buscas en la pareja la armonía que te cuesta encontrar en ti.',
    square:
      'En la cuadratura, Venus suele estar cerca del eje vertical: el afecto se mezcla con asuntos de familia o de carrera, y tus gustos chocan a veces con la imagen que quieres dar.',
  },
  'venus-midheaven': {
    conjunction:
      'Tu vocación tiene que ver con la belleza, el arte, las relaciones o el bienestar: diseño, mediación, moda, música o trato con el público. Se te reconoce por tu encanto profesional, y tu reputación suele ser buena. Es importante que el trabajo te guste: cuando no hay placer en lo que haces, pierdes tu brillo.',
    flowing:
      'Tus gustos y tus valores apoyan tu carrera: sabes relacionarte con superiores y colegas, y la gente te ayuda a avanzar. Tu sentido estético o diplomático es una ventaja profesional. Es un aspecto que trae oportunidades a través de contactos y relaciones, y que hace más agradable el camino hacia tus metas.',
    tense:
      'Entre lo que te gusta y lo que exige tu profesión hay cierta tensión: quizá el trabajo que admiras no te sostiene, o el que te sostiene no te entusiasma. Buscar belleza en tu camino profesional reconcilia ambas cosas.',
    opposition:
      'En la oposición, Venus se acerca al fondo de la carta y el hogar y los afectos familiares compiten con la carrera.',
    square:
      'En la cuadratura, Venus queda cerca del eje del Ascendente: tu encanto personal y tus relaciones pesan en tu carrera, para bien y para mal.',
  },
};
