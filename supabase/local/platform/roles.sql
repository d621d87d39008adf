-- What a hosted Supabase project has before any migration runs, laid down by its superuser (`supabase_admin`):
-- the roles, who may act as whom, the schemas and the privileges that come with them, as of November 2026.
-- Written from Supabase's documentation and the published history of its Postgres image (facts, not files).
--
-- Two places run it: the local stack, once per data folder (`platform.ts`), and the hosted-parity suite, once per
-- database it builds on a real PostgreSQL server. Roles belong to the whole server there, so every statement
-- about a role can run again without harm.

do $$
begin
  -- The API roles: PostgREST switches to one of them per request, from the JWT's `role` claim.
  if not exists (select from pg_roles where rolname = 'anon') then create role anon; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role; end if;
  -- PostgREST's login role: nothing of its own, only the right to become an API role.
  if not exists (select from pg_roles where rolname = 'authenticator') then create role authenticator; end if;
  -- GoTrue's login role: it owns the auth schema and everything in it.
  if not exists (select from pg_roles where rolname = 'supabase_auth_admin') then create role supabase_auth_admin; end if;
  -- The migration role: what `supabase db push`, the SQL editor and a direct connection use.
  if not exists (select from pg_roles where rolname = 'postgres') then create role postgres; end if;
end
$$;

alter role anon nologin inherit;
alter role authenticated nologin inherit;
alter role service_role nologin inherit bypassrls;
alter role authenticator login noinherit;
alter role supabase_auth_admin login noinherit nocreaterole noreplication;
-- Hosted demoted `postgres` from superuser: it creates and owns the app's objects and bypasses row-level
-- security, but it cannot touch what belongs to GoTrue beyond the privileges granted below.
alter role postgres login nosuperuser createdb createrole replication bypassrls;
alter role postgres set search_path to "$user", public, extensions;
alter role supabase_auth_admin set search_path to auth;

grant anon, authenticated, service_role to authenticator;
do $$
begin
  -- Since PostgreSQL 16 a membership must be granted with ADMIN OPTION for `postgres` to grant it on; hosted does.
  if current_setting('server_version_num')::int >= 160000 then
    grant anon, authenticated, service_role to postgres with admin option;
  else
    grant anon, authenticated, service_role to postgres;
  end if;
end
$$;
grant pg_read_all_data, pg_signal_backend to postgres;

do $$
begin
  execute format('grant all on database %I to postgres', current_database());
  -- GoTrue creates its own schemas when it needs one.
  execute format('grant create on database %I to supabase_auth_admin', current_database());
end
$$;

grant usage, create on schema public to postgres;
grant usage on schema public to anon, authenticated, service_role;

create schema if not exists extensions;
grant all on schema extensions to postgres;
grant usage on schema extensions to anon, authenticated, service_role;

-- Hosted Supabase gives the auth schema to GoTrue. `postgres` may use it (read the tables, reference
-- auth.users in a foreign key, put a trigger on it) but not create anything in it: CREATE was revoked from
-- `postgres` in 2024, with its membership in supabase_auth_admin.
create schema if not exists auth authorization supabase_auth_admin;
grant usage on schema auth to postgres, anon, authenticated, service_role;
-- Every table, sequence and function GoTrue makes is granted whole to `postgres` (not its ownership: altering,
-- dropping, policies and indexes stay GoTrue's). The API roles get nothing.
alter default privileges for role supabase_auth_admin in schema auth grant all on tables to postgres;
alter default privileges for role supabase_auth_admin in schema auth grant all on sequences to postgres;
alter default privileges for role supabase_auth_admin in schema auth grant all on routines to postgres;

-- November 2026: a table, sequence or function that a migration creates in `public` reaches no API role until
-- the migration grants it (the changelog of 2026-04-28, enforced on every project since 2026-10-30). The last line
-- is Supabase's documented one, and PostgreSQL ignores it: a per-schema default cannot revoke what the built-in
-- default grants PUBLIC everywhere, so a new function stays executable by everyone until a migration revokes it.
alter default privileges for role postgres in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges for role postgres in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges for role postgres in schema public revoke all on functions from anon, authenticated, service_role;
alter default privileges for role postgres in schema public revoke execute on functions from public;
