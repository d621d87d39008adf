// The astro engine, loaded on demand: only the transits page asks for it, so neither the first paint of / nor
// the other readings carry it. Once loaded (and precached by the service worker) it works offline.
export const loadEngine = () => import('@core/astro/events');
export const loadTexts = () => import('@core/interpretation/premium/index');
