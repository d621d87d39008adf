import { describe, expect, it } from 'vitest';
import { composeChartInterpretation } from '../compose-chart.ts';
import { randomCharts, sentenceSpread, sharedByPair } from './shared-sentences.ts';

// Two people's readings must not read alike: ten people drawn at random for each of five fixed seeds, compared
// sentence by sentence, literally and in both voices, every sentence counted (frame, placements, aspects,
// synthesis, node, closing). The same name for all, so that no sentence differs only by a name.

const SEEDS = [1990, 7, 42, 2024, 123];

describe('readings of different people', () => {
  for (const perspective of ['self', 'other'] as const) {
    it(`never say one sentence in more than 3 of 10 readings, and no two share more than 3 (${perspective})`, () => {
      for (const seed of SEEDS) {
        const charts = randomCharts(seed);
        const readings = charts.map((chart) => composeChartInterpretation(chart, { name: 'Ana', perspective }));
        const [widest, spread] = sentenceSpread(readings)[0];
        expect(spread, `seed ${seed}: ${widest}`).toBeLessThanOrEqual(3);
        const pairs = sharedByPair(readings);
        expect(pairs).toHaveLength(45);
        for (const [index, shared] of pairs.entries()) expect(shared.length, `seed ${seed}, pair ${index}: ${shared.join(' | ')}`).toBeLessThanOrEqual(3);
        // The measure has teeth: two readings of one chart share nearly everything, and ten of them say each of
        // their sentences ten times.
        const again = composeChartInterpretation(charts[0], { name: 'Ana', perspective });
        expect(sharedByPair([readings[0], again])[0].length).toBeGreaterThan(100);
        expect(sentenceSpread(Array.from({ length: 10 }, () => again))[0][1]).toBe(10);
      }
    });
  }
});
