-- Each compatibility reading keeps the one plain sentence that opens each of the four categories' built-in
-- readings, so the app can show it before the scores and the detail without parsing the text (which may be the
-- AI's). Readings stored before this have none (null), and the app shows them as before.
alter table public.compatibility_readings
  add column summaries jsonb check (
    summaries is null or (
      jsonb_typeof(summaries) = 'object'
      and jsonb_typeof(summaries -> 'pareja') = 'string' and char_length(summaries ->> 'pareja') between 1 and 600
      and jsonb_typeof(summaries -> 'amigos') = 'string' and char_length(summaries ->> 'amigos') between 1 and 600
      and jsonb_typeof(summaries -> 'familia') = 'string' and char_length(summaries ->> 'familia') between 1 and 600
      and jsonb_typeof(summaries -> 'trabajo') = 'string' and char_length(summaries ->> 'trabajo') between 1 and 600
    )
  );

-- generate-compatibility writes it with the rest of the reading; the owner already reads every column.
grant insert (summaries) on public.compatibility_readings to service_role;
