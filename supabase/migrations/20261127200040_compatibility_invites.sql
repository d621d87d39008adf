-- Invitations to compatibility: a user sends someone a link; that person opens it (with an account or without)
-- and types their own birth data, which lands as one person in the inviter's `people` and nowhere else.
--
-- The link carries a random token (32 bytes, base64url); the table keeps only its SHA-256, so nobody who reads the
-- table (a backup, an export, the owner) can rebuild a working link. Three functions do the work with the service
-- role: create-compatibility-invite (the inviter, signed in), read-compatibility-invite (the invitee's page: only
-- the name the inviter chose to show and the expiry) and accept-compatibility-invite (the invitee's data). The
-- owner reads their invitations and cancels them through the API; nobody else reaches a row.
create table public.compatibility_invites (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  -- The inviter's first name as the invitee reads it («Lucía te invita…»): the one thing the link discloses.
  inviter_name text not null check (char_length(inviter_name) between 1 and 40 and btrim(inviter_name) <> ''),
  -- Who it is for, in the inviter's own words («para Luis»); the invitee never sees it.
  label text check (label is null or (char_length(label) between 1 and 60 and btrim(label) <> '')),
  -- How the inviter relates to the invitee: the relation of the person the invitation creates.
  relation text not null check (relation in ('pareja', 'amigos', 'familia', 'trabajo')),
  created_at timestamptz not null default now(),
  -- Seven days, set by the database: the function cannot choose another lifetime.
  expires_at timestamptz not null default now() + interval '7 days',
  used_at timestamptz,
  -- The person the invitation created; null again if the inviter deletes that person.
  person_id uuid references public.people (id) on delete set null,
  check (expires_at > created_at and expires_at <= created_at + interval '7 days'),
  -- Used once and in time, by the database's clock (the trigger below stamps used_at).
  check (used_at is null or used_at < expires_at),
  check (person_id is null or used_at is not null)
);

create index compatibility_invites_user_created on public.compatibility_invites (user_id, created_at desc);
create index compatibility_invites_person on public.compatibility_invites (person_id);

alter table public.compatibility_invites enable row level security;

-- The owner lists and cancels their invitations; only the functions (service role) create and use them.
create policy "Owners read their compatibility invites" on public.compatibility_invites
  for select to authenticated using ((select auth.uid()) = user_id);

create policy "Owners cancel their compatibility invites" on public.compatibility_invites
  for delete to authenticated using ((select auth.uid()) = user_id);

create policy "Second factor required once enrolled" on public.compatibility_invites
  as restrictive for all to authenticated
  using (array[(select auth.jwt() ->> 'aal')] <@ (select private.allowed_aal_levels()))
  with check (array[(select auth.jwt() ->> 'aal')] <@ (select private.allowed_aal_levels()));

-- anon nothing; the owner every column but the token's hash (no use to them, and it stays server-side); the
-- functions read by hash, insert the invitation and stamp its use.
revoke all on public.compatibility_invites from anon, authenticated, service_role;
grant select (id, user_id, inviter_name, label, relation, created_at, expires_at, used_at, person_id)
  on public.compatibility_invites to authenticated;
grant delete on public.compatibility_invites to authenticated;
grant select on public.compatibility_invites to service_role;
grant insert (user_id, token_hash, inviter_name, label, relation) on public.compatibility_invites to service_role;
grant update (used_at, person_id) on public.compatibility_invites to service_role;

-- accept-compatibility-invite files the invitee into the inviter's people, with the place it resolved. The people
-- cap (enforce_people_limit) holds for these rows too.
grant insert (user_id, name, relation, birth_date, birth_time, birth_location, place) on public.people to service_role;

-- At most 10 invitations per user per hour and 20 waiting at once (not used, not expired), decided under a
-- per-user lock like every other limit.
create function public.enforce_compatibility_invite_limits() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtext('compatibility_invites:' || new.user_id::text));
  if (select count(*) from public.compatibility_invites
      where user_id = new.user_id and created_at > now() - interval '1 hour') >= 10 then
    raise exception 'compatibility invite rate limit reached' using errcode = 'P0001', hint = 'rate_limit';
  end if;
  if (select count(*) from public.compatibility_invites
      where user_id = new.user_id and used_at is null and expires_at > now()) >= 20 then
    raise exception 'compatibility invite limit reached' using errcode = 'P0001', hint = 'invite_limit';
  end if;
  return new;
end;
$$;

create trigger compatibility_invites_limits
  before insert on public.compatibility_invites
  for each row execute function public.enforce_compatibility_invite_limits();

-- Using an invitation is one UPDATE … WHERE used_at IS NULL AND expires_at > … RETURNING: two at once cannot both
-- match (the second waits for the first's row lock and then sees used_at set). Whatever time the function sends,
-- the database stamps its own, so the check above (used_at < expires_at) refuses a late use by its clock.
create function public.stamp_compatibility_invite_use() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.used_at is not null and old.used_at is null then
    new.used_at := now();
  end if;
  return new;
end;
$$;

create trigger compatibility_invites_stamp_use
  before update of used_at on public.compatibility_invites
  for each row execute function public.stamp_compatibility_invite_use();

revoke all on function public.enforce_compatibility_invite_limits(), public.stamp_compatibility_invite_use()
  from public, anon, authenticated, service_role;
