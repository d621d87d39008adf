-- The optional daily reminder (issue 16): one row per browser a user turned it on in, with the Web Push
-- subscription that browser gave (endpoint and its two keys) and the local hour the user chose in their IANA
-- time zone. The scheduled function send-daily-reminders reads every row with the service role, sends once per
-- local day at that hour, stamps last_sent_on, and deletes rows whose push service answers 404 or 410.
-- Named after 20261124000900 (not ..000200 as first planned): the aal2 policy below calls the function that
-- migration creates.
create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  endpoint text not null check (char_length(endpoint) between 12 and 1000 and endpoint like 'https://%'),
  p256dh text not null check (char_length(p256dh) between 40 and 200),
  auth text not null check (char_length(auth) between 8 and 100),
  hour smallint not null check (hour between 0 and 23),
  time_zone text not null check (char_length(time_zone) between 1 and 64),
  -- The user's local date of the last reminder sent (2000-01-01: none yet): at most one a day, however often
  -- the schedule runs. Not null, so that claiming a row is one `last_sent_on < today` condition.
  last_sent_on date not null default date '2000-01-01',
  created_at timestamptz not null default now(),
  unique (user_id, endpoint)
);

alter table public.push_subscriptions enable row level security;

-- Owners see, add, change and remove their own browsers; last_sent_on is the scheduler's alone.
create policy "Owners read their push subscriptions" on public.push_subscriptions
  for select to authenticated using ((select auth.uid()) = user_id);

create policy "Owners add their push subscriptions" on public.push_subscriptions
  for insert to authenticated with check ((select auth.uid()) = user_id);

create policy "Owners change their push subscriptions" on public.push_subscriptions
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Owners remove their push subscriptions" on public.push_subscriptions
  for delete to authenticated using ((select auth.uid()) = user_id);

revoke insert, update on public.push_subscriptions from anon, authenticated;
grant insert (endpoint, p256dh, auth, hour, time_zone) on public.push_subscriptions to authenticated;
grant update (p256dh, auth, hour, time_zone) on public.push_subscriptions to authenticated;

create policy "Second factor required once enrolled" on public.push_subscriptions
  as restrictive for all to authenticated
  using (array[(select auth.jwt() ->> 'aal')] <@ (select private.allowed_aal_levels()))
  with check (array[(select auth.jwt() ->> 'aal')] <@ (select private.allowed_aal_levels()));

-- At most 10 browsers per user, decided inside the database (the advisory lock serialises one user's inserts).
create function public.enforce_push_subscription_cap() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtext('push_subscriptions:' || new.user_id::text));
  if (select count(*) from public.push_subscriptions where user_id = new.user_id) >= 10 then
    raise exception 'push subscription limit reached' using errcode = 'P0001', hint = 'limit';
  end if;
  return new;
end;
$$;

revoke all on function public.enforce_push_subscription_cap() from public, anon, authenticated;

create trigger push_subscriptions_cap
  before insert on public.push_subscriptions
  for each row execute function public.enforce_push_subscription_cap();
