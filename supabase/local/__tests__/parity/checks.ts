import type { ApiRole, Backend, Outcome } from './backends.ts';

// What the migrations promise, asked of a database the way the app and the functions reach it: row-level security
// (own rows, other people's, anon), the grants (tables and columns), the second factor (aal1 against aal2), the
// triggers (profiles, caps, hourly limits, cascades on deleting a user), races on the caps from several
// connections at once, and what the migration role may and may not do to GoTrue's schema. Every check records
// what happened (`rows N` or a SQLSTATE) beside what hosted Supabase must answer; the same list runs on both
// backends, in the same order, so their records can be compared line by line.

export interface Check {
  name: string;
  expected: Outcome;
  outcome: Outcome;
}

const ANA = '00000000-0000-4000-8000-00000000000a';
const BRUNO = '00000000-0000-4000-8000-00000000000b';
/** Has a verified second factor. */
const CARMEN = '00000000-0000-4000-8000-00000000000c';
/** Deleted along the way, to see what goes with her. */
const DIEGO = '00000000-0000-4000-8000-00000000000d';
/** Fills every cap and limit. */
const ELENA = '00000000-0000-4000-8000-00000000000e';

const TABLES = ['profiles', 'tarot_readings', 'birth_charts', 'people', 'compatibility_readings', 'premium_readings', 'push_subscriptions', 'compatibility_invites'];

const user = (sub: string, aal: 'aal1' | 'aal2' = 'aal1') => ({ sub, role: 'authenticated', aal, session_id: sub });
const SERVICE = { role: 'service_role' };
const ANON = { role: 'anon' };

const PLACE = '{"name":"Lima, Perú","latitude":-12.05,"longitude":-77.04,"timezone":"America/Lima"}';

/** Each insert a function makes, as it makes it (the columns its grant names). */
const insertReading = `insert into public.tarot_readings (user_id, reading_date, card_name, card_id, reversed, interpretation, practical_action, source)
  values ($1, $2, 'La Estrella', 'la-estrella', false, 'Esperanza.', 'Respira.', 'builtin')
  on conflict (user_id, reading_date) do nothing returning id`;
const insertChart = `insert into public.birth_charts (user_id, chart_name, birth_date, birth_time, birth_location, place, house_system, chart, interpretation, source, subject, person_name)
  select $1, 'Mi carta', date '1990-01-02', time '08:30', 'Lima, Perú', '${PLACE}', 'placidus', '{}', 'Lectura.', 'builtin', 'self', null
    from generate_series(1, $2::int) returning id`;
const insertCompatibility = `insert into public.compatibility_readings (user_id, person_a_id, person_b_id, category, scores, contacts, interpretation, advanced, names, source)
  select $1, null, null, 'pareja', '{}', '{}', 'Lectura.', '{}', '{"a":"Ana","b":"Luis"}', 'builtin'
    from generate_series(1, $2::int) returning id`;
const insertPremium = `insert into public.premium_readings (user_id, kind, params, utc, chart, events, interpretation, source)
  select $1, 'monthly_report', '{"month":"2026-12"}', null, null, '[]', 'Informe.', 'builtin'
    from generate_series(1, $2::int) returning id`;
/** What the app inserts (the owner comes from the default, auth.uid()). */
const insertPeople = `insert into public.people (name, relation, birth_date, birth_time, birth_location, is_self)
  select 'Persona ' || n, 'amigos', date '1991-03-04', null, 'Quito, Ecuador', false from generate_series(1, $1::int) n returning id`;
/** What create-compatibility-invite inserts: the token's hash (here of a made-up token), never the token. */
const insertInvites = `insert into public.compatibility_invites (user_id, token_hash, inviter_name, label, relation)
  select $1::uuid, encode(sha256(convert_to($1::uuid::text || '-' || n || '-' || clock_timestamp()::text, 'UTF8')), 'hex'), 'Ana', 'para Luis', 'amigos'
    from generate_series(1, $2::int) n returning id`;
/**
 * What accept-compatibility-invite runs to spend an invitation: one UPDATE that only an unused, unexpired row matches.
 * The time it sends is a wrong one on purpose: the database stamps its own.
 */
const useInvite = `update public.compatibility_invites set used_at = timestamptz '2000-01-01 00:00+00'
  where user_id = $1 and used_at is null and expires_at > now() returning id`;
const insertSubscriptions = `insert into public.push_subscriptions (endpoint, p256dh, auth, hour, time_zone)
  select 'https://fcm.googleapis.com/fcm/send/' || $1 || '/' || n, repeat('k', 87), repeat('a', 22), 8, 'America/Lima' from generate_series(1, $2::int) n returning id`;

const newUser = `insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, email_confirmed_at, is_anonymous, created_at, updated_at)
  values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '{"provider":"email","providers":["email"]}', $3, now(), false, now(), now())`;

function summary(outcomes: Outcome[]): Outcome {
  const counts = new Map<Outcome, number>();
  for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([outcome, count]) => `${count}× ${outcome}`).join(', ');
}

export async function runChecks(db: Backend): Promise<Check[]> {
  const checks: Check[] = [];
  const check = async (name: string, expected: Outcome, run: () => Promise<Outcome>) => {
    checks.push({ name, expected, outcome: await run() });
  };
  const as = (role: ApiRole, claims: Record<string, unknown>, sql: string, params: unknown[] = [], commit = false) =>
    db.request(role, claims, sql, params, commit);
  const times = (count: number, run: () => Promise<Outcome>) => db.concurrently(Array.from({ length: count }, () => run));

  // Sign-ups, as GoTrue writes them; the trigger gives each a profile named from the metadata.
  for (const [id, name] of [[ANA, 'Ana'], [BRUNO, 'Bruno'], [CARMEN, 'Carmen'], [DIEGO, 'Diego'], [ELENA, 'Elena']]) {
    await check(`GoTrue creates ${name}`, 'rows 1', () => db.asAuthServer(newUser, [id, `${name.toLowerCase()}@ejemplo.com`, JSON.stringify({ full_name: name })]));
  }
  await check('the sign-up trigger makes the profile, named', 'rows 1', () => as('service_role', SERVICE, `select 1 from public.profiles where id = $1 and full_name = 'Carmen'`, [CARMEN]));
  await check('GoTrue verifies a TOTP factor for Carmen', 'rows 1', () =>
    db.asAuthServer(`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at)
      values (gen_random_uuid(), $1, 'Teléfono', 'totp', 'verified', 'JBSWY3DPEHPK3PXP', now(), now())`, [CARMEN]));

  // What the functions write, with the service role.
  for (const [id, name] of [[ANA, 'Ana'], [BRUNO, 'Bruno'], [CARMEN, 'Carmen'], [DIEGO, 'Diego']]) {
    await check(`generate-tarot-reading draws for ${name}`, 'rows 1', () => as('service_role', SERVICE, insertReading, [id, '2026-11-20'], true));
  }
  for (const [id, name] of [[ANA, 'Ana'], [BRUNO, 'Bruno'], [DIEGO, 'Diego']]) {
    await check(`generate-birth-chart stores ${name}'s chart`, 'rows 1', () => as('service_role', SERVICE, insertChart, [id, 1], true));
  }
  for (const [id, name] of [[ANA, 'Ana'], [DIEGO, 'Diego']]) {
    await check(`generate-compatibility stores ${name}'s reading`, 'rows 1', () => as('service_role', SERVICE, insertCompatibility, [id, 1], true));
    await check(`generate-monthly-report stores ${name}'s report`, 'rows 1', () => as('service_role', SERVICE, insertPremium, [id, 1], true));
  }
  for (const [id, name] of [[ANA, 'Ana'], [BRUNO, 'Bruno'], [DIEGO, 'Diego']]) {
    await check(`create-compatibility-invite stores ${name}'s invitation`, 'rows 1', () => as('service_role', SERVICE, insertInvites, [id, 1], true));
  }
  // What the app writes, as each owner.
  await check('Ana saves a person', 'rows 1', () => as('authenticated', user(ANA), insertPeople, [1], true));
  await check('Bruno saves a person', 'rows 1', () => as('authenticated', user(BRUNO), insertPeople, [1], true));
  await check('Diego saves a person', 'rows 1', () => as('authenticated', user(DIEGO), insertPeople, [1], true));
  await check('Carmen at aal2 saves a person', 'rows 1', () => as('authenticated', user(CARMEN, 'aal2'), insertPeople, [1], true));
  await check('Ana turns the reminder on', 'rows 1', () => as('authenticated', user(ANA), insertSubscriptions, ['ana', 1], true));
  await check('Diego turns the reminder on', 'rows 1', () => as('authenticated', user(DIEGO), insertSubscriptions, ['diego', 1], true));

  // Own rows, and nobody else's.
  for (const table of TABLES) {
    const owner = table === 'profiles' ? 'id' : 'user_id';
    await check(`Ana reads her ${table}`, 'rows 1', () => as('authenticated', user(ANA), `select id from public.${table} where ${owner} = $1`, [ANA]));
    await check(`Ana reads no one else's ${table}`, 'rows 0', () => as('authenticated', user(ANA), `select id from public.${table} where ${owner} <> $1`, [ANA]));
    await check(`anon reads no ${table}`, '42501', () => as('anon', ANON, `select id from public.${table}`));
    await check(`anon writes no ${table}`, '42501', () => as('anon', ANON, `delete from public.${table} where id is not null`));
  }
  await check('Ana writes her journal note', 'rows 1', () => as('authenticated', user(ANA), `update public.tarot_readings set note = 'Hoy sí.' where user_id = $1 returning id`, [ANA]));
  await check("Ana cannot reach Bruno's note", 'rows 0', () => as('authenticated', user(ANA), `update public.tarot_readings set note = 'Mío.' where user_id = $1 returning id`, [BRUNO]));
  await check('Ana cannot change her card', '42501', () => as('authenticated', user(ANA), `update public.tarot_readings set card_name = 'El Sol' where user_id = $1`, [ANA]));
  await check('Ana cannot draw a card herself', '42501', () => as('authenticated', user(ANA), insertReading, [ANA, '2026-11-21']));
  await check('Ana renames her chart', 'rows 1', () => as('authenticated', user(ANA), `update public.birth_charts set chart_name = 'Yo' where user_id = $1 returning id`, [ANA]));
  await check("Ana cannot rewrite her chart's reading", '42501', () => as('authenticated', user(ANA), `update public.birth_charts set interpretation = 'Otra.' where user_id = $1`, [ANA]));
  await check('Ana deletes her chart', 'rows 1', () => as('authenticated', user(ANA), `delete from public.birth_charts where user_id = $1 returning id`, [ANA]));
  await check("Ana cannot delete Bruno's chart", 'rows 0', () => as('authenticated', user(ANA), `delete from public.birth_charts where user_id = $1 returning id`, [BRUNO]));
  await check('Ana cannot store a chart herself', '42501', () => as('authenticated', user(ANA), insertChart, [ANA, 1]));
  await check('Ana renames herself', 'rows 1', () => as('authenticated', user(ANA), `update public.profiles set full_name = 'Ana M.', updated_at = now() where id = $1 returning id`, [ANA]));
  await check('Ana cannot move her profile', '42501', () => as('authenticated', user(ANA), `update public.profiles set created_at = now() where id = $1`, [ANA]));
  await check('Ana cannot make a profile', '42501', () => as('authenticated', user(ANA), `insert into public.profiles (id) values ($1)`, [BRUNO]));
  await check("Ana cannot file a person under Bruno", '42501', () =>
    as('authenticated', user(ANA), `insert into public.people (user_id, name, birth_date, birth_location) values ($1, 'Intruso', date '1990-01-01', 'Lima, Perú')`, [BRUNO]));
  await check('Ana edits her person', 'rows 1', () => as('authenticated', user(ANA), `update public.people set name = 'Luis', relation = 'pareja' where user_id = $1 returning id`, [ANA]));
  await check("Ana cannot set a person's resolved place", '42501', () => as('authenticated', user(ANA), `update public.people set place = null where user_id = $1`, [ANA]));
  await check("Ana cannot edit Bruno's person", 'rows 0', () => as('authenticated', user(ANA), `update public.people set name = 'X' where user_id = $1 returning id`, [BRUNO]));
  await check('Ana deletes her person', 'rows 1', () => as('authenticated', user(ANA), `delete from public.people where user_id = $1 returning id`, [ANA]));
  await check('Ana deletes her compatibility reading', 'rows 1', () => as('authenticated', user(ANA), `delete from public.compatibility_readings where user_id = $1 returning id`, [ANA]));
  await check('Ana cannot store a compatibility reading', '42501', () => as('authenticated', user(ANA), insertCompatibility, [ANA, 1]));
  await check('Ana cannot delete a premium reading (the app never does)', '42501', () => as('authenticated', user(ANA), `delete from public.premium_readings where user_id = $1`, [ANA]));
  await check('Ana reads her reminder hour and zone', 'rows 1', () => as('authenticated', user(ANA), `select hour, time_zone from public.push_subscriptions where user_id = $1`, [ANA]));
  await check("Ana cannot read her reminder's encryption keys", '42501', () => as('authenticated', user(ANA), `select p256dh, auth from public.push_subscriptions where user_id = $1`, [ANA]));
  await check('Ana changes her reminder hour', 'rows 1', () => as('authenticated', user(ANA), `update public.push_subscriptions set hour = 9 where user_id = $1 returning user_id`, [ANA]));
  await check('Ana cannot stamp her reminder as sent', '42501', () => as('authenticated', user(ANA), `update public.push_subscriptions set last_sent_on = current_date where user_id = $1`, [ANA]));
  await check('Ana turns the reminder off', 'rows 1', () => as('authenticated', user(ANA), `delete from public.push_subscriptions where user_id = $1 returning user_id`, [ANA]));

  await check("Ana cannot read her invitation's token hash", '42501', () => as('authenticated', user(ANA), `select token_hash from public.compatibility_invites where user_id = $1`, [ANA]));
  await check('Ana cannot create an invitation herself', '42501', () => as('authenticated', user(ANA), insertInvites, [ANA, 1]));
  await check('Ana cannot mark her invitation used', '42501', () => as('authenticated', user(ANA), `update public.compatibility_invites set used_at = now() where user_id = $1`, [ANA]));
  await check("Ana cannot cancel Bruno's invitation", 'rows 0', () => as('authenticated', user(ANA), `delete from public.compatibility_invites where user_id = $1 returning id`, [BRUNO]));
  await check('Bruno cancels his invitation', 'rows 1', () => as('authenticated', user(BRUNO), `delete from public.compatibility_invites where user_id = $1 returning id`, [BRUNO], true));

  // The service role does what the functions do, and no more.
  await check('two uses of one invitation at once: one wins', '1× rows 0, 1× rows 1', async () =>
    summary(await times(2, () => as('service_role', SERVICE, useInvite, [ANA], true))));
  await check('the database stamps the use with its own clock', 'rows 1', () =>
    as('service_role', SERVICE, `select id from public.compatibility_invites where user_id = $1 and used_at > now() - interval '1 hour'`, [ANA]));
  await check("accept-compatibility-invite files the invitee among Ana's people", 'rows 1', () =>
    as('service_role', SERVICE, `insert into public.people (user_id, name, relation, birth_date, birth_time, birth_location, place)
      values ($1, 'Luis', 'amigos', date '1992-02-02', time '09:15', 'Lima, Perú', '${PLACE}') returning id`, [ANA], true));
  await check('the invitation records the person it created', 'rows 1', () =>
    as('service_role', SERVICE, `update public.compatibility_invites set person_id = (select id from public.people where user_id = $1 and name = 'Luis')
      where user_id = $1 returning id`, [ANA], true));
  await check('the service role cannot change what an invitation shows', '42501', () =>
    as('service_role', SERVICE, `update public.compatibility_invites set inviter_name = 'Otra' where user_id = $1`, [ANA]));
  await check('the service role reads a name for the chart', 'rows 1', () => as('service_role', SERVICE, `select full_name from public.profiles where id = $1`, [ANA]));
  await check('the service role cannot write a journal note', '42501', () => as('service_role', SERVICE, `update public.tarot_readings set note = 'x' where user_id = $1`, [ANA]));
  await check('the service role cannot delete a reading', '42501', () => as('service_role', SERVICE, `delete from public.tarot_readings where user_id = $1`, [ANA]));
  await check('a second draw of the day keeps the first card', 'rows 0', () => as('service_role', SERVICE, insertReading, [ANA, '2026-11-20']));
  await check("the service role stores a person's resolved place", 'rows 1', () => as('service_role', SERVICE, `update public.people set place = '${PLACE}' where user_id = $1 returning id`, [BRUNO]));
  await check("the service role cannot rename a person", '42501', () => as('service_role', SERVICE, `update public.people set name = 'X' where user_id = $1`, [BRUNO]));
  await check('the scheduler stamps a reminder as sent', 'rows 1', () => as('service_role', SERVICE, `update public.push_subscriptions set last_sent_on = current_date where user_id = $1 returning id`, [DIEGO]));
  await check('the scheduler reads the keys it encrypts with', 'rows 1', () => as('service_role', SERVICE, `select endpoint, p256dh, auth from public.push_subscriptions where user_id = $1`, [DIEGO]));
  await check('the scheduler drops a gone subscription', 'rows 1', () => as('service_role', SERVICE, `delete from public.push_subscriptions where user_id = $1 returning id`, [DIEGO]));
  await check('the service role cannot delete a chart', '42501', () => as('service_role', SERVICE, `delete from public.birth_charts where user_id = $1`, [BRUNO]));

  // The people triggers: a new birthplace drops the place resolved for the old one; one "Mi carta" per user.
  const bruno = user(BRUNO);
  await check("generate-compatibility resolves Bruno's person's place", 'rows 1', () =>
    as('service_role', SERVICE, `update public.people set place = '${PLACE}' where user_id = $1 returning id`, [BRUNO], true));
  await check('Bruno moves the birthplace', 'rows 1', () => as('authenticated', bruno, `update public.people set birth_location = 'Cusco, Perú' returning id`, [], true));
  await check('the resolved place goes with the old birthplace', 'rows 1', () =>
    as('service_role', SERVICE, `select id from public.people where user_id = $1 and place is null`, [BRUNO]));
  const himself = `insert into public.people (name, birth_date, birth_location, is_self) values ($1, date '1988-08-08', 'Cusco, Perú', true) returning id`;
  await check('Bruno marks himself', 'rows 1', () => as('authenticated', bruno, himself, ['Bruno'], true));
  await check('Bruno marks himself again, under another name', 'rows 1', () => as('authenticated', bruno, himself, ['Bruno B.'], true));
  await check('one person is Bruno himself', 'rows 1', () => as('authenticated', bruno, 'select id from public.people where is_self'));

  // GoTrue's tables stay GoTrue's.
  await check('the service role reads no auth.users', '42501', () => as('service_role', SERVICE, 'select id from auth.users'));
  await check('the service role reads no auth.mfa_factors', '42501', () => as('service_role', SERVICE, 'select id from auth.mfa_factors'));
  await check('a user reads no auth.mfa_factors', '42501', () => as('authenticated', user(CARMEN, 'aal2'), 'select id from auth.mfa_factors'));
  await check('anon reads no auth.users', '42501', () => as('anon', ANON, 'select id from auth.users'));

  // The second factor, enforced by the restrictive policy on every table.
  await check('Carmen at aal1 reads none of her people', 'rows 0', () => as('authenticated', user(CARMEN), 'select id from public.people where user_id = $1', [CARMEN]));
  await check('Carmen at aal1 reads not her card', 'rows 0', () => as('authenticated', user(CARMEN), 'select id from public.tarot_readings where user_id = $1', [CARMEN]));
  await check('Carmen at aal1 writes no note', 'rows 0', () => as('authenticated', user(CARMEN), `update public.tarot_readings set note = 'x' where user_id = $1 returning id`, [CARMEN]));
  await check('Carmen at aal1 adds no person', '42501', () => as('authenticated', user(CARMEN), insertPeople, [1]));
  await check('Carmen at aal2 reads her people', 'rows 1', () => as('authenticated', user(CARMEN, 'aal2'), 'select id from public.people where user_id = $1', [CARMEN]));
  await check('Carmen at aal2 writes her note', 'rows 1', () => as('authenticated', user(CARMEN, 'aal2'), `update public.tarot_readings set note = 'x' where user_id = $1 returning id`, [CARMEN]));
  await check('Ana, with no factor, is not asked for one', 'rows 1', () => as('authenticated', user(ANA), 'select id from public.tarot_readings where user_id = $1', [ANA]));
  await check('a user may ask which levels reach their rows', 'rows 1', () => as('authenticated', user(ANA), 'select private.allowed_aal_levels()'));
  await check('anon may not ask', '42501', () => as('anon', ANON, 'select private.allowed_aal_levels()'));
  await check('no API role calls a trigger function', '42501', () => as('service_role', SERVICE, 'select public.handle_new_user()'));

  // Caps and hourly limits: the last place taken by one of several requests made at once.
  await check('Elena fills 199 of her 200 people', 'rows 199', () => as('authenticated', user(ELENA), insertPeople, [199], true));
  await check('five people at once: one fits', '4× P0001, 1× rows 1', async () =>
    summary(await times(5, () => as('authenticated', user(ELENA), insertPeople, [1], true))));
  await check('Elena turns the reminder on in 9 browsers', 'rows 9', () => as('authenticated', user(ELENA), insertSubscriptions, ['elena', 9], true));
  await check('five more browsers at once: one fits', '4× P0001, 1× rows 1', async () => {
    let browser = 100;
    return summary(await times(5, () => as('authenticated', user(ELENA), insertSubscriptions, [`elena-${(browser += 1)}`, 1], true)));
  });
  await check('Elena gets 9 charts in an hour', 'rows 9', () => as('service_role', SERVICE, insertChart, [ELENA, 9], true));
  await check('three more charts at once: one fits the hour', '2× P0001, 1× rows 1', async () =>
    summary(await times(3, () => as('service_role', SERVICE, insertChart, [ELENA, 1], true))));
  await check('Elena gets 9 compatibility readings in an hour', 'rows 9', () => as('service_role', SERVICE, insertCompatibility, [ELENA, 9], true));
  await check('three more compatibility readings at once: one fits the hour', '2× P0001, 1× rows 1', async () =>
    summary(await times(3, () => as('service_role', SERVICE, insertCompatibility, [ELENA, 1], true))));
  await check('Elena gets 19 premium readings in an hour', 'rows 19', () => as('service_role', SERVICE, insertPremium, [ELENA, 19], true));
  await check('three more premium readings at once: one fits the hour', '2× P0001, 1× rows 1', async () =>
    summary(await times(3, () => as('service_role', SERVICE, insertPremium, [ELENA, 1], true))));
  await check('Elena sends 9 invitations in an hour', 'rows 9', () => as('service_role', SERVICE, insertInvites, [ELENA, 9], true));
  await check('three more invitations at once: one fits the hour', '2× P0001, 1× rows 1', async () =>
    summary(await times(3, () => as('service_role', SERVICE, insertInvites, [ELENA, 1], true))));
  await check("five draws of Elena's day at once: one card", '4× rows 0, 1× rows 1', async () =>
    summary(await times(5, () => as('service_role', SERVICE, insertReading, [ELENA, '2026-11-20'], true))));

  // Deleting a user (GoTrue's admin API) takes every row of theirs.
  await check('GoTrue deletes Diego', 'rows 1', () => db.asAuthServer('delete from auth.users where id = $1', [DIEGO]));
  for (const table of TABLES) {
    const owner = table === 'profiles' ? 'id' : 'user_id';
    await check(`nothing of Diego stays in ${table}`, 'rows 0', () => as('service_role', SERVICE, `select id from public.${table} where ${owner} = $1`, [DIEGO]));
  }

  // The migration role on GoTrue's schema: what hosted lets it do, and what it refuses.
  await check('a migration may put a trigger on auth.users', 'rows 0', () =>
    db.asMigrationRole('create trigger parity_probe after update on auth.users for each row execute function public.handle_new_user()'));
  await check('a migration may reference auth.users', 'rows 0', () => db.asMigrationRole('create table public.parity_probe (user_id uuid references auth.users (id))'));
  await check('a migration may read auth.mfa_factors', 'rows 1', () => db.asMigrationRole('select id from auth.mfa_factors'));
  await check('a migration may not create a table in auth', '42501', () => db.asMigrationRole('create table auth.parity_probe (id int)'));
  await check('a migration may not create a function in auth', '42501', () => db.asMigrationRole(`create function auth.parity_probe() returns int language sql as 'select 1'`));
  await check('a migration may not alter auth.users', '42501', () => db.asMigrationRole('alter table auth.users add column parity_probe int'));
  await check('a migration may not index auth.users', '42501', () => db.asMigrationRole('create index parity_probe on auth.users (email)'));
  await check('a migration may not put a policy on auth.users', '42501', () => db.asMigrationRole('create policy parity_probe on auth.users for select using (true)'));
  await check('a migration may not drop a trigger on auth.users', '42501', () => db.asMigrationRole('drop trigger on_auth_user_created on auth.users'));
  await check("a migration may not become GoTrue's role", '42501', () => db.asMigrationRole(`set role supabase_auth_admin`));
  await check('a new table reaches no API role', 'rows 0', () =>
    db.asMigrationRole(`create table public.parity_probe (id int);
      select 1 from information_schema.role_table_grants where table_name = 'parity_probe' and grantee in ('anon', 'authenticated', 'service_role')`));
  // Supabase's documented `alter default privileges … in schema public revoke execute … from public` cannot take
  // away what PostgreSQL grants PUBLIC for every schema: a new function is callable until a migration revokes it.
  await check('a new function is still executable by PUBLIC', 'rows 1', () =>
    db.asMigrationRole(`create function public.parity_probe() returns int language sql as 'select 1';
      select 1 from information_schema.routine_privileges where routine_name = 'parity_probe' and grantee in ('PUBLIC', 'anon', 'authenticated', 'service_role')`));
  return checks;
}
