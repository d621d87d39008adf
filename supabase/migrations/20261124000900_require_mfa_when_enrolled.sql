-- A second factor that protects the data, not only the screens: a user who has verified a factor (TOTP, a
-- passkey) reaches none of their rows with a password-only (aal1) session. Users without a verified factor
-- are not affected. This is Supabase's documented restrictive policy ("Enforce for users who have opted in",
-- docs/guides/auth/auth-mfa), with one change that makes it deployable:
--
-- The documented body reads auth.mfa_factors inside the policy, that is as the role `authenticated`, which on
-- hosted Supabase holds no privilege on that table (every query would fail with 42501 "permission denied for
-- table mfa_factors": supabase/auth#944, supabase/supabase#12290 and #29107). Granting it would not help either:
-- auth.mfa_factors has row-level security on and no policy, so the count would be 0 for everyone and aal1
-- would silently pass. So the lookup lives in a SECURITY DEFINER function owned by `postgres` (which may read
-- the auth tables on hosted Supabase), in a schema the API does not expose, with an empty search_path; it
-- tells the caller only which levels *their own* session may have.
--
-- Every public table carries the policy below, written out per table, for all commands, USING and WITH CHECK
-- (a test lists the tables of the migrated database and fails on one without it). A new table copies the
-- block from docs/supabase-compat.md ("Second factor enforced in the database"), in a migration that sorts
-- after this one.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated;

create or replace function private.allowed_aal_levels() returns text[]
language sql stable security definer set search_path = '' as $$
  select case when count(id) > 0 then array['aal2'] else array['aal1', 'aal2'] end
    from auth.mfa_factors
   where user_id = (select auth.uid()) and status = 'verified'
$$;

revoke all on function private.allowed_aal_levels() from public;
revoke all on function private.allowed_aal_levels() from anon;
grant execute on function private.allowed_aal_levels() to authenticated;

create policy "Second factor required once enrolled" on public.profiles
  as restrictive for all to authenticated
  using (array[(select auth.jwt() ->> 'aal')] <@ (select private.allowed_aal_levels()))
  with check (array[(select auth.jwt() ->> 'aal')] <@ (select private.allowed_aal_levels()));

create policy "Second factor required once enrolled" on public.tarot_readings
  as restrictive for all to authenticated
  using (array[(select auth.jwt() ->> 'aal')] <@ (select private.allowed_aal_levels()))
  with check (array[(select auth.jwt() ->> 'aal')] <@ (select private.allowed_aal_levels()));

create policy "Second factor required once enrolled" on public.birth_charts
  as restrictive for all to authenticated
  using (array[(select auth.jwt() ->> 'aal')] <@ (select private.allowed_aal_levels()))
  with check (array[(select auth.jwt() ->> 'aal')] <@ (select private.allowed_aal_levels()));

create policy "Second factor required once enrolled" on public.people
  as restrictive for all to authenticated
  using (array[(select auth.jwt() ->> 'aal')] <@ (select private.allowed_aal_levels()))
  with check (array[(select auth.jwt() ->> 'aal')] <@ (select private.allowed_aal_levels()));

create policy "Second factor required once enrolled" on public.compatibility_readings
  as restrictive for all to authenticated
  using (array[(select auth.jwt() ->> 'aal')] <@ (select private.allowed_aal_levels()))
  with check (array[(select auth.jwt() ->> 'aal')] <@ (select private.allowed_aal_levels()));

create policy "Second factor required once enrolled" on public.premium_readings
  as restrictive for all to authenticated
  using (array[(select auth.jwt() ->> 'aal')] <@ (select private.allowed_aal_levels()))
  with check (array[(select auth.jwt() ->> 'aal')] <@ (select private.allowed_aal_levels()));
