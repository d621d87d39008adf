// Where a daily reminder may be sent: the Web Push services that browsers subscribe with. The scheduler makes an
// HTTPS request to whatever endpoint a row holds, so an endpoint anyone may write must not point inside
// (loopback, a private network, the metadata service). Only these hosts, on https's own port, are accepted:
// - Google's FCM (Chrome, Edge on Android, Opera, Samsung Internet): fcm.googleapis.com, android.googleapis.com;
// - Mozilla's autopush (Firefox): updates.push.services.mozilla.com and its siblings;
// - Apple (Safari): web.push.apple.com;
// - Microsoft's WNS (Edge on Windows): <server>.notify.windows.com.
// The same expression is the check constraint of migration 20261127100010_push_endpoints_on_push_services:
// the database refuses other rows, and the sender refuses them again before it connects.

export const PUSH_ENDPOINT_PATTERN =
  '^https://(fcm\\.googleapis\\.com|android\\.googleapis\\.com|web\\.push\\.apple\\.com|([a-z0-9-]+\\.)*push\\.services\\.mozilla\\.com|([a-z0-9-]+\\.)+notify\\.windows\\.com)/';

const pushEndpoint = new RegExp(PUSH_ENDPOINT_PATTERN, 'i');

/** True for an endpoint on a browser push service: https, one of their hosts, no port, no user info. */
export function isPushServiceEndpoint(endpoint: string): boolean {
  return pushEndpoint.test(endpoint);
}
