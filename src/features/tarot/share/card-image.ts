// Today's tarot card as an image to share: 1080×1350, the portrait size social feeds show whole, drawn on a canvas
// in the app's colours and with the page's own fonts: whose card it is, the card's art (turned when reversed), its
// name, orientation and day, its keywords, and the app's mark at the foot. Loaded on demand: nothing here reaches
// the first paint. Every word comes already written in Spanish; this module only lays them out.

const SHARE_IMAGE_WIDTH = 1080;
const SHARE_IMAGE_HEIGHT = 1350;

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

type Context = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

const COLOURS = { top: '#1b1f4a', bottom: '#0b0e24', ink: '#f4f1e8', muted: '#b9bcd8', gold: '#e6c46b' };
const MARK_URL = '/icons/icon-192.png';

/** The page's own font stacks (global.css), so the image reads like the app; the same stacks if the page has none. */
function pageFonts(): { display: string; body: string } {
  const style = typeof document === 'undefined' ? null : getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style?.getPropertyValue(name).trim() || fallback;
  return {
    display: read('--font-display', "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, serif"),
    body: read('--font-body', "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"),
  };
}

async function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  await image.decode();
  return image;
}

function createCanvas(): { context: Context; toBlob: () => Promise<Blob> } {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT);
    const context = canvas.getContext('2d');
    if (context) return { context, toBlob: () => canvas.convertToBlob({ type: 'image/png' }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = SHARE_IMAGE_WIDTH;
  canvas.height = SHARE_IMAGE_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas in this browser');
  return {
    context,
    toBlob: () => new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas.toBlob gave nothing'))), 'image/png')),
  };
}

/** Sets the font at `size`, or smaller down to `min`, so the text fits `maxWidth`. */
function fitFont(context: Context, text: string, font: (size: number) => string, size: number, maxWidth: number, min = size / 2): void {
  let current = size;
  context.font = font(current);
  while (current > min && context.measureText(text).width > maxWidth) {
    current -= 2;
    context.font = font(current);
  }
}

function centred(context: Context, text: string, y: number, font: (size: number) => string, size: number, colour: string, maxWidth = SHARE_IMAGE_WIDTH - 160): void {
  fitFont(context, text, font, size, maxWidth);
  context.fillStyle = colour;
  context.textAlign = 'center';
  context.fillText(text, SHARE_IMAGE_WIDTH / 2, y, maxWidth);
}

/** The night sky behind everything: the app's gradient, a scatter of stars (the same on every image) and a gold frame. */
function background(context: Context): void {
  const gradient = context.createLinearGradient(0, 0, 0, SHARE_IMAGE_HEIGHT);
  gradient.addColorStop(0, COLOURS.top);
  gradient.addColorStop(1, COLOURS.bottom);
  context.fillStyle = gradient;
  context.fillRect(0, 0, SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT);
  let seed = 20_261_127;
  const next = () => ((seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32);
  context.fillStyle = COLOURS.ink;
  for (let star = 0; star < 90; star += 1) {
    context.globalAlpha = 0.15 + next() * 0.45;
    context.beginPath();
    context.arc(next() * SHARE_IMAGE_WIDTH, next() * SHARE_IMAGE_HEIGHT, 0.8 + next() * 2.2, 0, Math.PI * 2);
    context.fill();
  }
  context.globalAlpha = 1;
  context.strokeStyle = COLOURS.gold;
  context.lineWidth = 3;
  context.beginPath();
  context.roundRect(40, 40, SHARE_IMAGE_WIDTH - 80, SHARE_IMAGE_HEIGHT - 80, 28);
  context.stroke();
}

/** Whose image it is, in small capitals, near the top. */
function eyebrow(context: Context, text: string, y: number, body: string): void {
  if ('letterSpacing' in context) context.letterSpacing = '6px';
  centred(context, text.toLocaleUpperCase('es'), y, (size) => `600 ${size}px ${body}`, 32, COLOURS.gold);
  if ('letterSpacing' in context) context.letterSpacing = '0px';
}

/** The app's mark and name, centred at the foot. */
function mark(context: Context, name: string, icon: HTMLImageElement, display: string): void {
  const iconSize = 72;
  context.font = `600 40px ${display}`;
  const width = iconSize + 20 + context.measureText(name).width;
  const left = (SHARE_IMAGE_WIDTH - width) / 2;
  const y = SHARE_IMAGE_HEIGHT - 130;
  context.drawImage(icon, left, y - iconSize / 2, iconSize, iconSize);
  context.fillStyle = COLOURS.ink;
  context.textAlign = 'left';
  context.textBaseline = 'middle';
  context.fillText(name, left + iconSize + 20, y);
  context.textBaseline = 'alphabetic';
}

async function drawTarotCard(context: Context, image: CardImage, fonts: { display: string; body: string }): Promise<void> {
  eyebrow(context, image.eyebrow, 130, fonts.body);
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
  centred(context, image.cardName, 950, (size) => `600 ${size}px ${fonts.display}`, 80, COLOURS.ink);
  centred(context, image.detail, 1020, (size) => `${size}px ${fonts.body}`, 36, COLOURS.muted);
  centred(context, image.keywords, 1090, (size) => `italic ${size}px ${fonts.display}`, 36, COLOURS.gold);
}

/** Draws the image and returns it as a PNG. */
export async function renderCardImage(image: CardImage): Promise<Blob> {
  const { context, toBlob } = createCanvas();
  const fonts = pageFonts();
  const icon = loadImage(MARK_URL);
  background(context);
  await drawTarotCard(context, image, fonts);
  mark(context, image.mark, await icon, fonts.display);
  return toBlob();
}
