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
    'Tu mente es veloz, ingeniosa y capaz de sostener muchas ideas a la vez. Tienes facilidad para la palabra, los idiomas y las conexiones inesperadas; elegir en qué profundizar es tu gran tarea.',
  cancer:
    'Piensas con la memoria y con el corazón: recuerdas tonos, gestos y emociones más que datos fríos. Te comunicas con cuidado, y tus opiniones suelen nacer de lo que has vivido.',
  leo:
    'Hablas con convicción y con un toque teatral que hace que te escuchen. Tu mente es creativa y se entusiasma con sus propias ideas; acoger las ajenas con la misma generosidad enriquece tu voz.',
  virgo:
    'Tu mente es analítica, precisa y excelente con los detalles: ves el error que otros pasan por alto. Esa precisión, dirigida hacia ti, puede volverse autocrítica; úsala como herramienta y no como juicio.',
  libra:
    'Piensas en diálogo: necesitas contrastar, escuchar otras versiones y buscar la forma más justa de decir las cosas. Tu diplomacia es un talento, siempre que no te lleve a posponer indefinidamente las decisiones.',
  scorpio:
    'Tu pensamiento va al fondo: investigas, sospechas de lo evidente y lees entre líneas con una agudeza notable. Hablas poco de lo que de verdad importa, pero cuando lo haces, tus palabras pesan.',
  sagittarius:
    'Tu mente busca el sentido amplio de las cosas: te apasionan la filosofía, los viajes y las ideas que abren horizontes. Hablas con franqueza y entusiasmo; cuida que la visión de conjunto no te haga saltar detalles importantes.',
  capricorn:
    'Piensas con estructura y realismo: organizas, planificas y prefieres las ideas que pueden llevarse a la práctica. Tu palabra es seria y fiable, y permitirte algo de juego mental alimenta también tu creatividad.',
  aquarius:
    'Tu mente es original, independiente y se adelanta a su tiempo: te atraen las ideas nuevas, la tecnología y las preguntas que incomodan al consenso. A veces defiendes tu punto de vista con tanta lógica que olvidas el tono emocional de la conversación.',
  pisces:
    'Piensas en imágenes, símbolos e intuiciones más que en líneas rectas. Tu comunicación es sensible y poética, y anotar lo que percibes te ayuda a dar forma a ideas que, de otro modo, se te escaparían.',
};

const VENUS: Record<SignId, string> = {
  aries:
    'Amas con entusiasmo y franqueza: te atraen la conquista, la chispa y la gente que te desafía. Tu reto en el amor es sostener el interés cuando la relación entra en calma.',
  taurus:
    'Amas con los sentidos, con lealtad y con una paciencia que construye vínculos duraderos. Valoras la belleza tangible y el bienestar, y sabes disfrutar de lo simple.',
  gemini:
    'Te enamora una buena conversación: necesitas juego, humor y estímulo mental en tus vínculos. Valoras la libertad y la variedad, y para ti una relación viva es un diálogo que nunca se agota.',
  cancer:
    'Amas cuidando, y necesitas sentir un hogar emocional junto a quien quieres. Tu ternura es profunda y leal; expresar lo que necesitas, en lugar de esperar que lo adivinen, fortalece tus lazos.',
  leo:
    'Amas a lo grande, con gestos generosos y un corazón que quiere brillar junto al otro. Necesitas admiración mutua y celebración; el amor, para ti, también es un escenario donde jugar.',
  virgo:
    'Demuestras amor con actos concretos: estar, ayudar, recordar los detalles. Valoras lo auténtico y lo bien hecho, y tu reto es no esperar la perfección, ni de ti ni de quien amas.',
  libra:
    'Tienes un sentido refinado de la armonía, la estética y el compañerismo. Amas desde la reciprocidad y el respeto; cuidar tu individualidad dentro de la pareja mantiene vivo el equilibrio.',
  scorpio:
    'Amas con intensidad total y buscas una intimidad sin máscaras. La lealtad y la profundidad son tus valores en el amor, y los celos aparecen cuando el miedo a perder pesa más que la confianza.',
  sagittarius:
    'Amas con libertad, humor y ganas de crecer junto al otro. Te atraen las personas que amplían tu mundo, y una relación sin espacio para la aventura se te queda pequeña.',
  capricorn:
    'Amas con seriedad y compromiso: te tomas tu tiempo y, cuando eliges, construyes con constancia. Valoras la fiabilidad por encima de las promesas, y con los años tu ternura se vuelve más visible.',
  aquarius:
    'Amas desde la amistad y la libertad: necesitas un vínculo entre iguales, donde cada quien pueda seguir siendo quien es. Valoras lo original y lo auténtico por encima de las convenciones.',
  pisces:
    'Amas con una compasión inmensa y con cierta tendencia a idealizar. Tu romanticismo es sincero y generoso; ver al otro tal como es, y no solo como lo sueñas, protege tu corazón.',
};

const MARS: Record<SignId, string> = {
  aries:
    'Tu impulso es directo, valiente y competitivo: actúas en cuanto decides. Tu energía arranca con fuerza, y dirigirla a proyectos concretos evita que se queme en impaciencia.',
  taurus:
    'Tu acción tarda en arrancar, pero una vez en marcha es imparable. Tienes una resistencia enorme y defiendes lo tuyo con firmeza; la terquedad es la sombra de esa misma fuerza.',
  gemini:
    'Actúas a través de la palabra y la mente: debates, negocias y mueves varias cosas a la vez. Tu energía es versátil y nerviosa, y el movimiento físico te ayuda a bajar la tensión mental.',
  cancer:
    'Tu manera de actuar está teñida de emoción: te mueves con fuerza cuando se trata de proteger a los tuyos. A veces el enfado sale de lado en lugar de directo; nombrarlo a tiempo te da claridad.',
  leo:
    'Actúas con orgullo, pasión y un deseo genuino de dejar huella. Tu energía es cálida y contagiosa: te mueve lo que te ilusiona, y te cuesta sostener aquello que no te deja expresarte.',
  virgo:
    'Tu energía es metódica y precisa: rindes mejor con un plan claro y tareas bien definidas. Puedes trabajar con enorme dedicación, siempre que el esfuerzo no se convierta en autoexigencia sin pausa.',
  libra:
    'Actúas buscando el acuerdo, y el conflicto abierto te incomoda. Tu fuerza aparece cuando defiendes algo justo; decir lo que quieres sin rodeos también es una forma de equilibrio.',
  scorpio:
    'Tu voluntad es profunda y estratégica: no te rindes con facilidad y sabes esperar el momento oportuno. Cuando algo te importa, tu capacidad de concentración y de regeneración es extraordinaria.',
  sagittarius:
    'Te mueven los ideales, los viajes y las causas en las que crees, y actúas con un entusiasmo que contagia. La dispersión es tu riesgo: comprometerte con menos frentes multiplica tu alcance.',
  capricorn:
    'Aquí su energía se vuelve disciplinada y ambiciosa: sabes fijarte metas y perseguirlas con paciencia. Tu fuerza está en la constancia, y descansar también forma parte de la estrategia.',
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
    'Tu expansión llega por el aprendizaje, los contactos y la curiosidad. Te beneficia estudiar, escribir y conversar, con el cuidado de no abarcar tanto que nada llegue a madurar.',
  cancer:
    'Aquí se expresa con especial generosidad: creces cuidando, creando hogar y cultivando lazos de confianza. Tu protección es un regalo para otros, y también para ti cuando la dejas entrar.',
  leo:
    'Tu confianza se expande cuando creas y te expresas con el corazón. Tienes un optimismo generoso que inspira; el aprendizaje es que tu grandeza no necesite confirmación externa.',
  virgo:
    'Creces perfeccionando, sirviendo y entendiendo cómo funcionan las cosas. Tu fe está puesta en el trabajo bien hecho, y a veces conviene mirar el bosque además de cada árbol.',
  libra:
    'Te expandes a través de las relaciones, la colaboración y la búsqueda de justicia. Muchas puertas se te abren por medio de otras personas; cuida que los acuerdos también te incluyan.',
  scorpio:
    'Creces atravesando lo profundo: las crisis, los secretos y los vínculos intensos te enseñan más que cualquier libro. Tienes un olfato especial para transformar lo que parece perdido.',
  sagittarius:
    'Aquí se amplifican tu fe, tu sentido del humor y tu hambre de horizontes. La filosofía, los viajes y la enseñanza son caminos naturales de crecimiento para ti.',
  capricorn:
    'Tu crecimiento es gradual y bien fundamentado: confías en lo que se construye con esfuerzo y paciencia. Con el tiempo, tu sentido de la responsabilidad se convierte en autoridad ganada.',
  aquarius:
    'Creces a través de las ideas innovadoras, la amistad y los proyectos colectivos. Tu optimismo mira hacia el futuro y se entusiasma con lo que puede mejorar para muchos.',
  pisces:
    'Tu expansión es espiritual y compasiva: crees en la bondad, en la imaginación y en lo que no se ve. Dar forma concreta a esa fe, con límites sanos, la convierte en un recurso real.',
};

const SATURN: Record<SignId, string> = {
  aries:
    'Con el tiempo aprendes a confiar en tu propio impulso; quizá al principio dudabas antes de afirmarte. La madurez te da una valentía más serena y mejor dirigida.',
  taurus:
    'Tu lección de largo plazo tiene que ver con la seguridad y el valor propio. Construyes despacio y con solidez, y descubres que la estabilidad verdadera también nace de dentro.',
  gemini:
    'Aquí te pide rigor con la palabra y el pensamiento, y puede que alguna vez dudaras de tu inteligencia o de tu voz. Con práctica, tu mente se vuelve profunda, ordenada y digna de confianza.',
  cancer:
    'Tu aprendizaje pasa por el mundo emocional y familiar: quizá aprendiste pronto a contener lo que sentías. Con los años construyes una seguridad afectiva que ya no depende del pasado.',
  leo:
    'Este Saturno te enseña a expresarte sin miedo al juicio: la creatividad te pide disciplina y valentía a la vez. Tu brillo madura tarde, pero madura de verdad.',
  virgo:
    'Tu exigencia con los detalles y con el trabajo es alta, y la lección consiste en distinguir la excelencia de la perfección imposible. Con el tiempo, tu método se convierte en maestría.',
  libra:
    'Es el signo de su exaltación: aprendes a construir relaciones justas, comprometidas y bien definidas. Tus vínculos maduran cuando se basan en el respeto mutuo y en acuerdos claros.',
  scorpio:
    'Tu lección profunda tiene que ver con la confianza, el poder y la intimidad. Aprendes a atravesar las crisis con entereza y a soltar el control como un acto de madurez.',
  sagittarius:
    'Te toca dar estructura a tus creencias, y no te conformas con verdades prestadas. Con los años, tu visión del mundo se vuelve sólida, propia y capaz de orientar a otros.',
  capricorn:
    'Tienes una capacidad notable de disciplina, responsabilidad y planificación. Cuida de no cargar más peso del necesario: también mereces descanso.',
  aquarius:
    'Tu lección combina libertad y responsabilidad: aprendes a poner tus ideas originales al servicio de estructuras reales. Los grupos y las comunidades son tu escuela de madurez.',
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
    'Tu generación busca libertad creativa y una expresión personal sin guiones. En ti, la originalidad pide salir a escena.',
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
    'Señala una generación conectada, tecnológica y con fuerte sentido colectivo. Para ti, la independencia y la originalidad son casi una necesidad vital.',
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
    'Tu época buscó lo sagrado en el servicio y en el trabajo bien hecho, y ayudar puede ser tu forma de espiritualidad.',
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
    'Marca una generación sensible, compasiva e imaginativa; la intuición y el arte son lenguajes naturales para ti.',
};

const PLUTO: Record<SignId, string> = {
  aries:
    'Señala una generación que transforma a través de la acción y la afirmación personal. Tu poder interior despierta cuando te atreves.',
  taurus:
    'Tu generación vive transformaciones profundas en torno a los recursos, el valor y el cuerpo. Soltar lo que posees puede ser, para ti, tan poderoso como conservarlo.',
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
    'Describe una generación intensa, que explora el poder, la intimidad y lo oculto. Tu capacidad de renacer de las crisis es muy honda.',
  sagittarius:
    'Tu generación transforma las creencias, la educación y la visión del mundo. Buscar tu propia verdad es una fuerza de cambio.',
  capricorn:
    'Habla de una generación que vive la caída y la reconstrucción de las estructuras. Tu poder se expresa en la responsabilidad asumida.',
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
