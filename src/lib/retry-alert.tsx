// A load that failed (useLoad's 'failed'), said where its content would show, with the retry beside it: Hoy and
// the transits page both load the engine's chunk on demand, which may not arrive offline. Each brings its words.

interface RetryAlertProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className: string;
}

export function RetryAlert({ message, retryLabel, onRetry, className }: RetryAlertProps) {
  return (
    <div role="alert" className={className}>
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
