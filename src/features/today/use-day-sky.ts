import { useCallback, useEffect, useState } from 'react';
import { afterContentPainted } from '../../lib/first-content';
import type { ComputeSky } from './api/sky-client';
import type { MyChart } from './my-chart';
import type { DaySky } from './sky';

// The day's sky for Hoy, asked of the worker whenever its inputs change (the half-hourly tick, Mi carta arriving or
// changing). The last sky stays on screen while the next one is computed, so a refresh never flashes «Calculando…»;
// an answer for inputs that have since changed is ignored. Each request waits for the browser's first idle moment
// (at most IDLE_WAIT_MS): the worker's script is the largest Hoy fetches, and on a slow phone it would otherwise
// compete with today's card, the first thing the reader looks at, for the network and the main thread; when the home
// paints from the device, it waits for the card itself (src/lib/first-content.ts).

/** The longest a request waits for an idle moment; a busy page still gets its sky soon. */
const IDLE_WAIT_MS = 1500;

function whenIdle(run: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  // A signed-in home painting from the device first holds the worker until today's card is on screen.
  const cancelHold = afterContentPainted(() => {
    cancelIdle = idleCallback(run);
  });
  return () => {
    cancelHold();
    cancelIdle?.();
  };
}

function idleCallback(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
}

interface DaySkyState {
  sky: DaySky | null;
  failed: boolean;
}

export interface DaySkyView {
  /** 'failed' until a retry, even with an earlier sky: the last request was not answered. */
  status: 'computing' | 'ready' | 'failed';
  /** The latest sky computed; null before the first. */
  sky: DaySky | null;
  retry: () => void;
}

/** `myChart` undefined: Dexie has not answered yet, so nothing is asked (a sky without the chart would flash by). */
export function useDaySky(computeSky: ComputeSky, now: Date, myChart: MyChart | null | undefined, timeZone: string): DaySkyView {
  const [state, setState] = useState<DaySkyState>({ sky: null, failed: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (myChart === undefined) return;
    let current = true;
    const cancel = whenIdle(() =>
      computeSky(now, myChart?.chart ?? null, timeZone).then(
        (sky) => {
          if (current) setState({ sky, failed: false });
        },
        () => {
          if (current) setState((previous) => ({ ...previous, failed: true }));
        },
      ),
    );
    return () => {
      current = false;
      cancel();
    };
  }, [computeSky, now, myChart, timeZone, attempt]);
  const retry = useCallback(() => {
    setState((previous) => ({ ...previous, failed: false }));
    setAttempt((count) => count + 1);
  }, []);
  return { status: state.failed ? 'failed' : state.sky ? 'ready' : 'computing', sky: state.sky, retry };
}
