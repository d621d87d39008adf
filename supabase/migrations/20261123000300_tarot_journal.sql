-- Tarot journal: a private note the owner writes on each day's card.
-- The reading itself stays the Edge Function's to write; the owner may set this one column and nothing else.
-- Two guards work together: the column-level grant decides which columns an update from the app may touch
-- (an update naming card_name fails with "permission denied"), and the policy decides which rows it may reach
-- (another user's rows are simply not visible to it).
alter table public.tarot_readings
  add column note text check (char_length(note) <= 2000);

grant update (note) on public.tarot_readings to authenticated;

create policy "Owners write the note on their readings" on public.tarot_readings
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
