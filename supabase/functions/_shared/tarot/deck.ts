import { MAJOR_ARCANA } from './text/majors.ts';
import { BASTOS } from './text/bastos.ts';
import { COPAS } from './text/copas.ts';
import { ESPADAS } from './text/espadas.ts';
import { OROS } from './text/oros.ts';
import { RANKS, type CardElement, type CardText, type Rank, type Suit } from './types.ts';

// The 78 cards of the Rider–Waite–Smith tradition, with Spanish names and text written for Sendero Astral.

export type { CardElement, CardText, OrientationText, Rank, Suit } from './types.ts';

export interface TarotCard extends CardText {
  /** ASCII slug, also the art's file name: public/tarot/<id>.svg. */
  id: string;
  name: string;
  arcana: 'major' | 'minor';
  /** 0–21 for the major arcana; 1 (As) to 14 (Rey) for the minor. */
  number: number;
  suit: Suit | null;
  element: CardElement;
}

const SUITS: Record<Suit, { element: CardElement; texts: Record<Rank, CardText> }> = {
  bastos: { element: 'fuego', texts: BASTOS },
  copas: { element: 'agua', texts: COPAS },
  espadas: { element: 'aire', texts: ESPADAS },
  oros: { element: 'tierra', texts: OROS },
};

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The suit as written in card names: 'Bastos', 'Copas', 'Espadas', 'Oros'. */
export const suitName = (suit: Suit) => capitalise(suit);

const ROMAN = ['0', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI'];

/** A major arcanum's numeral as printed on the card; El Loco's is 0. */
export const romanNumeral = (number: number) => ROMAN[number];

export const DECK: readonly TarotCard[] = [
  ...MAJOR_ARCANA.map((card): TarotCard => ({ ...card, arcana: 'major', suit: null })),
  ...(Object.keys(SUITS) as Suit[]).flatMap((suit) =>
    RANKS.map((rank, index): TarotCard => ({
      id: `${rank}-de-${suit}`,
      name: `${capitalise(rank)} de ${suitName(suit)}`,
      arcana: 'minor',
      number: index + 1,
      suit,
      element: SUITS[suit].element,
      ...SUITS[suit].texts[rank],
    })),
  ),
];

export function findCard(id: string): TarotCard | undefined {
  return DECK.find((card) => card.id === id);
}
