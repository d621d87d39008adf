import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, Agent, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { decodeJwt, decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import webpush from 'web-push';
import { useTestStack } from '../../../local/function-tests.ts';
import { sendDueReminders, webPushSender, type VapidKeys } from '../handler.ts';
import { PUSH_ENDPOINT_PATTERN } from '../../_shared/contract/push-endpoint.ts';

// The reminders as a push service receives them: a real HTTPS endpoint on this machine (a push service is an
// edge we do not own, so a local one stands in for FCM, Mozilla's, Apple's and Microsoft's: the sender's agent
// connects there whatever the host, and its certificate names them), the real web-push library, the local
// stack's database. Each request is checked as RFC 8291/8292 define it, down to decrypting the payload with
// the browser's private key.

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const NOW = new Date('2026-11-24T11:30:00Z'); // 8:30 in Buenos Aires, 12:30 in Madrid, a Tuesday

let pushService: Server;
let pushPort: number;
let ca: Buffer;
let certDir: string;
const received: Received[] = [];
const vapid: VapidKeys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:recordatorios@example.com' };
const fixture = useTestStack({ functionEnv: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: vapid.subject } });

/** Like a browser: a P-256 key pair and an auth secret; the public half goes to the server. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey().toString('base64url'), authText: auth.toString('base64url') };
}

/** RFC 8291 §3.4 and RFC 8188 §2, from the receiving side. */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  expect(recordSize).toBeGreaterThanOrEqual(ciphertext.length);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (padded[end] === 0) end -= 1;
  expect(padded[end], 'the last record ends with the 0x02 delimiter').toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

beforeAll(async () => {
  certDir = await mkdtemp(join(tmpdir(), 'sendero-push-ca-'));
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=fcm.googleapis.com',
    '-addext', 'subjectAltName=DNS:fcm.googleapis.com,DNS:updates.push.services.mozilla.com,DNS:web.push.apple.com,DNS:*.notify.windows.com,IP:127.0.0.1', '-keyout', join(certDir, 'key.pem'), '-out', join(certDir, 'cert.pem'),
  ], { stdio: 'ignore' });
  ca = await readFile(join(certDir, 'cert.pem'));
  pushService = createServer({ key: await readFile(join(certDir, 'key.pem')), cert: ca }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const status = path.includes('gone') ? 410 : path.includes('missing') ? 404 : path.includes('busy') ? 503 : 201;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushPort = (pushService.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => pushService?.close(resolve));
  await rm(certDir, { recursive: true, force: true });
});

/** Stands in for the network: every connection goes to the local push service, checked under the name asked for. */
function localPushAgent(): Agent {
  const agent = new Agent({ ca });
  const connect = agent.createConnection.bind(agent) as (options: object, callback: unknown) => ReturnType<Agent['createConnection']>;
  (agent as { createConnection: unknown }).createConnection = (options: object, callback: unknown) => connect({ ...options, host: '127.0.0.1', port: pushPort }, callback);
  return agent;
}

const send = () => webPushSender(vapid, { agent: localPushAgent() });

/** One subscription on each push service browsers use; the name in each says how the local service answers. */
const ENDPOINTS = {
  llega: 'https://fcm.googleapis.com/fcm/send/llega',
  gone: 'https://updates.push.services.mozilla.com/wpush/v2/gone',
  missing: 'https://web.push.apple.com/QGuQ-missing',
  busy: 'https://wns2-par02p.notify.windows.com/w/?token=busy',
  later: 'https://fcm.googleapis.com/fcm/send/later',
} as const;
const nameIn = (text: string) => Object.keys(ENDPOINTS).find((name) => text.includes(name));

describe('send-daily-reminders', () => {
  it('sends each due browser one encrypted, VAPID-signed reminder, drops the gone ones and retries the busy one', async () => {
    const { client, userId } = await fixture.stack.signedIn('recordatorio');
    const keys = browserKeys();
    const subscribe = (name: keyof typeof ENDPOINTS, time_zone: string, hour: number) =>
      client.from('push_subscriptions').insert({ endpoint: ENDPOINTS[name], p256dh: keys.p256dh, auth: keys.authText, hour, time_zone });
    for (const [name, zone, hour] of [
      ['llega', 'America/Argentina/Buenos_Aires', 8],
      ['gone', 'Europe/Madrid', 12],
      ['missing', 'Europe/Madrid', 12],
      ['busy', 'America/Argentina/Buenos_Aires', 8],
      ['later', 'America/Argentina/Buenos_Aires', 9],
    ] as const) {
      expect((await subscribe(name, zone, hour)).error).toBeNull();
    }
    received.length = 0;

    const summary = await sendDueReminders({ client: fixture.stack.serviceClient(), now: NOW, send: send() });
    expect(summary).toMatchObject({ due: 4, sent: 1, removed: 2, failed: 1 });
    expect(received.map((r) => nameIn(r.path)).sort()).toEqual(['busy', 'gone', 'llega', 'missing']);
    expect(received.find((r) => nameIn(r.path) === 'busy')!.headers.host).toBe('wns2-par02p.notify.windows.com');

    const ok = received.find((r) => r.path === '/fcm/send/llega')!;
    expect(ok.headers['content-encoding']).toBe('aes128gcm');
    expect(ok.headers['content-type']).toBe('application/octet-stream');
    expect(ok.headers.ttl).toBe(String(4 * 3600));
    expect(ok.headers.urgency).toBe('normal');
    const authorization = String(ok.headers.authorization);
    const match = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(authorization);
    expect(match, authorization).not.toBeNull();
    const [, jwt, k] = match!;
    expect(k).toBe(vapid.publicKey);
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    const point = Buffer.from(vapid.publicKey, 'base64url');
    const key = await importJWK({ kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') }, 'ES256');
    const { payload: claims } = await jwtVerify(jwt, key, { audience: 'https://fcm.googleapis.com' });
    expect(claims.sub).toBe(vapid.subject);
    expect(claims.exp! - Date.now() / 1000).toBeLessThanOrEqual(24 * 3600);
    expect(decodeJwt(jwt).aud).toBe('https://fcm.googleapis.com');
    expect(JSON.parse(decrypt(ok.body, keys))).toEqual({
      title: 'Tu carta de hoy te espera',
      body: 'Un martes cualquiera también tiene su arcano: ven a descubrir el tuyo.',
      url: '/',
      tag: 'sendero-daily-2026-11-24',
    });

    const { data: rows } = await fixture.stack.serviceClient().from('push_subscriptions').select('endpoint, last_sent_on').eq('user_id', userId);
    const byName = Object.fromEntries((rows ?? []).map((r) => [nameIn(r.endpoint), r.last_sent_on]));
    expect(byName).toEqual({ llega: '2026-11-24', busy: '2000-01-01', later: '2000-01-01' });

    // Ten minutes later the same hour: the one reminded is left alone, the busy one is tried again.
    received.length = 0;
    const again = await sendDueReminders({ client: fixture.stack.serviceClient(), now: new Date(NOW.getTime() + 10 * 60_000), send: send() });
    expect(again).toMatchObject({ due: 1, sent: 0, failed: 1 });
    expect(received.map((r) => r.path)).toEqual(['/w/?token=busy']);
  });

  it('accepts only endpoints on the push services browsers use, and the sender never connects elsewhere', async () => {
    const { client, userId } = await fixture.stack.signedIn('recordatorio-dentro');
    const keys = browserKeys();
    const row = (endpoint: string) => ({ endpoint, p256dh: keys.p256dh, auth: keys.authText, hour: 8, time_zone: 'America/Argentina/Buenos_Aires' });
    for (const endpoint of [
      `https://127.0.0.1:${pushPort}/push/inside`,
      'https://[::1]/push/inside',
      'https://10.0.0.7/push/inside',
      'https://169.254.169.254/latest/meta-data/',
      'https://localhost/push/inside',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com@127.0.0.1/fcm/send/x',
      'https://fcm.googleapis.com.attacker.example/fcm/send/x',
      'https://evilpush.services.mozilla.com/wpush/v2/x',
      'https://notify.windows.com/w/?token=x',
    ]) {
      const { error } = await client.from('push_subscriptions').insert(row(endpoint));
      expect(error?.code, endpoint).toBe('23514');
    }

    // A row from before that rule (the constraint lifted for a moment, as on a database the migration has not
    // reached yet): the run deletes it and sends nothing there.
    const constraint = await fixture.stack.db.query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'push_subscriptions_endpoint_on_push_service'`,
    );
    await fixture.stack.db.query('alter table public.push_subscriptions drop constraint push_subscriptions_endpoint_on_push_service');
    try {
      expect((await client.from('push_subscriptions').insert(row(`https://127.0.0.1:${pushPort}/push/inside`))).error).toBeNull();
    } finally {
      received.length = 0;
      const summary = await sendDueReminders({ client: fixture.stack.serviceClient(), now: NOW, send: webPushSender(vapid, { agent: new Agent({ ca }) }) });
      await fixture.stack.db.query(`alter table public.push_subscriptions add constraint push_subscriptions_endpoint_on_push_service ${constraint.rows[0].definition}`);
      expect(summary.removed).toBeGreaterThanOrEqual(1);
    }
    expect(received).toEqual([]);
    expect((await client.from('push_subscriptions').select('id').eq('user_id', userId)).data).toEqual([]);

    // The database and the sender hold one rule: the migration's expression is the sender's.
    const migration = await readFile(new URL('../../../migrations/20261127100010_push_endpoints_on_push_services.sql', import.meta.url), 'utf8');
    expect(migration.split(`'${PUSH_ENDPOINT_PATTERN}'`).length - 1).toBe(2);
  });

  it('lets a user keep only their own subscriptions, and never stamp last_sent_on', async () => {
    const a = await fixture.stack.signedIn('recordatorio-a');
    const b = await fixture.stack.signedIn('recordatorio-b');
    const keys = browserKeys();
    const row = { endpoint: 'https://fcm.googleapis.com/fcm/send/a', p256dh: keys.p256dh, auth: keys.authText, hour: 7, time_zone: 'America/Bogota' };
    expect((await a.client.from('push_subscriptions').insert(row)).error).toBeNull();
    expect((await b.client.from('push_subscriptions').select('id').eq('user_id', a.userId)).data).toEqual([]);
    expect((await b.client.from('push_subscriptions').insert({ ...row, user_id: a.userId } as typeof row)).error).not.toBeNull();
    const stamp = await a.client.from('push_subscriptions').update({ last_sent_on: '2099-01-01' }).eq('endpoint', row.endpoint);
    expect(stamp.error?.message).toMatch(/permission denied/);
    const moved = await a.client.from('push_subscriptions').update({ hour: 21 }).eq('endpoint', row.endpoint).select('hour');
    expect(moved.data).toEqual([{ hour: 21 }]);
    expect((await a.client.from('push_subscriptions').insert({ ...row, endpoint: 'http://fcm.googleapis.com/fcm/send/x' })).error).not.toBeNull();
  });

  it('gives the app the public key, and runs only for the scheduler', async () => {
    const anonymous = fixture.stack.client();
    const key = await anonymous.functions.invoke('send-daily-reminders', { method: 'GET' });
    expect(key.data).toEqual({ publicKey: vapid.publicKey });
    const { client } = await fixture.stack.signedIn('recordatorio-c');
    const refused = await client.functions.invoke('send-daily-reminders', { body: {} });
    expect(refused.error?.context.status).toBe(401);
    const malformed = await client.functions.invoke('send-daily-reminders', { body: { now: '2026-01-01T08:00:00Z' } });
    expect(malformed.error?.context.status).toBe(400);
    const run = await fixture.stack.serviceClient().functions.invoke('send-daily-reminders', { body: {} });
    expect(run.error).toBeNull();
    expect(run.data).toMatchObject({ considered: expect.any(Number), sent: expect.any(Number) });
  });
});
