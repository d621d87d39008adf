// The home's first screen: Hoy and, inside it, today's card (its largest text). src/app/app.tsx asks for both chunks
// together with the home page's own, not once that page has arrived and run: on a slow network each wait is a round
// trip before the card can paint. The card's chunk brings Dexie, where the card is kept; neither waits for the session.
export const loadTodaySection = () => import('../../../features/today/components/today-section');
export const loadTodaysCard = () => import('../../../features/tarot/components/todays-card');

export function loadFirstScreen(): void {
  void loadTodaySection();
  void loadTodaysCard();
}
