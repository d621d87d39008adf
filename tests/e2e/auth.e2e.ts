import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { newAccount, openBrowser, signIn, signUp, type Browser } from './support.ts';

let browser: Browser;
const account = newAccount();

before(async () => {
  browser = await openBrowser();
});
after(async () => {
  await browser.close();
});

test('a visitor without a session is sent from / to /auth', async () => {
  const { page } = browser;
  await page.goto('/');
  await page.waitForURL('**/auth');
  await page.getByRole('heading', { name: 'Bienvenido' }).waitFor();
  assert.equal(await page.getByLabel('Contraseña').getAttribute('placeholder'), 'Mínimo 6 caracteres');
});

test('an invalid email is stopped with a toast before any request', async () => {
  const { page } = browser;
  await page.goto('/auth');
  let authRequests = 0;
  page.on('request', (request) => void (request.url().includes('/auth/v1/token') && (authRequests += 1)));
  await page.getByLabel('Email').fill('sin-arroba');
  await page.getByLabel('Contraseña').fill('123456');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.getByText('Email inválido').waitFor();
  assert.equal(authRequests, 0);
});

test('sign-up confirms the account and stays on /auth; continuing shows the email in the header', async () => {
  const { page } = browser;
  await signUp(page, account);
  await page.getByText('¡Cuenta creada! Ya puedes acceder.').first().waitFor();
  assert.equal(new URL(page.url()).pathname, '/auth');
  await page.getByRole('link', { name: 'Entrar a Sendero Astral' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('banner').getByText(account.email).waitFor();
});

test('a signed-in user who opens /auth is sent to /', async () => {
  const { page } = browser;
  await page.goto('/auth');
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1 }).waitFor();
});

test('signing out returns to /auth', async () => {
  const { page } = browser;
  await page.getByRole('button', { name: 'Salir' }).click();
  await page.waitForURL('**/auth');
  await page.getByRole('heading', { name: 'Bienvenido' }).waitFor();
  await page.goto('/');
  await page.waitForURL('**/auth');
});

test('a wrong password shows "Email o contraseña incorrectos"', async () => {
  const { page } = browser;
  await signIn(page, { email: account.email, password: 'no-es-esta' });
  await page.getByText('Email o contraseña incorrectos').waitFor();
  assert.equal(new URL(page.url()).pathname, '/auth');
});

test('signing up again with the same email says it is registered', async () => {
  const { page } = browser;
  await page.goto('/auth');
  await page.getByRole('button', { name: '¿No tienes cuenta? Crea una' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
  await page.getByText('Este email ya está registrado').waitFor();
});

test('signing in welcomes the user back on / with their email in the header', async () => {
  const { page } = browser;
  await signIn(page, account);
  await page.getByText('¡Bienvenido de vuelta!').waitFor();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('banner').getByText(account.email).waitFor();
});

test('the session survives a reload (localStorage)', async () => {
  const { page } = browser;
  await page.reload();
  await page.getByRole('banner').getByText(account.email).waitFor();
  assert.equal(new URL(page.url()).pathname, '/');
});

test('Google is offered only when the backend enables it', async () => {
  const { page } = browser;
  await page.getByRole('button', { name: 'Salir' }).click();
  await page.waitForURL('**/auth');
  // This stack runs without Google credentials: the button says so instead of leading to an error page.
  await page.getByRole('button', { name: 'Google no está disponible' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Google no está disponible' }).isDisabled(), true);
});
