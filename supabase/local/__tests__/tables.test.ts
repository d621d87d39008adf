import { describe, expect, it } from 'vitest';
import { useTestStack } from '../function-tests.ts';
import {
  CHARTS_PER_HOUR, COMPATIBILITY_READINGS_PER_HOUR, INVITES_PER_HOUR, PEOPLE_PER_USER, PREMIUM_READINGS_PER_HOUR, PUSH_SUBSCRIPTIONS_PER_USER,
} from '../../functions/_shared/contract/limits.ts';

// What every table in public must have, read from the database the migrations built (docs/contributing.md, "Add
// a table"): an owner, whose account takes the rows with it; policies that give each user their own rows
// and nothing else; and a bound on how many rows one user can add. A new table that misses one fails here.
// Row-level security and the restrictive second-factor policy on every table are checked in
// second-factor.test.ts.

const fixture = useTestStack();

/** Tables a user fills through the API or a function, with the trigger that caps them (per hour, or in all). */
const LIMITED: Record<string, { perUser: number; perHour: boolean }> = {
  birth_charts: { perUser: CHARTS_PER_HOUR, perHour: true },
  compatibility_readings: { perUser: COMPATIBILITY_READINGS_PER_HOUR, perHour: true },
  premium_readings: { perUser: PREMIUM_READINGS_PER_HOUR, perHour: true },
  people: { perUser: PEOPLE_PER_USER, perHour: false },
  push_subscriptions: { perUser: PUSH_SUBSCRIPTIONS_PER_USER, perHour: false },
  // The same trigger also caps the invitations waiting at once (limits.test.ts holds that number to the SQL).
  compatibility_invites: { perUser: INVITES_PER_HOUR, perHour: true },
};

/** Tables bounded by their keys instead, and which key. */
const BOUNDED_BY_KEY: Record<string, string[]> = {
  profiles: ['id'],
  tarot_readings: ['user_id', 'reading_date'],
};

/** A Postgres array as PGlite hands it over: already a list, or its text form '{a,b}'. */
const asList = (value: string[] | string) => (Array.isArray(value) ? value : value.replace(/[{}]/g, '').split(','));

async function publicTables(): Promise<string[]> {
  const { rows } = await fixture.stack.db.query<{ relname: string }>(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
  );
  return rows.map((row) => row.relname);
}

/** Each table's column that references auth.users, and whether deleting the user deletes the row. */
async function owners(): Promise<Map<string, { column: string; cascades: boolean }[]>> {
  const { rows } = await fixture.stack.db.query<{ table_name: string; column_name: string; cascades: boolean }>(
    `select c.relname as table_name, a.attname as column_name, k.confdeltype = 'c' as cascades
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
      where k.contype = 'f' and n.nspname = 'public' and k.confrelid = 'auth.users'::regclass`,
  );
  const found = new Map<string, { column: string; cascades: boolean }[]>();
  for (const row of rows) found.set(row.table_name, [...(found.get(row.table_name) ?? []), { column: row.column_name, cascades: row.cascades }]);
  return found;
}

/** What each public table misses, as readable lines; empty when every table has what it must. */
async function tableProblems(): Promise<string[]> {
  const problems: string[] = [];
  const tables = await publicTables();
  const owned = await owners();
  for (const table of tables) {
    const owner = owned.get(table) ?? [];
    if (owner.length !== 1 || !owner[0].cascades) problems.push(`${table}: no single column referencing auth.users (id) on delete cascade`);
  }

  const { rows: policies } = await fixture.stack.db.query<{ tablename: string; policyname: string; roles: string[] | string; cmd: string; qual: string | null; with_check: string | null }>(
    `select tablename, policyname, roles, cmd, qual, with_check from pg_policies where schemaname = 'public' and permissive = 'PERMISSIVE'`,
  );
  for (const table of tables) {
    const own = policies.filter((policy) => policy.tablename === table);
    if (!own.some((policy) => policy.cmd === 'SELECT' || policy.cmd === 'ALL')) problems.push(`${table}: no policy lets owners read their rows`);
    const ownerOnly = new RegExp(`auth\\.uid\\(\\)[^=]*\\)\\s*=\\s*${owned.get(table)?.[0]?.column}\\)`);
    for (const policy of own) {
      const where = `${table} «${policy.policyname}»`;
      if (asList(policy.roles).join(',') !== 'authenticated') problems.push(`${where}: for ${asList(policy.roles).join(', ')}, not only authenticated`);
      const clauses = [policy.qual, policy.with_check].filter((clause) => clause !== null);
      if (clauses.length === 0 || clauses.some((clause) => !ownerOnly.test(clause!))) problems.push(`${where}: does not compare auth.uid() with the owner`);
    }
  }

  for (const table of tables) {
    if (!(table in LIMITED) && !(table in BOUNDED_BY_KEY)) problems.push(`${table}: says nothing of how many rows a user may add (LIMITED, with a trigger, or BOUNDED_BY_KEY)`);
  }
  const { rows: triggers } = await fixture.stack.db.query<{ table_name: string; definition: string; body: string }>(
    `select c.relname as table_name, pg_get_triggerdef(t.oid) as definition, p.prosrc as body
       from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_proc p on p.oid = t.tgfoid
      where n.nspname = 'public' and not t.tgisinternal`,
  );
  for (const [table, { perUser, perHour }] of Object.entries(LIMITED)) {
    const limit = triggers.find(({ table_name, definition, body }) =>
      table_name === table && /BEFORE INSERT/.test(definition) && /FOR EACH ROW/.test(definition) &&
      body.includes(`pg_advisory_xact_lock(hashtext('${table}:' || new.user_id::text))`) &&
      body.includes(`from public.${table}`) && new RegExp(`>= ${perUser} then`).test(body) &&
      body.includes("interval '1 hour'") === perHour);
    if (!limit) problems.push(`${table}: no before-insert trigger that locks the user's rows and refuses the ${perUser + 1}th${perHour ? ' in an hour' : ''}`);
  }
  const { rows: keys } = await fixture.stack.db.query<{ table_name: string; columns: string[] | string }>(
    `select c.relname as table_name, array(select a.attname from unnest(k.conkey) with ordinality u(attnum, i)
            join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum order by u.i) as columns
       from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and k.contype in ('p', 'u')`,
  );
  for (const [table, columns] of Object.entries(BOUNDED_BY_KEY)) {
    if (!keys.some((key) => key.table_name === table && asList(key.columns).join(',') === columns.join(','))) problems.push(`${table}: no key on (${columns.join(', ')})`);
  }
  return problems;
}

describe('every public table', () => {
  it('belongs to one user and goes with their account, lets each user reach only their own rows, and bounds what one user adds', async () => {
    expect((await publicTables()).length).toBeGreaterThan(0);
    expect(await tableProblems()).toEqual([]);
  });

  it('fails for a table planted without them', async () => {
    await fixture.stack.db.exec(`
      create table public.planted_notes (id uuid primary key, user_id uuid references auth.users (id), note text);
      alter table public.planted_notes enable row level security;
      create policy "Anyone reads the notes" on public.planted_notes for select to anon, authenticated using (true);`);
    try {
      expect(await tableProblems()).toEqual([
        'planted_notes: no single column referencing auth.users (id) on delete cascade',
        'planted_notes «Anyone reads the notes»: for anon, authenticated, not only authenticated',
        'planted_notes «Anyone reads the notes»: does not compare auth.uid() with the owner',
        'planted_notes: says nothing of how many rows a user may add (LIMITED, with a trigger, or BOUNDED_BY_KEY)',
      ]);
    } finally {
      await fixture.stack.db.exec('drop table public.planted_notes;');
    }
  });
});
