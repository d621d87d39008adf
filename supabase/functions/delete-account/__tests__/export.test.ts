import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { uniqueEmail } from '../../../local/testing.ts';
import { useTestStack } from '../../../local/function-tests.ts';
import { EXPORTED_TABLES, collectUserData } from '../../../../src/features/account/api/export-data.ts';
import { chartsToCsv } from '../../../../src/features/account/api/charts-csv.ts';
import { updateName } from '../../../../src/features/account/api/update-name.ts';

// The export of "Tus datos", through the app's own code and the real supabase-js against the local stack:
// everything of the signed-in user, in every table, and nothing of anyone else.

const fixture = useTestStack();

/** RFC 4180, read the plain way: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') (field += '"'), (i += 1);
      else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') row.push(field), (field = '');
    else if (char === '\r' && text[i + 1] === '\n') row.push(field), rows.push(row), (row = []), (field = ''), (i += 1);
    else field += char;
  }
  return rows;
}

async function userWithData(name: string, chartName: string) {
  const email = uniqueEmail('exportar');
  const client = fixture.stack.client() as SupabaseClient;
  const signUp = await client.auth.signUp({ email, password: 'saturno-29', options: { data: { full_name: name } } });
  expect(signUp.error).toBeNull();
  const userId = signUp.data.user!.id;
  const chart = await client.functions.invoke('generate-birth-chart', {
    body: { birthDate: '1992-07-09', birthTime: '06:15', birthLocation: 'Bogotá, Colombia', chartName },
  });
  expect(chart.error).toBeNull();
  const tarot = await client.functions.invoke('generate-tarot-reading', { method: 'POST' });
  expect(tarot.error).toBeNull();
  const readingId = (tarot.data as { reading: { id: string } }).reading.id;
  expect((await client.from('tarot_readings').update({ note: `Nota de ${name}` }).eq('id', readingId)).error).toBeNull();
  const person = await client.from('people').insert({ name: `Amiga de ${name}`, relation: 'amigos', birth_date: '1990-01-02', birth_location: 'Lima, Perú' }).select('id').single();
  expect(person.error).toBeNull();
  expect((await client.from('push_subscriptions').insert({
    endpoint: `https://fcm.googleapis.com/fcm/send/${userId}`, p256dh: 'B'.repeat(87), auth: 'clave-de-auth-16', hour: 8, time_zone: 'America/Bogota',
  })).error).toBeNull();
  const service = fixture.stack.serviceClient();
  expect((await service.from('compatibility_readings').insert({
    user_id: userId, person_a_id: person.data!.id, category: 'amigos', scores: {}, contacts: {}, interpretation: `Lectura de ${name}`, advanced: {}, names: { a: name, b: 'Otra' }, source: 'builtin',
  })).error).toBeNull();
  expect((await service.from('premium_readings').insert({ user_id: userId, kind: 'monthly_report', params: { month: '2026-12' }, events: [], interpretation: `Informe de ${name}`, source: 'builtin' })).error).toBeNull();
  const invite = await client.functions.invoke('create-compatibility-invite', { body: { inviterName: name.split(' ')[0], label: `para alguien de ${name}`, relation: 'amigos' } });
  expect(invite.error).toBeNull();
  return { client, userId, email };
}

describe("exporting one's data", () => {
  it('collects the profile and every table of the signed-in user, and nothing of another user', async () => {
    const ana = await userWithData('Ana Núñez', 'Mi carta, la de «siempre»');
    const otro = await userWithData('Otro Usuario', 'Carta ajena');

    const data = await collectUserData(ana.client as never, new Date('2026-11-23T10:00:00Z'));
    expect(data).toMatchObject({ format: 'sendero-astral/export', version: 1, exportedAt: '2026-11-23T10:00:00.000Z' });
    expect(data.account).toMatchObject({ id: ana.userId, email: ana.email, signInMethods: ['email'], secondFactors: [] });
    expect(data.profile).toMatchObject({ id: ana.userId, full_name: 'Ana Núñez' });
    expect(data.tarotReadings).toHaveLength(1);
    expect(data.tarotJournal).toEqual([expect.objectContaining({ note: 'Nota de Ana Núñez' })]);
    expect(data.birthCharts.map((chart) => chart.chart_name)).toEqual(['Mi carta, la de «siempre»']);
    expect(data.people.map((person) => person.name)).toEqual(['Amiga de Ana Núñez']);
    expect(data.compatibilityReadings).toHaveLength(1);
    expect(data.premiumReadings).toHaveLength(1);
    expect(data.dailyReminders).toEqual([expect.objectContaining({ endpoint: `https://fcm.googleapis.com/fcm/send/${ana.userId}`, hour: 8, time_zone: 'America/Bogota' })]);
    expect(data.dailyReminders[0]).not.toHaveProperty('p256dh');
    expect(data.dailyReminders[0]).not.toHaveProperty('auth');
    expect(data.compatibilityInvites).toEqual([expect.objectContaining({ inviter_name: 'Ana', label: 'para alguien de Ana Núñez', relation: 'amigos', used_at: null })]);
    expect(data.compatibilityInvites[0]).not.toHaveProperty('token_hash');
    for (const rows of [data.tarotReadings, data.birthCharts, data.people, data.compatibilityReadings, data.premiumReadings, data.compatibilityInvites]) {
      expect(rows.every((row) => row.user_id === ana.userId)).toBe(true);
    }
    const text = JSON.stringify(data);
    for (const foreign of [otro.userId, otro.email, 'Carta ajena', 'Otro Usuario']) expect(text).not.toContain(foreign);
  });

  it('reads every table whose rows belong to a user', async () => {
    const { rows } = await fixture.stack.db.query<{ table_name: string }>(
      `select distinct c.conrelid::regclass::text as table_name from pg_constraint c
        where c.contype = 'f' and c.confrelid = 'auth.users'::regclass and c.connamespace = 'public'::regnamespace`,
    );
    expect([...EXPORTED_TABLES].sort()).toEqual(rows.map((row) => row.table_name.replace(/^public\./, '')).sort());
  });

  it('rectifies the name in the session and in the profile, which is what the next export carries', async () => {
    const { client, userId } = await userWithData('Nombre Viejo', 'Carta');
    expect(await updateName(client as never, userId, '  Lucía Nueva  ')).toBe(true);
    expect((await client.auth.getUser()).data.user?.user_metadata.full_name).toBe('Lucía Nueva');
    expect((await collectUserData(client as never)).profile?.full_name).toBe('Lucía Nueva');
  });

  it('reads past the API page size of 1000 rows', async () => {
    const { client, userId } = await userWithData('Paula', 'Carta de Paula');
    await fixture.stack.db.query(
      `insert into public.tarot_readings (user_id, reading_date, card_name, interpretation)
       select $1, date '2020-01-01' + day, 'El Sol', 'Texto' from generate_series(0, 1004) as day`,
      [userId],
    );
    const data = await collectUserData(client as never);
    expect(data.tarotReadings).toHaveLength(1006);
    expect(new Set(data.tarotReadings.map((reading) => reading.id)).size).toBe(1006);
  });

  it('writes the real charts as CSV: a header and one row each, accents intact', async () => {
    const { client } = await userWithData('Sofía', 'Sofía en Bogotá');
    const data = await collectUserData(client as never);
    const csv = chartsToCsv(data.birthCharts);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [columns, values, ...rest] = parseCsv(csv.slice(1));
    expect(rest).toEqual([]);
    expect(values).toHaveLength(columns.length);
    const value = (column: string) => values[columns.indexOf(column)];
    expect(value('Nombre de la carta')).toBe('Sofía en Bogotá');
    expect(value('Fecha de nacimiento')).toBe('1992-07-09');
    expect(value('Hora de nacimiento')).toBe('06:15');
    expect(value('Zona horaria')).toBe('America/Bogota');
    expect(value('Sol: signo')).toBe('Cáncer');
    expect(Number(value('Sol: grado en el signo'))).toBeGreaterThan(16);
    expect(value('Ascendente: signo')).toMatch(/^[A-ZÁÉÍÓÚ]/);
  });
});
