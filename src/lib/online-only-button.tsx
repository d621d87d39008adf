import { useId, type ReactNode } from 'react';

// A button whose action needs the network (generating a reading, drawing today's card): offline it is disabled
// and says why beside it (architecture: offline is a state, not an error). A form's submit by default, or a
// plain button with onClick. The caller lays it out and styles the reason.

interface OnlineOnlyButtonProps {
  online: boolean;
  busy: boolean;
  label: string;
  busyLabel: string;
  offlineReason: string;
  reasonClassName: string;
  /** The action of a button outside a form's submit; without it, the button submits its form. */
  onClick?: () => void;
  /** The form's other buttons (cancel, skip), between the button and its reason as every form shows them. */
  children?: ReactNode;
}

export function OnlineOnlyButton({ online, busy, label, busyLabel, offlineReason, reasonClassName, onClick, children }: OnlineOnlyButtonProps) {
  const reasonId = useId();
  return (
    <>
      <button
        type={onClick ? 'button' : 'submit'}
        className="button button--primary"
        onClick={onClick}
        disabled={busy || !online}
        aria-describedby={online ? undefined : reasonId}
      >
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
