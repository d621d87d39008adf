import { useEffect, useState } from 'react';

// The signed-in home paints first from what the device keeps (the session in localStorage, the card and the chart
// in Dexie), and the work that can wait (supabase-js taking the session over, Hoy's sky worker, the largest script
// Hoy fetches, the service worker's registration, the backend probe) starts once that content is on screen: on a
// slow phone it would otherwise compete with it for the network and the main thread. The session provider holds
// that work when it paints the home from a stored session; today's card releases it; if the card never says so,
// the hold ends after HOLD_LIMIT_MS.

const HOLD_LIMIT_MS = 4000;

let held = false;
let limit: ReturnType<typeof setTimeout> | undefined;
let paintObserver: PerformanceObserver | undefined;
const waiting = new Set<() => void>();

function release(): void {
  if (!held) return;
  held = false;
  clearTimeout(limit);
  // When the limit releases, the browser never reported the content: stop listening for it.
  paintObserver?.disconnect();
  paintObserver = undefined;
  const runs = [...waiting];
  waiting.clear();
  for (const run of runs) run();
}

/** Holds what waits on the first content, until it has painted (or HOLD_LIMIT_MS). */
export function holdUntilContentPainted(): void {
  if (held) return;
  held = true;
  limit = setTimeout(release, HOLD_LIMIT_MS);
}

/**
 * Marks the first content's main text for the browser's Element Timing (Chromium), which reports when the element's
 * pixels were presented: `<p elementtiming={FIRST_CONTENT_TIMING}>`.
 */
export const FIRST_CONTENT_TIMING = 'first-content';

/** The page's first content is rendered: what waits runs once it is on screen. */
export function contentRendered(): void {
  if (!held) return;
  const supported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('element');
  if (supported && document.querySelector(`[elementtiming="${FIRST_CONTENT_TIMING}"]`)) {
    // Buffered: the report may already have come.
    paintObserver?.disconnect();
    paintObserver = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === FIRST_CONTENT_TIMING)) release();
    });
    paintObserver.observe({ type: 'element', buffered: true });
    return;
  }
  // Elsewhere, two frames: the first frame callback runs before the frame that paints the content, which the browser
  // shows after its main-thread work; the next frame's callback is the first moment the content is surely on screen.
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(release, 0)));
}

/** Runs `run` once the first content has painted, at once when nothing holds it. Returns the cancel. */
export function afterContentPainted(run: () => void): () => void {
  if (!held) {
    run();
    return () => undefined;
  }
  waiting.add(run);
  return () => waiting.delete(run);
}

/** False until the first content has painted (true from the start when nothing holds it): for what can mount late. */
export function useContentPainted(): boolean {
  const [painted, setPainted] = useState(!held);
  useEffect(() => {
    if (painted) return;
    const cancel = afterContentPainted(() => setPainted(true));
    return () => void cancel();
  }, [painted]);
  return painted;
}
