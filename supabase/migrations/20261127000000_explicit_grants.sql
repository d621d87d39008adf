-- Explicit privileges for every table, per API role: since 2026-10-30 hosted Supabase grants a new table to no
-- API role (changelog of 2026-04-28), so without these every REST read and every function's write fails with
-- 42501. Each table first loses whatever it had (older projects granted everything by default, and the local
-- stack did too), then gets exactly what the app and the functions do with it:
--
-- - anon: nothing. Every table holds one user's rows.
-- - authenticated (the app through supabase-js, row-level security on top): SELECT where the app reads; INSERT and
--   UPDATE only on the columns the app writes; DELETE where the app deletes.
-- - service_role (the Edge Functions with the service key; it bypasses row-level security): SELECT where a
--   function reads or gets a written row back; INSERT and UPDATE only on the columns a function writes; DELETE
--   where a function deletes.
--
-- A table that reaches no role is unreachable through the API, whatever its policies say: a policy without a
-- grant (premium_readings' delete policy; the app deletes none) opens nothing. A new table adds its own block
-- in its own migration (docs/contributing.md, "Add a table").

revoke all on public.profiles, public.tarot_readings, public.birth_charts, public.people,
  public.compatibility_readings, public.premium_readings, public.push_subscriptions
  from anon, authenticated, service_role;

-- profiles: the account page reads the name and renames; the chart function reads the name for "Mi carta".
grant select on public.profiles to authenticated;
grant update (full_name, updated_at) on public.profiles to authenticated;
grant select on public.profiles to service_role;

-- tarot_readings: the owner reads their cards and writes the journal note; generate-tarot-reading reads and
-- draws (an insert that does nothing on the day's unique key, so no UPDATE).
grant select on public.tarot_readings to authenticated;
grant update (note) on public.tarot_readings to authenticated;
grant select on public.tarot_readings to service_role;
grant insert (user_id, reading_date, card_name, card_id, reversed, interpretation, practical_action, source)
  on public.tarot_readings to service_role;

-- birth_charts: the owner reads, renames and deletes; generate-birth-chart writes, and the premium functions read
-- a chart and count the last hour's.
grant select, delete on public.birth_charts to authenticated;
grant update (chart_name) on public.birth_charts to authenticated;
grant select on public.birth_charts to service_role;
grant insert (user_id, chart_name, birth_date, birth_time, birth_location, place, house_system, chart,
  interpretation, source, subject, person_name) on public.birth_charts to service_role;

-- people: the owner keeps them whole (the birth data, never the resolved place); generate-compatibility reads
-- them and stores the place it resolved.
grant select, delete on public.people to authenticated;
grant insert (user_id, name, relation, birth_date, birth_time, birth_location, is_self) on public.people to authenticated;
grant update (name, relation, birth_date, birth_time, birth_location, is_self) on public.people to authenticated;
grant select on public.people to service_role;
grant update (place) on public.people to service_role;

-- compatibility_readings: the owner reads and deletes; generate-compatibility writes and counts.
grant select, delete on public.compatibility_readings to authenticated;
grant select on public.compatibility_readings to service_role;
grant insert (user_id, person_a_id, person_b_id, category, scores, contacts, interpretation, advanced, names, source)
  on public.compatibility_readings to service_role;

-- premium_readings: the owner reads; the solar-return and monthly-report functions write and count.
grant select on public.premium_readings to authenticated;
grant select on public.premium_readings to service_role;
grant insert (user_id, kind, params, utc, chart, events, interpretation, source) on public.premium_readings to service_role;

-- push_subscriptions: the owner turns the reminder on, changes it and turns it off per browser, and reads back
-- everything but the two keys that encrypt the messages; send-daily-reminders reads every row, stamps the day it
-- sent, and deletes what the push service no longer knows.
grant select (id, user_id, endpoint, hour, time_zone, last_sent_on, created_at) on public.push_subscriptions to authenticated;
grant insert (endpoint, p256dh, auth, hour, time_zone) on public.push_subscriptions to authenticated;
grant update (p256dh, auth, hour, time_zone) on public.push_subscriptions to authenticated;
grant delete on public.push_subscriptions to authenticated;
grant select, delete on public.push_subscriptions to service_role;
grant update (last_sent_on) on public.push_subscriptions to service_role;

-- Functions: the trigger functions run as triggers, which needs no EXECUTE by anyone, so no API role may call
-- them (PostgreSQL lets PUBLIC execute a new function unless told otherwise). The aal2 policies call
-- private.allowed_aal_levels() as `authenticated`, the one role that needs it. No table uses a sequence.
revoke all on function public.handle_new_user(), public.enforce_birth_chart_rate_limit(),
  public.enforce_people_limit(), public.people_single_self(), public.people_touch(),
  public.enforce_compatibility_rate_limit(), public.enforce_premium_reading_rate_limit(),
  public.enforce_push_subscription_cap()
  from public, anon, authenticated, service_role;
revoke all on function private.allowed_aal_levels() from public, anon, service_role;
grant execute on function private.allowed_aal_levels() to authenticated;
