import type { Element } from '../../../contract/chart.ts';
import { de } from '../../../contract/vocabulary.ts';
import type { Family, Who } from './types.ts';

// The two charts of the relationship itself. The composite is read as the relationship's character; the Davison as
// the relationship's own birth, a moment that really happened. Each sign name comes in as a whole word (`sign`).

type SignText = (sign: string) => string;

export const COMPOSITE_INTRO = (w: Who) =>
  `La carta compuesta no pertenece a ${w.a} ni a ${w.b}: cada planeta se coloca en el punto medio entre los de sus dos cartas, y el resultado describe el carácter de la relación como si fuera una tercera persona.`;

export const COMPOSITE_SUN: Record<Element, SignText> = {
  fire: (sign) => `Su Sol compuesto en ${sign} da a esta relación un corazón de fuego: necesita metas, movimiento y algo que celebrar, y se apaga si cae en la rutina.`,
  earth: (sign) => `Con el Sol compuesto en ${sign}, el vínculo tiene vocación de construir: se fortalece con proyectos concretos, con hábitos compartidos y con la prueba del tiempo.`,
  air: (sign) => `El Sol compuesto cae en ${sign}, y la relación vive de la conversación y de las ideas: mientras haya algo nuevo que contarse, el vínculo respira.`,
  water: (sign) => `Un Sol compuesto en ${sign} pone en el centro lo emocional: esta relación existe para cuidar y para sentir, y pide refugio más que escaparate.`,
};

export const COMPOSITE_MOON: Record<Element, SignText> = {
  fire: (sign) => `La Luna compuesta en ${sign} dice que la relación se siente viva cuando hay entusiasmo y espontaneidad.`,
  earth: (sign) => `Su Luna compuesta en ${sign} busca seguridad tangible: un hogar ordenado, comidas compartidas y promesas que se cumplen.`,
  air: (sign) => `Con la Luna compuesta en ${sign}, el clima emocional se regula hablando: lo que se nombra se calma.`,
  water: (sign) => `La Luna compuesta en ${sign} vuelve muy sensible la atmósfera común: lo que una persona siente, la relación entera lo registra.`,
};

export const COMPOSITE_ASPECT: Record<Family, (first: string, second: string) => string> = {
  conjunction: (first, second) => `Su rasgo más marcado es la conjunción ${de(first)} y ${de(second)} en la carta compuesta: dos funciones que en esta relación actúan como una sola.`,
  flowing: (first, second) => `El aspecto más exacto de la compuesta une ${first} y ${second} de forma armoniosa, un talento del vínculo que conviene poner a trabajar.`,
  tense: (first, second) => `En la compuesta destaca la tensión entre ${first} y ${second}, el desafío que esta relación tiene que resolver para madurar.`,
};

export const DAVISON_INTRO = (w: Who) =>
  `La carta Davison se levanta para el instante que queda a mitad de camino entre los nacimientos de ${w.a} y ${w.b}, en el punto del globo que queda entre sus dos lugares: es un momento real, y se lee como el nacimiento de la relación.`;

export const DAVISON_SUN: Record<Element, SignText> = {
  fire: (sign) => `En ese instante el Sol estaba en ${sign}, y la relación nace con impulso de aventura y de iniciativa.`,
  earth: (sign) => `El Sol del momento Davison en ${sign} da a la relación un propósito práctico: levantar algo duradero.`,
  air: (sign) => `Con el Sol Davison en ${sign}, la relación nace para intercambiar, aprender y abrir la vida a más gente.`,
  water: (sign) => `El Sol Davison en ${sign} hace de la relación un lugar de intimidad y de memoria compartida.`,
};

export const DAVISON_MOON: Record<Element, SignText> = {
  fire: (sign) => `Su Luna en ${sign} pide calor y alegría en lo diario.`,
  earth: (sign) => `La Luna Davison en ${sign} se tranquiliza con constancia y con gestos concretos.`,
  air: (sign) => `La Luna Davison en ${sign} necesita espacio y buena conversación para estar a gusto.`,
  water: (sign) => `Con la Luna Davison en ${sign}, las emociones de la relación son hondas y se cuidan en lo íntimo.`,
};

export const DAVISON_MOON_OPEN = (signs: string) =>
  `Como falta alguna hora de nacimiento, la Luna de este momento pudo estar en ${signs}, y preferimos no leerla con más precisión de la que hay.`;

export const DAVISON_ASCENDANT: Record<Element, SignText> = {
  fire: (sign) => `El Ascendente Davison en ${sign} hace que, vista desde fuera, la relación parezca decidida y llena de energía.`,
  earth: (sign) => `Con el Ascendente Davison en ${sign}, la relación se presenta ante los demás como sólida y fiable.`,
  air: (sign) => `El Ascendente Davison en ${sign} le da una cara sociable y curiosa ante el mundo.`,
  water: (sign) => `Un Ascendente Davison en ${sign} la hace discreta y protectora hacia fuera.`,
};

export const DAVISON_NO_TIME = () =>
  `Sin las dos horas de nacimiento, el instante Davison no es exacto, así que esta carta no tiene Ascendente ni casas.`;
