// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, centred, renderShareImage } from '../canvas';
import { installRecordingCanvas, type RecordedCanvas } from '../../../testing/recording-canvas';

// The share frame every feature draws in, on a canvas that records what it is asked to draw (jsdom has none).

let canvas: ReturnType<typeof installRecordingCanvas>;
beforeEach(() => (canvas = installRecordingCanvas()));
afterEach(() => canvas.restore());

const texts = (recorded: RecordedCanvas) => recorded.texts.map((drawn) => drawn.text);

describe('renderShareImage', () => {
  it('makes a 1080×1350 PNG: whose image it is at the top, the middle the feature draws, the app’s mark at the foot', async () => {
    const png = await renderShareImage({
      eyebrow: 'La carta de hoy de Lucía',
      mark: 'Sendero Astral',
      draw: (context, fonts) => centred(context, 'El Sol', 600, (size) => `${size}px ${fonts.display}`, 80, '#fff'),
    });
    expect(png.type).toBe('image/png');
    expect(canvas.canvases).toHaveLength(1);
    const [recorded] = canvas.canvases;
    expect({ width: recorded.width, height: recorded.height }).toEqual({ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT });
    expect({ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT }).toEqual({ width: 1080, height: 1350 });
    expect(texts(recorded)).toEqual(['LA CARTA DE HOY DE LUCÍA', 'El Sol', 'Sendero Astral']);
    expect(recorded.calls.filter((call) => call.name === 'drawImage')).toHaveLength(1);
  });

  it('shrinks a line that would overflow the image until it fits', async () => {
    const long = 'Una línea larga para la imagen'; // 30 characters: 1,320 px at 80 px in the recording canvas
    await renderShareImage({ eyebrow: 'x', mark: 'Sendero Astral', draw: (context) => centred(context, long, 600, (size) => `${size}px serif`, 80, '#fff') });
    const drawn = canvas.canvases[0].texts.find((text) => text.text === long);
    const size = Number(/(\d+)px/.exec(drawn!.font)![1]);
    expect(size).toBeLessThan(80);
    expect(long.length * size * 0.55).toBeLessThanOrEqual(SHARE_IMAGE_WIDTH - 160);
  });
});
