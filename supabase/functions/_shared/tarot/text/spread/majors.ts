import type { MajorId, SpreadCardText } from '../../types.ts';

// The 22 major arcana in the three-card spread: where things stand (situation), what blocks or complicates them
// (obstacle: for a gentle card, how its very gift turns into the difficulty) and what to do (advice), upright and
// reversed. Each agrees with the card's meaning in text/majors.ts without repeating its sentences. Original text
// written for Sendero Astral.

export const MAJOR_SPREAD: Record<MajorId, SpreadCardText> = {
  'el-loco': {
    upright: {
      situation: 'Te encuentras en el umbral de algo que todavía no tiene nombre. Llevas poco equipaje y muchas ganas, y esa ligereza es tu mejor recurso: este asunto pide empezar antes de entenderlo del todo, no después.',
      obstacle: 'La misma confianza que te pone en marcha puede hacerte pasar por alto lo que el perro ya ha olido. El problema no es el salto, sino dar por hecho que el suelo aparecerá sin mirar siquiera dónde pisas.',
      advice: 'Da un primer paso pequeño y reversible esta misma semana, sin esperar a tener el plan entero: apúntate a la clase, envía la propuesta, haz la llamada. Lleva solo lo imprescindible y deja que el camino te enseñe lo siguiente.',
    },
    reversed: {
      situation: 'Te mueves mucho y llegas poco, o llevas tiempo al borde sin decidirte a saltar. En los dos casos el asunto está en suspenso: hay impulso, pero falta presencia, y cada cambio de plan te devuelve al mismo sitio.',
      obstacle: 'Te frena la prisa por escapar de la incertidumbre, ya sea lanzándote sin mirar o imaginando cada caída posible. Ambas salidas tienen el mismo defecto: te ahorran el rato incómodo de estar donde estás y sentirlo.',
      advice: 'Antes de moverte, hazte una sola pregunta: ¿me acerco a algo o me alejo de algo? Si huyes, quédate un día más donde estás; si llevas meses dudando, fija una fecha y da el salto pequeño que ya conoces.',
    },
  },
  'el-mago': {
    upright: {
      situation: 'Tienes sobre la mesa todo lo que este asunto necesita: ideas, ánimo, recursos y la capacidad de contarlo bien. Es un momento de iniciativa, y lo que está en juego depende menos de la suerte que de adónde dirijas tu atención.',
      obstacle: 'Saber hacer muchas cosas puede convertirse en la dificultad: cada herramienta de la mesa reclama su turno y ninguna termina el trabajo. Tu talento se reparte en posibilidades mientras el asunto espera un solo gesto que aún no has hecho.',
      advice: 'Resume tu intención en una frase antes de empezar. Después usa lo que ya tienes a mano, aunque no sea perfecto, y dedica a ese único objetivo un bloque de tiempo sin interrupciones esta semana.',
    },
    reversed: {
      situation: 'Hay más discurso que obra en lo que vives: promesas que suenan bien, tuyas o de otra persona, y resultados que no terminan de llegar. También puede que tengas la habilidad y no te concedas permiso para usarla.',
      obstacle: 'Te traba la distancia entre lo que se dice y lo que se hace. Mientras las palabras vayan por delante de los hechos, nadie sabrá con qué se puede contar, y una habilidad guardada por miedo pesa tanto como una mal usada.',
      advice: 'Muestra algo que se pueda comprobar antes de volver a explicarlo: una prueba, un borrador terminado, una fecha cumplida. Si dudas de alguien, pídele lo mismo con amabilidad; los hechos pequeños aclaran más que cualquier promesa.',
    },
  },
  'la-sacerdotisa': {
    upright: {
      situation: 'Sabes más de lo que puedes explicar. El asunto está en gestación, con el rollo todavía a medio abrir: hay sueños, coincidencias o incomodidades que apuntan en una dirección, aunque ningún argumento las respalde aún.',
      obstacle: 'Tu reserva, que te protege del ruido, puede dejar a los demás sin saber qué piensas. La traba está en esperar a que todo se aclare por dentro antes de decir nada, cuando parte de la respuesta depende de lo que pongas en común.',
      advice: 'Concédete un rato de silencio sin pantallas antes de decidir y fíjate en la primera reacción de tu cuerpo al imaginar cada opción. No la justifiques todavía: guárdala un par de días y comprueba si se mantiene.',
    },
    reversed: {
      situation: 'Vives este asunto con demasiado ruido alrededor: opiniones ajenas, prisas, notificaciones. Algo en ti ya sabe lo que pasa, pero has dejado de escucharlo, o lo guardas en un secreto que empieza a aislarte.',
      obstacle: 'Pedir consejo a todo el mundo te está alejando de tu propio criterio. Cada voz nueva tapa un poco más la que ya sabía, y aquello que callas por prudencia se ha convertido en una pared entre tú y quien podría ayudarte.',
      advice: 'Deja de consultar durante un día entero y apaga las fuentes de ruido que dependan de ti. Si guardas un secreto que pesa, elige a una sola persona de confianza y cuéntale lo suficiente para no cargarlo en soledad.',
    },
  },
  'la-emperatriz': {
    upright: {
      situation: 'Lo que te ocupa está en plena estación de crecimiento. Algo que sembraste con cariño empieza a dar fruto, y el terreno responde a la atención paciente más que al esfuerzo: es tiempo de cultivar, no de forzar.',
      obstacle: 'Cuidar es tu don, y aquí puede ser el nudo: das tanto y a tantos que lo tuyo se queda sin riego. El gusto por ver crecer las cosas también puede hacerte esperar la cosecha sin podar lo que sobra.',
      advice: 'Trata el asunto como un huerto: riégalo un poco cada día en lugar de todo de golpe. Dedica un rato a crear algo con las manos, sin juzgarlo, y permítete disfrutar de un avance antes de pedir el siguiente.',
    },
    reversed: {
      situation: 'La fuente se ha quedado seca. Llevas tiempo alimentando a otras personas, o a un proyecto, y ya no encuentras gusto en lo que haces; la creatividad ha cedido su sitio a la obligación y al cansancio.',
      obstacle: 'Proteges tanto lo que quieres que no le dejas crecer por su cuenta, y esa vigilancia te agota. La dificultad no es la falta de amor, sino un cuidado que se ha vuelto control y que te deja sin tierra propia.',
      advice: 'Declara un barbecho: suelta durante una semana una responsabilidad que otra persona pueda asumir y usa ese tiempo para recuperar un placer sencillo, como cocinar sin prisa o caminar al sol. Deja que los demás se ocupen de lo suyo.',
    },
  },
  'el-emperador': {
    upright: {
      situation: 'El asunto pide forma. Hay algo desordenado que necesita reglas, horarios o un límite claro, y te toca asumir la autoridad que te corresponde en ello; lo que construyas ahora tiene vocación de durar.',
      obstacle: 'Tu capacidad de poner orden puede endurecerse hasta no dejar sitio a lo imprevisto. Si cada detalle pasa por tu control, el río se estrecha tanto que apenas corre, y quienes te rodean dejan de proponer.',
      advice: 'Fija una regla que ordene lo que ahora está disperso, por ejemplo una hora concreta para empezar o un «no» que ya no negocias, y cúmplela siete días antes de añadir otra. Explica tu decisión a quien le afecte.',
    },
    reversed: {
      situation: 'O sobran normas o no hay ninguna. El asunto está atrapado entre un control que asfixia, venga de ti o de otra persona, y un desorden en el que nada se sostiene de un día para otro.',
      obstacle: 'Te frena una autoridad que ya nadie cuestiona, incluida la tuya. Obedecer por costumbre o imponer por miedo al caos son dos maneras de no preguntar para qué sirve cada regla, y así la estructura se ha vuelto muro.',
      advice: 'Revisa las normas que rigen este asunto y quédate solo con las que puedas justificar en una frase. Si alguien decide por ti sin motivo, recupera una decisión pequeña; si no hay estructura alguna, empieza por un horario mínimo.',
    },
  },
  'el-hierofante': {
    upright: {
      situation: 'No pisas un terreno virgen: otras personas han recorrido antes un camino parecido y han dejado pistas. El asunto se mueve dentro de un marco, sea una familia, una institución o una práctica, que conviene conocer antes de querer cambiarlo.',
      obstacle: 'La tradición que te da raíces también puede atarte a la forma en que siempre se ha hecho. El riesgo es buscar el permiso del grupo o del maestro para algo que solo tú puedes decidir, y confundir pertenencia con obediencia.',
      advice: 'Busca a alguien que ya haya resuelto algo parecido y hazle una pregunta precisa, no una petición general de ayuda. Si existe una práctica que te ordena por dentro, recupérala esta semana a una hora fija.',
    },
    reversed: {
      situation: 'Lo que te enseñaron ya no encaja con lo que vives. Estás en desacuerdo con una regla heredada, familiar, religiosa o de grupo, y empiezas a trazar un camino que nadie te ha mostrado antes.',
      obstacle: 'Rebelarte contra todo te mantiene tan pendiente de la norma como obedecerla. Lo que complica el asunto es que aún no has separado lo que crees por experiencia de lo que repites, o rechazas, solo para complacer o para desafiar.',
      advice: 'Pon a prueba una creencia heredada sobre este asunto con hechos de tu propia vida: ¿la confirman o la desmienten? Conserva lo que resista la prueba y despídete del resto sin necesidad de anunciarlo.',
    },
  },
  'los-enamorados': {
    upright: {
      situation: 'Hay una elección en el centro de lo que vives, y no es solo entre dos opciones, sino entre dos maneras de ser fiel a ti. Un vínculo importante, o la posibilidad de uno, te pone delante de lo que de verdad valoras.',
      obstacle: 'El deseo de armonía puede hacerte aplazar la decisión para no decepcionar a nadie. Mientras sigas buscando la opción que todo el mundo aplauda, la que tu corazón y tu cabeza ya comparten seguirá esperando.',
      advice: 'Nombra los tres valores que no quieres traicionar y mide cada opción con ellos, en voz alta o ante alguien cercano. Elige la que puedas sostener dentro de un año, no la que menos críticas reciba hoy.',
    },
    reversed: {
      situation: 'Algo se ha desajustado entre lo que dices querer y lo que haces, o entre tú y otra persona. Puede ser un vínculo donde una parte da y la otra solo recibe, o una elección que pospones porque cualquier camino implica perder algo.',
      obstacle: 'Te complica una grieta interna: eliges por miedo a quedarte sin compañía o por la aprobación de otros, y luego te cuesta reconocerte en lo elegido. La distancia con la otra persona suele empezar en esa distancia contigo.',
      advice: 'Repasa tu última semana y localiza un momento en que actuaste contra lo que dices valorar. Nombra esa incoherencia sin castigarte y corrige un solo gesto; después, si hace falta, habla desde ahí con la persona implicada.',
    },
  },
  'el-carro': {
    upright: {
      situation: 'El asunto está en marcha y avanza gracias a tu empeño. Tiras de fuerzas que no van en la misma dirección, deseo y miedo, prisa y prudencia, y aun así mantienes el rumbo: hay una meta clara a la vista.',
      obstacle: 'El autodominio que te permite avanzar puede volverse coraza. Si todo se reduce a llegar, dejas de escuchar hacia dónde tira cada esfinge, y una duda ignorada acaba frenando más que una duda atendida.',
      advice: 'Define el destino en una frase y decide qué dejarás de lado estos días para llegar a él. Cuando una emoción tire en otra dirección, no la aplastes: nómbrala, pregúntate qué necesita y vuelve a tu ruta.',
    },
    reversed: {
      situation: 'El vehículo gira sobre sí. Te esfuerzas mucho y avanzas poco, quizá persiguiendo una meta que no es del todo tuya, o empujando por terquedad en una dirección que ya no lleva a ningún sitio.',
      obstacle: 'La coraza se ha vuelto armadura: cualquier comentario te suena a ataque y respondes con más fuerza de la necesaria. Mientras una emoción lleve el volante, cada acelerón te aleja un poco más de donde querías llegar.',
      advice: 'Para antes de volver a acelerar. Pregúntate qué meta persigues y quién la eligió; si no es tuya, suéltala, y si lo es, reduce el plan a un solo tramo que puedas recorrer sin pelearte con nadie.',
    },
  },
  'la-fuerza': {
    upright: {
      situation: 'Estás ante algo que despierta tus instintos más fuertes: rabia, deseo o miedo. La situación no se resuelve a empujones, y lo sabes; tu poder aquí es la calma que sostiene sin apretar.',
      obstacle: 'Tu paciencia es un don, pero puede estirarse hasta tolerar lo que no deberías. Amansar al león no significa callarlo siempre; si confundes suavidad con aguante, la fiera termina rugiendo cuando menos lo esperas.',
      advice: 'Cuando notes que se te encienden los instintos, deja pasar tres respiraciones antes de contestar y habla con el tono más sereno que encuentres. Mantén tu postura con amabilidad, sin retirarla: firmeza y ternura caben en la misma frase.',
    },
    reversed: {
      situation: 'Te cuesta fiarte de tu propia fuerza. O dudas tanto que no te acercas al león, o lo has contenido durante tanto tiempo que ahora ruge a destiempo; en ambos casos hay un cansancio antiguo debajo.',
      obstacle: 'Te frena la exigencia de mostrarte fuerte a todas horas. Esa armadura gasta una energía que ya no tienes, y la ira que guardas se escapa por las rendijas como impaciencia con quien menos lo merece.',
      advice: 'Admite ante alguien de confianza que este asunto te supera en parte y pide algo preciso: una tarde, una opinión, una mano. Luego regálate un gesto amable cada día, por pequeño que sea, hasta recuperar el pulso.',
    },
  },
  'el-ermitano': {
    upright: {
      situation: 'Es tiempo de retiro. Lo que te ocupa necesita que te apartes del ruido y mires con calma, porque la respuesta no está fuera: el farol alumbra solo el siguiente paso, y eso basta por ahora.',
      obstacle: 'El gusto por analizar cada detalle puede alargar el retiro hasta que deja de servir. Buscas la respuesta perfecta a solas y, mientras, nadie sabe en qué andas ni puede ofrecerte lo que tú no ves desde la cima.',
      advice: 'Reserva una franja fija a la semana para pensar este asunto sin compañía ni pantallas, por ejemplo durante un paseo lento. Sal con una sola pregunta y vuelve con un solo paso, no con el camino entero.',
    },
    reversed: {
      situation: 'La soledad ha dejado de nutrirte. Llevas demasiado tiempo en la montaña, o llenas la agenda para no quedarte a solas con lo que piensas, y el farol alumbra hacia donde no hace falta.',
      obstacle: 'Te encierra la costumbre de resolverlo todo por tu cuenta. Cuanto más te retiras, más cuesta volver a pedir compañía, y lo que aprendiste en silencio se queda sin nadie con quien contrastarlo.',
      advice: 'Baja de la montaña: llama a una persona con quien hace tiempo que no hablas y cuéntale en qué andas. Si lo tuyo es lo contrario, deja una tarde sin planes y aguanta media hora de calma sin buscar distracción.',
    },
  },
  'la-rueda-de-la-fortuna': {
    upright: {
      situation: 'La rueda ha empezado a girar. Algo cambia en este asunto sin pedirte permiso, y con el movimiento se abre una puerta que antes no estaba; el momento favorece a quien se deja llevar sin soltar su centro.',
      obstacle: 'La ilusión de una buena racha puede hacerte creer que todo depende de la suerte. Si esperas a que la rueda lo resuelva, dejas de mirar el eje, tu propia actitud, que es lo único que no gira.',
      advice: 'Aprovecha la puerta que se abre con un sí pequeño y concreto, sin esperar garantías. Después recuerda la última vez que viviste un giro parecido y pregúntate qué hiciste entonces que te gustaría repetir, o evitar.',
    },
    reversed: {
      situation: 'Parece que nada se mueve, o que todo se repite: la misma discusión, el mismo final de siempre. Vives una racha que sientes ajena, como si la vida ocurriera en otra parte y a ti solo te quedara esperar.',
      obstacle: 'Culpar a la mala suerte te ahorra mirar tu parte en el patrón. Y resistirte a un giro que ya está en marcha gasta la fuerza que necesitarías para cambiar lo único que sí depende de ti: tu respuesta.',
      advice: 'Identifica la escena que se repite y el momento exacto en que sueles reaccionar igual. Prepara otra respuesta, aunque sea mínima, y úsala la próxima vez que la rueda te traiga al mismo punto.',
    },
  },
  'la-justicia': {
    upright: {
      situation: 'El asunto está en la balanza. Se pesan las consecuencias de decisiones pasadas, tuyas y ajenas, y lo que toca ahora es mirar los hechos sin venda y sin adornos, para que cada cosa ocupe su sitio.',
      obstacle: 'Tu sentido de lo justo puede volverse rigidez: pesar cada gesto, llevar la cuenta de lo que das y recibes, esperar que la otra parte reconozca lo suyo antes de reconocer lo tuyo. Una balanza vigilada sin descanso tampoco deja vivir.',
      advice: 'Haz un inventario honesto de tu parte en esto, sin exagerar la culpa ni esconderla, y repara lo que te corresponda con un gesto concreto. Si hay un acuerdo pendiente, cierra sus detalles por escrito esta semana.',
    },
    reversed: {
      situation: 'La balanza está torcida. Alguien recibe un trato que no es justo, quizá tú, quizá una persona cercana, y la versión que circula de los hechos deja fuera algo que todo el mundo intuye.',
      obstacle: 'Te estorba una historia cómoda: la que pone la culpa fuera, o mira con lupa el error ajeno y con indulgencia el propio. Mientras sigas contándola, la espada no puede cortar nada y el asunto se enquista.',
      advice: 'Cuenta el conflicto desde el punto de vista de la otra parte, como si fuera el tuyo, y mira qué se sostiene de tu versión. Si eres quien sufre el trato injusto, nómbralo con calma ante quien pueda corregirlo.',
    },
  },
  'el-colgado': {
    upright: {
      situation: 'Estás en pausa, y no por castigo. El asunto se ha detenido lo justo para que lo mires desde otro ángulo; lo que parecía un atasco empieza a mostrar una salida que desde la postura habitual no se veía.',
      obstacle: 'Tu disposición a esperar y a ceder puede convertirse en una forma elegante de no decidir. Si cada incomodidad se resuelve con otro sacrificio, la pausa pierde su sentido y el halo se apaga sin que notes cuándo.',
      advice: 'Deja de empujar durante unos días y observa qué se mueve sin ti. Mientras tanto, describe el problema como lo haría la persona con quien más discrepas, y renuncia a una pequeña necesidad de tener razón.',
    },
    reversed: {
      situation: 'Llevas demasiado tiempo en suspenso. La espera ya no enseña nada: se mantiene por costumbre, por un sacrificio que nadie pidió o por la esperanza de que otra persona decida en tu lugar.',
      obstacle: 'Forcejeas con algo que solo cambiaría si dejaras de pelear, o renuncias tanto que la renuncia se ha vuelto tu identidad. En ambos casos, la perspectiva nueva ya llegó; lo que falta es bajar del árbol.',
      advice: 'Pon fecha a la decisión que aplazas y compártela con alguien que pueda recordártela. Si sacrificas algo por otra persona, pregúntale si de verdad lo necesita; a menudo la respuesta libera a las dos partes.',
    },
  },
  'la-muerte': {
    upright: {
      situation: 'Algo ha llegado a su final, y es justo que así sea. Una etapa, un vínculo o una imagen de ti se despide, y aunque duela, al fondo ya asoma el sol entre dos torres: el cierre deja sitio a lo que aún no tiene nombre.',
      obstacle: 'Tu capacidad de soltar puede adelantarse al duelo. Cerrar rápido, sin despedirte, parece valentía, pero lo que no se llora vuelve por otra puerta: el problema es pasar página sin haberla leído hasta el final.',
      advice: 'Despide lo que termina con un gesto concreto: devuelve algo, guarda en una caja lo que pertenece a esa etapa o dile adiós en voz alta. Deja después unos días vacíos antes de llenar el hueco con lo siguiente.',
    },
    reversed: {
      situation: 'Algo terminó hace tiempo y sigues regándolo. Mantienes una forma de vida, un vínculo o un proyecto sin pulso porque lo conocido, aunque duela, parece más seguro que el hueco que dejaría.',
      obstacle: 'Te retiene el miedo a perder, que confunde soltar con olvidar. Mientras lo acabado siga ocupando espacio, lo nuevo no tiene dónde brotar, y el duelo que no te permites se queda a vivir contigo.',
      advice: 'Nombra lo que ya terminó, aunque sea solo ante ti, y elige un acto de cierre pequeño: vaciar un cajón, cancelar una cita que ya no tiene sentido, devolver unas llaves. Date permiso para la tristeza que venga.',
    },
  },
  'la-templanza': {
    upright: {
      situation: 'Hay un trasvase en marcha: dos partes de tu vida que parecían incompatibles empiezan a encajar a su ritmo, y una herida va cerrando sin prisa. Estás dando con la medida justa entre sentir y hacer.',
      obstacle: 'La moderación puede volverse tibieza: buscas tanto el término medio que evitas cualquier decisión que incomode. El ángel trasvasa el agua, no la deja quieta; si nada cambia de copa, no hay mezcla posible.',
      advice: 'Ajusta las proporciones antes de cambiar nada de fondo: un poco menos de lo que sobra, un poco más de lo que falta. Prueba durante una semana una alternancia concreta, por ejemplo cincuenta minutos de tarea y diez de pausa.',
    },
    reversed: {
      situation: 'Alguna copa se desborda. Vas de un extremo a otro, del trabajo sin descanso al descanso sin ganas, del entusiasmo al hastío, y el asunto no encuentra su punto medio.',
      obstacle: 'La prisa no deja que el proceso siga su curso: intentas mezclar a la fuerza lo que no encaja o corregir un exceso con otro. Pasar del atracón a la privación es cambiar de extremo, no salir de ellos.',
      advice: 'Elige el exceso que más te desgasta y recórtalo durante siete días, sin castigos ni prohibiciones nuevas. Observa qué pide tu cuerpo cuando le quitas prisa, y deja que ese dato, no la culpa, marque el siguiente ajuste.',
    },
  },
  'el-diablo': {
    upright: {
      situation: 'Hay una cadena en juego, y sus argollas están más flojas de lo que parece. Un hábito, un vínculo o una ambición te da consuelo a cambio de libertad, y la situación gira en torno a ese trato.',
      obstacle: 'Te ata el placer inmediato o el miedo a lo que habría fuera de la costumbre. El deseo es una fuerza valiosa, pero aquí manda él, y mientras no lo mires de frente seguirá decidiendo en tu nombre.',
      advice: 'Describe la cadena con precisión: qué hábito, en qué momento del día, a cambio de qué alivio. Luego interrumpe el gesto una vez, respira y observa qué sientes en su lugar; no necesitas romperla hoy, solo aflojarla.',
    },
    reversed: {
      situation: 'Empiezas a ver la cadena y a quitártela. Una dependencia, una relación dañina o una ambición desmedida ya tiene nombre, y aunque soltarla deja un vacío incómodo, el movimiento va hacia la libertad.',
      obstacle: 'El vacío que deja lo que soltaste puede empujarte a llenarlo con una cadena nueva. Y esconder la sombra con demasiado celo la hace crecer en lo oscuro: negar el deseo o la rabia no los disuelve.',
      advice: 'Cuida el hueco que deja lo que sueltas: planea qué harás en el momento exacto en que solía aparecer el impulso. Cuéntale tu proceso a alguien que pueda acompañarte, y busca ayuda profesional si la cadena pesa demasiado.',
    },
  },
  'la-torre': {
    upright: {
      situation: 'Algo se viene abajo, o acaba de caer. Lo que se sostenía sobre una base falsa ya no aguanta, y aunque la sacudida asusta, el rayo también ilumina: ahora ves lo que antes no querías ver.',
      obstacle: 'Tu propia verdad, una vez revelada, puede salir como un rayo y quemar más de lo necesario. La sacudida libera, pero si derribas sin mirar quién está cerca, el derrumbe se lleva también lo que sí se sostenía.',
      advice: 'No apuntales lo que se está cayendo. Pon a salvo lo esencial, di la verdad que ya no puedes callar y espera a que se asiente el polvo antes de decidir qué reconstruir; el terreno despejado no tiene prisa.',
    },
    reversed: {
      situation: 'La sacudida ocurre por dentro, o se está aplazando. Sabes que algo no se sostiene y lo apuntalas para no verlo caer; quizá también estés cambiando en silencio, sin que nadie a tu alrededor lo note todavía.',
      obstacle: 'Te paraliza el miedo al desastre. Cada grieta que tapas compra algo de tiempo, pero también hace más fuerte el estruendo que tratas de evitar, y ese esfuerzo de contención te está agotando.',
      advice: 'Elige la grieta que más temes mirar y haz en ella un ajuste voluntario, por pequeño que sea: decir lo que callas, dejar una tarea que no te corresponde, pedir la ayuda que aplazas. Un cambio elegido deja más margen que uno impuesto.',
    },
  },
  'la-estrella': {
    upright: {
      situation: 'Después de una temporada difícil, algo vuelve a respirar. El asunto está en fase de recuperación: hay una esperanza serena, nada ingenua, que nace de haber atravesado lo peor y de mostrarte tal como eres.',
      obstacle: 'La esperanza que te sostiene puede quedarse mirando al cielo. Si todo se confía al futuro, el agua cae en el estanque pero no llega a la tierra, y la inspiración no encuentra las manos que la conviertan en algo.',
      advice: 'Da forma a tu esperanza con un gesto a largo plazo que puedas empezar ya: plantar algo, inscribirte en un curso, retomar un proyecto creativo. Cuida el ritmo; esta carta no pide velocidad, sino constancia.',
    },
    reversed: {
      situation: 'La luz sigue ahí, aunque no alcances a verla. Tras un periodo difícil cuesta creer que algo pueda mejorar, y el cansancio ha apagado las ganas de intentarlo: el pozo necesita tiempo para volver a llenarse.',
      obstacle: 'El pesimismo te protege de una nueva decepción y, a la vez, te impide ver las pequeñas señales de que algo mejora. Unas expectativas demasiado altas también bloquean, porque cualquier realidad parece poca a su lado.',
      advice: 'Busca un destello, no un amanecer: cada noche, durante una semana, recuerda una cosa que salió bien, por mínima que sea. Y ofrece algo pequeño a alguien; comprobar que aún tienes algo que dar devuelve parte de la fe.',
    },
  },
  'la-luna': {
    upright: {
      situation: 'Avanzas por un camino en penumbra. No todo es lo que parece: hay miedos que se alargan con las sombras, emociones antiguas que suben a la superficie y una intuición que aún no distingue el aviso del fantasma.',
      obstacle: 'Tu sensibilidad para leer lo que no se dice puede rellenar los huecos con temores. Entre el perro y el lobo, la imaginación decide antes que los hechos, y una sospecha sin confirmar empieza a parecer una certeza.',
      advice: 'No tomes decisiones drásticas mientras la niebla no se levante. Comprueba al menos una sospecha con hechos o con una pregunta directa, y presta atención a tus sueños de estos días: dan pistas, no sentencias.',
    },
    reversed: {
      situation: 'La niebla empieza a levantarse. Un engaño sale a la luz o un miedo se revela infundado; o bien ocurre lo contrario, y la confusión se ha ido hacia dentro, donde aparece como una inquietud sin nombre.',
      obstacle: 'Te pesa lo que empujas hacia el fondo. Cada vez que el cangrejo intenta salir del agua lo devuelves a su sitio, y esa emoción sin nombre se cuela en el sueño, en el cuerpo o en una ansiedad difusa.',
      advice: 'Deja aflorar lo que está debajo sin tener que entenderlo enseguida: dilo en voz alta, camina con ello, cuéntaselo a alguien. Si la inquietud se alarga, busca acompañamiento profesional; pedirlo también es cuidarte.',
    },
  },
  'el-sol': {
    upright: {
      situation: 'La luz cae de lleno sobre este asunto. Hay claridad, energía y motivos para celebrar; las cosas se ven como son, sin sombras que engañen, y tú estás en tu sitio, con ganas de mostrarte.',
      obstacle: 'Tanta luz puede deslumbrar. El optimismo que tanto ayuda pasa a veces por alto los detalles que quedan tras el muro, y la confianza en que todo irá bien te ahorra preparar lo que aún falta.',
      advice: 'Celebra lo que va bien antes de pasar a lo siguiente: comparte la noticia, invita a alguien, sal al aire libre. Y aprovecha la claridad para hacer visible algo tuyo que llevabas tiempo guardando.',
    },
    reversed: {
      situation: 'El sol brilla, pero algo se interpone. Una nube pasajera te impide disfrutar de lo que va bien, o una alegría forzada tapa un cansancio real; quizá el reconocimiento que esperabas se está retrasando.',
      obstacle: 'Te estorba una exigencia que no deja sitio al juego: nada parece suficiente para celebrarlo. O al revés, una seguridad tan firme que deja de escuchar a los demás y convierte el brillo en vanidad.',
      advice: 'Baja el listón por un día y permítete algo sencillo que te alegre sin tener que ganártelo. Pregúntale a la criatura que fuiste qué le faltaba para jugar, y regálale un rato de eso esta semana.',
    },
  },
  'el-juicio': {
    upright: {
      situation: 'Una llamada suena con fuerza. Haces balance de una etapa y algo se despierta: una vocación, un perdón pendiente o la certeza de que ha llegado la hora de vivir de otra manera, más fiel a lo que eres.',
      obstacle: 'La claridad del balance puede convertirse en tribunal. Repasas lo vivido para aprender y terminas dictando sentencia, sobre ti o sobre otros, y la llamada queda ahogada entre reproches.',
      advice: 'Responde a la llamada con un acto concreto antes de que pase el impulso: una solicitud, una conversación, una primera hora dedicada a lo que te atrae. Y antes, perdona en voz alta algo de tu pasado que todavía juzgas.',
    },
    reversed: {
      situation: 'La trompeta suena y prefieres no oírla. Sabes que toca dar un paso importante, pero lo aplazas, o repasas tus errores tan a menudo que la evaluación se ha vuelto una condena.',
      obstacle: 'Te frena la culpa disfrazada de responsabilidad, y el miedo a lo que dirán si cambias. Mientras la voz que juzga hable más alto que la que llama, el lugar pequeño que ocupas parecerá el único seguro.',
      advice: 'Separa la responsabilidad de la culpa: distingue qué puedes reparar y qué ya no depende de ti. Repara una cosa del primer grupo y, para el segundo, dedícate cada noche durante una semana una frase de perdón.',
    },
  },
  'el-mundo': {
    upright: {
      situation: 'Una etapa llega a buen término. Lo que has trabajado con tiempo encaja, las piezas dispersas forman un todo y sientes, quizá por primera vez en mucho tiempo, que estás en tu lugar.',
      obstacle: 'La satisfacción del logro puede volverse miedo a soltarlo. Si te aferras a la forma que ahora funciona, el ciclo no se completa del todo y el siguiente viaje, que ya te llama, tiene que esperar.',
      advice: 'Celebra el cierre con conciencia antes de buscar la próxima meta: agradece en persona a quien estuvo a tu lado, recoge en unas líneas lo aprendido y concédete una semana sin proyectos nuevos.',
    },
    reversed: {
      situation: 'Casi has terminado, pero no del todo. Queda un último tramo, un asunto a medias, un cierre que aplazas; o la meta ya se alcanzó y deja un vacío extraño en su lugar.',
      obstacle: 'Te tienta el atajo para llegar antes, y un logro sin recorrido sabe a poco. O el miedo al último paso te mantiene a medias, ocupándote de lo casi acabado sin decidirte a darlo por concluido.',
      advice: 'Enumera lo que falta para cerrar este asunto y termina la tarea más pequeña hoy mismo. Si ya llegaste y sientes vacío, date tiempo antes de buscar otra meta: la danza cambia de ritmo, no se detiene.',
    },
  },
};
