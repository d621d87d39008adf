import type { SignId } from '../../contract/chart.ts';
import type { SignPassagePlanet } from '../../contract/vocabulary.ts';

// Mercury to Pluto, sign by sign. The composer names the planet and the sign in its own lead-in, so these
// passages speak straight about the person. Uranus, Neptune and Pluto stay in a sign for years: their
// texts speak of a generation first and then of its personal echo, each planet with its own turn of phrase
// because the three always appear side by side.

const MERCURY: Record<SignId, string> = {
  aries:
    'Piensas rápido y hablas sin rodeos; tu mente disfruta del debate y de las decisiones inmediatas. Revisar antes de responder hace que tus primeras ideas, a menudo brillantes, lleguen también completas.',
  taurus:
    'Tu pensamiento es pausado y concreto: necesitas comprender a fondo antes de opinar, y cuando llegas a una conclusión, la sostienes. Aprendes mejor con ejemplos prácticos que con teorías sueltas.',
  gemini:
    'Géminis es uno de los domicilios de Mercurio, y aquí tu mente trabaja con su herramienta natural: es veloz, ingeniosa y capaz de sostener muchas ideas a la vez. Tienes facilidad para la palabra, los idiomas y las conexiones inesperadas; elegir en qué profundizar es tu gran tarea.',
  cancer:
    'Piensas con la memoria y con el corazón: recuerdas tonos, gestos y emociones más que datos fríos. Te comunicas con cuidado, y tus opiniones suelen nacer de lo que has vivido.',
  leo:
    'Hablas con convicción y con un toque teatral que hace que te escuchen. Tu mente es creativa y se entusiasma con sus propias ideas; acoger las ajenas con la misma generosidad enriquece tu voz.',
  virgo:
    'Virgo es a la vez domicilio y exaltación de Mercurio, una combinación poco común que afila la mente: es analítica, precisa y excelente con los detalles, y ves el error que otros pasan por alto. Ese filo, dirigido hacia ti, puede volverse autocrítica; úsalo como herramienta y no como juicio.',
  libra:
    'Piensas en diálogo: necesitas contrastar, escuchar otras versiones y buscar la forma más justa de decir las cosas. Tu diplomacia es un talento, siempre que no te lleve a posponer indefinidamente las decisiones.',
  scorpio:
    'Tu pensamiento va al fondo: investigas, sospechas de lo evidente y lees entre líneas con una agudeza notable. Hablas poco de lo que de verdad importa, pero cuando lo haces, tus palabras pesan.',
  sagittarius:
    'Sagitario es el exilio de Mercurio, frente a Géminis: tu mente rinde más con visión y síntesis que con listas y datos sueltos, y eso es un estilo, no una carencia. Te apasionan la filosofía, los viajes y las ideas que abren horizontes, y hablas con franqueza y entusiasmo; solo cuida que la mirada de conjunto no te haga saltar detalles importantes.',
  capricorn:
    'Piensas con estructura y realismo: organizas, planificas y prefieres las ideas que pueden llevarse a la práctica. Tu palabra es seria y fiable, y permitirte algo de juego mental alimenta también tu creatividad.',
  aquarius:
    'Tu mente es original, independiente y se adelanta a su tiempo: te atraen las ideas nuevas, la tecnología y las preguntas que incomodan al consenso. A veces defiendes tu punto de vista con tanta lógica que olvidas el tono emocional de la conversación.',
  pisces:
    'Piscis es a la vez exilio y caída de Mercurio: la lógica lineal cede ante la intuición, y piensas en imágenes, símbolos y asociaciones más que en líneas rectas. Tu comunicación es sensible y poética, y anotar lo que percibes te ayuda a dar forma a ideas que, de otro modo, se te escaparían.',
};

const VENUS: Record<SignId, string> = {
  aries:
    'Aries es el exilio de Venus, frente a Libra: amas con entusiasmo y franqueza, y te atraen la conquista, la chispa y la gente que te desafía, un estilo más directo del que la tradición consideraba cómodo. Saberlo te evita compararte con modelos de amor más sosegados. Tu reto es sostener el interés cuando la relación entra en calma.',
  taurus:
    'Tauro es uno de los domicilios de Venus, y el afecto fluye aquí con naturalidad: amas con los sentidos, con lealtad y con una paciencia que construye vínculos duraderos. Valoras la belleza tangible y el bienestar, y sabes disfrutar de lo simple.',
  gemini:
    'Te enamora una buena conversación: necesitas juego, humor y estímulo mental en tus vínculos. Valoras la libertad y la variedad, y para ti una relación viva es un diálogo que nunca se agota.',
  cancer:
    'Amas cuidando, y necesitas sentir un hogar emocional junto a quien quieres. Tu ternura es profunda y leal; expresar lo que necesitas, en lugar de esperar que lo adivinen, fortalece tus lazos.',
  leo:
    'Amas a lo grande, con gestos generosos y un corazón que quiere brillar junto al otro. Necesitas admiración mutua y celebración; el amor, para ti, también es un escenario donde jugar.',
  virgo:
    'Virgo es la caída de Venus, y tu cariño se expresa en actos más que en palabras: estar, ayudar, recordar los detalles. Valoras lo auténtico y lo bien hecho; aflojar la exigencia, contigo y con quien amas, hace más fácil recibir.',
  libra:
    'Libra es uno de los domicilios de Venus, y se nota en tu sentido refinado de la armonía, la estética y el compañerismo. Amas desde la reciprocidad y el respeto; cuidar tu individualidad dentro de la pareja mantiene vivo el equilibrio.',
  scorpio:
    'Escorpio es el exilio de Venus, frente a Tauro: amas con una intensidad total que la tradición no tenía por cómoda, y buscas una intimidad sin máscaras. La lealtad y la profundidad son tus valores en el amor, y los celos aparecen cuando el miedo a perder pesa más que la confianza.',
  sagittarius:
    'Amas con libertad, humor y ganas de crecer junto al otro. Te atraen las personas que amplían tu mundo, y una relación sin espacio para la aventura se te queda pequeña.',
  capricorn:
    'Amas con seriedad y compromiso: te tomas tu tiempo y, cuando eliges, construyes con constancia. Valoras la fiabilidad por encima de las promesas, y con los años tu ternura se vuelve más visible.',
  aquarius:
    'Amas desde la amistad y la libertad: necesitas un vínculo entre iguales, donde cada quien pueda seguir siendo quien es. Valoras lo original y lo auténtico por encima de las convenciones.',
  pisces:
    'Piscis es la exaltación de Venus: el amor se vuelve compasión, y tu sensibilidad a la belleza alcanza un registro casi espiritual. Tu romanticismo es sincero y generoso, con cierta tendencia a idealizar; ver al otro tal como es, y no solo como lo sueñas, protege tu corazón.',
};

const MARS: Record<SignId, string> = {
  aries:
    'Aries es uno de los domicilios de Marte, y tu impulso sale sin rodeos: es directo, valiente y competitivo, y actúas en cuanto decides. Tu energía arranca con fuerza; dirigirla a proyectos concretos evita que se queme en impaciencia.',
  taurus:
    'Tauro es el exilio de Marte, frente a Escorpio: tu energía prefiere la constancia al ataque directo, y tu acción tarda en arrancar, pero una vez en marcha es imparable. Tienes una resistencia enorme y defiendes lo tuyo con firmeza; la terquedad es la sombra de esa misma fuerza.',
  gemini:
    'Actúas a través de la palabra y la mente: debates, negocias y mueves varias cosas a la vez. Tu energía es versátil y nerviosa, y el movimiento físico te ayuda a bajar la tensión mental.',
  cancer:
    'Cáncer es la caída de Marte: tu manera de actuar está teñida de emoción, y te mueves con más fuerza cuando defiendes a los tuyos que cuando peleas por ti. A veces el enfado sale de lado en lugar de directo; nombrarlo a tiempo te da claridad.',
  leo:
    'Actúas con orgullo, pasión y un deseo genuino de dejar huella. Tu energía es cálida y contagiosa: te mueve lo que te ilusiona, y te cuesta sostener aquello que no te deja expresarte.',
  virgo:
    'Tu energía es metódica y precisa: rindes mejor con un plan claro y tareas bien definidas. Puedes trabajar con enorme dedicación, siempre que el esfuerzo no se convierta en autoexigencia sin pausa.',
  libra:
    'Libra es el exilio de Marte, frente a Aries: actúas buscando el acuerdo, y el conflicto abierto te incomoda. Tu fuerza aparece cuando defiendes algo justo, y encontrar tu propia forma de afirmarte es una tarea importante: decir lo que quieres sin rodeos también es una forma de equilibrio.',
  scorpio:
    'Escorpio es uno de los domicilios de Marte, y aquí tu voluntad se vuelve profunda y estratégica: no te rindes con facilidad y sabes esperar el momento oportuno. Cuando algo te importa, tu capacidad de concentración y de regeneración es extraordinaria.',
  sagittarius:
    'Te mueven los ideales, los viajes y las causas en las que crees, y actúas con un entusiasmo que contagia. La dispersión es tu riesgo: comprometerte con menos frentes multiplica tu alcance.',
  capricorn:
    'Capricornio es la exaltación de Marte: tu energía se vuelve disciplinada y ambiciosa, capaz de fijarse metas y de sostener esfuerzos largos con paciencia. Tu fuerza está en la constancia, y descansar también forma parte de la estrategia.',
  aquarius:
    'Actúas de forma independiente y poco convencional, y te moviliza todo lo que tenga que ver con la libertad y lo colectivo. La injusticia enciende tu energía; trabajar en equipo sin perder autonomía es tu aprendizaje.',
  pisces:
    'Tu manera de actuar es intuitiva y fluida: avanzas mejor siguiendo una inspiración que un plan rígido. A veces la energía se dispersa o se pone al servicio de otros; elegir hacia dónde la diriges te fortalece.',
};

const JUPITER: Record<SignId, string> = {
  aries:
    'Tu confianza crece cuando tomas la iniciativa y te lanzas a lo nuevo. La vida tiende a abrirse ante tu valentía, y la medida te ayuda a no prometer más de lo que puedes sostener.',
  taurus:
    'Creces a través de lo tangible: cultivar, construir, disfrutar con calma de lo que tienes. Tu generosidad es práctica y tu fe en la vida se apoya en la experiencia.',
  gemini:
    'Géminis es el exilio de Júpiter, frente a Sagitario: tu crecimiento llega por el aprendizaje, los contactos y la curiosidad más que por las grandes certezas. Te beneficia estudiar, escribir y conversar, con el cuidado de no abarcar tanto que nada llegue a madurar.',
  cancer:
    'Cáncer es la exaltación de Júpiter, y tu abundancia es sobre todo afectiva: creces cuidando, creando hogar y cultivando lazos de confianza. Tu protección es un regalo para otros, y también para ti cuando la dejas entrar.',
  leo:
    'Tu confianza se expande cuando creas y te expresas con el corazón. Tienes un optimismo generoso que inspira; el aprendizaje es que tu grandeza no necesite confirmación externa.',
  virgo:
    'Virgo es el exilio de Júpiter, frente a Piscis: creces perfeccionando, sirviendo y entendiendo cómo funcionan las cosas, y tu fe está puesta en el trabajo bien hecho. Esa sensatez vale mucho; a veces conviene mirar el bosque además de cada árbol.',
  libra:
    'Te expandes a través de las relaciones, la colaboración y la búsqueda de justicia. Muchas puertas se te abren por medio de otras personas; cuida que los acuerdos también te incluyan.',
  scorpio:
    'Creces atravesando lo profundo: las crisis, los secretos y los vínculos intensos te enseñan más que cualquier libro. Tienes un olfato especial para transformar lo que parece perdido.',
  sagittarius:
    'Sagitario es uno de los domicilios de Júpiter, y aquí se amplifican tu fe, tu sentido del humor y tu hambre de horizontes. La filosofía, los viajes y la enseñanza son caminos naturales de crecimiento para ti.',
  capricorn:
    'Capricornio es la caída de Júpiter: tu optimismo es prudente, y crees en lo que se construye con esfuerzo y paciencia. Con el tiempo, tu sentido de la responsabilidad se convierte en autoridad ganada, y confiar un poco más en lo que no controlas te ensancha.',
  aquarius:
    'Creces a través de las ideas innovadoras, la amistad y los proyectos colectivos. Tu optimismo mira hacia el futuro y se entusiasma con lo que puede mejorar para muchos.',
  pisces:
    'Piscis es el domicilio tradicional de Júpiter, y tu expansión es espiritual y compasiva: crees en la bondad, en la imaginación y en lo que no se ve. Dar forma concreta a esa fe, con límites sanos, la convierte en un recurso real.',
};

const SATURN: Record<SignId, string> = {
  aries:
    'Aries es la caída de Saturno: la impaciencia choca con la necesidad de construir despacio, y quizá al principio dudabas antes de afirmarte. Con el tiempo aprendes a confiar en tu propio impulso, y la madurez te da una valentía más serena y mejor dirigida.',
  taurus:
    'Tu lección de largo plazo tiene que ver con la seguridad y el valor propio. Construyes despacio y con solidez, y descubres que la estabilidad verdadera también nace de dentro.',
  gemini:
    'Aquí te pide rigor con la palabra y el pensamiento, y puede que alguna vez dudaras de tu inteligencia o de tu voz. Con práctica, tu mente se vuelve profunda, ordenada y digna de confianza.',
  cancer:
    'Cáncer es el exilio de Saturno, frente a Capricornio, y tu lección pasa por el mundo emocional y familiar: quizá tuviste que contener pronto lo que sentías. Con los años levantas estructuras que respetan lo que sientes y una seguridad afectiva que ya no depende del pasado.',
  leo:
    'Leo es el exilio de Saturno, frente a Acuario: los límites se viven de forma muy personal, y este Saturno te enseña a expresarte sin miedo al juicio. La creatividad te pide disciplina y valentía a la vez; tu brillo madura tarde, pero madura de verdad.',
  virgo:
    'Tu exigencia con los detalles y con el trabajo es alta, y la lección consiste en distinguir la excelencia de la perfección imposible. Con el tiempo, tu método se convierte en maestría.',
  libra:
    'Libra es la exaltación de Saturno: tu sentido del deber se vuelve sentido de la justicia, y aprendes a construir relaciones comprometidas y bien definidas. Tus vínculos maduran cuando se basan en el respeto mutuo y en acuerdos claros.',
  scorpio:
    'Tu lección profunda tiene que ver con la confianza, el poder y la intimidad. Aprendes a atravesar las crisis con entereza y a soltar el control como un acto de madurez.',
  sagittarius:
    'Te toca dar estructura a tus creencias, y no te conformas con verdades prestadas. Con los años, tu visión del mundo se vuelve sólida, propia y capaz de orientar a otros.',
  capricorn:
    'Capricornio es uno de los domicilios de Saturno, y te da una capacidad notable de disciplina, responsabilidad y planificación. Cuida de no cargar más peso del necesario: también mereces descanso.',
  aquarius:
    'Acuario es el domicilio tradicional de Saturno, que aquí combina libertad y responsabilidad: aprendes a poner tus ideas originales al servicio de estructuras reales. Los grupos y las comunidades son tu escuela de madurez.',
  pisces:
    'Tu lección es dar forma a lo intangible: la sensibilidad, la fe, la compasión. Aprendes a poner límites amorosos y a convertir tu intuición en algo concreto y útil.',
};

const URANUS: Record<SignId, string> = {
  aries:
    'Tu generación trae un impulso pionero: romper moldes con audacia y abrir caminos nuevos. En ti, ese impulso se vuelve una necesidad muy marcada de independencia.',
  taurus:
    'Perteneces a una generación que replantea el valor de las cosas y la relación con la tierra. En tu caso, el cambio llega a menudo por lo concreto: nuevas maneras de vivir los recursos y el cuerpo.',
  gemini:
    'Tu generación revoluciona la comunicación y el aprendizaje. En ti se traduce en una mente inquieta que busca ideas y formas de conectar distintas.',
  cancer:
    'Es la huella de una generación que reinventa la familia y el hogar. Quizá necesites un concepto propio de pertenencia, más elegido que heredado.',
  leo:
    'Leo, frente a Acuario, es el exilio de Urano: tu generación busca libertad creativa y una expresión propia sin guiones, y la rebeldía se vuelve personal. En ti, la originalidad pide salir a escena.',
  virgo:
    'Perteneces a una generación que transforma los hábitos cotidianos y los métodos de trabajo. Tu forma de innovar consiste en mejorar procesos y encontrar maneras más inteligentes de hacer las cosas.',
  libra:
    'Es el sello de una generación que redefine las relaciones y los acuerdos. Para ti, un vínculo necesita espacio para la libertad de ambas partes.',
  scorpio:
    'Tu generación rompe tabúes sobre la intimidad, el poder y lo oculto. En ti, el cambio suele llegar a través de crisis que liberan.',
  sagittarius:
    'Perteneces a una generación que cuestiona las creencias heredadas y busca una visión global del mundo. Tu libertad tiene mucho de búsqueda filosófica.',
  capricorn:
    'Es la marca de una generación que transforma estructuras e instituciones. En ti, la innovación es práctica: cambiar desde dentro lo que no funciona.',
  aquarius:
    'Acuario es el domicilio moderno de Urano, y marca una generación conectada, tecnológica y con fuerte sentido colectivo. Para ti, la independencia y la originalidad son casi una necesidad vital.',
  pisces:
    'Tu generación disuelve fronteras a través de la imaginación, la tecnología y la espiritualidad. Tu intuición puede abrirte caminos inesperados.',
};

const NEPTUNE: Record<SignId, string> = {
  aries:
    'Habla de una generación que sueña con heroísmo y nuevos comienzos; la inspiración te visita cuando actúas por un ideal.',
  taurus:
    'Tu época idealiza la naturaleza, la belleza y lo sencillo, y tú puedes encontrar lo sagrado en lo cotidiano y lo sensorial.',
  gemini:
    'Refleja una generación que sueña con palabras e información; tu imaginación encuentra su cauce en el relato.',
  cancer:
    'Tu época idealizó el hogar, la familia y las raíces, y la nostalgia puede ser para ti fuente de ternura y de inspiración.',
  leo:
    'Describe una generación que sueña con el amor romántico y la creación; el arte y el juego son tus vías hacia lo inspirado.',
  virgo:
    'Virgo, opuesto a Piscis, es el exilio de Neptuno: tu época buscó lo sagrado en el servicio y en el trabajo bien hecho, y los ideales se prueban en lo concreto. Ayudar con humildad puede ser tu forma de espiritualidad.',
  libra:
    'Habla de una generación que idealiza la paz y las relaciones; la belleza y la armonía tienen para ti algo de anhelo espiritual.',
  scorpio:
    'Tu época exploró lo oculto, el deseo y la transformación, y tu intuición se adentra en zonas profundas de la psique.',
  sagittarius:
    'Refleja una generación que sueña con la libertad, los viajes y las filosofías del mundo; tu fe busca horizontes amplios.',
  capricorn:
    'Tu época idealiza la estructura mientras cuestiona las instituciones, y tus sueños necesitan tomar forma concreta para sentirse reales.',
  aquarius:
    'Describe una generación que sueña con comunidades conectadas y un futuro más humano; los ideales colectivos te inspiran.',
  pisces:
    'Piscis es el domicilio moderno de Neptuno, el signo donde se expresa sin filtro: tu generación es sensible, compasiva e imaginativa, y la intuición y el arte son lenguajes naturales para ti.',
};

const PLUTO: Record<SignId, string> = {
  aries:
    'Señala una generación que transforma a través de la acción y la afirmación personal. Tu poder interior despierta cuando te atreves.',
  taurus:
    'Tauro, opuesto a Escorpio, es el exilio de Plutón: tu generación vive transformaciones profundas en torno a los recursos, el valor y el cuerpo. Soltar lo que ya no sostiene cuesta, pero libera, y para ti puede ser tan poderoso como conservar.',
  gemini:
    'Marca una generación que transforma el conocimiento y la comunicación. Las palabras tienen sobre ti un poder especial.',
  cancer:
    'Tu generación atravesó cambios radicales en la familia y en la idea de patria. Sanar las raíces es una de tus tareas de fondo.',
  leo:
    'Habla de una generación que busca poder a través de la creación y la autoexpresión. La autenticidad es tu fuerza transformadora.',
  virgo:
    'Tu generación transforma el trabajo, los métodos y la relación con el cuerpo. La regeneración te llega a través de la rutina y del servicio.',
  libra:
    'Marca una generación que transforma las relaciones y las reglas de la convivencia. Tus vínculos son un espacio de cambio profundo.',
  scorpio:
    'Escorpio es el domicilio moderno de Plutón, que comparte su regencia con Marte, y describe una generación intensa que explora el poder, la intimidad y lo oculto. Tu capacidad de renacer de las crisis es muy honda.',
  sagittarius:
    'Tu generación transforma las creencias, la educación y la visión del mundo. Buscar tu propia verdad es una fuerza de cambio.',
  capricorn:
    'Habla de una generación que vive el derrumbe y la reconstrucción de las estructuras. Tu poder se expresa en la responsabilidad asumida.',
  aquarius:
    'Tu generación transforma la tecnología y la vida colectiva. La libertad individual y el bien común te piden reconciliarse.',
  pisces:
    'Señala una generación que transforma la espiritualidad y la sensibilidad colectiva. Tu compasión tiene una hondura especial.',
};

export const PLANET_IN_SIGN: Record<SignPassagePlanet, Record<SignId, string>> = {
  mercury: MERCURY,
  venus: VENUS,
  mars: MARS,
  jupiter: JUPITER,
  saturn: SATURN,
  uranus: URANUS,
  neptune: NEPTUNE,
  pluto: PLUTO,
};
