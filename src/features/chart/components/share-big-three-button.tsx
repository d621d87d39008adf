import type { NatalChart } from '@core/contract/chart';
import { esBigThreeShare } from '../../../i18n/es-chart';
import { ShareImageButton } from '../../../lib/share-image/share-image-button';
import { chartApi } from '../api/chart-api';

/** The chart's Sun, Moon and Ascendant as an image, shared or downloaded. */
export function ShareBigThreeButton({ chart, personName }: { chart: NatalChart; personName: string | null }) {
  const { shareBigThree, canShareFiles } = chartApi.useApi();
  return (
    <ShareImageButton
      share={() => shareBigThree(chart, personName)}
      canShareFiles={canShareFiles()}
      labels={esBigThreeShare}
      className="chart-result__image-button reading-summary__share"
    />
  );
}
