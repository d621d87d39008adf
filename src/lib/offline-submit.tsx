import { useId, type ReactNode } from 'react';

// A generating form's submit button: generation needs the network, so offline the button is disabled and says
// why beside it (architecture: offline is a state, not an error). The caller lays it out and styles the reason.

interface OfflineSubmitProps {
  online: boolean;
  busy: boolean;
  label: string;
  busyLabel: string;
  offlineReason: string;
  reasonClassName: string;
  /** The form's other buttons (cancel, skip), between the submit and its reason as every form shows them. */
  children?: ReactNode;
}

export function OfflineSubmit({ online, busy, label, busyLabel, offlineReason, reasonClassName, children }: OfflineSubmitProps) {
  const reasonId = useId();
  return (
    <>
      <button type="submit" className="button button--primary" disabled={busy || !online} aria-describedby={online ? undefined : reasonId}>
        {busy ? busyLabel : label}
      </button>
      {children}
      {online ? null : (
        <p id={reasonId} className={reasonClassName}>
          {offlineReason}
        </p>
      )}
    </>
  );
}
