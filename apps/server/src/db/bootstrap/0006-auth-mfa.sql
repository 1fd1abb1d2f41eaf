-- Local bootstrap (auth): what GoTrue's MFA code reads and writes beyond the first auth schema —
-- `last_challenged_at` on factors and `otp_code` on challenges (GoTrue's columns), one factor name per user,
-- and, ours, the last TOTP time step a factor accepted, so a code cannot be used twice (a replay).
alter table auth.mfa_factors add column if not exists last_challenged_at timestamptz;
alter table auth.mfa_factors add column if not exists last_totp_step bigint;
alter table auth.mfa_challenges add column if not exists otp_code text;
create index if not exists factor_id_user_id_idx on auth.mfa_factors (user_id, id);
create unique index if not exists mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id)
  where trim(friendly_name) <> '';
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);
grant all on auth.mfa_factors, auth.mfa_challenges to service_role;
