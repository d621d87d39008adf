// The birth chart's own work against the solar return's, in this process: what each function computes for a birth
// never seen before (the place, the chart, the reading with its return search, the answer as JSON), without the
// HTTP, auth and database work the server adds to both. CPU time, not wall time, so other work on the machine
// counts less; the two alternate in batches over the same births, so both see the same load. The first births
// stand for a fresh function thread, whose code V8 has not optimised yet, the later ones for a warm one. Run alone
// (`npm run bench -- chart-work`) for a fresh process: other benches would have warmed the same code.
import { printTable } from './table.ts';

const BATCH = 25;
const BATCHES = 24;
const PLACES = ['Madrid, España', 'Buenos Aires, Argentina', 'Ciudad de México, México', 'Bogotá, Colombia', 'Lima, Perú', 'Santiago, Chile'];

/** The server bench's births: distinct for 29 220 calls, from 1930 to 2010. */
function birth(n: number) {
  const date = new Date(Date.UTC(1930, 0, 1) + ((n * 7919) % 29_220) * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return { birthDate: date.toISOString().slice(0, 10), birthTime: `${pad((n * 7) % 24)}:${pad((n * 13) % 60)}`, birthLocation: PLACES[n % PLACES.length] };
}

function cpuMs(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

export async function run(): Promise<void> {
  const { resolvePlace } = await import('../supabase/functions/_shared/astro/places.ts');
  const { computeChart } = await import('../supabase/functions/_shared/astro/chart.ts');
  const { solarReturn } = await import('../supabase/functions/_shared/astro/events.ts');
  const { composeChartInterpretation } = await import('../supabase/functions/_shared/interpretation/compose-chart.ts');
  const { composeSolarReturnReading } = await import('../supabase/functions/_shared/interpretation/premium/index.ts');
  const { localMomentText } = await import('../supabase/functions/_shared/premium-readings.ts');

  const natalOf = (n: number) => {
    const { birthDate, birthTime, birthLocation } = birth(n);
    const place = resolvePlace(birthLocation);
    if (!place.ok) throw new Error(`unknown place ${birthLocation}`);
    return { place: place.place, chart: computeChart({ date: birthDate, time: birthTime, place: place.place, placeQuery: birthLocation }) };
  };
  // What generate-birth-chart computes without AI: the chart, the built-in reading, the answer.
  const birthChart = (n: number) => {
    const { chart } = natalOf(n);
    const interpretation = composeChartInterpretation(chart, { name: '' });
    return JSON.stringify({ chart, interpretation });
  };
  // What generate-solar-return computes without AI, for the year the server bench asks.
  const solar = (n: number) => {
    const { place, chart: natal } = natalOf(n);
    const result = solarReturn(natal, Number(natal.input.date.slice(0, 4)) + 20 + (n % 40), place);
    const localTime = localMomentText(result.utc, place);
    const interpretation = composeSolarReturnReading({ solarReturn: result, natal, localTime });
    return JSON.stringify({ utc: result.utc, chart: result.chart, interpretation });
  };

  // One call of each loads its modules and texts, as a function's first call does.
  birthChart(1_000_000);
  solar(1_000_000);
  const perRequest: { chart: number; solar: number }[] = [];
  for (let batch = 0; batch < BATCHES; batch += 1) {
    const births = Array.from({ length: BATCH }, (_, i) => batch * BATCH + i);
    perRequest.push({
      chart: cpuMs(() => births.forEach(birthChart)) / BATCH,
      solar: cpuMs(() => births.forEach(solar)) / BATCH,
    });
  }
  const half = BATCHES / 2;
  const mean = (rows: typeof perRequest, key: 'chart' | 'solar') => rows.reduce((sum, row) => sum + row[key], 0) / rows.length;
  const row = (label: string, rows: typeof perRequest) => {
    const [chart, solarMs] = [mean(rows, 'chart'), mean(rows, 'solar')];
    return [label, chart, solarMs, (solarMs / chart).toFixed(2), '≥ 0.80'];
  };
  printTable(
    `Birth chart against the solar return, in process, CPU ms a request (${BATCHES * BATCH} distinct births, no HTTP or database)`,
    ['births', 'birth chart', 'solar return', 'ratio (solar ÷ chart)', 'target'],
    [row(`first ${half * BATCH}`, perRequest.slice(0, half)), row(`next ${half * BATCH}`, perRequest.slice(half))],
  );
}
