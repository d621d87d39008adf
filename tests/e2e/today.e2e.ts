import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, browserTest, controlledByServiceWorker, enterAsNewUser, screenshot } from './support.ts';

// Hoy, the signed-in home's first screen: after sign-in, with and without a chart, offline after a reload; and the
// focus after drawing the day's card, from Hoy and from the Tarot section. Each test has its own account.

const GREETING = /^(Buenos días|Buenas tardes|Buenas noches), Lucía$/;

async function createChart(page: Page): Promise<void> {
  const section = page.locator('#chart-form');
  await section.getByLabel('Fecha de nacimiento').fill('1990-05-15');
  await section.getByLabel('Hora de nacimiento (opcional)').fill('14:30');
  await section.getByRole('combobox', { name: 'Lugar de nacimiento' }).fill('Madrid, España');
  await section.getByRole('button', { name: 'Generar mi carta natal' }).click();
  await page.getByText('¡Carta natal generada con éxito!').waitFor({ timeout: 30_000 });
}

for (const [size, viewport] of [['390x844', PHONE], ['1280x800', DESKTOP]] as const) {
  browserTest(`Hoy greets after sign-in, shows the sky, then the chart's transits, and works offline after a reload (${size})`, async ({ page, context }) => {
    await enterAsNewUser(page);
    const hoy = page.locator('#hoy');
    await hoy.getByRole('heading', { level: 2, name: GREETING }).waitFor();
    const firstSection = await page.evaluate(() => document.querySelector('main > section')?.id);
    assert.equal(firstSection, 'hoy', "Hoy comes before the spec's sections");

    // Without a chart: the sky, a practice and an invitation to create the chart.
    await hoy.getByRole('article', { name: 'La Luna hoy' }).waitFor({ timeout: 20_000 });
    await hoy.getByRole('article', { name: 'Retrógrados ahora' }).waitFor();
    await hoy.getByRole('link', { name: 'Crear mi carta natal' }).waitFor();
    await hoy.getByRole('article', { name: 'Una práctica para hoy' }).getByRole('link', { name: /^Leer «/ }).waitFor();
    await hoy.getByRole('button', { name: 'Sacar mi carta del día' }).waitFor();
    await controlledByServiceWorker(page);

    await createChart(page);
    await hoy.getByText(/^Según «.+», tu carta más reciente\.$/).waitFor();
    await hoy.getByRole('article', { name: 'La Luna hoy' }).getByText(/tu casa \d+/).waitFor();
    const transits = await hoy.getByRole('article', { name: 'Lo que más pesa hoy en tu carta' }).getByRole('listitem').count();
    assert.ok(transits <= 3, 'at most three transits');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `today-${size}`);

    await context.setOffline(true);
    await page.reload();
    await hoy.getByRole('heading', { level: 2, name: GREETING }).waitFor();
    await hoy.getByText(/^Según «.+», tu carta más reciente\.$/).waitFor({ timeout: 20_000 });
    await hoy.getByRole('article', { name: 'La Luna hoy' }).getByText(/tu casa \d+/).waitFor();
    await hoy.getByRole('article', { name: 'Una práctica para hoy' }).getByRole('link', { name: /^Leer «/ }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `today-offline-${size}`);
    await context.setOffline(false);
  }, viewport);
}

const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName ?? null);

browserTest('drawing the card from Hoy moves the focus to it (390x844)', async ({ page }) => {
  await enterAsNewUser(page);
  const hoy = page.locator('#hoy');
  await hoy.getByRole('button', { name: 'Sacar mi carta del día' }).click();
  const card = hoy.getByRole('group', { name: /^Tu carta del tarot de hoy: / });
  await card.waitFor();
  await page.waitForFunction(() => document.activeElement?.matches('#hoy [role="group"]') === true);
  assert.match((await focusedName(page)) ?? '', /^Tu carta del tarot de hoy: /);
  await hoy.getByText('Vuelve mañana para tu nueva lectura').waitFor();
  await hoy.getByText(/^Tu próxima carta del tarot se abre el .+ a las? \d+:\d\d \(.+\)\.$/).waitFor();
  // The Tarot section shows the same card: one draw a day, wherever the button was.
  await page.locator('#tarot').getByText('Vuelve mañana para tu nueva lectura').waitFor();
}, PHONE);

browserTest('drawing the card in the Tarot section moves the focus to the reading (1280x800)', async ({ page }) => {
  await enterAsNewUser(page);
  const tarot = page.locator('#tarot');
  await tarot.getByRole('button', { name: 'Sacar mi carta del día' }).click();
  await tarot.getByRole('article', { name: /^Tu carta del tarot de hoy: / }).waitFor();
  await page.waitForFunction(() => document.activeElement?.matches('#tarot article.tarot-reading') === true);
  assert.match((await focusedName(page)) ?? '', /^Tu carta del tarot de hoy: /);
}, DESKTOP);
