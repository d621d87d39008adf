import { useEffect, useId, useRef } from 'react';
import { esCompatibility } from '../../../i18n/es-compatibility';
import type { Person } from '../types';

// Asks before deleting a person, saying how many readings name them, and lets the user keep or delete those
// readings. Escape cancels; focus starts on the dialog's question.

const t = esCompatibility;

interface DeletePersonDialogProps {
  person: Person;
  /** 'loading' while counting; null when the count could not be read (both choices are offered). */
  readings: number | null | 'loading';
  busy: boolean;
  onConfirm: (withReadings: boolean) => void;
  onCancel: () => void;
}

export function DeletePersonDialog({ person, readings, busy, onConfirm, onCancel }: DeletePersonDialogProps) {
  const titleId = useId();
  const textId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => titleRef.current?.focus(), []);

  // Escape anywhere inside the dialog cancels, as in a native dialog.
  useEffect(() => {
    const dialog = dialogRef.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    dialog?.addEventListener('keydown', onKey);
    return () => dialog?.removeEventListener('keydown', onKey);
  }, [onCancel]);

  const offerBoth = readings === null || (typeof readings === 'number' && readings > 0);
  return (
    <div ref={dialogRef} className="problem-box compat-dialog" role="alertdialog" aria-labelledby={titleId} aria-describedby={textId}>
      <h4 id={titleId} ref={titleRef} tabIndex={-1}>
        {t.deleteTitle(person.name)}
      </h4>
      <p id={textId} role="status">
        {readings === 'loading' ? t.countingReadings : readings === null ? '' : readings > 0 ? t.deleteWithReadings(readings) : t.deleteNoReadings}
      </p>
      <div className="compat-dialog__actions">
        {readings === 'loading' ? null : offerBoth ? (
          <>
            <button type="button" className="button button--primary" disabled={busy} onClick={() => onConfirm(true)}>
              {t.deleteAlsoReadings}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => onConfirm(false)}>
              {t.deleteKeepReadings}
            </button>
          </>
        ) : (
          <button type="button" className="button button--primary" disabled={busy} onClick={() => onConfirm(false)}>
            {t.deleteConfirm}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </div>
  );
}
