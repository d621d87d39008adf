import { ELEMENTS } from './correspondences.ts';
import { DECK, type TarotCard } from './deck.ts';
import { cryptoRandomIndex, type RandomIndex } from './draw.ts';
import { hash, nameInSentence } from './reading.ts';
import { MAJOR_SPREAD } from './text/spread/majors.ts';
import { BASTOS_SPREAD } from './text/spread/bastos.ts';
import { COPAS_SPREAD } from './text/spread/copas.ts';
import { ESPADAS_SPREAD } from './text/spread/espadas.ts';
import { OROS_SPREAD } from './text/spread/oros.ts';
import { MAJOR_IDS, RANKS, type CardElement, type MajorId, type Rank, type SpreadCardText, type SpreadPosition, type Suit } from './types.ts';

// The three-card spread: situation, obstacle, advice. Each card has a text written for each place and
// orientation (text/spread/*.ts); around them, an opening and a closing tie the three together by what the draw
// has in common (how many majors, which cards came out reversed, which elements meet and which is missing). The
// variants are picked by a hash of the three card ids and the date, so a spread reads the same on every device
// and every reload, and two spreads seldom share their framing. It sits beside the one card a day, never in its
// place.

export type { SpreadPosition } from './types.ts';

/** The spread's places in the order they are laid and read. */
export const SPREAD_POSITIONS = ['situation', 'obstacle', 'advice'] as const satisfies readonly SpreadPosition[];

/** The names the reader sees above each card. */
export const POSITION_NAMES: Record<SpreadPosition, string> = { situation: 'Situación', obstacle: 'Obstáculo', advice: 'Consejo' };

const SUIT_SPREAD: Record<Suit, Record<Rank, SpreadCardText>> = {
  bastos: BASTOS_SPREAD,
  copas: COPAS_SPREAD,
  espadas: ESPADAS_SPREAD,
  oros: OROS_SPREAD,
};

const isMajorId = (id: string): id is MajorId => (MAJOR_IDS as readonly string[]).includes(id);
const isRank = (word: string): word is Rank => (RANKS as readonly string[]).includes(word);

function spreadCardText(cardId: string): SpreadCardText | undefined {
  if (isMajorId(cardId)) return MAJOR_SPREAD[cardId];
  const minor = /^([a-z]+)-de-(bastos|copas|espadas|oros)$/.exec(cardId);
  if (minor && isRank(minor[1])) return SUIT_SPREAD[minor[2] as Suit][minor[1]];
  return undefined;
}

/** What a card says in one place of the spread, in the orientation drawn. */
export function spreadText(cardId: string, position: SpreadPosition, reversed: boolean): string {
  const text = spreadCardText(cardId);
  if (!text) throw new RangeError(`no spread text for card ${cardId}`);
  return text[reversed ? 'reversed' : 'upright'][position];
}

export interface SpreadCard { card: TarotCard; reversed: boolean }

/** Situation, obstacle and advice, in that order: three different cards. */
export type Spread = readonly [SpreadCard, SpreadCard, SpreadCard];

/** Three different cards, each with its own orientation; `random` lets tests choose, by default Web Crypto draws. */
export function drawSpread(random: RandomIndex = (n) => cryptoRandomIndex(n)): Spread {
  const remaining = [...DECK];
  const take = (): SpreadCard => {
    const [card] = remaining.splice(random(remaining.length), 1);
    return { card, reversed: random(2) === 1 };
  };
  const situation = take();
  const obstacle = take();
  return [situation, obstacle, take()];
}

export interface SpreadReading {
  /** Ties the three cards together: how much weight the draw carries, and how it came out. */
  opening: string;
  cards: { position: SpreadPosition; positionName: string; cardId: string; reversed: boolean; text: string }[];
  /** Reads the elements across the spread and hands the reader back to the advice. */
  closing: string;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** «de» before a card's name or a phrase: «del Loco», «del Dos de Copas», «de la Reina de Oros»; never «de el». */
const ofPhrase = (phrase: string) => (/^el /i.test(phrase) ? `del ${phrase.slice(3)}` : `de ${phrase}`);
/** «a» before a card's name or a phrase: «al Dos de Bastos», «a la Sota de Copas», «al impulso»; never «a el». */
const toPhrase = (phrase: string) => (/^el /i.test(phrase) ? `al ${phrase.slice(3)}` : `a ${phrase}`);

/** How each place is named inside a sentence. */
const PLACE: Record<SpreadPosition, { the: string; ofThe: string }> = {
  situation: { the: 'la situación', ofThe: 'de la situación' },
  obstacle: { the: 'el obstáculo', ofThe: 'del obstáculo' },
  advice: { the: 'el consejo', ofThe: 'del consejo' },
};

/** «el agua y la tierra», «el fuego, el aire y el agua». */
const listOf = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`);

interface Laid { name: string; position: SpreadPosition; reversed: boolean; major: boolean; element: CardElement }

type Variant = (laid: Laid[]) => string;

// When one major falls among minors, what its weight says about its place; two readings of each, picked by hash.
const ONE_MAJOR_MEANS: Record<SpreadPosition, [string, string]> = {
  situation: ['lo que vives no es un episodio suelto, sino una etapa con peso propio', 'el asunto de fondo toca algo grande, una etapa de tu vida y no una mala semana'],
  obstacle: ['lo que te frena viene de lejos y no se despacha en una tarde', 'la dificultad es de fondo y pide tiempo, no un arreglo rápido'],
  advice: ['lo que toca hacer pide un cambio de actitud más que un gesto aislado', 'la salida tiene la escala de una decisión de vida, aunque empiece por un paso pequeño'],
};

// When one minor falls among majors, what its everyday scale says about its place.
const ONE_MINOR_MEANS: Record<SpreadPosition, string> = {
  situation: 'el punto de partida es cotidiano, aunque lo que está en juego sea grande',
  obstacle: 'la traba es más pequeña y más concreta de lo que parece desde dentro',
  advice: 'el paso que toca es pequeño y concreto, aunque el tema sea grande',
};

// When one card alone came out reversed, what that says about its place.
const ONLY_REVERSED_MEANS: Record<SpreadPosition, string> = {
  situation: 'lo que vives se mueve más por dentro que por fuera',
  obstacle: 'la traba es más interior, o más escurridiza, de lo que parece',
  advice: 'lo que toca hacer empieza por revisar, no por emprender',
};

// When one card alone came out upright, what that says about its place.
const ONLY_UPRIGHT_MEANS: Record<SpreadPosition, string> = {
  situation: 'al menos el punto de partida se ve con claridad',
  obstacle: 'lo que te frena está a la vista, y eso ya es media salida',
  advice: 'lo que toca hacer está claro, aunque el resto se mueva por dentro',
};

function weightSentences(laid: Laid[], pick: (n: number) => number): string {
  const majors = laid.filter((card) => card.major);
  const minors = laid.filter((card) => !card.major);
  const [s, o, a] = laid.map((card) => card.name);
  if (majors.length === 0) {
    const variants = [
      `Las tres cartas de tu tirada son arcanos menores: ${s}, ${o} y ${a}. Lo que muestran se juega en lo cotidiano, en conversaciones, gestos y decisiones de estas semanas, más que en el rumbo de toda una vida.`,
      `Ningún arcano mayor ha salido esta vez: ${s}, ${o} y ${a} pertenecen a los palos, y hablan de un asunto al alcance de tus manos, hecho de días concretos y no de grandes etapas.`,
      `${capitalise(s)}, ${o} y ${a}: tres arcanos menores, tres escenas de la vida de todos los días. La tirada describe algo manejable, que cambia con lo que hagas esta misma semana.`,
      `Tu tirada reúne solo cartas de los palos (${s}, ${o} y ${a}), así que conviene leerla a escala humana: lo que describe cabe en tu agenda y responde a decisiones pequeñas.`,
    ];
    return variants[pick(variants.length)];
  }
  if (majors.length === 1) {
    const [major] = majors;
    const [x, y] = minors.map((card) => card.name);
    const means = ONE_MAJOR_MEANS[major.position][pick(2)];
    const variants = [
      `Junto ${toPhrase(x)} y ${y}, solo ${major.name} es un arcano mayor, y cae en el lugar ${PLACE[major.position].ofThe}: ${means}. Las otras dos cartas traducen ese peso a lo cotidiano.`,
      `${capitalise(major.name)} es el único arcano mayor de la tirada y ocupa el lugar ${PLACE[major.position].ofThe}. Eso dice que ${means}; ${x} y ${y}, cartas de los palos, muestran cómo se vive en el día a día.`,
      `El peso de la tirada recae sobre ${PLACE[major.position].the}, donde ha salido ${major.name}, el único arcano mayor: ${means}. A su lado, ${x} y ${y} hablan de lo concreto.`,
    ];
    return variants[pick(variants.length)];
  }
  if (majors.length === 2) {
    const [minor] = minors;
    const [m1, m2] = majors.map((card) => card.name);
    const means = ONE_MINOR_MEANS[minor.position];
    const variants = [
      `Dos arcanos mayores, ${m1} y ${m2}, dan a esta tirada el peso de una etapa. La única carta menor, ${minor.name}, en el lugar ${PLACE[minor.position].ofThe}, baja el asunto a tierra: ${means}.`,
      `Con ${m1} y ${m2} en la tirada, el asunto no es pequeño: dos arcanos mayores hablan de un proceso largo. ${capitalise(minor.name)}, la única carta de los palos, ocupa el lugar ${PLACE[minor.position].ofThe}, y eso indica que ${means}.`,
      `Esta tirada tiene dos arcanos mayores, ${m1} y ${m2}, y una carta menor, ${minor.name}, en ${PLACE[minor.position].the}: ${means}.`,
    ];
    return variants[pick(variants.length)];
  }
  const variants = [
    `Tres arcanos mayores en una sola tirada, ${s}, ${o} y ${a}, no es lo habitual: lo que consultas toca una etapa entera de tu vida, y merece que lo leas despacio, quizá más de una vez.`,
    `${capitalise(s)}, ${o} y ${a} son arcanos mayores los tres. Cuando ninguna carta de los palos aparece, la tirada habla de un movimiento de fondo y no de un asunto de la semana.`,
  ];
  return variants[pick(variants.length)];
}

function orientationSentence(laid: Laid[], pick: (n: number) => number): string {
  const reversed = laid.filter((card) => card.reversed);
  if (reversed.length === 0) {
    const variants = [
      'Las tres han salido al derecho, así que cada una habla con su voz más directa.',
      'Ninguna ha salido en posición invertida: la tirada se lee de frente, sin rodeos.',
      'Las tres están al derecho, y eso da a la lectura un tono claro: lo que dicen está a la vista.',
    ];
    return variants[pick(variants.length)];
  }
  if (reversed.length === 3) {
    const variants = [
      'Las tres han salido en posición invertida: lo que muestran se vive más hacia dentro que hacia fuera, y a menudo pide revisar antes que empujar.',
      'Todas las cartas han salido del revés, algo que suele señalar un proceso interior, lento o a contracorriente.',
      'Que las tres salgan invertidas no es una mala señal: indica que el trabajo de ahora es, sobre todo, interior.',
    ];
    return variants[pick(variants.length)];
  }
  if (reversed.length === 1) {
    const [card] = reversed;
    const means = ONLY_REVERSED_MEANS[card.position];
    const variants = [
      `Solo la carta ${PLACE[card.position].ofThe} ha salido invertida: ${means}.`,
      `Una sola carta ha salido en posición invertida, la ${PLACE[card.position].ofThe}, y ese contraste con las otras dos marca el nudo: ${means}.`,
      `${capitalise(card.name)} aparece del revés, mientras las otras dos están al derecho: ${means}.`,
    ];
    return variants[pick(variants.length)];
  }
  const [upright] = laid.filter((card) => !card.reversed);
  const means = ONLY_UPRIGHT_MEANS[upright.position];
  const variants = [
    `Dos cartas han salido invertidas; solo la ${PLACE[upright.position].ofThe} está al derecho, y ${means}.`,
    `${capitalise(upright.name)}, en el lugar ${PLACE[upright.position].ofThe}, es la única carta al derecho; las otras dos, invertidas, hablan de procesos que se viven por dentro. Ahí está el punto firme: ${means}.`,
    `Con dos cartas del revés, la tirada pide paciencia; la única al derecho es la ${PLACE[upright.position].ofThe}, y ${means}.`,
  ];
  return variants[pick(variants.length)];
}

const ELEMENT_ORDER: CardElement[] = ['fuego', 'agua', 'aire', 'tierra'];

function elementSentence(laid: Laid[], pick: (n: number) => number): string {
  const present = ELEMENT_ORDER.filter((element) => laid.some((card) => card.element === element));
  if (present.length === 1) {
    const [element] = present;
    const variants = [
      `Las tres cartas comparten elemento, ${ELEMENTS[element].withArticle}: todo gira en torno ${toPhrase(ELEMENTS[element].governs)}. Cuando un solo elemento domina, es fácil perder perspectiva, así que busca un contrapeso fuera de ese terreno.`,
      `Un solo elemento recorre la tirada, ${ELEMENTS[element].withArticle}. La situación, la traba y la salida están hechas de la misma materia, y eso la vuelve intensa: busca el contrapeso en algo de otro orden.`,
    ];
    return variants[pick(variants.length)];
  }
  if (present.length === 2) {
    const [twice] = present.filter((element) => laid.filter((card) => card.element === element).length === 2);
    const single = laid.find((card) => card.element !== twice)!;
    const variants = [
      `${capitalise(ELEMENTS[twice].withArticle)} aparece dos veces y marca el tono: el terreno ${ofPhrase(ELEMENTS[twice].governs)}. ${capitalise(ELEMENTS[single.element].withArticle)}, en ${PLACE[single.position].the}, pone el contrapunto.`,
      `Dos de las tres cartas son de ${twice}, el elemento ${ofPhrase(ELEMENTS[twice].governs)}; la tercera, ${single.name}, trae ${ELEMENTS[single.element].withArticle} al lugar ${PLACE[single.position].ofThe}.`,
    ];
    return variants[pick(variants.length)];
  }
  const missing = ELEMENT_ORDER.find((element) => !present.includes(element))!;
  const variants = [
    `Tres elementos distintos se reparten la tirada, y falta ${ELEMENTS[missing].withArticle}, el elemento ${ofPhrase(ELEMENTS[missing].governs)}. Quizá lo que no estás mirando esté justo ahí.`,
    `${capitalise(listOf(present.map((element) => ELEMENTS[element].withArticle)))} se reparten las tres posiciones; no aparece ${ELEMENTS[missing].withArticle}, así que pregúntate qué papel juegan en este asunto ${ELEMENTS[missing].governs}.`,
  ];
  return variants[pick(variants.length)];
}

/** How the advice's element meets the obstacle's; nothing when all three share one, which the element sentence said. */
function bridgeSentence(laid: Laid[], pick: (n: number) => number): string | null {
  const [situation, obstacle, advice] = laid;
  if (situation.element === obstacle.element && obstacle.element === advice.element) return null;
  if (obstacle.element === advice.element) {
    const variants = [
      `El obstáculo y el consejo comparten elemento: la salida nace del mismo terreno que la traba, como si lo que complica el asunto guardara también la manera de resolverlo.`,
      `Que la carta del obstáculo y la del consejo sean las dos de ${advice.element} sugiere que no hace falta huir del problema para resolverlo: basta con usar su misma fuerza de otra manera.`,
    ];
    return variants[pick(variants.length)];
  }
  const variants = [
    `El consejo llega desde ${ELEMENTS[advice.element].withArticle}, no desde ${ELEMENTS[obstacle.element].withArticle} del obstáculo: la respuesta a lo que te frena está en otro terreno, el ${ofPhrase(ELEMENTS[advice.element].governs)}.`,
    `Lo que te frena es de ${obstacle.element}, y lo que te ayuda, de ${advice.element}: no busques la salida en el mismo sitio donde está la traba.`,
  ];
  return variants[pick(variants.length)];
}

const LAST_WORDS: Variant[] = [
  (laid) => `Si te quedas con una sola cosa, que sea lo que pide la carta ${ofPhrase(laid[2].name)}: es la parte de la tirada que depende de ti.`,
  () => 'Vuelve al consejo dentro de unos días y mira qué has hecho con él; la tirada sigue hablando mientras la pones a prueba.',
  () => 'La situación y el obstáculo describen; solo el consejo propone, así que empieza por ahí.',
  () => 'Lee las tres cartas como una frase: dónde estás, qué lo complica, qué puedes hacer. Si el consejo te parece pequeño, mejor, porque cabe en esta semana.',
];

/**
 * MurmurHash3's finaliser. FNV-1a alone mixes poorly for this use: its low bits depend only on the low bits of
 * each byte, and its high bits barely on the last ones, so keys that differ only in the date's last digits, or only
 * in the slot's name, would pick the same variants. This spreads every input bit over the whole word.
 */
function avalanche(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The spread's reading for the cards drawn and the date of the draw (YYYY-MM-DD): each card's text for its place,
 * and an opening and a closing chosen by a hash of the three ids and the date.
 */
export function composeSpread(spread: Spread, date: string): SpreadReading {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !Number.isFinite(Date.parse(`${date}T00:00:00Z`))) throw new RangeError(`not a date: ${date}`);
  if (new Set(spread.map(({ card }) => card.id)).size !== 3) throw new RangeError('a spread needs three different cards');
  const laid: Laid[] = spread.map(({ card, reversed }, index) => ({
    name: nameInSentence(card),
    position: SPREAD_POSITIONS[index],
    reversed,
    major: card.arcana === 'major',
    element: card.element,
  }));
  const key = `${spread.map(({ card }) => card.id).join('|')}|${date}`;
  // Each choice has its own salt, so the opening's variant says nothing about the closing's.
  const picker = (slot: string) => {
    let draw = 0;
    return (n: number) => Math.floor((avalanche(hash(`${slot}|${draw++}|${key}`)) / 2 ** 32) * n);
  };
  const last = LAST_WORDS[picker('last')(LAST_WORDS.length)](laid);
  return {
    opening: `${weightSentences(laid, picker('weight'))} ${orientationSentence(laid, picker('orientation'))}`,
    cards: spread.map(({ card, reversed }, index) => {
      const position = SPREAD_POSITIONS[index];
      return { position, positionName: POSITION_NAMES[position], cardId: card.id, reversed, text: spreadText(card.id, position, reversed) };
    }),
    closing: [elementSentence(laid, picker('element')), bridgeSentence(laid, picker('bridge')), last].filter(Boolean).join(' '),
  };
}
