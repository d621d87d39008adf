import { featureApi } from '../../../lib/feature-api';
import { webAudioBell } from './bell';

// What Hoy asks of the world outside its first paint, behind the feature's one seam (src/lib/feature-api.tsx): the
// engine, in its own chunk, loaded once Hoy is on screen, and the practice's bell, made with the browser's Web Audio.
export const todayApi = featureApi({ loadSky: () => import('../sky'), bell: webAudioBell });
