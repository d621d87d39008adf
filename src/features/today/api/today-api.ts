import { featureApi } from '../../../lib/feature-api';

// What Hoy asks of the world outside its first paint, behind the feature's one seam (src/lib/feature-api.tsx): the
// engine, in its own chunk, loaded once Hoy is on screen.
export const todayApi = featureApi({ loadSky: () => import('../sky') });
