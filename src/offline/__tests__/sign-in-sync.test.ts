import { beforeEach, describe, expect, it, vi } from 'vitest';
import Dexie from 'dexie';
import { db, type StoredChart } from '../db';
import { pullForUser, registerSignInPull, stopSignInPulls, storeUnlessStopped } from '../sign-in-sync';
import { runSignOutSteps } from '../sign-out-steps';

// The race of the sign-in pull with sign-out, on IndexedDB (fake-indexeddb): a pull whose answer arrives
// after the user signed out, or after another user signed in, must leave nothing in Dexie.

const chart = (id: string, userId: string): StoredChart => ({ id, userId, chartName: id, createdAt: '2026-11-27T08:00:00Z', payload: {}, storedAt: 0 });

/** A pull that waits for its server answer until the test releases it, then stores one chart. */
function heldPull(chartId: string) {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const calls: AbortSignal[] = [];
  const pull = vi.fn(async (userId: string, signal: AbortSignal) => {
    calls.push(signal);
    await answered;
    await storeUnlessStopped(signal, async () => {
      await db.charts.put(chart(chartId, userId));
    });
  });
  return { pull, answer, calls };
}

/** Starts the sign-in pulls of a user with a held pull, once it is waiting for its answer. */
async function startHeldPull(chartId: string, userId: string) {
  const held = heldPull(chartId);
  registerSignInPull('cartas', held.pull);
  const run = pullForUser(userId);
  await vi.waitFor(() => expect(held.pull).toHaveBeenCalled());
  return { ...held, run };
}

/** What sign-out does with the device (src/auth/session.tsx): the steps, then Dexie emptied of the user. */
async function signOut(userId: string) {
  await runSignOutSteps(userId);
  await db.clearUser(userId);
}

beforeEach(async () => {
  stopSignInPulls();
  registerSignInPull('cartas', async () => undefined);
  await db.charts.clear();
});

describe('pullForUser against sign-out', () => {
  it('writes nothing when the answer arrives after the user signed out', async () => {
    const held = await startHeldPull('tarde', 'u1');
    await signOut('u1');
    held.answer();
    await held.run;
    expect(await db.charts.count()).toBe(0);
    expect(held.calls[0]?.aborted).toBe(true);
  });

  it('lets sign-out empty Dexie after a write that had already begun', async () => {
    let entered!: () => void;
    const writing = new Promise<void>((resolve) => (entered = resolve));
    registerSignInPull('cartas', async (userId, signal) => {
      await storeUnlessStopped(signal, async () => {
        // Outside the transaction's zone, so that sign-out below starts transactions of its own.
        Dexie.ignoreTransaction(entered);
        await db.charts.put(chart('a', userId));
        await db.charts.put(chart('b', userId));
      });
    });
    const run = pullForUser('u1');
    await writing;
    await Promise.all([signOut('u1'), run]);
    expect(await db.charts.count()).toBe(0);
  });

  it("writes nothing of the first user once another user signs in, and the second user's rows land", async () => {
    const first = await startHeldPull('de-u1', 'u1');
    registerSignInPull('cartas', async (userId, signal) => storeUnlessStopped(signal, async () => void (await db.charts.put(chart('de-u2', userId)))));
    await pullForUser('u2');
    first.answer();
    await first.run;
    expect((await db.charts.toArray()).map((row) => row.id)).toEqual(['de-u2']);
  });

  it('starts a fresh pull when the same user signs in again before the stopped one has answered', async () => {
    const stale = await startHeldPull('vieja', 'u1');
    await signOut('u1');
    const fresh = await startHeldPull('nueva', 'u1');
    expect(fresh.run).not.toBe(stale.run);
    fresh.answer();
    stale.answer();
    await Promise.all([fresh.run, stale.run]);
    expect((await db.charts.toArray()).map((row) => row.id)).toEqual(['nueva']);
  });

  it('shares a run among calls made while it is under way, and stores when nobody signed out', async () => {
    const held = await startHeldPull('a-tiempo', 'u1');
    expect(pullForUser('u1')).toBe(held.run);
    held.answer();
    await held.run;
    expect(held.pull).toHaveBeenCalledOnce();
    expect(await db.charts.get('a-tiempo')).toMatchObject({ userId: 'u1' });
  });

  it('reports a pull that fails, but not one that sign-out stopped', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    registerSignInPull('cartas', async () => {
      throw new Error('sin red');
    });
    await pullForUser('u1');
    expect(quiet).toHaveBeenCalledWith('No se pudo sincronizar cartas', expect.any(Error));
    quiet.mockClear();

    registerSignInPull('cartas', (_userId, signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('AbortError')))));
    const run = pullForUser('u2');
    await runSignOutSteps('u2');
    await run;
    expect(quiet).not.toHaveBeenCalled();
    quiet.mockRestore();
  });
});
