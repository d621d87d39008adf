import assert from 'node:assert/strict';
import { browserTest, controlledByServiceWorker, enterAsNewUser } from './support.ts';

browserTest('the service worker activates and precaches the shell, never the API', async ({ page }) => {
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
  // Hoy's sky is computed in this worker: without it, Hoy offline could only show its retry.
  assert.ok(cached.some((path) => /^\/assets\/sky\.worker-[\w-]+\.js$/.test(path)), "Hoy's worker is precached");
  assert.ok(!cached.some((path) => /^\/(auth|rest|functions)\/v1\//.test(path)), 'no API response is cached');
});

browserTest('with the network off, a reload still renders the shell and says it is offline', async ({ page, context }) => {
  const account = await enterAsNewUser(page);
  // The page must be controlled by the service worker before the network goes away.
  await controlledByServiceWorker(page);

  // Whatever navigator.onLine claims after the reload (Chromium 150 says online), the app finds the backend
  // unreachable and says so.
  await context.setOffline(true);
  await page.reload();
  const offlineBanner = page.getByRole('status').filter({ hasText: 'Sin conexión' });
  await page.getByRole('banner').getByText(account.email).waitFor();
  await page.getByRole('heading', { name: 'Cómo funciona' }).waitFor();
  await offlineBanner.waitFor();

  await page.goto('/auth');
  await page.waitForURL((url) => url.pathname === '/');
  await context.setOffline(false);
  await page.getByText('Conexión recuperada.').waitFor();
  assert.equal(new URL(page.url()).pathname, '/');
});
