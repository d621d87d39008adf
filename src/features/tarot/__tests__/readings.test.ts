// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { drawReading } from '../api/draw-reading';
import { storeReading, storeReadings } from '../api/stored-readings';
import { db, TAROT_READINGS_KEPT, type StoredTarotReading } from '../../../offline/db';

const row = (overrides: Record<string, unknown> = {}) => ({
  id: 'r1', user_id: 'u1', reading_date: '2026-11-22', card_name: 'La Estrella', card_id: 'la-estrella', reversed: false,
  interpretation: 'Texto', practical_action: 'Acción', source: 'builtin', created_at: '2026-11-22T10:00:00Z', ...overrides,
});

/** The functions client as the call meets it: its answer, or the exception it throws. */
const answering = (invoke: () => Promise<{ data: unknown; error: Error | null }>) => ({ functions: { invoke } }) as unknown as Parameters<typeof drawReading>[1];

describe('drawReading', () => {
  it('returns the drawn card', async () => {
    const outcome = await drawReading(undefined, answering(async () => ({ data: { alreadyRead: false, reading: row() }, error: null })));
    expect(outcome).toMatchObject({ kind: 'drawn', alreadyRead: false, reading: { cardName: 'La Estrella', cardId: 'la-estrella', userId: 'u1' } });
  });

  it.each([
    [429, 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.'],
    [402, 'Créditos agotados. Contacta soporte.'],
    [500, 'Error generando lectura'],
    [401, 'Error generando lectura'],
  ])('maps a %i from the function to its message', async (status, message) => {
    const outcome = await drawReading(undefined, answering(async () => ({ data: null, error: new FunctionsHttpError(new Response('{}', { status })) })));
    expect(outcome).toEqual({ kind: 'failed', message });
  });

  it('treats a malformed answer as a function error and a thrown exception as unexpected', async () => {
    expect(await drawReading(undefined, answering(async () => ({ data: { nope: true }, error: null })))).toEqual({ kind: 'failed', message: 'Error generando lectura' });
    expect(
      await drawReading(
        undefined,
        answering(async () => {
          throw new TypeError('Failed to fetch');
        }),
      ),
    ).toEqual({ kind: 'failed', message: 'Error inesperado al generar lectura' });
  });
});

describe('stored readings (IndexedDB through Dexie)', () => {
  beforeEach(async () => {
    await db.tarotReadings.clear();
  });

  const stored = (userId: string, readingDate: string): StoredTarotReading => ({
    id: `${userId}-${readingDate}`, userId, readingDate, cardName: 'El Sol', cardId: 'el-sol', reversed: false,
    interpretation: 'x', practicalAction: null, source: 'builtin', storedAt: 0,
  });

  it('keeps a bounded history per user', async () => {
    const days = Array.from({ length: TAROT_READINGS_KEPT + 4 }, (_, day) => stored('u1', new Date(Date.UTC(2026, 0, day + 1)).toISOString().slice(0, 10)));
    await storeReadings('u1', days);
    await storeReading(stored('u1', new Date(Date.UTC(2026, 0, TAROT_READINGS_KEPT + 5)).toISOString().slice(0, 10)));
    await storeReading(stored('u2', '2026-01-01'));
    const mine = await db.tarotReadings.where('userId').equals('u1').toArray();
    expect(mine).toHaveLength(TAROT_READINGS_KEPT);
    expect(mine.map((r) => r.readingDate).sort()[0]).toBe('2026-01-06');
    expect(await db.tarotReadings.where('userId').equals('u2').count()).toBe(1);
  });

  it('clearUser (what sign-out calls) forgets one user entirely and leaves the others', async () => {
    await storeReading(stored('u1', '2026-01-01'));
    await storeReading(stored('u2', '2026-01-01'));
    await db.clearUser('u1');
    expect(await db.tarotReadings.where('userId').equals('u1').count()).toBe(0);
    expect(await db.tarotReadings.where('userId').equals('u2').count()).toBe(1);
  });
});
