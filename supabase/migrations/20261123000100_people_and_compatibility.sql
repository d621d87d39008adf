-- Compatibility: the people a user saves (their own birth data among them) and the readings computed for a pair.

-- People: the owner reads and writes them directly through the API. `place` is the gazetteer place the
-- generate-compatibility function resolved from `birth_location`; only that function (service role) writes it,
-- and changing the birthplace clears it, so a stale place is never used.
create table public.people (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 80 and btrim(name) <> ''),
  -- How the user relates to this person; empty for "Mi carta" (the user themself), which has no relation.
  relation text check (relation in ('pareja', 'amigos', 'familia', 'trabajo')),
  -- Tomorrow is allowed: somewhere on Earth it may already be that date (the chart function says the same).
  birth_date date not null check (birth_date >= date '1800-01-01' and birth_date <= current_date + 1),
  birth_time time check (birth_time is null or extract(second from birth_time) = 0),
  birth_location text not null check (char_length(birth_location) between 2 and 120 and btrim(birth_location) <> ''),
  place jsonb check (
    place is null or (
      jsonb_typeof(place) = 'object'
      and jsonb_typeof(place -> 'name') = 'string'
      and jsonb_typeof(place -> 'timezone') = 'string'
      and jsonb_typeof(place -> 'latitude') = 'number'
      and jsonb_typeof(place -> 'longitude') = 'number'
      and (place ->> 'latitude')::numeric between -90 and 90
      and (place ->> 'longitude')::numeric between -180 and 180
    )
  ),
  is_self boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index people_user_name on public.people (user_id, name);
-- "Mi carta": at most one person per user is the user themself.
create unique index people_one_self_per_user on public.people (user_id) where is_self;

alter table public.people enable row level security;

create policy "Owners read their people" on public.people
  for select to authenticated using ((select auth.uid()) = user_id);

create policy "Owners add their people" on public.people
  for insert to authenticated with check ((select auth.uid()) = user_id);

create policy "Owners change their people" on public.people
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);

create policy "Owners delete their people" on public.people
  for delete to authenticated using ((select auth.uid()) = user_id);

-- Column privileges: the owner writes the birth data; ids, timestamps and the resolved place stay the server's.
revoke all on public.people from anon;
revoke insert, update on public.people from authenticated;
grant insert (user_id, name, relation, birth_date, birth_time, birth_location, is_self) on public.people to authenticated;
grant update (name, relation, birth_date, birth_time, birth_location, is_self) on public.people to authenticated;

-- At most 200 people per user, decided inside the database under a per-user lock, like the charts' hourly limit.
create function public.enforce_people_limit() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtext('people:' || new.user_id::text));
  if (select count(*) from public.people where user_id = new.user_id) >= 200 then
    raise exception 'people limit reached' using errcode = 'P0001', hint = 'people_limit';
  end if;
  return new;
end;
$$;

create trigger people_limit
  before insert on public.people
  for each row execute function public.enforce_people_limit();

-- Marking someone as "Mi carta" unmarks whoever was before, in the same statement, so the switch needs one
-- request and the unique index never trips on it. It runs as the caller: RLS limits it to their own rows.
create function public.people_single_self() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.is_self and (tg_op = 'INSERT' or not old.is_self) then
    update public.people set is_self = false where user_id = new.user_id and id <> new.id and is_self;
  end if;
  return new;
end;
$$;

create trigger people_single_self
  before insert or update of is_self on public.people
  for each row execute function public.people_single_self();

-- A new birthplace invalidates the resolved one (unless the same statement sets it); every change stamps updated_at.
create function public.people_touch() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.birth_location is distinct from old.birth_location and new.place is not distinct from old.place then
    new.place := null;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger people_touch
  before update on public.people
  for each row execute function public.people_touch();

-- Readings: what generate-compatibility computed for two people and a category. The person links are set to
-- null when a person is deleted, so the reading (which keeps both names and all its data) survives; the app asks
-- whether to delete a person's readings too and deletes them itself when the user says so.
create table public.compatibility_readings (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  person_a_id uuid references public.people (id) on delete set null,
  person_b_id uuid references public.people (id) on delete set null,
  category text not null check (category in ('pareja', 'amigos', 'familia', 'trabajo')),
  scores jsonb not null check (jsonb_typeof(scores) = 'object'),
  -- Per category, the contacts that weigh most for and against: the other three categories stay explainable too.
  contacts jsonb not null check (jsonb_typeof(contacts) = 'object'),
  interpretation text not null check (char_length(interpretation) between 1 and 30000),
  -- The Pro view: inter-aspects, overlays both ways, both natal charts (bi-wheel), composite and Davison with their texts.
  advanced jsonb not null check (jsonb_typeof(advanced) = 'object'),
  names jsonb not null check (
    jsonb_typeof(names -> 'a') = 'string' and jsonb_typeof(names -> 'b') = 'string'
    and char_length(names ->> 'a') between 1 and 80 and char_length(names ->> 'b') between 1 and 80
  ),
  source text not null check (source in ('ai', 'builtin')),
  created_at timestamptz not null default now()
);

create index compatibility_readings_user_created on public.compatibility_readings (user_id, created_at desc);
create index compatibility_readings_person_a on public.compatibility_readings (person_a_id);
create index compatibility_readings_person_b on public.compatibility_readings (person_b_id);

alter table public.compatibility_readings enable row level security;

-- Owners read and delete their readings; only the service role (the Edge Function) writes them.
create policy "Owners read their compatibility readings" on public.compatibility_readings
  for select to authenticated using ((select auth.uid()) = user_id);

create policy "Owners delete their compatibility readings" on public.compatibility_readings
  for delete to authenticated using ((select auth.uid()) = user_id);

revoke all on public.compatibility_readings from anon;
revoke insert, update on public.compatibility_readings from authenticated;

-- At most 10 readings per user per hour, like the charts: the lock serialises one user's inserts.
create function public.enforce_compatibility_rate_limit() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtext('compatibility_readings:' || new.user_id::text));
  if (select count(*) from public.compatibility_readings
      where user_id = new.user_id and created_at > now() - interval '1 hour') >= 10 then
    raise exception 'compatibility rate limit reached' using errcode = 'P0001', hint = 'rate_limit';
  end if;
  return new;
end;
$$;

create trigger compatibility_readings_rate_limit
  before insert on public.compatibility_readings
  for each row execute function public.enforce_compatibility_rate_limit();
