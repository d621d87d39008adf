import { capitalize } from '../../../contract/vocabulary.ts';
import { to } from './points.ts';
import type { CategoryCorpus } from './types.ts';

// Trabajo: communication, structure, deadlines, leadership. Colleagues, business partners, a manager and a team:
// no text assumes who is in charge.

export const TRABAJO: CategoryCorpus = {
  headings: {
    opening: (w) => `${w.a} y ${w.b} en el trabajo`,
    strengths: () => 'Lo que hace productiva esta colaboración',
    friction: () => 'Dónde se atasca el equipo',
    houses: () => 'El papel profesional que cada cual juega para la otra persona',
    closing: () => 'Para trabajar mejor en equipo',
  },
  summary: {
    low: [
      (w, g) => `En el trabajo, ${w.a} y ${w.b} necesitan más acuerdos que la media para rendir y lo viven ${g.heat}: su mejor baza es ${g.up}, y su atasco más probable, ${g.down}.`,
      (w, g) => `La colaboración de ${w.a} y ${w.b} no fluye sola, se vive ${g.heat} y se apoya en ${g.up}, mientras ${g.down} pide reglas claras desde el primer día.`,
      (w, g) => `Dicho sin rodeos, ${w.a} y ${w.b} trabajan mejor con un método pactado que improvisando, ${g.heat}, con ${g.up} a favor y ${g.down} como el cuello de botella.`,
    ],
    mid: [
      (w, g) => `En el trabajo, ${w.a} y ${w.b} tienen una base razonable y lo viven ${g.heat}: lo que mejor les funciona es ${g.up}; lo que más se atasca, ${g.down}.`,
      (w, g) => `La colaboración de ${w.a} y ${w.b} mezcla tareas que salen solas y otras que hay que negociar, se vive ${g.heat} y encuentra en ${g.up} su punto fuerte y en ${g.down} su asunto pendiente.`,
      (w, g) => `Resumido, ${w.a} y ${w.b} forman un equipo correcto, llevado ${g.heat}, que rinde gracias ${to(g.up)} y pierde tiempo en ${g.down}.`,
    ],
    high: [
      (w, g) => `En el trabajo, ${w.a} y ${w.b} se entienden con una eficacia poco común y lo viven ${g.heat}: lo que más les impulsa es ${g.up}, y lo único que pide atención, ${g.down}.`,
      (w, g) => `La colaboración de ${w.a} y ${w.b} sale con facilidad, se vive ${g.heat} y descansa sobre todo en ${g.up}; su punto débil es ${g.down}.`,
      (w, g) => `En pocas palabras, ${w.a} y ${w.b} forman un buen equipo casi sin esfuerzo, ${g.heat}, con ${g.up} como motor y ${g.down} como lo que más conviene vigilar.`,
    ],
  },
  heat: { low: 'con poca fricción', mid: 'con una implicación razonable', high: 'a alto voltaje' },
  theme: {
    sun: 'el liderazgo', moon: 'el clima del equipo', mercury: 'la comunicación', venus: 'el trato', mars: 'la iniciativa',
    jupiter: 'la visión', saturn: 'la estructura', uranus: 'la innovación', neptune: 'la inspiración', pluto: 'el poder',
    trueNode: 'la vocación', ascendant: 'la presencia', midheaven: 'la carrera',
  },
  role: {
    sun: 'el liderazgo', moon: 'la necesidad de buen clima', mercury: 'la forma de comunicar', venus: 'la diplomacia',
    mars: 'la iniciativa', jupiter: 'la visión', saturn: 'el sentido de la responsabilidad', uranus: 'el gusto por innovar',
    neptune: 'la inspiración', pluto: 'el instinto estratégico', trueNode: 'la vocación', ascendant: 'la presencia',
    midheaven: 'la ambición profesional',
  },
  fallback: {
    conjunction: [
      (w, f) => `${capitalize(f.pa)} en ${w.sa} coincide con ${f.pb}: ${f.ra} de ${w.a} y ${f.rb} de ${w.b} trabajan sobre el mismo asunto, y conviene repartir bien quién lleva qué para que no se pisen.`,
      (w, f) => `Hay una conjunción entre ${f.pa}, en ${w.sa}, y ${f.pb}, así que ${f.ra} de ${w.a} y ${f.rb} de ${w.b} se concentran en un mismo terreno de la colaboración, con fuerza doble para bien y para mal.`,
      (w, f) => `Cuando ${f.pa} en ${w.sa} toca ${f.pb}, como aquí, ${f.ra} de ${w.a} se suma ${to(f.rb)} de ${w.b}, y el proyecto común gira a menudo en torno a ese punto.`,
    ],
    flowing: [
      (w, f) => `${capitalize(f.pa)} en ${w.sa} y ${f.pb} en ${w.sb} forman ${w.asp}, así que ${f.ra} de ${w.a} y ${f.rb} de ${w.b} se coordinan sin esfuerzo: una ventaja operativa que merece aprovecharse con intención.`,
      (w, f) => `Con ${w.asp} entre ${f.pa}, en ${w.sa}, y ${f.pb}, en ${w.sb}, ${f.ra} de ${w.a} encaja con ${f.rb} de ${w.b}, y en el día a día eso ahorra reuniones y correos.`,
      (w, f) => `Entre ${f.pa} en ${w.sa} y ${f.pb} en ${w.sb} hay ${w.asp}: ${f.ra} de ${w.a} y ${f.rb} de ${w.b} se refuerzan, y las tareas que dependen de las dos cosas avanzan sin que nadie lo note.`,
    ],
    tense: [
      (w, f) => `${capitalize(f.pa)} en ${w.sa} y ${f.pb} en ${w.sb} forman ${w.asp}, y ahí ${f.ra} de ${w.a} choca con ${f.rb} de ${w.b}: una fricción que un buen protocolo convierte en rendimiento.`,
      (w, f) => `Entre ${f.pa}, en ${w.sa}, y ${f.pb}, en ${w.sb}, hay ${w.asp}: ${f.ra} de ${w.a} no siempre casa con ${f.rb} de ${w.b}, y conviene tratarlo como un problema de proceso y no como algo personal.`,
      (w, f) => `Con ${w.asp} entre ${f.pa} en ${w.sa} y ${f.pb} en ${w.sb}, ${f.ra} de ${w.a} y ${f.rb} de ${w.b} tiran hacia objetivos distintos; pactar prioridades por escrito evita que el roce se repita en cada proyecto.`,
    ],
  },
  pairs: {
    'mercury-midheaven': {
      theme: 'el consejo de carrera',
      conjunction: [
        (w) => `El Mercurio de ${w.a} en ${w.sa} toca el Medio Cielo de ${w.b}: ${w.a} sabe explicar la carrera de ${w.b} y tiene buenas ideas para ella. Sin tener el cargo, ${w.a} asesora de forma natural.`,
        (w) => `El Medio Cielo de ${w.b} en ${w.sb} lleva encima el Mercurio de ${w.a}, y ${w.a} encuentra las palabras para vender lo que ${w.b} hace. Un currículum o una propuesta revisados por ${w.a} salen mejor.`,
      ],
      flowing: [
        (w) => `El Mercurio de ${w.a} en ${w.sa} y el Medio Cielo de ${w.b} en ${w.sb} están en ${w.asp}, y los consejos de ${w.a} ayudan a ${w.b} a posicionarse. Buen contacto para preparar entrevistas o presentaciones.`,
        (w) => `Con ${w.asp} entre el Mercurio de ${w.a}, en ${w.sa}, y el Medio Cielo de ${w.b}, en ${w.sb}, ${w.a} ve con claridad hacia dónde puede crecer ${w.b} y se lo dice a tiempo.`,
        (w) => `Hay ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y el Medio Cielo de ${w.b} en ${w.sb}: ${w.a} sabe contar lo que ${w.b} hace de forma que se entienda y se valore. Un buen contacto para redactar propuestas a cuatro manos.`,
      ],
      tense: [
        (w) => `Con ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y el Medio Cielo de ${w.b} en ${w.sb}, lo que ${w.a} opina en público puede afectar a la imagen de ${w.b}. Pactar qué se dice fuera evita sustos.`,
        (w) => `El Mercurio de ${w.a}, en ${w.sa}, y el Medio Cielo de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.a} cuestiona las decisiones de carrera de ${w.b} sin que se lo pidan. Preguntar si se quiere opinión es aquí una cortesía necesaria.`,
        (w) => `Para ${w.b}, con el Medio Cielo en ${w.sb}, el Mercurio de ${w.a} en ${w.sa} forma ${w.asp}, y las críticas de ${w.a} sobre su rumbo profesional pueden doler en público. Guardarlas para una conversación privada cambia su efecto.`,
      ],
    },
    'mercury-jupiter': {
      theme: 'el alcance de las ideas',
      conjunction: [
        (w) => `El Júpiter de ${w.b} amplifica el Mercurio de ${w.a} en ${w.sa}: las ideas de ${w.a} encuentran en ${w.b} visión y alcance. Es un contacto excelente para la estrategia y la formación.`,
        (w) => `El Mercurio de ${w.a} en ${w.sa} y el Júpiter de ${w.b} coinciden, y cada lluvia de ideas entre las dos personas acaba con más propuestas de las que caben en un trimestre. Priorizar es su tarea.`,
      ],
      flowing: [
        (w) => `El Mercurio de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb} forman ${w.asp}, y las reuniones entre las dos personas generan oportunidades. Se enseñan mutuamente.`,
        (w) => `Con ${w.asp} entre el Mercurio de ${w.a}, en ${w.sa}, y el Júpiter de ${w.b}, en ${w.sb}, ${w.a} aterriza los planes de ${w.b} y ${w.b} da sentido a los análisis de ${w.a}. Buen tándem para formar a otras personas.`,
        (w) => `Hay ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb}: ${w.a} aporta el análisis y ${w.b} la perspectiva, y de sus reuniones salen planes con sentido.`,
      ],
      tense: [
        (w) => `Entre el Mercurio de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb} hay ${w.asp}: el detalle de ${w.a} choca con la visión general de ${w.b}. Repartir quién mira el bosque y quién los árboles funciona.`,
        (w) => `El Mercurio de ${w.a}, en ${w.sa}, y el Júpiter de ${w.b}, en ${w.sb}, forman ${w.asp}, y ${w.b} promete plazos que ${w.a} sabe imposibles. Revisar los números antes de comprometerse ahorra disgustos.`,
        (w) => `Para ${w.a}, con el Mercurio en ${w.sa}, el Júpiter de ${w.b} en ${w.sb} forma ${w.asp}, y las grandes ideas de ${w.b} llegan sin datos que las sostengan. Pedir una cifra por cada promesa ordena la discusión.`,
      ],
    },
    'jupiter-midheaven': {
      theme: 'el respaldo a la carrera',
      conjunction: [
        (w) => `El Júpiter de ${w.a} en ${w.sa} sobre el Medio Cielo de ${w.b} es un contacto de suerte profesional: ${w.a} abre puertas y recomienda a ${w.b} donde cuenta.`,
        (w) => `El Medio Cielo de ${w.b} en ${w.sb} recibe el Júpiter de ${w.a}, y la carrera de ${w.b} gana alcance cerca de ${w.a}: contactos, visibilidad y alguna oportunidad inesperada.`,
      ],
      flowing: [
        (w) => `Con ${w.asp} entre el Júpiter de ${w.a} en ${w.sa} y el Medio Cielo de ${w.b} en ${w.sb}, ${w.a} amplía los horizontes de carrera de ${w.b} con contactos y confianza.`,
        (w) => `El Júpiter de ${w.a}, en ${w.sa}, y el Medio Cielo de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.a} cree en el potencial de ${w.b} y lo dice donde se toman decisiones.`,
        (w) => `Hay ${w.asp} entre el Júpiter de ${w.a} en ${w.sa} y el Medio Cielo de ${w.b} en ${w.sb}, y ${w.a} tiende a recomendar a ${w.b} cuando surge una oportunidad. Esa confianza se nota en la trayectoria de ${w.b}.`,
      ],
      tense: [
        (w) => `El Júpiter de ${w.a} en ${w.sa} y el Medio Cielo de ${w.b} en ${w.sb} forman ${w.asp}: ${w.a} puede empujar a ${w.b} hacia metas demasiado grandes o ajenas. Medir las ambiciones en común las hace alcanzables.`,
        (w) => `Con ${w.asp} entre el Júpiter de ${w.a}, en ${w.sa}, y el Medio Cielo de ${w.b}, en ${w.sb}, las promesas de ${w.a} sobre el futuro de ${w.b} no siempre se cumplen. Mejor un paso concreto que un gran plan.`,
        (w) => `Para ${w.b}, con el Medio Cielo en ${w.sb}, el Júpiter de ${w.a} en ${w.sa} forma ${w.asp}, y los consejos de ${w.a} apuntan a metas que no son las suyas. Decir con claridad qué carrera se quiere evita rodeos caros.`,
      ],
    },
    'moon-mercury': {
      theme: 'el tacto',
      conjunction: [
        (w) => `El Mercurio de ${w.b} se posa sobre la Luna de ${w.a} en ${w.sa}: ${w.b} sabe leer el estado de ánimo de ${w.a} y ajustar el mensaje. En un equipo, eso evita muchos malentendidos.`,
        (w) => `La Luna de ${w.a} en ${w.sa} y el Mercurio de ${w.b} coinciden, y ${w.b} nota antes que nadie cuándo ${w.a} lleva demasiada carga. Esa atención vale tanto como cualquier informe.`,
      ],
      flowing: [
        (w) => `La Luna de ${w.a} en ${w.sa} y el Mercurio de ${w.b} en ${w.sb} están en ${w.asp}, y la comunicación laboral tiene tacto. ${w.a} siente que en las reuniones con ${w.b} se le escucha.`,
        (w) => `Con ${w.asp} entre la Luna de ${w.a}, en ${w.sa}, y el Mercurio de ${w.b}, en ${w.sb}, los mensajes de ${w.b} llegan a ${w.a} con el tono justo, incluso cuando traen malas noticias.`,
        (w) => `Hay ${w.asp} entre la Luna de ${w.a} en ${w.sa} y el Mercurio de ${w.b} en ${w.sb}: ${w.b} sabe cuándo es buen momento para hablar de trabajo con ${w.a}, y eso mejora el clima del equipo.`,
      ],
      tense: [
        (w) => `Con ${w.asp} entre la Luna de ${w.a} en ${w.sa} y el Mercurio de ${w.b} en ${w.sb}, un correo seco de ${w.b} puede arruinar el día de ${w.a}. Separar el dato del tono ahorra tensiones.`,
        (w) => `La Luna de ${w.a}, en ${w.sa}, y el Mercurio de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.b} habla de tareas cuando ${w.a} necesita que se reconozca el esfuerzo. Un «gracias» antes del siguiente encargo cambia la semana.`,
        (w) => `Para ${w.a}, con la Luna en ${w.sa}, el Mercurio de ${w.b} en ${w.sb} forma ${w.asp}, y las prisas de ${w.b} al comunicar dejan a ${w.a} con sensación de no contar. Dedicar un minuto a preguntar cómo va todo antes de entrar en tareas ayuda.`,
      ],
    },
    'mars-midheaven': {
      theme: 'el empuje a la carrera',
      conjunction: [
        (w) => `El Marte de ${w.a} en ${w.sa} activa el Medio Cielo de ${w.b}: ${w.a} empuja la carrera de ${w.b} con energía, o compite directamente por el mismo puesto.`,
        (w) => `El Medio Cielo de ${w.b} en ${w.sb} recibe de lleno el Marte de ${w.a}, y ${w.a} acelera los objetivos de ${w.b}, a veces más de lo que ${w.b} querría. Conviene acordar el ritmo.`,
      ],
      flowing: [
        (w) => `El Marte de ${w.a} en ${w.sa} y el Medio Cielo de ${w.b} en ${w.sb} forman ${w.asp}, y la iniciativa de ${w.a} acelera los objetivos profesionales de ${w.b}.`,
        (w) => `Con ${w.asp} entre el Marte de ${w.a}, en ${w.sa}, y el Medio Cielo de ${w.b}, en ${w.sb}, ${w.a} defiende el trabajo de ${w.b} en las reuniones donde hace falta alguien con arrojo.`,
        (w) => `Hay ${w.asp} entre el Marte de ${w.a} en ${w.sa} y el Medio Cielo de ${w.b} en ${w.sb}: ${w.a} da a ${w.b} el empujón que necesitaba para pedir ese ascenso o lanzar ese proyecto.`,
      ],
      tense: [
        (w) => `Entre el Marte de ${w.a} en ${w.sa} y el Medio Cielo de ${w.b} en ${w.sb} hay ${w.asp}: la prisa de ${w.a} puede chocar con la reputación que ${w.b} cuida. Acordar quién da la cara en cada asunto evita roces.`,
        (w) => `El Marte de ${w.a}, en ${w.sa}, y el Medio Cielo de ${w.b}, en ${w.sb}, forman ${w.asp}, y ${w.b} puede vivir a ${w.a} como competencia directa por el reconocimiento. Objetivos separados y bien visibles reducen el choque.`,
        (w) => `Para ${w.b}, con el Medio Cielo en ${w.sb}, el Marte de ${w.a} en ${w.sa} forma ${w.asp}, y ${w.a} puede actuar por su cuenta en asuntos que afectan a la imagen de ${w.b}. Consultar antes de mover ficha evita conflictos.`,
      ],
    },
    'sun-moon': {
      theme: 'el reparto de papeles',
      conjunction: [
        (w) => `El Sol de ${w.a} en ${w.sa} cae sobre la Luna de ${w.b}: ${w.a} dirige y ${w.b} cuida el clima del equipo. Es un reparto natural de papeles que da estabilidad a cualquier proyecto.`,
        (w) => `La Luna de ${w.b} en ${w.sb} recibe el Sol de ${w.a}, y ${w.b} se implica en lo que ${w.a} propone como si fuera propio. Un equipo así aguanta bien las semanas de cierre.`,
      ],
      flowing: [
        (w) => `El Sol de ${w.a} en ${w.sa} y la Luna de ${w.b} en ${w.sb} están en ${w.asp}, y ${w.b} se siente a gusto con el liderazgo de ${w.a}. Hay confianza sin necesidad de controlarlo todo.`,
        (w) => `Con ${w.asp} entre el Sol de ${w.a}, en ${w.sa}, y la Luna de ${w.b}, en ${w.sb}, ${w.a} pone la dirección y ${w.b} la hace habitable para el resto del equipo.`,
        (w) => `Hay ${w.asp} entre el Sol de ${w.a} en ${w.sa} y la Luna de ${w.b} en ${w.sb}: el equipo funciona porque ${w.a} marca la dirección y ${w.b} se ocupa de que todas las personas se sientan parte.`,
      ],
      tense: [
        (w) => `Con ${w.asp} entre el Sol de ${w.a} en ${w.sa} y la Luna de ${w.b} en ${w.sb}, las decisiones de ${w.a} pueden pasar por encima de cómo se siente ${w.b}. Consultar antes de anunciar cambia la recepción.`,
        (w) => `El Sol de ${w.a}, en ${w.sa}, y la Luna de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.a} mide resultados y ${w.b} mide el ambiente, y cada cual cree que lo suyo es lo urgente. Las dos cosas sostienen un proyecto.`,
        (w) => `Para ${w.b}, con la Luna en ${w.sb}, el Sol de ${w.a} en ${w.sa} forma ${w.asp}, y las metas de ${w.a} se imponen sin escuchar el cansancio del equipo. Un ritmo sostenible rinde más que un sprint constante.`,
      ],
    },
    'mercury-saturn': {
      theme: 'la exigencia de rigor',
      conjunction: [
        (w) => `El Saturno de ${w.b} se une al Mercurio de ${w.a} en ${w.sa}: ${w.b} revisa, ordena y da rigor a las ideas de ${w.a}. Es la pareja clásica de quien propone y quien verifica, muy valiosa en informes, contratos y planificación.`,
        (w) => `El Mercurio de ${w.a} en ${w.sa} y el Saturno de ${w.b} comparten grado, y ningún documento sale de este equipo sin pasar por el filtro de ${w.b}. ${w.a} aprende a escribir mejor, aunque a veces le pese la lupa.`,
      ],
      flowing: [
        (w) => `El Mercurio de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb} forman ${w.asp}, y eso da a las reuniones un tono práctico. ${w.b} ayuda a que lo que ${w.a} plantea llegue a plazo, y ${w.a} aligera la prudencia de ${w.b}.`,
        (w) => `Con ${w.asp} entre el Mercurio de ${w.a}, en ${w.sa}, y el Saturno de ${w.b}, en ${w.sb}, los acuerdos entre las dos personas se cumplen. Es el contacto de los equipos que documentan bien y se equivocan poco.`,
        (w) => `Hay ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb}: las propuestas de ${w.a} ganan solidez con la revisión de ${w.b}, y los clientes lo notan.`,
      ],
      tense: [
        (w) => `Con ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb}, las ideas de ${w.a} pueden sentirse frenadas o examinadas en exceso. Acordar criterios de calidad antes de empezar ahorra discusiones en la revisión.`,
        (w) => `El Mercurio de ${w.a}, en ${w.sa}, y el Saturno de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.b} encuentra el fallo en cada propuesta de ${w.a}, y ${w.a} deja de proponer. Pedir a ${w.b} una mejora por cada objeción cambia la dinámica.`,
        (w) => `Para ${w.a}, con el Mercurio en ${w.sa}, el Saturno de ${w.b} en ${w.sb} forma ${w.asp}, y cada idea nueva se topa con un «todavía no». Fijar juntos un plazo para probarla convierte el freno en método.`,
      ],
    },
    'sun-saturn': {
      theme: 'el reparto de autoridad',
      conjunction: [
        (w) => `El Saturno de ${w.b} sobre el Sol de ${w.a} en ${w.sa} marca una relación de mentoría o de jerarquía: ${w.b} exige y ${w.a} crece con esa exigencia, siempre que haya reconocimiento.`,
        (w) => `El Sol de ${w.a} en ${w.sa} y el Saturno de ${w.b} coinciden, y ${w.b} mide a ${w.a} con un listón alto. Si ${w.b} explica el porqué de sus exigencias, ${w.a} las convierte en oficio.`,
      ],
      flowing: [
        (w) => `El Sol de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb} están en ${w.asp}: el liderazgo de ${w.a} se apoya en la constancia de ${w.b}. Es una colaboración sólida para proyectos largos.`,
        (w) => `Con ${w.asp} entre el Sol de ${w.a}, en ${w.sa}, y el Saturno de ${w.b}, en ${w.sb}, ${w.b} aporta oficio y ${w.a} aporta dirección, y los proyectos llegan a término.`,
        (w) => `Hay ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb}: ${w.b} aporta la paciencia que necesitan los proyectos de ${w.a}, y ${w.a} la ambición que ${w.b} a veces se niega.`,
      ],
      tense: [
        (w) => `Entre el Sol de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb} hay ${w.asp}, y ${w.a} puede vivir a ${w.b} como un freno o como una autoridad sin cargo. Definir por escrito quién decide qué desactiva el conflicto.`,
        (w) => `El Sol de ${w.a}, en ${w.sa}, y el Saturno de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.b} ve riesgos donde ${w.a} ve oportunidades. Un análisis de riesgos compartido convierte la desconfianza en método.`,
        (w) => `Para ${w.a}, con el Sol en ${w.sa}, el Saturno de ${w.b} en ${w.sb} forma ${w.asp}, y la autoridad de ${w.b} choca con su necesidad de decidir. Repartir por escrito los ámbitos de cada cual evita el pulso diario.`,
      ],
    },
    'mercury-mercury': {
      theme: 'la comunicación',
      conjunction: [
        (w) => `Los Mercurios de ${w.a} y ${w.b} coinciden en ${w.sa}: comparten método mental y vocabulario. Las reuniones entre las dos personas son cortas porque se entienden al vuelo.`,
        (w) => `${w.a} y ${w.b} tienen el Mercurio casi en el mismo grado de ${w.sa}, y piensan los problemas en el mismo orden. Les conviene que alguien de fuera revise, porque comparten también los puntos ciegos.`,
      ],
      flowing: [
        (w) => `Con ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}, la comunicación de trabajo es clara y rápida. Redactar, negociar o resolver un problema técnico en tándem les sale bien.`,
        (w) => `El Mercurio de ${w.a}, en ${w.sa}, y el de ${w.b}, en ${w.sb}, forman ${w.asp}: las instrucciones de una persona las entiende la otra a la primera, y eso ahorra horas cada semana.`,
        (w) => `Hay ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}: una persona pone la idea y la otra la mejora, y los documentos compartidos salen limpios.`,
      ],
      tense: [
        (w) => `Los Mercurios de ${w.a}, en ${w.sa}, y de ${w.b}, en ${w.sb}, forman ${w.asp}: analizan de manera distinta y pueden malinterpretar instrucciones. Confirmar los acuerdos por escrito es, para este equipo, una necesidad y no un trámite.`,
        (w) => `Con ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}, cada cual sale de la misma reunión con una conclusión distinta. Cerrar cada encuentro con un resumen de tres líneas lo evita.`,
        (w) => `El Mercurio de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb} están en ${w.asp}, y las reuniones se alargan porque cada cual defiende su lógica. Empezar por acordar el objetivo del encuentro lo acorta a la mitad.`,
      ],
    },
    'mars-saturn': {
      theme: 'el ritmo de ejecución',
      conjunction: [
        (w) => `El Marte de ${w.a} en ${w.sa} y el Saturno de ${w.b} coinciden: empuje y freno en el mismo punto. Bien coordinados, ${w.a} acelera donde ${w.b} ya ha asegurado el terreno.`,
        (w) => `El Saturno de ${w.b} se posa sobre el Marte de ${w.a} en ${w.sa}, y cada arranque de ${w.a} pasa por el control de ${w.b}. Si el control llega al principio y no al final, nadie pierde el trabajo hecho.`,
      ],
      flowing: [
        (w) => `El Marte de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb} están en ${w.asp}, una combinación muy productiva: la energía de ${w.a} se canaliza con la disciplina de ${w.b}, y los plazos se cumplen.`,
        (w) => `Con ${w.asp} entre el Marte de ${w.a}, en ${w.sa}, y el Saturno de ${w.b}, en ${w.sb}, el equipo sabe sostener esfuerzos largos: ${w.a} no se quema y ${w.b} no se estanca.`,
        (w) => `Hay ${w.asp} entre el Marte de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb}: ${w.a} arranca y ${w.b} sostiene, y los proyectos llegan a la meta sin prisas ni parones.`,
      ],
      tense: [
        (w) => `Con ${w.asp} entre el Marte de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb}, la prisa de ${w.a} choca con la cautela de ${w.b}. Separar las fases de ejecución y de control evita que cada tarea se convierta en un pulso.`,
        (w) => `El Marte de ${w.a}, en ${w.sa}, y el Saturno de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.a} siente que ${w.b} bloquea, y ${w.b} que ${w.a} improvisa. Un calendario pactado con hitos intermedios da a cada cual lo que necesita.`,
        (w) => `Para ${w.a}, con el Marte en ${w.sa}, el Saturno de ${w.b} en ${w.sb} forma ${w.asp}, y la exigencia de ${w.b} se vive como bloqueo. Que ${w.b} explique el riesgo que ve, y no solo el no, desbloquea mucho.`,
      ],
    },
    'mercury-mars': {
      theme: 'la velocidad de decisión',
      conjunction: [
        (w) => `El Marte de ${w.b} activa el Mercurio de ${w.a} en ${w.sa}: las ideas de ${w.a} pasan a la acción en manos de ${w.b}, aunque las discusiones pueden ser cortantes.`,
        (w) => `El Mercurio de ${w.a} en ${w.sa} y el Marte de ${w.b} coinciden, y una conversación de pasillo entre las dos personas puede terminar en un proyecto en marcha esa misma tarde.`,
      ],
      flowing: [
        (w) => `El Mercurio de ${w.a} en ${w.sa} y el Marte de ${w.b} en ${w.sb} forman ${w.asp}, y las decisiones se toman con agilidad. Es un dúo eficaz para resolver urgencias.`,
        (w) => `Con ${w.asp} entre el Mercurio de ${w.a}, en ${w.sa}, y el Marte de ${w.b}, en ${w.sb}, ${w.a} piensa la jugada y ${w.b} la ejecuta sin pedir tres reuniones más.`,
        (w) => `Hay ${w.asp} entre el Mercurio de ${w.a} en ${w.sa} y el Marte de ${w.b} en ${w.sb}: en las crisis, este equipo decide rápido y bien. Las dos personas prefieren actuar a darle vueltas.`,
      ],
      tense: [
        (w) => `Entre el Mercurio de ${w.a} en ${w.sa} y el Marte de ${w.b} en ${w.sb} hay ${w.asp}: los debates se calientan y las críticas suenan a ataque. Una regla simple, discutir ideas y no personas, cambia el clima.`,
        (w) => `El Mercurio de ${w.a}, en ${w.sa}, y el Marte de ${w.b}, en ${w.sb}, forman ${w.asp}, y los correos entre las dos personas suben de tono con facilidad. Dejar pasar una hora antes de responder lo enfría.`,
        (w) => `Para ${w.a}, con el Mercurio en ${w.sa}, el Marte de ${w.b} en ${w.sb} forma ${w.asp}, y las prisas de ${w.b} interrumpen el razonamiento de ${w.a}. Pactar un tiempo para pensar antes de ejecutar ahorra rectificaciones.`,
      ],
    },
    'jupiter-saturn': {
      theme: 'el equilibrio entre crecer y asegurar',
      conjunction: [
        (w) => `El Júpiter de ${w.a} en ${w.sa} y el Saturno de ${w.b} se juntan: visión y estructura en la misma mesa. ${w.a} ve la oportunidad y ${w.b} calcula su coste; es el equilibrio de cualquier buen plan de negocio.`,
        (w) => `El Saturno de ${w.b} cae sobre el Júpiter de ${w.a} en ${w.sa}, y cada plan de expansión de ${w.a} encuentra en ${w.b} la auditoría más seria. Lo que sobrevive a ese examen suele funcionar.`,
      ],
      flowing: [
        (w) => `Con ${w.asp} entre el Júpiter de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb}, la expansión que propone ${w.a} encuentra en ${w.b} los cimientos. Crecer sin desbordarse es su fortaleza.`,
        (w) => `El Júpiter de ${w.a}, en ${w.sa}, y el Saturno de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.a} pone el optimismo y ${w.b} el presupuesto, y juntos aciertan más que por separado.`,
        (w) => `Hay ${w.asp} entre el Júpiter de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb}: una persona sueña el proyecto y la otra lo vuelve viable. Un equilibrio envidiable para crecer sin sobresaltos.`,
      ],
      tense: [
        (w) => `El Júpiter de ${w.a} en ${w.sa} y el Saturno de ${w.b} en ${w.sb}, en ${w.asp}, dibujan el eterno debate entre arriesgar y asegurar. Fijar de común acuerdo un presupuesto y un límite de riesgo reconcilia las dos posturas.`,
        (w) => `Con ${w.asp} entre el Júpiter de ${w.a}, en ${w.sa}, y el Saturno de ${w.b}, en ${w.sb}, ${w.a} vive la prudencia de ${w.b} como falta de ambición, y ${w.b} la ambición de ${w.a} como temeridad. Un piloto pequeño antes de la gran apuesta contenta a las dos personas.`,
        (w) => `Para ${w.a}, con el Júpiter en ${w.sa}, el Saturno de ${w.b} en ${w.sb} forma ${w.asp}, y cada propuesta ambiciosa choca con un presupuesto prudente. Pactar qué parte del plan se arriesga y cuál se protege resuelve la tensión.`,
      ],
    },
    'sun-mercury': {
      theme: 'la voz del proyecto',
      conjunction: [
        (w) => `El Mercurio de ${w.b} se posa sobre el Sol de ${w.a} en ${w.sa}: ${w.b} traduce en planes y mensajes lo que ${w.a} quiere lograr. Funciona como la voz del proyecto.`,
        (w) => `El Sol de ${w.a} en ${w.sa} y el Mercurio de ${w.b} coinciden, y ${w.b} entiende lo que ${w.a} quiere antes de que termine de explicarlo. Las presentaciones conjuntas salen redondas.`,
      ],
      flowing: [
        (w) => `El Sol de ${w.a} en ${w.sa} y el Mercurio de ${w.b} en ${w.sb} están en ${w.asp}, y ${w.b} comunica con acierto la visión de ${w.a}. Buen tándem para presentaciones y clientes.`,
        (w) => `Con ${w.asp} entre el Sol de ${w.a}, en ${w.sa}, y el Mercurio de ${w.b}, en ${w.sb}, ${w.b} hace las preguntas que ayudan a ${w.a} a decidir mejor.`,
        (w) => `Hay ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el Mercurio de ${w.b} en ${w.sb}: ${w.b} pone por escrito lo que ${w.a} imagina, y el equipo entiende hacia dónde va.`,
      ],
      tense: [
        (w) => `Con ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el Mercurio de ${w.b} en ${w.sb}, ${w.b} cuestiona las decisiones de ${w.a} y ${w.a} lo vive como falta de apoyo. Convertir la crítica en propuestas alternativas ayuda.`,
        (w) => `El Sol de ${w.a}, en ${w.sa}, y el Mercurio de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.b} cuenta el proyecto de ${w.a} a su manera, y ${w.a} no se reconoce en el relato. Revisar juntos los mensajes clave antes de presentarlos fuera lo evita.`,
        (w) => `Para ${w.a}, con el Sol en ${w.sa}, el Mercurio de ${w.b} en ${w.sb} forma ${w.asp}, y las preguntas de ${w.b} se perciben como desconfianza. Separar las dudas técnicas del juicio personal limpia las reuniones.`,
      ],
    },
    'sun-mars': {
      theme: 'el empuje',
      conjunction: [
        (w) => `El Marte de ${w.b} cae sobre el Sol de ${w.a} en ${w.sa}, y en el trabajo eso es competencia o impulso, según se gestione. Con objetivos comunes, ${w.b} se vuelve el motor de las metas de ${w.a}.`,
        (w) => `El Sol de ${w.a} en ${w.sa} recibe de lleno el Marte de ${w.b}: ${w.b} no deja que los proyectos de ${w.a} se duerman. A veces empuja de más, y conviene decirlo sin drama.`,
      ],
      flowing: [
        (w) => `El Sol de ${w.a} en ${w.sa} y el Marte de ${w.b} en ${w.sb} forman ${w.asp}: ${w.b} ejecuta con energía lo que ${w.a} dirige. Es una colaboración que avanza deprisa.`,
        (w) => `Con ${w.asp} entre el Sol de ${w.a}, en ${w.sa}, y el Marte de ${w.b}, en ${w.sb}, ${w.a} marca el rumbo y ${w.b} abre camino. En lanzamientos y fechas límite, son un buen equipo.`,
        (w) => `Hay ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el Marte de ${w.b} en ${w.sb}: ${w.b} convierte en acción las metas de ${w.a}, y los plazos ajustados no les asustan.`,
      ],
      tense: [
        (w) => `Entre el Sol de ${w.a} en ${w.sa} y el Marte de ${w.b} en ${w.sb} hay ${w.asp}, y puede haber lucha por el protagonismo. Repartir áreas de liderazgo bien delimitadas evita el choque de egos.`,
        (w) => `El Sol de ${w.a}, en ${w.sa}, y el Marte de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.b} toma iniciativas que ${w.a} siente como propias de su terreno. Decidir antes quién firma cada cosa ahorra el enfrentamiento.`,
        (w) => `Para ${w.a}, con el Sol en ${w.sa}, el Marte de ${w.b} en ${w.sb} forma ${w.asp}, y en las reuniones se nota la rivalidad. Un objetivo común medible canaliza esa energía hacia fuera del equipo.`,
      ],
    },
    'mars-jupiter': {
      theme: 'la ambición',
      conjunction: [
        (w) => `El Marte de ${w.a} en ${w.sa} y el Júpiter de ${w.b} se suman y el equipo se vuelve ambicioso: grandes objetivos, mucha energía. El riesgo es prometer más de lo que se puede entregar.`,
        (w) => `El Júpiter de ${w.b} se une al Marte de ${w.a} en ${w.sa}, y ${w.b} respalda cada ofensiva de ${w.a} con recursos y contactos. Les conviene alguien en el equipo que diga «todavía no».`,
      ],
      flowing: [
        (w) => `Con ${w.asp} entre el Marte de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb}, la iniciativa de ${w.a} recibe el respaldo y la visión de ${w.b}. Buen contacto para lanzar productos o abrir mercados.`,
        (w) => `El Marte de ${w.a}, en ${w.sa}, y el Júpiter de ${w.b}, en ${w.sb}, forman ${w.asp}: se contagian ambición sana, y los retos grandes les motivan más que les asustan.`,
        (w) => `Hay ${w.asp} entre el Marte de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb}: ${w.a} ejecuta y ${w.b} abre mercado, y juntos se atreven con retos que por separado no intentarían.`,
      ],
      tense: [
        (w) => `El Marte de ${w.a} en ${w.sa} y el Júpiter de ${w.b} en ${w.sb} forman ${w.asp}: el entusiasmo puede desbordar la planificación. Un calendario realista es el mejor aliado de este dúo.`,
        (w) => `Con ${w.asp} entre el Marte de ${w.a}, en ${w.sa}, y el Júpiter de ${w.b}, en ${w.sb}, ${w.a} quiere resultados ya y ${w.b} quiere el proyecto perfecto. Dividir el objetivo en entregas pequeñas satisface a las dos partes.`,
        (w) => `Para ${w.a}, con el Marte en ${w.sa}, el Júpiter de ${w.b} en ${w.sb} forma ${w.asp}, y la suma de impulso y optimismo puede dejar cabos sueltos. Nombrar a alguien del equipo para revisar riesgos equilibra el dúo.`,
      ],
    },
    'sun-sun': {
      theme: 'el rumbo profesional',
      conjunction: [
        (w) => `Los Soles de ${w.a} y ${w.b} coinciden en ${w.sa}: quieren lo mismo y persiguen metas parecidas. Como aliados son formidables; como rivales, también.`,
        (w) => `${w.a} y ${w.b} tienen el Sol en el mismo tramo de ${w.sa}, y eso les da un estilo profesional parecido. Repartirse los frentes evita que compitan por el mismo hueco.`,
      ],
      flowing: [
        (w) => `Con el Sol de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb} en ${w.asp}, sus objetivos profesionales se refuerzan. Cada cual respeta el terreno de la otra persona.`,
        (w) => `El Sol de ${w.a}, en ${w.sa}, y el de ${w.b}, en ${w.sb}, forman ${w.asp}: sus maneras de liderar son distintas pero compatibles, y un proyecto compartido saca lo mejor de las dos.`,
        (w) => `Hay ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}: liderazgos distintos que no se estorban. Un proyecto con dos frentes bien definidos les va como anillo al dedo.`,
      ],
      tense: [
        (w) => `Los Soles de ${w.a}, en ${w.sa}, y de ${w.b}, en ${w.sb}, forman ${w.asp}: tienen prioridades distintas y cada cual cree que la suya es la importante. Una meta común explícita alinea los esfuerzos.`,
        (w) => `Con ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb}, cada cual entiende el éxito de otra manera. Definir juntos qué significa «salió bien» antes de empezar evita peleas al final.`,
        (w) => `El Sol de ${w.a} en ${w.sa} y el de ${w.b} en ${w.sb} están en ${w.asp}, y los dos quieren llevar el timón. Alternar la coordinación por proyectos evita que la colaboración se convierta en competencia.`,
      ],
    },
    'saturn-midheaven': {
      theme: 'la evaluación',
      conjunction: [
        (w) => `El Saturno de ${w.a} en ${w.sa} se asienta sobre el Medio Cielo de ${w.b}: ${w.a} influye en la carrera de ${w.b} desde un puesto de mando, de mentoría o de evaluación. Puede abrir puertas o retrasarlas, pero nunca pasa inadvertido.`,
        (w) => `El Medio Cielo de ${w.b} en ${w.sb} lleva encima el Saturno de ${w.a}, y la opinión de ${w.a} pesa en la reputación de ${w.b}. Pedir criterios claros hace justa esa influencia.`,
      ],
      flowing: [
        (w) => `El Saturno de ${w.a} en ${w.sa} y el Medio Cielo de ${w.b} en ${w.sb} están en ${w.asp}, y ${w.a} aporta a ${w.b} estabilidad profesional y buenos consejos de largo plazo.`,
        (w) => `Con ${w.asp} entre el Saturno de ${w.a}, en ${w.sa}, y el Medio Cielo de ${w.b}, en ${w.sb}, ${w.a} enseña a ${w.b} el oficio que no sale en los manuales: paciencia, constancia, reputación.`,
        (w) => `Hay ${w.asp} entre el Saturno de ${w.a} en ${w.sa} y el Medio Cielo de ${w.b} en ${w.sb}: ${w.a} ayuda a ${w.b} a construir una reputación sólida, paso a paso y sin atajos.`,
      ],
      tense: [
        (w) => `Con ${w.asp} entre el Saturno de ${w.a} en ${w.sa} y el Medio Cielo de ${w.b} en ${w.sb}, ${w.b} puede sentir que ${w.a} pone obstáculos a su avance. Hablar de objetivos de carrera con franqueza desactiva la sospecha.`,
        (w) => `El Saturno de ${w.a}, en ${w.sa}, y el Medio Cielo de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.a} pide a ${w.b} pruebas que a otras personas no les pide. Preguntar qué falta, en concreto, convierte la barrera en una lista.`,
        (w) => `Para ${w.b}, con el Medio Cielo en ${w.sb}, el Saturno de ${w.a} en ${w.sa} forma ${w.asp}, y la exigencia de ${w.a} parece retrasar cada paso de su carrera. Pedir objetivos claros y fechas convierte la espera en un plan.`,
      ],
    },
    'sun-midheaven': {
      theme: 'la visibilidad',
      conjunction: [
        (w) => `El Sol de ${w.a} en ${w.sa} ilumina el Medio Cielo de ${w.b}: ${w.a} da visibilidad a la carrera de ${w.b}, y trabajar en equipo mejora la reputación de las dos personas.`,
        (w) => `El Medio Cielo de ${w.b} en ${w.sb} recibe el Sol de ${w.a}, y cerca de ${w.a} el trabajo de ${w.b} se ve más. Compartir los créditos mantiene el equilibrio.`,
      ],
      flowing: [
        (w) => `El Sol de ${w.a} en ${w.sa} y el Medio Cielo de ${w.b} en ${w.sb} forman ${w.asp}, y ${w.a} respalda con naturalidad las metas profesionales de ${w.b}.`,
        (w) => `Con ${w.asp} entre el Sol de ${w.a}, en ${w.sa}, y el Medio Cielo de ${w.b}, en ${w.sb}, lo que ${w.a} es encaja con lo que ${w.b} quiere llegar a ser, y esa afinidad se nota en los proyectos de largo plazo.`,
        (w) => `Hay ${w.asp} entre el Sol de ${w.a} en ${w.sa} y el Medio Cielo de ${w.b} en ${w.sb}: lo que ${w.a} hace bien impulsa la imagen profesional de ${w.b}. Trabajar en equipo les da visibilidad a las dos personas.`,
      ],
      tense: [
        (w) => `Entre el Sol de ${w.a} en ${w.sa} y el Medio Cielo de ${w.b} en ${w.sb} hay ${w.asp}: la manera de brillar de ${w.a} puede competir con la imagen pública de ${w.b}. Firmar los logros a dos manos lo resuelve.`,
        (w) => `El Sol de ${w.a}, en ${w.sa}, y el Medio Cielo de ${w.b}, en ${w.sb}, forman ${w.asp}: ${w.b} puede sentir que ${w.a} se lleva el mérito de lo que hacen en común. Nombrar en público la parte de cada cual evita el resentimiento.`,
        (w) => `Para ${w.b}, con el Medio Cielo en ${w.sb}, el Sol de ${w.a} en ${w.sa} forma ${w.asp}, y el protagonismo de ${w.a} puede eclipsar sus logros. Presentar los resultados en común, con nombres, es de justicia.`,
      ],
    },
  },
  houses: {
    2: [
      (w, p) => `${p} en la segunda casa de ${w.b} toca el dinero y los recursos: ${w.a} puede influir en los ingresos de ${w.b} o en el valor que ${w.b} se da.`,
      (w, p) => `${p} se sitúa en la segunda casa de ${w.b}, y ${w.b} relaciona a ${w.a} con lo material: presupuestos, sueldos y el precio que pone a su propio trabajo.`,
    ],
    3: [
      (w, p) => `Con ${p} en la tercera casa de ${w.b}, ${w.a} aparece en la comunicación diaria, los correos y los trámites.`,
      (w, p) => `${p} entra en la tercera casa de ${w.b}, la de los mensajes y los papeles, y ${w.a} se vuelve la persona con quien más trata en lo cotidiano.`,
    ],
    6: [
      (w, p) => `Que ${p} caiga en la sexta casa de ${w.b} habla del trabajo cotidiano: rutinas, métodos y tareas compartidas.`,
      (w, p) => `${p} se sitúa en la sexta casa de ${w.b}, la del oficio diario, y ${w.a} influye en cómo organiza ${w.b} su jornada y sus métodos.`,
    ],
    10: [
      (w, p) => `En la décima casa de ${w.b} está ${p}, y ${w.a} pesa así en la carrera y la reputación de ${w.b}: puede ser quien las impulse o quien las ponga a prueba.`,
      (w, p) => `${p} ocupa la décima casa de ${w.b}, y ${w.b} ve en ${w.a} una pieza de su trayectoria profesional, alguien cuya opinión pesa en su reputación.`,
    ],
    11: [
      (w, p) => `Al caer ${p} en la undécima casa de ${w.b}, ${w.a} conecta con las redes profesionales de ${w.b} y con sus objetivos a largo plazo.`,
      (w, p) => `${p} ocupa la undécima casa de ${w.b}, la de los contactos y las metas compartidas, y ${w.a} le abre círculos donde ${w.b} puede crecer.`,
    ],
  },
  noHousesOne: [
    (w) => `No hay hora de nacimiento de ${w.a}, así que no sabemos qué áreas de su vida laboral activa ${w.b}; esa mitad del cruce de casas queda en blanco.`,
    (w) => `Sin la hora de nacimiento de ${w.a} su carta no tiene casas: se ve el papel que ${w.a} juega en la vida profesional de ${w.b}, pero no el inverso.`,
    (w) => `La carta de ${w.a} carece de casas porque no consta su hora de nacimiento, de modo que el cruce de dinero, oficio y carrera se lee solo desde ${w.b}.`,
  ],
  noHousesBoth: [
    (w) => `Sin las horas de nacimiento de ${w.a} y de ${w.b}, no se pueden leer las casas de trabajo, dinero y carrera; la colaboración se lee por los aspectos.`,
    () => `Faltan las dos horas de nacimiento, y con ellas las casas: qué papel profesional juega cada cual para la otra persona queda fuera de esta lectura.`,
    (w) => `Ni ${w.a} ni ${w.b} tienen hora de nacimiento registrada, así que este equipo se lee solo por los aspectos entre sus planetas, sin casas.`,
  ],
  elements: {
    same: [
      (w, e) => `En estilo de trabajo, ${w.a} y ${w.b} comparten ${e} como elemento dominante: abordan las tareas con un ritmo parecido, lo que agiliza y también crea puntos ciegos comunes.`,
      (w, e) => `${capitalize(e)} manda en las dos cartas, y por eso ${w.a} y ${w.b} priorizan de forma parecida; les conviene sumar al equipo a alguien que mire desde otro ángulo.`,
      (w, e) => `A ${w.a} y a ${w.b} les domina ${e}: trabajan al mismo compás, y eso acelera lo que saben hacer y retrasa lo que a ninguna de las dos personas se le da bien.`,
    ],
    complementary: [
      (w, x, y) => `El estilo de ${w.a} lo marca ${x} y el de ${w.b} ${y}; en un proyecto, esa mezcla cubre más frentes de los que cubriría cada cual por separado.`,
      (w, x, y) => `${capitalize(x)}, que domina en ${w.a}, y ${y}, que domina en ${w.b}, se refuerzan: en el trabajo, una persona arranca o estabiliza justo donde la otra flaquea.`,
      (w, x, y) => `Con ${x} al frente en ${w.a} y ${y} en ${w.b}, el equipo junta dos temperamentos compatibles, y se nota en lo fácil que resulta repartir tareas.`,
    ],
    contrasting: [
      (w, x, y) => `El estilo de ${w.a} lo marca ${x} y el de ${w.b} ${y}, formas de trabajar poco parecidas: bien repartidas las tareas, la diferencia se convierte en cobertura.`,
      (w, x, y) => `${capitalize(x)} en ${w.a}, ${y} en ${w.b}: ritmos y prioridades que no coinciden, y que piden acordar el método antes de empezar cada proyecto.`,
      (w, x, y) => `En ${w.a} pesa ${x}; en ${w.b}, ${y}: dos maneras de trabajar que se extrañan al principio y que, con roles claros, se cubren las espaldas.`,
    ],
  },
  closing: {
    easy: [
      (w, g) => `Si eres ${w.a} o ${w.b}, aprovecha esta afinidad para proyectos exigentes: apóyate en ${g.up}, fija metas medibles y revisa de vez en cuando ${g.down}, que es lo primero que se resiente con las prisas.`,
      (w, g) => `Si eres ${w.a} o ${w.b}, no des por garantizado lo que hoy funciona: ${g.up} merece reconocimiento explícito, y ${g.down}, una conversación breve antes de cada proyecto grande.`,
      (w, g) => `Si eres ${w.a} o ${w.b}, la confianza ya existe; lo que la hace crecer es ver resultados, así que pon ${g.up} al servicio de un objetivo concreto y no dejes ${g.down} para el final.`,
    ],
    effort: [
      (w, g) => `Si eres ${w.a} o ${w.b}, trata esta colaboración como un sistema que se diseña: roles claros, decisiones registradas y una reunión breve cada semana para revisar ${g.down}, apoyada en ${g.up}.`,
      (w, g) => `Si eres ${w.a} o ${w.b}, empieza por lo que ya funciona, ${g.up}, y pon reglas escritas a lo que toca ${to(g.down)}; la diferencia de estilos deja de doler cuando tiene un cauce.`,
      (w, g) => `Si eres ${w.a} o ${w.b}, separa lo personal de lo operativo: lo que toca ${to(g.down)} es un problema de proceso que se resuelve con acuerdos, y ${g.up}, un activo que conviene usar a propósito.`,
    ],
  },
};
