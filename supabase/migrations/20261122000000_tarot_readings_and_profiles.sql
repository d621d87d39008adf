-- Profiles: one row per user, created from the sign-up metadata.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text not null default '' check (char_length(full_name) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

create policy "Owners read their profile" on public.profiles
  for select to authenticated using ((select auth.uid()) = id);

create policy "Owners update their profile" on public.profiles
  for update to authenticated using ((select auth.uid()) = id) with check ((select auth.uid()) = id);

create function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.profiles (id, full_name)
  values (new.id, left(coalesce(new.raw_user_meta_data ->> 'full_name', ''), 200));
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- Daily tarot: one card per user per UTC calendar day. The unique constraint, not a read-then-write
-- check, decides races between simultaneous draws.
create table public.tarot_readings (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  reading_date date not null,
  card_name text not null check (char_length(card_name) between 1 and 100),
  -- The deck's slug for the card's art, its orientation, and who wrote the text: the AI provider or the deck.
  card_id text check (card_id ~ '^[a-z0-9-]{1,60}$'),
  reversed boolean not null default false,
  interpretation text not null check (char_length(interpretation) between 1 and 4000),
  practical_action text check (char_length(practical_action) <= 1000),
  source text not null default 'builtin' check (source in ('ai', 'builtin')),
  created_at timestamptz not null default now(),
  unique (user_id, reading_date)
);

alter table public.tarot_readings enable row level security;

-- Users only read their own rows; only the service role (the Edge Function) writes, so no write policy exists.
create policy "Owners read their readings" on public.tarot_readings
  for select to authenticated using ((select auth.uid()) = user_id);

revoke insert, update, delete on public.tarot_readings from anon, authenticated;
revoke insert, delete on public.profiles from anon, authenticated;
