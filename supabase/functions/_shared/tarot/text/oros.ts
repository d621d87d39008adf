import type { CardText, Rank } from '../deck.ts';

// Oros, the suit of earth: the body, work, craft, home and what is built slowly.

export const OROS: Record<Rank, CardText> = {
  as: {
    keywords: ['oportunidad', 'semilla', 'arraigo', 'lo concreto'],
    upright: 'Una mano surge de las nubes con una moneda dorada sobre un jardín cuidado, donde un arco se abre hacia las montañas. Es la semilla de algo tangible: un proyecto, un hábito, una base sólida. Hoy es un buen día para plantar algo pequeño que pueda crecer con constancia.',
    reversed: 'Invertido, el As advierte de una buena oportunidad que corre el riesgo de quedarse en intención por falta de planificación. O quizá la prisa por ver resultados no deja germinar nada. Las semillas necesitan tiempo y tierra preparada.',
    practicalAction: 'Elige un hábito pequeño y tangible, como leer diez páginas o caminar quince minutos, y hazlo hoy por primera vez.',
    reversedAction: 'Repasa una oportunidad reciente que dejaste pasar y anota qué harías distinto la próxima vez.',
  },
  dos: {
    keywords: ['adaptación', 'equilibrio', 'malabares', 'flexibilidad'],
    upright: 'Un joven baila mientras hace malabares con dos monedas unidas por una cinta en forma de infinito, y al fondo los barcos suben y bajan con las olas. Es el arte de adaptarte y equilibrar varias prioridades sin perder el ritmo. Hoy la flexibilidad vale más que la perfección.',
    reversed: 'Del revés, hay demasiadas pelotas en el aire y alguna empieza a caer. Decir que sí a todo tiene un coste. Decidir qué soltar es parte del equilibrio.',
    practicalAction: 'Organiza tu día en bloques y deja uno de media hora libre para los imprevistos.',
    reversedAction: 'Elige un compromiso de esta semana que puedas aplazar o cancelar, y comunícalo hoy.',
  },
  tres: {
    keywords: ['colaboración', 'oficio', 'aprendizaje', 'trabajo en equipo'],
    upright: 'En una catedral en obras, un artesano conversa con dos personas que sostienen los planos. El buen trabajo nace de sumar saberes y de respetar el oficio de cada cual. Hoy la colaboración puede llevar tu proyecto más lejos que el esfuerzo en solitario.',
    reversed: 'Al revés, falta coordinación, o alguien siente que su aportación no se ve. Trabajar al lado de otros no es lo mismo que trabajar con ellos. Aclarar quién hace qué evita mucho desgaste.',
    practicalAction: 'Pide opinión sobre algo que estás haciendo a alguien que sepa más que tú del tema.',
    reversedAction: 'Reconoce hoy de forma explícita la aportación de alguien con quien colaboras.',
  },
  cuatro: {
    keywords: ['seguridad', 'control', 'conservación', 'apego'],
    upright: 'Una figura coronada aprieta una moneda contra el pecho, pisa otras dos y sostiene la cuarta sobre la cabeza. Es la necesidad de seguridad y de proteger lo que has construido. Guardar con prudencia es sabio, siempre que no te impida moverte.',
    reversed: 'Invertido, muestra cómo el miedo a perder endurece tu relación con lo que tienes, o cómo empiezas a aflojar el control. La seguridad no solo se guarda: también se comparte. Abrir la mano no siempre significa perder.',
    practicalAction: 'Revisa en qué empleaste tu tiempo y tu energía esta semana y elige una cosa que quieres proteger mejor.',
    reversedAction: 'Comparte hoy algo tuyo, sea tiempo, un objeto o lo que sabes, sin esperar nada a cambio.',
  },
  cinco: {
    keywords: ['dificultad', 'exclusión', 'apoyo', 'ayuda cercana'],
    upright: 'Dos figuras caminan por la nieve junto a una vidriera iluminada que no parecen ver. Es una carta de momentos difíciles y de sentirse fuera. También recuerda que la ayuda puede estar más cerca de lo que crees, si te permites pedirla.',
    reversed: 'Del revés, la situación empieza a aliviarse y te atreves a aceptar apoyo. Salir de la nieve exige primero levantar la vista. Recibir ayuda no resta dignidad.',
    practicalAction: 'Identifica una persona o un recurso que podría ayudarte con lo que te preocupa y contáctalo hoy.',
    reversedAction: 'Agradece con un mensaje a alguien que te tendió la mano en un momento difícil.',
  },
  seis: {
    keywords: ['generosidad', 'reciprocidad', 'dar y recibir', 'justicia'],
    upright: 'Un mercader sostiene una balanza mientras reparte monedas a dos personas arrodilladas. Es la generosidad con medida: dar y recibir de forma justa. Hoy puedes ofrecer lo que te sobra, sea tiempo, atención o ayuda, sin quedarte sin nada.',
    reversed: 'Al revés, la ayuda llega con condiciones o das más de lo que puedes sostener. Puede que una relación se haya vuelto desigual. La generosidad sana no crea deudas.',
    practicalAction: 'Ofrece hoy una ayuda concreta y acotada en el tiempo a alguien que la necesite.',
    reversedAction: 'Observa si en alguna relación das o recibes de forma desigual, y escríbelo con claridad.',
  },
  siete: {
    keywords: ['paciencia', 'evaluación', 'cosecha', 'perseverancia'],
    upright: 'Apoyado en su azada, un agricultor contempla una planta cargada de monedas que aún no han madurado. Es el momento de evaluar con calma si tu esfuerzo va bien encaminado. Lo que crece despacio suele echar raíces profundas.',
    reversed: 'Invertido, refleja la impaciencia o la sensación de estancamiento que desanima. Quizá mides tu avance con una regla demasiado corta. También puede ser hora de admitir que algo no da fruto y replantar.',
    practicalAction: 'Revisa un proyecto largo y escribe todo lo que ha crecido desde que empezaste, aunque no se vea desde fuera.',
    reversedAction: 'Decide hoy si ajustas, mantienes o sueltas un esfuerzo que todavía no da frutos, y anota por qué.',
  },
  ocho: {
    keywords: ['dedicación', 'maestría', 'práctica', 'detalle'],
    upright: 'Un aprendiz trabaja en su banco y graba una moneda tras otra con la misma atención. La maestría nace de repetir con cuidado, no de un golpe de genio. Hoy tu constancia en lo pequeño construye algo duradero.',
    reversed: 'Al revés, el trabajo se vuelve mecánico, o tan perfeccionista que agota. Repetir sin atención no enseña nada, y pulir sin fin tampoco. Busca el punto en el que el oficio vuelve a tener sentido.',
    practicalAction: 'Practica durante treinta minutos una habilidad que quieras mejorar, con toda tu atención puesta en los detalles.',
    reversedAction: 'Da por terminado hoy algo que ya está suficientemente bien, sin perseguir la perfección.',
  },
  nueve: {
    keywords: ['autonomía', 'disfrute', 'logro propio', 'refinamiento'],
    upright: 'En un jardín lleno de viñas, una mujer elegante pasea con un halcón en la mano. Disfruta de lo que ha cultivado con su propio esfuerzo y de su independencia. Hoy te mereces saborear lo que has construido, sin pedir permiso.',
    reversed: 'Del revés, la autonomía se tambalea o te cuesta disfrutar de lo logrado sin sentir culpa. A veces dependemos de otros más de lo que admitimos, y otras veces nos negamos la ayuda. Revisa en qué se apoya tu bienestar.',
    practicalAction: 'Regálate media hora en un lugar que te guste, sin hacer nada útil, solo disfrutando del momento.',
    reversedAction: 'Escribe qué parte de tu bienestar depende de ti y cuál no, y elige un gesto para cuidar la primera.',
  },
  diez: {
    keywords: ['legado', 'familia', 'raíces', 'largo plazo'],
    upright: 'Bajo un arco, un anciano acaricia a sus perros mientras una pareja y un niño completan la escena familiar. Es la carta de lo que perdura: raíces, tradición y lo que se construye para más de una generación. Hoy conviene pensar a largo plazo y en lo que quieres dejar.',
    reversed: 'Invertido, señala tensiones familiares o viejas costumbres heredadas que piden atención. No todo lo que recibiste tienes que conservarlo. Elegir qué parte de la herencia mantienes también es respetarla.',
    practicalAction: 'Pregunta a una persona mayor de tu familia por una historia de su vida y escúchala con atención.',
    reversedAction: 'Saca hoy con tu familia un tema práctico que lleva tiempo sin hablarse, con calma y sin reproches.',
  },
  sota: {
    keywords: ['estudio', 'aplicación', 'primer paso', 'curiosidad práctica'],
    upright: 'De pie en un campo en flor, la Sota de Oros sostiene una moneda a la altura de los ojos y la estudia con atención. Es el deseo de aprender algo útil y de construir sobre bases sólidas. Hoy un primer paso modesto pero bien dado vale más que un gran plan.',
    reversed: 'Invertida, falta constancia, o el estudio se dispersa entre demasiados intereses. También puede indicar que planificas tanto que nunca empiezas. Elige una cosa y dale tiempo.',
    practicalAction: 'Dedica media hora a estudiar algo que te acerque a una meta concreta, con el teléfono en silencio.',
    reversedAction: 'Retoma un curso, un libro o un tutorial que dejaste a medias y avanza una sola lección.',
  },
  caballero: {
    keywords: ['constancia', 'fiabilidad', 'método', 'paciencia'],
    upright: 'Sobre un caballo quieto y robusto, el Caballero de Oros contempla un campo arado. Avanza despacio pero no se detiene: es la constancia, el método y la palabra que se cumple. Hoy lo aburrido pero necesario es tu mejor aliado.',
    reversed: 'Al revés, la rutina se vuelve estancamiento o la prudencia se convierte en terquedad. Seguir el mismo surco no siempre es fidelidad; a veces es miedo al cambio. Un pequeño ajuste puede devolverte el impulso.',
    practicalAction: 'Haz de principio a fin una tarea aburrida pero importante que llevas días posponiendo.',
    reversedAction: 'Introduce hoy un cambio pequeño en una rutina que se ha vuelto gris: el orden, el lugar o el horario.',
  },
  reina: {
    keywords: ['cuidado práctico', 'hogar', 'bienestar', 'sensatez'],
    upright: 'La Reina de Oros sostiene una moneda en el regazo, rodeada de flores, frutos y un conejo. Cuida con los pies en la tierra: sabe crear un ambiente acogedor y atender lo que hace falta. Hoy tu bienestar se construye con gestos concretos y cotidianos.',
    reversed: 'Invertida, te cuesta equilibrar el cuidado de los demás con el tuyo, o lo práctico se come todo el espacio del disfrute. Sostenerlo todo no te hace imprescindible, te agota. Tú también formas parte de lo que hay que cuidar.',
    practicalAction: 'Haz algo concreto por tu bienestar físico hoy: cocina algo nutritivo o pasa un rato al aire libre.',
    reversedAction: 'Pide a alguien que se encargue hoy de una tarea doméstica y usa ese tiempo para ti.',
  },
  rey: {
    keywords: ['estabilidad', 'solidez', 'generosidad', 'responsabilidad'],
    upright: 'Rodeado de viñas y con un castillo a su espalda, el Rey de Oros descansa en un trono decorado con toros. Ha construido estabilidad con paciencia y la comparte con responsabilidad. Hoy puedes actuar desde la solidez de lo que ya sabes hacer.',
    reversed: 'Del revés, la búsqueda de seguridad se vuelve rigidez, apego a lo material o necesidad de controlar. Acumular no trae por sí solo la paz. Recuerda para qué querías construir todo esto.',
    practicalAction: 'Escribe tus tres metas materiales más importantes y, al lado de cada una, el valor personal al que sirve.',
    reversedAction: 'Dedica hoy una hora a algo que no se mide en resultados: una conversación, un paseo o un rato de juego.',
  },
};
