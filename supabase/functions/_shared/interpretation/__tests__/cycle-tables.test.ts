import { describe, expect, it } from 'vitest';
import TABLE_DATA from '../../astro/data/cycle-tables.json' with { type: 'json' };
import { CYCLE_BODIES, computeTable, decodeTable, encodeTable, entryMs, tableLength } from '../cycle-tables.ts';
import { tabulatedLongitude } from '../cycles.ts';

// The shipped tables are the ephemeris itself, rounded to Float32, at every entry: the return search takes a
// sample's sign from them, so a stale file (after astronomy-engine or the ephemeris changed) would move dates.

describe('the shipped tables of the return search', () => {
  it('hold the ephemeris at every entry, to the bit (else: npx tsx scripts/build-cycle-tables.ts)', () => {
    for (const body of CYCLE_BODIES) {
      const shipped = decodeTable(TABLE_DATA[body]);
      const computed = computeTable(body);
      expect(shipped.length, body).toBe(tableLength(body));
      const stale = computed.findIndex((value, i) => !Object.is(value, shipped[i]));
      expect(stale, `${body} at ${stale >= 0 ? new Date(entryMs(body, stale)).toISOString() : ''}`).toBe(-1);
      expect(encodeTable(computed), body).toBe(TABLE_DATA[body]);
    }
  }, 30_000);

  it('interpolate only within the years they cover', () => {
    expect(tabulatedLongitude('saturn', entryMs('saturn', 2))).toBe(decodeTable(TABLE_DATA.saturn)[2]);
    expect(tabulatedLongitude('jupiter', Date.UTC(1700, 0, 1))).toBeNaN();
    expect(tabulatedLongitude('trueNode', entryMs('trueNode', tableLength('trueNode')))).toBeNaN();
  });
});
