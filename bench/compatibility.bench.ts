// The compatibility engine: synastry + composite + Davison + scores per pair of natal charts (the issue's ≤ 5 ms
// target), its parts, and the built-in reading. `npx tsx bench/run.ts compatibility` runs only this.
// Every pair in a run is a different pair of charts (60 charts spread over 1920–2019, one in four without birth
// time), so nothing cached for one pair can serve the next; the natal charts are computed beforehand, as the
// function receives them.
import { printTable, stats } from './table.ts';
import { chartFromText } from '../supabase/functions/_shared/astro/chart.ts';
import { computeCompatibility } from '../supabase/functions/_shared/astro/compatibility.ts';
import { davisonChart } from '../supabase/functions/_shared/astro/composite.ts';
import { RELATION_CATEGORIES } from '../supabase/functions/_shared/astro/compatibility-types.ts';
import { interAspects } from '../supabase/functions/_shared/astro/synastry.ts';
import { composeCompatibilityReading } from '../supabase/functions/_shared/interpretation/compatibility/compose.ts';
import { explainContacts } from '../supabase/functions/_shared/interpretation/compatibility/contacts.ts';
import type { NatalChart } from '../supabase/functions/_shared/contract/chart.ts';

const CHARTS = 60;
const BATCHES = 9;
const PAIRS_PER_BATCH = 150;
const PLACES = ['Madrid, España', 'Buenos Aires, Argentina', 'Ciudad de México', 'Bogotá, Colombia', 'Lima, Perú', 'Sevilla', 'Santiago, Chile', 'Nueva York, Estados Unidos'];
const NAMES = { a: 'Ana', b: 'Luis' };

function charts(): NatalChart[] {
  return Array.from({ length: CHARTS }, (_, i) => {
    const date = `${1920 + ((i * 37) % 100)}-${String(1 + ((i * 5) % 12)).padStart(2, '0')}-${String(1 + ((i * 11) % 28)).padStart(2, '0')}`;
    const time = i % 4 === 3 ? null : `${String((i * 7) % 24).padStart(2, '0')}:${String((i * 13) % 60).padStart(2, '0')}`;
    const result = chartFromText({ date, time, place: PLACES[i % PLACES.length] });
    if (!result.ok) throw new Error(result.message);
    return result.chart;
  });
}

/** The i-th distinct ordered pair (a ≠ b) out of CHARTS × (CHARTS − 1). */
function pair(list: NatalChart[], i: number): [NatalChart, NatalChart] {
  const a = i % CHARTS;
  const b = (a + 1 + Math.floor(i / CHARTS) % (CHARTS - 1)) % CHARTS;
  return [list[a], list[b]];
}

/** Mean ms per item over each batch, after one warm-up batch; each item also timed alone for the p95. */
function measure(list: NatalChart[], work: (a: NatalChart, b: NatalChart) => void) {
  for (let i = 0; i < PAIRS_PER_BATCH; i += 1) work(...pair(list, i));
  const batches: number[] = [];
  const singles: number[] = [];
  for (let batch = 0; batch < BATCHES; batch += 1) {
    const start = performance.now();
    for (let i = 0; i < PAIRS_PER_BATCH; i += 1) {
      const t = performance.now();
      work(...pair(list, PAIRS_PER_BATCH * (batch + 1) + i));
      singles.push(performance.now() - t);
    }
    batches.push((performance.now() - start) / PAIRS_PER_BATCH);
  }
  return { batches, p95: stats(singles).p95 };
}

export async function run(): Promise<void> {
  const list = charts();
  const rows: (string | number)[][] = [];
  const add = (metric: string, work: (a: NatalChart, b: NatalChart) => void, target: number | null) => {
    const { batches, p95 } = measure(list, work);
    const s = stats(batches);
    rows.push([metric, s.min, s.median, s.max, p95, target === null ? '—' : `≤ ${target} ms`, target === null ? '—' : `${(s.median / target).toFixed(2)}×`]);
  };
  // With the shown contacts' Spanish, as the function stores them.
  add('synastry + composite + Davison + scores (ms per pair)', (a, b) => explainContacts(computeCompatibility(a, b).contacts, NAMES), 5);
  add('  of which inter-aspects only', (a, b) => interAspects(a, b), null);
  add('  of which Davison chart only', (a, b) => davisonChart(a, b), null);
  let category = 0;
  add('built-in reading, one category + composite + Davison texts (ms)', (a, b) => {
    composeCompatibilityReading(computeCompatibility(a, b), RELATION_CATEGORIES[category++ % 4], NAMES, { a, b });
  }, null);
  printTable(
    `Compatibility engine (${BATCHES} batches of ${PAIRS_PER_BATCH} distinct pairs from ${CHARTS} charts; p95 over single pairs). ratio = median vs target, ≤ 1 meets it`,
    ['metric', 'min', 'median', 'max', 'p95', 'target', 'ratio'],
    rows,
  );
}
