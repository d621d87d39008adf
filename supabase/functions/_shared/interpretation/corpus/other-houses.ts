import type { PlanetId, Twelve } from '../../contract/vocabulary.ts';

// Each planet in each house for someone else's chart, in the third person (corpus/planets-in-houses.ts speaks
// to the owner). Written anew and gender-neutral; each passage names its house, as the composer expects.

const SUN: Twelve<string> = [
  'En la casa 1, su Sol se deja ver sin filtros: su identidad se nota en su presencia, en su manera de empezar y en el sello personal que deja en lo que toca.',
  'En la casa 2, su identidad se construye a través de lo que valora y de sus talentos: descubrir qué sabe hacer y cuánto vale le ayuda a saber quién es.',
  'En la casa 3, brilla en la comunicación, el aprendizaje y los vínculos cercanos; hablar, escribir, enseñar o moverse por su entorno le da vitalidad.',
  'En la casa 4, su centro está en lo íntimo: el hogar, la familia y las raíces son el escenario donde más se reconoce, aunque desde fuera no siempre se vea.',
  'En la casa 5, su Sol pide crear, jugar y amar; la expresión personal, el arte, el romance o el trato con la infancia sacan lo mejor de su persona.',
  'En la casa 6, se realiza a través del trabajo diario, el servicio y los hábitos: ser útil y mejorar cómo se hacen las cosas le da sentido.',
  'En la casa 7, su identidad se ilumina en el encuentro: la pareja, las alianzas y los acuerdos son espejos donde aprende quién es.',
  'En la casa 8, su Sol mira hacia lo hondo; la intimidad, lo que comparte con otros y los procesos de transformación son su terreno de crecimiento.',
  'En la casa 9, busca sentido más allá de lo conocido: viajes, estudios, filosofía y creencias son el camino por el que su identidad se ensancha.',
  'En la casa 10, su Sol apunta a la vocación y a la vida pública: quiere que su trabajo en el mundo refleje quién es y deje una huella reconocible.',
  'En la casa 11, brilla en compañía; las amistades, los grupos y los proyectos de futuro son donde su identidad encuentra un propósito compartido.',
  'En la casa 12, su luz trabaja en silencio: la vida interior, la espiritualidad, el retiro y la ayuda discreta a otros son su manera de brillar.',
];

const MOON: Twelve<string> = [
  'Situada en la casa 1, la Luna hace que sus emociones se lean en su rostro y en su forma de estar: resulta transparente para quien sabe mirar.',
  'Situada en la casa 2, la Luna une su bienestar emocional a la seguridad material y al valor propio; tener una base estable le da calma.',
  'Desde la casa 3, su Luna necesita conversar, escribir y moverse, y los hermanos, los vecinos o el entorno cercano pesan mucho en lo afectivo.',
  'La Luna en la casa 4 está en su lugar natural: el hogar y la familia son su refugio, y la memoria emocional de sus raíces nunca se aleja.',
  'Con la Luna en la casa 5, sentir es crear: el juego, el romance, el arte y la alegría compartida alimentan su mundo emocional.',
  'Con la Luna en la casa 6, su ánimo se refleja en sus rutinas; el orden cotidiano, el trabajo y el cuidado del cuerpo le ayudan a encontrar calma.',
  'Desde la casa 7, la Luna empuja a buscar seguridad emocional en la pareja y en las relaciones cercanas; sostenerse también por su cuenta equilibra el vínculo.',
  'Situada en la casa 8, la Luna vuelve sus emociones hondas y a veces secretas: necesita intimidad verdadera y vive procesos intensos de transformación interior.',
  'La Luna en la casa 9 encuentra consuelo en el sentido: viajar, estudiar o explorar otras culturas y filosofías le alimenta el alma.',
  'Con la Luna en la casa 10, su vida emocional está ligada a su vocación y a su imagen pública; necesita un trabajo que también le conmueva.',
  'Ubicada en la casa 11, la Luna hace de las amistades y los grupos su familia elegida: le nutre pertenecer a una comunidad con ideales comunes.',
  'Desde la casa 12, su Luna vive hacia dentro: necesita soledad, silencio y espacios de retiro para procesar lo que siente y recuperar su centro.',
];

const MERCURY: Twelve<string> = [
  'Desde la casa 1, su mente está a la vista: se define por lo que piensa y dice, y la curiosidad forma parte de su presencia.',
  'Mercurio en la casa 2 orienta su inteligencia hacia lo práctico: pensar cómo valorar y aprovechar sus talentos es uno de sus puntos fuertes.',
  'Mercurio en la casa 3 juega en terreno propio; escribir, aprender, enseñar y conversar con su entorno cercano le sale con naturalidad.',
  'Desde la casa 4, sus pensamientos vuelven a menudo a la familia y al pasado, y su casa puede ser también su lugar de estudio o de trabajo intelectual.',
  'Mercurio en la casa 5 le da un pensamiento creativo y lúdico: contar historias, escribir o enseñar jugando son formas naturales de expresarse.',
  'Desde la casa 6, su mente organiza el día a día; rinde mucho con los procesos, los detalles y las tareas que piden método.',
  'Mercurio en la casa 7 le hace pensar mejor en diálogo: las conversaciones con su pareja, sus socios o sus clientes despiertan sus mejores ideas.',
  'Desde la casa 8, su mente investiga; le atraen los misterios, la psicología y todo lo que se esconde bajo la superficie.',
  'Mercurio en la casa 9 orienta su mente hacia las grandes preguntas: idiomas, viajes, estudios superiores y filosofía amplían su forma de pensar.',
  'Desde la casa 10, su palabra tiene una dimensión pública; comunicar, enseñar o manejar información puede ser parte central de su vocación.',
  'Mercurio en la casa 11 le ayuda a compartir ideas en grupo: las redes, las amistades y los proyectos colectivos son su foro natural.',
  'Desde la casa 12, su mente es intuitiva y reservada: piensa mucho en silencio, y escribir o meditar le ayuda a ordenar lo que percibe.',
];

const VENUS: Twelve<string> = [
  'La casa 1 pone a Venus en primer plano: su encanto y su sentido estético forman parte de su presencia, y facilita la armonía allí donde llega.',
  'En la casa 2, Venus une el amor y el valor propio; disfruta de la belleza tangible y aprende que su valía no depende de lo que posee.',
  'Venus en la casa 3 pone gracia en su forma de hablar y de escribir, y los lazos con hermanos, vecinos y amistades cercanas le aportan dulzura.',
  'Venus en la casa 4 busca belleza y paz en el hogar: crear un espacio acogedor y unos lazos familiares cariñosos es esencial en su vida.',
  'La casa 5 es un lugar feliz para Venus: el romance, el arte, el juego y el disfrute creativo encienden su capacidad de amar.',
  'En la casa 6, Venus se expresa en pequeños gestos de cuidado, y le sienta bien un entorno de trabajo armonioso y amable.',
  'Venus en la casa 7 pone el amor en el centro de su vida relacional; las alianzas y la pareja son un terreno donde florece y aprende.',
  'En la casa 8, Venus busca fusión e intimidad honda, y la confianza es el valor que más cuida en sus vínculos.',
  'Venus en la casa 9 le hace amar lo que amplía su mundo: otras culturas, viajes, ideas y personas que abren horizontes.',
  'La casa 10 lleva a Venus a la vida pública: su sensibilidad estética y su don para las relaciones pueden pesar mucho en su vocación.',
  'Con Venus en la casa 11, la amistad es una forma de amor muy importante en su vida, y los grupos con valores compartidos le hacen sentir en casa.',
  'Venus en la casa 12 habla de un amor discreto, compasivo y a veces secreto; la belleza del silencio y del mundo interior le nutre.',
];

const MARS: Twelve<string> = [
  'Marte en la casa 1 le da una presencia enérgica y directa: su primera reacción es actuar, y la gente percibe su determinación.',
  'Marte en la casa 2 dirige su energía a construir recursos y a defender lo que valora; su iniciativa se enciende cuando está en juego su autonomía.',
  'Con Marte en la casa 3, su energía se expresa en palabras: debate con pasión, piensa rápido y se mueve mucho por su entorno.',
  'Marte en la casa 4 vuelca su energía en el hogar y la familia; puede ser el motor de su casa, y conviene que las tensiones domésticas encuentren cauce.',
  'Marte en la casa 5 pone pasión en el juego, el deporte, el romance y la creación: se mueve por lo que le divierte y le deja expresarse.',
  'Con Marte en la casa 6, trabaja con energía y gran capacidad de esfuerzo, y el ejercicio regular le ayuda a descargar la tensión del día a día.',
  'Marte en la casa 7 activa su energía en las relaciones: atrae a personas de carácter fuerte y aprende a negociar sin perder su posición.',
  'Marte en la casa 8 le da un deseo intenso y una voluntad capaz de atravesar crisis; su fuerza aparece cuando hay algo hondo en juego.',
  'Con Marte en la casa 9, actúa por convicción: defiende sus ideas con vehemencia y los viajes, los estudios y las causas con sentido le motivan.',
  'Marte en la casa 10 hace visible su ambición: quiere alcanzar metas profesionales y tomar la iniciativa en el ámbito público.',
  'Marte en la casa 11 pone su energía al servicio de proyectos colectivos, y se implica con fuerza en los grupos y las causas que comparte.',
  'Con Marte en la casa 12, su energía trabaja entre bastidores: actúa mejor en soledad o al servicio de algo mayor, y reconocer su enfado evita que se vuelva contra sí.',
];

const JUPITER: Twelve<string> = [
  'Júpiter en la casa 1 le da una presencia optimista y expansiva; la gente percibe su confianza y su generosidad desde el primer momento.',
  'En la casa 2, Júpiter amplía su relación con los recursos y los talentos: cree en su valor y encuentra maneras de multiplicar lo que sabe hacer.',
  'Con Júpiter en la casa 3, aprender, enseñar y comunicar son fuentes de crecimiento, y su curiosidad abre puertas.',
  'Júpiter en la casa 4 hace del hogar un espacio de crecimiento; las raíces familiares y un entorno doméstico amplio le dan confianza.',
  'En la casa 5, Júpiter expande su creatividad, su alegría y su capacidad de disfrutar: el juego y el arte son fuentes de abundancia interior.',
  'Júpiter en la casa 6 le hace crecer a través del trabajo cotidiano y el servicio, y encontrar sentido en lo pequeño es su riqueza.',
  'Con Júpiter en la casa 7, las relaciones y las alianzas son una vía principal de crecimiento: las personas que tiene cerca amplían su mundo.',
  'En la casa 8, Júpiter le da confianza para atravesar procesos hondos; las crisis suelen dejarle más sabiduría de la que le quitan.',
  'Júpiter en la casa 9 está en su lugar natural: los viajes, el estudio, la filosofía y la enseñanza son caminos generosos en su vida.',
  'En la casa 10, Júpiter amplía su vocación y su proyección pública, y desde su trabajo en el mundo puede inspirar a otros.',
  'Júpiter en la casa 11 hace de la amistad y la comunidad una fuente de oportunidades y de alegría; sus sueños crecen en compañía.',
  'En la casa 12, Júpiter actúa como una protección silenciosa: la vida interior, la espiritualidad y la compasión son un gran recurso en su vida.',
];

const SATURN: Twelve<string> = [
  'Saturno en la casa 1 le da una presencia seria y responsable; quizá le costó mostrarse con soltura, y con los años su autoridad natural se afianza.',
  'En la casa 2, Saturno propone construir la seguridad y la autoestima paso a paso, y lo que logra con esfuerzo propio tiene para esta persona un valor especial.',
  'Con Saturno en la casa 3, aprende a comunicarse con rigor y precisión; su palabra gana peso cuando confía en ella.',
  'Saturno en la casa 4 señala responsabilidades tempranas en la familia o el hogar, y construir su propio espacio seguro es una tarea de toda la vida.',
  'En la casa 5, Saturno le pide tomarse en serio su creatividad y su alegría: con disciplina, su expresión personal se vuelve sólida y duradera.',
  'Saturno en la casa 6 le da una gran capacidad de trabajo y de método; dosificar la exigencia y cuidar sus rutinas forma parte de la lección.',
  'Con Saturno en la casa 7, las relaciones son un campo de aprendizaje serio: busca compromiso y lealtad, y sus vínculos maduran con el tiempo.',
  'En la casa 8, Saturno pide afrontar con madurez la intimidad, la confianza y los cambios hondos; lo atravesado le deja una fuerza serena.',
  'Saturno en la casa 9 pide construir las creencias con rigor: desconfía de las verdades fáciles y su sabiduría se forja con la experiencia.',
  'En la casa 10, Saturno pone en su vocación una ambición paciente, y el reconocimiento llega con el tiempo y con un trabajo constante.',
  'Con Saturno en la casa 11, elige sus amistades con cuidado y las conserva durante años; en los grupos y proyectos colectivos asume responsabilidades.',
  'Saturno en la casa 12 le pide trabajar con lo interior: miedos antiguos, silencio y soledad pueden volverse fuente de hondura y de calma.',
];

const URANUS: Twelve<string> = [
  'En esta carta, Urano ocupa la casa 1: su manera de presentarse es original e independiente, y necesita libertad para ser como es.',
  'Urano en la casa 2 vuelve cambiante y poco convencional su relación con los recursos; valora la libertad por encima de la seguridad.',
  'Con Urano en la casa 3, su mente es eléctrica y sus ideas sorprenden: aprende a saltos y le atraen las formas nuevas de comunicar.',
  'Urano en la casa 4 trae cambios y movimiento al hogar, y quizá necesite una idea de familia y de raíces a su medida.',
  'En esta carta, Urano cae en la casa 5, y eso vuelve original su creatividad e imprevisibles sus amores; le atrae lo que rompe la rutina.',
  'Urano en la casa 6 pide flexibilidad en el trabajo y en las rutinas: funciona mejor con autonomía y métodos innovadores.',
  'Con Urano en la casa 7, necesita relaciones que respeten su libertad, y le atraen las personas originales y los vínculos poco convencionales.',
  'Urano en la casa 8 puede traer transformaciones súbitas que liberan; vive la intimidad con intensidad y, a la vez, con independencia.',
  'Urano en la casa 9 empuja a cuestionar creencias heredadas y a buscar verdades propias; los viajes y los estudios pueden traerle giros inesperados.',
  'En esta carta, Urano ocupa la casa 10 y pide una vocación con libertad y originalidad; su camino profesional puede incluir cambios de rumbo importantes.',
  'Con Urano en la casa 11, los grupos y las amistades son fuente de ideas renovadoras, y todo lo que mira al futuro le motiva.',
  'Urano en la casa 12 trabaja desde el inconsciente: sus intuiciones llegan de golpe y la vida interior puede darle revelaciones que liberan.',
];

const NEPTUNE: Twelve<string> = [
  'Neptuno cae en su casa 1: su presencia es sensible, difícil de definir y muy receptiva a los ambientes, y cuidar sus límites es su mejor protección.',
  'Con Neptuno en la casa 2, su relación con lo material es idealista; conviene poner claridad práctica en sus recursos y recordar que su valor no es solo tangible.',
  'Neptuno en la casa 3 da a su mente un tono poético e intuitivo, y la escritura creativa o la música pueden ser su forma de comunicar.',
  'Neptuno cae en su casa 4 e idealiza el hogar y las raíces; su casa puede ser un santuario, y revisar con ternura la historia familiar le aclara muchas cosas.',
  'Neptuno en la casa 5 inspira su creatividad y su forma de enamorarse: el arte, el cine o la música son fuentes de magia en su vida.',
  'Con Neptuno en la casa 6, busca sentido en el trabajo cotidiano y en el servicio, y un orden amable en sus rutinas le ayuda a no dispersarse.',
  'Neptuno en la casa 7 le hace buscar una conexión casi espiritual con la pareja; ver a las personas como son evita desilusiones.',
  'Neptuno cae en su casa 8 y da a su intimidad una cualidad mística: los procesos hondos abren una puerta a algo que va más allá de su historia.',
  'Neptuno en la casa 9 orienta su vida hacia la espiritualidad y los ideales, y su fe se nutre más de lo que intuye que de lo que le enseñan.',
  'Con Neptuno en la casa 10, su vocación puede estar ligada al arte, a la ayuda o a lo espiritual, y su imagen pública inspira aunque cueste encasillarla.',
  'Neptuno en la casa 11 le hace soñar con comunidades ideales; sus amistades pueden ser almas afines, y elegir con discernimiento es una forma de cuidarse.',
  'Neptuno en la casa 12 está en su lugar natural: su mundo interior es rico, compasivo y muy intuitivo, y el silencio renueva sus fuerzas.',
];

const PLUTO: Twelve<string> = [
  'Plutón en la casa 1 le da una presencia intensa y magnética, y su vida incluye reinvenciones hondas de su propia identidad.',
  'Con Plutón en la casa 2, su relación con los recursos y el valor propio pasa por transformaciones de fondo: descubre un poder que no depende de lo que tiene.',
  'Plutón en la casa 3 da hondura y poder a su palabra; investiga, persuade, y sus ideas pueden transformar a otros.',
  'Desde la casa 4, Plutón remueve las raíces: la historia familiar es un territorio de transformación, y sanarla le da una fuerza enorme.',
  'Plutón en la casa 5 intensifica su creatividad y su manera de amar, hasta el punto de que lo que crea o ama transforma su vida.',
  'Con Plutón en la casa 6, transforma su vida a través de los hábitos y el trabajo, y tiene capacidad para regenerar lo que no funciona.',
  'Plutón en la casa 7 hace de las relaciones un espacio de transformación honda: aprende sobre el poder y la confianza a través del otro.',
  'Plutón en la casa 8 está en su lugar natural; la intimidad, las crisis y los renacimientos son parte esencial de su camino.',
  'Desde la casa 9, Plutón lleva a transformar las creencias: busca verdades que cambien su vida, no solo sus opiniones.',
  'Plutón en la casa 10 da a su vocación un sentido de misión, y su influencia puede crecer mucho cuando la usa con integridad.',
  'Con Plutón en la casa 11, los grupos y las amistades transforman su vida y su presencia los transforma a ellos; le atraen los proyectos con impacto colectivo.',
  'Desde la casa 12, Plutón trabaja en lo hondo del inconsciente; explorar su mundo interior con paciencia y buena compañía libera una gran energía.',
];

export const OTHER_PLANET_IN_HOUSE: Record<PlanetId, Twelve<string>> = {
  sun: SUN, moon: MOON, mercury: MERCURY, venus: VENUS, mars: MARS, jupiter: JUPITER, saturn: SATURN, uranus: URANUS, neptune: NEPTUNE, pluto: PLUTO,
};
