import { describe, expect, it } from 'vitest';
import type { NatalChart } from '../../contract/chart.ts';
import { chartSectionHeadings, composeChartInterpretation, splitSentences } from '../compose-chart.ts';
import { fixtureSet, makeChart } from './fixtures.ts';
import { REAL_CHARTS } from './real-charts.ts';

// A chart of someone else reads in the third person. These are the parts written for it (corpus/other-person.ts):
// the intro, the summary (its keywords, house areas and aspect families too), the unknown-time section, each
// tier's opening, the synthesis' opening and the retrograde summary, the cycles, the node's opening and the
// closing; inside the factor paragraphs, each planet's role, the Ascendant and ruler leads, the modern
// co-rulers and the out-of-sign notes. The factor passages proper (signs, houses, aspects, dignities,
// retrogrades, the ruler's text, stelliums, element, modality and hemisphere texts, the dominant planet, the
// node's sign and house) are still written to "tú", which the strongest tier's opening tells the reader.

// Words that would address the chart's owner: the reader ("tú", the user) may still be spoken to ("Piensa en…",
// "puedes hacerle…"), but never as the one who was born.
const SECOND_PERSON = /\b(tú|tu|tus|te|ti|contigo|naciste|nacieras|eres|estás|tienes|sientes|vives|maduras|llegas|revisas|sueltas|asumes|entras|empiezas|conoces)\b/iu;

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
  const synthesisParagraphs = get(synthesis as string);
  // The opening paragraph's first sentences (the scoring and the balance), then the retrograde summary if any.
  parts.push(...splitSentences(synthesisParagraphs[0]).filter((s) => /^(Toca mirar|Para repartirla|Repartidos|Por modalidades)/.test(s)));
  parts.push(...synthesisParagraphs.filter((p) => /retrógrad/.test(p)));
  parts.push(get(node as string)[0]);
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
});
