import { describe, expect, it } from 'vitest';
import { isTimeZone, localDate, nextLocalDayStart } from '../local-date.ts';

// The daily card's day, at exact instants around midnight in three zones: Ciudad de México (UTC−6, its UTC date
// flips at 18:00), Madrid (UTC+1, +2 in summer) and Kiritimati (UTC+14, the first place on Earth to reach a date).

const at = (iso: string) => new Date(iso);

describe('localDate', () => {
  it.each([
    ['America/Mexico_City', '2026-11-23T17:59:59Z', '2026-11-23'],
    ['America/Mexico_City', '2026-11-24T00:30:00Z', '2026-11-23'], // UTC is already on the 24th
    ['America/Mexico_City', '2026-11-24T05:59:59Z', '2026-11-23'],
    ['America/Mexico_City', '2026-11-24T06:00:00Z', '2026-11-24'],
    ['Europe/Madrid', '2026-11-23T22:59:59Z', '2026-11-23'],
    ['Europe/Madrid', '2026-11-23T23:00:00Z', '2026-11-24'], // UTC is still on the 23rd
    ['Europe/Madrid', '2026-07-01T21:59:59Z', '2026-07-01'],
    ['Europe/Madrid', '2026-07-01T22:00:00Z', '2026-07-02'],
    ['Pacific/Kiritimati', '2026-11-23T09:59:59Z', '2026-11-23'],
    ['Pacific/Kiritimati', '2026-11-23T10:00:00Z', '2026-11-24'],
    ['Pacific/Kiritimati', '2026-11-23T23:59:59Z', '2026-11-24'],
    ['UTC', '2026-11-23T23:59:59Z', '2026-11-23'],
    ['UTC', '2026-11-24T00:00:00Z', '2026-11-24'],
  ])('in %s at %s it is %s', (zone, instant, date) => {
    expect(localDate(at(instant), zone)).toBe(date);
  });

  it('is never more than one day from the UTC date, in any zone the runtime knows', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    expect(zones.length).toBeGreaterThan(300);
    const day = 86_400_000;
    for (const instant of ['2026-11-23T00:00:00Z', '2026-11-23T11:59:59Z', '2026-11-23T23:59:59Z', '2026-03-29T01:30:00Z']) {
      const now = at(instant);
      const window = [new Date(now.getTime() - day), now, new Date(now.getTime() + day)].map((d) => d.toISOString().slice(0, 10));
      for (const zone of zones) expect(window, `${zone} at ${instant}`).toContain(localDate(now, zone));
    }
  });
});

describe('nextLocalDayStart', () => {
  it.each([
    ['America/Mexico_City', '2026-11-23T20:00:00Z', '2026-11-24T06:00:00.000Z'],
    ['America/Mexico_City', '2026-11-24T05:59:59Z', '2026-11-24T06:00:00.000Z'],
    ['Europe/Madrid', '2026-11-23T12:34:56.789Z', '2026-11-23T23:00:00.000Z'],
    // The night before the clocks go forward (03:00 on 29 March) midnight still exists, at 23:00 UTC.
    ['Europe/Madrid', '2026-03-28T12:00:00Z', '2026-03-28T23:00:00.000Z'],
    ['Pacific/Kiritimati', '2026-11-23T12:00:00Z', '2026-11-24T10:00:00.000Z'],
    // Chile skips midnight when summer time starts: 23:59:59 is followed by 01:00 on 6 September.
    ['America/Santiago', '2026-09-05T20:00:00Z', '2026-09-06T04:00:00.000Z'],
  ])('in %s after %s the next day starts at %s', (zone, instant, next) => {
    const start = nextLocalDayStart(at(instant), zone);
    expect(start.toISOString()).toBe(next);
    expect(localDate(new Date(start.getTime() - 1), zone)).toBe(localDate(at(instant), zone));
    expect(localDate(start, zone)).not.toBe(localDate(at(instant), zone));
  });
});

describe('isTimeZone', () => {
  it.each(['America/Mexico_City', 'Europe/Madrid', 'Pacific/Kiritimati', 'America/Argentina/Buenos_Aires', 'Etc/GMT+12', 'UTC'])('accepts %s', (zone) => {
    expect(isTimeZone(zone)).toBe(true);
  });

  it.each(['', 'Marte/Olympus_Mons', '+05:00', 'America/Mexico City', '../etc/passwd', `Europe/${'x'.repeat(80)}`])('refuses %j', (zone) => {
    expect(isTimeZone(zone)).toBe(false);
  });
});
