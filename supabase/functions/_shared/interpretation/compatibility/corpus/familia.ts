import type { CategoryCorpus } from './types.ts';

// Familia: roots, care, authority and the bond nobody chose. Works for parents and children, siblings, cousins.

export const FAMILIA: CategoryCorpus = {
  headings: {
    opening: (w) => `${w.a} y ${w.b} en familia`,
    strengths: () => 'Lo que da calor a este lazo',
    friction: () => 'Las viejas heridas y los choques de siempre',
    houses: () => 'El lugar que cada cual ocupa en la casa de la otra persona',
    closing: () => 'Para convivir mejor',
  },
  harmony: {
    low: (w) => `El lazo familiar entre ${w.a} y ${w.b} pide más paciencia de la que sale sola. Las cartas muestran necesidades emocionales que no coinciden y formas de cuidar que pueden leerse como control o como distancia; nada de eso borra el cariño, pero sí explica tantas sobremesas tensas.`,
    mid: (w) => `En familia, ${w.a} y ${w.b} tienen un vínculo con zonas de abrigo y zonas de corriente. Se quieren a su manera, y la convivencia mejora mucho cuando cada cual entiende qué le duele a quien tiene enfrente.`,
    high: (w) => `Hay un entendimiento de fondo entre ${w.a} y ${w.b} que se parece mucho a sentirse en casa. Las cartas se cuidan mutuamente en lo emocional, y eso hace de este lazo un refugio al que volver.`,
  },
  intensity: {
    low: (w) => `La relación tiene poca carga dramática: ${w.a} y ${w.b} pueden convivir sin removerse demasiado, lo que da calma aunque a veces también cierta distancia.`,
    mid: (w) => `La carga emocional es la de una familia corriente: ${w.a} y ${w.b} se afectan, se preocupan y se enfadan, pero la sangre no llega al río.`,
    high: (w) => `Es un lazo de mucha carga: lo que ${w.a} dice o calla toca a ${w.b} en un lugar antiguo, y al revés. Por eso aquí las reconciliaciones valen tanto como pesan las peleas.`,
  },
  pairs: {
    'sun-venus': {
      conjunction: (w) => `Venus de ${w.b} sobre el Sol de ${w.a}: en casa, ${w.b} es quien más celebra los logros de ${w.a}, con un orgullo que se nota en cada comida familiar.`,
      flowing: (w) => `El Sol de ${w.a} y Venus de ${w.b} forman ${w.asp}, y el cariño familiar entre las dos personas es fácil y expresivo.`,
      tense: (w) => `Con ${w.asp} entre el Sol de ${w.a} y Venus de ${w.b}, ${w.b} puede sentir que sus gestos de afecto pasan desapercibidos. Un gracias explícito vale más de lo que parece.`,
    },
    'sun-jupiter': {
      conjunction: (w) => `Júpiter de ${w.b} se apoya en el Sol de ${w.a}: ${w.b} cree en ${w.a} y le abre puertas, como hacen los buenos padrinos y las buenas madrinas.`,
      flowing: (w) => `Entre el Sol de ${w.a} y Júpiter de ${w.b} hay ${w.asp}, y en la familia ${w.b} funciona como fuente de confianza para ${w.a}.`,
      tense: (w) => `El Sol de ${w.a} y Júpiter de ${w.b} forman ${w.asp}: ${w.b} aconseja en exceso o promete lo que no puede dar. Menos sermón y más presencia equilibran el lazo.`,
    },
    'sun-mars': {
      conjunction: (w) => `Marte de ${w.b} cae sobre el Sol de ${w.a}: en casa hay energía y también rivalidad, como entre hermanas o hermanos que compiten y se defienden a la vez.`,
      flowing: (w) => `Con ${w.asp} entre el Sol de ${w.a} y Marte de ${w.b}, ${w.b} empuja a ${w.a} a atreverse. Es un impulso familiar valioso en los momentos de cambio.`,
      tense: (w) => `El Sol de ${w.a} y Marte de ${w.b} forman ${w.asp}, y los choques de carácter son frecuentes. Repartir el mando en casa por temas evita las batallas diarias.`,
    },
    'moon-midheaven': {
      conjunction: (w) => `La Luna de ${w.a} toca el Medio Cielo de ${w.b}: ${w.a} se preocupa por el rumbo de ${w.b} como por algo propio, y ${w.b} lleva esa ternura consigo al mundo.`,
      flowing: (w) => `La Luna de ${w.a} y el Medio Cielo de ${w.b} están en ${w.asp}: ${w.a} apoya las metas de ${w.b} desde lo emocional, sin exigir resultados.`,
      tense: (w) => `Con ${w.asp} entre la Luna de ${w.a} y el Medio Cielo de ${w.b}, la vida profesional de ${w.b} puede chocar con lo que ${w.a} necesita de la familia. Hablar de tiempos y prioridades ayuda.`,
    },
    'moon-pluto': {
      conjunction: (w) => `Plutón de ${w.b} se posa sobre la Luna de ${w.a}: un lazo hondo, casi de clan, donde ${w.b} influye mucho en las emociones de ${w.a}. Conviene que esa influencia deje espacio para respirar.`,
      flowing: (w) => `La Luna de ${w.a} y Plutón de ${w.b} forman ${w.asp}, y la familia sabe atravesar crisis: ${w.b} acompaña a ${w.a} en las transformaciones sin soltarle la mano.`,
      tense: (w) => `Entre la Luna de ${w.a} y Plutón de ${w.b} hay ${w.asp}, una herencia emocional intensa con episodios de control. Nombrar los patrones heredados los debilita.`,
    },
    'moon-trueNode': {
      conjunction: (w) => `La Luna de ${w.a} está sobre el nodo norte de ${w.b}: ${w.a} cuida justo aquello que ${w.b} necesita desarrollar, y el lazo tiene sabor a destino familiar.`,
      flowing: (w) => `Con ${w.asp} entre la Luna de ${w.a} y el nodo norte de ${w.b}, el cariño de ${w.a} acompaña el crecimiento de ${w.b} sin retenerlo.`,
      tense: (w) => `La Luna de ${w.a} y el nodo norte de ${w.b} forman ${w.asp}: la protección de ${w.a} puede tirar de ${w.b} hacia atrás. Soltar también es una forma de querer.`,
    },
    'moon-moon': {
      conjunction: (w) => `Las Lunas de ${w.a} y ${w.b} coinciden: en casa sienten al unísono, con las mismas nostalgias y los mismos refugios. Ese espejo emocional une mucho y, en las malas rachas, puede encerrar a la familia en un mismo estado de ánimo.`,
      flowing: (w) => `Entre las Lunas de ${w.a} y ${w.b} hay ${w.asp}, y eso se nota en lo cotidiano: horarios, comidas y maneras de descansar encajan sin discutir. Es la base de una convivencia tranquila.`,
      tense: (w) => `Las Lunas de ${w.a} y ${w.b} forman ${w.asp}: lo que a una persona le da seguridad en casa, a la otra le agobia. Muchas discusiones familiares entre las dos nacen de ahí, no de falta de cariño.`,
    },
    'sun-moon': {
      conjunction: (w) => `El Sol de ${w.a} ilumina la Luna de ${w.b}, un contacto típico entre padres e hijos que se entienden. ${w.a} orienta y ${w.b} acoge, y la familia encuentra en ese reparto su equilibrio.`,
      flowing: (w) => `El Sol de ${w.a} y la Luna de ${w.b} están en ${w.asp}: la autoridad de ${w.a} le resulta a ${w.b} protectora más que impuesta. Hay respeto y ternura a la vez.`,
      tense: (w) => `Con ${w.asp} entre el Sol de ${w.a} y la Luna de ${w.b}, lo que ${w.a} espera de la familia choca con lo que ${w.b} necesita sentir en ella. Las expectativas no dichas son el terreno donde más conviene trabajar.`,
    },
    'moon-saturn': {
      conjunction: (w) => `Saturno de ${w.b} pesa sobre la Luna de ${w.a}: ${w.b} es responsable del bienestar de ${w.a}, o así lo vive, y a ${w.a} ese cuidado le puede sonar a exigencia. Con los años, suele convertirse en un sostén firme.`,
      flowing: (w) => `La Luna de ${w.a} y Saturno de ${w.b} forman ${w.asp}, y ${w.b} da a ${w.a} una estructura que le tranquiliza. Es la firma de quien está cuando hace falta, sin aspavientos.`,
      tense: (w) => `Entre la Luna de ${w.a} y Saturno de ${w.b} hay ${w.asp}: las normas de ${w.b} pueden enfriar la sensibilidad de ${w.a}. Un abrazo a tiempo hace más por este lazo que cualquier consejo.`,
    },
    'moon-venus': {
      conjunction: (w) => `Venus de ${w.b} sobre la Luna de ${w.a} trae dulzura al hogar: ${w.b} sabe mimar a ${w.a}, y en familia se nota en los detalles, en la comida favorita, en una manta ofrecida sin pedirla.`,
      flowing: (w) => `La Luna de ${w.a} y Venus de ${w.b} forman ${w.asp}, y el afecto familiar corre fácil. Las fiestas y las visitas suelen ser agradables entre las dos personas.`,
      tense: (w) => `Con ${w.asp} entre la Luna de ${w.a} y Venus de ${w.b}, ${w.b} muestra cariño de una forma que a ${w.a} no siempre le llega. Conviene aprender el idioma afectivo de cada cual.`,
    },
    'moon-jupiter': {
      conjunction: (w) => `Júpiter de ${w.b} abraza la Luna de ${w.a}: ${w.b} es, para ${w.a}, fuente de ánimo y de protección. Las celebraciones familiares ganan alegría cuando coinciden.`,
      flowing: (w) => `La Luna de ${w.a} y Júpiter de ${w.b} están en ${w.asp}, y ${w.b} sabe animar a ${w.a} sin quitarle importancia a lo que siente. Un lazo generoso.`,
      tense: (w) => `Entre la Luna de ${w.a} y Júpiter de ${w.b} hay ${w.asp}: ${w.b} puede sobreproteger o prometer más de lo que cumple, y ${w.a} acabar decepcionado o decepcionada. La medida es la clave.`,
    },
    'sun-saturn': {
      conjunction: (w) => `Saturno de ${w.b} cae sobre el Sol de ${w.a}: ${w.b} ejerce de figura de autoridad para ${w.a}, con lo que eso tiene de guía y de peso. Reconocer ese papel lo vuelve más amable.`,
      flowing: (w) => `Con ${w.asp} entre el Sol de ${w.a} y Saturno de ${w.b}, la experiencia de ${w.b} ayuda a ${w.a} a madurar. Es un vínculo que se fortalece con el tiempo.`,
      tense: (w) => `El Sol de ${w.a} y Saturno de ${w.b} forman ${w.asp}, y ${w.a} puede sentirse juzgado o juzgada por ${w.b}. Separar la crítica de la persona del deseo de protegerla cambia el clima familiar.`,
    },
    'moon-mars': {
      conjunction: (w) => `Marte de ${w.b} toca la Luna de ${w.a}, y en casa saltan chispas con facilidad: ${w.b} reacciona rápido y ${w.a} lo siente hondo. También es el contacto de quien defiende a la familia con uñas y dientes.`,
      flowing: (w) => `La Luna de ${w.a} y Marte de ${w.b} están en ${w.asp}: ${w.b} sale en defensa de ${w.a} cuando hace falta, y ${w.a} templa el genio de ${w.b}.`,
      tense: (w) => `Con ${w.asp} entre la Luna de ${w.a} y Marte de ${w.b}, los enfados familiares escalan deprisa. Acordar una pausa antes de contestar protege a las dos personas.`,
    },
    'moon-mercury': {
      conjunction: (w) => `Mercurio de ${w.b} sobre la Luna de ${w.a} convierte la cocina en lugar de confidencias: ${w.b} entiende lo que ${w.a} siente y sabe decírselo.`,
      flowing: (w) => `Entre la Luna de ${w.a} y Mercurio de ${w.b} hay ${w.asp}, y en familia se hablan las cosas con naturalidad, sin tabúes innecesarios.`,
      tense: (w) => `La Luna de ${w.a} y Mercurio de ${w.b} forman ${w.asp}: ${w.b} razona cuando ${w.a} necesita ser escuchado o escuchada. Preguntar antes de aconsejar ayuda mucho.`,
    },
    'sun-sun': {
      conjunction: (w) => `Los Soles de ${w.a} y ${w.b} están casi juntos: se parecen más de lo que les gustaría admitir, y en familia eso da tanto orgullo compartido como competencia.`,
      flowing: (w) => `Con ${w.asp} entre los Soles de ${w.a} y ${w.b}, las personalidades se respetan. Cada cual reconoce en la otra persona algo propio, y la casa tiene sitio para las dos.`,
      tense: (w) => `Los Soles de ${w.a} y ${w.b} en ${w.asp} dibujan dos voluntades que chocan en la mesa familiar. Dejar a cada cual su parcela de mando suaviza la convivencia.`,
    },
    'venus-saturn': {
      conjunction: (w) => `Saturno de ${w.b} sobre Venus de ${w.a}: el cariño familiar se expresa con deber y fidelidad más que con palabras. ${w.a} puede echar en falta ternura explícita.`,
      flowing: (w) => `Venus de ${w.a} y Saturno de ${w.b} forman ${w.asp}, y el afecto entre las dos personas es constante y fiable, de los que aguantan décadas.`,
      tense: (w) => `Con ${w.asp} entre Venus de ${w.a} y Saturno de ${w.b}, el cariño de ${w.a} puede chocar con la reserva de ${w.b}. Un reconocimiento explícito desarma años de frialdad aparente.`,
    },
    'mars-saturn': {
      conjunction: (w) => `Saturno de ${w.b} se une a Marte de ${w.a}: ${w.b} frena los impulsos de ${w.a}, a veces con razón y a veces por miedo. Es un aprendizaje mutuo de límites.`,
      flowing: (w) => `Marte de ${w.a} y Saturno de ${w.b} están en ${w.asp}, y en casa saben repartirse las tareas: ${w.a} arranca y ${w.b} sostiene.`,
      tense: (w) => `Entre Marte de ${w.a} y Saturno de ${w.b} hay ${w.asp}, un pulso clásico entre la prisa y la prudencia. Las normas de casa conviene negociarlas, no imponerlas.`,
    },
    'mercury-mercury': {
      conjunction: (w) => `Los Mercurios de ${w.a} y ${w.b} coinciden, y en casa hablan el mismo idioma: comparten expresiones, chistes y una lógica que el resto de la familia a veces no sigue.`,
      flowing: (w) => `Con ${w.asp} entre los Mercurios de ${w.a} y ${w.b}, organizar la vida familiar es sencillo: se entienden con pocas palabras.`,
      tense: (w) => `Los Mercurios de ${w.a} y ${w.b} forman ${w.asp}, y las conversaciones familiares se atascan en malentendidos. Escribirse lo práctico y hablar en persona lo emocional funciona bien.`,
    },
  },
  role: {
    sun: (w) => `El Sol de ${w.a} es el lugar que quiere ocupar en la familia y lo que necesita que se le reconozca.`,
    moon: (w) => `La Luna de ${w.a} guarda su memoria emocional y su idea de hogar.`,
    mercury: (w) => `Mercurio de ${w.a} marca cómo se dicen las cosas en casa.`,
    venus: (w) => `Venus de ${w.a} es su afecto cotidiano, el de los detalles.`,
    mars: (w) => `Marte de ${w.a} es su genio y su manera de defender lo suyo.`,
    jupiter: (w) => `Júpiter de ${w.a} trae protección, confianza y sentido del humor en casa.`,
    saturn: (w) => `Saturno de ${w.a} encarna la autoridad, las normas y el sentido del deber familiar.`,
    uranus: (w) => `Urano de ${w.a} es su necesidad de independizarse y de hacer las cosas a su manera.`,
    neptune: (w) => `Neptuno de ${w.a} trae lo que en la familia se idealiza o se calla.`,
    pluto: (w) => `Plutón de ${w.a} remueve herencias emocionales profundas.`,
    trueNode: (w) => `El nodo norte de ${w.a} indica el camino propio que quiere abrir más allá de la herencia familiar.`,
    ascendant: (w) => `El Ascendente de ${w.a} es el carácter que toda la familia le reconoce.`,
    midheaven: (w) => `El Medio Cielo de ${w.a} habla de la imagen de la familia hacia fuera y de sus aspiraciones.`,
  },
  family: {
    conjunction: [
      (w) => `Esos puntos forman ${w.asp}, y al fundirse así, ${w.a} y ${w.b} repiten un patrón familiar que conviene mirar con cariño.`,
      (w) => `Por estar en ${w.asp}, este tema aparece siempre en las reuniones de familia.`,
    ],
    flowing: [
      (w) => `Hay ${w.asp} entre los dos puntos, y entre ${w.a} y ${w.b} esto se da con facilidad y sostiene la convivencia.`,
      (w) => `Es ${w.asp}: un punto de apoyo silencioso, de los que dan calma a una casa.`,
    ],
    tense: [
      (w) => `Hay ${w.asp} entre los dos puntos, y entre ${w.a} y ${w.b} esto duele a veces; nombrarlo sin culpas es el primer paso para aliviarlo.`,
      (w) => `Es ${w.asp}, un roce antiguo que se calma cuando se habla desde lo que cada cual necesita.`,
    ],
  },
  houses: {
    3: (w, p) => `Con ${p} en la tercera casa de ${w.b}, ${w.a} ocupa el lugar de un hermano o una hermana: alguien con quien se comparte lo diario y se discute de todo.`,
    4: (w, p) => `Que ${p} caiga en la cuarta casa de ${w.b} es la firma más familiar de todas: ${w.a} forma parte de sus raíces, de su idea de hogar.`,
    5: (w, p) => `${p} en la quinta casa de ${w.b} tiene algo de relación con los hijos: ${w.b} cuida, juega y enseña.`,
    10: (w, p) => `Al caer ${p} en la décima casa de ${w.b}, ${w.a} adopta un papel de autoridad o de referente, como el de un progenitor.`,
    12: (w, p) => `En la duodécima casa de ${w.b} está ${p}: ${w.a} toca lo que la familia calla, herencias invisibles, sacrificios y compasión.`,
  },
  noHousesOne: (w) => `Sin hora de nacimiento de ${w.a} no podemos saber qué lugar ocupa ${w.b} en sus casas, de modo que esta parte se lee solo desde la carta de ${w.b}.`,
  noHousesBoth: (w) => `Faltan las horas de nacimiento de ${w.a} y de ${w.b}, así que las casas quedan fuera y el retrato familiar se hace con los planetas.`,
  moonUncertain: (w) => `Sin hora de nacimiento, la Luna de ${w.a} pudo estar en dos signos aquel día; como la Luna es la gran protagonista en familia, hemos rebajado el peso de sus contactos.`,
  elements: {
    same: (w, e) => `Por temperamento, ${w.a} y ${w.b} comparten ${e} como elemento dominante, y en casa se reconocen en las reacciones y en las manías.`,
    complementary: (w, x, y) => `En ${w.a} manda ${x} y en ${w.b} ${y}: temperamentos que en casa se complementan, porque cada cual cubre lo que a la otra persona le falta.`,
    contrasting: (w, x, y) => `En ${w.a} manda ${x} y en ${w.b} ${y}, temperamentos distintos bajo el mismo techo, lo que explica parte de los desencuentros y también lo mucho que pueden aprender en familia.`,
  },
  closing: {
    easy: (w) => `Si eres ${w.a} o ${w.b}, este lazo es un recurso para los años difíciles: cuídalo con rituales sencillos, como una llamada semanal o una comida fija, y no esperes a las fechas señaladas para decir lo que sientes.`,
    effort: (w) => `Si eres ${w.a} o ${w.b}, recuerda que a la familia no se la elige, pero sí la manera de estar en ella. Pon límites con cariño, pide lo que necesitas de forma concreta y deja espacio para que la otra persona cambie.`,
  },
};
