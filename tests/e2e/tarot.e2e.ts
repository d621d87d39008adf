import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { controlledByServiceWorker, newAccount, openBrowser, screenshot, signUp, type Browser } from './support.ts';

let browser: Browser;
const NOTE = 'Mi primera nota: la carta me pidió calma.';
const OFFLINE_NOTE = 'Añadido sin conexión: la calma llegó por la tarde.';

before(async () => {
  browser = await openBrowser();
});
after(async () => {
  await browser.close();
});

test('draws the daily card, takes a note, and shows both again after an offline reload; a note written offline is sent on reconnecting', async () => {
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
  await tarot.getByRole('heading', { name: 'Pregunta para hoy' }).waitFor();
  await tarot.getByRole('region', { name: 'Correspondencias' }).waitFor();

  const note = tarot.getByLabel('Tu nota sobre esta carta');
  await note.fill(NOTE);
  await note.press('Control+Enter');
  await tarot.getByText('Nota guardada.').waitFor();
  await tarot.scrollIntoViewIfNeeded();
  await screenshot(page, 'tarot-1280x800');

  await context.setOffline(true);
  await page.reload();
  await tarot.getByRole('heading', { level: 3, name: cardName }).waitFor();
  await tarot.getByText('Vuelve mañana para tu nueva lectura').waitFor();
  assert.equal(await art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), true, 'the card art comes from the cache');
  assert.equal(await note.inputValue(), NOTE, 'the note reads offline');

  await note.fill(OFFLINE_NOTE);
  await tarot.getByRole('button', { name: 'Guardar nota' }).click();
  await tarot.getByText(/Sin conexión: tu nota queda guardada en este dispositivo/).waitFor();
  await context.setOffline(false);
  await page.getByText('Se ha enviado la nota que escribiste sin conexión.').waitFor({ timeout: 20_000 });
});

test("today's card comes back from the server when the device has forgotten it", async () => {
  const { page } = browser;
  const tarot = page.locator('#tarot');
  const cardName = (await tarot.getByRole('heading', { level: 3 }).textContent())?.trim();
  // Forget the device copy: the server still knows today's card.
  await page.evaluate(() => new Promise<void>((resolve) => { const r = indexedDB.deleteDatabase('sendero-astral'); r.onsuccess = r.onerror = r.onblocked = () => resolve(); }));
  await page.reload();
  await tarot.getByRole('heading', { level: 3, name: cardName }).waitFor();
  // The note written offline reached the account: it comes back with the card.
  await tarot.getByLabel('Tu nota sobre esta carta').waitFor();
  assert.equal(await tarot.getByLabel('Tu nota sobre esta carta').inputValue(), OFFLINE_NOTE);
});
