import assert from 'node:assert/strict';
import type { CDPSession, Page } from 'playwright-core';
import { currentCounter, totpCode } from '../../supabase/local/totp.ts';
import { browserTest, enterAsNewUser, screenshot, signIn, signOut } from './support.ts';

// Passkeys as a second factor, with Chromium's virtual authenticator (the CDP WebAuthn domain) standing in for
// the device: a platform authenticator with resident keys and user verification, as a phone or laptop has.

interface VirtualAuthenticator { cdp: CDPSession; authenticatorId: string }

async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** With user verification failing, Chromium answers the page's WebAuthn call with NotAllowedError. */
async function setUserVerified({ cdp, authenticatorId }: VirtualAuthenticator, isUserVerified: boolean): Promise<void> {
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified });
}

async function credentials({ cdp, authenticatorId }: VirtualAuthenticator) {
  return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

function securityDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Seguridad de tu cuenta' });
}

async function enrolPasskey(
  page: Page,
  name: string,
  { screenshotName, refusedFirst }: { screenshotName?: string; refusedFirst?: VirtualAuthenticator } = {},
): Promise<void> {
  await page.getByRole('button', { name: 'Seguridad' }).click();
  const dialog = securityDialog(page);
  await dialog.getByRole('button', { name: 'Añadir una llave de acceso' }).click();
  const nameField = dialog.getByLabel('Nombre de la llave');
  assert.equal(await nameField.inputValue(), 'Llave de acceso 1', 'a name is suggested');
  assert.ok(await nameField.evaluate((field) => field === document.activeElement), 'the name field takes the focus');
  await nameField.fill(name);
  if (refusedFirst) {
    // The device refuses once (as when the person cancels its prompt): the form stays, and the abandoned factor
    // is gone, or the same name would now be taken.
    await setUserVerified(refusedFirst, false);
    await nameField.press('Enter');
    await dialog.getByRole('alert').getByText('Se canceló la operación o se agotó el tiempo.', { exact: false }).waitFor();
    await setUserVerified(refusedFirst, true);
  }
  await nameField.press('Enter');
  await dialog.getByText('Llave de acceso añadida.', { exact: false }).waitFor();
  const item = dialog.getByRole('listitem').filter({ hasText: name });
  await item.getByText('Llave de acceso · Desde el', { exact: false }).waitFor();
  if (screenshotName) await screenshot(page, screenshotName);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
}

async function enrolTotp(page: Page): Promise<{ secret: string; spentStep: number }> {
  await page.getByRole('button', { name: 'Seguridad' }).click();
  const dialog = securityDialog(page);
  await dialog.getByRole('button', { name: 'Añadir una app de autenticación' }).click();
  const secret = ((await dialog.locator('code').textContent()) ?? '').replace(/\s/g, '');
  const spentStep = currentCounter();
  await dialog.getByLabel('Código de verificación').fill(totpCode(secret, spentStep));
  await dialog.getByRole('button', { name: 'Confirmar y activar' }).click();
  await dialog.getByText('Verificación en dos pasos activada.', { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  return { secret, spentStep };
}

const home = (page: Page) => page.getByRole('heading', { name: 'Cómo funciona' });

browserTest('a passkey enrolled from Seguridad is the second step after the password', async ({ page }) => {
  const account = await enterAsNewUser(page);
  const authenticator = await addVirtualAuthenticator(page);
  await enrolPasskey(page, 'Portátil', { screenshotName: 'security-panel-passkey-1280x800', refusedFirst: authenticator });
  const [stored, ...more] = await credentials(authenticator);
  assert.equal(more.length, 0);
  assert.equal(stored.rpId, 'localhost');
  assert.equal(stored.isResidentCredential, true);

  await signOut(page);
  await signIn(page, account);
  await page.getByRole('heading', { name: 'Verificación en dos pasos' }).waitFor();
  await page.getByText('Confirma que eres tú con tu llave de acceso «Portátil».').waitFor();
  assert.equal(await home(page).count(), 0, 'the password alone does not open the app');
  await page.getByRole('button', { name: 'Usar la llave de acceso' }).click();
  await home(page).waitFor();
  await page.reload();
  await home(page).waitFor();
  assert.ok((await credentials(authenticator))[0].signCount >= 1, 'the authenticator signed the sign-in');
});

browserTest('when the passkey fails, the app code is the way back in and the lost passkey can go', async ({ page }) => {
  const account = await enterAsNewUser(page);
  const authenticator = await addVirtualAuthenticator(page);
  const { secret, spentStep } = await enrolTotp(page);
  await enrolPasskey(page, 'Móvil perdido');

  await signOut(page);
  await signIn(page, account);
  await page.getByText('Confirma que eres tú con tu llave de acceso «Móvil perdido».').waitFor();
  await setUserVerified(authenticator, false);
  await page.getByRole('button', { name: 'Usar la llave de acceso' }).click();
  await page.getByRole('alert').getByText('Se canceló la operación o se agotó el tiempo.', { exact: false }).waitFor();
  await page.getByText('¿Perdiste el dispositivo? Entra con otro de tus métodos', { exact: false }).waitFor();
  assert.equal(await page.getByRole('link', { name: 'Escríbenos desde Soporte', exact: false }).getAttribute('href'), '/soporte');
  await screenshot(page, 'mfa-choose-factor-1280x800');

  await page.getByRole('button', { name: 'App de autenticación: Autenticador' }).click();
  await page.getByLabel('Código de verificación').fill(totpCode(secret, Math.max(spentStep, currentCounter()) + 1));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await home(page).waitFor();

  await page.getByRole('button', { name: 'Seguridad' }).click();
  const dialog = securityDialog(page);
  await dialog.getByRole('button', { name: 'Quitar «Móvil perdido»' }).click();
  // The confirmation takes the focus on its safe answer; the keyboard reaches the other one.
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
  assert.equal(await focused(), 'No, dejarlo');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await focused(), 'Sí, quitar');
  await page.keyboard.press('Enter');
  await dialog.getByText('Quitamos «Móvil perdido». Tus otros métodos siguen activos.').waitFor();
  assert.equal(await focused(), 'Quitamos «Móvil perdido». Tus otros métodos siguen activos.');
  assert.deepEqual(await dialog.getByRole('listitem').locator('strong').allTextContents(), ['Autenticador']);
});
