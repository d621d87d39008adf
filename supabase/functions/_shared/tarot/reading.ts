import * as z from 'zod/mini';
import { romanNumeral, suitName, type CardElement, type TarotCard } from './deck.ts';
import { correspondencesOf, de, ELEMENTS } from './correspondences.ts';

// The text of a daily reading: the deck's own (built in, always available), or an AI provider's
// personalisation of it, accepted only when it parses and stays within bounds.
//
// The built-in reading is an opening, the card's meaning in the orientation drawn, and a closing. Openings
// and closings come from pools split in two halves: even days draw from one half and odd days from the other,
// so two consecutive days can never share a framing paragraph, and within its half the paragraph is picked by
// a hash of the user's id and the reading's date, so it is the same on every device and on every reload.

export interface ReadingText { interpretation: string; practicalAction: string }

/** Whose reading and for which day (YYYY-MM-DD): it decides the framing, never the card. */
export interface ReadingDay { userId: string; date: string }

/** Majors carry their article in the name (La Luna); minors need one in a sentence: el Dos de Copas, la Sota de Oros. */
export function nameInSentence(card: TarotCard): string {
  if (card.arcana === 'major') return card.name;
  return `${card.number === 11 || card.number === 13 ? 'la' : 'el'} ${card.name}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Many reversed meanings open by saying so («Invertida, la Luna…», «Del revés, el jinete…», «Vuelta la carta…»);
 * then the opening does not repeat it.
 */
function meaningStatesOrientation(meaning: string): boolean {
  const firstSentence = meaning.split(/(?<=[.!?])\s/)[0];
  return /invertid|se invierte|invertirse|al revés|del revés|al derecho|vuelt[ao] la carta/i.test(firstSentence);
}

interface Frame {
  name: string;
  Name: string;
  /** How the orientation is said here, or null when the meaning already says it. */
  reversed: boolean | null;
  major: boolean;
}

const OPENINGS: ((f: Frame) => string)[] = [
  // Even days.
  (f) => `Hoy te acompaña ${f.name}${f.reversed === null ? '' : f.reversed ? ', y la carta ha salido invertida' : ', y la carta ha salido al derecho'}. ${f.major
    ? 'Los arcanos mayores hablan de los grandes temas de una etapa, así que lo que sigue merece leerse despacio.'
    : 'Los arcanos menores hablan de lo cotidiano: lo que sigue se juega en gestos pequeños de este mismo día.'}`,
  (f) => `La carta que has sacado para este día es ${f.name}${f.reversed === null ? '' : f.reversed ? ', invertida' : ', al derecho'}. ${f.major
    ? 'Como arcano mayor, no se queda en la superficie de la jornada: toca algo que llevas tiempo viviendo.'
    : 'Al ser un arcano menor, su mensaje cabe en las horas que tienes por delante.'}`,
  (f) => `${f.Name} sale hoy a tu encuentro${f.reversed === null ? '' : f.reversed ? ' en posición invertida' : ' al derecho'}. ${f.major
    ? 'Pertenece a los arcanos mayores, las veintidós cartas que el tarot reserva para los pasos largos del camino.'
    : 'Pertenece a los arcanos menores, las cartas que el tarot dedica a la vida de todos los días.'}`,
  (f) => `Empiezas el día con ${f.name}${f.reversed === null ? '' : f.reversed ? ': la carta ha salido invertida' : ': la carta ha salido al derecho'}. ${f.major
    ? 'Un arcano mayor en la tirada diaria invita a detenerse, porque algo importante está pidiendo tu atención.'
    : 'Un arcano menor en la tirada diaria es una pista práctica, algo que puedes observar y probar hoy.'}`,
  // Odd days.
  (f) => `${f.Name} es la carta que hoy se ha puesto delante de ti${f.reversed === null ? '' : f.reversed ? ', con la imagen invertida' : ', con la imagen al derecho'}. ${f.major
    ? 'Que sea un arcano mayor sugiere que no se trata de una anécdota, sino de un movimiento más profundo.'
    : 'Que sea un arcano menor sugiere que el mensaje es práctico y está al alcance de tu mano.'}`,
  (f) => `Para este día, el mazo te ha dado ${f.name}${f.reversed === null ? '' : f.reversed ? ' en posición invertida' : ' al derecho'}. ${f.major
    ? 'Los arcanos mayores señalan etapas; conviene leer esta carta pensando en lo que atraviesas estas semanas.'
    : 'Los arcanos menores señalan situaciones; conviene leer esta carta pensando en lo que te espera hoy.'}`,
  (f) => `Detente un momento antes de empezar: tu carta es ${f.name}${f.reversed === null ? '' : f.reversed ? ', en posición invertida' : ', al derecho'}. ${f.major
    ? 'Tiene el peso de un arcano mayor, así que dale un lugar en tu día más allá de la primera lectura.'
    : 'Tiene la escala de un arcano menor: lo que dice se aplica a lo que harás y dirás en las próximas horas.'}`,
  (f) => `En tu tirada de hoy ha salido ${f.name}${f.reversed === null ? '' : f.reversed ? ' en posición invertida' : ' al derecho'}. ${f.major
    ? 'Un arcano mayor habla con la voz de los grandes ciclos; escúchalo sin prisa.'
    : 'Un arcano menor habla con la voz de lo concreto; escúchalo con los pies en el suelo.'}`,
];

interface ClosingFrame {
  /** The orientation's first keyword, its core: a closing may hand over this one word, never the whole list. */
  keyword: string;
  element: CardElement;
}

// The app already shows the keywords beside the reading, so no closing recites them: each says one thing the
// reader can take into the day (a word as a lens, the element's ground, the question, the journal, the image).
const CLOSINGS: ((c: ClosingFrame) => string)[] = [
  // Even days.
  (c) => `Si en algún momento del día te preguntas qué queda de esta lectura, vuelve a una sola palabra: «${c.keyword}». Tómala como una lente y no como una orden: fíjate dónde asoma hoy lo que nombra y dónde se echa en falta.`,
  (c) => `Su elemento es ${ELEMENTS[c.element].withArticle}, el ${de(ELEMENTS[c.element].governs)}. Cuando hoy algo de ese terreno te remueva, acuérdate de la carta antes de reaccionar: no te dice qué hacer, pero sí dónde mirar.`,
  () => 'La pregunta de esta carta no necesita una respuesta inmediata. Llévala contigo a una tarea sencilla, como lavar los platos o caminar hasta la tienda, y mira qué contesta cuando dejas de buscarla.',
  () => 'El tarot no decide por ti: te pone delante un espejo. Lo que veas en él depende también de cómo llegas hoy a mirarlo, así que, si algo de esta lectura te molesta, pregúntate primero qué ha tocado.',
  // Odd days.
  (c) => `Cierra la lectura con una respiración lenta y guárdate una palabra, «${c.keyword}», como quien lleva una piedra en el bolsillo: la tocarás sin pensarlo varias veces a lo largo del día, y cada vez te recordará hacia dónde mirar.`,
  () => 'Puede que el sentido de la carta se aclare más tarde, en un encuentro o en un detalle inesperado. No hace falta perseguirlo; basta con no cerrarle la puerta cuando llegue.',
  () => 'Mañana habrá otra carta, y no borrará esta: las de cada día se suman como frases de una misma conversación. Si algo de lo que has leído te ha tocado, déjalo en tu diario, bajo la carta; dentro de unas semanas te servirá saber qué vivías hoy.',
  () => 'Vuelve a mirar la imagen antes de dormir y fíjate en qué detalle te llama ahora la atención. Casi nunca es el mismo de la primera vez, y esa diferencia dice algo del día que has vivido.',
];

/** FNV-1a, 32 bits: small, stable across runtimes, and enough to spread users over a handful of paragraphs. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const unit of new TextEncoder().encode(text)) {
    h ^= unit;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** The pool index for this user and day: the half by the day's parity, the place within it by the hash. */
export function framingIndex(pool: 'opening' | 'closing', size: number, { userId, date }: ReadingDay): number {
  const day = dayNumber(date);
  if (!Number.isFinite(day)) throw new RangeError(`not a date: ${date}`);
  const half = size / 2;
  return (((day % 2) + 2) % 2) * half + (hash(`${pool}|${userId}|${date}`) % half);
}

export function composeReading(card: TarotCard, reversed: boolean, day: ReadingDay): ReadingText {
  const text = reversed ? card.reversed : card.upright;
  const name = nameInSentence(card);
  const frame: Frame = {
    name,
    Name: capitalise(name),
    reversed: meaningStatesOrientation(text.meaning) ? null : reversed,
    major: card.arcana === 'major',
  };
  const opening = OPENINGS[framingIndex('opening', OPENINGS.length, day)](frame);
  const closing = CLOSINGS[framingIndex('closing', CLOSINGS.length, day)]({ keyword: text.keywords[0], element: card.element });
  return { interpretation: [opening, text.meaning, closing].join('\n\n'), practicalAction: text.action };
}

export function aiPromptForCard(card: TarotCard, reversed: boolean): { system: string; user: string } {
  const text = reversed ? card.reversed : card.upright;
  const correspondences = correspondencesOf(card);
  return {
    system: [
      'Eres la voz de Sendero Astral, una app de autoconocimiento en español.',
      'Escribes la lectura diaria de tarot de una persona: cálida, precisa y serena, tuteando, en un español neutro que se entienda igual en España que en Latinoamérica.',
      'El tarot es aquí una herramienta de reflexión, no de adivinación: no hagas predicciones sobre salud, dinero, muerte ni ningún hecho futuro, y no des consejos médicos, legales ni financieros.',
      'Parte solo del significado de la carta que se te da, aplicado al día de hoy. No uses títulos, encabezados, listas ni markdown.',
      'La app ya muestra aparte la imagen de la carta, la pregunta para reflexionar y las correspondencias: no las copies; puedes aludir a ellas.',
      'Responde únicamente con un objeto JSON con esta forma: {"interpretation": "...", "practicalAction": "..."}.',
      'interpretation: entre 120 y 220 palabras, en dos o tres párrafos separados por una línea en blanco; nombra la carta y su orientación una sola vez.',
      'practicalAction: una sola acción concreta para hoy, que se pueda hacer en menos de una hora, en una o dos frases, coherente con la orientación.',
    ].join('\n'),
    user: [
      `Carta: ${card.name}, ${card.arcana === 'major' ? `arcano mayor ${romanNumeral(card.number)}` : `arcano menor del palo de ${suitName(card.suit!)}`}, ${reversed ? 'en posición invertida' : 'al derecho'}.`,
      `Lo que muestra la imagen: ${card.image}`,
      `Palabras clave en esta orientación: ${text.keywords.join(', ')}.`,
      `Correspondencias: elemento ${correspondences.element.toLowerCase()}; astrología (Golden Dawn): ${correspondences.astrology}; ${correspondences.numberLabel}: ${correspondences.numberMeaning}`,
      `Significado en esta orientación: ${text.meaning.replace(/\n\n/g, ' ')}`,
      `Pregunta para reflexionar: ${text.question}`,
      `Acción sugerida por el mazo: ${text.action}`,
    ].join('\n'),
  };
}

const AiReadingSchema = z.object({
  interpretation: z.string().check(z.trim(), z.minLength(120), z.maxLength(2500)),
  practicalAction: z.string().check(z.trim(), z.minLength(10), z.maxLength(400)),
});

/** The provider's reading when it is JSON of the right shape and size, else null (the deck's text is used). */
export function parseAiReading(text: string): ReadingText | null {
  // Some models wrap JSON in a Markdown code fence even when asked not to.
  const json = text.trim().replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '');
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = AiReadingSchema.safeParse(value);
  if (!parsed.success) return null;
  const { interpretation, practicalAction } = parsed.data;
  // The app renders these as text, but a reply carrying markup or headings is not the reading that was asked for.
  if (/<\/?[a-z][^>]*>|^#{1,6}\s/im.test(`${interpretation}\n${practicalAction}`)) return null;
  return { interpretation, practicalAction };
}
