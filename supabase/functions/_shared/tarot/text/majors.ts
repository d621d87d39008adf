import type { CardElement, CardText } from '../types.ts';

// The 22 major arcana in Rider–Waite–Smith order (La Fuerza 8, La Justicia 11), each with its traditional
// element through the Golden Dawn correspondences. Original text written for Sendero Astral; the image text
// describes both our art (scripts/tarot-art/art.ts) and the scene the tradition draws.

export const MAJOR_ARCANA: (CardText & { id: string; name: string; number: number; element: CardElement })[] = [
  {
    id: 'el-loco', name: 'El Loco', number: 0, element: 'aire',
    image: 'Un caminante joven avanza hacia el borde de un barranco bajo un sol blanco y enorme. Lleva un hatillo al hombro y una rosa en la mano; en la escena clásica, un perro pequeño salta a su lado, entre el aviso y la fiesta.',
    upright: {
      keywords: ['comienzo', 'confianza', 'libertad', 'inocencia', 'salto'],
      meaning: 'El Loco lleva el número cero: no ocupa el principio de la serie, sino un lugar fuera de ella, como el aire que recorre todas las demás cartas. Representa el impulso que te pone en camino antes de tener razones suficientes, esa parte tuya que todavía no ha aprendido a temer lo desconocido. Su ligereza no es descuido; es la disposición a no cargar con lo que aún no hace falta.\n\nHoy la carta te invita a decir sí a algo nuevo sin exigirte garantías. No se trata de tirarte al vacío, sino de aceptar que ningún viaje empieza con el mapa completo. El borde del barranco asusta más desde lejos que cuando estás encima: a menudo el suelo aparece justo al dar el paso.',
      question: '¿Qué empezarías hoy si no necesitaras saber de antemano cómo va a terminar?',
      action: 'Toma hoy, a propósito, una calle por la que nunca has pasado o prueba una comida que no conoces, y fíjate en lo que sientes justo antes de dar el primer paso.',
    },
    reversed: {
      keywords: ['imprudencia', 'huida hacia delante', 'distracción', 'parálisis', 'riesgo ignorado'],
      meaning: 'Invertido, El Loco muestra dos caras de un mismo tropiezo. Una es la temeridad: lanzarte a algo para no sentir la incomodidad de esperar, cambiar de plan cada semana o confundir la libertad con no comprometerte con nada. La otra es su contrario, el salto que nunca llega porque imaginas todas las caídas posibles y ninguna de las llegadas.\n\nEn ambos casos falta lo mismo: presencia en el lugar donde pisas. El perro que ladra en la escena tradicional es tu propio instinto avisándote, y hoy merece que lo escuches sin obedecerle a ciegas. Mira si lo que te mueve es la curiosidad o las ganas de escapar. La respuesta honesta te dirá si toca frenar o, al contrario, soltar por fin el freno.',
      question: '¿Estás huyendo de algo con este movimiento, o estás dejando de moverte por miedo a caer?',
      action: 'Antes de la próxima decisión importante del día, párate con los dos pies bien apoyados en el suelo, respira tres veces y pregúntate en voz alta si vas hacia algo o huyes de algo.',
    },
  },
  {
    id: 'el-mago', name: 'El Mago', number: 1, element: 'aire',
    image: 'Un lazo de infinito flota sobre una varita alzada; en la mesa esperan los cuatro emblemas de los palos: bastón, copa, espada y oro. En la escena tradicional, el Mago señala el cielo con una mano y la tierra con la otra, entre rosas y lirios.',
    upright: {
      keywords: ['voluntad', 'concentración', 'habilidad', 'iniciativa', 'comunicación'],
      meaning: 'El Mago es el primer gesto consciente después del salto del Loco: alguien que sabe lo que quiere y reúne lo necesario para hacerlo. Sobre su mesa están los cuatro elementos, es decir, todo lo que tienes: ideas, sentimientos, energía y recursos materiales. Su poder no viene de poseer algo extraordinario, sino de dirigirlo hacia un solo punto. Como Mercurio, su planeta, une lo que se piensa con lo que se dice y se hace.\n\nHoy tienes a mano más de lo que crees. La carta pide elegir una intención clara y ponerla en marcha con lo disponible, sin esperar a tener la herramienta perfecta. El brazo alzado recoge la inspiración; el que señala el suelo la convierte en obra. Ambos gestos hacen falta.',
      question: '¿Qué recurso que ya tienes sobre tu mesa estás dejando sin usar?',
      action: 'Pon sobre la mesa solo lo que necesitas para la tarea que más aplazas, deja el teléfono en otra habitación y trabaja en ella veinticinco minutos seguidos.',
    },
    reversed: {
      keywords: ['manipulación', 'talento disperso', 'engaño', 'palabras vacías', 'inseguridad'],
      meaning: 'Cuando el Mago se invierte, la habilidad se separa de la honestidad o de la dirección. Puede aparecer como el charlatán que convence sin sustancia, fuera o dentro de ti: promesas brillantes, planes que suenan mejor de lo que se sostienen. También puede mostrar un talento real repartido entre tantos frentes que ninguno llega a cuajar.\n\nHay una tercera lectura, más silenciosa: la persona capaz que no se cree capaz y deja sus herramientas guardadas. El Mercurio de esta carta, torcido, usa la palabra para esconder en vez de para nombrar. Hoy conviene revisar dónde hay distancia entre lo que dices y lo que haces, y acortarla con un gesto verificable, por pequeño que sea.',
      question: '¿Dónde hay hoy distancia entre lo que prometes y lo que de verdad haces?',
      action: 'Muestra hoy a alguien un avance comprobable de algo de lo que llevas tiempo hablando, por pequeño que sea, en lugar de volver a contar cómo será.',
    },
  },
  {
    id: 'la-sacerdotisa', name: 'La Sacerdotisa', number: 2, element: 'agua',
    image: 'Entre dos columnas, una oscura marcada con la B y otra clara con la J, brilla una luna creciente sobre un rollo a medio abrir. En la carta tradicional, detrás de la Sacerdotisa cuelga un velo bordado de granadas que oculta el agua.',
    upright: {
      keywords: ['intuición', 'silencio', 'saber interior', 'misterio', 'receptividad'],
      meaning: 'La Sacerdotisa guarda la puerta entre lo que sabes y lo que todavía no puedes explicar. Las columnas Boaz y Jakin del templo de Salomón señalan los opuestos; ella se sienta en medio, sin elegir bando, y por eso ve. Su rollo está a medio abrir porque cierto conocimiento no se entrega de golpe: se revela a quien sabe esperar. La Luna, su astro, gobierna los ritmos, los sueños y la memoria.\n\nEsta carta no pide acción sino escucha. Hoy algunas respuestas llegan mejor por la vía lateral: un sueño, una coincidencia, una tensión en el cuerpo que aparece siempre ante la misma persona. No hace falta traducirlo todo a razones enseguida. Basta con notar, guardar silencio y dejar que lo intuido madure.',
      question: '¿Qué sabes ya sobre esta situación aunque todavía no encuentres palabras para justificarlo?',
      action: 'Siéntate diez minutos en silencio, sin música ni pantallas, con una mano sobre el vientre, y deja que aparezca la primera imagen o sensación que acompaña al asunto que más te ronda.',
    },
    reversed: {
      keywords: ['desconexión', 'secretismo', 'ruido', 'intuición desoída', 'superficialidad'],
      meaning: 'Invertida, la Sacerdotisa habla de una voz interior a la que has dejado de prestar oído. Tal vez la agenda está tan llena que no queda hueco para el silencio, o tal vez lo que esa voz dice resulta incómodo y es más fácil pedir opiniones fuera. También puede señalar lo contrario: secretos que pesan, una reserva que ya no protege sino que aísla.\n\nEl velo, en esta posición, no custodia un misterio: tapa algo que sabes y no quieres mirar. No necesitas desvelarlo todo de una vez. Basta con reconocer ante ti que está ahí. A menudo la intuición no se ha ido; solo espera que bajes el volumen de todo lo demás.',
      question: '¿Qué te está diciendo tu intuición que preferirías no haber oído?',
      action: 'Pasa una hora de hoy sin consultar a nadie ni buscar en internet sobre una decisión pendiente, y al final dite en voz baja qué elegirías si solo contara tu propio criterio.',
    },
  },
  {
    id: 'la-emperatriz', name: 'La Emperatriz', number: 3, element: 'tierra',
    image: 'El signo de Venus bajo una corona de estrellas se alza sobre espigas de trigo maduro. En la imagen tradicional, la Emperatriz descansa en cojines mullidos en medio de un campo fértil, con un bosque detrás y un arroyo que baja a sus pies.',
    upright: {
      keywords: ['fertilidad', 'cuidado', 'abundancia', 'placer', 'creatividad'],
      meaning: 'La Emperatriz es la vida que crece cuando encuentra tierra, agua y tiempo. Gobernada por Venus, no habla de esfuerzo sino de cultivo: de lo que florece porque se le presta atención amorosa y paciente. Es la madre en sentido amplio, quien nutre un proyecto, una relación, un jardín o un cuerpo. Su reino es el de los sentidos, y te recuerda que el placer no es un lujo sino una forma de conocimiento.\n\nHoy la carta favorece todo lo que se cuida y se disfruta. Es un buen día para crear sin juzgar el resultado, para tocar, oler y saborear, y para tratarte con la misma ternura que ofreces a quienes quieres. Algo que sembraste empieza a dar fruto: permítete verlo.',
      question: '¿Qué está creciendo en tu vida que merece más cuidado y menos prisa?',
      action: 'Cocina algo sencillo con calma y cómelo sin pantallas, fijándote en los colores, los aromas y las texturas de cada bocado.',
    },
    reversed: {
      keywords: ['agotamiento', 'sobreprotección', 'bloqueo creativo', 'descuido propio', 'dependencia'],
      meaning: 'Cuando la Emperatriz se invierte, la fuente que alimenta a todos se ha quedado sin agua. Puede que des tanto que no quede nada para ti, o que tu forma de cuidar se haya vuelto control: proteger tanto a alguien o algo que no le dejas crecer por su cuenta. También aparece cuando la creatividad se seca porque todo se ha vuelto obligación.\n\nLa tierra cansada no se arregla con más esfuerzo, sino con barbecho. Esta carta pide devolverte parte de la atención que repartes fuera y preguntarte qué necesitas para volver a sentir gusto por las cosas. Recuperar el disfrute sencillo no es un premio para después del trabajo: es la condición para que lo demás vuelva a dar fruto.',
      question: '¿A quién cuidas tanto que te has olvidado de cuidarte?',
      action: 'Di que no a una petición de hoy que te dejaría sin energía y dedica ese rato, aunque sean veinte minutos, a algo que te recargue de verdad.',
    },
  },
  {
    id: 'el-emperador', name: 'El Emperador', number: 4, element: 'fuego',
    image: 'El glifo de Aries, con sus cuernos de carnero, corona un trono de piedra. En la carta clásica, un hombre maduro con armadura bajo el manto sostiene el cetro y el orbe, sentado ante montañas desnudas y un río estrecho.',
    upright: {
      keywords: ['estructura', 'autoridad', 'orden', 'responsabilidad', 'protección'],
      meaning: 'Donde la Emperatriz deja crecer, el Emperador pone límites para que lo crecido dure. Es el principio de la forma: leyes, horarios, muros, compromisos. Aries, su signo, le da la energía del comienzo y la decisión, pero aquí esa fuerza se ha vuelto constructora. Las montañas áridas a su espalda recuerdan el precio: para sostener un orden hay que renunciar a cierta blandura.\n\nHoy es momento de tomar las riendas de algo que está desordenado. La carta favorece organizar, decidir, poner normas claras y asumir la autoridad que te corresponde sin pedir permiso. Un buen límite no es una jaula: es el cauce que permite al río llegar al mar. Tu firmeza puede ser también una forma de cuidar a otros.',
      question: '¿Qué parte de tu vida necesita hoy una estructura más clara para poder crecer?',
      action: 'Ordena durante cuarenta minutos un área desordenada, como tus cuentas, tu calendario o un cajón, siguiendo una regla sencilla que luego puedas mantener.',
    },
    reversed: {
      keywords: ['rigidez', 'autoritarismo', 'caos', 'control asfixiante', 'indisciplina'],
      meaning: 'Invertido, el Emperador muestra el orden que se ha vuelto tiranía o el que nunca llegó a levantarse. En un extremo está la rigidez: reglas que nadie recuerda para qué sirven, una necesidad de control que asfixia a quien convive con ella, o una autoridad externa a la que obedeces por costumbre. En el otro, la falta total de estructura, el día que se deshace sin forma.\n\nAmbas caras tienen que ver con tu relación con el poder. Pregúntate si estás cediendo el mando de tu vida a alguien que no debería tenerlo, o si aprietas tanto las riendas que el caballo ya no avanza. Un límite sano se puede explicar; uno que solo se impone pide revisión.',
      question: '¿Qué norma de tu vida sigues cumpliendo aunque ya no sabes para qué sirve?',
      action: 'Habla hoy con quien comparte tu casa o tu trabajo sobre una norma que ya nadie sabe explicar, y propón revisarla, suavizarla o quitarla.',
    },
  },
  {
    id: 'el-hierofante', name: 'El Hierofante', number: 5, element: 'tierra',
    image: 'Una cruz de tres travesaños se alza sobre dos llaves cruzadas. En la escena tradicional, un sumo sacerdote bendice desde su trono entre dos columnas grises, mientras dos discípulos tonsurados se arrodillan a sus pies.',
    upright: {
      keywords: ['tradición', 'enseñanza', 'pertenencia', 'ritual', 'guía'],
      meaning: 'El Hierofante es el puente entre una sabiduría heredada y quien la recibe. Su nombre significa el que muestra lo sagrado, y su tarea es transmitir: rituales, valores, oficios, escuelas. Tauro, su signo, le da paciencia y arraigo, la fuerza de lo que se repite año tras año. Las dos llaves abren lo visible y lo invisible; las guarda para quien está dispuesto a aprender.\n\nHoy la carta señala el valor de un marco compartido. Puede aparecer como un maestro, una comunidad, una práctica constante o una tradición que te da raíces. No todo tiene que inventarse desde cero: hay caminos ya recorridos que ahorran tropiezos. Aprender con humildad de quien sabe más es también una forma de libertad.',
      question: '¿De quién o de qué tradición podrías aprender hoy algo que te ahorre un tropiezo?',
      action: 'Pide consejo concreto a alguien con más experiencia que tú en un asunto que te preocupa, o dedica media hora a leer sobre una práctica que te interese.',
    },
    reversed: {
      keywords: ['rebeldía', 'dogma', 'criterio propio', 'heterodoxia', 'conformismo vacío'],
      meaning: 'Invertido, el Hierofante cuestiona la autoridad de lo heredado. A veces señala un dogma que ya no te sirve: normas familiares, creencias religiosas o consignas de grupo que repites sin haberlas examinado. Otras veces es la señal de que tu camino espiritual o profesional empieza a apartarse del que te enseñaron, y eso asusta aunque sea necesario.\n\nLa carta no invita a romper por romper. Rebelarse contra todo es otra forma de obedecer, porque sigue dejando que lo ajeno marque el rumbo. Lo que pide es criterio: conservar lo que has comprobado en tu experiencia y soltar lo que solo mantienes por miedo a decepcionar. Tu propia conciencia también puede ser una maestra legítima.',
      question: '¿Qué creencia aprendida estás repitiendo sin haberla comprobado en tu propia vida?',
      action: 'Recuerda en voz alta, con alguien de confianza, una frase sobre el dinero, el amor o el trabajo que se repetía en tu casa durante tu infancia, y pregúntate si tu vida adulta la confirma o la desmiente.',
    },
  },
  {
    id: 'los-enamorados', name: 'Los Enamorados', number: 6, element: 'aire',
    image: 'Dos figuras se encuentran bajo un sol que derrama su bendición. En la carta tradicional, un ángel de alas rojas se alza sobre una pareja desnuda: tras ella, el árbol del conocimiento con la serpiente; tras él, el árbol de las llamas.',
    upright: {
      keywords: ['amor', 'elección', 'unión', 'valores', 'armonía'],
      meaning: 'Los Enamorados no hablan solo de romance, sino de la elección que te define. En barajas más antiguas, un joven dudaba entre dos mujeres; en la de Rider–Waite–Smith la escena se vuelve el Edén, y el ángel recuerda que amar es también decidir qué valores honras. Géminis, su signo, pone en juego la dualidad: dos caminos, dos voces, dos personas que se reconocen distintas y aun así se eligen.\n\nHoy la carta favorece los vínculos sinceros y las decisiones tomadas desde lo que de verdad te importa. Un encuentro puede mostrarte quién eres, como un espejo. Si tienes que elegir, no busques la opción que nadie pueda criticar, sino la que puedas sostener con el corazón y la cabeza a la vez.',
      question: '¿Qué valor tuyo está en juego en la elección que tienes delante?',
      action: 'Dile hoy a alguien que quieres, en persona o por teléfono, una cosa concreta que valoras de esa persona, con palabras que nunca le hayas dicho.',
    },
    reversed: {
      keywords: ['desacuerdo', 'indecisión', 'incoherencia', 'distanciamiento', 'tentación'],
      meaning: 'Invertida, la carta habla de un desacuerdo, con otra persona o contigo. Puede tratarse de una relación donde uno da y el otro solo recibe, o de una elección que postergas porque cualquiera de las dos opciones implica perder algo. A veces muestra una decisión ya tomada que contradice lo que dices valorar, y esa grieta entre palabra y conducta es la que duele.\n\nTambién puede señalar la tentación de elegir por miedo a quedarte sin compañía o por la aprobación ajena. El ángel sigue ahí, aunque la escena esté patas arriba: tu conciencia no ha desaparecido, solo está siendo desoída. Antes de reparar el vínculo con los demás, quizá toque reparar el acuerdo interno entre lo que quieres y lo que haces.',
      question: '¿En qué relación o decisión estás actuando en contra de lo que dices valorar?',
      action: 'Compara, con la agenda de esta semana delante, lo que dices que te importa con aquello en lo que gastaste tu tiempo; elige una incoherencia y decide un gesto para corregirla mañana.',
    },
  },
  {
    id: 'el-carro', name: 'El Carro', number: 7, element: 'agua',
    image: 'Un carro con dosel, coronado por una estrella, descansa sobre dos ruedas. En la escena clásica lo conduce un guerrero sin riendas, y tiran de él dos esfinges, una blanca y otra negra, que miran en direcciones distintas.',
    upright: {
      keywords: ['determinación', 'victoria', 'dirección', 'autodominio', 'avance'],
      meaning: 'El Carro es la voluntad que mantiene unido lo que tiende a separarse. Las dos esfinges tiran cada una hacia su lado, y el conductor no necesita riendas: las gobierna con la fuerza de su propósito. Que su signo sea Cáncer sorprende solo a primera vista. El cangrejo avanza protegido por su caparazón, y esta carta habla de una coraza que permite salir al mundo sin perder el centro.\n\nHoy puedes avanzar si sabes adónde vas. La carta favorece los esfuerzos sostenidos, las metas claras y la disciplina que convierte emociones opuestas en impulso. No se trata de aplastar tus dudas, sino de ponerlas a trabajar en la misma dirección. La victoria del Carro es, sobre todo, un triunfo sobre la propia dispersión.',
      question: '¿Hacia dónde quieres llevar hoy tu energía, y qué fuerzas internas tiran en sentido contrario?',
      action: 'Completa antes de la cena el primer paso concreto hacia tu meta principal de esta semana, aunque otras tareas tiren de ti en otra dirección, y no empieces nada más hasta terminarlo.',
    },
    reversed: {
      keywords: ['descontrol', 'agresividad', 'rumbo perdido', 'fuerza dispersa', 'obstinación'],
      meaning: 'Con el Carro invertido, las esfinges tiran cada una por su lado y el vehículo gira sobre sí. Puede que persigas una meta ajena, o que hayas confundido el empeño con la terquedad y sigas empujando en una dirección que ya no te lleva a ningún sitio. También aparece cuando la coraza protectora se ha vuelto armadura y cualquier comentario se vive como un ataque.\n\nEsta carta pide detenerte antes de acelerar. No toda pérdida de control es un fracaso: a veces muestra que el rumbo necesita revisarse desde dentro. Pregúntate qué emoción está conduciendo en tu lugar. Recuperar el mando empieza por reconocer quién lo tiene ahora, y después por elegir de nuevo el destino.',
      question: '¿Qué emoción está tomando el volante de tus decisiones en este momento?',
      action: 'Cuando notes hoy el impulso de imponerte en una discusión o de forzar un resultado, para, respira diez veces y pregunta a la otra persona qué necesita.',
    },
  },
  {
    id: 'la-fuerza', name: 'La Fuerza', number: 8, element: 'fuego',
    image: 'Un lazo de infinito brilla sobre la melena de un león que una mano sostiene con suavidad. En la carta tradicional, una mujer vestida de blanco, con una guirnalda de flores, cierra sin esfuerzo las fauces de la fiera.',
    upright: {
      keywords: ['coraje', 'compasión', 'paciencia', 'fuerza interior', 'dominio amable'],
      meaning: 'La Fuerza no vence al león: lo amansa. Es el poder que nace de la calma, la paciencia y la ternura, no de la imposición. El animal representa tus instintos, la rabia, el deseo y el miedo, y la figura de blanco no los niega ni los encierra; los acompaña hasta que se vuelven aliados. Leo, su signo, aporta el corazón valiente y la dignidad de quien no necesita demostrar nada.\n\nHoy tu fortaleza está en la suavidad firme. Frente a una situación tensa, conviene responder desde un lugar sereno en lugar de reaccionar. También habla del coraje cotidiano: levantarte después de un mal día, sostener una conversación difícil sin herir, tratar tus propias sombras con la misma paciencia que a un animal asustado.',
      question: '¿Qué instinto tuyo necesita hoy compañía paciente en lugar de castigo?',
      action: 'Ante el primer momento de irritación del día, pon una mano sobre el pecho, respira despacio y nombra en voz baja lo que sientes antes de responder.',
    },
    reversed: {
      keywords: ['inseguridad', 'autoduda', 'ira contenida', 'desgaste', 'impaciencia'],
      meaning: 'Invertida, la Fuerza habla de una relación difícil con tu propio poder. Puede que dudes tanto de tu valía que ni te atreves a acercarte al león, o que lo hayas encerrado tanto tiempo que ahora ruge en los momentos más inoportunos: estallidos, impaciencia, respuestas que luego lamentas. Ambas formas nacen de lo mismo, de no confiar en que puedes sostener lo que sientes.\n\nLa carta también muestra el cansancio de quien ha tenido que mostrarse fuerte demasiado tiempo. Necesitar descanso o ayuda no es una debilidad. La verdadera fuerza se recupera con pequeños actos de amabilidad hacia ti, y con la valentía de reconocer una herida sin esconderla tras la rabia o la resignación.',
      question: '¿Dónde te estás exigiendo una fortaleza que ya no tienes y necesitas pedir apoyo?',
      action: 'Cuéntale a una persona cercana una dificultad que superaste este año y pídele que te diga qué cualidad tuya vio en ese momento; escucha la respuesta sin quitarle importancia.',
    },
  },
  {
    id: 'el-ermitano', name: 'El Ermitaño', number: 9, element: 'tierra',
    image: 'Un bastón sostiene un farol en cuyo interior brilla una estrella de seis puntas. En la carta tradicional, un anciano con hábito gris se detiene en lo alto de una montaña nevada y alumbra el camino que otros aún recorren abajo.',
    upright: {
      keywords: ['introspección', 'soledad elegida', 'búsqueda', 'sabiduría', 'prudencia'],
      meaning: 'El Ermitaño se aparta del ruido no por desprecio al mundo, sino para encontrar una verdad que solo se oye en silencio. Su farol guarda la estrella de Salomón, la unión de lo alto y lo bajo, y no alumbra muy lejos: apenas el siguiente paso. Virgo, su signo, le da el gusto por el detalle, el análisis paciente y el servicio discreto.\n\nHoy la carta te invita a una soledad fértil. No se trata de aislarte, sino de dedicarte un tiempo a escuchar lo que piensas cuando nadie te pide nada. Es un buen día para estudiar, revisar, hacer balance y dejar de buscar respuestas fuera. La luz que has encontrado podrá orientar después a otros, pero primero ha de servirte a ti.',
      question: '¿Qué pregunta importante solo podrás responder si te das tiempo a solas?',
      action: 'Da un paseo de media hora sin auriculares ni compañía, a un paso más lento que el habitual, y deja que una sola pregunta te acompañe durante todo el camino.',
    },
    reversed: {
      keywords: ['aislamiento', 'retraimiento', 'huida social', 'soledad impuesta', 'cerrazón'],
      meaning: 'Invertido, el Ermitaño muestra la soledad que ya no nutre. Quizá el retiro se ha alargado tanto que te cuesta volver, o el aislamiento no fue elegido y duele. También puede ocurrir lo contrario: miedo a estar a solas, una agenda llena para no oír lo que el silencio diría. En ambos casos, el farol se ha apagado o alumbra hacia el lado equivocado.\n\nLa carta pide revisar tu relación con la gente. Si llevas tiempo en la montaña, quizá sea momento de bajar y compartir lo aprendido. Si huyes de la introspección, un rato de calma tal vez no sea tan peligroso como temes. La sabiduría del Ermitaño no consiste en huir ni en aferrarse a la compañía, sino en saber cuándo cambiar.',
      question: '¿Tu soledad de estos días te está cuidando o te está encerrando?',
      action: 'Llama hoy a una persona con quien hace tiempo que no hablas y propón un encuentro concreto, con día y hora.',
    },
  },
  {
    id: 'la-rueda-de-la-fortuna', name: 'La Rueda de la Fortuna', number: 10, element: 'fuego',
    image: 'Una rueda de ocho radios gira alrededor de un eje inmóvil. En la escena tradicional, una esfinge la corona, una serpiente desciende por un lado y un chacal sube por el otro, mientras en las esquinas cuatro criaturas aladas leen sus libros.',
    upright: {
      keywords: ['cambio', 'ciclos', 'oportunidad', 'destino', 'giro favorable'],
      meaning: 'La Rueda de la Fortuna recuerda que nada permanece: lo que sube bajará y lo que baja volverá a subir. En su llanta, las letras forman TARO, ROTA o TORA, juegos que aluden a la ley y al giro. Júpiter, su planeta, es el gran benéfico, la expansión, la suerte que llega cuando se abren las puertas. Sin embargo, el centro de la rueda no se mueve, y ahí está la enseñanza.\n\nHoy puede llegar un cambio inesperado o una oportunidad que conviene aprovechar. La carta favorece decir sí a los giros de la vida sin aferrarte a cómo eran las cosas. Lo que está fuera de tu control gira; tu actitud es el eje. Observa los ciclos que se repiten en tu historia: comprenderlos te permite moverte con ellos.',
      question: '¿Qué ciclo se repite en tu vida y qué te está enseñando esta vez?',
      action: 'Pregunta a alguien que te conoce desde hace años qué cambio de tu vida le pareció malo al principio y acabó trayendo algo bueno; compara su recuerdo con el tuyo.',
    },
    reversed: {
      keywords: ['resistencia al cambio', 'mala racha', 'estancamiento', 'repetición', 'impotencia'],
      meaning: 'Invertida, la Rueda habla de una racha que parece no cambiar nunca, o de un giro que llegó sin pedir permiso. La tentación es culpar a la mala suerte o al destino, y sentir que la vida ocurre en otra parte. Pero la carta también muestra patrones que se repiten porque aún no se han comprendido: la misma discusión, el mismo tipo de trabajo que acaba igual.\n\nLa salida no está en forzar la rueda, sino en mirar tu parte. Dentro de cada vuelta hubo algo que decidiste. Resistirse a un cambio que ya está en marcha solo cansa más. Soltar lo que no depende de ti deja libre la energía para cambiar lo que sí: tu respuesta al siguiente giro.',
      question: '¿Qué patrón vuelve una y otra vez a tu vida, y qué parte de él depende de ti?',
      action: 'Piensa en una situación que se ha repetido al menos tres veces en tu vida y ensaya hoy en voz alta una respuesta distinta de la de siempre para la próxima vez.',
    },
  },
  {
    id: 'la-justicia', name: 'La Justicia', number: 11, element: 'aire',
    image: 'Una espada se alza recta junto a una balanza en perfecto equilibrio. En la carta clásica, una figura con túnica roja y una corona de tres almenas con una joya cuadrada se sienta entre dos columnas, con un pie blanco asomando bajo el manto, a punto de levantarse.',
    upright: {
      keywords: ['equidad', 'verdad', 'responsabilidad', 'causa y efecto', 'claridad'],
      meaning: 'La Justicia no es castigo, sino equilibrio: cada acto tiene consecuencias, y esta carta te pide mirarlas con los ojos abiertos. A diferencia de la imagen popular, aquí la figura no lleva venda; ve con nitidez lo que ocurre. La espada corta lo falso y la balanza pesa lo verdadero. Libra, su signo, busca la armonía, pero una armonía que se apoya en la honestidad y no en el disimulo.\n\nHoy es un buen día para asumir tu parte en una situación, tomar decisiones justas y decir la verdad aunque cueste. También puede señalar contratos, trámites o acuerdos que llegan a su resolución. Lo que has sembrado con rectitud tiende a dar su cosecha. La equidad que ofreces a otros también te la debes a ti.',
      question: '¿Qué responsabilidad te toca asumir para que esta situación vuelva a estar en equilibrio?',
      action: 'Sostén un objeto en cada mano, uno por cada opción de una decisión pendiente, y dedica un minuto a cada una diciendo en voz alta lo que ganas y lo que pierdes; decide antes de que termine el día.',
    },
    reversed: {
      keywords: ['injusticia', 'autoengaño', 'parcialidad', 'evasión', 'balanza torcida'],
      meaning: 'Invertida, la Justicia señala que algo está torcido en la balanza. Puede tratarse de un trato injusto que sufres, o de uno que ejerces sin darte cuenta. A veces la carta muestra la tentación de culpar a otros de lo que es en parte consecuencia de tus decisiones, o de mirar con lupa los errores ajenos y con indulgencia los propios.\n\nTambién habla del autoengaño: contarte una historia cómoda para no afrontar una verdad. La espada sigue allí, esperando a que la uses para cortar esas excusas. Reconocer un error no te condena para siempre; te devuelve el poder de repararlo. Y si eres tú quien sufre la injusticia, la carta pide nombrarla con calma y buscar los cauces adecuados.',
      question: '¿Qué versión cómoda de los hechos te estás contando para no mirar tu parte?',
      action: 'Cuenta en voz alta, a solas o a alguien neutral, un conflicto reciente tal como lo contaría la otra persona, en primera persona; después mira qué parte de tu versión sigue en pie.',
    },
  },
  {
    id: 'el-colgado', name: 'El Colgado', number: 12, element: 'agua',
    image: 'Una figura cuelga cabeza abajo de un árbol vivo, atada por un solo pie, y un halo dorado rodea su cabeza. En la carta tradicional, la pierna libre se cruza detrás de la otra formando una cruz, y el rostro permanece sereno.',
    upright: {
      keywords: ['pausa', 'rendición', 'nueva perspectiva', 'sacrificio', 'espera fértil'],
      meaning: 'El Colgado no está castigado: su rostro sereno y el halo que lo rodea dicen que ha elegido esa postura. Al verlo todo al revés, descubre lo que la mirada habitual no alcanzaba. Es la carta de la pausa voluntaria, de soltar el control para que algo nuevo se revele. El agua, su elemento, enseña a no resistirse: a flotar en lugar de debatirse.\n\nHoy no es día de forzar. Lo que intentas empujar se atasca, pero cuando lo dejas quieto aparecen otras salidas. La carta invita a renunciar a algo pequeño para ganar claridad: una opinión, una prisa, la necesidad de tener razón. Mirar una situación desde el lado contrario puede mostrarte que el problema era, en parte, el ángulo desde el que la mirabas.',
      question: '¿Qué verías distinto si miraras esta situación desde el lado opuesto?',
      action: 'Túmbate boca arriba con las piernas apoyadas en la pared durante diez minutos y, desde esa postura, repasa un problema que te ocupa tal como lo vería otra persona implicada.',
    },
    reversed: {
      keywords: ['espera estéril', 'martirio', 'indecisión crónica', 'forcejeo', 'sacrificio inútil'],
      meaning: 'Invertido, el Colgado muestra una pausa que ya no es fértil: una espera sin dirección, un sacrificio que nadie pidió o una indecisión que se ha vuelto costumbre. Quizá sientes que vives en suspenso por culpa de otros, cuando en realidad temes dar el paso que pondría fin a la espera. O quizá renuncias tanto por los demás que la renuncia se ha convertido en identidad.\n\nTambién puede señalar el forcejeo: pelear con una situación que solo cambiaría si dejaras de pelear. La carta pide distinguir entre la entrega que transforma y la que solo agota. Si llevas demasiado tiempo colgando, quizá la nueva perspectiva ya llegó y lo que falta es bajar del árbol y actuar.',
      question: '¿Qué esperas que cambie por sí solo, cuando en realidad el siguiente paso depende de ti?',
      action: 'Fija hoy una fecha límite para una decisión que llevas semanas posponiendo y díselo a alguien de confianza que pueda preguntarte por ella ese día.',
    },
  },
  {
    id: 'la-muerte', name: 'La Muerte', number: 13, element: 'agua',
    image: 'Una rosa blanca florece ante un sol que se levanta entre dos torres. En la escena clásica, un esqueleto con armadura negra avanza a caballo bajo un estandarte con esa rosa; un rey ya ha caído, un obispo le reza y una niña lo mira sin miedo.',
    upright: {
      keywords: ['transformación', 'final', 'transición', 'despedida', 'renacimiento'],
      meaning: 'La Muerte nunca anuncia una muerte física: habla de los cierres que transforman una vida. Lleva el número trece: el final de un ciclo de doce y el comienzo de algo que aún no tiene nombre. Su esqueleto no elige a quién visitar; rey, obispo y niña reciben el mismo paso, y solo cambia cómo lo miran. Escorpio, su signo, conoce la descomposición que fertiliza, la poda que permite al árbol volver a dar fruto. Al fondo, entre dos torres, el sol ya está saliendo.\n\nHoy algo termina, y es justo que termine. Puede ser una relación, una etapa, una costumbre o una imagen de ti que ya no te corresponde. La carta no pide resistir sino despedirse con respeto, dejar espacio al duelo y confiar en que el vacío se llenará. Lo que se acaba deja sitio.',
      question: '¿Qué está terminando en tu vida y qué necesitas para despedirlo con respeto?',
      action: 'Despréndete hoy de un objeto, una suscripción o un hábito que pertenece a una etapa cerrada, agradeciendo en voz baja lo que te dio.',
    },
    reversed: {
      keywords: ['apego', 'final a medias', 'miedo a perder', 'inercia', 'duelo pendiente'],
      meaning: 'Invertida, la Muerte muestra un final que no acaba de llegar porque no lo dejas llegar. Sigues regando una planta seca, vuelves a la misma puerta cerrada, mantienes una forma de vida que ya no tiene pulso. El miedo a lo desconocido hace que lo conocido, aunque duela, parezca más seguro. Y así la transformación se queda a mitad de camino.\n\nEsta carta también puede hablar de un duelo no vivido: algo terminó hace tiempo, pero no te permitiste llorarlo, y por eso sigue ocupando espacio. Soltar no significa olvidar ni dejar de querer. Significa aceptar que la vida ya cambió de forma. Cuanto más tiempo se sostiene lo que ha muerto, más tarda en brotar lo nuevo.',
      question: '¿A qué te estás aferrando que, en el fondo, sabes que ya terminó?',
      action: 'Toma en las manos un objeto que guardas de una etapa, una persona o un proyecto que ya terminó, di en voz alta lo que te dio y decide hoy dónde va a quedarse: guardado, regalado o fuera de casa.',
    },
  },
  {
    id: 'la-templanza', name: 'La Templanza', number: 14, element: 'fuego',
    image: 'El agua pasa de una copa a otra sin que se pierda una sola gota. En la carta tradicional, un ángel con un pie en el estanque y otro en la tierra realiza ese trasvase, y al fondo un sendero sube hacia una corona de luz.',
    upright: {
      keywords: ['equilibrio', 'moderación', 'integración', 'sanación', 'alquimia'],
      meaning: 'Después de la Muerte llega la Templanza, el arte de mezclar lo que quedó para crear algo nuevo. El ángel trasvasa el agua entre dos copas en un gesto imposible, casi alquímico: une lo que parecía incompatible sin derramar nada. Con un pie en el agua y otro en la tierra, habita a la vez el sentimiento y lo práctico. Sagitario, su signo, aporta el sentido, la flecha que apunta a un horizonte más amplio.\n\nHoy favorece el término medio, que no es tibieza sino precisión. Es buen día para dosificar el esfuerzo, alternar trabajo y descanso, razón y emoción, y dejar que una herida cierre a su ritmo. La carta recuerda que la sanación no ocurre de golpe: avanza por pequeñas proporciones bien medidas.',
      question: '¿Qué dos partes de tu vida necesitan mezclarse mejor para que ninguna se derrame?',
      action: 'Intercala hoy una pausa de quince minutos entre dos tareas exigentes y úsala para beber agua despacio y respirar antes de seguir.',
    },
    reversed: {
      keywords: ['exceso', 'desmesura', 'prisa', 'discordia', 'extremos'],
      meaning: 'Invertida, la Templanza señala que alguna copa se está desbordando. Puede ser el trabajo que devora el descanso, un consumo desordenado, o emociones que pasan de un extremo a otro sin término medio. También aparece cuando intentas mezclar cosas que de verdad no encajan, o cuando la prisa no deja que un proceso siga su curso.\n\nEl ángel ha perdido el equilibrio entre el agua y la tierra, y hoy toca recuperarlo sin castigos. No se trata de pasar del exceso a la privación, que es otro extremo, sino de buscar la medida que tu cuerpo y tu ánimo pueden sostener. Conviene mirar qué parte de tu vida está recibiendo demasiado y cuál se ha quedado seca.',
      question: '¿Dónde estás viviendo en el extremo y cuál sería hoy tu punto medio?',
      action: 'Reduce hoy a la mitad un exceso concreto de esta semana, como pantallas, café o trabajo fuera de hora, y por la noche fíjate en cómo responde tu cuerpo.',
    },
  },
  {
    id: 'el-diablo', name: 'El Diablo', number: 15, element: 'tierra',
    image: 'Una estrella invertida se cierne sobre tres eslabones de cadena flojos. En la escena tradicional, una criatura con cuernos y alas de murciélago preside un pedestal al que están encadenadas dos figuras humanas, con argollas tan holgadas que podrían quitárselas.',
    upright: {
      keywords: ['atadura', 'tentación', 'adicción', 'sombra', 'materialismo'],
      meaning: 'El Diablo muestra las cadenas que llevamos puestas por voluntad propia. Las dos figuras de la escena podrían liberarse en cualquier momento: sus argollas son holgadas. Lo que las retiene es el miedo, la costumbre o el placer inmediato. Capricornio, su signo, habla de la ambición y de la materia, y esta carta señala lo que ocurre cuando el deseo de seguridad, poder o disfrute se vuelve una prisión.\n\nHoy la carta te invita a mirar tu sombra sin juzgarla. Algún hábito, relación o creencia te quita libertad a cambio de consuelo, y reconocerlo es el primer paso para aflojar la cadena. El Diablo también guarda una energía valiosa: la vitalidad del deseo, el humor, la fuerza de lo terrenal. No todo lo instintivo es dañino; lo dañino es no verlo.',
      question: '¿Qué cadena llevas puesta que podrías quitarte si dejaras de temer lo que hay fuera de ella?',
      action: 'Pasa hoy tres horas sin un hábito que te resta libertad y, cada vez que aparezca el impulso, detente, respira y localiza en qué parte del cuerpo lo sientes.',
    },
    reversed: {
      keywords: ['liberación', 'desapego', 'toma de conciencia', 'ruptura de cadenas', 'poder recuperado'],
      meaning: 'Invertido, el Diablo suele anunciar un despertar: ves por fin la cadena y empiezas a quitártela. Una adicción reconocida, una relación dañina que se nombra, una ambición desmedida que se relativiza. No es un proceso cómodo, porque soltar lo que te ataba también deja un vacío, pero la carta apunta hacia la libertad recuperada.\n\nHay otra lectura posible: el intento de esconder la sombra tan bien que se vuelve más fuerte en lo oscuro. Negar el deseo o la rabia no los hace desaparecer. Si esta carta te habla de eso, la salida es mirar de frente lo que te avergüenza, con compasión y quizá con ayuda. Lo que se nombra pierde buena parte de su poder.',
      question: '¿Qué has empezado a ver con claridad sobre aquello que te ataba?',
      action: 'Cuéntale a alguien de confianza un hábito o una dependencia que estás dejando atrás, y pregúntale si puede ser la persona a quien llames cuando te cueste.',
    },
  },
  {
    id: 'la-torre', name: 'La Torre', number: 16, element: 'fuego',
    image: 'Un rayo golpea una torre alta y le arranca la corona. En la escena clásica, las llamas salen por las ventanas y dos figuras caen de cabeza hacia el vacío, rodeadas de gotas de fuego con forma de yod, la letra hebrea.',
    upright: {
      keywords: ['sacudida', 'revelación', 'derrumbe', 'ruptura liberadora', 'verdad repentina'],
      meaning: 'La Torre es la carta del derrumbe que libera. Lo que se construyó sobre una base falsa, orgullo, mentira o miedo, se viene abajo de golpe, y el rayo que lo derriba es también una luz que revela. Marte, su planeta, rompe sin pedir permiso. La corona que salta por los aires es la certeza que creías intocable. No es una carta suave, pero tampoco es un castigo: es la verdad irrumpiendo.\n\nHoy algo puede sacudirte: una noticia, una discusión, una revelación que cambia tu forma de ver una situación. La primera reacción será querer sostener lo que cae. Pero lo que se desmorona ya estaba agrietado. Después del estruendo quedará un terreno despejado donde construir sobre algo más verdadero.',
      question: '¿Qué estructura de tu vida estaba sostenida por algo falso y ya no puede mantenerse en pie?',
      action: 'Di en voz alta, a solas o ante alguien de confianza, una verdad que llevas tiempo evitando sobre tu trabajo, tu relación o tu forma de vivir, y decide un solo paso para dejar de sostener lo falso.',
    },
    reversed: {
      keywords: ['crisis interior', 'cambio aplazado', 'miedo al desastre', 'grietas ignoradas', 'transformación íntima'],
      meaning: 'Invertida, la Torre habla de un derrumbe que ocurre por dentro o que se está aplazando. Quizá sabes que algo no se sostiene, pero apuntalas las paredes para no tener que verlas caer. Esa resistencia puede comprar tiempo, aunque cada grieta ignorada hace más fuerte el estruendo final. En otras ocasiones, la sacudida ya ocurrió y no te has permitido sentir sus efectos.\n\nTambién existe una lectura más amable: una transformación que se produce en lo íntimo, sin escándalo exterior, o una crisis que logras evitar porque hiciste los ajustes a tiempo. La carta pide honestidad para distinguir si estás cambiando de verdad o solo retrasando lo inevitable. Derribar por tu cuenta lo que ya no sirve duele menos que esperar al rayo.',
      question: '¿Qué grieta estás tapando para no tener que ver caer lo que ya no se sostiene?',
      action: 'Da hoy un primer paso pequeño y voluntario hacia algo que sabes que necesita cambiar, como una conversación, una renuncia o una cita, antes de que el cambio te lo impongan.',
    },
  },
  {
    id: 'la-estrella', name: 'La Estrella', number: 17, element: 'aire',
    image: 'Una gran estrella de ocho puntas brilla rodeada de siete estrellas pequeñas. En la carta tradicional, una mujer desnuda arrodillada vierte agua de dos jarras, una en el estanque y otra sobre la tierra, mientras un pájaro se posa en un árbol al fondo.',
    upright: {
      keywords: ['esperanza', 'renovación', 'serenidad', 'inspiración', 'fe'],
      meaning: 'Después de la Torre, la Estrella. Cuando todo ha caído, queda el cielo despejado, y en él una luz que no depende de nada construido. La figura está desnuda porque ya no necesita protegerse: ha perdido lo que tenía que perder y se ofrece tal como es. Vierte agua en el estanque para alimentar lo inconsciente y sobre la tierra para fertilizar lo concreto. Acuario, su signo, mira hacia el futuro y hacia lo que une a las personas.\n\nHoy es un día de recuperación y confianza serena. La esperanza de esta carta no es ingenua: nace de haber atravesado algo difícil. Favorece la creatividad, los proyectos a largo plazo, la sanación y el simple gesto de volver a creer que las cosas pueden ir bien.',
      question: '¿Qué esperanza sencilla te atreverías a nombrar hoy, después de todo lo vivido?',
      action: 'Esta noche, sal a mirar el cielo o asómate a una ventana abierta durante diez minutos, busca una estrella y di en voz baja una intención amable para los próximos tres meses.',
    },
    reversed: {
      keywords: ['desánimo', 'desconfianza', 'vacío espiritual', 'pesimismo', 'fe perdida'],
      meaning: 'Invertida, la Estrella habla de una luz que sigue brillando aunque no consigas verla. Tras un periodo difícil, es fácil caer en el desánimo y pensar que nada mejorará, o dejar de intentarlo para no volver a decepcionarte. La carta reconoce ese cansancio sin juzgarlo: a veces la esperanza se agota, y hace falta tiempo para que el pozo vuelva a llenarse.\n\nTambién puede señalar una fe puesta en algo o alguien externo que no ha respondido, o expectativas tan altas que cualquier realidad las defrauda. El trabajo de hoy es pequeño: buscar un destello, no un amanecer. Un gesto de cuidado, una conversación, una tarea sencilla que te recuerde que aún tienes algo que ofrecer.',
      question: '¿Qué pequeña señal de que las cosas pueden mejorar has pasado por alto?',
      action: 'Comparte con alguien antes de dormir una cosa que hoy salió bien, aunque sea mínima, y pregúntale por una suya.',
    },
  },
  {
    id: 'la-luna', name: 'La Luna', number: 18, element: 'agua',
    image: 'Una luna creciente brilla sobre dos torres, y un sendero sale del agua y se pierde entre ellas. En la carta clásica, un perro y un lobo aúllan a ambos lados del camino, y un cangrejo asoma del estanque.',
    upright: {
      keywords: ['ilusión', 'intuición profunda', 'sueños', 'incertidumbre', 'inconsciente'],
      meaning: 'La Luna es la carta del camino en la penumbra. Su luz es reflejada, cambiante, y todo lo que ilumina parece otra cosa: las sombras se alargan, los miedos crecen, los sueños se mezclan con la vigilia. El cangrejo que sale del agua es lo que emerge de lo inconsciente; el perro y el lobo son lo domesticado y lo salvaje en ti, aullando a la misma luz. Piscis, su signo, disuelve las fronteras entre lo real y lo imaginado.\n\nHoy puede que no veas con nitidez, y no pasa nada. La carta no pide certezas sino atención a lo que sientes bajo la superficie: sueños, corazonadas, emociones que no sabes de dónde vienen. Avanza despacio, sin decisiones drásticas. No todo lo que asusta es peligroso.',
      question: '¿Qué miedo podría ser solo una sombra alargada por la falta de luz?',
      action: 'Al despertar o antes de dormir, anota un sueño, una imagen o una emoción que se repite estos días, sin interpretarla todavía.',
    },
    reversed: {
      keywords: ['niebla que se disipa', 'engaño descubierto', 'miedo liberado', 'emoción reprimida', 'ansiedad soterrada'],
      meaning: 'Invertida, la Luna puede mostrar dos movimientos distintos. En el primero, la niebla empieza a levantarse: un engaño sale a la luz, un miedo se revela infundado, y lo que parecía amenazante se ve por fin tal como es. Es un alivio, aunque a veces la verdad descubierta también duela.\n\nEn el segundo, la confusión se ha ido hacia dentro. Emociones que no te permites sentir salen en forma de ansiedad difusa, insomnio o sueños inquietos. El cangrejo intenta salir del agua y tú lo empujas de vuelta. La carta pide que dejes aflorar lo que está debajo, con calma y, si hace falta, con acompañamiento profesional. No es necesario comprenderlo todo hoy: basta con dejar de negarlo.',
      question: '¿Qué emoción estás empujando hacia el fondo cada vez que intenta salir?',
      action: 'Cuando notes hoy la inquietud en el cuerpo, pon una mano donde la sientas, respira despacio contando cuatro al tomar aire y seis al soltarlo, y termina en voz baja la frase «lo que no me digo es…».',
    },
  },
  {
    id: 'el-sol', name: 'El Sol', number: 19, element: 'fuego',
    image: 'Un sol pleno irradia rayos rectos y ondulados alternados. En la escena tradicional, un niño desnudo cabalga un caballo blanco bajo ese sol, con un estandarte rojo en la mano y girasoles asomando por encima de un muro.',
    upright: {
      keywords: ['alegría', 'vitalidad', 'éxito', 'gozo', 'celebración'],
      meaning: 'El Sol es la carta más luminosa del mazo. Tras la noche de la Luna, todo se ve con nitidez: no hay sombras que engañen ni nada que esconder. El niño que cabalga desnudo y sin riendas encarna la alegría sin esfuerzo, la confianza de quien se sabe en su lugar. El muro queda detrás; los girasoles se vuelven hacia la luz. El astro que la rige es el propio Sol, centro, calor y vida.\n\nHoy la carta favorece la expresión abierta, el éxito merecido, el juego y la celebración de lo que va bien. Es un día para mostrarte tal como eres, compartir tu energía y disfrutar sin culpa. La felicidad del Sol no es euforia: es algo más sencillo, notar la vida en el cuerpo y estar en paz con ella.',
      question: '¿Qué te da alegría sin necesidad de ganártela?',
      action: 'Sal al aire libre al menos veinte minutos a la luz del día y dedica ese rato a algo que te guste solo porque sí: caminar, jugar, cantar o sentarte al sol.',
    },
    reversed: {
      keywords: ['luz nublada', 'optimismo ciego', 'vanidad', 'infancia herida', 'éxito aplazado'],
      meaning: 'Invertido, el Sol no deja de brillar, pero algo se interpone. Puede ser una nube pasajera que impide disfrutar de lo que va bien, o una alegría forzada que tapa un cansancio real. También aparece cuando el éxito se retrasa y cuesta mantener la confianza, o cuando la seguridad se vuelve arrogancia y deja de escuchar a los demás.\n\nEsta carta puede hablar de tu infancia y de lo que te faltó entonces para jugar con libertad. Recuperar ese gozo no exige grandes cambios: a veces basta con bajar la exigencia y permitirte algo sencillo. La luz sigue ahí; solo necesitas apartar lo que la tapa o esperar a que pase la nube.',
      question: '¿Qué te impide hoy disfrutar de algo bueno que ya está en tu vida?',
      action: 'Busca una foto tuya de la infancia, mírala un rato y haz hoy algo que a esa criatura le habría encantado, aunque dure solo diez minutos.',
    },
  },
  {
    id: 'el-juicio', name: 'El Juicio', number: 20, element: 'fuego',
    image: 'Una trompeta resuena sobre una tierra que despierta. En la escena clásica, el arcángel Gabriel la toca desde las nubes y, sobre el agua, hombres, mujeres y niños se levantan de sus ataúdes abiertos con los brazos alzados.',
    upright: {
      keywords: ['despertar', 'llamada', 'vocación', 'balance', 'absolución'],
      meaning: 'El Juicio es una llamada que no se puede ignorar. Quienes se levantan no están siendo condenados: responden a una voz que los despierta a una vida más plena. Es la carta del balance profundo, cuando miras atrás, reconoces lo vivido sin culpa y te sientes capaz de empezar de otro modo. El fuego, su elemento, purifica y transforma; la Golden Dawn lo asocia también a la chispa del espíritu.\n\nHoy puede llegarte una comprensión que lo cambia todo, o una invitación que encaja con lo que siempre quisiste ser. La carta favorece el perdón, hacia ti y hacia los demás, y la decisión de responder a tu vocación. No se trata de juzgar si lo hiciste bien o mal, sino de escuchar a qué te llama la vida ahora.',
      question: '¿A qué te está llamando la vida que hasta ahora habías preferido no escuchar?',
      action: 'Escribe una página a la persona que serás dentro de cinco años, explicándole qué decidiste hoy y por qué, y léela en voz alta.',
    },
    reversed: {
      keywords: ['autocrítica feroz', 'llamada desoída', 'culpa', 'miedo a cambiar', 'juicio ajeno'],
      meaning: 'Invertido, el Juicio muestra una trompeta que suena y que no quieres oír, o una voz interior que juzga en vez de llamar. Quizá sabes que ha llegado el momento de dar un paso importante, pero la duda te hace aplazarlo una y otra vez. O quizá la evaluación de tu vida se ha vuelto una sentencia: repasas errores sin parar y no te permites empezar de nuevo.\n\nTambién puede señalar el miedo al juicio ajeno, que te mantiene en un lugar pequeño para no exponerte. La carta invita a separar la responsabilidad de la culpa. Lo primero te ayuda a crecer; lo segundo te inmoviliza. Perdonarte no borra lo ocurrido, pero te libera para responder a la llamada que aún espera.',
      question: '¿Qué error del pasado sigues juzgando tanto que te impide empezar de nuevo?',
      action: 'Ponte frente a un espejo y di en voz alta un error que aún te pesa, lo que aprendiste de él y una frase de perdón dirigida a ti; repite esa frase antes de dormir.',
    },
  },
  {
    id: 'el-mundo', name: 'El Mundo', number: 21, element: 'tierra',
    image: 'Una corona de laurel se abre en el centro, con las cuatro esquinas del mundo a su alrededor. En la carta clásica, una figura danza dentro de la guirnalda con dos varas en las manos, y desde las esquinas la observan un ángel, un águila, un toro y un león.',
    upright: {
      keywords: ['culminación', 'totalidad', 'logro', 'realización', 'danza'],
      meaning: 'El Mundo cierra el viaje de los arcanos mayores. La figura que danza en el centro de la guirnalda ha integrado todo lo vivido: los cuatro elementos, representados por las criaturas de las esquinas, están en armonía. No es un final quieto, sino un equilibrio en movimiento. Saturno, su planeta, le da forma y cumplimiento: lo que se ha trabajado con tiempo llega a completarse.\n\nHoy puedes sentir que algo encaja, que una etapa llega a buen término o que has encontrado tu lugar. La carta invita a celebrar el logro con plena conciencia antes de buscar el siguiente. Cada ciclo que se completa prepara un nuevo comienzo, como el Loco que vuelve a salir al camino, ahora con más sabiduría.',
      question: '¿Qué ciclo de tu vida se está completando y qué has aprendido en él?',
      action: 'Marca hoy el cierre de algo que has terminado con un gesto que lo haga real: guarda sus materiales, devuelve lo prestado y da las gracias a quien te acompañó.',
    },
    reversed: {
      keywords: ['cierre pendiente', 'obra inacabada', 'atajo', 'vacío tras el logro', 'dispersión final'],
      meaning: 'Invertido, el Mundo habla de un ciclo que no termina de cerrarse. Quizá falta un último paso que te da miedo dar, o dejaste un asunto casi acabado y sigues ocupándote de él a medias. También puede mostrar la tentación de tomar un atajo para llegar antes, y la sensación de que el logro no sabe a lo que esperabas porque no hubo verdadero recorrido.\n\nOtra lectura es el vacío que a veces sigue a una meta cumplida: lo conseguiste y ahora no sabes quién eres sin ese propósito. La carta pide paciencia para completar lo que queda y para dejar que el final se asiente. La danza no acaba al llegar a la meta; cambia de ritmo, y conviene darle tiempo para encontrar el siguiente.',
      question: '¿Qué último paso te falta para cerrar de verdad esta etapa?',
      action: 'Termina hoy el más pequeño de los asuntos casi acabados que arrastras, aunque solo te lleve media hora, y nota el alivio antes de pasar al siguiente.',
    },
  },
];
