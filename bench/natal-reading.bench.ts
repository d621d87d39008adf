// The built-in natal reading: ms to compose one reading for a chart seen for the first time (ranking, texts and
// the Saturn, Jupiter and nodal return search, which dominates) and the return search alone. Each sample is a
// different birth instant, so the search's per-instant sample grid never helps. `npx tsx bench/run.ts natal`.
import { printTable, stats } from './table.ts';

const CHARTS = 24;
const PLACE = { name: 'Madrid', country: 'España', countryCode: 'ES', latitude: 40.4165, longitude: -3.70256, population: 3255944, timezone: 'Europe/Madrid' };

export async function run(): Promise<void> {
  const { computeChart } = await import('../supabase/functions/_shared/astro/chart.ts');
  const { composeChartInterpretation } = await import('../supabase/functions/_shared/interpretation/compose-chart.ts');
  const { chartCycles } = await import('../supabase/functions/_shared/interpretation/cycles.ts');
  const chartFor = (i: number, minute: number) => computeChart({
    date: `${1930 + i * 3}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + ((i * 5) % 28)).padStart(2, '0')}`,
    time: `${String((i * 7) % 24).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
    place: PLACE,
    placeQuery: 'Madrid',
  });
  composeChartInterpretation(chartFor(30, 1));

  const composeMs: number[] = [];
  const cyclesMs: number[] = [];
  const words: number[] = [];
  for (let i = 0; i < CHARTS; i += 1) {
    const chart = chartFor(i, 10);
    let start = performance.now();
    const text = composeChartInterpretation(chart, { name: 'Lucía' });
    composeMs.push(performance.now() - start);
    words.push(text.split(/\s+/).length);
    const other = chartFor(i, 40);
    start = performance.now();
    chartCycles(other);
    cyclesMs.push(performance.now() - start);
  }
  const row = (metric: string, samples: number[], target: string) => {
    const s = stats(samples);
    return [metric, s.min, s.median, s.max, target];
  };
  printTable(
    `Natal reading (${CHARTS} charts, each a new birth instant)`,
    ['metric', 'min', 'median', 'max', 'target'],
    [
      row('ms per reading, cold (ranking + texts + return search)', composeMs, '≤ 600 ms'),
      row('ms per return search (Saturn, Jupiter, nodes to age 90)', cyclesMs, '≤ 500 ms'),
      row('words per reading', words, '2 200–5 000'),
    ],
  );
}
