import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dignitiesOf, rulersOf, TRADITIONAL_RULER } from '../astro-rules.ts';
import {
  BALANCE_WEIGHT, angleOf, chartRulerOf, dominantPlanet, hemisphereEmphasis, isOutOfSign, rankChartFactors, stelliums, weightedBalance,
} from '../chart-analysis.ts';
import { composeChartInterpretation } from '../compose-chart.ts';
import { makeChart } from './fixtures.ts';

const LIBRARY = new URL('../../../../../src/content/library/astrologia/', import.meta.url);

describe('dignities and rulers', () => {
  it('knows the classical domiciles, exaltations, detriments and falls', () => {
    const cases: [Parameters<typeof dignitiesOf>[0], Parameters<typeof dignitiesOf>[1], string[]][] = [
      ['sun', 'leo', ['domicile']], ['sun', 'aries', ['exaltation']], ['sun', 'aquarius', ['detriment']], ['sun', 'libra', ['fall']],
      ['moon', 'cancer', ['domicile']], ['moon', 'taurus', ['exaltation']], ['moon', 'capricorn', ['detriment']], ['moon', 'scorpio', ['fall']],
      ['mercury', 'gemini', ['domicile']], ['mercury', 'virgo', ['domicile', 'exaltation']], ['mercury', 'sagittarius', ['detriment']],
      ['mercury', 'pisces', ['detriment', 'fall']], ['venus', 'libra', ['domicile']], ['venus', 'pisces', ['exaltation']],
      ['venus', 'scorpio', ['detriment']], ['venus', 'virgo', ['fall']], ['mars', 'scorpio', ['domicile']], ['mars', 'capricorn', ['exaltation']],
      ['mars', 'taurus', ['detriment']], ['mars', 'cancer', ['fall']], ['jupiter', 'pisces', ['domicile']], ['jupiter', 'cancer', ['exaltation']],
      ['jupiter', 'virgo', ['detriment']], ['jupiter', 'capricorn', ['fall']], ['saturn', 'aquarius', ['domicile']], ['saturn', 'libra', ['exaltation']],
      ['saturn', 'leo', ['detriment']], ['saturn', 'aries', ['fall']], ['uranus', 'aquarius', ['domicile']], ['uranus', 'leo', ['detriment']],
      ['neptune', 'pisces', ['domicile']], ['neptune', 'virgo', ['detriment']], ['pluto', 'scorpio', ['domicile']], ['pluto', 'taurus', ['detriment']],
      ['sun', 'gemini', []], ['pluto', 'aries', []], ['venus', 'gemini', []],
    ];
    for (const [planet, sign, expected] of cases) expect(dignitiesOf(planet, sign), `${planet} in ${sign}`).toEqual(expected);
  });

  it('rules signs as the library teaches: traditional first, modern co-ruler beside it', () => {
    expect(rulersOf('scorpio')).toEqual(['mars', 'pluto']);
    expect(rulersOf('aquarius')).toEqual(['saturn', 'uranus']);
    expect(rulersOf('pisces')).toEqual(['jupiter', 'neptune']);
    expect(rulersOf('leo')).toEqual(['sun']);
    expect(TRADITIONAL_RULER.cancer).toBe('moon');
    expect(chartRulerOf(makeChart({ ascendant: 215 }))).toBe('mars');
    expect(chartRulerOf(makeChart({ timeKnown: false }))).toBeNull();
  });
});

describe('chart measures', () => {
  it('weights the balance: luminaries and Ascendant 3, personal planets 2, Jupiter and Saturn 1.5, outer planets 0.5', () => {
    const chart = makeChart({
      ascendant: 5,
      longitudes: { sun: 10, moon: 40, mercury: 70, venus: 100, mars: 130, jupiter: 160, saturn: 190, uranus: 220, neptune: 250, pluto: 280 },
    });
    const { elements, modalities } = weightedBalance(chart);
    // Aries: Sun + Ascendant; Taurus: Moon; Gemini: Mercury; Cancer: Venus; Leo: Mars; Virgo: Jupiter; Libra: Saturn; Scorpio, Sagittarius, Capricorn: outer.
    expect(elements).toEqual({ fire: 3 + 3 + 2 + 0.5, earth: 3 + 1.5 + 0.5, air: 2 + 1.5, water: 2 + 0.5 });
    expect(modalities).toEqual({ cardinal: 3 + 3 + 2 + 1.5 + 0.5, fixed: 3 + 2 + 0.5, mutable: 2 + 1.5 + 0.5 });
    const total = Object.values(BALANCE_WEIGHT).reduce((sum, w) => sum + w, 0);
    expect(Object.values(elements).reduce((sum, w) => sum + w, 0)).toBe(total);
  });

  it('splits the Moon between its possible signs when the time is unknown', () => {
    const chart = makeChart({ timeKnown: false, longitudes: { moon: 58 }, moonSignRange: ['taurus', 'gemini'] });
    const { elements } = weightedBalance(chart);
    const total = Object.values(elements).reduce((sum, w) => sum + w, 0);
    expect(total).toBe(Object.values(BALANCE_WEIGHT).reduce((sum, w) => sum + w, 0) - BALANCE_WEIGHT.ascendant);
  });

  it('finds stelliums by sign and by house, without repeating the same group', () => {
    const chart = makeChart({ ascendant: 0, longitudes: { sun: 32, mercury: 40, venus: 55, mars: 62, jupiter: 200, saturn: 230 } });
    const found = stelliums(chart);
    expect(found.map((s) => s.title)).toContain('Stellium en Tauro: Sol, Mercurio y Venus');
    expect(found.some((s) => s.by === 'house' && s.house === 2 && s.planets.join() === 'sun,mercury,venus')).toBe(false);
  });

  it('reads hemisphere and quadrant emphasis from houses, and none without a time', () => {
    const eastern = makeChart({
      ascendant: 0,
      longitudes: { sun: 5, moon: 15, mercury: 35, venus: 45, mars: 65, jupiter: 300, saturn: 320, uranus: 340, neptune: 350, pluto: 70 },
    });
    const emphasis = hemisphereEmphasis(eastern);
    expect(emphasis?.hemispheres).toContain('east');
    expect(emphasis?.quadrant).toBe(1);
    expect(hemisphereEmphasis(makeChart({ timeKnown: false }))).toBeNull();
  });

  it('finds planets on angles and out-of-sign aspects', () => {
    const chart = makeChart({ ascendant: 100, longitudes: { sun: 103, moon: 277, mars: 5 } });
    expect(angleOf(chart, 'sun')).toBe('ascendant');
    expect(angleOf(chart, 'moon')).toBe('descendant');
    expect(angleOf(chart, 'mars')).toBe('midheaven');
    expect(isOutOfSign(chart, { a: 'sun', b: 'moon', angle: 180 })).toBe(false);
    const across = makeChart({ longitudes: { sun: 29, venus: 151 } });
    expect(isOutOfSign(across, { a: 'sun', b: 'venus', angle: 120 })).toBe(true);
    const trine = makeChart({ longitudes: { sun: 10, venus: 131 } });
    expect(isOutOfSign(trine, { a: 'sun', b: 'venus', angle: 120 })).toBe(false);
  });

  it('makes a chart ruler in its own sign the dominant planet', () => {
    const chart = makeChart({ ascendant: 275, longitudes: { saturn: 280, sun: 120, moon: 200 } });
    expect(dominantPlanet(chart)).toBe('saturn');
  });

  it('ranks the same chart the same way every time', () => {
    const chart = makeChart({ seed: 17 });
    expect(rankChartFactors(chart).map((f) => f.id)).toEqual(rankChartFactors(structuredClone(chart)).map((f) => f.id));
  });

  it('links readings only to library articles that exist', () => {
    const slugs = new Set<string>();
    for (let seed = 1; seed <= 40; seed += 1) {
      for (const perspective of ['self', 'other'] as const) {
        const text = composeChartInterpretation(makeChart({ seed, timeKnown: seed % 4 !== 0 }), { perspective });
        for (const [, slug] of text.matchAll(/\]\(\/biblioteca\/([a-z0-9-]+)\)/g)) slugs.add(slug);
      }
    }
    expect([...slugs].sort()).toEqual(['ciclo-de-jupiter', 'nodos-lunares', 'retorno-de-saturno']);
    for (const slug of slugs) expect(existsSync(new URL(`${slug}.md`, LIBRARY)), slug).toBe(true);
  });
});
