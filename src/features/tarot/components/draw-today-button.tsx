import { esTarot } from '../../../i18n/es-tarot';
import { OnlineOnlyButton } from '../../../lib/online-only-button';

// The button that draws today's card, at the top of Hoy and in the Tarot section, in the tarot's words: drawing
// needs the network, so offline it is disabled and says why beside it.

export function DrawTodayButton({ online, drawing, onDraw }: { online: boolean; drawing: boolean; onDraw: () => void }) {
  return (
    <OnlineOnlyButton
      online={online}
      busy={drawing}
      label={esTarot.draw}
      busyLabel={esTarot.drawing}
      offlineReason={esTarot.offlineReason}
      reasonClassName="tarot__offline"
      onClick={onDraw}
    />
  );
}
