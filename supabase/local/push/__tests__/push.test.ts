import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateVapidKeys } from '../vapid.ts';
import { startReminderScheduler } from '../scheduler.ts';
import { startTestStack } from '../../testing.ts';

// The local stack's half of the daily reminder: VAPID keys made once per data folder, and the timer that
// stands in for pg_cron.

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

describe('VAPID keys', () => {
  it('are made once per data folder, readable by this user only, and served to the app by the function', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sendero-vapid-'));
    folders.push(dataDir);
    const first = await loadOrCreateVapidKeys(dataDir, 'http://localhost:4173');
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await stat(join(dataDir, 'push-keys.json'))).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateVapidKeys(dataDir, 'http://localhost:4173')).toEqual(first);
    expect(first.subject).toMatch(/^mailto:/);
    expect((await loadOrCreateVapidKeys(dataDir, 'https://sendero.example.com')).subject).toBe('https://sendero.example.com');

    const stack = await startTestStack({ dataDir });
    try {
      const { data } = await stack.client().functions.invoke('send-daily-reminders', { method: 'GET' });
      expect(data).toEqual({ publicKey: first.publicKey });
    } finally {
      await stack.stop(true);
    }
  });

  it('live in memory without a data folder, a new pair each time', async () => {
    const a = await loadOrCreateVapidKeys(null, 'http://localhost:4173');
    const b = await loadOrCreateVapidKeys(null, 'http://localhost:4173');
    expect(a.publicKey).not.toBe(b.publicKey);
  });
});

describe('the reminder timer', () => {
  it('runs the pass on every tick but never two at once, survives a failed pass, and waits for the pass under way on stop', async () => {
    let runs = 0;
    let concurrent = 0;
    let most = 0;
    let finished = 0;
    const scheduler = startReminderScheduler(async () => {
      runs += 1;
      concurrent += 1;
      most = Math.max(most, concurrent);
      await new Promise((resolve) => setTimeout(resolve, 35));
      concurrent -= 1;
      finished += 1;
      if (runs === 1) throw new Error('push service down');
    }, 10);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await scheduler.stop();
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(most).toBe(1);
    expect(finished).toBe(runs);
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(after);
  });
});
