import { romanNumeral, type CardElement, type Suit, type TarotCard } from '../../supabase/functions/_shared/tarot/deck.ts';

// Card art drawn from each card's number, suit, element and symbols, in one style: a night-blue field with a
// few stars, a gold double frame, the numeral on top, the emblem in the middle and the Spanish name below.
// Everything is plain SVG geometry, so the art is small, sharp at any size and needs no fonts or images.

const GOLD = '#e6c46b';
const IVORY = '#f4f1e8';
const VIOLET = '#c9b8f0';
const SHADE = '#2b2f5c';
const ELEMENT_ACCENT: Record<CardElement, string> = { fuego: '#e8957a', agua: '#86b8e6', aire: VIOLET, tierra: '#a3cf8f' };

/** Centre of the emblem area, between the numeral (y≈46) and the rule above the name (y=238). */
const CX = 100;
const CY = 142;

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

function rays(cx: number, cy: number, inner: number, outer: number, count: number, colour: string, width = 2, from = 0, to = 360): string {
  const step = (to - from) / (to - from === 360 ? count : count - 1);
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const angle = ((from + i * step) * Math.PI) / 180;
    d += `M${f(cx + inner * Math.cos(angle))},${f(cy + inner * Math.sin(angle))}L${f(cx + outer * Math.cos(angle))},${f(cy + outer * Math.sin(angle))}`;
  }
  return `<path d="${d}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
}

const circle = (cx: number, cy: number, r: number, stroke: string, width = 3, fill = 'none') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${stroke === 'none' ? '' : ` stroke="${stroke}" stroke-width="${width}"`}/>`;

const line = (d: string, colour: string, width = 3) =>
  `<path d="${d}" stroke="${colour}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A crescent opening to the right: the left half of a circle less a shallower arc back up. */
const crescent = (cx: number, cy: number, r: number, colour: string) =>
  `<path d="M${f(cx)},${f(cy - r)}a${r},${r} 0 0,0 0,${2 * r}a${f(r * 1.3)},${f(r * 1.3)} 0 0,1 0,${-2 * r}z" fill="${colour}"/>`;

const lemniscate = (cx: number, cy: number, w: number, colour: string) =>
  line(`M${cx},${cy}c${f(w * 0.35)},-${f(w * 0.35)} ${w},-${f(w * 0.35)} ${w},0s-${f(w * 0.65)},${f(w * 0.35)} -${w},0c-${f(w * 0.35)},-${f(w * 0.35)} -${w},-${f(w * 0.35)} -${w},0s${f(w * 0.65)},${f(w * 0.35)} ${w},0z`, colour, 3);

const pillar = (x: number, top: number, fill: string) =>
  `<rect x="${x}" y="${top}" width="16" height="${204 - top}" rx="2" fill="${fill}" stroke="${GOLD}" stroke-width="1.5"/>`;

const rose = (cx: number, cy: number, r: number, petal: string) =>
  [0, 72, 144, 216, 288].map((a) => circle(cx + r * Math.cos(((a - 90) * Math.PI) / 180), cy + r * Math.sin(((a - 90) * Math.PI) / 180), r * 0.9, 'none', 0, petal)).join('') +
  circle(cx, cy, r * 0.55, 'none', 0, GOLD);

/** One emblem per major arcanum, drawn around (CX, CY) from the symbols the Rider–Waite–Smith image is known by. */
const MAJOR_EMBLEMS: Record<string, (accent: string) => string> = {
  // A walker at the cliff's edge under a bright sun.
  'el-loco': (a) =>
    `${rays(146, 92, 14, 23, 12, a)}${circle(146, 92, 10, 'none', 0, a)}${line('M36,206 H118 L140,184', GOLD)}` +
    `${circle(96, 126, 9, 'none', 0, IVORY)}${line('M96,135 L92,168 M96,146 L116,136 L122,120 M96,146 L78,156 M92,168 L84,202 M92,168 L106,200', IVORY)}${circle(122, 116, 5, GOLD, 2)}`,
  // Infinity over a raised wand, the four suits laid on the table.
  'el-mago': (a) =>
    `${lemniscate(CX, 84, 24, GOLD)}${line('M100,104 V168', IVORY, 4)}${circle(CX, 104, 5, 'none', 0, a)}<rect x="48" y="176" width="104" height="6" rx="3" fill="${GOLD}"/>` +
    (['bastos', 'copas', 'espadas', 'oros'] as Suit[]).map((suit, i) => suitGlyph(suit, 60 + i * 27, 200, 22, a)).join(''),
  // Between the dark and the light pillar, the crescent and the half-open scroll.
  'la-sacerdotisa': (a) =>
    `${pillar(44, 86, SHADE)}${pillar(140, 86, IVORY)}<text x="52" y="104" text-anchor="middle" font-family="Georgia, serif" font-size="10" fill="${IVORY}">B</text><text x="148" y="104" text-anchor="middle" font-family="Georgia, serif" font-size="10" fill="${SHADE}">J</text>` +
    `${crescent(96, 112, 20, a)}<rect x="76" y="150" width="48" height="40" rx="4" fill="none" stroke="${GOLD}" stroke-width="2.5"/>${line('M84,162 H116 M84,172 H110', GOLD, 1.5)}`,
  // Venus under a crown of stars, above ripe wheat.
  'la-emperatriz': (a) =>
    `${circle(CX, 124, 22, GOLD, 4)}${line('M100,146 V188 M84,168 H116', GOLD, 4)}` +
    [70, 85, 100, 115, 130].map((x, i) => star(x, i === 2 ? 80 : i % 2 ? 86 : 94, 5, 2, 5, a)).join('') +
    line('M60,206 Q66,192 64,180 M140,206 Q134,192 136,180', a, 2),
  // The sign of Aries crowning a stone throne.
  'el-emperador': (a) =>
    `${line('M100,122 V98 M100,98 C96,76 70,74 72,94 M100,98 C104,76 130,74 128,94', a, 4)}` +
    `<rect x="64" y="122" width="72" height="76" rx="3" fill="${SHADE}" stroke="${GOLD}" stroke-width="4"/>${line('M80,198 V150 H120 V198', GOLD, 2)}${circle(CX, 138, 6, 'none', 0, GOLD)}`,
  // The triple cross and the two crossed keys.
  'el-hierofante': (a) =>
    `${line('M100,80 V204 M86,98 H114 M80,112 H120 M74,126 H126', GOLD, 4)}` +
    `${circle(70, 186, 7, a)}${circle(130, 186, 7, IVORY)}${line('M75,181 L100,160 M125,181 L100,160', GOLD, 3)}`,
  // Two lives meeting under the sun of a blessing.
  'los-enamorados': (a) =>
    `${rays(CX, 92, 15, 27, 12, GOLD)}${circle(CX, 92, 11, 'none', 0, GOLD)}${circle(86, 162, 26, a, 4)}${circle(114, 162, 26, IVORY, 4)}`,
  // A canopied chariot with its star, on two wheels.
  'el-carro': (a) =>
    `${star(CX, 98, 9, 4, 8, a)}${line('M58,118 H142 M62,118 Q100,104 138,118', GOLD, 3)}<rect x="66" y="124" width="68" height="48" rx="3" fill="none" stroke="${GOLD}" stroke-width="4"/>` +
    `${circle(74, 188, 12, IVORY)}${circle(126, 188, 12, IVORY)}${line('M74,176 V200 M62,188 H86 M126,176 V200 M114,188 H138', IVORY, 1.5)}`,
  // Infinity above the lion's mane, held with a gentle hand.
  'la-fuerza': (a) =>
    `${lemniscate(CX, 86, 18, GOLD)}${rays(CX, 156, 26, 42, 18, a, 3)}${circle(CX, 156, 24, IVORY)}${line('M90,150 q10,12 20,0 M92,140 h2 M106,140 h2', IVORY, 2.5)}`,
  // The staff and the lantern holding a six-pointed star.
  'el-ermitano': (a) =>
    `${line('M70,86 V204', IVORY, 4)}${line('M112,90 V108', GOLD, 2)}<polygon points="112,108 132,120 132,148 112,160 92,148 92,120" fill="none" stroke="${GOLD}" stroke-width="3"/>` +
    `${star(112, 134, 13, 5, 6, a)}${line('M40,206 L70,196 L100,206 L130,194 L160,206', VIOLET, 1.5)}`,
  // The wheel with its eight spokes and still hub.
  'la-rueda-de-la-fortuna': (a) =>
    `${circle(CX, CY, 50, GOLD, 4)}${circle(CX, CY, 34, a, 2.5)}${rays(CX, CY, 8, 50, 8, GOLD, 2)}${circle(CX, CY, 7, 'none', 0, IVORY)}` +
    [45, 135, 225, 315].map((d) => circle(CX + 62 * Math.cos((d * Math.PI) / 180), CY + 62 * Math.sin((d * Math.PI) / 180), 4, 'none', 0, a)).join(''),
  // The upright sword and the level scales.
  'la-justicia': (a) =>
    `${line('M100,80 V204 M60,114 H140 M92,96 H108', GOLD, 4)}${line('M60,114 L48,150 H72 Z M140,114 L128,150 H152 Z', a, 2.5)}` +
    `<path d="M48,150 q12,12 24,0 M128,150 q12,12 24,0" fill="${a}"/><polygon points="100,70 95,82 105,82" fill="${IVORY}"/>`,
  // Hanging from the living tree by one foot, the head in a halo.
  'el-colgado': (a) =>
    `${line('M56,86 H144 M64,86 V206 M136,86 V206', GOLD, 5)}${line('M100,86 V104 M100,104 L100,150 M100,104 L116,124 L100,124', IVORY, 3)}` +
    `${line('M100,124 L88,144 M100,124 L112,144', IVORY, 3)}${rays(CX, 166, 16, 26, 12, a, 2)}${circle(CX, 164, 11, 'none', 0, IVORY)}`,
  // The white rose, and the sun rising between two towers.
  'la-muerte': (a) =>
    `${rose(CX, 104, 12, IVORY)}<rect x="46" y="152" width="18" height="52" fill="${SHADE}" stroke="${GOLD}" stroke-width="2"/><rect x="136" y="152" width="18" height="52" fill="${SHADE}" stroke="${GOLD}" stroke-width="2"/>` +
    `<path d="M72,204 A28,28 0 0,1 128,204 Z" fill="${a}"/>${rays(CX, 204, 34, 46, 9, GOLD, 2, 200, 340)}${line('M40,204 H160', GOLD, 2)}`,
  // Water poured from one cup into the other without a drop lost.
  'la-templanza': (a) =>
    `${star(CX, 90, 9, 4, 5, IVORY)}<path d="M56,168 h30 l-4,24 h-22 z M114,106 h30 l-4,24 h-22 z" fill="none" stroke="${GOLD}" stroke-width="3"/>` +
    `<path d="M126,130 C118,156 90,146 72,168" stroke="${a}" stroke-width="4" fill="none" stroke-dasharray="2 5" stroke-linecap="round"/>${line('M40,206 Q70,198 100,206 T160,206', a, 1.5)}`,
  // The inverted star over three loosely chained links.
  'el-diablo': (a) =>
    `${star(CX, 118, 34, 13, 5, 'none', 90).replace('fill="none"', `fill="none" stroke="${a}" stroke-width="3"`)}` +
    `${circle(82, 186, 9, GOLD)}${circle(100, 186, 9, GOLD)}${circle(118, 186, 9, GOLD)}${line('M70,186 H54 M130,186 H146', GOLD, 2)}`,
  // Lightning strikes the crown off the tower.
  'la-torre': (a) =>
    `<rect x="80" y="106" width="40" height="98" fill="${SHADE}" stroke="${GOLD}" stroke-width="3"/><path d="M72,106 l12,-18 l26,4 l14,12" fill="${GOLD}"/>` +
    `${line('M152,70 L120,118 L136,118 L106,160', a, 4)}<rect x="94" y="132" width="12" height="16" rx="6" fill="${IVORY}"/>` +
    [[62, 128], [142, 150], [58, 170]].map(([x, y]) => star(x, y, 4, 1.6, 4, GOLD)).join(''),
  // The great star and the seven small ones.
  'la-estrella': (a) =>
    `${star(CX, 120, 34, 12, 8, GOLD)}${circle(CX, 120, 6, 'none', 0, a)}` +
    [[58, 90], [142, 90], [50, 146], [150, 146], [68, 188], [132, 188], [100, 196]].map(([x, y]) => star(x, y, 7, 3, 8, IVORY)).join(''),
  // The moon above two towers and the path rising from the water.
  'la-luna': (a) =>
    `${crescent(96, 100, 22, GOLD)}${rays(96, 100, 28, 34, 16, VIOLET, 1.5)}<rect x="44" y="150" width="16" height="54" fill="${SHADE}" stroke="${GOLD}" stroke-width="2"/><rect x="140" y="150" width="16" height="54" fill="${SHADE}" stroke="${GOLD}" stroke-width="2"/>` +
    `${line('M100,204 C90,186 112,174 100,150', a, 3)}${line('M70,136 v4 M84,142 v4 M116,142 v4 M130,136 v4', GOLD, 2)}`,
  // A full sun with alternating straight and long rays.
  'el-sol': (a) =>
    `${rays(CX, 136, 34, 58, 16, GOLD, 3)}${rays(CX, 136, 34, 46, 16, a, 2, 11.25, 348.75)}${circle(CX, 136, 30, 'none', 0, GOLD)}${circle(CX, 136, 20, 'none', 0, a)}` +
    [70, 86, 114, 130].map((x) => circle(x, 198, 5, 'none', 0, GOLD)).join(''),
  // The trumpet call over the waking ground.
  'el-juicio': (a) =>
    `<path d="M62,166 L130,108 L138,120 L72,174 Z" fill="${GOLD}"/><path d="M130,108 l18,-16 l10,12 l-18,16" fill="${IVORY}"/>` +
    `${rays(156, 96, 18, 30, 8, a, 2)}${line('M44,204 H156', a, 3)}${line('M70,204 v-14 M100,204 v-18 M130,204 v-14', IVORY, 3)}`,
  // The laurel wreath and the four corners of the world.
  'el-mundo': (a) =>
    `<ellipse cx="${CX}" cy="${CY}" rx="40" ry="54" fill="none" stroke="${GOLD}" stroke-width="5" stroke-dasharray="7 4"/>${star(CX, CY, 16, 6, 5, a)}` +
    [[50, 90], [150, 90], [50, 196], [150, 196]].map(([x, y]) => circle(x, y, 7, 'none', 0, IVORY)).join(''),
};

/** A suit's symbol centred on (x, y), `size` tall. */
function suitGlyph(suit: Suit, x: number, y: number, size: number, accent: string): string {
  const s = size / 2;
  switch (suit) {
    case 'bastos':
      // A living staff: a rod with a bud on top and two leaves along it.
      return `${line(`M${f(x)},${f(y - s * 0.8)}V${f(y + s)}`, GOLD, f(size / 7))}${circle(x, y - s * 0.86, s * 0.16, 'none', 0, accent)}` +
        `<path d="M${f(x)},${f(y - s * 0.35)}q${f(s * 0.45)},-${f(s * 0.4)} ${f(s * 0.7)},-${f(s * 0.05)}q-${f(s * 0.35)},${f(s * 0.25)} -${f(s * 0.7)},${f(s * 0.05)}M${f(x)},${f(y + s * 0.2)}q-${f(s * 0.45)},-${f(s * 0.4)} -${f(s * 0.7)},-${f(s * 0.05)}q${f(s * 0.35)},${f(s * 0.25)} ${f(s * 0.7)},${f(s * 0.05)}" fill="${accent}"/>`;
    case 'copas':
      return `<path d="M${f(x - s * 0.6)},${f(y - s * 0.75)}h${f(s * 1.2)}q0,${f(s * 0.95)} -${f(s * 0.6)},${f(s * 0.95)}q-${f(s * 0.6)},0 -${f(s * 0.6)},-${f(s * 0.95)}z" fill="${accent}" stroke="${GOLD}" stroke-width="${f(size / 18)}"/>` +
        line(`M${f(x)},${f(y + s * 0.2)}v${f(s * 0.6)}M${f(x - s * 0.4)},${f(y + s * 0.85)}h${f(s * 0.8)}`, GOLD, f(size / 12));
    case 'espadas':
      return `<path d="M${f(x)},${f(y - s)}L${f(x + s * 0.18)},${f(y + s * 0.4)}H${f(x - s * 0.18)}Z" fill="${IVORY}"/>` +
        `${line(`M${f(x - s * 0.45)},${f(y + s * 0.45)}h${f(s * 0.9)}M${f(x)},${f(y + s * 0.45)}v${f(s * 0.4)}`, GOLD, f(size / 10))}${circle(x, y + s * 0.92, s * 0.1, 'none', 0, accent)}`;
    case 'oros':
      return `${circle(x, y, s * 0.8, GOLD, f(size / 14))}${star(x, y, s * 0.6, s * 0.24, 5, accent)}`;
  }
}

/** Where the pips of a numbered card sit: columns at x 70/100/130, rows spread over the emblem area. */
const PIP_LAYOUTS: Record<number, [number, number][]> = {
  2: [[100, 104], [100, 180]],
  3: [[100, 96], [100, 142], [100, 188]],
  4: [[72, 108], [128, 108], [72, 176], [128, 176]],
  5: [[72, 100], [128, 100], [100, 142], [72, 184], [128, 184]],
  6: [[72, 96], [128, 96], [72, 142], [128, 142], [72, 188], [128, 188]],
  7: [[72, 96], [128, 96], [100, 119], [72, 142], [128, 142], [72, 188], [128, 188]],
  8: [[72, 94], [128, 94], [100, 118], [72, 142], [128, 142], [100, 166], [72, 190], [128, 190]],
  9: [[66, 96], [100, 96], [134, 96], [66, 142], [100, 142], [134, 142], [66, 188], [100, 188], [134, 188]],
  10: [[70, 90], [130, 90], [100, 108], [70, 126], [130, 126], [70, 158], [130, 158], [100, 176], [70, 194], [130, 194]],
};

const PIP_SIZE: Record<number, number> = { 2: 40, 3: 36, 4: 38, 5: 34, 6: 32, 7: 30, 8: 26, 9: 28, 10: 24 };

function wing(x: number, y: number, side: 1 | -1, colour: string): string {
  return line([0, 1, 2].map((i) => `M${x},${y + i * 8}q${side * (18 - i * 3)},-${10 - i * 2} ${side * (30 - i * 6)},-${4 - i}`).join(''), colour, 2.5);
}

/** The four court ranks share one layout, the suit glyph below, and differ in what crowns it. */
function courtEmblem(card: TarotCard, accent: string): string {
  const glyph = suitGlyph(card.suit!, CX, 166, 56, accent);
  switch (card.number) {
    case 11: // Sota: the apprentice, a glyph held up inside a medallion with a rising star.
      return `${circle(CX, 166, 36, GOLD, 2)}${star(CX, 104, 12, 5, 8, IVORY)}${rays(CX, 104, 16, 22, 8, accent, 1.5)}${glyph}`;
    case 12: // Caballero: the messenger, the glyph carried on wings.
      return `${wing(74, 150, -1, IVORY)}${wing(126, 150, 1, IVORY)}${line('M84,116 Q100,84 116,116 M100,94 V84', GOLD, 4)}${star(CX, 80, 6, 2.4, 5, accent)}${glyph}`;
    case 13: // Reina: a crown with a crescent, the glyph in an oval mirror.
      return `${crescent(100, 84, 9, accent)}<path d="M76,118 l6,-20 l9,12 l9,-18 l9,18 l9,-12 l6,20 z" fill="${GOLD}"/><ellipse cx="${CX}" cy="166" rx="34" ry="42" fill="none" stroke="${GOLD}" stroke-width="2"/>${glyph}`;
    default: // Rey: a tall crown with an orb, the glyph set on a throne.
      return `${circle(CX, 80, 5, 'none', 0, accent)}<path d="M70,120 l4,-26 l10,12 l8,-18 l8,12 l8,-12 l8,18 l10,-12 l4,26 z" fill="${GOLD}"/><rect x="62" y="126" width="76" height="80" rx="4" fill="${SHADE}" stroke="${GOLD}" stroke-width="2"/>${glyph}`;
  }
}

function emblem(card: TarotCard, accent: string): string {
  if (card.arcana === 'major') return MAJOR_EMBLEMS[card.id](accent);
  if (card.number === 1) return `${rays(CX, CY, 46, 58, 24, accent, 1.5)}${suitGlyph(card.suit!, CX, CY, 84, accent)}`;
  if (card.number <= 10) return PIP_LAYOUTS[card.number].map(([x, y]) => suitGlyph(card.suit!, x, y, PIP_SIZE[card.number], accent)).join('');
  return courtEmblem(card, accent);
}

/** A few faint stars, placed by a generator seeded with the card's id so every card keeps the same sky. */
function starfield(id: string): string {
  let seed = 2166136261;
  for (const char of id) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619) >>> 0;
  const next = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  let out = '';
  for (let placed = 0; placed < 14;) {
    const x = 22 + next() * 156;
    const y = 22 + next() * 206;
    const r = 0.5 + next();
    // Keep the emblem's halo and the numeral clear so the stars never read as part of them.
    if (Math.hypot(x - CX, y - CY) < 76 || (y < 60 && Math.abs(x - CX) < 32)) continue;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}"/>`;
    placed += 1;
  }
  return `<g fill="${IVORY}" opacity="0.45">${out}</g>`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The card's art as a standalone SVG document (portrait, viewBox 200×300). */
export function cardArtSvg(card: TarotCard): string {
  const accent = ELEMENT_ACCENT[card.element];
  const name = escapeXml(card.name);
  const top = card.arcana === 'major' ? romanNumeral(card.number) : card.number <= 10 ? String(card.number) : '';
  const heading = top
    ? `<text x="100" y="46" text-anchor="middle" font-family="Georgia, serif" font-size="18" fill="${GOLD}">${top}</text>`
    : suitGlyph(card.suit!, 100, 40, 18, accent);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 300" role="img" aria-labelledby="t"><title id="t">${name}</title>`,
    `<defs><radialGradient id="g" cx="50%" cy="42%" r="75%"><stop offset="0" stop-color="#272c66"/><stop offset="1" stop-color="#0d1026"/></radialGradient></defs>`,
    `<rect width="200" height="300" rx="14" fill="url(#g)"/>`,
    starfield(card.id),
    `<rect x="8" y="8" width="184" height="284" rx="10" fill="none" stroke="${GOLD}" stroke-width="2"/>`,
    `<rect x="14" y="14" width="172" height="272" rx="7" fill="none" stroke="${GOLD}" stroke-width="0.8" opacity="0.6"/>`,
    [[22, 22], [178, 22], [22, 278], [178, 278]].map(([x, y]) => star(x, y, 5, 1.5, 4, GOLD)).join(''),
    `<circle cx="${CX}" cy="${CY}" r="72" fill="${accent}" opacity="0.08"/>`,
    heading,
    emblem(card, accent),
    `<path d="M40,238 H88 M112,238 H160" stroke="${GOLD}" stroke-width="0.8" opacity="0.7"/>${star(100, 238, 4, 1.5, 4, GOLD)}`,
    `<text x="100" y="264" text-anchor="middle" font-family="Georgia, serif" font-size="${card.name.length > 18 ? 11 : 13}" fill="${IVORY}">${name}</text>`,
    `</svg>`,
  ].join('');
}
