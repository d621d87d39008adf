import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../auth/session';
import { useContentPainted } from '../lib/first-content';

// The bottom tab bar, as in a native app: installed (standalone display mode, no browser chrome), and on a phone in
// a browser tab too, where a thumb reaches the bottom of the screen first. On a wider screen the header's links are
// enough: nothing changes there, and the bar's code is not loaded. It is navigation, not reading: its code waits until
// the page's first content has painted (src/lib/first-content.ts); fixed to the screen's foot, it moves nothing above it.

const TabBarView = lazy(() => import('./tab-bar-view'));
const STANDALONE = '(display-mode: standalone)';
/** Phone width: below a small tablet held upright. */
const PHONE_WIDTH = '(max-width: 767px)';

function matches(query: string): boolean {
  // The build's prerender has no window: the bar never shows in static HTML.
  if (typeof window === 'undefined') return false;
  return window.matchMedia?.(query).matches === true;
}

function isStandalone(): boolean {
  // iOS Safari reports an app opened from the home screen through navigator.standalone, not the media query.
  return matches(STANDALONE) || (typeof navigator !== 'undefined' && (navigator as { standalone?: boolean }).standalone === true);
}

/** True while a media query holds, following its changes (a rotated phone, a resized window, an installed app). */
function useMediaQuery(query: string, initial: () => boolean): boolean {
  const [holds, setHolds] = useState(initial);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const update = () => setHolds(initial());
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query, initial]);
  return holds;
}

const isPhoneWidth = () => matches(PHONE_WIDTH);

export function TabBar() {
  const { user } = useSession();
  const standalone = useMediaQuery(STANDALONE, isStandalone);
  const phone = useMediaQuery(PHONE_WIDTH, isPhoneWidth);
  const painted = useContentPainted();
  if (!(standalone || phone) || !user || !painted) return null;
  return (
    <Suspense fallback={null}>
      <TabBarView />
    </Suspense>
  );
}
