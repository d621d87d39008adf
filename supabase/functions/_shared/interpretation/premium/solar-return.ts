// The built-in solar-return reading: one Markdown text (≥ 500 words) from the return chart's own facts — its
// Ascendant and that sign's ruler, the house of the return Sun, the return Moon's sign and house, planets on the
// angles, the tightest aspects — and from the natal houses where the return's Ascendant and Midheaven fall.
import { signOf } from '../../contract/zodiac.ts';
import type { MajorAspect, SolarReturn } from '../../astro/events-types.ts';
import { houseOf } from '../../astro/houses.ts';
import type { Aspect, NatalChart, SignId } from '../../contract/chart.ts';
import { ASPECT_NAME, PLANETS, POINT_IN_SENTENCE, SIGN_NAME, capitalize, de, formatDegrees, type PlanetId } from '../../contract/vocabulary.ts'
import { HOUSE_AREA, PLANET_THEME, al, aspectFamily, sentencesOf, type AspectFamily } from './vocabulary.ts';

const HEADING = {
  intro: 'Tu año solar',
  ascendant: 'El tono del año: Ascendente y regente',
  sun: 'Dónde pones la luz: el Sol de la revolución',
  moon: 'Lo que necesitarás: la Luna de la revolución',
  angular: 'Planetas en los ángulos',
  aspects: 'Los aspectos más cerrados',
  natal: 'La revolución sobre tu carta natal',
  closing: 'Para llevarte',
} as const;

/** Section headings (without "## "), in order. */
export const SOLAR_RETURN_HEADINGS: readonly string[] = Object.values(HEADING);

const RULER: Record<SignId, PlanetId> = {
  aries: 'mars', taurus: 'venus', gemini: 'mercury', cancer: 'moon', leo: 'sun', virgo: 'mercury',
  libra: 'venus', scorpio: 'pluto', sagittarius: 'jupiter', capricorn: 'saturn', aquarius: 'uranus', pisces: 'neptune',
};

const RETURN_ASCENDANT: Record<SignId, string> = {
  aries: 'Con Aries en el Ascendente de la revolución, este año te pide iniciativa: las cosas se mueven cuando das el primer paso, no cuando esperas permiso. Es un ciclo para estrenar, para decir que sí con rapidez y para vigilar la impaciencia, que puede llevarte a quemar etapas antes de tiempo.',
  taurus: 'Tauro asomando por el horizonte de tu revolución anuncia un año de ritmo pausado y raíces firmes. Lo que siembres con constancia dará fruto, y tu cuerpo será una brújula fiable: escucha el cansancio, el hambre y el placer como mensajes, no como distracciones.',
  gemini: 'Un Ascendente en Géminis vuelve este año curioso y conversador: llegarán ideas, contactos y propuestas en abundancia, y tu tarea será elegir. Aprender algo nuevo, escribir o moverte más por tu entorno cercano te sentará bien; dispersarte en mil frentes, no tanto.',
  cancer: 'Con Cáncer marcando el inicio de tu revolución, el año gira hacia lo íntimo: la casa, la familia elegida y la sensación de estar a salvo pasan a primer plano. Percibirás el ambiente con una sensibilidad muy fina; úsala para cuidar y cuidarte, sin cargar con lo que no te toca.',
  leo: 'Leo en el Ascendente de este ciclo te invita a mostrarte. Es un año para ocupar tu lugar, crear con el corazón y dejar que se vea lo que haces; la generosidad te abrirá puertas, y si aparece el orgullo herido, tómalo como señal para volver a lo que de verdad te importa.',
  virgo: 'Un Ascendente en Virgo da al año un tono práctico y minucioso: ordenar, mejorar procesos y atender los detalles de tu salud rendirá más que cualquier gesto grandioso. Quédate con la autocrítica que afina y suelta la que paraliza.',
  libra: 'Libra abre tu revolución solar con la mirada puesta en los demás: acuerdos, alianzas y vínculos serán el escenario donde más vas a crecer. Buscarás equilibrio y belleza en lo cotidiano; el reto es decidir a tiempo sin esperar a que todo el mundo esté de acuerdo.',
  scorpio: 'Con Escorpio en el Ascendente del año, la superficie no te bastará: querrás ir al fondo de las cosas, de tus deseos y de tus vínculos. Es un ciclo intenso y transformador, bueno para soltar lo que ya no vive y para confiar en tu instinto cuando algo no cuadra.',
  sagittarius: 'Sagitario en el horizonte de la revolución te regala un año expansivo: viajes, estudios, maestros y nuevas perspectivas te llaman. La fe en el camino te sostendrá; conviene, eso sí, no prometer más de lo que puedes cumplir.',
  capricorn: 'Un Ascendente en Capricornio da al año un aire serio y constructivo: es tiempo de asumir responsabilidades, dar estructura a tus metas y avanzar paso a paso. Los logros llegarán por perseverancia; permítete también descansar sin sentir que pierdes el tiempo.',
  aquarius: 'Acuario abre tu ciclo anual con ganas de libertad y de probar lo distinto: cambios de rumbo, amistades nuevas y causas colectivas pueden entusiasmarte. Necesitarás espacio propio; explícaselo a quienes te quieren para que no lo confundan con distancia.',
  pisces: 'Con Piscis en el Ascendente de la revolución, el año se vuelve más permeable e intuitivo: los sueños, el arte y la compasión tendrán mucho que decirte. Protege tu energía con límites amables, porque absorberás el clima emocional de los lugares y de las personas.',
};

/** How the year's guide works, by the planet that rules the return Ascendant. */
const RULER_STYLE: Record<PlanetId, string> = {
  sun: 'Con el Sol como guía, el año avanza cuando te pones en el centro con honestidad y te haces cargo de tus decisiones.',
  moon: 'Al guiar la Luna tu año, tus estados de ánimo marcarán el paso: atiéndelos como información valiosa, no como caprichos.',
  mercury: 'Mercurio como guía convierte la información en tu mejor herramienta: pregunta, contrasta y pon por escrito lo que decides.',
  venus: 'Siendo Venus la guía del año, la armonía y el gusto te orientan; elige lo que te hace bien y no solo lo que agrada a otros.',
  mars: 'Con Marte al mando, conviene actuar con decisión y escoger bien tus batallas para no gastar fuerza en frentes menores.',
  jupiter: 'Júpiter como guía trae generosidad y oportunidades, y también la tentación del exceso: crece, pero con medida.',
  saturn: 'Saturno al frente del año premia la paciencia y el trabajo bien hecho; lo que construyas ahora tendrá cimientos duraderos.',
  uranus: 'Con Urano como guía, espera giros inesperados y date permiso para improvisar cuando el plan deje de servir.',
  neptune: 'Neptuno como guía pide confiar en la intuición y, a la vez, comprobar los hechos antes de entregarte del todo.',
  pluto: 'Plutón al frente del año señala una transformación profunda; lo que cambie lo hará desde la raíz y para quedarse.',
};

const RETURN_SUN_HOUSE: readonly string[] = [
  'El Sol de tu revolución cae en la casa 1: el protagonismo de este año eres tú. Tu imagen, tu vitalidad y tu forma de empezar estarán en el centro, así que es buen momento para reinventar cómo te presentas y para poner tu salud y tu energía personal en primer lugar.',
  'Con el Sol en la casa 2, el año se centra en lo que te sostiene: ingresos, recursos, talentos que puedes poner a trabajar y, sobre todo, tu sentido del propio valor. Revisar presupuestos y decidir en qué inviertes tu tiempo te dará una estabilidad nueva.',
  'El Sol en la casa 3 llena el año de movimiento cercano: cursos, conversaciones, escritos, trayectos cortos y lazos con hermanos o vecinos. Tu mente estará muy activa; dale cauce con un proyecto concreto de aprendizaje o de comunicación.',
  'Un Sol en la casa 4 orienta la revolución hacia el hogar y las raíces. Mudanzas, reformas, asuntos familiares o la necesidad de un refugio más tuyo pueden marcar estos meses, junto con una mirada honesta a tu historia personal.',
  'El Sol ilumina la casa 5: el año quiere alegría, creatividad y corazón. Romances, hijos, aficiones y proyectos en los que te expresas sin miedo al juicio ocupan el centro; date permiso para disfrutar y para arriesgar un poco.',
  'Con el Sol en la casa 6, el foco se pone en tus rutinas, tu trabajo cotidiano y tu cuerpo. Es un año excelente para instaurar hábitos, mejorar tu forma de organizarte y escuchar con atención las señales de tu salud.',
  'El Sol en la casa 7 coloca a los demás en el centro de tu año: pareja, socios, clientes o incluso rivales te mostrarán quién eres. Los acuerdos que firmes y las relaciones que definas ahora tendrán peso durante mucho tiempo.',
  'Un Sol en la casa 8 trae un año de profundidad: finanzas compartidas, herencias, deudas, intimidad y procesos de cambio interior pueden pedir tu atención. Lo que sueltes con valentía dejará sitio a una versión más auténtica de ti.',
  'El Sol en la casa 9 abre horizontes: viajes largos, estudios superiores, publicaciones, contacto con otras culturas o una búsqueda filosófica pueden definir tus próximos doce meses. Tu visión del mundo se ensancha.',
  'Con el Sol en la casa 10, tu año mira hacia la vocación y la vida pública. Ascensos, cambios profesionales, reconocimiento o una decisión sobre tu rumbo piden que tomes el timón con claridad.',
  'El Sol en la casa 11 pone en primer plano amistades, comunidades y proyectos de futuro. Te rodearás de gente afín y algún sueño colectivo puede empezar a tomar forma; elegir bien tus grupos será clave.',
  'Un Sol en la casa 12 propone un año de cierre y de preparación: retiro, descanso, trabajo interior, espiritualidad o ayuda a otras personas. Parte de lo importante ocurrirá entre bastidores, y honrar ese ritmo más silencioso te dejará la energía lista para el ciclo siguiente.',
];

const RETURN_MOON_SIGN: Record<SignId, string> = {
  aries: 'La Luna de la revolución en Aries acelera tus emociones: sentirás con rapidez y querrás resolver en el momento. Moverte, hacer deporte o empezar algo te ayudará a descargar la tensión.',
  taurus: 'Con la Luna en Tauro, tu bienestar este año depende de la calma y de lo tangible: buena comida, naturaleza, un hogar cómodo y personas fiables te devuelven el centro.',
  gemini: 'La Luna en Géminis pide variedad emocional: hablar de lo que sientes, escribirlo o compartirlo con amistades te aliviará más que guardarlo.',
  cancer: 'Una Luna en Cáncer, su propio signo, intensifica la necesidad de nido: cuidar y dejarte cuidar será tu medicina, y la nostalgia puede visitarte a menudo.',
  leo: 'Con la Luna en Leo necesitarás reconocimiento y aprecio; el calor de quienes te quieren y un espacio para crear serán tu mejor alimento emocional.',
  virgo: 'La Luna en Virgo encuentra paz en el orden: rutinas sencillas, listas y pequeñas mejoras diarias calman la inquietud de fondo.',
  libra: 'Una Luna en Libra busca armonía y compañía; te sentirás mejor en ambientes bellos y en relaciones equilibradas, y te costará más estar en conflicto.',
  scorpio: 'Con la Luna en Escorpio, las emociones del año son profundas y a veces intensas; la confianza será el tesoro que más cuides, y la sinceridad, tu alivio.',
  sagittarius: 'La Luna en Sagitario necesita horizonte: planes, viajes y conversaciones con sentido te levantan el ánimo cuando la rutina pesa.',
  capricorn: 'Una Luna en Capricornio te da entereza y contención; tendrás que recordar que pedir apoyo también es una forma de ser fuerte.',
  aquarius: 'Con la Luna en Acuario, tu corazón pide aire y libertad; las amistades y los proyectos con sentido colectivo serán refugio y estímulo a la vez.',
  pisces: 'La Luna en Piscis afina tu empatía y tu imaginación; la música, el arte o un rato de silencio cada día te ayudarán a no desbordarte.',
};

const RETURN_MOON_HOUSE: readonly string[] = [
  'Al estar en la casa 1, tus emociones se notarán a simple vista: el año te pide mostrarte tal como te sientes, sin máscaras.',
  'En la casa 2, la seguridad emocional se ata a la material; tener tus cuentas en orden te dará tranquilidad.',
  'Desde la casa 3, tu ánimo sube y baja con las conversaciones, los mensajes y los trayectos de cada día.',
  'En la casa 4, la Luna está en casa también por posición: el hogar y la familia serán tu termómetro emocional.',
  'Desde la casa 5, el disfrute, el juego y los hijos o proyectos creativos son lo que más te nutre este año.',
  'En la casa 6, tu estado de ánimo y tu cuerpo van de la mano: cuidar horarios, comidas y descanso te equilibra.',
  'En la casa 7, tus emociones se reflejan en la pareja y los socios; lo que sientas se resolverá en el encuentro.',
  'Desde la casa 8, habrá movimientos emocionales hondos, quizás ligados a la intimidad o a bienes compartidos.',
  'En la casa 9, aprender, viajar o abrir tu mente a otras ideas te devolverá el entusiasmo cuando lo pierdas.',
  'En la casa 10, tu vida emocional se cruza con la profesional: te importará mucho que se valore lo que haces.',
  'Desde la casa 11, las amistades y los grupos serán tu red de contención y tu fuente de alegría.',
  'En la casa 12, necesitarás más soledad y descanso de lo habitual; no es aislamiento, es recarga.',
];

/** A planet on an angle of the return chart. */
const ANGULAR_PLANET: Record<PlanetId, string> = {
  sun: 'el Sol en un ángulo da al año un brillo especial: se te verá más y tendrás más energía para dirigir tu propia vida',
  moon: 'la Luna en un ángulo hace del año un tiempo de cambios frecuentes y de mucha sensibilidad hacia el entorno',
  mercury: 'Mercurio en un ángulo pone la comunicación, los papeles y los desplazamientos en el centro de la escena',
  venus: 'Venus en un ángulo suaviza el año y lo abre al amor, la belleza y los acuerdos favorables',
  mars: 'Marte en un ángulo trae un año de acción y de empuje, con más energía disponible y algún choque que conviene gestionar con calma',
  jupiter: 'Júpiter en un ángulo es una de las mejores señales de una revolución: abre puertas y multiplica lo que toca',
  saturn: 'Saturno en un ángulo anuncia un año de responsabilidad y de consolidación, exigente pero muy productivo si te comprometes',
  uranus: 'Urano en un ángulo avisa de sorpresas y de cambios repentinos que te liberan de algo que ya te quedaba pequeño',
  neptune: 'Neptuno en un ángulo vuelve difusos algunos contornos del año: inspira mucho, pero pide verificar antes de firmar',
  pluto: 'Plutón en un ángulo señala un año de transformación profunda, con situaciones que te invitan a tomar tu poder',
};
const ANGLE_PLACE = [
  'junto al Ascendente, donde todo lo que ocurre te toca en primera persona',
  'junto al fondo del cielo, en el terreno del hogar y de la vida privada',
  'junto al Descendente, en el espacio de las relaciones y los acuerdos',
  'junto al Medio Cielo, a la vista de todos en tu vida profesional',
];
const NO_ANGULAR =
  'Ningún planeta toca de cerca los cuatro ángulos de esta revolución, así que el año no gira en torno a un protagonista planetario único: su tono lo dan más bien el Ascendente, el Sol y la Luna que ya has leído, y tienes margen para decidir tú dónde pones el acento.';

type AspectTemplate = (a: string, b: string, themeA: string, themeB: string, name: string, orb: string) => string;
/** Three ways per family, used in turn, so two aspects of one family never share a sentence. */
const ASPECT_TEMPLATES: Record<AspectFamily, AspectTemplate[]> = {
  fusion: [
    (a, b, ta, tb, _n, orb) => `${capitalize(a)} y ${b} se funden en una conjunción a ${orb}: este año ${ta} y ${tb} avanzan juntos, y no podrás mover lo uno sin que se mueva lo otro.`,
    (a, b, ta, tb, _n, orb) => `La conjunción ${de(a)} con ${b}, a ${orb} de exactitud, concentra energía: ${ta} se tiñe por completo de ${tb}.`,
    (a, b, ta, tb, _n, orb) => `Con ${a} y ${b} a solo ${orb} de distancia, ${ta} y ${tb} se vuelven un solo asunto del año, intenso y difícil de ignorar.`,
  ],
  flow: [
    (a, b, ta, tb, name, orb) => `El ${name} entre ${a} y ${b} (orbe de ${orb}) es una ayuda con la que puedes contar: ${ta} colabora con ${tb}, y lo que emprendas apoyándote en esa alianza fluirá con menos esfuerzo.`,
    (a, b, ta, tb, name, orb) => `También hay un ${name} ${de(a)} ${al(b)}, con ${orb} de orbe: un canal abierto por el que ${ta} alimenta ${tb} casi sin que lo busques.`,
    (a, b, ta, tb, name, orb) => `Gracias al ${name} ${de(a)} con ${b} (${orb}), ${ta} y ${tb} se entienden; aprovecha esa facilidad para lo que más te cueste.`,
  ],
  friction: [
    (a, b, ta, tb, name, orb) => `La ${name} entre ${a} y ${b}, con solo ${orb} de orbe, señala la tensión más viva del año: ${ta} tira en una dirección y ${tb} en otra, y de ese roce puede nacer tu mayor avance si lo miras de frente.`,
    (a, b, ta, tb, name, orb) => `Otra fricción a tener en cuenta es la ${name} ${de(a)} ${al(b)} (${orb}): ${ta} y ${tb} tendrán que negociar, y cada acuerdo que logres entre ellos te dará más solidez.`,
    (a, b, ta, tb, name, orb) => `Completa el cuadro la ${name} ${de(a)} con ${b}, a ${orb}: cuando ${ta} y ${tb} choquen, busca la tercera vía en lugar de elegir un bando.`,
  ],
};

const RETURN_ASC_IN_NATAL_HOUSE: readonly string[] = [
  'El Ascendente de la revolución cae sobre tu casa 1 natal: el año refuerza quién eres de base y te invita a renovar tu manera de estar en el mundo.',
  'El Ascendente de este año cae en tu casa 2 natal, así que lo que hagas tenderá a traducirse en recursos, en autoestima o en decisiones sobre el dinero.',
  'Al caer el Ascendente de la revolución en tu casa 3 natal, el año se vive a través de la palabra, los estudios cortos y la gente cercana.',
  'El Ascendente anual cae sobre tu casa 4 natal: el hogar y la familia son el punto de partida de casi todo lo que emprendas.',
  'Con el Ascendente de la revolución en tu casa 5 natal, el año tiene algo de juego y de estreno creativo; deja sitio al disfrute.',
  'El Ascendente de este ciclo cae en tu casa 6 natal, lo que pone el trabajo diario y el cuidado del cuerpo en la puerta de entrada del año.',
  'El Ascendente de la revolución sobre tu casa 7 natal te sitúa de cara al otro: muchas cosas te llegarán a través de la pareja o de los socios.',
  'Cuando el Ascendente anual cae en tu casa 8 natal, el año invita a mirar lo oculto, a compartir recursos y a atravesar algún cambio interior.',
  'El Ascendente de la revolución cae en tu casa 9 natal: el año se abre hacia fuera, con viajes, estudios o una búsqueda de sentido.',
  'El Ascendente de este año cae sobre tu casa 10 natal, y eso expone tu persona en lo profesional: se te verá por lo que haces.',
  'Con el Ascendente de la revolución en tu casa 11 natal, el año llega de la mano de amistades, redes y proyectos de futuro.',
  'El Ascendente anual cae en tu casa 12 natal: el año empieza hacia dentro, con más introspección de lo habitual antes de mostrarse.',
];

const RETURN_MC_IN_NATAL_HOUSE: readonly string[] = [
  'Su Medio Cielo cae en tu casa 1 natal: la meta del año eres tú, tu desarrollo personal y la imagen que quieres proyectar.',
  'Su Medio Cielo cae en tu casa 2 natal, de modo que los objetivos del año pasan por ganar estabilidad económica y valorar tus talentos.',
  'Su Medio Cielo en tu casa 3 natal orienta las metas hacia comunicar, enseñar, escribir o moverte con agilidad.',
  'Su Medio Cielo cae en tu casa 4 natal: la gran aspiración del año es tener un hogar y una base emocional a tu medida.',
  'Con su Medio Cielo en tu casa 5 natal, la meta es crear, expresarte y dedicar tiempo a lo que te hace feliz.',
  'Su Medio Cielo en tu casa 6 natal pone como objetivo un trabajo mejor organizado y una salud más cuidada.',
  'Su Medio Cielo cae en tu casa 7 natal: el logro del año tiene que ver con una relación, una sociedad o un acuerdo importante.',
  'Con su Medio Cielo en tu casa 8 natal, la meta es transformar algo a fondo, quizás en lo económico compartido o en tu intimidad.',
  'Su Medio Cielo cae en tu casa 9 natal, y las aspiraciones miran lejos: formación, viajes, enseñanza o publicaciones.',
  'Su Medio Cielo coincide con tu casa 10 natal: la carrera y el reconocimiento son, sin rodeos, la meta de este ciclo.',
  'Su Medio Cielo en tu casa 11 natal orienta tus metas hacia lo colectivo: equipos, comunidades y sueños compartidos.',
  'Con su Medio Cielo en tu casa 12 natal, la meta más valiosa quizá no se vea desde fuera: sanar, cerrar etapas o servir.',
];

const NATAL_HOUSES_UNKNOWN =
  'Como tu carta natal no tiene hora de nacimiento, no podemos situar los ángulos de la revolución en tus casas natales; lo que sí vale es todo lo que la propia revolución muestra.';

function angularPlanets(chart: NatalChart): { planet: PlanetId; angle: number; distance: number }[] {
  if (!chart.angles) return [];
  const points = [chart.angles.ascendant, chart.angles.midheaven + 180, chart.angles.ascendant + 180, chart.angles.midheaven];
  const found: { planet: PlanetId; angle: number; distance: number }[] = [];
  for (const planet of PLANETS) {
    const longitude = chart.bodies[planet].longitude;
    points.forEach((point, angle) => {
      const distance = Math.abs(((((longitude - point) % 360) + 540) % 360) - 180);
      if (distance <= 6) found.push({ planet, angle, distance });
    });
  }
  return found.sort((a, b) => a.distance - b.distance).slice(0, 3);
}

function tightestAspects(chart: NatalChart): Aspect[] {
  const planets = new Set<string>(PLANETS);
  return chart.aspects.filter((a) => a.major && planets.has(a.a) && planets.has(a.b)).sort((x, y) => x.orb - y.orb).slice(0, 3);
}

function aspectSentence(aspect: Aspect, index: number): string {
  const a = aspect.a as PlanetId;
  const b = aspect.b as PlanetId;
  const templates = ASPECT_TEMPLATES[aspectFamily(aspect.type as MajorAspect)];
  return templates[index % templates.length](POINT_IN_SENTENCE[a], POINT_IN_SENTENCE[b], PLANET_THEME[a], PLANET_THEME[b], ASPECT_NAME[aspect.type], formatDegrees(aspect.orb));
}

/**
 * ≥ 500 words of Markdown with "## " headings. `localTime` is how to show the return moment, e.g.
 * '15 de mayo de 2026, 07:34 (hora de Madrid)'.
 */
export function composeSolarReturnReading(input: { solarReturn: SolarReturn; natal: NatalChart; localTime: string }): string {
  const { solarReturn, natal, localTime } = input;
  const chart = solarReturn.chart;
  const sections: { heading: string; paragraphs: string[] }[] = [];
  const place = `${chart.location.name} (${chart.location.country})`;
  const sunSign = chart.bodies.sun.sign;

  sections.push({
    heading: HEADING.intro,
    paragraphs: [
      `Tu Sol vuelve exactamente a los ${formatDegrees(solarReturn.natalSunLongitude % 30)} de ${SIGN_NAME[sunSign]} el ${localTime}, y desde ${place} se levanta la carta que describe tu año solar: de este cumpleaños al siguiente. No es un destino escrito, sino el clima en el que vas a moverte, con sus vientos a favor y sus corrientes de fondo.`,
      'La leemos como se lee una revolución solar: primero el Ascendente y su regente, que dan el tono; después el Sol y la Luna, que dicen dónde pondrás la energía y qué vas a necesitar; luego los planetas en los ángulos y los aspectos más exactos; y, por último, cómo encaja esta carta sobre la tuya de nacimiento.',
    ],
  });

  // A return chart always has a time; a chart without angles would fall back to the Sun's sign.
  const ascSign = chart.angles ? signOf(chart.angles.ascendant) : sunSign;
  const ruler = RULER[ascSign];
  const rulerBody = chart.bodies[ruler];
  const rulerHouse = rulerBody.house ?? 1;
  sections.push({
    heading: HEADING.ascendant,
    paragraphs: [
      `${RETURN_ASCENDANT[ascSign]}`,
      `${capitalize(POINT_IN_SENTENCE[ruler])}, regente de ese Ascendente, está en ${SIGN_NAME[rulerBody.sign]} y en la casa ${rulerHouse} de la revolución: la energía del año se canaliza sobre todo hacia ${HOUSE_AREA[rulerHouse - 1]}${rulerBody.retrograde ? ', y su movimiento retrógrado pide revisar antes de avanzar' : ''}. ${RULER_STYLE[ruler]}`,
    ],
  });

  const sunHouse = chart.bodies.sun.house ?? 1;
  sections.push({ heading: HEADING.sun, paragraphs: [RETURN_SUN_HOUSE[sunHouse - 1]] });

  const moon = chart.bodies.moon;
  sections.push({ heading: HEADING.moon, paragraphs: [`${RETURN_MOON_SIGN[moon.sign]} ${RETURN_MOON_HOUSE[(moon.house ?? 1) - 1]}`] });

  const angular = angularPlanets(chart);
  sections.push({
    heading: HEADING.angular,
    paragraphs: angular.length
      ? angular.map(({ planet, angle, distance }) => `${capitalize(ANGULAR_PLANET[planet])}. En tu revolución está a ${formatDegrees(distance)} del ángulo, ${ANGLE_PLACE[angle]}.`)
      : [NO_ANGULAR],
  });

  const aspects = tightestAspects(chart);
  sections.push({
    heading: HEADING.aspects,
    paragraphs: aspects.length
      ? [aspects.map(aspectSentence).join(' ')]
      : ['Los planetas de esta revolución no forman aspectos mayores cerrados entre sí: cada área del año seguirá su propio curso, sin grandes alianzas ni choques que las aten.'],
  });

  const natalParagraphs: string[] = [];
  if (natal.houses && chart.angles) {
    natalParagraphs.push(RETURN_ASC_IN_NATAL_HOUSE[houseOf(chart.angles.ascendant, natal.houses.cusps) - 1]);
    natalParagraphs.push(RETURN_MC_IN_NATAL_HOUSE[houseOf(chart.angles.midheaven, natal.houses.cusps) - 1]);
  } else {
    natalParagraphs.push(NATAL_HOUSES_UNKNOWN);
  }
  sections.push({ heading: HEADING.natal, paragraphs: [natalParagraphs.join(' ')] });

  sections.push({
    heading: HEADING.closing,
    paragraphs: [
      `Si tuvieras que quedarte con una sola idea, que sea esta: el año se abre con ${SIGN_NAME[ascSign]} en el horizonte y pone la luz en ${HOUSE_AREA[sunHouse - 1]}. Vuelve a esta lectura cuando llegue cada estación; lo que hoy suena abstracto se irá llenando de nombres y de fechas concretas.`,
      'Y recuerda que una revolución solar describe tendencias, no obligaciones: tus decisiones siguen siendo tuyas, y este mapa está para que las tomes con más claridad.',
    ],
  });

  return dedupe(sections.map((s) => `## ${s.heading}\n\n${s.paragraphs.join('\n\n')}`).join('\n\n'));
}

/** Drops any sentence that already appeared (a guard: the corpus is written so it should not happen). */
function dedupe(text: string): string {
  const seen = new Set<string>();
  return text
    .split('\n')
    .map((line) => {
      if (!line.trim() || line.startsWith('#')) return line;
      return sentencesOf(line).filter((s) => (seen.has(s) ? false : (seen.add(s), true))).join(' ');
    })
    .join('\n');
}
