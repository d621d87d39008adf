// Short Spanish texts for one event of the monthly calendar (describeEvent) and for one transit active now
// (describeTransit). A transit's text is built from how the transiting planet acts in its aspect family
// (conjunction, flowing, rubbing) on what the natal point it touches stands for. Every sentence names what makes
// its event distinct (planets, point, sign, house), so a month's calendar never shows one sentence twice.
import { signOf } from '../../contract/zodiac.ts';
import type { ActiveTransit, AstroEvent, MajorAspect, NatalPoint, StationBody, TransitingBody } from '../../astro/events-types.ts';
import type { NatalChart, SignId } from '../../contract/chart.ts';
import { ASPECT_FEMININE, ASPECT_NAME, POINT_IN_SENTENCE, POINT_NAME, SIGN_NAME, capitalize, de, formatDegrees } from '../../contract/vocabulary.ts'
import { HOUSE_AREA, NATAL_POINT_AREA, aspectFamily, dayAndMonth, type AspectFamily } from './vocabulary.ts';

type Action = (area: string) => string;

/**
 * How a transiting planet acts on the area of a natal point (NATAL_POINT_AREA): by aspect family, with their own
 * texts for the opposition (within the rubbing family) and the sextile (within the flowing one).
 */
export const TRANSIT_ACTION: Record<TransitingBody, Record<AspectFamily | 'opposition' | 'sextile', Action>> = {
  sun: {
    fusion: (x) => `El Sol en tránsito enciende ${x} durante unos días: es un buen momento para tomar la iniciativa y dejarte ver.`,
    flow: (x) => `Es un empujón breve y luminoso del Sol para ${x}, útil para avanzar con naturalidad en lo que ya tienes entre manos.`,
    friction: (x) => `El Sol tensa ${x} durante unos pocos días: puede haber choques de voluntades o cansancio, y conviene no forzar.`,
    opposition: (x) => `Frente a ${x}, el Sol en oposición pone a alguien o algo delante como un espejo: escucha lo que te devuelve antes de defender tu postura.`,
    sextile: (x) => `El Sol abre una pequeña oportunidad para ${x}; basta con dar un paso sencillo para aprovecharla.`,
  },
  mercury: {
    fusion: (x) => `Mercurio trae conversaciones, mensajes y decisiones sobre ${x}; anota las ideas que te lleguen.`,
    flow: (x) => `Mercurio facilita el diálogo y los trámites que tocan ${x}: buen momento para negociar, estudiar o aclarar malentendidos.`,
    friction: (x) => `Mercurio puede traer prisas o malentendidos en torno a ${x}; relee antes de enviar y escucha antes de responder.`,
    opposition: (x) => `Con Mercurio enfrente, las opiniones de otros sobre ${x} chocan con las tuyas; es mejor preguntar que convencer.`,
    sextile: (x) => `Mercurio trae una idea útil o una conversación oportuna para ${x}; tenla a mano y compártela.`,
  },
  venus: {
    fusion: (x) => `Venus endulza ${x}: afecto, placer y pequeñas alegrías se acercan, y también las ganas de gastar.`,
    flow: (x) => `Venus favorece la armonía en ${x}; es un buen momento para reconciliarte, embellecer tu espacio o simplemente disfrutar.`,
    friction: (x) => `Venus señala algún roce en ${x} entre lo que deseas y lo que tienes; evita comprar o prometer solo para calmar una carencia.`,
    opposition: (x) => `Venus en oposición pone ${x} en el terreno de la pareja y los acuerdos: busca el punto medio entre dar y recibir.`,
    sextile: (x) => `Venus regala un gesto amable o una invitación que favorece ${x}; acéptala sin pensarlo demasiado.`,
  },
  mars: {
    fusion: (x) => `Marte inyecta energía y urgencia en ${x}: tendrás ganas de actuar ya, y conviene canalizar ese fuego en algo concreto.`,
    flow: (x) => `Marte presta empuje y valentía a ${x} sin necesidad de pelearte con nadie; aprovecha para lo que llevas tiempo postergando.`,
    friction: (x) => `Marte puede encender discusiones, prisas o descuidos que afectan a ${x}; respira antes de reaccionar y baja el ritmo cuando conduzcas.`,
    opposition: (x) => `Marte enfrente pone a prueba ${x} con la fuerza o la prisa de otras personas; elige con calma qué batalla merece tu energía.`,
    sextile: (x) => `Marte ofrece un impulso oportuno a ${x}: si actúas en estos días, el esfuerzo rinde más de lo habitual.`,
  },
  jupiter: {
    fusion: (x) => `Júpiter amplía ${x}: llegan oportunidades, contactos o ánimos renovados, con la única trampa del exceso.`,
    flow: (x) => `Júpiter abre una ventana de apoyo y de suerte razonable para ${x}; es tiempo de proponer, pedir y confiar un poco más.`,
    friction: (x) => `Júpiter puede inflar expectativas o compromisos relacionados con ${x}; di que sí solo a lo que de verdad puedes sostener.`,
    opposition: (x) => `Júpiter en oposición agranda lo que otros esperan de ${x}; negocia con generosidad, pero sin prometer de más.`,
    sextile: (x) => `Júpiter deja una puerta entreabierta para ${x}: llama, propón o inscríbete, porque la ocasión no insistirá sola.`,
  },
  saturn: {
    fusion: (x) => `Saturno pone a prueba ${x}: pide madurez, estructura y paciencia, y recompensa el esfuerzo sostenido.`,
    flow: (x) => `Saturno ofrece estabilidad y un apoyo sobrio a ${x}; lo que organices ahora tendrá cimientos firmes.`,
    friction: (x) => `Saturno presiona ${x} con retrasos o responsabilidades extra; no es un castigo, es un examen que te deja más fuerza.`,
    opposition: (x) => `Saturno enfrente te pide cuentas sobre ${x} a través de otras personas o de compromisos firmados; revisa lo que de verdad quieres sostener.`,
    sextile: (x) => `Saturno ayuda a ordenar ${x} con pasos pequeños y constantes; un poco de disciplina ahora rinde mucho después.`,
  },
  uranus: {
    fusion: (x) => `Urano despierta ${x} con cambios repentinos y ganas de libertad; lo que te ataba puede soltarse de golpe.`,
    flow: (x) => `Urano trae aire fresco y soluciones ingeniosas para ${x}; es un buen momento para probar algo distinto sin romper nada.`,
    friction: (x) => `Urano sacude ${x}: imprevistos, nervios o rupturas que, bien llevados, te liberan de lo que sobra.`,
    opposition: (x) => `Urano en oposición trae desde fuera sorpresas que alteran ${x}; la flexibilidad será tu mejor aliada.`,
    sextile: (x) => `Urano sugiere una novedad estimulante para ${x}; prueba esa idea distinta en pequeño antes de cambiarlo todo.`,
  },
  neptune: {
    fusion: (x) => `Neptuno disuelve los contornos de ${x}: más sensibilidad, inspiración y compasión, y también confusión si no pones límites claros.`,
    flow: (x) => `Neptuno afina la intuición en ${x}; confía en las corazonadas y dale espacio al arte y a la espiritualidad.`,
    friction: (x) => `Neptuno puede envolver ${x} en desgana, idealización o engaños; verifica los hechos y cuida tu descanso.`,
    opposition: (x) => `Neptuno en oposición puede proyectar en otras personas ilusiones sobre ${x}; mira a los demás tal como son, no como te gustaría.`,
    sextile: (x) => `Neptuno suaviza ${x} con un toque de inspiración; la música, el agua o la meditación te ayudarán a escucharlo.`,
  },
  pluto: {
    fusion: (x) => `Plutón inicia una transformación profunda en ${x}: algo termina para que otra cosa pueda nacer.`,
    flow: (x) => `Plutón te da fuerza para transformar ${x} desde dentro, con poder y concentración, sin necesidad de crisis.`,
    friction: (x) => `Plutón trae a ${x} situaciones de poder, control o pérdida que te piden soltar; lo que se resiste, se transforma igual.`,
    opposition: (x) => `Plutón en oposición lleva ${x} al terreno de las dinámicas de poder en tus relaciones; pon límites claros y no cedas tu fuerza.`,
    sextile: (x) => `Plutón ofrece una ocasión discreta de regenerar ${x}; un cambio pequeño pero profundo puede bastar.`,
  },
};

/** What changes when a body changes sign: the singular subject of the ingress sentence. */
const INGRESS_CHANGE: Record<TransitingBody, string> = {
  sun: 'el tono de las próximas cuatro semanas',
  mercury: 'el estilo de las conversaciones y de las ideas',
  venus: 'la manera de querer, de gustar y de gastar',
  mars: 'el rumbo de la energía de todos',
  jupiter: 'el terreno donde crecer durante cerca de un año',
  saturn: 'lo que toca madurar en los próximos dos años y medio',
  uranus: 'la dirección de los cambios de los próximos siete años',
  neptune: 'el sueño colectivo de más de una década',
  pluto: 'la transformación de fondo de las próximas décadas',
};

const SIGN_QUALITY: Record<SignId, string> = {
  aries: 'arranque, franqueza y ganas de empezar de cero',
  taurus: 'paciencia, sentido práctico y aprecio por lo tangible',
  gemini: 'curiosidad, agilidad y ganas de conversar',
  cancer: 'cuidado, memoria y sentido de pertenencia',
  leo: 'brillo, generosidad y deseo de expresarse',
  virgo: 'orden, depuración y atención al detalle',
  libra: 'equilibrio, diálogo y belleza',
  scorpio: 'intensidad, verdad y transformación',
  sagittarius: 'optimismo, búsqueda y aventura',
  capricorn: 'estructura, ambición serena y compromiso',
  aquarius: 'independencia, ideas nuevas y sentido de comunidad',
  pisces: 'sensibilidad, imaginación y compasión',
};

/** What a sign's lunation sows or harvests, as a noun phrase. */
export const SIGN_FIELD: Record<SignId, string> = {
  aries: 'la iniciativa y el coraje', taurus: 'la estabilidad y los recursos', gemini: 'la comunicación y el aprendizaje',
  cancer: 'el hogar y los cuidados', leo: 'la creatividad y la autoestima', virgo: 'la salud y el orden',
  libra: 'las relaciones y los acuerdos', scorpio: 'la intimidad y el cambio profundo', sagittarius: 'los viajes y las creencias',
  capricorn: 'la ambición y la responsabilidad', aquarius: 'la amistad y la libertad', pisces: 'la intuición y el descanso',
};

const STATION_TEXT: Record<StationBody, { retrograde: string; direct: string }> = {
  mercury: {
    retrograde: 'Mercurio se detiene y empieza su retrogradación: durante unas tres semanas conviene revisar, releer y dejar las firmas importantes para cuando vuelva a avanzar.',
    direct: 'Mercurio retoma la marcha directa: las comunicaciones y los trámites se desatascan poco a poco, aunque los primeros días aún van lentos.',
  },
  venus: {
    retrograde: 'Venus inicia su retrogradación, que dura unas seis semanas: vuelven temas del corazón y del dinero para que los mires con otros ojos.',
    direct: 'Venus vuelve a avanzar: las decisiones afectivas y económicas que quedaron en pausa pueden tomarse ya con más claridad.',
  },
  mars: {
    retrograde: 'Marte se vuelve retrógrado durante algo más de dos meses: la energía se dirige hacia dentro y es mejor revisar estrategias que abrir frentes.',
    direct: 'Marte recupera el movimiento directo y, con él, el empuje para ejecutar lo que has madurado estas semanas.',
  },
  jupiter: {
    retrograde: 'Júpiter comienza unos cuatro meses de retrogradación: el crecimiento se vuelve interior y toca revisar creencias y planes.',
    direct: 'Júpiter retoma la marcha directa y las oportunidades vuelven a fluir hacia fuera.',
  },
  saturn: {
    retrograde: 'Saturno se detiene y retrograda durante unos cuatro meses y medio: es momento de revisar compromisos y reforzar lo que quedó flojo.',
    direct: 'Saturno vuelve a avanzar: las responsabilidades revisadas piden ahora una acción constante.',
  },
  uranus: {
    retrograde: 'Urano empieza su retrogradación anual de unos cinco meses: los cambios se gestan por dentro antes de salir a la luz.',
    direct: 'Urano retoma el avance, y con él pueden precipitarse las novedades que venían madurando.',
  },
  neptune: {
    retrograde: 'Neptuno se vuelve retrógrado durante unos cinco meses: buen momento para despejar ilusiones y mirar la realidad con ternura.',
    direct: 'Neptuno vuelve a avanzar e invita a poner en práctica la inspiración de los meses anteriores.',
  },
  pluto: {
    retrograde: 'Plutón inicia su retrogradación anual: durante unos cinco meses, los procesos de cambio profundo se vuelven más íntimos.',
    direct: 'Plutón retoma su marcha directa y lo que se transformó por dentro empieza a notarse fuera.',
  },
};

const ECLIPSE_SUBTYPE: Record<string, string> = { penumbral: 'penumbral', partial: 'parcial', total: 'total', annular: 'anular' };

function actionOf(body: TransitingBody, aspect: MajorAspect, point: NatalPoint): string {
  const texts = TRANSIT_ACTION[body];
  const action = aspect === 'opposition' || aspect === 'sextile' ? texts[aspect] : texts[aspectFamily(aspect)];
  return action(NATAL_POINT_AREA[point]);
}

function aspectWithArticle(aspect: MajorAspect): string {
  return `${ASPECT_FEMININE[aspect] ? 'una' : 'un'} ${ASPECT_NAME[aspect]}`;
}

function houseSentence(house: number | undefined, lead: string): string {
  return house ? ` ${lead} tu casa ${house}, la ${de(HOUSE_AREA[house - 1])}.` : '';
}

/** One or two sentences (plain text) about one event, for the calendar entry and the .ics description. */
/** `timeZone` (IANA, default UTC) says in which zone to date the orb window. */
export function describeEvent(event: AstroEvent, natal: NatalChart, options: { timeZone?: string } = {}): string {
  const day = (iso: string) => dayAndMonth(iso, options.timeZone);
  switch (event.type) {
    case 'aspect': {
      const exact = ASPECT_FEMININE[event.aspect] ? 'exacta' : 'exacto';
      const window = event.enterUtc && event.leaveUtc ? `, y lo notarás del ${day(event.enterUtc)} al ${day(event.leaveUtc)}` : '';
      const action = actionOf(event.transiting, event.aspect, event.natal);
      return `${capitalize(POINT_IN_SENTENCE[event.transiting])} forma ${aspectWithArticle(event.aspect)} ${exact} con ${natalPointPhrase(natal, event.natal)}${window}. ${action}`;
    }
    case 'ingress': {
      const body = POINT_IN_SENTENCE[event.body];
      return `${capitalize(body)} entra en ${SIGN_NAME[event.sign]}, y ${INGRESS_CHANGE[event.body]} se tiñe de ${SIGN_QUALITY[event.sign]}.${houseSentence(event.natalHouse, `Para ti, la entrada ${de(body)} en ${SIGN_NAME[event.sign]} ocurre en`)}`;
    }
    case 'station': {
      const body = capitalize(POINT_IN_SENTENCE[event.body]);
      return `${STATION_TEXT[event.body][event.direction]}${houseSentence(event.natalHouse, event.direction === 'retrograde' ? `${body} frena sobre` : `${body} reanuda la marcha desde`)}`;
    }
    case 'lunation': {
      const sign = signOf(event.longitude);
      const lead = event.phase === 'new'
        ? `Luna nueva en ${SIGN_NAME[sign]}, a ${formatDegrees(event.longitude % 30)}: un buen momento para plantar una intención y empezar algo pequeño pero concreto.`
        : `Luna llena en ${SIGN_NAME[sign]}, a ${formatDegrees(event.longitude % 30)}: culmina lo que empezó hace unas dos semanas, y toca cosechar, reconocer y soltar.`;
      return event.natalHouse
        ? `${lead}${houseSentence(event.natalHouse, event.phase === 'new' ? `La semilla de esta Luna en ${SIGN_NAME[sign]} cae en` : `La cosecha de esta Luna en ${SIGN_NAME[sign]} llega a`)}`
        : `${lead} Su terreno es el ${de(SIGN_FIELD[sign])}.`;
    }
    case 'eclipse': {
      const subtype = event.subtype ? ` ${ECLIPSE_SUBTYPE[event.subtype]}` : '';
      const where = event.longitude === undefined ? '' : ` en ${SIGN_NAME[signOf(event.longitude)]}`;
      const meaning = event.kind === 'solar'
        ? 'Los eclipses de Sol funcionan como lunas nuevas potenciadas: abren capítulos que se despliegan durante meses.'
        : 'Los eclipses de Luna son lunas llenas intensificadas: sacan a la luz lo pendiente y empujan a cerrar etapas.';
      return `Eclipse ${event.kind === 'solar' ? 'solar' : 'lunar'}${subtype}${where}. ${meaning}${houseSentence(event.natalHouse, 'Se produce en')}`;
    }
  }
}

/** 'tu Venus natal en Tauro': the sign makes the natal point concrete. */
export function natalPointPhrase(natal: NatalChart, point: NatalPoint): string {
  const longitude = point === 'ascendant' || point === 'midheaven' ? natal.angles?.[point] : natal.bodies[point].longitude;
  return `tu ${POINT_NAME[point]} natal${longitude === undefined ? '' : ` en ${SIGN_NAME[signOf(longitude)]}`}`;
}

/** Two to four sentences (plain text) about one active transit: what it does to what it touches, and when it peaks. */
/** `timeZone` (IANA, default UTC) says in which zone to date the passes and the window. */
export function describeTransit(transit: ActiveTransit, natal: NatalChart, options: { timeZone?: string } = {}): string {
  const day = (iso: string) => dayAndMonth(iso, options.timeZone);
  const phase = transit.applying ? 'acercándose a la exactitud' : 'ya separándose';
  const lead = `${capitalize(POINT_IN_SENTENCE[transit.transiting])} en tránsito forma ${aspectWithArticle(transit.aspect)} con ${natalPointPhrase(natal, transit.natal)}, a ${formatDegrees(transit.orb)} y ${phase}.`;
  const action = actionOf(transit.transiting, transit.aspect, transit.natal);
  const dates = transit.exactUtc.map(day);
  const which = `${ASPECT_FEMININE[transit.aspect] ? 'la' : 'el'} ${ASPECT_NAME[transit.aspect]} ${de(POINT_IN_SENTENCE[transit.transiting])} a tu ${POINT_NAME[transit.natal]}`;
  const window = transit.enterUtc && transit.leaveUtc ? `, dentro de una ventana de orbe que va del ${day(transit.enterUtc)} al ${day(transit.leaveUtc)}` : '';
  let timing = '';
  if (dates.length > 1) {
    timing = ` Por el movimiento retrógrado, ${which} se perfecciona ${dates.length} veces, el ${dates.slice(0, -1).join(', el ')} y el ${dates[dates.length - 1]}${window}.`;
  } else if (dates.length === 1) {
    timing = ` ${capitalize(which)} se perfecciona el ${dates[0]}${window}.`;
  }
  return `${lead} ${action}${timing}`;
}
