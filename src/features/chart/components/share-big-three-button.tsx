import { useState } from 'react';
import type { NatalChart } from '@core/contract/chart';
import { esBigThreeShare } from '../../../i18n/es-chart';
import { toast } from '../../../lib/toast';
import { chartApi } from '../api/chart-api';

// The chart's Sun, Moon and Ascendant as an image: to the share sheet where the browser can share files, to the
// downloads elsewhere; the label says which of the two the button does.

export function ShareBigThreeButton({ chart, personName }: { chart: NatalChart; personName: string | null }) {
  const { shareBigThree, canShareFiles } = chartApi.useApi();
  const [busy, setBusy] = useState(false);

  async function onShare() {
    setBusy(true);
    try {
      if ((await shareBigThree(chart, personName)) === 'downloaded') toast.success(esBigThreeShare.downloaded);
    } catch {
      toast.error(esBigThreeShare.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="chart-result__image-button reading-summary__share" onClick={() => void onShare()} disabled={busy} aria-busy={busy}>
      {busy ? esBigThreeShare.busy : canShareFiles() ? esBigThreeShare.share : esBigThreeShare.save}
    </button>
  );
}
