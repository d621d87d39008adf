import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { controlledByServiceWorker, newAccount, openBrowser, screenshot, signUp, type Browser } from './support.ts';

let browser: Browser;

before(async () => {
  browser = await openBrowser();
});
after(async () => {
  await browser.close();
});

test('draws the daily card, and shows it again after an offline reload', async () => {
  const { page, context } = browser;
  await signUp(page, newAccount());
  await page.getByRole('link', { name: 'Entrar a Sendero Astral' }).click();
  await controlledByServiceWorker(page);

  const tarot = page.locator('#tarot');
  await tarot.getByRole('button', { name: 'Sacar mi carta del día' }).click();
  await page.getByText('¡Lectura generada con éxito!').waitFor();
  const cardHeading = tarot.getByRole('heading', { level: 3 });
  const cardName = (await cardHeading.textContent())?.trim();
  assert.ok(cardName, 'the card has a name');
  await tarot.getByText('Vuelve mañana para tu nueva lectura').waitFor();
  const art = tarot.getByRole('img', { name: new RegExp(`Ilustración de ${cardName}`) });
  await art.waitFor();
  assert.equal(await art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), true, 'the card art loaded');
  await tarot.scrollIntoViewIfNeeded();
  await screenshot(page, 'tarot-1280x800');

  await context.setOffline(true);
  await page.reload();
  await tarot.getByRole('heading', { level: 3, name: cardName }).waitFor();
  await tarot.getByText('Vuelve mañana para tu nueva lectura').waitFor();
  assert.equal(await art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), true, 'the card art comes from the cache');
  await context.setOffline(false);
});

test("today's card comes back from the server when the device has forgotten it", async () => {
  const { page } = browser;
  const tarot = page.locator('#tarot');
  const cardName = (await tarot.getByRole('heading', { level: 3 }).textContent())?.trim();
  // Forget the device copy: the server still knows today's card.
  await page.evaluate(() => new Promise<void>((resolve) => { const r = indexedDB.deleteDatabase('sendero-astral'); r.onsuccess = r.onerror = r.onblocked = () => resolve(); }));
  await page.reload();
  await tarot.getByRole('heading', { level: 3, name: cardName }).waitFor();
});
