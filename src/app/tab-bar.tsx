import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../auth/session';

// Installed (standalone display mode), the app has no browser chrome: a bottom tab bar takes the place of the
// header's anchor links, as in a native app. In a browser tab nothing changes, and the bar's code is not loaded.

const TabBarView = lazy(() => import('./tab-bar-view'));
const STANDALONE = '(display-mode: standalone)';

function isStandalone(): boolean {
  // The build's prerender has no window: the bar never shows in static HTML.
  if (typeof window === 'undefined') return false;
  // iOS Safari reports an app opened from the home screen through navigator.standalone, not the media query.
  return window.matchMedia?.(STANDALONE).matches === true || (navigator as { standalone?: boolean }).standalone === true;
}

export function useStandalone(): boolean {
  const [standalone, setStandalone] = useState(isStandalone);
  useEffect(() => {
    const query = window.matchMedia?.(STANDALONE);
    if (!query) return;
    const update = () => setStandalone(isStandalone());
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return standalone;
}

export function TabBar() {
  const { user } = useSession();
  const standalone = useStandalone();
  if (!standalone || !user) return null;
  return (
    <Suspense fallback={null}>
      <TabBarView />
    </Suspense>
  );
}
