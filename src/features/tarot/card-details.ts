import { findCard, type OrientationText } from '@core/tarot/deck';
import { correspondencesOf, type Correspondences } from '@core/tarot/correspondences';

// What the deck says about a stored reading's card, beyond the reading's own text: the image, the orientation's
// keywords, question and action, and the Golden Dawn correspondences. The deck ships with the (lazily loaded)
// tarot section, so this works offline for every card, including the history's.

export interface CardDetails {
  image: string;
  text: OrientationText;
  correspondences: Correspondences;
}

export function cardDetails(cardId: string | null, reversed: boolean): CardDetails | null {
  const card = cardId ? findCard(cardId) : undefined;
  if (!card) return null;
  return { image: card.image, text: reversed ? card.reversed : card.upright, correspondences: correspondencesOf(card) };
}
