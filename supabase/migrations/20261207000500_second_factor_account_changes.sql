-- Issue 37, finding 6: the password alone must not rewrite an account that has two-factor sign-in. The auth API
-- now refuses a password or e-mail change from an aal1 session of such an account (GoTrue's insufficient_aal).
-- Here, the database's share:
--   * list_my_sessions()/revoke_my_session(): an aal1 session of an account with a verified factor neither sees
--     nor ends the account's other sessions (it may still end itself). POST /auth/v1/logout keeps GoTrue's rule
--     (allowed at any level, as supabase-js's signOut expects).
--   * admin_reset_mfa(): removing someone's factors used to leave their password as the only key, handing the
--     account to whoever had it (the reason a factor is reset may be that it was). The reset now also ends all
--     of that user's sessions and revokes the password; they choose a new one from a password-reset e-mail
--     (POST /auth/v1/recover, which the Users screen sends) and set up two-factor sign-in again.

create or replace function public.list_my_sessions()
returns table (
  id uuid,
  created_at timestamptz,
  last_used_at timestamptz,
  ip text,
  user_agent text,
  aal text,
  is_current boolean
)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  -- The account has a verified factor that this session (token aal1) has not passed.
  if public.current_aal() = 'aal1'
     and exists (select 1 from auth.mfa_factors f where f.user_id = auth.uid() and f.status = 'verified') then
    raise exception 'AAL2 session is required to list or end sessions when MFA is enabled'
      using errcode = '42501', hint = 'insufficient_aal: verify a code from your authenticator app first.';
  end if;
  return query
    select s.id,
           s.created_at,
           greatest(s.refreshed_at at time zone 'UTC', s.updated_at, s.created_at) as last_used_at,
           host(s.ip) as ip,
           s.user_agent,
           s.aal::text,
           s.id::text is not distinct from (auth.jwt() ->> 'session_id') as is_current
      from auth.sessions s
     where s.user_id = auth.uid()
       and (s.not_after is null or s.not_after > now())
     order by 7 desc, 3 desc, s.created_at desc; -- is_current, last_used_at (by position: plpgsql's OUT names)
end;
$$;

create or replace function public.revoke_my_session(session_id uuid)
returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_deleted int;
begin
  if auth.uid() is null or revoke_my_session.session_id is null then
    return false;
  end if;
  if revoke_my_session.session_id::text is distinct from (auth.jwt() ->> 'session_id')
     and public.current_aal() = 'aal1'
     and exists (select 1 from auth.mfa_factors f where f.user_id = auth.uid() and f.status = 'verified') then
    raise exception 'AAL2 session is required to list or end sessions when MFA is enabled'
      using errcode = '42501', hint = 'insufficient_aal: verify a code from your authenticator app first.';
  end if;
  delete from auth.sessions s
   where s.id = revoke_my_session.session_id
     and s.user_id = auth.uid();
  get diagnostics v_deleted = row_count;
  return v_deleted > 0;
end;
$$;

create or replace function public.admin_reset_mfa(target_user uuid) returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  removed integer;
  ended integer;
begin
  if not public.is_admin(auth.uid()) then
    raise exception 'Only admins can reset two-factor sign-in' using errcode = '42501';
  end if;
  if not exists (select 1 from auth.users u where u.id = target_user) then
    raise exception 'No such user' using errcode = 'P0002';
  end if;
  delete from auth.mfa_factors f where f.user_id = target_user;
  get diagnostics removed = row_count;
  -- Every session of theirs ends (refresh tokens and amr claims go with them), except the one making this call
  -- when admins reset their own: it falls back to aal1.
  delete from auth.sessions s
   where s.user_id = target_user and s.id::text is distinct from (auth.jwt() ->> 'session_id');
  get diagnostics ended = row_count;
  delete from auth.mfa_amr_claims c
   using auth.sessions s
   where c.session_id = s.id and s.user_id = target_user and c.authentication_method = 'totp';
  update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where user_id = target_user;
  -- The password stops working (GoTrue's "no password" is the empty hash), and an e-mail change still waiting
  -- for its link is dropped: both may have been set by whoever held the password.
  update auth.users
     set encrypted_password = '', email_change = null, email_change_token_new = null, updated_at = now()
   where id = target_user;
  insert into auth.audit_log_entries (instance_id, id, payload, ip_address)
  values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(),
          json_build_object('action', 'factor_deleted', 'actor_id', auth.uid(), 'log_type', 'user',
                            'traits', json_build_object('user_id', target_user, 'factors_removed', removed,
                                                        'sessions_ended', ended, 'password_revoked', true)),
          '');
  return removed;
end;
$$;

comment on function public.admin_reset_mfa(uuid) is
  'Admins: removes a user''s second factors, ends their sessions and revokes their password (they reset it by e-mail).';
