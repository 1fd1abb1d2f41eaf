-- Local bootstrap (auth): how many wrong TOTP codes our GoTrue subset has seen, so guessing is bounded per
-- challenge, per factor and per account and not only per client address (issue 37, ADR 0017's addendum).
-- Auth-server state, like the rest of the auth schema here: hosted Supabase's GoTrue keeps its own.

-- Wrong codes entered against a challenge; at 5 the challenge is spent.
alter table auth.mfa_challenges add column if not exists failed_attempts integer not null default 0;

-- One row per factor ('factor:<id>') and per account ('user:<id>'): the wrong codes of the current 15-minute
-- window, the lock-outs so far (each lasts twice the one before) and until when verification is refused.
-- Times come from the server's clock (AppDeps.now), not the database's, so tests can move it.
create table if not exists auth.mfa_verify_limits (
  subject text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  factor_id uuid references auth.mfa_factors (id) on delete cascade,
  window_start timestamptz,
  failures integer not null default 0,
  lockouts integer not null default 0,
  locked_until timestamptz,
  last_failure_at timestamptz
);
create index if not exists mfa_verify_limits_user_id_idx on auth.mfa_verify_limits (user_id);
-- Only the server (the owner) reads and writes it; no API role is granted anything.
alter table auth.mfa_verify_limits enable row level security;
