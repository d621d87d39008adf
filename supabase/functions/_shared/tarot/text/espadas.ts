import type { CardText, Rank } from '../deck.ts';

// Espadas, the suit of air: thought, words, truth and the conflicts of the mind.

export const ESPADAS: Record<Rank, CardText> = {
  as: {
    keywords: ['claridad', 'verdad', 'decisión', 'mente despierta'],
    upright: 'Una mano sale de las nubes empuñando una espada coronada, sobre unas montañas lejanas. Es el momento en que una idea corta la niebla: una verdad, una comprensión, una decisión nítida. Hoy tu mente está especialmente afilada; úsala para ver, no para herir.',
    reversed: 'Invertido, el As enturbia la claridad con confusión o con palabras que hieren más de lo necesario. Puede que estés forzando una conclusión antes de tiempo. Deja que las ideas se asienten.',
    practicalAction: 'Resume en una sola frase el problema que más te ocupa y escríbela en un papel que tengas a la vista.',
    reversedAction: 'Antes de decir hoy algo cortante, espera tres respiraciones y busca palabras más justas.',
  },
  dos: {
    keywords: ['indecisión', 'bloqueo', 'tregua', 'evitación'],
    upright: 'Con los ojos vendados y dos espadas cruzadas sobre el pecho, una figura se sienta de espaldas al mar. Es una tregua: no mirar para no tener que elegir. La calma que ofrece es útil un rato, pero la decisión sigue esperando.',
    reversed: 'Al revés, la venda empieza a caer y la información que evitabas sale a la luz. Puede resultar incómodo, pero también liberador. Ahora tienes lo necesario para decidir.',
    practicalAction: 'Escribe los pros y los contras de la decisión que aplazas y fija una hora concreta de hoy para tomarla.',
    reversedAction: 'Identifica el dato que te falta para decidir y pídeselo hoy a quien pueda dártelo.',
  },
  tres: {
    keywords: ['dolor', 'desilusión', 'tristeza', 'verdad que duele'],
    upright: 'Tres espadas atraviesan un corazón bajo la lluvia. Es una de las imágenes más directas del tarot: una pena, una decepción o una verdad que duele. Reconocerla en lugar de disimularla es el primer paso para que cicatrice.',
    reversed: 'Del revés, el dolor empieza a sanar a medida que encuentra palabras. También puede indicar que te resistes a soltarlo porque se ha vuelto familiar. La herida no define quién eres.',
    practicalAction: 'Escribe sin filtro lo que te dolió hace poco, y después guarda o rompe la hoja.',
    reversedAction: 'Haz hoy algo amable y concreto por ti que suavice una herida reciente, como llamar a alguien que te entiende.',
  },
  cuatro: {
    keywords: ['descanso', 'recuperación', 'pausa', 'retiro'],
    upright: 'Una figura esculpida reposa con las manos unidas en una capilla silenciosa, bajo una vidriera. Esta carta habla del descanso que la mente necesita después de un esfuerzo largo. Hoy parar no es perder el tiempo: es prepararte.',
    reversed: 'Invertido, señala un cansancio al que sigues sin hacer caso, o un descanso que se ha alargado hasta volverse evasión. Ninguna de las dos cosas te sostiene. Escucha qué necesitas de verdad: detenerte o volver.',
    practicalAction: 'Túmbate diez minutos con los ojos cerrados y la respiración lenta, sin música ni pantallas.',
    reversedAction: 'Esta noche apaga todas las pantallas una hora antes de acostarte y deja el teléfono fuera del dormitorio.',
  },
  cinco: {
    keywords: ['conflicto', 'orgullo', 'victoria vacía', 'límites'],
    upright: 'Un hombre recoge las espadas de sus adversarios, que se alejan cabizbajos hacia la orilla. Ha ganado, pero se ha quedado solo. Esta carta pregunta si una victoria vale lo que cuesta y si tener razón importa más que el vínculo.',
    reversed: 'Al revés, llega el momento de hacer las paces o de dejar atrás un enfrentamiento que ya no lleva a nada. Quizá todavía queda resentimiento tras la última discusión. Soltar no significa dar la razón.',
    practicalAction: 'Repasa tu último desacuerdo y escribe con honestidad si buscabas tener razón o entenderte.',
    reversedAction: 'Da hoy un primer paso para reparar una relación dañada por una discusión: basta con un mensaje breve.',
  },
  seis: {
    keywords: ['transición', 'alejarse', 'calma', 'travesía'],
    upright: 'Un barquero lleva a una mujer y a un niño hacia una orilla tranquila, dejando atrás las aguas revueltas. Es una transición: alejarte poco a poco de lo difícil, aunque todavía cargues con algo de su peso. Hoy un paso hacia aguas más calmas es suficiente.',
    reversed: 'Invertido, refleja lo que cuesta soltar lo que duele, o un cambio que se retrasa una y otra vez. Quizá esperas a que el miedo desaparezca para partir. No hace falta: se puede cruzar con él a bordo.',
    practicalAction: 'Identifica una situación de la que quieres alejarte y da hoy un paso concreto en esa dirección.',
    reversedAction: 'Escribe qué te retiene en una situación difícil y comprueba si esas razones siguen siendo ciertas.',
  },
  siete: {
    keywords: ['estrategia', 'discreción', 'astucia', 'honestidad'],
    upright: 'Una figura se aleja de puntillas de un campamento con cinco espadas en los brazos y dos que deja atrás. Habla de estrategia y de moverse con discreción, pero también de verdades a medias. Hoy conviene preguntarte si tus atajos son inteligentes o solo te ahorran una conversación.',
    reversed: 'Del revés, algo que estaba oculto sale a la luz, o decides dejar de cargar con secretos. La transparencia puede resultar un alivio. Lo que se dice a tiempo pesa menos.',
    practicalAction: 'Revisa un plan en marcha y comprueba que todas las personas implicadas saben lo que necesitan saber.',
    reversedAction: 'Aclara hoy un malentendido que dejaste crecer, con un mensaje o una conversación breve.',
  },
  ocho: {
    keywords: ['restricción', 'creencia limitante', 'miedo', 'salida posible'],
    upright: 'Con los ojos vendados y rodeada de espadas clavadas en el barro, una figura parece atrapada, aunque nada le impide caminar. Muchas limitaciones nacen de cómo interpretamos lo que nos pasa. Hoy vale la pena cuestionar la historia que te cuentas sobre lo que no puedes hacer.',
    reversed: 'Al revés, empiezas a liberarte de un pensamiento que te encerraba. Las ataduras se aflojan cuando dejas de darlas por hechas. Da un paso y comprueba el suelo.',
    practicalAction: 'Escribe la frase «no puedo…» que más te repites y busca una ocasión real en la que no se cumplió.',
    reversedAction: 'Haz hoy, aunque sea a pequeña escala, algo que ese pensamiento limitante te decía imposible.',
  },
  nueve: {
    keywords: ['ansiedad', 'preocupación', 'desvelo', 'culpa'],
    upright: 'Una figura se incorpora en la cama con la cara entre las manos, mientras nueve espadas cuelgan en la oscuridad. Es la mente que agranda los miedos de noche y los repite sin descanso. Lo que te preocupa merece atención, pero casi nunca tiene el tamaño que adquiere a las tres de la madrugada.',
    reversed: 'Con el Nueve invertido, muchos temores se revelan exagerados, o te atreves por fin a pedir ayuda. Compartir una preocupación le quita buena parte de su fuerza. Si la angustia persiste, hablar con un profesional es una forma de cuidarte.',
    practicalAction: 'Antes de dormir, escribe tus preocupaciones en un papel y déjalo fuera del dormitorio.',
    reversedAction: 'Comparte hoy con alguien de confianza una preocupación que te ronda y escucha cómo la ve.',
  },
  diez: {
    keywords: ['final', 'tocar fondo', 'rendición', 'amanecer'],
    upright: 'La imagen es dramática a propósito: una figura tendida bajo diez espadas y, al fondo, un cielo que empieza a clarear. Señala el punto más bajo de una situación, el momento en que ya no queda nada que sostener. Desde ahí, el único movimiento posible es empezar a levantarse.',
    reversed: 'Del revés, la recuperación ha comenzado aunque todavía quede cansancio. Resistirse a aceptar que algo terminó prolonga el malestar. El amanecer de la carta ya está en tu horizonte.',
    practicalAction: 'Reconoce por escrito que algo terminó y anota debajo una primera señal, por pequeña que sea, de que empieza otra cosa.',
    reversedAction: 'Haz hoy una sola cosa que te ayude a ponerte en pie: comer algo nutritivo, caminar un rato o llamar a alguien.',
  },
  sota: {
    keywords: ['curiosidad', 'vigilancia', 'ideas nuevas', 'agilidad mental'],
    upright: 'En una colina azotada por el viento, la Sota de Espadas sostiene su espada en alto y lo observa todo con atención. Es la mente joven y despierta: preguntas, ganas de entender, ideas que llegan rápido. Hoy tu curiosidad puede ayudarte a ver lo que otros pasan por alto.',
    reversed: 'Invertida, la curiosidad se vuelve chisme, sospecha o crítica sin fondo. Hablar mucho de algo no garantiza comprenderlo. Cambia el juicio rápido por una buena pregunta.',
    practicalAction: 'Investiga a fondo una duda que tengas, consultando al menos dos fuentes distintas.',
    reversedAction: 'Cambia hoy un comentario crítico por una pregunta sincera a la persona implicada.',
  },
  caballero: {
    keywords: ['determinación', 'rapidez', 'franqueza', 'acción directa'],
    upright: 'El Caballero de Espadas carga a galope tendido contra el viento, con la espada por delante. Es la energía de ir directo al asunto: decisión, rapidez y franqueza. Hoy puede ayudarte a abordar lo que llevas tiempo evitando.',
    reversed: 'Al revés, la prisa y la dureza atropellan a los demás, y también a ti. Ir rápido en la dirección equivocada solo te aleja más. Frena lo justo para escuchar antes de actuar.',
    practicalAction: 'Aborda hoy la conversación difícil que vienes evitando, con datos concretos y un tono respetuoso.',
    reversedAction: 'Antes de tomar una decisión rápida, pide opinión a alguien que suela pensar distinto que tú.',
  },
  reina: {
    keywords: ['lucidez', 'independencia', 'honestidad', 'límites claros'],
    upright: 'La Reina de Espadas alza la espada con una mano y tiende la otra, abierta, hacia delante. Su lucidez nace de la experiencia, incluida la del dolor. Hoy puedes decir las cosas con claridad y sin crueldad, y sostener tus límites sin pedir perdón.',
    reversed: 'Invertida, la claridad se enfría hasta volverse dureza, o una vieja herida te hace juzgar con severidad. Protegerte no tiene por qué aislarte. Un poco de suavidad no le quita filo a tu verdad.',
    practicalAction: 'Di hoy una verdad necesaria de forma clara y breve, cuidando el tono tanto como el contenido.',
    reversedAction: 'Elige un juicio severo que tienes sobre alguien, o sobre ti, y escribe una versión más compasiva.',
  },
  rey: {
    keywords: ['criterio', 'ética', 'objetividad', 'autoridad'],
    upright: 'Sentado de frente y con la espada ligeramente inclinada, el Rey de Espadas representa la razón al servicio de lo justo. Decide con criterio, escucha los argumentos y se hace responsable de sus palabras. Hoy te favorece pensar con la cabeza fría y actuar según tus principios.',
    reversed: 'Del revés, el intelecto se usa para manipular, imponerse o ganar discusiones. La lógica sin empatía puede ser otra forma de dureza. Recuerda para qué sirve tener razón.',
    practicalAction: 'Toma hoy una decisión pendiente apoyándote en hechos y en tus principios, y anota ambos.',
    reversedAction: 'Repasa una discusión reciente y pregúntate si usaste la lógica para entender o solo para ganar.',
  },
};
