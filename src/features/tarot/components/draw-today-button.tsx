import { esTarot } from '../../../i18n/es-tarot';

// The button that draws today's card, at the top of Hoy and in the Tarot section: drawing needs the network, so
// offline it is disabled and says why beside it. Both can show on one page, so each place names its reason's id.

interface DrawTodayButtonProps {
  online: boolean;
  drawing: boolean;
  onDraw: () => void;
  /** The id of the offline reason the button points to; unique on the page. */
  reasonId: string;
}

export function DrawTodayButton({ online, drawing, onDraw, reasonId }: DrawTodayButtonProps) {
  return (
    <>
      <button type="button" className="button button--primary" onClick={onDraw} disabled={drawing || !online} aria-describedby={online ? undefined : reasonId}>
        {drawing ? esTarot.drawing : esTarot.draw}
      </button>
      {online ? null : (
        <p id={reasonId} className="tarot__offline">
          {esTarot.offlineReason}
        </p>
      )}
    </>
  );
}
