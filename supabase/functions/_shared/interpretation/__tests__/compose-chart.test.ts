import { describe, expect, it } from 'vitest';
import type { NatalChart } from '../../astro/types.ts';
import {
  CHART_SECTION_HEADINGS, CHART_SECTION_HEADINGS_NO_TIME, chartSectionHeadings, composeChartInterpretation, dedupeParagraphs,
  selectAspects,
} from '../compose-chart.ts';
import { validateAiChartText } from '../chart-facts.ts';
import { PLANETS, POINT_NAME, SIGN_NAME } from '../names.ts';
import { fixtureSet, makeChart } from './fixtures.ts';

// Independent of the composer's own splitter, so a dedupe bug there cannot hide a repeat here.
function sentencesOf(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .flatMap((line) => line.split(/(?<=[.!?»])\s+/))
    .map((sentence) => sentence.trim().toLowerCase())
    .filter(Boolean);
}

function headingsOf(text: string): string[] {
  return [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
}

function paragraphs(text: string): string[] {
  return text.split(/\n{2,}/).filter((block) => block.trim() && !block.startsWith('#'));
}

const charts = fixtureSet();

describe('composeChartInterpretation', () => {
  it('covers every planet in every sign and house across the fixtures', () => {
    for (const planet of PLANETS) {
      expect(new Set(charts.map((chart) => chart.bodies[planet].sign)).size, planet).toBe(12);
      expect(new Set(charts.filter((c) => c.timeKnown).map((chart) => chart.bodies[planet].house)).size, planet).toBe(12);
    }
  });

  it('never repeats a sentence, in any fixture', () => {
    for (const [index, chart] of charts.entries()) {
      const sentences = sentencesOf(composeChartInterpretation(chart));
      const repeated = sentences.filter((sentence, i) => sentences.indexOf(sentence) !== i);
      expect(repeated, `fixture ${index}`).toEqual([]);
    }
  });

  it('drops repeated sentences, ignoring case and emphasis, and the paragraphs they empty', () => {
    const seen = new Set<string>();
    const first = dedupeParagraphs(['Tu Sol está en Leo. Brillas al crear.', '**Brillas al crear.**'], seen);
    expect(first).toEqual(['Tu Sol está en Leo. Brillas al crear.']);
    expect(dedupeParagraphs(['tu sol está en Leo.  Y algo nuevo aparece.'], seen)).toEqual(['Y algo nuevo aparece.']);
  });

  it('keeps a chart with the Sun and Moon side by side free of repeats and empty paragraphs', () => {
    const text = composeChartInterpretation(makeChart({ longitudes: { sun: 100, moon: 101 }, ascendant: 90 }));
    const sentences = sentencesOf(text);
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(text).not.toMatch(/\n\n\n/);
  });

  it('mentions every planet with its sign and, when the time is known, its house', () => {
    for (const [index, chart] of charts.entries()) {
      const blocks = paragraphs(composeChartInterpretation(chart));
      for (const planet of PLANETS) {
        const body = chart.bodies[planet];
        const block = blocks.find((p) => p.includes(POINT_NAME[planet]) && p.includes(SIGN_NAME[body.sign]));
        expect(block, `fixture ${index}: ${planet} in ${body.sign}`).toBeDefined();
        if (chart.timeKnown) expect(block, `fixture ${index}: ${planet} house`).toMatch(new RegExp(`\\bcasa ${body.house}\\b`));
      }
      const nodeSign = SIGN_NAME[chart.bodies.trueNode.sign];
      expect(blocks.some((p) => p.includes(`nodo norte en ${nodeSign}`)), `fixture ${index}: node`).toBe(true);
    }
  });

  it('follows the section structure and leaves no template residue', () => {
    for (const chart of charts) {
      const text = composeChartInterpretation(chart);
      expect(headingsOf(text)).toEqual([...chartSectionHeadings(chart.timeKnown)]);
      expect(text).not.toMatch(/[{}]|undefined|NaN|null/);
      expect(validateAiChartText(text, { timeKnown: chart.timeKnown })).toBe(true);
    }
  });

  it('reads as one text of reasonable length', () => {
    for (const chart of charts) {
      const wordCount = composeChartInterpretation(chart).split(/\s+/).length;
      expect(wordCount).toBeGreaterThan(chart.timeKnown ? 1000 : 800);
      expect(wordCount).toBeLessThan(2000);
    }
  });

  it('explains an unknown birth time and reads no Ascendant, houses or ruler', () => {
    const chart = makeChart({ seed: 11, timeKnown: false, longitudes: { moon: 88 }, moonSignRange: ['gemini', 'cancer'] });
    const text = composeChartInterpretation(chart);
    expect(headingsOf(text)).toEqual([...CHART_SECTION_HEADINGS_NO_TIME]);
    expect(text).not.toMatch(/\bcasa \d/);
    expect(text).not.toMatch(/Ascendente (está|en) /);
    expect(text).not.toContain('## El regente de tu carta');
    expect(text).toContain('el Ascendente cambia de signo aproximadamente cada dos horas');
    expect(text).toMatch(/pudo estar en Géminis o en Cáncer/);
    expect(text).toMatch(/Aquí la leemos en Géminis/);
    expect(text).toMatch(/si te reconoces más en la Luna en Cáncer, es probable que nacieras después de ese cambio/);
  });

  it('says the Moon sign is certain when it stayed in one sign all day', () => {
    const text = composeChartInterpretation(makeChart({ seed: 4, timeKnown: false, longitudes: { moon: 200 }, moonSignRange: ['libra'] }));
    expect(text).toContain('la Luna pasó todo ese día en Libra');
    expect(text).not.toMatch(/pudo estar en/);
  });

  it('warns once that Moon aspects are approximate without a time', () => {
    const chart = makeChart({ timeKnown: false, longitudes: { sun: 10, moon: 12, mars: 100, venus: 190, jupiter: 250 } });
    const text = composeChartInterpretation(chart);
    expect(text.match(/la Luna avanza unos trece grados al día/g)).toHaveLength(1);
  });

  it('reads the known-time essence with the Ascendant and the chart ruler', () => {
    const chart = makeChart({ ascendant: 125, longitudes: { sun: 54 } });
    const text = composeChartInterpretation(chart);
    expect(headingsOf(text)).toEqual([...CHART_SECTION_HEADINGS]);
    expect(text).toMatch(/Tu Ascendente está a 5°00′ de Leo/);
    expect(text).toMatch(/el astro que rige ese signo, el Sol, es el regente de tu carta/);
    expect(text).toMatch(/Tu Sol está a 24°00′ de Tauro/);
  });

  it('still names a ruler when the engine left it empty', () => {
    const text = composeChartInterpretation(makeChart({ ascendant: 215, chartRuler: null }));
    expect(text).toMatch(/Como tu Ascendente está en Escorpio, el astro que rige ese signo, Plutón/);
  });

  it('mentions retrograde planets', () => {
    const text = composeChartInterpretation(makeChart({ retrograde: ['mercury', 'venus'] }));
    expect(text).toMatch(/Mercurio estaba retrógrado/);
    expect(text).toMatch(/estaba retrógrada/);
    expect(composeChartInterpretation(makeChart())).not.toMatch(/retrógrad/);
  });

  it('addresses the reader by a first name but never by a chart title or markup', () => {
    const chart = makeChart();
    expect(composeChartInterpretation(chart, { name: 'Lucía' })).toMatch(/^Lucía, naciste el 15 de mayo de 1990 a las 14:30 en Madrid, España\./);
    expect(composeChartInterpretation(chart, { name: 'Lucía' })).toMatch(/Lucía, tu Sol en/);
    for (const name of ['Carta natal de Madrid', 'Mi carta', '<script>alert(1)</script>', '**Ana**', '  ']) {
      const text = composeChartInterpretation(chart, { name });
      expect(text, name).toMatch(/^Naciste el /);
      expect(text, name).not.toContain(name.trim() || '\u0000');
    }
  });

  it('picks the tightest 4–6 aspects, leaving nodes and outer-planet pairs aside', () => {
    for (const chart of charts) {
      const picked = selectAspects(chart);
      const eligibleMajors = chart.aspects.filter((a) => a.major && !a.a.endsWith('Node') && !a.b.endsWith('Node'));
      if (eligibleMajors.length >= 6) expect(picked.length).toBeGreaterThanOrEqual(4);
      expect(picked.length).toBeLessThanOrEqual(6);
      for (const aspect of picked) {
        expect(aspect.a.endsWith('Node') || aspect.b.endsWith('Node')).toBe(false);
        expect(['uranus', 'neptune', 'pluto'].includes(aspect.a) && ['uranus', 'neptune', 'pluto'].includes(aspect.b)).toBe(false);
        if (!chart.timeKnown) expect([aspect.a, aspect.b]).not.toContain('ascendant');
      }
      const majors = picked.filter((a) => a.major).map((a) => a.orb);
      expect(majors).toEqual([...majors].sort((x, y) => x - y));
    }
  });

  it('describes a chosen aspect with natural Spanish articles', () => {
    const chart = makeChart({ longitudes: { sun: 10, moon: 100.5, mars: 220, venus: 300, jupiter: 160, saturn: 40 }, ascendant: 250 });
    const aspectBlocks = paragraphs(composeChartInterpretation(chart)).filter((p) => /\((casi )?exact|\(orbe/.test(p));
    const sunMoon = aspectBlocks.find((p) => p.includes('el Sol en Aries') && p.includes('la Luna en Cáncer'));
    expect(sunMoon).toMatch(/cuadratura (entre|que conecta|del|de)?.*\(casi exacta: orbe de 0°30′\)/);
    expect(sunMoon).toMatch(/tu sentido de identidad/i);
    expect(aspectBlocks.join(' ')).toContain('forman un trígono (exacto)');
    expect(aspectBlocks.join(' ')).not.toMatch(/\bde el\b|\ba el\b/);
  });

  it('weighs element and modality balance by share, whether counts or weights', () => {
    const base = makeChart();
    const watery: NatalChart = { ...base, balance: { elements: { fire: 1.5, earth: 0, air: 2, water: 6.5 }, modalities: { cardinal: 2, fixed: 2.5, mutable: 5.5 } } };
    const text = composeChartInterpretation(watery);
    expect(text).toContain('el fuego reúne 1,5 puntos, la tierra 0, el aire 2 y el agua 6,5');
    expect(text).toContain('El agua es el elemento más fuerte de tu carta');
    expect(text).toContain('La tierra escasea en tu carta');
    expect(text).toContain('La modalidad mutable es la más fuerte');
    expect(text).toContain('¿qué emoción te está pidiendo espacio ahora mismo?');

    const even: NatalChart = { ...base, balance: { elements: { fire: 3, earth: 2, air: 3, water: 2 }, modalities: { cardinal: 3, fixed: 4, mutable: 3 } } };
    const evenText = composeChartInterpretation(even);
    expect(evenText).toContain('Tus elementos están repartidos de forma bastante pareja');
    expect(evenText).toContain('Tus modalidades están bastante equilibradas');
  });
});
