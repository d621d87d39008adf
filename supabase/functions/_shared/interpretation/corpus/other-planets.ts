import type { SignId } from '../../contract/chart.ts';
import type { SignPassagePlanet } from '../../contract/vocabulary.ts';

// Mercury to Pluto sign by sign for someone else's chart, in the third person (corpus/planets-in-signs.ts speaks
// to the owner). Written anew and gender-neutral; the slow planets speak of a generation, then of its echo in
// this one person.

const MERCURY: Record<SignId, string> = {
  aries: 'Piensa deprisa y habla sin rodeos; disfruta del debate y de decidir en el momento. Repasar antes de responder hace que sus primeras ideas, a menudo brillantes, lleguen además completas.',
  taurus: 'Su pensamiento es pausado y concreto: necesita entender a fondo antes de opinar, y cuando llega a una conclusión, la mantiene. Aprende mejor con ejemplos prácticos que con teorías sueltas.',
  gemini: 'Géminis es uno de los domicilios de Mercurio, y aquí su mente trabaja con la herramienta justa: es veloz, ingeniosa y capaz de sostener muchas ideas a la vez. Tiene facilidad para la palabra, los idiomas y las conexiones imprevistas; elegir dónde profundizar es su gran tarea.',
  cancer: 'Piensa con la memoria y con el corazón: recuerda tonos, gestos y emociones más que datos fríos. Se comunica con tacto, y sus opiniones suelen nacer de lo vivido.',
  leo: 'Habla con convicción y con un punto teatral que atrae la atención. Su mente es creativa y se entusiasma con sus propias ideas; recibir las ajenas con la misma generosidad enriquece su voz.',
  virgo: 'Virgo es a la vez domicilio y exaltación de Mercurio, una combinación poco común que afila la mente: es analítica, precisa y muy buena con los detalles, y ve el error que otros pasan por alto. Vuelto hacia dentro, ese filo puede convertirse en autocrítica; le sirve más como herramienta que como juicio.',
  libra: 'Piensa en diálogo: necesita contrastar, escuchar otras versiones y buscar la forma más justa de decir las cosas. Su diplomacia es un talento, siempre que no se convierta en excusa para aplazar sin fin las decisiones.',
  scorpio: 'Su pensamiento va al fondo: investiga, desconfía de lo evidente y lee entre líneas con una agudeza notable. Habla poco de lo que de verdad importa, pero cuando lo hace, sus palabras pesan.',
  sagittarius: 'Sagitario es el exilio de Mercurio, frente a Géminis: su mente rinde más con visión y síntesis que con listas y datos sueltos, y eso es un estilo, no una carencia. Le apasionan la filosofía, los viajes y las ideas que abren horizontes, y habla con franqueza y entusiasmo; la mirada de conjunto, eso sí, a veces le hace saltarse detalles importantes.',
  capricorn: 'Piensa con estructura y realismo: organiza, planifica y prefiere las ideas que se pueden llevar a la práctica. Su palabra es seria y fiable, y un poco de juego mental alimenta también su creatividad.',
  aquarius: 'Su mente es original, independiente y se adelanta a su tiempo: le atraen las ideas nuevas, la tecnología y las preguntas que incomodan al consenso. A veces defiende su punto de vista con tanta lógica que pierde de vista el tono emocional de la charla.',
  pisces: 'Piscis es a la vez exilio y caída de Mercurio: la lógica lineal cede ante la intuición, y piensa en imágenes, símbolos y asociaciones más que en líneas rectas. Su comunicación es sensible y poética, y anotar lo que percibe le ayuda a dar forma a ideas que, si no, se le escaparían.',
};

const VENUS: Record<SignId, string> = {
  aries: 'Aries es el exilio de Venus, frente a Libra: ama con entusiasmo y franqueza, y le atraen la conquista, la chispa y la gente que le plantea retos, un estilo más directo del que la tradición tenía por cómodo. Saberlo evita compararse con modelos de amor más sosegados. Su desafío es mantener el interés cuando la relación entra en calma.',
  taurus: 'Tauro es uno de los domicilios de Venus, y el afecto fluye aquí sin esfuerzo: ama con los sentidos, con lealtad y con una paciencia que levanta vínculos duraderos. Aprecia la belleza que se puede tocar y el bienestar, y sabe disfrutar de lo simple.',
  gemini: 'Se enamora de una buena conversación: necesita juego, humor y estímulo mental en sus vínculos. Valora la libertad y la variedad, y para esta Venus una relación viva es un diálogo que no se agota.',
  cancer: 'Ama cuidando, y necesita sentir un hogar emocional junto a quien quiere. Su ternura es honda y leal; decir lo que necesita, en vez de esperar que lo adivinen, fortalece sus lazos.',
  leo: 'Ama a lo grande, con gestos generosos y un corazón que quiere brillar junto al otro. Necesita admiración mutua y celebración; el amor también es un escenario donde jugar.',
  virgo: 'Virgo es la caída de Venus, y su cariño se expresa en hechos más que en palabras: estar, ayudar, recordar los detalles. Valora lo auténtico y lo bien hecho; aflojar la exigencia, consigo y con quien ama, le facilita recibir.',
  libra: 'Libra es uno de los domicilios de Venus, y se nota en su sentido refinado de la armonía, la estética y el compañerismo. Ama desde la reciprocidad y el respeto; cuidar su individualidad dentro de la pareja mantiene vivo el equilibrio.',
  scorpio: 'Escorpio es el exilio de Venus, frente a Tauro: ama con una intensidad total que la tradición no tenía por cómoda, y busca una intimidad sin máscaras. La lealtad y la hondura son sus valores en el amor, y los celos asoman cuando el miedo a perder pesa más que la confianza.',
  sagittarius: 'Ama con libertad, humor y ganas de crecer en compañía. Le atraen las personas que amplían su mundo, y una relación sin sitio para la aventura se le queda pequeña.',
  capricorn: 'Ama con seriedad y compromiso: se toma su tiempo y, cuando elige, construye con constancia. Valora la fiabilidad por encima de las promesas, y con los años su ternura se vuelve más visible.',
  aquarius: 'Ama desde la amistad y la libertad: necesita un vínculo entre iguales, donde cada cual siga siendo quien es. Valora lo original y lo auténtico por encima de las convenciones.',
  pisces: 'Piscis es la exaltación de Venus: el amor se vuelve compasión, y su sensibilidad a la belleza alcanza un registro casi espiritual. Su romanticismo es sincero y generoso, con cierta tendencia a idealizar; ver al otro tal como es, y no solo como lo sueña, protege su corazón.',
};

const MARS: Record<SignId, string> = {
  aries: 'Aries es uno de los domicilios de Marte, y su impulso sale sin rodeos: es directo, valiente y competitivo, y actúa en cuanto decide. Su energía arranca con fuerza; dirigirla a proyectos concretos evita que se consuma en impaciencia.',
  taurus: 'Tauro es el exilio de Marte, frente a Escorpio: su energía prefiere la constancia al ataque directo, y tarda en ponerse en marcha, pero una vez en movimiento ya no hay quien frene su avance. Tiene una resistencia enorme y defiende lo suyo con firmeza; la terquedad es la sombra de esa misma fuerza.',
  gemini: 'Actúa a través de la palabra y la mente: debate, negocia y mueve varias cosas a la vez. Su energía es versátil y nerviosa, y el ejercicio físico le ayuda a bajar la tensión mental.',
  cancer: 'Cáncer es la caída de Marte: su manera de actuar está teñida de emoción, y se mueve con más fuerza cuando defiende a los suyos que cuando pelea por sí. A veces el enfado sale de lado en vez de directo; nombrarlo a tiempo le da claridad.',
  leo: 'Actúa con orgullo, pasión y un deseo genuino de dejar huella. Su energía es cálida y contagiosa: lo que le ilusiona es su motor, y le cuesta sostener lo que no le deja expresarse.',
  virgo: 'Su energía es metódica y precisa: rinde más con un plan claro y tareas bien definidas. Puede trabajar con enorme dedicación, siempre que el esfuerzo no se vuelva exigencia sin pausa.',
  libra: 'Libra es el exilio de Marte, frente a Aries: actúa buscando el acuerdo, y el conflicto abierto le incomoda. Su fuerza aparece cuando defiende algo justo, y encontrar su propia manera de afirmarse es una tarea importante: decir lo que quiere sin rodeos también es una forma de equilibrio.',
  scorpio: 'Escorpio es uno de los domicilios de Marte, y aquí su voluntad se vuelve honda y estratégica: no se rinde con facilidad y sabe esperar el momento justo. Cuando algo le importa, su capacidad de concentración y de regenerarse es extraordinaria.',
  sagittarius: 'Los ideales, los viajes y las causas en que cree son su motor, y actúa con un entusiasmo contagioso. Su riesgo es la dispersión: comprometerse con menos frentes multiplica su alcance.',
  capricorn: 'Capricornio es la exaltación de Marte: su energía se vuelve disciplinada y ambiciosa, capaz de fijarse metas y de sostener esfuerzos largos con paciencia. Su fuerza está en la constancia, y descansar también forma parte de la estrategia.',
  aquarius: 'Actúa de forma independiente y poco convencional, y todo lo que toca la libertad y lo colectivo pone en marcha su voluntad. La injusticia enciende su energía; trabajar en equipo sin perder autonomía es su aprendizaje.',
  pisces: 'Su manera de actuar es intuitiva y fluida: avanza mejor siguiendo una inspiración que un plan rígido. A veces su energía se dispersa o se pone al servicio de otros; elegir hacia dónde la dirige es lo que le da fuerza.',
};

const JUPITER: Record<SignId, string> = {
  aries: 'Su confianza crece cuando toma la iniciativa y se lanza a lo nuevo. La vida suele abrirse ante su audacia, y la mesura le evita prometer más de lo que puede sostener.',
  taurus: 'Crece a través de lo tangible: cultivar, construir y disfrutar sin prisa de lo que tiene. Su generosidad es práctica y su fe en la vida se apoya en la experiencia.',
  gemini: 'Géminis es el exilio de Júpiter, frente a Sagitario: su crecimiento llega por el aprendizaje, los contactos y la curiosidad más que por las grandes certezas. Le sienta bien estudiar, escribir y conversar, sin abarcar tanto que nada llegue a madurar.',
  cancer: 'Cáncer es la exaltación de Júpiter, y su abundancia es sobre todo afectiva: crece cuidando, creando hogar y tejiendo lazos de confianza. Su protección es un regalo para otros, y también para sí cuando se deja cuidar.',
  leo: 'Su confianza se ensancha cuando crea y se expresa con el corazón. Tiene un optimismo generoso que inspira; el aprendizaje es que su grandeza no necesite confirmación ajena.',
  virgo: 'Virgo es el exilio de Júpiter, frente a Piscis: crece perfeccionando, sirviendo y entendiendo cómo funcionan las cosas, y pone su fe en el trabajo bien hecho. Esa sensatez vale mucho; a veces le conviene mirar el bosque además de cada árbol.',
  libra: 'Se expande a través de las relaciones, la colaboración y la búsqueda de justicia. Muchas puertas se le abren gracias a otras personas; conviene que los acuerdos también tengan en cuenta lo que necesita.',
  scorpio: 'Crece atravesando lo hondo: las crisis, los secretos y los vínculos intensos le enseñan más que cualquier libro. Tiene buen olfato para transformar lo que parece perdido.',
  sagittarius: 'Sagitario es uno de los domicilios de Júpiter, y aquí se amplifican su fe, su humor y su hambre de horizontes. La filosofía, los viajes y la enseñanza son caminos naturales de crecimiento en su vida.',
  capricorn: 'Capricornio es la caída de Júpiter: su optimismo es prudente, y cree en lo que se construye con esfuerzo y paciencia. Con el tiempo, su sentido de la responsabilidad se vuelve autoridad ganada, y confiar un poco más en lo que no controla le ensancha el horizonte.',
  aquarius: 'Crece a través de las ideas nuevas, la amistad y los proyectos colectivos. Su optimismo mira al futuro y se entusiasma con lo que puede mejorar para muchos.',
  pisces: 'Piscis es el domicilio tradicional de Júpiter, y su expansión es espiritual y compasiva: cree en la bondad, en la imaginación y en lo que no se ve. Dar forma concreta a esa fe, con límites sanos, la convierte en un recurso real.',
};

const SATURN: Record<SignId, string> = {
  aries: 'Aries es la caída de Saturno: la impaciencia choca con la necesidad de construir despacio, y quizá al principio dudaba antes de afirmarse. Con los años aprende a fiarse de su propio impulso, y la madurez le trae una valentía más serena y mejor dirigida.',
  taurus: 'Su lección de largo plazo gira en torno a la seguridad y el valor propio. Construye despacio y con solidez, y descubre que la estabilidad verdadera también nace de dentro.',
  gemini: 'Aquí Saturno pide rigor con la palabra y el pensamiento, y puede que alguna vez dudara de su inteligencia o de su voz. Con práctica, su mente se vuelve honda, ordenada y fiable.',
  cancer: 'Cáncer es el exilio de Saturno, frente a Capricornio, y su lección pasa por lo emocional y lo familiar: quizá tuvo que contener pronto lo que sentía. Con los años levanta estructuras que respetan lo que siente y una seguridad afectiva que ya no depende del pasado.',
  leo: 'Leo es el exilio de Saturno, frente a Acuario: los límites se viven de forma muy personal, y este Saturno enseña a expresarse sin miedo al juicio. La creatividad le pide disciplina y valentía a la vez; su brillo madura tarde, pero madura de verdad.',
  virgo: 'Su exigencia con los detalles y con el trabajo es alta, y la lección consiste en separar la excelencia de la perfección imposible. Con el tiempo, su método se convierte en maestría.',
  libra: 'Libra es la exaltación de Saturno: su sentido del deber se convierte en sentido de la justicia, y aprende a construir relaciones comprometidas y bien definidas. Sus vínculos maduran cuando descansan en el respeto mutuo y en acuerdos claros.',
  scorpio: 'Su lección de fondo tiene que ver con la confianza, el poder y la intimidad. Aprende a atravesar las crisis con entereza y a soltar el control como un acto de madurez.',
  sagittarius: 'Le toca dar estructura a sus creencias, y no se conforma con verdades prestadas. Con los años, su visión del mundo se vuelve sólida, propia y capaz de orientar a otros.',
  capricorn: 'Capricornio es uno de los domicilios de Saturno, y le da una capacidad notable de disciplina, responsabilidad y planificación. Conviene que no cargue más peso del necesario: también merece descanso.',
  aquarius: 'Acuario es el domicilio tradicional de Saturno, que aquí une libertad y responsabilidad: aprende a poner sus ideas originales al servicio de estructuras reales. Los grupos y las comunidades son su escuela de madurez.',
  pisces: 'Su lección es dar forma a lo intangible: la sensibilidad, la fe, la compasión. Aprende a poner límites con cariño y a convertir su intuición en algo concreto y útil.',
};

const URANUS: Record<SignId, string> = {
  aries: 'Su generación trae un impulso pionero: romper moldes con audacia y abrir caminos. En su caso, ese impulso se vuelve una necesidad muy marcada de independencia.',
  taurus: 'Pertenece a una generación que replantea el valor de las cosas y la relación con la tierra. En su vida, el cambio suele llegar por lo concreto: otras maneras de vivir los recursos y el cuerpo.',
  gemini: 'Su generación revoluciona la comunicación y el aprendizaje. En su caso se traduce en una mente inquieta que busca ideas y formas distintas de conectar.',
  cancer: 'Es la huella de una generación que reinventa la familia y el hogar. Quizá necesite una idea propia de pertenencia, más elegida que heredada.',
  leo: 'Leo, frente a Acuario, es el exilio de Urano: su generación busca libertad creativa y una expresión propia sin guion, y la rebeldía se vuelve personal. En su caso, la originalidad pide salir a escena.',
  virgo: 'Pertenece a una generación que transforma los hábitos cotidianos y los métodos de trabajo. Su manera de innovar es mejorar procesos y dar con formas más inteligentes de hacer las cosas.',
  libra: 'Es el sello de una generación que redefine las relaciones y los acuerdos. Para esta persona, un vínculo necesita espacio para la libertad de las dos partes.',
  scorpio: 'Su generación rompe tabúes sobre la intimidad, el poder y lo oculto. En su vida, el cambio suele llegar a través de crisis que liberan.',
  sagittarius: 'Pertenece a una generación que cuestiona las creencias heredadas y busca una visión global del mundo. Su libertad tiene mucho de búsqueda filosófica.',
  capricorn: 'Es la marca de una generación que transforma estructuras e instituciones. En su caso, la innovación es práctica: cambiar desde dentro lo que no funciona.',
  aquarius: 'Acuario es el domicilio moderno de Urano, y señala una generación conectada, tecnológica y con un fuerte sentido de lo colectivo. En su vida, la independencia y la originalidad son casi una necesidad vital.',
  pisces: 'Su generación disuelve fronteras con la imaginación, la tecnología y la espiritualidad. Su intuición puede abrirle caminos inesperados.',
};

const NEPTUNE: Record<SignId, string> = {
  aries: 'Habla de una generación que sueña con hazañas y comienzos; la inspiración llega cuando actúa por un ideal.',
  taurus: 'Su época idealiza la naturaleza, la belleza y lo sencillo, y puede encontrar lo sagrado en lo cotidiano y lo sensorial.',
  gemini: 'Refleja una generación que sueña con palabras e información; su imaginación encuentra cauce en el relato.',
  cancer: 'Su época idealizó el hogar, la familia y las raíces, y la nostalgia puede ser en su vida fuente de ternura y de inspiración.',
  leo: 'Describe una generación que sueña con el amor romántico y la creación; el arte y el juego son sus vías hacia la inspiración.',
  virgo: 'Virgo, opuesto a Piscis, es el exilio de Neptuno: su época buscó lo sagrado en el servicio y en el trabajo bien hecho, y los ideales se ponen a prueba en lo concreto. Ayudar con humildad puede ser su forma de espiritualidad.',
  libra: 'Habla de una generación que idealiza la paz y las relaciones; la belleza y la armonía tienen para esta persona algo de anhelo espiritual.',
  scorpio: 'Su época exploró lo oculto, el deseo y la transformación, y su intuición se adentra en zonas hondas de la psique.',
  sagittarius: 'Refleja una generación que sueña con la libertad, los viajes y las filosofías del mundo; su fe busca horizontes amplios.',
  capricorn: 'Su época idealiza la estructura mientras cuestiona las instituciones, y sus sueños necesitan tomar forma concreta para sentirse reales.',
  aquarius: 'Describe una generación que sueña con comunidades conectadas y un futuro más humano; los ideales colectivos son su fuente de inspiración.',
  pisces: 'Piscis es el domicilio moderno de Neptuno, el signo donde se expresa sin filtro: su generación es sensible, compasiva e imaginativa, y la intuición y el arte son lenguajes naturales en su vida.',
};

const PLUTO: Record<SignId, string> = {
  aries: 'Señala una generación que transforma a través de la acción y la afirmación personal. Su poder interior despierta cuando se atreve.',
  taurus: 'Tauro, frente a Escorpio, es el exilio de Plutón: su generación vive transformaciones hondas en torno a los recursos, el valor y el cuerpo. Soltar lo que ya no sostiene cuesta, pero libera, y puede ser tan poderoso como conservar.',
  gemini: 'Marca una generación que transforma el conocimiento y la comunicación. Las palabras tienen en su vida un poder especial.',
  cancer: 'Su generación atravesó cambios radicales en la familia y en la idea de patria. Sanar las raíces es una de sus tareas de fondo.',
  leo: 'Habla de una generación que busca poder a través de la creación y la expresión personal. La autenticidad es su fuerza transformadora.',
  virgo: 'Su generación transforma el trabajo, los métodos y la relación con el cuerpo. La regeneración le llega a través de la rutina y del servicio.',
  libra: 'Marca una generación que transforma las relaciones y las reglas de la convivencia. Sus vínculos son un espacio de cambio profundo.',
  scorpio: 'Escorpio es el domicilio moderno de Plutón, que comparte la regencia con Marte, y describe una generación intensa que explora el poder, la intimidad y lo oculto. Su capacidad de renacer de las crisis es muy honda.',
  sagittarius: 'Su generación transforma las creencias, la educación y la visión del mundo. Buscar su propia verdad es una fuerza de cambio.',
  capricorn: 'Habla de una generación que asiste al derrumbe y la reconstrucción de las estructuras. Su poder se expresa en la responsabilidad asumida.',
  aquarius: 'Su generación transforma la tecnología y la vida colectiva. La libertad individual y el bien común le piden reconciliarse.',
  pisces: 'Señala una generación que transforma la espiritualidad y la sensibilidad colectiva. Su compasión tiene una hondura especial.',
};

export const OTHER_PLANET_IN_SIGN: Record<SignPassagePlanet, Record<SignId, string>> = {
  mercury: MERCURY, venus: VENUS, mars: MARS, jupiter: JUPITER, saturn: SATURN, uranus: URANUS, neptune: NEPTUNE, pluto: PLUTO,
};
