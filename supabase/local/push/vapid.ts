import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';
import type { VapidKeys } from '../../functions/send-daily-reminders/handler.ts';

/**
 * The stack's VAPID key pair for the daily reminder, made once per data folder and kept in `push-keys.json`
 * (readable by this user only, like local-keys.json): a new pair would orphan every browser's subscription,
 * since push services bind a subscription to the public key it was made with. In memory when there is no folder.
 */
export async function loadOrCreateVapidKeys(dataDir: string | null, publicUrl: string): Promise<VapidKeys> {
  // web-push accepts only an https: or mailto: subject; a push service writes to it when something goes wrong.
  const subject = process.env.VAPID_SUBJECT || (publicUrl.startsWith('https://') ? publicUrl : 'mailto:recordatorios@sendero-astral.invalid');
  const file = dataDir ? join(dataDir, 'push-keys.json') : null;
  const stored = file ? await readFile(file, 'utf8').then((text) => JSON.parse(text) as { publicKey: string; privateKey: string }).catch(() => null) : null;
  if (stored?.publicKey && stored.privateKey) return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  if (dataDir && file) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify({ publicKey, privateKey }, null, 2) + '\n', { mode: 0o600 });
    await chmod(file, 0o600);
  }
  return { publicKey, privateKey, subject };
}
