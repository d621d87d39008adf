import { describe, expect, it } from 'vitest';
import { composeChartInterpretation } from '../compose-chart.ts';
import { pendingPassageSentences, randomCharts, sharedByPair } from './shared-sentences.ts';

// Two people's readings must not read alike: ten people drawn at random (seeded), every pair compared in both
// voices, with the same name for all so that no sentence differs only by a name.

// One seed until every passage holds two facts; the report (shared-sentences-report.ts) measures five.
const SEEDS = [1990];
const pending = pendingPassageSentences();

describe('readings of different people', () => {
  for (const perspective of ['self', 'other'] as const) {
    it(`share at most 3 sentences beyond the passages still pending (${perspective})`, () => {
      for (const seed of SEEDS) {
        const charts = randomCharts(seed);
        const readings = charts.map((chart) => composeChartInterpretation(chart, { name: 'Ana', perspective }));
        const pairs = sharedByPair(readings, pending);
        expect(pairs).toHaveLength(45);
        for (const [index, pair] of pairs.entries()) expect(pair.counted.length, `seed ${seed}, pair ${index}: ${pair.counted.join(' | ')}`).toBeLessThanOrEqual(3);
        // The measure has teeth: two readings of one chart share nearly everything.
        const again = composeChartInterpretation(charts[0], { name: 'Ana', perspective });
        expect(sharedByPair([readings[0], again])[0].all.length).toBeGreaterThan(100);
      }
    });
  }
});
