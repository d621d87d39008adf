// Writes public/tarot/<id>.svg for the 78 cards: `npx tsx scripts/tarot-art/generate.ts`.
// The service worker precaches every SVG there, so files for ids no longer in the deck are removed too;
// a test fails when the folder drifts from the drawing code.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { DECK } from '../../supabase/functions/_shared/tarot/deck.ts';
import { cardArtSvg } from './art.ts';

const out = new URL('../../public/tarot/', import.meta.url);
mkdirSync(out, { recursive: true });
const wanted = new Set(DECK.map((card) => `${card.id}.svg`));
for (const file of readdirSync(out)) {
  if (file.endsWith('.svg') && !wanted.has(file)) rmSync(new URL(file, out));
}
for (const card of DECK) writeFileSync(new URL(`${card.id}.svg`, out), cardArtSvg(card));
console.log(`${DECK.length} cartas dibujadas en public/tarot/`);
