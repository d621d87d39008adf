import type { CardText, Rank } from '../types.ts';

// Espadas, the suit of air: thought, words, truth and conflict. Pips follow the Golden Dawn decans
// (Libra, Acuario, Géminis); the courts follow the personalities of the Rider–Waite–Smith figures.

export const ESPADAS: Record<Rank, CardText> = {
  as: {
    image:
      'Una sola espada de hoja marfil y guarda dorada se alza en el centro, rodeada de rayos violetas. En la carta clásica, una mano surge de una nube empuñando la espada erguida; en la punta lleva una corona de la que cuelgan una rama de olivo y una palma.',
    upright: {
      keywords: ['claridad', 'verdad', 'lucidez', 'decisión firme', 'idea nueva'],
      meaning:
        'Aquí nace el aire: el pensamiento en su forma más pura, capaz de cortar la confusión de un solo tajo. Trae el momento en que por fin entiendes algo, en que una verdad se vuelve innegable o una idea nueva aparece con nitidez. La espada erguida apunta hacia arriba, hacia una claridad que no depende de lo que te gustaría creer. Es el filo con el que empieza el palo, y cada carta que sigue, del punto muerto del Dos a la caída del Diez, muestra un uso distinto de esta misma hoja.\n\nLa corona de la punta recuerda que la lucidez otorga autoridad, y el olivo y la palma, que puede servir tanto para la paz como para la victoria. Pero toda espada tiene dos filos. Usar esta claridad con justicia significa decir lo que ves sin herir por gusto y tomar decisiones sin esconderte detrás de excusas.',
      question: '¿Qué verdad ves con claridad ahora que antes preferías no mirar?',
      action:
        'Escribe en una sola frase la decisión o la verdad que has comprendido, sin matices ni justificaciones, y léela en voz alta.',
    },
    reversed: {
      keywords: ['confusión', 'autoengaño', 'palabras hirientes', 'bloqueo mental', 'argumentos torcidos'],
      meaning:
        'Invertida, la espada apunta hacia abajo y la corona cae. El pensamiento se enreda: ideas que no terminan de cuajar, argumentos que se contradicen, una decisión que se posterga porque falta información o sobra miedo. También puede señalar el uso de la inteligencia para justificar lo que ya se quería hacer, o palabras dichas para ganar y no para aclarar.\n\nHay otra cara: la verdad que llega y se rechaza porque duele. La mente gira en círculos para evitar una conclusión que intuye. Antes de decidir, baja el ruido. Pregúntate qué sabes con certeza, qué supones y qué temes. Separar esas tres columnas suele bastar para que la hoja recupere su filo sin lastimar a nadie.',
      question: '¿Qué conclusión estás evitando sacar, aunque una parte de ti ya la conoce?',
      action:
        'Divide una hoja en tres columnas, «lo que sé», «lo que supongo» y «lo que temo», y dedica veinte minutos a llenarlas sobre un asunto que te confunde.',
    },
  },
  dos: {
    image:
      'Dos espadas, una encima de otra en el eje vertical del naipe. La imagen tradicional sienta a una mujer con los ojos vendados y los brazos cruzados sobre el pecho, cada mano con una espada; detrás, un mar con rocas y una luna creciente.',
    upright: {
      keywords: ['indecisión', 'punto muerto', 'tregua', 'equilibrio tenso', 'evitación'],
      meaning:
        'Regida por la Luna en Libra, esta carta busca la armonía con tanto cuidado que a veces se queda paralizada. La Golden Dawn la llamó «paz restaurada», pero es una paz sostenida con los brazos cruzados: nada se mueve porque nada se decide. La única espada del As se ha desdoblado, y la mente, con una verdad en cada mano, no se atreve a soltar ninguna. La venda impide ver; las espadas, perfectamente equilibradas, impiden moverse sin que una de ellas caiga.\n\nEste dos describe una elección entre dos caminos que se evita por miedo a perder lo que se deja. Otras veces retrata un conflicto congelado, una tregua que nadie se atreve a romper. Hay un valor en esta pausa: protege el corazón mientras se aclara la mente. Pero la marea detrás de la figura sigue subiendo, y ninguna postura dura para siempre.',
      question: '¿Qué decisión estás posponiendo para no tener que renunciar a ninguna de las dos opciones?',
      action:
        'Asigna una cara de una moneda a cada una de las dos opciones que tienes delante, lánzala y fíjate, mientras gira en el aire, en cuál deseas que salga.',
    },
    reversed: {
      keywords: ['desbloqueo', 'exceso de datos', 'venda caída', 'decisión tomada', 'ansiedad'],
      meaning:
        'Cuando se invierte, la venda se afloja. Puede que ya no aguantes más la indecisión y elijas, aunque cueste, o que información nueva haga evidente cuál era el camino. Hay alivio en esto: la postura rígida se deshace y los brazos, por fin, descansan.\n\nOtra lectura es menos plácida. Quitarse la venda también puede provocar una avalancha: demasiados datos, demasiadas voces opinando, ansiedad por haber esperado tanto. La Luna en Libra necesita tiempo para procesar. Decide desde el centro y no desde el pánico, aceptando que ninguna elección elimina del todo el riesgo. Lo que termina con el punto muerto no es la certeza, sino la disposición a asumir lo que venga.',
      question: 'Ahora que ves más, ¿qué te dice tu cuerpo sobre el camino que prefieres?',
      action:
        'Apaga las fuentes de opinión ajena durante una hora, camina o siéntate en silencio y, al final, pon una mano en el pecho y nombra la opción hacia la que te inclinas.',
    },
  },
  tres: {
    image:
      'Tres espadas alineadas en una columna, la más alta cerca del numeral. La escena de Rider–Waite–Smith es una de las más reconocibles del mazo: un corazón rojo atravesado por tres espadas bajo un cielo gris de nubes y lluvia.',
    upright: {
      keywords: ['dolor', 'desamor', 'pena', 'verdad dolorosa', 'herida'],
      meaning:
        'Saturno en Libra rige este decanato: el planeta del límite en el signo de las relaciones. Lo que duele aquí es una verdad que atraviesa el afecto, una traición, una ruptura, unas palabras imposibles de desdecir. El aire, el elemento de la mente, hiere al corazón de forma casi geométrica, sin sangre ni figuras, lo que da a la imagen una pureza extraña.\n\nCuando el punto muerto del Dos se rompe, la verdad cae sobre el corazón: en el camino de Espadas, el primer fruto es el dolor que se entiende. No es un sufrimiento confuso: sabes exactamente qué pasó. Esa claridad, aunque cruel, permite empezar a sanar. La lluvia del fondo no es un castigo; es el llanto que lava. Date permiso para sentirlo sin explicarlo de más, y busca a alguien que pueda escucharte.',
      question: '¿Qué dolor necesitas reconocer en voz alta para que empiece a transformarse?',
      action:
        'Escribe durante veinte minutos, sin corregir ni releer, sobre aquello que te duele, y luego habla de ello con una persona de confianza.',
    },
    reversed: {
      keywords: ['recuperación', 'perdón', 'llanto contenido', 'duelo estancado', 'alivio'],
      meaning:
        'El corazón empieza a soltar las espadas. Es la etapa en que la herida duele menos, en que se puede contar lo ocurrido sin que la voz se quiebre, en que quizá asoma el perdón. Saturno, que antes marcaba el golpe, ahora da el tiempo necesario para cicatrizar.\n\nPero esta posición también tiene otra lectura: el dolor que se niega. Puede que estés actuando como si nada hubiera pasado, llenando cada hora de ocupaciones para no sentir. Una pena sin llorar no desaparece, se instala en el cuerpo y en las decisiones. Pregúntate si estás sanando o solo evitando. La diferencia se nota en si puedes recordar sin hundirte o solo evitas recordar.',
      question: '¿Estás cerrando una herida o solo la estás tapando para no verla?',
      action:
        'Pon una canción que te recuerde lo que te hirió, escúchala entera sin hacer nada más y deja que salga lo que salga; después camina un rato para que el cuerpo suelte el resto.',
    },
  },
  cuatro: {
    image:
      'Cuatro espadas ocupan las esquinas de un cuadrado, quietas como cirios. En la carta de Smith, un caballero yace sobre una tumba en una iglesia, con las manos unidas en oración; tres espadas cuelgan en la pared y una cuarta reposa bajo su cuerpo, junto a un vitral.',
    upright: {
      keywords: ['descanso', 'recuperación', 'pausa', 'contemplación', 'silencio'],
      meaning:
        'Después de la herida del Tres, el palo se concede un respiro: cuatro es número de estabilidad, y entre espadas eso significa el descanso necesario antes de volver a la lucha. Júpiter en Libra le presta una benevolencia que pide tregua y equilibrio. Su título clásico lo dice sin rodeos: «descanso de la lucha». La figura no está derrotada: reposa, con las manos unidas y las espadas colgadas, lejos del alcance inmediato.\n\nEsta carta aparece cuando la mente necesita apagarse para recuperar su filo. Tras un período de tensión, seguir empujando solo desgasta, y el cuerpo lo sabe. Retírate un tiempo, medita, duerme, aléjate del ruido. La recuperación no es pereza: es la forma en que el aire vuelve a circular. Una decisión tomada después de descansar suele ser más justa.',
      question: '¿Qué parte de ti necesita descanso antes de volver a tomar una decisión importante?',
      action:
        'Acuéstate o siéntate en silencio durante veinte minutos sin pantallas ni música, con los ojos cerrados, y solo observa la respiración.',
    },
    reversed: {
      keywords: ['inquietud', 'agotamiento mental', 'regreso a la acción', 'insomnio', 'reposo forzado'],
      meaning:
        'La tumba se abre en esta posición: el caballero se incorpora, a veces demasiado pronto. Puede indicar el regreso a la actividad después de un tiempo de pausa, con las fuerzas renovadas. O lo contrario: la incapacidad de descansar, una mente que sigue dando vueltas en la cama, una agenda que no deja espacio para el silencio.\n\nExiste asimismo el reposo impuesto, cuando la vida te obliga a parar porque no lo hiciste por voluntad propia. En cualquier caso, la pregunta es la misma: ¿qué relación tienes con la pausa? Si descansar te produce culpa, quizá hayas aprendido a medir tu valor por lo que produces. Recuperar el derecho al reposo es parte de la tarea.',
      question: '¿Qué te impide descansar de verdad, incluso cuando tienes tiempo para hacerlo?',
      action:
        'Esta noche, deja el teléfono fuera del dormitorio, apaga las luces media hora antes de lo habitual y, ya en la cama, afloja uno a uno los músculos, de los pies a la cara.',
    },
  },
  cinco: {
    image:
      'Cinco espadas en quincunce, con una en el corazón del diseño. Según la imagen tradicional, un hombre sonríe con desdén mientras recoge tres espadas; otras dos yacen en el suelo y dos figuras se alejan cabizbajas hacia la orilla, bajo un cielo de nubes rasgadas.',
    upright: {
      keywords: ['derrota', 'conflicto', 'humillación', 'victoria vacía', 'hostilidad'],
      meaning:
        'Venus en Acuario, el decanato, es un afecto que se vuelve distante e ideológico, y el nombre hermético de la carta es seco: «derrota». Descansada tras el Cuatro, la mente regresa a la disputa, y esta vez alguien gana a costa de que todos pierdan algo. El personaje sonriente se lleva las espadas, pero se queda sin compañía.\n\nEsta carta pregunta de qué lado estás. A veces eres quien ha ganado una discusión y perdido una relación; otras, quien se aleja con la cabeza baja, con la sensación de que no valió la pena pelear. Ambas posiciones piden lo mismo: revisar el precio. No toda batalla merece librarse, y algunas victorias son derrotas con otro nombre.',
      question: '¿Qué conflicto has ganado o perdido recientemente cuyo precio aún no has calculado?',
      action:
        'Piensa en una discusión reciente hasta dar con lo que querías defender de verdad y, si procede, busca hoy a esa persona para reconocer tu parte en pocas palabras.',
    },
    reversed: {
      keywords: ['reconciliación', 'resentimiento', 'dejar ir', 'orgullo herido', 'arrepentimiento'],
      meaning:
        'Puesto del revés, este cinco invita a guardar las espadas. Puede ser el momento en que los bandos se cansan y surge la posibilidad de hablar, o en que decides no seguir una pelea que solo te desgasta. Hay sabiduría en retirarse a tiempo y en reconocer un error sin humillarte.\n\nLa otra cara es el rencor: la derrota de ayer se rumia y se convierte en deseo de revancha. O la victoria se vive con culpa. Venus, incómoda en un signo tan mental, pide recuperar el corazón en el conflicto. Pregúntate si quieres tener razón o quieres paz, porque a veces no se pueden tener las dos cosas. Elegir la paz no es rendirse.',
      question: '¿Qué resentimiento estás alimentando que te pesa más a ti que a quien lo provocó?',
      action:
        'Aprieta los puños con fuerza mientras piensas en alguien con quien mantienes un rencor, ábrelos despacio al soltar el aire y elige una cosa que podrías dejar ir hoy sin que esa persona cambie.',
    },
  },
  seis: {
    image:
      'Seis espadas dispuestas en pares, como remos a los lados de una barca. El dibujo original muestra a un barquero que empuja con una pértiga una barca donde viajan una mujer encapuchada y un niño; seis espadas van clavadas en la proa y el agua está revuelta a un lado y quieta al otro.',
    upright: {
      keywords: ['transición', 'viaje', 'alejamiento', 'calma tras la tormenta', 'avance'],
      meaning:
        'Mercurio en Acuario rige este decanato: la mente clara y desapegada que encuentra la salida. Entre sus títulos antiguos figuran «ciencia» y «éxito ganado». Tras la victoria amarga del Cinco, el camino de Espadas se hace travesía: con el seis vuelve la armonía, esta vez en forma de barca hacia aguas más tranquilas. No es una huida gloriosa; es un traslado silencioso, con el cansancio aún encima.\n\nLas espadas viajan en la barca: los problemas no se quedan en la orilla, pero ya no dirigen el viaje. La carta puede indicar un cambio literal de lugar o un movimiento interior, el paso de un estado mental agitado a uno más sereno. Deja que otra persona reme si es necesario. Lo importante es que te estás moviendo.',
      question: '¿Hacia qué aguas más tranquilas te estás moviendo, aunque todavía lleves contigo algo del pasado?',
      action:
        'Da hoy un paso concreto para alejarte de una situación que te agota: una llamada, una búsqueda o una conversación que abra la salida.',
    },
    reversed: {
      keywords: ['estancamiento', 'resistencia al cambio', 'asuntos pendientes', 'travesía detenida', 'retorno'],
      meaning:
        'Cuando esta carta aparece al revés, la barca no avanza o vuelve a la orilla de la que salió. Puede haber un cambio necesario que se resiste, o una transición que se interrumpe porque algo quedó sin resolver. Quizá intentas irte sin haber cerrado la puerta, y el asunto te arrastra de vuelta.\n\nEsta posición no siempre indica fracaso. A veces regresar es necesario para terminar lo que se dejó a medias. Pero si el bloqueo es por miedo, conviene mirarlo de frente. Las aguas agitadas de un lado de la barca representan lo que temes dejar atrás. Mercurio en Acuario propone una mirada objetiva: qué te retiene realmente, y qué pasaría si lo soltaras.',
      question: '¿Qué asunto sin cerrar te impide avanzar hacia donde quieres ir?',
      action:
        'Cierra hoy, en cuarenta minutos, un asunto pendiente que te ata a una etapa pasada: devuelve algo, completa un trámite o haz la llamada que falta.',
    },
  },
  siete: {
    image:
      'Siete espadas ordenadas en dos filas laterales, con una más alta en la línea del centro. Pamela Colman Smith pintó a un hombre que se escabulle de puntillas de un campamento con cinco espadas en brazos, mirando atrás; otras dos quedan clavadas en el suelo.',
    upright: {
      keywords: ['estrategia', 'astucia', 'engaño', 'sigilo', 'independencia'],
      meaning:
        'En el decanato de la Luna en Acuario, la emoción se vuelve desapegada y original, capaz de ir por libre. «Esfuerzo inestable» fue su nombre en el sistema hermético. Al bajar de la barca del Seis, el aire pone a prueba la conciencia: usar la inteligencia para sortear obstáculos sin traicionar a nadie, incluida tu propia integridad.\n\nLa carta puede hablar de estrategia legítima: actuar con discreción, no anunciar planes antes de tiempo, buscar un camino alternativo. Pero también de engaño, ajeno o propio. El hombre no puede llevarse todas las espadas, y mira atrás por si lo descubren. Si algo en tu situación requiere esconderse, pregúntate si es prudencia o si estás evitando una conversación honesta.',
      question: '¿Qué estás haciendo a escondidas, y qué pasaría si lo hicieras a la vista?',
      action:
        'Revisa un plan que llevas en secreto preguntándote en voz alta por qué lo ocultas; si no hay una razón sólida, cuéntaselo hoy a alguien implicado.',
    },
    reversed: {
      keywords: ['confesión', 'conciencia', 'autosabotaje', 'descubrimiento', 'honestidad recuperada'],
      meaning:
        'El ladrón, en esta posición, es descubierto o decide devolver lo que tomó. Puede ser una verdad que sale a la luz, una mentira que ya no se sostiene o un remordimiento que pide reparación. También puede describir el alivio de dejar de aparentar y mostrarse tal como eres.\n\nOtra lectura es más íntima: el engaño que te haces a ti. Justificaciones, excusas, pequeños sabotajes que te impiden lograr lo que dices querer. La Luna en Acuario, que tanto valora la libertad, a veces la confunde con la falta de compromiso. Mira dónde te estás escapando de ti y elige una honestidad que no necesite vigilar por encima del hombro.',
      question: '¿Qué pequeña mentira te cuentas para no tener que cambiar algo?',
      action:
        'Cada vez que hoy te oigas dar una excusa habitual, detente y repítela con la frase honesta que hay detrás, aunque solo sea para ti.',
    },
  },
  ocho: {
    image:
      'Ocho espadas rodean el centro del naipe como los barrotes de una celda abierta. En la versión tradicional, una mujer atada y con los ojos vendados está de pie en un terreno encharcado, rodeada por ocho espadas clavadas; sus pies están libres y las cuerdas, flojas.',
    upright: {
      keywords: ['restricción', 'impotencia', 'trampa mental', 'miedo', 'autolimitación'],
      meaning:
        'Júpiter en Géminis es el decanato: una mente expansiva que, en su exceso, multiplica las posibilidades hasta el agobio. Se la conoció como «fuerza acortada», y el nombre encaja. Lo que aprisiona aquí no son barrotes, sino pensamientos: las espadas no forman un círculo cerrado, y nadie vigila a la figura.\n\nLas astucias del Siete terminan enredando a quien las usaba: este ocho describe la sensación de estar sin salida cuando en realidad el obstáculo es, en buena parte, interno. Creencias sobre lo que no puedes hacer, el miedo a las consecuencias, la voz que repite que no hay opciones. Las cuerdas están flojas; los pies, libres. El primer paso no es escapar de todas las espadas, sino quitarse la venda y mirar por dónde se puede caminar.',
      question: '¿Qué creencia te hace sentir sin salida, y qué pasaría si la pusieras en duda por un día?',
      action:
        'Escribe una frase que empiece con «no puedo» sobre tu situación actual y reescríbela como «todavía no he probado…»; añade una prueba pequeña para esta semana.',
    },
    reversed: {
      keywords: ['liberación', 'nueva perspectiva', 'autonomía', 'salida', 'alivio'],
      meaning:
        'Al invertirse, la venda cae y las cuerdas se sueltan. Descubres que la prisión tenía puertas, y que algunas de ellas siempre estuvieron abiertas. Puede llegar a través de una conversación, una terapia, un libro o simplemente del cansancio de seguir sintiéndote sin poder.\n\nLa liberación no es instantánea; la figura tiene que aprender a caminar entre las espadas sin tropezar. Pero el cambio de perspectiva ya está hecho, y eso es lo más difícil. Júpiter, que antes multiplicaba los miedos, ahora amplía las alternativas. Confía en tus pasos, pide ayuda si la necesitas y celebra cada movimiento que haces fuera del círculo.',
      question: '¿Qué has empezado a ver con otros ojos que te devuelve libertad?',
      action:
        'Atrévete hoy con una cosa que hasta ahora creías que no podías hacer, por pequeña que sea, y fíjate en cómo está tu cuerpo justo después.',
    },
  },
  nueve: {
    image:
      'Nueve espadas forman una cuadrícula de tres por tres, rígida y sin respiro. La escena tradicional es muy íntima: alguien se incorpora en la cama con la cara entre las manos; nueve espadas horizontales cruzan la pared negra y la colcha está bordada con rosas y signos del zodíaco.',
    upright: {
      keywords: ['ansiedad', 'insomnio', 'angustia', 'culpa', 'rumiación'],
      meaning:
        'Aquí gobierna Marte en Géminis: energía combativa dirigida hacia los propios pensamientos. La Golden Dawn la tituló «desesperación y crueldad». Las espadas que rodeaban a la figura del Ocho cuelgan ahora en la pared del dormitorio. El nueve lleva el aire casi a su límite, y lo que encuentra es la noche en que la mente no deja dormir: preocupaciones, culpas y escenarios catastróficos que se repiten.\n\nFíjate en la imagen: las espadas están en la pared, no sobre la persona. El tormento es real, pero en gran parte ocurre dentro. Eso no lo hace menos doloroso; sí lo hace más abordable. Hablar con alguien, escribir los miedos, distinguir entre lo que pasó y lo que temes que pase. Si la angustia es intensa o persistente, buscar ayuda profesional es un acto de cuidado, no de debilidad.',
      question: '¿Qué pensamiento te quita el sueño, y cuánto de él es un hecho y cuánto un temor?',
      action:
        'Antes de dormir, escribe tus preocupaciones en un papel, marca con una cruz las que puedes atender mañana y deja el papel fuera del dormitorio.',
    },
    reversed: {
      keywords: ['primera luz', 'esperanza', 'pedir ayuda', 'desahogo', 'miedos confrontados'],
      meaning:
        'Cuando esta carta se invierte, el amanecer asoma tras una noche larga. Puede que la angustia empiece a ceder, que te atrevas a hablar de lo que te inquieta o que descubras que lo que temías no era tan grave. La culpa pierde fuerza cuando se pronuncia en voz alta.\n\nPero también puede señalar el extremo opuesto: un malestar que toca fondo y ya no se puede ocultar. En ese caso, la posición invertida es una llamada urgente a compartir la carga. Nadie tiene que resolver algo así sin ayuda, y tú tampoco. Marte en Géminis puede usar su energía para buscar información, pedir apoyo y dar el primer paso hacia quien pueda acompañarte.',
      question: '¿A quién podrías contarle lo que te quita el sueño, aunque te cueste hacerlo?',
      action:
        'Habla hoy con una persona de confianza o con un servicio de ayuda y cuéntale, aunque sea en dos frases, lo que te está pesando.',
    },
  },
  diez: {
    image:
      'Diez espadas llenan el naipe en apretada formación, como una lluvia de hojas metálicas. En la carta tradicional, una figura yace boca abajo con diez espadas clavadas en la espalda; el cielo es negro, pero en el horizonte sobre el agua despunta un amanecer dorado.',
    upright: {
      keywords: ['final', 'tocar fondo', 'ruina', 'rendición', 'fin de ciclo'],
      meaning:
        'El Sol en Géminis, el decanato, ilumina con claridad lo que ya no tiene arreglo. «Ruina», dice su título, aunque la imagen guarda más matices. Aquí acaba el camino que empezó con el filo limpio del As: tras la noche del Nueve se agota el ciclo del aire, y lo que termina es una forma de pensar, una situación o una relación que ha llegado a su límite. Diez espadas son más de las necesarias: hay algo de exageración teatral en la imagen.\n\nEsa exageración es parte del mensaje. A veces sentimos que todo está perdido cuando lo que acaba es una etapa. El fondo tiene una ventaja: ya no se puede caer más. Y en el horizonte amanece. La figura tiene la mano en un gesto de bendición, como si aceptara el final. Rendirse ante lo inevitable puede ser el primer acto de la reconstrucción.',
      question: '¿Qué ha terminado realmente, y qué sigue vivo a pesar de todo?',
      action:
        'Túmbate en el suelo cinco minutos y deja que lo pesado se apoye en él; al levantarte, haz algo pequeño para cuidarte, como darte una ducha caliente o preparar una comida sencilla.',
    },
    reversed: {
      keywords: ['reconstrucción', 'renacer', 'aferrarse a lo acabado', 'lecciones aprendidas', 'recuperación lenta'],
      meaning:
        'Ahora la figura empieza a levantarse y las espadas caen. Es el momento posterior al golpe, cuando se recuperan las fuerzas poco a poco y se entiende lo que pasó. Cada espada que cae deja una lección: qué no volver a aceptar, qué señales atender antes.\n\nTambién puede describir la resistencia a aceptar un final evidente, como si prolongar la agonía fuera preferible a cerrar. Insistir en lo que ya acabó impide que llegue el amanecer. El Sol en Géminis, que primero mostraba la ruina, ahora ilumina las opciones que se abren. Tómate tu tiempo, pero no dejes que la herida se convierta en identidad. Se puede salir de aquí.',
      question: '¿Qué lección te ha dejado este final que no quieres olvidar?',
      action:
        'Elige una lección que te dejó una situación difícil ya pasada y aplícala hoy en una decisión, por pequeña que sea; si puedes, compártela con alguien que esté pasando por algo parecido.',
    },
  },
  sota: {
    image:
      'Un círculo de oro encierra la espada, y sobre él brilla una estrella de ocho puntas. La Sota de Smith es un joven de pie en un terreno elevado que sostiene la espada en alto, con el pelo al viento; las nubes corren y unos pájaros vuelan a lo lejos.',
    upright: {
      keywords: ['curiosidad intelectual', 'vigilancia', 'franqueza', 'aprendizaje', 'ideas frescas'],
      meaning:
        'La Sota es la parte de tierra del aire: el pensamiento que empieza a concretarse. Es la aprendiz de su corte: todavía no ha cruzado el corazón atravesado del Tres ni la noche del Nueve, y por eso aprende con hambre, pregunta todo sin miedo y observa con atención. Está alerta, como si esperara algo en el horizonte, y su espada alzada muestra disposición para defender una idea o descubrir una verdad.\n\nEsta carta favorece el estudio, la investigación y la comunicación directa. También puede anunciar noticias o mensajes que piden respuesta rápida. Su energía es joven y a veces impulsiva: dice lo que piensa sin medir del todo el efecto. Aprovecha su curiosidad y su franqueza, pero recuerda que las palabras, como las espadas, cortan en ambas direcciones.',
      question: '¿Qué te gustaría entender mejor, y por dónde podrías empezar a investigarlo hoy?',
      action:
        'Aprende durante media hora algo nuevo sobre un tema que te intriga, tomando notas a mano, y termina con una pregunta que todavía no sepas responder.',
    },
    reversed: {
      keywords: ['rumores', 'palabras precipitadas', 'espionaje', 'cinismo', 'dispersión'],
      meaning:
        'La curiosidad se vuelve indiscreción en la Sota invertida. Puede haber rumores, mensajes que se leen sin permiso, comentarios hirientes lanzados sin pensar. La vigilancia se convierte en desconfianza, y la franqueza, en sarcasmo. Hay también quien habla mucho y escucha poco, o se dispersa en mil ideas sin profundizar en ninguna.\n\nEn ti, esta posición pregunta cómo estás usando tu mente. ¿Estás buscando información para comprender o para tener munición? ¿Defiendes ideas o solo te defiendes? La energía de la Sota es valiosa, pero necesita una dirección ética. Antes de hablar, comprueba si lo que vas a decir es verdadero, necesario y amable.',
      question: '¿Qué palabras tuyas recientes podrían haber herido más de lo que pretendías?',
      action:
        'Durante el resto del día, antes de comentar algo sobre otra persona, pregúntate si es verdad, si es necesario y si es amable, y calla cuando falte alguna de las tres cosas.',
    },
  },
  caballero: {
    image:
      'Dos alas blancas flanquean la espada; encima, un arco de oro remata en una estrella pequeña. En la imagen tradicional, un caballero carga a galope tendido contra el viento, con la espada en alto; los árboles se doblan y las nubes se desgarran sobre su cabeza.',
    upright: {
      keywords: ['determinación', 'rapidez', 'ambición', 'asertividad', 'acción directa'],
      meaning:
        'El Caballero de Espadas es el aire que se lanza sin pausa. Su caballo galopa tan rápido que el viento dobla los árboles, y él no mira a los lados: tiene una idea y va tras ella. En la familia del aire, es quien pasa de las preguntas de la Sota a la acción sin haber aprendido aún la pausa de la Reina ni el juicio del Rey. Es la figura de quien defiende una causa con pasión, de quien no se detiene ante las objeciones y sabe avanzar cuando otros dudan.\n\nEsta carta aparece cuando hace falta actuar con decisión y sin rodeos. Su fuerza es la claridad de objetivos; su talento, la capacidad de cortar la indecisión ajena. Pero su velocidad tiene un precio: puede arrollar a quien piensa más despacio. Avanza, sí, pero mira de vez en cuando lo que dejas atrás.',
      question: '¿Qué meta merece que avances hacia ella con toda tu determinación, aunque no todos lo entiendan?',
      action:
        'Avanza hoy un paso directo hacia el objetivo más importante de tu semana antes de atender cualquier otra cosa, sin esperar a que las condiciones sean perfectas.',
    },
    reversed: {
      keywords: ['agresividad', 'imprudencia', 'dispersión de fuerzas', 'frustración', 'arrogancia'],
      meaning:
        'Invertido, el caballero corre sin rumbo o se estrella. La determinación se vuelve terquedad, y la claridad, arrogancia. Retrata a quien habla sin escuchar, impone su punto de vista o confunde agresividad con franqueza; también a quien empieza muchas batallas sin ganar ninguna.\n\nSi te describe a ti, quizá hable de frustración: quieres avanzar y todo se opone, y la impaciencia te hace cometer errores. O quizá estás actuando tan rápido que no ves a quién estás hiriendo. Desacelera lo justo para preguntarte si tu causa es justa y tu forma de defenderla, proporcionada. A veces el ataque más eficaz es esperar.',
      question: '¿Dónde estás confundiendo la rapidez con la eficacia, o la dureza con la honestidad?',
      action:
        'Espera treinta minutos antes de enviar un mensaje tenso o iniciar una discusión hoy, y en ese rato reescríbelo con la mitad de palabras y sin adjetivos duros.',
    },
  },
  reina: {
    image:
      'La espada se refleja en un óvalo dorado, coronado por una diadema y una luna creciente. Tradicionalmente la Reina aparece de perfil, con la espada erguida en una mano y la otra extendida; su trono lleva mariposas y, sobre las nubes, vuela un pájaro solitario.',
    upright: {
      keywords: ['lucidez', 'independencia', 'honestidad', 'discernimiento', 'límites claros'],
      meaning:
        'En la Reina de Espadas, el agua se mezcla con el aire: inteligencia que ha pasado por la experiencia y, a menudo, por el dolor. Pasó por el corazón herido del Tres y volvió con la mirada limpia: conoce la herida y no la usa como arma. No hay dureza gratuita en ella, sino una claridad que ya no necesita adornarse. Ha aprendido a ver las cosas como son y a decirlas sin rodeos, con la mano extendida hacia quien quiera escuchar.\n\nToca ejercer tu discernimiento con independencia: no dejarte llevar por las apariencias, poner límites claros y tomar decisiones basadas en lo que sabes, no en lo que te gustaría. También puede representar a una persona sabia y directa en tu vida. Su lección es que la honestidad, bien usada, es una forma de respeto.',
      question: '¿Qué verdad necesitas decir con claridad y respeto, sin suavizarla hasta hacerla desaparecer?',
      action:
        'Practica en voz alta, frente a un espejo, cómo expresar en tres frases cortas, firmes y sin excusas un límite que necesitas poner.',
    },
    reversed: {
      keywords: ['frialdad', 'amargura', 'crítica excesiva', 'aislamiento', 'rigidez'],
      meaning:
        'Al revés, la claridad se vuelve cortante. Puede haber alguien que juzga con dureza, que usa la inteligencia para herir o que se ha encerrado en la amargura después de una decepción. La mano que se extendía se retira, y el pájaro solitario ya no es libertad sino aislamiento.\n\nCuando esa Reina invertida habla de ti, puede que hayas endurecido tus opiniones para no volver a sentir dolor, o que la exigencia hacia los demás, y hacia ti, haya perdido la compasión. Las mariposas de su trono recuerdan la transformación: la Reina puede recuperar su lucidez sin perder la ternura. Pregúntate si tu juicio está al servicio de la verdad o de tu protección.',
      question: '¿Qué herida del pasado está afilando demasiado tus juicios sobre otras personas?',
      action:
        'Cuando hoy vayas a criticar a alguien, o a ti, conserva la verdad de la crítica pero añádele una frase de comprensión, y observa cómo cambia la respuesta.',
    },
  },
  rey: {
    image:
      'La espada descansa sobre un trono azul noche, bajo una corona alta con un orbe violeta. En la carta tradicional, el Rey está sentado de frente con la espada erguida y levemente inclinada; en el respaldo de su trono hay mariposas y, al fondo, árboles y nubes.',
    upright: {
      keywords: ['autoridad', 'razonamiento', 'justicia', 'ética', 'criterio'],
      meaning:
        'El Rey de Espadas es el aire gobernado por la ley. Mira de frente, sin perfil ni evasiva, y sostiene la espada con la firmeza de quien debe decidir sobre asuntos importantes. En su corte es quien tiene la última palabra: lo que la Sota pregunta y el Caballero defiende a galope, él lo pesa antes de decidir. Es la figura del juez, del profesional experto, de quien razona con rigor y no se deja arrastrar por las emociones del momento.\n\nSe te pide aquí ejercer tu criterio con imparcialidad. Quizá tengas que tomar una decisión difícil, emitir un juicio o asumir una responsabilidad intelectual. Escucha todos los argumentos, busca los hechos y decide con ética. Su autoridad no viene de la fuerza sino de la coherencia. Una decisión justa no siempre es cómoda, pero se sostiene en el tiempo.',
      question: '¿Qué decisión necesita de ti más razonamiento y menos reacción emocional?',
      action:
        'Toma una decisión pendiente tras escribir, en quince minutos, los hechos, los argumentos a favor y en contra, y el principio ético que quieres respetar.',
    },
    reversed: {
      keywords: ['manipulación', 'abuso de poder', 'crueldad', 'intelecto frío', 'injusticia'],
      meaning:
        'Este Rey usa la espada para dominar cuando aparece invertido. La razón se convierte en herramienta de control, los argumentos, en trampas, y la autoridad, en abuso. Así actúa quien manipula con palabras, se sirve de su posición para imponer o juzga sin compasión.\n\nAplicada a tu propia conducta, la carta apunta a una racionalidad que ha perdido contacto con los sentimientos, propios y ajenos. O la tentación de usar tu inteligencia para ganar en lugar de para comprender. La verdadera autoridad del aire es servir a la justicia, no a la vanidad intelectual. Revisa si tus decisiones recientes han sido justas con todas las partes, incluidas las que no tenían voz.',
      question: '¿Dónde estás usando la razón para controlar en lugar de para comprender?',
      action:
        'Pregunta hoy a una persona afectada por una decisión reciente tuya cómo la vivió, y escucha la respuesta sin justificarte.',
    },
  },
};
