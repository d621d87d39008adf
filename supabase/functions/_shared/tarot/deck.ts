import { MAJOR_ARCANA } from './majors.ts';
import { minorArcana } from './minors.ts';

// The 78 cards of the Rider–Waite–Smith tradition, with Spanish names and text written for Sendero Astral.

export type Suit = 'bastos' | 'copas' | 'espadas' | 'oros';
export type CardElement = 'fuego' | 'agua' | 'aire' | 'tierra';

export interface TarotCard {
  /** ASCII slug, also the art's file name: public/tarot/<id>.svg. */
  id: string;
  name: string;
  arcana: 'major' | 'minor';
  /** 0–21 for the major arcana; 1 (As) to 14 (Rey) for the minor. */
  number: number;
  suit: Suit | null;
  element: CardElement;
  keywords: string[];
  upright: string;
  reversed: string;
  practicalAction: string;
  reversedAction: string;
}

export const DECK: readonly TarotCard[] = [
  ...MAJOR_ARCANA.map((card) => ({ ...card, arcana: 'major' as const, suit: null })),
  ...minorArcana().map((card) => ({ ...card, arcana: 'minor' as const })),
];

export function findCard(id: string): TarotCard | undefined {
  return DECK.find((card) => card.id === id);
}
