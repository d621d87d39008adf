import { SHARE_COLOURS, SHARE_IMAGE_WIDTH, line, renderShareImage, smallCaps, type ShareContext, type ShareFonts } from '../../../lib/share-image/canvas';

// A chart's Sun, Moon and Ascendant as an image to share, inside the app's share frame (src/lib/share-image): one
// panel each, with a drawn symbol (no font is trusted with astrological glyphs), the label, the sign and what the
// placement speaks of. An Ascendant without a birth time is a quiet panel that says what it needs. Loaded on demand.

export type BigThreeSymbol = 'sun' | 'moon' | 'ascendant';

export interface BigThreePanel {
  symbol: BigThreeSymbol;
  label: string;
  /** The sign's name (or «Cáncer o Leo»), or what is missing when `known` is false. */
  sign: string;
  meaning: string;
  known: boolean;
}

export interface BigThreeImage {
  eyebrow: string;
  mark: string;
  panels: [BigThreePanel, BigThreePanel, BigThreePanel];
}

const PANEL = { left: 120, width: SHARE_IMAGE_WIDTH - 240, height: 270, gap: 30, firstTop: 190, radius: 24 };
const SYMBOL_RADIUS = 62;

function drawSymbol(context: ShareContext, symbol: BigThreeSymbol, cx: number, cy: number, colour: string): void {
  const r = SYMBOL_RADIUS;
  context.strokeStyle = colour;
  context.fillStyle = colour;
  context.lineWidth = 5;
  context.beginPath();
  if (symbol === 'sun') {
    // ☉: a circle with its centre.
    context.arc(cx, cy, r, 0, Math.PI * 2);
    context.stroke();
    context.beginPath();
    context.arc(cx, cy, 10, 0, Math.PI * 2);
    context.fill();
  } else if (symbol === 'moon') {
    // A crescent: the outer circle's left arc, closed by a same-sized circle's arc shifted to the right.
    const shift = r * 0.8;
    const angle = Math.atan2(Math.sqrt(r * r - (shift / 2) ** 2), shift / 2);
    context.arc(cx, cy, r, angle, Math.PI * 2 - angle);
    context.arc(cx + shift, cy, r, Math.PI + angle, Math.PI - angle, true);
    context.closePath();
    context.fill();
  } else {
    // The rising sign: half a sun above the horizon.
    const horizon = cy + r * 0.35;
    context.arc(cx, horizon, r * 0.7, Math.PI, Math.PI * 2);
    context.stroke();
    context.beginPath();
    context.moveTo(cx - r, horizon);
    context.lineTo(cx + r, horizon);
    context.stroke();
  }
}

function drawPanel(context: ShareContext, panel: BigThreePanel, top: number, fonts: ShareFonts): void {
  context.save();
  context.fillStyle = 'rgb(255 255 255 / 6%)';
  context.strokeStyle = panel.known ? 'rgb(230 196 107 / 45%)' : 'rgb(185 188 216 / 45%)';
  context.lineWidth = 2;
  if (!panel.known) context.setLineDash([12, 10]);
  context.beginPath();
  context.roundRect(PANEL.left, top, PANEL.width, PANEL.height, PANEL.radius);
  context.fill();
  context.stroke();
  context.restore();
  drawSymbol(context, panel.symbol, PANEL.left + 120, top + PANEL.height / 2, panel.known ? SHARE_COLOURS.gold : SHARE_COLOURS.muted);
  const text = { x: PANEL.left + 240, maxWidth: PANEL.width - 280 };
  smallCaps(context, panel.label, { ...text, y: top + 80 }, fonts.body, 30);
  if (panel.known) line(context, panel.sign, { ...text, y: top + 168 }, (size) => `600 ${size}px ${fonts.display}`, 84, SHARE_COLOURS.ink);
  else line(context, panel.sign, { ...text, y: top + 160 }, (size) => `italic ${size}px ${fonts.display}`, 50, SHARE_COLOURS.ink);
  line(context, panel.meaning, { ...text, y: top + 222 }, (size) => `${size}px ${fonts.body}`, 34, SHARE_COLOURS.muted);
}

/** Draws the image and returns it as a PNG. */
export function renderBigThreeImage(image: BigThreeImage): Promise<Blob> {
  return renderShareImage({
    eyebrow: image.eyebrow,
    mark: image.mark,
    draw: (context, fonts) =>
      image.panels.forEach((panel, index) => drawPanel(context, panel, PANEL.firstTop + index * (PANEL.height + PANEL.gap), fonts)),
  });
}
