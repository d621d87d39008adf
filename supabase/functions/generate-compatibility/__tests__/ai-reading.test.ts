import { describe, expect, it } from 'vitest';
import { checkAiText } from '../../_shared/interpretation/ai-checks.ts';
import { CHART_SECTION_HEADINGS } from '../../_shared/interpretation/compose-chart.ts';
import { validateAiChartText } from '../../_shared/interpretation/chart-facts.ts';
import { validateAiCompatibilityText } from '../ai-reading.ts';

// One set of checks for every AI rewrite: what one reading refuses, the other refuses too. Each validator adds
// only its own rules (the natal chart's headings in order; the compatibility's headings and both names).

const NAMES = { a: 'Marta', b: 'Íñigo' };
const paragraph = 'Marta e Íñigo encuentran en su vínculo una conversación que se renueva con los años y con paciencia. ';
const natal = CHART_SECTION_HEADINGS.map((heading) => `## ${heading}\n\n${paragraph.repeat(3)}`).join('\n\n');
const compatibility = ['Lo que los une', 'Lo que piden', 'Cómo crecer'].map((heading) => `## ${heading}\n\n${paragraph.repeat(7)}`).join('\n\n');

const refusals: [string, (text: string) => string, RegExp][] = [
  ['an HTML tag', (text) => `${text}\n<b>hola</b>`, /HTML/],
  ['an escaped script', (text) => `${text}\n&lt;script&gt;`, /HTML/],
  ['English boilerplate', (text) => `Of course! ${text}`, /English/],
  ['the English name of the other reading', (text) => `${text}\nYour natal chart and your compatibility.`, /English/],
  ['English prose', (text) => `${text}\n${'The two of you are warm with this and that. '.repeat(3)}`, /English/],
  ['a death foretold, the word last in its sentence', (text) => `${text}\nNadie sabe cuándo morirá.`, /predicts/],
  ['money foretold', (text) => `${text}\nEl año que viene ganarán mucho dinero.`, /predicts/],
  ['a relationship condemned', (text) => `${text}\nEstán condenados a separarse.`, /predicts/],
];

describe('the AI checks every reading shares', () => {
  it('accepts both sound readings', () => {
    expect(validateAiChartText(natal)).toBe(true);
    expect(validateAiCompatibilityText(compatibility, NAMES)).toBe(true);
  });

  it.each(refusals)('both refuse %s', (_what, plant, reason) => {
    expect(validateAiChartText(plant(natal))).toMatch(reason);
    expect(validateAiCompatibilityText(plant(compatibility), NAMES)).toMatch(reason);
  });

  it('holds each reading to its own length and refuses what is not text', () => {
    expect(checkAiText('x'.repeat(1_999), { minChars: 2_000, maxChars: 12_000 })).toMatch(/too short/);
    expect(checkAiText('x'.repeat(12_001), { minChars: 2_000, maxChars: 12_000 })).toMatch(/too long/);
    expect(checkAiText(null, { minChars: 0, maxChars: 10 })).toBe('not text');
  });

  it('keeps each reading\'s own rules', () => {
    expect(validateAiCompatibilityText(compatibility.replaceAll('Íñigo', 'Iker'), NAMES)).toBe('does not name Íñigo');
    expect(validateAiChartText(`${compatibility}\n\n${paragraph.repeat(5)}`)).toMatch(/missing or misplaced heading/);
  });
});
