import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { currentCounter, totpCode } from '../../supabase/local/totp.ts';
import { browserTest, enterAsNewUser, screenshot, signIn, signOut } from './support.ts';

// Each test enrolls its own factor on its own account, in its own browser.

/** Enrolls a TOTP factor from the Seguridad panel and closes it; returns the secret and the step it spent. */
async function enrollTotp(page: Page, { screenshotName }: { screenshotName?: string } = {}): Promise<{ secret: string; spentStep: number }> {
  await page.getByRole('button', { name: 'Seguridad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Seguridad de tu cuenta' });
  await dialog.getByRole('button', { name: 'Añadir una app de autenticación' }).click();
  const qr = dialog.getByRole('img', { name: 'Código QR para tu app de autenticación' });
  await qr.waitFor();
  assert.match((await qr.getAttribute('src')) ?? '', /^data:image\/svg\+xml/);
  assert.ok(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), 'the QR code renders');
  if (screenshotName) await screenshot(page, screenshotName);
  // Shown in groups of four for typing by hand; authenticator apps ignore the spaces.
  const secret = ((await dialog.locator('code').textContent()) ?? '').replace(/\s/g, '');
  assert.match(secret, /^[A-Z2-7]{16,}$/);
  const spentStep = currentCounter();
  await dialog.getByLabel('Código de verificación').fill(totpCode(secret, spentStep));
  await dialog.getByRole('button', { name: 'Confirmar y activar' }).click();
  await dialog.getByText('Verificación en dos pasos activada.', { exact: true }).waitFor();
  await dialog.getByRole('listitem').filter({ hasText: 'App de autenticación' }).waitFor();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  return { secret, spentStep };
}

browserTest('the Seguridad panel enrolls a TOTP factor from its QR code and secret', async ({ page }) => {
  await enterAsNewUser(page);
  await enrollTotp(page, { screenshotName: 'security-panel-1280x800' });
});

browserTest('signing in again asks for the code before showing /', async ({ page }) => {
  const account = await enterAsNewUser(page);
  const { secret, spentStep } = await enrollTotp(page);
  await signOut(page);
  await signIn(page, account);
  await page.getByRole('heading', { name: 'Verificación en dos pasos' }).waitFor();
  assert.equal(await page.getByRole('heading', { name: 'Cómo funciona' }).count(), 0);
  // The welcome waits for the second factor: the person is not in yet.
  assert.equal(await page.getByText('¡Bienvenido de vuelta!').count(), 0);

  await page.getByLabel('Código de verificación').fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.getByText('El código no es correcto o ya caducó.', { exact: false }).waitFor();

  // The enrollment spent its step's code; the next step's is within the server's accepted window.
  await page.getByLabel('Código de verificación').fill(totpCode(secret, Math.max(spentStep, currentCounter()) + 1));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.getByRole('heading', { name: 'Cómo funciona' }).waitFor();
  await page.getByText('¡Bienvenido de vuelta!').waitFor();
  await page.reload();
  await page.getByRole('heading', { name: 'Cómo funciona' }).waitFor();
});

browserTest('the factor can be removed from an aal2 session', async ({ page }) => {
  await enterAsNewUser(page);
  await enrollTotp(page);
  await page.getByRole('button', { name: 'Seguridad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Seguridad de tu cuenta' });
  await dialog.getByRole('button', { name: 'Quitar «Autenticador»' }).click();
  await dialog.getByRole('button', { name: 'Sí, quitar' }).click();
  await dialog.getByText('Verificación en dos pasos desactivada.', { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Añadir una app de autenticación' }).waitFor();
});
