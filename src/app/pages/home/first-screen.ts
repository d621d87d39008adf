import { lazyModule } from '../../../lib/lazy-module';

// The home's first screen: Hoy and, inside it, today's card (its largest text). src/app/app.tsx fetches both chunks
// together with the home page's own, not once that page has arrived and run (on a slow network each wait is a round
// trip before the card can paint), and counts the page as arrived only with them: lazyComponent then renders all three
// in one commit, with no fallback for Hoy that React would keep on screen up to 300 ms after the chunk is here. The
// card's chunk brings Dexie, where the card is kept. None waits for the session.
export const todaySectionModule = lazyModule(() => import('../../../features/today/components/today-section'));
export const todaysCardModule = lazyModule(() => import('../../../features/tarot/components/todays-card'));

/** Settles once both chunks are here or have failed: a failure is for Hoy's or the card's own boundary to show. */
export async function loadFirstScreen(): Promise<void> {
  await Promise.allSettled([todaySectionModule.load(), todaysCardModule.load()]);
}
