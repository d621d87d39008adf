import { useState } from 'react';
import { esTarotShare } from '../../../i18n/es-tarot';
import { toast } from '../../../lib/toast';
import type { StoredTarotReading } from '../../../offline/db';
import { tarotApi } from '../api/tarot-api';

// Today's card as an image: to the share sheet where the browser can share files, to the downloads elsewhere; the
// label says which of the two the button does.

export function ShareCardButton({ reading, fullName }: { reading: StoredTarotReading & { cardId: string }; fullName: string | null }) {
  const { shareCard, canShareFiles } = tarotApi.useApi();
  const [busy, setBusy] = useState(false);

  async function onShare() {
    setBusy(true);
    try {
      if ((await shareCard(reading, fullName)) === 'downloaded') toast.success(esTarotShare.downloaded);
    } catch {
      toast.error(esTarotShare.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="button button--ghost tarot__share" onClick={() => void onShare()} disabled={busy} aria-busy={busy}>
      {busy ? esTarotShare.busy : canShareFiles() ? esTarotShare.share : esTarotShare.save}
    </button>
  );
}
