import { describe, expect, it } from 'vitest';
import { chartFromText } from '../../../astro/chart.ts';
import { activeTransits, findEvents, lunarReturn, progressedMoon, solarReturn } from '../../../astro/events.ts';
import type { AstroEvent } from '../../../astro/events-types.ts';
import type { NatalChart, ResolvedPlace } from '../../../contract/chart.ts';
import { resolvePlace } from '../../../astro/places.ts';
import { MONTHLY_HEADINGS, SOLAR_RETURN_HEADINGS, composeMonthlyOverview, composeSolarReturnReading, describeEvent, describeTransit } from '../index.ts';

function natalChart(date: string, time: string | null, place: string): NatalChart {
  const result = chartFromText({ date, time, place });
  if (!result.ok) throw new Error(result.message);
  return result.chart;
}

// Split independently of the composers' own guard, so a bug there cannot hide a repeat here.
const sentences = (text: string) =>
  text.split('\n').filter((l) => l.trim() && !l.startsWith('#')).flatMap((l) => l.split(/(?<=[.!?])\s+/)).map((s) => s.trim().toLowerCase()).filter(Boolean);
const words = (text: string) => text.replace(/^#.*$/gm, '').split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
const repeated = (list: string[]) => list.filter((s, i) => list.indexOf(s) !== i);
const headings = (text: string) => [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);

const CHARTS = [
  natalChart('1990-05-15', '14:30', 'Madrid, España'),
  natalChart('1984-11-02', '06:10', 'Buenos Aires, Argentina'),
  natalChart('2001-02-28', '21:45', 'Ciudad de México'),
  natalChart('1975-08-19', '03:05', 'Bogotá, Colombia'),
  natalChart('1962-01-07', '12:00', 'Lima, Perú'),
  natalChart('1998-07-23', '17:20', 'Santiago, Chile'),
];
const NO_TIME = natalChart('1993-09-30', null, 'Sevilla, España');

function returnReading(natal: NatalChart, year: number, place: ResolvedPlace = natal.location) {
  const solar = solarReturn(natal, year, place);
  return composeSolarReturnReading({ solarReturn: solar, natal, localTime: `${solar.chart.time.local.replace('T', ' a las ')} (hora local)` });
}

function monthInputs(natal: NatalChart, month: string) {
  const from = new Date(`${month}-01T00:00:00Z`);
  const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
  const events = findEvents(natal, from, to);
  return { month, natal, events, lunarReturns: lunarReturn(natal, from, to), progressedMoon: progressedMoon(natal, from) };
}

const clean = (text: string) => {
  expect(text).not.toMatch(/\bde el\b|\ba el\b|undefined|NaN|\$\{/);
};

describe('solar-return reading', { timeout: 60_000 }, () => {
  const readings = CHARTS.flatMap((natal, i) => [returnReading(natal, 2026 + i), returnReading(natal, 2031 + i)]);

  it('has at least 500 words, its headings in order, and never repeats a sentence', () => {
    for (const text of readings) {
      expect(words(text)).toBeGreaterThanOrEqual(500);
      expect(headings(text)).toEqual([...SOLAR_RETURN_HEADINGS]);
      expect(repeated(sentences(text))).toEqual([]);
      clean(text);
    }
  });

  it('is derived from the return chart: different years read differently', () => {
    expect(new Set(readings).size).toBe(readings.length);
    const natal = CHARTS[0];
    const solar = solarReturn(natal, 2026, natal.location);
    const text = composeSolarReturnReading({ solarReturn: solar, natal, localTime: 'x' });
    expect(text).toContain(`casa ${solar.chart.bodies.sun.house}`);
  });

  it('is deterministic', () => {
    expect(returnReading(CHARTS[1], 2027)).toBe(returnReading(CHARTS[1], 2027));
  });

  it('explains what it cannot place when the natal chart has no birth time', () => {
    const madrid = resolvePlace('Madrid, España');
    if (!madrid.ok) throw new Error(madrid.message);
    const text = returnReading(NO_TIME, 2026, madrid.place);
    expect(words(text)).toBeGreaterThanOrEqual(500);
    expect(text).toContain('no tiene hora de nacimiento');
    clean(text);
  });
});

describe('monthly overview and event texts', { timeout: 120_000 }, () => {
  const cases = [
    ...CHARTS.map((natal, i) => monthInputs(natal, `2026-${String(1 + i * 2).padStart(2, '0')}`)),
    // Without a birth time every lunation is read by its sign: all twelve months, so all twelve signs come up.
    ...Array.from({ length: 12 }, (_, i) => monthInputs(NO_TIME, `2027-${String(i + 1).padStart(2, '0')}`)),
  ];

  it('has at least 400 words, its headings, and no repeated sentence', () => {
    for (const input of cases) {
      const text = composeMonthlyOverview(input);
      expect(words(text), input.month).toBeGreaterThanOrEqual(400);
      expect(headings(text)).toEqual([...MONTHLY_HEADINGS]);
      expect(repeated(sentences(text))).toEqual([]);
      clean(text);
    }
  });

  it('shares no sentence with the calendar texts of its own events', () => {
    for (const input of cases) {
      const overview = new Set(sentences(composeMonthlyOverview(input)));
      const shared = input.events.flatMap((e) => sentences(describeEvent(e, input.natal))).filter((s) => overview.has(s));
      expect(shared).toEqual([]);
    }
  });

  it('gives every event a text of its own kind, deterministic and grammatical', () => {
    const kinds = new Set<AstroEvent['type']>();
    for (const input of cases) {
      for (const event of input.events) {
        const text = describeEvent(event, input.natal);
        kinds.add(event.type);
        expect(text.length).toBeGreaterThan(60);
        expect(text).toBe(describeEvent(event, input.natal));
        clean(text);
        expect(repeated(sentences(text))).toEqual([]);
      }
    }
    expect([...kinds].sort()).toEqual(['aspect', 'eclipse', 'ingress', 'lunation', 'station']);
  });

  it('never repeats a sentence across one month\'s calendar (passes of one transit may share theirs)', () => {
    for (const input of cases) {
      const seen = new Map<string, string>();
      for (const event of input.events) {
        // The passes of a retrograde loop are one transit said again.
        const key = event.type === 'aspect' ? `${event.transiting}-${event.aspect}-${event.natal}` : event.utc;
        for (const sentence of sentences(describeEvent(event, input.natal))) {
          const owner = seen.get(sentence);
          expect(owner === undefined || owner === key, `${input.month}: «${sentence}»`).toBe(true);
          seen.set(sentence, key);
        }
      }
    }
  });

  it('dates the orb window in the reader\'s time zone', () => {
    const event: AstroEvent = {
      type: 'aspect', transiting: 'mars', natal: 'sun', aspect: 'trine', utc: '2026-03-02T12:00:00.000Z',
      enterUtc: '2026-03-01T02:00:00.000Z', leaveUtc: '2026-03-03T23:30:00.000Z', orb: 2,
    };
    expect(describeEvent(event, CHARTS[0])).toContain('del 1 de marzo al 3 de marzo');
    expect(describeEvent(event, CHARTS[0], { timeZone: 'America/Bogota' })).toContain('del 28 de febrero al 3 de marzo');
    expect(describeEvent(event, CHARTS[0], { timeZone: 'Asia/Tokyo' })).toContain('del 1 de marzo al 4 de marzo');
  });

  it('mentions the house of a lunation only when the birth time is known', () => {
    const withTime = cases[0].events.find((e) => e.type === 'lunation')!;
    expect(describeEvent(withTime, cases[0].natal)).toMatch(/tu casa \d+/);
    const noTime = cases.at(-1)!.events.find((e) => e.type === 'lunation')!;
    expect(describeEvent(noTime, NO_TIME)).not.toMatch(/casa/);
  });
});

describe('active transit texts', { timeout: 60_000 }, () => {
  it('describe each transit by planet pair and aspect family, with every pass of a loop', () => {
    const texts: string[] = [];
    for (const natal of CHARTS) {
      for (const transit of activeTransits(natal, new Date('2026-11-23T12:00:00Z'))) {
        const text = describeTransit(transit, natal);
        clean(text);
        expect(text).toContain(transit.applying ? 'acercándose' : 'separándose');
        if (transit.exactUtc.length > 1) expect(text).toContain(`${transit.exactUtc.length} veces`);
        texts.push(text);
      }
    }
    expect(texts.length).toBeGreaterThan(10);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('never repeat a sentence across one person\'s list of active transits', () => {
    for (const natal of CHARTS) {
      const all = activeTransits(natal, new Date('2026-06-10T12:00:00Z')).flatMap((t) => sentences(describeTransit(t, natal)));
      expect(repeated(all)).toEqual([]);
    }
  });
});
