import { describe, expect, it } from 'vitest';
import { composeChartInterpretation } from '../compose-chart.ts';
import { factPassageSentences, randomCharts, readingSentences, sharedByPair } from './shared-sentences.ts';

// Two people's readings must not share their frame: intros, section openings, synthesis, tensions, cycles,
// node and closing. Ten people drawn at random (seeded), every pair compared in both voices, with the same name
// for all so that no sentence differs only by a name.

const charts = randomCharts(1990);
const facts = factPassageSentences();

describe('readings of different people', () => {
  for (const perspective of ['self', 'other'] as const) {
    it(`share at most 3 sentences beyond the passages of facts both charts have (${perspective})`, () => {
      const readings = charts.map((chart) => composeChartInterpretation(chart, { name: 'Ana', perspective }));
      const pairs = sharedByPair(readings, facts);
      expect(pairs).toHaveLength(45);
      for (const [index, pair] of pairs.entries()) expect(pair.framing.length, `pair ${index}: ${pair.framing.join(' | ')}`).toBeLessThanOrEqual(3);
      // The measure has teeth: the frame of two readings of one chart is shared whole.
      const again = composeChartInterpretation(charts[0], { name: 'Ana', perspective });
      expect(sharedByPair([readings[0], again], facts)[0].framing.length).toBeGreaterThan(20);
    });
  }

  it('counts a sentence of a fact both charts have as that fact, and nothing else', () => {
    expect(facts.has('Tu generación transforma el trabajo, los métodos y la relación con el cuerpo.')).toBe(true);
    const frame = readingSentences(composeChartInterpretation(charts[0], { name: 'Ana' }));
    expect([...frame].filter((sentence) => facts.has(sentence)).length).toBeGreaterThan(20);
    expect([...frame].filter((sentence) => /^(Naciste|Ana, naciste)/.test(sentence)).every((sentence) => !facts.has(sentence))).toBe(true);
  });
});
