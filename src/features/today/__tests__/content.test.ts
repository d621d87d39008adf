import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  MAJOR_ASPECTS, NATAL_POINTS, TRANSITING_BODIES, type MoonPhaseName, type SignId,
} from '@core/astro/events-types';
import { ASPECT_NAME, POINT_NAME } from '@core/contract/vocabulary';
import { MOON_SIGN_HOUSE } from '../content/moon-sign-house';
import { MOON_PHASE_SIGN } from '../content/moon-phase-sign';
import { PRACTICES_BY_HOUSE, PRACTICES_BY_PHASE, dayNumber, practiceFor, type Practice } from '../content/practices';
import { transitLine } from '../content/transit-line';
import { NO_RETROGRADES, RETROGRADE_NOTE } from '../content/sky-notes';

// Hoy's texts as a corpus: every combination written, no sentence said twice, every practice short, real and from
// an article that exists, and the rotations deterministic and never the same two days running.

const SIGNS: SignId[] = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];
const PHASES: MoonPhaseName[] = ['Luna nueva', 'Luna creciente', 'Cuarto creciente', 'Gibosa creciente', 'Luna llena', 'Gibosa menguante', 'Cuarto menguante', 'Luna menguante'];
const LIBRARY = join(import.meta.dirname, '../../../content/library');

const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[¿¡«\p{Lu}])/u);
const moonTexts = [
  ...SIGNS.flatMap((sign) => MOON_SIGN_HOUSE[sign].map((text, i) => ({ key: `${sign} casa ${i + 1}`, text }))),
  ...SIGNS.flatMap((sign) => PHASES.map((phase) => ({ key: `${phase} en ${sign}`, text: MOON_PHASE_SIGN[sign][phase] }))),
];
const allPractices: { key: string; practice: Practice }[] = [
  ...PRACTICES_BY_HOUSE.flatMap((pool, i) => pool.map((practice) => ({ key: `casa ${i + 1}`, practice }))),
  ...PHASES.flatMap((phase) => PRACTICES_BY_PHASE[phase].map((practice) => ({ key: phase, practice }))),
];

function repeated(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item) ? true : (seen.add(item), false)));
}

/** Consecutive calendar dates from `from`. */
function dates(from: string, count: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

describe("the Moon's texts", () => {
  it('covers the 144 pairs of sign and natal house and the 96 pairs of phase and sign', () => {
    expect(Object.keys(MOON_SIGN_HOUSE).sort()).toEqual([...SIGNS].sort());
    expect(Object.keys(MOON_PHASE_SIGN).sort()).toEqual([...SIGNS].sort());
    for (const sign of SIGNS) {
      expect(MOON_SIGN_HOUSE[sign], sign).toHaveLength(12);
      expect(Object.keys(MOON_PHASE_SIGN[sign]).sort(), sign).toEqual([...PHASES].sort());
    }
    expect(moonTexts).toHaveLength(240);
  });

  it('keeps each one to at most two sentences that end as sentences do', () => {
    for (const { key, text } of moonTexts) {
      expect(text.trim(), key).toBe(text);
      expect(sentences(text).length, `${key}: ${text}`).toBeLessThanOrEqual(2);
      expect(text, key).toMatch(/^[¿¡\p{Lu}].*[.!?]$/u);
      expect(text.length, key).toBeLessThanOrEqual(260);
    }
  });

  it('never says the same sentence twice across the 240', () => {
    expect(repeated(moonTexts.flatMap(({ text }) => sentences(text)))).toEqual([]);
  });

  it('names the sign each text is about, and the house it reads the sign through', () => {
    const signName: Record<SignId, string> = {
      aries: 'Aries', taurus: 'Tauro', gemini: 'Géminis', cancer: 'Cáncer', leo: 'Leo', virgo: 'Virgo', libra: 'Libra',
      scorpio: 'Escorpio', sagittarius: 'Sagitario', capricorn: 'Capricornio', aquarius: 'Acuario', pisces: 'Piscis',
    };
    for (const sign of SIGNS) {
      MOON_SIGN_HOUSE[sign].forEach((text, i) => {
        expect(text, `${sign} ${i + 1}`).toContain(signName[sign]);
        expect(text, `${sign} ${i + 1}`).toMatch(new RegExp(`tu casa ${i + 1}(?!\\d)`));
      });
      for (const phase of PHASES) {
        const text = MOON_PHASE_SIGN[sign][phase];
        expect(text, `${phase} ${sign}`).toContain(signName[sign]);
      }
    }
  });
});

describe('the words Hoy uses', () => {
  const everything = [
    ...moonTexts.map(({ text }) => text),
    ...allPractices.flatMap(({ practice }) => [practice.title, ...practice.steps]),
    ...Object.values(RETROGRADE_NOTE), NO_RETROGRADES,
  ];

  it('addresses the reader without a gender and in words shared by Spain and Latin America', () => {
    const masculineReader =
      /(?<!\p{L})(?:te\s+(?:sientes|notas|quedas|ves|pones)|estás|estés|eres|seas|sentirte|quedarte|siéntate|quédate)\s+(?:(?:muy|más|tan|algo)\s+)?(?:\p{L}+(?:ado|ido)|cansado|cómodo|tranquilo|nervioso|quieto|solo|vacío|seguro|inseguro|listo|atento|dispuesto|perfecto|despierto|contento)(?!\p{L})|(?<!\p{L})t[iíu]\s+mismo(?!\p{L})|(?<!\p{L})(\p{L}+)o o \1a(?!\p{L})/giu;
    const spainOnly = /(?<!\p{L})(?:m[oó]vil|ordenador|coche|conduc(?:ir|es)|apetec\p{L}*|apetez\p{L}*|gafas|coger|cog[eií]\p{L}*|vosotr\p{L}+|vale[,.!])(?!\p{L})/giu;
    expect(everything.flatMap((text) => text.match(masculineReader) ?? [])).toEqual([]);
    expect(everything.flatMap((text) => text.match(spainOnly) ?? [])).toEqual([]);
    // «carta» means both the natal chart and the tarot card on this screen; the texts say neither.
    expect(everything.filter((text) => /(?<!\p{L})carta(?!\p{L})/iu.test(text))).toEqual([]);
  });

  it('writes «del» and «al», never «de el» or «a el»', () => {
    expect(everything.filter((text) => /(?<!\p{L})(?:de|a) el(?!\p{L})/iu.test(text))).toEqual([]);
  });
});

describe("the day's practice", () => {
  it('offers three for every natal house and three for every phase', () => {
    expect(PRACTICES_BY_HOUSE).toHaveLength(12);
    for (const pool of PRACTICES_BY_HOUSE) expect(pool).toHaveLength(3);
    expect(Object.keys(PRACTICES_BY_PHASE).sort()).toEqual([...PHASES].sort());
    for (const phase of PHASES) expect(PRACTICES_BY_PHASE[phase], phase).toHaveLength(3);
    expect(allPractices).toHaveLength(60);
  });

  it('is a two-minute practice: a short title and two to four short steps, none repeated', () => {
    for (const { key, practice } of allPractices) {
      expect(practice.title.length, `${key}: ${practice.title}`).toBeLessThanOrEqual(40);
      expect(practice.steps.length, `${key}: ${practice.title}`).toBeGreaterThanOrEqual(2);
      expect(practice.steps.length, `${key}: ${practice.title}`).toBeLessThanOrEqual(4);
      for (const step of practice.steps) {
        expect(step, practice.title).toMatch(/^[¿¡«\p{Lu}].*[.!?»]$/u);
        expect(step.split(/\s+/).length, `${practice.title}: ${step}`).toBeLessThanOrEqual(26);
      }
      // Read aloud at a calm pace, the steps leave time to do them within two minutes.
      expect(practice.steps.join(' ').split(/\s+/).length, practice.title).toBeLessThanOrEqual(60);
    }
    expect(repeated(allPractices.map(({ practice }) => practice.title))).toEqual([]);
    expect(repeated(allPractices.flatMap(({ practice }) => practice.steps))).toEqual([]);
  });

  it('links only to library articles that exist, under their own titles', () => {
    const categories = ['astrologia', 'advaita-vedanta', 'budismo', 'psicologia', 'yoga-sutras'];
    for (const { practice } of allPractices) {
      const category = categories.find((c) => existsSync(join(LIBRARY, c, `${practice.article.slug}.md`)));
      expect(category, practice.article.slug).toBeDefined();
      const file = readFileSync(join(LIBRARY, category!, `${practice.article.slug}.md`), 'utf8');
      expect(file, practice.article.slug).toContain(`title: "${practice.article.title}"`);
    }
  });

  it('rotates by date: the same on every device, never the same two days running in one house or phase', () => {
    const year = dates('2026-01-01', 366);
    for (let house = 1; house <= 12; house += 1) {
      const picked = year.map((date) => practiceFor({ house, phase: 'Luna llena' }, date));
      for (let i = 1; i < picked.length; i += 1) expect(picked[i], `casa ${house}, ${year[i]}`).not.toBe(picked[i - 1]);
      expect(new Set(picked).size, `casa ${house}`).toBe(3);
      expect(picked.every((p) => PRACTICES_BY_HOUSE[house - 1].includes(p))).toBe(true);
    }
    for (const phase of PHASES) {
      const picked = year.map((date) => practiceFor({ house: null, phase }, date));
      for (let i = 1; i < picked.length; i += 1) expect(picked[i], `${phase}, ${year[i]}`).not.toBe(picked[i - 1]);
      expect(new Set(picked).size, phase).toBe(3);
    }
    expect(practiceFor({ house: 4, phase: 'Luna nueva' }, '2026-03-01')).toBe(practiceFor({ house: 4, phase: 'Luna llena' }, '2026-03-01'));
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2026-03-29') - dayNumber('2026-03-28')).toBe(1);
  });
});

describe("the line for the day's tightest transit", () => {
  const every = TRANSITING_BODIES.flatMap((transiting) =>
    MAJOR_ASPECTS.flatMap((aspect) => NATAL_POINTS.map((natal) => ({ transiting, aspect, natal, orb: 0.4, applying: true }))),
  );

  it('names the planet, the aspect and the natal point in one sentence', () => {
    for (const transit of every) {
      for (const date of ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04']) {
        const line = transitLine(transit, date);
        const where = `${transit.transiting} ${transit.aspect} ${transit.natal}: ${line}`;
        expect(line, where).toContain(POINT_NAME[transit.transiting]);
        expect(line, where).toContain(ASPECT_NAME[transit.aspect]);
        expect(line, where).toContain(`tu ${POINT_NAME[transit.natal]}`);
        expect(sentences(line), where).toHaveLength(1);
        expect(line, where).toMatch(/^\p{Lu}.+[^.]\.$/u);
        expect(line, where).not.toMatch(/(?<!\p{L})(?:de|a) el(?!\p{L})|\s[,.;:]|\s{2}/u);
        expect(line.match(/(?<!\p{L})hoy(?!\p{L})/giu)?.length ?? 0, where).toBeLessThanOrEqual(1);
      }
    }
  });

  it('reads differently from one day to the next for the same transit', () => {
    for (const transit of every) {
      const lines = new Set(dates('2026-05-01', 14).map((date) => transitLine(transit, date)));
      expect(lines.size, `${transit.transiting} ${transit.aspect} ${transit.natal}`).toBeGreaterThanOrEqual(4);
    }
  });

  it('gives each planet and aspect family its own request', () => {
    // Lines for one natal point, with the planet's name and the aspect's wording masked: what is left is the shape
    // and the request, and no two planets, nor two families of one planet, may share one.
    const planets = TRANSITING_BODIES.map((body) => POINT_NAME[body]).join('|');
    const mask = (line: string) =>
      line
        .replace(new RegExp(`(?:[Ee]l )?(?:${planets})(?!\\p{L})`, 'gu'), 'P')
        .replace(/(?:de la|del) \p{L}+ exact[ao] (?:con|a) /gu, 'DE ASPECTO ')
        .replace(/en \p{L}+ (?:con|a) tu /gu, 'EN ASPECTO tu ');
    const owners = new Map<string, Set<string>>();
    for (const transiting of TRANSITING_BODIES) {
      for (const aspect of ['conjunction', 'square', 'trine'] as const) {
        for (const date of dates('2026-05-01', 60)) {
          const masked = mask(transitLine({ transiting, aspect, natal: 'midheaven', orb: 0.4, applying: true }, date));
          owners.set(masked, (owners.get(masked) ?? new Set()).add(`${transiting} ${aspect}`));
        }
      }
    }
    expect([...owners].filter(([, who]) => who.size > 1)).toEqual([]);
    // Every planet and family shows both of its requests and all four shapes within two months.
    expect(owners.size).toBeGreaterThan(TRANSITING_BODIES.length * 3 * 6);
  });

  it('says when a transit is exact today instead of «a 0°00′»', () => {
    for (const date of dates('2026-05-01', 20)) {
      expect(transitLine({ transiting: 'saturn', aspect: 'square', natal: 'sun', orb: 0.001, applying: false }, date)).not.toContain('0°00′');
    }
  });
});
