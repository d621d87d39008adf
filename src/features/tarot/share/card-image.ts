import { SHARE_COLOURS, SHARE_IMAGE_WIDTH, centred, loadImage, renderShareImage, type ShareContext, type ShareFonts } from '../../../lib/share-image/canvas';

// Today's tarot card as an image to share, inside the app's share frame (src/lib/share-image): the card's art
// (turned when reversed), its name, orientation and day, and its keywords. Loaded on demand.

export interface CardImage {
  /** Above everything, in small capitals: whose card it is. */
  eyebrow: string;
  /** The app's name, beside its mark at the foot. */
  mark: string;
  /** The card's art, from the app's own origin (public/tarot/<id>.svg). */
  artUrl: string;
  reversed: boolean;
  cardName: string;
  /** The orientation and the day. */
  detail: string;
  keywords: string;
}

async function drawTarotCard(context: ShareContext, image: CardImage, fonts: ShareFonts): Promise<void> {
  const art = await loadImage(image.artUrl);
  const width = 440;
  const height = 660;
  const left = (SHARE_IMAGE_WIDTH - width) / 2;
  const top = 180;
  context.save();
  context.shadowColor = 'rgb(0 0 0 / 55%)';
  context.shadowBlur = 40;
  context.shadowOffsetY = 16;
  if (image.reversed) {
    // Turned as it was drawn: a reversed card is shown upside down, as on the table.
    context.translate(left + width / 2, top + height / 2);
    context.rotate(Math.PI);
    context.drawImage(art, -width / 2, -height / 2, width, height);
  } else {
    context.drawImage(art, left, top, width, height);
  }
  context.restore();
  centred(context, image.cardName, 950, (size) => `600 ${size}px ${fonts.display}`, 80, SHARE_COLOURS.ink);
  centred(context, image.detail, 1020, (size) => `${size}px ${fonts.body}`, 36, SHARE_COLOURS.muted);
  centred(context, image.keywords, 1090, (size) => `italic ${size}px ${fonts.display}`, 36, SHARE_COLOURS.gold);
}

/** Draws the image and returns it as a PNG. */
export function renderCardImage(image: CardImage): Promise<Blob> {
  return renderShareImage({ eyebrow: image.eyebrow, mark: image.mark, draw: (context, fonts) => drawTarotCard(context, image, fonts) });
}
