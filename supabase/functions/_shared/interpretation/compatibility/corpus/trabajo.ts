import type { CategoryCorpus } from './types.ts';

// Trabajo: communication, structure, deadlines, leadership. Colleagues, partners in a business, boss and team.

export const TRABAJO: CategoryCorpus = {
  headings: {
    opening: (w) => `${w.a} y ${w.b} en el trabajo`,
    strengths: () => 'Lo que hace productiva esta colaboración',
    friction: () => 'Dónde se atasca el equipo',
    houses: () => 'El papel profesional que cada cual juega para la otra persona',
    closing: () => 'Para trabajar mejor en equipo',
  },
  harmony: {
    low: (w) => `Trabajar codo con codo no es lo más sencillo para ${w.a} y ${w.b}. Sus cartas piden métodos distintos, ritmos distintos y, a veces, metas distintas; con acuerdos claros por escrito y responsabilidades bien repartidas, esa diferencia puede volverse una ventaja competitiva.`,
    mid: (w) => `Como colegas, ${w.a} y ${w.b} tienen una base razonable: hay tareas que resuelven con soltura y otras en las que conviene definir quién decide. Es una colaboración que rinde más cuanto más explícitas son las reglas del juego.`,
    high: (w) => `En lo profesional, ${w.a} y ${w.b} se entienden con una eficacia poco común. Las cartas muestran buena comunicación y un sentido compartido de la responsabilidad, lo que permite sacar adelante proyectos con menos reuniones y más resultados.`,
  },
  intensity: {
    low: (w) => `La relación laboral es de baja fricción y baja carga: ${w.a} y ${w.b} pueden colaborar sin que lo personal se mezcle demasiado, algo muy útil en equipos grandes.`,
    mid: (w) => `Se implican lo justo: a ${w.a} y a ${w.b} les importa el resultado común y se exigen, pero el trabajo no invade el resto de la vida.`,
    high: (w) => `Es una colaboración de alto voltaje: ${w.a} y ${w.b} se estimulan o se desafían con fuerza, y ninguna de las dos personas sale indiferente de un proyecto compartido.`,
  },
  pairs: {
    'mercury-midheaven': {
      conjunction: (w) => `Mercurio de ${w.a} toca el Medio Cielo de ${w.b}: ${w.a} sabe comunicar la carrera de ${w.b} y tiene buenas ideas para ella. Sin tener el cargo, ${w.a} asesora de forma natural.`,
      flowing: (w) => `Mercurio de ${w.a} y el Medio Cielo de ${w.b} están en ${w.asp}, y los consejos de ${w.a} ayudan a ${w.b} a posicionarse. Buen contacto para preparar entrevistas o presentaciones.`,
      tense: (w) => `Con ${w.asp} entre Mercurio de ${w.a} y el Medio Cielo de ${w.b}, lo que ${w.a} opina en público puede afectar la imagen de ${w.b}. Pactar qué se dice fuera evita sustos.`,
    },
    'mercury-jupiter': {
      conjunction: (w) => `Júpiter de ${w.b} amplifica Mercurio de ${w.a}: las ideas de ${w.a} encuentran en ${w.b} visión y alcance. Es un contacto excelente para la estrategia y la formación.`,
      flowing: (w) => `Mercurio de ${w.a} y Júpiter de ${w.b} forman ${w.asp}, y las reuniones entre las dos personas generan oportunidades. Se enseñan mutuamente.`,
      tense: (w) => `Entre Mercurio de ${w.a} y Júpiter de ${w.b} hay ${w.asp}: el detalle de ${w.a} choca con la visión general de ${w.b}. Repartir quién mira el bosque y quién los árboles funciona.`,
    },
    'jupiter-midheaven': {
      conjunction: (w) => `Júpiter de ${w.a} sobre el Medio Cielo de ${w.b} es un contacto de suerte profesional: ${w.a} abre puertas y recomienda a ${w.b} donde cuenta.`,
      flowing: (w) => `Con ${w.asp} entre Júpiter de ${w.a} y el Medio Cielo de ${w.b}, ${w.a} amplía los horizontes de carrera de ${w.b} con contactos y confianza.`,
      tense: (w) => `Júpiter de ${w.a} y el Medio Cielo de ${w.b} forman ${w.asp}: ${w.a} puede empujar a ${w.b} hacia metas demasiado grandes o ajenas. Medir las ambiciones en común las hace alcanzables.`,
    },
    'moon-mercury': {
      conjunction: (w) => `Mercurio de ${w.b} sobre la Luna de ${w.a}: ${w.b} sabe leer el estado de ánimo de ${w.a} y ajustar el mensaje. En un equipo, eso evita muchos malentendidos.`,
      flowing: (w) => `La Luna de ${w.a} y Mercurio de ${w.b} están en ${w.asp}, y la comunicación laboral tiene tacto. ${w.a} se siente escuchado o escuchada en las reuniones con ${w.b}.`,
      tense: (w) => `Con ${w.asp} entre la Luna de ${w.a} y Mercurio de ${w.b}, un correo seco de ${w.b} puede arruinar el día de ${w.a}. Separar el dato del tono ahorra tensiones.`,
    },
    'mars-midheaven': {
      conjunction: (w) => `Marte de ${w.a} activa el Medio Cielo de ${w.b}: ${w.a} empuja la carrera de ${w.b} con energía, o compite directamente por el mismo puesto.`,
      flowing: (w) => `Marte de ${w.a} y el Medio Cielo de ${w.b} forman ${w.asp}, y la iniciativa de ${w.a} acelera los objetivos profesionales de ${w.b}.`,
      tense: (w) => `Entre Marte de ${w.a} y el Medio Cielo de ${w.b} hay ${w.asp}: la prisa de ${w.a} puede chocar con la reputación que ${w.b} cuida. Acordar quién da la cara en cada asunto evita roces.`,
    },
    'sun-moon': {
      conjunction: (w) => `El Sol de ${w.a} sobre la Luna de ${w.b}: ${w.a} dirige y ${w.b} cuida el clima del equipo. Es un reparto natural de papeles que da estabilidad a cualquier proyecto.`,
      flowing: (w) => `El Sol de ${w.a} y la Luna de ${w.b} están en ${w.asp}, y ${w.b} se siente a gusto con el liderazgo de ${w.a}. Hay confianza sin necesidad de controlarlo todo.`,
      tense: (w) => `Con ${w.asp} entre el Sol de ${w.a} y la Luna de ${w.b}, las decisiones de ${w.a} pueden pasar por encima de cómo se siente ${w.b}. Consultar antes de anunciar cambia la recepción.`,
    },
    'mercury-saturn': {
      conjunction: (w) => `Saturno de ${w.b} se une a Mercurio de ${w.a}: ${w.b} revisa, ordena y da rigor a las ideas de ${w.a}. Es la pareja clásica de quien propone y quien verifica, muy valiosa en informes, contratos y planificación.`,
      flowing: (w) => `Mercurio de ${w.a} y Saturno de ${w.b} forman ${w.asp}, y eso da a las reuniones un tono práctico. ${w.b} ayuda a que lo que ${w.a} plantea llegue a plazo, y ${w.a} aligera la prudencia de ${w.b}.`,
      tense: (w) => `Con ${w.asp} entre Mercurio de ${w.a} y Saturno de ${w.b}, las ideas de ${w.a} pueden sentirse frenadas o examinadas en exceso. Acordar criterios de calidad antes de empezar ahorra discusiones en la revisión.`,
    },
    'sun-saturn': {
      conjunction: (w) => `Saturno de ${w.b} sobre el Sol de ${w.a} marca una relación de mentoría o de jerarquía: ${w.b} exige y ${w.a} crece con esa exigencia, siempre que haya reconocimiento.`,
      flowing: (w) => `El Sol de ${w.a} y Saturno de ${w.b} están en ${w.asp}: el liderazgo de ${w.a} se apoya en la constancia de ${w.b}. Es una colaboración sólida para proyectos largos.`,
      tense: (w) => `Entre el Sol de ${w.a} y Saturno de ${w.b} hay ${w.asp}, y ${w.a} puede vivir a ${w.b} como un freno o como una autoridad sin cargo. Definir por escrito quién decide qué desactiva el conflicto.`,
    },
    'mercury-mercury': {
      conjunction: (w) => `Los Mercurios de ${w.a} y ${w.b} coinciden: comparten método mental y vocabulario. Las reuniones entre las dos personas son cortas porque se entienden al vuelo.`,
      flowing: (w) => `Con ${w.asp} entre los Mercurios de ${w.a} y ${w.b}, la comunicación de trabajo es clara y rápida. Redactar, negociar o resolver un problema técnico en tándem les sale bien.`,
      tense: (w) => `Los Mercurios de ${w.a} y ${w.b} forman ${w.asp}: analizan de manera distinta y pueden malinterpretar instrucciones. Confirmar los acuerdos por escrito es, para este equipo, una necesidad y no un trámite.`,
    },
    'mars-saturn': {
      conjunction: (w) => `Marte de ${w.a} y Saturno de ${w.b} coinciden: empuje y freno en el mismo punto. Bien coordinados, ${w.a} acelera donde ${w.b} ya ha asegurado el terreno.`,
      flowing: (w) => `Marte de ${w.a} y Saturno de ${w.b} están en ${w.asp}, una combinación muy productiva: la energía de ${w.a} se canaliza con la disciplina de ${w.b}, y los plazos se cumplen.`,
      tense: (w) => `Con ${w.asp} entre Marte de ${w.a} y Saturno de ${w.b}, la prisa de ${w.a} choca con la cautela de ${w.b}. Separar las fases de ejecución y de control evita que cada tarea se convierta en un pulso.`,
    },
    'mercury-mars': {
      conjunction: (w) => `Marte de ${w.b} activa Mercurio de ${w.a}: las ideas de ${w.a} pasan a la acción en manos de ${w.b}, aunque las discusiones pueden ser cortantes.`,
      flowing: (w) => `Mercurio de ${w.a} y Marte de ${w.b} forman ${w.asp}, y las decisiones se toman con agilidad. Es un dúo eficaz para resolver urgencias.`,
      tense: (w) => `Entre Mercurio de ${w.a} y Marte de ${w.b} hay ${w.asp}: los debates se calientan y las críticas suenan a ataque. Una regla simple, discutir ideas y no personas, cambia el clima.`,
    },
    'jupiter-saturn': {
      conjunction: (w) => `Júpiter de ${w.a} y Saturno de ${w.b} se juntan: visión y estructura en la misma mesa. ${w.a} ve la oportunidad y ${w.b} calcula su coste; es el equilibrio de cualquier buen plan de negocio.`,
      flowing: (w) => `Con ${w.asp} entre Júpiter de ${w.a} y Saturno de ${w.b}, la expansión que propone ${w.a} encuentra en ${w.b} los cimientos. Crecer sin desbordarse es su fortaleza.`,
      tense: (w) => `Júpiter de ${w.a} y Saturno de ${w.b} en ${w.asp} dibujan el eterno debate entre arriesgar y asegurar. Fijar de común acuerdo un presupuesto y un límite de riesgo reconcilia las dos posturas.`,
    },
    'sun-mercury': {
      conjunction: (w) => `Mercurio de ${w.b} sobre el Sol de ${w.a}: ${w.b} traduce en planes y mensajes lo que ${w.a} quiere lograr. Funciona como la voz del proyecto.`,
      flowing: (w) => `El Sol de ${w.a} y Mercurio de ${w.b} están en ${w.asp}, y ${w.b} comunica con acierto la visión de ${w.a}. Buen tándem para presentaciones y clientes.`,
      tense: (w) => `Con ${w.asp} entre el Sol de ${w.a} y Mercurio de ${w.b}, ${w.b} cuestiona las decisiones de ${w.a} y ${w.a} lo vive como falta de apoyo. Convertir la crítica en propuestas alternativas ayuda.`,
    },
    'sun-mars': {
      conjunction: (w) => `Marte de ${w.b} cae sobre el Sol de ${w.a}, y en la oficina eso es competencia o impulso, según se gestione. Con objetivos comunes, ${w.b} se vuelve el motor de las metas de ${w.a}.`,
      flowing: (w) => `El Sol de ${w.a} y Marte de ${w.b} forman ${w.asp}: ${w.b} ejecuta con energía lo que ${w.a} dirige. Es una colaboración que avanza deprisa.`,
      tense: (w) => `Entre el Sol de ${w.a} y Marte de ${w.b} hay ${w.asp}, y puede haber lucha por el protagonismo. Repartir áreas de liderazgo bien delimitadas evita el choque de egos.`,
    },
    'mars-jupiter': {
      conjunction: (w) => `Marte de ${w.a} y Júpiter de ${w.b} se suman y el equipo se vuelve ambicioso: grandes objetivos, mucha energía. El riesgo es prometer más de lo que se puede entregar.`,
      flowing: (w) => `Con ${w.asp} entre Marte de ${w.a} y Júpiter de ${w.b}, la iniciativa de ${w.a} recibe el respaldo y la visión de ${w.b}. Buen contacto para lanzar productos o abrir mercados.`,
      tense: (w) => `Marte de ${w.a} y Júpiter de ${w.b} forman ${w.asp}: el entusiasmo puede desbordar la planificación. Un calendario realista es el mejor aliado de este dúo.`,
    },
    'sun-sun': {
      conjunction: (w) => `Los Soles de ${w.a} y ${w.b} coinciden: quieren lo mismo y persiguen metas parecidas. Como aliados son formidables; como rivales, también.`,
      flowing: (w) => `Con los Soles de ${w.a} y ${w.b} en ${w.asp}, sus objetivos profesionales se refuerzan. Cada cual respeta el terreno de la otra persona.`,
      tense: (w) => `Los Soles de ${w.a} y ${w.b} forman ${w.asp}: tienen prioridades distintas y cada cual cree que la suya es la importante. Una meta común explícita alinea los esfuerzos.`,
    },
    'saturn-midheaven': {
      conjunction: (w) => `Saturno de ${w.a} se asienta sobre el Medio Cielo de ${w.b}: ${w.a} influye en la carrera de ${w.b} desde un puesto de mando, de mentoría o de evaluación. Puede abrir puertas o retrasarlas, pero nunca pasa inadvertido.`,
      flowing: (w) => `Saturno de ${w.a} y el Medio Cielo de ${w.b} están en ${w.asp}, y ${w.a} aporta a ${w.b} estabilidad profesional y buenos consejos de largo plazo.`,
      tense: (w) => `Con ${w.asp} entre Saturno de ${w.a} y el Medio Cielo de ${w.b}, ${w.b} puede sentir que ${w.a} pone obstáculos a su avance. Hablar de objetivos de carrera con franqueza desactiva la sospecha.`,
    },
    'sun-midheaven': {
      conjunction: (w) => `El Sol de ${w.a} ilumina el Medio Cielo de ${w.b}: ${w.a} da visibilidad a la carrera de ${w.b}, y trabajar en equipo mejora la reputación de las dos personas.`,
      flowing: (w) => `El Sol de ${w.a} y el Medio Cielo de ${w.b} forman ${w.asp}, y ${w.a} respalda con naturalidad las metas profesionales de ${w.b}.`,
      tense: (w) => `Entre el Sol de ${w.a} y el Medio Cielo de ${w.b} hay ${w.asp}: la manera de brillar de ${w.a} puede competir con la imagen pública de ${w.b}. Firmar los logros a dos manos lo resuelve.`,
    },
  },
  role: {
    sun: (w) => `El Sol de ${w.a} es su forma de liderar y lo que quiere lograr profesionalmente.`,
    moon: (w) => `La Luna de ${w.a} dice cómo vive el clima del equipo y qué necesita para rendir tranquilo o tranquila.`,
    mercury: (w) => `Mercurio de ${w.a} es su manera de analizar, comunicar y negociar.`,
    venus: (w) => `Venus de ${w.a} aporta diplomacia, trato con clientes y sentido estético.`,
    mars: (w) => `Marte de ${w.a} es su iniciativa, su capacidad de ejecución y su lado competitivo.`,
    jupiter: (w) => `Júpiter de ${w.a} trae visión, contactos y ganas de expandir.`,
    saturn: (w) => `Saturno de ${w.a} encarna la estructura, los plazos y la responsabilidad.`,
    uranus: (w) => `Urano de ${w.a} trae innovación y cambios de rumbo, a veces sin avisar.`,
    neptune: (w) => `Neptuno de ${w.a} aporta inspiración, aunque también límites difusos en las tareas.`,
    pluto: (w) => `Plutón de ${w.a} habla de poder, estrategia y capacidad de transformar una organización.`,
    trueNode: (w) => `El nodo norte de ${w.a} señala su vocación, y esta colaboración puede acercarle a ella.`,
    ascendant: (w) => `El Ascendente de ${w.a} es su presencia en una reunión y la primera impresión que causa.`,
    midheaven: (w) => `El Medio Cielo de ${w.a} representa su carrera y su reputación.`,
  },
  family: {
    conjunction: [
      (w) => `Como esos puntos forman ${w.asp}, ${w.a} y ${w.b} acaban trabajando a menudo sobre ese mismo asunto.`,
      () => `Esa conjunción concentra la colaboración en un terreno que conviene organizar bien.`,
    ],
    flowing: [
      (w) => `A esos dos puntos los enlaza ${w.asp}, y en el día a día laboral de ${w.a} y ${w.b} esto facilita las tareas sin que nadie lo note.`,
      (w) => `Con ${w.asp} entre ambos puntos, es una ventaja operativa que merece aprovecharse con intención.`,
    ],
    tense: [
      (w) => `Entre esos dos puntos media ${w.asp}, y en la oficina de ${w.a} y ${w.b} esto genera fricción que un buen protocolo convierte en rendimiento.`,
      (w) => `El choque de ${w.asp} es manejable si se trata como un problema de proceso y no personal.`,
    ],
  },
  houses: {
    2: (w, p) => `${p} en la segunda casa de ${w.b} toca el dinero y los recursos: ${w.a} puede influir en los ingresos o en el valor que ${w.b} se da.`,
    3: (w, p) => `Con ${p} en la tercera casa de ${w.b}, ${w.a} aparece en la comunicación diaria, los correos y los trámites.`,
    6: (w, p) => `Que ${p} caiga en la sexta casa de ${w.b} habla del trabajo cotidiano: rutinas, métodos y tareas compartidas.`,
    10: (w, p) => `En la décima casa de ${w.b} está ${p}, y ${w.a} pesa así en su carrera y su reputación: puede ser quien la impulse o quien la ponga a prueba.`,
    11: (w, p) => `Al caer ${p} en la undécima casa de ${w.b}, ${w.a} conecta con sus redes profesionales y sus objetivos a largo plazo.`,
  },
  noHousesOne: (w) => `No hay hora de nacimiento de ${w.a}, así que no sabemos qué áreas de su vida laboral activa ${w.b}; esa mitad del cruce de casas queda en blanco.`,
  noHousesBoth: (w) => `Sin las horas de nacimiento de ${w.a} y de ${w.b}, no se pueden leer las casas de trabajo, dinero y carrera; la colaboración se lee por los aspectos.`,
  moonUncertain: (w) => `Sin hora de nacimiento, la Luna de ${w.a} puede estar en dos signos, así que sus contactos cuentan menos en la puntuación de trabajo.`,
  elements: {
    same: (w, e) => `En estilo de trabajo, ${w.a} y ${w.b} comparten ${e} como elemento dominante: abordan las tareas con un ritmo parecido, lo que agiliza y también crea puntos ciegos comunes.`,
    complementary: (w, x, y) => `El estilo de ${w.a} lo marca ${x} y el de ${w.b} ${y}; en un proyecto, esa mezcla cubre más frentes de los que cubriría cada cual por separado.`,
    contrasting: (w, x, y) => `El estilo de ${w.a} lo marca ${x} y el de ${w.b} ${y}, formas de trabajar poco parecidas: bien repartidas las tareas, la diferencia se convierte en cobertura.`,
  },
  closing: {
    easy: (w) => `Si eres ${w.a} o ${w.b}, aprovecha esta afinidad para proyectos exigentes: fija con la otra persona metas medibles y revisa con regularidad cómo van. La confianza que ya existe crece cuando se ve en resultados.`,
    effort: (w) => `Si eres ${w.a} o ${w.b}, trata esta colaboración como un sistema que se diseña: roles claros, decisiones registradas y una reunión breve de ajuste cada semana. La diferencia de estilos deja de doler cuando tiene un cauce.`,
  },
};
