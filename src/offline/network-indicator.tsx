import { useEffect, useRef } from 'react';
import { toast } from '../lib/toast';
import { es } from '../i18n/es';
import { useOnlineStatus } from '../lib/online-status';

/** A persistent banner while offline, and a short note when the connection comes back. */
export function NetworkIndicator() {
  const online = useOnlineStatus();
  const wasOffline = useRef(false);

  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      toast.success(es.pwa.backOnline);
    }
  }, [online]);

  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <span aria-hidden="true">☾</span> {es.pwa.offline}
    </div>
  );
}
