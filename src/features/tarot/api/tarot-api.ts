import { featureApi } from '../../../lib/feature-api';
import { canShareFiles } from '../../../lib/share-image/share-file';
import { drawReading } from './draw-reading';
import { drawThreeCards } from './draw-spread';
import { fetchMonth } from './fetch-month';
import { fetchTodaysReading } from './fetch-todays-reading';
import { syncPendingNotes } from './save-note';
import { shareCardImage } from './share-card';

// What the tarot section, its journal and today's card ask of the world outside them (the backend, the spread's
// texts loaded on demand, the browser's canvas and share sheet), behind the feature's one seam (src/lib/feature-api.tsx).
export const tarotApi = featureApi({
  draw: drawReading,
  fetchToday: fetchTodaysReading,
  syncNotes: syncPendingNotes,
  fetchMonth,
  drawSpread: drawThreeCards,
  shareCard: shareCardImage,
  canShareFiles,
});
