import { after, before, test } from 'node:test';
import { controlledByServiceWorker, newAccount, openBrowser, screenshot, signUp, type Browser } from './support.ts';

let browser: Browser;

before(async () => {
  browser = await openBrowser({ width: 390, height: 844 });
});
after(async () => {
  await browser.close();
});

test('opens an article online, then another never opened before while offline', async () => {
  const { page, context } = browser;
  await signUp(page, newAccount());
  await controlledByServiceWorker(page);

  const library = page.locator('#library');
  await library.getByRole('searchbox', { name: 'Buscar en la biblioteca' }).fill('karma');
  const firstResult = library.getByRole('link', { name: /Budismo/ }).first();
  await firstResult.click();
  await page.waitForURL(/\/biblioteca\//);
  await page.getByRole('heading', { name: 'Fuentes para seguir leyendo' }).waitFor();
  await page.locator('.article-page__body h2').first().waitFor();
  await screenshot(page, 'article-390x844');

  const next = page.getByRole('link', { name: /Siguiente/ });
  const nextTitle = (await next.textContent())?.replace('Siguiente →', '').trim() ?? '';
  await context.setOffline(true);
  await next.click();
  await page.getByRole('heading', { level: 1, name: nextTitle }).waitFor();
  await page.locator('.article-page__body h2').first().waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: nextTitle }).waitFor();
  await page.locator('.article-page__body h2').first().waitFor();
  await context.setOffline(false);
});
