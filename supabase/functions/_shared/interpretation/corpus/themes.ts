import type { SignId } from '../../contract/chart.ts';
import type { Twelve } from '../../contract/vocabulary.ts';

// The retrograde planets noted in their own paragraph, and the north node by sign and by house; the frame around
// them (lead-ins, balance, unknown time, closing) is in corpus/frames.ts, the retrograde notes in corpus/weaves.ts.

/**
 * The planets whose retrograde station is noted in their own paragraph. The slow ones are retrograde almost half of
 * every year, so the synthesis names them once instead (corpus/frames.ts).
 */
export type RetrogradeNotePlanet = 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn';

export const NORTH_NODE_SIGN: Record<SignId, string> = {
  aries:
    'El nodo norte en Aries te invita a desarrollar autonomía, valentía y confianza en tu propio criterio. Su opuesto, el nodo sur en Libra, señala lo conocido: la tendencia a adaptarte a los demás; crecer es atreverte a elegir por ti.',
  taurus:
    'Con el nodo norte en Tauro, tu camino de crecimiento pasa por la calma, la constancia y el disfrute sencillo. Desde el nodo sur en Escorpio traes facilidad para la intensidad y las crisis; ahora se trata de construir estabilidad.',
  gemini:
    'El nodo norte en Géminis te pide curiosidad, escucha y apertura a otras perspectivas. El nodo sur en Sagitario te da certezas y visión amplia; crecer, para ti, es hacer preguntas en lugar de tener siempre la respuesta.',
  cancer:
    'Con el nodo norte en Cáncer, tu desarrollo pasa por la vulnerabilidad, el cuidado y el hogar emocional. El nodo sur en Capricornio te da dominio del deber y del control; el reto es permitirte sentir y pertenecer.',
  leo:
    'El nodo norte en Leo te invita a expresarte, crear y ocupar tu lugar con el corazón. Desde el nodo sur en Acuario sabes funcionar en grupo y mirar las cosas con distancia; crecer implica mostrarte de forma personal y única.',
  virgo:
    'Con el nodo norte en Virgo, tu crecimiento pasa por el orden, el servicio concreto y los pequeños hábitos. El nodo sur en Piscis te da sensibilidad e imaginación, y ahora toca aterrizarlas en lo cotidiano.',
  libra:
    'El nodo norte en Libra te invita a cultivar la cooperación, la escucha y la reciprocidad. El nodo sur en Aries te da independencia y arrojo; el aprendizaje es descubrir lo que se construye con otros.',
  scorpio:
    'Con el nodo norte en Escorpio, tu camino pide profundidad, intimidad y capacidad de soltar. El nodo sur en Tauro te inclina a aferrarte a lo seguro, y crecer es confiar en la transformación.',
  sagittarius:
    'El nodo norte en Sagitario te invita a buscar sentido, a confiar en tu visión y a explorar horizontes amplios. El nodo sur en Géminis te da agilidad con los datos; ahora toca comprometerte con una verdad propia.',
  capricorn:
    'Con el nodo norte en Capricornio, tu crecimiento pasa por asumir responsabilidades, fijarte metas y construir tu autoridad. El nodo sur en Cáncer te da calidez y apego al refugio conocido; el reto es salir al mundo con estructura.',
  aquarius:
    'El nodo norte en Acuario te invita a pensar en colectivo, a cultivar amistades y a servir a ideas que miran al futuro. El nodo sur en Leo te da brillo personal, y crecer es ponerlo al servicio de algo compartido.',
  pisces:
    'Con el nodo norte en Piscis, tu camino pide confianza, compasión y apertura a lo que no se puede controlar. El nodo sur en Virgo te da método y análisis; ahora se trata de soltar la perfección y fluir.',
};

/** The north node by house, written around the lesson of its sign (NODE_LESSON). */
export const NORTH_NODE_HOUSE: Twelve<(lesson: string) => string> = [
  (q) => `Al caer en la casa 1, ${q} pasa por tomar la iniciativa y definir tu identidad más allá de lo que esperan tus relaciones.`,
  (q) => `Al caer en la casa 2, ${q} pasa por construir recursos propios y reconocer el valor de lo que ofreces.`,
  (q) => `Al caer en la casa 3, ${q} se hace en lo cotidiano: aprender, preguntar y conversar con tu entorno cercano.`,
  (q) => `Al caer en la casa 4, ${q} te pide cuidar la vida íntima, el hogar y las raíces tanto como los logros visibles.`,
  (q) => `Al caer en la casa 5, ${q} pasa por crear, jugar y expresar tu corazón sin esperar la aprobación del grupo.`,
  (q) => `Al caer en la casa 6, ${q} se orienta hacia el servicio concreto, las rutinas que te sostienen y el trabajo bien hecho.`,
  (q) => `Al caer en la casa 7, ${q} se ensancha a través de la pareja, las alianzas y la colaboración.`,
  (q) => `Al caer en la casa 8, ${q} pasa por la intimidad, por compartir y por dejarte transformar por lo que vives con otros.`,
  (q) => `Al caer en la casa 9, ${q} te impulsa a estudiar, viajar y construir una filosofía de vida propia.`,
  (q) => `Al caer en la casa 10, ${q} apunta a tu vocación y a asumir un papel visible en el mundo.`,
  (q) => `Al caer en la casa 11, ${q} te invita a sumarte a proyectos colectivos y a cultivar amistades con futuro.`,
  (q) => `Al caer en la casa 12, ${q} te pide cultivar la vida interior, la compasión y la entrega a algo más grande que tú.`,
];

/** What the north node asks for in each sign, as a noun phrase that names no one; both voices use it. */
export const NODE_LESSON: Record<SignId, string> = {
  aries: 'el aprendizaje de la autonomía', taurus: 'el aprendizaje de la calma y la constancia', gemini: 'el aprendizaje de la curiosidad y la escucha',
  cancer: 'el aprendizaje del cuidado y la vulnerabilidad', leo: 'el aprendizaje de la expresión personal', virgo: 'el aprendizaje del orden y del servicio concreto',
  libra: 'el aprendizaje de la cooperación', scorpio: 'el aprendizaje de la intimidad y del desapego', sagittarius: 'el aprendizaje de una visión propia',
  capricorn: 'el aprendizaje de la responsabilidad', aquarius: 'el aprendizaje de lo colectivo', pisces: 'el aprendizaje de la confianza y la compasión',
};

