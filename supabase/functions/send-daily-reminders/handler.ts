// @ts-types="@types/web-push"
import webpush from 'web-push';
import type { SupabaseClient } from '@supabase/supabase-js';
import * as z from 'zod/mini';
import { errorResponse, jsonResponse, serviceClient, withFunction } from '../_shared/http.ts';
import { env, serviceRoleKey } from '../_shared/env.ts';
import type { Tables } from '../_shared/contract/database.ts';
import { isPushServiceEndpoint } from '../_shared/contract/push-endpoint.ts';
import { dueReminders, reminderMessage, type ReminderRow } from './schedule.ts';

// send-daily-reminders: the optional daily reminder by Web Push.
// - GET answers the VAPID public key, which the app needs to subscribe (public by design, so no session).
// - POST, with the service key as bearer (pg_cron + pg_net on hosted Supabase, the local stack's own timer),
//   sends each due subscription one reminder: web-push signs a VAPID JWT and encrypts the payload (aes128gcm,
//   RFC 8291). A row is claimed (last_sent_on set to its local date) before sending, so overlapping runs never
//   send twice; a transient failure gives the claim back for the next run; 404 and 410 mean the browser dropped
//   the subscription, and the row is deleted.

export type PushRow = ReminderRow & Pick<Tables<'push_subscriptions'>, 'endpoint' | 'p256dh' | 'auth'>;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export type SendPush = (subscription: { endpoint: string; keys: { p256dh: string; auth: string } }, payload: string) => Promise<unknown>;

export interface RunSummary {
  considered: number;
  due: number;
  sent: number;
  removed: number;
  failed: number;
}

/** Reminders are kept for 4 hours by the push service if the device is off: later than that they are stale. */
const TTL_SECONDS = 4 * 3600;
const PAGE_SIZE = 1000;
const CONCURRENCY = 16;

export function vapidKeys(): VapidKeys | null {
  const publicKey = env('VAPID_PUBLIC_KEY');
  const privateKey = env('VAPID_PRIVATE_KEY');
  const subject = env('VAPID_SUBJECT');
  return publicKey && privateKey && subject ? { publicKey, privateKey, subject } : null;
}

/** The real sender; `options` lets a caller pass an https agent (the tests' fake push service has its own CA). */
export function webPushSender(keys: VapidKeys, options: webpush.RequestOptions = {}): SendPush {
  return (subscription, payload) =>
    webpush.sendNotification(subscription, payload, {
      vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: TTL_SECONDS,
      urgency: 'normal',
      contentEncoding: 'aes128gcm',
      timeout: 10_000,
      ...options,
    });
}

function statusOf(error: unknown): number | null {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : null;
}

/** One run of the schedule: every subscription whose chosen local hour it is and that had none today. */
export async function sendDueReminders({ client, now, send }: { client: SupabaseClient; now: Date; send: SendPush }): Promise<RunSummary> {
  const summary: RunSummary = { considered: 0, due: 0, sent: 0, removed: 0, failed: 0 };
  for (let from = 0; ; from += PAGE_SIZE) {
    const { data, error } = await client
      .from('push_subscriptions')
      .select('id, endpoint, p256dh, auth, hour, time_zone, last_sent_on')
      .order('id')
      .range(from, from + PAGE_SIZE - 1);
    if (error) throw new Error(`push_subscriptions could not be read: ${error.message}`);
    const rows = (data ?? []) as PushRow[];
    summary.considered += rows.length;
    const due = dueReminders(rows, now);
    summary.due += due.length;
    for (let i = 0; i < due.length; i += CONCURRENCY) {
      await Promise.all(due.slice(i, i + CONCURRENCY).map(({ row, clock }) => remind(client, row, clock.date, JSON.stringify(reminderMessage(clock)), send, summary)));
    }
    if (rows.length < PAGE_SIZE) return summary;
  }
}

async function remind(client: SupabaseClient, row: PushRow, localDate: string, payload: string, send: SendPush, summary: RunSummary): Promise<void> {
  // The table refuses such endpoints; a row from before that rule must not make this run connect inside either.
  if (!isPushServiceEndpoint(row.endpoint)) {
    await client.from('push_subscriptions').delete().eq('id', row.id);
    summary.removed += 1;
    return;
  }
  const claim = await client.from('push_subscriptions').update({ last_sent_on: localDate }).eq('id', row.id).lt('last_sent_on', localDate).select('id');
  if (claim.error || !claim.data?.length) return;
  try {
    await send({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, payload);
    summary.sent += 1;
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || status === 410) {
      await client.from('push_subscriptions').delete().eq('id', row.id);
      summary.removed += 1;
      return;
    }
    await client.from('push_subscriptions').update({ last_sent_on: row.last_sent_on }).eq('id', row.id).eq('last_sent_on', localDate);
    summary.failed += 1;
  }
}

/** The schedule posts `{}` (or nothing): the run takes the time from the clock, never from the caller. */
const RunSchema = z.strictObject({});

function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

const RUN_MESSAGE = 'El planificador envía un objeto JSON vacío: {}.';

/** A run of the schedule: only the scheduler, which holds the service key, may start one. */
const runSchedule = withFunction(
  {
    name: 'send-daily-reminders',
    // Not a user: the bearer is checked against the service key below, after the body, as the scheduler expects.
    auth: null,
    maxBytes: 1024,
    schema: RunSchema,
    emptyBody: {},
    messages: { notJson: RUN_MESSAGE, invalid: RUN_MESSAGE },
    failure: 'No pudimos enviar los recordatorios de esta vuelta.',
  },
  async ({ req }) => {
    const bearer = req.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    if (!bearer || !sameSecret(bearer, serviceRoleKey())) return errorResponse(401, 'Solo el planificador puede enviar los recordatorios.');
    const keys = vapidKeys();
    if (!keys) return errorResponse(503, 'Faltan las claves VAPID (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT).');
    const summary = await sendDueReminders({ client: serviceClient(), now: new Date(), send: webPushSender(keys) });
    // One line per run in the function's logs: what a schedule that seems silent did.
    console.log(JSON.stringify({ run: 'send-daily-reminders', ...summary }));
    return jsonResponse(summary);
  },
);

/** GET answers the VAPID public key the app subscribes with (public by design); everything else is a run. */
export async function handler(req: Request): Promise<Response> {
  if (req.method !== 'GET') return runSchedule(req);
  const keys = vapidKeys();
  if (!keys) return errorResponse(503, 'Los recordatorios diarios no están disponibles en este servidor.');
  return jsonResponse({ publicKey: keys.publicKey });
}
