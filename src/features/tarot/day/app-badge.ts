// The app's icon badge (Badging API) says today's card is waiting. Where the API is missing (Firefox, Safari
// outside an installed app) nothing happens; a refusal (no permission, not installed) is not the user's problem.

interface BadgingNavigator {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

export function showCardWaiting(waiting: boolean, nav: BadgingNavigator = navigator as BadgingNavigator): void {
  const call = waiting ? nav.setAppBadge?.bind(nav) : nav.clearAppBadge?.bind(nav);
  if (!call) return;
  call().catch(() => undefined);
}
