// A load that failed, said where its content would show, with the retry beside it: the transits page loads the
// engine's chunk on demand (useLoad), which may not arrive offline, and Hoy's sky comes from a Web Worker that may
// fail to start. Each brings its words.

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
