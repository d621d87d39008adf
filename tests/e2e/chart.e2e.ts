import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { controlledByServiceWorker, newAccount, openBrowser, screenshot, signUp, type Browser, homeSection } from './support.ts';

let browser: Browser;

before(async () => {
  browser = await openBrowser({ width: 390, height: 844 });
});
after(async () => {
  await browser.close();
});

test('from sign-up to a drawn wheel, and back offline', async () => {
  const { page, context } = browser;
  await signUp(page, newAccount());
  await controlledByServiceWorker(page);

  const section = await homeSection(page, 'chart-form');
  await section.getByLabel('Fecha de nacimiento').fill('1990-05-15');
  await section.getByLabel('Hora de nacimiento (opcional)').fill('14:30');
  await section.getByRole('combobox', { name: 'Lugar de nacimiento' }).fill('Madrid, España');
  await section.getByRole('button', { name: 'Generar mi carta natal' }).click();
  await page.getByText('¡Carta natal generada con éxito!').waitFor({ timeout: 30_000 });
  const wheel = section.getByRole('group', { name: /Rueda de la carta natal de Lucía/ });
  await wheel.waitFor();
  assert.ok((await wheel.locator('text').count()) > 20, 'the wheel shows signs, houses and planets');
  await section.getByRole('table', { name: 'Posiciones' }).waitFor();
  await section.getByRole('heading', { level: 4 }).first().waitFor();
  await wheel.scrollIntoViewIfNeeded();
  await screenshot(page, 'chart-390x844');

  await context.setOffline(true);
  await page.reload();
  await section.getByRole('group', { name: /Rueda de la carta natal de Lucía/ }).waitFor();
  // Mi carta shows instead of the form; a new chart is one click away, and needs the network.
  await section.getByRole('button', { name: 'Nueva carta' }).click();
  assert.equal(await section.getByRole('button', { name: 'Generar mi carta natal' }).isDisabled(), true);
  await section.getByText(/Sin conexión: podrás generar una carta nueva/).waitFor();
  await context.setOffline(false);
});
