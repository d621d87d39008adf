import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, SHARE_SHEET_STAND_IN, browserTest, enterAsNewUser, pngSize, screenshot, screenshotDir, sharedFile } from './support.ts';

// The journal's calendar, today's card as an image and the three-card spread, on the phone and the desktop. Chromium on Linux has no
// Web Share, so the desktop downloads the image; on the phone the system share sheet (the one edge this test
// cannot reach) is stood in for by a navigator.share that keeps the file it was given.

async function drawTodaysCard(page: Page): Promise<string> {
  await enterAsNewUser(page);
  const tarot = page.locator('#tarot');
  await tarot.getByRole('button', { name: 'Sacar mi carta del día' }).click();
  await page.getByText('¡Lectura generada con éxito!').waitFor();
  const cardName = (await tarot.getByRole('heading', { level: 3 }).first().textContent())?.trim();
  assert.ok(cardName, 'the card has a name');
  return cardName;
}

/** Today's cell names the card just drawn; the summary counts it; the grid is keyboard-reachable. */
async function checkJournal(page: Page, cardName: string, label: string): Promise<void> {
  const journal = page.getByRole('region', { name: 'Tu diario de cartas' });
  const today = journal.getByRole('gridcell', { name: new RegExp(`\\(hoy\\): ${cardName}`) });
  await today.waitFor();
  assert.equal(await today.getAttribute('tabindex'), '0', 'today holds the grid’s tab stop');
  await journal.getByText(/^Este mes, un día con carta\./).waitFor();
  const grid = journal.getByRole('grid');
  const box = await grid.boundingBox();
  const viewport = page.viewportSize();
  assert.ok(box && viewport && box.width <= viewport.width, 'the month fits the screen’s width');
  await journal.scrollIntoViewIfNeeded();
  await screenshot(page, `tarot-journal-${label}`);
}

/** The three-card spread, labelled Pro, drawn below today's card: three places with their cards and texts. */
async function checkSpread(page: Page, label: string): Promise<void> {
  const spread = page.getByRole('region', { name: /Tirada de tres cartas/ });
  await spread.getByText('Pro', { exact: true }).waitFor();
  await spread.getByRole('button', { name: 'Hacer una tirada de tres cartas' }).click();
  const reading = spread.getByRole('article', { name: /^Tirada del / });
  await reading.waitFor();
  assert.deepEqual(await reading.getByRole('heading', { level: 5 }).allTextContents(), ['Situación', 'Obstáculo', 'Consejo', 'Para cerrar']);
  const art = reading.getByRole('img');
  assert.equal(await art.count(), 3);
  await art.last().scrollIntoViewIfNeeded();
  assert.equal(await art.last().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), true, 'the cards’ art loaded');
  await reading.scrollIntoViewIfNeeded();
  await screenshot(page, `tarot-spread-${label}`);
}

async function saveImage(bytes: Buffer, label: string): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await writeFile(join(screenshotDir, `share-card-${label}.png`), bytes);
}

browserTest('the journal shows today’s card in the month; the card downloads as a 1080×1350 image; a three-card spread (1280x800)', async ({ page }) => {
  const cardName = await drawTodaysCard(page);
  await checkJournal(page, cardName, '1280x800');
  const download = page.waitForEvent('download');
  await page.locator('#tarot').getByRole('button', { name: 'Guardar tu carta como imagen' }).click();
  const file = await download;
  assert.match(file.suggestedFilename(), /^carta-[a-z-]+-\d{4}-\d{2}-\d{2}\.png$/);
  const bytes = await readFile(await file.path());
  assert.deepEqual(pngSize(bytes), { width: 1080, height: 1350 });
  await page.getByText('Imagen guardada en tus descargas.').waitFor();
  await saveImage(bytes, '1280x800');
  await checkSpread(page, '1280x800');
}, DESKTOP);

browserTest('the journal shows today’s card in the month; the card goes to the share sheet as a 1080×1350 image; a three-card spread (390x844)', async ({ page, context }) => {
  await context.addInitScript(SHARE_SHEET_STAND_IN);
  const cardName = await drawTodaysCard(page);
  await checkJournal(page, cardName, '390x844');
  await page.locator('#tarot').getByRole('button', { name: 'Compartir tu carta como imagen' }).click();
  const shared = await sharedFile(page);
  assert.equal(shared.type, 'image/png');
  assert.deepEqual({ width: shared.width, height: shared.height }, { width: 1080, height: 1350 });
  await saveImage(shared.bytes, '390x844');
  await checkSpread(page, '390x844');
}, PHONE);
