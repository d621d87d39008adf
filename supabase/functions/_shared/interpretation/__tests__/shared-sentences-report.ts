import { composeChartInterpretation } from '../compose-chart.ts';
import { randomCharts, sentenceSpread, sharedByPair } from './shared-sentences.ts';

// Prints how many sentences two people's readings share, counted literally (every sentence, headings left out), per
// seed and voice: the largest pair, the mean over the 45 pairs, and in how many of the ten readings the most
// widespread sentence appears. `--untimed` reads the same people without their
// birth times. Run: npx tsx supabase/functions/_shared/interpretation/__tests__/shared-sentences-report.ts [seeds]

const seeds = (process.argv.slice(2).find((arg) => /^\d/.test(arg)) ?? '1990,7,42,2024,123').split(',').map(Number);
const untimed = process.argv.includes('--untimed');

for (const perspective of ['self', 'other'] as const) {
  for (const seed of seeds) {
    const charts = randomCharts(seed, { untimed });
    const readings = charts.map((chart) => composeChartInterpretation(chart, { name: 'Ana', perspective }));
    const counts = sharedByPair(readings).map((pair) => pair.length);
    const mean = counts.reduce((sum, count) => sum + count, 0) / counts.length;
    const [widest, spread] = sentenceSpread(readings)[0];
    console.log(`${perspective} seed ${seed}${untimed ? ' sin hora' : ''}: máximo ${Math.max(...counts)}, media ${mean.toFixed(2)}, pares con más de 3: ${counts.filter((count) => count > 3).length}/45; la frase más repetida, en ${spread} de 10: ${widest.slice(0, 80)}`);
  }
}
