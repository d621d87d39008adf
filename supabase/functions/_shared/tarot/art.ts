import type { CardElement, Suit, TarotCard } from './deck.ts';

// Card art drawn from each card's number, suit, element and symbols, in one style: a night-blue field, a
// gold double frame, the numeral on top, the emblem in the middle and the Spanish name below.
// Everything is plain SVG geometry, so the art is small, sharp at any size and needs no fonts or images.

const GOLD = '#e6c46b';
const IVORY = '#f4f1e8';
const ELEMENT_ACCENT: Record<CardElement, string> = { fuego: '#e0896b', agua: '#7fb3e0', aire: '#c9b8f0', tierra: '#9cc98a' };

const ROMAN = ['0', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI'];

const f = (n: number) => Number(n.toFixed(1));

function star(cx: number, cy: number, outer: number, inner: number, points: number, fill: string, rotation = -90): string {
  const coords: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = ((rotation + (i * 180) / points) * Math.PI) / 180;
    coords.push(`${f(cx + radius * Math.cos(angle))},${f(cy + radius * Math.sin(angle))}`);
  }
  return `<polygon points="${coords.join(' ')}" fill="${fill}"/>`;
}

function rays(cx: number, cy: number, inner: number, outer: number, count: number, colour: string, width = 2): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const angle = (i * 2 * Math.PI) / count;
    out += `<line x1="${f(cx + inner * Math.cos(angle))}" y1="${f(cy + inner * Math.sin(angle))}" x2="${f(cx + outer * Math.cos(angle))}" y2="${f(cy + outer * Math.sin(angle))}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
  }
  return out;
}

const crescent = (cx: number, cy: number, r: number, colour: string) =>
  `<path d="M${cx + r * 0.2},${cy - r} a${r},${r} 0 1,0 0,${2 * r} a${r * 0.8},${r * 0.8} 0 1,1 0,${-2 * r}z" fill="${colour}"/>`;

const lemniscate = (cx: number, cy: number, w: number, colour: string) =>
  `<path d="M${cx},${cy} c${w * 0.35},-${w * 0.35} ${w},-${w * 0.35} ${w},0 s-${w * 0.65},${w * 0.35} -${w},0 c-${w * 0.35},-${w * 0.35} -${w},-${w * 0.35} -${w},0 s${w * 0.65},${w * 0.35} ${w},0z" fill="none" stroke="${colour}" stroke-width="3"/>`;

const pillar = (x: number, colour: string) => `<rect x="${x}" y="92" width="16" height="104" rx="2" fill="${colour}" stroke="${GOLD}" stroke-width="1.5"/>`;

/** One emblem per major arcanum, centred on (100, 145). */
const MAJOR_EMBLEMS: Record<string, (accent: string) => string> = {
  'el-loco': (a) => `<path d="M40,200 L120,200 L135,185" stroke="${GOLD}" stroke-width="3" fill="none"/><circle cx="100" cy="128" r="10" fill="${IVORY}"/><path d="M100,138 L96,170 M100,148 L118,140 M100,148 L84,156 M96,170 L88,196 M96,170 L108,194" stroke="${IVORY}" stroke-width="3" stroke-linecap="round"/>${rays(150, 100, 14, 24, 12, a)}<circle cx="150" cy="100" r="11" fill="${a}"/>`,
  'el-mago': (a) => `${lemniscate(100, 100, 26, GOLD)}<line x1="100" y1="118" x2="100" y2="196" stroke="${IVORY}" stroke-width="4" stroke-linecap="round"/><circle cx="100" cy="118" r="5" fill="${a}"/><rect x="56" y="196" width="88" height="6" rx="3" fill="${GOLD}"/>`,
  'la-sacerdotisa': (a) => `${pillar(48, '#2b2f5c')}${pillar(136, IVORY)}${crescent(98, 118, 22, a)}<rect x="76" y="150" width="46" height="44" rx="4" fill="none" stroke="${GOLD}" stroke-width="2.5"/>`,
  'la-emperatriz': (a) => `<circle cx="100" cy="122" r="24" fill="none" stroke="${GOLD}" stroke-width="4"/><path d="M100,146 V190 M82,170 H118" stroke="${GOLD}" stroke-width="4"/>${star(100, 86, 7, 3, 5, a)}${star(78, 94, 5, 2, 5, a)}${star(122, 94, 5, 2, 5, a)}`,
  'el-emperador': (a) => `<rect x="64" y="118" width="72" height="78" rx="3" fill="none" stroke="${GOLD}" stroke-width="4"/><path d="M70,118 q-24,-28 4,-40 M130,118 q24,-28 -4,-40" stroke="${a}" stroke-width="4" fill="none"/><path d="M84,150 h32 M100,134 v40" stroke="${IVORY}" stroke-width="3"/>`,
  'el-hierofante': (a) => `<path d="M100,84 V200 M84,104 H116 M80,118 H120 M76,132 H124" stroke="${GOLD}" stroke-width="4"/><circle cx="72" cy="182" r="7" fill="none" stroke="${a}" stroke-width="3"/><circle cx="128" cy="182" r="7" fill="none" stroke="${IVORY}" stroke-width="3"/><path d="M79,182 h14 M121,182 h-14" stroke="${GOLD}" stroke-width="3"/>`,
  'los-enamorados': (a) => `${rays(100, 96, 16, 28, 12, GOLD)}<circle cx="100" cy="96" r="12" fill="${GOLD}"/><circle cx="86" cy="160" r="26" fill="none" stroke="${a}" stroke-width="4"/><circle cx="114" cy="160" r="26" fill="none" stroke="${IVORY}" stroke-width="4"/>`,
  'el-carro': (a) => `<rect x="66" y="120" width="68" height="50" rx="3" fill="none" stroke="${GOLD}" stroke-width="4"/><path d="M58,120 H142" stroke="${GOLD}" stroke-width="3"/>${star(100, 104, 9, 4, 8, a)}<circle cx="72" cy="186" r="12" fill="none" stroke="${IVORY}" stroke-width="3"/><circle cx="128" cy="186" r="12" fill="none" stroke="${IVORY}" stroke-width="3"/>`,
  'la-fuerza': (a) => `${lemniscate(100, 92, 18, GOLD)}${rays(100, 156, 26, 42, 18, a, 3)}<circle cx="100" cy="156" r="24" fill="none" stroke="${IVORY}" stroke-width="3"/><path d="M90,152 q10,12 20,0" stroke="${IVORY}" stroke-width="2.5" fill="none"/>`,
  'el-ermitano': (a) => `<line x1="72" y1="92" x2="72" y2="200" stroke="${IVORY}" stroke-width="4" stroke-linecap="round"/><polygon points="112,112 132,124 132,150 112,162 92,150 92,124" fill="none" stroke="${GOLD}" stroke-width="3"/>${star(112, 137, 13, 5, 6, a)}<path d="M112,96 V112" stroke="${GOLD}" stroke-width="2"/>`,
  'la-rueda-de-la-fortuna': (a) => `<circle cx="100" cy="146" r="48" fill="none" stroke="${GOLD}" stroke-width="4"/><circle cx="100" cy="146" r="32" fill="none" stroke="${a}" stroke-width="2.5"/>${rays(100, 146, 8, 48, 8, GOLD, 2)}<circle cx="100" cy="146" r="7" fill="${IVORY}"/>`,
  'la-justicia': (a) => `<path d="M100,86 V200 M60,116 H140" stroke="${GOLD}" stroke-width="4"/><path d="M60,116 L48,150 H72 Z M140,116 L128,150 H152 Z" fill="none" stroke="${a}" stroke-width="3"/><path d="M48,150 q12,12 24,0 M128,150 q12,12 24,0" fill="${a}"/><polygon points="100,78 94,90 106,90" fill="${IVORY}"/>`,
  'el-colgado': (a) => `<path d="M56,92 H144 M100,92 V108" stroke="${GOLD}" stroke-width="5"/><polygon points="100,108 78,152 122,152" fill="none" stroke="${IVORY}" stroke-width="3"/><circle cx="100" cy="170" r="14" fill="${a}"/>${rays(100, 170, 18, 28, 10, GOLD, 2)}`,
  'la-muerte': (a) => `<rect x="48" y="140" width="18" height="56" fill="#2b2f5c" stroke="${GOLD}" stroke-width="2"/><rect x="134" y="140" width="18" height="56" fill="#2b2f5c" stroke="${GOLD}" stroke-width="2"/><path d="M70,196 A30,30 0 0,1 130,196" fill="${a}"/>${rays(100, 196, 36, 50, 16, GOLD, 2)}${star(100, 112, 16, 7, 5, IVORY)}<circle cx="100" cy="112" r="5" fill="${GOLD}"/>`,
  'la-templanza': (a) => `<path d="M58,170 h28 l-4,24 h-20 z M114,110 h28 l-4,24 h-20 z" fill="none" stroke="${GOLD}" stroke-width="3"/><path d="M128,134 C120,160 90,150 72,170" stroke="${a}" stroke-width="4" fill="none" stroke-dasharray="2 5" stroke-linecap="round"/>${star(100, 92, 9, 4, 5, IVORY)}`,
  'el-diablo': (a) => `${star(100, 120, 34, 13, 5, 'none', 90).replace('fill="none"', `fill="none" stroke="${a}" stroke-width="3"`)}<circle cx="84" cy="182" r="8" fill="none" stroke="${GOLD}" stroke-width="3"/><circle cx="100" cy="182" r="8" fill="none" stroke="${GOLD}" stroke-width="3"/><circle cx="116" cy="182" r="8" fill="none" stroke="${GOLD}" stroke-width="3"/>`,
  'la-torre': (a) => `<rect x="80" y="104" width="40" height="94" fill="#2b2f5c" stroke="${GOLD}" stroke-width="3"/><path d="M74,104 l12,-16 l28,6 l12,10" fill="${GOLD}"/><path d="M150,70 L118,118 L134,118 L104,160" stroke="${a}" stroke-width="4" fill="none" stroke-linejoin="round"/><rect x="94" y="130" width="12" height="16" fill="${IVORY}"/>`,
  'la-estrella': (a) => `${star(100, 122, 34, 12, 8, GOLD)}${[[58, 92], [142, 92], [52, 150], [148, 150], [70, 186], [130, 186], [100, 190]].map(([x, y]) => star(x, y, 7, 3, 8, IVORY)).join('')}<circle cx="100" cy="122" r="6" fill="${a}"/>`,
  'la-luna': (a) => `${crescent(96, 104, 22, GOLD)}<rect x="46" y="150" width="16" height="46" fill="#2b2f5c" stroke="${GOLD}" stroke-width="2"/><rect x="138" y="150" width="16" height="46" fill="#2b2f5c" stroke="${GOLD}" stroke-width="2"/><path d="M100,200 C92,180 112,170 100,146" stroke="${a}" stroke-width="3" fill="none"/>`,
  'el-sol': (a) => `${rays(100, 140, 34, 56, 16, GOLD, 3)}<circle cx="100" cy="140" r="30" fill="${GOLD}"/><circle cx="100" cy="140" r="20" fill="${a}" opacity="0.55"/>`,
  'el-juicio': (a) => `<path d="M64,168 L132,110 L140,122 L74,176 Z" fill="${GOLD}"/><path d="M132,110 l16,-14 l8,10 l-16,14" fill="${IVORY}"/>${rays(152, 100, 16, 28, 8, a, 2)}<path d="M50,198 h100" stroke="${a}" stroke-width="3"/>`,
  'el-mundo': (a) => `<ellipse cx="100" cy="146" rx="40" ry="54" fill="none" stroke="${GOLD}" stroke-width="5" stroke-dasharray="7 4"/>${star(100, 146, 16, 6, 5, a)}${[[48, 92], [152, 92], [48, 200], [152, 200]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${IVORY}"/>`).join('')}`,
};

/** A suit's symbol at (x, y), roughly `size` tall. */
function suitGlyph(suit: Suit, x: number, y: number, size: number, accent: string): string {
  const s = size / 2;
  switch (suit) {
    case 'bastos':
      return `<line x1="${f(x)}" y1="${f(y - s)}" x2="${f(x)}" y2="${f(y + s)}" stroke="${GOLD}" stroke-width="${f(size / 9)}" stroke-linecap="round"/><ellipse cx="${f(x + s * 0.32)}" cy="${f(y - s * 0.35)}" rx="${f(s * 0.28)}" ry="${f(s * 0.13)}" fill="${accent}"/><ellipse cx="${f(x - s * 0.32)}" cy="${f(y)}" rx="${f(s * 0.28)}" ry="${f(s * 0.13)}" fill="${accent}"/>`;
    case 'copas':
      return `<path d="M${f(x - s * 0.6)},${f(y - s * 0.7)} h${f(s * 1.2)} q0,${f(s * 0.9)} -${f(s * 0.6)},${f(s * 0.9)} q-${f(s * 0.6)},0 -${f(s * 0.6)},-${f(s * 0.9)}z" fill="${accent}" stroke="${GOLD}" stroke-width="${f(size / 18)}"/><path d="M${f(x)},${f(y + s * 0.2)} v${f(s * 0.55)} M${f(x - s * 0.4)},${f(y + s * 0.8)} h${f(s * 0.8)}" stroke="${GOLD}" stroke-width="${f(size / 12)}" stroke-linecap="round"/>`;
    case 'espadas':
      return `<path d="M${f(x)},${f(y - s)} L${f(x + s * 0.2)},${f(y + s * 0.45)} L${f(x - s * 0.2)},${f(y + s * 0.45)} Z" fill="${IVORY}"/><path d="M${f(x - s * 0.45)},${f(y + s * 0.45)} h${f(s * 0.9)} M${f(x)},${f(y + s * 0.45)} v${f(s * 0.45)}" stroke="${GOLD}" stroke-width="${f(size / 10)}" stroke-linecap="round"/><circle cx="${f(x)}" cy="${f(y + s * 0.95)}" r="${f(s * 0.1)}" fill="${accent}"/>`;
    case 'oros':
      return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.8)}" fill="none" stroke="${GOLD}" stroke-width="${f(size / 14)}"/>${star(x, y, s * 0.6, s * 0.24, 5, accent)}`;
  }
}

/** Where the pips of a numbered card sit, in a 2-column/3-column grid around the centre. */
const PIP_LAYOUTS: Record<number, [number, number][]> = {
  2: [[100, 110], [100, 180]],
  3: [[100, 100], [100, 145], [100, 190]],
  4: [[72, 110], [128, 110], [72, 180], [128, 180]],
  5: [[72, 105], [128, 105], [100, 145], [72, 185], [128, 185]],
  6: [[72, 100], [128, 100], [72, 145], [128, 145], [72, 190], [128, 190]],
  7: [[72, 100], [128, 100], [100, 122], [72, 148], [128, 148], [72, 192], [128, 192]],
  8: [[72, 98], [128, 98], [72, 130], [128, 130], [72, 162], [128, 162], [72, 194], [128, 194]],
  9: [[62, 100], [100, 100], [138, 100], [62, 145], [100, 145], [138, 145], [62, 190], [100, 190], [138, 190]],
  10: [[72, 94], [128, 94], [100, 114], [72, 134], [128, 134], [72, 160], [128, 160], [100, 178], [72, 198], [128, 198]],
};

function courtEmblem(card: TarotCard, accent: string): string {
  const glyph = suitGlyph(card.suit!, 100, 160, 62, accent);
  switch (card.number) {
    case 11:
      return `${star(100, 100, 12, 5, 8, IVORY)}${glyph}`;
    case 12:
      return `<path d="M64,112 A36,36 0 0,1 136,112" stroke="${GOLD}" stroke-width="5" fill="none"/><path d="M76,96 l-6,-10 M124,96 l6,-10" stroke="${GOLD}" stroke-width="3"/>${glyph}`;
    case 13:
      return `<path d="M76,112 l6,-22 l9,14 l9,-20 l9,20 l9,-14 l6,22 z" fill="${GOLD}"/>${glyph}`;
    default:
      return `<path d="M70,112 l4,-24 l9,12 l8,-18 l9,18 l9,-18 l8,18 l9,-12 l4,24 z" fill="${GOLD}"/>${star(100, 84, 5, 2, 5, accent)}${glyph}`;
  }
}

function emblem(card: TarotCard, accent: string): string {
  if (card.arcana === 'major') return MAJOR_EMBLEMS[card.id](accent);
  if (card.number === 1) return `${rays(100, 145, 44, 56, 24, accent, 1.5)}${suitGlyph(card.suit!, 100, 145, 84, accent)}`;
  if (card.number <= 10) return PIP_LAYOUTS[card.number].map(([x, y]) => suitGlyph(card.suit!, x, y, card.number >= 9 ? 28 : 36, accent)).join('');
  return courtEmblem(card, accent);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function cardArtSvg(card: TarotCard): string {
  const accent = ELEMENT_ACCENT[card.element];
  const numeral = card.arcana === 'major' ? ROMAN[card.number] : card.number <= 10 ? String(card.number) : '';
  const name = escapeXml(card.name);
  const nameSize = card.name.length > 18 ? 11 : 13;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 300" role="img" aria-labelledby="t"><title id="t">${name}</title>`,
    `<defs><radialGradient id="g" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#262b63"/><stop offset="1" stop-color="#0d1026"/></radialGradient></defs>`,
    `<rect width="200" height="300" rx="14" fill="url(#g)"/>`,
    `<rect x="8" y="8" width="184" height="284" rx="10" fill="none" stroke="${GOLD}" stroke-width="2"/>`,
    `<rect x="14" y="14" width="172" height="272" rx="7" fill="none" stroke="${GOLD}" stroke-width="0.8" opacity="0.6"/>`,
    `<circle cx="100" cy="146" r="70" fill="${accent}" opacity="0.07"/>`,
    numeral ? `<text x="100" y="46" text-anchor="middle" font-family="Georgia, serif" font-size="18" fill="${GOLD}">${numeral}</text>` : '',
    emblem(card, accent),
    `<line x1="40" y1="238" x2="160" y2="238" stroke="${GOLD}" stroke-width="0.8" opacity="0.7"/>`,
    `<text x="100" y="262" text-anchor="middle" font-family="Georgia, serif" font-size="${nameSize}" fill="${IVORY}">${name}</text>`,
    `</svg>`,
  ].join('');
}
