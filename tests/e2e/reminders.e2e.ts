import assert from 'node:assert/strict';
import { baseUrl, browserTest, clickUntil, controlledByServiceWorker, enterAsNewUser, PHONE, screenshot } from './support.ts';

// The daily reminder in a real browser: the opt-in on /cuenta, and the installed service worker showing the
// notification a push message carries. Chromium's DevTools protocol hands the worker the message as its push
// service would (no push service is reachable from a test); the payload is the one send-daily-reminders sends.

browserTest('the reminder section on /cuenta, and the service worker turning a push into a notification', async ({ page, context }) => {
  await enterAsNewUser(page);
  await controlledByServiceWorker(page);
  await context.grantPermissions(['notifications'], { origin: baseUrl });

  await page.goto('/cuenta');
  const section = page.getByRole('region', { name: 'Recordatorio diario' });
  await section.getByText('Desactivado en este navegador.').waitFor();
  const hour = section.getByRole('combobox', { name: 'Hora del aviso' });
  assert.equal(await hour.inputValue(), '8');
  await hour.selectOption({ label: '21:00' });
  await section.getByRole('button', { name: 'Activar el recordatorio' }).waitFor();
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'reminders-390x844');

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL.startsWith(baseUrl) && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const message = { title: 'Tu carta de hoy te espera', body: 'Sábado para ti: abre tu carta y mira qué pregunta trae.', url: '/', tag: 'sendero-daily-2026-11-28' };
  // A push reaches only an active worker: one still installing drops it, and no notification would ever show.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const push = { origin: new URL(baseUrl).origin, registrationId: await registrationId, data: JSON.stringify(message) };
  const notifications = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url?: unknown } | null)?.url })),
    );
  // Sent again until one shows, as a push service retries a message no worker took: on a loaded machine a message
  // delivered once was seen to leave no notification at all. The tag makes a copy replace the first, never add one.
  let shown: { title: string; body: string; tag: string; url: unknown }[] = [];
  await clickUntil(page, () => cdp.send('ServiceWorker.deliverPushMessage', push), async () => (shown = await notifications()).length > 0);
  assert.deepEqual(shown, [{ title: message.title, body: message.body, tag: message.tag, url: '/' }]);
}, PHONE);
