import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, SHARE_SHEET_STAND_IN, browserTest, enterAsNewUser, pngSize, screenshotDir, sharedFile } from './support.ts';

// The chart's Sun, Moon and Ascendant as a 1080×1350 image, made by the real canvas: on the desktop from the home's
// chart section (Chromium on Linux has no Web Share, so it downloads), on the phone from /mi-carta without a birth
// time (the system share sheet stood in for by a navigator.share that keeps the file it was given).

async function createChart(page: Page, time: string | null): Promise<Locator> {
  const section = page.locator('#chart-form');
  await section.getByLabel('Fecha de nacimiento').fill('1990-05-15');
  if (time) await section.getByLabel('Hora de nacimiento (opcional)').fill(time);
  await section.getByRole('combobox', { name: 'Lugar de nacimiento' }).fill('Madrid, España');
  await section.getByRole('button', { name: 'Generar mi carta natal' }).click();
  await page.getByText('¡Carta natal generada con éxito!').first().waitFor({ timeout: 30_000 });
  const summary = section.getByRole('region', { name: 'La carta en breve' });
  await summary.waitFor();
  return summary;
}

async function saveImage(bytes: Buffer, label: string): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await writeFile(join(screenshotDir, `share-big-three-${label}.png`), bytes);
}

browserTest('Sun, Moon and Ascendant download as a 1080×1350 image from the home’s chart (1280x800)', async ({ page }) => {
  await enterAsNewUser(page);
  const summary = await createChart(page, '14:30');
  const download = page.waitForEvent('download');
  const button = summary.getByRole('button', { name: 'Guardar Sol, Luna y Ascendente como imagen' });
  await button.focus();
  await page.keyboard.press('Enter');
  const file = await download;
  assert.equal(file.suggestedFilename(), 'sol-luna-ascendente-lucia.png');
  const bytes = await readFile((await file.path())!);
  assert.deepEqual(pngSize(bytes), { width: 1080, height: 1350 });
  assert.ok(bytes.length > 30_000, `a drawn image, not an empty canvas (${bytes.length} bytes)`);
  await page.getByText('Imagen guardada en tus descargas.').waitFor();
  await saveImage(bytes, '1280x800');
}, DESKTOP);

browserTest('Sun, Moon and Ascendant go to the share sheet as a 1080×1350 image from /mi-carta, without a birth time (390x844)', async ({ page, context }) => {
  await context.addInitScript(SHARE_SHEET_STAND_IN);
  await enterAsNewUser(page);
  await page.goto('/mi-carta');
  const summary = await createChart(page, null);
  await summary.getByText('hace falta la hora de nacimiento').waitFor();
  await summary.getByRole('button', { name: 'Compartir Sol, Luna y Ascendente' }).click();
  const shared = await sharedFile(page);
  assert.equal(shared.name, 'sol-luna-ascendente-lucia.png');
  assert.equal(shared.type, 'image/png');
  assert.deepEqual(pngSize(shared.bytes), { width: 1080, height: 1350 });
  assert.deepEqual({ width: shared.width, height: shared.height }, { width: 1080, height: 1350 });
  await saveImage(shared.bytes, '390x844');
}, PHONE);
