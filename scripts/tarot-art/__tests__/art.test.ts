// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DECK, findCard } from '../../../supabase/functions/_shared/tarot/deck.ts';
import { cardArtSvg } from '../art.ts';

const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');

describe('cardArtSvg', () => {
  it('draws a well-formed, accessible, portrait SVG titled with the card name', () => {
    for (const card of DECK) {
      const doc = parse(cardArtSvg(card));
      expect(doc.getElementsByTagName('parsererror'), card.id).toHaveLength(0);
      const root = doc.documentElement;
      expect(root.tagName).toBe('svg');
      expect(root.getAttribute('viewBox')).toBe('0 0 200 300');
      expect(root.getAttribute('role')).toBe('img');
      expect(doc.getElementById(root.getAttribute('aria-labelledby')!)?.textContent, card.id).toBe(card.name);
      expect(root.querySelector('title')?.textContent, card.id).toBe(card.name);
      expect([...root.querySelectorAll('text')].map((t) => t.textContent), card.id).toContain(card.name);
    }
  });

  it('stays small and self-contained: no external images, links or web fonts', () => {
    for (const card of DECK) {
      const svg = cardArtSvg(card);
      expect(new TextEncoder().encode(svg).length, card.id).toBeLessThan(6 * 1024);
      expect(svg, card.id).not.toMatch(/href|<image|@import|@font-face|url\((?!#)/);
      for (const font of svg.matchAll(/font-family="([^"]*)"/g)) expect(font[1]).toBe('Georgia, serif');
    }
  });

  it('prints roman numerals on the majors and arabic ones on the pips', () => {
    const texts = (id: string) => [...parse(cardArtSvg(findCard(id)!)).querySelectorAll('text')].map((t) => t.textContent);
    expect(texts('el-loco')).toContain('0');
    expect(texts('la-justicia')).toContain('XI');
    expect(texts('el-mundo')).toContain('XXI');
    expect(texts('siete-de-copas')).toContain('7');
    expect(texts('rey-de-oros')).toEqual(['Rey de Oros']);
  });

  it('gives every card its own drawing, apart from its name and its sky', () => {
    const drawing = (svg: string) => svg.replace(/<title[^>]*>.*?<\/title>/, '').replace(/<text[^>]*>[^<]*<\/text>/g, '').replace(/<g fill="[^"]*" opacity="0.45">.*?<\/g>/, '');
    expect(new Set(DECK.map((card) => drawing(cardArtSvg(card)))).size).toBe(78);
  });

  it('draws as many suit symbols on a pip card as its number', () => {
    const glyphCount = (id: string) => parse(cardArtSvg(findCard(id)!)).querySelectorAll('polygon').length;
    // Each pentacle is a ring with a five-pointed star polygon; the frame adds four corner stars and one on the rule.
    for (let n = 2; n <= 10; n += 1) {
      const card = DECK.find((c) => c.suit === 'oros' && c.number === n)!;
      expect(glyphCount(card.id), card.id).toBe(n + 5);
    }
  });
});
