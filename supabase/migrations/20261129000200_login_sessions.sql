-- Login sessions (issue 25, item 3): a signed-in user sees their own sessions and ends any one of them.
-- GoTrue serves no "list my sessions" endpoint (and supabase-js has no method for one), so these are RPC
-- functions. auth.sessions (GoTrue's own table, on hosted Supabase too) is not readable by API roles: both
-- functions are SECURITY DEFINER and answer only about auth.uid()'s sessions. Deleting a session row cascades to its refresh tokens, so that device's next
-- refresh fails and GET /auth/v1/user answers session_not_found (supabase-js then signs it out).
-- "Sign out all other sessions" needs no function: supabase-js's signOut({ scope: 'others' }).

-- The caller's live sessions, the current one (the access token's session_id claim) first, then the most
-- recently used. Last used is the newest of the refresh, the row's update and the sign-in.
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
language sql stable security definer
set search_path = ''
as $$
  select s.id,
         s.created_at,
         greatest(s.refreshed_at at time zone 'UTC', s.updated_at, s.created_at) as last_used_at,
         host(s.ip) as ip,
         s.user_agent,
         s.aal,
         s.id::text is not distinct from (auth.jwt() ->> 'session_id') as is_current
    from auth.sessions s
   where s.user_id = auth.uid()
     and (s.not_after is null or s.not_after > now())
   order by is_current desc, last_used_at desc, s.created_at desc
$$;

comment on function public.list_my_sessions() is
  'The signed-in user''s own sessions: device (user agent), IP, signed in, last used, and which one is this device.';

-- Ends one of the caller's own sessions. True when it was theirs and is gone now; false (and nothing changes)
-- for a session that is not theirs, has already ended, or never existed: the answer says nothing about other
-- users' sessions.
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
  delete from auth.sessions s
   where s.id = revoke_my_session.session_id
     and s.user_id = auth.uid();
  get diagnostics v_deleted = row_count;
  return v_deleted > 0;
end;
$$;

comment on function public.revoke_my_session(uuid) is
  'Signs out one of the signed-in user''s own sessions (its refresh tokens go with it); false if it was not theirs.';

-- Only a signed-in user has sessions to ask about. The service role keeps EXECUTE like every function here
-- (it has no auth.uid(), so it gets no rows and ends nothing).
revoke execute on function public.list_my_sessions(), public.revoke_my_session(uuid) from public, anon;
grant execute on function public.list_my_sessions(), public.revoke_my_session(uuid) to authenticated, service_role;
