import type { CardElement, Suit } from './types.ts';

// What each card corresponds to in the Golden Dawn system (Book T, as most Rider–Waite–Smith readers use it):
// the element, the astrology (a planet, sign or element for the majors; a decan for the numbered minors; the root
// of the element for the aces; a stretch of the zodiac for the courts), what its number or rank means, and the
// library article it opens onto. The deck's cards are described by arcana, number and suit only, so this module
// needs nothing from deck.ts.

export interface CardIdentity {
  id: string;
  arcana: 'major' | 'minor';
  number: number;
  suit: Suit | null;
  element: CardElement;
}

export interface Correspondences {
  /** «Agua», «Tierra»… */
  element: string;
  /** A sentence with the element and what it governs, its article in agreement: «el agua», «la tierra». */
  elementGloss: string;
  /** The Golden Dawn attribution as a short label: «Marte», «Leo», «Saturno en Sagitario (decanato)». */
  astrology: string;
  /** What that attribution adds to the card, with dates where the zodiac gives them. */
  astrologyDetail: string;
  /** «Arcano XVI», «Tres», «Reina»… */
  numberLabel: string;
  /** What the number or rank means in the tarot's grammar. */
  numberMeaning: string;
  /** The library articles this card bridges to (src/content/library/<category>/<slug>.md). */
  library: LibraryLink[];
}

interface ElementInfo {
  name: string;
  /** With its article: «el agua» takes «el» though the noun is feminine. */
  withArticle: string;
  governs: string;
}

export const ELEMENTS: Record<CardElement, ElementInfo> = {
  fuego: { name: 'Fuego', withArticle: 'el fuego', governs: 'el impulso, el deseo y las ganas de actuar' },
  agua: { name: 'Agua', withArticle: 'el agua', governs: 'las emociones, los vínculos y la intuición' },
  aire: { name: 'Aire', withArticle: 'el aire', governs: 'las ideas, las palabras y las decisiones' },
  tierra: { name: 'Tierra', withArticle: 'la tierra', governs: 'el cuerpo, el trabajo y lo que se construye con paciencia' },
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** «de» before a phrase, contracted with its article: «del tiempo», «de la mente». */
export const de = (phrase: string) => (phrase.startsWith('el ') ? `del ${phrase.slice(3)}` : `de ${phrase}`);

type Sign = 'aries' | 'tauro' | 'geminis' | 'cancer' | 'leo' | 'virgo' | 'libra' | 'escorpio' | 'sagitario' | 'capricornio' | 'acuario' | 'piscis';
type Planet = 'Saturno' | 'Júpiter' | 'Marte' | 'el Sol' | 'Venus' | 'Mercurio' | 'la Luna';

const SIGN_NAME: Record<Sign, string> = {
  aries: 'Aries', tauro: 'Tauro', geminis: 'Géminis', cancer: 'Cáncer', leo: 'Leo', virgo: 'Virgo', libra: 'Libra',
  escorpio: 'Escorpio', sagitario: 'Sagitario', capricornio: 'Capricornio', acuario: 'Acuario', piscis: 'Piscis',
};

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** [day, month] pairs: where the Sun usually stands in each decan (the exact day shifts by one across years). */
type DayMonth = [number, number];
const DECAN_DAYS: Record<Sign, [DayMonth, DayMonth][]> = {
  aries: [[[21, 3], [30, 3]], [[31, 3], [10, 4]], [[11, 4], [20, 4]]],
  tauro: [[[21, 4], [30, 4]], [[1, 5], [10, 5]], [[11, 5], [20, 5]]],
  geminis: [[[21, 5], [31, 5]], [[1, 6], [10, 6]], [[11, 6], [20, 6]]],
  cancer: [[[21, 6], [1, 7]], [[2, 7], [11, 7]], [[12, 7], [21, 7]]],
  leo: [[[22, 7], [1, 8]], [[2, 8], [11, 8]], [[12, 8], [22, 8]]],
  virgo: [[[23, 8], [1, 9]], [[2, 9], [11, 9]], [[12, 9], [22, 9]]],
  libra: [[[23, 9], [2, 10]], [[3, 10], [12, 10]], [[13, 10], [22, 10]]],
  escorpio: [[[23, 10], [1, 11]], [[2, 11], [12, 11]], [[13, 11], [22, 11]]],
  sagitario: [[[23, 11], [2, 12]], [[3, 12], [12, 12]], [[13, 12], [21, 12]]],
  capricornio: [[[22, 12], [30, 12]], [[31, 12], [9, 1]], [[10, 1], [19, 1]]],
  acuario: [[[20, 1], [29, 1]], [[30, 1], [8, 2]], [[9, 2], [18, 2]]],
  piscis: [[[19, 2], [28, 2]], [[1, 3], [10, 3]], [[11, 3], [20, 3]]],
};

/** «del 21 al 30 de marzo», «del 22 de julio al 1 de agosto». */
export function dateRange([startDay, startMonth]: DayMonth, [endDay, endMonth]: DayMonth): string {
  return startMonth === endMonth
    ? `del ${startDay} al ${endDay} de ${MONTHS[startMonth - 1]}`
    : `del ${startDay} de ${MONTHS[startMonth - 1]} al ${endDay} de ${MONTHS[endMonth - 1]}`;
}

// Majors: the Golden Dawn's letters of the Hebrew alphabet give three «mother» letters to the elements, seven
// «double» letters to the planets and twelve «simple» letters to the signs.
type MajorAttribution = { kind: 'element'; element: CardElement } | { kind: 'planet'; planet: Planet } | { kind: 'sign'; sign: Sign };
const MAJOR_ATTRIBUTION: MajorAttribution[] = [
  { kind: 'element', element: 'aire' }, // El Loco
  { kind: 'planet', planet: 'Mercurio' },
  { kind: 'planet', planet: 'la Luna' },
  { kind: 'planet', planet: 'Venus' },
  { kind: 'sign', sign: 'aries' },
  { kind: 'sign', sign: 'tauro' },
  { kind: 'sign', sign: 'geminis' },
  { kind: 'sign', sign: 'cancer' },
  { kind: 'sign', sign: 'leo' }, // La Fuerza, 8 in this deck
  { kind: 'sign', sign: 'virgo' },
  { kind: 'planet', planet: 'Júpiter' },
  { kind: 'sign', sign: 'libra' }, // La Justicia, 11
  { kind: 'element', element: 'agua' }, // El Colgado
  { kind: 'sign', sign: 'escorpio' },
  { kind: 'sign', sign: 'sagitario' },
  { kind: 'sign', sign: 'capricornio' },
  { kind: 'planet', planet: 'Marte' },
  { kind: 'sign', sign: 'acuario' },
  { kind: 'sign', sign: 'piscis' },
  { kind: 'planet', planet: 'el Sol' },
  { kind: 'element', element: 'fuego' }, // El Juicio
  { kind: 'planet', planet: 'Saturno' },
];

const HEBREW_LETTERS = ['Álef', 'Bet', 'Guímel', 'Dálet', 'He', 'Vav', 'Zain', 'Jet', 'Tet', 'Yod', 'Kaf', 'Lámed', 'Mem', 'Nun', 'Sámej', 'Ayin', 'Pe', 'Tsade', 'Qof', 'Resh', 'Shin', 'Tav'];

const PLANET_THEME: Record<Planet, string> = {
  Saturno: 'el tiempo, los límites y lo que madura despacio',
  'Júpiter': 'la expansión, la confianza y el sentido',
  Marte: 'la fuerza que corta, defiende y se atreve',
  'el Sol': 'la vitalidad, la identidad y la conciencia',
  Venus: 'el amor, la belleza y el placer de los sentidos',
  Mercurio: 'la mente, la palabra y el intercambio',
  'la Luna': 'los ritmos, la memoria y lo que se siente sin palabras',
};

const SIGN_THEME: Record<Sign, string> = {
  aries: 'fuego cardinal: el arranque, la iniciativa y el valor de empezar',
  tauro: 'tierra fija: la constancia, el arraigo y lo que se sostiene',
  geminis: 'aire mutable: la curiosidad, la dualidad y el diálogo',
  cancer: 'agua cardinal: la protección, el hogar y la memoria emocional',
  leo: 'fuego fijo: el corazón, la dignidad y la expresión creativa',
  virgo: 'tierra mutable: el análisis, el cuidado del detalle y el servicio',
  libra: 'aire cardinal: el equilibrio, la justicia y el encuentro con el otro',
  escorpio: 'agua fija: la intensidad, la pérdida y la transformación',
  sagitario: 'fuego mutable: la búsqueda de sentido y el horizonte amplio',
  capricornio: 'tierra cardinal: la ambición, la estructura y la responsabilidad',
  acuario: 'aire fijo: la visión de futuro, la comunidad y la independencia',
  piscis: 'agua mutable: la disolución, la compasión y lo imaginado',
};

const PLANET_LABEL = (planet: Planet) => capitalise(planet.replace(/^(el|la) /, ''));

// Minors 2–10: each suit owns the three signs of its element, cardinal (2–4), fixed (5–7) and mutable (8–10);
// the planets run through the 36 decans in Chaldean order, starting with Mars in the first decan of Aries.
const SUIT_SIGNS: Record<Suit, [Sign, Sign, Sign]> = {
  bastos: ['aries', 'leo', 'sagitario'],
  copas: ['cancer', 'escorpio', 'piscis'],
  espadas: ['libra', 'acuario', 'geminis'],
  oros: ['capricornio', 'tauro', 'virgo'],
};
const ZODIAC: Sign[] = ['aries', 'tauro', 'geminis', 'cancer', 'leo', 'virgo', 'libra', 'escorpio', 'sagitario', 'capricornio', 'acuario', 'piscis'];
const CHALDEAN: Planet[] = ['Marte', 'el Sol', 'Venus', 'Mercurio', 'la Luna', 'Saturno', 'Júpiter'];

export function decanOf(suit: Suit, number: number): { sign: Sign; decan: 0 | 1 | 2; planet: Planet } {
  if (number < 2 || number > 10) throw new RangeError(`only the numbered cards 2–10 have a decan, not ${number}`);
  const sign = SUIT_SIGNS[suit][Math.floor((number - 2) / 3)];
  const decan = ((number - 2) % 3) as 0 | 1 | 2;
  return { sign, decan, planet: CHALDEAN[(ZODIAC.indexOf(sign) * 3 + decan) % 7] };
}

// Courts: the Book T spans run from 20° of one sign to 20° of the next. This deck's Rey is the Golden Dawn's
// mounted Knight (the fiery part of the element, mostly its mutable sign), its Caballero the Golden Dawn's Prince
// (the airy part, mostly the fixed sign), its Reina the Queen (the watery part, mostly the cardinal sign). The
// Sota, the Golden Dawn's Princess, has no span: with the ace she rules a quadrant of the heavens.
const COURT_SPAN: Record<Suit, Record<'caballero' | 'reina' | 'rey', [Sign, Sign]>> = {
  bastos: { rey: ['escorpio', 'sagitario'], reina: ['piscis', 'aries'], caballero: ['cancer', 'leo'] },
  copas: { rey: ['acuario', 'piscis'], reina: ['geminis', 'cancer'], caballero: ['libra', 'escorpio'] },
  espadas: { rey: ['tauro', 'geminis'], reina: ['virgo', 'libra'], caballero: ['capricornio', 'acuario'] },
  oros: { rey: ['leo', 'virgo'], reina: ['sagitario', 'capricornio'], caballero: ['aries', 'tauro'] },
};
const COURT_PART: Record<'sota' | 'caballero' | 'reina' | 'rey', string> = {
  sota: 'la tierra', caballero: 'el aire', reina: 'el agua', rey: 'el fuego',
};
/** The quadrant around the pole that the ace and the Sota of each suit rule, centred on the element's fixed sign. */
const QUADRANT: Record<Suit, [Sign, Sign, Sign]> = {
  bastos: ['cancer', 'leo', 'virgo'],
  copas: ['libra', 'escorpio', 'sagitario'],
  espadas: ['capricornio', 'acuario', 'piscis'],
  oros: ['aries', 'tauro', 'geminis'],
};

const NUMBER_NAME = ['As', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis', 'Siete', 'Ocho', 'Nueve', 'Diez', 'Sota', 'Caballero', 'Reina', 'Rey'];
const NUMBER_MEANING = [
  'El As es la semilla del palo: su elemento en estado puro, una posibilidad que todavía no ha tomado forma.',
  'El Dos es la polaridad: el primer encuentro entre dos fuerzas, con su elección y su equilibrio provisional.',
  'El Tres es el primer fruto: de la unión de dos nace algo nuevo que crece y se expresa.',
  'El Cuatro es la estructura: cimientos, estabilidad y también el riesgo de quedarse en lo seguro.',
  'El Cinco rompe la calma del cuatro: conflicto, pérdida o desafío que obliga a moverse.',
  'El Seis restablece la armonía: reciprocidad, ayuda y un equilibrio más maduro después de la crisis.',
  'El Siete pone a prueba: estrategia, evaluación y la tentación de lo ilusorio.',
  'El Ocho es movimiento organizado: el esfuerzo que cambia de ritmo y aprende su oficio.',
  'El Nueve lleva el elemento a su máxima intensidad, a un paso de completarse.',
  'El Diez cierra el ciclo del palo: plenitud o exceso, y el umbral de un nuevo comienzo.',
  'La Sota es la aprendiz del palo: curiosidad, mensajes y el primer contacto con su elemento.',
  'El Caballero lleva el elemento a la acción y al viaje: misión, movimiento y a veces exceso.',
  'La Reina vive el elemento desde dentro: lo cultiva, lo comprende y lo irradia.',
  'El Rey ejerce el elemento hacia fuera, con autoridad y con la responsabilidad que esa autoridad pide.',
];

const ROMAN = ['0', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI'];

/** The majors read as three rows of seven after El Loco, who walks through all of them. */
function majorNumberMeaning(number: number): string {
  if (number === 0) return 'El cero no ocupa un lugar en la serie: El Loco la recorre entera, y cada arcano es una parada de su viaje.';
  const row = Math.floor((number - 1) / 7);
  const place = ((number - 1) % 7) + 1;
  const rows = [
    'la primera fila de siete, la del mundo exterior: aprender quién eres ante la sociedad, sus maestros y sus normas',
    'la segunda fila de siete, la del camino interior: las pruebas que vuelven la mirada hacia dentro',
    'la tercera fila de siete, la de las fuerzas que superan a la persona: caída, luz y renacimiento',
  ];
  return `Ocupa el ${['primer', 'segundo', 'tercer', 'cuarto', 'quinto', 'sexto', 'séptimo'][place - 1]} lugar de ${rows[row]}.`;
}

export interface LibraryLink {
  /** The article's file name in src/content/library/<category>/, which is also its address: /biblioteca/<slug>. */
  slug: string;
  /** What the link leads to, in a few words (not the article's title, which the library owns and may reword). */
  topic: string;
}

const JOURNEY: LibraryLink = { slug: 'arcanos-mayores-viaje-del-loco', topic: 'los arcanos mayores como el viaje del Loco' };

/** Each major opens onto the Fool's journey and onto one article whose theme is really its own. */
const MAJOR_LIBRARY: LibraryLink[] = [
  { slug: 'arquetipos-de-jung', topic: 'los arquetipos de Jung' },
  { slug: 'planetas-personales', topic: 'Mercurio y los planetas personales' },
  { slug: 'el-testigo-sakshi', topic: 'el testigo que observa en silencio' },
  { slug: 'planetas-personales', topic: 'Venus y los planetas personales' },
  { slug: 'elementos-y-modalidades', topic: 'el fuego cardinal y las modalidades' },
  { slug: 'las-cuatro-cualificaciones-del-buscador', topic: 'lo que se pide a quien aprende' },
  { slug: 'estilos-de-apego', topic: 'los estilos de apego' },
  { slug: 'nombrar-las-emociones', topic: 'nombrar las emociones para conducirlas' },
  { slug: 'autocompasion', topic: 'la autocompasión' },
  { slug: 'pratyahara-y-dharana', topic: 'recoger los sentidos y enfocar la mente' },
  { slug: 'ciclo-de-jupiter', topic: 'el ciclo de Júpiter' },
  { slug: 'karma-intencion-y-frutos', topic: 'el karma: la intención y sus frutos' },
  { slug: 'mindfulness-y-aceptacion', topic: 'la aceptación' },
  { slug: 'impermanencia-anicca', topic: 'la impermanencia' },
  { slug: 'ventana-de-tolerancia', topic: 'la ventana de tolerancia' },
  { slug: 'la-sombra', topic: 'la sombra' },
  { slug: 'maya-la-cuerda-y-la-serpiente', topic: 'la cuerda que parecía serpiente' },
  { slug: 'ishvara-pranidhana', topic: 'el arte de la entrega' },
  { slug: 'tres-estados-y-turiya', topic: 'la vigilia, el sueño y lo que los atraviesa' },
  { slug: 'planetas-personales', topic: 'el Sol y los planetas personales' },
  { slug: 'sentido-y-proposito', topic: 'el sentido y la vocación' },
  { slug: 'el-proceso-de-individuacion', topic: 'el proceso de individuación' },
];

/** The minors are made of their element: the article on elements and modalities is their bridge. */
const ELEMENTS_ARTICLE: LibraryLink = { slug: 'elementos-y-modalidades', topic: 'los elementos y las modalidades' };

export function correspondencesOf(card: CardIdentity): Correspondences {
  const element = ELEMENTS[card.element];
  const elementGloss = `${capitalise(element.withArticle)}, que habla ${de(element.governs)}.`;
  const base = { element: element.name, elementGloss };

  if (card.arcana === 'major') {
    const attribution = MAJOR_ATTRIBUTION[card.number];
    const letter = `En la Golden Dawn le corresponde la letra hebrea ${HEBREW_LETTERS[card.number]}`;
    let astrology: string;
    let astrologyDetail: string;
    if (attribution.kind === 'element') {
      const info = ELEMENTS[attribution.element];
      astrology = `${info.name} (elemento)`;
      astrologyDetail = `${letter}, una de las tres letras madre, y con ella ${info.withArticle} como elemento puro: ${info.governs}.`;
    } else if (attribution.kind === 'planet') {
      astrology = PLANET_LABEL(attribution.planet);
      astrologyDetail = `${letter} y ${attribution.planet}, el astro ${de(PLANET_THEME[attribution.planet])}.`;
    } else {
      astrology = SIGN_NAME[attribution.sign];
      const [start] = DECAN_DAYS[attribution.sign][0];
      const [, end] = DECAN_DAYS[attribution.sign][2];
      astrologyDetail = `${letter} y el signo de ${SIGN_NAME[attribution.sign]}, ${SIGN_THEME[attribution.sign]}; el Sol lo recorre ${dateRange(start, end)}.`;
    }
    return {
      ...base, astrology, astrologyDetail,
      numberLabel: `Arcano ${ROMAN[card.number]}`,
      numberMeaning: majorNumberMeaning(card.number),
      library: [JOURNEY, MAJOR_LIBRARY[card.number]],
    };
  }

  const suit = card.suit!;
  const numberLabel = NUMBER_NAME[card.number - 1];
  const numberMeaning = NUMBER_MEANING[card.number - 1];
  const minor = { ...base, numberLabel, numberMeaning, library: [ELEMENTS_ARTICLE] };
  const quadrant = QUADRANT[suit].map((sign) => SIGN_NAME[sign]);
  const quadrantText = `el cuadrante del cielo de ${quadrant[0]}, ${quadrant[1]} y ${quadrant[2]}`;

  if (card.number === 1) {
    return {
      ...minor,
      astrology: `Raíz ${element.withArticle.startsWith('la') ? 'de la' : 'del'} ${card.element}`,
      astrologyDetail: `Los ases no tienen decanato: son la raíz de su elemento, la fuerza antes de repartirse por los signos. En la Golden Dawn el As rige ${quadrantText}.`,
    };
  }
  if (card.number <= 10) {
    const { sign, decan, planet } = decanOf(suit, card.number);
    const [start, end] = DECAN_DAYS[sign][decan];
    return {
      ...minor,
      astrology: `${PLANET_LABEL(planet)} en ${SIGN_NAME[sign]}`,
      astrologyDetail: `Rige el ${['primer', 'segundo', 'tercer'][decan]} decanato de ${SIGN_NAME[sign]}, ${dateRange(start, end)}: ${planet}, el astro ${de(PLANET_THEME[planet])}, en un signo de ${SIGN_THEME[sign].split(':')[0]}.`,
    };
  }
  const rank = (['sota', 'caballero', 'reina', 'rey'] as const)[card.number - 11];
  const part = `${COURT_PART[rank]} ${element.withArticle.startsWith('la') ? 'de la' : 'del'} ${card.element}`;
  if (rank === 'sota') {
    return {
      ...minor,
      astrology: capitalise(part),
      astrologyDetail: `La Sota es ${part} y no tiene tramo del zodiaco propio: en la Golden Dawn comparte con el As de su palo ${quadrantText}.`,
    };
  }
  const [from, to] = COURT_SPAN[suit][rank];
  const [start] = DECAN_DAYS[from][2];
  const [, end] = DECAN_DAYS[to][1];
  return {
    ...minor,
    astrology: `20° de ${SIGN_NAME[from]} a 20° de ${SIGN_NAME[to]}`,
    astrologyDetail: `${rank === 'reina' ? 'La Reina' : rank === 'rey' ? 'El Rey' : 'El Caballero'} es ${part} y rige desde los 20° de ${SIGN_NAME[from]} hasta los 20° de ${SIGN_NAME[to]}, ${dateRange(start, end)}.`,
  };
}
