import type { StoredTarotSpread } from '../../../offline/db';
import type { CalendarDate } from '../journal/calendar';

// The three-card spread is drawn here, on the device: Web Crypto chooses three different cards and their
// orientations (the same unbiased draw as the daily card), and the texts written for each place compose the reading.
// It needs no network, so it works offline too. The module (sixteen thousand words and zod) loads on the first draw.

export type SpreadDraft = Pick<StoredTarotSpread, 'date' | 'opening' | 'cards' | 'closing'>;

export async function drawThreeCards(date: CalendarDate): Promise<SpreadDraft> {
  const { drawSpread, composeSpread } = await import('@core/tarot/spread');
  const spread = drawSpread();
  const reading = composeSpread(spread, date);
  return {
    date,
    opening: reading.opening,
    cards: reading.cards.map((card, index) => ({ ...card, cardName: spread[index].card.name })),
    closing: reading.closing,
  };
}
