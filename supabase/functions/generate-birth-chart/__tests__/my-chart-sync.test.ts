import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useTestStack } from '../../../local/function-tests.ts';
import { db } from '../../../../src/offline/db';
import { pullForUser, registerSignInPull } from '../../../../src/offline/sign-in-sync';
import { pullCharts } from '../../../../src/features/chart/sync/pull-charts';
import { renameChart } from '../../../../src/features/chart/api/rename-chart';
import { deleteChart } from '../../../../src/features/chart/api/delete-chart';
import { pullRecentReadings } from '../../../../src/features/tarot/api/pull-recent-readings';
import { storeNoteLocally } from '../../../../src/features/tarot/api/stored-readings';
import type { supabase } from '../../../../src/lib/supabase';

// Sign-in sync, rename and delete against the local stack through supabase-js: a new device pulls the
// user's charts and sixty days of cards, never anyone else's; only the owner renames or deletes a chart.

type AppClient = typeof supabase;

const fixture = useTestStack();
let a: { client: SupabaseClient; userId: string };
let b: { client: SupabaseClient; userId: string };

function localDay(offset: number): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - offset);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

// Rows dated in the past, and notes written before: written with the database's own connection, since no API
// role may set created_at (nor the service role a note).
async function insertChart(userId: string, chartName: string, subject: 'self' | 'other', createdAt: string): Promise<string> {
  const { rows } = await fixture.stack.db.query<{ id: string }>(
    `insert into public.birth_charts (user_id, chart_name, birth_date, birth_location, place, chart, interpretation, source, subject, person_name, created_at)
     values ($1, $2, '1990-05-15', 'Lima, Perú', '{}', $3, $4, 'builtin', $5, $6, $7) returning id`,
    [userId, chartName, JSON.stringify({ bodies: {}, location: { name: 'Lima' } }), `Lectura de ${chartName}`, subject, subject === 'other' ? 'Mateo' : null, createdAt],
  );
  return rows[0].id;
}

async function insertReading(userId: string, daysAgo: number, note: string | null = null): Promise<string> {
  const { rows } = await fixture.stack.db.query<{ id: string }>(
    `insert into public.tarot_readings (user_id, reading_date, card_name, card_id, interpretation, note)
     values ($1, $2, 'La Estrella', 'la-estrella', 'Esperanza.', $3) returning id`,
    [userId, localDay(daysAgo), note],
  );
  return rows[0].id;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  a = await fixture.stack.signedIn('sync-a');
  b = await fixture.stack.signedIn('sync-b');
  ids.aOwn = await insertChart(a.userId, 'Carta natal de Lima, Perú', 'self', '2026-01-01T10:00:00Z');
  ids.aFriend = await insertChart(a.userId, 'Carta de Mateo', 'other', '2026-02-01T10:00:00Z');
  ids.bOwn = await insertChart(b.userId, 'La de B', 'self', '2026-03-01T10:00:00Z');
  ids.aToday = await insertReading(a.userId, 0, 'Hoy escribí esto.');
  ids.aOld = await insertReading(a.userId, 59);
  ids.aTooOld = await insertReading(a.userId, 75);
  ids.bToday = await insertReading(b.userId, 0);
});

beforeEach(async () => {
  await Promise.all([db.charts.clear(), db.tarotReadings.clear()]);
});

describe('sign-in sync', () => {
  it("pulls the user's charts and last sixty days of cards, with notes, and nobody else's", async () => {
    registerSignInPull('cartas', (userId) => pullCharts(userId, a.client as unknown as AppClient));
    registerSignInPull('lecturas de tarot', (userId) => pullRecentReadings(userId, a.client as unknown as AppClient));
    await pullForUser(a.userId);

    const charts = await db.charts.toArray();
    expect(charts.map((c) => c.id).sort()).toEqual([ids.aOwn, ids.aFriend].sort());
    expect(charts.every((c) => c.userId === a.userId)).toBe(true);
    expect(await db.charts.get(ids.aFriend)).toMatchObject({ subject: 'other', payload: { personName: 'Mateo', interpretation: 'Lectura de Carta de Mateo' } });
    expect(await db.charts.get(ids.aOwn)).toMatchObject({ subject: 'self' });

    const readings = await db.tarotReadings.toArray();
    expect(readings.map((r) => r.id).sort()).toEqual([ids.aToday, ids.aOld].sort());
    expect(await db.tarotReadings.get(ids.aToday)).toMatchObject({ userId: a.userId, note: 'Hoy escribí esto.', notePending: false });
  });

  it("stores nothing of another user even when asked for their id (RLS answers with no rows)", async () => {
    await pullCharts(b.userId, a.client as unknown as AppClient);
    await pullRecentReadings(b.userId, a.client as unknown as AppClient);
    expect(await db.charts.count()).toBe(0);
    expect(await db.tarotReadings.count()).toBe(0);
  });

  it('keeps a note written offline on this device over the server copy, and drops charts deleted elsewhere', async () => {
    await pullRecentReadings(a.userId, a.client as unknown as AppClient);
    await storeNoteLocally(ids.aToday, 'Escrita sin conexión.');
    await pullRecentReadings(a.userId, a.client as unknown as AppClient);
    expect(await db.tarotReadings.get(ids.aToday)).toMatchObject({ note: 'Escrita sin conexión.', notePending: true });

    const gone = await insertChart(a.userId, 'Borrada en otro dispositivo', 'self', '2026-04-01T10:00:00Z');
    await pullCharts(a.userId, a.client as unknown as AppClient);
    expect(await db.charts.get(gone)).toBeDefined();
    // Deleted from the owner's other device.
    expect((await a.client.from('birth_charts').delete().eq('id', gone)).error).toBeNull();
    await pullCharts(a.userId, a.client as unknown as AppClient);
    expect(await db.charts.get(gone)).toBeUndefined();
  });
});

describe('rename and delete under RLS', () => {
  it('lets only the owner rename a chart, on the server and on the device, and nothing but its name', async () => {
    await pullCharts(a.userId, a.client as unknown as AppClient);
    expect(await renameChart(ids.aOwn, 'Intruso', b.client as unknown as AppClient)).toBe(false);
    expect((await fixture.stack.serviceClient().from('birth_charts').select('chart_name').eq('id', ids.aOwn).single()).data?.chart_name).toBe('Carta natal de Lima, Perú');

    expect(await renameChart(ids.aOwn, '  La mía  ', a.client as unknown as AppClient)).toBe(true);
    expect((await a.client.from('birth_charts').select('chart_name').eq('id', ids.aOwn).single()).data?.chart_name).toBe('La mía');
    expect(await db.charts.get(ids.aOwn)).toMatchObject({ chartName: 'La mía', payload: { chartName: 'La mía' } });

    const other = await a.client.from('birth_charts').update({ subject: 'other' }).eq('id', ids.aOwn).select('id');
    expect(other.error?.code).toBe('42501');
  });

  it('lets only the owner delete a chart, then forgets it on the device', async () => {
    const doomed = await insertChart(a.userId, 'Para borrar', 'self', '2026-05-01T10:00:00Z');
    await pullCharts(a.userId, a.client as unknown as AppClient);
    expect(await deleteChart(doomed, b.client as unknown as AppClient)).toBe(false);
    expect((await fixture.stack.serviceClient().from('birth_charts').select('id').eq('id', doomed)).data).toHaveLength(1);

    expect(await deleteChart(doomed, a.client as unknown as AppClient)).toBe(true);
    expect((await fixture.stack.serviceClient().from('birth_charts').select('id').eq('id', doomed)).data).toHaveLength(0);
    expect(await db.charts.get(doomed)).toBeUndefined();
  });
});
