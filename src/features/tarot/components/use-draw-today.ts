import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { esTarot } from '../../../i18n/es-tarot';
import type { StoredTarotReading } from '../../../offline/db';
import { tarotApi } from '../api/tarot-api';
import { storeReading } from '../api/stored-readings';

// Drawing today's card, wherever the button is (the Tarot section or the top of Hoy): the spec's toasts, and the
// card kept on the device, where every view of it reads it from.

export function useDrawToday(user: { id: string } | null) {
  const { draw } = tarotApi.useApi();
  const [drawing, setDrawing] = useState(false);

  /** The card drawn or found, or null after a failure the user has been told about. */
  async function drawToday(): Promise<StoredTarotReading | null> {
    if (!user) {
      toast.error(esTarot.requiresSession);
      return null;
    }
    setDrawing(true);
    const outcome = await draw();
    setDrawing(false);
    if (outcome.kind === 'failed') {
      toast.error(outcome.message);
      return null;
    }
    await storeReading(outcome.reading);
    if (outcome.alreadyRead) toast.info(esTarot.alreadyRead);
    else toast.success(esTarot.success);
    return outcome.reading;
  }

  return { drawing, drawToday };
}
