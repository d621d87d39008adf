// Web Push for the daily reminder, loaded by the generated service worker with importScripts
// (vite.config.ts, workbox.importScripts). The payload is the JSON send-daily-reminders encrypts:
// { title, body, url, tag }. A click brings an open Sendero Astral window forward on that page, or opens one.
// When the push service replaces the subscription, the worker subscribes again and tells the open windows.
/* global self, clients */

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Sendero Astral';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      lang: 'es',
      tag: typeof message.tag === 'string' ? message.tag : 'sendero-daily',
      data: { url: typeof message.url === 'string' ? message.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a path on this site: a payload never sends the person elsewhere.
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (new URL(client.url).origin === self.location.origin && 'focus' in client) {
          return client.focus().then((focused) => (focused && 'navigate' in focused ? focused.navigate(url) : focused));
        }
      }
      return clients.openWindow(url);
    }),
  );
});

// The push service replaced (or dropped) the subscription: the old endpoint will answer 410 and the sender will
// delete its row. The worker subscribes again with the old subscription's options, unless the browser already
// has a new one, but it cannot tell the server: the table is the owner's alone under RLS and a worker has no
// session. So it tells the open windows, and the app saves the new subscription with the hour it remembers, at
// once or on its next start (src/features/reminders/api/renew-subscription.ts, which names this message).
self.addEventListener('pushsubscriptionchange', (event) => {
  const tellWindows = () =>
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) client.postMessage({ type: 'sendero:push-subscription-changed' });
    });
  event.waitUntil(resubscribe(event).then(tellWindows, tellWindows));
});

async function resubscribe(event) {
  if (event.newSubscription || (await self.registration.pushManager.getSubscription())) return;
  const options = event.oldSubscription && event.oldSubscription.options;
  if (!options || !options.applicationServerKey) return;
  await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: options.applicationServerKey });
}
