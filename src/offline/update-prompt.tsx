import { useEffect } from 'react';
import { toast } from '../lib/toast';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { es } from '../i18n/es';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

// Registers the service worker and offers a new version instead of reloading under the user (forms!).
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(swUrl, registration) {
      if (!registration) return;
      // Hourly, and only when online: a check while offline would just fail.
      setInterval(async () => {
        if (!navigator.onLine || registration.installing) return;
        const response = await fetch(swUrl, { cache: 'no-store', headers: { 'cache-control': 'no-cache' } }).catch(() => null);
        if (response?.status === 200) await registration.update();
      }, UPDATE_CHECK_INTERVAL_MS);
    },
  });

  useEffect(() => {
    if (!needRefresh) return;
    toast(es.pwa.updateAvailable, {
      id: 'sw-update',
      duration: Infinity,
      action: { label: es.pwa.update, onClick: () => void updateServiceWorker(true) },
      // "Más tarde" closes it for this visit; the waiting version activates on the next launch anyway.
      cancel: { label: es.pwa.later, onClick: () => undefined },
    });
  }, [needRefresh, updateServiceWorker]);

  useEffect(() => {
    if (!offlineReady) return;
    toast.success(es.pwa.offlineReady, { id: 'sw-ready' });
    setOfflineReady(false);
  }, [offlineReady, setOfflineReady]);

  return null;
}
