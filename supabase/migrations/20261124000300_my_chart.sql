-- "Mi carta" follows the user: each chart says whose it is and the name its reading addresses, and the owner
-- may rename a chart (earlier charts are renamed and deleted from the app; deleting already had its policy).
-- subject: 'self' for the user's own chart, 'other' for someone else's (read in the third person).
-- person_name: the name the reading uses for that person, never the chart's title.
alter table public.birth_charts
  add column subject text not null default 'self' check (subject in ('self', 'other')),
  add column person_name text check (char_length(person_name) between 1 and 80);

-- The rest of the row stays the Edge Function's to write: the column-level grant lets an update from the app
-- touch chart_name and nothing else, and the policy limits it to the owner's rows.
grant update (chart_name) on public.birth_charts to authenticated;

create policy "Owners rename their charts" on public.birth_charts
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
