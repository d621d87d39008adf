import type { CardText, Rank } from '../types.ts';

// Oros, the suit of earth: body, work, money, home and the slow growth of what lasts. Pips follow the
// Golden Dawn decans (Capricornio, Tauro, Virgo); the courts follow the personalities of the Rider–Waite–Smith figures.

export const OROS: Record<Rank, CardText> = {
  as: {
    image:
      'Un gran disco de oro con una estrella verde de cinco puntas brilla en el centro, rodeado de rayos. En la imagen de Rider–Waite–Smith, una mano sale de una nube y ofrece el pentáculo sobre un jardín de lirios; un arco de setos floridos se abre hacia montañas lejanas.',
    upright: {
      keywords: ['oportunidad tangible', 'prosperidad', 'arraigo', 'bienestar físico', 'semilla'],
      meaning:
        'Todo el palo de la tierra cabe en esta moneda, semilla del taller del Ocho, del jardín del Nueve y de la casa de tres generaciones del Diez: es el potencial que se puede tocar. Si los otros ases hablan de deseo, emoción o idea, este habla de algo concreto, una oferta, un recurso, un cuerpo con energía, una base sobre la que construir. La estrella de cinco puntas inscrita en la moneda une los cuatro elementos con el espíritu, como si dijera que lo material también es sagrado.\n\nEl jardín cuidado y el arco abierto sugieren un camino: lo que se recibe aquí pide cultivo. No basta con tener la semilla; hay que plantarla, regarla y esperar. Aprovecha esta carta para dar forma física a un propósito. Un primer ingreso, un hábito saludable o un espacio propio pueden empezar con un gesto modesto.',
      question: '¿Qué oportunidad concreta tienes al alcance de la mano y todavía no has sabido tomar?',
      action:
        'Elige una meta material pequeña, como ahorrar una cantidad, ordenar un armario o empezar una rutina de ejercicio, y da hoy el primer paso medible.',
    },
    reversed: {
      keywords: ['ocasión perdida', 'inseguridad material', 'planes sin base', 'desconexión corporal', 'codicia'],
      meaning:
        'Vuelto del revés, el disco se escurre de la mano. Puede hablar de una oportunidad que no se concreta, de un plan económico sin base suficiente o de la sensación de que nada termina de asentarse. También puede señalar una relación difícil con el cuerpo: descuido, desconexión, vivir solo en la cabeza.\n\nHay otra lectura, la del apego: querer la moneda tanto que se deja de ver el jardín. El dinero, la seguridad o el estatus se convierten en un fin en sí mismos. La tierra enseña a esperar, y esta posición pide revisar tus cimientos antes de construir más. Pregúntate qué necesitas de verdad para sentir seguridad, y qué es solo acumulación.',
      question: '¿Qué te haría sentir en terreno firme, y cuánto de eso depende realmente del dinero?',
      action:
        'Revisa durante veinte minutos tus gastos de la última semana y marca uno que no te aportó nada; decide qué harás con ese dinero la próxima vez.',
    },
  },
  dos: {
    image:
      'Dos oros, uno encima del otro en el eje del naipe. La carta tradicional muestra a un joven que baila mientras hace malabares con dos monedas unidas por un lazo en forma de ocho tumbado; detrás, dos barcos suben y bajan sobre olas altas.',
    upright: {
      keywords: ['malabarismo', 'adaptabilidad', 'flexibilidad', 'gestión del tiempo', 'ritmo'],
      meaning:
        'Júpiter en Capricornio, el decanato, combina la expansión con la prudencia: crecer sin perder el suelo. La Golden Dawn tituló esta carta «cambio armonioso». La semilla del As ya exige atención diaria, y el Dos, primera estación del camino de Oros, trae una dualidad muy práctica: dos trabajos, dos gastos, dos responsabilidades que compiten por el mismo tiempo.\n\nEl joven no sufre; baila. La lemniscata que une las monedas sugiere que el equilibrio no es quietud sino movimiento continuo. Esta carta te anima a manejar lo múltiple con ligereza, adaptándote a las olas sin perder el ritmo. Funciona mientras sea un juego. Conviene vigilar el momento en que el malabarismo deje de ser destreza y se convierta en agotamiento.',
      question: '¿Qué dos asuntos estás equilibrando ahora, y cómo podrías hacerlo con más ligereza?',
      action:
        'Pásate una pelota o una naranja de una mano a otra durante unos minutos, sin que caiga, y con ese ritmo en el cuerpo decide qué bloque de tiempo darás esta semana a cada una de tus dos responsabilidades principales.',
    },
    reversed: {
      keywords: ['desorganización', 'sobrecarga', 'prioridades confusas', 'caída de bolas', 'desequilibrio económico'],
      meaning:
        'Al invertirse, las monedas caen al suelo. Demasiados frentes abiertos, compromisos que se solapan, cuentas que no cuadran. Puede que estés intentando sostenerlo todo a la vez y el ritmo se haya roto: lo que era baile se ha vuelto carrera.\n\nEsta posición pide priorizar. No todo puede tener la misma atención, y fingir lo contrario conduce al error o al cansancio. Júpiter en Capricornio, en su lado sombrío, promete más de lo que la estructura aguanta. Elige qué sostienes y qué dejas caer a propósito, antes de que caiga por sí solo. Pedir ayuda o aplazar algo no es un fracaso: es recuperar la coordinación.',
      question: '¿Qué compromiso podrías soltar para que los demás vuelvan a tener espacio?',
      action:
        'Decide ahora las tres cosas que sí vas a atender hoy y avisa a quien corresponda de que una cuarta tendrá que esperar.',
    },
  },
  tres: {
    image:
      'Tres oros alineados verticalmente, uno bajo otro, como piedras de un pilar. El dibujo de Smith sitúa a un cantero sobre un banco dentro de una iglesia; junto a él, un monje y un arquitecto sostienen planos bajo un arco gótico con tres pentáculos tallados.',
    upright: {
      keywords: ['colaboración', 'oficio', 'trabajo en equipo', 'competencia', 'prestigio'],
      meaning:
        'Marte en Capricornio, exaltado, es energía con método: esfuerzo disciplinado que construye algo duradero. La tradición hermética llama a esta carta «obras materiales». Aquí el malabarismo del Dos encuentra oficio: ya no se trata de mantener las monedas en el aire, sino de tallarlas en piedra junto a otras personas, y el fruto es el trabajo bien hecho que otros reconocen.\n\nLa escena es una colaboración entre saberes distintos. El artesano conoce la piedra; el arquitecto, el plano; el monje, el sentido del edificio. Ninguno podría terminar la catedral sin los otros. La carta celebra el oficio, la competencia y la humildad de escuchar a quien sabe lo que tú no sabes. Es buen momento para mostrar tu trabajo, pedir opinión y construir en equipo.',
      question: '¿Qué saber tuyo podría complementar el de otra persona en un proyecto común?',
      action:
        'Muestra hoy un trabajo en curso a alguien cuyo criterio respetes y pídele una sola sugerencia concreta de mejora.',
    },
    reversed: {
      keywords: ['descoordinación', 'mediocridad', 'falta de reconocimiento', 'protagonismo', 'calidad descuidada'],
      meaning:
        'La obra se tuerce. Los planos no coinciden con lo que se construye, cada cual tira hacia su lado o alguien se atribuye el mérito del trabajo colectivo. También puede haber prisa por acabar que sacrifica la calidad, o un talento que no recibe el reconocimiento que merece.\n\nMarte en Capricornio necesita estructura para rendir, y esta posición señala que la estructura falla. Quizá los roles no están claros, la comunicación es deficiente o alguien se niega a aprender. Revisa tu papel: ¿estás escuchando o imponiendo? ¿Entregas tu mejor trabajo o cumples sin más? Una catedral se levanta piedra a piedra, y cada piedra cuenta.',
      question: '¿Qué parte de un trabajo compartido estás haciendo por cumplir, sin poner tu oficio?',
      action:
        'Retoca durante veinte minutos una tarea que hiciste deprisa esta semana, con la atención de quien firma su obra.',
    },
  },
  cuatro: {
    image:
      'Cuatro oros en las esquinas de un cuadrado, sólidos como los cimientos de una casa. En la versión tradicional, un hombre coronado se sienta con una moneda apretada contra el pecho, otra sobre la cabeza y dos bajo los pies; detrás se extiende una ciudad.',
    upright: {
      keywords: ['seguridad', 'conservación', 'ahorro', 'control', 'posesión'],
      meaning:
        'Al Sol en Capricornio le corresponde este decanato, y su luz cae sobre la ambición, la estructura y el deseo de estabilidad. Su título hermético es «poder terrenal». Lo que se levantó en el Tres pide ahora resguardo, y con el cuatro llega la forma sólida, que en este palo significa conservar lo conseguido: ahorro, protección, límites claros sobre lo propio.\n\nLa figura no es un avaro de caricatura; ha trabajado por lo que tiene y quiere protegerlo. La carta valida esa prudencia. Pero su postura rígida plantea una pregunta: ¿cuánto se puede abrazar una moneda sin quedarse inmóvil? La seguridad es una base, no un destino. Protege lo necesario sin cerrar los brazos a todo lo demás, incluidas las personas y las experiencias que no caben en una caja fuerte.',
      question: '¿Qué estás protegiendo con tanta fuerza que ya no puedes moverte con libertad?',
      action:
        'Revisa tus finanzas o tus recursos durante veinte minutos, decide una cantidad que quieres reservar y elige también algo que podrías compartir.',
    },
    reversed: {
      keywords: ['avaricia', 'desprendimiento', 'gasto impulsivo', 'miedo a perder', 'apertura'],
      meaning:
        'Las monedas ruedan lejos o se aprietan aún más contra el pecho. Esta carta admite dos lecturas opuestas, y ambas hablan de una relación difícil con lo que se posee. Por un lado, la avaricia: acumular por miedo, negarse a compartir, medir a las personas por lo que tienen. Por otro, el gasto sin control, como si el dinero quemara en las manos.\n\nTambién existe una tercera vía, más sana: el desprendimiento consciente. Aflojar los brazos, soltar una posesión, un control o una seguridad que ya no sirve. El Sol en Capricornio puede aprender que la verdadera estabilidad no está en lo que se guarda, sino en la confianza de poder generar más. Observa hacia qué extremo te inclinas.',
      question: '¿Tu relación con lo que tienes nace de la confianza o del miedo a perderlo?',
      action:
        'Regala, dona o vende hoy un objeto que guardas sin usar, y nota qué sientes al desprenderte de él.',
    },
  },
  cinco: {
    image:
      'Cinco oros en quincunce, una moneda en cada esquina y otra en el centro. En la escena que pintó Smith, dos figuras pobres y heridas avanzan en la nieve, una con muletas; pasan sin verla junto a una vidriera iluminada donde brillan cinco pentáculos.',
    upright: {
      keywords: ['escasez', 'exclusión', 'penuria', 'frío', 'apoyo mutuo'],
      meaning:
        'Mercurio en Tauro, el decanato, piensa con lentitud y preocupación sobre lo material, y de ahí su viejo nombre: «preocupación material». Las monedas que el Cuatro apretaba contra el pecho no bastan para todo: la carencia se nota en lo cotidiano, sea de dinero, de trabajo, de salud o de pertenencia.\n\nLa imagen es dura, pero contiene un dato clave: la ventana iluminada está justo ahí. La ayuda existe, aunque las figuras no la vean, por orgullo, por vergüenza o por costumbre de arreglárselas sin nadie. Y van juntas: incluso en la penuria hay compañía. Reconoce la dificultad sin avergonzarte y mira a tu alrededor en busca de los recursos y las personas que pueden sostenerte.',
      question: '¿Qué ayuda disponible no estás viendo o no te permites pedir?',
      action:
        'Busca durante media hora un recurso, un servicio o una persona que pueda ayudarte con una necesidad concreta que tienes ahora.',
    },
    reversed: {
      keywords: ['fin de lo peor', 'deshielo', 'refugio', 'orgullo', 'ayuda rechazada'],
      meaning:
        'Vuelta la carta, el invierno afloja. Las figuras se detienen bajo la ventana iluminada y, por primera vez, la miran: es el tramo en que lo peor empieza a quedar atrás, aunque el frío todavía se note en los huesos. No llega un rescate repentino, sino un deshielo lento, hecho de pequeñas acogidas que vuelven a ser posibles.\n\nLa otra cara de esta posición es más terca: la puerta está abierta y alguien se niega a entrar. El orgullo, la vergüenza o la costumbre de arreglárselas sin nadie convierten la ayuda disponible en una afrenta. Mercurio en Tauro, lento pero práctico, pide aquí lo más difícil: dejar que te ayuden sin sentir que pierdes algo. Y si ya saliste del invierno, la carta invita a mirar quién sigue fuera y a abrirle la puerta.',
      question: '¿Qué puerta podrías tocar hoy que el orgullo o la vergüenza te han impedido tocar?',
      action:
        'Acepta hoy una ayuda que te ofrecen y que el orgullo te hacía rechazar; o, si lo peor ya quedó atrás, acompaña un rato a alguien que sigue en medio de su invierno.',
    },
  },
  seis: {
    image:
      'Seis oros en dos columnas de tres, como monedas apiladas con orden. Según el diseño tradicional, un mercader sostiene una balanza en una mano y con la otra deja caer monedas en las manos de uno de los dos mendigos arrodillados ante él.',
    upright: {
      keywords: ['generosidad', 'reciprocidad', 'caridad', 'equilibrio en el dar', 'justicia material'],
      meaning:
        'La Luna en Tauro, exaltada, es el cuidado que se expresa en lo concreto: alimentar, sostener, proveer. Los herméticos titularon esta carta «éxito material». Tras el invierno del Cinco, el palo descubre que la tierra se sostiene circulando: el seis restablece el equilibrio porque quien tiene, da, y quien necesita, recibe.\n\nLa balanza en la mano del mercader es esencial. La generosidad de esta carta no es impulsiva; mide, reparte con criterio, sabe cuánto puede dar sin quedarse sin nada. También puede indicar que eres tú quien recibe: un préstamo, una ayuda, un favor. Recibir con dignidad es tan importante como dar con humildad. El flujo es lo que mantiene sana la relación con los recursos.',
      question: '¿En tu vida actual eres más quien da o quien recibe, y cómo te sientes en ese lugar?',
      action:
        'Ofrece hoy un gesto de generosidad medido y concreto, como invitar a un café, donar una cantidad o prestar tu tiempo, sin esperar nada a cambio.',
    },
    reversed: {
      keywords: ['deuda', 'dependencia', 'ayuda con condiciones', 'desigualdad', 'abuso de poder'],
      meaning:
        'La balanza se inclina hacia un lado. Puede haber una ayuda que se da con condiciones o que genera una deuda difícil de pagar, una dependencia que quita dignidad o una relación donde siempre da la misma parte. Hay quien regala para controlar, y a quien recibe puede quedarle un regusto de humillación.\n\nMira con honestidad los intercambios de tu vida. ¿Das para sentirte superior? ¿Recibes sin reconocer? ¿Te debes a alguien de una forma que limita tu libertad? La Luna en Tauro, cuando se desequilibra, confunde cuidado con posesión. Restablecer la justicia en el dar quizá implique rechazar una ayuda, pagar una deuda o decir que no.',
      question: '¿Qué relación de dar y recibir se ha vuelto desigual y te resta libertad?',
      action:
        'Salda hoy una deuda pequeña, material o de favores, o da el primer paso para hablar de ella con claridad.',
    },
  },
  siete: {
    image:
      'Siete oros reunidos en dos grupos con uno más alto en medio, como frutos en una mata. La imagen clásica muestra a un agricultor apoyado en su azada, que contempla con calma una planta frondosa de la que cuelgan siete pentáculos.',
    upright: {
      keywords: ['paciencia', 'evaluación', 'inversión', 'cosecha futura', 'perseverancia'],
      meaning:
        'Saturno en Tauro rige este decanato: el tiempo lento sobre la tierra fértil, la espera inevitable entre la siembra y la cosecha. Su título hermético, «éxito no cumplido», indica que el fruto está ahí, pero aún no madura del todo. Lo que el Seis puso a circular ya está sembrado. Como todo siete, este examina lo logrado, y en la huerta ese examen se llama paciencia.\n\nEl agricultor hace una pausa para evaluar. Ha trabajado mucho y se pregunta si vale la pena seguir. Esta carta invita a esa revisión honesta: ¿lo que cultivas crece? ¿Necesita más cuidado, otro enfoque o simplemente más tiempo? No se trata de rendirse ni de insistir ciegamente, sino de mirar con calma antes de la siguiente estación.',
      question: '¿Qué esfuerzo a largo plazo necesita que lo evalúes antes de seguir invirtiendo en él?',
      action:
        'Detente veinte minutos con los materiales de un proyecto largo delante, como el agricultor apoyado en su azada, y decide, por lo que ha dado hasta ahora, si continúas igual, cambias algo o lo dejas.',
    },
    reversed: {
      keywords: ['impaciencia', 'frustración', 'recursos malgastados', 'esfuerzo sin fruto', 'replanteamiento'],
      meaning:
        'Al revés, la planta no da lo esperado. Puede haber frustración porque el esfuerzo no rinde, o impaciencia que lleva a abandonar justo antes de la cosecha. También puede señalar una inversión, de dinero, tiempo o energía, que no era buena idea y que hay que aceptar como pérdida.\n\nSaturno en Tauro no perdona las prisas. Esta carta invertida te pide distinguir entre un proyecto que necesita más tiempo y otro que está agotado. Sostener algo solo por lo invertido puede ser un error; abandonarlo por ansiedad, también. Mira el suelo, las raíces y las estaciones. Quizá no es que hayas fracasado, sino que plantaste en la tierra equivocada.',
      question: '¿Estás abandonando algo demasiado pronto o sosteniéndolo demasiado tiempo?',
      action:
        'Anota tres señales objetivas de que un proyecto avanza o no avanza y, con ellas delante, pon una fecha concreta para decidir su futuro.',
    },
  },
  ocho: {
    image:
      'Ocho oros se reparten a los lados y en el eje del naipe, como piezas terminadas en un taller. En la escena original, un artesano en su banco graba un pentáculo con martillo y cincel; seis cuelgan ya terminados de un poste, otro espera en el suelo y un pueblo se ve a lo lejos.',
    upright: {
      keywords: ['maestría', 'práctica', 'dedicación', 'aprendizaje', 'detalle'],
      meaning:
        'Un Sol en Virgo preside la carta y alumbra el trabajo minucioso y la mejora constante. «Prudencia» es su nombre en la Golden Dawn. Tras la pausa del Siete, el camino de la tierra vuelve al banco de trabajo. Los ochos son movimiento, y aquí el movimiento es la repetición que perfecciona: la misma tarea, hecha una y otra vez, hasta que la mano sabe.\n\nEl artesano está absorto. No piensa en el resultado final ni en el reconocimiento, sino en la moneda que tiene delante. Esta carta celebra esa concentración, ese amor por el oficio que se cultiva con paciencia. Es un buen momento para aprender una habilidad, profundizar en tu trabajo o practicar algo hasta dominarlo. Las obras grandes se construyen con horas pequeñas y atentas.',
      question: '¿Qué habilidad merece que le dediques práctica paciente, aunque el progreso sea lento?',
      action:
        'Practica durante cuarenta minutos una habilidad que quieres dominar, con la atención puesta en un solo aspecto y sin interrupciones.',
    },
    reversed: {
      keywords: ['perfeccionismo', 'rutina vacía', 'falta de motivación', 'trabajo descuidado', 'oficio sin alma'],
      meaning:
        'El taller pierde su encanto en esta posición. Puede haber una repetición mecánica que ya no enseña nada, un trabajo hecho sin interés o la sensación de haber estancado tu crecimiento. También puede ocurrir lo contrario: un perfeccionismo que impide terminar, corregir sin fin, no entregar nunca por miedo a que no sea suficiente.\n\nEl Sol en Virgo tiene una sombra exigente, la crítica que nunca se da por satisfecha. Pregúntate si tu trabajo te sigue nutriendo o si se ha vuelto rutina. A veces la solución es aprender algo nuevo; otras, aceptar que lo bueno es suficiente. El oficio florece cuando se equilibran la exigencia y el disfrute.',
      question: '¿Qué trabajo tuyo está esperando que dejes de corregirlo para poder terminarse?',
      action:
        'Entrega hoy algo que llevas días puliendo, aceptando conscientemente que está lo bastante bien.',
    },
  },
  nueve: {
    image:
      'Nueve oros en una retícula de tres por tres, un jardín de monedas. Pamela Colman Smith pintó a una mujer elegante en medio de un viñedo, con un halcón encapuchado en la mano enguantada; su túnica está bordada de flores y a sus pies asoma un caracol.',
    upright: {
      keywords: ['autosuficiencia', 'refinamiento', 'disfrute', 'independencia', 'logro personal'],
      meaning:
        'De Venus en Virgo le viene la unión entre el gusto por la belleza y el cuidado del detalle. Las horas de taller del Ocho se han convertido en jardín propio: a un paso de la culminación del palo, el nueve ofrece un bienestar que se disfruta porque se ha trabajado.\n\nLa figura pasea sola por su jardín, y esa soledad no es tristeza, sino independencia. Ha construido un lugar propio y sabe disfrutarlo; el caracol a sus pies recuerda que todo llegó despacio. El halcón encapuchado habla de disciplina: el placer de esta carta no es desenfreno, sino refinamiento. Es una invitación a disfrutar de tus logros, a cuidar tu espacio y a reconocer que la autosuficiencia, bien vivida, no aísla sino que libera.',
      question: '¿Qué has construido con tu esfuerzo que mereces disfrutar con calma?',
      action:
        'Regálate cuarenta minutos para disfrutar de algo que has conseguido con tu trabajo, como tu casa, tu jardín o una comida preparada con cuidado.',
    },
    reversed: {
      keywords: ['dependencia económica', 'superficialidad', 'soledad no elegida', 'exceso de trabajo', 'apariencias'],
      meaning:
        'Si la carta sale invertida, el jardín parece una vitrina. Puede haber una comodidad que depende de otra persona y resta libertad, o una vida dedicada a mantener las apariencias. También puede señalar que has trabajado tanto para construir tu espacio que no te queda tiempo para disfrutarlo, o una independencia que se ha convertido en aislamiento.\n\nVenus en Virgo, desequilibrada, se vuelve exigente consigo y con lo que la rodea. Nada es suficiente, nada está perfecto. Vale la pena comprobar si tu bienestar es auténtico o si se sostiene en el esfuerzo por parecer. La libertad que promete esta carta se consigue cuando la riqueza sirve a la vida, no al revés.',
      question: '¿Qué parte de tu bienestar depende de lo que otras personas ven o aprueban?',
      action:
        'Reserva hoy una hora sin productividad ni exhibición, lejos de las redes y sin planes que mostrar, solo para algo que disfrutes en privado.',
    },
  },
  diez: {
    image:
      'Diez oros: dos columnas y dos monedas en el eje. En la carta de Smith dibujan el Árbol de la Vida cabalístico sobre una escena familiar: un anciano acaricia a dos perros junto a una puerta con escudos; una pareja conversa y un niño se agarra a la madre.',
    upright: {
      keywords: ['legado', 'patrimonio', 'familia extendida', 'estabilidad duradera', 'tradición'],
      meaning:
        'Mercurio en Virgo, su regente, organiza, administra y transmite. La llamaron «riqueza», sin más. Al final del recorrido que empezó con la moneda solitaria del As, la tierra deja un legado: lo que se construyó durante generaciones y pasa de unas manos a otras, sea dinero, casa, oficio o valores.\n\nLa escena reúne a tres generaciones en un mismo espacio. El anciano no mira a los demás; acaricia a los perros, tranquilo, como quien sabe que ha hecho su parte. Esta carta habla de estabilidad a largo plazo, de raíces familiares o comunitarias, de lo que se cuida para que dure. Te invita a pensar en tu propio legado: qué quieres dejar y a quién.',
      question: '¿Qué te gustaría dejar a quienes vengan detrás de ti, sea material o no?',
      action:
        'Enseña hoy a alguien más joven una receta, una historia familiar o un saber práctico que te transmitieron, con las manos en la masa si es posible.',
    },
    reversed: {
      keywords: ['conflicto por herencias', 'ruptura generacional', 'inestabilidad', 'carga familiar', 'patrones heredados'],
      meaning:
        'Vuelta la carta, el legado pesa o se rompe. Puede haber disputas familiares por dinero o propiedades, expectativas que se heredan como una carga o una ruptura con la tradición que duele aunque sea necesaria. También puede señalar una inestabilidad que amenaza lo que parecía seguro.\n\nEsta posición pregunta qué has recibido y qué quieres conservar. No todo lo heredado merece mantenerse; algunos patrones familiares conviene dejarlos caer. Mercurio en Virgo aporta discernimiento para separar el valor real de la costumbre. Construir tu propio camino no significa rechazar tus raíces, sino elegir conscientemente qué llevas contigo y qué dejas en la casa de tus mayores.',
      question: '¿Qué has heredado de tu familia que quieres conservar, y qué prefieres no transmitir?',
      action:
        'Elige un patrón familiar que no quieres repetir y rómpelo hoy con un gesto concreto; después agradece, a alguien de tu familia o en silencio, algo que sí quieres conservar.',
    },
  },
  sota: {
    image:
      'Rodeada por un fino círculo de oro, la moneda tiene encima una estrella radiante. La imagen tradicional presenta a un joven de pie en un prado florido, que sostiene un pentáculo con ambas manos y lo contempla con atención; detrás, un campo arado y árboles.',
    upright: {
      keywords: ['estudio', 'aplicación', 'nuevo proyecto', 'curiosidad práctica', 'responsabilidad'],
      meaning:
        'La Sota de Oros es la tierra de la tierra: lo más concreto de lo concreto. Acaba de recibir la moneda del As y la estudia antes de plantarla: es la figura del estudiante aplicado, de quien empieza un oficio o un proyecto con atención reverente. Mira la moneda como si contuviera un secreto, y en cierto modo lo contiene: el potencial de todo lo que podría crecer si se cuida.\n\nEsta carta favorece el aprendizaje práctico, los primeros pasos en un oficio, las formaciones y los proyectos que empiezan con poco y pueden crecer mucho. No tiene prisa; avanza paso a paso. Su lección es que la seriedad y la curiosidad pueden ir juntas. Trata tus comienzos con respeto, y la tierra responderá con frutos a su tiempo.',
      question: '¿Qué aprendizaje práctico te entusiasma y podría convertirse en algo sólido?',
      action:
        'Inscríbete en un curso, consigue un libro o busca a alguien que domine una habilidad práctica que quieres aprender, y dedícale hoy la primera media hora.',
    },
    reversed: {
      keywords: ['procrastinación', 'falta de compromiso', 'pereza', 'aprendizaje superficial', 'proyectos olvidados'],
      meaning:
        'La moneda se queda en la mano sin que nadie la mire. Puede haber un proyecto que se posterga, un estudio abandonado o la dificultad para pasar de la intención a la acción. También puede describir una falta de interés por lo práctico, como si las tareas concretas fueran indignas de atención.\n\nEsta posición pide revisar tu relación con el esfuerzo constante. Quizá el problema no es la pereza, sino el miedo a no estar a la altura, o la falta de un objetivo claro. Empieza por algo pequeño y tangible: una tarea de diez minutos, cumplida, vale más que un gran plan eternamente aplazado.',
      question: '¿Qué proyecto práctico llevas tiempo posponiendo, y qué te impide empezarlo realmente?',
      action:
        'Haz hoy en diez minutos la tarea más pequeña de un proyecto aplazado y deja a la vista lo que necesitarás para la siguiente.',
    },
  },
  caballero: {
    image:
      'Un oro alado: dos alas lo sostienen y un arco dorado con una estrella lo corona. En la carta tradicional, un caballero de armadura oscura está quieto sobre un caballo negro de tiro, sosteniendo un pentáculo y mirando un campo arado.',
    upright: {
      keywords: ['constancia', 'fiabilidad', 'método', 'trabajo duro', 'paciencia'],
      meaning:
        'De los cuatro caballeros, este es el único que no se mueve. Su caballo está plantado, y él contempla el campo con la calma de quien sabe que las cosas importantes llevan tiempo. Es la persona en quien se puede confiar: cumple, termina lo que empieza, no promete lo que no puede dar. En la corte de Oros, él hace el trabajo del Ocho día tras día, sin el brillo de la Reina ni la autoridad del Rey.\n\nNadie diría que es una carta emocionante, y sin embargo vale mucho. Te pide constancia, método y paciencia. Puede que lo que necesitas ahora no sea un gran cambio, sino seguir haciendo bien lo que haces, un día tras otro. La rutina, cuando tiene sentido, es una forma de devoción. Las cosas que perduran se construyen así, con la perseverancia de quien ara un campo surco a surco.',
      question: '¿Qué rutina, mantenida con constancia, podría cambiar tu vida a largo plazo?',
      action:
        'Cumple hoy la primera sesión de una rutina pequeña y útil, como caminar, estudiar o ahorrar, a la misma hora a la que piensas repetirla mañana.',
    },
    reversed: {
      keywords: ['rigidez', 'estancamiento', 'aburrimiento', 'terquedad', 'obsesión laboral'],
      meaning:
        'Ahora el caballo no solo está quieto, sino atascado. La constancia se vuelve rigidez y la paciencia, inmovilidad. Puede describir a alguien tan aferrado a sus rutinas que no ve que han dejado de funcionar, o una vida dominada por el trabajo en la que no queda espacio para nada más.\n\nTambién puede indicar aburrimiento: la sensación de hacer siempre lo mismo sin propósito. Conviene mirar tus hábitos con ojos críticos. ¿Sirven a tu vida o se han convertido en un fin en sí mismos? A veces el método necesita actualizarse, y el caballo, galopar un poco. El esfuerzo sostenido solo tiene sentido si va hacia algún lugar.',
      question: '¿Qué costumbre mantienes por inercia aunque ya no te sirva?',
      action:
        'Cambia hoy un elemento de tu rutina diaria, como el camino al trabajo, el orden de tus tareas o el lugar donde comes, y observa qué descubres.',
    },
  },
  reina: {
    image:
      'La moneda se refleja en un óvalo dorado; arriba, una corona de puntas y una luna que crece. En la escena clásica, la Reina se sienta en un jardín exuberante con un pentáculo en el regazo; un conejo salta a sus pies y su trono está tallado con frutos y cabezas de cabra.',
    upright: {
      keywords: ['abundancia', 'cuidado práctico', 'calidez', 'sensualidad', 'seguridad'],
      meaning:
        'Agua que empapa la tierra: en esta Reina el cuidado se vuelve tangible. Es la figura que sabe crear un hogar, cocinar, cultivar, sostener. Mira su moneda con ternura, como si fuera un ser vivo, y todo a su alrededor florece. El conejo a sus pies habla de fertilidad y abundancia. Es ella quien convierte el jardín del Nueve en una casa abierta a otras personas.\n\nCuida de ti y de los demás de forma concreta. No basta con sentir afecto; hay que expresarlo en acciones: una comida, un espacio acogedor, un tiempo dedicado. También te recuerda que el cuerpo merece atención y placer. Su sabiduría es práctica y cálida: sabe que la vida se sostiene con gestos cotidianos.',
      question: '¿Cómo podrías cuidar hoy tu cuerpo o tu hogar de una forma concreta y amorosa?',
      action:
        'Riega las plantas, cambia las sábanas o cocina algo para mañana: dedica media hora a un cuidado práctico de tu casa, hecho sin prisa y con gusto.',
    },
    reversed: {
      keywords: ['descuido propio', 'sobreprotección', 'materialismo', 'desorden', 'agotamiento doméstico'],
      meaning:
        'Invertida, la Reina se olvida de sí. Puede cuidar tanto de otras personas que no le queda energía para su propio bienestar, o volcarse tanto en el trabajo que el hogar se descuida. También puede describir una sobreprotección que asfixia, o una relación con lo material basada en la ansiedad.\n\nEl jardín se llena de maleza y el conejo se esconde. Lo que toca es recuperar el equilibrio: cuidar sin dejar de cuidarte, proveer sin controlar, disfrutar sin acumular. Quizá necesitas un día de descanso, ordenar tu espacio o pedir ayuda con las tareas domésticas. La abundancia de la tierra empieza por el cuerpo que la habita.',
      question: '¿A quién estás cuidando tanto que te olvidas de cuidarte?',
      action:
        'Delega hoy una tarea doméstica que siempre asumes tú y usa ese rato para cuidar tu cuerpo, con una ducha lenta, un té o unos estiramientos en el suelo.',
    },
  },
  rey: {
    image:
      'Un trono azul oscuro sostiene la moneda, y una corona alta con un orbe verde preside el conjunto. En la escena tradicional, el Rey se sienta en un trono decorado con cabezas de toro, rodeado de racimos de uvas; su manto está bordado de viñas y detrás se alza un castillo.',
    upright: {
      keywords: ['prosperidad', 'éxito material', 'liderazgo práctico', 'generosidad', 'solidez'],
      meaning:
        'El Rey de Oros es la tierra en plena madurez, la persona del palo que ha llegado al Diez y sabe cuidarlo: la moneda del As, multiplicada, en manos de quien sabe para qué sirve. Ha trabajado, ha construido y ahora disfruta de lo conseguido sin ansiedad. Su manto de viñas se confunde con el jardín, como si él mismo fuera parte de la abundancia que lo rodea. Encarna a quien sabe administrar y compartir, el empresario sensato o la anfitriona que nunca deja una mesa vacía.\n\nEsta carta habla de administrar bien lo que se tiene, del criterio que sostiene un negocio y de la capacidad de convertir ideas en resultados tangibles. Pero su verdadera riqueza no está solo en lo que tiene, sino en cómo lo usa: con generosidad, responsabilidad y visión a largo plazo. Te invita a asumir tu autoridad sobre lo material con confianza y sin culpa.',
      question: '¿Qué recurso tuyo podrías administrar con más confianza y generosidad?',
      action:
        'Siéntate cuarenta minutos con papel y lápiz a planificar tus finanzas del próximo mes con un objetivo concreto de ahorro o inversión y uno de generosidad.',
    },
    reversed: {
      keywords: ['avaricia', 'materialismo', 'corrupción', 'terquedad', 'mala gestión'],
      meaning:
        'Invertido, el Rey confunde el valor con el precio. Puede describir a alguien obsesionado con el dinero y el estatus, que mide todo por su rentabilidad, o que usa su poder económico para controlar. También puede indicar una mala gestión: recursos desperdiciados, decisiones financieras imprudentes, terquedad ante el cambio.\n\nPara ti, la pregunta es qué lugar ocupa el dinero en tu vida. ¿Es un medio o un fin? ¿Te da libertad o te ata? A veces el éxito material hace perder de vista lo que importa: las relaciones, la salud, el sentido. La tierra enseña que todo lo que se acumula sin circular acaba estancándose.',
      question: '¿Qué estás sacrificando por mantener tu seguridad material o tu estatus?',
      action:
        'Repasa con alguien cuyo criterio respetes una decisión económica reciente, y pregúntate en voz alta si respondió a tus valores o a la presión por tener más.',
    },
  },
};
