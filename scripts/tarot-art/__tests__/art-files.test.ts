import { describe, expect, it } from 'vitest';
import { DECK } from '../../../supabase/functions/_shared/tarot/deck.ts';
import { cardArtSvg } from '../art.ts';
import { publicTarotFiles, readPublicTarotFile } from './support/public-tarot.ts';

describe('public/tarot', () => {
  it('holds exactly one up-to-date SVG per card (run `npx tsx scripts/generate-tarot-art.ts` after changing the art)', () => {
    expect(publicTarotFiles()).toEqual(DECK.map((card) => `${card.id}.svg`).sort());
    for (const card of DECK) expect(readPublicTarotFile(`${card.id}.svg`), card.id).toBe(cardArtSvg(card));
  });
});
