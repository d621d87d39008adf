import { capitalize, de } from '../../../contract/vocabulary.ts';
import { to } from './points.ts';
import type { CategoryCorpus } from './types.ts';

// Familia: roots, care, authority and the bond nobody chose. Works for parents and children, siblings, cousins, so
// no text assumes who is older or who raised whom.

export const FAMILIA: CategoryCorpus = {
  headings: {
    opening: (w) => `${w.a} y ${w.b} en familia`,
    strengths: () => 'Lo que da calor a este lazo',
    friction: () => 'Las viejas heridas y los choques de siempre',
    houses: () => 'El lugar que cada cual ocupa en la casa de la otra persona',
    closing: () => 'Para convivir mejor',
  },
  summary: {
    low: [
      (w, g) => `En familia, ${w.a} y ${w.b} necesitan más paciencia de la que sale sola y lo viven ${g.heat}: su mejor recurso es ${g.up}, y su herida más repetida, ${g.down}.`,
      (w, g) => `El lazo familiar de ${w.a} y ${w.b} pide trabajo, se vive ${g.heat} y se sostiene en ${g.up}, mientras ${g.down} vuelve una y otra vez a la mesa.`,
      (w, g) => `Dicho sin rodeos, ${w.a} y ${w.b} se quieren en familia a pesar de las diferencias, ${g.heat}, con ${g.up} como abrigo y ${g.down} como el choque de siempre.`,
    ],
    mid: [
      (w, g) => `En familia, ${w.a} y ${w.b} tienen zonas de abrigo y zonas de corriente, y lo viven ${g.heat}: lo que más les une es ${g.up}; lo que más les cuesta, ${g.down}.`,
      (w, g) => `El lazo familiar de ${w.a} y ${w.b} mezcla a partes parecidas el calor y el roce, se vive ${g.heat} y encuentra en ${g.up} su mejor terreno y en ${g.down} su asunto pendiente.`,
      (w, g) => `Resumido, ${w.a} y ${w.b} forman un lazo familiar corriente en lo mejor y en lo difícil, llevado ${g.heat}, que se apoya en ${g.up} y tropieza con ${g.down}.`,
    ],
    high: [
      (w, g) => `En familia, ${w.a} y ${w.b} se sienten en casa con una facilidad poco común y lo viven ${g.heat}: lo que más les une es ${g.up}, y lo único que pide cuidado, ${g.down}.`,
      (w, g) => `El lazo familiar de ${w.a} y ${w.b} es un refugio, se vive ${g.heat} y descansa sobre todo en ${g.up}; su punto delicado es ${g.down}.`,
      (w, g) => `En pocas palabras, ${w.a} y ${w.b} se cuidan en familia casi sin esfuerzo, ${g.heat}, con ${g.up} como base y ${g.down} como lo que más conviene vigilar.`,
    ],
  },
  heat: { low: 'con calma', mid: 'con la carga de cualquier familia', high: 'con mucha carga emocional' },
  theme: {
    sun: 'el reconocimiento', moon: 'el cobijo', mercury: 'el diálogo', venus: 'el cariño cotidiano', mars: 'el genio',
    jupiter: 'la protección', saturn: 'la autoridad', uranus: 'la independencia', neptune: 'lo que no se dice', pluto: 'la herencia emocional',
    trueNode: 'el camino propio', ascendant: 'el carácter', midheaven: 'la vida fuera de casa',
  },
  role: {
    sun: 'la voluntad', moon: 'la necesidad de hogar', mercury: 'la manera de hablar', venus: 'el cariño cotidiano',
    mars: 'el genio', jupiter: 'el afán de proteger', saturn: 'el sentido del deber', uranus: 'la necesidad de independencia',
    neptune: 'la sensibilidad', pluto: 'la intensidad emocional', trueNode: 'el camino propio', ascendant: 'el carácter',
    midheaven: 'la ambición',
  },
  fallback: {
    conjunction: [
      (w, f) => `${capitalize(f.pa)} en ${w.sa} coincide con ${f.pb}: ${f.ra} de ${w.a} y ${f.rb} de ${w.b} se funden, y entre las dos personas se repite un patrón familiar que conviene mirar con cariño.`,
      (w, f) => `Hay una conjunción entre ${f.pa}, en ${w.sa}, y ${f.pb}, y por eso ${f.ra} de ${w.a} y ${f.rb} de ${w.b} aparecen juntos en casi todas las reuniones de familia, para bien y para mal.`,
      (w, f) => `Cuando ${f.pa} en ${w.sa} toca ${f.pb}, como aquí, ${f.ra} de ${w.a} se mezcla con ${f.rb} de ${w.b} hasta que cuesta saber de quién es cada cosa.`,
    ],
    flowing: [
      (w, f) => `${capitalize(f.pa)} en ${w.sa} y ${f.pb} en ${w.sb} forman ${w.asp}, así que ${f.ra} de ${w.a} y ${f.rb} de ${w.b} se entienden sin discutir: un apoyo silencioso de los que dan calma a una casa.`,
      (w, f) => `Con ${w.asp} entre ${f.pa}, en ${w.sa}, y ${f.pb}, en ${w.sb}, ${f.ra} de ${w.a} encuentra acomodo junto ${to(f.rb)} de ${w.b}, y la convivencia gana suavidad sin que nadie tenga que pedirlo.`,
      (w, f) => `Entre ${f.pa} en ${w.sa} y ${f.pb} en ${w.sb} hay ${w.asp}: ${f.ra} de ${w.a} y ${f.rb} de ${w.b} se apoyan con naturalidad, y eso se nota en las comidas tranquilas y en los favores que no se cuentan.`,
    ],
    tense: [
      (w, f) => `${capitalize(f.pa)} en ${w.sa} y ${f.pb} en ${w.sb} forman ${w.asp}, y ahí ${f.ra} de ${w.a} choca con ${f.rb} de ${w.b}: un roce antiguo que se alivia cuando se nombra sin culpas.`,
      (w, f) => `Entre ${f.pa}, en ${w.sa}, y ${f.pb}, en ${w.sb}, hay ${w.asp}: ${f.ra} de ${w.a} no siempre encaja con ${f.rb} de ${w.b}, y la familia respira cuando cada cual habla desde lo que necesita y no desde el reproche.`,
      (w, f) => `Con ${w.asp} entre ${f.pa} en ${w.sa} y ${f.pb} en ${w.sb}, ${f.ra} de ${w.a} y ${f.rb} de ${w.b} tiran en direcciones distintas, y algunas discusiones de sobremesa vienen de ahí.`,
    ],
  },
  pairs: {
    'sun-venus': {
      theme: 'el orgullo',
      conjunction: [
        (w) => `La Venus de ${w.b} se posa sobre el Sol de ${w.a} en ${w.sa}: en casa, ${w.b} es quien más celebra los logros de ${w.a}, con un orgullo que se nota en cada comida familiar.`,
        (w) => `El Sol de ${w.a} en ${w.sa} y la Venus de ${w.b} ocupan casi el mismo grado, y ${w.b} quiere a ${w.a} tal como es, sin pedirle que sea otra persona. En una familia, ese cariño sin condiciones es un suelo firme.`,
      ],
      flowing: [
        (w) => `El Sol de ${w.a} en ${w.sa} y la Venus de ${w.b} en ${w.sb} forman ${w.asp}, y el cariño familiar entre las dos personas es fácil y expresivo. Los abrazos y los elogios no se racionan.`,
        (w) => `Con ${w.asp} entre el Sol de ${w.a}, en ${w.sa}, y la Venus de ${w.b}, en ${w.sb}, ${w.b} sabe valorar en casa lo que ${w.a} es, y ${w.a} le devuelve ese aprecio con generosidad.`,
        (w) => `Hay ${w.asp} entre el Sol de ${w.a} en ${w.sa} y la Venus de ${w.b} en ${w.sb}: en las celebraciones familiares, ${w.b} es quien más disfruta de los logros de ${w.a}. Un lazo donde el cariño se dice en voz alta.`,
      ],
      tense: [
        (w) => `Con ${w.asp} entre el Sol de ${w.a} en ${w.sa} y la Venus de ${w.b} en ${w.sb}, ${w.b} puede sentir que sus gestos de afecto pasan desapercibidos. Un gracias explícito vale más de lo que parece.`,
        (w) => `El Sol de ${w.a}, en ${w.sa}, y la Venus de ${w.b}, en ${w.sb}, forman ${w.asp}: lo que ${w.b} ofrece como cariño no es lo que ${w.a} busca como reconocimiento. Decirse qué gesto le llega a cada cual como cariño desarma muchas quejas.`,
        (w) => `Para ${w.b}, con la Venus en ${w.sb}, el Sol de ${w.a} en ${w.sa} forma ${w.asp}, y sus atenciones no siempre reciben la respuesta que espera. Devolver un gesto, por pequeño que sea, repara mucho en esta familia.`,
      ],
    },
    'sun-jupiter': {
      theme: 'la confianza',
      conjunction: [
        (w) => `El Júpiter de ${w.b} se apoya en el Sol de ${w.a} en ${w.sa}: ${w.b} cree en ${w.a} y le abre puertas, como hacen en las familias quienes ejercen de padrino o de madrina sin necesidad de título.`,
        (w) => `El Sol de ${w.a} en ${w.sa} recibe de lleno el Júpiter de ${w.b}, y dentro de la familia ${w.b} es quien apuesta por ${w.a} antes que nadie. Esa fe temprana deja huella.`,
      ],
      flowing: [
        (w) => `Entre el Sol de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb} hay ${w.asp}, y en la familia ${w.b} funciona como fuente de confianza para ${w.a}. Los consejos llegan a tiempo y sin sermón.`,
        (w) => `El Sol de ${w.a}, en ${w.sa}, y el Júpiter de ${w.b}, en ${w.sb}, forman ${w.asp}: cuando ${w.a} emprende algo, ${w.b} está ahí con una mano tendida y una palabra de ánimo.`,
        (w) => `Hay ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb}: ${w.b} sabe ver en ${w.a} lo que vale y se lo recuerda en los momentos de duda. Es un apoyo que dura toda la vida.`,
      ],
      tense: [
        (w) => `El Sol de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb} forman ${w.asp}: ${w.b} aconseja en exceso o promete lo que no puede dar. Menos sermón y más presencia equilibran el lazo.`,
        (w) => `Con ${w.asp} entre el Sol de ${w.a}, en ${w.sa}, y el Júpiter de ${w.b}, en ${w.sb}, la protección de ${w.b} puede quitarle a ${w.a} espacio para equivocarse por su cuenta. Confiar también es dejar hacer.`,
        (w) => `Para ${w.a}, con el Sol en ${w.sa}, el Júpiter de ${w.b} en ${w.sb} forma ${w.asp}, y los consejos de ${w.b} llegan en exceso o a destiempo. Preguntar qué ayuda necesita ${w.a}, en vez de suponerlo, cambia la relación.`,
      ],
    },
    'sun-mars': {
      theme: 'el empuje',
      conjunction: [
        (w) => `El Marte de ${w.b} cae sobre el Sol de ${w.a} en ${w.sa}: en casa hay energía y también rivalidad, como entre quienes se crían juntos y compiten y se defienden a la vez.`,
        (w) => `El Sol de ${w.a} en ${w.sa} y el Marte de ${w.b} coinciden, y ${w.b} sabe pinchar a ${w.a} como nadie, a veces para empujarle y a veces para ganarle. En la familia, esa chispa es tanto motor como mecha.`,
      ],
      flowing: [
        (w) => `Con ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el Marte de ${w.b} en ${w.sb}, ${w.b} empuja a ${w.a} a atreverse. Es un impulso familiar valioso en los momentos de cambio.`,
        (w) => `El Sol de ${w.a}, en ${w.sa}, y el Marte de ${w.b}, en ${w.sb}, forman ${w.asp}: en una mudanza, una obra o una urgencia, las dos personas se coordinan sin discutir quién manda.`,
        (w) => `Hay ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el Marte de ${w.b} en ${w.sb}, y cuando la familia necesita resolver algo, estas dos personas se ponen en marcha juntas. La energía de una anima a la otra.`,
      ],
      tense: [
        (w) => `El Sol de ${w.a} en ${w.sa} y el Marte de ${w.b} en ${w.sb} forman ${w.asp}, y los choques de carácter son frecuentes. Repartir el mando en casa por temas evita las batallas diarias.`,
        (w) => `Con ${w.asp} entre el Sol de ${w.a}, en ${w.sa}, y el Marte de ${w.b}, en ${w.sb}, ${w.a} vive las prisas de ${w.b} como un desafío a su autoridad, y ${w.b} vive la calma de ${w.a} como un freno. Ninguna de las dos lecturas es del todo justa.`,
        (w) => `Para ${w.a}, con el Sol en ${w.sa}, el Marte de ${w.b} en ${w.sb} forma ${w.asp}, y en casa compiten sin querer por tener la última palabra. Dejar que cada cual gane en su terreno baja la tensión.`,
      ],
    },
    'moon-midheaven': {
      theme: 'la vida fuera de casa',
      conjunction: [
        (w) => `La Luna de ${w.a} en ${w.sa} toca el Medio Cielo de ${w.b}: ${w.a} se preocupa por el rumbo de ${w.b} como por algo propio, y ${w.b} lleva esa ternura consigo al mundo.`,
        (w) => `El Medio Cielo de ${w.b} en ${w.sb} lleva encima la Luna de ${w.a}, y los éxitos de ${w.b} se celebran en casa de ${w.a} como si fueran de toda la familia. También los tropiezos se sienten allí.`,
      ],
      flowing: [
        (w) => `La Luna de ${w.a} en ${w.sa} y el Medio Cielo de ${w.b} en ${w.sb} están en ${w.asp}: ${w.a} apoya las metas de ${w.b} desde lo emocional, sin exigir resultados.`,
        (w) => `Con ${w.asp} entre la Luna de ${w.a}, en ${w.sa}, y el Medio Cielo de ${w.b}, en ${w.sb}, ${w.b} sabe que tiene en ${w.a} un lugar al que volver después de cada batalla profesional.`,
        (w) => `Hay ${w.asp} entre la Luna de ${w.a} en ${w.sa} y el Medio Cielo de ${w.b} en ${w.sb}: ${w.a} celebra los pasos profesionales de ${w.b} como propios. Ese orgullo tranquilo sostiene a ${w.b} en las épocas inciertas.`,
      ],
      tense: [
        (w) => `Con ${w.asp} entre la Luna de ${w.a} en ${w.sa} y el Medio Cielo de ${w.b} en ${w.sb}, la vida profesional de ${w.b} puede chocar con lo que ${w.a} necesita de la familia. Hablar de tiempos y prioridades ayuda.`,
        (w) => `La Luna de ${w.a}, en ${w.sa}, y el Medio Cielo de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.a} echa de menos a ${w.b} cuando el trabajo manda, y ${w.b} siente culpa por ello. Una visita fija, aunque sea breve, vale más que las promesas.`,
        (w) => `Para ${w.a}, con la Luna en ${w.sa}, el Medio Cielo de ${w.b} en ${w.sb} forma ${w.asp}, y las ambiciones de ${w.b} parecen alejarle de casa. Compartir los planes a tiempo convierte la distancia en orgullo.`,
      ],
    },
    'moon-pluto': {
      theme: 'la influencia profunda',
      conjunction: [
        (w) => `El Plutón de ${w.b} se posa sobre la Luna de ${w.a} en ${w.sa}: un lazo hondo, casi de clan, donde ${w.b} influye mucho en las emociones de ${w.a}. Conviene que esa influencia deje espacio para respirar.`,
        (w) => `La Luna de ${w.a} en ${w.sa} y el Plutón de ${w.b} ocupan el mismo punto, y lo que ${w.b} siente lo registra ${w.a} en el cuerpo. Es un lazo que transforma, y que pide límites claros para no absorber.`,
      ],
      flowing: [
        (w) => `La Luna de ${w.a} en ${w.sa} y el Plutón de ${w.b} en ${w.sb} forman ${w.asp}, y la familia sabe atravesar crisis: ${w.b} acompaña a ${w.a} en las transformaciones sin soltarle la mano.`,
        (w) => `Con ${w.asp} entre la Luna de ${w.a}, en ${w.sa}, y el Plutón de ${w.b}, en ${w.sb}, ${w.a} puede hablar con ${w.b} de lo que en otras casas no se habla. Esa hondura es un recurso en los duelos y en los cambios grandes.`,
        (w) => `Hay ${w.asp} entre la Luna de ${w.a} en ${w.sa} y el Plutón de ${w.b} en ${w.sb}, y en este lazo se puede hablar de lo difícil sin que nada se rompa. ${w.b} acompaña a ${w.a} en los cambios hondos con una lealtad rara.`,
      ],
      tense: [
        (w) => `Entre la Luna de ${w.a} en ${w.sa} y el Plutón de ${w.b} en ${w.sb} hay ${w.asp}, una herencia emocional intensa con episodios de control. Nombrar los patrones heredados los debilita.`,
        (w) => `La Luna de ${w.a}, en ${w.sa}, y el Plutón de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.a} puede sentir que ${w.b} vigila su mundo íntimo, y ${w.b} temer perder un vínculo que considera suyo. La confianza aquí se construye soltando.`,
        (w) => `Para ${w.a}, con la Luna en ${w.sa}, el Plutón de ${w.b} en ${w.sb} forma ${w.asp}, y el cariño de ${w.b} puede sentirse como una presión constante. Pedir espacio sin culpa es aquí un acto de salud familiar.`,
      ],
    },
    'moon-trueNode': {
      theme: 'el crecimiento',
      conjunction: [
        (w) => `La Luna de ${w.a} en ${w.sa} está sobre el nodo norte de ${w.b}: ${w.a} cuida justo aquello que ${w.b} necesita desarrollar, y el lazo tiene sabor a destino familiar.`,
        (w) => `El nodo norte de ${w.b} en ${w.sb} recibe la Luna de ${w.a}, y ${w.a} acompaña a ${w.b} en el camino que la vida le pide recorrer. Lo que ${w.a} ofrece como refugio, ${w.b} lo usa como trampolín.`,
      ],
      flowing: [
        (w) => `Con ${w.asp} entre la Luna de ${w.a} en ${w.sa} y el nodo norte de ${w.b} en ${w.sb}, el cariño de ${w.a} acompaña el crecimiento de ${w.b} sin retenerlo.`,
        (w) => `La Luna de ${w.a}, en ${w.sa}, y el nodo norte de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.a} sabe cuándo proteger y cuándo dejar ir a ${w.b}, algo que en una familia no abunda.`,
        (w) => `Hay ${w.asp} entre la Luna de ${w.a} en ${w.sa} y el nodo norte de ${w.b} en ${w.sb}: ${w.a} ofrece a ${w.b} el refugio que necesita para atreverse con su propio camino. Un lazo que empuja hacia delante.`,
      ],
      tense: [
        (w) => `La Luna de ${w.a} en ${w.sa} y el nodo norte de ${w.b} en ${w.sb} forman ${w.asp}: la protección de ${w.a} puede tirar de ${w.b} hacia atrás. Soltar también es una forma de querer.`,
        (w) => `Con ${w.asp} entre la Luna de ${w.a}, en ${w.sa}, y el nodo norte de ${w.b}, en ${w.sb}, lo que ${w.a} necesita para sentirse en calma no coincide con el camino que ${w.b} quiere abrir. Hablar de ello sin culpas deja sitio a las dos cosas.`,
        (w) => `Para ${w.b}, con el nodo norte en ${w.sb}, la Luna de ${w.a} en ${w.sa} forma ${w.asp}, y el deseo de ${w.a} de mantener a la familia unida choca con el impulso de ${w.b} de irse lejos. Los dos deseos son legítimos.`,
      ],
    },
    'moon-moon': {
      theme: 'el mundo emocional compartido',
      conjunction: [
        (w) => `Las Lunas de ${w.a} y ${w.b} coinciden en ${w.sa}: en casa sienten al unísono, con las mismas nostalgias y los mismos refugios. Ese espejo emocional une mucho y, en las malas rachas, puede encerrar a la familia en un mismo estado de ánimo.`,
        (w) => `${w.a} y ${w.b} tienen la Luna casi en el mismo grado de ${w.sa}, y se consuelan con los mismos rituales: la misma comida, la misma canción, el mismo rincón de la casa. Que alguien de fuera abra la ventana de vez en cuando les hace bien.`,
      ],
      flowing: [
        (w) => `Entre la Luna de ${w.a} en ${w.sa} y la de ${w.b} en ${w.sb} hay ${w.asp}, y eso se nota en lo cotidiano: horarios, comidas y maneras de descansar encajan sin discutir. Es la base de una convivencia tranquila.`,
        (w) => `Las Lunas de ${w.a}, en ${w.sa}, y de ${w.b}, en ${w.sb}, forman ${w.asp}: cada cual sabe qué necesita la otra persona en un mal día, y lo ofrece sin que se lo pidan.`,
        (w) => `Hay ${w.asp} entre la Luna de ${w.a} en ${w.sa} y la de ${w.b} en ${w.sb}: las dos personas se consuelan con facilidad y saben cuándo dejarse en paz. La casa compartida tiene buena atmósfera.`,
      ],
      tense: [
        (w) => `La Luna de ${w.a} en ${w.sa} y la de ${w.b} en ${w.sb} forman ${w.asp}: lo que a una persona le da seguridad en casa, a la otra le agobia. Muchas discusiones familiares entre las dos nacen de ahí, no de falta de cariño.`,
        (w) => `Con ${w.asp} entre la Luna de ${w.a}, en ${w.sa}, y la de ${w.b}, en ${w.sb}, los estados de ánimo se cruzan a destiempo: cuando ${w.a} necesita ruido, ${w.b} necesita silencio. Respetar el ritmo emocional ajeno es la lección de este lazo.`,
        (w) => `Para ${w.a}, con la Luna en ${w.sa}, la de ${w.b} en ${w.sb} forma ${w.asp}, y las costumbres de casa son motivo de roce: horarios, orden, ruido. Acordar lo básico por escrito, aunque parezca exagerado, trae paz.`,
      ],
    },
    'sun-moon': {
      theme: 'el reparto de papeles',
      conjunction: [
        (w) => `El Sol de ${w.a} en ${w.sa} ilumina la Luna de ${w.b}, un contacto típico entre generaciones que se entienden. ${w.a} orienta y ${w.b} acoge, y la familia encuentra en ese reparto su equilibrio.`,
        (w) => `La Luna de ${w.b} en ${w.sb} recibe el Sol de ${w.a} casi en el mismo grado: lo que ${w.a} decide, ${w.b} lo siente como propio. En casa, esta pareja de luminarias da estabilidad a todo lo demás.`,
      ],
      flowing: [
        (w) => `El Sol de ${w.a} en ${w.sa} y la Luna de ${w.b} en ${w.sb} están en ${w.asp}: la autoridad de ${w.a} le resulta a ${w.b} protectora más que impuesta. Hay respeto y ternura a la vez.`,
        (w) => `Con ${w.asp} entre el Sol de ${w.a}, en ${w.sa}, y la Luna de ${w.b}, en ${w.sb}, ${w.b} se siente a salvo cuando ${w.a} toma las riendas, y ${w.a} encuentra en ${w.b} un hogar emocional.`,
        (w) => `Hay ${w.asp} entre el Sol de ${w.a} en ${w.sa} y la Luna de ${w.b} en ${w.sb}: lo que ${w.a} propone para la familia le sienta bien a ${w.b}. Pocas decisiones domésticas acaban en discusión.`,
      ],
      tense: [
        (w) => `Con ${w.asp} entre el Sol de ${w.a} en ${w.sa} y la Luna de ${w.b} en ${w.sb}, lo que ${w.a} espera de la familia choca con lo que ${w.b} necesita sentir en ella. Las expectativas no dichas son el terreno donde más conviene trabajar.`,
        (w) => `El Sol de ${w.a}, en ${w.sa}, y la Luna de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.a} decide y ${w.b} se entera tarde, o así lo siente. Consultar antes de anunciar cambia el clima de la casa.`,
        (w) => `Para ${w.b}, con la Luna en ${w.sb}, el Sol de ${w.a} en ${w.sa} forma ${w.asp}, y las decisiones de ${w.a} a veces le dejan a un lado. Contar con ${w.b} desde el principio evita que se sienta visita en su propia familia.`,
      ],
    },
    'moon-saturn': {
      theme: 'el deber de cuidar',
      conjunction: [
        (w) => `El Saturno de ${w.b} pesa sobre la Luna de ${w.a} en ${w.sa}: ${w.b} se siente responsable del bienestar de ${w.a}, y a ${w.a} ese cuidado le puede sonar a exigencia. Con los años, suele convertirse en un sostén firme.`,
        (w) => `La Luna de ${w.a} en ${w.sa} y el Saturno de ${w.b} coinciden, y el cariño de ${w.b} llega con normas: horarios, consejos, advertencias. Detrás de cada regla hay miedo a que a ${w.a} le pase algo.`,
      ],
      flowing: [
        (w) => `La Luna de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb} forman ${w.asp}, y ${w.b} da a ${w.a} una estructura que le tranquiliza. Es la firma de quien está cuando hace falta, sin aspavientos.`,
        (w) => `Con ${w.asp} entre la Luna de ${w.a}, en ${w.sa}, y el Saturno de ${w.b}, en ${w.sb}, ${w.a} sabe que puede contar con ${w.b} en lo práctico: papeles, mudanzas, hospitales. Ese apoyo callado vale años de palabras.`,
        (w) => `Hay ${w.asp} entre la Luna de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb}: ${w.b} es el punto firme al que ${w.a} vuelve cuando todo se tambalea. Un cariño sobrio y muy fiable.`,
      ],
      tense: [
        (w) => `Entre la Luna de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb} hay ${w.asp}: las normas de ${w.b} pueden enfriar la sensibilidad de ${w.a}. Un abrazo a tiempo hace más por este lazo que cualquier consejo.`,
        (w) => `La Luna de ${w.a}, en ${w.sa}, y el Saturno de ${w.b}, en ${w.sb}, forman ${w.asp}, y ${w.a} puede sentir que con ${w.b} nunca basta lo que hace. Decir lo que sí está bien, además de lo que falta, cambia la historia de este lazo.`,
        (w) => `Para ${w.a}, con la Luna en ${w.sa}, el Saturno de ${w.b} en ${w.sb} forma ${w.asp}, y las exigencias de ${w.b} pesan más que sus abrazos. Un elogio sin condiciones, de vez en cuando, cambia todo el clima.`,
      ],
    },
    'moon-venus': {
      theme: 'la ternura de casa',
      conjunction: [
        (w) => `La Venus de ${w.b} sobre la Luna de ${w.a} en ${w.sa} trae dulzura al hogar: ${w.b} sabe mimar a ${w.a}, y se nota en los detalles, en la comida favorita, en una manta ofrecida sin pedirla.`,
        (w) => `La Luna de ${w.a} en ${w.sa} y la Venus de ${w.b} comparten grado, y las visitas de ${w.b} tienen para ${w.a} algo de fiesta pequeña. Es un cariño que no necesita ocasiones.`,
      ],
      flowing: [
        (w) => `La Luna de ${w.a} en ${w.sa} y la Venus de ${w.b} en ${w.sb} forman ${w.asp}, y el afecto familiar corre fácil. Las fiestas y las visitas suelen ser agradables entre las dos personas.`,
        (w) => `Con ${w.asp} entre la Luna de ${w.a}, en ${w.sa}, y la Venus de ${w.b}, en ${w.sb}, ${w.b} consuela a ${w.a} con gestos sencillos, y ${w.a} los recibe como lo que son: amor cotidiano.`,
        (w) => `Hay ${w.asp} entre la Luna de ${w.a} en ${w.sa} y la Venus de ${w.b} en ${w.sb}: ${w.b} sabe hacer agradable la casa de ${w.a}, y ${w.a} lo agradece con cariño. Las visitas son más cortas de lo que les gustaría.`,
      ],
      tense: [
        (w) => `Con ${w.asp} entre la Luna de ${w.a} en ${w.sa} y la Venus de ${w.b} en ${w.sb}, ${w.b} muestra cariño de una forma que a ${w.a} no siempre le llega. Conviene aprender el idioma afectivo de cada cual.`,
        (w) => `La Luna de ${w.a}, en ${w.sa}, y la Venus de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.b} quiere celebrar cuando ${w.a} necesita recogimiento, o al revés. Preguntar qué apetece antes de organizar evita fiestas tristes.`,
        (w) => `Para ${w.a}, con la Luna en ${w.sa}, la Venus de ${w.b} en ${w.sb} forma ${w.asp}, y los gustos de ${w.b} chocan con las costumbres de ${w.a}. Ceder en lo pequeño deja energía para lo importante.`,
      ],
    },
    'moon-jupiter': {
      theme: 'el ánimo',
      conjunction: [
        (w) => `El Júpiter de ${w.b} abraza la Luna de ${w.a} en ${w.sa}: ${w.b} es, para ${w.a}, fuente de ánimo y de protección. Las celebraciones familiares ganan alegría cuando coinciden.`,
        (w) => `La Luna de ${w.a} en ${w.sa} recibe de lleno el Júpiter de ${w.b}, y en los días malos basta una llamada de ${w.b} para que ${w.a} recupere la perspectiva. Es el optimismo de la casa.`,
      ],
      flowing: [
        (w) => `La Luna de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb} están en ${w.asp}, y ${w.b} sabe animar a ${w.a} sin quitarle importancia a lo que siente. Un lazo generoso.`,
        (w) => `Con ${w.asp} entre la Luna de ${w.a}, en ${w.sa}, y el Júpiter de ${w.b}, en ${w.sb}, la casa de ${w.b} es para ${w.a} un sitio donde siempre hay plato y sobremesa.`,
        (w) => `Hay ${w.asp} entre la Luna de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb}: con ${w.b} cerca, ${w.a} se siente con suerte y con respaldo. Las reuniones entre las dos personas terminan siempre más tarde de lo previsto.`,
      ],
      tense: [
        (w) => `Entre la Luna de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb} hay ${w.asp}: ${w.b} puede sobreproteger o prometer más de lo que cumple, y a ${w.a} le queda la decepción. La medida es la clave.`,
        (w) => `La Luna de ${w.a}, en ${w.sa}, y el Júpiter de ${w.b}, en ${w.sb}, forman ${w.asp}: cuando ${w.a} está triste, ${w.b} responde con planes y regalos, y lo que ${w.a} quería era compañía. Menos solución y más presencia.`,
        (w) => `Para ${w.a}, con la Luna en ${w.sa}, el Júpiter de ${w.b} en ${w.sb} forma ${w.asp}, y las grandes promesas de ${w.b} acaban pesando más que ayudando. Un compromiso pequeño y cumplido vale más que uno grande.`,
      ],
    },
    'sun-saturn': {
      theme: 'la autoridad',
      conjunction: [
        (w) => `El Saturno de ${w.b} cae sobre el Sol de ${w.a} en ${w.sa}: ${w.b} ejerce de figura de autoridad para ${w.a}, con lo que eso tiene de guía y de peso. Reconocer ese papel lo vuelve más amable.`,
        (w) => `El Sol de ${w.a} en ${w.sa} y el Saturno de ${w.b} coinciden, y la aprobación de ${w.b} es para ${w.a} la que más cuesta y la que más importa. Un elogio de ${w.b}, dicho en voz alta, vale en esta familia por diez.`,
      ],
      flowing: [
        (w) => `Con ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb}, la experiencia de ${w.b} ayuda a ${w.a} a madurar. Es un vínculo que se fortalece con el tiempo.`,
        (w) => `El Sol de ${w.a}, en ${w.sa}, y el Saturno de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.b} enseña a ${w.a} a sostener lo que empieza, y ${w.a} le devuelve a ${w.b} las ganas de empezar.`,
        (w) => `Hay ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb}: ${w.b} transmite a ${w.a} una disciplina que le sirve para toda la vida. El respeto mutuo crece con los años.`,
      ],
      tense: [
        (w) => `El Sol de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb} forman ${w.asp}, y ${w.a} puede sentir que ${w.b} le juzga. Separar la crítica del deseo de proteger cambia el clima familiar.`,
        (w) => `Con ${w.asp} entre el Sol de ${w.a}, en ${w.sa}, y el Saturno de ${w.b}, en ${w.sb}, el listón que pone ${w.b} parece siempre un poco más alto de lo que ${w.a} alcanza. Celebrar los pasos, y no solo las metas, lo baja a una altura humana.`,
        (w) => `Para ${w.a}, con el Sol en ${w.sa}, el Saturno de ${w.b} en ${w.sb} forma ${w.asp}, y la mirada de ${w.b} parece siempre buscar el fallo. Que ${w.b} diga en voz alta lo que admira cambia la historia familiar.`,
      ],
    },
    'moon-mars': {
      theme: 'la forma de defenderse',
      conjunction: [
        (w) => `El Marte de ${w.b} toca la Luna de ${w.a} en ${w.sa}, y en casa saltan chispas con facilidad: ${w.b} reacciona rápido y ${w.a} lo siente hondo. También es el contacto de quien defiende a la familia con uñas y dientes.`,
        (w) => `La Luna de ${w.a} en ${w.sa} recibe de lleno el Marte de ${w.b}: lo que ${w.b} dice en caliente a ${w.a} le dura días. Bajar el tono cuesta poco y protege mucho.`,
      ],
      flowing: [
        (w) => `La Luna de ${w.a} en ${w.sa} y el Marte de ${w.b} en ${w.sb} están en ${w.asp}: ${w.b} sale en defensa de ${w.a} cuando hace falta, y ${w.a} templa el genio de ${w.b}.`,
        (w) => `Con ${w.asp} entre la Luna de ${w.a}, en ${w.sa}, y el Marte de ${w.b}, en ${w.sb}, ${w.b} se pone en marcha en cuanto ${w.a} necesita algo. En esta familia, el cuidado se demuestra actuando.`,
        (w) => `Hay ${w.asp} entre la Luna de ${w.a} en ${w.sa} y el Marte de ${w.b} en ${w.sb}: cuando ${w.a} se siente vulnerable, ${w.b} da la cara. Un lazo protector con mucha energía.`,
      ],
      tense: [
        (w) => `Con ${w.asp} entre la Luna de ${w.a} en ${w.sa} y el Marte de ${w.b} en ${w.sb}, los enfados familiares escalan deprisa. Acordar una pausa antes de contestar protege a las dos personas.`,
        (w) => `La Luna de ${w.a}, en ${w.sa}, y el Marte de ${w.b}, en ${w.sb}, forman ${w.asp}: las prisas de ${w.b} atropellan la sensibilidad de ${w.a}, y el dolor de ${w.a} enciende más a ${w.b}. Romper ese círculo empieza por nombrarlo.`,
        (w) => `Para ${w.a}, con la Luna en ${w.sa}, el Marte de ${w.b} en ${w.sb} forma ${w.asp}, y en casa los nervios de ${w.b} se contagian enseguida. Salir a caminar antes de discutir funciona mejor que cualquier argumento.`,
      ],
    },
    'moon-mercury': {
      theme: 'la escucha',
      conjunction: [
        (w) => `El Mercurio de ${w.b} sobre la Luna de ${w.a} en ${w.sa} convierte la cocina en lugar de confidencias: ${w.b} entiende lo que ${w.a} siente y sabe decírselo.`,
        (w) => `La Luna de ${w.a} en ${w.sa} y el Mercurio de ${w.b} ocupan el mismo punto, y ${w.b} es quien pone palabras a los sentimientos de ${w.a} en las conversaciones familiares difíciles.`,
      ],
      flowing: [
        (w) => `Entre la Luna de ${w.a} en ${w.sa} y el Mercurio de ${w.b} en ${w.sb} hay ${w.asp}, y en familia se hablan las cosas con naturalidad, sin tabúes innecesarios.`,
        (w) => `La Luna de ${w.a}, en ${w.sa}, y el Mercurio de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.a} puede contarle a ${w.b} lo que le preocupa sin medir cada palabra, y la respuesta llega con tacto.`,
        (w) => `Hay ${w.asp} entre la Luna de ${w.a} en ${w.sa} y el Mercurio de ${w.b} en ${w.sb}: en la sobremesa, ${w.b} encuentra las palabras justas para lo que ${w.a} siente. Es un lazo con buena conversación.`,
      ],
      tense: [
        (w) => `La Luna de ${w.a} en ${w.sa} y el Mercurio de ${w.b} en ${w.sb} forman ${w.asp}: ${w.b} razona cuando ${w.a} necesita que le escuchen. Preguntar antes de aconsejar ayuda mucho.`,
        (w) => `Con ${w.asp} entre la Luna de ${w.a}, en ${w.sa}, y el Mercurio de ${w.b}, en ${w.sb}, una frase ligera de ${w.b} en la mesa puede herir a ${w.a} más de lo que parece. El tono cuenta tanto como el contenido.`,
        (w) => `Para ${w.a}, con la Luna en ${w.sa}, el Mercurio de ${w.b} en ${w.sb} forma ${w.asp}, y las explicaciones de ${w.b} llegan cuando ${w.a} solo quería un abrazo. El orden importa: primero el cariño, luego el análisis.`,
      ],
    },
    'sun-sun': {
      theme: 'el parecido de carácter',
      conjunction: [
        (w) => `Los Soles de ${w.a} y ${w.b} están casi juntos en ${w.sa}: se parecen más de lo que les gustaría admitir, y en familia eso da tanto orgullo compartido como competencia.`,
        (w) => `${w.a} y ${w.b} nacieron con el Sol en el mismo tramo de ${w.sa}, y el resto de la familia lo nota: mismas manías, mismos orgullos, mismas maneras de enfadarse. Reírse del parecido lo vuelve un lazo.`,
      ],
      flowing: [
        (w) => `Con ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}, las personalidades se respetan. Cada cual reconoce en la otra persona algo propio, y la casa tiene sitio para las dos.`,
        (w) => `El Sol de ${w.a}, en ${w.sa}, y el de ${w.b}, en ${w.sb}, forman ${w.asp}: dos caracteres distintos que se apoyan, y en las decisiones familiares suelen acabar del mismo lado.`,
        (w) => `Hay ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}: se reconocen y se respetan, y la familia se beneficia de ese acuerdo de fondo.`,
      ],
      tense: [
        (w) => `Los Soles de ${w.a}, en ${w.sa}, y de ${w.b}, en ${w.sb}, en ${w.asp}, dibujan dos voluntades que chocan en la mesa familiar. Dejar a cada cual su parcela de mando suaviza la convivencia.`,
        (w) => `Con ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}, cada cual tiene su idea de cómo debe ser la familia, y las dos son razonables. Negociar sin buscar ganador es aquí la tarea.`,
        (w) => `El Sol de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb} forman ${w.asp}, y en familia es fácil que cada cual tire hacia su lado en las decisiones importantes. Buscar primero lo que ambas personas quieren simplifica las discusiones.`,
      ],
    },
    'venus-saturn': {
      theme: 'el cariño con deber',
      conjunction: [
        (w) => `El Saturno de ${w.b} se une a la Venus de ${w.a} en ${w.sa}: el cariño familiar se expresa con deber y fidelidad más que con palabras. ${w.a} puede echar en falta ternura explícita.`,
        (w) => `La Venus de ${w.a} en ${w.sa} y el Saturno de ${w.b} coinciden, y ${w.b} quiere a ${w.a} a su manera, con hechos y con constancia. Enseñarle a decirlo también es un regalo que ${w.a} puede hacerle.`,
      ],
      flowing: [
        (w) => `La Venus de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb} forman ${w.asp}, y el afecto entre las dos personas es constante y fiable, de los que aguantan décadas.`,
        (w) => `Con ${w.asp} entre la Venus de ${w.a}, en ${w.sa}, y el Saturno de ${w.b}, en ${w.sb}, el cariño se demuestra cumpliendo: ${w.b} nunca falta a una cita importante, y ${w.a} lo sabe.`,
        (w) => `Hay ${w.asp} entre la Venus de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb}: un cariño sin estridencias que se nota en la fidelidad a las citas familiares y en los favores cumplidos.`,
      ],
      tense: [
        (w) => `Con ${w.asp} entre la Venus de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb}, el cariño de ${w.a} puede chocar con la reserva de ${w.b}. Un reconocimiento explícito desarma años de frialdad aparente.`,
        (w) => `La Venus de ${w.a}, en ${w.sa}, y el Saturno de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.a} ofrece afecto y ${w.b} responde con consejos o con silencio. No es rechazo, es otra gramática del cariño.`,
        (w) => `Para ${w.a}, con la Venus en ${w.sa}, el Saturno de ${w.b} en ${w.sb} forma ${w.asp}, y las muestras de afecto se quedan cortas o llegan tarde. Pedir con claridad lo que se necesita evita años de reproche mudo.`,
      ],
    },
    'mars-saturn': {
      theme: 'el ritmo de las decisiones',
      conjunction: [
        (w) => `El Saturno de ${w.b} se une al Marte de ${w.a} en ${w.sa}: ${w.b} frena los impulsos de ${w.a}, a veces con razón y a veces por miedo. Es un aprendizaje mutuo de límites.`,
        (w) => `El Marte de ${w.a} en ${w.sa} y el Saturno de ${w.b} coinciden, y cada iniciativa de ${w.a} pasa por el examen de ${w.b}. Con los años, ese examen puede volverse un buen consejo.`,
      ],
      flowing: [
        (w) => `El Marte de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb} están en ${w.asp}, y en casa saben repartirse las tareas: ${w.a} arranca y ${w.b} sostiene.`,
        (w) => `Con ${w.asp} entre el Marte de ${w.a}, en ${w.sa}, y el Saturno de ${w.b}, en ${w.sb}, las obras, las mudanzas y los cuidados largos salen bien cuando los llevan entre las dos personas.`,
        (w) => `Hay ${w.asp} entre el Marte de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb}: la energía de ${w.a} y la paciencia de ${w.b} hacen buen equipo en las tareas largas de la familia.`,
      ],
      tense: [
        (w) => `Entre el Marte de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb} hay ${w.asp}, un pulso clásico entre la prisa y la prudencia. Las normas de casa conviene negociarlas, no imponerlas.`,
        (w) => `El Marte de ${w.a}, en ${w.sa}, y el Saturno de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.a} siente que ${w.b} le corta las alas, y ${w.b} que ${w.a} no mide los riesgos. Cada cual tiene parte de razón, y decirlo ayuda.`,
        (w) => `Para ${w.a}, con el Marte en ${w.sa}, el Saturno de ${w.b} en ${w.sb} forma ${w.asp}, y cada iniciativa parece necesitar un permiso. Acordar de antemano qué decide cada cual evita la sensación de control.`,
      ],
    },
    'mercury-mercury': {
      theme: 'el idioma de casa',
      conjunction: [
        (w) => `Los Mercurios de ${w.a} y ${w.b} coinciden en ${w.sa}, y en casa hablan el mismo idioma: comparten expresiones, chistes y una lógica que el resto de la familia a veces no sigue.`,
        (w) => `${w.a} y ${w.b} tienen el Mercurio casi en el mismo grado de ${w.sa}: se entienden con medias frases y se corrigen las mismas palabras. En las reuniones familiares, forman bando sin proponérselo.`,
      ],
      flowing: [
        (w) => `Con ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}, organizar la vida familiar es sencillo: se entienden con pocas palabras.`,
        (w) => `El Mercurio de ${w.a}, en ${w.sa}, y el de ${w.b}, en ${w.sb}, forman ${w.asp}: las llamadas entre las dos personas resuelven en cinco minutos lo que en otras familias lleva semanas.`,
        (w) => `Hay ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}: los recados, las citas médicas y los papeles de la familia se reparten sin discutir.`,
      ],
      tense: [
        (w) => `Los Mercurios de ${w.a}, en ${w.sa}, y de ${w.b}, en ${w.sb}, forman ${w.asp}, y las conversaciones familiares se atascan en malentendidos. Escribirse lo práctico y hablar en persona lo emocional funciona bien.`,
        (w) => `Con ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}, cada cual recuerda la misma historia familiar de otra manera. Aceptar las dos versiones evita discusiones que no llevan a ningún sitio.`,
        (w) => `El Mercurio de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb} se miran en ${w.asp}, y en las reuniones familiares cada cual interrumpe a la otra persona. Un turno de palabra, aunque suene formal, calma la mesa.`,
      ],
    },
  },
  houses: {
    3: [
      (w, p) => `Con ${p} en la tercera casa de ${w.b}, ${w.a} ocupa un lugar fraterno: alguien con quien se comparte lo diario y se discute de todo.`,
      (w, p) => `${p} entra en la tercera casa de ${w.b}, la de la convivencia cercana, y ${w.a} se vuelve parte de las rutinas de ${w.b}: las llamadas, los recados, los trayectos compartidos.`,
    ],
    4: [
      (w, p) => `Que ${p} caiga en la cuarta casa de ${w.b} es la firma más familiar de todas: ${w.a} forma parte de las raíces de ${w.b}, de su idea de hogar.`,
      (w, p) => `${p} se sitúa en la cuarta casa de ${w.b}, la de las raíces, y así ${w.a} está en la memoria de la infancia de ${w.b}, o en la casa que ${w.b} quiere construir.`,
    ],
    5: [
      (w, p) => `${p} en la quinta casa de ${w.b} tiene algo de relación con la infancia: con ${w.a}, ${w.b} cuida, juega y enseña.`,
      (w, p) => `Al caer ${p} en la quinta casa de ${w.b}, ${w.a} despierta el lado más juguetón y protector de ${w.b}, el que sale con los pequeños de la casa.`,
    ],
    10: [
      (w, p) => `Al caer ${p} en la décima casa de ${w.b}, ${w.a} adopta un papel de autoridad o de referente, el que suele ocupar quien cría.`,
      (w, p) => `${p} ocupa la décima casa de ${w.b}, y ${w.a} se convierte en una voz que pesa en las decisiones de ${w.b}, como la de una figura mayor de la familia.`,
    ],
    12: [
      (w, p) => `En la duodécima casa de ${w.b} está ${p}: ${w.a} toca lo que la familia calla, herencias invisibles, sacrificios y compasión.`,
      (w, p) => `${p} toca la duodécima casa de ${w.b}, y ${w.b} siente en ${w.a} algo antiguo que no sabe explicar, como si el lazo viniera de antes de que ninguna de las dos personas naciera.`,
    ],
  },
  noHousesOne: [
    (w) => `Sin hora de nacimiento de ${w.a} no podemos saber qué lugar ocupa ${w.b} en sus casas, de modo que esta parte se lee solo desde la carta de ${w.b}.`,
    (w) => `Falta la hora de nacimiento de ${w.a}, y con ella sus casas: se ve qué lugar ocupa ${w.a} en la casa de ${w.b}, pero no el que ocupa ${w.b} en la suya.`,
    (w) => `La carta de ${w.a} no tiene casas porque no consta su hora de nacimiento, así que el cruce familiar se lee en una sola dirección, desde ${w.b}.`,
  ],
  noHousesBoth: [
    (w) => `Faltan las horas de nacimiento de ${w.a} y de ${w.b}, así que las casas quedan fuera y el retrato familiar se hace con los planetas.`,
    () => `Sin ninguna de las dos horas de nacimiento no hay casas, y el lugar que cada cual ocupa en el hogar de la otra persona queda sin leer; los aspectos llevan toda la lectura.`,
    (w) => `Ni ${w.a} ni ${w.b} tienen hora de nacimiento registrada: sin casas, este lazo familiar se lee solo por los aspectos entre sus planetas.`,
  ],
  elements: {
    same: [
      (w, e) => `Por temperamento, ${w.a} y ${w.b} comparten ${e} como elemento dominante, y en casa se reconocen en las reacciones y en las manías.`,
      (w, e) => `${capitalize(e)} domina en las dos cartas, la de ${w.a} y la de ${w.b}, y por eso en familia se entienden en lo básico y se exasperan por los mismos motivos.`,
      (w, e) => `A ${w.a} y a ${w.b} les domina ${e}: un aire de familia que va más allá de la sangre, y que en las malas rachas les hace caer en los mismos excesos.`,
    ],
    complementary: [
      (w, x, y) => `En ${w.a} manda ${x} y en ${w.b} ${y}: temperamentos que en casa se complementan, porque cada cual cubre lo que a la otra persona le falta.`,
      (w, x, y) => `${capitalize(x)}, que domina en ${w.a}, y ${y}, que domina en ${w.b}, se alimentan: en familia, una persona pone el impulso o la calma que la otra no encuentra.`,
      (w, x, y) => `Con ${x} al frente en ${w.a} y ${y} en ${w.b}, este lazo junta temperamentos que se llevan bien, y en las temporadas difíciles se nota cuánto se sostienen.`,
    ],
    contrasting: [
      (w, x, y) => `En ${w.a} predomina ${x} y en ${w.b} ${y}, temperamentos distintos bajo el mismo techo, lo que explica parte de los desencuentros y también lo mucho que pueden aprender en familia.`,
      (w, x, y) => `${capitalize(x)} en ${w.a}, ${y} en ${w.b}: dos maneras de reaccionar que no se parecen, y que en casa piden traducción antes que juicio.`,
      (w, x, y) => `El temperamento de ${w.a} lo marca ${x}; el de ${w.b}, ${y}: elementos que no hablan el mismo idioma, y por eso la paciencia es aquí una forma de cariño.`,
    ],
  },
  closing: {
    easy: [
      (w, g) => `Si eres ${w.a} o ${w.b}, este lazo es un recurso para los años difíciles: cuida ${g.up} con rituales sencillos, como una llamada semanal o una comida fija, y no esperes a las fechas señaladas para hablar ${de(g.down)}.`,
      (w, g) => `Si eres ${w.a} o ${w.b}, no des por hecho lo que ya funciona: ${g.up} se mantiene con presencia, y ${g.down} se aligera hablándolo antes de que se vuelva costumbre.`,
      (w, g) => `Si eres ${w.a} o ${w.b}, apóyate en ${g.up}, que en esta familia es sólido, y dedica un poco de atención ${to(g.down)}, que es donde el cariño puede enfriarse sin que nadie lo note.`,
    ],
    effort: [
      (w, g) => `Si eres ${w.a} o ${w.b}, recuerda que a la familia no se la elige, pero sí la manera de estar en ella: pon límites con cariño en lo que toca ${to(g.down)} y busca a la otra persona en ${g.up}.`,
      (w, g) => `Si eres ${w.a} o ${w.b}, empieza por ${g.up}, que también existe entre las dos personas, y habla ${de(g.down)} de forma concreta, sin repasar agravios antiguos.`,
      (w, g) => `Si eres ${w.a} o ${w.b}, mira lo que pasa con ${g.down} como un patrón heredado y no como un defecto de nadie, y deja que ${g.up} haga su trabajo lento; las familias también cambian.`,
    ],
  },
};
