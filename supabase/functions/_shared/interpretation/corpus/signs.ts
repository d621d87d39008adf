import type { SignId } from '../../contract/chart.ts';

// The three pillars of a chart, sign by sign. Written in tú form without adjectives that would assume
// the reader's gender ("valiente", "una persona práctica", never "seguro/segura").

export const SUN_IN_SIGN: Record<SignId, string> = {
  aries:
    'Aries es la exaltación del Sol, el signo donde la tradición lo veía más alto, y se nota: tu identidad se enciende en el acto de empezar, cuando te atreves y das el primer paso sin esperar permiso. Necesitas retos reales, no simulacros. Parte de tu camino es distinguir la valentía de la prisa y descubrir que quedarse, cuando algo pide paciencia, también es coraje.',
  taurus:
    'Te pide construir una vida que puedas tocar: rutinas que sostengan, vínculos que duren, placeres sencillos que te devuelvan al cuerpo. Tu fuerza es la constancia; donde otros se dispersan, tú sigues cultivando. El reto es no confundir la seguridad con la inmovilidad y permitir que lo valioso también cambie de forma.',
  gemini:
    'Vives de la curiosidad: te sientes con vida cuando aprendes, conversas y unes ideas que nadie había puesto juntas. Tu identidad es plural, y eso no es un defecto sino una manera de habitar el mundo desde varias ventanas a la vez. Crecer, para ti, es quedarte lo suficiente con una pregunta como para que te transforme.',
  cancer:
    'Tu identidad se forma en torno al cuidado: de tu gente, de tu memoria, de los lugares donde te sientes en casa. Percibes el clima emocional de una habitación antes de que nadie hable. Tu desafío es tratarte con la misma ternura que ofreces y recordar que la sensibilidad, bien protegida, es una forma de fortaleza.',
  leo:
    'En Leo el Sol está en su domicilio, el signo que rige, y te da un centro luminoso: necesitas crear, expresarte y poner el corazón en lo que haces. Tu generosidad florece cuando sientes que tu presencia cuenta, y se apaga cuando te obligas a ser menos de lo que eres. El aprendizaje está en brillar sin depender del aplauso, porque tu luz no necesita permiso para existir.',
  virgo:
    'Encuentras sentido en lo bien hecho: observar, afinar, ordenar y resultar útil de verdad. Tienes una inteligencia práctica que detecta enseguida lo que falta o lo que sobra en cualquier situación. Te toca aplicarte la comprensión que regalas a los demás y aceptar que lo imperfecto también puede estar vivo y completo.',
  libra:
    'Te descubres en el encuentro con los otros: la relación, la conversación y la belleza son tu forma de entender quién eres, y tienes un sentido fino de la justicia. La tradición llama a Libra la caída del Sol porque aquí la voluntad tiende a medirse con la de los demás. La tarea es no perder tu propia voz por mantener la armonía; a veces el equilibrio verdadero empieza con un desacuerdo honesto.',
  scorpio:
    'Tu identidad es intensa y profunda, poco interesada en las superficies. Buscas la verdad emocional de las cosas aunque incomode, y tienes una capacidad notable para atravesar crisis que desarmarían a cualquiera. Tu camino pasa por confiar sin controlarlo todo y por descubrir que soltar también es una forma de poder.',
  sagittarius:
    'Tu identidad necesita horizonte: viajes, ideas, creencias y preguntas grandes que den sentido a lo cotidiano. Contagias entusiasmo y tienes una fe natural en que la vida puede ampliarse. Te corresponde sostener tus verdades con humildad y descubrir que la aventura también cabe en lo cercano.',
  capricorn:
    'Te orienta hacia lo que permanece: metas a largo plazo, responsabilidades asumidas, logros que se levantan piedra a piedra. Tu seriedad suele esconder un humor seco y una ternura que reservas para quien se la gana. Conviene que no midas tu valor solo por lo que consigues y que te des permiso para disfrutar del camino.',
  aquarius:
    'Acuario, frente a Leo, es el exilio del Sol: tu identidad brilla más en el grupo y en las ideas que en el protagonismo. Te empuja a pensar con libertad, a cuestionar lo que todo el mundo da por hecho y a cuidar las causas colectivas, las amistades elegidas y el futuro que todavía no existe. Ocupar tu propio centro sin culpa, y sin alejarte de tus emociones en nombre de la razón, es parte del camino.',
  pisces:
    'Tu identidad es porosa y compasiva: sientes lo que sienten los demás y percibes conexiones que no siempre se pueden explicar. La imaginación, el arte y la espiritualidad son territorios donde te reconoces. Poner límites amables evita que tu sensibilidad se diluya y te ayuda a dar forma concreta a lo que intuyes.',
};

export const MOON_IN_SIGN: Record<SignId, string> = {
  aries:
    'Tus emociones llegan rápido y con fuerza, como una chispa. Necesitas hacer algo con lo que sientes, y te calma más moverte que darle vueltas. Aprender a nombrar el enfado antes de que estalle te da una libertad enorme.',
  taurus:
    'En Tauro la Luna está exaltada, y tu bienestar emocional se apoya en lo estable y lo sensorial: buena comida, un lugar tranquilo, abrazos sin prisa. Sueles ser refugio para otras personas porque tu calma es real. Los cambios bruscos te cuestan, y darte tiempo para asimilarlos es una forma de respetarte.',
  gemini:
    'Necesitas palabras para sentir: entiendes lo que te pasa cuando lo hablas o lo escribes. Tu ánimo es cambiante y curioso, y te nutre la variedad de estímulos y de conversaciones. El riesgo es racionalizar lo que duele; a veces basta con dejar que una emoción exista sin explicarla.',
  cancer:
    'Cáncer es el domicilio de la Luna, y te da una vida emocional honda, protectora y muy ligada a la memoria: cuidar y sentir sin coraza te sale de forma natural. Necesitas pertenecer, tener un nido y personas con quienes compartir la intimidad de cada día, y el hogar te recarga como ninguna otra cosa. Tu intuición sobre lo que otros necesitan es notable; el trabajo está en pedir también para ti.',
  leo:
    'Tu corazón necesita expresarse y recibir calidez: te nutre sentir que tu cariño se ve y se celebra. Das con generosidad, y la indiferencia te duele más que el conflicto. Jugar, crear y celebrar no son lujos para ti, sino necesidades emocionales.',
  virgo:
    'Te tranquilizan el orden y la utilidad: cuando algo te inquieta, buscas qué puedes hacer o mejorar. Cuidas con gestos concretos más que con grandes declaraciones. No convertir cada emoción en un problema por resolver te permite descansar de verdad.',
  libra:
    'Tu paz interior depende mucho de la armonía de tus vínculos, y los conflictos te afectan más de lo que muestras. Necesitas belleza, conversación y reciprocidad para sentirte en equilibrio. Tu reto emocional es reconocer lo que tú quieres, incluso cuando no coincide con lo que facilita la convivencia.',
  scorpio:
    'Escorpio es la caída de la Luna: vives las emociones a fondo y sin términos medios, y cuando amas, amas del todo. Tu intuición detecta lo no dicho, y la confianza se la concedes a quien demuestra lealtad con el tiempo. Tus heridas pueden volverse sabiduría cuando te permites mostrarlas a quien sabe acompañarlas.',
  sagittarius:
    'Necesitas espacio, movimiento y sentido: te sientes bien cuando hay algo que descubrir o una idea que te entusiasma. Tu optimismo es un recurso emocional valioso, para ti y para los tuyos. A veces huyes hacia adelante cuando algo pesa; quedarte un momento con la incomodidad también te hace crecer.',
  capricorn:
    'Capricornio, opuesto a Cáncer, es el exilio de la Luna: gestionas tus emociones con sobriedad y encuentras paz cuando las cosas están en orden. Quizá aprendiste pronto a hacerte cargo de todo y a no pedir demasiado. Tu tarea es permitirte la vulnerabilidad: tu fortaleza no se pierde por dejar que alguien te cuide.',
  aquarius:
    'Necesitas libertad emocional y vínculos que respeten tu individualidad. Procesas lo que sientes tomando distancia, observando y comprendiendo, y la amistad es una de tus formas favoritas de intimidad. El desafío está en no desconectarte del cuerpo y del corazón cuando la emoción se vuelve intensa.',
  pisces:
    'Tu mundo emocional es amplio como el mar: absorbes atmósferas, estados de ánimo y dolores ajenos con facilidad. Necesitas momentos de retiro, música, agua o silencio para volver a ti. Cuidar tus fronteras emocionales te permite mantener la compasión sin agotarte.',
};

export const ASCENDANT_IN_SIGN: Record<SignId, string> = {
  aries:
    'Te presentas al mundo con energía directa y espontánea: la gente percibe tu iniciativa antes que tus dudas. La vida te pide tomar la delantera y aprender a través de la acción. Tu primera reacción suele ser rápida; concederle un segundo de respiración la vuelve más certera.',
  taurus:
    'Tienes una presencia serena y sólida, de esas que transmiten calma sin decir mucho. Te acercas a lo nuevo con prudencia y necesitas tiempo para confiar. Tu camino se abre cuando honras tu ritmo y cultivas lo que te hace habitar tu cuerpo.',
  gemini:
    'Tu primera impresión es ágil, conversadora y curiosa. Abordas la vida preguntando, observando y probando varias puertas. Tu evolución pasa por convertir esa agilidad en profundidad cuando algo te importa de verdad.',
  cancer:
    'Tu forma de estar en el mundo es cálida y atenta, aunque al principio guardes cierta reserva. Lees el ambiente antes de mostrarte y creas intimidad con facilidad cuando hay confianza. Proteger tu sensibilidad sin encerrarte es parte de tu camino.',
  leo:
    'Tu presencia se nota: hay en ti algo cálido y expresivo que ilumina los lugares donde entras. La vida te invita a mostrarte, a crear y a liderar desde el corazón. Lo que más brilla en ti es lo auténtico, así que cuida que la imagen no tape a la persona.',
  virgo:
    'Te presentas de manera discreta, observadora y cuidadosa con los detalles. Ante cada situación analizas cómo funciona y qué puedes aportar. Tu camino se ilumina cuando conviertes la exigencia en servicio y aprendes a tratarte con menos dureza.',
  libra:
    'Tu primera impresión es amable, elegante y diplomática: sabes hacer que los demás se sientan a gusto. Abordas la vida a través de las relaciones y buscas la armonía en cada situación. Tu crecimiento pasa por decidir desde tu centro, no solo desde lo que otros esperan.',
  scorpio:
    'Tu presencia es magnética y algo reservada: observas mucho antes de revelar poco. Las personas sienten tu intensidad aunque no la expliques. La vida te lleva por procesos de transformación profunda, y tu fortaleza crece cada vez que eliges la transparencia en lugar de la defensa.',
  sagittarius:
    'Te presentas con entusiasmo, franqueza y ganas de explorar. Tu actitud ante la vida es la de quien busca sentido y horizonte, y eso inspira a quienes te rodean. Te toca sostener la mirada larga sin descuidar los detalles del presente.',
  capricorn:
    'Das una primera impresión seria, responsable y contenida; quizá la vida te pidió madurar pronto. Enfrentas lo nuevo con estrategia y paciencia, y te ganas la confianza ajena con hechos. Con los años suele aparecer en ti una ligereza que de joven no te permitías.',
  aquarius:
    'Tu manera de estar en el mundo es original, amistosa y difícil de encasillar. Te acercas a la vida con una mirada que cuestiona lo establecido y busca lo que está por venir. Tu reto es permitir la cercanía sin sentir que pierdes tu libertad.',
  pisces:
    'Tu presencia es suave, receptiva y difícil de definir, como si tomaras el color de cada lugar. Percibes mucho más de lo que muestras, y tu intuición guía tus primeros pasos. Tu camino pasa por encontrar una forma propia, con límites claros, en la que tu sensibilidad pueda desplegarse.',
};
