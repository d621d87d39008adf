// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it } from 'vitest';
import { renderCardImage } from '../share/card-image';
import { installRecordingCanvas } from '../../../testing/recording-canvas';

// Today's card as an image, in the same share frame as the chart's Big Three, on a canvas that records what it is
// asked to draw (jsdom has none).

let canvas: ReturnType<typeof installRecordingCanvas>;
beforeEach(() => (canvas = installRecordingCanvas()));
afterEach(() => canvas.restore());

it('draws a 1080×1350 PNG with whose card it is, the art turned when reversed, its name, detail, keywords and the mark', async () => {
  const png = await renderCardImage({
    eyebrow: 'La carta de hoy de Lucía',
    mark: 'Sendero Astral',
    artUrl: '/tarot/la-estrella.svg',
    reversed: true,
    cardName: 'La Estrella',
    detail: 'Invertida · 27 de noviembre',
    keywords: 'esperanza · calma · guía',
  });
  expect(png.type).toBe('image/png');
  const [recorded] = canvas.canvases;
  expect({ width: recorded.width, height: recorded.height }).toEqual({ width: 1080, height: 1350 });
  expect(recorded.texts.map((drawn) => drawn.text)).toEqual([
    'LA CARTA DE HOY DE LUCÍA', 'La Estrella', 'Invertida · 27 de noviembre', 'esperanza · calma · guía', 'Sendero Astral',
  ]);
  expect(recorded.calls.filter((call) => call.name === 'drawImage')).toHaveLength(2);
  expect(recorded.calls.find((call) => call.name === 'rotate')?.args).toEqual([Math.PI]);
});
