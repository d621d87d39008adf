// The frame every image the app lets a person share is drawn in: 1080×1350, the portrait size social feeds show
// whole, the app's night-sky gradient with its stars and gold border, whose image it is at the top and the app's
// mark at the foot, in the page's own fonts. Each feature draws only its middle (today's tarot card, the chart's
// Big Three). Loaded on demand: nothing here reaches the first paint. Every word comes already written in Spanish;
// this module only lays them out.

export const SHARE_IMAGE_WIDTH = 1080;
export const SHARE_IMAGE_HEIGHT = 1350;

export const SHARE_COLOURS = { top: '#1b1f4a', bottom: '#0b0e24', ink: '#f4f1e8', muted: '#b9bcd8', gold: '#e6c46b' } as const;

export type ShareContext = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export interface ShareFonts {
  display: string;
  body: string;
}

const MARK_URL = '/icons/icon-192.png';

/** The page's own font stacks (global.css), so the image reads like the app; the same stacks if the page has none. */
function pageFonts(): ShareFonts {
  const style = typeof document === 'undefined' ? null : getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style?.getPropertyValue(name).trim() || fallback;
  return {
    display: read('--font-display', "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, serif"),
    body: read('--font-body', "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"),
  };
}

export async function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  await image.decode();
  return image;
}

function createCanvas(): { context: ShareContext; toBlob: () => Promise<Blob> } {
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
export function fitFont(context: ShareContext, text: string, font: (size: number) => string, size: number, maxWidth: number, min = size / 2): void {
  let current = size;
  context.font = font(current);
  while (current > min && context.measureText(text).width > maxWidth) {
    current -= 2;
    context.font = font(current);
  }
}

/** One line of text at `x` (its left edge, or its centre when `align` is centre), shrunk to fit `maxWidth`. */
export function line(
  context: ShareContext,
  text: string,
  at: { x: number; y: number; align?: CanvasTextAlign; maxWidth: number },
  font: (size: number) => string,
  size: number,
  colour: string,
): void {
  fitFont(context, text, font, size, at.maxWidth);
  context.fillStyle = colour;
  context.textAlign = at.align ?? 'left';
  context.fillText(text, at.x, at.y, at.maxWidth);
}

export function centred(context: ShareContext, text: string, y: number, font: (size: number) => string, size: number, colour: string, maxWidth = SHARE_IMAGE_WIDTH - 160): void {
  line(context, text, { x: SHARE_IMAGE_WIDTH / 2, y, align: 'center', maxWidth }, font, size, colour);
}

/** Small gold capitals, spaced out: a label above something bigger. */
export function smallCaps(context: ShareContext, text: string, at: { x: number; y: number; align?: CanvasTextAlign; maxWidth: number }, body: string, size: number): void {
  if ('letterSpacing' in context) context.letterSpacing = `${Math.round(size / 5)}px`;
  line(context, text.toLocaleUpperCase('es'), at, (current) => `600 ${current}px ${body}`, size, SHARE_COLOURS.gold);
  if ('letterSpacing' in context) context.letterSpacing = '0px';
}

/** The night sky behind everything: the app's gradient, a scatter of stars (the same on every image) and a gold frame. */
function background(context: ShareContext): void {
  const gradient = context.createLinearGradient(0, 0, 0, SHARE_IMAGE_HEIGHT);
  gradient.addColorStop(0, SHARE_COLOURS.top);
  gradient.addColorStop(1, SHARE_COLOURS.bottom);
  context.fillStyle = gradient;
  context.fillRect(0, 0, SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT);
  let seed = 20_261_127;
  const next = () => ((seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32);
  context.fillStyle = SHARE_COLOURS.ink;
  for (let star = 0; star < 90; star += 1) {
    context.globalAlpha = 0.15 + next() * 0.45;
    context.beginPath();
    context.arc(next() * SHARE_IMAGE_WIDTH, next() * SHARE_IMAGE_HEIGHT, 0.8 + next() * 2.2, 0, Math.PI * 2);
    context.fill();
  }
  context.globalAlpha = 1;
  context.strokeStyle = SHARE_COLOURS.gold;
  context.lineWidth = 3;
  context.beginPath();
  context.roundRect(40, 40, SHARE_IMAGE_WIDTH - 80, SHARE_IMAGE_HEIGHT - 80, 28);
  context.stroke();
}

/** The app's mark and name, centred at the foot. */
function mark(context: ShareContext, name: string, icon: HTMLImageElement, display: string): void {
  const iconSize = 72;
  context.font = `600 40px ${display}`;
  const width = iconSize + 20 + context.measureText(name).width;
  const left = (SHARE_IMAGE_WIDTH - width) / 2;
  const y = SHARE_IMAGE_HEIGHT - 130;
  context.drawImage(icon, left, y - iconSize / 2, iconSize, iconSize);
  context.fillStyle = SHARE_COLOURS.ink;
  context.textAlign = 'left';
  context.textBaseline = 'middle';
  context.fillText(name, left + iconSize + 20, y);
  context.textBaseline = 'alphabetic';
}

export interface ShareImage {
  /** Above everything, in small capitals: whose image it is. */
  eyebrow: string;
  /** The app's name, beside its mark at the foot. */
  mark: string;
  /** The feature's own middle, between the eyebrow (ending near y = 150) and the mark (from y = 1180). */
  draw: (context: ShareContext, fonts: ShareFonts) => void | Promise<void>;
}

/** Draws the frame and the feature's middle, and returns the image as a PNG. */
export async function renderShareImage(image: ShareImage): Promise<Blob> {
  const { context, toBlob } = createCanvas();
  const fonts = pageFonts();
  const icon = loadImage(MARK_URL);
  background(context);
  smallCaps(context, image.eyebrow, { x: SHARE_IMAGE_WIDTH / 2, y: 130, align: 'center', maxWidth: SHARE_IMAGE_WIDTH - 160 }, fonts.body, 32);
  await image.draw(context, fonts);
  mark(context, image.mark, await icon, fonts.display);
  return toBlob();
}
