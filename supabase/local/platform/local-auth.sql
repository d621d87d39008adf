-- What the local auth server keeps that GoTrue's tables have no column for, beside them rather than inside them,
-- so that auth.* stays GoTrue's layout. Owned by supabase_auth_admin like the rest of auth; no one else has a
-- privilege here (hosted has no such schema at all).

create schema local_auth;

-- An emailed link and its six-digit code are two secrets here (GoTrue derives the link from the code): the
-- link's hash is auth.one_time_tokens.token_hash, the code's hash lives here, bound to its type and address.
create table local_auth.one_time_codes (
  token_id uuid primary key references auth.one_time_tokens (id) on delete cascade,
  otp_hash text not null
);
create index one_time_codes_otp_hash on local_auth.one_time_codes (otp_hash);

-- The last TOTP time step a factor accepted: a code works once, even inside its 30-second window.
create table local_auth.totp_counters (
  factor_id uuid primary key references auth.mfa_factors (id) on delete cascade,
  last_used_counter bigint not null
);
