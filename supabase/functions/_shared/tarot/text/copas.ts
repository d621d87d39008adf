import type { CardText, Rank } from '../deck.ts';

// Copas, the suit of water: feelings, bonds, intuition and imagination.

export const COPAS: Record<Rank, CardText> = {
  as: {
    keywords: ['amor', 'apertura', 'emoción', 'ternura'],
    upright: 'De una copa sostenida por una mano celeste brotan cinco chorros de agua, y una paloma desciende hacia ella. Es el nacimiento de un sentimiento: ternura, amor, compasión o una inspiración que llena por dentro. Hoy tu corazón está más abierto de lo habitual, y eso es una fuerza.',
    reversed: 'Invertido, el As muestra una copa que se vuelca o se cierra: emociones bloqueadas, o que se derraman sin cauce. Puede que te cueste recibir afecto, o darlo. Empieza por reconocer qué sientes, sin juzgarlo.',
    practicalAction: 'Escribe a mano una nota de cariño para alguien y entrégasela hoy, aunque sea de forma sencilla.',
    reversedAction: 'Pon nombre a lo que sientes ahora mismo con tres palabras precisas y escríbelas en un papel.',
  },
  dos: {
    keywords: ['vínculo', 'reciprocidad', 'encuentro', 'acuerdo'],
    upright: 'Dos personas intercambian copas bajo un caduceo coronado por una cabeza de león alado. Es la carta del encuentro entre iguales: afecto mutuo, alianza, acuerdo. Hoy favorece las conversaciones en las que ambas partes pueden mostrarse tal como son.',
    reversed: 'Del revés, un vínculo se ha desequilibrado: una parte da más, o alguien ha dejado de escuchar. También puede señalar una reconciliación pendiente. La reciprocidad se recupera hablando de lo que falta, sin reproches.',
    practicalAction: 'Dedica a alguien querido una conversación de al menos quince minutos, sin prisa y sin el teléfono sobre la mesa.',
    reversedAction: 'Di con calma, hablando en primera persona, qué necesitas en una relación que hoy sientes desigual.',
  },
  tres: {
    keywords: ['amistad', 'celebración', 'comunidad', 'alegría compartida'],
    upright: 'Tres figuras bailan en corro y alzan sus copas en medio de una cosecha. Es la alegría de la amistad y del apoyo mutuo: las personas con las que puedes reír y ser tú. Hoy tu gente es un recurso; apóyate en ella y deja que se apoye en ti.',
    reversed: 'Al revés, el exceso o un roce en el grupo enturbia la fiesta. Quizá sientes que sobras en un círculo o que das más de lo que recibes. Elegir con quién compartir tu tiempo también es cuidarte.',
    practicalAction: 'Llama o escribe a una amistad solo para contarle algo bonito, sin pedirle nada.',
    reversedAction: 'Revisa tus planes sociales de esta semana y cancela con amabilidad uno al que irías solo por compromiso.',
  },
  cuatro: {
    keywords: ['apatía', 'introspección', 'desinterés', 'oportunidad no vista'],
    upright: 'Sentado bajo un árbol, un joven mira con desgana tres copas y no ve la cuarta que una mano le ofrece desde una nube. A veces el cansancio o la rutina impiden reconocer algo bueno que está delante. Hoy te conviene levantar la vista y revisar lo que das por sentado.',
    reversed: 'Sales del ensimismamiento y vuelves a sentir interés por lo que te rodea. Lo que parecía gris recupera algo de color. Aprovecha ese despertar para decir que sí a algo nuevo.',
    practicalAction: 'Anota tres cosas buenas de hoy que normalmente pasarías por alto, y por qué te importan.',
    reversedAction: 'Acepta una invitación que por costumbre rechazarías, aunque sea por un rato corto.',
  },
  cinco: {
    keywords: ['pérdida', 'duelo', 'decepción', 'lo que permanece'],
    upright: 'Una figura envuelta en una capa negra llora ante tres copas derramadas, sin ver las dos que siguen en pie a su espalda. El dolor por lo que se perdió es real y merece su tiempo. También es verdad que algo permanece, y que podrás volverte hacia ello cuando llegue el momento.',
    reversed: 'Invertido, el Cinco refleja una aceptación que llega poco a poco y te permite girarte hacia lo que aún tienes. No se trata de olvidar, sino de integrar lo que pasó. El puente que aparece al fondo de la imagen vuelve a ser transitable.',
    practicalAction: 'Permítete diez minutos para sentir la tristeza sin distraerte, y luego escribe tres cosas que siguen en pie.',
    reversedAction: 'Acércate hoy a lo que permanece con un gesto pequeño: una llamada, un plan o un cuidado para alguien que sigue contigo.',
  },
  seis: {
    keywords: ['nostalgia', 'inocencia', 'recuerdos', 'bondad'],
    upright: 'En un patio antiguo, un niño ofrece a una niña una copa llena de flores. Esta carta trae recuerdos dulces, gestos sencillos y la parte de ti que todavía sabe jugar. Hoy un poco de ternura sin complicaciones puede reconciliarte con el presente.',
    reversed: 'Al revés, la nostalgia se convierte en un refugio que te impide vivir lo que tienes ahora. Idealizar el pasado también es una manera de no elegir. Quédate con lo que aquel tiempo te enseñó y vuelve al presente.',
    practicalAction: 'Dedica quince minutos a algo que te encantaba hacer en tu infancia, como dibujar, jugar o escuchar una canción de entonces.',
    reversedAction: 'Escribe en dos listas breves qué del pasado quieres conservar y qué puedes dejar ir ya.',
  },
  siete: {
    keywords: ['ilusiones', 'opciones', 'fantasía', 'discernimiento'],
    upright: 'Siete copas flotan entre nubes con tesoros, serpientes, castillos y coronas, ante una figura que las contempla en silencio. Son sueños, posibilidades y espejismos mezclados. Hoy conviene distinguir lo que deseas de verdad de lo que solo brilla de lejos.',
    reversed: 'Del revés, la niebla se despeja y ves qué opción tiene suelo firme. Puede ser un alivio dejar de fantasear con todo a la vez. Elegir una cosa es darle la oportunidad de existir.',
    practicalAction: 'Escribe las posibilidades que barajas ahora, elige una sola y anota su primer paso concreto.',
    reversedAction: 'Tacha hoy de tu lista una opción que sabes que es pura fantasía y fíjate en el espacio que deja.',
  },
  ocho: {
    keywords: ['partida', 'búsqueda', 'desapego', 'sentido'],
    upright: 'Bajo la luna, una figura se aleja con su bastón y deja atrás ocho copas bien ordenadas. No huye: busca algo más hondo que lo que ya no la llena. Hoy es legítimo reconocer que algo correcto en apariencia ya no te nutre por dentro.',
    reversed: 'Invertido, refleja la duda entre quedarte por miedo o marcharte por huir. Ninguna de las dos decisiones nace de la claridad. Antes de moverte, pregúntate qué estás buscando en realidad.',
    practicalAction: 'Escribe qué te falta en una situación que ya no te satisface, sin decidir todavía nada.',
    reversedAction: 'Antes de dejar algo, anota qué esperas encontrar al irte y si eso podría buscarse sin marcharte.',
  },
  nueve: {
    keywords: ['satisfacción', 'gratitud', 'deseo cumplido', 'disfrute'],
    upright: 'Un hombre satisfecho se sienta con los brazos cruzados ante nueve copas alineadas en un arco. Es la carta del deseo cumplido: disfrutar de lo que tienes sin culpa ni prisa por lo siguiente. Hoy la gratitud multiplica el sabor de lo cotidiano.',
    reversed: 'Al revés, el placer se vuelve exceso o la satisfacción depende demasiado de lo que otros ven. Quizá consigues lo que querías y no lo sientes. Pregúntate si ese deseo era realmente tuyo.',
    practicalAction: 'Disfruta hoy con plena atención algo que deseabas y ya tienes, aunque sea durante cinco minutos.',
    reversedAction: 'Escribe un deseo que persigues y contesta con sinceridad a quién intentas agradar con él.',
  },
  diez: {
    keywords: ['armonía', 'familia elegida', 'pertenencia', 'plenitud'],
    upright: 'Una pareja alza los brazos hacia un arcoíris de diez copas mientras dos niños bailan junto a su casa. Es la plenitud emocional de sentirte parte de algo, sea tu familia de origen o la que has elegido. Hoy conviene cuidar y agradecer los lazos que te sostienen.',
    reversed: 'Del revés, la imagen ideal de la familia choca con la real, y eso duele. Ningún hogar es un arcoíris permanente. La armonía se construye aceptando también lo imperfecto.',
    practicalAction: 'Agradece en voz alta algo concreto a una persona de tu familia o de tu círculo más cercano.',
    reversedAction: 'Acepta hoy una imperfección de tu entorno íntimo sin intentar arreglarla ni comentarla.',
  },
  sota: {
    keywords: ['sensibilidad', 'imaginación', 'mensaje afectivo', 'intuición'],
    upright: 'Junto al mar, la Sota de Copas mira con sorpresa un pez que asoma de su copa. Es la intuición que llega por caminos inesperados, la imaginación y los primeros pasos de un sentimiento. Hoy tus emociones tienen algo creativo que contarte.',
    reversed: 'Invertida, la sensibilidad se vuelve susceptibilidad o las fantasías ocupan el lugar de lo real. Puede que algún comentario te haya herido más de lo que merecía. Pregunta antes de interpretar.',
    practicalAction: 'Escribe un poema de cuatro líneas o haz un dibujo rápido sobre cómo te sientes hoy.',
    reversedAction: 'Cuando hoy un comentario te moleste, pregunta qué quiso decir la otra persona antes de sacar conclusiones.',
  },
  caballero: {
    keywords: ['romanticismo', 'propuesta', 'idealismo', 'delicadeza'],
    upright: 'Montado en un caballo que avanza al paso, el Caballero de Copas ofrece su copa como quien entrega un mensaje importante. Es el mensajero del corazón: propuestas sinceras, gestos románticos, ideales. Hoy un acto de amabilidad puede decir más que muchas palabras.',
    reversed: 'Del revés, el idealismo se vuelve promesa vacía o cambio de humor constante. Perseguir la emoción perfecta puede hacerte perder la real. Lo que prometes con el corazón necesita también tus manos.',
    practicalAction: 'Haz por alguien un gesto amable y concreto sin esperar nada a cambio y sin contarlo.',
    reversedAction: 'Cumple hoy una promesa afectiva que dejaste a medias, aunque sea pequeña.',
  },
  reina: {
    keywords: ['empatía', 'cuidado', 'intuición', 'contención'],
    upright: 'Sentada a la orilla del mar, la Reina de Copas contempla una copa cerrada y adornada con ángeles. Escucha con el corazón y entiende lo que otros sienten sin que se lo digan. Hoy tu empatía es un regalo, siempre que incluya también tus propias emociones.',
    reversed: 'Invertida, cuidas tanto a los demás que olvidas tus necesidades, o absorbes emociones ajenas como si fueran tuyas. La compasión sin límites acaba agotando. Tu mundo interior también merece atención.',
    practicalAction: 'Escucha hoy a alguien sin dar consejos ni hablar de ti, solo acompañando lo que cuenta.',
    reversedAction: 'Dedica quince minutos a preguntarte cómo estás, con una mano en el pecho y sin prisa por responder.',
  },
  rey: {
    keywords: ['serenidad', 'madurez emocional', 'diplomacia', 'equilibrio'],
    upright: 'El Rey de Copas se sienta en un trono que flota sobre un mar agitado, sin perder la calma. Representa la madurez emocional: sentir con intensidad sin dejarse arrastrar. Hoy la diplomacia y la serenidad pueden desactivar una tensión.',
    reversed: 'Al revés, las emociones contenidas durante mucho tiempo se escapan de lado, en forma de ironía, frialdad o estallidos. La calma fingida no es serenidad. Dales un cauce antes de que lo busquen por su cuenta.',
    practicalAction: 'En la próxima conversación tensa, baja el volumen y habla más despacio de lo habitual.',
    reversedAction: 'Cuéntale a alguien de confianza una emoción que llevas tiempo conteniendo.',
  },
};
