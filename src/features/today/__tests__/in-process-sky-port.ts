import { answerSkyRequest } from '../sky';
import type { SkyPort } from '../api/sky-client';
import type { SkyRequest } from '../sky-protocol';

// Hoy's worker for jsdom, which has no Worker: the same message handler the real worker runs, each way through
// structuredClone as postMessage does (so a sky that could not cross to the page fails here too), answered on a
// later task as a worker's message arrives.

export function inProcessSkyPort(answer: (request: SkyRequest) => ReturnType<typeof answerSkyRequest> = answerSkyRequest): SkyPort & { terminated: boolean } {
  const port: SkyPort & { terminated: boolean } = {
    onmessage: null,
    onerror: null,
    onmessageerror: null,
    terminated: false,
    postMessage(request) {
      const received = structuredClone(request);
      setTimeout(() => {
        if (!port.terminated) port.onmessage?.(new MessageEvent('message', { data: structuredClone(answer(received)) }));
      });
    },
    terminate() {
      port.terminated = true;
    },
  };
  return port;
}

/** A worker whose script never loaded: the browser reports an error event and nothing else. */
export function brokenSkyPort(): SkyPort & { terminated: boolean } {
  const port: SkyPort & { terminated: boolean } = {
    onmessage: null,
    onerror: null,
    onmessageerror: null,
    terminated: false,
    postMessage() {
      setTimeout(() => port.onerror?.(new ErrorEvent('error', { cancelable: true })));
    },
    terminate() {
      port.terminated = true;
    },
  };
  return port;
}
