import { answerSkyRequest } from './sky';
import type { SkyRequest } from './sky-protocol';

// Hoy's Web Worker: the engine and the texts load here, never on the page (api/sky-client.ts starts it).
self.addEventListener('message', (event: MessageEvent<SkyRequest>) => {
  self.postMessage(answerSkyRequest(event.data));
});
