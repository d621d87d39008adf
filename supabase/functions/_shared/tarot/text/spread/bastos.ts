import type { Rank, SpreadCardText } from '../../types.ts';

// Bastos in the three-card spread: the road of fire, from the spark of the As to the load of the Diez, read as
// situation, obstacle and advice, upright and reversed. Each agrees with the card's meaning in text/bastos.ts
// without repeating its sentences. Original text written for Sendero Astral.

export const BASTOS_SPREAD: Record<Rank, SpreadCardText> = {
  as: {
    upright: {
      situation: 'Una chispa acaba de prender. Hay una idea o un deseo que te enciende más que cualquier plan, y el cuerpo responde con ganas: estás al principio de algo que todavía es pura energía y aún no tiene forma.',
      obstacle: 'El entusiasmo del comienzo es tan intenso que parece suficiente. Confías en que el impulso durará por sí mismo y, mientras esperas el momento perfecto para darle forma, la chispa se enfría sin que nadie la alimente.',
      advice: 'Dale a esa idea una forma visible en los próximos tres días, por modesta que sea: un boceto, una prueba, una cita en la agenda. Alimenta el fuego con un gesto diario en vez de apostarlo todo a un arranque heroico.',
    },
    reversed: {
      situation: 'La leña humea pero no prende. Un proyecto no termina de arrancar, o arranca una y otra vez para apagarse en la primera semana; debajo puede haber cansancio, falta de dirección o demasiados frentes abiertos.',
      obstacle: 'Repartes la poca llama que tienes entre demasiados fuegos. Mientras todo quede a medio encender, ninguno da calor, y la frustración de los arranques fallidos te convence de que el problema eres tú y no el reparto.',
      advice: 'Averigua qué le falta a tu fuego: si es descanso, duerme y espera; si es dirección, hazte una pregunta más clara; si son frentes, cierra dos proyectos que ya no te importan para que respire el que sí te importa.',
    },
  },
  dos: {
    upright: {
      situation: 'Desde lo alto de la almena ves más lejos que nunca. Tienes algo conseguido entre las manos y la sensación de que tu vida actual empieza a quedarte pequeña; toca decidir hacia dónde llevar la energía que ya es tuya.',
      obstacle: 'Mirar mapas es tan agradable que puede sustituir al viaje. Tu capacidad de planear a lo grande se convierte en freno cuando cada plan necesita otro plan previo, y el segundo bastón sigue colgado en el muro.',
      advice: 'Elige un destino a un año vista y tradúcelo en el primer paso de esta semana: una consulta, una reserva, una conversación con quien ya está allí. Deja el resto del mapa sin detallar hasta haber salido del castillo.',
    },
    reversed: {
      situation: 'La almena se ha vuelto una prisión cómoda. Sabes que hay algo más allá del mar, pero el castillo es seguro y el plan se pule una y otra vez; la decisión lleva tiempo aplazada.',
      obstacle: 'Lo que complica las cosas no es el miedo a fracasar, sino el cambio que traería salir bien. Sostener el mundo en la mano, sin soltarlo, da una sensación de control que cuesta cambiar por la incertidumbre del camino.',
      advice: 'Suelta una parte del control: delega un detalle del plan, acepta una versión imperfecta o fija una fecha de salida que no dependa de tenerlo todo atado. Pregúntate qué perdería tu imagen si te atrevieras.',
    },
  },
  tres: {
    upright: {
      situation: 'Los barcos ya han zarpado. Lo que pusiste en marcha ha salido de tus manos y ahora depende también del mundo, de otras personas y de otros tiempos; tu papel es vigilar el horizonte con paciencia activa.',
      obstacle: 'Tu visión de largo alcance puede hacerte olvidar lo que tienes a los pies. Mientras miras el mar a la espera de la próxima señal, los detalles cercanos se acumulan sin que nadie los atienda.',
      advice: 'Confía una parte del viaje a otras personas y comprueba cómo van las rutas sin empuñar tú todos los remos. Propón una colaboración a alguien de otro ámbito, o de otra ciudad, que amplíe lo que ya has lanzado.',
    },
    reversed: {
      situation: 'Los barcos tardan más de lo previsto. Un proyecto lanzado con ilusión se ha estancado, o los tiempos estaban mal calculados, y la mirada se ha estrechado hasta ver solo el retraso.',
      obstacle: 'La impaciencia convierte un retraso en un veredicto sobre tu valía. Querer resultados inmediatos te lleva a hundir barcos que quizá estaban a punto de volver, o a dejar de hablar con quienes navegan contigo.',
      advice: 'Revisa las rutas antes de dar nada por perdido: qué esperabas, para cuándo y con qué información. Ajusta un solo elemento, sea el plazo, la carga o el puerto, y vuelve a hablar con quien comparte contigo el viaje.',
    },
  },
  cuatro: {
    upright: {
      situation: 'Has llegado a un lugar donde conviene detenerse. Una etapa se ha completado, hay algo que celebrar en compañía y un suelo firme bajo los pies: la guirnalda está colgada y el pórtico, abierto.',
      obstacle: 'La comodidad de lo conseguido puede invitarte a quedarte en la fiesta más de la cuenta. Celebrar da raíces, pero si el hito se convierte en el único lugar seguro, el siguiente impulso no encuentra por dónde salir.',
      advice: 'Marca el logro con un ritual compartido, aunque sea pequeño: una comida, un brindis, una tarde con quienes te ayudaron. Recoge después lo que ha funcionado, para que la próxima etapa arranque desde ahí.',
    },
    reversed: {
      situation: 'La fiesta no termina de sentirse tuya. Hay una transición en curso, un hogar donde aún no echas raíces o una celebración cargada de expectativas ajenas que tensan más de lo que unen.',
      obstacle: 'Te estorba la apariencia de estabilidad: sostener una armonía de fachada para no incomodar a la familia o al grupo. Mientras la guirnalda cuelgue torcida y nadie lo diga, cada reunión costará un poco más.',
      advice: 'Haz tuyo el cambio con gestos que lo arraiguen: ordena un rincón de la casa nueva, propón una celebración a tu medida o di con tacto qué parte de los preparativos no te representa. La armonía verdadera admite matices.',
    },
  },
  cinco: {
    upright: {
      situation: 'Hay demasiados fuegos en un mismo espacio. Varias personas, o varias ideas, se disputan la razón y el protagonismo, y la escena se parece más a un entrenamiento ruidoso que a una guerra: hay fricción, pero también energía.',
      obstacle: 'Tu competitividad, que afila tus talentos, puede convertir cada conversación en un pulso. Cuando lo importante pasa a ser no ceder, el debate deja de ordenar el caos y empieza a multiplicarlo.',
      advice: 'Antes de volver a la discusión, propón unas reglas de juego: turnos para hablar, un objetivo común, un tiempo límite. Después elige qué batalla merece tu energía y deja las demás para otro día.',
    },
    reversed: {
      situation: 'La pelea ha bajado de tono, o se ha ido hacia dentro. Puede ser una tregua nacida del cansancio, un conflicto que nadie nombra y que sale en ironías, o varias voces tuyas que discuten sin descanso.',
      obstacle: 'Evitar el choque a toda costa lo enquista. Los silencios y las indirectas gastan más energía que una discusión franca, y la parte de ti que necesita ganar siempre sigue gobernando desde la sombra.',
      advice: 'Pon nombre a las voces que discuten dentro de ti y pregunta a cada una qué teme perder. Si el roce es con otra persona, nómbralo con calma y propón una conversación con principio y final.',
    },
  },
  seis: {
    upright: {
      situation: 'Tu esfuerzo está a la vista y los demás lo reconocen. Vives un momento de logro público, con el laurel bien puesto y gente que camina a tu lado; la confianza crece porque otros validan lo que has hecho.',
      obstacle: 'El aplauso es un buen combustible, aunque engancha. Si empiezas a decidir según lo que será celebrado, la victoria se vuelve una imagen que hay que mantener, y quienes caminan a pie a tu lado quedan en segundo plano.',
      advice: 'Recibe el reconocimiento sin quitarle valor, con un «gracias» sencillo. Luego reparte el mérito en voz alta: nombra ante el grupo a dos personas sin las que el logro no habría sido posible.',
    },
    reversed: {
      situation: 'El desfile ha pasado de largo. Hay un esfuerzo que nadie nombra, un mérito que otra persona se atribuye o la sensación de que tu valor cuelga de unos aplausos que no acaban de sonar.',
      obstacle: 'Un orgullo inflado se vuelve frágil: cualquier crítica suena a derrota. Mientras el centro de gravedad esté fuera, en la mirada ajena, te cuesta valorar tu trabajo con tus propios criterios.',
      advice: 'Traslada la medida hacia dentro: di en voz alta lo que valoras de tu trabajo cuando nadie mira. Y si alguien se ha atribuido algo tuyo, reclámalo con calma y con datos, sin dramatizar.',
    },
  },
  siete: {
    upright: {
      situation: 'Te toca defender lo que has ganado. Desde lo alto de la loma, con los zapatos desparejados de quien no tuvo tiempo de prepararse, sostienes una posición que otros discuten; la ventaja del terreno es tuya.',
      obstacle: 'La convicción que te mantiene en pie puede volverse rigidez. Si cada desafío te parece una batalla decisiva, gastas fuerzas en colinas que no importan y descuidas la única que de verdad merecía defensa.',
      advice: 'Decide qué batalla vas a dar y suelta las demás sin culpa. En la que importa, prepara tres argumentos claros y exponlos con calma; defender un límite no exige atacar a nadie.',
    },
    reversed: {
      situation: 'Los frentes se multiplican. Hay críticas que desgastan, demasiadas cosas que defender a la vez y una guardia que ya no bajas ni cuando nadie ataca; o quizá estés pensando en retirarte de una posición.',
      obstacle: 'El hábito de vivir a la defensiva ve amenazas donde hay preguntas. Tomarte cada desafío como algo personal mezcla la convicción con el orgullo, y defender tu imagen te aleja de lo que de verdad querías proteger.',
      advice: 'Haz inventario de tus frentes abiertos y retírate de uno que ya no te importa: una retirada elegida libera fuerzas. En los que quedan, pregúntate qué parte es convicción y qué parte es orgullo antes de responder.',
    },
  },
  ocho: {
    upright: {
      situation: 'Todo se acelera. Lo que estaba atascado se mueve de golpe, las respuestas se cruzan en el aire y apenas hace falta empujar: estás en la recta final, con el viento a favor.',
      obstacle: 'La velocidad que te favorece también deja poco margen para revisar. Respondes, envías y decides al ritmo de las flechas, y alguna palabra aterriza donde no debía antes de que puedas pensarla.',
      advice: 'Aprovecha la corriente para cerrar tres pendientes que ya estaban casi listos. Antes de cada mensaje importante, léelo una vez en voz alta y piensa en quién lo recibirá y en qué momento de su día.',
    },
    reversed: {
      situation: 'Las flechas se cruzan o se quedan en el aire. Hay mensajes que no llegan a destino, planes que se cancelan o una prisa que ha llevado a decisiones mal pensadas; la mente salta de un tema a otro sin terminar ninguno.',
      obstacle: 'El exceso de estímulos convierte la rapidez en ruido. Prometes más de lo que puedes cumplir y hablas más de lo que escuchas, y cada respuesta precipitada abre un malentendido que luego hay que deshacer.',
      advice: 'Baja el ritmo lo justo para apuntar antes de disparar: una tarea de principio a fin, sin abrir nada más. Si hubo un malentendido, aclara en una frase lo que querías decir, sin defenderte.',
    },
  },
  nueve: {
    upright: {
      situation: 'Estás cerca del final de algo difícil, y se nota en el cuerpo. Llevas heridas de batallas anteriores y sigues en pie, con la experiencia como recurso: sabes cuánto aguantas y de qué te proteges.',
      obstacle: 'La vigilancia que te ha salvado puede volverse desconfianza hacia todo. Si cada gesto ajeno se mira como un posible ataque, la empalizada te protege, sí, pero también impide que entre la ayuda.',
      advice: 'Divide el último tramo en etapas cortas y premia cada una con un descanso real. Reconoce en voz alta lo que ya has superado y deja que una persona de confianza cruce la empalizada para echarte una mano.',
    },
    reversed: {
      situation: 'La empalizada se ha vuelto una fortaleza sin puertas. Todo te parece un ataque, o el agotamiento es tan hondo que seguir luchando ya no tiene sentido, y aun así no te permites parar.',
      obstacle: 'La tenacidad que era virtud se ha vuelto incapacidad para soltar una lucha que no se puede ganar. Confundes descansar con rendirte, y la desconfianza te deja sin aliados justo cuando más falta hacen.',
      advice: 'Concédete una tregua verdadera: un día sin defender nada ni vigilar a nadie. Después abre una puerta a alguien que ha demostrado merecerla y cuéntale cuánto te está costando esto; dejarse ayudar también es fuerza.',
    },
  },
  diez: {
    upright: {
      situation: 'Cargas con más de lo que puedes llevar. Lo que aceptaste con ilusión se ha convertido en un haz de obligaciones que te tapa la vista, y aunque el destino está cerca, apenas recuerdas para qué lo llevas.',
      obstacle: 'Tu sentido del deber es admirable y, justo por eso, peligroso: te cuesta admitir que parte de la carga no te corresponde. Mientras lo sostengas todo para no decepcionar, nadie sabrá que puede ayudarte.',
      advice: 'Separa los bastones uno a uno: cuáles son tuyos, cuáles asumiste por compromiso y cuáles puedes compartir. Suelta o delega al menos uno en los próximos días, y comprueba que nada se hunde.',
    },
    reversed: {
      situation: 'Los bastones han caído al suelo. Quizá soltaste por fin lo que no te tocaba y respiras, o la carga llegó a su límite y algo se ha desmoronado sin que lo eligieras; en cualquier caso, ya no puede seguir igual.',
      obstacle: 'La tentación es recoger del suelo todos los bastones y volver a cargarlos igual. Sin revisar por qué llegaste al límite, el alivio dura lo que tardas en aceptar el siguiente encargo.',
      advice: 'Reconstruye con otro criterio: decide qué recoges, qué dejas en el suelo y a quién pides que lleve una parte. Y antes de aceptar un encargo nuevo, deja pasar un día entero antes de responder.',
    },
  },
  sota: {
    upright: {
      situation: 'Algo nuevo te ha despertado la curiosidad. Es una afición, una idea o una noticia que te enciende sin que sepas aún adónde lleva, y lo miras con los ojos frescos de quien todavía no conoce las dificultades.',
      obstacle: 'La frescura del principiante se distrae con facilidad. Cada novedad brilla más que la anterior, y el interés de hoy puede quedar sustituido por otro antes de haber tenido ocasión de enseñarte algo.',
      advice: 'Prueba sin comprometerte: una clase de iniciación, una visita, una conversación con alguien que ya lo practica. Ponle un plazo corto, dos o tres semanas, y decide al final si quieres seguir.',
    },
    reversed: {
      situation: 'Hay muchas ideas y pocas terminadas. El entusiasmo prende y se apaga en días, o se queda en palabras; quizá detrás de tanto cambio de rumbo haya miedo a empezar de verdad y hacerlo mal.',
      obstacle: 'Te cuesta aguantar la torpeza del principio. En cuanto algo no sale a la primera, la frustración empuja a abandonar o a presumir de lo que aún no has hecho, y el desierto se vuelve un lugar donde perderse.',
      advice: 'Dale a tu fuego un recipiente: media hora fija al día, un objetivo mínimo y alguien a quien contarle cómo va. Retoma una idea que dejaste a medias y concédele una semana más antes de juzgarla.',
    },
  },
  caballero: {
    upright: {
      situation: 'La energía está alta y pide movimiento. Hay un viaje, un cambio o una propuesta que te atrae con fuerza, y el momento favorece la audacia: pensarlo demasiado podría hacerte perder la ocasión.',
      obstacle: 'Tu arrojo abre puertas, pero también deja cosas a medio hacer y personas a medio camino. Lanzarte antes de saber hacia dónde vas convierte el galope en vueltas alrededor de las mismas pirámides.',
      advice: 'Da el paso atrevido que tienes pendiente, pero fija antes un destino concreto y una cosa que terminarás antes de empezar otra. Cuéntale tu plan a alguien que pueda decirte si lo estás haciendo con cabeza.',
    },
    reversed: {
      situation: 'El jinete arranca sin mirar, o el caballo no puede correr. Hay decisiones precipitadas, palabras que queman y cambios bruscos, o bien unas ganas enormes de actuar que las circunstancias frenan y que se vuelven irritación.',
      obstacle: 'La huida hacia delante parece valentía y es, a menudo, una forma de no quedarse para las consecuencias. Cuando algo se complica, tu impulso es cambiar de escenario antes que resolver lo que tienes delante.',
      advice: 'Antes de mover ficha, termina algo que dejaste a medias en tu última carrera hacia delante. Y cuando sientas la urgencia de decirlo o hacerlo ya, espera una noche y mira si sigue en pie por la mañana.',
    },
  },
  reina: {
    upright: {
      situation: 'Estás en tu centro, y se nota. Tu calidez contagia, sostienes varias cosas a la vez sin perder el brillo y ocupas tu espacio con naturalidad, como el girasol que busca la luz sin pedir permiso.',
      obstacle: 'Tu capacidad de sostenerlo todo convierte tu puerta en la primera a la que llaman. El magnetismo atrae peticiones, y si no reservas nada para ti, el fuego que calienta a tantas personas deja de alimentar tu propio proyecto.',
      advice: 'Ocupa más espacio en este tema: toma la palabra, presenta tu idea con tu nombre, pide lo que necesitas sin disculparte. Y guarda, como el gato negro, un rato para retirarte cuando te convenga.',
    },
    reversed: {
      situation: 'El girasol se ha vuelto hacia dentro. La seguridad flaquea y el carisma se ha convertido en una actuación que cansa; quizá has dado tanto calor a otras personas que no queda para lo tuyo.',
      obstacle: 'La necesidad de aprobación se disfraza de control o de celos: vigilas la luz ajena en lugar de cuidar la tuya. Cuanto más dependes de la mirada de los demás, más esfuerzo exige mantener la calidez.',
      advice: 'Vuelve a tu trono: reserva un espacio propio que nadie pueda ocupar, marca el límite que llevas tiempo posponiendo y busca una fuente de energía que no dependa de ningún aplauso, como un paseo o una afición íntima.',
    },
  },
  rey: {
    upright: {
      situation: 'Te toca dirigir. Tienes una visión clara y la capacidad de llevar a otras personas hacia ella; lo que vives pide que asumas el mando, tomes la decisión y la sostengas con responsabilidad.',
      obstacle: 'Tu visión va tan por delante que a veces olvidas explicar el camino. La franqueza que admiran en ti puede sonar brusca, y el equipo se siente arrastrado en lugar de invitado.',
      advice: 'Cuenta tu visión en tres frases a quienes necesitas a bordo y pregunta qué les haría falta para sumarse. Decide después el siguiente paso y ponle fecha; quien dirige bien escucha primero y luego no titubea.',
    },
    reversed: {
      situation: 'El mando se ha vuelto imposición. Hay prisa, exigencias que nadie puede cumplir y colaboraciones convertidas en pulsos; o hay un liderazgo sin rumbo que empieza proyectos y no los sostiene.',
      obstacle: 'Exiges a los demás tu mismo fuego y tu mismo ritmo, y la impaciencia te cierra los oídos. Mientras confundas liderar con mandar, cada avance te costará aliados que antes querían acompañarte.',
      advice: 'Ajusta tu paso al de la persona más lenta del grupo durante una semana y observa qué ves desde ahí. Elige uno de los proyectos que iniciaste y comprométete a terminarlo antes de proponer otro.',
    },
  },
};
