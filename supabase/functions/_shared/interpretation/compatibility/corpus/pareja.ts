import { capitalize, de } from '../../../contract/vocabulary.ts';
import type { CategoryCorpus } from './types.ts';

// Pareja: desire, tenderness, commitment. Written for a reader who may be one of the two or someone looking on.

export const PAREJA: CategoryCorpus = {
  headings: {
    opening: (w) => `${w.a} y ${w.b} como pareja`,
    strengths: () => 'Lo que enciende y sostiene el vínculo',
    friction: () => 'Donde el amor pide trabajo',
    houses: () => 'Las casas que se prestan',
    closing: () => 'Para cuidar esta relación',
  },
  summary: {
    low: [
      (w, g) => `Como pareja, ${w.a} y ${w.b} tienen más que negociar que lo que les viene dado, y lo viven ${g.heat}: su mejor apoyo es ${g.up}, y su punto más difícil, ${g.down}.`,
      (w, g) => `En pareja, ${w.a} y ${w.b} se quieren a contracorriente y ${g.heat}, con ${g.up} a favor y ${g.down} como lo que más paciencia pide.`,
      (w, g) => `Dicho sin rodeos: la pareja de ${w.a} y ${w.b} no es fácil, se vive ${g.heat} y se sostiene en ${g.up} mientras aprende a manejar ${g.down}.`,
    ],
    mid: [
      (w, g) => `En pareja, ${w.a} y ${w.b} tienen tanto a favor como por negociar, y lo viven ${g.heat}: lo que más une a la pareja es ${g.up}; lo que más roza, ${g.down}.`,
      (w, g) => `La pareja de ${w.a} y ${w.b} mezcla a partes parecidas lo fácil y lo que hay que trabajar, y se vive ${g.heat}: a su favor tiene ${g.up}; como asunto pendiente, ${g.down}.`,
      (w, g) => `Resumido: ${w.a} y ${w.b} forman una pareja con equilibrio entre afinidad y diferencia, vivida ${g.heat}, que encuentra apoyo en ${g.up} y roce en ${g.down}.`,
    ],
    high: [
      (w, g) => `En pareja, ${w.a} y ${w.b} se entienden con una facilidad poco común y ${g.heat}: lo que más une a la pareja es ${g.up}, y lo único que pide atención de verdad, ${g.down}.`,
      (w, g) => `La pareja de ${w.a} y ${w.b} lo tiene fácil, se vive ${g.heat} y descansa sobre todo en ${g.up}; su punto delicado es ${g.down}.`,
      (w, g) => `En pocas palabras, ${w.a} y ${w.b} se eligen sin esfuerzo y ${g.heat}, con ${g.up} como gran apoyo y ${g.down} como lo que más conviene cuidar.`,
    ],
  },
  heat: { low: 'a fuego lento', mid: 'con una temperatura templada', high: 'con mucha carga' },
  theme: {
    sun: 'el reconocimiento', moon: 'la ternura', mercury: 'la conversación', venus: 'el cariño', mars: 'el deseo',
    jupiter: 'la generosidad', saturn: 'el compromiso', uranus: 'la libertad', neptune: 'la idealización', pluto: 'la pasión',
    trueNode: 'el rumbo de vida', ascendant: 'la presencia', midheaven: 'la ambición',
  },
  role: {
    sun: 'la necesidad de reconocimiento', moon: 'la necesidad de cobijo', mercury: 'la manera de hablar', venus: 'la manera de querer',
    mars: 'el deseo', jupiter: 'la generosidad', saturn: 'el sentido del compromiso', uranus: 'la necesidad de aire',
    neptune: 'la tendencia a idealizar', pluto: 'la intensidad', trueNode: 'el rumbo vital', ascendant: 'la presencia física',
    midheaven: 'la ambición',
  },
  fallback: {
    conjunction: [
      (w, f) => `${capitalize(f.pa)} en ${w.sa} se funde con ${f.pb}, y en esa conjunción ${f.ra} de ${w.a} y ${f.rb} de ${w.b} empiezan a funcionar como una sola cosa, para bien y para mal.`,
      (w, f) => `En pareja pesa la conjunción entre ${f.pa}, en ${w.sa}, y ${f.pb}: ${f.ra} de ${w.a} y ${f.rb} de ${w.b} se mezclan hasta confundirse, y la relación gira a menudo en torno a ese punto.`,
      (w, f) => `Cuando ${f.pa} en ${w.sa} toca ${f.pb}, como aquí, ${f.ra} de ${w.a} se mezcla con ${f.rb} de ${w.b}, y lo que una persona siente en ese terreno la otra lo vive en carne propia.`,
    ],
    flowing: [
      (w, f) => `${capitalize(f.pa)} en ${w.sa} y ${f.pb} en ${w.sb} forman ${w.asp}, de modo que ${f.ra} de ${w.a} y ${f.rb} de ${w.b} se entienden sin esfuerzo: un apoyo de los que se notan más cuando faltan.`,
      (w, f) => `Con ${w.asp} entre ${f.pa}, en ${w.sa}, y ${f.pb}, en ${w.sb}, ${f.ra} de ${w.a} encuentra eco en ${f.rb} de ${w.b}, y la pareja lo disfruta sin tener que pensarlo.`,
      (w, f) => `Entre ${f.pa} en ${w.sa} y ${f.pb} en ${w.sb} hay ${w.asp}: ${f.ra} de ${w.a} y ${f.rb} de ${w.b} se dan la mano con naturalidad, y ese acuerdo callado sostiene a la pareja en los días corrientes.`,
    ],
    tense: [
      (w, f) => `${capitalize(f.pa)} en ${w.sa} y ${f.pb} en ${w.sb} forman ${w.asp}, y ahí ${f.ra} de ${w.a} choca con ${f.rb} de ${w.b}: un roce que, hablado a tiempo, hace crecer a la pareja.`,
      (w, f) => `Entre ${f.pa}, en ${w.sa}, y ${f.pb}, en ${w.sb}, hay ${w.asp}: ${f.ra} de ${w.a} no siempre encaja con ${f.rb} de ${w.b}, y la pareja gana cuando lo nombra sin reproche.`,
      (w, f) => `Con ${w.asp} entre ${f.pa} en ${w.sa} y ${f.pb} en ${w.sb}, ${f.ra} de ${w.a} y ${f.rb} de ${w.b} tiran en direcciones distintas; no se arregla solo, pero bien llevado da profundidad al vínculo.`,
    ],
  },
  pairs: {
    'sun-sun': {
      theme: 'el proyecto de vida',
      conjunction: [
        (w) => `Los Soles de ${w.a} y ${w.b} casi coinciden en ${w.sa}: quieren cosas muy parecidas de la vida, y como pareja se reconocen enseguida. El riesgo es competir por el mismo foco en lugar de compartirlo.`,
        (w) => `${w.a} y ${w.b} nacieron con el Sol en el mismo tramo de ${w.sa}, y en pareja eso se vive como un espejo: mismas prioridades, mismos orgullos. Turnarse el protagonismo evita que el espejo se vuelva pulso.`,
      ],
      flowing: [
        (w) => `Con los Soles en ${w.asp}, el de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}, las dos personas se admiran sin que ninguna identidad se sienta amenazada. Cada cual puede brillar sin apagar a quien tiene al lado.`,
        (w) => `El Sol de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb} se miran con ${w.asp}: sus proyectos de vida se refuerzan en lugar de estorbarse. Es una pareja que se celebra los logros sin llevar la cuenta.`,
        (w) => `Hay ${w.asp} entre los Soles, ${w.sa} en ${w.a} y ${w.sb} en ${w.b}, y en pareja eso se traduce en respeto por el camino ajeno. Ninguna de las dos personas necesita que la otra cambie de rumbo para quererla.`,
      ],
      tense: [
        (w) => `Los Soles de ${w.a}, en ${w.sa}, y de ${w.b}, en ${w.sb}, forman ${w.asp}: dos voluntades que tiran hacia metas diferentes. En pareja esto se nota en las grandes decisiones, que conviene tomar con tiempo y sin vencedores.`,
        (w) => `Con ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}, cada cual tiene una idea propia de hacia dónde ir. La pareja funciona cuando hay un proyecto común explícito y sitio para los dos caminos.`,
        (w) => `${w.a}, con el Sol en ${w.sa}, y ${w.b}, con el Sol en ${w.sb}, tienen los Soles en ${w.asp}, y en la pareja aparecen dos maneras de entender el éxito. Hablar de lo que cada cual quiere dentro de cinco años evita sorpresas amargas.`,
      ],
    },
    'sun-saturn': {
      theme: 'la seriedad del compromiso',
      conjunction: [
        (w) => `El Saturno de ${w.b} se posa sobre el Sol de ${w.a} en ${w.sa} y da a la pareja seriedad y vocación de durar. ${w.b} ofrece estructura; ${w.a} a veces siente que debe ganarse una aprobación que tarda en llegar.`,
        (w) => `El Sol de ${w.a} en ${w.sa} recibe de lleno el Saturno de ${w.b}: una unión con peso, de las que se toman en serio desde el principio. El aprendizaje es que la exigencia de ${w.b} no apague la espontaneidad de ${w.a}.`,
      ],
      flowing: [
        (w) => `El Sol de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb} están en ${w.asp}: ${w.b} aporta constancia a los sueños de ${w.a}, y la relación gana cimientos con cada año que pasa.`,
        (w) => `Con ${w.asp} entre el Sol de ${w.a}, en ${w.sa}, y el Saturno de ${w.b}, en ${w.sb}, la pareja sabe hacer planes a largo plazo. ${w.b} da estabilidad y ${w.a} pone el rumbo.`,
        (w) => `Hay ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb}, la firma de las parejas que se sostienen en las épocas difíciles. ${w.b} cumple lo que promete, y ${w.a} sabe que puede contar con esa firmeza.`,
      ],
      tense: [
        (w) => `Con ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb}, la pareja puede sentirse más deber que deseo. ${w.a} necesita oír reconocimiento, y ${w.b} aprender que la crítica constante enfría el amor.`,
        (w) => `El Saturno de ${w.b} en ${w.sb} forma ${w.asp} con el Sol de ${w.a} en ${w.sa}, y ahí aparece la sensación de examen: ${w.a} se mide ante ${w.b} y rara vez siente que ha aprobado. Decir en voz alta lo que sí funciona rebaja mucho esa presión.`,
        (w) => `Para ${w.a}, con el Sol en ${w.sa}, el Saturno de ${w.b} en ${w.sb} forma ${w.asp} que se vive como un listón siempre un poco más alto. Que ${w.b} celebre los pasos y no solo las metas cambia el tono de la relación.`,
      ],
    },
    'venus-pluto': {
      theme: 'la pasión',
      conjunction: [
        (w) => `El Plutón de ${w.b} se funde con la Venus de ${w.a} en ${w.sa}: una atracción obsesiva, difícil de olvidar. El amor aquí transforma, aunque también puede volverse posesivo si nadie pone palabras a los celos.`,
        (w) => `La Venus de ${w.a} en ${w.sa} y el Plutón de ${w.b} ocupan casi el mismo grado, y eso da a la pareja un magnetismo que no se explica con razones. Lo sano es que la intensidad no se convierta en vigilancia.`,
      ],
      flowing: [
        (w) => `La Venus de ${w.a} en ${w.sa} y el Plutón de ${w.b} en ${w.sb} forman ${w.asp}, y el vínculo gana hondura sin dramatismo. ${w.b} despierta en ${w.a} un deseo de entrega que sana más que inquieta.`,
        (w) => `Con ${w.asp} entre la Venus de ${w.a}, en ${w.sa}, y el Plutón de ${w.b}, en ${w.sb}, el amor tiene profundidad y capacidad de renovarse. Las crisis, en esta pareja, suelen acabar en un vínculo más verdadero.`,
        (w) => `Hay ${w.asp} entre la Venus de ${w.a} en ${w.sa} y el Plutón de ${w.b} en ${w.sb}: la entrega es honda y, sin embargo, no asfixia. ${w.a} siente que ${w.b} le ve en lo más íntimo, y elige quedarse.`,
      ],
      tense: [
        (w) => `Entre la Venus de ${w.a} en ${w.sa} y el Plutón de ${w.b} en ${w.sb} hay ${w.asp}, la firma de las pasiones con pulso de poder. Hablar de la confianza antes de que aparezca la sospecha evita muchas heridas.`,
        (w) => `La Venus de ${w.a} en ${w.sa} y el Plutón de ${w.b} en ${w.sb} se enfrentan en ${w.asp}: el deseo es fuerte y, con él, la tentación de controlar. Los celos dichos a tiempo pesan mucho menos que los callados.`,
        (w) => `Cuando la Venus de ${w.a}, en ${w.sa}, recibe ${w.asp} del Plutón de ${w.b}, en ${w.sb}, el amor se vive a todo o nada. Acordar qué espacio propio conserva cada cual protege a la pareja de su propia intensidad.`,
      ],
    },
    'venus-ascendant': {
      theme: 'la atracción física',
      conjunction: [
        (w) => `La Venus de ${w.a} en ${w.sa} cae sobre el Ascendente de ${w.b}: a ${w.a} le gusta de inmediato cómo es ${w.b}, su forma de moverse y de estar. Es una de las firmas más claras de atracción a primera vista.`,
        (w) => `El Ascendente de ${w.b}, en ${w.sb}, lleva encima la Venus de ${w.a}, y eso se nota desde el primer encuentro: ${w.a} disfruta con solo mirar a ${w.b}. Con los años, ese gusto se convierte en una ternura muy física.`,
      ],
      flowing: [
        (w) => `Con ${w.asp} entre la Venus de ${w.a} en ${w.sa} y el Ascendente de ${w.b} en ${w.sb}, el trato es cálido desde el principio. ${w.b} se siente a gusto en su propia piel al lado de ${w.a}.`,
        (w) => `La Venus de ${w.a}, en ${w.sa}, y el Ascendente de ${w.b}, en ${w.sb}, forman ${w.asp}: el estilo de ${w.b} le resulta a ${w.a} fácil de querer. Los piropos salen solos, y se agradecen.`,
        (w) => `A ${w.a}, con la Venus en ${w.sa}, le gusta cómo se mueve y se presenta ${w.b}, con el Ascendente en ${w.sb}: hay ${w.asp} entre ellos. Ese gusto por la presencia ajena mantiene viva la atracción con los años.`,
      ],
      tense: [
        (w) => `La Venus de ${w.a} en ${w.sa} y el Ascendente de ${w.b} en ${w.sb} forman ${w.asp}: lo que ${w.a} encuentra bonito no siempre coincide con cómo ${w.b} quiere mostrarse. Pequeños choques de estilo que piden tacto.`,
        (w) => `Con ${w.asp} entre la Venus de ${w.a}, en ${w.sa}, y el Ascendente de ${w.b}, en ${w.sb}, los gustos de ${w.a} pueden sonar a corrección para ${w.b}. Elogiar antes de sugerir cambia por completo cómo se recibe.`,
        (w) => `Hay ${w.asp} entre la Venus de ${w.a} en ${w.sa} y el Ascendente de ${w.b} en ${w.sb}, y a veces ${w.b} siente que no encaja en el ideal de ${w.a}. Decir lo que sí gusta, y decirlo a menudo, deshace esa inseguridad.`,
      ],
    },
    'sun-ascendant': {
      theme: 'la manera de mostrarse',
      conjunction: [
        (w) => `El Sol de ${w.a} en ${w.sa} ilumina el Ascendente de ${w.b}: ${w.a} ve a ${w.b} con claridad y le da confianza para mostrarse. Como pareja se presentan ante el mundo con naturalidad.`,
        (w) => `El Ascendente de ${w.b} en ${w.sb} recibe de frente el Sol de ${w.a}, y a su lado ${w.b} gana presencia. ${w.a}, por su parte, encuentra en ${w.b} a alguien que entiende de verdad quién es.`,
      ],
      flowing: [
        (w) => `El Sol de ${w.a} en ${w.sa} y el Ascendente de ${w.b} en ${w.sb} están en ${w.asp}, y hay simpatía espontánea. Lo que ${w.a} es y cómo se presenta ${w.b} se llevan bien.`,
        (w) => `Con ${w.asp} entre el Sol de ${w.a}, en ${w.sa}, y el Ascendente de ${w.b}, en ${w.sb}, la pareja luce en compañía: se completan en las reuniones y se entienden con una mirada.`,
        (w) => `Hay ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el Ascendente de ${w.b} en ${w.sb}: a ${w.b} le sienta bien la compañía de ${w.a}, que le ayuda a mostrarse sin máscaras. Ante los demás, forman una pareja que se nota a gusto.`,
      ],
      tense: [
        (w) => `Con ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el Ascendente de ${w.b} en ${w.sb}, el carácter de ${w.a} puede eclipsar o incomodar a ${w.b}. Dejar espacio a la manera de ser de cada cual mantiene el equilibrio.`,
        (w) => `El Sol de ${w.a}, en ${w.sa}, y el Ascendente de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.b} siente a veces que ${w.a} ocupa todo el espacio. Un gesto tan sencillo como ceder la palabra en público suaviza mucho.`,
        (w) => `Para ${w.b}, con el Ascendente en ${w.sb}, el Sol de ${w.a} en ${w.sa} forma ${w.asp} que a veces le hace sentirse a la sombra. Reconocer en público lo que aporta ${w.b} equilibra la balanza.`,
      ],
    },
    'mars-saturn': {
      theme: 'el ritmo del deseo',
      conjunction: [
        (w) => `El Saturno de ${w.b} se junta con el Marte de ${w.a} en ${w.sa}: el deseo de ${w.a} encuentra en ${w.b} un freno, a veces protector y a veces frustrante. Con paciencia, esa contención se vuelve resistencia compartida.`,
        (w) => `El Marte de ${w.a} en ${w.sa} y el Saturno de ${w.b} ocupan el mismo punto, y el impulso convive con la cautela en una misma zona de la pareja. Cuando acuerdan tiempos, ese freno se vuelve aguante.`,
      ],
      flowing: [
        (w) => `El Marte de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb} forman ${w.asp}: la pareja sabe sostener el esfuerzo. Proyectos largos, como una casa o una familia, encuentran aquí energía y método.`,
        (w) => `Con ${w.asp} entre el Marte de ${w.a}, en ${w.sa}, y el Saturno de ${w.b}, en ${w.sb}, el empuje de ${w.a} se vuelve constante junto a ${w.b}. Es un contacto de parejas que construyen despacio y sin prisa por demostrar nada.`,
        (w) => `Hay ${w.asp} entre el Marte de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb}, y la pareja sabe esperar sin perder las ganas. El deseo de ${w.a} encuentra en la calma de ${w.b} un lugar seguro.`,
      ],
      tense: [
        (w) => `Entre el Marte de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb} hay ${w.asp}, y el impulso de ${w.a} choca con la cautela de ${w.b}. En la intimidad y en las decisiones, conviene acordar ritmos antes de que aparezca el reproche.`,
        (w) => `El Marte de ${w.a}, en ${w.sa}, y el Saturno de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.a} quiere ya y ${w.b} necesita garantías. Si cada cual entiende el miedo que hay detrás de la prisa o de la pausa, el choque se ablanda.`,
        (w) => `Para ${w.a}, con el Marte en ${w.sa}, el Saturno de ${w.b} en ${w.sb} forma ${w.asp} que se siente como un freno de mano puesto. Preguntar qué teme ${w.b} antes de reprocharle la lentitud abre otra conversación.`,
      ],
    },
    'sun-moon': {
      theme: 'el encaje emocional',
      conjunction: [
        (w) => `El Sol de ${w.a} en ${w.sa} cae sobre la Luna de ${w.b}, una de las firmas clásicas de pareja: lo que ${w.a} quiere ser encuentra en ${w.b} un lugar donde apoyarse. En lo cotidiano se nota como una sensación de encaje difícil de explicar, de que la casa compartida tiene sentido.`,
        (w) => `La Luna de ${w.b} en ${w.sb} recibe el Sol de ${w.a} casi en el mismo grado, el contacto que la tradición asocia a los matrimonios que duran. ${w.a} da dirección y ${w.b} da hogar, y ese reparto sale sin que nadie lo imponga.`,
      ],
      flowing: [
        (w) => `Con ${w.asp} entre el Sol de ${w.a} en ${w.sa} y la Luna de ${w.b} en ${w.sb}, la voluntad de una persona y las emociones de la otra se llevan bien. ${w.b} tiende a sentirse a salvo cuando ${w.a} toma decisiones, y ${w.a} encuentra en esa calma un espejo amable.`,
        (w) => `El Sol de ${w.a}, en ${w.sa}, y la Luna de ${w.b}, en ${w.sb}, se miran con ${w.asp}: lo que ${w.a} propone le sienta bien a ${w.b}, y lo que ${w.b} siente le da sentido a ${w.a}. Es de los apoyos que sostienen una convivencia.`,
        (w) => `Hay ${w.asp} entre el Sol de ${w.a} en ${w.sa} y la Luna de ${w.b} en ${w.sb}, uno de los acuerdos más cómodos que puede tener una pareja. Las rutinas compartidas no pesan: se parecen a un refugio elegido.`,
      ],
      tense: [
        (w) => `${capitalize(w.asp)} une el Sol de ${w.a} en ${w.sa} con la Luna de ${w.b} en ${w.sb}, y ahí lo que una persona necesita para brillar choca a veces con lo que la otra necesita para sentirse cuidada. No es falta de amor: es una diferencia de ritmos que pide turnos claros.`,
        (w) => `El Sol de ${w.a} en ${w.sa} y la Luna de ${w.b} en ${w.sb} forman ${w.asp}: las decisiones de ${w.a} pueden pasar por encima de cómo se siente ${w.b}. Preguntar antes de decidir, aunque parezca un trámite, desactiva la mayoría de las discusiones.`,
        (w) => `Para ${w.b}, con la Luna en ${w.sb}, el Sol de ${w.a} en ${w.sa} forma ${w.asp}, y lo que ${w.a} necesita hacer choca a menudo con lo que ${w.b} necesita sentir. Reservar un rato para hablar de cómo está cada cual, antes de hablar de planes, cambia la semana.`,
      ],
    },
    'venus-mars': {
      theme: 'la atracción',
      conjunction: [
        (w) => `La Venus de ${w.a} en ${w.sa} y el Marte de ${w.b} coinciden casi en el mismo grado, y esa es la química en estado puro. El deseo de ${w.b} sabe exactamente hacia dónde ir, y el modo de querer de ${w.a} le responde sin rodeos.`,
        (w) => `El Marte de ${w.b} en ${w.sb} cae justo sobre la Venus de ${w.a}: la atracción es inmediata y física, de las que se notan en una habitación llena de gente. Mantenerla viva es cuestión de no convertirla en rutina.`,
      ],
      flowing: [
        (w) => `Hay ${w.asp} entre la Venus de ${w.a} en ${w.sa} y el Marte de ${w.b} en ${w.sb}: la atracción fluye con naturalidad y sin juegos de poder. El cortejo resulta fácil, casi divertido, y la vida íntima suele ser un lugar de encuentro y no de prueba.`,
        (w) => `La Venus de ${w.a}, en ${w.sa}, y el Marte de ${w.b}, en ${w.sb}, forman ${w.asp}, y el deseo va acompañado de ternura. ${w.b} toma la iniciativa de un modo que a ${w.a} le gusta, y eso da a la pareja una complicidad alegre.`,
        (w) => `Cuando la Venus de ${w.a}, en ${w.sa}, y el Marte de ${w.b}, en ${w.sb}, forman ${w.asp}, el deseo tiene buen humor. La seducción no se agota con la costumbre, porque a las dos personas les divierte.`,
      ],
      tense: [
        (w) => `La Venus de ${w.a} en ${w.sa} y el Marte de ${w.b} en ${w.sb} forman ${w.asp}, una atracción con filo. Lo que enciende también roza: ${w.b} puede ir más rápido de lo que ${w.a} necesita, y la reconciliación suele ser tan intensa como la discusión que la provocó.`,
        (w) => `Con ${w.asp} entre la Venus de ${w.a}, en ${w.sa}, y el Marte de ${w.b}, en ${w.sb}, la chispa está garantizada y la calma no tanto. Hablar de ritmos y de deseos con palabras, y no solo con gestos, evita que la pasión se vuelva pelea.`,
        (w) => `Hay ${w.asp} entre la Venus de ${w.a} en ${w.sa} y el Marte de ${w.b} en ${w.sb}, y la atracción va unida al desacuerdo sobre el ritmo. ${w.a} necesita tiempo donde ${w.b} quiere avanzar, y nombrarlo sin reproche es medio camino.`,
      ],
    },
    'sun-venus': {
      theme: 'la admiración',
      conjunction: [
        (w) => `La Venus de ${w.b} se posa sobre el Sol de ${w.a} en ${w.sa}, y eso suele traducirse en admiración a primera vista. ${w.b} ve lo mejor de ${w.a} sin esfuerzo, y a ${w.a} le sienta bien ese cariño que no exige que cambie.`,
        (w) => `El Sol de ${w.a} en ${w.sa} y la Venus de ${w.b} se encuentran en el mismo punto: ${w.b} quiere a ${w.a} tal como es, y se nota. Pocas cosas dan tanta seguridad en pareja como ese cariño sin condiciones.`,
      ],
      flowing: [
        (w) => `El Sol de ${w.a} en ${w.sa} y la Venus de ${w.b} en ${w.sb} se miran con ${w.asp}: hay ternura y gusto compartido. Los planes de ocio, los regalos y las pequeñas atenciones salen solos, y ambas vidas se vuelven más bonitas en compañía.`,
        (w) => `Con ${w.asp} entre el Sol de ${w.a}, en ${w.sa}, y la Venus de ${w.b}, en ${w.sb}, el cariño fluye hacia lo que ${w.a} es. ${w.b} celebra sus logros como propios, y ${w.a} responde con generosidad.`,
        (w) => `Hay ${w.asp} entre el Sol de ${w.a} en ${w.sa} y la Venus de ${w.b} en ${w.sb}: ${w.b} encuentra bonito lo que ${w.a} es. Cuesta poco quererse así, y se nota en la ligereza del trato.`,
      ],
      tense: [
        (w) => `Entre el Sol de ${w.a} en ${w.sa} y la Venus de ${w.b} en ${w.sb} hay ${w.asp}, y el cariño a veces se mide con reglas distintas. ${w.b} puede sentir que da más de lo que recibe, y ${w.a} que se le pide un brillo que no siempre tiene.`,
        (w) => `El Sol de ${w.a}, en ${w.sa}, y la Venus de ${w.b}, en ${w.sb}, forman ${w.asp}: lo que ${w.b} valora en el amor no es lo que ${w.a} suele ofrecer. Preguntarse qué gesto hace sentir querida a la otra persona ahorra muchas decepciones.`,
        (w) => `Para ${w.b}, con la Venus en ${w.sb}, el Sol de ${w.a} en ${w.sa} forma ${w.asp}, y los gestos de cariño de ${w.b} no siempre encuentran respuesta. Un agradecimiento dicho a tiempo vale aquí más que cualquier regalo.`,
      ],
    },
    'moon-venus': {
      theme: 'la ternura del día a día',
      conjunction: [
        (w) => `La Luna de ${w.a} en ${w.sa} y la Venus de ${w.b} se funden, y de ahí nace una dulzura doméstica muy reconocible. ${w.b} sabe consolar a ${w.a} con gestos sencillos, y el hogar que comparten tiende a ser un refugio.`,
        (w) => `La Venus de ${w.b} en ${w.sb} toca la Luna de ${w.a}: el cariño de ${w.b} llega justo a donde ${w.a} lo necesita. Es un contacto de parejas que se cuidan sin hacer ruido.`,
      ],
      flowing: [
        (w) => `Con ${w.asp} entre la Luna de ${w.a} en ${w.sa} y la Venus de ${w.b} en ${w.sb}, el afecto tiene buena temperatura. A ${w.a} le llega el cariño sin tener que pedirlo, y ${w.b} disfruta cuidando; la convivencia gana suavidad.`,
        (w) => `La Luna de ${w.a}, en ${w.sa}, y la Venus de ${w.b}, en ${w.sb}, forman ${w.asp}: los gustos de ${w.b} calman a ${w.a}. Una cena, una canción, una manta compartida: en esta pareja lo pequeño consuela.`,
        (w) => `Hay ${w.asp} entre la Luna de ${w.a} en ${w.sa} y la Venus de ${w.b} en ${w.sb}, y el hogar compartido se vuelve un sitio amable. ${w.b} sabe qué le reconforta a ${w.a} sin tener que preguntarlo.`,
      ],
      tense: [
        (w) => `La Luna de ${w.a} en ${w.sa} y la Venus de ${w.b} en ${w.sb} están en ${w.asp}, así que lo que a ${w.a} le calma no siempre coincide con lo que ${w.b} ofrece como cariño. Preguntar «¿qué necesitas hoy?» evita muchos malentendidos.`,
        (w) => `Con ${w.asp} entre la Luna de ${w.a}, en ${w.sa}, y la Venus de ${w.b}, en ${w.sb}, hay cariño, pero en idiomas distintos: ${w.b} lo expresa de una forma que a ${w.a} no siempre le llega. Aprender el idioma afectivo ajeno es aquí la tarea.`,
        (w) => `Para ${w.a}, con la Luna en ${w.sa}, la Venus de ${w.b} en ${w.sb} forma ${w.asp}: ${w.b} muestra su amor con planes y detalles cuando ${w.a} lo que quiere es presencia tranquila. Ninguna de las dos formas es la equivocada.`,
      ],
    },
    'moon-moon': {
      theme: 'el mundo emocional',
      conjunction: [
        (w) => `Las dos Lunas coinciden en ${w.sa}: ${w.a} y ${w.b} sienten con el mismo compás. Se entienden sin palabras en los días malos, aunque también pueden contagiarse el mal humor sin darse cuenta.`,
        (w) => `La Luna de ${w.a} y la de ${w.b} están casi en el mismo grado de ${w.sa}, y eso da a la pareja una intimidad emocional poco frecuente. La tarea es no encerrarse en ese refugio cuando las dos personas están mal a la vez.`,
      ],
      flowing: [
        (w) => `Las Lunas de ${w.a}, en ${w.sa}, y de ${w.b}, en ${w.sb}, forman ${w.asp}, un acuerdo emocional de fondo. Los hábitos, los horarios y las maneras de descansar encajan, y esa comodidad sostiene a la pareja cuando lo demás se complica.`,
        (w) => `Con ${w.asp} entre la Luna de ${w.a} en ${w.sa} y la de ${w.b} en ${w.sb}, cada cual sabe cómo calmar a la otra persona. La convivencia tiene algo de nido: pocas explicaciones y mucha comprensión.`,
        (w) => `Hay ${w.asp} entre la Luna de ${w.a} en ${w.sa} y la de ${w.b} en ${w.sb}: se acompañan bien en los días tristes y en los cansados. Pocas parejas saben estar juntas en silencio con tanta facilidad.`,
      ],
      tense: [
        (w) => `Las Lunas de ${w.a}, en ${w.sa}, y de ${w.b}, en ${w.sb}, están en ${w.asp}: cada cual se calma de un modo diferente. Cuando ${w.a} necesita cercanía, ${w.b} quizá necesite espacio, y aprender a leerse en eso es una de las tareas centrales del vínculo.`,
        (w) => `Con ${w.asp} entre la Luna de ${w.a} en ${w.sa} y la de ${w.b} en ${w.sb}, los estados de ánimo se cruzan a destiempo. Nombrar cómo se siente cada cual al llegar a casa, aunque sea en una frase, ahorra discusiones que en realidad eran cansancio.`,
        (w) => `La Luna de ${w.a} en ${w.sa} y la de ${w.b} en ${w.sb} se miran en ${w.asp}, y en casa chocan dos maneras de necesitar: una pide hablar y la otra pide espacio. Acordar una señal para los días difíciles ahorra malentendidos.`,
      ],
    },
    'mars-mars': {
      theme: 'la energía y el genio',
      conjunction: [
        (w) => `El Marte de ${w.a} y el de ${w.b} coinciden en ${w.sa}, de modo que la pareja tiene un mismo motor. Cuando reman en una dirección son imparables; cuando no, la pelea es de igual a igual y nadie cede fácilmente.`,
        (w) => `Los dos Martes están en el mismo tramo de ${w.sa}: ${w.a} y ${w.b} se encienden por las mismas cosas. En la intimidad eso es combustible; en las discusiones, conviene que alguien sepa parar primero.`,
      ],
      flowing: [
        (w) => `Los Martes de ${w.a}, en ${w.sa}, y de ${w.b}, en ${w.sb}, forman ${w.asp}, y eso da a la pareja una energía compatible: se animan a hacer cosas, se contagian ganas y el deseo encuentra un tempo común.`,
        (w) => `Con ${w.asp} entre el Marte de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}, la pareja comparte ritmo. Deporte, viajes o mudanzas salen mejor en compañía que por separado.`,
        (w) => `Hay ${w.asp} entre el Marte de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}: el empuje de una persona anima el de la otra. Emprender algo físico en común, de una ruta a una reforma, les une mucho.`,
      ],
      tense: [
        (w) => `Con ${w.asp} entre el Marte de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}, el enfado de una persona dispara el de la otra. Conviene pactar de antemano cómo se discute, porque la intensidad que une a la pareja también puede desgastarla.`,
        (w) => `Los Martes de ${w.a}, en ${w.sa}, y de ${w.b}, en ${w.sb}, chocan en ${w.asp}: cada cual quiere hacer las cosas a su manera y a su hora. Repartir terrenos de decisión baja mucho la temperatura.`,
        (w) => `El Marte de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb} están en ${w.asp}, y las discusiones suben de tono rápido porque ninguna de las dos personas se retira. Aprender a ceder la última palabra es aquí un acto de amor.`,
      ],
    },
    'sun-mars': {
      theme: 'el impulso',
      conjunction: [
        (w) => `El Marte de ${w.b} cae sobre el Sol de ${w.a} en ${w.sa}, un contacto que estimula y provoca a la vez. ${w.b} empuja a ${w.a} a moverse, a atreverse, y en la intimidad eso se vive como un fuego directo.`,
        (w) => `El Sol de ${w.a} en ${w.sa} y el Marte de ${w.b} ocupan casi el mismo grado: ${w.b} activa a ${w.a} como pocas personas. La energía sobra; lo que hay que cuidar es que no se convierta en competición.`,
      ],
      flowing: [
        (w) => `El Sol de ${w.a} en ${w.sa} y el Marte de ${w.b} en ${w.sb} están en ${w.asp}: ${w.b} aporta iniciativa a lo que ${w.a} quiere construir. Es una pareja que se anima mutuamente a probar cosas nuevas.`,
        (w) => `Con ${w.asp} entre el Sol de ${w.a}, en ${w.sa}, y el Marte de ${w.b}, en ${w.sb}, la atracción tiene algo de aventura. ${w.b} defiende los proyectos de ${w.a} con entusiasmo, y ${w.a} admira ese arrojo.`,
        (w) => `Hay ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el Marte de ${w.b} en ${w.sb}, y ${w.b} anima a ${w.a} a atreverse con lo que aplazaba. La atracción se alimenta de esa energía compartida.`,
      ],
      tense: [
        (w) => `El Sol de ${w.a} en ${w.sa} y el Marte de ${w.b} en ${w.sb} forman ${w.asp}, y puede aparecer una lucha por quién marca el paso. ${w.a} percibe presión donde ${w.b} solo quería avanzar; reconocerlo a tiempo quita veneno a las discusiones.`,
        (w) => `Con ${w.asp} entre el Sol de ${w.a}, en ${w.sa}, y el Marte de ${w.b}, en ${w.sb}, la atracción y la fricción van de la mano. Una pausa de diez minutos antes de responder vale más que tener razón.`,
        (w) => `Para ${w.a}, con el Sol en ${w.sa}, el Marte de ${w.b} en ${w.sb} forma ${w.asp}, y la chispa entre las dos personas salta en los dos sentidos: atrae y enfada. Elegir las batallas evita gastar el deseo en peleas pequeñas.`,
      ],
    },
    'moon-mars': {
      theme: 'la piel y la susceptibilidad',
      conjunction: [
        (w) => `El Marte de ${w.b} toca la Luna de ${w.a} en ${w.sa}: hay atracción física y también susceptibilidad. ${w.a} siente una gran vitalidad junto a ${w.b}, aunque un comentario brusco le llega más hondo de lo que parece.`,
        (w) => `La Luna de ${w.a} en ${w.sa} recibe de lleno el Marte de ${w.b}, y la relación se vive a flor de piel. La pasión es real; la delicadeza en las palabras, imprescindible.`,
      ],
      flowing: [
        (w) => `Entre la Luna de ${w.a} en ${w.sa} y el Marte de ${w.b} en ${w.sb} hay ${w.asp}, y la pasión se mezcla bien con la ternura. ${w.b} protege con energía lo que ${w.a} siente, y eso da seguridad.`,
        (w) => `La Luna de ${w.a}, en ${w.sa}, y el Marte de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.b} sabe cuándo actuar para que ${w.a} se sienta en buenas manos. El deseo y el cuidado no compiten aquí.`,
        (w) => `Hay ${w.asp} entre la Luna de ${w.a} en ${w.sa} y el Marte de ${w.b} en ${w.sb}: la ternura de ${w.a} y el impulso de ${w.b} se encuentran en la intimidad sin chocar. En los momentos de crisis, ${w.b} actúa y ${w.a} sostiene.`,
      ],
      tense: [
        (w) => `La Luna de ${w.a} en ${w.sa} y el Marte de ${w.b} en ${w.sb} están en ${w.asp}, así que las prisas de ${w.b} pueden herir la sensibilidad de ${w.a}. Suavizar el tono cuesta poco y evita heridas que tardan en cerrar.`,
        (w) => `Con ${w.asp} entre la Luna de ${w.a}, en ${w.sa}, y el Marte de ${w.b}, en ${w.sb}, un mal día de ${w.b} puede caer como una tormenta sobre ${w.a}. Avisar del propio humor antes de que estalle es un gesto de amor en esta pareja.`,
        (w) => `Para ${w.a}, con la Luna en ${w.sa}, el Marte de ${w.b} en ${w.sb} forma ${w.asp}, y lo que ${w.b} vive como franqueza a ${w.a} le llega como golpe. Bajar la voz en las discusiones importa más de lo que parece.`,
      ],
    },
    'venus-saturn': {
      theme: 'la fidelidad',
      conjunction: [
        (w) => `El Saturno de ${w.b} se une a la Venus de ${w.a} en ${w.sa}, una firma de compromiso serio. El amor aquí se demuestra con hechos y con permanencia, aunque a ${w.a} a veces le falte espontaneidad en las muestras de cariño de ${w.b}.`,
        (w) => `La Venus de ${w.a} en ${w.sa} y el Saturno de ${w.b} comparten grado: el cariño se vuelve promesa. ${w.b} da estabilidad, y ${w.a} puede enseñarle que la ternura dicha también cuenta.`,
      ],
      flowing: [
        (w) => `La Venus de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb} forman ${w.asp}: el cariño se asienta y se vuelve fiable. Es de esos vínculos que mejoran con los años porque cada cual cuida lo construido.`,
        (w) => `Con ${w.asp} entre la Venus de ${w.a}, en ${w.sa}, y el Saturno de ${w.b}, en ${w.sb}, la relación tiene vocación de largo plazo. ${w.b} cumple lo que promete, y ${w.a} lo sabe apreciar.`,
        (w) => `Hay ${w.asp} entre la Venus de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb}: el cariño tiene raíces y paciencia. ${w.a} siente que con ${w.b} el amor es un lugar estable, no una montaña rusa.`,
      ],
      tense: [
        (w) => `Con ${w.asp} entre la Venus de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb}, el afecto puede sentirse medido o condicionado. ${w.a} necesita oír que se le quiere sin exámenes, y ${w.b} aprende que la ternura también es una forma de responsabilidad.`,
        (w) => `La Venus de ${w.a}, en ${w.sa}, y el Saturno de ${w.b}, en ${w.sb}, forman ${w.asp}: la reserva de ${w.b} puede parecer frialdad a ojos de ${w.a}. Un «te quiero» sin motivo especial deshace malentendidos de años.`,
        (w) => `Para ${w.a}, con la Venus en ${w.sa}, el Saturno de ${w.b} en ${w.sb} forma ${w.asp}, y el afecto llega con condiciones o con retraso. ${w.b} gana mucho si aprende a decir lo que siente sin esperar al momento perfecto.`,
      ],
    },
    'mercury-venus': {
      theme: 'la complicidad al hablar',
      conjunction: [
        (w) => `El Mercurio de ${w.a} en ${w.sa} y la Venus de ${w.b} coinciden: la conversación es en sí misma una forma de seducción. Se escriben, se ríen, se cuentan cosas, y esa complicidad verbal sostiene el romance.`,
        (w) => `La Venus de ${w.b} en ${w.sb} se apoya en el Mercurio de ${w.a}, y las palabras de ${w.a} le suenan a ${w.b} a caricia. Los mensajes largos y las sobremesas son parte del amor aquí.`,
      ],
      flowing: [
        (w) => `Entre el Mercurio de ${w.a} en ${w.sa} y la Venus de ${w.b} en ${w.sb} hay ${w.asp}, y las palabras llegan con cariño. Saben decirse cosas difíciles de forma amable, lo que en una pareja vale oro.`,
        (w) => `El Mercurio de ${w.a}, en ${w.sa}, y la Venus de ${w.b}, en ${w.sb}, forman ${w.asp}: hablar es un placer compartido. ${w.a} pone las ideas y ${w.b} el tono, y pocas discusiones se enquistan.`,
        (w) => `Hay ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y la Venus de ${w.b} en ${w.sb}, y la pareja se seduce también con palabras. Los mensajes a media tarde y las bromas privadas forman parte de su intimidad.`,
      ],
      tense: [
        (w) => `El Mercurio de ${w.a} en ${w.sa} y la Venus de ${w.b} en ${w.sb} están en ${w.asp}: lo que ${w.a} dice con lógica, ${w.b} lo escucha con el corazón. Aclarar la intención detrás de cada frase evita heridas innecesarias.`,
        (w) => `Con ${w.asp} entre el Mercurio de ${w.a}, en ${w.sa}, y la Venus de ${w.b}, en ${w.sb}, la franqueza de ${w.a} puede sonar áspera a ${w.b}. Elegir el momento importa tanto como elegir las palabras.`,
        (w) => `Para ${w.b}, con la Venus en ${w.sb}, el Mercurio de ${w.a} en ${w.sa} forma ${w.asp}, y una frase hecha puede sonarle a desinterés. Decir las cosas bonitas con palabras propias, aunque cueste, marca la diferencia.`,
      ],
    },
    'venus-venus': {
      theme: 'el gusto compartido',
      conjunction: [
        (w) => `Las Venus de ${w.a} y ${w.b} coinciden en ${w.sa}: les gustan las mismas cosas y quieren de manera parecida. La estética compartida, la música o los planes de fin de semana son terreno común desde el primer día.`,
        (w) => `${w.a} y ${w.b} tienen la Venus en el mismo tramo de ${w.sa}, y eso se nota en una casa donde casi nunca se discute por la decoración. El reto es no quedarse en lo cómodo y seguir sorprendiéndose.`,
      ],
      flowing: [
        (w) => `Las Venus de ${w.a}, en ${w.sa}, y de ${w.b}, en ${w.sb}, forman ${w.asp}, y los gustos se complementan sin competir. Cada cual descubre placeres nuevos a través de esa otra mirada.`,
        (w) => `Con ${w.asp} entre la Venus de ${w.a} en ${w.sa} y la de ${w.b} en ${w.sb}, las dos maneras de querer se entienden bien. Se hacen regalos que aciertan.`,
        (w) => `Hay ${w.asp} entre la Venus de ${w.a} en ${w.sa} y la de ${w.b} en ${w.sb}: sus gustos no son idénticos, pero se llevan bien. Cada cual enseña a la otra persona un placer nuevo, de una comida a una ciudad.`,
      ],
      tense: [
        (w) => `Con ${w.asp} entre la Venus de ${w.a} en ${w.sa} y la de ${w.b} en ${w.sb}, lo que a una persona le parece romántico, a la otra le parece excesivo o insuficiente. Negociar los pequeños placeres es más importante de lo que parece.`,
        (w) => `Las Venus de ${w.a}, en ${w.sa}, y de ${w.b}, en ${w.sb}, chocan en ${w.asp}: los gustos y las formas de mostrar cariño van por caminos distintos. Probar de vez en cuando el plan favorito de la otra persona es un buen regalo.`,
        (w) => `La Venus de ${w.a} en ${w.sa} y la de ${w.b} en ${w.sb} están en ${w.asp}, y lo que una persona entiende por un detalle romántico no es lo que la otra espera. Preguntarse sin vergüenza qué hace feliz a cada cual es el mejor regalo.`,
      ],
    },
    'mercury-mercury': {
      theme: 'la conversación',
      conjunction: [
        (w) => `Los Mercurios de ${w.a} y ${w.b} coinciden en ${w.sa} y la pareja piensa en la misma longitud de onda. Terminar las frases de la otra persona es casi un juego, y las decisiones prácticas se toman deprisa.`,
        (w) => `${w.a} y ${w.b} tienen el Mercurio casi en el mismo grado de ${w.sa}: comparten chistes, manías de lenguaje y una lógica propia. Hablar es fácil; escuchar lo que no se dice, la tarea pendiente.`,
      ],
      flowing: [
        (w) => `Hay ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}: hablar resulta fácil y estimulante. La pareja resuelve los asuntos de la vida diaria sin dramatizarlos.`,
        (w) => `Los Mercurios de ${w.a}, en ${w.sa}, y de ${w.b}, en ${w.sb}, forman ${w.asp}, y las conversaciones de pareja tienen buen ritmo. Planificar un viaje o una mudanza se les da especialmente bien.`,
        (w) => `Hay ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}, y en pareja eso se nota en las sobremesas largas. Tienen conversación para rato, y eso sostiene el amor en los años tranquilos.`,
      ],
      tense: [
        (w) => `Los Mercurios de ${w.a}, en ${w.sa}, y de ${w.b}, en ${w.sb}, están en ${w.asp}, y las discusiones de pareja pueden enredarse en quién tiene razón. Escuchar hasta el final antes de responder cambia mucho el tono.`,
        (w) => `Con ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}, cada cual ordena las ideas a su manera. Repetir con las propias palabras lo que ha dicho la otra persona evita la mitad de los malentendidos.`,
        (w) => `El Mercurio de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb} forman ${w.asp}: una persona piensa en voz alta y la otra necesita ordenar antes de hablar. Dar tiempo a la respuesta ajena evita muchas discusiones inútiles.`,
      ],
    },
  },
  houses: {
    1: [
      (w, p) => `Que ${p} ocupe la primera casa de ${w.b} hace que ${w.b} perciba a ${w.a} en la piel: es alguien que le cambia la manera de presentarse ante el mundo.`,
      (w, p) => `${p} cae en la primera casa de ${w.b}, la del cuerpo y la presencia, y por eso, junto a ${w.a}, ${w.b} cambia hasta su forma de moverse y de arreglarse.`,
    ],
    4: [
      (w, p) => `Al caer ${p} en la cuarta casa de ${w.b}, ${w.a} toca la vida privada de ${w.b} y su idea de hogar; la convivencia es un tema central de esta pareja.`,
      (w, p) => `${p} entra en la cuarta casa de ${w.b}, la más íntima, y así ${w.a} se vuelve parte de la idea de hogar de ${w.b}: compartir techo, o imaginarlo, pesa mucho aquí.`,
    ],
    5: [
      (w, p) => `${p} en la quinta casa de ${w.b} trae juego, flirteo y alegría: con ${w.a}, ${w.b} recupera las ganas de divertirse y de crear.`,
      (w, p) => `Con ${p} en la quinta casa de ${w.b}, la del romance, ${w.b} vive a ${w.a} como una historia de amor en el sentido más alegre: citas, risas y ganas de jugar.`,
    ],
    7: [
      (w, p) => `Que ${p} ocupe la séptima casa de ${w.b} es un signo clásico de pareja declarada: ${w.b} ve en ${w.a} a alguien con quien comprometerse de verdad.`,
      (w, p) => `${p} se sitúa en la séptima casa de ${w.b}, la del compromiso, y eso hace que ${w.b} vea en ${w.a} a su pareja natural, alguien con quien firmar acuerdos de vida.`,
    ],
    8: [
      (w, p) => `En la octava casa de ${w.b} cae ${p}, y así ${w.a} despierta intimidad profunda y deseo, junto con temas de confianza, dinero compartido y entrega.`,
      (w, p) => `${p} ocupa la octava casa de ${w.b}, la de la intimidad, y ${w.b} siente que ${w.a} llega a lo más hondo: deseo, confianza y la pregunta de cuánto se comparte, del dinero a los secretos.`,
    ],
  },
  noHousesOne: [
    (w) => `Sin la hora de nacimiento de ${w.a} no sabemos qué casas de su carta habita ${w.b}, así que esta parte solo se lee en un sentido y con prudencia.`,
    (w) => `Falta la hora de nacimiento de ${w.a}, y con ella sus casas: se puede ver dónde cae ${w.a} en la vida de ${w.b}, pero no al revés.`,
    (w) => `La carta de ${w.a} no tiene casas, porque no consta su hora de nacimiento; el cruce se lee solo desde la carta de ${w.b}.`,
  ],
  noHousesBoth: [
    (w) => `Como faltan las horas de nacimiento de ${w.a} y de ${w.b}, no hay casas que leer: la lectura de pareja se apoya solo en los aspectos entre planetas.`,
    (w) => `Sin ninguna de las dos horas de nacimiento no hay casas, así que no se puede decir qué terreno de la vida de ${w.b} ocupa ${w.a}, ni al revés; los aspectos cargan con toda la lectura.`,
    (w) => `Ni ${w.a} ni ${w.b} tienen hora de nacimiento registrada, y sin ella no hay casas: esta pareja se lee por los aspectos entre sus planetas.`,
  ],
  elements: {
    same: [
      (w, e) => `En el fondo, ${w.a} y ${w.b} comparten elemento dominante, ${e}, y eso les da un idioma amoroso común: se entienden en lo básico aunque a veces les falte contraste.`,
      (w, e) => `A ${w.a} y a ${w.b} les domina ${e}, y en el amor eso se nota en el ritmo: quieren parecido, se enfadan parecido y corren el riesgo de potenciar los mismos excesos.`,
      (w, e) => `${capitalize(e)} manda en las dos cartas, la de ${w.a} y la de ${w.b}: un temperamento compartido que facilita el día a día y que pide, de vez en cuando, buscar fuera la novedad que dentro escasea.`,
    ],
    complementary: [
      (w, x, y) => `El elemento que domina en ${w.a} es ${x} y en ${w.b} ${y}, una mezcla que se alimenta: cada cual aporta a la pareja justo lo que a la otra persona le cuesta generar.`,
      (w, x, y) => `${capitalize(x)}, que domina en ${w.a}, y ${y}, que domina en ${w.b}, son elementos que se necesitan: en la pareja, uno pone lo que al otro le falta sin que nadie tenga que pedirlo.`,
      (w, x, y) => `Con ${x} al frente en ${w.a} y ${y} en ${w.b}, la pareja junta dos temperamentos que se potencian, y eso se nota en cuánto mejor funcionan en compañía que por separado.`,
    ],
    contrasting: [
      (w, x, y) => `Predomina ${x} en ${w.a} y ${y} en ${w.b}; son temperamentos distintos que, en pareja, se atraen por la diferencia y necesitan traducirse para no malinterpretarse.`,
      (w, x, y) => `${capitalize(x)} en ${w.a}, ${y} en ${w.b}: elementos que no hablan el mismo idioma, y por eso la pareja se atrae y se desconcierta a partes iguales.`,
      (w, x, y) => `En ${w.a} pesa ${x}; en ${w.b}, ${y}: dos maneras de sentir que no se parecen, y el amor entre ellas se construye traduciendo, no suponiendo.`,
    ],
  },
  closing: {
    easy: [
      (w, g) => `Si eres ${w.a} o ${w.b}, apóyate en ${g.up} para cuidar ${g.down}, que es donde esta pareja tiene más que perder si se descuida: una cita sin teléfonos, una pregunta sincera, un gesto que diga «te elijo».`,
      (w, g) => `Si eres ${w.a} o ${w.b}, no des por hecha la facilidad que muestran estas cartas: riega ${g.up} con gestos pequeños y habla ${de(g.down)} antes de que se convierta en costumbre callada.`,
      (w, g) => `Si eres ${w.a} o ${w.b}, la química ya está; lo que la mantiene viva es que haya sitio para ${g.up} en lo cotidiano y calma para hablar ${de(g.down)} sin esperar a una crisis.`,
    ],
    effort: [
      (w, g) => `Si eres ${w.a} o ${w.b}, no leas estas cifras como un veredicto: las parejas con más roce que armonía pueden ser muy hondas cuando deciden conocerse de verdad, y aquí el camino pasa por ${g.down}, con ${g.up} como punto de apoyo.`,
      (w, g) => `Si eres ${w.a} o ${w.b}, empieza por ${g.down}: nombra una necesidad propia sin reproche, escucha la ajena sin defenderte y apóyate en ${g.up}, que esta historia también tiene.`,
      (w, g) => `Si eres ${w.a} o ${w.b}, cuida ${g.up} como se cuida lo que escasea y trata ${g.down} como una conversación pendiente, no como una prueba de amor; el esfuerzo aquí es real, y también lo que puede dar.`,
    ],
  },
};
