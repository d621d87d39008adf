import * as z from 'zod/mini';
import { romanNumeral, suitName, type CardElement, type TarotCard } from './deck.ts';

// The text of a daily reading: the deck's own (built in, always available), or an AI provider's
// personalisation of it, accepted only when it parses and stays within bounds.

export interface ReadingText { interpretation: string; practicalAction: string }

const ELEMENT_GLOSS: Record<CardElement, string> = {
  fuego: 'el impulso, el deseo y las ganas de actuar',
  agua: 'las emociones, los vínculos y la intuición',
  aire: 'las ideas, las palabras y las decisiones',
  tierra: 'el cuerpo, el trabajo y lo que se construye con paciencia',
};

function orientationPhrase(reversed: boolean): string {
  return reversed ? 'en posición invertida' : 'al derecho';
}

/** Majors carry their article in the name (La Luna); minors need one in a sentence: el Dos de Copas, la Sota de Oros. */
function nameInSentence(card: TarotCard): string {
  if (card.arcana === 'major') return card.name;
  return `${card.number === 11 || card.number === 13 ? 'la' : 'el'} ${card.name}`;
}

function listWords(words: string[]): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} y ${words[words.length - 1]}` : words[0];
}

function elementSentence(card: TarotCard): string {
  const element = `al elemento ${card.element}, que habla de ${ELEMENT_GLOSS[card.element]}`;
  return card.suit ? `Pertenece, como todo el palo de ${suitName(card.suit)}, ${element}.` : `Se asocia ${element}.`;
}

export function composeReading(card: TarotCard, reversed: boolean): ReadingText {
  const place = card.arcana === 'major'
    ? 'Como arcano mayor, toca un tema de fondo de este momento de tu vida, más que un detalle del día.'
    : 'Como arcano menor, señala algo concreto y cotidiano, a tu alcance hoy.';
  const orientationNote = reversed
    ? 'Una carta invertida no es un mal presagio: muestra dónde esa energía está bloqueada, exagerada o pidiendo un ajuste.'
    : 'Al salir al derecho, su energía fluye con facilidad y puedes apoyarte en ella.';
  const first = `Tu carta de hoy es ${nameInSentence(card)} y ha salido ${reversed ? 'invertida' : 'al derecho'}. ${reversed ? card.reversed : card.upright}`;
  const second = `${place} ${elementSentence(card)} ${orientationNote} Lleva contigo estas palabras durante el día: ${listWords(card.keywords)}.`;
  return {
    interpretation: `${first}\n\n${second}`,
    practicalAction: reversed ? card.reversedAction : card.practicalAction,
  };
}

export function aiPromptForCard(card: TarotCard, reversed: boolean): { system: string; user: string } {
  return {
    system: [
      'Eres la voz de Sendero Astral, una app de autoconocimiento en español.',
      'Escribes la lectura diaria de tarot de una persona: cálida, precisa y serena, tuteando, en un español neutro que se entienda igual en España que en Latinoamérica.',
      'El tarot es aquí una herramienta de reflexión, no de adivinación: no hagas predicciones sobre salud, dinero, muerte ni ningún hecho futuro, y no des consejos médicos, legales ni financieros.',
      'Parte solo del significado de la carta que se te da, aplicado al día de hoy. No uses títulos, encabezados, listas ni markdown.',
      'Responde únicamente con un objeto JSON con esta forma: {"interpretation": "...", "practicalAction": "..."}.',
      'interpretation: entre 120 y 220 palabras, en uno o dos párrafos separados por una línea en blanco; menciona la carta y su orientación.',
      'practicalAction: una sola acción concreta para hoy, que se pueda hacer en menos de una hora, en una o dos frases.',
    ].join('\n'),
    user: [
      `Carta: ${card.name}, ${card.arcana === 'major' ? `arcano mayor ${romanNumeral(card.number)}` : `arcano menor del palo de ${card.suit}`}, ${orientationPhrase(reversed)}.`,
      `Elemento: ${card.element}. Palabras clave: ${card.keywords.join(', ')}.`,
      `Significado en esta orientación: ${reversed ? card.reversed : card.upright}`,
      `Acción sugerida por el mazo: ${reversed ? card.reversedAction : card.practicalAction}`,
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
