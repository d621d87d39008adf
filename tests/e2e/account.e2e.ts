import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { PHONE, browserTest, enterAsNewUser, screenshot, signIn, storedRows, homeSection } from './support.ts';

// "Tu cuenta": the export downloads the user's own data, and deleting the account empties the server and the
// device. Each test signs up its own account.

/** Generates a chart through the deployed function with this page's session, as the chart form would. */
async function generateChart(page: Page, chartName: string): Promise<void> {
  const status = await page.evaluate(async (name) => {
    const key = Object.keys(localStorage).find((candidate) => candidate.startsWith('sb-') && candidate.endsWith('-auth-token'));
    const token = (JSON.parse(localStorage.getItem(key!)!) as { access_token: string }).access_token;
    const response = await fetch('/functions/v1/generate-birth-chart', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ birthDate: '1988-03-21', birthTime: '07:40', birthLocation: 'Ciudad de México, México', chartName: name }),
    });
    return response.status;
  }, chartName);
  assert.equal(status, 200);
}

async function openAccountPage(page: Page): Promise<void> {
  await page.goto('/cuenta');
  await page.getByRole('heading', { level: 1, name: 'Tu cuenta' }).waitFor();
}

browserTest('the export downloads a JSON file with the user’s chart, and the charts as CSV', async ({ page }) => {
  const account = await enterAsNewUser(page);
  await generateChart(page, 'Mi carta de Coyoacán');
  await openAccountPage(page);
  await page.getByRole('region', { name: 'Perfil' }).getByText(account.email).waitFor();
  await screenshot(page, 'account-desktop');

  // Rectifying the name from the keyboard: the button, the field with focus, Enter.
  await page.getByRole('button', { name: 'Cambiar nombre' }).click();
  const nameField = page.getByLabel('Cómo quieres que te llamemos');
  assert.equal(await nameField.evaluate((element) => element === document.activeElement), true);
  // A name of zero-width characters reads as blank: refused beside the field, nothing saved.
  await nameField.fill('\u200b\u200d');
  await nameField.press('Enter');
  await page.getByText('Escribe el nombre con al menos una letra, un número o un signo visibles.').waitFor();
  await nameField.fill('Lucía Renombrada');
  await nameField.press('Enter');
  await page.getByRole('status').filter({ hasText: 'Nombre guardado.' }).waitFor();

  const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar todos mis datos (JSON)' }).click()]);
  assert.match(json.suggestedFilename(), /^sendero-astral-datos-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await json.path())!, 'utf8')) as {
    account: { email: string };
    profile: { full_name: string };
    birthCharts: { chart_name: string; birth_location: string }[];
  };
  assert.equal(data.account.email, account.email);
  assert.equal(data.profile.full_name, 'Lucía Renombrada');
  assert.deepEqual(data.birthCharts.map((chart) => [chart.chart_name, chart.birth_location]), [['Mi carta de Coyoacán', 'Ciudad de México, México']]);
  await page.getByRole('status').filter({ hasText: 'está en tus descargas' }).waitFor();

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar mis cartas (CSV)' }).click()]);
  const text = await readFile((await csv.path())!, 'utf8');
  assert.equal(text.charCodeAt(0), 0xfeff, 'UTF-8 with a byte-order mark');
  assert.match(text, /\r\nMi carta de Coyoacán,tuya,[^,]*,1988-03-21,07:40,"Ciudad de México, México",/);
});

browserTest('deleting the account asks for the password, then leaves nothing: back at /auth, IndexedDB empty, sign-in refused', async ({ page }) => {
  const account = await enterAsNewUser(page);
  await (await homeSection(page, 'tarot')).getByRole('button', { name: 'Sacar mi carta del día' }).click();
  await page.getByText('¡Lectura generada con éxito!').waitFor();
  assert.ok((await storedRows(page)) > 0, "today's card is kept on the device");

  await openAccountPage(page);
  await page.getByRole('button', { name: 'Quiero eliminar mi cuenta' }).click();
  const password = page.getByLabel('Tu contraseña');
  await password.scrollIntoViewIfNeeded();
  await screenshot(page, 'account-delete-phone');
  // Keyboard only: the field has focus, Enter submits.
  await password.press('Enter');
  assert.equal(await password.getAttribute('aria-invalid'), 'true');
  await page.keyboard.type('no-es-la-mia');
  await page.keyboard.press('Enter');
  await page.getByText('La contraseña no es correcta. No hemos eliminado nada.').waitFor();

  await password.fill(account.password);
  await page.getByRole('button', { name: 'Eliminar mi cuenta para siempre' }).click();
  await page.waitForURL('**/auth');
  await page.getByText('Tu cuenta y todos tus datos se han eliminado').waitFor();
  assert.equal(await storedRows(page), 0, 'nothing of the user stays in IndexedDB');
  assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('-auth-token'))), [], 'no session stays');

  await signIn(page, account);
  await page.getByText('Email o contraseña incorrectos').first().waitFor();
  assert.equal(new URL(page.url()).pathname, '/auth');
}, PHONE);
