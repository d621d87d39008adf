// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { BodyId } from '@core/contract/chart';
import { separationAt, spread } from '../chart-wheel';
import { AspectGlyph } from '../aspect-glyph';
import { marksRetrograde } from '../astro-names';

afterEach(cleanup);

/** The shortest way round the circle between two longitudes. */
function apart(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
}

function closestPair(shown: Map<BodyId, number>): number {
  const values = [...shown.values()];
  let least = 360;
  for (let i = 0; i < values.length; i += 1) {
    for (let j = i + 1; j < values.length; j += 1) least = Math.min(least, apart(values[i], values[j]));
  }
  return least;
}

describe('spread', () => {
  it('leaves bodies with room where they are', () => {
    const shown = spread([{ id: 'sun', longitude: 10 }, { id: 'moon', longitude: 100 }], 8);
    expect(shown.get('sun')).toBeCloseTo(10);
    expect(shown.get('moon')).toBeCloseTo(100);
  });

  it('spreads bodies at the same degree evenly around it, in their order', () => {
    const shown = spread(
      [{ id: 'sun', longitude: 50 }, { id: 'mercury', longitude: 50 }, { id: 'venus', longitude: 50.5 }],
      8,
    );
    expect(closestPair(shown)).toBeGreaterThanOrEqual(8 - 1e-9);
    const mean = ([...shown.values()].reduce((sum, v) => sum + v, 0)) / 3;
    expect(mean).toBeCloseTo((50 + 50 + 50.5) / 3);
    expect(shown.get('venus')).toBeGreaterThan(shown.get('sun') as number);
  });

  it('keeps a crowd across 0° Aries together and chains clusters that would touch', () => {
    const shown = spread(
      [
        { id: 'sun', longitude: 358 }, { id: 'moon', longitude: 359 }, { id: 'mercury', longitude: 1 },
        { id: 'venus', longitude: 2 }, { id: 'mars', longitude: 14 }, { id: 'jupiter', longitude: 180 },
      ],
      8,
    );
    expect(closestPair(shown)).toBeGreaterThanOrEqual(8 - 1e-9);
    expect(shown.get('jupiter')).toBeCloseTo(180);
    // Sun, Moon, Mercury and Venus keep their order across the cut, Mars after them.
    const unrolled = (['sun', 'moon', 'mercury', 'venus', 'mars'] as const).map((id) => ((shown.get(id) as number) + 180) % 360);
    expect([...unrolled].sort((a, b) => a - b)).toEqual(unrolled);
  });

  it('gives a ring further in a wider angle, so the glyphs keep the same room', () => {
    expect(separationAt(113)).toBeCloseTo(8);
    expect(separationAt(90)).toBeGreaterThan(8);
  });
});

describe('AspectGlyph', () => {
  it('draws every aspect as strokes, hidden from assistive technology beside its name', () => {
    for (const type of ['conjunction', 'opposition', 'square', 'trine', 'sextile', 'semisextile', 'quincunx'] as const) {
      const { container } = render(<AspectGlyph type={type} />);
      const svg = container.querySelector(`svg[data-aspect="${type}"]`) as SVGElement;
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
      expect(container.textContent).toBe('');
      cleanup();
    }
  });
});

describe('marksRetrograde', () => {
  it('marks a planet moving backwards, never the nodes, whose motion is backwards as a rule', () => {
    expect(marksRetrograde('mercury', true)).toBe(true);
    expect(marksRetrograde('mercury', false)).toBe(false);
    expect(marksRetrograde('trueNode', true)).toBe(false);
    expect(marksRetrograde('meanNode', true)).toBe(false);
  });
});
