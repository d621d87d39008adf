import type { NatalPoint, TransitingBody } from '../../astro/events-types.ts';
import type { AspectFamily } from './vocabulary.ts';

// What a transit does, one sentence for each transiting planet, natal point and aspect family: the conjunction
// fuses (fusion), the sextile and the trine flow (flow), the square and the opposition rub (friction). Written for
// the pair itself, so a month in which the Sun sextiles four of your points reads four different things, and the
// aspect's own name stays in the sentence that leads the event. The fast planets speak of days, the slow ones of
// months or years; none of them names the aspect, so each sentence serves both aspects of its family.

export type TransitCorpus = Record<TransitingBody, Record<NatalPoint, Record<AspectFamily, string>>>;

export const TRANSIT_TEXT: TransitCorpus = {
  sun: {
    sun: {
      fusion: 'Es tu cumpleaños astrológico: el Sol vuelve a su lugar y renueva la energía del año que empieza, así que regálate un rato para decidir qué quieres encender.',
      flow: 'La vitalidad corre sin esfuerzo y ser tú no necesita permiso; úsalo para adelantar algo que dependa solo de ti.',
      friction: 'Tu voluntad tropieza con las circunstancias o con la de otra persona, y el cansancio llega antes de lo previsto; elige una sola cosa que defender y deja pasar el resto.',
    },
    moon: {
      fusion: 'Lo que quieres y lo que sientes se ponen de acuerdo: escucha qué te pide el cuerpo y hazle sitio en casa.',
      flow: 'El ánimo acompaña a lo que haces, y la vida doméstica o familiar se organiza con menos roces que de costumbre.',
      friction: 'Lo que se espera de ti tira contra lo que necesitas para estar bien; antes de decir que sí, comprueba si te queda energía para ti.',
    },
    mercury: {
      fusion: 'Tus ideas ganan luz y seguridad: si tienes algo que presentar, explicar o firmar, estos días te prestan claridad.',
      flow: 'Hablar y escribir te sale con naturalidad, y es un buen momento para la conversación que venías aplazando o para poner en orden papeles.',
      friction: 'Una crítica a tus ideas puede sentirse como un ataque personal; separa lo que piensas de quién eres y la discusión se vuelve útil.',
    },
    venus: {
      fusion: 'Se realzan tu encanto y tus ganas de disfrutar: buen momento para un encuentro, un regalo o ese gusto que llevas tiempo postergando.',
      flow: 'Un gesto de cariño o un arreglo en tu espacio rinde más de lo que parece, porque el afecto y el gusto por lo bello están de tu lado.',
      friction: 'Lo que deseas y lo que te conviene no coinciden del todo; deja pasar un día antes de gastar o de reclamar atención.',
    },
    mars: {
      fusion: 'Sube la temperatura: tienes fuerza para arrancar lo que cuesta y poca paciencia, así que gasta esa energía en el cuerpo antes que en una discusión.',
      flow: 'La determinación te acompaña sin necesidad de pelear; termina esa tarea física o ese trámite que pide insistencia.',
      friction: 'La irritación está a flor de piel y un choque pequeño puede crecer; si notas la mandíbula apretada, camina un rato antes de contestar.',
    },
    jupiter: {
      fusion: 'La luz se junta con la confianza y te sientes capaz de más: pide, propón o enseña lo que sabes, midiendo un poco el entusiasmo.',
      flow: 'Un aire optimista abre alguna puerta con facilidad; un contacto, un curso o un viaje corto pueden salir mejor de lo previsto.',
      friction: 'Tienta el exceso: prometer, comer o comprometerte de más; quédate con lo que de verdad puedas cumplir la semana que viene.',
    },
    saturn: {
      fusion: 'Quedan a la vista tus responsabilidades y lo que pesa de verdad; es un día serio, bueno para ordenar y hacer lo que toca sin dramatismo.',
      flow: 'Tu disciplina rinde: lo que organices o cierres ahora queda bien asentado, y quien tiene autoridad te escucha mejor.',
      friction: 'El peso de las obligaciones o un no de alguien con autoridad puede desanimarte; tómalo como un límite con el que trabajar, no como un juicio sobre tu valía.',
    },
    uranus: {
      fusion: 'Despierta tu lado original y las ganas de salir de la rutina: una idea repentina o un cambio de planes trae justo el aire que faltaba.',
      flow: 'Te animas a probar algo distinto y sale bien; una solución poco convencional desatasca lo que llevaba semanas quieto.',
      friction: 'Se disparan la inquietud y la impaciencia con lo de siempre; haz un cambio pequeño por tu cuenta antes de romper algo que luego eches de menos.',
    },
    neptune: {
      fusion: 'Se afinan la sensibilidad y la imaginación, aunque el cuerpo pida más descanso: es tiempo para el arte, la meditación o la ayuda desinteresada.',
      flow: 'La intuición guía con suavidad y la compasión sale sola; deja espacio a la música, al agua o al silencio.',
      friction: 'Cuesta distinguir lo que ves de lo que quieres ver, y las metas se difuminan; antes de decidir, duerme bien y comprueba los datos.',
    },
    pluto: {
      fusion: 'Sale a la superficie lo que querías tener bajo control; mira de frente esa verdad, porque nombrarla te devuelve poder.',
      flow: 'Tienes una concentración poco habitual: enfócala en algo que quieras transformar a fondo, sin forzar.',
      friction: 'Asoman luchas de poder o la tentación de controlar a alguien; suelta lo que no depende de ti y guarda la fuerza para lo tuyo.',
    },
    ascendant: {
      fusion: 'Se te ve más y te sientes con más presencia: es tu pequeño año nuevo personal, buen momento para estrenar algo o cambiar de imagen.',
      flow: 'Tu forma de estar resulta cercana y convincente; preséntate, pide esa entrevista o inicia contactos.',
      friction: 'Tu manera de presentarte puede chocar con lo que otros esperan; no hace falta imponerte ni justificarte tanto.',
    },
    midheaven: {
      fusion: 'Tu trabajo y tu reputación quedan a la vista: muestra resultados o pide el reconocimiento que te corresponde.',
      flow: 'Tu vida profesional recibe un impulso sereno, y alguien con influencia puede fijarse en lo que haces sin que insistas.',
      friction: 'Las exigencias del trabajo compiten con tu vida privada o con tu propio criterio; marca prioridades y defiéndelas con calma.',
    },
  },
  mercury: {
    sun: {
      fusion: 'Lo que quieres encuentra palabras: explícate, escribe sobre ti o toma la decisión que depende de tu criterio.',
      flow: 'Piensas con claridad sobre tus propios asuntos; resuelve una gestión personal o habla con quien decide.',
      friction: 'Una conversación puede volverse un pulso de orgullos o llenarse de malentendidos sobre lo que pretendes; escucha la objeción entera antes de defenderte.',
    },
    moon: {
      fusion: 'Tus emociones piden ser nombradas: una charla íntima o unas líneas en un cuaderno te ayudan a entender qué sientes.',
      flow: 'Hablar de lo que sientes con tu familia o con quien convives resulta fácil; es el momento de esa conversación pendiente en casa.',
      friction: 'La cabeza y el corazón dicen cosas distintas, y un comentario puede tocarte más de la cuenta; deja pasar un rato antes de responder.',
    },
    mercury: {
      fusion: 'Mercurio vuelve a su posición natal y tu mente se pone al día: repasa planes, reordena listas y retoma lo que dejaste a medias.',
      flow: 'Tu manera de razonar encuentra eco: estudiar, negociar o aclarar un malentendido sale mejor de lo habitual.',
      friction: 'Tus ideas de siempre se topan con información nueva o con otro punto de vista; revisa la letra pequeña y no firmes con prisa.',
    },
    venus: {
      fusion: 'Las palabras amables llegan con facilidad: buen momento para una declaración, una reconciliación o para negociar un precio.',
      flow: 'Hablar de dinero o de afectos resulta sencillo, y una charla bien llevada cierra un acuerdo que deja contentas a las dos partes.',
      friction: 'Lo que dices y lo que sientes no van del todo juntos, y una frase ligera hiere más de lo que pretendías; cuida el tono con la pareja y en los gastos.',
    },
    mars: {
      fusion: 'Hablas con franqueza y rapidez: lleva ese filo a un debate útil o a un escrito decidido, no a una pelea.',
      flow: 'Decidir y actuar van a la par; haz esa llamada difícil, toma la decisión práctica o negocia con firmeza.',
      friction: 'Las palabras salen afiladas y las discusiones prenden por poco; escribe el mensaje, espera y reléelo antes de enviarlo.',
    },
    jupiter: {
      fusion: 'Las ideas se agrandan y aparecen planes ambiciosos: apúntalos todos, pero elige uno solo para empezar.',
      flow: 'Aprender, enseñar o planear un viaje fluye, y una conversación con alguien que sabe más te abre el mapa.',
      friction: 'El optimismo se salta los detalles; revisa cifras, horarios y compromisos antes de confirmarlos.',
    },
    saturn: {
      fusion: 'Tu mente se vuelve seria y metódica: estudia a fondo, planifica a largo plazo o ten con calma la conversación difícil.',
      flow: 'Te acompañan la concentración y el sentido práctico, y los contratos, los presupuestos y los planes largos salen sólidos.',
      friction: 'Una noticia que retrasa o una preocupación que no te deja pensar con ligereza; escribe lo que te inquieta y separa lo urgente de lo que puede esperar.',
    },
    uranus: {
      fusion: 'Una idea brillante o una noticia inesperada te cambia la manera de ver algo; apúntala antes de que se escape.',
      flow: 'La mente está despierta y original: busca la solución poco común, prueba otra herramienta o cambia el orden de una tarea.',
      friction: 'Los nervios aceleran los pensamientos y los planes cambian a última hora; deja margen en la agenda y confirma las citas.',
    },
    neptune: {
      fusion: 'Piensas en imágenes más que en listas: escribe, crea o medita, y deja para otro día los contratos.',
      flow: 'Entiendes lo que los demás no dicen; confía en esas intuiciones para crear o para acompañar a alguien.',
      friction: 'La información llega borrosa o incompleta y es fácil malinterpretar; pregunta dos veces y deja por escrito lo acordado.',
    },
    pluto: {
      fusion: 'Tu mente busca el fondo de las cosas: investiga, ten esa charla honda o di la verdad que pesa.',
      flow: 'Ves lo que está oculto y tus palabras convencen; úsalo para investigar o para negociar algo importante.',
      friction: 'Una charla puede convertirse en una lucha por tener razón, o una idea fija no te suelta; deja el control del argumento y pregunta qué hay debajo.',
    },
    ascendant: {
      fusion: 'Te expresas con soltura y te mueves mucho: preséntate, da esa charla o haz las gestiones en persona.',
      flow: 'Te comunicas con gracia y agilidad; una entrevista, un mensaje o una presentación causan buena impresión.',
      friction: 'Lo que dices puede entenderse de otra forma; si algo importa, explícalo cara a cara y comprueba que te han entendido.',
    },
    midheaven: {
      fusion: 'Llamadas, reuniones y papeles de trabajo ocupan el centro, y las decisiones de carrera se toman con la cabeza clara.',
      flow: 'La comunicación en el trabajo fluye: propón esa idea a quien decide o cierra el acuerdo.',
      friction: 'Los mensajes de trabajo se cruzan o se enredan con asuntos de casa; prioriza, delega lo que puedas y deja constancia escrita.',
    },
  },
  venus: {
    sun: {
      fusion: 'Aumenta tu encanto: arréglate, celebra, enamórate o reconcíliate con alguien.',
      flow: 'Estás a gusto con tu vida y se nota; un plan de ocio, un regalo o una cita pueden salir especialmente bien.',
      friction: 'Las ganas de agradar o de darte caprichos pueden salir caras; pregúntate si buscas placer o aprobación.',
    },
    moon: {
      fusion: 'Llega la ternura: cuida tu casa, comparte una comida o déjate mimar.',
      flow: 'Crece el bienestar y la armonía con tu familia o con quien convives cuesta menos; regálate un rato de placer sencillo.',
      friction: 'La necesidad de cariño puede volverse exigencia o disfrazarse de ganas de comer y de comprar; pide en voz alta lo que te falta, que a menudo un abrazo alcanza.',
    },
    mercury: {
      fusion: 'Tus palabras se vuelven amables y persuasivas: escribe esa carta de amor, negocia o suaviza una relación de trabajo.',
      flow: 'Una conversación amable abre la puerta a un acuerdo, sea de afectos o de dinero.',
      friction: 'Puedes decir lo que el otro quiere oír en lugar de lo que piensas; la amabilidad no tiene por qué tapar tu opinión.',
    },
    venus: {
      fusion: 'Venus vuelve a su lugar natal y renueva tu manera de amar y de disfrutar: revisa qué te hace bien y date un gusto con sentido.',
      flow: 'El placer y los vínculos se ordenan solos; una cita, una compra meditada o un rato de belleza te sientan bien.',
      friction: 'Tus gustos y tus valores se ponen a prueba, quizá porque ya deseas otra cosa; obsérvalo antes de cambiar de golpe.',
    },
    mars: {
      fusion: 'Se enciende el deseo: atracción, pasión y ganas de conquistar, buenas para el romance o para crear algo con las manos.',
      flow: 'El deseo y el afecto se entienden, y la iniciativa en el amor o en un proyecto creativo encuentra buena acogida.',
      friction: 'Pasión y enfado se mezclan, y una atracción puede traer celos o tira y afloja; di lo que quieres sin convertirlo en un desafío.',
    },
    jupiter: {
      fusion: 'Llegan generosidad, alegría social y algo de suerte en lo material; disfrútalo, y vigila las ganas de gastar de más.',
      flow: 'Un encuentro social o una propuesta puede traer buenas noticias para el corazón o para el bolsillo.',
      friction: 'La abundancia invita al exceso, con fiestas, compras o promesas que luego pesan; busca el disfrute que no deja deudas.',
    },
    saturn: {
      fusion: 'El afecto se pone serio: es tiempo de compromisos, de límites claros o de valorar la lealtad por encima del entusiasmo.',
      flow: 'Los vínculos ganan estabilidad; formaliza un acuerdo, ahorra o cuida una relación de largo plazo.',
      friction: 'Frialdad, distancia o escasez en lo afectivo o en lo económico; revisa qué esperas de los demás y qué te das tú.',
    },
    uranus: {
      fusion: 'Un encuentro inesperado o un cambio de gustos agita tu vida afectiva; deja espacio a la sorpresa sin prometer nada todavía.',
      flow: 'La libertad y el cariño conviven bien: amistades nuevas, planes distintos o una forma más relajada de querer.',
      friction: 'Las ganas de independencia tiran contra la estabilidad de un vínculo; habla de lo que necesitas antes de actuar por impulso.',
    },
    neptune: {
      fusion: 'El romanticismo y la inspiración se desbordan: es tiempo para el arte o la espiritualidad, no para decisiones de dinero.',
      flow: 'La sensibilidad te acerca a los demás, y la música, el cine o un acto compasivo te llenan.',
      friction: 'Es fácil idealizar a alguien o una compra; mira a la persona real y lee el contrato entero.',
    },
    pluto: {
      fusion: 'El amor se vuelve intenso y magnético, y un vínculo puede transformarse a fondo; no confundas pasión con posesión.',
      flow: 'Los vínculos se hacen más hondos y los recursos compartidos pueden crecer; es tiempo para la conversación íntima o la inversión pensada.',
      friction: 'Asoman los celos, el control o el miedo a perder; pregúntate qué intentas retener y para qué.',
    },
    ascendant: {
      fusion: 'Te ves y te ven con buenos ojos: cuida tu imagen, sal a encontrarte con gente o da el primer paso en una relación.',
      flow: 'Tu presencia resulta amable y acerca a las personas; una cita o una reunión de trabajo se benefician de tu trato.',
      friction: 'Querer agradar puede llevarte a ceder de más en un trato; recuerda lo que tú valoras antes de aceptar.',
    },
    midheaven: {
      fusion: 'Tu imagen profesional se suaviza y atrae: cuida las relaciones públicas, pide ese aumento o muestra un trabajo bien acabado.',
      flow: 'La armonía en el trabajo favorece acuerdos y colaboraciones, y un gesto amable con quien dirige puede abrir una puerta.',
      friction: 'El amor y la carrera compiten por tu tiempo, o un choque de gustos incomoda en el trabajo; busca el término medio sin perder tu sitio.',
    },
  },
  mars: {
    sun: {
      fusion: 'Te llenas de fuerza y de ganas de ganar: arranca ese proyecto o ese entrenamiento, sin convertir cada conversación en una competición.',
      flow: 'Te sobran energía y confianza; haz deporte, defiende un proyecto propio o toma tú la iniciativa.',
      friction: 'Sobra energía y falta paciencia, y los choques con la autoridad o con tu entorno son probables; elige con cuidado qué batalla das.',
    },
    moon: {
      fusion: 'Las emociones se calientan y reaccionas rápido; en casa pueden saltar chispas, así que descarga la tensión en una tarea física.',
      flow: 'Tienes energía para cuidar lo tuyo: reordenar la casa, proteger a los tuyos o actuar por lo que sientes.',
      friction: 'Irritabilidad, roces familiares o un malestar difícil de nombrar; busca un rato a solas y mueve el cuerpo antes de hablar.',
    },
    mercury: {
      fusion: 'La mente va rápida y las palabras salen con fuerza: defiende una idea o decide deprisa, con cuidado de no herir.',
      flow: 'Piensas y actúas con agilidad; resuelve trámites, estudia con intensidad o negocia con determinación.',
      friction: 'Las discusiones suben de tono y es fácil decir algo de lo que luego te arrepientas; ojo también con las prisas al escribir o al conducir.',
    },
    venus: {
      fusion: 'Sube el deseo, con atracción, pasión o ganas de crear; en el amor ayuda más la iniciativa que la impaciencia.',
      flow: 'Pasión y ternura se equilibran, y una iniciativa afectiva o un proyecto artístico cobra impulso.',
      friction: 'El deseo y el cariño se enfrentan, con tensión en la pareja o gastos por impulso; habla de lo que quieres sin exigir.',
    },
    mars: {
      fusion: 'Marte vuelve a su lugar natal y arranca un nuevo ciclo de unos dos años para tu energía: decide hacia dónde la diriges.',
      flow: 'Tu energía se organiza sola: entrena, trabaja en algo físico o mueve ese proyecto estancado.',
      friction: 'La frustración aparece ante obstáculos que piden cambiar de estrategia; no empujes más fuerte, empuja en otra dirección.',
    },
    jupiter: {
      fusion: 'El entusiasmo y la energía se multiplican: emprende algo grande, siempre que midas bien tus fuerzas.',
      flow: 'La acción encuentra apoyo, y los viajes, el deporte, los estudios o los proyectos de crecimiento avanzan con buen pie.',
      friction: 'El exceso de confianza puede llevarte a arriesgar o a prometer más de lo posible; calcula antes de lanzarte.',
    },
    saturn: {
      fusion: 'La energía topa con límites o se pone al servicio de un trabajo duro: es tiempo de esfuerzo sostenido, no de correr.',
      flow: 'La disciplina y la fuerza se alían, y puedes trabajar mucho y bien en algo de largo plazo.',
      friction: 'Frenos, retrasos o agotamiento; no fuerces el cuerpo y busca la tarea que sí puede avanzar hoy.',
    },
    uranus: {
      fusion: 'La energía se vuelve eléctrica e imprevisible: una decisión repentina puede liberarte o hacerte tropezar, así que mira dónde pisas.',
      flow: 'Tienes valor para lo nuevo, y un cambio rápido de rutina o una acción original funciona.',
      friction: 'Con los nervios y la impaciencia, los accidentes por las prisas son más probables; baja el ritmo y evita riesgos innecesarios.',
    },
    neptune: {
      fusion: 'La fuerza se dispersa o se pone al servicio de un ideal: es tiempo de danza, yoga o ayuda a otros, no de competir.',
      flow: 'Actúas guiándote por la intuición, y un proyecto artístico o solidario avanza con la inspiración como motor.',
      friction: 'Falta de energía o de dirección, o actos movidos por motivos confusos; descansa y aclara qué quieres antes de moverte.',
    },
    pluto: {
      fusion: 'Se concentra en tus actos una gran intensidad: tienes fuerza para transformar algo si no la usas para imponerte.',
      flow: 'Tu determinación es honda y eficaz; haz el esfuerzo decisivo o dale al cuerpo una regeneración a fondo.',
      friction: 'Pueden surgir enfrentamientos de poder o situaciones de presión; no entres en juegos de dominio y protege tu energía.',
    },
    ascendant: {
      fusion: 'Tu presencia gana empuje y decisión; cuida el tono, porque la franqueza puede sonar brusca.',
      flow: 'Tu iniciativa cae bien: empieza algo, haz deporte o defiéndete con soltura.',
      friction: 'Puedes chocar con alguien o sentir que te provocan; responde con firmeza y sin agresividad, y cuida también el cuerpo.',
    },
    midheaven: {
      fusion: 'Se activa la ambición profesional y la competencia: trabaja duro, sin atropellar a nadie.',
      flow: 'Tus esfuerzos profesionales rinden; impulsa ese proyecto o presenta tu propuesta con energía.',
      friction: 'Roces con quien manda, o tensión entre la casa y el trabajo; elige tus peleas con cabeza.',
    },
  },
  jupiter: {
    sun: {
      fusion: 'Empieza uno de los tramos más expansivos de tu ciclo de doce años: crece tu confianza, y con ella las ocasiones de mostrarte y de avanzar.',
      flow: 'Es un tiempo de apoyo y de buena suerte razonable para tus proyectos personales; confía más en ti y pide lo que necesitas.',
      friction: 'Las ganas de crecer pueden desbordarte, con compromisos, gastos o una confianza que olvida los límites; crece, pero con medida.',
    },
    moon: {
      fusion: 'Se amplía tu vida emocional y doméstica: una mudanza, una familia que crece o una sensación de amparo más grande pueden marcar estos meses.',
      flow: 'El hogar se vuelve un lugar generoso y el ánimo se sostiene; es un buen tiempo para cuidar y dejarte cuidar.',
      friction: 'Puedes exagerar lo que sientes o cargar con las necesidades de todos; la generosidad también incluye decir que no.',
    },
    mercury: {
      fusion: 'Tu mente se abre: estudios, escritura, viajes o proyectos de comunicación se amplían, y aprendes con ganas.',
      flow: 'Aprender, enseñar, publicar o negociar sale bien estos meses, y tus ideas encuentran a quien las escucha.',
      friction: 'Demasiadas ideas, demasiados planes o un optimismo que no lee los papeles; revisa los detalles antes de firmar.',
    },
    venus: {
      fusion: 'Se amplían el amor, el placer y quizá los ingresos; un vínculo puede crecer y la vida social se vuelve más generosa.',
      flow: 'Son meses favorables para el afecto, el arte y el dinero; disfruta y comparte sin culpa.',
      friction: 'El placer tienta al exceso y la generosidad puede volverse derroche; busca un disfrute que puedas sostener.',
    },
    mars: {
      fusion: 'Tu energía y tu ambición se expanden: es tiempo de emprender, de entrenar o de defender algo grande con valor.',
      flow: 'Lo que empujas está bien respaldado, y los proyectos en los que pones fuerza avanzan y te devuelven confianza.',
      friction: 'El exceso de confianza puede llevarte a arriesgar demasiado o a abarcar más de lo que puedes; mide tus fuerzas.',
    },
    jupiter: {
      fusion: 'Júpiter vuelve a su posición natal y abre un nuevo ciclo de doce años: decide qué quieres sembrar en esta etapa.',
      flow: 'Tus creencias y tu manera de crecer se afinan; es buen tiempo para revisar el sentido de lo que haces.',
      friction: 'Tus creencias de siempre se topan con experiencias nuevas; deja que se amplíen sin aferrarte a tener razón.',
    },
    saturn: {
      fusion: 'Llega la ocasión de hacer crecer algo sólido, y las estructuras de tu vida se amplían con sentido.',
      flow: 'El crecimiento y la disciplina se equilibran, y es buen tiempo para consolidar una carrera o un proyecto largo.',
      friction: 'Crecer y sostener lo que tienes tiran en direcciones opuestas; elige, porque quizá no puedas hacer las dos cosas a la vez.',
    },
    uranus: {
      fusion: 'Se presentan ocasiones repentinas de libertad y de cambio; di que sí a lo nuevo sin saltar al vacío.',
      flow: 'Son meses estimulantes para innovar, viajar o abrir tu vida a lo diferente, y las sorpresas suelen ser buenas.',
      friction: 'Las ganas de cambiarlo todo pueden precipitarse; revisa qué libertad buscas antes de romper compromisos.',
    },
    neptune: {
      fusion: 'Se amplían la fe, la compasión y la imaginación: tiempo para el arte, la espiritualidad o la ayuda a otras personas.',
      flow: 'La intuición y la inspiración te guían con generosidad; confía en lo que sientes y dale forma creativa.',
      friction: 'El idealismo puede nublar el juicio o llevarte a sacrificarte de más; sueña, pero verifica.',
    },
    pluto: {
      fusion: 'Crecen tu poder personal y tu capacidad de regenerarte, y un cambio profundo puede traer un crecimiento real.',
      flow: 'Tienes apoyo para transformar algo importante desde dentro; es buen tiempo para la terapia, la inversión o la investigación.',
      friction: 'La ambición de más poder o más control puede desbordarse; usa tu influencia con generosidad, no con afán de dominio.',
    },
    ascendant: {
      fusion: 'Empieza un tiempo de confianza y de crecimiento personal en el que otros te ven con buenos ojos; cuida el cuerpo, que también tiende a expandirse.',
      flow: 'Tu presencia inspira confianza y atrae ocasiones; preséntate y cuida tu salud con alegría.',
      friction: 'Crecen las expectativas sobre ti, o te crees capaz de todo; mide lo que prometes y cuida tus hábitos.',
    },
    midheaven: {
      fusion: 'Son meses de reconocimiento, ascensos u ofertas profesionales: apunta alto con los pies en la tierra.',
      flow: 'La carrera avanza con apoyo; propón, busca un puesto mejor o enseña tu trabajo.',
      friction: 'Las ambiciones profesionales pueden crecer más rápido que tu capacidad, o chocar con la vida familiar; elige con cuidado a qué dices que sí.',
    },
  },
  saturn: {
    sun: {
      fusion: 'Es uno de los momentos más exigentes y definitorios de su ciclo: pide madurez, te enseña tus límites y premia el trabajo honesto sobre quién eres.',
      flow: 'Tienes la estabilidad y la constancia para consolidar algo tuyo, y lo que construyas ahora durará.',
      friction: 'Hay menos energía u obstáculos a tu voluntad; no es un castigo, es una revisión de lo que sostienes y de lo que ya no te corresponde.',
    },
    moon: {
      fusion: 'Llega un tiempo emocionalmente serio, con responsabilidades familiares y la necesidad de poner límites en casa; cuídate con constancia.',
      flow: 'Las emociones se asientan y el hogar se ordena; es buen tiempo para asumir un compromiso doméstico o familiar.',
      friction: 'Puede pesar la soledad, la frialdad o la carga de cuidar a otros; pedir ayuda también es madurar.',
    },
    mercury: {
      fusion: 'Tu pensamiento se vuelve hondo y concreto: estudia algo difícil, escribe algo serio o decide sin prisa.',
      flow: 'Tu mente se organiza, y los contratos, los estudios y los planes de largo aliento encuentran una base firme.',
      friction: 'Preocupaciones, dudas o dificultades para hacerte entender; escribe lo que piensas y aborda los problemas uno por uno.',
    },
    venus: {
      fusion: 'El amor y el dinero piden compromiso y realismo, y un vínculo se formaliza o se revisa a fondo.',
      flow: 'Las relaciones estables se fortalecen y el dinero se ordena; es buen tiempo para ahorrar o para comprometerte.',
      friction: 'Puede haber distancia afectiva, estrechez económica o dudas sobre un vínculo; revisa qué te aporta cada relación.',
    },
    mars: {
      fusion: 'Tu energía se pone al servicio de un esfuerzo disciplinado, y los frenos te obligan a dosificarte y a elegir mejor.',
      flow: 'La disciplina multiplica tu eficacia en un trabajo físico exigente o en un proyecto de largo aliento.',
      friction: 'La frustración crece cuando tu impulso choca con los límites; respeta el descanso y cambia fuerza por estrategia.',
    },
    jupiter: {
      fusion: 'Toca concretar: los sueños de crecimiento tienen que convertirse en planes realistas.',
      flow: 'Es buen tiempo para consolidar lo que creció, con la prudencia y la confianza trabajando juntas.',
      friction: 'El optimismo se topa con la realidad; revisa tus planes de expansión y quédate con lo viable.',
    },
    saturn: {
      fusion: 'Es tu retorno de Saturno, un umbral de madurez que revisa tus compromisos y te pide hacerte cargo de tu vida.',
      flow: 'Tus estructuras se consolidan sin sobresaltos y recoges el fruto de lo que construiste con constancia.',
      friction: 'Lo que ya no sirve se resquebraja y pide revisión: es una etapa de ajustes necesarios, no un fracaso.',
    },
    uranus: {
      fusion: 'El orden y el cambio se encuentran: te toca dar forma estable a una necesidad de libertad.',
      flow: 'Es buen tiempo para introducir cambios ordenados e innovar sin romper.',
      friction: 'Se agudiza la tensión entre lo seguro y lo nuevo; no elijas un extremo, busca un cambio gradual.',
    },
    neptune: {
      fusion: 'Tus sueños pasan una prueba de realidad: los que tienen base toman forma y los demás se disuelven.',
      flow: 'Es buen tiempo para dar estructura a un proyecto artístico o espiritual.',
      friction: 'Puede llegar la desilusión o la confusión sobre tus metas; revisa qué sueño merece tu esfuerzo.',
    },
    pluto: {
      fusion: 'Toca asumir tu poder con responsabilidad, porque una situación intensa exige firmeza y límites.',
      flow: 'Tienes fuerza y constancia para transformar algo de raíz, paso a paso.',
      friction: 'Presiones, controles o situaciones de poder te ponen a prueba; mantén tus límites con calma.',
    },
    ascendant: {
      fusion: 'Empieza un ciclo de madurez personal, más serio y más responsable, quizá con más cansancio; cuida el cuerpo y simplifica la agenda.',
      flow: 'Tu imagen gana solidez y credibilidad; es buen tiempo para asumir un papel de responsabilidad.',
      friction: 'Las exigencias de otros o de tus compromisos pesan sobre tu cuerpo y tu ánimo; aprende a decir que no sin culpa.',
    },
    midheaven: {
      fusion: 'Cosechas lo que construiste en tu carrera y asumes más responsabilidad pública: es un momento de rendir cuentas.',
      flow: 'La carrera avanza con paso firme, y un ascenso o una consolidación llegan por mérito.',
      friction: 'Obstáculos en la carrera o tensiones entre la vida privada y la pública te obligan a revisar el rumbo; lo que se tambalea quizá pedía cimientos nuevos.',
    },
  },
  uranus: {
    sun: {
      fusion: 'Despierta una versión más libre de ti, con cambios de rumbo, rupturas liberadoras o giros que marcan una etapa.',
      flow: 'Es un tiempo estimulante para renovarte sin traumas: prueba lo nuevo y atrévete a ser diferente.',
      friction: 'Sacudidas de dentro o de fuera te empujan a cambiar lo que te limita; la flexibilidad evita rupturas innecesarias.',
    },
    moon: {
      fusion: 'Cambia el hogar o tu vida emocional: una mudanza, otra forma de convivir o emociones que te sorprenden a ti antes que a nadie.',
      flow: 'Es buen tiempo para renovar tu casa o tu forma de cuidarte, porque la libertad emocional te sienta bien.',
      friction: 'La inestabilidad emocional o doméstica puede agotarte; busca pequeñas rutinas que te anclen mientras todo se mueve.',
    },
    mercury: {
      fusion: 'Tu forma de pensar da un vuelco: ideas nuevas, estudios distintos o otra manera de comunicarte.',
      flow: 'La mente se vuelve inventiva y rápida; aprende tecnología o explora ideas que antes te parecían raras.',
      friction: 'Nervios, distracción o planes que cambian sin parar; ordena la información y deja descansar la cabeza.',
    },
    venus: {
      fusion: 'El amor y los gustos cambian sin aviso: un encuentro fulgurante o la necesidad de más aire dentro de un vínculo.',
      flow: 'Los afectos se vuelven más libres y llegan amistades nuevas; lo diferente te atrae.',
      friction: 'Una relación puede tambalearse por la necesidad de espacio; habla antes de romper.',
    },
    mars: {
      fusion: 'Tu energía se vuelve eléctrica e independiente; actúas con audacia, y conviene hacerlo con prudencia.',
      flow: 'Es un tiempo de iniciativa original, y los cambios que promuevas tienen fuerza.',
      friction: 'La impaciencia y la rebeldía pueden traer accidentes o conflictos; lleva esa tensión a algo creativo.',
    },
    jupiter: {
      fusion: 'Aparecen ocasiones inesperadas de crecer y de ser libre, y un golpe de suerte puede cambiarte los planes.',
      flow: 'Es buen tiempo para ampliar horizontes por caminos poco trillados.',
      friction: 'Las ganas de aventura pueden hacerte arriesgar demasiado; mide las consecuencias.',
    },
    saturn: {
      fusion: 'Se sacuden tus estructuras: compromisos y rutinas que ya no sirven se rompen para dejar paso a algo más auténtico.',
      flow: 'Puedes renovar tus estructuras sin derribarlas; es el momento de las reformas bien pensadas.',
      friction: 'El choque entre seguridad y libertad se vuelve intenso; acepta que algo tiene que cambiar.',
    },
    uranus: {
      fusion: 'Urano regresa a su posición natal, hacia los ochenta y cuatro años: una etapa de balance y de libertad recuperada.',
      flow: 'Tu necesidad de libertad encuentra cauces nuevos; reinventa una parte de tu vida.',
      friction: 'Es uno de los grandes umbrales de la libertad, hacia los veintiuno, los cuarenta y dos o los sesenta y tres años: la necesidad de cambio se vuelve urgente, y conviene escucharla sin destruir lo que aún vale.',
    },
    neptune: {
      fusion: 'Tus sueños y tus intuiciones despiertan de golpe, y puede abrirse una visión espiritual o creativa nueva.',
      flow: 'La inspiración llega por caminos originales; es buen tiempo para un arte o una espiritualidad con algo de invento.',
      friction: 'Los ideales y los cambios se confunden; mantén los pies en la tierra mientras exploras.',
    },
    pluto: {
      fusion: 'Despierta a fondo tu poder personal, y los cambios que hagas ahora llegan a la raíz.',
      flow: 'Es buen tiempo para transformaciones radicales, siempre que sepas hacia dónde las diriges.',
      friction: 'Tensiones de poder y cambios bruscos; acepta lo que termina y prepárate para lo nuevo.',
    },
    ascendant: {
      fusion: 'Cambias de imagen, de actitud o de entorno, y los demás empiezan a ver a alguien nuevo.',
      flow: 'Tu presencia se vuelve más original y libre; renueva tu imagen o tu forma de vivir.',
      friction: 'Cambios en tus relaciones o en tu entorno te obligan a adaptarte; la rigidez cuesta más que la flexibilidad.',
    },
    midheaven: {
      fusion: 'Tu carrera puede girar: cambio de profesión, nuevas direcciones o proyectos por tu cuenta.',
      flow: 'Es buen tiempo para innovar en el trabajo o buscar un camino profesional más libre.',
      friction: 'La inestabilidad profesional o el choque entre carrera y hogar te empujan a redefinir tu rumbo.',
    },
  },
  neptune: {
    sun: {
      fusion: 'Se disuelven viejas formas de ser tú: sensibilidad, inspiración y a ratos desorientación marcan esta etapa, y conviene cuidarse de los engaños.',
      flow: 'La intuición y la creatividad se afinan; es tiempo para el arte, la espiritualidad o la compasión.',
      friction: 'Baja la energía y las metas se difuminan; descansa, no decidas con prisa y comprueba lo que te prometen.',
    },
    moon: {
      fusion: 'Tu sensibilidad se vuelve finísima: buena para la intuición y el cuidado, y también para aprender a no absorber lo ajeno.',
      flow: 'La empatía y la imaginación se amplían, y el hogar puede volverse un refugio de paz.',
      friction: 'Emociones confusas, nostalgia o sensación de sacrificio; pon límites suaves y cuida tu descanso.',
    },
    mercury: {
      fusion: 'Tu mente se vuelve intuitiva y poética; cuesta concentrarse en lo práctico, pero la inspiración corre.',
      flow: 'Es buen tiempo para escribir, crear o comunicar desde la sensibilidad.',
      friction: 'Confusión, malentendidos o información engañosa; verifícalo todo y deja las decisiones importantes para cuando se aclaren.',
    },
    venus: {
      fusion: 'El amor se vuelve romántico e idealista; un vínculo puede parecer mágico, y conviene mirarlo con los ojos abiertos.',
      flow: 'Es un tiempo de ternura, arte y amor compasivo, en el que la belleza te inspira.',
      friction: 'La idealización o las desilusiones afectivas son probables; protege también tu dinero de promesas vagas.',
    },
    mars: {
      fusion: 'Tu energía se vuelve sutil: te mueve un ideal, y la fuerza bruta no funciona.',
      flow: 'Actúas guiándote por la inspiración; es tiempo para la danza, el deporte suave o la ayuda a otros.',
      friction: 'Cansancio, falta de motivación o acciones con motivos confusos; descansa y aclárate antes de actuar.',
    },
    jupiter: {
      fusion: 'Se ensanchan la fe y la imaginación en un periodo de búsqueda espiritual o de generosidad.',
      flow: 'La intuición y la esperanza te guían, y el arte o la espiritualidad te devuelven sentido.',
      friction: 'El idealismo puede hacerte creer en promesas vacías; busca el discernimiento.',
    },
    saturn: {
      fusion: 'Se disuelven estructuras rígidas, y algunas seguridades se desvanecen para dejar sitio a algo más flexible.',
      flow: 'Puedes dar forma a un sueño con paciencia, con la inspiración y la disciplina colaborando.',
      friction: 'Las estructuras se debilitan y aparece la incertidumbre; refuerza lo esencial y suelta lo superfluo.',
    },
    uranus: {
      fusion: 'La intuición y la innovación se encuentran, y una visión nueva e idealista puede inspirarte.',
      flow: 'Es buen tiempo para unir creatividad e ideas originales.',
      friction: 'Se confunden el deseo de cambio y unos ideales difusos; concreta antes de actuar.',
    },
    neptune: {
      fusion: 'Neptuno regresa al grado que ocupaba al nacer, un ciclo de unos ciento sesenta y cinco años: más que un acontecimiento personal, es una fecha simbólica.',
      flow: 'La sensibilidad madura encuentra cauce; es buen tiempo para unir la espiritualidad y la vida de todos los días.',
      friction: 'Los sueños de juventud se revisan, y lo que idealizaste pide ser mirado con realismo y con ternura.',
    },
    pluto: {
      fusion: 'Una transformación espiritual profunda remueve tus ideas sobre el poder y la entrega.',
      flow: 'Tu fe y tu fuerza interior se regeneran en silencio.',
      friction: 'Desilusiones hondas que, atravesadas, te dejan una espiritualidad más verdadera.',
    },
    ascendant: {
      fusion: 'Tu imagen se vuelve más difusa y más sensible, y los demás proyectan en ti lo que buscan; cuida tu energía y tu salud.',
      flow: 'Tu presencia se vuelve compasiva y sutil, y lo artístico te sienta bien.',
      friction: 'Puedes sentir confusión sobre tu imagen o en tus relaciones; comprueba las intenciones ajenas.',
    },
    midheaven: {
      fusion: 'Tu vocación busca sentido: la carrera puede orientarse al arte, a la ayuda o a lo espiritual, o atravesar una etapa de niebla.',
      flow: 'Es buen tiempo para un trabajo inspirado o creativo.',
      friction: 'Falta claridad profesional o llega la desilusión con el trabajo; no lo dejes sin tener otra dirección.',
    },
  },
  pluto: {
    sun: {
      fusion: 'Se transforma a fondo tu identidad: algo muere para que nazca una versión de ti más poderosa y auténtica.',
      flow: 'Tienes poder de regeneración; es buen tiempo para cambios profundos que eliges tú.',
      friction: 'Situaciones de poder, crisis o pérdidas te obligan a transformarte; resistirse cuesta más que soltar.',
    },
    moon: {
      fusion: 'Se remueven emociones profundas, vínculos familiares y heridas antiguas: es un tiempo de sanar a fondo.',
      flow: 'Tus emociones se regeneran y ganan hondura; es buen tiempo para la terapia o para sanar la relación con tu familia.',
      friction: 'Salen a la luz emociones intensas, controles o crisis familiares; mira lo que duele sin huir.',
    },
    mercury: {
      fusion: 'Tu forma de pensar se vuelve honda e investigadora, y una idea puede transformarlo todo.',
      flow: 'Tu mente penetra lo oculto; investiga, estudia psicología o escribe en profundidad.',
      friction: 'Obsesiones mentales o conversaciones que son pulsos de poder; suelta la necesidad de tener razón.',
    },
    venus: {
      fusion: 'El amor y el deseo se vuelven intensos y transformadores, y un vínculo puede nacer o terminar con fuerza.',
      flow: 'Las relaciones se hacen más hondas y se regeneran; comprométete en la intimidad o transforma tu relación con el dinero.',
      friction: 'Celos, posesividad o crisis afectivas o económicas; pregúntate qué intentas controlar.',
    },
    mars: {
      fusion: 'Tu energía se vuelve poderosa y concentrada; puedes lograr mucho si la usas sin agresividad.',
      flow: 'Tienes fuerza y resistencia para esfuerzos intensos y transformaciones del cuerpo.',
      friction: 'Enfrentamientos de poder, rabia contenida o situaciones de riesgo; lleva esa intensidad a algo que construya.',
    },
    jupiter: {
      fusion: 'Tu fe y tus ambiciones se transforman, y el crecimiento llega de la mano de un cambio profundo.',
      flow: 'Es buen tiempo para ampliar tu influencia o tus recursos de forma profunda y duradera.',
      friction: 'Ambiciones desmedidas o choques de creencias; usa el poder con ética.',
    },
    saturn: {
      fusion: 'Tus estructuras se transforman desde la raíz: lo que no es sólido cae para reconstruirse.',
      flow: 'Puedes reforzar tus cimientos con determinación y hacer cambios que duren.',
      friction: 'Presiones fuertes sobre tus compromisos o tus límites; acepta reconstruir lo necesario.',
    },
    uranus: {
      fusion: 'Una revolución personal profunda: la necesidad de libertad cambia de fondo.',
      flow: 'Los cambios radicales encuentran dirección y se sostienen.',
      friction: 'Tensión honda entre la libertad y el control; suelta lo que solo se sostenía por miedo.',
    },
    neptune: {
      fusion: 'Tus ideales y tu espiritualidad se transforman a fondo.',
      flow: 'Tu fe y tu sensibilidad se regeneran sin ruido.',
      friction: 'Las desilusiones profundas, si las atraviesas, te devuelven ideales más verdaderos.',
    },
    pluto: {
      fusion: 'Plutón regresaría a su lugar natal tras unos doscientos cuarenta y ocho años: una fecha simbólica, más allá de cualquier vida.',
      flow: 'Es una etapa en que profundizas en tu poder personal sin necesidad de crisis.',
      friction: 'Es una crisis de poder y de sentido que suele llegar a mitad de la vida; transforma lo que ya no te representa.',
    },
    ascendant: {
      fusion: 'Se transforma a fondo tu manera de estar en el mundo, tu cuerpo y tu presencia.',
      flow: 'Tu presencia gana fuerza y magnetismo; es buen tiempo para regenerarte.',
      friction: 'Situaciones de poder en tus relaciones o presiones de fuera te obligan a transformarte; pon límites.',
    },
    midheaven: {
      fusion: 'Tu carrera vive una transformación profunda, con más poder y más responsabilidad pública.',
      flow: 'Es buen tiempo para ganar influencia profesional de forma duradera.',
      friction: 'Luchas de poder en el trabajo o cambios de rumbo forzados; mira qué necesita transformarse.',
    },
  },
};
