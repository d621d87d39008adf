import { featureApi } from '../../../lib/feature-api';
import { webAudioBell } from './bell';
import { createSkyClient } from './sky-client';

// What Hoy asks of the world outside its first paint, behind the feature's one seam (src/lib/feature-api.tsx): the
// day's sky, computed in a Web Worker (the engine and its texts load there, off the main thread, once Hoy is on
// screen), and the practice's bell, made with the browser's Web Audio.
const sky = createSkyClient(() => new Worker(new URL('../sky.worker.ts', import.meta.url), { type: 'module' }));

export const todayApi = featureApi({ computeSky: sky.computeSky, bell: webAudioBell });
