import type { CardText, Rank } from '../types.ts';

// Copas, the suit of water: feelings, bonds, intuition and imagination. Pips follow the Golden Dawn decans
// (Cáncer, Escorpio, Piscis); the courts follow the personalities of the Rider–Waite–Smith figures.

export const COPAS: Record<Rank, CardText> = {
  as: {
    image:
      'Una única copa azul y dorada llena el centro, rodeada por un halo de rayos finos. Según la iconografía de Rider–Waite–Smith, una mano sale de una nube con un cáliz del que brotan cinco chorros; una paloma baja con una hostia y, abajo, flotan nenúfares sobre un estanque.',
    upright: {
      keywords: ['amor naciente', 'apertura', 'compasión', 'gracia', 'sensibilidad'],
      meaning:
        'El As es la raíz del agua: la emoción en su estado más puro, antes de tener nombre o destinatario. De este manantial bebe todo el palo, y el encuentro del Dos, la pérdida del Cinco y el hogar del Diez son la misma agua servida en otras copas. Los cinco chorros que rebosan del cáliz hablan de un afecto que no cabe en un solo recipiente y pide repartirse. Puede anunciar un amor que empieza, una reconciliación, una ola de compasión o esa inspiración que te hace sentir parte de algo mayor que tu propia historia.\n\nLa paloma recuerda que este don no se fabrica a fuerza de voluntad: se recibe. Lo que te corresponde es ofrecer un cuenco limpio y no apresurarte a decidir hacia dónde irá el agua. Si algo te conmueve en estas horas, permite que lo haga. Esa blandura no te resta firmeza; riega lo que estaba seco.',
      question: '¿Qué sentimiento está pidiendo espacio en ti, aunque todavía no sepas adónde te llevará?',
      action:
        'Escribe a mano una nota breve de cariño o de gratitud para alguien concreto y entrégasela o envíasela antes de que acabe el día.',
    },
    reversed: {
      keywords: ['sequía afectiva', 'contención', 'desborde', 'vacío interior', 'autocuidado'],
      meaning:
        'Con la copa vuelta hacia abajo, el agua cae sin que nadie la beba. A veces esto describe un corazón que se ha cerrado después de una herida y raciona lo que siente; otras, lo contrario: emociones vertidas en todas direcciones que dejan la sensación de haber dado mucho sin haber llegado a nadie. En ambos casos el manantial sigue vivo, pero el cauce se ha roto.\n\nAntes de buscar afecto fuera, mira el recipiente. Puede haber cansancio acumulado, miedo a depender o un duelo que nadie atendió. Toca llenar tu propia copa con gestos pequeños y fiables: descanso, una compañía que no exige, un rato de silencio. El amor que se ofrece desde la sequía termina pareciéndose a una deuda.',
      question: '¿Dónde estás dando desde un pozo vacío, y qué necesitarías recibir para volver a llenarlo?',
      action:
        'Llena tu copa de verdad: prepárate una bebida caliente y tómatela despacio en un sitio cómodo, sin pantallas, durante media hora que nadie pueda interrumpir.',
    },
  },
  dos: {
    image:
      'Dos copas, una sobre otra en vertical, como un cáliz que se refleja. En la escena tradicional, dos jóvenes se miran y cruzan sus copas; entre ambos se alza un caduceo coronado por una cabeza de león con alas.',
    upright: {
      keywords: ['vínculo', 'reciprocidad', 'atracción', 'alianza', 'reconocimiento mutuo'],
      meaning:
        'El Dos de Copas corresponde a Venus en Cáncer: el afecto que busca refugio y lo ofrece a la vez. El agua que brotaba sin destino en el As encuentra aquí su primer cauce: el instante en que dos personas se miran sin máscara. Puede tratarse de un romance, pero también de una amistad que se sella, un socio de confianza o una reconciliación en la que cada parte da un paso hacia el centro.\n\nEl caduceo entre las dos figuras sugiere que este encuentro tiene algo de sanador: dos energías distintas se equilibran en lugar de competir. La pasión del león alado está presente, aunque contenida por el respeto. La carta no promete fusión, sino una reciprocidad en la que cada cual conserva su copa y elige compartirla.',
      question: '¿Con quién te sientes hoy en condiciones de igualdad, y cómo podrías cuidar ese equilibrio?',
      action:
        'Pregúntale hoy a una persona cercana, en una conversación de quince minutos sin pantallas, algo sobre su vida que nunca le hayas preguntado.',
    },
    reversed: {
      keywords: ['desencuentro', 'desequilibrio', 'malentendido', 'distancia', 'idealización'],
      meaning:
        'Las dos copas ya no se cruzan a la misma altura cuando la carta sale invertida. Una parte ofrece más de lo que recibe, o ambas hablan sin escucharse. También puede indicar que has puesto en alguien una imagen tan ideal que la persona real no logra alcanzarla, y la decepción se filtra en los gestos pequeños.\n\nNo es forzosamente el final del vínculo. Venus en el signo del cangrejo sabe retirarse a su caparazón cuando se siente herida, y a veces esa retirada es lo que está ocurriendo: alguien se protege en vez de hablar. Reparar empieza por nombrar la asimetría sin convertirla en acusación, y por preguntarte si quieres de verdad a esta persona o a lo que esperabas de ella.',
      question: '¿Qué parte de esta relación estás sosteniendo en silencio, y qué pasaría si la dijeras en voz alta?',
      action:
        'Redacta en un papel, en primera persona y sin reproches, una frase que exprese lo que necesitas de una relación desigual; decide después si la compartes.',
    },
  },
  tres: {
    image:
      'Tres copas se apilan en una columna vertical. La escena clásica muestra a tres mujeres que bailan en corro y alzan sus cálices; a sus pies hay calabazas, uvas y flores de una cosecha recién recogida.',
    upright: {
      keywords: ['amistad', 'celebración', 'comunidad', 'gratitud compartida', 'alegría'],
      meaning:
        'En el camino de Copas, que va del primer sorbo del As a la casa llena del Diez, el Tres es la primera fiesta: la emoción que ya no cabe en la pareja del Dos y se abre al grupo. Su decanato, Mercurio en Cáncer, pone palabras y risas alrededor de la mesa familiar o de la tribu elegida. La carta celebra la amistad que sostiene, las conversaciones que curan y los rituales con los que las personas se dicen que se importan.\n\nLas tres figuras no bailan para un público; bailan entre ellas, y eso es lo que vale. Ahora tu red de afectos es un recurso real. Apóyate en ella, comparte una buena noticia, acepta que te cuiden. La abundancia de la cosecha se disfruta mejor cuando alguien más la prueba.',
      question: '¿Quiénes forman hoy tu círculo de verdad, y cuándo fue la última vez que se lo agradeciste?',
      action:
        'Reúne hoy a dos amistades, en persona o en una videollamada breve, para recordar un momento compartido que les haga reír, sin otro propósito que ese.',
    },
    reversed: {
      keywords: ['exceso', 'chisme', 'exclusión', 'superficialidad', 'triángulo'],
      meaning:
        'La fiesta sigue, pero algo se ha torcido. Puede que el grupo gire en torno al comentario sobre quien no está, o que la diversión se haya vuelto un modo de no sentir nada incómodo. A veces aparece un tercero que desequilibra una amistad o una pareja, y la complicidad de antes se llena de sobreentendidos.\n\nEl Mercurio de este decanato, tan hábil con las palabras, también puede usarlas para excluir. Observa si estás en un círculo donde te sientes de sobra, o si eres tú quien deja a alguien fuera sin darte cuenta. Cuidar la comunidad incluye elegir con quién pasas el tiempo y poner un límite amable a las reuniones de las que vuelves con menos de lo que llevabas.',
      question: '¿Qué reunión o grupo te deja una sensación amarga, y qué parte de ella depende de ti?',
      action:
        'Cancela con amabilidad uno de tus compromisos sociales de esta semana, aquel al que irías solo por obligación, explicando lo justo.',
    },
  },
  cuatro: {
    image:
      'Cuatro copas forman un cuadrado sereno, dos arriba y dos abajo. En la imagen de Pamela Colman Smith, un joven se sienta bajo un árbol con los brazos cruzados; mira tres copas en la hierba y no repara en la cuarta que una mano le ofrece desde una nube.',
    upright: {
      keywords: ['apatía', 'introspección', 'hastío', 'meditación', 'oportunidad inadvertida'],
      meaning:
        'Tras el baile del Tres, el agua del palo se detiene: el cuatro da estructura, y aquí la estructura se vuelve estanque. Su decanato es la Luna en Cáncer, el satélite en su propio signo: sensibilidad máxima que, cansada de sentir, se repliega. La carta describe esa saciedad rara en la que nada de lo que hay delante parece bastar. No hay tragedia, solo una desgana que convierte lo valioso en paisaje.\n\nEste retiro puede ser fértil. El joven bajo el árbol recuerda a quien medita, y a veces hace falta apartarse para saber qué se desea. El riesgo está en quedarse con los brazos cruzados por costumbre. La mano que sale de la nube no insiste; solo ofrece. Levantar la vista ya es un modo de contestar.',
      question: '¿Qué estás dando por sentado que, mirado con ojos nuevos, podría volver a importarte?',
      action:
        'Camina diez minutos por un lugar que recorres a diario y busca tres cosas buenas que normalmente pasarías por alto; detente un momento ante cada una.',
    },
    reversed: {
      keywords: ['despertar', 'reconexión', 'curiosidad', 'aceptación', 'salida del letargo'],
      meaning:
        'Invertido, el joven descruza los brazos. Algo ha atravesado la apatía: una conversación, una noticia, o simplemente el agotamiento del propio hastío. Quien estaba en retiro se da cuenta de que ha estado rechazando por sistema y decide aceptar, aunque sea con prudencia, lo que se le tiende.\n\nEsta posición también puede hablar de un retiro interior que ha cumplido su función. Has pasado tiempo hacia dentro y ahora vuelves con más claridad sobre lo que quieres. No hace falta lanzarte a todo; basta con responder a una sola invitación con un sí sincero. La Luna, que crece y mengua, enseña que los ciclos de repliegue terminan para dar paso a otra marea.',
      question: '¿A qué invitación reciente dijiste que no por inercia, y qué cambiaría si ahora dijeras que sí?',
      action:
        'Acepta hoy una propuesta pequeña que por costumbre rechazarías, aunque solo le dediques media hora.',
    },
  },
  cinco: {
    image:
      'Cinco copas dibujan un quincunce: cuatro en las esquinas y una en el centro. En la escena tradicional, una figura con capa negra llora ante tres copas derramadas; a su espalda quedan dos en pie, y al fondo un puente cruza el río hacia una casa.',
    upright: {
      keywords: ['pérdida', 'duelo', 'decepción', 'arrepentimiento', 'tristeza'],
      meaning:
        'A mitad del camino de Copas, después del estanque del Cuatro, llega la primera pérdida de verdad. Todo cinco quiebra un equilibrio, y en este palo lo que se quiebra es un cáliz lleno. Marte en Escorpio, el decanato de esta carta, da a la pena una intensidad que no admite consuelos rápidos: algo que amabas se ha derramado y lo sientes hasta el fondo. Puede ser una relación, un plan, una versión de ti que ya no existe.\n\nLa carta no pide que sonrías. Pide que llores lo que toca llorar, porque el duelo no atendido se enquista. Al mismo tiempo, la imagen guarda un dato discreto: dos copas siguen de pie detrás de la figura. No las ve todavía, y está bien. Saber que existen basta por ahora para que el dolor no se convierta en la única verdad.',
      question: '¿Qué pérdida necesitas reconocer con honestidad antes de poder mirar lo que aún permanece?',
      action:
        'Sostén diez minutos entre las manos un objeto que te recuerde lo que perdiste, dejando que la pena esté; después date la vuelta y toca dos cosas de tu casa que siguen contigo.',
    },
    reversed: {
      keywords: ['consuelo', 'perdón', 'integración', 'regreso', 'esperanza prudente'],
      meaning:
        'Del revés, la figura empieza a girarse. La pena no ha desaparecido, pero ya no ocupa todo el horizonte, y las dos copas que quedaban aparecen en su campo de visión. Es el tramo del duelo en que se puede hablar de lo perdido sin que la voz se quiebre en cada frase, y en que surge la posibilidad de perdonar, a otra persona o a ti.\n\nEl puente del fondo se vuelve transitable. Cruzarlo no significa olvidar, sino llevar lo vivido a la casa y darle un lugar. Marte en Escorpio, que antes intensificaba la herida, ahora aporta el valor de volver a apostar por el afecto. Avanza a tu ritmo; la prisa por estar bien puede reabrir lo que está cerrando.',
      question: '¿Qué sigue en pie en tu vida que merece hoy un poco de la atención que le diste a la pérdida?',
      action:
        'Haz un gesto concreto hacia alguien o algo que permanece contigo: una llamada, una visita corta o un cuidado que llevabas tiempo posponiendo.',
    },
  },
  seis: {
    image:
      'Seis copas en dos columnas de tres, ordenadas como macetas en un alféizar. En la escena clásica, en el patio de un pueblo antiguo, un niño ofrece a una niña una copa llena de flores blancas de cinco pétalos.',
    upright: {
      keywords: ['nostalgia', 'inocencia', 'bondad', 'infancia', 'reencuentro'],
      meaning:
        'Tras las copas derramadas del Cinco, el palo vuelve la vista atrás: el seis restaura la armonía bebiendo de la fuente más antigua, la memoria. El Sol en Escorpio, decanato de la carta, ilumina lo que estaba enterrado: recuerdos, raíces, personas de otro tiempo que reaparecen. Hay aquí una dulzura sin cálculo, la de quien da una flor porque sí.\n\nLa carta te invita a conectar con la parte de ti que aún sabe jugar y confiar. Quizá alguien del pasado vuelve, o un lugar familiar te devuelve una sensación de hogar. También habla de la generosidad simple entre personas, sin intercambio ni contabilidad. El pasado aparece aquí como fuente, no como refugio: se bebe de él para volver al presente con el corazón más limpio.',
      question: '¿Qué recuerdo de tu infancia guarda una cualidad que hoy te vendría bien recuperar?',
      action:
        'Juega durante un rato a algo que te encantaba en tu infancia, como dibujar, cantar o armar algo con las manos, sin buscar ningún resultado.',
    },
    reversed: {
      keywords: ['idealización del pasado', 'estancamiento', 'inmadurez', 'melancolía', 'desarraigo'],
      meaning:
        'La escena del patio, vista al revés, se vuelve una postal que se contempla demasiado. El pasado, embellecido por la distancia, se convierte en vara de medir contra la que el presente siempre pierde. Puede ser la nostalgia de una relación que en su momento no fue tan buena, o la resistencia a asumir responsabilidades adultas porque la infancia parecía más segura.\n\nOtra lectura apunta a lo contrario: una ruptura con las raíces, una historia familiar que preferirías no mirar. El Sol en Escorpio no deja que lo enterrado permanezca oculto para siempre. Sea cual sea tu caso, la tarea es la misma: tomar del ayer lo que te nutre, soltar lo que solo te encierra y habitar la edad que tienes.',
      question: '¿Qué época de tu vida idealizas, y qué estás evitando en el presente al volver a ella?',
      action:
        'Mira las fotos de una época que idealizas y busca en ellas lo que el recuerdo había borrado, lo incómodo o lo triste; después dedica ese mismo tiempo a algo de tu presente.',
    },
  },
  siete: {
    image:
      'Siete copas se reparten en dos columnas con una más alta en medio, como vitrinas de un escaparate. En la imagen tradicional, una silueta oscura contempla siete cálices entre nubes: una cabeza, una figura velada, una serpiente, un castillo, joyas, una corona de laurel y un dragón.',
    upright: {
      keywords: ['ilusión', 'fantasía', 'opciones', 'deseo', 'imaginación'],
      meaning:
        'Con la memoria del Seis a salvo, el agua empieza a soñar hacia delante: los sietes ponen a prueba lo conseguido, y aquí la prueba es la imaginación. Le corresponde Venus en Escorpio, que intensifica el deseo hasta volverlo casi hipnótico: cada copa promete algo y todas brillan a la vez. La Golden Dawn llamó a esta carta «éxito ilusorio», y no por casualidad. Hay demasiadas posibilidades y ninguna tiene todavía suelo.\n\nNo todo es engaño. La fantasía es materia prima del arte y de los proyectos futuros; sin sueños, nada se construye. El problema aparece cuando se confunde soñar con elegir. La figura velada en el centro guarda la pregunta más honda: qué quieres de verdad cuando quitas el brillo. Separa lo que deseas de lo que solo te deslumbra, y empieza por lo que tenga un primer paso posible.',
      question: 'Si solo pudieras quedarte con una de las opciones que barajas, ¿cuál elegirías y por qué?',
      action:
        'Coloca sobre la mesa un objeto por cada opción que barajas, como copas en fila; retira los que no tengan un primer paso posible y da hoy ese paso por el que quede.',
    },
    reversed: {
      keywords: ['claridad', 'decisión', 'desengaño', 'realismo', 'foco'],
      meaning:
        'Las nubes se disipan en esta posición y se ve qué copas estaban vacías. Puede ser un momento de desencanto, porque una promesa resulta humo, pero también de alivio: por fin sabes qué no quieres. La claridad que llega aquí no es fría; es la de quien ha dejado de negociar consigo y reconoce lo que importa.\n\nTambién puede señalar la elección hecha tras mucho titubeo. Al decidir, las demás opciones pierden su poder de distracción y la energía se concentra. Venus en Escorpio, libre del espejismo, se vuelve lealtad a un deseo único. Atención solo a un riesgo: no sustituyas una fantasía por otra recién estrenada. Comprueba que lo elegido resiste el contacto con los días corrientes.',
      question: '¿Qué espejismo acabas de reconocer, y qué espacio te deja libre ahora que lo ves?',
      action:
        'Borra, archiva o regala hoy algo que guardabas para un proyecto que sabes que no harás, y observa qué espacio queda libre, en el cajón y en la cabeza.',
    },
  },
  ocho: {
    image:
      'Ocho copas forman un pequeño muro: columnas a los lados y dos en el eje. En la escena clásica, bajo una luna que eclipsa al sol, una figura con bastón se aleja hacia las montañas y deja atrás ocho copas apiladas con un hueco entre ellas.',
    upright: {
      keywords: ['partida', 'búsqueda', 'desapego', 'sentido', 'renuncia'],
      meaning:
        'Después de elegir entre los espejismos del Siete, el camino del agua pide un desprendimiento: el ocho trae movimiento, y aquí ese movimiento es una retirada deliberada. Saturno en Piscis, el decanato, une la seriedad del tiempo con la nostalgia de lo infinito: aquello que parecía bastar ya no sacia. Las copas están bien ordenadas, nada se ha roto; sin embargo, el hueco en la pila delata que falta algo esencial.\n\nNo es una huida. Quien se marcha aquí lo hace con calma, de noche, con el bastón del peregrino, porque ha entendido que seguir sería traicionarse. La carta reconoce el dolor de dejar lo construido y también la necesidad de hacerlo. A veces basta con apartarse interiormente de un papel, una costumbre o una meta que ya no tiene alma.',
      question: '¿Qué sigues sosteniendo solo porque ya invertiste mucho en ello, aunque no te llene?',
      action:
        'Da un paseo largo sin destino fijo y, en algún punto del camino, pregúntate qué te falta en una situación que ya no te satisface y qué buscarías si tuvieras permiso para irte; no decidas nada todavía.',
    },
    reversed: {
      keywords: ['indecisión', 'apego', 'miedo al cambio', 'huida', 'regreso'],
      meaning:
        'Invertida, la figura se queda a medio camino: vuelve la cabeza, da dos pasos, regresa. Puede que sepas que algo terminó y no encuentres fuerzas para dejarlo, o que te marches de todo una y otra vez sin detenerte a preguntar qué buscas. Ambas conductas nacen de la misma niebla pisciana, donde el miedo se disfraza de prudencia o de libertad.\n\nEsta posición también puede indicar que aún no era el momento de irte, y que quedarte un tiempo más y reparar el hueco de la pila es lo sensato. Saturno pide estructura: define qué falta, pon un plazo para revisarlo y decide con información, no con ansiedad. Lo que elijas tendrá más valor si nace de la lucidez y no del cansancio.',
      question: '¿Te estás quedando por amor o por miedo, y te irías por búsqueda o por huida?',
      action:
        'Antes de cambiar nada, anota lo que esperas encontrar si te vas y comprueba si parte de eso podría buscarse sin marcharte; ponle fecha a revisar la decisión.',
    },
  },
  nueve: {
    image:
      'Nueve copas en tres filas de tres, una cuadrícula llena y simétrica. La escena tradicional muestra a un hombre de mejillas rosadas, sentado con los brazos cruzados, satisfecho ante un arco de nueve copas sobre una repisa cubierta con tela azul.',
    upright: {
      keywords: ['satisfacción', 'deseo cumplido', 'disfrute', 'bienestar', 'placer sencillo'],
      meaning:
        'Con el nueve, el agua llega casi a su culminación y se vuelve contento: tras la partida del Ocho, se cumple el deseo de una sola persona, a un paso de la alegría compartida del Diez. Júpiter en Piscis, que rige este decanato, es una combinación generosa: expansión, benevolencia y gusto por los placeres sensibles. La tradición la llama la carta de los deseos, porque señala lo que se cumple y puede disfrutarse sin culpa.\n\nEl personaje no necesita hacer nada más; se sienta y aprecia. Esa es la enseñanza: saber detenerte cuando algo está bien, sin correr hacia lo siguiente. Hay quien lee cierta autosatisfacción en su postura, y es un matiz justo. Por eso la alegría de esta carta madura cuando se comparte o cuando se saborea con gratitud, no cuando se exhibe.',
      question: '¿Qué deseo tuyo se ha cumplido ya y todavía no te has permitido disfrutar del todo?',
      action:
        'Saborea durante al menos veinte minutos algo que te dé placer, como una comida, una música o un rato al sol, con toda tu atención puesta en ello.',
    },
    reversed: {
      keywords: ['complacencia', 'indulgencia', 'insatisfacción', 'vanidad', 'hambre insaciable'],
      meaning:
        'Aquí la repisa llena no basta. Puede tratarse de una insatisfacción persistente que convierte cada logro en un peldaño hacia el siguiente, o de un exceso de comodidad que adormece. Júpiter amplifica, y en el lado sombrío de Piscis amplifica también la búsqueda de consuelo en comida, compras, pantallas o cualquier cosa que llene sin nutrir.\n\nOtra lectura señala la diferencia entre lo que querías y lo que obtuviste: el deseo se cumplió, pero no trajo lo que prometía. Esto no es un fracaso; es información. Pregúntate qué necesidad había debajo de ese deseo. Quizá no era el objeto, sino reconocimiento, calma o compañía, y eso se puede buscar por un camino más directo.',
      question: '¿Qué estás intentando saciar con algo que nunca termina de llenarte?',
      action:
        'Durante una hora, abstente de tu consuelo automático, sea comer sin hambre, comprar o pasar pantallas en el teléfono, y cada vez que llegue el impulso respira hondo y pregúntate qué necesitas en realidad.',
    },
  },
  diez: {
    image:
      'Diez copas se distribuyen en dos columnas con dos en el eje, como un arco completo. La versión tradicional pinta a una pareja abrazada que alza los brazos hacia un arcoíris de diez copas, con dos niños que bailan y una casa junto al río.',
    upright: {
      keywords: ['armonía familiar', 'plenitud', 'hogar', 'paz', 'pertenencia'],
      meaning:
        'El diez cierra el ciclo del palo y lo entrega completo: el agua que brotó sola en el As, se cruzó en el Dos y bailó en el Tres alcanza aquí su forma más amplia, una casa entera bajo el arcoíris. En el agua, esa plenitud es la paz del hogar, la sensación de pertenecer a un lugar y a unas personas. El decanato es Marte en Piscis, un Marte que se disuelve en el océano y pone su fuerza al servicio de proteger lo amado en lugar de conquistar.\n\nEl arcoíris es una promesa después de la tormenta, no un decorado. La carta habla de una felicidad que no depende de la suerte, sino de vínculos cultivados durante años. La familia puede ser de sangre o elegida, y el hogar, una casa o una comunidad. Lo que importa es que puedas descansar en ella y sentir que tu presencia es bienvenida tal como eres.',
      question: '¿Dónde sientes que perteneces, y qué haces para que otras personas sientan lo mismo a tu lado?',
      action:
        'Prepara un momento de encuentro con las personas de tu casa o tu círculo más cercano, como una cena sin pantallas o una llamada larga, y dedícalo a escucharlas.',
    },
    reversed: {
      keywords: ['tensión doméstica', 'fachada', 'desconexión', 'expectativas familiares', 'desarmonía'],
      meaning:
        'Invertida, el arcoíris parece pintado sobre un muro. Puede haber un hogar que por fuera luce bien y por dentro guarda silencios, o la presión de encajar en un modelo de familia que no se parece a la tuya. Marte en Piscis, cuando se tuerce, lleva la agresividad a terrenos difusos: resentimientos que no se dicen, sacrificios que luego se cobran.\n\nRevisa qué significa para ti la palabra hogar, al margen de lo que te enseñaron. Quizá toca poner distancia sana de cierta dinámica familiar, o reconocer que la armonía perfecta no existe y que los conflictos dichos con cuidado unen más que las sonrisas forzadas. La pertenencia auténtica admite desacuerdo.',
      question: '¿Qué imagen de familia o de hogar te exige sostener una sonrisa que no sientes?',
      action:
        'Busca hoy un momento tranquilo para una conversación pendiente en tu casa o con tu familia, y ábrela con una frase amable y honesta que hayas pensado antes.',
    },
  },
  sota: {
    image:
      'Una copa dentro de un medallión dorado, con una estrella de ocho puntas que se alza encima. En la escena clásica, un joven con túnica de flores sostiene una copa de la que asoma un pez y lo mira con curiosidad, de pie junto al mar.',
    upright: {
      keywords: ['sensibilidad', 'mensaje afectivo', 'creatividad incipiente', 'asombro', 'intuición'],
      meaning:
        'Las Sotas son la parte de tierra de cada elemento: la emoción que empieza a tomar forma concreta. La Sota de Copas es quien se sorprende ante lo que siente y no lo esconde: entre las personas del palo es la más joven, la que aún no ha pasado por la pérdida del Cinco y por eso se asombra de todo. El pez que sale de la copa es una imagen del inconsciente que asoma de forma inesperada: una corazonada, un sueño vívido, una idea creativa que parece llegar de ninguna parte.\n\nAcoge esos mensajes con la ligereza de quien juega. No hace falta interpretarlo todo ni convertirlo en proyecto; basta con atender. También puede anunciar una noticia afectiva, una invitación o alguien joven de corazón que trae ternura. Su lección es la apertura sin defensas: dejarse tocar por lo extraño y responder con curiosidad en lugar de juicio.',
      question: '¿Qué imagen, sueño o corazonada reciente te ha sorprendido y merece que le prestes atención?',
      action:
        'Dibuja durante quince minutos, o cuéntale a alguien, un sueño o una imagen que te ronde, sin preocuparte por la calidad ni por lo que signifique.',
    },
    reversed: {
      keywords: ['inmadurez emocional', 'susceptibilidad', 'bloqueo creativo', 'capricho', 'evasión'],
      meaning:
        'En posición invertida, esta Sota se vuelve hipersensible: cualquier comentario se lee como rechazo y cualquier deseo exige satisfacción inmediata. Puede describir una etapa en la que reaccionas desde una herida antigua, como si tuvieras menos años de los que tienes, o a alguien cercano que actúa así y te arrastra a su marea.\n\nEn el terreno creativo, señala ideas que se abandonan en cuanto dejan de ser emocionantes, o la vergüenza de mostrar algo por miedo a que no guste. El pez vuelve al fondo y la copa queda vacía. La tarea consiste en dar a lo que sientes un cauce adulto: nombrarlo, tomarte un tiempo y responder después, en lugar de dejar que la primera ola decida.',
      question: '¿Qué reacción reciente tuya vino de una herida antigua más que de lo que estaba pasando?',
      action:
        'La próxima vez que algo te hiera hoy, espera diez minutos antes de responder: ve a por un vaso de agua, bébelo despacio y pregúntate qué sientes y qué necesitas.',
    },
  },
  caballero: {
    image:
      'Una copa sostenida entre dos alas, bajo un arco dorado y una pequeña estrella. Tradicionalmente, un caballero de armadura avanza despacio en un caballo blanco y ofrece una copa; lleva alas en el yelmo y en los talones, y cerca corre un río.',
    upright: {
      keywords: ['romanticismo', 'propuesta', 'idealismo', 'gracia', 'invitación'],
      meaning:
        'Los Caballeros son el elemento en movimiento, y este lleva el agua en procesión, sin prisa. A diferencia de otros jinetes, no carga: ofrece. Mensajero de su familia, lleva la copa desde el asombro de la Sota hasta la hondura de la Reina. Es la persona que llega con una propuesta afectiva o artística, que sigue su corazón y se mueve por belleza antes que por conveniencia. Las alas de su yelmo hablan de imaginación, de la capacidad de ver más allá de lo práctico.\n\nCuando aparece, algo se acerca a tu vida con una copa en la mano: una invitación, una declaración, una oportunidad de crear. También puede pedirte que seas tú quien la ofrezca. Su virtud es la delicadeza; su enseñanza, que los sentimientos también necesitan gestos, no solo estados de ánimo.',
      question: '¿Qué propuesta de corazón llevas tiempo queriendo hacer, y qué forma concreta podría tomar?',
      action:
        'Invita hoy a alguien a compartir un paseo, un café o una obra tuya, con palabras que muestren lo que te importa.',
    },
    reversed: {
      keywords: ['seducción vacía', 'inconstancia', 'ensoñación', 'decepción', 'promesas incumplidas'],
      meaning:
        'El jinete invertido habla bonito y no llega. Puede ser alguien que seduce con palabras y desaparece cuando hace falta presencia, o tu propia tendencia a enamorarte de la idea de algo y perder interés cuando aparece la realidad. El idealismo, sin tierra, se vuelve huida hacia la siguiente fantasía.\n\nEsta posición también alerta sobre la manipulación emocional: la dulzura que se usa para conseguir algo. Observa si detrás de un gesto romántico hay consistencia o solo escenografía. En lo creativo, señala proyectos que se anuncian con entusiasmo y nunca se terminan. El antídoto es modesto: cumplir una promesa pequeña antes de hacer otra grande.',
      question: '¿Qué promesa, tuya o ajena, se sostiene más en las palabras que en los hechos?',
      action:
        'Cumple hoy una promesa pequeña que hiciste y se quedó en palabras, o llama a esa persona para renegociarla con honestidad.',
    },
  },
  reina: {
    image:
      'Una copa enmarcada en un espejo ovalado, bajo una corona con una luna creciente. La escena clásica sienta a la Reina al borde del mar, absorta en una copa cerrada y labrada con ángeles; su trono muestra pequeñas ondinas y el agua le moja los pies.',
    upright: {
      keywords: ['empatía', 'intuición profunda', 'contención', 'cuidado', 'receptividad'],
      meaning:
        'La Reina es el agua del agua: sensibilidad en estado maduro. De toda la gente de Copas, ella es quien ha recorrido el camino entero, del primer sorbo del As a las copas derramadas del Cinco, y conoce cada tramo por dentro. No se pierde en lo que siente; lo contempla, lo sostiene y lo entiende. Su copa es la única cerrada de todo el mazo, y eso dice mucho: guarda lo que percibe y no lo derrama sobre los demás. Por eso puede acompañar el dolor ajeno sin ahogarse en él.\n\nSi hoy aparece, te pide confiar en lo que intuyes y escuchar con todo el cuerpo. Puede representar a una persona compasiva en tu vida, o el momento de encarnar esa cualidad tú. Su fuerza está en la presencia: quedarse con alguien en silencio, leer lo que no se dice, ofrecer un regazo. Cuida, eso sí, de incluirte entre los seres a quienes cuidas.',
      question: '¿Qué sabes por intuición sobre una situación, aunque todavía no puedas explicarlo con argumentos?',
      action:
        'Acompaña hoy a alguien durante veinte minutos con escucha plena, sin aconsejar ni corregir, y al final pregúntale qué necesita.',
    },
    reversed: {
      keywords: ['desbordamiento', 'dependencia', 'martirio', 'confusión', 'límites difusos'],
      meaning:
        'Cuando sale del revés, la Reina deja de distinguir entre su agua y la de otras personas. Absorbe estados de ánimo ajenos, carga problemas que no le corresponden y acaba en un cansancio que nadie ve. Puede tratarse de ti o de alguien cercano que cuida en exceso y luego reclama, o que usa la sensibilidad como forma de control.\n\nTambién puede hablar de perderse en ensoñaciones y dejar de actuar. La copa cerrada se abre y lo que guardaba lo inunda todo. La sanación pasa por los límites: reconocer qué emoción es tuya, devolver lo que no lo es y aceptar que no se puede salvar a nadie de su propia marea. Poner orillas al mar no lo hace menos inmenso.',
      question: '¿Qué emoción que llevas encima pertenece en realidad a otra persona?',
      action:
        'Antes de responder a la próxima petición de ayuda, tómate cinco minutos para decidir si puedes y quieres darla; si no, di que no con amabilidad.',
    },
  },
  rey: {
    image:
      'Una copa sobre un trono oscuro, bajo una corona alta con un pequeño orbe. En la escena tradicional, el Rey sostiene copa y cetro en un trono que flota sobre un mar agitado; lleva un pez colgado al cuello, y a los lados saltan un pez y navega un barco.',
    upright: {
      keywords: ['serenidad', 'madurez emocional', 'diplomacia', 'sabiduría', 'consejo'],
      meaning:
        'El Rey gobierna el agua sin dejar de sentirla. Ha atravesado todas las mareas del palo, el duelo del Cinco incluido, y sabe ya que ninguna dura para siempre. Su trono flota sobre olas agitadas y él permanece sereno: no porque no le afecte, sino porque ha aprendido a navegar. Es la figura de quien escucha antes de decidir, de quien contiene su reacción para dar una respuesta justa, del consejero o terapeuta capaz de serenar una habitación con su presencia.\n\nEl pez en su cuello recuerda que lleva consigo el mundo interior, aunque actúe en el exterior. Ejerce esa autoridad amable: mantener la calma en un conflicto, mediar, ofrecer perspectiva. La madurez emocional no es frialdad; es la capacidad de sentirlo todo y elegir qué hacer con ello.',
      question: '¿En qué situación te ayudaría responder desde la calma y no desde la primera reacción?',
      action:
        'Respira despacio durante tres minutos, con los pies en el suelo, antes de una conversación difícil de hoy, y elige la respuesta que te gustaría dar en lugar de la que te sale sola.',
    },
    reversed: {
      keywords: ['represión', 'frialdad', 'manipulación', 'volatilidad', 'anestesia afectiva'],
      meaning:
        'Del revés, el Rey controla el agua a costa de secarla. Puede ser alguien que reprime lo que siente hasta que estalla, o que usa su conocimiento de las emociones ajenas para influir en lugar de acompañar. La calma de la superficie esconde corrientes que tarde o temprano suben.\n\nOtra lectura describe la huida hacia el trabajo, el alcohol o cualquier ocupación que evite quedarse a solas con lo que se siente. El barco del fondo se aleja y el pez salta fuera del agua. La carta invertida pide honestidad: reconocer que el dominio de sí que muestras quizá sea anestesia, y buscar un espacio, con alguien de confianza o con ayuda profesional, donde lo sumergido pueda salir sin dañar.',
      question: '¿Qué sentimiento mantienes bajo control porque temes lo que pasaría si lo dejaras salir?',
      action:
        'Dedica quince minutos a una actividad física que deje salir lo contenido, como caminar rápido, golpear un cojín o bailar una canción a todo volumen, y después quédate un minuto en silencio notando qué emoción había debajo.',
    },
  },
};
