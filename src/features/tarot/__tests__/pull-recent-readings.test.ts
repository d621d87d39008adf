// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fetchMonth } from '../api/fetch-month';
import { pullRecentReadings } from '../api/pull-recent-readings';
import { db } from '../../../offline/db';
import { pullForUser, registerSignInPull, stopSignInPulls } from '../../../offline/sign-in-sync';
import { runSignOutSteps } from '../../../offline/sign-out-steps';
import type { supabase } from '../../../lib/supabase';

// The sign-in pull of the cards, and a month the journal asks for, racing sign-out: the server's answer arrives
// after the user signed out, and nothing of it may reach the Dexie sign-out emptied. The server is a fake that
// answers when told.

function heldServer() {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const signals: AbortSignal[] = [];
  const row = { id: 'r-tarde', user_id: 'u1', reading_date: '2026-11-27', card_name: 'La Luna', card_id: 'la-luna', reversed: false, interpretation: 'x', practical_action: null, source: 'builtin', created_at: '2026-11-27T08:00:00Z' };
  const query = {
    select: () => query,
    eq: () => query,
    gte: () => query,
    lte: () => query,
    order: () => query,
    limit: () => query,
    // The last link of the chain: what the pull awaits. The fake answers even when aborted, as a late response would.
    abortSignal: async (signal: AbortSignal) => {
      signals.push(signal);
      await answered;
      return { data: [row], error: null };
    },
  };
  const client = { from: () => query } as unknown as typeof supabase;
  return { client, answer, signals };
}

beforeEach(async () => {
  stopSignInPulls();
  await db.tarotReadings.clear();
});

describe('pullRecentReadings', () => {
  it('stores the cards the server sends', async () => {
    const server = heldServer();
    server.answer();
    await pullRecentReadings('u1', server.client);
    expect(await db.tarotReadings.get('r-tarde')).toMatchObject({ userId: 'u1', cardName: 'La Luna' });
  });

  it('stores nothing, and cancels its request, when the user signs out before the answer arrives', async () => {
    const server = heldServer();
    registerSignInPull('lecturas de tarot', (userId, signal) => pullRecentReadings(userId, server.client, signal));
    const run = pullForUser('u1');
    await runSignOutSteps('u1');
    await db.clearUser('u1');
    expect(server.signals[0]?.aborted).toBe(true);
    server.answer();
    await run;
    expect(await db.tarotReadings.count()).toBe(0);
  });
});

describe('fetchMonth', () => {
  it('stores the month the journal opened, so it reads offline afterwards', async () => {
    const server = heldServer();
    server.answer();
    expect(await fetchMonth('u1', '2026-11', server.client)).toMatchObject({ ok: true, readings: [{ id: 'r-tarde' }] });
    expect(await db.tarotReadings.get('r-tarde')).toMatchObject({ userId: 'u1', cardName: 'La Luna' });
  });

  it('stores nothing, and reports no month, when the user signs out before the answer arrives', async () => {
    const server = heldServer();
    const fetched = fetchMonth('u1', '2026-11', server.client);
    await runSignOutSteps('u1');
    await db.clearUser('u1');
    expect(server.signals[0]?.aborted).toBe(true);
    server.answer();
    expect(await fetched).toEqual({ ok: false });
    expect(await db.tarotReadings.count()).toBe(0);
  });

  it('reports a failed request instead of throwing', async () => {
    const client = { from: () => { throw new TypeError('Failed to fetch'); } } as unknown as typeof supabase;
    expect(await fetchMonth('u1', '2026-11', client)).toEqual({ ok: false });
  });
});
