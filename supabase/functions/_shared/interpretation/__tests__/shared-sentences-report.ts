import { composeChartInterpretation } from '../compose-chart.ts';
import { randomCharts, sharedByPair } from './shared-sentences.ts';

// Prints how many sentences two people's readings share, counted literally (every sentence, headings left out), per
// seed and voice: the largest pair and the mean over the 45 pairs. `--untimed` reads the same people without their
// birth times. Run: npx tsx supabase/functions/_shared/interpretation/__tests__/shared-sentences-report.ts [seeds]

const seeds = (process.argv.slice(2).find((arg) => /^\d/.test(arg)) ?? '1990,7,42,2024,123').split(',').map(Number);
const untimed = process.argv.includes('--untimed');

for (const perspective of ['self', 'other'] as const) {
  for (const seed of seeds) {
    const charts = randomCharts(seed, { untimed });
    const counts = sharedByPair(charts.map((chart) => composeChartInterpretation(chart, { name: 'Ana', perspective }))).map((pair) => pair.all.length);
    const mean = counts.reduce((sum, count) => sum + count, 0) / counts.length;
    console.log(`${perspective} seed ${seed}${untimed ? ' sin hora' : ''}: máximo ${Math.max(...counts)}, media ${mean.toFixed(2)}, pares con más de 3: ${counts.filter((count) => count > 3).length}/45`);
  }
}
