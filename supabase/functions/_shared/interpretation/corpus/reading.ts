import { capitalize } from '../../contract/vocabulary.ts';

// The frame of a reading: section openings, the cycles' texts and the closings. Several closings exist so
// that two people's readings, or one person's two charts, do not end with the same words; the composer picks
// one from the chart itself, so a chart always gets the same one.

export const TIER_INTRO = {
  strongest:
    'Empezamos por los factores de más peso: las posiciones y los contactos que más se notan en tu manera de ser y que probablemente reconozcas enseguida.',
  middle:
    'Con lo principal dibujado, estos rasgos añaden color y matices: influyen con menos fuerza, pero explican muchas de tus reacciones cotidianas.',
  background:
    'Quedan los tonos de fondo: posiciones lentas o contactos más abiertos que acompañan al resto sin llevar la voz cantante.',
} as const;

export function summaryLead(greeting: string | null): string {
  return greeting
    ? `${greeting}, si hubiera que resumir tu carta en tres ideas, serían estas, ordenadas por su peso:`
    : 'Si hubiera que resumir tu carta en tres ideas, serían estas, ordenadas por su peso:';
}

export const SUMMARY_AFTER =
  'Esta lectura sigue el mismo orden: primero lo más fuerte, después lo que matiza, y al final la síntesis del conjunto, tus ciclos y tu nodo norte.';

export const SYNTHESIS_INTRO =
  'Miremos ahora la carta como un todo. En el reparto por elementos y modalidades, el Sol, la Luna y el Ascendente cuentan tres puntos cada uno; Mercurio, Venus y Marte, dos; Júpiter y Saturno, uno y medio, y los planetas lentos, medio punto, porque los compartes con tu generación.';

export const SYNTHESIS_INTRO_NO_TIME =
  'Ahora, el conjunto. En el reparto por elementos y modalidades, el Sol y la Luna cuentan tres puntos cada uno; Mercurio, Venus y Marte, dos; Júpiter y Saturno, uno y medio, y los planetas lentos, medio punto, porque los compartes con tu generación.';

export const CYCLES_INTRO =
  'Los planetas lentos vuelven, a su ritmo, al lugar que ocupaban cuando naciste, y esos regresos marcan etapas reconocibles de la vida. Estas son las fechas exactas calculadas para tu carta; cada paso cuenta como un hito dentro de un proceso que se siente durante meses.';

export const SATURN_RETURN_TEXT =
  'Saturno tarda unos veintinueve años y medio en volver a su posición natal. Su retorno es un examen de madurez: revisas qué has construido, sueltas lo que ya no te representa y asumes con más conciencia la autoridad sobre tu vida. Lo explicamos con detalle en [El retorno de Saturno](/biblioteca/retorno-de-saturno).';

export const JUPITER_RETURN_TEXT =
  'Júpiter completa su vuelta cada doce años, más o menos, y cada regreso abre una etapa de crecimiento: nuevas ganas de aprender, viajar o creer en algo, y una oportunidad de ampliar horizontes según la casa y el signo donde lo tienes. Su ritmo completo se cuenta en [El ciclo de Júpiter](/biblioteca/ciclo-de-jupiter).';

export const NODAL_RETURN_TEXT =
  'Los nodos lunares retroceden por el zodiaco y regresan a su posición natal cada dieciocho años y siete meses. Los retornos nodales suelen coincidir con preguntas sobre la dirección de tu vida y con encuentros o decisiones que te acercan a tu nodo norte.';

/** The library article that goes with each cycle; the slugs exist in src/content/library/astrologia/. */
export const CYCLE_ARTICLE = {
  saturn: 'retorno-de-saturno',
  jupiter: 'ciclo-de-jupiter',
  trueNode: 'nodos-lunares',
} as const;

export const NODE_ARTICLE_LINK = 'Puedes profundizar en [Los nodos lunares](/biblioteca/nodos-lunares).';

export const CLOSING_OPENINGS: readonly ((greeting: string | null, placements: string) => string)[] = [
  (greeting, placements) => `${greeting ? `${greeting}, ${placements}` : capitalize(placements)} no son etiquetas, sino voces de una misma conversación interior que se va afinando con los años.`,
  (greeting, placements) => `${greeting ? `${greeting}, con` : 'Con'} ${placements}, tu carta cuenta una historia con varios protagonistas, y ninguno tiene la última palabra sin los demás.`,
  (greeting, placements) => `${greeting ? `${greeting}, piensa` : 'Piensa'} en ${placements} como en un equipo que aprende a jugar junto: cada etapa de tu vida pone a uno de ellos en primer plano.`,
];

export const CLOSING_FRAMES: readonly string[] = [
  'La astrología no decide por ti: es un lenguaje para mirarte con más claridad y elegir con más libertad. Vuelve a esta lectura cuando lo necesites; es probable que cada vez descubras algo distinto.',
  'Ningún mapa sustituye al viaje. Usa esta lectura como una lista de preguntas más que de respuestas, y quédate con lo que te ayude a vivir con más conciencia.',
  'Una carta natal describe tendencias, no obligaciones. Lo que hagas con ellas depende de ti, y eso es lo que la vuelve interesante a lo largo de los años.',
  'Lo escrito aquí es un punto de partida: relee lo que te resuene, discute lo que no, y observa en qué momentos de tu vida se vuelve verdad una u otra parte.',
];
