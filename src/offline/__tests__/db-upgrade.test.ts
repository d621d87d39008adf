// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { SenderoDatabase } from '../db';

// A device that already holds the app's database at an earlier version opens it at the current one: the stores
// that were there keep their rows, the new ones appear, and sign-out still clears everything of the user.

const NAME = 'sendero-astral-upgrade-test';

afterEach(async () => {
  await Dexie.delete(NAME);
});

describe('the device database', () => {
  it('upgrades from version 3 keeping the readings, and adds the spreads, which sign-out clears', async () => {
    const old = new Dexie(NAME);
    old.version(1).stores({ tarotReadings: 'id, [userId+readingDate], userId', charts: 'id, [userId+createdAt], userId' });
    old.version(2).stores({ premiumReadings: 'id, [userId+kind+createdAt], userId' });
    old.version(3).stores({ compatibilityReadings: 'id, [userId+createdAt], userId', people: 'id, [userId+name], userId' });
    await old.table('tarotReadings').put({ id: 'r1', userId: 'u1', readingDate: '2026-11-20', cardName: 'El Sol' });
    old.close();

    const current = new SenderoDatabase(NAME);
    await current.open();
    expect(current.verno).toBeGreaterThan(3);
    expect(await current.tarotReadings.get('r1')).toMatchObject({ cardName: 'El Sol' });
    await current.tarotSpreads.put({ id: 's1', userId: 'u1', drawnAt: '2026-11-27T10:00:00Z', date: '2026-11-27', question: null, opening: 'x', cards: [], closing: 'y' });
    await current.tarotSpreads.put({ id: 's2', userId: 'u2', drawnAt: '2026-11-27T10:00:00Z', date: '2026-11-27', question: null, opening: 'x', cards: [], closing: 'y' });
    await current.clearUser('u1');
    expect(await current.tarotSpreads.count()).toBe(1);
    expect(await current.tarotReadings.count()).toBe(0);
    current.close();
  });
});
