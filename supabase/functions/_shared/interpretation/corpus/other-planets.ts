import type { SignId } from '../../contract/chart.ts';
import type { SignPassagePlanet } from '../../contract/vocabulary.ts';

// Mercury, Venus and Mars sign by sign for someone else's chart, in the third person (corpus/planets-in-signs.ts
// speaks to the owner). Written anew and gender-neutral. Jupiter to Pluto are not written yet: for them the
// composer falls back to the second-person passages, as the reading's note says.

const MERCURY: Record<SignId, string> = {
  aries: 'Piensa deprisa y habla sin rodeos; disfruta del debate y de decidir en el momento. Repasar antes de responder hace que sus primeras ideas, a menudo brillantes, lleguen además completas.',
  taurus: 'Su pensamiento es pausado y concreto: necesita entender a fondo antes de opinar, y cuando llega a una conclusión, la mantiene. Aprende mejor con ejemplos prácticos que con teorías sueltas.',
  gemini: 'Su mente es veloz, ingeniosa y capaz de sostener muchas ideas a la vez. Tiene facilidad para la palabra, los idiomas y las conexiones imprevistas; elegir dónde profundizar es su gran tarea.',
  cancer: 'Piensa con la memoria y con el corazón: recuerda tonos, gestos y emociones más que datos fríos. Se comunica con tacto, y sus opiniones suelen nacer de lo vivido.',
  leo: 'Habla con convicción y con un punto teatral que atrae la atención. Su mente es creativa y se entusiasma con sus propias ideas; recibir las ajenas con la misma generosidad enriquece su voz.',
  virgo: 'Su mente es analítica, precisa y muy buena con los detalles: ve el error que otros pasan por alto. Vuelta hacia dentro, esa precisión puede convertirse en autocrítica; le sirve más como herramienta que como juicio.',
  libra: 'Piensa en diálogo: necesita contrastar, escuchar otras versiones y buscar la forma más justa de decir las cosas. Su diplomacia es un talento, siempre que no se convierta en excusa para aplazar sin fin las decisiones.',
  scorpio: 'Su pensamiento va al fondo: investiga, desconfía de lo evidente y lee entre líneas con una agudeza notable. Habla poco de lo que de verdad importa, pero cuando lo hace, sus palabras pesan.',
  sagittarius: 'Su mente busca el sentido amplio de las cosas: le apasionan la filosofía, los viajes y las ideas que abren horizontes. Habla con franqueza y entusiasmo; la visión de conjunto a veces le hace saltarse detalles importantes.',
  capricorn: 'Piensa con estructura y realismo: organiza, planifica y prefiere las ideas que se pueden llevar a la práctica. Su palabra es seria y fiable, y un poco de juego mental alimenta también su creatividad.',
  aquarius: 'Su mente es original, independiente y se adelanta a su tiempo: le atraen las ideas nuevas, la tecnología y las preguntas que incomodan al consenso. A veces defiende su punto de vista con tanta lógica que pierde de vista el tono emocional de la charla.',
  pisces: 'Piensa en imágenes, símbolos e intuiciones más que en líneas rectas. Su comunicación es sensible y poética, y anotar lo que percibe le ayuda a dar forma a ideas que, si no, se le escaparían.',
};

const VENUS: Record<SignId, string> = {
  aries: 'Ama con entusiasmo y franqueza: le atraen la conquista, la chispa y la gente que le plantea retos. Su desafío en el amor es mantener el interés cuando la relación entra en calma.',
  taurus: 'Ama con los sentidos, con lealtad y con una paciencia que levanta vínculos duraderos. Aprecia la belleza que se puede tocar y el bienestar, y sabe disfrutar de lo simple.',
  gemini: 'Se enamora de una buena conversación: necesita juego, humor y estímulo mental en sus vínculos. Valora la libertad y la variedad, y para esta Venus una relación viva es un diálogo que no se agota.',
  cancer: 'Ama cuidando, y necesita sentir un hogar emocional junto a quien quiere. Su ternura es honda y leal; decir lo que necesita, en vez de esperar que lo adivinen, fortalece sus lazos.',
  leo: 'Ama a lo grande, con gestos generosos y un corazón que quiere brillar junto al otro. Necesita admiración mutua y celebración; el amor también es un escenario donde jugar.',
  virgo: 'Demuestra el amor con hechos: estar, ayudar, recordar los detalles. Valora lo auténtico y lo bien hecho, y su reto es no exigir la perfección, ni a sí ni a quien ama.',
  libra: 'Tiene un sentido refinado de la armonía, la estética y el compañerismo. Ama desde la reciprocidad y el respeto; cuidar su individualidad dentro de la pareja mantiene vivo el equilibrio.',
  scorpio: 'Ama con una intensidad total y busca una intimidad sin máscaras. La lealtad y la hondura son sus valores en el amor, y los celos asoman cuando el miedo a perder pesa más que la confianza.',
  sagittarius: 'Ama con libertad, humor y ganas de crecer en compañía. Le atraen las personas que amplían su mundo, y una relación sin sitio para la aventura se le queda pequeña.',
  capricorn: 'Ama con seriedad y compromiso: se toma su tiempo y, cuando elige, construye con constancia. Valora la fiabilidad por encima de las promesas, y con los años su ternura se vuelve más visible.',
  aquarius: 'Ama desde la amistad y la libertad: necesita un vínculo entre iguales, donde cada cual siga siendo quien es. Valora lo original y lo auténtico por encima de las convenciones.',
  pisces: 'Ama con una compasión inmensa y cierta tendencia a idealizar. Su romanticismo es sincero y generoso; ver al otro tal como es, y no solo como lo sueña, protege su corazón.',
};

const MARS: Record<SignId, string> = {
  aries: 'Su impulso es directo, valiente y competitivo: actúa en cuanto decide. Su energía arranca con fuerza, y dirigirla a proyectos concretos evita que se consuma en impaciencia.',
  taurus: 'Tarda en ponerse en marcha, pero una vez en movimiento ya no hay quien frene su avance. Tiene una resistencia enorme y defiende lo suyo con firmeza; la terquedad es la sombra de esa misma fuerza.',
  gemini: 'Actúa a través de la palabra y la mente: debate, negocia y mueve varias cosas a la vez. Su energía es versátil y nerviosa, y el ejercicio físico le ayuda a bajar la tensión mental.',
  cancer: 'Su manera de actuar está teñida de emoción: se mueve con fuerza cuando se trata de proteger a los suyos. A veces el enfado sale de lado en vez de directo; nombrarlo a tiempo le da claridad.',
  leo: 'Actúa con orgullo, pasión y un deseo genuino de dejar huella. Su energía es cálida y contagiosa: lo que le ilusiona es su motor, y le cuesta sostener lo que no le deja expresarse.',
  virgo: 'Su energía es metódica y precisa: rinde más con un plan claro y tareas bien definidas. Puede trabajar con enorme dedicación, siempre que el esfuerzo no se vuelva exigencia sin pausa.',
  libra: 'Actúa buscando el acuerdo, y el conflicto abierto le incomoda. Su fuerza aparece cuando defiende algo justo; decir lo que quiere sin rodeos también es una forma de equilibrio.',
  scorpio: 'Su voluntad es honda y estratégica: no se rinde con facilidad y sabe esperar el momento justo. Cuando algo le importa, su capacidad de concentración y de regenerarse es extraordinaria.',
  sagittarius: 'Los ideales, los viajes y las causas en que cree son su motor, y actúa con un entusiasmo contagioso. Su riesgo es la dispersión: comprometerse con menos frentes multiplica su alcance.',
  capricorn: 'Aquí su energía se vuelve disciplinada y ambiciosa: sabe fijarse metas y perseguirlas con paciencia. Su fuerza está en la constancia, y descansar también forma parte de la estrategia.',
  aquarius: 'Actúa de forma independiente y poco convencional, y todo lo que toca la libertad y lo colectivo pone en marcha su voluntad. La injusticia enciende su energía; trabajar en equipo sin perder autonomía es su aprendizaje.',
  pisces: 'Su manera de actuar es intuitiva y fluida: avanza mejor siguiendo una inspiración que un plan rígido. A veces su energía se dispersa o se pone al servicio de otros; elegir hacia dónde la dirige es lo que le da fuerza.',
};

export const OTHER_PLANET_IN_SIGN: Partial<Record<SignPassagePlanet, Record<SignId, string>>> = { mercury: MERCURY, venus: VENUS, mars: MARS };
