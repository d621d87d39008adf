// A signed-in page paints first from what the device keeps (the session in localStorage, the card and the chart in
// Dexie), and the work that can wait (supabase-js taking the session over, Hoy's sky worker, the largest script
// Hoy fetches) starts once that content is on screen: on a slow phone it would otherwise compete with it for the
// network and the main thread. The session provider holds that work when it paints from a stored session; the
// page's first content releases it; a page that never says so releases it after HOLD_LIMIT_MS.

const HOLD_LIMIT_MS = 4000;

let held = false;
let limit: ReturnType<typeof setTimeout> | undefined;
const waiting = new Set<() => void>();

function release(): void {
  if (!held) return;
  held = false;
  clearTimeout(limit);
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

/** The page's first content is rendered: what waits runs after the frame that shows it. */
export function contentRendered(): void {
  if (!held) return;
  // A frame callback runs before that frame's paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(release, 0));
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
