// Writes public/tarot/<id>.svg for the 78 cards: `npx tsx scripts/generate-tarot-art.ts`.
// The service worker precaches these files; a test fails when they drift from the drawing code.
import { mkdirSync, writeFileSync } from 'node:fs';
import { DECK } from '../supabase/functions/_shared/tarot/deck.ts';
import { cardArtSvg } from '../supabase/functions/_shared/tarot/art.ts';

const out = new URL('../public/tarot/', import.meta.url);
mkdirSync(out, { recursive: true });
for (const card of DECK) writeFileSync(new URL(`${card.id}.svg`, out), cardArtSvg(card));
console.log(`${DECK.length} cartas dibujadas en public/tarot/`);
