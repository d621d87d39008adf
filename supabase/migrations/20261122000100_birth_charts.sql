-- Natal charts a user generated: the inputs, the resolved place, the computed chart and its interpretation.
create table public.birth_charts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  chart_name text not null check (char_length(chart_name) between 1 and 120),
  birth_date date not null check (birth_date >= date '1800-01-01'),
  birth_time time,
  birth_location text not null check (char_length(birth_location) between 1 and 120),
  place jsonb not null,
  house_system text not null default 'placidus'
    check (house_system in ('placidus', 'koch', 'whole-sign', 'equal', 'porphyry')),
  chart jsonb not null,
  interpretation text not null check (char_length(interpretation) between 1 and 20000),
  source text not null check (source in ('ai', 'builtin')),
  created_at timestamptz not null default now()
);

create index birth_charts_user_created on public.birth_charts (user_id, created_at desc);

alter table public.birth_charts enable row level security;

-- Owners read and delete their charts; only the service role (the Edge Function) writes them.
create policy "Owners read their charts" on public.birth_charts
  for select to authenticated using ((select auth.uid()) = user_id);

create policy "Owners delete their charts" on public.birth_charts
  for delete to authenticated using ((select auth.uid()) = user_id);

revoke insert, update on public.birth_charts from anon, authenticated;

-- At most 10 charts per user per hour, decided inside the database: the advisory lock serialises one
-- user's inserts, so simultaneous requests cannot all slip under the limit.
create function public.enforce_birth_chart_rate_limit() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtext('birth_charts:' || new.user_id::text));
  if (select count(*) from public.birth_charts
      where user_id = new.user_id and created_at > now() - interval '1 hour') >= 10 then
    raise exception 'birth chart rate limit reached' using errcode = 'P0001', hint = 'rate_limit';
  end if;
  return new;
end;
$$;

create trigger birth_charts_rate_limit
  before insert on public.birth_charts
  for each row execute function public.enforce_birth_chart_rate_limit();
