// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bigThreeImage } from '../api/share-big-three';
import { renderBigThreeImage } from '../share/big-three-image';
import { installRecordingCanvas } from '../../../testing/recording-canvas';
import { fixtureChart } from './chart-fixture';

// The Big Three image, drawn on a canvas that records what it is asked to draw (jsdom has none): its size, the
// person's first name, and the signs of the fixture chart (Sun in Taurus, Moon in Libra, Ascendant in Leo).

let canvas: ReturnType<typeof installRecordingCanvas>;
beforeEach(() => (canvas = installRecordingCanvas()));
afterEach(() => canvas.restore());

async function drawnTexts(image: ReturnType<typeof bigThreeImage>): Promise<string[]> {
  const png = await renderBigThreeImage(image);
  expect(png.type).toBe('image/png');
  const [recorded] = canvas.canvases;
  expect({ width: recorded.width, height: recorded.height }).toEqual({ width: 1080, height: 1350 });
  return recorded.texts.map((drawn) => drawn.text);
}

describe('the Big Three image', () => {
  it('carries the first name as the core gives it, the three signs with what each speaks of, and the app’s mark', async () => {
    expect(await drawnTexts(bigThreeImage(fixtureChart(), 'María José Pérez'))).toEqual([
      'SOL, LUNA Y ASCENDENTE DE MARÍA JOSÉ',
      'SOL', 'Tauro', 'la esencia',
      'LUNA', 'Libra', 'el mundo emocional',
      'ASCENDENTE', 'Leo', 'la primera impresión',
      'Sendero Astral',
    ]);
  });

  it('says gracefully that the Ascendant needs the birth time, in a dashed panel, when the time is unknown', async () => {
    const texts = await drawnTexts(bigThreeImage(fixtureChart(false), 'Lucía Prueba'));
    expect(texts.slice(0, 1)).toEqual(['SOL, LUNA Y ASCENDENTE DE LUCÍA']);
    expect(texts.slice(7, 10)).toEqual(['ASCENDENTE', 'Falta la hora de nacimiento', 'con la hora exacta, aparece el Ascendente']);
    expect(texts).not.toContain('Leo');
    expect(canvas.canvases[0].calls.filter((call) => call.name === 'setLineDash')).toHaveLength(1);
  });

  it('shows both signs when the Moon changed sign on an untimed birthday, and no name for a chart title', async () => {
    const chart = { ...fixtureChart(false), moonSignRange: ['virgo', 'libra'] as const };
    const texts = await drawnTexts(bigThreeImage({ ...chart, moonSignRange: [...chart.moonSignRange] }, 'Carta natal de Lima'));
    expect(texts[0]).toBe('SOL, LUNA Y ASCENDENTE');
    expect(texts.slice(4, 7)).toEqual(['LUNA', 'Virgo o Libra', 'según la hora de nacimiento']);
  });
});
