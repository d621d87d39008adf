// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clearDevice } from '../api/clear-device';
import { db } from '../../../offline/db';

// After the server deleted the account: this user's rows leave IndexedDB, API answers leave any cache (the app's
// own files stay, so the app still opens offline), and the session is forgotten on this device only.

/** Cache Storage as the browser offers it, enough for what clearDevice does with it. */
function fakeCaches(contents: Record<string, string[]>) {
  const stores = new Map(Object.entries(contents).map(([name, urls]) => [name, new Set(urls)]));
  return {
    stores,
    api: {
      keys: async () => [...stores.keys()],
      open: async (name: string) => ({
        keys: async () => [...(stores.get(name) ?? [])].map((url) => new Request(url)),
        delete: async (request: Request) => stores.get(name)!.delete(request.url),
      }),
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('clearing the device', () => {
  it("removes the user's rows, cached API answers, the push subscription and the local session, and nothing of anyone else", async () => {
    await db.charts.bulkPut([
      { id: 'c1', userId: 'gone', chartName: 'Mía', createdAt: '2026-01-01', payload: {}, storedAt: 0 },
      { id: 'c2', userId: 'other', chartName: 'Ajena', createdAt: '2026-01-01', payload: {}, storedAt: 0 },
    ]);
    const caches = fakeCaches({
      'workbox-precache-v2': ['http://localhost/index.html', 'http://localhost/assets/index.js'],
      'otra-cache': ['http://localhost/rest/v1/birth_charts?select=*', 'http://localhost/functions/v1/generate-tarot-reading'],
    });
    vi.stubGlobal('caches', caches.api);
    const signOut = vi.fn(async () => ({ error: null }));
    const unsubscribe = vi.fn(async () => true);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ pushManager: { getSubscription: async () => ({ unsubscribe }) } }) },
    });

    await clearDevice({ auth: { signOut } } as unknown as SupabaseClient, 'gone');

    expect((await db.charts.toArray()).map((chart) => chart.id)).toEqual(['c2']);
    expect([...caches.stores.get('workbox-precache-v2')!]).toHaveLength(2);
    expect([...caches.stores.get('otra-cache')!]).toEqual([]);
    expect(unsubscribe).toHaveBeenCalled();
    expect(signOut).toHaveBeenCalledWith({ scope: 'local' });
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});
