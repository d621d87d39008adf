// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { renewSubscription } from '../api/renew-subscription';
import { rememberReminder } from '../api/saved-reminder';
import { fakeRemindersApi } from './fake-reminders-api';

// The app's half of a subscription the push service replaced (the worker's half is push-sw.test.ts): over a fake
// browser and backend, the new subscription is saved with the hour this browser remembers, for its user only.

const ZONE = 'Europe/Madrid';
const OLD = 'https://push.example.com/vieja';
const NEW = 'https://push.example.com/nueva';

/** A browser whose reminder was saved at OLD, 07:00, now holding a subscription at `current` (or none). */
function fakeApi({ current = null as string | null, permission = 'granted' as NotificationPermission } = {}) {
  const api = fakeRemindersApi({ permission });
  api.stored.set(OLD, { hour: 7, timeZone: ZONE });
  if (current) api.subscribed(current);
  return api;
}

beforeEach(() => {
  localStorage.clear();
  rememberReminder({ userId: 'u1', endpoint: OLD, hour: 7, timeZone: ZONE });
});

describe('renewSubscription', () => {
  it('saves the subscription the worker made with the remembered hour, and drops the old row', async () => {
    const api = fakeApi({ current: NEW });
    await renewSubscription('u1', undefined, api);
    expect(api.subscribe).not.toHaveBeenCalled();
    expect(Object.fromEntries(api.stored)).toEqual({ [NEW]: { hour: 7, timeZone: ZONE } });
  });

  it('subscribes again itself when the browser was left without a subscription but notifications are allowed', async () => {
    const api = fakeApi();
    await renewSubscription('u1', undefined, api);
    expect(api.subscribe).toHaveBeenCalledExactlyOnceWith('clave-publica');
    expect(Object.fromEntries(api.stored)).toEqual({ 'https://push.example.com/clave-publica': { hour: 7, timeZone: ZONE } });
  });

  it('saves the hour even after the sender dropped the old row at its first 410', async () => {
    const api = fakeApi({ current: NEW });
    api.stored.clear();
    api.remove.mockRejectedValueOnce(new Error('no rows'));
    await renewSubscription('u1', undefined, api);
    expect(Object.fromEntries(api.stored)).toEqual({ [NEW]: { hour: 7, timeZone: ZONE } });
  });

  it('only removes the old row when notifications were taken back', async () => {
    const api = fakeApi({ permission: 'denied' });
    await renewSubscription('u1', undefined, api);
    expect(api.subscribe).not.toHaveBeenCalled();
    expect(api.save).not.toHaveBeenCalled();
    expect(api.stored.size).toBe(0);
  });

  it('does nothing while the subscription is the one saved', async () => {
    const api = fakeApi({ current: OLD });
    await renewSubscription('u1', undefined, api);
    expect(api.save).not.toHaveBeenCalled();
    expect(api.remove).not.toHaveBeenCalled();
  });

  it("never renews another user's reminder, nor one this browser never saved", async () => {
    const other = fakeApi({ current: NEW });
    await renewSubscription('u2', undefined, other);
    localStorage.clear();
    const never = fakeApi({ current: NEW });
    await renewSubscription('u1', undefined, never);
    for (const api of [other, never]) {
      expect(api.currentSubscription).not.toHaveBeenCalled();
      expect(api.save).not.toHaveBeenCalled();
    }
  });

  it('saves nothing once sign-out has stopped it', async () => {
    const api = fakeApi({ current: NEW });
    const controller = new AbortController();
    const current = api.currentSubscription.getMockImplementation()!;
    api.currentSubscription.mockImplementationOnce(async () => {
      controller.abort();
      return current();
    });
    await renewSubscription('u1', controller.signal, api);
    expect(api.save).not.toHaveBeenCalled();
    expect(api.stored.has(OLD)).toBe(true);
  });

  it('runs once for calls made together (the start check and the worker message)', async () => {
    const api = fakeApi({ current: NEW });
    await Promise.all([renewSubscription('u1', undefined, api), renewSubscription('u1', undefined, api)]);
    expect(api.save).toHaveBeenCalledOnce();
  });
});
