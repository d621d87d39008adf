// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DECK } from '../deck.ts';
import { cardArtSvg } from '../art.ts';

// jsdom gives this module an http: URL, so the project root comes from the working directory vitest runs in.
const publicDir = join(process.cwd(), 'public', 'tarot');

describe('card art', () => {
  it('draws a small, well-formed, titled SVG for every card, each different', () => {
    const drawings = DECK.map((card) => {
      const svg = cardArtSvg(card);
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(doc.getElementsByTagName('parsererror'), card.id).toHaveLength(0);
      expect(doc.querySelector('title')?.textContent, card.id).toBe(card.name);
      expect(svg.length, card.id).toBeLessThan(6 * 1024);
      return svg.replace(/<title[^>]*>.*?<\/title>/, '').replace(/<text[^>]*>[^<]*<\/text>/g, '');
    });
    expect(new Set(drawings.filter((_, i) => DECK[i].arcana === 'major')).size).toBe(22);
  });

  it('matches the files in public/tarot (run scripts/generate-tarot-art.ts after changing the art)', () => {
    for (const card of DECK) {
      expect(readFileSync(join(publicDir, `${card.id}.svg`), 'utf8'), card.id).toBe(cardArtSvg(card));
    }
  });
});
