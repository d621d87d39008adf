import { describe, expect, it } from 'vitest';
import { chartFromText } from '../../../astro/chart.ts';
import { activeTransits, findEvents, lunarReturn, progressedMoon, solarReturn } from '../../../astro/events.ts';
import type { AstroEvent } from '../../../astro/events-types.ts';
import type { NatalChart, ResolvedPlace } from '../../../contract/chart.ts';
import { formatDegrees } from '../../../contract/vocabulary.ts';
import { resolvePlace } from '../../../astro/places.ts';
import { MONTHLY_HEADINGS, SOLAR_RETURN_HEADINGS, composeMonthlyOverview, composeSolarReturnReading, describeEvent, describeTransit } from '../index.ts';
import { TRANSIT_TEXT } from '../transit-corpus.ts';
import { FULL_MOON_IN, MOON_STAY, NEW_MOON_IN, VOID_IN_SIGN } from '../moon-corpus.ts';
import { PLANET_IN_RETURN_HOUSE } from '../return-houses.ts';
import { MOON_ASPECT, RETURN_PAIR } from '../return-aspects.ts';

function natalChart(date: string, time: string | null, place: string): NatalChart {
  const result = chartFromText({ date, time, place });
  if (!result.ok) throw new Error(result.message);
  return result.chart;
}

// Split independently of the composers' own guard, so a bug there cannot hide a repeat here.
const sentences = (text: string) =>
  text.split('\n').filter((l) => l.trim() && !l.startsWith('#')).flatMap((l) => l.split(/(?<=[.!?])\s+/)).map((s) => s.trim().toLowerCase()).filter(Boolean);
/**
 * Sentences and the clauses inside them (split at «;» and «:» too): a repeated clause reads as a repeated sentence,
 * as «basta con dar un paso sencillo para aprovecharla» did five times in one month. Clauses of fewer than three
 * words («Luna llena en Tauro, a 5°12′») are names, not sentences.
 */
const clauses = (text: string) =>
  sentences(text).flatMap((s) => s.split(/(?<=[;:])\s+/)).map((c) => c.replace(/[.;:]$/, '').trim()).filter((c) => c.split(/\s+/).length >= 3);
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

function resolved(query: string): ResolvedPlace {
  const found = resolvePlace(query);
  if (!found.ok) throw new Error(found.message);
  return found.place;
}

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

/** A seeded generator (mulberry32), so a failing chart can be found again. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const PLACES = ['Madrid, España', 'Buenos Aires, Argentina', 'Ciudad de México', 'Bogotá, Colombia', 'Lima, Perú', 'Santiago, Chile', 'Sevilla, España', 'Montevideo, Uruguay'];

/** A birth between 1920 and 2010 at a random hour in one of the places. */
function randomChart(random: () => number): NatalChart {
  const day = new Date(Date.UTC(1920, 0, 1) + Math.floor(random() * 32_872) * 86_400_000);
  const time = `${String(Math.floor(random() * 24)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}`;
  return natalChart(day.toISOString().slice(0, 10), time, PLACES[Math.floor(random() * PLACES.length)]);
}

const clean = (text: string) => {
  // Word edges by letters, accents included: «guía el» is not «a el».
  expect(text).not.toMatch(/(?<!\p{L})(?:de|a) el(?!\p{L})|undefined|NaN|\$\{/u);
};

describe('solar-return reading', { timeout: 120_000 }, () => {
  const readings = CHARTS.flatMap((natal, i) => [returnReading(natal, 2026 + i), returnReading(natal, 2031 + i)]);
  // Thirty more returns of seeded random births, a seventh of them without a birth time.
  const random = seeded(515);
  const more = Array.from({ length: 30 }, (_, i) => {
    const natal = i % 7 === 3 ? natalChart('1987-03-09', null, PLACES[i % PLACES.length]) : randomChart(random);
    const birthYear = Number(natal.input.date.slice(0, 4));
    return returnReading(natal, Math.max(birthYear + 1, 2020 + Math.floor(random() * 20)), resolved(PLACES[(i + 3) % PLACES.length]));
  });

  it('runs 1,200 to 1,500 words with its headings in order, never repeats a sentence, and fits the database', () => {
    for (const text of [...readings, ...more]) {
      expect(words(text)).toBeGreaterThanOrEqual(1200);
      expect(words(text)).toBeLessThanOrEqual(1500);
      expect(text.length).toBeLessThanOrEqual(40_000);
      expect(headings(text)).toEqual([...SOLAR_RETURN_HEADINGS]);
      expect(repeated(sentences(text))).toEqual([]);
      expect(repeated(clauses(text))).toEqual([]);
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

  it('reads every planet by its house, the Moon\'s aspects, and the Ascendant\'s ruler by sign, house and condition', () => {
    const natal = CHARTS[0];
    const solar = solarReturn(natal, 2026, natal.location);
    const text = composeSolarReturnReading({ solarReturn: solar, natal, localTime: 'x' });
    const section = (heading: string) => text.slice(text.indexOf(`## ${heading}`), text.indexOf('\n## ', text.indexOf(`## ${heading}`) + 3));
    for (const planet of ['Mercurio', 'Venus', 'Marte', 'Júpiter', 'Saturno', 'Urano', 'Neptuno', 'Plutón']) {
      const id = { Mercurio: 'mercury', Venus: 'venus', Marte: 'mars', Júpiter: 'jupiter', Saturno: 'saturn', Urano: 'uranus', Neptuno: 'neptune', Plutón: 'pluto' }[planet] as keyof typeof solar.chart.bodies;
      expect(section('Los planetas, casa por casa')).toMatch(new RegExp(`${planet} en la casa ${solar.chart.bodies[id].house}\\b`));
    }
    // Madrid 2026: Gemini rises, so Mercury rules the year; it stands in Taurus, in the 12th, peregrine.
    expect(section('El tono del año: Ascendente y regente')).toContain('Mercurio, regente de ese Ascendente y guía del año, está en Tauro, en la casa 12 de la revolución.');
    expect(section('El tono del año: Ascendente y regente')).toContain('No tiene dignidad ni debilidad en ese signo');
    expect(section('Los aspectos de la Luna')).toContain('**Cuadratura con Plutón, a 3°37′.**');
  });

  it('names the tension where the year\'s themes pull apart: a 12th-house Sun under an Ascendant that exposes', () => {
    // The editor's case: «año de cierre… retiro» beside «se te verá», now read together.
    const text = returnReading(CHARTS[0], 2026);
    const themes = text.slice(text.indexOf('## Cómo encajan los temas del año'), text.indexOf('## Para llevarte'));
    expect(themes).toContain('El Sol en la casa 12');
    expect(themes).toContain('piden retiro y trabajo interior, mientras que el Ascendente del año sobre tu casa 10 natal');
    expect(themes).toContain('piden visibilidad y vida pública');
    expect(themes).toContain('Las dos corrientes no se anulan: se ordenan en el tiempo.');
    expect(text).toContain('se te verá por lo que haces');
  });

  it('is deterministic', () => {
    expect(returnReading(CHARTS[1], 2027)).toBe(returnReading(CHARTS[1], 2027));
  });

  it('says what a missing birth time leaves uncertain', () => {
    const text = returnReading(NO_TIME, 2026, resolved('Madrid, España'));
    expect(words(text)).toBeGreaterThanOrEqual(1200);
    expect(text).toContain('no tiene hora de nacimiento');
    expect(text).toContain('el instante real del regreso puede variar hasta medio día');
    expect(text).toContain('Sin la hora de nacimiento, los ángulos de esta revolución pueden desplazarse muchos grados');
    clean(text);
  });
});

describe('the premium corpora', () => {
  const corpus: string[] = [
    ...Object.values(TRANSIT_TEXT).flatMap((points) => Object.values(points).flatMap((families) => Object.values(families))),
    ...Object.values(MOON_STAY), ...Object.values(VOID_IN_SIGN), ...Object.values(NEW_MOON_IN), ...Object.values(FULL_MOON_IN),
    ...Object.values(PLANET_IN_RETURN_HOUSE).flat(),
    ...Object.values(MOON_ASPECT).flatMap((families) => Object.values(families)),
    ...Object.values(RETURN_PAIR).flatMap((families) => Object.values(families)),
  ];

  it('never says one sentence or clause twice, across the transit, Moon and return texts', () => {
    expect(corpus.length).toBeGreaterThan(324 + 48 + 96 + 27 + 90);
    expect(repeated(corpus.flatMap((text) => clauses(text)))).toEqual([]);
  });

  it('addresses the reader without «-o o -a» hedging and with the contractions Spanish asks for', () => {
    for (const text of corpus) {
      expect(text).not.toMatch(/\b(\p{L}+)os? o \1as?\b|\b\p{L}+o\/a\b|\p{L}\(a\)/u);
      clean(text);
    }
  });
});

describe('monthly overview and event texts', { timeout: 120_000 }, () => {
  const cases = [
    ...CHARTS.map((natal, i) => monthInputs(natal, `2026-${String(1 + i * 2).padStart(2, '0')}`)),
    // Without a birth time every lunation is read by its sign: all twelve months, so all twelve signs come up.
    ...Array.from({ length: 12 }, (_, i) => monthInputs(NO_TIME, `2027-${String(i + 1).padStart(2, '0')}`)),
  ];

  it('has at least 400 words, its headings, and no sentence or clause said twice', () => {
    for (const input of cases) {
      const text = composeMonthlyOverview(input);
      expect(words(text), input.month).toBeGreaterThanOrEqual(400);
      expect(headings(text)).toEqual([...MONTHLY_HEADINGS]);
      expect(repeated(sentences(text))).toEqual([]);
      expect(repeated(clauses(text)), input.month).toEqual([]);
      clean(text);
    }
  });

  it('lays the month out week by week, Monday to Sunday in the reader\'s zone, each week with its events', () => {
    const input = { ...monthInputs(CHARTS[0], '2026-03'), timeZone: 'Europe/Madrid' };
    const text = composeMonthlyOverview(input);
    const weeks = text.slice(text.indexOf('## Semana a semana'), text.indexOf('## Tu ritmo interior'));
    // March 2026 starts on a Sunday: that lone day joins the first full week.
    expect([...weeks.matchAll(/^### (.+)$/gm)].map((m) => m[1])).toEqual([
      'Del 1 al 8 de marzo', 'Del 9 al 15 de marzo', 'Del 16 al 22 de marzo', 'Del 23 al 31 de marzo',
    ]);
    // The total lunar eclipse of 3 March (11:33 UT), Mercury turning direct on the 20th, and the days in Madrid time.
    expect(weeks).toMatch(/eclipse de Luna en Virgo, con la Luna llena del martes 3/);
    expect(weeks).toMatch(/la estación directa de Mercurio del viernes 20/);
    expect(weeks).toMatch(/La Luna entra en Virgo, Libra y Escorpio/);
    // A void of course that starts at 23:22 UT on the 5th starts at 00:22 on Friday the 6th in Madrid.
    expect(weeks).toContain('empieza el viernes 6 a las 00:22');
    const bogota = composeMonthlyOverview({ ...input, timeZone: 'America/Bogota' });
    expect(bogota).toContain('empieza el jueves 5 a las 18:22');
  });

  // 12 months × 3 charts: the whole report (the overview and every event's text) says no sentence or clause more
  // than twice, the passes of one retrograde loop counted as one; the overview never twice.
  const year = CHARTS.slice(0, 3).flatMap((natal) => Array.from({ length: 12 }, (_, i) => ({ ...monthInputs(natal, `2026-${String(i + 1).padStart(2, '0')}`), timeZone: 'America/Mexico_City' })));

  it('never says a sentence more than twice in a month\'s whole report, nor twice in its overview (12 months × 3 charts)', () => {
    let worst = 0;
    for (const input of year) {
      const owners = new Map<string, Set<string>>();
      const own = (clause: string, owner: string) => owners.set(clause, (owners.get(clause) ?? new Set()).add(owner));
      const overview = composeMonthlyOverview(input);
      expect(repeated(clauses(overview)), input.month).toEqual([]);
      clauses(overview).forEach((clause, i) => own(clause, `overview-${i}`));
      input.events.forEach((event, i) => {
        const owner = event.type === 'aspect' ? `${event.transiting}-${event.aspect}-${event.natal}` : String(i);
        for (const clause of clauses(describeEvent(event, input.natal, { timeZone: input.timeZone }))) own(clause, owner);
      });
      const counts = [...owners].map(([clause, set]) => ({ clause, times: set.size }));
      worst = Math.max(worst, ...counts.map((c) => c.times));
      expect(counts.filter((c) => c.times > 2), `${input.natal.input.date} ${input.month}`).toEqual([]);
      expect(input.events.filter((e) => e.type === 'void-of-course').length).toBeGreaterThanOrEqual(12);
      expect(input.events.filter((e) => e.type === 'ingress' && e.body === 'moon').length).toBeGreaterThanOrEqual(12);
    }
    expect(worst).toBeLessThanOrEqual(2);
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
    expect([...kinds].sort()).toEqual(['aspect', 'eclipse', 'ingress', 'lunation', 'station', 'void-of-course']);
  });

  it('never says a sentence more than twice in one month\'s calendar (passes of one loop excepted)', () => {
    for (const input of cases) {
      const counts = new Map<string, Set<string>>();
      input.events.forEach((event, i) => {
        // The passes of a retrograde loop are one transit said again.
        const key = event.type === 'aspect' ? `${event.transiting}-${event.aspect}-${event.natal}` : String(i);
        for (const clause of clauses(describeEvent(event, input.natal))) counts.set(clause, (counts.get(clause) ?? new Set()).add(key));
      });
      const over = [...counts].filter(([, owners]) => owners.size > 2).map(([clause]) => clause);
      expect(over, input.month).toEqual([]);
    }
  });

  it('dates the orb window in the reader\'s time zone', () => {
    const event: AstroEvent = {
      type: 'aspect', transiting: 'mars', natal: 'sun', aspect: 'trine', utc: '2026-03-02T12:00:00.000Z',
      enterUtc: '2026-03-01T02:00:00.000Z', leaveUtc: '2026-03-03T23:30:00.000Z', orb: 2,
    };
    expect(describeEvent(event, CHARTS[0])).toContain('del 1 al 3 de marzo');
    expect(describeEvent(event, CHARTS[0], { timeZone: 'America/Bogota' })).toContain('del 28 de febrero al 3 de marzo');
    expect(describeEvent(event, CHARTS[0], { timeZone: 'Asia/Tokyo' })).toContain('del 1 al 4 de marzo');
  });

  it('mentions the house of a lunation only when the birth time is known', () => {
    const withTime = cases[0].events.find((e) => e.type === 'lunation')!;
    expect(describeEvent(withTime, cases[0].natal)).toMatch(/tu casa \d+/);
    const noTime = cases.at(-1)!.events.find((e) => e.type === 'lunation')!;
    expect(describeEvent(noTime, NO_TIME)).not.toMatch(/casa/);
  });
});

describe('active transit texts', { timeout: 120_000 }, () => {
  it('describe each transit by planet pair and aspect family, with every pass of its cycle', () => {
    const texts: string[] = [];
    for (const natal of CHARTS) {
      for (const transit of activeTransits(natal, new Date('2026-11-23T12:00:00Z'))) {
        const text = describeTransit(transit, natal);
        clean(text);
        expect(text).toContain(transit.applying ? 'acercándose' : 'separándose');
        if (transit.passes.length > 1) expect(text).toMatch(/llega en (dos|tres|cuatro|cinco|seis|\d+) pasos/);
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

  it('tells the issue\'s cases: a pass that turns back short of exact, and a loop whose windows are each its own', () => {
    const natal = CHARTS[0];
    // Saturn conjoins 6°22′ Aries in April 2026 and comes back in the autumn, turning direct 1°34′ short of it.
    const saturn = { ...natal, bodies: { ...natal.bodies, sun: { ...natal.bodies.sun, longitude: 6 + 22 / 60 } } };
    const conjunction = activeTransits(saturn, new Date('2026-12-10T00:00:00Z')).find((t) => t.transiting === 'saturn' && t.natal === 'sun')!;
    const text = describeTransit(conjunction, saturn, { timeZone: 'Europe/Madrid' });
    expect(text).toContain('llega en dos pasos. El primero, del 22 de marzo al 24 de abril, se perfeccionó el 7 de abril.');
    expect(text).toMatch(/El segundo, el de ahora, va del 18 de noviembre de 2026 al 2 de enero de 2027: Saturno se acerca hasta 1°34′ y se aleja sin llegar a la exactitud/);
    // Uranus square the Ascendant: three windows, each with its own perfection, the third one next year.
    const uranus = activeTransits(natal, new Date('2026-11-23T12:00:00Z')).find((t) => t.transiting === 'uranus')!;
    expect(describeTransit(uranus, natal, { timeZone: 'Europe/Madrid' })).toContain(
      'El primero, del 2 de junio al 5 de agosto, se perfeccionó el 29 de junio. El segundo, el de ahora, va del 17 de octubre de 2026 al 6 de enero de 2027 y se perfecciona el 26 de noviembre. El tercero, del 13 de marzo al 16 de mayo de 2027, se perfeccionará el 19 de abril de 2027.',
    );
  });

  /** Every date the text names, as written: day, month and the year if it carries one. */
  const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
  function namedDates(text: string): { day: number; month: number; year: number | null }[] {
    const found: { day: number; month: number; year: number | null }[] = [];
    const month = `(${MONTHS.join('|')})`;
    // 'del 3 al 8 de marzo (de 2027)': the first day borrows the second's month and year.
    const compact = new RegExp(`del (\\d{1,2}) al (\\d{1,2}) de ${month}(?: de (\\d{4}))?`, 'g');
    let rest = text.replace(compact, (_, a, b, m, y) => {
      for (const day of [a, b]) found.push({ day: Number(day), month: MONTHS.indexOf(m) + 1, year: y ? Number(y) : null });
      return '';
    });
    // 'del 13 de marzo al 16 de mayo de 2027': the first date borrows the year.
    const sharedYear = new RegExp(`del (\\d{1,2}) de ${month} al (\\d{1,2}) de ${month} de (\\d{4})`, 'g');
    rest = rest.replace(sharedYear, (_, d1, m1, d2, m2, y) => {
      found.push({ day: Number(d1), month: MONTHS.indexOf(m1) + 1, year: Number(y) }, { day: Number(d2), month: MONTHS.indexOf(m2) + 1, year: Number(y) });
      return '';
    });
    for (const m of rest.matchAll(new RegExp(`(\\d{1,2}) de ${month}(?: de (\\d{4}))?`, 'g'))) {
      found.push({ day: Number(m[1]), month: MONTHS.indexOf(m[2]) + 1, year: m[3] ? Number(m[3]) : null });
    }
    return found;
  }

  it('property: every date carries its year unless it is this year, and each pass names its own window and perfections', () => {
    const random = seeded(1723);
    const zones = ['Europe/Madrid', 'America/Mexico_City', 'America/Bogota', 'America/Argentina/Buenos_Aires', 'Pacific/Auckland'];
    let checked = 0;
    let unperfected = 0;
    let loops = 0;
    for (let i = 0; i < 36; i += 1) {
      const natal = randomChart(random);
      const now = new Date(Date.UTC(1960, 0, 1) + random() * (Date.UTC(2120, 0, 1) - Date.UTC(1960, 0, 1)));
      const timeZone = zones[i % zones.length];
      const zoned = (iso: string) => {
        const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(new Date(iso)).map((p) => [p.type, Number(p.value)]));
        return { day: parts.day, month: parts.month, year: parts.year };
      };
      const thisYear = zoned(now.toISOString()).year;
      for (const transit of activeTransits(natal, now)) {
        const text = describeTransit(transit, natal, { timeZone });
        clean(text);
        checked += 1;
        if (transit.passes.length > 1) loops += 1;
        // Every date written resolves to one of the transit's own dates, with its year written exactly when it is
        // not this year.
        const known = transit.passes.flatMap((p) => [p.enterUtc, p.leaveUtc, p.closestUtc, ...p.exactUtc]).filter((d): d is string => d !== null).map(zoned);
        for (const date of namedDates(text)) {
          const match = known.find((k) => k.day === date.day && k.month === date.month && (date.year === null ? k.year === thisYear : k.year === date.year));
          expect(match, `${JSON.stringify(date)} in «${text}»`).toBeDefined();
          // This year is written only where a span crosses into another year that is written too.
          if (date.year === thisYear) expect(text).toMatch(new RegExp(`del ${date.day} de ${MONTHS[date.month - 1]} de ${thisYear} al \\d+ de \\p{L}+ de (?!${thisYear})\\d{4}`, 'u'));
        }
        // Each pass's sentence holds its own window and its own perfections, and they lie inside that window.
        const passSentences = transit.passes.length === 1
          ? [text]
          : text.split(/(?<=\.) (?=El (?:primero|segundo|tercero|cuarto|quinto|sexto|séptimo|octavo|paso número \d+),)/).slice(1);
        expect(passSentences, text).toHaveLength(transit.passes.length);
        transit.passes.forEach((pass, p) => {
          const sentence = passSentences[p];
          const dates = namedDates(sentence);
          const named = (iso: string) => {
            const z = zoned(iso);
            return dates.some((d) => d.day === z.day && d.month === z.month && (d.year ?? thisYear) === z.year);
          };
          if (pass.enterUtc) expect(named(pass.enterUtc), sentence).toBe(true);
          if (pass.leaveUtc) expect(named(pass.leaveUtc), sentence).toBe(true);
          for (const exact of pass.exactUtc) {
            expect(named(exact), sentence).toBe(true);
            expect(pass.enterUtc === null || pass.enterUtc < exact).toBe(true);
            expect(pass.leaveUtc === null || exact < pass.leaveUtc).toBe(true);
          }
          if (!pass.exactUtc.length) {
            unperfected += 1;
            expect(sentence).toMatch(new RegExp(`se acerc(a|ó|ará) hasta ${formatDegrees(pass.closestOrb)}`));
            expect(sentence).toMatch(/se alej(a|ó)|volverá a alejarse/);
          }
        });
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(loops).toBeGreaterThan(10);
    expect(unperfected).toBeGreaterThan(0);
  });
});
