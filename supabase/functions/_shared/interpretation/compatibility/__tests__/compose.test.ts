import { describe, expect, it } from 'vitest';
import { chartFromText } from '../../../astro/chart.ts';
import { computeCompatibility } from '../../../astro/compatibility.ts';
import { RELATION_CATEGORIES, type RelationCategory } from '../../../astro/compatibility-types.ts';
import { aspectAmount, moonCertainty } from '../../../astro/compatibility-score.ts';
import type { NatalChart } from '../../../contract/chart.ts';
import { splitSentences } from '../../compose-chart.ts';
import { POINT_NAME, capitalize } from '../../../contract/vocabulary.ts';
import { CORPORA, composeCompatibilityReading, wordCount } from '../compose.ts';
import {
  COMPOSITE_ASPECT, COMPOSITE_INTRO, COMPOSITE_MOON, COMPOSITE_SUN, DAVISON_ASCENDANT, DAVISON_INTRO, DAVISON_MOON,
  DAVISON_MOON_OPEN, DAVISON_NO_TIME, DAVISON_SUN,
} from '../corpus/relationship-charts.ts';
import type { Who } from '../corpus/types.ts';

function chart(date: string, time: string | null, place: string): NatalChart {
  const result = chartFromText({ date, time, place });
  if (!result.ok) throw new Error(result.message);
  return result.chart;
}

const PAIRS: [string, NatalChart, NatalChart][] = [
  ['timed pair', chart('1990-05-15', '14:30', 'Madrid, España'), chart('1988-11-02', '08:10', 'Buenos Aires, Argentina')],
  ['one untimed', chart('1975-02-27', '23:05', 'Ciudad de México'), chart('1982-07-09', null, 'Sevilla')],
  ['both untimed, Moon sign open', chart('2000-01-02', null, 'Madrid, España'), chart('1969-07-20', null, 'Lima, Perú')],
  ['close in age', chart('1993-03-03', '06:45', 'Bogotá, Colombia'), chart('1993-09-21', '19:20', 'Santiago, Chile')],
];
const NAMES = { a: 'Marta', b: 'Íñigo' };

const key = (sentence: string) => sentence.replace(/^#+\s*/, '').toLowerCase().replace(/\s+/g, ' ').trim();

function sentencesOf(text: string): string[] {
  return text.split(/\n\n+/).filter((p) => !p.startsWith('## ')).flatMap((p) => splitSentences(p)).map(key);
}

function section(text: string, heading: string): string {
  const start = text.indexOf(`## ${heading}`);
  if (start < 0) return '';
  const next = text.indexOf('\n## ', start + 3);
  return text.slice(start, next < 0 ? undefined : next);
}

describe('composeCompatibilityReading', () => {
  it.each(PAIRS)('%s: ≥ 350 words per category, no sentence repeated inside a reading or shared between categories', (_label, a, b) => {
    const result = computeCompatibility(a, b);
    const owner = new Map<string, RelationCategory>();
    for (const category of RELATION_CATEGORIES) {
      const { text } = composeCompatibilityReading(result, category, NAMES, { a, b });
      expect(wordCount(text), `${category}\n${text}`).toBeGreaterThanOrEqual(350);
      expect(text).toContain(NAMES.a);
      expect(text).toContain(NAMES.b);
      const sentences = sentencesOf(text);
      expect(new Set(sentences).size, `${category} repeats a sentence`).toBe(sentences.length);
      for (const sentence of sentences) {
        expect(owner.get(sentence), `«${sentence}» in ${category} and ${owner.get(sentence)}`).toBeUndefined();
        owner.set(sentence, category);
      }
      expect(text).not.toMatch(/(^|\s)(de|a) el\s/);
      expect(text).not.toMatch(/undefined|\$\{|NaN/);
    }
  });

  it('writes pareja and trabajo differently for the same two charts, each from its own strongest contacts', () => {
    const [, a, b] = PAIRS[0];
    const result = computeCompatibility(a, b);
    const certainty = { a: moonCertainty(a), b: moonCertainty(b) };
    const texts: Record<string, string> = {};
    for (const category of ['pareja', 'trabajo'] as const) {
      const { text } = composeCompatibilityReading(result, category, NAMES, { a, b });
      texts[category] = text;
      // The strongest harmonious major contact in this category is the first one the reading explains.
      const top = result.aspects
        .filter((x) => x.major && x.a !== 'meanNode' && x.b !== 'meanNode')
        .map((x) => ({ x, h: aspectAmount(x, category, certainty).harmony }))
        .sort((p, q) => q.h - p.h)[0].x;
      const strengths = section(text, CORPORA[category].headings.strengths({ a: NAMES.a, b: NAMES.b, asp: '' }));
      const firstParagraph = strengths.split('\n\n')[1];
      for (const point of [top.a, top.b]) expect(firstParagraph.toLowerCase()).toContain(POINT_NAME[point].toLowerCase());
    }
    expect(texts.pareja).not.toBe(texts.trabajo);
  });

  it('says so when a birth time is missing and when the Moon sign is open', () => {
    const [, a, b] = PAIRS[2];
    const result = computeCompatibility(a, b);
    for (const category of RELATION_CATEGORIES) {
      const { text } = composeCompatibilityReading(result, category, NAMES, { a, b });
      const corpus = CORPORA[category];
      expect(text).toContain(corpus.noHousesBoth({ a: NAMES.a, b: NAMES.b, asp: '' }));
      expect(text).toContain(corpus.moonUncertain({ a: NAMES.a, b: NAMES.b, asp: '' }));
    }
    const { davisonText } = composeCompatibilityReading(result, 'pareja', NAMES, { a, b });
    expect(davisonText).toContain(DAVISON_NO_TIME());
  });

  it('gives short composite and Davison readings that share no sentence', () => {
    for (const [, a, b] of PAIRS) {
      const result = computeCompatibility(a, b);
      const { compositeText, davisonText } = composeCompatibilityReading(result, 'amigos', NAMES, { a, b });
      for (const text of [compositeText, davisonText]) {
        expect(wordCount(text)).toBeGreaterThanOrEqual(60);
        expect(wordCount(text)).toBeLessThanOrEqual(160);
      }
      const composite = new Set(splitSentences(compositeText).map(key));
      for (const sentence of splitSentences(davisonText).map(key)) expect(composite.has(sentence)).toBe(false);
      // Both are about the relationship, the same whatever category is open.
      expect(composeCompatibilityReading(result, 'trabajo', NAMES, { a, b }).compositeText).toBe(compositeText);
    }
  });
});

describe('compatibility corpus', () => {
  const who: Who = { a: 'Marta', b: 'Íñigo', asp: 'un trígono' };

  /** Every passage of every category, with fixed names, labelled by where it lives. */
  function passages(): [string, string][] {
    const out: [string, string][] = [];
    for (const category of RELATION_CATEGORIES) {
      const c = CORPORA[category];
      for (const band of ['low', 'mid', 'high'] as const) out.push([`${category}/harmony/${band}`, c.harmony[band](who)], [`${category}/intensity/${band}`, c.intensity[band](who)]);
      for (const [pair, families] of Object.entries(c.pairs)) {
        for (const [family, text] of Object.entries(families)) out.push([`${category}/${pair}/${family}`, text(who)]);
      }
      for (const [point, text] of Object.entries(c.role)) out.push([`${category}/role/${point}`, text!(who)]);
      for (const [family, texts] of Object.entries(c.family)) texts.forEach((t, i) => out.push([`${category}/family/${family}/${i}`, t(who)]));
      for (const [house, text] of Object.entries(c.houses)) out.push([`${category}/house/${house}`, capitalize(text!(who, 'Venus de Marta'))]);
      out.push([`${category}/noHousesOne`, c.noHousesOne(who)], [`${category}/noHousesBoth`, c.noHousesBoth(who)], [`${category}/moon`, c.moonUncertain(who)]);
      out.push(
        [`${category}/elements/same`, c.elements.same(who, 'el fuego')],
        [`${category}/elements/complementary`, c.elements.complementary(who, 'el fuego', 'el aire')],
        [`${category}/elements/contrasting`, c.elements.contrasting(who, 'el fuego', 'el agua')],
      );
      out.push([`${category}/closing/easy`, c.closing.easy(who)], [`${category}/closing/effort`, c.closing.effort(who)]);
    }
    out.push(['composite/intro', COMPOSITE_INTRO(who)], ['davison/intro', DAVISON_INTRO(who)], ['davison/no-time', DAVISON_NO_TIME()]);
    out.push(['davison/moon-open', DAVISON_MOON_OPEN('Tauro o Géminis')]);
    for (const element of ['fire', 'earth', 'air', 'water'] as const) {
      out.push([`composite/sun/${element}`, COMPOSITE_SUN[element]('Leo')], [`composite/moon/${element}`, COMPOSITE_MOON[element]('Leo')]);
      out.push([`davison/sun/${element}`, DAVISON_SUN[element]('Leo')], [`davison/moon/${element}`, DAVISON_MOON[element]('Leo')], [`davison/asc/${element}`, DAVISON_ASCENDANT[element]('Leo')]);
    }
    for (const [family, text] of Object.entries(COMPOSITE_ASPECT)) out.push([`composite/aspect/${family}`, text('el Sol', 'la Luna')]);
    return out;
  }

  it('has every pair text for all three aspect families, in every category, with the signature pairs of each', () => {
    for (const category of RELATION_CATEGORIES) {
      const pairs = CORPORA[category].pairs;
      expect(Object.keys(pairs).length).toBeGreaterThanOrEqual(12);
      for (const families of Object.values(pairs)) expect(Object.keys(families).sort()).toEqual(['conjunction', 'flowing', 'tense']);
    }
    expect(CORPORA.pareja.pairs['venus-mars']).toBeDefined();
    expect(CORPORA.amigos.pairs['mercury-jupiter']).toBeDefined();
    expect(CORPORA.familia.pairs['moon-moon']).toBeDefined();
    expect(CORPORA.trabajo.pairs['mercury-saturn']).toBeDefined();
  });

  it('never uses one sentence twice anywhere in the corpus, so no two categories can share one', () => {
    const seen = new Map<string, string>();
    for (const [label, text] of passages()) {
      for (const sentence of splitSentences(text).map(key)) {
        expect(seen.get(sentence), `«${sentence}» in ${label} and ${seen.get(sentence)}`).toBeUndefined();
        seen.set(sentence, label);
      }
    }
    expect(seen.size).toBeGreaterThan(400);
  });

  it('writes in neutral Spanish: no vosotros, no «de el»/«a el», names never swallowed', () => {
    for (const [label, text] of passages()) {
      // Whitespace, not \b: without the u flag \b sees «enfría el» as «…a el».
      expect(text, label).not.toMatch(/(^|\s)((de|a) el|vosotros|vosotras|os une|acordad)\s/i);
      expect(text, label).toMatch(/^[¿¡«A-ZÁÉÍÓÚÑ]/);
      expect(text.trim(), label).toMatch(/[.!?»]$/);
    }
  });
});
