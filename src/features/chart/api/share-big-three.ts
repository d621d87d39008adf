import type { NatalChart } from '@core/contract/chart';
import { signOf } from '@core/contract/zodiac';
import { firstName } from '@core/contract/person-name';
import { es } from '../../../i18n/es';
import { esBigThreeShare, esReading } from '../../../i18n/es-chart';
import { SIGN_NAME } from '../../../lib/astro/astro-names';
import { shareOrDownload, type ShareOutcome } from '../../../lib/share-image/share-file';
import type { BigThreeImage } from '../share/big-three-image';

// A chart's Sun, Moon and Ascendant as an image to share, with the person's first name. The canvas code loads only
// when someone asks for the image.

/** The image's words, from the chart: a Moon that changed sign on an untimed birthday shows both signs. */
export function bigThreeImage(chart: NatalChart, personName: string | null): BigThreeImage {
  const t = esBigThreeShare;
  const moonSigns = !chart.timeKnown && chart.moonSignRange && chart.moonSignRange.length > 1 ? chart.moonSignRange : null;
  return {
    eyebrow: t.eyebrow(firstName(personName)),
    mark: es.app.name,
    panels: [
      { symbol: 'sun', label: esReading.sun, sign: SIGN_NAME[chart.bodies.sun.sign], meaning: t.sunMeaning, known: true },
      moonSigns
        ? { symbol: 'moon', label: esReading.moon, sign: t.moonEitherSign(SIGN_NAME[moonSigns[0]], SIGN_NAME[moonSigns[moonSigns.length - 1]]), meaning: t.moonEitherMeaning, known: true }
        : { symbol: 'moon', label: esReading.moon, sign: SIGN_NAME[chart.bodies.moon.sign], meaning: t.moonMeaning, known: true },
      chart.angles
        ? { symbol: 'ascendant', label: esReading.ascendant, sign: SIGN_NAME[signOf(chart.angles.ascendant)], meaning: t.ascendantMeaning, known: true }
        : { symbol: 'ascendant', label: esReading.ascendant, sign: t.ascendantUnknown, meaning: t.ascendantUnknownMeaning, known: false },
    ],
  };
}

export async function shareBigThree(chart: NatalChart, personName: string | null): Promise<ShareOutcome> {
  const { renderBigThreeImage } = await import('../share/big-three-image');
  const png = await renderBigThreeImage(bigThreeImage(chart, personName));
  const file = new File([png], esBigThreeShare.fileName(firstName(personName)), { type: 'image/png' });
  return shareOrDownload(file, esBigThreeShare.eyebrow(firstName(personName)));
}
