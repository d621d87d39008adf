import { describe, expect, it } from 'vitest';
import { DECK } from '../deck.ts';
import { cryptoRandomIndex, drawCard } from '../draw.ts';

/** xorshift32: a repeatable stream of 32-bit values, so the statistical checks never flake. */
function seededUint32(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}

describe('drawCard', () => {
  it('asks the source for a card among 78 and then an orientation between 2', () => {
    const asked: number[] = [];
    const answers = [0, 1];
    expect(drawCard((n) => (asked.push(n), answers.shift()!))).toEqual({ card: DECK[0], reversed: true });
    expect(asked).toEqual([78, 2]);
  });

  it('reaches both ends of the deck and both orientations', () => {
    const values = [77, 0];
    expect(drawCard(() => values.shift()!)).toEqual({ card: DECK[77], reversed: false });
    expect(drawCard(() => 0).card.id).toBe('el-loco');
  });

  it('spreads draws evenly over cards and orientations', () => {
    const next = seededUint32(20240601);
    const counts = new Map<string, number>();
    let reversed = 0;
    const draws = 78 * 500;
    for (let i = 0; i < draws; i += 1) {
      const drawn = drawCard((n) => cryptoRandomIndex(n, next));
      counts.set(drawn.card.id, (counts.get(drawn.card.id) ?? 0) + 1);
      if (drawn.reversed) reversed += 1;
    }
    expect(counts.size).toBe(78);
    const expected = draws / 78;
    const chiSquare = [...counts.values()].reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // The 99.9th percentile of chi-square with 77 degrees of freedom is about 124.
    expect(chiSquare).toBeLessThan(124);
    expect(Math.abs(reversed / draws - 0.5)).toBeLessThan(0.01);
  });

  it('uses Web Crypto by default and finds every card and both orientations', () => {
    const seen = new Set<string>();
    const orientations = new Set<boolean>();
    for (let i = 0; i < 5000 && (seen.size < 78 || orientations.size < 2); i += 1) {
      const drawn = drawCard();
      seen.add(drawn.card.id);
      orientations.add(drawn.reversed);
    }
    expect(seen.size).toBe(78);
    expect(orientations.size).toBe(2);
  });
});

describe('cryptoRandomIndex', () => {
  const limit = 2 ** 32 - (2 ** 32 % 78);

  it('rejects values from the incomplete last block, where modulo would favour the first cards', () => {
    const sequence = [limit, 2 ** 32 - 1, 5];
    expect(cryptoRandomIndex(78, () => sequence.shift()!)).toBe(5);
    expect(sequence).toEqual([]);
  });

  it('accepts every value below the limit, including the edges', () => {
    expect(cryptoRandomIndex(78, () => 0)).toBe(0);
    expect(cryptoRandomIndex(78, () => limit - 1)).toBe(77);
    expect(cryptoRandomIndex(2, () => 2 ** 32 - 1)).toBe(1);
  });

  it('refuses ranges it cannot draw from', () => {
    expect(() => cryptoRandomIndex(0)).toThrow(RangeError);
    expect(() => cryptoRandomIndex(1.5)).toThrow(RangeError);
    expect(() => cryptoRandomIndex(2 ** 32 + 1)).toThrow(RangeError);
  });
});
