import type { SignId } from '../../contract/chart.ts';

// The three pillars of someone else's chart, sign by sign, in the third person (corpus/signs.ts speaks to the
// owner). Written anew, not converted, and with nothing that assumes the person's gender: no agreeing
// adjectives, no "lo/la" for the person.

export const OTHER_SUN_IN_SIGN: Record<SignId, string> = {
  aries:
    'Aries es la exaltación del Sol, el signo donde la tradición lo veía más alto, y se nota: su identidad se enciende al empezar, cuando se atreve y da el primer paso sin pedir permiso. Necesita desafíos de verdad, no ensayos. Parte de su camino es separar el coraje de la prisa y descubrir que quedarse, cuando algo pide paciencia, también es valentía.',
  taurus:
    'Este Sol busca una vida que se pueda tocar: costumbres que sostienen, lazos que duran, placeres sencillos que devuelven al cuerpo. Su fuerza es la constancia; donde otros se dispersan, sigue cultivando. El reto es no confundir seguridad con quietud y dejar que lo valioso también cambie de forma.',
  gemini:
    'Vive de la curiosidad: se siente con vida cuando aprende, conversa y junta ideas que nadie había unido. Su identidad es plural, y eso no es un defecto sino una manera de mirar el mundo desde varias ventanas a la vez. Crecer, en su caso, es quedarse con una pregunta el tiempo suficiente para que deje huella.',
  cancer:
    'Su identidad se forma alrededor del cuidado: de su gente, de su memoria, de los lugares donde se siente en casa. Percibe el clima emocional de una sala antes de que nadie hable. El desafío es darse la misma ternura que reparte a los demás y recordar que la sensibilidad bien protegida es una forma de fuerza.',
  leo:
    'Leo es el domicilio del Sol, el signo que rige, y le da un centro luminoso: necesita crear, expresarse y poner el corazón en lo que hace. Su generosidad florece cuando siente que su presencia cuenta, y se apaga cuando se obliga a ser menos de lo que es. El aprendizaje está en brillar sin depender del aplauso, porque esa luz no necesita permiso para existir.',
  virgo:
    'Encuentra sentido en lo bien hecho: observar, afinar, ordenar y ser útil de verdad. Su inteligencia práctica detecta enseguida lo que falta o lo que sobra en cualquier situación. Le toca aplicarse la comprensión que regala a los demás y aceptar que lo imperfecto también puede estar vivo y completo.',
  libra:
    'Se descubre en el encuentro con los otros: la relación, la conversación y la belleza son su forma de entender quién es, y tiene un sentido fino de la justicia. La tradición llama a Libra la caída del Sol porque aquí la voluntad tiende a medirse con la ajena. Su tarea es no perder la propia voz por mantener la paz; a veces el equilibrio verdadero empieza con un desacuerdo honesto.',
  scorpio:
    'Su identidad es intensa y honda, poco amiga de las superficies. Busca la verdad emocional de las cosas aunque incomode, y atraviesa crisis que desarmarían a cualquiera. Su camino pasa por confiar sin controlarlo todo y descubrir que soltar también es una forma de poder.',
  sagittarius:
    'Su identidad necesita horizonte: viajes, ideas, creencias y preguntas grandes que den sentido a lo cotidiano. Contagia entusiasmo y confía de forma natural en que la vida puede ensancharse. Le corresponde sostener sus verdades con humildad y descubrir que la aventura también cabe en lo cercano.',
  capricorn:
    'Este Sol mira hacia lo que permanece: metas lejanas, responsabilidades asumidas, logros que se levantan piedra a piedra. Su seriedad suele esconder un humor seco y una ternura reservada para quien se la gana. Conviene que no mida su valor solo por lo que consigue y que se permita disfrutar del trayecto.',
  aquarius:
    'Acuario, frente a Leo, es el exilio del Sol: su identidad brilla más en el grupo y en las ideas que en el protagonismo. Este Sol empuja a pensar con libertad, a poner en duda lo que todos dan por hecho y a cuidar las causas colectivas, las amistades elegidas y un futuro que todavía no existe. Ocupar su propio centro sin culpa, y sin alejarse de sus emociones en nombre de la razón, es parte del camino.',
  pisces:
    'Su identidad es porosa y compasiva: siente lo que sienten los demás y percibe conexiones que no siempre se pueden explicar. La imaginación, el arte y la espiritualidad son territorios donde se reconoce. Poner límites amables evita que esa sensibilidad se diluya y le ayuda a dar forma concreta a lo que intuye.',
};

export const OTHER_MOON_IN_SIGN: Record<SignId, string> = {
  aries:
    'Sus emociones llegan deprisa y con fuerza, como una chispa. Necesita hacer algo con lo que siente, y moverse le calma más que darle vueltas. Aprender a nombrar el enfado antes de que estalle le da una libertad enorme.',
  taurus:
    'En Tauro la Luna está exaltada, y su bienestar emocional descansa en lo estable y lo sensorial: buena mesa, un lugar tranquilo, abrazos sin prisa. Suele ser refugio para otras personas porque su calma es real. Los cambios bruscos le cuestan, y darse tiempo para digerirlos es una forma de respetarse.',
  gemini:
    'Necesita palabras para sentir: entiende lo que le pasa cuando lo habla o lo escribe. Su ánimo es cambiante y curioso, y se alimenta de estímulos y conversaciones variadas. El riesgo es razonar lo que duele; a veces basta con dejar que una emoción exista sin explicarla.',
  cancer:
    'Cáncer es el domicilio de la Luna, y le da una vida emocional honda, protectora y muy unida a la memoria: cuidar y sentir sin coraza le sale de forma natural. Necesita pertenecer, tener un nido y gente con quien compartir la intimidad de cada día, y el hogar le recarga como ninguna otra cosa. Intuye muy bien lo que otros necesitan; su trabajo es pedir también para sí.',
  leo:
    'Su corazón necesita expresarse y recibir calidez: le nutre sentir que su cariño se ve y se celebra. Da con generosidad, y la indiferencia le duele más que el conflicto. Jugar, crear y celebrar no son lujos en su vida, sino necesidades emocionales.',
  virgo:
    'El orden y la utilidad le dan calma: cuando algo le inquieta, busca qué puede hacer o mejorar. Cuida con gestos concretos más que con grandes palabras. No convertir cada emoción en un problema por resolver le deja descansar de verdad.',
  libra:
    'Su paz interior depende mucho de la armonía de sus vínculos, y los conflictos le afectan más de lo que deja ver. Necesita belleza, conversación y reciprocidad para sentirse en equilibrio. Su reto emocional es reconocer lo que quiere, aunque no coincida con lo que facilita la convivencia.',
  scorpio:
    'Escorpio es la caída de la Luna: vive las emociones a fondo y sin términos medios, y cuando ama, ama del todo. Su intuición capta lo que no se dice, y concede la confianza a quien demuestra lealtad con el tiempo. Sus heridas pueden volverse sabiduría cuando se permite mostrarlas a quien sabe acompañarlas.',
  sagittarius:
    'Necesita espacio, movimiento y sentido: está bien cuando hay algo por descubrir o una idea que le entusiasma. Su optimismo es un recurso emocional valioso, para sí y para su gente. A veces huye hacia delante cuando algo pesa; quedarse un rato con la incomodidad también le hace crecer.',
  capricorn:
    'Capricornio, opuesto a Cáncer, es el exilio de la Luna: lleva sus emociones con sobriedad y encuentra paz cuando las cosas están en orden. Quizá aprendió pronto a hacerse cargo de todo y a no pedir demasiado. Su tarea es permitirse la vulnerabilidad: su fortaleza no se pierde por dejarse cuidar.',
  aquarius:
    'Necesita libertad emocional y vínculos que respeten su individualidad. Procesa lo que siente tomando distancia, observando y comprendiendo, y la amistad es una de sus formas preferidas de intimidad. El desafío es no desconectarse del cuerpo ni del corazón cuando la emoción sube de tono.',
  pisces:
    'Su mundo emocional es ancho como el mar: absorbe atmósferas, estados de ánimo y dolores ajenos con facilidad. Necesita ratos de retiro, música, agua o silencio para volver a sí. Cuidar sus fronteras emocionales le permite conservar la compasión sin agotarse.',
};

export const OTHER_ASCENDANT_IN_SIGN: Record<SignId, string> = {
  aries:
    'Se presenta con una energía directa y espontánea: la gente ve su iniciativa antes que sus dudas. La vida le pide ir por delante y aprender actuando. Su primera reacción suele ser rápida; concederle un segundo de respiro la vuelve más certera.',
  taurus:
    'Tiene una presencia serena y sólida, de las que transmiten calma sin decir mucho. Se acerca a lo nuevo con prudencia y necesita tiempo para confiar. Su camino se abre cuando respeta su ritmo y cultiva lo que le hace habitar el cuerpo.',
  gemini:
    'Su primera impresión es ágil, conversadora y curiosa. Aborda la vida preguntando, observando y probando varias puertas. Su evolución pasa por convertir esa agilidad en hondura cuando algo le importa de verdad.',
  cancer:
    'Su forma de estar en el mundo es cálida y atenta, aunque al principio guarde cierta reserva. Lee el ambiente antes de mostrarse y crea intimidad con facilidad cuando hay confianza. Proteger su sensibilidad sin encerrarse forma parte de su camino.',
  leo:
    'Su presencia se nota: hay algo cálido y expresivo que ilumina los lugares donde entra. La vida le pide mostrarse, crear y liderar desde el corazón. Lo que más brilla es lo auténtico, así que conviene que la imagen no tape a quien hay detrás.',
  virgo:
    'Se presenta con discreción, atención y cuidado por los detalles. Ante cada situación analiza cómo funciona y qué puede aportar. Su camino se ilumina cuando convierte la exigencia en servicio y aprende a tratarse con menos dureza.',
  libra:
    'Su primera impresión es amable, elegante y diplomática: sabe hacer que los demás se sientan a gusto. Se mueve por la vida a través de las relaciones y busca la armonía en cada situación. Crece cuando decide desde su centro y no solo desde lo que otros esperan.',
  scorpio:
    'Su presencia es magnética y algo reservada: observa mucho antes de revelar poco. Quien se le acerca percibe su intensidad aunque no la explique. La vida pone en su camino transformaciones profundas, y su fortaleza crece cada vez que elige la transparencia en lugar de la defensa.',
  sagittarius:
    'Se presenta con entusiasmo, franqueza y ganas de explorar. Su actitud es la de quien busca sentido y horizonte, y eso inspira a quienes tiene alrededor. Le toca sostener la mirada larga sin descuidar los detalles del presente.',
  capricorn:
    'Da una primera impresión seria, responsable y contenida; quizá la vida le pidió madurar pronto. Enfrenta lo nuevo con estrategia y paciencia, y se gana la confianza ajena con hechos. Con los años suele aparecer una ligereza que de joven no se permitía.',
  aquarius:
    'Su manera de estar en el mundo es original, amistosa y difícil de encasillar. Se acerca a la vida con una mirada que cuestiona lo establecido y busca lo que está por venir. Su reto es aceptar la cercanía sin sentir que pierde libertad.',
  pisces:
    'Su presencia es suave, receptiva y difícil de definir, como si tomara el color de cada lugar. Percibe mucho más de lo que muestra, y la intuición guía sus primeros pasos. Su camino pasa por encontrar una forma propia, con límites claros, en la que esa sensibilidad pueda desplegarse.',
};
