// The astrology engine: full charts (bodies + houses + aspects) per second, place resolutions per second, and the
// gazetteer's cold load (time and heap), each over repeated runs. `npx tsx bench/run.ts astro` runs only this.
// The cold load is measured in fresh Node processes, since a module loads once per process: under tsx (as the
// local stack runs) tsx re-transforms the 4 MB JSON module, which dominates; the plain-Node row is the JSON import
// alone without a transforming loader, which is what Deno does natively.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { printTable, stats } from './table.ts';

const PLACES_MODULE = '../supabase/functions/_shared/astro/places.ts';
const CHART_MODULE = '../supabase/functions/_shared/astro/chart.ts';
const PROBE_FLAG = 'ASTRO_BENCH_LOAD_PROBE';
const LOAD_RUNS = 5;
const BATCHES = 9;
const CHARTS_PER_BATCH = 200;
const LOOKUPS_PER_BATCH = 2000;
const QUERIES = [
  'Madrid, España', 'Buenos Aires, Argentina', 'Ciudad de México', 'Bogotá, Colombia', 'Lima, Perú', 'Santiago, Chile',
  'Nueva York, Estados Unidos', 'Londres', 'Múnich, Alemania', 'Sevilla', 'Valencia, Venezuela', 'Santiago de Compostela, España',
];

if (process.env[PROBE_FLAG]) {
  // Child process: one cold load of the gazetteer, reported as JSON on stdout.
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const start = performance.now();
  const places = (await import(PLACES_MODULE)) as typeof import('../supabase/functions/_shared/astro/places.ts');
  places.loadGazetteer();
  const ms = performance.now() - start;
  gc?.();
  console.log(JSON.stringify({ ms, mb: (process.memoryUsage().heapUsed - heapBefore) / 1e6 }));
}

function coldLoads(): { ms: number[]; mb: number[] } {
  const ms: number[] = [];
  const mb: number[] = [];
  for (let i = 0; i < LOAD_RUNS; i += 1) {
    const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url)], {
      env: { ...process.env, [PROBE_FLAG]: '1' },
      encoding: 'utf8',
    });
    const line = child.stdout.trim().split('\n').pop() ?? '';
    const sample = JSON.parse(line) as { ms: number; mb: number };
    ms.push(sample.ms);
    mb.push(sample.mb);
  }
  return { ms, mb };
}

function plainJsonImports(): number[] {
  const url = new URL('../supabase/functions/_shared/astro/data/gazetteer.json', import.meta.url).href;
  const script = `const t = performance.now(); await import(${JSON.stringify(url)}, { with: { type: 'json' } }); console.log(performance.now() - t);`;
  return Array.from({ length: LOAD_RUNS }, () => {
    const child = spawnSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], { encoding: 'utf8' });
    return Number(child.stdout.trim());
  });
}

function perItemMs(batches: number, perBatch: number, work: (i: number) => void): number[] {
  for (let i = 0; i < perBatch; i += 1) work(i);
  const samples: number[] = [];
  for (let b = 0; b < batches; b += 1) {
    const start = performance.now();
    for (let i = 0; i < perBatch; i += 1) work(b * perBatch + i);
    samples.push((performance.now() - start) / perBatch);
  }
  return samples;
}

export async function run(): Promise<void> {
  const load = coldLoads();
  const places = (await import(PLACES_MODULE)) as typeof import('../supabase/functions/_shared/astro/places.ts');
  const { computeChart } = (await import(CHART_MODULE)) as typeof import('../supabase/functions/_shared/astro/chart.ts');
  const resolved = QUERIES.map((q) => places.resolvePlace(q)).flatMap((r) => (r.ok ? [r.place] : []));

  // Dates spread over 1900–2029 and every hour, so no per-instant cache can help.
  const chartMs = perItemMs(BATCHES, CHARTS_PER_BATCH, (i) => {
    const date = `${1900 + (i % 130)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
    computeChart({ date, time: `${String(i % 24).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`, place: resolved[i % resolved.length], placeQuery: '' });
  });
  const lookupMs = perItemMs(BATCHES, LOOKUPS_PER_BATCH, (i) => places.resolvePlace(QUERIES[i % QUERIES.length]));
  const suggestMs = perItemMs(BATCHES, LOOKUPS_PER_BATCH, (i) => places.searchPlaces(QUERIES[i % QUERIES.length].slice(0, 3 + (i % 5))));

  const rows: (string | number)[][] = [];
  const add = (metric: string, samples: number[], target: number, unit: string, higherIsBetter: boolean) => {
    const s = stats(samples);
    const ratio = higherIsBetter ? target / s.median : s.median / target;
    rows.push([metric, s.min, s.median, s.max, `${higherIsBetter ? '≥' : '≤'} ${target} ${unit}`, `${ratio.toFixed(2)}×`]);
  };
  const perSecond = (ms: number[]) => ms.map((m) => 1000 / m);
  add('full charts / s (bodies + houses + aspects)', perSecond(chartMs), 1000, '/s', true);
  add('ms per full chart', chartMs, 1, 'ms', false);
  add('place resolutions / s', perSecond(lookupMs), 5000, '/s', true);
  add('ms per place resolution', lookupMs, 0.2, 'ms', false);
  add('ms per autocomplete (searchPlaces)', suggestMs, 0.2, 'ms', false);
  add('gazetteer cold load under tsx (ms, import + set-up)', load.ms, 150, 'ms', false);
  add('gazetteer JSON import, plain Node (ms)', plainJsonImports(), 150, 'ms', false);
  add('gazetteer heap (MB)', load.mb, 50, 'MB', false);
  printTable(
    `Astrology engine (${BATCHES} batches of ${CHARTS_PER_BATCH} charts / ${LOOKUPS_PER_BATCH} lookups; ${LOAD_RUNS} cold loads). ratio = median vs target, ≤ 1 meets it`,
    ['metric', 'min', 'median', 'max', 'target', 'ratio'],
    rows,
  );
}
