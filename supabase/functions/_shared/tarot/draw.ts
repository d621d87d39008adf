import { DECK, type TarotCard } from './deck.ts';

// Today's card: an unbiased, cryptographically random choice of card and orientation.

/** Returns a uniformly random integer in [0, n). */
export type RandomIndex = (n: number) => number;

const UINT32_RANGE = 2 ** 32;

function randomUint32(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

/**
 * A uniform integer in [0, n) from 32 random bits. Taking the bits modulo n would favour the lowest values
 * (2³² is not a multiple of 78), so values from the incomplete last block are rejected and drawn again.
 */
export function cryptoRandomIndex(n: number, nextUint32: () => number = randomUint32): number {
  if (!Number.isInteger(n) || n <= 0 || n > UINT32_RANGE) throw new RangeError(`cannot draw from ${n} values`);
  const limit = UINT32_RANGE - (UINT32_RANGE % n);
  for (;;) {
    const value = nextUint32();
    if (value < limit) return value % n;
  }
}

/** `random` lets tests choose the outcome; by default the draw uses Web Crypto. */
export function drawCard(random: RandomIndex = (n) => cryptoRandomIndex(n)): { card: TarotCard; reversed: boolean } {
  return { card: DECK[random(DECK.length)], reversed: random(2) === 1 };
}
