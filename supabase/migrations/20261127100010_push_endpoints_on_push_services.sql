-- A reminder is an HTTPS request from the scheduler to the row's endpoint, and any signed-in user writes that
-- column: `https://127.0.0.1:…` or a private address made the scheduler connect inside. Endpoints must now be on
-- the Web Push services browsers subscribe with (Google's FCM, Mozilla's autopush, Apple, Microsoft's WNS), on
-- https's own port: no IP literal, no loopback or private host can match. The expression is the one the sender
-- checks again (supabase/functions/_shared/contract/push-endpoint.ts). Rows elsewhere are removed first: no
-- browser gave them, and no reminder could reach a person there.
delete from public.push_subscriptions
where endpoint !~* '^https://(fcm\.googleapis\.com|android\.googleapis\.com|web\.push\.apple\.com|([a-z0-9-]+\.)*push\.services\.mozilla\.com|([a-z0-9-]+\.)+notify\.windows\.com)/';

alter table public.push_subscriptions add constraint push_subscriptions_endpoint_on_push_service check (
  endpoint ~* '^https://(fcm\.googleapis\.com|android\.googleapis\.com|web\.push\.apple\.com|([a-z0-9-]+\.)*push\.services\.mozilla\.com|([a-z0-9-]+\.)+notify\.windows\.com)/'
);
