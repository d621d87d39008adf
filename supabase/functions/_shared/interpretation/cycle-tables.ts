import { bodyMotion, toAstroTime, trueNodeLongitude } from '../astro/ephemeris.ts';

// The layout of the return search's tables and the ephemeris that fills them, apart from the shipped data itself, so
// that the script that builds the data (scripts/build-cycle-tables.ts) and the test that holds it to the ephemeris
// can use them without loading it.
//
// Each body's apparent longitude, rounded to a Float32, every `spacing` days from 1799 to 2292: the years births
// (1800–2100) and their returns to age 90 can span. Stored little-endian, base64, one string per body in
// astro/data/cycle-tables.json.

export type CycleBody = 'saturn' | 'jupiter' | 'trueNode';

export const CYCLE_BODIES: readonly CycleBody[] = ['saturn', 'jupiter', 'trueNode'];

const DAY_MS = 86_400_000;
export const TABLE_START_MS = Date.UTC(1799, 0, 1);
const TABLE_END_MS = Date.UTC(2292, 0, 1);

/** Days between entries: the node's fortnightly terms need a denser table than the planets' loops. */
export const TABLE_SPACING: Readonly<Record<CycleBody, number>> = { saturn: 10, jupiter: 10, trueNode: 2 };

/** Entries in the body's table. */
export function tableLength(body: CycleBody): number {
  return Math.floor((TABLE_END_MS - TABLE_START_MS) / (TABLE_SPACING[body] * DAY_MS)) + 1;
}

/** The instant of entry `index`. */
export function entryMs(body: CycleBody, index: number): number {
  return TABLE_START_MS + index * TABLE_SPACING[body] * DAY_MS;
}

/** The exact ephemeris: the same apparent longitude the chart shows. */
export function cycleLongitude(body: CycleBody, ms: number): number {
  const time = toAstroTime(new Date(ms));
  // Saturn and Jupiter alone cost a tenth of the whole sky; the node's longitude needs only the Moon's state.
  return body === 'trueNode' ? trueNodeLongitude(time) : bodyMotion(body, time).longitude;
}

/** The whole table of one body, computed with the ephemeris (seconds of CPU: the build script's work). */
export function computeTable(body: CycleBody): Float32Array {
  const values = new Float32Array(tableLength(body));
  for (let i = 0; i < values.length; i += 1) values[i] = cycleLongitude(body, entryMs(body, i));
  return values;
}

/** Little-endian base64 of a table, as the data file stores it. */
export function encodeTable(values: Float32Array): string {
  const bytes = new Uint8Array(values.length * 4);
  const view = new DataView(bytes.buffer);
  values.forEach((value, i) => view.setFloat32(i * 4, value, true));
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The table a base64 string holds. */
export function decodeTable(base64: string): Float32Array {
  const binary = atob(base64);
  const view = new DataView(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) view.setUint8(i, binary.charCodeAt(i));
  const values = new Float32Array(binary.length / 4);
  for (let i = 0; i < values.length; i += 1) values[i] = view.getFloat32(i * 4, true);
  return values;
}
