import * as z from 'zod/mini';
import type { TarotCard } from './deck.ts';

// The text of a daily reading: the deck's own (built in), or an AI provider's personalisation of it.

export interface ReadingText { interpretation: string; practicalAction: string }

const ARCANA_NOTE: Record<TarotCard['arcana'], string> = {
  major: 'Es un arcano mayor: habla de un tema de fondo de tu momento, más que de un detalle del día.',
  minor: 'Es un arcano menor: señala algo concreto y cotidiano, a tu alcance hoy.',
};

const ELEMENT_NOTE: Record<TarotCard['element'], string> = {
  fuego: 'Su elemento es el fuego: impulso, deseo y acción.',
  agua: 'Su elemento es el agua: emociones, vínculos e intuición.',
  aire: 'Su elemento es el aire: ideas, palabras y decisiones.',
  tierra: 'Su elemento es la tierra: cuerpo, trabajo y cosas concretas.',
};

export function composeReading(card: TarotCard, reversed: boolean): ReadingText {
  const orientation = reversed ? 'invertida' : 'al derecho';
  const opening = `Hoy te acompaña ${card.name}, ${orientation}. Sus palabras clave son ${listWords(card.keywords)}.`;
  const meaning = reversed ? card.reversed : card.upright;
  return {
    interpretation: `${opening} ${ARCANA_NOTE[card.arcana]}\n\n${meaning} ${ELEMENT_NOTE[card.element]}`,
    practicalAction: reversed ? card.reversedAction : card.practicalAction,
  };
}

function listWords(words: string[]): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} y ${words[words.length - 1]}` : words[0];
}

export function aiPromptForCard(card: TarotCard, reversed: boolean): { system: string; user: string } {
  return {
    system: [
      'Eres la voz de Sendero Astral, una app de autoconocimiento en español.',
      'Escribes la lectura diaria de tarot de una persona: cálida, concreta y tranquila, tuteando, en español neutro.',
      'El tarot es aquí una herramienta de reflexión, no de adivinación: no predigas salud, dinero, muerte ni hechos futuros, y no des consejos médicos, legales ni financieros.',
      'Usa solo el significado de la carta que se te da. Nada de títulos, listas ni markdown.',
      'Responde solo con un objeto JSON: {"interpretation": "...", "practicalAction": "..."}.',
      'interpretation: entre 120 y 220 palabras, uno o dos párrafos. practicalAction: una sola acción concreta para hoy, que se pueda hacer en menos de una hora, en una o dos frases.',
    ].join('\n'),
    user: [
      `Carta: ${card.name} (${card.arcana === 'major' ? 'arcano mayor' : 'arcano menor'}), ${reversed ? 'invertida' : 'al derecho'}.`,
      `Elemento: ${card.element}. Palabras clave: ${card.keywords.join(', ')}.`,
      `Significado: ${reversed ? card.reversed : card.upright}`,
      `Acción sugerida por el mazo: ${reversed ? card.reversedAction : card.practicalAction}`,
    ].join('\n'),
  };
}

const AiReadingSchema = z.object({
  interpretation: z.string().check(z.trim(), z.minLength(200), z.maxLength(2500)),
  practicalAction: z.string().check(z.trim(), z.minLength(15), z.maxLength(400)),
});

/** The provider's reading when it is valid JSON of the right shape and size, else null (the deck's text is used). */
export function parseAiReading(text: string): ReadingText | null {
  const json = text.trim().replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '');
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = AiReadingSchema.safeParse(value);
  if (!parsed.success) return null;
  if (/<\/?[a-z][^>]*>/i.test(parsed.data.interpretation + parsed.data.practicalAction)) return null;
  return parsed.data;
}
