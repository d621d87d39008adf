import type { Database } from '../db.ts';

// What two databases must agree on to be the same to a migration, the API and GoTrue: the upgrade test holds an
// upgraded folder to a fresh one with it, the image test a restored folder to one built from scratch.

/** The parts of the catalogue a migration or the API can tell apart, one line each, in a stable order. */
export async function shape(db: Database): Promise<string[]> {
  const schemas = `('auth', 'local_auth', 'public', 'private', 'supabase_migrations', 'extensions')`;
  const queries = [
    `select 'column ' || table_schema || '.' || table_name || '.' || column_name || ' ' || udt_name || coalesce('(' || character_maximum_length || ')', '')
            || ' null=' || is_nullable || ' default=' || coalesce(column_default, '-') || ' generated=' || coalesce(generation_expression, '-')
       from information_schema.columns where table_schema in ${schemas}`,
    `select 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint where connamespace::regnamespace::text in ${schemas}`,
    `select 'index ' || pg_get_indexdef(indexrelid) from pg_index i join pg_class c on c.oid = i.indexrelid where c.relnamespace::regnamespace::text in ${schemas}`,
    `select 'relation ' || c.oid::regclass || ' kind=' || c.relkind::text || ' owner=' || pg_get_userbyid(c.relowner) || ' rls=' || c.relrowsecurity
            || ' acl=' || coalesce((select string_agg(item::text, ' ' order by item::text) from unnest(c.relacl) item), '-')
       from pg_class c where c.relnamespace::regnamespace::text in ${schemas} and c.relkind in ('r', 'v', 'S')`,
    `select 'column acl ' || a.attrelid::regclass || '.' || a.attname || ' ' || (select string_agg(item::text, ' ' order by item::text) from unnest(a.attacl) item)
       from pg_attribute a join pg_class c on c.oid = a.attrelid where c.relnamespace::regnamespace::text in ${schemas} and a.attacl is not null`,
    `select 'function ' || p.oid::regprocedure || ' owner=' || pg_get_userbyid(p.proowner) || ' definer=' || p.prosecdef
            || ' acl=' || coalesce((select string_agg(item::text, ' ' order by item::text) from unnest(p.proacl) item), '-')
       from pg_proc p where p.pronamespace::regnamespace::text in ${schemas}`,
    `select 'schema ' || nspname || ' owner=' || pg_get_userbyid(nspowner)
            || ' acl=' || coalesce((select string_agg(item::text, ' ' order by item::text) from unnest(nspacl) item), '-')
       from pg_namespace where nspname in ${schemas}`,
    `select 'type ' || t.typnamespace::regnamespace || '.' || t.typname || ' ' || string_agg(e.enumlabel, ',' order by e.enumsortorder)
       from pg_type t join pg_enum e on e.enumtypid = t.oid group by t.typnamespace, t.typname`,
    `select 'default acl ' || pg_get_userbyid(defaclrole) || ' ' || coalesce(defaclnamespace::regnamespace::text, '*') || ' ' || defaclobjtype::text
            || ' ' || (select string_agg(item::text, ' ' order by item::text) from unnest(defaclacl) item)
       from pg_default_acl`,
    `select 'policy ' || schemaname || '.' || tablename || ' ' || policyname || ' ' || permissive || ' ' || roles::text || ' ' || cmd
            || ' ' || coalesce(qual, '-') || ' ' || coalesce(with_check, '-')
       from pg_policies`,
    `select 'trigger ' || tgrelid::regclass || ' ' || pg_get_triggerdef(oid) from pg_trigger where not tgisinternal`,
    `select 'role ' || rolname || ' super=' || rolsuper || ' inherit=' || rolinherit || ' login=' || rolcanlogin || ' bypassrls=' || rolbypassrls
            || ' createrole=' || rolcreaterole || ' createdb=' || rolcreatedb
       from pg_roles where rolname not like 'pg\\_%'`,
    `select 'role setting ' || coalesce(pg_get_userbyid(setrole), '*') || ' ' || array_to_string(setconfig, ' ') from pg_db_role_setting`,
    `select 'database owner=' || pg_get_userbyid(datdba) || ' acl=' || coalesce((select string_agg(item::text, ' ' order by item::text) from unnest(datacl) item), '-')
       from pg_database where datname = current_database()`,
    `select 'definition ' || p.oid::regprocedure || ' ' || pg_get_functiondef(p.oid) from pg_proc p where p.pronamespace::regnamespace::text in ${schemas} and p.prokind = 'f'`,
    `select 'view ' || c.oid::regclass || ' ' || pg_get_viewdef(c.oid) from pg_class c where c.relnamespace::regnamespace::text in ${schemas} and c.relkind in ('v', 'm')`,
    `select 'member ' || roleid::regrole || ' in ' || member::regrole || ' admin=' || admin_option from pg_auth_members where roleid::regrole::text not like 'pg\\_%' or member::regrole::text = 'postgres'`,
  ];
  const lines: string[] = [];
  for (const query of queries) lines.push(...(await db.query<Record<string, string>>(query)).rows.map((row) => Object.values(row)[0]));
  return lines.sort();
}
