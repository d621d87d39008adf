import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserTest, controlledByServiceWorker, enterAsNewUser, screenshot, homeSection } from './support.ts';

// Each test draws its own card on its own account, in its own browser.

const NOTE = 'Mi primera nota: la carta me pidió calma.';
const OFFLINE_NOTE = 'Añadido sin conexión: la calma llegó por la tarde.';

/** Forgets everything the device kept and reloads: what shows next came from the server. */
async function forgetDevice(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => { const r = indexedDB.deleteDatabase('sendero-astral'); r.onsuccess = r.onerror = r.onblocked = () => resolve(); }));
  await page.reload();
}

browserTest('draws the daily card, takes a note, and shows both again after an offline reload; a note written offline is sent on reconnecting', async ({ page, context }) => {
  await enterAsNewUser(page);
  await controlledByServiceWorker(page);

  const tarot = await homeSection(page, 'tarot');
  await tarot.getByRole('button', { name: 'Sacar mi carta del día' }).click();
  await page.getByText('¡Lectura generada con éxito!').waitFor();
  // Today's card comes first; the journal and the spread below have level-3 headings of their own.
  const cardName = (await tarot.getByRole('heading', { level: 3 }).first().textContent())?.trim();
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

  // The note written offline reached the account: with the device forgotten, it comes back from the server.
  await forgetDevice(page);
  await tarot.getByRole('heading', { level: 3, name: cardName }).waitFor();
  await note.waitFor();
  assert.equal(await note.inputValue(), OFFLINE_NOTE);
});

browserTest("today's card comes back from the server when the device has forgotten it", async ({ page }) => {
  await enterAsNewUser(page);
  const tarot = await homeSection(page, 'tarot');
  await tarot.getByRole('button', { name: 'Sacar mi carta del día' }).click();
  await page.getByText('¡Lectura generada con éxito!').waitFor();
  const cardName = (await tarot.getByRole('heading', { level: 3 }).first().textContent())?.trim();
  assert.ok(cardName, 'the card has a name');
  await forgetDevice(page);
  await tarot.getByRole('heading', { level: 3, name: cardName }).waitFor();
  await tarot.getByText('Vuelve mañana para tu nueva lectura').waitFor();
});
