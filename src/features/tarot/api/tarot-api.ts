import { featureApi } from '../../../lib/feature-api';
import { drawReading } from './draw-reading';
import { fetchTodaysReading } from './fetch-todays-reading';
import { syncPendingNotes } from './save-note';

// What the tarot section and today's card ask of the backend, behind the feature's one seam (src/lib/feature-api.tsx).
export const tarotApi = featureApi({ draw: drawReading, fetchToday: fetchTodaysReading, syncNotes: syncPendingNotes });
