import type { CardText, Rank } from '../types.ts';

// Bastos, the suit of fire: will, desire, creativity and action. Pips follow the Golden Dawn decans
// (Aries, Leo, Sagitario); the courts follow the personalities of the Rider–Waite–Smith figures.

export const BASTOS: Record<Rank, CardText> = {
  as: {
    image:
      'Un solo bastón vivo, con un brote encendido en la punta y dos hojas, se levanta en el centro de una corona de rayos. La escena tradicional lo pone en una mano que sale de una nube; caen hojas nuevas y, al fondo, un castillo domina una colina.',
    upright: {
      keywords: ['chispa', 'impulso creador', 'inspiración', 'vitalidad', 'comienzo'],
      meaning:
        'Con el As de Bastos prende el fuego en su raíz: voluntad pura, deseo antes de tener plan. Todo el palo sale de esta chispa, que después conocerá la decisión del Dos, las peleas del Cinco y, al final, la carga que el Diez lleva a cuestas. El bastón no es una herramienta pulida sino una rama que todavía brota, señal de que la energía que trae está viva y quiere crecer. Suele aparecer cuando una idea te enciende de golpe, cuando sientes ganas de empezar algo o cuando el cuerpo recupera el ánimo tras una etapa apagada.\n\nLa mano que surge de la nube ofrece el bastón, pero no lo clava en el suelo por ti. La chispa dura poco si no se alimenta, de modo que conviene un primer gesto mientras el entusiasmo está caliente. No hace falta saber dónde termina el camino: basta con darle a ese impulso una forma concreta, aunque sea pequeña.',
      question: '¿Qué idea o deseo te ha encendido últimamente, y cuál sería su primer gesto visible?',
      action:
        'Empieza hoy, en cuarenta minutos, ese proyecto que te entusiasma: un boceto, una primera página, una llamada; lo importante es que exista fuera de tu cabeza.',
    },
    reversed: {
      keywords: ['fuego apagado', 'arranque en falso', 'dispersión', 'frustración', 'espera'],
      meaning:
        'Con la rama apuntando al suelo, el fuego humea sin prender. Quizá hay un proyecto que no termina de arrancar, o muchos arranques que se consumen en la primera semana. También puede describir un cansancio de fondo que te impide sentir deseo por nada, como si la leña estuviera húmeda.\n\nNo siempre es mala señal. Algunas semillas necesitan más tiempo bajo tierra, y forzar una llama sin combustible solo deja cenizas. Observa si el problema es falta de energía, falta de dirección o exceso de frentes abiertos. Cada caso pide algo distinto: descanso, una pregunta más clara o la valentía de abandonar lo que no te importa para que lo que sí te importa reciba oxígeno.',
      question: '¿Qué te está quitando el oxígeno que tu deseo necesita para prender?',
      action:
        'Despeja tu mesa de los materiales de todos tus proyectos abiertos menos uno, el que de verdad te ilusiona, y dedícale veinte minutos con esa mesa limpia delante.',
    },
  },
  dos: {
    image:
      'Dos bastones en vertical, uno sobre otro, como un camino que se prolonga. En la carta de Rider–Waite–Smith, un hombre de pie en la almena de un castillo sostiene un globo terráqueo en la mano y un bastón en la otra; el segundo queda fijo en el muro.',
    upright: {
      keywords: ['visión', 'planificación', 'ambición', 'dominio', 'decisión'],
      meaning:
        'El Dos de Bastos corresponde a Marte en Aries, el guerrero en su propio signo: una energía directa que ya no solo quiere actuar, sino decidir hacia dónde. Su título hermético, «dominio», lo resume bien. Desde lo alto del castillo, el personaje tiene el mundo en la palma y se pregunta qué hacer con él. Lo que se ha conseguido es suyo; lo que falta está más allá del mar. Es el primer alto en el camino del fuego: la chispa del As ya tiene dueño, y ahora busca horizonte.\n\nHabla de quien traza planes a largo plazo y se siente con poder para elegir. Te pide mirar más lejos que de costumbre y preguntarte si tu vida actual te queda pequeña. El riesgo es quedarse en la almena contemplando mapas. La visión solo sirve si uno de los dos bastones se descuelga del muro y echa a andar.',
      question: 'Si tuvieras el mapa de tu vida en la mano, ¿hacia dónde querrías que apuntara el próximo año?',
      action:
        'Sube a un lugar alto o asómate a la ventana más alta de tu casa, mira a lo lejos y elige el paso de esta semana hacia donde quieres estar en un año.',
    },
    reversed: {
      keywords: ['miedo a lo desconocido', 'indecisión', 'zona de confort', 'control', 'planes frustrados'],
      meaning:
        'Vuelta del revés, la almena se convierte en prisión cómoda. Sabes que hay algo más allá, pero el castillo es seguro y los mapas no asustan. Puede tratarse de un viaje que se pospone, de una decisión profesional aplazada una vez más o de un plan tan detallado que nunca llega el momento perfecto para empezarlo.\n\nMarte en Aries, mal orientado, también puede volverse afán de controlar: tener el mundo en la mano y no soltarlo. Revisa si tu prudencia protege algo valioso o solo evita el riesgo de equivocarte. A veces lo que frena no es el miedo al fracaso, sino al cambio de identidad que traería el éxito.',
      question: '¿Qué estás planificando una y otra vez para no tener que empezarlo?',
      action:
        'Haz hoy la primera acción pequeña de un plan que llevas meses afinando, aunque el plan no esté perfecto: una llamada, una reserva o una consulta.',
    },
  },
  tres: {
    image:
      'Tres bastones alineados en columna, cada uno con su brote anaranjado. La escena clásica muestra a una figura de espaldas en lo alto de un acantilado, apoyada en uno de los tres bastones plantados, mirando barcos que navegan por un mar dorado.',
    upright: {
      keywords: ['expansión', 'previsión', 'horizonte', 'liderazgo', 'progreso'],
      meaning:
        'El Sol en Aries, decanato de esta carta, es la luz en su exaltación: confianza, claridad y ganas de llegar lejos. Si el Dos decidía desde la almena, el Tres ya ha lanzado sus barcos: es el tramo del palo en que el fuego sale de casa y el proyecto empieza a depender también del mundo. En la tradición de la Golden Dawn se la conoce como «virtud establecida»: una fuerza que ha probado su valor y puede apostar más alto.\n\nLa figura no rema en los barcos; los observa desde arriba. Es la postura de quien ha sembrado y ahora vigila el horizonte con paciencia activa. La carta favorece proyectos que cruzan fronteras, colaboraciones a distancia, negocios o estudios que amplían tu mundo. También te recuerda que liderar incluye confiar en que otras personas lleven parte del viaje.',
      question: '¿Qué has puesto ya en marcha que ahora necesita tu paciencia más que tu esfuerzo?',
      action:
        'Llama hoy a alguien que esté lejos, en otra ciudad o en otro oficio, y proponle una colaboración, una pregunta o un intercambio concreto.',
    },
    reversed: {
      keywords: ['retrasos', 'expectativas incumplidas', 'miopía', 'obstáculos', 'repliegue'],
      meaning:
        'Cuando esta carta se invierte, los barcos tardan o vuelven vacíos. Puede que un proyecto que lanzaste con ilusión se haya estancado, o que hayas calculado mal los tiempos. También cabe que la visión se haya estrechado: atención puesta solo en lo inmediato, sin perspectiva para ver que el viaje sigue en marcha.\n\nAntes de dar algo por perdido, revisa las rutas. Tal vez las expectativas eran demasiado rápidas, o faltó comunicación con quienes navegaban contigo. El Sol en Aries quiere resultados inmediatos, y su sombra es la impaciencia que hunde barcos que estaban a punto de llegar. Ajusta el rumbo, reduce la carga o busca otro puerto, pero no conviertas un retraso en un juicio sobre tu valía.',
      question: '¿Qué retraso estás interpretando como fracaso cuando quizá solo pide más tiempo o otro rumbo?',
      action:
        'Revisa con alguien que conozca un proyecto atascado qué esperabas que pasara y para cuándo, y fija con esa persona un plazo nuevo y realista con un solo ajuste concreto.',
    },
  },
  cuatro: {
    image:
      'Cuatro bastones forman un cuadrado firme, dos arriba y dos abajo. Cuatro varas sostienen, en la imagen de siempre, una guirnalda de flores y frutos; detrás, dos figuras levantan ramos junto a un castillo, como en una boda o una fiesta de bienvenida.',
    upright: {
      keywords: ['celebración', 'hogar', 'estabilidad', 'armonía', 'hito'],
      meaning:
        'Cuando el fuego recibe la estructura del cuatro, se vuelve fuego de hogar: una llama contenida que calienta en vez de quemar. Su decanato, Venus en Aries, une la pasión con el gusto por la belleza y el encuentro. Su nombre antiguo, «obra perfeccionada», alude a una etapa terminada que merece festejarse antes de iniciar la siguiente. En el camino del fuego es la primera parada para celebrar: los barcos del Tres han vuelto, y antes de la refriega del Cinco hay una tarde de fiesta.\n\nLa guirnalda entre los bastones es un pórtico abierto: invita a entrar. La carta habla de bodas, mudanzas, inauguraciones, reencuentros y de cualquier logro compartido que se marca con un ritual. Su mensaje es sencillo y a menudo olvidado: detente a celebrar. Reconocer lo conseguido da raíces a la energía y la prepara para el próximo impulso.',
      question: '¿Qué logro reciente has dejado pasar sin celebrar, y con quién te gustaría festejarlo?',
      action:
        'Organiza hoy una pequeña celebración de algo que hayas conseguido: compra flores, cocina algo especial o invita a alguien a brindar contigo.',
    },
    reversed: {
      keywords: ['transición', 'inestabilidad', 'festejo forzado', 'desarraigo', 'tensión familiar'],
      meaning:
        'La guirnalda cuelga torcida cuando la carta se invierte. Puede haber una fiesta a la que vas sin ganas, un hogar donde no terminas de sentirte en casa o un cambio de etapa que aún no encuentra su nuevo suelo. Los preparativos de un acontecimiento importante también pueden traer roces: expectativas familiares, dinero, invitados.\n\nA veces esta carta invertida no indica ningún problema, sino una celebración íntima en lugar de pública, o una mudanza vivida con cierta incomodidad. Lo que pide es distinguir entre la estabilidad real y su apariencia. Venus en Aries recuerda que la armonía no se impone: se construye con gestos de cariño que cada cual pueda sentir como propios.',
      question: '¿Dónde sientes que todo debería alegrarte y, sin embargo, algo no encaja?',
      action:
        'Ordena y embellece durante media hora un rincón de tu casa para que se sienta tuyo, aunque sea solo una mesa o una estantería.',
    },
  },
  cinco: {
    image:
      'Cinco bastones en quincunce, cuatro en las esquinas y uno en el centro. La imagen de Pamela Colman Smith muestra a cinco jóvenes que blanden sus varas en una refriega desordenada; nadie parece herido, y cuesta saber si pelean o juegan.',
    upright: {
      keywords: ['competencia', 'conflicto', 'rivalidad', 'debate', 'fricción'],
      meaning:
        'Saturno en Leo pone el límite de la realidad frente al orgullo: cada cual quiere brillar y no hay escenario para todos. «Contienda», la tituló la Golden Dawn. La fiesta del Cuatro se acaba aquí: el fuego que cada cual ha encendido por su cuenta choca con el de los demás, y hay egos en un mismo espacio e ideas que se disputan la razón.\n\nNo toda fricción es dañina. La escena parece un entrenamiento más que una guerra, y la competencia puede afilar talentos, generar ideas y revelar lo que cada persona aporta. La carta pregunta qué tipo de lucha estás librando: si sirve para crecer o solo para no ceder. Una discusión bien llevada ordena el caos; una mal llevada lo multiplica.',
      question: '¿En qué conflicto actual estás luchando por la solución y en cuál solo por tener razón?',
      action:
        'En la próxima discusión de hoy, resume en voz alta el punto de vista de la otra persona antes de dar el tuyo, y comprueba si lo has entendido bien.',
    },
    reversed: {
      keywords: ['evitación', 'tregua', 'lucha interior', 'resolución', 'agotamiento'],
      meaning:
        'Invertidos, los bastones bajan. Puede ser el final de una disputa, cuando las partes se cansan y descubren que tenían más en común de lo que creían. También puede señalar lo contrario: un conflicto que se evita a toda costa y que, por no salir, se enquista en forma de ironías y silencios.\n\nHay otra lectura, más íntima: la pelea se libra dentro de ti. Varias voces quieren cosas distintas y te agotan. Saturno en Leo pide aquí estructura para el orgullo: reconocer qué parte de ti necesita ganar siempre y darle un lugar sin dejar que gobierne. La paz verdadera no consiste en que nadie discuta, sino en que el desacuerdo deje de ser una amenaza.',
      question: '¿Qué conflicto estás evitando para no incomodar, y qué te cuesta ese silencio?',
      action:
        'Siéntate en dos sillas distintas, una por cada voz interna que discute sobre un asunto tuyo, y habla desde cada una un par de minutos; después decide cuál tendrá hoy la última palabra.',
    },
  },
  seis: {
    image:
      'Seis bastones en dos columnas de tres, rectos como estandartes en un desfile. La escena de siempre presenta a un jinete coronado de laurel sobre un caballo blanco; su vara lleva otra corona, y a su alrededor caminan personas con bastones alzados.',
    upright: {
      keywords: ['victoria', 'reconocimiento', 'confianza', 'éxito público', 'orgullo legítimo'],
      meaning:
        'Júpiter en Leo es uno de los decanatos más luminosos del mazo: generosidad, expansión y un deseo natural de ser visto. Tras la refriega del Cinco, el palo llega a su momento de gloria: el Seis es el tramo en que los demás reconocen el fuego que llevas, antes de que el Siete te obligue a defenderlo. El laurel no se lo pone el jinete; se lo han dado.\n\nLa carta habla de logros que se hacen públicos, de ascensos, aplausos o de esa confianza que nace cuando otros validan tu esfuerzo. Disfrútalo sin falsa modestia, porque el reconocimiento también alimenta el fuego. Recuerda, sin embargo, a quienes caminan a pie a tu lado: ninguna victoria es del todo individual, y agradecerla la vuelve más sólida.',
      question: '¿Qué éxito tuyo merece que lo reconozcas sin minimizarlo, y a quién le debes parte de él?',
      action:
        'Agradece hoy, en persona o por teléfono, algo concreto que hizo por ti alguien que te apoyó en un logro reciente, y cuéntale cómo salió.',
    },
    reversed: {
      keywords: ['mérito ignorado', 'ego herido', 'caída', 'inseguridad', 'fama efímera'],
      meaning:
        'El desfile pasa sin ti. Puede haber un esfuerzo que nadie reconoce, un mérito que se atribuye otra persona o la sensación de que tu valor depende de aplausos que no llegan. También puede describir el vértigo de un éxito que se sostiene más en la imagen que en el fondo.\n\nJúpiter en Leo, en su sombra, infla el orgullo hasta volverlo frágil: cualquier crítica parece una derrota. La invitación es a trasladar el centro de gravedad hacia dentro. Pregúntate qué valoras de tu trabajo cuando no hay público. Si esa respuesta es firme, la falta de laurel dolerá menos, y el reconocimiento, cuando llegue, no te desestabilizará.',
      question: '¿Qué valoras de lo que haces cuando nadie lo está mirando?',
      action:
        'Al terminar la jornada, repasa en voz alta tres cosas de tu trabajo o de tu día que te enorgullecen aunque nadie las haya notado, y date las gracias por una de ellas.',
    },
  },
  siete: {
    image:
      'Siete bastones dispuestos en dos columnas con uno más alto en el eje, como un muro de defensa. Según el dibujo clásico, un joven en lo alto de una loma se defiende con un bastón de otros seis que suben desde abajo; lleva un zapato distinto en cada pie.',
    upright: {
      keywords: ['defensa', 'valor', 'perseverancia', 'convicción', 'posición'],
      meaning:
        'El decanato une a Marte con Leo, y el resultado es coraje con corazón: la fuerza que se planta por lo que cree. «Valor» es el nombre que le dieron los ocultistas que fijaron estas correspondencias. El laurel del Seis trae rivales: ya no se trata de conquistar, sino de mantener la posición ganada frente a quienes la discuten. La ventaja del terreno es del joven: está en lo alto, aunque los demás sean más.\n\nSus zapatos desparejados sugieren que no tuvo tiempo de prepararse. Así son muchas defensas reales: llegan de improviso. La carta te pide sostener tus convicciones sin caer en la rigidez, elegir qué batallas merecen tu energía y recordar que defender un límite no es atacar a nadie. Tu firmeza de hoy protege lo que construiste ayer.',
      question: '¿Qué posición tuya merece defenderse aunque incomode a otras personas?',
      action:
        'Mantén hoy tu posición en un asunto que te importa cuando alguien la discuta: apoya bien los pies, respira y repite tu argumento con calma una vez más antes de decidir si cedes.',
    },
    reversed: {
      keywords: ['agobio', 'rendición', 'actitud defensiva', 'duda', 'retirada estratégica'],
      meaning:
        'Cuando la carta se invierte, los seis bastones de abajo parecen multiplicarse. Puede haber demasiados frentes, críticas que desgastan o la sensación de estar siempre a la defensiva incluso cuando nadie ataca. A veces la amenaza es real; otras, es el hábito de vivir con la guardia alta.\n\nTambién puede tratarse de una rendición sensata. No todas las colinas valen la pena, y retirarse de una posición que ya no importa libera fuerzas para otra que sí. Marte en Leo tiende a tomarse cada desafío como algo personal; la madurez consiste en distinguir el orgullo de la convicción. Pregúntate cuánto de esta lucha defiende algo valioso y cuánto defiende tu imagen.',
      question: '¿De qué te estás defendiendo que quizá ya no te amenaza?',
      action:
        'Baja la guardia en una conversación de hoy en la que sueles ponerte a la defensiva: escucha hasta el final, deja las manos abiertas y responde solo después de una respiración.',
    },
  },
  ocho: {
    image:
      'Ocho bastones se ordenan como flechas en formación: tres a cada lado y dos en la línea central. En el diseño de Smith no hay figuras: ocho varas cruzan el cielo en diagonal sobre un paisaje con un río y una colina, a punto de tocar tierra.',
    upright: {
      keywords: ['rapidez', 'movimiento', 'noticias', 'impulso', 'comunicación'],
      meaning:
        'Con Mercurio en Sagitario como decanato, el pensamiento sale lanzado como flecha: rápido, expansivo, orientado a lo lejano. El título que recibió, «rapidez», no necesita glosa. Tras la defensa del Siete, el fuego entra en la recta final del palo y todo se acelera: mensajes que llegan a la vez, viajes que se concretan, asuntos atascados que de pronto avanzan.\n\nEs la única carta numerada del palo sin personas, como si la acción se moviera sola. Eso sugiere que no tienes que empujar; basta con estar en condiciones de recibir y responder. Aprovecha la corriente para cerrar pendientes, enviar lo que estaba listo y decir lo que hace falta decir. Eso sí: las flechas bajan, así que cuida dónde aterrizan tus palabras.',
      question: '¿Qué asunto está listo para moverse si le das hoy el empujón final?',
      action:
        'Responde durante cuarenta minutos los mensajes que llevas días aplazando, uno tras otro y sin pulirlos de más, hasta dejar la bandeja al día.',
    },
    reversed: {
      keywords: ['precipitación', 'retraso', 'malentendido', 'dispersión mental', 'freno'],
      meaning:
        'Las flechas invertidas se cruzan o se quedan en el aire. Puede haber mensajes que no llegan, viajes que se cancelan o una prisa que lleva a decisiones mal pensadas. Mercurio en Sagitario, cuando se desordena, habla más de lo que escucha y promete más de lo que puede cumplir.\n\nEsta posición también puede describir un exceso de estímulos: demasiados asuntos a la vez, notificaciones constantes, la mente saltando de tema en tema. La velocidad se vuelve ruido. Baja el ritmo lo justo para apuntar antes de disparar. Un solo mensaje claro vale más que diez enviados con prisa, y algunas esperas son la manera en que la vida corrige una dirección.',
      question: '¿Dónde te está haciendo perder precisión la prisa?',
      action:
        'Silencia las notificaciones durante una hora y dedica ese tiempo a una sola tarea, de principio a fin, sin abrir nada más.',
    },
  },
  nueve: {
    image:
      'Nueve bastones en una cuadrícula de tres por tres, cerrada como una empalizada. Smith dibujó a un hombre con la cabeza vendada que se apoya en un bastón y mira de reojo; detrás de él, ocho varas forman una valla.',
    upright: {
      keywords: ['resiliencia', 'resistencia', 'vigilancia', 'tenacidad', 'última prueba'],
      meaning:
        'Este nueve lleva el fuego casi a su culminación, y lo que encuentra es una fuerza curtida. La Luna en Sagitario, su decanato, une la memoria emocional con la fe en el horizonte: se recuerdan las heridas, pero se sigue creyendo en la meta. La Golden Dawn la llamó «gran fuerza», aunque la figura parezca agotada.\n\nEl vendaje en la cabeza recuerda la refriega del Cinco y el asedio del Siete; la postura, que quien salió con la chispa del As sigue en pie a un paso del Diez. La carta aparece cuando estás cerca de terminar algo difícil y el cansancio pesa. Te pide un último esfuerzo sin negar lo vivido. Tu experiencia es ahora un recurso: sabes de qué te proteges y cuánto aguantas. Solo procura que la vigilancia no se convierta en desconfianza hacia todo.',
      question: '¿Qué recurso interior te ha traído hasta aquí y puede sostenerte en el último tramo?',
      action:
        'Divide en pasos de media hora lo que falta para terminar una tarea difícil y completa hoy el primero; al acabar, estira la espalda y descansa cinco minutos antes de seguir.',
    },
    reversed: {
      keywords: ['paranoia', 'obstinación', 'extenuación', 'defensividad', 'rendirse'],
      meaning:
        'Invertido, el nueve convierte la empalizada en fortaleza sin puertas. Las heridas del pasado hacen que todo parezca un ataque, y la energía se gasta en vigilar en lugar de avanzar. Quizá hable de alguien que ya no confía en nadie, o de un agotamiento tan hondo que la persistencia ha dejado de tener sentido.\n\nA veces la tenacidad es virtud; otras, es incapacidad para soltar una lucha que no se puede ganar. Esta carta invertida pregunta cuál es tu caso. Si el cuerpo pide tregua, escúchalo: descansar no es rendirse. Y si la desconfianza te aísla, intenta abrir una sola puerta a alguien que ha demostrado merecerla. La fuerza también consiste en dejarse ayudar.',
      question: '¿Qué lucha sigues librando solo por no admitir que ya te ha costado demasiado?',
      action:
        'Pide hoy ayuda concreta a una persona de confianza con algo que llevas tiempo cargando sin compañía, y acepta lo que te ofrezca.',
    },
  },
  diez: {
    image:
      'Diez bastones apretados en dos columnas con dos en el centro, un haz demasiado lleno. Una figura encorvada los carga en la escena clásica, abrazados contra el pecho, y camina hacia un pueblo; el haz le tapa la vista.',
    upright: {
      keywords: ['carga', 'sobrecarga', 'responsabilidad', 'esfuerzo', 'deber'],
      meaning:
        'Bajo el decanato de Saturno en Sagitario, lo que nació como entusiasmo se vuelve peso, y no extraña que su título tradicional sea «opresión». Es el último número del fuego, y lo que empezó como chispa en el As, se defendió en el Siete y voló en el Ocho acaba convertido en un haz de obligaciones. Todo lo que aceptaste con ilusión está aquí, y ahora pesa.\n\nLa figura está cerca de su destino; el pueblo ya se ve. Pero los bastones le tapan la vista, y eso es lo grave: la carga no deja ver para qué se carga. Repasa tus responsabilidades una por una y pregúntate cuáles son tuyas, cuáles asumiste por no decepcionar y cuáles podrías soltar o compartir sin que nada se hunda.',
      question: '¿Qué responsabilidad llevas encima que en realidad no te corresponde?',
      action:
        'Vacía el bolso o la mochila que llevas cada día, deja en casa todo lo que no necesitas cargar y, con ese gesto en mente, delega o pide ayuda con una tarea de esta semana.',
    },
    reversed: {
      keywords: ['alivio', 'delegación', 'colapso', 'soltar', 'reparto'],
      meaning:
        'En posición invertida, los bastones caen al suelo. Puede ser un alivio buscado, cuando por fin sueltas lo que no te correspondía y el cuerpo respira. También puede ser un colapso: la carga llegó a su límite y algo se ha desmoronado sin que lo eligieras.\n\nEn ambos casos, el peso ya no puede seguir igual. Esta posición ofrece la oportunidad de reconstruir con otro criterio, aprendiendo de lo vivido. Saturno enseña por la vía del límite: lo que aprendes ahora sobre tus fuerzas te servirá para no volver a cargar de más. Reparte, simplifica y recupera la visión que el haz te tapaba. No hace falta llegar al pueblo con todos los bastones; basta con llegar.',
      question: 'Si pudieras dejar en el suelo una sola carga ahora mismo, ¿cuál elegirías?',
      action:
        'Cancela o aplaza hoy un compromiso que te sobrecarga y dedica el tiempo liberado a descansar de verdad, sin rellenarlo con otra tarea.',
    },
  },
  sota: {
    image:
      'Un anillo dorado guarda el bastón como un medallión, y arriba despunta una estrella con rayos. La iconografía clásica pone a un joven en un desierto con pirámides al fondo; su túnica lleva salamandras, y contempla con curiosidad el bastón que sostiene.',
    upright: {
      keywords: ['curiosidad', 'entusiasmo', 'exploración', 'mensaje', 'espíritu libre'],
      meaning:
        'Toda Sota aterriza su elemento, y esta es el fuego que empieza a tomar cuerpo: el deseo de explorar algo nuevo con la frescura de quien aún no sabe lo difícil que será. Las salamandras de su túnica, criaturas que la tradición imaginaba viviendo en las llamas, indican que el fuego es su casa. De todas las figuras de Bastos, es la que trae la noticia: todavía no ha recorrido el camino del As al Diez, pero ya sostiene la chispa.\n\nLa carta aparece cuando surge un interés inesperado: una afición, una idea, un viaje, una vocación que se insinúa. También puede anunciar una noticia que despierta tu entusiasmo. No te pide comprometerte todavía, sino probar. Mira el bastón como lo mira el joven, con asombro y sin prejuicios. La experiencia vendrá después; ahora importa la chispa.',
      question: '¿Qué te despierta curiosidad últimamente, aunque no sepas adónde puede llevarte?',
      action:
        'Prueba durante media hora algo que te atrae y nunca has intentado: un tutorial, una clase de prueba, una visita.',
    },
    reversed: {
      keywords: ['impaciencia', 'falta de dirección', 'inconstancia', 'bravuconería', 'ideas sin raíz'],
      meaning:
        'La Sota invertida sostiene el bastón sin saber qué hacer con él. Puede haber muchas ideas y ninguna terminada, o un entusiasmo que se apaga a los pocos días. Otras veces retrata a quien presume de proyectos que no emprende, o que reacciona con rabieta cuando algo no sale a la primera.\n\nEn ti, esta posición puede señalar miedo a empezar de verdad, porque empezar supone exponerse a hacerlo mal. El desierto deja de ser un territorio de aventura y se vuelve un lugar donde perderse. La solución no es apagar el fuego, sino darle un recipiente: un horario, un objetivo pequeño, una persona a quien rendir cuentas.',
      question: '¿Qué entusiasmo abandonaste a la primera dificultad, y qué habría pasado si le hubieras dado una semana más?',
      action:
        'Retoma una idea abandonada y dedícale veinticinco minutos con un objetivo mínimo y claro; cuéntale a alguien que lo hiciste.',
    },
  },
  caballero: {
    image:
      'Dos alas blancas parecen levantar el bastón, y un arco de oro con una estrella lo cubre. El jinete del dibujo original viste una túnica de salamandras y frena a su caballo encabritado, con el bastón en alto y unas pirámides en el horizonte.',
    upright: {
      keywords: ['audacia', 'pasión', 'aventura', 'energía', 'arrojo'],
      meaning:
        'El Caballero de Bastos es el fuego en su forma más inquieta: actúa antes de terminar de pensar y se lanza porque quedarse quieto le resulta insoportable. El caballo encabritado muestra una energía difícil de domar, atractiva y contagiosa. Es quien se muda de ciudad con una maleta, quien propone el viaje, quien se enamora de golpe. En la familia del fuego es quien ya ha salido de casa: dejó atrás la curiosidad de la Sota y aún no tiene la paciencia del Rey.\n\nCuando aparece, te anima a moverte. Hay decisiones que se piensan demasiado y pierden su momento, y esta carta pertenece a los instantes en que la audacia es la respuesta correcta. Su carisma abre puertas. Solo recuerda que el fuego que avanza tan rápido necesita un destino, o acabará dando vueltas alrededor de las pirámides.',
      question: '¿Qué paso atrevido llevas tiempo queriendo dar, y qué lo está deteniendo?',
      action:
        'Haz hoy algo que te dé un poco de vértigo y esté a tu alcance, como inscribirte en algo, proponer una idea en voz alta o salir por una ruta nueva.',
    },
    reversed: {
      keywords: ['temeridad', 'impulsividad', 'ira', 'huida hacia delante', 'proyectos a medias'],
      meaning:
        'Del revés, el jinete arranca sin mirar. La energía se convierte en temeridad: decisiones precipitadas, palabras que queman, cambios bruscos que dejan a otras personas detrás. Puede ser alguien que promete aventura y no se queda para las consecuencias, o tu propio impulso de huir hacia delante cuando algo se complica.\n\nTambién puede describir la frustración de un caballo que no puede correr: ganas enormes de actuar y circunstancias que lo impiden, lo que produce irritación e impaciencia. En ambos casos, el aprendizaje es el mismo: canalizar. El ejercicio físico, una tarea exigente o una conversación honesta pueden dar salida a ese fuego antes de que arrase con lo que importa.',
      question: '¿Qué decisión estás a punto de tomar por impulso, y cómo se vería si esperaras un día?',
      action:
        'Descarga la tensión acumulada con veinte minutos de ejercicio intenso y, solo después, con el pulso ya tranquilo, vuelve a mirar la decisión que pensabas tomar en caliente.',
    },
  },
  reina: {
    image:
      'Un marco oval de oro rodea el bastón, y encima una corona sostiene una luna creciente. La escena clásica sienta a la Reina en un trono decorado con leones; sostiene un bastón y un girasol, y a sus pies descansa un gato negro.',
    upright: {
      keywords: ['carisma', 'confianza en sí', 'calidez', 'independencia', 'magnetismo'],
      meaning:
        'La Reina aporta la cualidad del agua al fuego: una pasión que no solo arde, sino que comprende y acoge. Es una de las figuras más seguras del mazo. Mira de frente, con las piernas abiertas en una postura poco habitual para una reina de su época, y su girasol dice que busca la luz sin pedir permiso. Ella es quien, en este palo, hace de su fuego un hogar: conoce la fiesta del Cuatro y sabe mantener la llama sin cargar con el haz del Diez.\n\nEl gato negro a sus pies es su parte misteriosa: intuición, independencia, un punto salvaje que no se domestica. Ocupa tu espacio con naturalidad, deja que tu entusiasmo contagie a otras personas y confía en tu capacidad para sostener varias cosas a la vez. Su calidez no es complaciente; atrae porque se sabe dueña de sí.',
      question: '¿En qué lugar de tu vida podrías ocupar más espacio sin pedir disculpas?',
      action:
        'Muestra hoy un talento tuyo de forma visible, como compartir un trabajo, tomar la palabra en una reunión o proponer un plan, sin restarle valor.',
    },
    reversed: {
      keywords: ['celos', 'exigencia', 'inseguridad', 'control', 'complacencia agotadora'],
      meaning:
        'Cuando se invierte, el girasol se marchita hacia dentro. La seguridad se vuelve necesidad de aprobación, y el carisma, una actuación agotadora. Es el retrato de quien controla para no sentirse en peligro, compite con quien debería apoyar o siente celos de la luz ajena.\n\nEn ti, puede señalar que has dado tanto a los demás que no queda calor para tu propio proyecto. La Reina invertida necesita volver a su trono: recuperar un espacio propio, unos límites y una fuente de energía que no dependa de la mirada de nadie. El gato negro sabe retirarse cuando le conviene; esa sabiduría también es suya.',
      question: '¿Qué te quita seguridad últimamente, y qué necesitas para volver a sentirte en tu centro?',
      action:
        'Reserva una hora solo para ti en la que no atiendas peticiones de nadie y dedícala a algo que te devuelva energía.',
    },
  },
  rey: {
    image:
      'Sobre el respaldo de un trono oscuro se ve el bastón, y encima, una corona alta con su orbe. En la carta tradicional, el Rey se inclina hacia delante en un trono con leones y salamandras, con el bastón en la mano y una salamandra viva a sus pies.',
    upright: {
      keywords: ['liderazgo', 'visión de futuro', 'emprendimiento', 'determinación', 'inspiración colectiva'],
      meaning:
        'El Rey de Bastos es el fuego que ha aprendido a dirigir. No se sienta cómodo: se inclina hacia delante, listo para levantarse, porque su naturaleza es actuar. A diferencia del Caballero, sabe hacia dónde va y sabe llevar a otras personas con él. De toda la gente de Bastos, es quien ha recorrido el palo entero, de la chispa del As al peso del Diez, y por eso sabe repartir la carga. Es la figura del emprendedor, de la líder que contagia un proyecto, de quien ve el futuro antes que el resto.\n\nLa salamandra que se muerde la cola en su trono habla de un fuego que se renueva. Te toca asumir el liderazgo de tu propia vida con audacia y responsabilidad: definir la visión, tomar la decisión y sostenerla. Su honestidad puede parecer brusca, pero nace de un deseo de avanzar, no de herir.',
      question: '¿Qué visión tuya necesita que asumas el mando en lugar de esperar a que otra persona lo haga?',
      action:
        'Cuéntale hoy, en no más de tres frases, la visión de un proyecto que quieres liderar a alguien que pueda sumarse o aconsejarte.',
    },
    reversed: {
      keywords: ['autoritarismo', 'arrogancia', 'impaciencia', 'expectativas imposibles', 'cólera'],
      meaning:
        'Este Rey, invertido, confunde liderar con mandar. La visión se vuelve imposición, y la impaciencia con los ritmos ajenos convierte cada colaboración en un pulso. Puede describir a alguien con mucho carisma y poca escucha, o tu propia tendencia a exigir a otras personas el mismo fuego que tú sientes.\n\nTambién puede señalar un líder sin dirección, que inicia proyectos que no sostiene. La energía está, pero le falta paciencia y humildad. La carta invertida recuerda que el verdadero poder del fuego es que calienta a otros sin quemarlos. Pregúntate a quién has dejado atrás por ir demasiado rápido, y qué perderías si esperaras a que te alcanzara.',
      question: '¿A quién estás exigiendo tu propio ritmo sin preguntarle cuál es el suyo?',
      action:
        'Pregunta hoy a alguien con quien trabajas o convives qué necesita de ti para avanzar y escucha la respuesta sin defender tu manera de hacer.',
    },
  },
};
