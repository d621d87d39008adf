// The astro engine, loaded on demand: only the transits page asks for it, so neither the first paint of / nor
// the other readings carry it. Once loaded (and precached by the service worker) it works offline.
export const loadEngine = () => import('../../../../supabase/functions/_shared/astro/events');
export const loadTexts = () => import('../../../../supabase/functions/_shared/interpretation/premium/index');
