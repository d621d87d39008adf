import { useSyncExternalStore } from 'react';
import { api } from './env';

// Connectivity as the app lives it. The browser's navigator.onLine and its online/offline events are only
// hints: on a captive portal or a dead Wi-Fi it still reads "online", and Chromium keeps reading "online"
// after a reload served by the service worker with the network gone. So the backend decides: every request
// the Supabase client makes reports back (a network failure means offline, any answer means online), the
// app probes the backend once at start, and while offline it probes again until an answer comes.
// Offline is a state, not an error: features read it to disable what needs the network and to say why.

const PROBE_INTERVAL_MS = 5_000;
const PROBE_TIMEOUT_MS = 4_000;

let online = typeof navigator === 'undefined' ? true : navigator.onLine;
let watching = false;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setOnline(next: boolean): void {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  if (!next && watching) probeTimer = setTimeout(() => void probeBackend(), PROBE_INTERVAL_MS);
  if (next === online) return;
  online = next;
  for (const listener of listeners) listener();
}

function isCallerAbort(error: unknown, init: RequestInit | undefined): boolean {
  return init?.signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

/** fetch for the Supabase client: the same request, and its outcome tells the app whether the backend is reachable. */
export const fetchReportingConnectivity: typeof fetch = async (input, init) => {
  try {
    const response = await fetch(input, init);
    setOnline(true);
    return response;
  } catch (error) {
    // An aborted request is the caller's decision, not the network's answer.
    if (!isCallerAbort(error, init)) setOnline(false);
    throw error;
  }
};

/** Asks the backend's health endpoint; any HTTP answer, even an error status, proves the network works. */
export async function probeBackend(): Promise<boolean> {
  try {
    await fetch(`${api.url}/auth/v1/health`, {
      headers: { apikey: api.anonKey },
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    setOnline(true);
    return true;
  } catch {
    setOnline(false);
    return false;
  }
}

/**
 * Starts the backend probing (once, at boot): a probe now, then every few seconds while offline, and one
 * whenever the page becomes visible again while offline. Without it the state follows the browser's events
 * and the requests alone, which is what component tests rely on.
 */
export function startConnectivityWatch(): void {
  if (watching) return;
  watching = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && !online) void probeBackend();
  });
  void probeBackend();
}

if (typeof window !== 'undefined') {
  // "offline" from the browser is reliable; "online" is hopeful, and the next request or probe confirms it.
  window.addEventListener('offline', () => setOnline(false));
  window.addEventListener('online', () => {
    setOnline(true);
    if (watching) void probeBackend();
  });
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, () => online, () => true);
}
