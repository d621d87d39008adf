import { describe, expect, it } from 'vitest';
import { computeCompatibility } from '../../../astro/compatibility.ts';
import { RELATION_CATEGORIES, type CompatibilityResult, type RelationCategory } from '../../../astro/compatibility-types.ts';
import { aspectAmount, moonCertainty, overlayAmount } from '../../../astro/compatibility-score.ts';
import type { NatalChart } from '../../../contract/chart.ts';
import { splitSentences } from '../../compose-chart.ts';
import { POINT_NAME } from '../../../contract/vocabulary.ts';
import { CORPORA, callNames, composeCompatibilityReading, wordCount } from '../compose.ts';
import { CATEGORY_WORDS, pointOf } from '../corpus/points.ts';
import type { Who } from '../corpus/types.ts';
import { chart, paragraphsOf, section, sentenceKey, sentencesOf } from './fixtures.ts';

const PAIRS: [string, NatalChart, NatalChart][] = [
  ['timed pair', chart('1990-05-15', '14:30', 'Madrid, España'), chart('1988-11-02', '08:10', 'Buenos Aires, Argentina')],
  ['one untimed', chart('1975-02-27', '23:05', 'Ciudad de México'), chart('1982-07-09', null, 'Sevilla')],
  ['both untimed, Moon sign open', chart('2000-01-02', null, 'Madrid, España'), chart('1969-07-20', null, 'Lima, Perú')],
  ['close in age', chart('1993-03-03', '06:45', 'Bogotá, Colombia'), chart('1993-09-21', '19:20', 'Santiago, Chile')],
];
const NAMES = { a: 'Marta', b: 'Íñigo' };
const who = (a = NAMES.a, b = NAMES.b): Who => ({ a, b, asp: '', sa: '', sb: '' });

function readings(a: NatalChart, b: NatalChart, names = NAMES): { result: CompatibilityResult; texts: Record<RelationCategory, string> } {
  const result = computeCompatibility(a, b);
  const texts = Object.fromEntries(
    RELATION_CATEGORIES.map((category) => [category, composeCompatibilityReading(result, category, names, { a, b }).text]),
  ) as Record<RelationCategory, string>;
  return { result, texts };
}

describe('composeCompatibilityReading', () => {
  it.each(PAIRS)('%s: ≥ 350 words per category, no sentence repeated inside a reading or shared between categories', (_label, a, b) => {
    const { texts } = readings(a, b);
    const owner = new Map<string, RelationCategory>();
    for (const category of RELATION_CATEGORIES) {
      const text = texts[category];
      expect(wordCount(text), `${category}\n${text}`).toBeGreaterThanOrEqual(350);
      expect(text.length).toBeLessThan(30_000);
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

  it.each(PAIRS)('%s: opens with one plain sentence, before any number', (_label, a, b) => {
    const { texts } = readings(a, b);
    for (const category of RELATION_CATEGORIES) {
      const text = texts[category];
      expect(text.startsWith(`## ${CORPORA[category].headings.opening(who())}\n\n`)).toBe(true);
      const [summary] = paragraphsOf(text);
      expect(splitSentences(summary), summary).toHaveLength(1);
      expect(summary).toMatch(/\.$/);
      expect(summary).not.toMatch(/\d/);
      expect(summary).toContain(NAMES.a);
      expect(summary).toContain(NAMES.b);
    }
  });

  it.each(PAIRS)('%s: returns each category\'s opening sentence, the same whichever category was read, without parsing the text', (_label, a, b) => {
    const result = computeCompatibility(a, b);
    const readingsByCategory = RELATION_CATEGORIES.map((category) => composeCompatibilityReading(result, category, NAMES, { a, b }));
    const openings = Object.fromEntries(RELATION_CATEGORIES.map((category, i) => [category, paragraphsOf(readingsByCategory[i].text)[0]]));
    for (const reading of readingsByCategory) expect(reading.summaries).toEqual(openings);
    expect(new Set(Object.values(openings)).size, 'four categories, four sentences').toBe(4);
  });

  it.each(PAIRS)('%s: names the category\'s Armonía and Intensidad, the contact that moves the Armonía most, and the other three categories', (_label, a, b) => {
    const { result, texts } = readings(a, b);
    const certainty = { a: moonCertainty(a), b: moonCertainty(b) };
    for (const category of RELATION_CATEGORIES) {
      const { harmony, intensity } = result.scores[category];
      const scores = paragraphsOf(texts[category])[1];
      expect(scores).toMatch(new RegExp(`(^|\\D)${harmony}(\\D|$)`));
      expect(scores).toMatch(new RegExp(`(^|\\D)${intensity}(\\D|$)`));
      expect(scores).toContain('Armonía');
      expect(scores).toContain('Intensidad');

      // The strongest single contact, as the score counts it, is named with both its points.
      const contacts = [
        ...result.aspects.map((x) => ({ amount: aspectAmount(x, category, certainty).harmony, words: [pointOf(x.a, NAMES.a), pointOf(x.b, NAMES.b)] })),
        ...(['a', 'b'] as const).flatMap((guest) => {
          const [owner, host] = guest === 'a' ? [NAMES.a, NAMES.b] : [NAMES.b, NAMES.a];
          const map = guest === 'a' ? result.overlays.aInB : result.overlays.bInA;
          return Object.entries(map).map(([point, house]) => ({
            amount: overlayAmount({ guest, point: point as never, house }, category, certainty).harmony,
            words: [pointOf(point as never, owner), `casa de ${host}`],
          }));
        }),
      ].sort((x, y) => Math.abs(y.amount) - Math.abs(x.amount));
      for (const words of contacts[0].words) expect(scores, category).toContain(words);

      const comparison = paragraphsOf(texts[category])[2];
      for (const other of RELATION_CATEGORIES.filter((c) => c !== category && result.scores[c].harmony !== harmony)) {
        expect(comparison, `${category} → ${other}`).toContain(`${CATEGORY_WORDS[other].name} con ${result.scores[other].harmony}`);
      }
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
      const strengths = section(text, CORPORA[category].headings.strengths(who()));
      const firstParagraph = strengths.split('\n\n')[1];
      for (const point of [top.a, top.b]) expect(firstParagraph.toLowerCase()).toContain(POINT_NAME[point].toLowerCase());
    }
    expect(texts.pareja).not.toBe(texts.trabajo);
  });

  it('says so when both birth times are missing, in every category', () => {
    const [, a, b] = PAIRS[2];
    const { texts, result } = readings(a, b);
    for (const category of RELATION_CATEGORIES) {
      const options = CORPORA[category].noHousesBoth.map((text) => text(who()));
      expect(options.some((sentence) => texts[category].includes(sentence)), category).toBe(true);
    }
    const { davisonText } = composeCompatibilityReading(result, 'pareja', NAMES, { a, b });
    expect(davisonText).toContain('Sin las dos horas de nacimiento');
  });

  it('calls people by their first names, and keeps the full names only when the first names are the same', () => {
    const [, a, b] = PAIRS[0];
    const full = { a: 'Lucía Pérez Gil', b: '  Luis  Gómez ' };
    const result = computeCompatibility(a, b);
    for (const category of RELATION_CATEGORIES) {
      const reading = composeCompatibilityReading(result, category, full, { a, b });
      for (const text of [reading.text, reading.compositeText, reading.davisonText]) {
        expect(text).toContain('Lucía');
        expect(text).toContain('Luis');
        expect(text).not.toMatch(/Pérez|Gil|Gómez/);
      }
    }
    expect(callNames({ a: 'Ana López', b: 'ana Ruiz' })).toEqual({ a: 'Ana López', b: 'ana Ruiz' });
    expect(callNames({ a: 'María José Sanz', b: 'Íñigo' })).toEqual({ a: 'María', b: 'Íñigo' });
  });

  it('gives short composite and Davison readings that share no sentence', () => {
    for (const [, a, b] of PAIRS) {
      const result = computeCompatibility(a, b);
      const { compositeText, davisonText } = composeCompatibilityReading(result, 'amigos', NAMES, { a, b });
      for (const text of [compositeText, davisonText]) {
        expect(wordCount(text)).toBeGreaterThanOrEqual(60);
        expect(wordCount(text)).toBeLessThanOrEqual(160);
      }
      const composite = new Set(splitSentences(compositeText).map(sentenceKey));
      for (const sentence of splitSentences(davisonText).map(sentenceKey)) expect(composite.has(sentence)).toBe(false);
      // Both are about the relationship, the same whatever category is open.
      expect(composeCompatibilityReading(result, 'trabajo', NAMES, { a, b }).compositeText).toBe(compositeText);
    }
  });
});
