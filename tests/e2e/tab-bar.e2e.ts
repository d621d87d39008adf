import assert from 'node:assert/strict';
import { DESKTOP, PHONE, browserTest, enterAsNewUser, screenshot } from './support.ts';

// The installed app's bottom tab bar. Headless Chromium cannot open an installed app's window (CDP's PWA.launch
// opens one, but its display mode stays "browser"), so the page is told it runs standalone: the one media query
// the app asks answers true. Everything else is the real app in the real browser.

const STANDALONE = '(display-mode: standalone)';

browserTest('installed on a phone, the tab bar leads to each part of the app and marks where the user is (390x844)', async ({ page, context }) => {
  // A string, not a function: tsx would wrap a function's inner functions in a helper the page does not have.
  await context.addInitScript(`{
    const real = window.matchMedia.bind(window);
    // An installed app's display mode never changes while it runs: no listener is ever called.
    window.matchMedia = (asked) => asked !== ${JSON.stringify(STANDALONE)}
      ? real(asked)
      : { matches: true, media: asked, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false };
  }`);
  await enterAsNewUser(page);
  const bar = page.getByRole('navigation', { name: 'Secciones de la app' });
  await bar.waitFor();
  // The route renders before the bar learns the new address: wait for the mark rather than read it at once.
  const markedTab = (name: string) => bar.locator('a[aria-current="page"]', { hasText: name }).waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('has-tab-bar')));
  await markedTab('Hoy');

  // The bar stays on screen, below everything else, whatever the scroll (once Hoy has its full length).
  await page.getByRole('article', { name: 'La Luna hoy' }).waitFor({ timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const box = await bar.boundingBox();
  assert.ok(box && Math.abs(box.y + box.height - PHONE.height) <= 1, `the bar sits at the bottom (got ${JSON.stringify(box)})`);
  await screenshot(page, 'tab-bar-390x844');

  // Moving between the app's pages keeps the current one on screen until the next has arrived: no loading state.
  await page.evaluate(() => {
    const seen = { loading: false };
    (window as unknown as { pageStatusSeen: typeof seen }).pageStatusSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('.page-status')) seen.loading = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await bar.getByRole('link', { name: 'Mi carta' }).click();
  await page.waitForURL(/\/mi-carta$/);
  await markedTab('Mi carta');
  await page.getByRole('heading', { level: 1, name: 'Mi carta natal' }).waitFor();
  assert.equal(await page.evaluate(() => (window as unknown as { pageStatusSeen: { loading: boolean } }).pageStatusSeen.loading), false, 'no loading state between two pages');
  assert.equal(await bar.locator('a[aria-current="page"]').count(), 1, 'one tab marked at a time');

  await bar.getByRole('link', { name: 'Tarot' }).click();
  await page.waitForURL(/\/diario$/);
  await markedTab('Tarot');

  await bar.getByRole('link', { name: 'Biblioteca' }).click();
  await page.waitForURL(/\/biblioteca$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await markedTab('Biblioteca');

  // Keyboard: the tabs are links in reading order, reached and followed without a pointer.
  await bar.getByRole('link', { name: 'Cuenta' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/cuenta$/);
  await markedTab('Cuenta');

  await bar.getByRole('link', { name: 'Hoy' }).click();
  await page.waitForURL((url) => url.pathname === '/' && url.hash === '');
  await page.locator('#hoy').waitFor();
  await markedTab('Hoy');
}, PHONE);

browserTest('in a phone\'s browser tab the tab bar is there too, where the thumb reaches first (390x844)', async ({ page }) => {
  await enterAsNewUser(page);
  await page.locator('#hoy').waitFor();
  await page.getByRole('navigation', { name: 'Secciones de la app' }).waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('has-tab-bar')));
}, PHONE);

browserTest('in a desktop browser tab there is no tab bar, and its code is not loaded (1280x800)', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await enterAsNewUser(page);
  await page.locator('#hoy').waitFor();
  assert.equal(await page.getByRole('navigation', { name: 'Secciones de la app' }).count(), 0);
  assert.ok(!(await page.evaluate(() => document.documentElement.classList.contains('has-tab-bar'))));
  assert.ok(!scripts.some((url) => /tab-bar/.test(url)), `no tab-bar chunk fetched: ${scripts.join(', ')}`);
}, DESKTOP);
