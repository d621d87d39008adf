import type { CardText, Rank } from '../deck.ts';

// Bastos, the suit of fire: desire, initiative, creativity and the energy to act.

export const BASTOS: Record<Rank, CardText> = {
  as: {
    keywords: ['chispa', 'inspiración', 'impulso', 'comienzo'],
    upright: 'Una mano surge de una nube y ofrece un bastón que todavía echa brotes. Es la chispa de una idea o de un deseo nuevo, con toda su energía intacta. Hoy merece la pena darle forma antes de que se enfríe.',
    reversed: 'La chispa está, pero no encuentra salida: demasiados comienzos a medias o poca confianza en tu propia iniciativa. A veces el entusiasmo se apaga por exceso de planes. Vuelve a lo que de verdad te enciende.',
    practicalAction: 'Anota la idea que más te entusiasma en este momento y dale hoy un primer empujón concreto, aunque solo dure diez minutos.',
    reversedAction: 'Elige uno de tus proyectos empezados y dedícale quince minutos en lugar de abrir uno nuevo.',
  },
  dos: {
    keywords: ['planificación', 'visión', 'horizonte', 'decisión'],
    upright: 'Desde lo alto de un castillo, una figura sostiene un pequeño globo terráqueo y contempla el mar. Ya tienes algo construido y ahora te toca decidir hacia dónde crecer. Es buen momento para planificar con ambición sin perder de vista dónde estás.',
    reversed: 'Con la carta invertida, el miedo a salir de lo conocido te mantiene mirando el horizonte sin moverte. También puede señalar planes tan abiertos que ninguno arranca. Elegir una dirección no cierra las demás para siempre.',
    practicalAction: 'Dibuja en una hoja un mapa sencillo: dónde estás hoy, dónde quieres estar en seis meses y tres pasos intermedios.',
    reversedAction: 'Escribe qué te da miedo de ampliar tus horizontes y responde a ese temor con un hecho comprobable.',
  },
  tres: {
    keywords: ['expansión', 'perspectiva', 'previsión', 'espera activa'],
    upright: 'De espaldas, una figura observa desde un acantilado los barcos que cruzan la bahía. Lo que pusiste en marcha ya se mueve más allá de tu vista. Hoy conviene ampliar la mirada, mantener el rumbo y preparar el terreno para lo que viene.',
    reversed: 'Los resultados tardan más de lo previsto y la impaciencia te hace dudar de todo el plan. Quizá el problema no sea el rumbo, sino el calendario. Ajustar las expectativas no es rendirse.',
    practicalAction: 'Escribe hoy a alguien que pueda abrirte una puerta fuera de tu círculo habitual y cuéntale en qué estás trabajando.',
    reversedAction: 'Revisa los plazos de un proyecto y reescríbelos con un ritmo realista, sin reproches.',
  },
  cuatro: {
    keywords: ['celebración', 'hogar', 'pertenencia', 'estabilidad'],
    upright: 'Cuatro bastones sostienen una guirnalda de flores y, detrás, dos figuras alzan ramos frente a un castillo. Es una carta de fiesta y de llegada: un logro que se comparte y un lugar donde sentirte en casa. Hoy vale la pena detenerte a festejar lo que ya está en pie.',
    reversed: 'Invertido, muestra una tensión en casa o en tu grupo que impide disfrutar de lo conseguido. También puede hablar de sentirte de paso en un lugar que debería acogerte. Aun así, hay algo que merece celebrarse, aunque sea en pequeño.',
    practicalAction: 'Organiza un pequeño festejo por algo que salió bien, aunque sea una cena sencilla o un brindis con quien tengas cerca.',
    reversedAction: 'Habla con alguien con quien convives sobre una sola cosa que necesitas para sentirte más a gusto en casa.',
  },
  cinco: {
    keywords: ['fricción', 'competencia', 'debate', 'energía dispersa'],
    upright: 'Cinco jóvenes agitan sus bastones en un aparente combate en el que nadie sale herido. Hay desacuerdo, competencia o ideas que chocan, y también una energía creativa que busca su lugar. El roce puede ser fértil si se convierte en diálogo y no en ruido.',
    reversed: 'Del revés, indica que evitas un conflicto necesario o que una disputa ya te está agotando. Callarlo todo no equivale a estar en paz. Elegir qué batallas merecen tu energía también es cuidarte.',
    practicalAction: 'En la próxima discusión, repite con tus palabras la idea de la otra persona antes de defender la tuya.',
    reversedAction: 'Elige una disputa que no vale lo que te cuesta y déjala ir de forma consciente, sin necesidad de ganarla.',
  },
  seis: {
    keywords: ['reconocimiento', 'logro', 'confianza', 'visibilidad'],
    upright: 'Un jinete coronado de laurel avanza entre una multitud que lo aclama. Tu esfuerzo se ve, y es justo que lo recibas sin restarle valor. Hoy puedes mostrar lo que has logrado con un orgullo sereno, sin arrogancia ni falsa modestia.',
    reversed: 'Invertida, la carta habla del miedo a destacar o de una necesidad de aplauso que pesa demasiado. Puede que esperes que otros confirmen lo que tú ya sabes. El reconocimiento más estable empieza por el tuyo.',
    practicalAction: 'Acepta hoy un elogio con un simple «gracias», sin añadir excusas ni restarle importancia.',
    reversedAction: 'Escribe un logro tuyo de este año que nadie vio y reconócelo en voz alta, aunque solo te escuches tú.',
  },
  siete: {
    keywords: ['defensa', 'convicción', 'perseverancia', 'firmeza'],
    upright: 'Desde lo alto de una colina, una figura defiende su posición frente a seis bastones que suben hacia ella. Tienes algo que vale la pena sostener: una idea, un límite, una manera de hacer. Hoy la firmeza tranquila te sirve más que la agresividad.',
    reversed: 'Las exigencias ajenas te desbordan y tu firmeza empieza a flaquear. Quizá estás defendiendo en soledad algo que podría compartirse. También puede ser hora de preguntarte si esa posición sigue siendo tuya.',
    practicalAction: 'Di que no a una petición que no encaja contigo, con una frase breve, amable y sin justificaciones largas.',
    reversedAction: 'Pide ayuda hoy a una persona concreta para una de las batallas que estás librando en solitario.',
  },
  ocho: {
    keywords: ['rapidez', 'mensajes', 'movimiento', 'impulso'],
    upright: 'Ocho bastones vuelan en diagonal sobre un paisaje abierto, todos en la misma dirección. Es una carta de ritmo rápido: mensajes que circulan, asuntos que se desbloquean, impulso que pide movimiento. Hoy conviene aprovechar esa corriente y responder mientras la energía está viva.',
    reversed: 'Al revés, el ritmo se enreda con retrasos, mensajes malinterpretados o decisiones tomadas a la carrera. La prisa puede estar jugando en tu contra. Frenar un poco ahora te ahorra correcciones después.',
    practicalAction: 'Responde hoy los mensajes pendientes que llevan más de tres días esperando, empezando por el más incómodo.',
    reversedAction: 'Antes de enviar algo importante, léelo una vez más en voz alta y cambia lo que pueda entenderse mal.',
  },
  nueve: {
    keywords: ['resiliencia', 'persistencia', 'cautela', 'tramo final'],
    upright: 'Con una venda en la cabeza y apoyado en su bastón, un guardián vigila delante de una empalizada. Ha pasado por mucho y sigue en pie. Esta carta reconoce tu resistencia y te anima a sostener el esfuerzo un poco más, con cuidado y sin bajar del todo la guardia.',
    reversed: 'Del revés, el cansancio acumulado se convierte en desconfianza o en ganas de abandonarlo todo. Vigilar sin descanso agota a cualquiera. Bajar la guardia un momento no te vuelve vulnerable: te permite seguir.',
    practicalAction: 'Descansa de verdad media hora, sin pantallas ni tareas, y después retoma el tramo final de lo que te ocupa.',
    reversedAction: 'Escribe qué es lo que más te está costando ahora y el nombre de alguien con quien podrías repartir ese peso.',
  },
  diez: {
    keywords: ['carga', 'responsabilidad', 'sobreesfuerzo', 'delegar'],
    upright: 'Una figura encorvada carga diez bastones a la vez y apenas ve el camino hacia el pueblo. Has asumido más de lo que te corresponde, quizá por sentido del deber o por no saber soltar. Llegar es posible, pero no así: el peso necesita repartirse.',
    reversed: 'Con la carta del revés, por fin dejas en el suelo cargas que no eran tuyas. Puede costar, porque sostenerlo todo también te daba una identidad. Cada peso que sueltas libera espacio para lo que sí quieres llevar.',
    practicalAction: 'Haz una lista de tus responsabilidades actuales, marca una que puedas delegar, posponer o dejar, y da hoy el primer paso para soltarla.',
    reversedAction: 'Piensa en una carga que ya soltaste y escribe qué has ganado desde entonces en tiempo o en calma.',
  },
  sota: {
    keywords: ['entusiasmo', 'curiosidad', 'exploración', 'aprendiz'],
    upright: 'La Sota mira con asombro el brote de su bastón en medio del desierto. Es el espíritu del aprendiz que se entusiasma con una idea nueva y quiere explorarla. Hoy tu curiosidad merece espacio, sin la presión de que tenga que servir para algo.',
    reversed: 'Al revés, el entusiasmo se enciende rápido y se apaga igual de pronto, dejando proyectos a medio hacer. También puede indicar miedo a parecer principiante. Dale a tu interés un poco de constancia.',
    practicalAction: 'Dedica veinte minutos a aprender algo por pura curiosidad: un tutorial, un artículo o una pregunta a quien sepa del tema.',
    reversedAction: 'Termina hoy algo pequeño que empezaste con mucha ilusión y dejaste a medias.',
  },
  caballero: {
    keywords: ['pasión', 'aventura', 'audacia', 'impulsividad'],
    upright: 'Sobre un caballo encabritado, el Caballero de Bastos se lanza hacia delante con su túnica de salamandras. Es pura energía en movimiento: valentía, ganas de aventura, deseo de actuar ya. Hoy esa audacia puede desbloquear algo estancado si la apuntas bien.',
    reversed: 'Invertido, la impulsividad empuja a empezar discusiones o proyectos sin medir el recorrido. La energía sigue ahí, pero sin dirección se convierte en fuego de paja. Antes de correr, decide hacia dónde.',
    practicalAction: 'Lleva hoy tu energía al cuerpo: camina a paso rápido, baila una canción entera o sube escaleras durante diez minutos.',
    reversedAction: 'Espera una hora completa antes de responder a algo que te ha encendido, y luego contesta en frío.',
  },
  reina: {
    keywords: ['calidez', 'seguridad', 'carisma', 'determinación'],
    upright: 'La Reina de Bastos sostiene un girasol y tiene a sus pies un gato negro: calidez y misterio en la misma figura. Sabe lo que vale, y su seguridad anima a otros a brillar. Hoy puedes ocupar tu espacio con alegría y generosidad.',
    reversed: 'Del revés, la seguridad se tambalea o se transforma en exigencia, celos o ganas de controlar el ambiente. Cuando tu brillo depende de la mirada ajena, se apaga con facilidad. Vuelve a lo que sabes de ti sin necesidad de testigos.',
    practicalAction: 'Anima hoy a alguien concreto a dar un paso que le cuesta, con un mensaje breve y sincero.',
    reversedAction: 'Escribe tres cualidades tuyas que no dependen de la aprobación de nadie y déjalas a la vista.',
  },
  rey: {
    keywords: ['liderazgo', 'visión', 'iniciativa', 'inspiración'],
    upright: 'El Rey de Bastos, en un trono decorado con leones y salamandras, mira más allá del presente. Lidera con visión: ve el conjunto y sabe contagiar su impulso a los demás. Hoy te toca tomar la iniciativa y marcar el rumbo con claridad.',
    reversed: 'Invertido, el liderazgo se vuelve impaciente, autoritario o incapaz de delegar. Exigir a otros tu mismo ritmo puede dejarte sin equipo. Inspirar no es imponer.',
    practicalAction: 'Explica tu visión de un proyecto a tu equipo o a tu familia en dos frases claras y pregunta qué añadirían.',
    reversedAction: 'Pregunta a alguien cercano cómo vive tu manera de dirigir las cosas, y escucha su respuesta sin defenderte.',
  },
};
