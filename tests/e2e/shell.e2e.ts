import assert from 'node:assert/strict';
import { DESKTOP, PHONE, browserTest, enterAsNewUser, newAccount, screenshot, signUp, homeSection } from './support.ts';

// Phone-sized by default; each test in its own browser, signed in only where it needs to be.

for (const [label, viewport] of [['390x844', PHONE], ['1280x800', DESKTOP]] as const) {
  browserTest(`an unknown path answers 404 and shows the 404 page with a link home (${label})`, async ({ page }) => {
    const response = await page.goto('/nope');
    assert.equal(response?.status(), 404);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await screenshot(page, `not-found-${label}`);
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await page.waitForURL('**/auth');
    // A route the app has still answers 200.
    assert.equal((await page.goto('/privacidad'))?.status(), 200);
  }, viewport);
}

browserTest('the page is Spanish and links its manifest', async ({ page }) => {
  await page.goto('/auth');
  assert.equal(await page.locator('html').getAttribute('lang'), 'es');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  assert.ok(href);
  const manifest = (await (await page.request.get(href)).json()) as { start_url: string; display: string; lang: string; icons: { sizes: string; purpose: string }[] };
  assert.equal(manifest.start_url, '/');
  assert.equal(manifest.display, 'standalone');
  for (const size of ['192x192', '512x512']) {
    assert.ok(manifest.icons.some((icon) => icon.sizes === size && icon.purpose === 'maskable'), `maskable ${size}`);
    assert.ok(manifest.icons.some((icon) => icon.sizes === size && icon.purpose === 'any'), `any ${size}`);
  }
}, PHONE);

browserTest('screenshots of /auth', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('heading', { name: 'Bienvenido' }).waitFor();
  await page.getByRole('button', { name: /Google/ }).waitFor();
  await screenshot(page, 'auth-390x844');
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'auth-1280x800');
}, PHONE);

browserTest('home: sections in the spec order, each with its anchor', async ({ page }) => {
  await signUp(page, newAccount());
  await screenshot(page, 'auth-signed-up-390x844');
  await page.getByRole('heading', { name: 'Cómo funciona' }).waitFor();
  const expected = ['hero-title', 'how-it-works', 'chart-form', 'why', 'tarot', 'compatibility', 'premium', 'library', 'support'];
  const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((node) => node.id));
  assert.deepEqual(ids.filter((id) => expected.includes(id)), expected);
  const compatibility = await homeSection(page, 'compatibility');
  for (const category of ['Pareja', 'Amigos', 'Familia', 'Trabajo']) await compatibility.getByRole('heading', { name: category, exact: true }).waitFor();
}, PHONE);

browserTest('the mobile menu opens and closes from the keyboard and names its state', async ({ page }) => {
  const account = await enterAsNewUser(page);
  const menuButton = page.getByRole('button', { name: 'Abrir el menú' });
  assert.equal(await menuButton.getAttribute('aria-expanded'), 'false');
  assert.equal(await page.getByRole('navigation', { name: 'Secciones', exact: true }).isVisible(), false);
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const closeButton = page.getByRole('button', { name: 'Cerrar el menú' });
  assert.equal(await closeButton.getAttribute('aria-expanded'), 'true');
  const nav = page.getByRole('navigation', { name: 'Secciones', exact: true });
  for (const name of ['Carta Natal', 'Tarot Diario', 'Compatibilidad', 'Premium', 'Biblioteca']) await nav.getByRole('link', { name }).waitFor();
  await page.getByRole('banner').getByText(account.email).waitFor();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Carta Natal');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Abrir el menú' }).waitFor();
  assert.equal(await nav.isVisible(), false);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Abrir el menú');
}, PHONE);

browserTest('screenshots of /', async ({ page }) => {
  await enterAsNewUser(page);
  await page.getByRole('heading', { name: 'Cómo funciona' }).waitFor();
  await page.evaluate(() => document.fonts.ready);
  await screenshot(page, 'home-390x844');
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  await screenshot(page, 'home-390x844-menu');
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await page.getByRole('heading', { name: 'Cómo funciona' }).waitFor();
  await screenshot(page, 'home-1280x800');
}, PHONE);
