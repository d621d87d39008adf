import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { currentCounter, totpCode } from '../../supabase/local/totp.ts';
import { newAccount, openBrowser, screenshot, signIn, signUp, type Browser } from './support.ts';

let browser: Browser;
const account = newAccount();
let secret = '';
let enrolledAt = 0;

before(async () => {
  browser = await openBrowser();
});
after(async () => {
  await browser.close();
});

test('the Seguridad panel enrolls a TOTP factor from its QR code and secret', async () => {
  const { page } = browser;
  await signUp(page, account);
  await page.getByRole('link', { name: 'Entrar a Sendero Astral' }).click();
  await page.getByRole('button', { name: 'Seguridad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Seguridad de tu cuenta' });
  await dialog.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
  const qr = dialog.getByRole('img', { name: 'Código QR para tu app de autenticación' });
  await qr.waitFor();
  assert.match((await qr.getAttribute('src')) ?? '', /^data:image\/svg\+xml/);
  assert.ok(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), 'the QR code renders');
  await screenshot(page, 'security-panel-1280x800');
  // Shown in groups of four for typing by hand; authenticator apps ignore the spaces.
  secret = ((await dialog.locator('code').textContent()) ?? '').replace(/\s/g, '');
  assert.match(secret, /^[A-Z2-7]{16,}$/);
  enrolledAt = currentCounter();
  await dialog.getByLabel('Código de verificación').fill(totpCode(secret, enrolledAt));
  await dialog.getByRole('button', { name: 'Confirmar y activar' }).click();
  await dialog.getByText('Verificación en dos pasos activada.', { exact: true }).waitFor();
  await dialog.getByText('Activa', { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
});

test('signing in again asks for the code before showing /', async () => {
  const { page } = browser;
  await page.getByRole('button', { name: 'Salir' }).click();
  await page.waitForURL('**/auth');
  await signIn(page, account);
  await page.getByRole('heading', { name: 'Verificación en dos pasos' }).waitFor();
  assert.equal(await page.getByRole('heading', { name: 'Cómo funciona' }).count(), 0);

  await page.getByLabel('Código de verificación').fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.getByText('El código no es correcto o ya caducó.', { exact: false }).waitFor();

  // The enrollment spent this step's code; the next step's is within the server's accepted window.
  await page.getByLabel('Código de verificación').fill(totpCode(secret, Math.max(enrolledAt, currentCounter()) + 1));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.getByRole('heading', { name: 'Cómo funciona' }).waitFor();
  await page.reload();
  await page.getByRole('heading', { name: 'Cómo funciona' }).waitFor();
});

test('the factor can be removed from an aal2 session', async () => {
  const { page } = browser;
  await page.getByRole('button', { name: 'Seguridad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Seguridad de tu cuenta' });
  await dialog.getByRole('button', { name: 'Quitar' }).click();
  await dialog.getByText('Verificación en dos pasos desactivada.', { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Activar verificación en dos pasos' }).waitFor();
});
