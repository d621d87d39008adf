// The premium engine: a year of events for one chart (transits with their orb windows, ingresses, stations,
// lunations, eclipses), a solar return, the live "sky now" and "your transits now". `npx tsx bench/run.ts premium-engine`.
// Charts and dates vary from run to run, so no cache helps; the first run of each warms the JIT and is dropped.
import { printTable, stats } from './table.ts';

const CHART_MODULE = '../supabase/functions/_shared/astro/chart.ts';
const EVENTS_MODULE = '../supabase/functions/_shared/astro/events.ts';
const RUNS = 12;
const BIRTHS: [string, string, string][] = [
  ['1990-05-15', '14:30', 'Madrid, España'], ['1984-11-02', '06:10', 'Buenos Aires, Argentina'],
  ['2001-02-28', '21:45', 'Ciudad de México'], ['1975-08-19', '03:05', 'Bogotá, Colombia'],
  ['1962-01-07', '12:00', 'Lima, Perú'], ['1998-07-23', '17:20', 'Santiago, Chile'],
];

/** Wall-clock and CPU milliseconds per run: on a busy shared machine the CPU time is the steadier figure. */
function timed(runs: number, work: (i: number) => void): { wall: number[]; cpu: number[] } {
  work(runs);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    work(i);
    wall.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall, cpu };
}

export async function run(): Promise<void> {
  const { chartFromText } = (await import(CHART_MODULE)) as typeof import('../supabase/functions/_shared/astro/chart.ts');
  const events = (await import(EVENTS_MODULE)) as typeof import('../supabase/functions/_shared/astro/events.ts');
  const charts = BIRTHS.map(([date, time, place]) => {
    const result = chartFromText({ date, time, place });
    if (!result.ok) throw new Error(result.message);
    return result.chart;
  });
  const chartOf = (i: number) => charts[i % charts.length];

  const yearMs = timed(RUNS, (i) => {
    const year = 2020 + (i % 10);
    events.findEvents(chartOf(i), new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1)));
  });
  const monthMs = timed(RUNS, (i) => events.findEvents(chartOf(i), new Date(Date.UTC(2026, i % 12, 1)), new Date(Date.UTC(2026, (i % 12) + 1, 1))));
  const returnMs = timed(RUNS * 5, (i) => events.solarReturn(chartOf(i), 2000 + i, chartOf(i + 1).location));
  const skyMs = timed(RUNS * 5, (i) => events.skyNow(new Date(Date.UTC(2026, 0, 1) + i * 7.3 * 86_400_000)));
  const activeMs = timed(RUNS * 5, (i) => events.activeTransits(chartOf(i), new Date(Date.UTC(2026, 0, 1) + i * 7.3 * 86_400_000)));

  const rows: (string | number)[][] = [];
  const add = (metric: string, samples: { wall: number[]; cpu: number[] }, target: number) => {
    for (const [clock, values] of [['', samples.wall], [' (CPU)', samples.cpu]] as const) {
      const s = stats(values);
      rows.push([metric + clock, s.min, s.median, s.max, `≤ ${target} ms`, `${(s.median / target).toFixed(2)}×`]);
    }
  };
  add('ms per year of events, one chart (findEvents)', yearMs, 300);
  add('ms per month of events, one chart', monthMs, 60);
  add('ms per solar return (search + return chart)', returnMs, 20);
  add('ms per sky now (planets, phase, void of course)', skyMs, 50);
  add('ms per active transits now, one chart', activeMs, 50);
  printTable(
    `Premium engine (${RUNS} runs per row, 5× that for the fast ones). ratio = median vs target, ≤ 1 meets it`,
    ['metric', 'min', 'median', 'max', 'target', 'ratio'],
    rows,
  );
}
