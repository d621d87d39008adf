import { es } from '../../../i18n/es';
import { esTarot, esTarotShare } from '../../../i18n/es-tarot';
import { shareOrDownload, type ShareOutcome } from '../../../lib/share-image/share-file';
import type { StoredTarotReading } from '../../../offline/db';
import { firstName } from '@core/contract/person-name';
import { cardDetails } from '../card-details';
import { formatDay } from '../journal/format';

// Today's card as an image to share: its art, name, orientation, day and first keywords, with the person's first
// name. The canvas code loads only when someone asks for the image.

const KEYWORDS_ON_IMAGE = 3;

/** The card needs its art (every card drawn since the deck has ids); the caller offers this only then. */
export async function shareCardImage(reading: StoredTarotReading & { cardId: string }, fullName: string | null): Promise<ShareOutcome> {
  const { renderCardImage } = await import('../share/card-image');
  const keywords = cardDetails(reading.cardId, reading.reversed)?.text.keywords.slice(0, KEYWORDS_ON_IMAGE) ?? [];
  const png = await renderCardImage({
    eyebrow: esTarotShare.eyebrow(firstName(fullName)),
    mark: es.app.name,
    artUrl: `/tarot/${reading.cardId}.svg`,
    reversed: reading.reversed,
    cardName: reading.cardName,
    detail: esTarotShare.detail(reading.reversed ? esTarot.reversed : esTarot.upright, formatDay(reading.readingDate, reading.readingDate)),
    keywords: keywords.join(' · '),
  });
  const file = new File([png], esTarotShare.fileName(reading.cardId, reading.readingDate), { type: 'image/png' });
  return shareOrDownload(file, reading.cardName);
}
