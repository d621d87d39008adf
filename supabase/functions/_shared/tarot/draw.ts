import { DECK, type TarotCard } from './deck.ts';

// Today's card: an unbiased, cryptographically random choice of card and orientation.

/** Returns a uniformly random integer in [0, n). */
export type RandomIndex = (n: number) => number;

const UINT32_RANGE = 2 ** 32;

/**
 * Web Crypto gives 32 random bits; taking them modulo n would favour the smallest values, so draws from
 * the incomplete last block are rejected and retried.
 */
export function cryptoRandomIndex(n: number, nextUint32: () => number = randomUint32): number {
  if (!Number.isInteger(n) || n <= 0 || n > UINT32_RANGE) throw new RangeError(`cannot draw from ${n} values`);
  const limit = UINT32_RANGE - (UINT32_RANGE % n);
  for (;;) {
    const value = nextUint32();
    if (value < limit) return value % n;
  }
}

function randomUint32(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

export function drawCard(random: RandomIndex = (n) => cryptoRandomIndex(n)): { card: TarotCard; reversed: boolean } {
  return { card: DECK[random(DECK.length)], reversed: random(2) === 1 };
}
