import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserTest, enterAsNewUser, openBrowser, signIn, signOut } from './support.ts';

// "Salir" ends this device's session only; "Cerrar sesión en todos los dispositivos" ends every one. Another
// device's access token stays valid until it expires (as on Supabase); its next refresh is what fails. The
// test makes that refresh happen now by marking the stored session expired and reloading.

async function refreshNow(page: Page): Promise<void> {
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('sb-') && name.endsWith('-auth-token'))!;
    const session = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
    localStorage.setItem(key, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 }));
  });
  await page.reload();
}

async function menu(page: Page): Promise<void> {
  const open = page.getByRole('button', { name: 'Abrir el menú' });
  if (await open.isVisible()) await open.click();
}

browserTest('"Salir" leaves other devices signed in; "Cerrar sesión en todos los dispositivos" signs them all out', async ({ page }) => {
  const account = await enterAsNewUser(page);
  const other = await openBrowser();
  try {
    await signIn(other.page, account);
    await other.page.waitForURL((url) => url.pathname === '/');

    await menu(page);
    await signOut(page);
    await refreshNow(other.page);
    await other.page.getByRole('banner').getByText(account.email).waitFor({ state: 'attached' });
    assert.equal(new URL(other.page.url()).pathname, '/', 'the other device is still signed in');

    await signIn(page, account);
    await page.waitForURL((url) => url.pathname === '/');
    await menu(page);
    await page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
    await page.waitForURL('**/auth');
    await page.getByText('Cerraste la sesión en todos tus dispositivos.').waitFor();

    await refreshNow(other.page);
    await other.page.waitForURL('**/auth');
  } finally {
    await other.close();
  }
});
