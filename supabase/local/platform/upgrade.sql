-- A data folder made by the earlier local stack, brought to what roles.sql, auth.sql and local-auth.sql lay into a
-- new one, with every row kept. That stack ran everything as the superuser: its migrations made the superuser own
-- the app's objects, a default privilege granted every new table to every API role, and its auth tables were a
-- looser sketch of GoTrue's (text for the enums, a writable confirmed_at, local-only columns inside them).
-- Runs as the superuser after roles.sql, in the transaction that renames it; a test holds the result to a fresh
-- folder's schema, so the two cannot drift.

-- The app's objects belong to the migration role, as on hosted; the auth schema to GoTrue's.
do $$
declare
  object record;
begin
  for object in
    select c.oid::regclass as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ('public', 'private', 'supabase_migrations') and c.relkind in ('r', 'p', 'v', 'm', 'f') and c.relowner = 10
  loop
    execute format('alter table %s owner to postgres', object.name);
  end loop;
  for object in
    select p.oid::regprocedure as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname in ('public', 'private') and p.proowner = 10
  loop
    execute format('alter function %s owner to postgres', object.name);
  end loop;
  for object in select nspname from pg_namespace where nspname in ('private', 'supabase_migrations') and nspowner = 10 loop
    execute format('alter schema %I owner to postgres', object.nspname);
  end loop;
end
$$;

-- What the earlier bootstrap granted by default, and to service_role on auth.users.
alter default privileges for role supabase_admin in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public revoke all on functions from anon, authenticated, service_role;
revoke all on auth.users from service_role;
revoke all on function auth.uid(), auth.role(), auth.jwt() from anon, authenticated, service_role;

alter schema auth owner to supabase_auth_admin;
alter table auth.users owner to supabase_auth_admin;
alter table auth.identities owner to supabase_auth_admin;
alter table auth.sessions owner to supabase_auth_admin;
alter table auth.refresh_tokens owner to supabase_auth_admin;
alter table auth.mfa_factors owner to supabase_auth_admin;
alter table auth.mfa_challenges owner to supabase_auth_admin;
alter table auth.one_time_tokens owner to supabase_auth_admin;
alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
alter function auth.jwt() owner to supabase_auth_admin;

-- From here on as GoTrue's role: what it creates is its own, and the default privileges of roles.sql apply.
set local role supabase_auth_admin;

create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
create type auth.factor_status as enum ('unverified', 'verified');
create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
create type auth.one_time_token_type as enum (
  'confirmation_token', 'reauthentication_token', 'recovery_token',
  'email_change_token_new', 'email_change_token_current', 'phone_change_token'
);

create function auth.email() returns text
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

-- users: GoTrue's types and columns; confirmed_at becomes the computed column it is there (it held the same time
-- as email_confirmed_at, which the computation returns).
alter table auth.users
  alter column id drop default,
  alter column aud drop default, alter column aud drop not null, alter column aud type varchar(255),
  alter column role drop default, alter column role drop not null, alter column role type varchar(255),
  alter column email type varchar(255),
  alter column encrypted_password type varchar(255),
  alter column email_change type varchar(255),
  alter column raw_app_meta_data drop default, alter column raw_app_meta_data drop not null,
  alter column raw_user_meta_data drop default, alter column raw_user_meta_data drop not null,
  alter column created_at drop default, alter column created_at drop not null,
  alter column updated_at drop default, alter column updated_at drop not null,
  alter column phone set default null,
  drop constraint users_email_key,
  drop column confirmed_at,
  add constraint users_phone_key unique (phone),
  add column invited_at timestamptz,
  add column confirmation_token varchar(255),
  add column recovery_token varchar(255),
  add column recovery_sent_at timestamptz,
  add column email_change_token_new varchar(255),
  add column is_super_admin boolean,
  add column phone_confirmed_at timestamptz,
  add column phone_change text default '',
  add column phone_change_token varchar(255) default '',
  add column phone_change_sent_at timestamptz,
  add column email_change_token_current varchar(255) default '',
  add column email_change_confirm_status smallint default 0 check (email_change_confirm_status between 0 and 2),
  add column banned_until timestamptz,
  add column reauthentication_token varchar(255) default '',
  add column reauthentication_sent_at timestamptz,
  add column is_sso_user boolean not null default false,
  add column deleted_at timestamptz;
alter table auth.users
  add column confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored;
create unique index users_email_partial_key on auth.users (email) where is_sso_user = false;
create unique index confirmation_token_idx on auth.users (confirmation_token) where confirmation_token !~ '^[0-9 ]*$';
create unique index recovery_token_idx on auth.users (recovery_token) where recovery_token !~ '^[0-9 ]*$';
create unique index email_change_token_current_idx on auth.users (email_change_token_current) where email_change_token_current !~ '^[0-9 ]*$';
create unique index email_change_token_new_idx on auth.users (email_change_token_new) where email_change_token_new !~ '^[0-9 ]*$';
create unique index reauthentication_token_idx on auth.users (reauthentication_token) where reauthentication_token !~ '^[0-9 ]*$';
create index users_instance_id_idx on auth.users (instance_id);
create index users_instance_id_email_idx on auth.users (instance_id, lower(email));
create index users_is_anonymous_idx on auth.users (is_anonymous);

alter table auth.identities
  alter column identity_data drop default,
  alter column created_at drop default, alter column created_at drop not null,
  alter column updated_at drop default, alter column updated_at drop not null,
  drop constraint identities_provider_provider_id_key,
  add constraint identities_provider_id_provider_unique unique (provider_id, provider),
  add column email text generated always as (lower(identity_data ->> 'email')) stored;
create index identities_user_id_idx on auth.identities (user_id);
create index identities_email_idx on auth.identities (email text_pattern_ops);

-- sessions: the `amr` list moves to GoTrue's mfa_amr_claims, one row per method at its latest time.
create table auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid not null constraint amr_id_pk primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);
insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
  select distinct on (session.id, entry ->> 'method')
         session.id, to_timestamp((entry ->> 'timestamp')::double precision), to_timestamp((entry ->> 'timestamp')::double precision),
         entry ->> 'method', gen_random_uuid()
    from auth.sessions session cross join jsonb_array_elements(session.amr) entry
   where entry ->> 'method' is not null and jsonb_typeof(entry -> 'timestamp') = 'number'
   order by session.id, entry ->> 'method', (entry ->> 'timestamp')::double precision desc;
alter table auth.sessions
  drop column amr,
  alter column id drop default,
  alter column aal drop default, alter column aal drop not null, alter column aal type auth.aal_level using aal::auth.aal_level,
  alter column created_at drop default, alter column created_at drop not null,
  alter column refreshed_at type timestamp,
  add column updated_at timestamptz,
  add column factor_id uuid,
  add column not_after timestamptz,
  add column user_agent text,
  add column ip inet,
  add column tag text,
  add column refresh_token_hmac_key text,
  add column refresh_token_counter bigint,
  add column scopes text constraint sessions_scopes_length check (char_length(scopes) <= 4096);
create index sessions_user_id_idx on auth.sessions (user_id);
create index user_id_created_at_idx on auth.sessions (user_id, created_at);
create index sessions_not_after_idx on auth.sessions (not_after desc);

alter table auth.refresh_tokens
  drop constraint refresh_tokens_user_id_fkey,
  drop constraint refresh_tokens_token_key,
  alter column user_id drop not null, alter column user_id type varchar(255),
  alter column token drop not null, alter column token type varchar(255),
  alter column session_id drop not null,
  alter column revoked drop default, alter column revoked drop not null,
  alter column created_at drop default, alter column created_at drop not null,
  add constraint refresh_tokens_token_unique unique (token),
  add column instance_id uuid,
  add column parent varchar(255);
create index refresh_tokens_instance_id_idx on auth.refresh_tokens (instance_id);
create index refresh_tokens_instance_id_user_id_idx on auth.refresh_tokens (instance_id, user_id);
create index refresh_tokens_parent_idx on auth.refresh_tokens (parent);
create index refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index refresh_tokens_updated_at_idx on auth.refresh_tokens (updated_at desc);

-- The local-only columns of mfa_factors and one_time_tokens move beside them, into local_auth.
create schema local_auth;
create table local_auth.one_time_codes (
  token_id uuid primary key references auth.one_time_tokens (id) on delete cascade,
  otp_hash text not null
);
create index one_time_codes_otp_hash on local_auth.one_time_codes (otp_hash);
create table local_auth.totp_counters (
  factor_id uuid primary key references auth.mfa_factors (id) on delete cascade,
  last_used_counter bigint not null
);
insert into local_auth.totp_counters (factor_id, last_used_counter)
  select id, last_used_counter from auth.mfa_factors where last_used_counter is not null;
insert into local_auth.one_time_codes (token_id, otp_hash) select id, otp_hash from auth.one_time_tokens;

alter table auth.mfa_factors
  drop column issuer,
  drop column last_used_counter,
  alter column id drop default,
  alter column factor_type type auth.factor_type using factor_type::auth.factor_type,
  alter column status drop default, alter column status type auth.factor_status using status::auth.factor_status,
  alter column created_at drop default,
  alter column updated_at drop default,
  add column phone text,
  add column last_webauthn_challenge_data jsonb,
  add constraint mfa_factors_last_challenged_at_key unique (last_challenged_at);
create unique index mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create unique index unique_phone_factor_per_user on auth.mfa_factors (user_id, phone);
create index mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create index factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);

-- A challenge now records the address it was asked from; the earlier ones (five minutes of life) had none.
alter table auth.mfa_challenges
  alter column id drop default,
  alter column created_at drop default,
  drop constraint mfa_challenges_factor_id_fkey,
  add constraint mfa_challenges_auth_factor_id_fkey foreign key (factor_id) references auth.mfa_factors (id) on delete cascade,
  add column ip_address inet not null default '0.0.0.0',
  add column otp_code text;
alter table auth.mfa_challenges alter column ip_address drop default;
create index mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

alter table auth.one_time_tokens
  drop column otp_hash,
  drop constraint one_time_tokens_token_hash_key,
  alter column id drop default,
  alter column token_type type auth.one_time_token_type using (
    case token_type
      when 'confirmation' then 'confirmation_token'
      when 'recovery' then 'recovery_token'
      when 'email_change' then 'email_change_token_new'
      when 'reauthentication' then 'reauthentication_token'
    end
  )::auth.one_time_token_type,
  alter column created_at type timestamp,
  add column updated_at timestamp not null default now(),
  add constraint one_time_tokens_token_hash_check check (char_length(token_hash) > 0);
create index one_time_tokens_token_hash_hash_idx on auth.one_time_tokens using hash (token_hash);
create index one_time_tokens_relates_to_hash_idx on auth.one_time_tokens using hash (relates_to);
create unique index one_time_tokens_user_id_token_type_key on auth.one_time_tokens (user_id, token_type);

alter table auth.mfa_amr_claims enable row level security;

reset role;

-- What the default privileges give `postgres` on what GoTrue makes, for the tables made before them.
grant all on all tables in schema auth to postgres;
grant all on all sequences in schema auth to postgres;
grant all on all routines in schema auth to postgres;
grant select on auth.users, auth.identities, auth.sessions, auth.refresh_tokens, auth.mfa_amr_claims,
  auth.mfa_factors, auth.mfa_challenges, auth.one_time_tokens to postgres with grant option;
