-- Premium readings a user generated: the yearly solar return and the monthly report. The inputs (year or month,
-- place, chart id) live in params; a solar return stores its moment and chart, a monthly report its events.
create table public.premium_readings (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('solar_return', 'monthly_report')),
  params jsonb not null check (jsonb_typeof(params) = 'object'),
  utc timestamptz,
  chart jsonb,
  events jsonb check (events is null or jsonb_typeof(events) = 'array'),
  interpretation text not null check (char_length(interpretation) between 1 and 40000),
  source text not null check (source in ('ai', 'builtin')),
  created_at timestamptz not null default now(),
  -- Each kind carries what makes it readable on its own, so the app never shows half a reading.
  constraint premium_readings_shape check (
    (kind = 'solar_return' and utc is not null and chart is not null)
    or (kind = 'monthly_report' and events is not null)
  )
);

create index premium_readings_user_kind_created on public.premium_readings (user_id, kind, created_at desc);

alter table public.premium_readings enable row level security;

-- Owners read and delete their readings; only the service role (the Edge Functions) writes them.
create policy "Owners read their premium readings" on public.premium_readings
  for select to authenticated using ((select auth.uid()) = user_id);

create policy "Owners delete their premium readings" on public.premium_readings
  for delete to authenticated using ((select auth.uid()) = user_id);

revoke insert, update on public.premium_readings from anon, authenticated;

-- At most 20 premium readings per user per hour (both kinds together), decided inside the database: the
-- advisory lock serialises one user's inserts, so simultaneous requests cannot all slip under the limit.
create function public.enforce_premium_reading_rate_limit() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtext('premium_readings:' || new.user_id::text));
  if (select count(*) from public.premium_readings
      where user_id = new.user_id and created_at > now() - interval '1 hour') >= 20 then
    raise exception 'premium reading rate limit reached' using errcode = 'P0001', hint = 'rate_limit';
  end if;
  return new;
end;
$$;

create trigger premium_readings_rate_limit
  before insert on public.premium_readings
  for each row execute function public.enforce_premium_reading_rate_limit();
