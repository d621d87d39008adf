import { featureApi } from '../../../lib/feature-api';
import { canShareFiles } from '../../../lib/share-image/share-file';

// What the tarot section, its journal and today's card ask of the world outside them (the backend, the spread's
// texts loaded on demand, the browser's canvas and share sheet), behind the feature's one seam (src/lib/feature-api.tsx).
// Each operation's module loads on its first call. Today's card at the top of Hoy imports this seam, and it is the
// signed-in home's largest paint: a card the device keeps paints without supabase-js and zod, which the backend
// calls bring, and without the deck's texts and correspondences, the largest part of the tarot's code, which drawing
// the shared image brings.
function onDemand<Operation extends (...args: never[]) => Promise<unknown>>(load: () => Promise<Operation>) {
  return async (...args: Parameters<Operation>): Promise<Awaited<ReturnType<Operation>>> => (await (await load())(...args)) as Awaited<ReturnType<Operation>>;
}

export const tarotApi = featureApi({
  draw: onDemand(() => import('./draw-reading').then((m) => m.drawReading)),
  fetchToday: onDemand(() => import('./fetch-todays-reading').then((m) => m.fetchTodaysReading)),
  syncNotes: onDemand(() => import('./save-note').then((m) => m.syncPendingNotes)),
  fetchMonth: onDemand(() => import('./fetch-month').then((m) => m.fetchMonth)),
  drawSpread: onDemand(() => import('./draw-spread').then((m) => m.drawThreeCards)),
  shareCard: onDemand(() => import('./share-card').then((m) => m.shareCardImage)),
  canShareFiles,
});
