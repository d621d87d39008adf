// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetThisBrowser } from '../api/forget-browser';
import { browserRemindersApi } from '../api/reminders-api';
import { readSavedReminder, rememberReminder } from '../api/saved-reminder';

// Signing out cancels this browser's push subscription and drops its row, even when the row cannot be reached.

function stubSubscription(endpoint: string) {
  const subscription = { endpoint, unsubscribe: vi.fn(async () => true) };
  const registration = { pushManager: { getSubscription: vi.fn(async () => subscription) } };
  vi.stubGlobal('navigator', { serviceWorker: { getRegistration: vi.fn(async () => registration) } });
  return subscription;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('forgetThisBrowser', () => {
  it('deletes the row of this endpoint and cancels the subscription', async () => {
    const subscription = stubSubscription('https://push.example/abc');
    const remove = vi.spyOn(browserRemindersApi, 'remove').mockResolvedValue();
    await forgetThisBrowser();
    expect(remove).toHaveBeenCalledWith('https://push.example/abc');
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });

  it('still cancels the subscription when the row cannot be deleted (offline, account gone)', async () => {
    const subscription = stubSubscription('https://push.example/def');
    vi.spyOn(browserRemindersApi, 'remove').mockRejectedValue(new Error('Failed to fetch'));
    await forgetThisBrowser();
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });

  it('asks nothing of the server in a browser without a subscription, and still forgets the reminder it remembered', async () => {
    rememberReminder({ userId: 'u1', endpoint: 'https://push.example/ghi', hour: 8, timeZone: 'UTC' });
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: vi.fn(async () => undefined) } });
    const remove = vi.spyOn(browserRemindersApi, 'remove');
    await forgetThisBrowser();
    expect(remove).not.toHaveBeenCalled();
    expect(readSavedReminder()).toBeNull();
  });
});
