import type { NatalChart } from '@core/astro/events-types';
import type { DaySky } from '../sky';
import type { SkyAnswer, SkyRequest } from '../sky-protocol';

// The page's side of Hoy's Web Worker: one worker, started on the first request and kept for the next ones (the
// half-hourly refresh, a new chart), each request paired with its answer by id. A worker that breaks (its script did
// not load, or it could not read a message) or that stays silent fails every request waiting on it and is dropped, so
// the retry the page offers starts a fresh one: Hoy shows its alert rather than waiting for an answer that will never
// come.

/**
 * How long a request waits for its answer before the worker counts as stuck. The first request also loads the
 * worker's script and the engine (about 150 KB): seconds on a slow connection, well under this.
 */
export const SKY_ANSWER_TIMEOUT_MS = 30_000;

export type ComputeSky = (now: Date, chart: NatalChart | null, timeZone: string) => Promise<DaySky>;

/** What the client uses of a Worker; tests give it one that answers in-process (jsdom has no Worker). */
export interface SkyPort {
  postMessage(request: SkyRequest): void;
  onmessage: ((event: MessageEvent<SkyAnswer>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
  terminate(): void;
}

interface Waiting {
  resolve: (sky: DaySky) => void;
  reject: (error: Error) => void;
  timeout: ReturnType<typeof setTimeout>;
}

export function createSkyClient(openPort: () => SkyPort): { computeSky: ComputeSky } {
  let port: SkyPort | null = null;
  let lastId = 0;
  const waiting = new Map<number, Waiting>();

  function drop(reason: string) {
    port?.terminate();
    port = null;
    const failed = [...waiting.values()];
    waiting.clear();
    for (const request of failed) {
      clearTimeout(request.timeout);
      request.reject(new Error(reason));
    }
  }

  function connect(): SkyPort {
    const opened = openPort();
    opened.onmessage = ({ data }) => {
      const request = waiting.get(data.id);
      if (!request) return;
      waiting.delete(data.id);
      clearTimeout(request.timeout);
      if (data.sky) request.resolve(data.sky);
      else request.reject(new Error('The sky could not be computed'));
    };
    opened.onerror = (event) => {
      // Keeps the browser from also reporting it as uncaught: the page shows its own alert.
      event.preventDefault();
      drop(`Hoy's worker failed: ${event.message || 'its script did not load'}`);
    };
    opened.onmessageerror = () => drop("Hoy's worker sent an answer the page could not read");
    return opened;
  }

  return {
    computeSky: (now, chart, timeZone) =>
      new Promise<DaySky>((resolve, reject) => {
        const id = (lastId += 1);
        try {
          port ??= connect();
          const timeout = setTimeout(() => drop(`Hoy's worker did not answer within ${SKY_ANSWER_TIMEOUT_MS / 1000} s`), SKY_ANSWER_TIMEOUT_MS);
          waiting.set(id, { resolve, reject, timeout });
          port.postMessage({ id, nowMs: now.getTime(), chart, timeZone });
        } catch (error) {
          // No Worker in this browser, or a chart that cannot be cloned.
          clearTimeout(waiting.get(id)?.timeout);
          waiting.delete(id);
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }),
  };
}
