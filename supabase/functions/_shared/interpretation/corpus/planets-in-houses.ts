import type { PlanetId, Twelve } from '../../contract/vocabulary.ts';

// Each planet in each house: the area of life where that energy works. Every passage names its house
// ("casa 7") because the composer's lead-in names only the sign; each planet opens its twelve passages in
// its own way so that ten of them in one reading do not march to the same beat.

const SUN: Twelve<string> = [
  'En la casa 1, tu Sol se muestra sin filtros: tu identidad se expresa en tu presencia, en tu forma de empezar y en la huella personal que dejas en lo que tocas.',
  'En la casa 2, tu identidad se construye a través de lo que valoras y de tus talentos: descubrir qué sabes hacer y cuánto vale te ayuda a saber quién eres.',
  'En la casa 3, brillas en la comunicación, el aprendizaje y los vínculos cercanos; hablar, escribir, enseñar o recorrer tu entorno te da vitalidad.',
  'En la casa 4, tu centro está en lo íntimo: el hogar, la familia y tus raíces son el escenario donde más te reconoces, aunque no siempre se vea desde fuera.',
  'En la casa 5, tu Sol pide crear, jugar y amar; la expresión personal, el arte, el romance o el contacto con la infancia encienden lo mejor de ti.',
  'En la casa 6, te realizas a través del trabajo diario, del servicio y de los hábitos: resultar útil y mejorar cómo se hacen las cosas te da sentido.',
  'En la casa 7, tu identidad se ilumina en el encuentro: la pareja, las alianzas y los acuerdos son espejos donde aprendes quién eres.',
  'En la casa 8, tu Sol se dirige hacia lo profundo; la intimidad, lo que compartes con otros y los procesos de transformación son tu terreno de crecimiento.',
  'En la casa 9, buscas sentido más allá de lo conocido: viajes, estudios, filosofía y creencias son el camino por el que tu identidad se expande.',
  'En la casa 10, tu Sol apunta a la vocación y a la vida pública: quieres que tu trabajo en el mundo refleje quién eres y deje una huella reconocible.',
  'En la casa 11, brillas en compañía; las amistades, los grupos y los proyectos de futuro son el lugar donde tu identidad encuentra un propósito compartido.',
  'En la casa 12, tu luz trabaja en silencio: la vida interior, la espiritualidad, el retiro y la ayuda discreta a otros son tu manera de brillar.',
];

const MOON: Twelve<string> = [
  'Situada en la casa 1, la Luna hace que tus emociones se lean en tu rostro y en tu forma de estar: resultas transparente para quien sabe mirar.',
  'Situada en la casa 2, la Luna liga tu bienestar emocional a la seguridad material y al valor propio; tener una base estable te calma.',
  'Desde la casa 3, tu Luna necesita conversar, escribir y moverse, y los hermanos, los vecinos o el entorno cercano tienen un peso emocional especial.',
  'La Luna en la casa 4 está en su lugar natural: el hogar y la familia son tu refugio, y la memoria emocional de tus raíces te acompaña siempre.',
  'Con la Luna en la casa 5, sentir es crear: el juego, el romance, el arte y la alegría compartida nutren tu mundo emocional.',
  'Con la Luna en la casa 6, tu estado de ánimo se refleja en tus rutinas; el orden cotidiano, el trabajo y el cuidado del cuerpo te ayudan a encontrar calma.',
  'Desde la casa 7, la Luna te lleva a buscar seguridad emocional en la pareja y en las relaciones cercanas; sostenerte también por tu cuenta equilibra el vínculo.',
  'Situada en la casa 8, la Luna vuelve tus emociones profundas y a veces secretas: necesitas intimidad verdadera y vives procesos intensos de transformación interior.',
  'La Luna en la casa 9 encuentra consuelo en el sentido: viajar, estudiar o explorar otras culturas y filosofías te alimenta el alma.',
  'Con la Luna en la casa 10, tu vida emocional está ligada a tu vocación y a tu imagen pública; necesitas un trabajo que también te conmueva.',
  'Ubicada en la casa 11, la Luna hace de las amistades y los grupos tu familia elegida: te nutre pertenecer a una comunidad con ideales compartidos.',
  'Desde la casa 12, tu Luna vive hacia dentro: necesitas soledad, silencio y espacios de retiro para procesar lo que sientes y recuperar tu centro.',
];

const MERCURY: Twelve<string> = [
  'Desde la casa 1, tu mente está a la vista: te defines a través de lo que piensas y dices, y la curiosidad forma parte de tu presencia.',
  'Mercurio en la casa 2 orienta tu inteligencia hacia lo práctico: pensar cómo valorar y aprovechar tus talentos es uno de tus puntos fuertes.',
  'Mercurio en la casa 3 juega en terreno propio; escribir, aprender, enseñar y conversar con tu entorno cercano te resulta natural.',
  'Desde la casa 4, tus pensamientos vuelven a menudo a la familia y al pasado, y tu hogar puede ser también tu lugar de estudio o de trabajo intelectual.',
  'Mercurio en la casa 5 te da un pensamiento creativo y lúdico: contar historias, escribir o enseñar jugando son formas naturales de expresarte.',
  'Desde la casa 6, tu mente organiza el día a día; eres eficaz con los procesos, los detalles y las tareas que requieren método.',
  'Mercurio en la casa 7 te hace pensar mejor en diálogo: las conversaciones con tu pareja, tus socios o tus clientes estimulan tus mejores ideas.',
  'Desde la casa 8, tu mente investiga; te atraen los misterios, la psicología y todo lo que se esconde bajo la superficie.',
  'Mercurio en la casa 9 orienta tu mente hacia las grandes preguntas: idiomas, viajes, estudios superiores y filosofía amplían tu forma de pensar.',
  'Desde la casa 10, tu palabra tiene una dimensión pública; comunicar, enseñar o gestionar información puede ser parte central de tu vocación.',
  'Mercurio en la casa 11 te ayuda a compartir ideas en grupo: las redes, las amistades y los proyectos colectivos son tu foro natural.',
  'Desde la casa 12, tu mente es intuitiva y reservada: piensas mucho en silencio, y escribir o meditar te ayuda a ordenar lo que percibes.',
];

const VENUS: Twelve<string> = [
  'La casa 1 pone a Venus en primer plano: tu encanto y tu sentido estético forman parte de tu presencia, y facilitas la armonía allí donde llegas.',
  'En la casa 2, Venus une el amor y el valor propio; disfrutas de la belleza tangible y aprendes que tu valía no depende de lo que posees.',
  'Venus en la casa 3 pone gracia en tu forma de hablar y de escribir, y los vínculos con hermanos, vecinos y amistades cercanas te aportan dulzura.',
  'Venus en la casa 4 busca belleza y paz en el hogar: crear un espacio acogedor y unos lazos familiares cariñosos es esencial para ti.',
  'La casa 5 es un lugar feliz para Venus: el romance, el arte, el juego y el disfrute creativo encienden tu capacidad de amar.',
  'En la casa 6, Venus se expresa en pequeños gestos de cuidado, y te sienta bien un entorno de trabajo armonioso y amable.',
  'Venus en la casa 7 pone el amor en el centro de tu vida relacional; las alianzas y la pareja son un terreno donde floreces y aprendes.',
  'En la casa 8, Venus busca fusión e intimidad profunda, y la confianza es el valor que más cuidas en tus vínculos.',
  'Venus en la casa 9 te hace amar lo que amplía tu mundo: otras culturas, viajes, ideas y personas que te abren horizontes.',
  'La casa 10 lleva a Venus a la vida pública: tu sensibilidad estética y tu don para las relaciones pueden tener un papel importante en tu vocación.',
  'Con Venus en la casa 11, la amistad es una forma de amor muy importante para ti, y los grupos con valores compartidos te hacen sentir en casa.',
  'Venus en la casa 12 habla de un amor discreto, compasivo y a veces secreto; la belleza del silencio y del mundo interior te nutre.',
];

const MARS: Twelve<string> = [
  'Marte en la casa 1 te da una presencia enérgica y directa: tu primera reacción es actuar, y la gente percibe tu determinación.',
  'Marte en la casa 2 dirige tu energía a construir recursos y a defender lo que valoras; tu iniciativa se activa cuando está en juego tu autonomía.',
  'Con Marte en la casa 3, tu energía se expresa en palabras: debates con pasión, piensas rápido y te mueves mucho por tu entorno.',
  'Marte en la casa 4 vuelca tu energía en el hogar y la familia; puedes ser el motor de tu casa, y conviene que las tensiones domésticas encuentren cauce.',
  'Marte en la casa 5 pone pasión en el juego, el deporte, el romance y la creación: te mueve lo que te divierte y te permite expresarte.',
  'Con Marte en la casa 6, trabajas con energía y gran capacidad de esfuerzo, y el movimiento físico regular te ayuda a canalizar la tensión del día a día.',
  'Marte en la casa 7 activa tu energía en las relaciones: atraes personas de carácter fuerte y aprendes a negociar sin perder tu posición.',
  'Marte en la casa 8 te da un deseo intenso y una voluntad capaz de atravesar crisis; tu fuerza aparece cuando hay algo profundo en juego.',
  'Con Marte en la casa 9, actúas por convicción: defiendes tus ideas con vehemencia y te motivan los viajes, los estudios y las causas con sentido.',
  'Marte en la casa 10 hace visible tu ambición: quieres conquistar metas profesionales y tomar la iniciativa en el ámbito público.',
  'Marte en la casa 11 pone tu energía al servicio de proyectos colectivos, y te implicas con fuerza en los grupos y las causas que compartes.',
  'Con Marte en la casa 12, tu energía trabaja entre bastidores: actúas mejor en soledad o al servicio de algo mayor, y reconocer tu enfado evita que se vuelva contra ti.',
];

const JUPITER: Twelve<string> = [
  'Júpiter en la casa 1 te da una presencia optimista y expansiva; la gente percibe tu confianza y tu generosidad desde el primer momento.',
  'En la casa 2, Júpiter amplía tu relación con los recursos y los talentos: crees en tu valor y encuentras maneras de multiplicar lo que sabes hacer.',
  'Con Júpiter en la casa 3, aprender, enseñar y comunicar son fuentes de crecimiento, y tu curiosidad abre puertas.',
  'Júpiter en la casa 4 hace del hogar un espacio de crecimiento; las raíces familiares y un entorno doméstico amplio te dan confianza.',
  'En la casa 5, Júpiter expande tu creatividad, tu alegría y tu capacidad de disfrutar: el juego y el arte son fuentes de abundancia interior.',
  'Júpiter en la casa 6 te hace crecer a través del trabajo cotidiano y el servicio, y encontrar sentido en lo pequeño es tu riqueza.',
  'Con Júpiter en la casa 7, las relaciones y las alianzas son una vía principal de crecimiento: las personas que te rodean amplían tu mundo.',
  'En la casa 8, Júpiter te da confianza para atravesar procesos profundos; las crisis suelen dejarte más sabiduría de la que te quitan.',
  'Júpiter en la casa 9 está en su lugar natural: los viajes, el estudio, la filosofía y la enseñanza son caminos generosos para ti.',
  'En la casa 10, Júpiter amplía tu vocación y tu proyección pública, y desde tu trabajo en el mundo puedes inspirar a otros.',
  'Júpiter en la casa 11 hace de la amistad y la comunidad una fuente de oportunidades y de alegría; tus sueños crecen en compañía.',
  'En la casa 12, Júpiter actúa como una protección silenciosa: tu vida interior, la espiritualidad y la compasión son un gran recurso.',
];

const SATURN: Twelve<string> = [
  'Saturno en la casa 1 te da una presencia seria y responsable; quizá te costó mostrarte con soltura, y con los años tu autoridad natural se afianza.',
  'En la casa 2, Saturno te enseña a construir tu seguridad y tu autoestima paso a paso, y lo que logras con esfuerzo propio tiene un valor especial para ti.',
  'Con Saturno en la casa 3, aprendes a comunicarte con rigor y precisión; tu palabra gana peso cuando confías en ella.',
  'Saturno en la casa 4 señala responsabilidades tempranas en la familia o el hogar, y construir tu propio espacio seguro es una tarea de vida.',
  'En la casa 5, Saturno te pide tomarte en serio tu creatividad y tu alegría: con disciplina, tu expresión personal se vuelve sólida y duradera.',
  'Saturno en la casa 6 te da una gran capacidad de trabajo y de método; dosificar la exigencia y cuidar tus rutinas forma parte de la lección.',
  'Con Saturno en la casa 7, las relaciones son un campo de aprendizaje serio: buscas compromiso y lealtad, y tus vínculos maduran con el tiempo.',
  'En la casa 8, Saturno te invita a enfrentar con madurez la intimidad, la confianza y los cambios profundos; lo que atraviesas te deja una fuerza serena.',
  'Saturno en la casa 9 te lleva a construir tus creencias con rigor: desconfías de las verdades fáciles y tu sabiduría se forja con la experiencia.',
  'En la casa 10, Saturno pone en tu vocación una ambición paciente, y el reconocimiento llega con el tiempo y con un trabajo constante.',
  'Con Saturno en la casa 11, eliges tus amistades con cuidado y las conservas durante años; en los grupos y proyectos colectivos asumes responsabilidades.',
  'Saturno en la casa 12 te pide trabajar con lo interior: miedos antiguos, silencio y soledad pueden convertirse en fuente de profundidad y de calma.',
];

const URANUS: Twelve<string> = [
  'En tu carta, Urano ocupa la casa 1: tu manera de presentarte es original e independiente, y necesitas libertad para ser como eres.',
  'Urano en la casa 2 vuelve cambiante y poco convencional tu relación con los recursos; valoras la libertad por encima de la seguridad.',
  'Con Urano en la casa 3, tu mente es eléctrica y tus ideas sorprenden: aprendes a saltos y te atraen las formas nuevas de comunicar.',
  'Urano en la casa 4 trae cambios y movimiento al hogar, y quizá necesites crear un concepto de familia y de raíces a tu medida.',
  'En tu carta, Urano cae en la casa 5, y eso vuelve original tu creatividad e imprevisibles tus amores; te atrae lo que rompe la rutina.',
  'Urano en la casa 6 pide flexibilidad en el trabajo y en las rutinas: funcionas mejor con autonomía y métodos innovadores.',
  'Con Urano en la casa 7, necesitas relaciones que respeten tu libertad, y te atraen personas originales y vínculos poco convencionales.',
  'Urano en la casa 8 puede traer transformaciones súbitas que liberan; vives la intimidad con intensidad y, a la vez, con independencia.',
  'Urano en la casa 9 te impulsa a cuestionar creencias heredadas y a buscar verdades propias; los viajes y los estudios pueden darte giros inesperados.',
  'En tu carta, Urano ocupa la casa 10 y pide una vocación con libertad y originalidad; tu camino profesional puede incluir cambios de rumbo significativos.',
  'Con Urano en la casa 11, los grupos y las amistades son fuente de ideas renovadoras, y te motiva todo lo que mira hacia el futuro.',
  'Urano en la casa 12 trabaja desde el inconsciente: tus intuiciones llegan de golpe y la vida interior puede darte revelaciones liberadoras.',
];

const NEPTUNE: Twelve<string> = [
  'Neptuno cae en tu casa 1: tu presencia es sensible, difícil de definir y muy receptiva a las atmósferas, y cuidar tus límites te protege.',
  'Con Neptuno en la casa 2, tu relación con lo material es idealista; conviene poner claridad práctica en tus recursos y recordar que tu valor no es solo tangible.',
  'Neptuno en la casa 3 da a tu mente un tono poético e intuitivo, y la escritura creativa o la música pueden ser tu forma de comunicar.',
  'Neptuno cae en tu casa 4 e idealiza el hogar y las raíces; tu casa puede ser un santuario, y revisar con ternura la historia familiar te aclara.',
  'Neptuno en la casa 5 inspira tu creatividad y tu forma de enamorarte: el arte, el cine o la música son fuentes de magia para ti.',
  'Con Neptuno en la casa 6, buscas sentido en el trabajo cotidiano y en el servicio, y un orden amable en tus rutinas te ayuda a no dispersarte.',
  'Neptuno en la casa 7 te hace buscar una conexión casi espiritual con la pareja; ver a las personas como son te protege de desilusiones.',
  'Neptuno cae en tu casa 8 y da a tu intimidad una cualidad mística: los procesos profundos te conectan con algo que te trasciende.',
  'Neptuno en la casa 9 te orienta hacia la espiritualidad y los ideales, y tu fe se nutre más de lo que intuyes que de lo que te enseñan.',
  'Con Neptuno en la casa 10, tu vocación puede estar ligada al arte, a la ayuda o a lo espiritual, y tu imagen pública inspira aunque cueste encasillarla.',
  'Neptuno en la casa 11 te hace soñar con comunidades ideales; tus amistades pueden ser almas afines, y elegir con discernimiento te cuida.',
  'Neptuno en la casa 12 está en su lugar natural: tu mundo interior es rico, compasivo y muy intuitivo, y el silencio te renueva.',
];

const PLUTO: Twelve<string> = [
  'Plutón en la casa 1 te da una presencia intensa y magnética, y tu vida incluye reinvenciones profundas de tu propia identidad.',
  'Con Plutón en la casa 2, tu relación con los recursos y el valor propio pasa por transformaciones de fondo: descubres un poder que no depende de lo que tienes.',
  'Plutón en la casa 3 da profundidad y poder a tu palabra; investigas, persuades, y tus ideas pueden transformar a otros.',
  'Desde la casa 4, Plutón remueve las raíces: la historia familiar es un territorio de transformación, y sanarla te da una fuerza enorme.',
  'Plutón en la casa 5 intensifica tu creatividad y tu manera de amar, hasta el punto de que lo que creas o amas te transforma.',
  'Con Plutón en la casa 6, transformas tu vida a través de los hábitos y el trabajo, y tienes capacidad para regenerar lo que no funciona.',
  'Plutón en la casa 7 hace de las relaciones un espacio de transformación profunda: aprendes sobre el poder y la confianza a través del otro.',
  'Plutón en la casa 8 está en su lugar natural; la intimidad, las crisis y los renacimientos son parte esencial de tu camino.',
  'Desde la casa 9, Plutón te lleva a transformar tus creencias: buscas verdades que cambien tu vida, no solo tus opiniones.',
  'Plutón en la casa 10 da a tu vocación un sentido de misión, y tu influencia puede crecer mucho cuando la usas con integridad.',
  'Con Plutón en la casa 11, los grupos y las amistades te transforman y tú los transformas a ellos; te atraen los proyectos con impacto colectivo.',
  'Desde la casa 12, Plutón trabaja en lo profundo del inconsciente; explorar tu mundo interior con paciencia y buena compañía libera una gran energía.',
];

export const PLANET_IN_HOUSE: Record<PlanetId, Twelve<string>> = {
  sun: SUN,
  moon: MOON,
  mercury: MERCURY,
  venus: VENUS,
  mars: MARS,
  jupiter: JUPITER,
  saturn: SATURN,
  uranus: URANUS,
  neptune: NEPTUNE,
  pluto: PLUTO,
};

