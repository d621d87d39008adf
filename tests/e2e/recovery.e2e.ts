import assert from 'node:assert/strict';
import { browserTest, enterAsNewUser, openAuthForm, screenshot, signIn, signOut, type Account } from './support.ts';
import type { Page } from 'playwright-core';

// Password recovery as a person lives it: '¿Olvidaste tu contraseña?', the email read in the local stack's
// outbox (/_dev/correo, its Inbucket), the link, the new password, and the link refused when used again.

async function askForLink(page: Page, account: Account): Promise<void> {
  await openAuthForm(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  await page.getByRole('heading', { name: 'Recupera tu acceso' }).waitFor();
  assert.equal(await page.getByLabel('Email').inputValue(), account.email, 'the email typed comes along');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await page.getByRole('status').getByText(`Si ${account.email} tiene una cuenta en Sendero Astral`).waitFor();
  await screenshot(page, 'auth-recover-sent-1280x800');
}

/** Opens, in the outbox page, the newest email with this subject to this address. */
async function openEmail(page: Page, to: string, subject: string): Promise<void> {
  // The email is written just after the app's request was answered: look again until it is there, as a person would.
  const message = page.getByRole('row').filter({ hasText: to }).first().getByRole('link', { name: subject });
  const deadline = Date.now() + 10_000;
  await page.goto('/_dev/correo');
  while (!(await message.count())) {
    if (Date.now() > deadline) throw new Error(`no email "${subject}" to ${to} in the outbox`);
    await page.waitForTimeout(250);
    await page.reload();
  }
  await page.getByRole('heading', { name: 'Bandeja de salida (desarrollo)' }).waitFor();
  await message.click();
  await page.getByRole('heading', { name: subject }).waitFor();
}

/** The recovery email's link. */
async function linkFromOutbox(page: Page, account: Account): Promise<string> {
  await openEmail(page, account.email, 'Crea una nueva contraseña para Sendero Astral');
  const button = page.getByRole('link', { name: 'Elegir nueva contraseña' });
  const href = (await button.getAttribute('href'))!;
  assert.match(href, /\/auth\/v1\/verify\?token=[\w-]+&type=recovery&redirect_to=/);
  return href;
}

browserTest('a forgotten password is replaced through the emailed link, which then no longer works', async ({ page }) => {
  const account = await enterAsNewUser(page);
  await signOut(page);

  await askForLink(page, account);
  const link = await linkFromOutbox(page, account);
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === '/nueva-contrasena');
  await page.getByRole('heading', { name: 'Nueva contraseña' }).waitFor();
  await screenshot(page, 'new-password-1280x800');
  await page.getByRole('textbox', { name: 'Nueva contraseña' }).fill('cometa-halley-76');
  await page.getByLabel('Repite la contraseña').fill('cometa-halley-76');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await page.getByText('Contraseña cambiada. Ya estás dentro.').waitFor();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('banner').getByText(account.email).waitFor({ state: 'attached' });

  await signOut(page);
  await signIn(page, account);
  await page.getByText('Email o contraseña incorrectos').first().waitFor();
  await signIn(page, { email: account.email, password: 'cometa-halley-76' });
  await page.waitForURL((url) => url.pathname === '/');
  await signOut(page);

  await page.goto(link);
  await page.waitForURL((url) => url.pathname === '/nueva-contrasena');
  await page.getByRole('heading', { name: 'Este enlace ya no sirve' }).waitFor();
  await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).click();
  await page.getByRole('heading', { name: 'Recupera tu acceso' }).waitFor();
});

browserTest('two copies that differ are stopped beside the field, before anything is sent', async ({ page }) => {
  const account = await enterAsNewUser(page);
  await signOut(page);
  await askForLink(page, account);
  await page.goto(await linkFromOutbox(page, account));
  await page.getByRole('heading', { name: 'Nueva contraseña' }).waitFor();
  await page.getByRole('textbox', { name: 'Nueva contraseña' }).fill('cometa-halley-76');
  await page.getByLabel('Repite la contraseña').fill('cometa-halley-67');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  const repeated = page.getByLabel('Repite la contraseña');
  await page.locator('[data-sonner-toaster]').getByText('Las dos contraseñas no coinciden.').waitFor();
  assert.equal(await repeated.getAttribute('aria-invalid'), 'true');
  assert.equal(await repeated.evaluate((element) => element === document.activeElement), true);
  assert.equal(new URL(page.url()).pathname, '/nueva-contrasena');
});

/** The 6-digit code the panel asked for, read from the outbox; the page comes back to /cuenta, whose form is reset. */
async function emailedCode(page: Page, account: Account): Promise<string> {
  await openEmail(page, account.email, 'Tu código para cambiar tu email o tu contraseña');
  const code = (await page.locator('.message').textContent())!.match(/\b(\d{6})\b/)![1];
  await page.goto('/cuenta');
  return code;
}

browserTest('on /cuenta the password changes with the code emailed', async ({ page }) => {
  const account = await enterAsNewUser(page);
  await page.goto('/cuenta');
  const panel = page.getByRole('region', { name: 'Email y contraseña' });
  await panel.getByRole('button', { name: 'Enviarme el código' }).click();
  await panel.getByText(`Te enviamos un código de 6 dígitos a ${account.email}`).waitFor();

  const code = await emailedCode(page, account);
  await panel.getByRole('button', { name: 'Enviarme el código' }).click();
  // A second code within the minute is refused; the first one still works.
  await page.getByText('Acabamos de enviarte un código. Espera un minuto para pedir otro.').waitFor();
  await panel.getByLabel('Código del email').fill(code);
  await panel.scrollIntoViewIfNeeded();
  await screenshot(page, 'account-credentials-code-1280x800');
  await panel.getByRole('textbox', { name: 'Nueva contraseña' }).fill('eclipse-total-24');
  await panel.getByLabel('Repite la contraseña').fill('eclipse-total-24');
  await panel.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await page.getByText('Contraseña cambiada. Las sesiones de tus otros dispositivos se han cerrado.').waitFor();

  await signOut(page);
  await signIn(page, { email: account.email, password: 'eclipse-total-24' });
  await page.waitForURL((url) => url.pathname === '/');
});

browserTest('on /cuenta the email changes with the code emailed, once the links sent to both addresses are opened', async ({ page }) => {
  const account = await enterAsNewUser(page);
  await page.goto('/cuenta');
  const panel = page.getByRole('region', { name: 'Email y contraseña' });
  await panel.getByRole('button', { name: 'Cambiar email' }).click();
  await panel.getByText(`Te enviamos un código de 6 dígitos a ${account.email}`).waitFor();
  const code = await emailedCode(page, account);
  await panel.getByRole('button', { name: 'Cambiar email' }).click();
  await page.getByText('Acabamos de enviarte un código. Espera un minuto para pedir otro.').waitFor();

  const newEmail = account.email.replace('@', '.nuevo@');
  await panel.getByLabel('Código del email').fill(code);
  await panel.getByLabel('Nuevo email').fill(newEmail);
  await panel.getByRole('button', { name: 'Enviar los enlaces' }).click();
  await panel.getByRole('status').getByText(`Enviamos un enlace a ${newEmail} y otro a ${account.email}`).waitFor();

  await openEmail(page, newEmail, 'Confirma el cambio de email en Sendero Astral');
  await page.getByRole('link', { name: 'Confirmar el cambio' }).click();
  await page.waitForURL((url) => url.pathname === '/cuenta');
  // One link is not enough: the login stays where it was.
  await panel.getByText(`Ahora entras con ${account.email}.`).waitFor();
  await panel.getByText(`Cambio pendiente hacia ${newEmail}`).waitFor();

  await openEmail(page, account.email, 'Confirma el cambio de email en Sendero Astral');
  await page.getByRole('link', { name: 'Confirmar el cambio' }).click();
  await page.waitForURL((url) => url.pathname === '/cuenta');
  await panel.getByText(`Ahora entras con ${newEmail}.`).waitFor();

  await signOut(page);
  await signIn(page, { email: newEmail, password: account.password });
  await page.waitForURL((url) => url.pathname === '/');
});
