-- Local bootstrap (auth): how each session was authenticated (GoTrue's mfa_amr_claims), so a refreshed
-- access token keeps its `amr` claim; plus lookups the e-mail-change and audit paths need.
create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  authentication_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (session_id, authentication_method)
);
create index if not exists users_email_change_token_new_idx on auth.users (email_change_token_new)
  where email_change_token_new is not null;
create index if not exists flow_state_user_method_idx on auth.flow_state (user_id, authentication_method);
grant all on auth.mfa_amr_claims to service_role;
