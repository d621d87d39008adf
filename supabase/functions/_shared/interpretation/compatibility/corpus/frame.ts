import { capitalize, de } from '../../../contract/vocabulary.ts';
import { to, type CategoryWords } from './points.ts';
import type { Variants } from './types.ts';

// The sentences every category shares: the scores and the contacts behind them, how this category compares with
// the pair's other three, and the caveat for a Moon the unknown birth time leaves uncertain. Each carries the pair's
// own numbers and contacts; the composer rotates the variants by category, so one pair's four readings never say
// the same sentence twice.

/** Where a 0–100 score sits, against 50 for an ordinary pair of charts; reads after a comma or after «queda». */
export function level(score: number): string {
  if (score < 25) return 'muy por debajo de la media';
  if (score < 40) return 'por debajo de la media';
  if (score <= 60) return 'cerca de la media';
  if (score <= 75) return 'por encima de la media';
  return 'muy por encima de la media';
}

/** "a", "a y b", "a, b y c". */
export function enumerate(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

export interface ScoreFacts {
  a: string;
  b: string;
  cat: CategoryWords;
  harmony: number;
  intensity: number;
}

/** The Intensidad's level, or «también» when it is the Armonía's: the level is said once. */
const intensityLevel = (f: ScoreFacts) => (level(f.intensity) === level(f.harmony) ? 'también' : level(f.intensity));

export const SCORE_LINE: Variants<(f: ScoreFacts) => string> = [
  (f) => `La Armonía de ${f.a} y ${f.b} ${f.cat.inside} es de ${f.harmony} sobre 100, ${level(f.harmony)}, y su Intensidad, de ${f.intensity}, queda ${level(f.intensity) === level(f.harmony) ? 'también ahí' : level(f.intensity)}.`,
  (f) => `${capitalize(f.cat.inside)}, las cartas dan ${f.harmony} de Armonía y ${f.intensity} de Intensidad sobre 100, con 50 como punto medio: la armonía queda ${level(f.harmony)} y la intensidad, ${intensityLevel(f)}.`,
  (f) => `Las cifras de ${f.cat.self} son ${f.harmony} de Armonía y ${f.intensity} de Intensidad, sobre 100: la primera queda ${level(f.harmony)}; la segunda, ${intensityLevel(f)}.`,
  (f) => `Con ${f.harmony} de Armonía sobre 100, ${f.cat.self} queda ${level(f.harmony)}, y su Intensidad, ${f.intensity}, ${level(f.intensity) === level(f.harmony) ? 'también' : `está ${level(f.intensity)}`}.`,
];

/** The contacts that move the Armonía most: up to two for, up to two against, each a noun phrase with its article. */
export interface Drivers {
  up: string[];
  down: string[];
  /** Below 50: the sentence names what holds it back first. */
  downFirst: boolean;
}

/** Each part is written twice: leading the sentence, and following a semicolon (where the verb can drop). */
type DriverParts = {
  up: (list: string[], lead: boolean) => string;
  down: (list: string[], lead: boolean) => string;
  noneUp: string;
  noneDown: string;
};

function drivers(parts: DriverParts): (d: Drivers) => string {
  return (d) => {
    if (!d.up.length) return `${capitalize(parts.noneUp)}, y ${parts.down(d.down, true)}.`;
    if (!d.down.length) return `${capitalize(parts.up(d.up, true))}, y ${parts.noneDown}.`;
    const text = d.downFirst
      ? `${parts.down(d.down, true)}; ${parts.up(d.up, false)}`
      : `${parts.up(d.up, true)}; ${parts.down(d.down, false)}`;
    return `${capitalize(text)}.`;
  };
}

export const DRIVERS: Variants<(d: Drivers) => string> = [
  drivers({
    up: ([x, y], lead) => `lo que más la sostiene${lead ? ' es' : ','} ${x}${y ? `, y justo detrás ${y}` : ''}`,
    down: ([x, y], lead) => `lo que más la frena${lead ? ' es' : ','} ${x}${y ? `, y después ${y}` : ''}`,
    noneUp: 'apenas hay contactos a su favor',
    noneDown: 'apenas hay contactos en contra',
  }),
  drivers({
    up: ([x, y]) => `a favor pesa ante todo ${x}${y ? `, y en segundo lugar ${y}` : ''}`,
    down: ([x, y]) => `en contra pesa sobre todo ${x}${y ? `, y luego ${y}` : ''}`,
    noneUp: 'casi nada pesa a favor',
    noneDown: 'casi nada pesa en contra',
  }),
  drivers({
    up: ([x, y], lead) => `${lead ? 'el contacto que más suma es' : 'el que más suma,'} ${x}${y ? `, seguido de cerca por ${y}` : ''}`,
    down: ([x, y], lead) => `${lead ? 'el contacto que más resta es' : 'el que más resta,'} ${x}${y ? `, y tras él ${y}` : ''}`,
    noneUp: 'ningún contacto suma de verdad',
    noneDown: 'ninguno resta de verdad',
  }),
  drivers({
    up: ([x, y]) => `la armonía sube sobre todo gracias ${to(x)}${y ? ` y, algo menos, ${to(y)}` : ''}`,
    down: ([x, y], lead) => `${lead ? 'lo que más la baja es' : 'la baja más que nada'} ${x}${y ? `, y también ${y}` : ''}`,
    noneUp: 'la armonía apenas encuentra apoyos',
    noneDown: 'casi nada la baja',
  }),
];

export interface IntensityDriver {
  /** The contact that adds most Intensidad, as a noun phrase. */
  phrase: string;
  /** Set when that contact was just named among the drivers: "esa misma cuadratura". */
  again: string | null;
  /** Its share of the category's whole Intensidad sum, in percent. */
  share: number;
}

export const INTENSITY_DRIVER: Variants<(d: IntensityDriver) => string> = [
  (d) => (d.again
    ? `${capitalize(d.again)} es también lo que más carga la Intensidad: aporta por sí sola el ${d.share} % de ella.`
    : `La Intensidad sale sobre todo ${de(d.phrase)}, que aporta el ${d.share} % de ella.`),
  (d) => (d.again
    ? `La Intensidad nace sobre todo ${de(d.again)}, con un ${d.share} % del total.`
    : `Lo que más carga la Intensidad es ${d.phrase}, con un ${d.share} % del total.`),
  (d) => (d.again
    ? `Y ${d.again} es, además, el contacto que más pesa en la Intensidad: un ${d.share} % de ella.`
    : `Donde más se activan una persona y la otra es en ${d.phrase}: de ahí sale un ${d.share} % de la Intensidad.`),
  (d) => (d.again
    ? `${capitalize(de(d.again))} sale también lo más fuerte de la Intensidad, un ${d.share} % del total.`
    : `El contacto que más empuja la Intensidad es ${d.phrase}, que suma un ${d.share} % del total.`),
];

export interface OtherScore {
  /** "la familia". */
  name: string;
  harmony: number;
  intensity: number;
}

function scoreList(others: readonly OtherScore[]): string {
  return enumerate(others.map((o) => `${o.name} con ${o.harmony}`));
}

export interface RankFacts {
  a: string;
  b: string;
  cat: CategoryWords;
  /** The other categories with more Armonía, and with less, highest first. Ties are in neither. */
  above: OtherScore[];
  below: OtherScore[];
}

export const RANK_TOP: Variants<(f: RankFacts) => string> = [
  (f) => `De las cuatro lecturas posibles, ${f.cat.name} es donde ${f.a} y ${f.b} fluyen mejor: detrás quedan ${scoreList(f.below)}.`,
  (f) => `Ninguna otra lectura de ${f.a} y ${f.b} llega tan alto en Armonía: ${scoreList(f.below)}.`,
  (f) => `${capitalize(f.cat.name)} es el terreno más armónico de los cuatro para ${f.a} y ${f.b}; le ${f.below.length > 1 ? 'siguen' : 'sigue'} ${scoreList(f.below)}.`,
];

export const RANK_BOTTOM: Variants<(f: RankFacts) => string> = [
  (f) => `De las cuatro lecturas posibles, ${f.cat.name} es donde menos fluyen ${f.a} y ${f.b}: por encima ${f.above.length > 1 ? 'quedan' : 'queda'} ${scoreList(f.above)}.`,
  (f) => `${f.above.length > 1 ? 'Las otras lecturas salen' : 'La otra lectura sale'} más armónicas para ${f.a} y ${f.b}: ${scoreList(f.above)}.`,
  (f) => `${capitalize(f.cat.name)} es el terreno que más les cuesta de los cuatro; por delante ${f.above.length > 1 ? 'quedan' : 'queda'} ${scoreList(f.above)}.`,
];

export const RANK_MIDDLE: Variants<(f: RankFacts) => string> = [
  (f) => `En Armonía, ${f.cat.name} queda en medio de las cuatro lecturas: por encima, ${scoreList(f.above)}; por debajo, ${scoreList(f.below)}.`,
  (f) => `${capitalize(f.cat.name)} no es ni el terreno más fácil ni el más difícil para ${f.a} y ${f.b}: por encima ${f.above.length > 1 ? 'salen' : 'sale'} ${scoreList(f.above)}, y por debajo, ${scoreList(f.below)}.`,
  (f) => `Entre las cuatro lecturas, ${f.cat.name} ocupa un lugar intermedio, con ${scoreList(f.above)} por encima y ${scoreList(f.below)} por debajo.`,
];

/** Every category scores the same Armonía. */
export const RANK_EVEN: Variants<(f: RankFacts & { harmony: number }) => string> = [
  (f) => `Las cuatro lecturas de ${f.a} y ${f.b} dan la misma Armonía, ${f.harmony}: estas cartas se comportan igual sea cual sea el vínculo.`,
  (f) => `Pareja, amistad, familia o trabajo: para ${f.a} y ${f.b} la Armonía es ${f.harmony} en los cuatro casos.`,
];

export interface SpreadFacts {
  a: string;
  b: string;
  cat: CategoryWords;
  /** Categories within 5 points of this one's Armonía. */
  close: string[];
  /** The category furthest from this one, when it is 10 points or more away. */
  far: { name: string; gap: number; lower: boolean; reason: string } | null;
  /** The largest gap to any other category. */
  maxGap: number;
}

function closeClause(close: string[]): string {
  return close.length ? `con ${enumerate(close)} casi coincide; ` : '';
}

export const SPREAD: Variants<(f: SpreadFacts) => string> = [
  (f) => f.far
    ? capitalize(`${closeClause(f.close)}donde más se separa es en ${f.far.name}, ${f.far.gap} puntos ${f.far.lower ? 'por debajo' : 'por encima'}, porque ${f.far.reason}.`)
    : `En Armonía, ninguna lectura se aparta más de ${f.maxGap} puntos ${de(f.cat.name)}, así que lo que estas cartas dicen ${f.cat.inside} vale, con matices, para cualquier vínculo entre ${f.a} y ${f.b}.`,
  (f) => f.far
    ? `La mayor diferencia está en ${f.far.name}, ${f.far.gap} puntos ${f.far.lower ? 'más abajo' : 'más arriba'}: ${f.far.reason}${f.close.length ? `; con ${enumerate(f.close)}, en cambio, las cifras van casi a la par` : ''}.`
    : `En Armonía, entre esta lectura y las demás hay ${f.maxGap} puntos como mucho: ${f.a} y ${f.b} se llevan de un modo parecido en cualquier terreno.`,
  (f) => f.far
    ? `${capitalize(f.far.name)} es la lectura que más se aparta, ${f.far.gap} puntos ${f.far.lower ? 'por debajo' : 'por encima'}, y la razón está en las cartas: ${f.far.reason}${f.close.length ? `. Con ${enumerate(f.close)}, en cambio, la diferencia es mínima` : ''}.`
    : `Las otras tres lecturas quedan a ${f.maxGap} puntos o menos en Armonía: ${f.cat.name} no es aquí un caso aparte, y lo que se lee en ella sirve también para los otros vínculos.`,
];

export interface HeatFacts {
  cat: CategoryWords;
  intensity: number;
  /** The other category with the highest Intensidad, and whether this one is above, below or among them. */
  top: OtherScore;
  position: 'top' | 'bottom' | 'middle';
}

export const HEAT_RANK: Variants<(f: HeatFacts) => string> = [
  (f) => ({
    top: `En Intensidad también va por delante: ${f.cat.name} marca ${f.intensity}, y la siguiente, ${f.top.name}, ${f.top.intensity}.`,
    bottom: `En Intensidad es la lectura más baja de las cuatro, con ${f.intensity}, cuando ${f.top.name} llega a ${f.top.intensity}.`,
    middle: `En Intensidad la que más marca es ${f.top.name}, con ${f.top.intensity}; ${f.cat.name} se queda en ${f.intensity}.`,
  })[f.position],
  (f) => ({
    top: `Es, además, la lectura de más Intensidad: ${f.intensity}, frente al ${f.top.intensity} ${de(f.top.name)}.`,
    bottom: `Su Intensidad, ${f.intensity}, es la menor de las cuatro lecturas; la mayor está en ${f.top.name}, con ${f.top.intensity}.`,
    middle: `La mayor Intensidad no está aquí sino en ${f.top.name} (${f.top.intensity}); ${f.cat.name} marca ${f.intensity}.`,
  })[f.position],
  (f) => ({
    top: `Y ninguna otra lectura se activa tanto: su Intensidad de ${f.intensity} supera el ${f.top.intensity} ${de(f.top.name)}.`,
    bottom: `Es, eso sí, donde menos se activan: con ${f.intensity} de Intensidad queda por debajo de las demás, y ${f.top.name} llega a ${f.top.intensity}.`,
    middle: `En Intensidad, ${f.cat.name} (${f.intensity}) queda por detrás ${de(f.top.name)}, que marca ${f.top.intensity}.`,
  })[f.position],
];

export interface MoonFacts {
  /** Whose Moon. */
  name: string;
  /** Share of its weight the score gives that Moon, 35 or 60. */
  percent: number;
  /** The signs it may be in, in the order it crossed them that day; one sign when only its degree is open. */
  signs: string[];
}

const signsOr = (m: MoonFacts) => enumerate(m.signs).replace(/ y ([^ ]+)$/, ' o $1');

/** The caveat also names the contact where the Moon first came up, as that Moon's own: "su trígono con el Sol de Luis". */
export type MoonCaveatFacts = MoonFacts & { about: string };

/** Said once, where the reading first names a Moon whose birth time is unknown. */
export const MOON_CAVEAT: Variants<(m: MoonCaveatFacts) => string> = [
  (m) => m.signs.length > 1
    ? `Lo que aquí depende de la Luna de ${m.name}, empezando por ${m.about}, es incierto: sin su hora de nacimiento, esa Luna pudo estar en ${signsOr(m)}, y las cifras la cuentan solo al ${m.percent} %.`
    : `Lo que aquí depende de la Luna de ${m.name}, empezando por ${m.about}, es menos seguro que el resto: sin su hora de nacimiento, esa Luna pudo estar unos grados antes o después en ${m.signs[0]}, y las cifras la cuentan solo al ${m.percent} %.`,
  (m) => m.signs.length > 1
    ? `Un aviso sobre la Luna de ${m.name} y ${m.about}: sin su hora de nacimiento ni siquiera su signo es seguro (pudo estar en ${signsOr(m)}), así que sus contactos son una posibilidad, no un hecho, y pesan solo un ${m.percent} % en la puntuación.`
    : `Un aviso sobre la Luna de ${m.name} y ${m.about}: como no consta su hora de nacimiento, no se conoce su grado exacto en ${m.signs[0]}, así que sus contactos son probables, no seguros, y pesan solo un ${m.percent} % en la puntuación.`,
  (m) => m.signs.length > 1
    ? `Lee con prudencia lo que aquí depende de la Luna de ${m.name}, y en primer lugar ${m.about}: el día en que nació pasó de ${m.signs[0]} a ${m.signs[m.signs.length - 1]}, y sin la hora no sabemos en cuál estaba; por eso sus aspectos cuentan al ${m.percent} %.`
    : `Lee con prudencia lo que aquí depende de la Luna de ${m.name}, y en primer lugar ${m.about}: sin hora de nacimiento, esa Luna pudo estar hasta unos siete grados más atrás o más adelante en ${m.signs[0]}, y por eso sus aspectos cuentan al ${m.percent} % en estas cifras.`,
  (m) => m.signs.length > 1
    ? `Como no se sabe a qué hora nació ${m.name}, su Luna pudo estar en ${signsOr(m)}: tanto ${m.about} como lo demás que aquí se dice de ella son tentativos, y la puntuación solo le da un ${m.percent} % de su peso.`
    : `Como no se sabe a qué hora nació ${m.name}, su Luna pudo estar algo más atrás o más adelante en ${m.signs[0]}: tanto ${m.about} como lo demás que aquí se dice de ella son probables, no seguros, y la puntuación solo le da un ${m.percent} % de su peso.`,
];

/** A Moon whose sign the unknown time leaves open, when the reading names none of its contacts. */
export const MOON_OPEN: Variants<(m: MoonFacts) => string> = [
  (m) => `La Luna de ${m.name} pudo estar en ${signsOr(m)} el día en que nació, y sin la hora no sabemos en cuál; por eso sus contactos cuentan solo al ${m.percent} % en estas cifras y esta lectura no se apoya en ellos.`,
  (m) => `Sin la hora de nacimiento de ${m.name}, su Luna queda a caballo entre ${m.signs[0]} y ${m.signs[m.signs.length - 1]}, de modo que sus aspectos pesan poco (un ${m.percent} %) y aquí no se comentan.`,
  (m) => `Un matiz: la Luna de ${m.name} cambió de signo el día en que nació, de ${m.signs[0]} a ${m.signs[m.signs.length - 1]}, y sin su hora no se puede saber cuál le corresponde; sus contactos cuentan por eso solo un ${m.percent} %.`,
  (m) => `Falta la hora de nacimiento de ${m.name}, y ese día su Luna pasó de ${m.signs[0]} a ${m.signs[m.signs.length - 1]}: sin saber en cuál estaba, la lectura deja sus contactos a un lado y las cifras los pesan al ${m.percent} %.`,
];
