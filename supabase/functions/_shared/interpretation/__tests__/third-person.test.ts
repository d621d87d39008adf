import { describe, expect, it } from 'vitest';
import type { NatalChart } from '../../contract/chart.ts';
import { chartSectionHeadings, composeChartInterpretation, splitSentences } from '../compose-chart.ts';
import { fixtureSet, makeChart } from './fixtures.ts';
import { REAL_CHARTS } from './real-charts.ts';
import { PLACEMENTS } from '../corpus/placements/index.ts';
import { ASCENDANT } from '../corpus/placements/ascendant.ts';
import * as otherPerson from '../corpus/other-person.ts';
import { OTHER_PAIR_TEXTS } from '../corpus/aspects-other/index.ts';
import { PAIR_TEXTS } from '../corpus/aspects/index.ts';

const OTHER_ASPECT_TEXTS = Object.values(OTHER_PAIR_TEXTS).flatMap((texts) => [texts.conjunction, texts.flowing, texts.tense]);

// A chart of someone else reads in the third person. These are the parts written for it (corpus/other-person.ts,
// other-frames.ts, other-weaves.ts, the placements' third-person halves): everything outside the factor paragraphs
// of the three tiers (the intro, the summary, the unknown-time section, each tier's opening, the whole synthesis, the
// cycles, the north node and the closing) and, inside them, every placement and the Ascendant whole, the stelliums
// whole, and every aspect's own text (corpus/aspects-other) with the out-of-sign notes and the sides of the angles.

// Words that would address the chart's owner: the reader ("tú", the user) may still be spoken to ("Piensa en…",
// "puedes hacerle…"), but never as the one who was born.
// Letters, not \b: \b is ASCII-only, so it would find «ti» inside «tiñen».
const SECOND_PERSON = /(?<!\p{L})(tú|tu|tus|te|ti|contigo|naciste|nacieras|eres|estás|tienes|sientes|vives|maduras|llegas|revisas|asumes|entras|empiezas|conoces)(?!\p{L})/iu;

const charts: NatalChart[] = [
  ...fixtureSet(),
  ...Object.values(REAL_CHARTS).map((build) => build()),
  makeChart({ seed: 7, timeKnown: false, moonSignRange: ['aries', 'taurus'] }),
  makeChart({ seed: 8, timeKnown: false, moonSignRange: ['libra'] }),
  makeChart({ seed: 9, retrograde: ['venus'] }),
  makeChart({ seed: 10, retrograde: ['mercury', 'venus', 'mars'] }),
];

function sections(text: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  let current = '';
  for (const block of text.split(/\n{2,}/).map((b) => b.trim()).filter(Boolean)) {
    if (block.startsWith('## ')) {
      current = block.slice(3);
      result.set(current, []);
    } else result.set(current, [...(result.get(current) ?? []), block]);
  }
  return result;
}

/** The converted text of a third-person reading, per the list above. */
function convertedParts(text: string, known: boolean): string[] {
  const [summary, ...rest] = chartSectionHeadings(known, 'other');
  const byHeading = sections(text);
  const get = (heading: string) => byHeading.get(heading) ?? [];
  const [noTime, strongest, middle, background, synthesis, cycles, node, closing] = known ? [null, ...rest] : rest;
  const parts = [...get(''), ...get(summary), ...get(cycles as string), ...get(closing as string)];
  if (noTime) parts.push(...get(noTime));
  for (const tier of [strongest, middle, background]) parts.push(get(tier as string)[0]);
  parts.push(...get(synthesis as string), ...get(node as string));
  // Inside the factor paragraphs: the stelliums whole, and each planet's role, the chart ruler and the
  // retrograde notes sentence by sentence.
  const factors = [strongest, middle, background].flatMap((tier) => get(tier as string).slice(1));
  parts.push(...factors.filter((p) => p.startsWith('**Stellium')).map((p) => p.replace(/^\*\*.*?\*\*\s*/, '')));
  for (const paragraph of factors.filter((p) => !p.startsWith('**Stellium'))) {
    const [, title] = /^\*\*(.*?)\*\*/.exec(paragraph) ?? [];
    if (!/ (conjunción|oposición|cuadratura|trígono|sextil) /i.test(title ?? '')) {
      parts.push(paragraph.replace(/^\*\*.*?\*\*\s*/, ''));
      continue;
    }
    // An aspect: its pair's passage, and the square's or opposition's sentence after it when the pair has one.
    const passage = OTHER_ASPECT_TEXTS.find((text) => paragraph.includes(text));
    parts.push(passage ? paragraph.slice(paragraph.indexOf(passage)) : `no third-person aspect passage in: ${paragraph}`);
  }
  return parts;
}

describe('composeChartInterpretation: a chart of someone else', () => {
  it('speaks of the person in the third person in every converted part, by name', () => {
    for (const chart of charts) {
      const text = composeChartInterpretation(chart, { name: 'Mateo', perspective: 'other' });
      const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
      expect(headings).toEqual([...chartSectionHeadings(chart.timeKnown, 'other')]);
      expect(text.startsWith('Mateo nació el ')).toBe(true);
      for (const part of convertedParts(text, chart.timeKnown)) {
        expect(part, part).toBeTruthy();
        expect(part.match(SECOND_PERSON), part).toBeNull();
      }
      for (const heading of headings) expect(heading.match(SECOND_PERSON), heading).toBeNull();
    }
  });

  it('never speaks to the person as «tú» anywhere in the reading, and writes «del» and «al»', () => {
    // The whole text, frames, tensions and sides of the angles included: the reader may be addressed ("Piensa en…"),
    // the chart's owner never.
    for (const chart of charts) {
      const text = composeChartInterpretation(chart, { name: 'Mateo Ruiz', perspective: 'other' });
      for (const sentence of text.split('\n').filter((line) => line.trim() && !line.startsWith('#')).flatMap((line) => splitSentences(line))) {
        expect(sentence.match(SECOND_PERSON), sentence).toBeNull();
      }
      expect(text).not.toMatch(/(?<!\p{L})(de|a) el(?!\p{L})/iu);
      expect(text).not.toMatch(/Ruiz|[{}]|undefined|NaN|null/);
    }
  });

  it('says "esta persona" without a name, and never uses the chart title as one', () => {
    const chart = makeChart({ seed: 3 });
    for (const name of [undefined, 'Carta natal de Lima, Perú']) {
      const text = composeChartInterpretation(chart, { name, perspective: 'other' });
      expect(text.startsWith('Esta persona nació el ')).toBe(true);
      expect(text).not.toContain('Carta natal de Lima');
    }
  });

  it('keeps the reading addressed to its owner when the chart is their own', () => {
    const chart = makeChart({ seed: 3 });
    expect(composeChartInterpretation(chart, { name: 'Lucía', perspective: 'self' })).toBe(composeChartInterpretation(chart, { name: 'Lucía' }));
    expect(composeChartInterpretation(chart, { name: 'Lucía' })).toMatch(/^Lucía, naciste el /);
  });

  it('repeats no sentence across a third-person reading', () => {
    for (const chart of charts.slice(0, 20)) {
      const sentences = composeChartInterpretation(chart, { name: 'Mateo', perspective: 'other' })
        .split('\n').filter((line) => line.trim() && !line.startsWith('#'))
        .flatMap((line) => splitSentences(line)).map((s) => s.toLowerCase());
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });

  it('has a third-person text for every aspect written for the owner', () => {
    expect(Object.keys(OTHER_PAIR_TEXTS).sort()).toEqual(Object.keys(PAIR_TEXTS).sort());
    for (const [pair, texts] of Object.entries(PAIR_TEXTS)) {
      expect(Object.keys(OTHER_PAIR_TEXTS[pair]).sort(), pair).toEqual(Object.keys(texts).sort());
    }
  });

  it('has third-person passages that repeat no sentence, say «del» and «al», and stay off health, money and death', () => {
    const texts: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') texts.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect([
      Object.values(PLACEMENTS).map((corpus) => [corpus.other.sign, corpus.other.house.map((house) => house('la calma'))]), ASCENDANT.other, otherPerson,
      OTHER_PAIR_TEXTS,
    ]);
    expect(texts.length).toBeGreaterThan(550);
    const seen = new Set<string>();
    for (const text of texts) {
      expect(text, text).not.toMatch(/(?<!\p{L})(de|a) el(?!\p{L})/iu);
      expect(text, text).not.toMatch(/(?<!\p{L})(muerte|morir|muere|enfermedad|enfermar|dinero|lotería|herencia|diagnóstico)(?!\p{L})/iu);
      for (const sentence of splitSentences(text)) {
        const key = sentence.toLowerCase();
        // The two link sentences to the library are shared on purpose with the second-person frame's own.
        if (key.startsWith('lo explicamos con detalle') || key.startsWith('su ritmo completo se cuenta')) continue;
        expect(seen.has(key), sentence).toBe(false);
        seen.add(key);
      }
    }
  });
});
