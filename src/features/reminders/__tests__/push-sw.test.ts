// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_CHANGED } from '../api/renew-subscription';

// public/push-sw.js runs inside the generated service worker (importScripts). Here it runs over a fake worker
// scope: what it does when the push service replaces the subscription (pushsubscriptionchange).

const source = readFileSync(fileURLToPath(import.meta.resolve('../../../../public/push-sw.js')), 'utf8');

interface FakeSubscription {
  endpoint: string;
  options?: { userVisibleOnly: boolean; applicationServerKey: ArrayBuffer | null };
}

function fakeWorker({ current = null as FakeSubscription | null, subscribeFails = false } = {}) {
  const listeners = new Map<string, (event: unknown) => void>();
  const subscribe = vi.fn(async (options: unknown) => {
    if (subscribeFails) throw new DOMException('permission', 'NotAllowedError');
    return { endpoint: 'https://push.example.com/nueva', options };
  });
  const getSubscription = vi.fn(async () => current);
  const windows = [{ url: 'http://localhost/', postMessage: vi.fn() }, { url: 'http://localhost/cuenta', postMessage: vi.fn() }];
  const self = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: { pushManager: { subscribe, getSubscription }, showNotification: vi.fn() },
    location: new URL('http://localhost/'),
  };
  const clients = { matchAll: vi.fn(async () => windows), openWindow: vi.fn() };
  new Function('self', 'clients', source)(self, clients);

  /** Fires pushsubscriptionchange and waits for what the worker promised to finish. */
  async function change(event: { oldSubscription?: FakeSubscription | null; newSubscription?: FakeSubscription | null }) {
    const pending: Promise<unknown>[] = [];
    listeners.get('pushsubscriptionchange')?.({ oldSubscription: null, newSubscription: null, ...event, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
  }
  const told = () => windows.map((window) => window.postMessage.mock.calls);
  return { change, subscribe, told };
}

const key = new Uint8Array([4, 1, 2, 3]).buffer;
const old: FakeSubscription = { endpoint: 'https://push.example.com/vieja', options: { userVisibleOnly: true, applicationServerKey: key } };
const toldEveryWindow = [[[{ type: SUBSCRIPTION_CHANGED }]], [[{ type: SUBSCRIPTION_CHANGED }]]];

describe('push-sw.js on pushsubscriptionchange', () => {
  it("subscribes again with the old subscription's server key and tells every open window", async () => {
    const worker = fakeWorker();
    await worker.change({ oldSubscription: old });
    expect(worker.subscribe).toHaveBeenCalledExactlyOnceWith({ userVisibleOnly: true, applicationServerKey: key });
    expect(worker.told()).toEqual(toldEveryWindow);
  });

  it('keeps the subscription the browser already made, and still tells the windows', async () => {
    const renewed = { endpoint: 'https://push.example.com/del-navegador' };
    const given = fakeWorker();
    await given.change({ oldSubscription: old, newSubscription: renewed });
    const found = fakeWorker({ current: renewed });
    await found.change({ oldSubscription: old });
    for (const worker of [given, found]) {
      expect(worker.subscribe).not.toHaveBeenCalled();
      expect(worker.told()).toEqual(toldEveryWindow);
    }
  });

  it('tells the windows even when it cannot subscribe (no old options, or the browser refuses)', async () => {
    const unknown = fakeWorker();
    await unknown.change({ oldSubscription: null });
    expect(unknown.subscribe).not.toHaveBeenCalled();
    expect(unknown.told()).toEqual(toldEveryWindow);

    const refused = fakeWorker({ subscribeFails: true });
    await refused.change({ oldSubscription: old });
    expect(refused.subscribe).toHaveBeenCalledOnce();
    expect(refused.told()).toEqual(toldEveryWindow);
  });
});
