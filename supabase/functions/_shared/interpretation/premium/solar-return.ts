// The built-in solar-return reading: one Markdown text of some 1,200 to 1,500 words from the return chart's own
// facts, read as an astrologer reads a return: the Ascendant and its ruler (sign, house, condition), the Sun's and
// the Moon's houses, the Moon's aspects, every other planet house by house, the planets on the angles, the
// tightest aspects, the natal houses the return's angles fall in, and a paragraph that weighs the year's themes
// against each other and names the tension where two of them pull apart. Every sentence is written for its
// placement (return-*.ts and the tables below); none is a frame with names slotted in.
import { signOf } from '../../contract/zodiac.ts';
import type { MajorAspect, SolarReturn } from '../../astro/events-types.ts';
import { houseOf } from '../../astro/houses.ts';
import { SIGNS, type Aspect, type NatalChart, type SignId } from '../../contract/chart.ts';
import { ASPECT_FEMININE, ASPECT_NAME, PLANETS, POINT_IN_SENTENCE, SIGN_ELEMENT, SIGN_NAME, capitalize, de, formatDegrees, type PlanetId } from '../../contract/vocabulary.ts';
import { TRADITIONAL_RULER, dignitiesOf } from '../astro-rules.ts';
import { HOUSE_SHORT, aspectFamily, sentencesOf } from './vocabulary.ts';
import { PLANET_IN_RETURN_HOUSE, type ReturnHousePlanet } from './return-houses.ts';
import { MOON_ASPECT, RETURN_PAIR } from './return-aspects.ts';
import {
  ELEMENTS_BALANCED, ELEMENT_WEATHER, HEMISPHERE, MODALITY_WEATHER, PROFECTED_HOUSE, RETURN_MC_SIGN, RETURN_MOON_IN_NATAL_HOUSE, RETURN_MOON_PHASE,
  RULER_DIGNITY, RULER_HOUSE_KIND, RULER_IN_HOUSE, RULER_IN_SIGN, RULER_RETROGRADE, SUN_HOUSE_STEP,
} from './return-ruler.ts';
import { ASCENDANT_TONE, AXES, COHERENT, COUNTERWEIGHT, KEEP, POLE_ASK, POLE_SHORT, SECONDARY, TENSION, type Axis, type Pole } from './return-themes.ts';

const HEADING = {
  intro: 'Tu año solar',
  ascendant: 'El tono del año: Ascendente y regente',
  sun: 'Dónde pones la luz: el Sol de la revolución',
  moon: 'Lo que necesitarás: la Luna de la revolución',
  moonAspects: 'Los aspectos de la Luna',
  houses: 'Los planetas, casa por casa',
  angular: 'Planetas en los ángulos',
  aspects: 'Los aspectos más cerrados',
  natal: 'La revolución sobre tu carta natal',
  themes: 'Cómo encajan los temas del año',
  closing: 'Para llevarte',
} as const;

/** Section headings (without "## "), in order. */
export const SOLAR_RETURN_HEADINGS: readonly string[] = Object.values(HEADING);

/** The ruler of each sign as the year's guide: the traditional seven, with the modern rulers of Scorpio, Aquarius and Pisces. */
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
  sun: 'el Sol en un ángulo concentra ahí la vitalidad del año y hace de ese terreno su escenario principal',
  moon: 'la Luna en un ángulo hace del año un tiempo de cambios frecuentes, con el ánimo muy pendiente del entorno',
  mercury: 'Mercurio en un ángulo pone la comunicación, los papeles y los desplazamientos en el centro de la escena',
  venus: 'Venus en un ángulo suaviza el año y lo abre al amor, la belleza y los acuerdos favorables',
  mars: 'Marte en un ángulo trae un año de acción y de empuje, con más energía disponible y algún choque que conviene gestionar con calma',
  jupiter: 'Júpiter en un ángulo es una de las mejores señales de una revolución: abre puertas y multiplica lo que toca',
  saturn: 'Saturno en un ángulo anuncia un año de responsabilidad y de consolidación, exigente pero muy productivo si te comprometes',
  uranus: 'Urano en un ángulo avisa de sorpresas y de cambios repentinos que te liberan de algo que ya te quedaba pequeño',
  neptune: 'Neptuno en un ángulo vuelve difusos algunos contornos del año: inspira mucho, pero pide verificar antes de firmar',
  pluto: 'Plutón en un ángulo señala un año de transformación profunda, con situaciones que te invitan a tomar tu poder',
};
const NO_ANGULAR =
  'Ningún planeta toca de cerca los cuatro ángulos de esta revolución, así que el año no gira en torno a un protagonista planetario único: su tono lo dan más bien el Ascendente, el Sol y la Luna, y tienes margen para decidir tú dónde pones el acento.';

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

const NO_BIRTH_TIME =
  'Una advertencia honesta: tu carta natal no tiene hora de nacimiento, así que partimos de la posición de tu Sol a mediodía. El Sol avanza casi un grado al día, de modo que el instante real del regreso puede variar hasta medio día, y con él el Ascendente, las casas y la posición de la Luna de esta revolución. Lee lo que sigue sobre ángulos y casas como una aproximación; los signos de los planetas lentos, en cambio, son fiables.';

const ANGLES_UNCERTAIN =
  'Sin la hora de nacimiento, los ángulos de esta revolución pueden desplazarse muchos grados, así que no señalamos qué planetas los tocan: sería afinar sobre un dato que no tenemos.';

const NATAL_HOUSES_UNKNOWN =
  'Como tu carta natal no tiene hora de nacimiento, no podemos situar los ángulos de la revolución en tus casas natales; lo que sí vale es todo lo que la propia revolución muestra.';


const HOUSE_PLANETS: readonly ReturnHousePlanet[] = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];

const ANGLE_NAME = ['el Ascendente', 'el fondo del cielo', 'el Descendente', 'el Medio Cielo'] as const;

/**
 * Where angular planets stand: on the angle's own house, or still in the house before it. `orbs` names one or
 * more planets' distances ('2°46′', or '2°46′ y 4°10′' for two on the same side), `plural` picks the verbs.
 */
const ANGLE_SIDE: readonly { on: (orbs: string, plural: boolean) => string; before: (orbs: string, plural: boolean) => string }[] = [
  {
    on: (orbs, plural) => `${plural ? 'Están' : 'Está'} a ${orbs} del Ascendente, ya dentro de la casa 1: lo que venga por ahí te toca en primera persona y desde el principio del año.`,
    before: (orbs, plural) => `${plural ? 'Están' : 'Está'} a ${orbs} del Ascendente por el lado de la casa 12, todavía tras el horizonte: su efecto se gesta en privado y sale a la luz a lo largo del año.`,
  },
  {
    on: (orbs, plural) => `${plural ? 'Están' : 'Está'} a ${orbs} del fondo del cielo, dentro de la casa 4, y ${plural ? 'actúan' : 'actúa'} sobre el hogar, la familia y la vida privada.`,
    before: (orbs, plural) => `${plural ? 'Están' : 'Está'} a ${orbs} del fondo del cielo, desde la casa 3: lo que empiece en conversaciones y trámites acabará tocando tu casa.`,
  },
  {
    on: (orbs, plural) => `${plural ? 'Están' : 'Está'} a ${orbs} del Descendente, en la casa 7, y ${plural ? 'se expresan' : 'se expresa'} a través de la pareja, los socios y los acuerdos.`,
    before: (orbs, plural) => `${plural ? 'Están' : 'Está'} a ${orbs} del Descendente, desde la casa 6: el trabajo de cada día prepara encuentros y acuerdos que llegarán después.`,
  },
  {
    on: (orbs, plural) => `${plural ? 'Están' : 'Está'} a ${orbs} del Medio Cielo, en la casa 10, a la vista de todos en tu vida profesional.`,
    before: (orbs, plural) => `${plural ? 'Están' : 'Está'} a ${orbs} del Medio Cielo, desde la casa 9: lo que aprendas o explores este año empuja tu carrera desde atrás.`,
  },
];

const NO_MOON_ASPECTS =
  'La Luna de esta revolución no forma aspectos mayores con ningún planeta: tus emociones seguirán su propio curso, sin que otro asunto del año las arrastre, y eso te deja margen para escucharlas tal como vengan.';
const NO_TIGHT_ASPECTS =
  'Los planetas de esta revolución no forman aspectos mayores cerrados entre sí: cada área del año seguirá su propio curso, sin grandes alianzas ni choques que las aten.';

function angularPlanets(chart: NatalChart): { planet: PlanetId; angle: number; distance: number; side: 'on' | 'before' }[] {
  if (!chart.angles) return [];
  const points = [chart.angles.ascendant, chart.angles.midheaven + 180, chart.angles.ascendant + 180, chart.angles.midheaven];
  const found: { planet: PlanetId; angle: number; distance: number; side: 'on' | 'before' }[] = [];
  for (const planet of PLANETS) {
    const longitude = chart.bodies[planet].longitude;
    points.forEach((point, angle) => {
      // Houses grow with longitude from each angle: ahead of it is the angle's own house, behind it the one before.
      const signed = ((((longitude - point) % 360) + 540) % 360) - 180;
      if (Math.abs(signed) <= 6) found.push({ planet, angle, distance: Math.abs(signed), side: signed >= 0 ? 'on' : 'before' });
    });
  }
  return found.sort((a, b) => a.distance - b.distance).slice(0, 3);
}

/** Angular planets grouped by angle and side, so two on one side share one sentence about it. */
function angularGroups(angular: ReturnType<typeof angularPlanets>): ReturnType<typeof angularPlanets>[] {
  const groups: ReturnType<typeof angularPlanets>[] = [];
  for (const entry of angular) {
    const group = groups.find((g) => g[0].angle === entry.angle && g[0].side === entry.side);
    if (group) group.push(entry);
    else groups.push([entry]);
  }
  return groups;
}

const pairKey = (a: PlanetId, b: PlanetId) => (PLANETS.indexOf(a) < PLANETS.indexOf(b) ? `${a}-${b}` : `${b}-${a}`);
const isPlanet = (point: string): point is PlanetId => (PLANETS as readonly string[]).includes(point);

/** The Moon's major aspects to the planets, tightest first (three at most). */
function moonAspects(chart: NatalChart): { planet: Exclude<PlanetId, 'moon'>; aspect: Aspect }[] {
  return chart.aspects
    .filter((a) => a.major && (a.a === 'moon' || a.b === 'moon') && isPlanet(a.a) && isPlanet(a.b))
    .sort((x, y) => x.orb - y.orb)
    .slice(0, 3)
    .map((aspect) => ({ planet: (aspect.a === 'moon' ? aspect.b : aspect.a) as Exclude<PlanetId, 'moon'>, aspect }));
}

const SLOW: ReadonlySet<string> = new Set(['jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);

/** Aspects between the other planets that have a text of their own, tightest first. */
function returnAspects(chart: NatalChart): Aspect[] {
  return chart.aspects
    .filter((a) => a.major && isPlanet(a.a) && isPlanet(a.b) && RETURN_PAIR[pairKey(a.a, a.b)]?.[aspectFamily(a.type as MajorAspect)] !== undefined)
    .sort((x, y) => x.orb - y.orb);
}

/**
 * The tightest (four, or three), a personal planet's first: two slow planets in aspect stay so for months and share it with
 * everyone born near this date, so they rank as if 3° wider.
 */
function tightestAspects(chart: NatalChart): Aspect[] {
  const rank = (a: Aspect) => a.orb + (SLOW.has(a.a) && SLOW.has(a.b) ? 3 : 0);
  // Three when the Moon already has three of its own to read, so the aspects never crowd out the rest.
  return returnAspects(chart).sort((x, y) => rank(x) - rank(y)).slice(0, moonAspects(chart).length >= 3 ? 3 : 4);
}

function pairSentence(aspect: Aspect): string {
  const [a, b] = pairKey(aspect.a as PlanetId, aspect.b as PlanetId).split('-') as PlanetId[];
  return RETURN_PAIR[`${a}-${b}`][aspectFamily(aspect.type as MajorAspect)]!;
}

/** The elements the ten planets stand in: the one that weighs four or more, the ones left empty. */
function elementWeather(chart: NatalChart): { elements: string; pace: string } {
  const counts = { fire: 0, earth: 0, air: 0, water: 0 };
  for (const planet of PLANETS) counts[SIGN_ELEMENT[chart.bodies[planet].sign]] += 1;
  const elements = Object.keys(counts) as (keyof typeof counts)[];
  // The element that weighs most (four planets or more) and the first one left empty: two notes at most.
  const most = elements.reduce((best, e) => (counts[e] > counts[best] ? e : best));
  const empty = elements.find((e) => counts[e] === 0);
  const texts = [...(counts[most] >= 4 ? [ELEMENT_WEATHER[most].many] : []), ...(empty ? [ELEMENT_WEATHER[empty].none] : [])];
  const modalities = { cardinal: 0, fixed: 0, mutable: 0 };
  // Aries, Taurus, Gemini: cardinal, fixed, mutable, and so on round the zodiac.
  for (const planet of PLANETS) modalities[(['cardinal', 'fixed', 'mutable'] as const)[SIGNS.indexOf(chart.bodies[planet].sign) % 3]] += 1;
  const pace = (Object.keys(modalities) as (keyof typeof modalities)[]).filter((m) => modalities[m] >= 5).map((m) => MODALITY_WEATHER[m]);
  return { elements: texts.length ? texts.join(' ') : ELEMENTS_BALANCED, pace: pace.join(' ') };
}

const NUMBER_CAPITAL = ['', '', '', '', '', '', '', 'Siete', 'Ocho', 'Nueve', 'Los diez'];

/** Seven or more planets on one side of the horizon or of the meridian (the most lopsided side). */
function hemispheres(chart: NatalChart): { side: 'above' | 'below' | 'east' | 'west'; count: number }[] {
  const houses = PLANETS.map((p) => chart.bodies[p].house ?? 1);
  const sides = {
    above: houses.filter((h) => h >= 7).length,
    below: houses.filter((h) => h <= 6).length,
    east: houses.filter((h) => h >= 10 || h <= 3).length,
    west: houses.filter((h) => h >= 4 && h <= 9).length,
  };
  // The most lopsided side only: one line in the houses section, one factor in the themes.
  return (Object.keys(sides) as (keyof typeof sides)[])
    .filter((side) => sides[side] >= 7)
    .sort((a, b) => sides[b] - sides[a])
    .slice(0, 1)
    .map((side) => ({ side, count: sides[side] }));
}

/** 'a, b y c'. */
function listOf(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}` : items[0];
}

const KIND: Record<number, 'angular' | 'succedent' | 'cadent'> = {
  1: 'angular', 4: 'angular', 7: 'angular', 10: 'angular', 2: 'succedent', 5: 'succedent', 8: 'succedent', 11: 'succedent',
  3: 'cadent', 6: 'cadent', 9: 'cadent', 12: 'cadent',
};

/** What each house leans towards, on the axes the themes are weighed on. */
const HOUSE_POLES: Record<number, Pole[]> = {
  1: ['outward', 'self'], 2: ['stability'], 3: ['change'], 4: ['inward'], 5: ['self', 'pleasure'], 6: ['stability', 'duty'],
  7: ['others'], 8: ['inward'], 9: ['change'], 10: ['outward', 'duty'], 11: ['others'], 12: ['inward'],
};
const SIGN_POLES: Record<SignId, Pole[]> = {
  aries: ['self', 'change'], taurus: ['stability', 'pleasure'], gemini: ['change'], cancer: ['inward'], leo: ['outward', 'pleasure'],
  virgo: ['duty'], libra: ['others'], scorpio: ['inward'], sagittarius: ['change', 'expansion'], capricorn: ['duty', 'restraint'],
  aquarius: ['change', 'others'], pisces: ['inward'],
};
/** What a planet on an angle adds, besides the angle itself. */
const ANGULAR_POLES: Partial<Record<PlanetId, Pole[]>> = {
  mars: ['self'], venus: ['pleasure'], jupiter: ['expansion'], saturn: ['restraint', 'stability'], uranus: ['change'], neptune: ['inward'], pluto: ['change'],
};
const ANGLE_POLES: readonly Pole[] = ['outward', 'inward', 'others', 'outward'];
const COUNT_WORD = ['cero', 'una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'];
const NUMBER_WORD = ['', '', '', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', ''];

interface Factor {
  phrase: string;
  weight: number;
  poles: Pole[];
}

/** The year's factors and the sides they lean to. */
function themeFactors(chart: NatalChart, natal: NatalChart, ruler: PlanetId, ascSign: SignId): Factor[] {
  const factors: Factor[] = [];
  const house = (planet: PlanetId) => chart.bodies[planet].house ?? 1;
  factors.push({ phrase: `el Sol en la casa ${house('sun')}`, weight: 3, poles: HOUSE_POLES[house('sun')] });
  factors.push({ phrase: `la Luna en la casa ${house('moon')}`, weight: 2, poles: HOUSE_POLES[house('moon')] });
  if (ruler !== 'sun' && ruler !== 'moon') {
    factors.push({ phrase: `${POINT_IN_SENTENCE[ruler]} (regente del Ascendente) en la casa ${house(ruler)}`, weight: 2, poles: HOUSE_POLES[house(ruler)] });
  }
  // Without a birth time the return's angles, and so the planets on them and the hemispheres, are not known.
  for (const { planet, angle, side } of natal.timeKnown ? angularPlanets(chart) : []) {
    const anglePole = ANGLE_POLES[angle];
    // Still behind the Ascendant or the Midheaven, a planet is rising rather than risen: half its weight is outward.
    const weight = side === 'before' && anglePole === 'outward' ? 1 : 2;
    factors.push({ phrase: `${POINT_IN_SENTENCE[planet]} junto ${ANGLE_NAME[angle].replace(/^el /, 'al ')}`, weight, poles: [anglePole, ...(ANGULAR_POLES[planet] ?? [])] });
  }
  for (let h = 1; h <= 12; h += 1) {
    const count = PLANETS.filter((p) => house(p) === h).length;
    if (count >= 3) factors.push({ phrase: `${NUMBER_WORD[count]} planetas reunidos en la casa ${h}`, weight: 2, poles: HOUSE_POLES[h] });
  }
  if (natal.houses && chart.angles) {
    const asc = houseOf(chart.angles.ascendant, natal.houses.cusps);
    const mc = houseOf(chart.angles.midheaven, natal.houses.cusps);
    factors.push({ phrase: `el Ascendente del año sobre tu casa ${asc} natal`, weight: 1.5, poles: HOUSE_POLES[asc] });
    factors.push({ phrase: `el Medio Cielo del año sobre tu casa ${mc} natal`, weight: 1, poles: HOUSE_POLES[mc] });
  }
  factors.push({ phrase: `el Ascendente en ${SIGN_NAME[ascSign]}`, weight: 1, poles: SIGN_POLES[ascSign] });
  const HEMISPHERE_POLE = { above: 'outward', below: 'inward', east: 'self', west: 'others' } as const;
  const HEMISPHERE_PHRASE = { above: 'sobre el horizonte', below: 'bajo el horizonte', east: 'en el lado del Ascendente', west: 'en el lado del Descendente' } as const;
  for (const { side, count } of natal.timeKnown ? hemispheres(chart) : []) {
    factors.push({ phrase: `${NUMBER_WORD[count] || 'los diez'} planetas ${HEMISPHERE_PHRASE[side]}`, weight: 1.5, poles: [HEMISPHERE_POLE[side]] });
  }
  for (const [planet, pole] of [['jupiter', 'expansion'], ['saturn', 'restraint']] as const) {
    if ((house(planet) === 1 || house(planet) === 10) && !angularPlanets(chart).some((a) => a.planet === planet)) {
      factors.push({ phrase: `${POINT_IN_SENTENCE[planet]} en la casa ${house(planet)}`, weight: 1.5, poles: [pole] });
    }
  }
  return factors;
}

interface Weighed {
  score: Record<Pole, number>;
  phrases: Record<Pole, string[]>;
}

function weigh(factors: Factor[]): Weighed {
  const poles = Object.values(AXES).flat();
  const score = Object.fromEntries(poles.map((p) => [p, 0])) as Record<Pole, number>;
  const phrases = Object.fromEntries(poles.map((p) => [p, [] as string[]])) as Record<Pole, string[]>;
  for (const factor of [...factors].sort((a, b) => b.weight - a.weight)) {
    for (const pole of factor.poles) {
      score[pole] += factor.weight;
      phrases[pole].push(factor.phrase);
    }
  }
  return { score, phrases };
}

/** Where both sides of an axis weigh at least this much, the reading names a tension. */
const TENSION_FLOOR = 2.5;

/** The year's main tension (or its one direction), said in a paragraph, and the side that weighs most. */
function themesParagraph(factors: Factor[]): { text: string; strongest: Pole } {
  const { score, phrases } = weigh(factors);
  const poles = Object.values(AXES).flat();
  const strongest = poles.reduce((best, p) => (score[p] > score[best] ? p : best), poles[0]);
  const cited = (pole: Pole) => phrases[pole].slice(0, 3);
  const asks = (pole: Pole) => `${cited(pole).length > 1 ? 'piden' : 'pide'} ${POLE_ASK[pole]}`;
  const tensions = (Object.keys(AXES) as Axis[])
    .map((axis) => ({ axis, low: Math.min(...AXES[axis].map((p) => score[p])), total: AXES[axis].reduce((sum, p) => sum + score[p], 0) }))
    .filter((t) => t.low >= TENSION_FLOOR)
    .sort((a, b) => b.low - a.low || b.total - a.total);
  if (!tensions.length) {
    const parts = [`Los temas de este año no se contradicen, y el que más pesa está claro: ${listOf(cited(strongest))} ${asks(strongest)}. ${COHERENT[strongest]}`];
    // The other side of that axis, if anything leans to it, is the counterweight worth keeping in mind.
    const axis = (Object.keys(AXES) as Axis[]).find((a) => AXES[a].includes(strongest))!;
    const opposite = AXES[axis].find((p) => p !== strongest)!;
    if (score[opposite] > 0) parts.push(`Solo ${listOf(cited(opposite))} ${asks(opposite)}, un contrapunto que recuerda que ${COUNTERWEIGHT[opposite]}.`);
    const next = poles.filter((p) => !AXES[axis].includes(p)).reduce((best, p) => (score[p] > score[best] ? p : best));
    if (score[next] >= 1.5) parts.push(`Con menos peso, ${listOf(cited(next))} ${asks(next)}, y eso cabe en el mismo movimiento.`);
    return { text: parts.join(' '), strongest };
  }
  const [main, second] = tensions;
  const [a, b] = [...AXES[main.axis]].sort((x, y) => score[y] - score[x]);
  const parts = [
    `Los temas de este año no tiran todos hacia el mismo lado. ${capitalize(listOf(cited(a)))} ${asks(a)}, mientras que ${listOf(cited(b))} ${asks(b)}.`,
    TENSION[main.axis],
  ];
  if (score[a] - score[b] >= 1) parts.push(`De las dos, pesa algo más ${POLE_SHORT[a]}, que marcará el fondo del año.`);
  if (second) {
    const [c, d] = AXES[second.axis];
    parts.push(`También hay una tensión más suave entre ${POLE_SHORT[c]} y ${POLE_SHORT[d]}: ${SECONDARY[second.axis]}.`);
  }
  return { text: parts.join(' '), strongest: a };
}

/**
 * Markdown with "## " headings, some 1,200 to 1,500 words. `localTime` is how to show the return moment, e.g.
 * '15 de mayo de 2026, 07:34 (hora de Madrid)'.
 */
export function composeSolarReturnReading(input: { solarReturn: SolarReturn; natal: NatalChart; localTime: string }): string {
  const { solarReturn, natal, localTime } = input;
  const chart = solarReturn.chart;
  const sections: { heading: string; paragraphs: Paragraph[] }[] = [];
  const place = `${chart.location.name} (${chart.location.country})`;
  const sunSign = chart.bodies.sun.sign;
  const house = (planet: PlanetId) => chart.bodies[planet].house ?? 1;

  sections.push({
    heading: HEADING.intro,
    paragraphs: [
      `Tu Sol vuelve exactamente a los ${formatDegrees(solarReturn.natalSunLongitude % 30)} de ${SIGN_NAME[sunSign]} el ${localTime}, y desde ${place} se levanta la carta que describe tu año solar: de este cumpleaños al siguiente. No es un destino escrito, sino el clima en el que vas a moverte, con sus vientos a favor y sus corrientes de fondo.`,
      'La leemos como se lee una revolución solar: primero el Ascendente y su regente, que dan el tono; después el Sol y la Luna, que dicen dónde pondrás la energía y qué vas a necesitar, y los aspectos que recibe la Luna; luego el resto de los planetas casa por casa, los que tocan los ángulos y los aspectos más exactos; por último, cómo encaja esta carta sobre la tuya de nacimiento y cómo conviven los temas del año cuando no apuntan todos al mismo sitio.',
      ...(natal.timeKnown ? [] : [NO_BIRTH_TIME]),
    ],
  });

  // A return chart always has a time; a chart without angles would fall back to the Sun's sign.
  const ascSign = chart.angles ? signOf(chart.angles.ascendant) : sunSign;
  const ruler = RULER[ascSign];
  const rulerBody = chart.bodies[ruler];
  const rulerHouse = house(ruler);
  const dignity = dignitiesOf(ruler, rulerBody.sign)[0] ?? 'peregrine';
  const weather = elementWeather(chart);
  // Its tightest aspect is part of its condition; one already read among the year's tightest is not said twice.
  const tight = tightestAspects(chart);
  const ownAspect = returnAspects(chart).find((a) => (a.a === ruler || a.b === ruler) && !tight.includes(a));
  const rulerAspect = ownAspect
    ? [`Su aspecto más cerrado es ${ASPECT_FEMININE[ownAspect.type] ? 'una' : 'un'} ${ASPECT_NAME[ownAspect.type]} con ${POINT_IN_SENTENCE[(ownAspect.a === ruler ? ownAspect.b : ownAspect.a) as PlanetId]}, a ${formatDegrees(ownAspect.orb)}.`, pairSentence(ownAspect)]
    : [];
  sections.push({
    heading: HEADING.ascendant,
    paragraphs: [
      RETURN_ASCENDANT[ascSign],
      [
        `${capitalize(POINT_IN_SENTENCE[ruler])}, regente de ese Ascendente y guía del año, está en ${SIGN_NAME[rulerBody.sign]}, en la casa ${rulerHouse} de la revolución.`,
        RULER_IN_SIGN[rulerBody.sign],
        RULER_IN_HOUSE[rulerHouse - 1],
        RULER_DIGNITY[dignity],
        ...(rulerBody.retrograde ? [RULER_RETROGRADE] : []),
        RULER_HOUSE_KIND[KIND[rulerHouse]],
        ...rulerAspect,
        RULER_STYLE[ruler],
      ].join(' '),
      weather.elements,
      ...(weather.pace ? [{ text: weather.pace, drop: 6 }] : []),
    ],
  });

  sections.push({ heading: HEADING.sun, paragraphs: [RETURN_SUN_HOUSE[house('sun') - 1], SUN_HOUSE_STEP[house('sun') - 1]] });

  const moon = chart.bodies.moon;
  const phase = Math.floor((((moon.longitude - chart.bodies.sun.longitude) % 360) + 360) % 360 / 45);
  sections.push({ heading: HEADING.moon, paragraphs: [`${RETURN_MOON_SIGN[moon.sign]} ${RETURN_MOON_HOUSE[house('moon') - 1]}`, RETURN_MOON_PHASE[phase]] });

  const lunar = moonAspects(chart);
  sections.push({
    heading: HEADING.moonAspects,
    paragraphs: lunar.length
      ? lunar.map(({ planet, aspect }, i) => optionalAfter(2, i, 2, `**${capitalize(ASPECT_NAME[aspect.type])} con ${POINT_IN_SENTENCE[planet]}, a ${formatDegrees(aspect.orb)}.** ${MOON_ASPECT[planet][aspectFamily(aspect.type as MajorAspect)]}`))
      : [NO_MOON_ASPECTS],
  });

  const occupied = new Set(PLANETS.map((p) => house(p)));
  const empty = Array.from({ length: 12 }, (_, i) => i + 1).filter((h) => !occupied.has(h));
  const spread = empty.length
    ? `Contando el Sol y la Luna, los diez planetas ocupan ${COUNT_WORD[occupied.size]} de las doce casas; ${empty.length === 1 ? `la casa ${empty[0]} queda vacía` : `las casas ${listOf(empty.map(String))} quedan vacías`}, lo que no ${empty.length === 1 ? 'la' : 'las'} apaga: sus asuntos llegarán este año a través de sus regentes y de los tránsitos.`
    : 'Contando el Sol y la Luna, los diez planetas se reparten por las doce casas, sin dejar ninguna vacía: un año que toca un poco de todo.';
  const byHouse = new Map<number, ReturnHousePlanet[]>();
  for (const planet of HOUSE_PLANETS) byHouse.set(house(planet), [...(byHouse.get(house(planet)) ?? []), planet]);
  sections.push({
    heading: HEADING.houses,
    paragraphs: [
      spread,
      ...[...byHouse.entries()].sort(([a], [b]) => a - b).map(([h, planets]) => `**Casa ${h}.** ${planets.map((p) => PLANET_IN_RETURN_HOUSE[p][h - 1]).join(' ')}`),
      ...(natal.timeKnown ? hemispheres(chart) : []).map(({ side, count }) => ({ text: HEMISPHERE[side](NUMBER_CAPITAL[count]), drop: 5 })),
    ],
  });

  const angular = natal.timeKnown ? angularPlanets(chart) : [];
  sections.push({
    heading: HEADING.angular,
    paragraphs: !natal.timeKnown
      ? [ANGLES_UNCERTAIN]
      : angular.length
      ? angularGroups(angular).map((group, i) => optionalAfter(2, i, 3, `${group.map(({ planet }) => `${capitalize(ANGULAR_PLANET[planet])}.`).join(' ')} ${ANGLE_SIDE[group[0].angle][group[0].side](listOf(group.map((g) => formatDegrees(g.distance))), group.length > 1)}`))
      : [NO_ANGULAR],
  });

  const aspects = tight;
  sections.push({
    heading: HEADING.aspects,
    paragraphs: aspects.length
      ? aspects.map((aspect, i) => {
        const [a, b] = pairKey(aspect.a as PlanetId, aspect.b as PlanetId).split('-') as PlanetId[];
        return optionalAfter(3, i, 4, `**${capitalize(POINT_IN_SENTENCE[a])} y ${POINT_IN_SENTENCE[b]}, en ${ASPECT_NAME[aspect.type]} a ${formatDegrees(aspect.orb)}.** ${pairSentence(aspect)}`);
      })
      : [NO_TIGHT_ASPECTS],
  });

  const natalParagraphs: string[] = [];
  // The annual profection: the age, counted in houses from the natal Ascendant's sign (the Sun's without a time).
  const age = Number(chart.input.date.slice(0, 4)) - Number(natal.input.date.slice(0, 4));
  const startSign = natal.angles ? signOf(natal.angles.ascendant) : natal.bodies.sun.sign;
  const profected = SIGNS[(SIGNS.indexOf(startSign) + age) % 12];
  const lord = TRADITIONAL_RULER[profected];
  const profection = [
    `Cumples ${age} ${age === 1 ? 'año' : 'años'}, y por profección anual, contando desde ${natal.angles ? 'tu Ascendente natal' : 'el signo de tu Sol, a falta de hora'}, el año despierta tu casa ${(age % 12) + 1} y el signo de ${SIGN_NAME[profected]}.`,
    PROFECTED_HOUSE[age % 12],
    `Eso hace ${de(POINT_IN_SENTENCE[lord])} ${lord === 'moon' ? 'la señora' : 'el señor'} del año, y en esta revolución está en la casa ${house(lord)}: por ese terreno llegará buena parte de lo que la profección anuncia.`,
  ].join(' ');
  const mcSign = chart.angles ? [RETURN_MC_SIGN[signOf(chart.angles.midheaven)]] : [];
  if (natal.houses && chart.angles) {
    natalParagraphs.push(RETURN_ASC_IN_NATAL_HOUSE[houseOf(chart.angles.ascendant, natal.houses.cusps) - 1]);
    natalParagraphs.push(RETURN_MC_IN_NATAL_HOUSE[houseOf(chart.angles.midheaven, natal.houses.cusps) - 1], ...mcSign);
    natalParagraphs.push(RETURN_MOON_IN_NATAL_HOUSE[houseOf(moon.longitude, natal.houses.cusps) - 1]);
  } else {
    natalParagraphs.push(...mcSign, NATAL_HOUSES_UNKNOWN);
  }
  sections.push({ heading: HEADING.natal, paragraphs: [natalParagraphs.join(' '), profection] });

  const themes = themesParagraph(themeFactors(chart, natal, ruler, ascSign));
  // The classic triad of a return: the Ascendant says how the year is lived, the Sun where, the Moon what holds it.
  const sunHouse = house('sun');
  const moonHouse = house('moon');
  const triad = `Dicho en una frase: el año se vive con ${ASCENDANT_TONE[ascSign]} del Ascendente en ${SIGN_NAME[ascSign]}, se juega en la casa ${sunHouse}, ${HOUSE_SHORT[sunHouse - 1]}, y se sostiene ${moonHouse === sunHouse ? 'en esa misma casa' : `en la casa ${moonHouse}, ${HOUSE_SHORT[moonHouse - 1]}`}.`;
  sections.push({ heading: HEADING.themes, paragraphs: [themes.text, triad] });

  sections.push({
    heading: HEADING.closing,
    paragraphs: [
      `Si tuvieras que quedarte con una sola idea, que sea esta: ${KEEP[themes.strongest]}. Vuelve a esta lectura cuando llegue cada estación; lo que hoy suena abstracto se irá llenando de nombres y de fechas concretas.`,
      'Y recuerda que una revolución solar describe tendencias, no obligaciones: tus decisiones siguen siendo tuyas, y este mapa está para que las tomes con más claridad.',
    ],
  });

  return dedupe(fitted(sections));
}

/** A paragraph the reading may leave out when it runs long; higher `drop` goes first. */
type Paragraph = string | { text: string; drop: number };

/** The paragraph at `index` of a list is optional past the first `kept`. */
function optionalAfter(kept: number, index: number, drop: number, text: string): Paragraph {
  return index < kept ? text : { text, drop };
}

/** The longest a reading runs, in words: the least weighty optional notes go first when a chart has much to say. */
const MAX_WORDS = 1480;

const wordCount = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;

function fitted(sections: { heading: string; paragraphs: Paragraph[] }[]): string {
  const render = (skip: Set<Paragraph>) =>
    sections
      .map((s) => `## ${s.heading}\n\n${s.paragraphs.filter((p) => !skip.has(p)).map((p) => (typeof p === 'string' ? p : p.text)).join('\n\n')}`)
      .join('\n\n');
  const optional = sections
    .flatMap((s) => s.paragraphs)
    .filter((p): p is { text: string; drop: number } => typeof p !== 'string')
    .sort((a, b) => b.drop - a.drop);
  const skip = new Set<Paragraph>();
  let text = render(skip);
  for (const paragraph of optional) {
    if (wordCount(text.replace(/^#.*$/gm, '')) <= MAX_WORDS) break;
    skip.add(paragraph);
    text = render(skip);
  }
  return text;
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
