import { describe, expect, it } from 'vitest';
import { dueReminders, localClock, reminderMessage } from '../schedule.ts';

// Whom the scheduler reminds at one instant: each row at its own local hour, once per local day.

const row = (id: string, time_zone: string, hour: number, last_sent_on = '2000-01-01') => ({ id, time_zone, hour, last_sent_on });

describe('localClock', () => {
  it('reads the local date, hour and weekday of a zone, half-hour offsets and the date line included', () => {
    const now = new Date('2026-11-24T11:30:00Z'); // a Tuesday
    expect(localClock(now, 'America/Argentina/Buenos_Aires')).toEqual({ date: '2026-11-24', hour: 8, weekday: 2 });
    expect(localClock(now, 'Asia/Kolkata')).toEqual({ date: '2026-11-24', hour: 17, weekday: 2 });
    expect(localClock(now, 'Pacific/Auckland')).toEqual({ date: '2026-11-25', hour: 0, weekday: 3 });
    expect(localClock(now, 'Marte/Olympus')).toBeNull();
  });

  it('keeps the chosen hour across daylight saving: 8:00 in Madrid is 7:00 UTC in winter, 6:00 UTC in summer', () => {
    expect(localClock(new Date('2026-01-15T07:00:00Z'), 'Europe/Madrid')?.hour).toBe(8);
    expect(localClock(new Date('2026-07-15T06:00:00Z'), 'Europe/Madrid')?.hour).toBe(8);
  });
});

describe('dueReminders', () => {
  it('picks the rows whose chosen hour it is in their own zone and that had no reminder on that local date', () => {
    const now = new Date('2026-11-24T11:30:00Z');
    const rows = [
      row('buenos-aires-8', 'America/Argentina/Buenos_Aires', 8),
      row('mexico-8', 'America/Mexico_City', 8), // 5:30 there
      row('madrid-12', 'Europe/Madrid', 12),
      row('buenos-aires-8-already', 'America/Argentina/Buenos_Aires', 8, '2026-11-24'),
      row('buenos-aires-8-yesterday', 'America/Argentina/Buenos_Aires', 8, '2026-11-23'),
      row('kolkata-17', 'Asia/Kolkata', 17),
      row('auckland-0', 'Pacific/Auckland', 0, '2026-11-24'), // already the 25th there
      row('madrid-13', 'Europe/Madrid', 13),
      row('nowhere', 'Marte/Olympus', 11),
    ];
    expect(dueReminders(rows, now).map(({ row: r, clock }) => [r.id, clock.date])).toEqual([
      ['buenos-aires-8', '2026-11-24'],
      ['madrid-12', '2026-11-24'],
      ['buenos-aires-8-yesterday', '2026-11-24'],
      ['kolkata-17', '2026-11-24'],
      ['auckland-0', '2026-11-25'],
    ]);
  });

  it('sends through the whole chosen hour, not only at its first minute', () => {
    const rows = [row('lima-21', 'America/Lima', 21)];
    expect(dueReminders(rows, new Date('2026-11-25T02:00:00Z'))).toHaveLength(1);
    expect(dueReminders(rows, new Date('2026-11-25T02:59:59Z'))).toHaveLength(1);
    expect(dueReminders(rows, new Date('2026-11-25T03:00:00Z'))).toHaveLength(0);
    expect(dueReminders(rows, new Date('2026-11-25T01:59:59Z'))).toHaveLength(0);
  });
});

describe('reminderMessage', () => {
  it('writes a different line for each day of the week, all in Spanish, opening the app at Hoy', () => {
    const bodies = new Set<string>();
    for (let weekday = 0; weekday < 7; weekday += 1) {
      const message = reminderMessage({ date: '2026-11-24', hour: 8, weekday });
      expect(message).toMatchObject({ title: 'Tu carta de hoy te espera', url: '/', tag: 'sendero-daily-2026-11-24' });
      bodies.add(message.body);
    }
    expect(bodies.size).toBe(7);
  });
});
