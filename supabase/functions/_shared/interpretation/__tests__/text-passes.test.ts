import { describe, expect, it } from 'vitest';
import { CLAIMS, claimTensions, type ClaimTension, type Source } from '../chart-tensions.ts';
import { dedupeParagraphs } from '../compose-chart.ts';
import type { Dimension } from '../corpus/tensions.ts';
import { seededRandom as random } from './fixtures.ts';

// The reading's text passes were made cheaper without changing what they give: each is held here, over thousands of
// seeded random inputs, to the plain version it replaced, kept below as the reference.

/** The tension search as first written: every claim pattern split and matched against every source of every block. */
function referenceClaimTensions(blocks: readonly (readonly Source[])[]): ClaimTension[] {
  const matches = (pattern: string, source: Source) => {
    const want = pattern.split(':');
    const have = source.split(':');
    return want.length <= have.length && want.every((part, i) => part === '*' || part === have[i]);
  };
  const tensions: ClaimTension[] = [];
  for (const [dimension, poles] of Object.entries(CLAIMS) as [Dimension, (typeof CLAIMS)[Dimension]][]) {
    const claims: { source: Source; block: number; pole: 0 | 1 }[] = [];
    blocks.forEach((sources, block) => {
      for (const source of sources) {
        const pole = poles.findIndex((patterns) => patterns.some((pattern) => matches(pattern, source)));
        if (pole === 0 || pole === 1) claims.push({ source, block, pole });
      }
    });
    const last = claims[claims.length - 1];
    const other = last && claims.find((claim) => claim.pole !== last.pole);
    if (!last || !other) continue;
    tensions.push({ dimension, first: other, second: { source: last.source, block: last.block } });
  }
  return tensions;
}

/** The repeat check's key as first written. */
function referenceDedupe(paragraphs: string[], seen: Set<string>): string[] {
  const split = (paragraph: string) => paragraph.split(/(?<=[.!?…»]|\.\*\*)\s+(?=[¿¡«*A-ZÁÉÍÓÚÑ])/u).filter((sentence) => sentence.trim().length > 0);
  const key = (sentence: string) => sentence.toLowerCase().replace(/[*_«»"]/g, '').replace(/\s+/g, ' ').trim();
  const result: string[] = [];
  for (const paragraph of paragraphs) {
    const kept = split(paragraph).filter((sentence) => {
      if (seen.has(key(sentence))) return false;
      seen.add(key(sentence));
      return true;
    });
    if (kept.length) result.push(kept.join(' '));
  }
  return result;
}

describe('the tension search', () => {
  // Every claimed source, with its wildcards filled in and parts added after it, and sources no claim names.
  const claimed = Object.values(CLAIMS).flatMap((sides) => sides.flat());
  const parts = ['sign', 'house', 'aspect', 'mercury', 'moon', 'mars', 'taurus', 'leo', '3', '12', 'tense', 'flowing', 'trine', 'asc-1', 'above', '*'];

  it('finds the tensions the pattern-by-pattern search finds, over 2 000 random readings', () => {
    const next = random(25);
    const pick = <T,>(items: readonly T[]) => items[Math.floor(next() * items.length)];
    const source = (): Source => {
      const roll = next();
      if (roll < 0.5) return [...pick(claimed).split(':').map((part) => (part === '*' ? pick(parts) : part)), ...(next() < 0.4 ? [pick(parts)] : [])].join(':');
      if (roll < 0.6) return pick(claimed).split(':').slice(0, 1 + Math.floor(next() * 2)).join(':');
      return Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(parts)).join(':');
    };
    let found = 0;
    for (let reading = 0; reading < 2000; reading += 1) {
      const blocks = Array.from({ length: Math.floor(next() * 30) }, () => Array.from({ length: Math.floor(next() * 4) }, source));
      const expected = referenceClaimTensions(blocks);
      expect(claimTensions(blocks), JSON.stringify(blocks)).toEqual(expected);
      found += expected.length;
    }
    // The inputs do reach tensions, many of them.
    expect(found).toBeGreaterThan(2000);
  });
});

describe('the repeat check', () => {
  it('keeps and drops the sentences the plain key kept and dropped, over 3 000 random paragraph lists', () => {
    const next = random(7);
    const pick = <T,>(items: readonly T[]) => items[Math.floor(next() * items.length)];
    const words = ['Tu', 'Sol', 'brilla', 'LUNA', '**Marte**', '«eco»', 'de', 'el', '_casa_', '"dice"', 'Él', 'Ávido', '¿Por', 'qué?', '¡Sí!', 'fin.', 'vez…', 'así»', 'Ñandú'];
    const spaces = [' ', ' ', ' ', ' ', '  ', '\t', '\n', '\u00a0', ' \u2009', '\u3000'];
    const sentence = () => Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(words) + pick(spaces)).join('') + pick(['.', '!', '?', '', '.**']);
    for (let reading = 0; reading < 3000; reading += 1) {
      const lists = Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
        Array.from({ length: Math.floor(next() * 4) }, () => Array.from({ length: 1 + Math.floor(next() * 4) }, sentence).join(pick(spaces))),
      );
      const [seen, referenceSeen] = [new Set<string>(), new Set<string>()];
      for (const paragraphs of lists) expect(dedupeParagraphs(paragraphs, seen), JSON.stringify(lists)).toEqual(referenceDedupe(paragraphs, referenceSeen));
      expect([...seen]).toEqual([...referenceSeen]);
    }
  });
});
