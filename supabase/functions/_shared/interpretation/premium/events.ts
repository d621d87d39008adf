// Short Spanish texts for one event of the monthly calendar (describeEvent) and for one transit active now
// (describeTransit). A transit's text is built from how the transiting planet acts in its aspect family
// (conjunction, flowing, rubbing) and from what the natal point it touches stands for.
import type { ActiveTransit, AstroEvent, MajorAspect, NatalPoint, StationBody, TransitingBody } from '../../astro/events-types.ts';
import type { NatalChart, SignId } from '../../astro/types.ts';
import { ASPECT_FEMININE, ASPECT_NAME, POINT_IN_SENTENCE, POINT_NAME, SIGN_NAME, capitalize, de, formatDegrees, signOfLongitude } from '../names.ts';
import { HOUSE_AREA, aspectFamily, dayAndMonth, type AspectFamily } from './vocabulary.ts';

export const TRANSIT_ACTION: Record<TransitingBody, Record<AspectFamily, string>> = {
  sun: {
    fusion: 'El Sol en tránsito enciende ese punto durante unos días: es un buen momento para tomar la iniciativa y dejarte ver.',
    flow: 'Es un empujón breve y luminoso del Sol, útil para avanzar con naturalidad en lo que ya tienes entre manos.',
    friction: 'El Sol activa una pequeña tensión de pocos días: puede haber choques de voluntades o cansancio, y conviene no forzar.',
  },
  mercury: {
    fusion: 'Mercurio trae conversaciones, mensajes y decisiones sobre este tema; anota las ideas que te lleguen.',
    flow: 'Mercurio facilita el diálogo y los trámites: buen momento para negociar, estudiar o aclarar malentendidos.',
    friction: 'Mercurio puede traer prisas, dispersión o malentendidos; relee antes de enviar y escucha antes de responder.',
  },
  venus: {
    fusion: 'Venus endulza este punto de tu carta: afecto, placer y pequeñas alegrías se acercan, y también las ganas de gastar.',
    flow: 'Venus favorece la armonía y los encuentros; es un buen momento para reconciliarte, embellecer tu espacio o simplemente disfrutar.',
    friction: 'Venus señala algún roce entre lo que deseas y lo que tienes; evita comprar o prometer solo para calmar una carencia.',
  },
  mars: {
    fusion: 'Marte inyecta energía y urgencia: tendrás ganas de actuar ya, y conviene canalizar ese fuego en algo concreto.',
    flow: 'Marte te presta empuje y valentía para avanzar sin pelearte con nadie; aprovecha para lo que llevas tiempo postergando.',
    friction: 'Marte puede encender discusiones, prisas o descuidos; respira antes de reaccionar y baja el ritmo cuando conduzcas.',
  },
  jupiter: {
    fusion: 'Júpiter amplía todo lo que toca: llegan oportunidades, contactos o ánimos renovados, con la única trampa del exceso.',
    flow: 'Júpiter abre una ventana de apoyo y de suerte razonable; es tiempo de proponer, pedir y confiar un poco más.',
    friction: 'Júpiter puede inflar expectativas o compromisos; di que sí solo a lo que de verdad puedes sostener.',
  },
  saturn: {
    fusion: 'Saturno pone a prueba este punto de tu carta: pide madurez, estructura y paciencia, y recompensa el esfuerzo sostenido.',
    flow: 'Saturno ofrece estabilidad y un apoyo sobrio; lo que organices ahora tendrá cimientos firmes.',
    friction: 'Saturno trae presión, retrasos o responsabilidades extra; no es un castigo, es un examen que te deja más fuerza.',
  },
  uranus: {
    fusion: 'Urano despierta este punto con cambios repentinos y ganas de libertad; lo que te ataba puede soltarse de golpe.',
    flow: 'Urano trae aire fresco y soluciones ingeniosas; es un buen momento para probar algo distinto sin romper nada.',
    friction: 'Urano sacude lo establecido: imprevistos, nervios o rupturas que, bien llevados, te liberan de lo que sobra.',
  },
  neptune: {
    fusion: 'Neptuno disuelve contornos: más sensibilidad, inspiración y compasión, y también confusión si no pones límites claros.',
    flow: 'Neptuno afina la intuición y la creatividad; confía en las corazonadas y dale espacio al arte y a la espiritualidad.',
    friction: 'Neptuno puede traer desgana, idealización o engaños; verifica los hechos y cuida tu descanso.',
  },
  pluto: {
    fusion: 'Plutón inicia una transformación profunda en esta parte de tu vida: algo termina para que otra cosa pueda nacer.',
    flow: 'Plutón te da fuerza para cambiar desde dentro, con poder y concentración, sin necesidad de crisis.',
    friction: 'Plutón trae situaciones de poder, control o pérdida que te piden soltar; lo que se resiste, se transforma igual.',
  },
};

const POINT_TOUCH: Record<NatalPoint, string> = {
  sun: 'Toca tu Sol natal, el centro de tu identidad, así que lo vivirás como algo muy personal.',
  moon: 'Al tocar tu Luna natal, se mueve sobre todo lo emocional y lo doméstico.',
  mercury: 'Como afecta a tu Mercurio natal, se nota en cómo piensas, decides y te comunicas.',
  venus: 'Sobre tu Venus natal, el efecto se siente en el amor, la amistad, el gusto y el dinero.',
  mars: 'Al tocar tu Marte natal, cambia tu nivel de energía y tu forma de defender lo tuyo.',
  jupiter: 'Sobre tu Júpiter natal, pone en juego tu optimismo, tus creencias y tus oportunidades de crecer.',
  saturn: 'Al afectar a tu Saturno natal, se revisan tus compromisos, tus miedos y tus estructuras.',
  uranus: 'Sobre tu Urano natal, despierta tu lado más libre y original.',
  neptune: 'Al tocar tu Neptuno natal, se remueven sueños, ideales y tu sensibilidad más sutil.',
  pluto: 'Sobre tu Plutón natal, llega a capas profundas: deseos, miedos y poder personal.',
  ascendant: 'Como toca tu Ascendente, se notará en tu imagen, tu cuerpo y la forma en que empiezas las cosas.',
  midheaven: 'Al tocar tu Medio Cielo, el tránsito se refleja en tu carrera y en tu lugar público.',
};

const INGRESS_BODY: Record<TransitingBody, string> = {
  sun: 'El Sol cambia de signo cada mes y, con él, el tono general de las semanas que vienen.',
  mercury: 'Cuando Mercurio cambia de signo, cambia también el estilo de las conversaciones y de las ideas que circulan.',
  venus: 'Con el cambio de signo de Venus se renueva la manera de querer, de gustar y de gastar.',
  mars: 'El cambio de signo de Marte marca hacia dónde se dirige la energía colectiva durante unas semanas.',
  jupiter: 'Júpiter pasa alrededor de un año en cada signo, así que su cambio abre un ciclo largo de crecimiento en otra dirección.',
  saturn: 'Saturno permanece unos dos años y medio en cada signo: su cambio redefine dónde nos toca madurar y poner orden.',
  uranus: 'Urano tarda unos siete años en cruzar un signo; su cambio anuncia una etapa de innovación en terrenos nuevos.',
  neptune: 'Neptuno pasa más de una década en cada signo, así que su cambio tiñe los sueños colectivos de toda una generación.',
  pluto: 'Plutón puede pasar veinte años en un signo: su cambio señala una transformación de fondo que se medirá en décadas.',
};

const SIGN_MOOD: Record<SignId, string> = {
  aries: 'Aries aporta arranque, franqueza y ganas de empezar de cero.',
  taurus: 'Tauro trae paciencia, sentido práctico y aprecio por lo que se puede tocar.',
  gemini: 'Géminis aporta curiosidad, agilidad y ganas de conversar.',
  cancer: 'Cáncer pone el acento en el cuidado, la memoria y la pertenencia.',
  leo: 'Leo trae brillo, generosidad y deseo de expresarse.',
  virgo: 'Virgo invita a ordenar, depurar y perfeccionar los detalles.',
  libra: 'Libra busca equilibrio, diálogo y belleza en los vínculos.',
  scorpio: 'Escorpio lleva todo a lo profundo: intensidad, verdad y transformación.',
  sagittarius: 'Sagitario abre el horizonte con optimismo, búsqueda y aventura.',
  capricorn: 'Capricornio pide estructura, ambición serena y compromiso.',
  aquarius: 'Acuario trae independencia, ideas nuevas y sentido de comunidad.',
  pisces: 'Piscis aporta sensibilidad, imaginación y compasión.',
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

function aspectWithArticle(aspect: MajorAspect): string {
  return `${ASPECT_FEMININE[aspect] ? 'una' : 'un'} ${ASPECT_NAME[aspect]}`;
}

function houseSentence(house: number | undefined, lead: string): string {
  return house ? ` ${lead} tu casa ${house}, la ${de(HOUSE_AREA[house - 1])}.` : '';
}

/** One or two sentences (plain text) about one event, for the calendar entry and the .ics description. */
export function describeEvent(event: AstroEvent, natal: NatalChart): string {
  switch (event.type) {
    case 'aspect': {
      const exact = ASPECT_FEMININE[event.aspect] ? 'exacta' : 'exacto';
      const window = event.enterUtc && event.leaveUtc ? ` Se siente del ${dayAndMonth(event.enterUtc)} al ${dayAndMonth(event.leaveUtc)}.` : '';
      return `${capitalize(POINT_IN_SENTENCE[event.transiting])} forma ${aspectWithArticle(event.aspect)} ${exact} con ${natalPointPhrase(natal, event.natal)}. ${TRANSIT_ACTION[event.transiting][aspectFamily(event.aspect)]}${window}`;
    }
    case 'ingress':
      return `${capitalize(POINT_IN_SENTENCE[event.body])} entra en ${SIGN_NAME[event.sign]}. ${INGRESS_BODY[event.body]} ${SIGN_MOOD[event.sign]}${houseSentence(event.natalHouse, 'En tu carta, ese paso ocurre en')}`;
    case 'station':
      return `${STATION_TEXT[event.body][event.direction]}${houseSentence(event.natalHouse, 'Se detiene sobre')}`;
    case 'lunation': {
      const sign = signOfLongitude(event.longitude);
      const lead = event.phase === 'new'
        ? `Luna nueva en ${SIGN_NAME[sign]}, a ${formatDegrees(event.longitude % 30)}: un buen momento para plantar una intención y empezar algo pequeño pero concreto.`
        : `Luna llena en ${SIGN_NAME[sign]}, a ${formatDegrees(event.longitude % 30)}: culmina lo que empezó hace unas dos semanas, y toca cosechar, reconocer y soltar.`;
      return event.natalHouse
        ? `${lead}${houseSentence(event.natalHouse, event.phase === 'new' ? 'La semilla cae en' : 'La cosecha llega a')}`
        : `${lead} Su terreno es el de ${SIGN_FIELD[sign]}.`;
    }
    case 'eclipse': {
      const subtype = event.subtype ? ` ${ECLIPSE_SUBTYPE[event.subtype]}` : '';
      const where = event.longitude === undefined ? '' : ` en ${SIGN_NAME[signOfLongitude(event.longitude)]}`;
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
  return `tu ${POINT_NAME[point]} natal${longitude === undefined ? '' : ` en ${SIGN_NAME[signOfLongitude(longitude)]}`}`;
}

/** Two to four sentences (plain text) about one active transit: what it does, what it touches, when it peaks. */
export function describeTransit(transit: ActiveTransit, natal: NatalChart): string {
  const phase = transit.applying ? 'acercándose a la exactitud' : 'ya separándose';
  const lead = `${capitalize(POINT_IN_SENTENCE[transit.transiting])} en tránsito forma ${aspectWithArticle(transit.aspect)} con ${natalPointPhrase(natal, transit.natal)}, a ${formatDegrees(transit.orb)} y ${phase}.`;
  const action = TRANSIT_ACTION[transit.transiting][aspectFamily(transit.aspect)];
  const dates = transit.exactUtc.map(dayAndMonth);
  let timing = '';
  if (dates.length > 1) {
    timing = ` Por el movimiento retrógrado se perfecciona ${dates.length} veces: el ${dates.slice(0, -1).join(', el ')} y el ${dates[dates.length - 1]}.`;
  } else if (dates.length === 1) {
    timing = ` La exactitud llega el ${dates[0]}.`;
  }
  const window = transit.enterUtc && transit.leaveUtc ? ` Estará en orbe del ${dayAndMonth(transit.enterUtc)} al ${dayAndMonth(transit.leaveUtc)}.` : '';
  return `${lead} ${action} ${POINT_TOUCH[transit.natal]}${timing}${window}`;
}
