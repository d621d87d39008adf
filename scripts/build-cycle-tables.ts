// Computes the return search's tables into supabase/functions/_shared/astro/data/cycle-tables.json:
//   npx tsx scripts/build-cycle-tables.ts
// Run it whenever the ephemeris changes (astronomy-engine or astro/ephemeris.ts): cycle-tables.test.ts recomputes
// every entry and fails until the file matches. Layout, encoding and ephemeris: interpretation/cycle-tables.ts.
// A JSON module, like the gazetteer, so that Deno and Node import it alike and V8 parses it as fast as it can.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CYCLE_BODIES, computeTable, encodeTable } from '../supabase/functions/_shared/interpretation/cycle-tables.ts';

/** The file's text: one base64 string per body. */
export function buildCycleTables(): string {
  return `${JSON.stringify(Object.fromEntries(CYCLE_BODIES.map((body) => [body, encodeTable(computeTable(body))])))}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const body = buildCycleTables();
  const out = fileURLToPath(new URL('../supabase/functions/_shared/astro/data/cycle-tables.json', import.meta.url));
  writeFileSync(out, body);
  console.log(`${out} (${(body.length / 1e3).toFixed(0)} KB)`);
}
