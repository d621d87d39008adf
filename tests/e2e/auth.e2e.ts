import assert from 'node:assert/strict';
import { browserTest, enterAsNewUser, newAccount, openAuthForm, signIn, signOut, signUp, storedRows, homeSection, clickUntil } from './support.ts';

// Each test runs in its own browser profile with its own account: none relies on another's session.

browserTest('a visitor without a session is sent from / to /auth', async ({ page }) => {
  await page.goto('/');
  await page.waitForURL('**/auth');
  await page.getByRole('heading', { name: 'Bienvenido' }).waitFor();
  assert.equal(await page.getByLabel('Contraseña').getAttribute('placeholder'), 'Mínimo 6 caracteres');
});

browserTest('a visitor on /auth reaches the library, support and the legal pages, and sign-up says where the privacy policy is', async ({ page }) => {
  await page.goto('/auth');
  const links = page.getByRole('navigation', { name: 'Sin cuenta también puedes' });
  const hrefs = await links.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  assert.deepEqual(hrefs, ['/biblioteca', '/soporte', '/privacidad', '/terminos', '/cookies']);
  assert.equal(await page.getByRole('link', { name: 'política de privacidad' }).count(), 0);
  // /auth is prerendered: a click before the app's code has run is lost, so it is repeated until sign-up shows.
  const privacy = page.getByRole('link', { name: 'política de privacidad' });
  const toSignUp = page.getByRole('button', { name: '¿No tienes cuenta? Crea una' });
  await clickUntil(page, async () => (await toSignUp.count()) && toSignUp.click(), async () => (await privacy.count()) > 0);
  await privacy.click();
  await page.waitForURL('**/privacidad');
  await links.waitFor({ state: 'detached' });
  await page.goto('/auth');
  await links.getByRole('link', { name: 'Leer la biblioteca' }).click();
  await page.waitForURL('**/biblioteca');
  await page.getByRole('heading', { level: 1 }).waitFor();
});

browserTest('an invalid email is stopped with a toast before any request', async ({ page }) => {
  await openAuthForm(page);
  let authRequests = 0;
  page.on('request', (request) => void (request.url().includes('/auth/v1/token') && (authRequests += 1)));
  await page.getByLabel('Email').fill('sin-arroba');
  await page.getByLabel('Contraseña').fill('123456');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.getByText('Email inválido').first().waitFor();
  assert.equal(authRequests, 0);
});

browserTest('a call to action opens "Crear cuenta"; sign-up confirms with one toast and leads straight into the app', async ({ page }) => {
  const account = newAccount();
  await page.goto('/auth?modo=registro');
  await page.getByRole('heading', { name: 'Crear cuenta' }).waitFor();
  await page.getByLabel('Nombre completo (opcional)').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText('¡Cuenta creada! Ya puedes acceder.').first().waitFor();
  assert.equal(await page.getByText('¡Cuenta creada! Ya puedes acceder.').count(), 1, 'the confirmation is said once, with no second screen');
  await page.getByRole('banner').getByText(account.email).waitFor();
});

browserTest('a failing field is marked beside the toast and takes the focus', async ({ page }) => {
  await openAuthForm(page);
  await page.getByLabel('Email').fill('ana@ejemplo.com');
  await page.getByLabel('Contraseña').fill('123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const password = page.getByLabel('Contraseña');
  await page.locator('[data-sonner-toaster]').getByText('La contraseña debe tener al menos 6 caracteres').waitFor();
  assert.equal(await password.getAttribute('aria-invalid'), 'true');
  const describedBy = (await password.getAttribute('aria-describedby'))!;
  assert.equal(await page.locator(`[id="${describedBy}"]`).textContent(), 'La contraseña debe tener al menos 6 caracteres');
  assert.equal(await password.evaluate((element) => element === document.activeElement), true);
});

browserTest('a signed-in user who opens /auth is sent to /', async ({ page }) => {
  await enterAsNewUser(page);
  await page.goto('/auth');
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1 }).waitFor();
});

browserTest('signing out returns to /auth, closes / again and empties what the device kept', async ({ page }) => {
  await enterAsNewUser(page);
  await (await homeSection(page, 'tarot')).getByRole('button', { name: 'Sacar mi carta del día' }).click();
  await page.getByText('¡Lectura generada con éxito!').waitFor();
  assert.ok((await storedRows(page)) > 0, "today's card is kept on the device");

  await signOut(page);
  await page.getByRole('heading', { name: 'Bienvenido' }).waitFor();
  assert.equal(await storedRows(page), 0, 'nothing of the user stays on the device');
  await page.goto('/');
  await page.waitForURL('**/auth');
});

browserTest('a wrong password shows "Email o contraseña incorrectos"', async ({ page }) => {
  const account = await enterAsNewUser(page);
  await signOut(page);
  await signIn(page, { email: account.email, password: 'no-es-esta' });
  await page.getByText('Email o contraseña incorrectos').first().waitFor();
  assert.equal(new URL(page.url()).pathname, '/auth');
});

browserTest('signing up again with the same email says it is registered', async ({ page }) => {
  const account = await enterAsNewUser(page);
  await signOut(page);
  await page.getByRole('button', { name: '¿No tienes cuenta? Crea una' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
  await page.getByText('Este email ya está registrado').first().waitFor();
});

browserTest('signing in welcomes the user back on / with their email in the header', async ({ page }) => {
  const account = await enterAsNewUser(page);
  await signOut(page);
  await signIn(page, account);
  await page.getByText('¡Bienvenido de vuelta!').waitFor();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('banner').getByText(account.email).waitFor();
});

browserTest('the session survives a reload (localStorage)', async ({ page }) => {
  // Signed up through the form: the session reloaded is the one the app itself stored.
  const account = newAccount();
  await signUp(page, account);
  await page.getByRole('banner').getByText(account.email).waitFor();
  await page.reload();
  await page.getByRole('banner').getByText(account.email).waitFor();
  assert.equal(new URL(page.url()).pathname, '/');
});

browserTest('Google is offered only when the backend enables it', async ({ page }) => {
  await page.goto('/auth');
  // This stack runs without Google credentials: the button says so instead of leading to an error page.
  await page.getByRole('button', { name: 'Google no está disponible' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Google no está disponible' }).isDisabled(), true);
});

browserTest('an email link that was used or expired says so on /auth', async ({ page }) => {
  await page.goto('/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
  await page.waitForURL('**/auth');
  await page.getByText('El enlace ya se usó o caducó. Pide uno nuevo y ábrelo antes de una hora.').waitFor();
});
