// The built-in natal reading: ms to compose one reading for a chart seen for the first time (ranking, texts and
// the Saturn, Jupiter and nodal return search) and the return search alone, against the exact search it replaced
// (kept as the tests' reference). It is timed on the first births of the process, while the JIT is still warming
// up, and again once a few hundred others have passed. Each sample is a different birth instant, so no cache
// helps. `npx tsx bench/run.ts natal`.
import { printTable, stats } from './table.ts';

const CHARTS = 24;
const WARM_UP = 400;
const PLACE = { name: 'Madrid', country: 'España', countryCode: 'ES', latitude: 40.4165, longitude: -3.70256, population: 3255944, timezone: 'Europe/Madrid' };

export async function run(): Promise<void> {
  const { computeChart } = await import('../supabase/functions/_shared/astro/chart.ts');
  const { composeChartInterpretation } = await import('../supabase/functions/_shared/interpretation/compose-chart.ts');
  const { chartCycles } = await import('../supabase/functions/_shared/interpretation/cycles.ts');
  const { referenceChartCycles } = await import('../supabase/functions/_shared/interpretation/__tests__/cycles-reference.ts');
  /** Births from 1930 to 2010, a new instant for every (i, minute). */
  const chartFor = (i: number, minute: number) => {
    const day = new Date(Date.UTC(1930, 0, 1) + ((i * 7919) % 29_220) * 86_400_000).toISOString().slice(0, 10);
    return computeChart({ date: day, time: `${String((i * 7) % 24).padStart(2, '0')}:${String(minute).padStart(2, '0')}`, place: PLACE, placeQuery: 'Madrid' });
  };
  const timed = (work: () => unknown) => {
    const start = performance.now();
    work();
    return performance.now() - start;
  };

  const charts = Array.from({ length: CHARTS }, (_, i) => chartFor(i, 10));
  const first = charts.map((chart) => timed(() => chartCycles(chart)));
  const exact = charts.map((chart) => timed(() => referenceChartCycles(chartFor(charts.indexOf(chart), 20))));
  for (let i = 0; i < WARM_UP; i += 1) chartCycles(chartFor(CHARTS + i, 30));
  const warm = charts.map((_, i) => timed(() => chartCycles(chartFor(i, 40))));
  const words: number[] = [];
  const readings = charts.map((_, i) => timed(() => words.push(composeChartInterpretation(chartFor(i, 50), { name: 'Lucía' }).split(/\s+/).length)));

  const row = (metric: string, samples: number[], target: string) => {
    const s = stats(samples);
    return [metric, s.min, s.median, s.max, target];
  };
  printTable(
    `Natal reading (${CHARTS} charts, each a new birth instant)`,
    ['metric', 'min', 'median', 'max', 'target'],
    [
      row('ms per return search, exact search (replaced)', exact, '—'),
      row(`ms per return search, first ${CHARTS} births of the process`, first, '—'),
      row(`ms per return search, after ${WARM_UP} other births`, warm, '≤ 5 ms'),
      row('ms per reading (ranking + texts + return search), warm', readings, '≤ 600 ms'),
      row('words per reading', words, '2 200–5 000'),
    ],
  );
  const median = (samples: number[]) => stats(samples).median;
  printTable('Return search: speed-up', ['metric', 'value', 'target', 'ratio'], [
    ['exact search ÷ tabulated, first births (median)', median(exact) / median(first), '—', '—'],
    ['exact search ÷ tabulated, warm (median)', median(exact) / median(warm), '≥ 20', (median(exact) / median(warm) / 20).toFixed(2)],
  ]);
}
