import type { PlacementCorpus } from './types.ts';

// The Moon by sign and by house, in both voices (three readings of one sentence per sign; each house passage reads
// the sign's quality in that house).

export const MOON: PlacementCorpus = {
  self: {
    sign: {
      aries: [
        'Tus emociones llegan rápido y con fuerza, como una chispa, y te calma más moverte que darles vueltas.',
        'Necesitas hacer algo con lo que sientes, y aprender a nombrar el enfado antes de que estalle te da una libertad enorme.',
        'Con la Luna en Aries el ánimo se enciende y se apaga deprisa: reaccionas primero y entiendes después, y una salida física para lo que sientes te devuelve la calma.',
      ],
      taurus: [
        'En Tauro la Luna está exaltada, y tu bienestar emocional se apoya en lo estable y lo sensorial: buena comida, un lugar tranquilo, abrazos sin prisa.',
        'La Luna alcanza en Tauro su exaltación: sueles ser refugio para otras personas porque tu calma es real, y darte tiempo para asimilar los cambios bruscos es una forma de respetarte.',
        'Con la Luna exaltada en Tauro necesitas lo conocido para sentirte a salvo, y tu lealtad emocional es de las que no se mueven con el viento.',
      ],
      gemini: [
        'Necesitas palabras para sentir: entiendes lo que te pasa cuando lo hablas o lo escribes.',
        'Tu ánimo es cambiante y curioso, y te nutre la variedad; el riesgo es racionalizar lo que duele, y a veces basta con dejar que una emoción exista sin explicarla.',
        'Con la Luna en Géminis te calma conversar, leer o moverte, y tu humor cambia tan deprisa como tus intereses.',
      ],
      cancer: [
        'Cáncer es el domicilio de la Luna, y te da una vida emocional honda, protectora y muy ligada a la memoria: cuidar y sentir sin coraza te sale de forma natural.',
        'La Luna está en su domicilio, Cáncer, y necesitas pertenecer, tener un nido y personas con quienes compartir la intimidad de cada día; el hogar te recarga como ninguna otra cosa.',
        'Con la Luna en su domicilio tu intuición sobre lo que otros necesitan es notable, y el trabajo está en pedir también para ti.',
      ],
      leo: [
        'Tu corazón necesita expresarse y recibir calidez: te nutre sentir que tu cariño se ve y se celebra.',
        'Das con generosidad, y la indiferencia te duele más que el conflicto; jugar, crear y celebrar no son lujos para ti, sino necesidades emocionales.',
        'Con la Luna en Leo te sientes bien cuando hay alegría compartida, y un reconocimiento sincero te repara más que cualquier consejo.',
      ],
      virgo: [
        'Te tranquilizan el orden y la utilidad: cuando algo te inquieta, buscas qué puedes hacer o mejorar.',
        'Cuidas con gestos concretos más que con grandes declaraciones, y no convertir cada emoción en un problema por resolver te permite descansar de verdad.',
        'Con la Luna en Virgo tu calma depende de que las cosas funcionen, y soltar el control de los detalles te devuelve una paz más honda.',
      ],
      libra: [
        'Tu paz interior depende mucho de la armonía de tus vínculos, y los conflictos te afectan más de lo que muestras.',
        'Necesitas belleza, conversación y reciprocidad para sentirte en equilibrio, y tu reto emocional es reconocer lo que tú quieres aunque no facilite la convivencia.',
        'Con la Luna en Libra buscas el acuerdo antes que el desahogo, y decir lo que sientes, aunque rompa un momento la calma, te hace más justicia.',
      ],
      scorpio: [
        'Escorpio es la caída de la Luna: vives las emociones a fondo y sin términos medios, y cuando amas, amas del todo.',
        'La Luna está en su caída en Escorpio, y tu intuición detecta lo no dicho; la confianza se la concedes a quien demuestra lealtad con el tiempo.',
        'Con la Luna en su caída, en Escorpio, tus heridas pueden volverse sabiduría cuando te permites mostrarlas a quien sabe acompañarlas.',
      ],
      sagittarius: [
        'Necesitas espacio, movimiento y sentido: te sientes bien cuando hay algo que descubrir o una idea que te entusiasma.',
        'Tu optimismo es un recurso emocional valioso, para ti y para los tuyos, y quedarte un momento con la incomodidad, en vez de huir hacia delante, también te hace crecer.',
        'Con la Luna en Sagitario el ánimo se te levanta con un viaje, un libro o un plan nuevo, y la rutina sin horizonte te apaga antes que cualquier disgusto.',
      ],
      capricorn: [
        'Capricornio, opuesto a Cáncer, es el exilio de la Luna: gestionas tus emociones con sobriedad y encuentras paz cuando las cosas están en orden.',
        'En Capricornio la Luna está en su exilio, y quizá aprendiste pronto a hacerte cargo de todo y a no pedir demasiado; tu fortaleza no se pierde por dejar que alguien te cuide.',
        'Con la Luna en el exilio de Capricornio, tus emociones tienen estructura y paciencia, y permitirte la vulnerabilidad es la parte más valiente de tu madurez.',
      ],
      aquarius: [
        'Necesitas libertad emocional y vínculos que respeten tu individualidad, y la amistad es una de tus formas favoritas de intimidad.',
        'Procesas lo que sientes tomando distancia, observando y comprendiendo; el desafío está en no desconectarte del cuerpo y del corazón cuando la emoción se vuelve intensa.',
        'Con la Luna en Acuario te calma sentirte libre y entre iguales, y la emoción que no entiendes te inquieta más que la que puedes explicar.',
      ],
      pisces: [
        'Tu mundo emocional es amplio como el mar: absorbes atmósferas, estados de ánimo y dolores ajenos con facilidad.',
        'Necesitas momentos de retiro, música, agua o silencio para volver a ti, y cuidar tus fronteras emocionales te permite mantener la compasión sin agotarte.',
        'Con la Luna en Piscis sientes antes de saber por qué, y la imaginación es a la vez tu refugio y tu manera de entender lo que vives.',
      ],
    },
    house: [
      (q) => `Situada en la casa 1, la Luna pone a la vista ${q}: tus emociones se leen en tu rostro y en tu forma de estar, y resultas transparente para quien sabe mirar.`,
      (q) => `Situada en la casa 2, la Luna liga ${q} a la seguridad material y al valor propio: tener una base estable te calma.`,
      (q) => `Desde la casa 3, ${q} necesita conversar, escribir y moverse, y los hermanos, los vecinos o el entorno cercano tienen un peso emocional especial.`,
      (q) => `La Luna en la casa 4 está en su lugar natural, y ${q} encuentra refugio en el hogar y en la familia: la memoria emocional de tus raíces te acompaña siempre.`,
      (q) => `Con la Luna en la casa 5, ${q} se vuelve creación: el juego, el romance, el arte y la alegría compartida nutren tu mundo emocional.`,
      (q) => `Con la Luna en la casa 6, ${q} se refleja en tus rutinas: el orden cotidiano, el trabajo y el cuidado del cuerpo te ayudan a encontrar calma.`,
      (q) => `Desde la casa 7, ${q} busca seguridad en la pareja y en las relaciones cercanas, y sostenerte también por tu cuenta equilibra el vínculo.`,
      (q) => `Situada en la casa 8, la Luna lleva ${q} hacia lo profundo y a veces secreto: necesitas intimidad verdadera y vives procesos intensos de transformación interior.`,
      (q) => `La Luna en la casa 9 encuentra consuelo en el sentido, y ${q} se alimenta de viajes, de estudios y de otras culturas y filosofías.`,
      (q) => `Con la Luna en la casa 10, ${q} se liga a tu vocación y a tu imagen pública: necesitas un trabajo que también te conmueva.`,
      (q) => `Ubicada en la casa 11, la Luna hace de las amistades y los grupos tu familia elegida, y ${q} se nutre de pertenecer a una comunidad con ideales compartidos.`,
      (q) => `Desde la casa 12, ${q} vive hacia dentro: necesitas soledad, silencio y espacios de retiro para procesar lo que sientes y recuperar tu centro.`,
    ],
  },
  other: {
    sign: {
      aries: [
        'Sus emociones llegan rápido y con fuerza, como una chispa, y le calma más moverse que darles vueltas.',
        'Necesita hacer algo con lo que siente, y aprender a nombrar el enfado antes de que estalle le da una libertad enorme.',
        'Con la Luna en Aries su ánimo se enciende y se apaga deprisa: reacciona primero y entiende después, y una salida física para lo que siente le devuelve la calma.',
      ],
      taurus: [
        'En Tauro la Luna está exaltada, y su bienestar emocional se apoya en lo estable y lo sensorial: buena comida, un lugar tranquilo, abrazos sin prisa.',
        'La Luna alcanza en Tauro su exaltación: suele ser refugio para otras personas porque su calma es real, y darse tiempo para asimilar los cambios bruscos es una forma de respetarse.',
        'Con la Luna exaltada en Tauro necesita lo conocido para sentirse a salvo, y su lealtad emocional es de las que no se mueven con el viento.',
      ],
      gemini: [
        'Necesita palabras para sentir: entiende lo que le pasa cuando lo habla o lo escribe.',
        'Su ánimo es cambiante y curioso, y se nutre de la variedad; el riesgo es racionalizar lo que duele, y a veces basta con dejar que una emoción exista sin explicarla.',
        'Con la Luna en Géminis le calma conversar, leer o moverse, y su humor cambia tan deprisa como sus intereses.',
      ],
      cancer: [
        'Cáncer es el domicilio de la Luna, y le da una vida emocional honda, protectora y muy ligada a la memoria: cuidar y sentir sin coraza le sale de forma natural.',
        'La Luna está en su domicilio, Cáncer, y esta persona necesita pertenecer, tener un nido y gente con quien compartir la intimidad de cada día; en el hogar recupera fuerzas como en ningún otro sitio.',
        'Con la Luna en su domicilio su intuición sobre lo que otros necesitan es notable, y el trabajo está en pedir también para sí.',
      ],
      leo: [
        'Su corazón necesita expresarse y recibir calidez: sentir que su cariño se ve y se celebra es su alimento.',
        'Da con generosidad, y la indiferencia le duele más que el conflicto; jugar, crear y celebrar no son lujos en su vida, sino necesidades emocionales.',
        'Con la Luna en Leo se siente bien cuando hay alegría compartida, y un reconocimiento sincero repara más que cualquier consejo.',
      ],
      virgo: [
        'Le tranquilizan el orden y la utilidad: cuando algo le inquieta, busca qué puede hacer o mejorar.',
        'Cuida con gestos concretos más que con grandes declaraciones, y no convertir cada emoción en un problema por resolver le permite descansar de verdad.',
        'Con la Luna en Virgo su calma depende de que las cosas funcionen, y soltar el control de los detalles le devuelve una paz más honda.',
      ],
      libra: [
        'Su paz interior depende mucho de la armonía de sus vínculos, y los conflictos le afectan más de lo que muestra.',
        'Necesita belleza, conversación y reciprocidad para sentirse en equilibrio, y su reto emocional es reconocer lo que quiere aunque no facilite la convivencia.',
        'Con la Luna en Libra busca el acuerdo antes que el desahogo, y decir lo que siente, aunque rompa un momento la calma, le hace más justicia.',
      ],
      scorpio: [
        'Escorpio es la caída de la Luna: vive las emociones a fondo y sin términos medios, y cuando ama, ama del todo.',
        'La Luna está en su caída en Escorpio, y su intuición detecta lo no dicho; concede la confianza a quien demuestra lealtad con el tiempo.',
        'Con la Luna en su caída, en Escorpio, sus heridas pueden volverse sabiduría cuando se permite mostrarlas a quien sabe acompañarlas.',
      ],
      sagittarius: [
        'Necesita espacio, movimiento y sentido: se siente bien cuando hay algo que descubrir o una idea que le entusiasma.',
        'Su optimismo es un recurso emocional valioso, para su vida y para la de su gente, y quedarse un momento con la incomodidad, en vez de huir hacia delante, también le hace crecer.',
        'Con la Luna en Sagitario el ánimo se le levanta con un viaje, un libro o un plan nuevo, y la rutina sin horizonte apaga su ánimo antes que cualquier disgusto.',
      ],
      capricorn: [
        'Capricornio, opuesto a Cáncer, es el exilio de la Luna: gestiona sus emociones con sobriedad y encuentra paz cuando las cosas están en orden.',
        'En Capricornio la Luna está en su exilio, y quizá aprendió pronto a hacerse cargo de todo y a no pedir demasiado; su fortaleza no se pierde por dejarse cuidar.',
        'Con la Luna en el exilio de Capricornio, sus emociones tienen estructura y paciencia, y permitirse la vulnerabilidad es la parte más valiente de su madurez.',
      ],
      aquarius: [
        'Necesita libertad emocional y vínculos que respeten su individualidad, y la amistad es una de sus formas favoritas de intimidad.',
        'Procesa lo que siente tomando distancia, observando y comprendiendo; el desafío está en no desconectarse del cuerpo y del corazón cuando la emoción se vuelve intensa.',
        'Con la Luna en Acuario le calma sentirse libre y entre iguales, y la emoción que no entiende le inquieta más que la que puede explicar.',
      ],
      pisces: [
        'Su mundo emocional es amplio como el mar: absorbe atmósferas, estados de ánimo y dolores ajenos con facilidad.',
        'Necesita momentos de retiro, música, agua o silencio para volver a su centro, y cuidar sus fronteras emocionales le permite mantener la compasión sin agotarse.',
        'Con la Luna en Piscis siente antes de saber por qué, y la imaginación es a la vez su refugio y su manera de entender lo que vive.',
      ],
    },
    house: [
      (q) => `Situada en la casa 1, la Luna pone a la vista ${q}: sus emociones se leen en su rostro y en su forma de estar, y resulta transparente para quien sabe mirar.`,
      (q) => `Situada en la casa 2, la Luna une ${q} a la seguridad material y al valor propio: tener una base estable le da calma.`,
      (q) => `Desde la casa 3, ${q} necesita conversar, escribir y moverse, y los hermanos, los vecinos o el entorno cercano pesan mucho en lo afectivo.`,
      (q) => `La Luna en la casa 4 está en su lugar natural, y ${q} encuentra refugio en el hogar y en la familia: la memoria emocional de sus raíces nunca se aleja.`,
      (q) => `Con la Luna en la casa 5, ${q} se vuelve creación: el juego, el romance, el arte y la alegría compartida alimentan su mundo emocional.`,
      (q) => `Con la Luna en la casa 6, ${q} se refleja en sus rutinas: el orden cotidiano, el trabajo y el cuidado del cuerpo le ayudan a encontrar calma.`,
      (q) => `Desde la casa 7, ${q} busca seguridad en la pareja y en las relaciones cercanas, y sostenerse también por su cuenta equilibra el vínculo.`,
      (q) => `Situada en la casa 8, la Luna lleva ${q} hacia lo hondo y a veces secreto: necesita intimidad verdadera y vive procesos intensos de transformación interior.`,
      (q) => `La Luna en la casa 9 encuentra consuelo en el sentido, y ${q} se alimenta de viajes, de estudios y de otras culturas y filosofías.`,
      (q) => `Con la Luna en la casa 10, ${q} se liga a su vocación y a su imagen pública: necesita un trabajo que también le conmueva.`,
      (q) => `Ubicada en la casa 11, la Luna hace de las amistades y los grupos su familia elegida, y ${q} se nutre de pertenecer a una comunidad con ideales compartidos.`,
      (q) => `Desde la casa 12, ${q} vive hacia dentro: necesita soledad, silencio y espacios de retiro para procesar lo que siente y recuperar su centro.`,
    ],
  },
};
