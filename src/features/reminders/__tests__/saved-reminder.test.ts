// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supabase } from '../../../lib/supabase';
import { browserRemindersApi } from '../api/reminders-api';
import { readSavedReminder, rememberReminder } from '../api/saved-reminder';

// What this browser remembers of its reminder follows what reached the server: saved with the row's owner, and
// forgotten with the row. The backend is a fake of the few supabase-js calls the reminder makes.

const ENDPOINT = 'https://push.example.com/esta';
const subscription = { endpoint: ENDPOINT, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } };

/** push_subscriptions as supabase-js sees it, with `owner` owning the rows the test says exist. */
function fakeTable({ existing, owner = 'u1' }: { existing: boolean; owner?: string }) {
  const chain = (result: unknown) => {
    const link = { eq: () => link, select: () => link, single: () => link, then: (resolve: (value: unknown) => void) => resolve(result) };
    return link;
  };
  const table = {
    update: vi.fn(() => chain({ data: existing ? [{ user_id: owner }] : [], error: null })),
    insert: vi.fn(() => chain({ data: { user_id: owner }, error: null })),
    delete: vi.fn(() => chain({ error: null })),
  };
  vi.spyOn(supabase, 'from').mockReturnValue(table as unknown as ReturnType<typeof supabase.from>);
  return table;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("the browser's record of its reminder", () => {
  it("is written when the server keeps the row, updated or inserted, with the row owner's id", async () => {
    const updated = fakeTable({ existing: true });
    await browserRemindersApi.save(subscription, { hour: 21, timeZone: 'America/Lima' });
    expect(updated.insert).not.toHaveBeenCalled();
    expect(readSavedReminder()).toEqual({ userId: 'u1', endpoint: ENDPOINT, hour: 21, timeZone: 'America/Lima' });

    const inserted = fakeTable({ existing: false, owner: 'u2' });
    await browserRemindersApi.save(subscription, { hour: 6, timeZone: 'America/Lima' });
    expect(inserted.insert).toHaveBeenCalledOnce();
    expect(readSavedReminder()).toEqual({ userId: 'u2', endpoint: ENDPOINT, hour: 6, timeZone: 'America/Lima' });
  });

  it("is forgotten with its endpoint's row, and kept when another endpoint's row goes", async () => {
    fakeTable({ existing: true });
    rememberReminder({ userId: 'u1', endpoint: ENDPOINT, hour: 8, timeZone: 'UTC' });
    await browserRemindersApi.remove('https://push.example.com/vieja');
    expect(readSavedReminder()).not.toBeNull();
    await browserRemindersApi.remove(ENDPOINT);
    expect(readSavedReminder()).toBeNull();
  });

  it('reads as nothing when what is stored is not a record', () => {
    localStorage.setItem('sendero:recordatorio', '{"userId":"u1","endpoint":"no-es-url","hour":99}');
    expect(readSavedReminder()).toBeNull();
    localStorage.setItem('sendero:recordatorio', '{');
    expect(readSavedReminder()).toBeNull();
  });
});
