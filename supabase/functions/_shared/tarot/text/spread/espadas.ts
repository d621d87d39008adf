import type { Rank, SpreadCardText } from '../../types.ts';

// Espadas in the three-card spread: the road of air, from the clean edge of the As to the end and the dawn of the
// Diez, read as situation, obstacle and advice, upright and reversed. Each agrees with the card's meaning in
// text/espadas.ts without repeating its sentences. Original text written for Sendero Astral.

export const ESPADAS_SPREAD: Record<Rank, SpreadCardText> = {
  as: {
    upright: {
      situation: 'Algo se ha vuelto nítido de golpe. Entiendes lo que antes solo intuías, o una idea nueva corta la confusión de un tajo: la situación está bajo una luz fría y limpia, la de una verdad que ya no puedes dejar de ver.',
      obstacle: 'La claridad recién ganada quiere usarse enseguida, y una espada desenvainada tiende a cortar de más. Si dices lo que ves sin medir a quién alcanza, la verdad se convierte en arma y pierde su autoridad.',
      advice: 'Formula la verdad que has comprendido en una frase breve, sin adornos ni excusas, y decide a quién necesitas decírsela. Elige el momento y el tono como quien empuña con cuidado una hoja afilada.',
    },
    reversed: {
      situation: 'La hoja apunta hacia abajo y la mente da vueltas. Hay ideas que no cuajan, argumentos que se contradicen y una decisión aplazada; quizá haya también una conclusión que intuyes y prefieres no sacar.',
      obstacle: 'La inteligencia puede ponerse al servicio de lo que ya querías hacer. Construyes razones para evitar una verdad que duele, o usas las palabras para ganar en lugar de para aclarar, y el filo se vuelve contra ti.',
      advice: 'Baja el ruido antes de pensar más: camina sin auriculares, lava los platos, ordena un cajón. Cuando aparezca la conclusión que evitabas, no la discutas de inmediato; déjala reposar hasta mañana y comprueba si sigue ahí.',
    },
  },
  dos: {
    upright: {
      situation: 'Todo está en suspenso. Tienes una verdad en cada mano y una venda en los ojos, y mientras no elijas nada se mueve: la calma es real, pero se sostiene con los brazos cruzados y a costa de una tensión constante.',
      obstacle: 'Tu deseo de no dañar a nadie, ni siquiera a una de las opciones, te mantiene en tregua. Cada argumento tiene su contrapeso exacto y el equilibrio perfecto impide moverse, mientras detrás de ti la marea sigue subiendo.',
      advice: 'Quítate la venda antes de decidir: busca el dato que te falta o pregunta a quien sabe. Después imagina que ya has elegido cada opción y fíjate en cuál de las dos renuncias te deja más en paz.',
    },
    reversed: {
      situation: 'La venda se afloja. Ya no soportas la indecisión, o un dato nuevo ha hecho evidente el camino; hay alivio en ello, aunque también una avalancha de información y opiniones que cae de golpe.',
      obstacle: 'Quitarte la venda deja entrar demasiado a la vez: voces, datos, prisa por recuperar el tiempo perdido. El pánico de haber esperado tanto empuja a decidir desde la ansiedad y no desde el centro.',
      advice: 'Limita las fuentes: elige dos personas a quienes escuchar sobre esta cuestión y deja de consultar al resto. Decide con lo que tienes, aceptando que ninguna elección elimina todo el riesgo, y pon fecha a una revisión.',
    },
  },
  tres: {
    upright: {
      situation: 'Una verdad ha atravesado el afecto. Hay una ruptura, una traición o unas palabras que no se pueden desdecir, y el dolor es nítido: sabes exactamente qué pasó, y eso, aunque duela, es el comienzo de la cura.',
      obstacle: 'Entender tan bien lo que pasó puede convertir la herida en un razonamiento sin fin. Repasas las palabras, buscas explicaciones y culpables, y la mente ocupa el sitio que necesitaba el llanto.',
      advice: 'Deja que llueva: date un tiempo para llorar sin explicarte y busca a una persona que pueda escucharte sin dar consejos. Evita por ahora las decisiones grandes; la herida necesita cerrarse antes.',
    },
    reversed: {
      situation: 'La herida empieza a cerrar. Puedes contar lo ocurrido con menos dolor y quizá asoma el perdón; o bien llenas cada hora de ocupaciones para no sentir, como si nada hubiera pasado.',
      obstacle: 'La pena que no se llora no desaparece: se instala en el cuerpo y en las decisiones. Actuar como si no doliera parece fortaleza, pero mantiene las espadas clavadas, aunque ya no se vean.',
      advice: 'Comprueba si estás sanando o evitando: recuerda lo ocurrido durante unos minutos, con calma, y observa si puedes hacerlo sin hundirte. Si no, date un lugar donde el dolor pueda salir, con alguien de confianza o con ayuda profesional.',
    },
  },
  cuatro: {
    upright: {
      situation: 'Es momento de tregua. Tras un periodo de tensión, la mente necesita apagarse para recuperar su filo, y la situación pide descanso más que estrategia: las espadas están colgadas en la pared.',
      obstacle: 'El descanso que necesitas puede parecerte un lujo que no te puedes permitir. Si sigues empujando con la mente agotada, cada decisión sale más torcida, y aplazar la pausa solo la hace más larga.',
      advice: 'Reserva cada día de esta semana una franja de silencio real, sin pantallas ni conversaciones, aunque sean veinte minutos. Deja la decisión pendiente para después de haber dormido bien dos noches seguidas.',
    },
    reversed: {
      situation: 'El reposo se ha roto. O vuelves a la actividad con fuerzas renovadas, o la mente no se detiene ni en la cama; quizá la vida te ha obligado a parar porque no paraste a tiempo.',
      obstacle: 'Descansar te produce culpa. Has aprendido a medir tu valor por lo que produces, y cada rato quieto se llena de pendientes imaginarios que impiden que el aire vuelva a circular.',
      advice: 'Recupera el derecho a la pausa con un gesto pequeño: una hora de la tarde sin tareas, el teléfono lejos de la cama, un paseo sin propósito. Si vuelves a la acción, hazlo por tramos y con descansos previstos.',
    },
  },
  cinco: {
    upright: {
      situation: 'Alguien ha ganado y todo el mundo ha perdido algo. Tras una disputa, una parte recoge las espadas con una sonrisa y otras se alejan cabizbajas; sea cual sea tu lado, el ambiente ha quedado frío.',
      obstacle: 'Ganar se ha vuelto más importante que lo que se defendía. Cada argumento que se impone deja a alguien en la orilla, y una victoria de este tipo termina dejándote con las espadas y sin compañía.',
      advice: 'Calcula el precio antes de la próxima batalla: ¿merece esto una relación? Si ganaste a costa de alguien, busca a esa persona y repara lo que puedas; si perdiste, suelta la pelea y guarda tu energía para otra cosa.',
    },
    reversed: {
      situation: 'Las espadas empiezan a guardarse. Los bandos se cansan y aparece la posibilidad de hablar; o bien la derrota de ayer se sigue rumiando y alimenta un deseo de revancha.',
      obstacle: 'El rencor te pesa más a ti que a quien lo provocó. Rumiar lo que pasó mantiene viva una pelea que ya terminó, y el orgullo herido confunde hacer las paces con perder.',
      advice: 'Elige la paz aunque no te den la razón: da el primer paso con un mensaje breve, un reconocimiento sin condiciones o una invitación a empezar de cero. Y suelta, en voz alta, la revancha que ensayas de noche.',
    },
  },
  seis: {
    upright: {
      situation: 'Te alejas de aguas revueltas hacia otras más tranquilas. Es un traslado silencioso, con el cansancio aún encima y los problemas a bordo, pero ya no son ellos quienes dirigen el viaje.',
      obstacle: 'Llevarte todas las espadas en la barca hace el viaje más lento. Quieres dejar atrás la tormenta sin soltar nada de lo que pesó en ella, y cada preocupación a bordo frena la travesía.',
      advice: 'Deja que otra persona reme un tramo: acepta la ayuda que te ofrecen para este cambio. Mientras tanto, elige qué espada puedes dejar en la orilla y no mires atrás más de lo necesario.',
    },
    reversed: {
      situation: 'La barca no avanza, o vuelve a la orilla de la que salió. Un cambio necesario se resiste, o una transición se ha interrumpido porque algo quedó sin resolver en el lugar del que te ibas.',
      obstacle: 'Intentas irte sin haber cerrado la puerta. Lo que dejaste a medias te arrastra de vuelta una y otra vez, y el temor a la otra orilla se presenta como prudencia.',
      advice: 'Mira con objetividad qué te retiene: una cuenta pendiente, una conversación, un miedo. Cierra primero eso, aunque signifique volver un momento atrás, y luego retoma la travesía sin prisa.',
    },
  },
  siete: {
    upright: {
      situation: 'Hay algo que se hace a escondidas. Quizá es estrategia legítima, discreción para no anunciar un plan antes de tiempo; quizá es un engaño, tuyo o ajeno, y alguien avanza de puntillas mirando hacia atrás.',
      obstacle: 'Tu astucia para sortear obstáculos puede ahorrarte una conversación que hacía falta. No puedes llevarte todas las espadas a la vez, y lo que dejas atrás acaba delatando el rodeo.',
      advice: 'Distingue prudencia de ocultación: pregúntate por qué escondes este plan y si resistiría a la vista de todo el mundo. Si la razón no se sostiene, cuéntaselo a quien le afecta; si se sostiene, actúa con discreción y sin engañar a nadie.',
    },
    reversed: {
      situation: 'Lo oculto sale a la luz. Una mentira ya no se sostiene, alguien devuelve lo que tomó o un remordimiento pide reparación; también puede que por fin te muestres sin aparentar.',
      obstacle: 'El engaño más difícil de ver es el que te haces a ti. Excusas, justificaciones y pequeños sabotajes te alejan de lo que dices querer, y confundir libertad con falta de compromiso te deja siempre con un pie fuera.',
      advice: 'Haz una reparación concreta si te toca: devuelve, reconoce, aclara. Y elige un autoengaño pequeño, como el «ya lo haré» o el «no tenía tiempo», para vigilarlo durante una semana.',
    },
  },
  ocho: {
    upright: {
      situation: 'Sientes que no hay salida, pero la prisión es más de pensamiento que de barrotes. Las espadas no forman un círculo cerrado, las cuerdas están flojas y los pies, libres: lo que encierra es la voz que repite que no hay opciones.',
      obstacle: 'Tu mente, capaz de imaginar tantas posibilidades, las imagina todas mal. Cada alternativa lleva pegada su catástrofe, y el miedo a las consecuencias te convence de que no moverte es lo único sensato.',
      advice: 'Pon en duda una de las frases que te encierran: comprueba si es un hecho o una creencia. Luego da un paso pequeño fuera del círculo, uno que puedas deshacer, y observa que el suelo aguanta.',
    },
    reversed: {
      situation: 'La venda cae y las cuerdas se sueltan. Descubres que la prisión tenía puertas, algunas siempre abiertas, y empiezas a caminar entre las espadas con más libertad, aunque todavía con algún tropiezo.',
      obstacle: 'Después de tanto tiempo sin moverte, la libertad da vértigo. La tentación es volver a la seguridad del círculo conocido ante el primer tropiezo, como si fallar demostrara que las cuerdas tenían razón.',
      advice: 'Celebra cada paso fuera del círculo, por pequeño que sea, y pide ayuda para los tramos difíciles. Elige algo que creías imposible para ti y pruébalo mañana mismo en su versión más modesta.',
    },
  },
  nueve: {
    upright: {
      situation: 'La mente no te deja descansar. Preocupaciones, culpas y escenarios catastróficos se repiten de noche, y aunque el tormento es real, las espadas cuelgan de la pared: gran parte ocurre dentro, no sobre ti.',
      obstacle: 'Anticipar lo que puede salir mal, que a veces protege, aquí se ha desbocado. Cada pensamiento arrastra otro peor, y la culpa convierte lo que pasó en algo más grave de lo que fue.',
      advice: 'Saca los miedos de la cabeza: cuéntaselos a alguien o ponlos por escrito, y separa lo que pasó de lo que temes que pase. Si la angustia se repite o te quita el sueño muchas noches, busca ayuda profesional; es un acto de cuidado.',
    },
    reversed: {
      situation: 'Asoma la primera luz tras una noche larga. La angustia empieza a ceder o descubres que lo que temías no era tan grave; o bien el malestar ha tocado fondo y ya no se puede seguir ocultando.',
      obstacle: 'Callar por vergüenza alarga la noche más de lo necesario. Crees que deberías poder con esto sin ayuda, y esa exigencia pesa tanto como la preocupación misma.',
      advice: 'No esperes a tenerlo claro para contarlo: elige hoy a quién puedes llamar, una persona cercana o un profesional, y dile lo que te pasa tal como te salga. Lo que se pronuncia suele pesar menos de noche.',
    },
  },
  diez: {
    upright: {
      situation: 'Algo ha llegado a su límite y no tiene arreglo. Una forma de pensar, una situación o un vínculo se ha agotado del todo; la sensación es de fondo, y sin embargo en el horizonte ya despunta una luz dorada.',
      obstacle: 'La tendencia a dramatizar el final lo vuelve más grande de lo que es. Diez espadas son más de las necesarias: si conviertes el cierre de una etapa en la prueba de que todo está perdido, no ves el amanecer.',
      advice: 'Acepta que esto ha terminado y deja de intentar salvarlo. Cuida lo básico durante unos días, come bien, duerme, camina, y cuando tengas algo de fuerza, nombra qué sigue vivo a pesar de todo.',
    },
    reversed: {
      situation: 'Las espadas empiezan a caer y te levantas poco a poco. Es el tiempo después del golpe, cuando las fuerzas vuelven despacio y empiezas a entender qué pasó; o bien te resistes a aceptar un final evidente.',
      obstacle: 'Insistir en lo que ya acabó retrasa el amanecer. Y si la herida se convierte en identidad, todo lo nuevo se lee a través de ella y la reconstrucción se queda a medias.',
      advice: 'Recoge las lecciones antes de pasar página: nombra dos señales que atenderás antes la próxima vez y una cosa que no volverás a aceptar. Después reconstruye por tramos cortos, sin exigirte el ritmo de antes.',
    },
  },
  sota: {
    upright: {
      situation: 'Tu mente está despierta y hambrienta. Hay algo que quieres entender, una pregunta que investigar o un mensaje que pide respuesta, y observas con la atención alerta de quien aprende sin miedo a preguntar.',
      obstacle: 'Tu franqueza, tan fresca, puede cortar sin querer. Dices lo que piensas antes de medir su efecto, y la atención con que observas puede leerse como desconfianza.',
      advice: 'Investiga antes de opinar: lee, pregunta a quien sabe, contrasta dos fuentes. Y cuando te toque hablar, di lo que ves con la misma claridad, pero dándole a la otra persona un momento para responder.',
    },
    reversed: {
      situation: 'Hay rumores en el aire, mensajes que se leen sin permiso y comentarios lanzados a la ligera. Lo que empezó como ganas de saber se ha vuelto recelo, y las palabras salen con más ironía que deseo de entender.',
      obstacle: 'Buscas información para tener munición, no para comprender. Dispersarte en mil ideas sin profundizar en ninguna te deja con mucho ruido y ninguna certeza, y el sarcasmo ocupa el lugar de la pregunta honesta.',
      advice: 'Ciérrale la puerta al rumor: no lo repitas ni lo alimentes, aunque sea jugoso. Elige una de las ideas que te rondan y profundiza en ella hasta poder explicarla a alguien en cinco minutos.',
    },
  },
  caballero: {
    upright: {
      situation: 'Hay prisa y dirección. Tienes una idea clara y vas a por ella a galope, contra el viento, mientras otras personas dudan; el momento pide acción directa y poca espera.',
      obstacle: 'La velocidad que corta la indecisión también arrolla. Quien piensa más despacio se queda atrás sin que te des cuenta, y tu claridad de objetivos puede convertirse en sordera ante objeciones que merecían escucharse.',
      advice: 'Avanza hacia tu meta con decisión, pero fija de antemano un momento para mirar atrás: al final de cada semana, pregunta a quien va contigo cómo lleva el ritmo. Corrige el rumbo sin frenar del todo.',
    },
    reversed: {
      situation: 'El galope ha perdido el rumbo. Hay terquedad donde había determinación, muchas batallas empezadas y ninguna ganada, o una frustración creciente porque todo parece oponerse a lo que quieres.',
      obstacle: 'Confundes dureza con honestidad y rapidez con eficacia. La impaciencia te hace cometer errores que luego hay que reparar, y el tono con que defiendes tu causa le quita razón a la causa misma.',
      advice: 'Frena lo justo para revisar dos cosas: si tu causa es justa y si tu forma de defenderla es proporcionada. Después elige una batalla para esta semana y abandona las demás sin dar explicaciones.',
    },
  },
  reina: {
    upright: {
      situation: 'Ves las cosas como son. Has pasado por alguna decepción y vuelves con la mirada limpia, capaz de distinguir la apariencia del hecho; el momento pide discernimiento, independencia y límites claros.',
      obstacle: 'Tu lucidez no tolera rodeos, y a veces tampoco deja sitio a la ternura. Si la honestidad se vuelve la única forma de cuidado que ofreces, quien te escucha puede sentir el filo antes que la mano extendida.',
      advice: 'Expón la verdad que necesitas decir en tres frases, sin excusas ni adornos, y acompáñala de lo que sí puedes ofrecer. Pon el límite que hace falta y explícalo una vez; no tienes que justificarlo de nuevo cada día.',
    },
    reversed: {
      situation: 'La claridad se ha vuelto cortante. Hay juicios duros, amargura tras una decepción o una exigencia que ha perdido la compasión; la mano que antes se extendía ahora se retira.',
      obstacle: 'Endurecer tus opiniones te protege de volver a sufrir, pero también te aísla. El pájaro solitario ya no es libertad: cada crítica que lanzas, hacia fuera o hacia ti, levanta un poco más el muro.',
      advice: 'Suaviza el juicio sin renunciar a la verdad: antes de criticar, busca una razón plausible por la que la otra persona pudo actuar así, y di ambas cosas. Aplícate la misma medida cuando te equivoques.',
    },
  },
  rey: {
    upright: {
      situation: 'Toca decidir con la cabeza fría. Hay una cuestión importante que requiere criterio, imparcialidad y ética, y estás en posición de escuchar los argumentos, pesar los hechos y dar una respuesta justa.',
      obstacle: 'Tu rigor puede dejar fuera lo que no cabe en un argumento. Si solo cuentan los hechos demostrables, las emociones de las personas implicadas quedan sin voz, y la decisión, aunque impecable, no se sostiene.',
      advice: 'Antes de decidir, expón los hechos, los argumentos en ambos sentidos y el principio que quieres respetar. Consulta a quien piensa distinto y, una vez tomada la decisión, explica tus razones con claridad a quien le afecta.',
    },
    reversed: {
      situation: 'La razón se ha convertido en instrumento de control. Hay argumentos que funcionan como trampas, una autoridad que se impone sin compasión o una frialdad que decide sin mirar a quién afecta.',
      obstacle: 'Tu inteligencia busca ganar en lugar de comprender. La vanidad de tener el mejor argumento te desconecta de lo que sienten las demás personas, y también de lo que sientes tú.',
      advice: 'Revisa tu última decisión importante desde el lugar de quien no tuvo voz en ella y busca lo que se te escapó. Corrige una cosa, aunque sea pequeña, y explica por qué lo haces; la autoridad crece cuando admite un error.',
    },
  },
};
