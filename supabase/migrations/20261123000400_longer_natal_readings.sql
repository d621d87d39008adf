-- The ranked natal reading runs to about 3,500 words (near 20,000 characters, the old bound): room for the
-- longest charts, still bounded.
alter table public.birth_charts drop constraint birth_charts_interpretation_check;
alter table public.birth_charts add constraint birth_charts_interpretation_check check (char_length(interpretation) between 1 and 60000);
