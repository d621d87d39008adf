import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { controlledByServiceWorker, newAccount, openBrowser, signUp, type Browser } from './support.ts';

let browser: Browser;
const account = newAccount();

before(async () => {
  browser = await openBrowser();
});
after(async () => {
  await browser.close();
});

test('the service worker activates and precaches the shell, never the API', async () => {
  const { page } = browser;
  await page.goto('/auth');
  await controlledByServiceWorker(page);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  assert.ok(cached.some((path) => path === '/index.html'), 'index.html is precached');
  assert.ok(cached.some((path) => /^\/assets\/index-.*\.js$/.test(path)), 'the entry script is precached');
  assert.ok(cached.some((path) => path.endsWith('.webmanifest')), 'the manifest is precached');
  assert.ok(!cached.some((path) => /^\/(auth|rest|functions)\/v1\//.test(path)), 'no API response is cached');
});

test('with the network off, a reload still renders the shell and says it is offline', async () => {
  const { page, context } = browser;
  await signUp(page, account);
  await page.getByRole('link', { name: 'Entrar a Sendero Astral' }).click();
  await page.getByRole('banner').getByText(account.email).waitFor();
  // The page must be controlled by the service worker before the network goes away.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  const offlineBanner = page.getByRole('status').filter({ hasText: 'Sin conexión' });
  await offlineBanner.waitFor();
  await page.reload();
  await page.getByRole('banner').getByText(account.email).waitFor();
  await page.getByRole('heading', { name: 'Cómo funciona' }).waitFor();
  await offlineBanner.waitFor();

  await page.goto('/auth');
  await page.waitForURL((url) => url.pathname === '/');
  await context.setOffline(false);
  await page.getByText('Conexión recuperada.').waitFor();
  assert.equal(new URL(page.url()).pathname, '/');
});
