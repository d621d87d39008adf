import assert from 'node:assert/strict';
import { PHONE, browserTest, controlledByServiceWorker, screenshot } from './support.ts';

// The legal and help pages: readable by a visitor without an account, reached from the footer's groups, and
// still there with the network off once the app is installed.

const PAGES = [
  { path: '/privacidad', link: 'Privacidad', heading: 'Política de privacidad', text: 'Tus derechos y cómo ejercerlos' },
  { path: '/terminos', link: 'Términos de uso', heading: 'Términos de uso', text: 'Qué es y qué no es una lectura' },
  { path: '/cookies', link: 'Cookies', heading: 'Cookies y almacenamiento en tu dispositivo', text: 'Sin cookies de seguimiento' },
  { path: '/soporte', link: 'Preguntas frecuentes', heading: 'Soporte y preguntas frecuentes', text: '¿Cómo elimino mi cuenta?' },
];

browserTest('a visitor without an account reads every legal page from the footer, and again offline', async ({ page, context }) => {
  await page.goto('/privacidad');
  await page.getByRole('heading', { level: 1, name: 'Política de privacidad' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/privacidad', 'no redirect to /auth');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'hola@senderoastral.app' }).waitFor();
  assert.equal(await footer.locator('#support').count(), 1, "the footer keeps the spec's #support anchor");

  for (const legal of PAGES) {
    await footer.getByRole('link', { name: legal.link, exact: true }).click();
    await page.waitForURL((url) => url.pathname === legal.path);
    await page.getByRole('heading', { level: 1, name: legal.heading }).waitFor();
    await page.getByText(legal.text).first().waitFor();
  }

  await controlledByServiceWorker(page);
  await context.setOffline(true);
  for (const legal of PAGES) {
    await page.goto(legal.path);
    await page.getByRole('heading', { level: 1, name: legal.heading }).waitFor();
    await page.getByText(legal.text).first().waitFor();
  }
  await context.setOffline(false);
});

browserTest('the privacy policy covers the EU and Latin America and links to the account page', async ({ page }) => {
  await page.goto('/privacidad');
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1 }).waitFor();
  await screenshot(page, 'legal-privacy-phone');
  for (const phrase of ['RGPD', 'LOPDGDD', 'Ley Federal de Protección de Datos Personales', 'Ley 25.326', 'Ley 1581 de 2012', 'Ley 19.628', 'encargados del tratamiento', 'Transferencias internacionales', 'Menores de edad']) {
    await main.getByText(phrase).first().waitFor();
  }
  await main.getByRole('link', { name: 'Tu cuenta' }).first().click();
  // Without a session the account page sends the visitor to sign in.
  await page.waitForURL('**/auth');
}, PHONE);
