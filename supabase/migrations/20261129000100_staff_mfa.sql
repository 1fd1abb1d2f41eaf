-- Two-factor sign-in for staff (issue 25). Factors live in auth.mfa_factors and are managed through the
-- GoTrue-compatible /auth/v1/factors API; the access token says how the session was authenticated
-- (`aal` claim: aal2 once a TOTP code was verified). Here:
--   * public.security_settings: one row; `staff_mfa_required` makes an aal2 session a condition of being
--     staff. Signed-in users read it (the app asks for the code when it is on); admins change it, and only
--     from an aal2 session may it be turned on (so nobody locks the site's staff out by accident).
--   * has_admin_access()/is_admin() answer false for the caller's own staff role while the setting is on and
--     the caller's session is aal1: every policy and function that reserves something for staff (reads of
--     drafts, every staff write, the admin RPCs) then also requires aal2, without repeating the check.
--   * admin_reset_mfa(): recovery for a staff member who lost their authenticator — an admin removes their
--     factors, so they enroll again at their next sign-in.
--   * admin_list_users() also says who has two-factor sign-in.

create table public.security_settings (
  id boolean primary key default true check (id),
  staff_mfa_required boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
insert into public.security_settings (id) values (true);
create index security_settings_updated_by_idx on public.security_settings (updated_by);
alter table public.security_settings enable row level security;

-- The caller's assurance level, as the access token states it ('aal1' when there is no claim).
create or replace function public.current_aal() returns text
language sql stable
set search_path = ''
as $$
  select coalesce(nullif(auth.jwt() ->> 'aal', ''), 'aal1')
$$;
revoke execute on function public.current_aal() from public, anon;
grant execute on function public.current_aal() to authenticated, service_role;

-- False when an API caller's own staff role must wait for a second factor.
create or replace function public.staff_assurance_ok(user_uuid uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select user_uuid is distinct from auth.uid()
      or coalesce(current_setting('role', true), 'none') not in ('anon', 'authenticated')
      or public.current_aal() = 'aal2'
      or not coalesce((select s.staff_mfa_required from public.security_settings s where s.id), false)
$$;
revoke execute on function public.staff_assurance_ok(uuid) from public, anon;
grant execute on function public.staff_assurance_ok(uuid) to authenticated, service_role;

create or replace function public.has_admin_access(user_uuid uuid) returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if user_uuid is null then
    return false;
  end if;
  if user_uuid is distinct from auth.uid()
     and coalesce(current_setting('role', true), 'none') in ('anon', 'authenticated')
     and not exists (select 1 from public.profiles p where p.user_id = auth.uid() and p.role in ('admin', 'editor')) then
    raise exception 'You may only ask about your own account'
      using errcode = '42501', hint = 'Staff may ask about anyone; everyone else about their own user id.';
  end if;
  return public.staff_assurance_ok(user_uuid) and exists (
    select 1 from public.profiles p where p.user_id = user_uuid and p.role in ('admin', 'editor')
  );
end;
$$;

create or replace function public.is_admin(user_uuid uuid) returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if user_uuid is null then
    return false;
  end if;
  perform public.has_admin_access(user_uuid);
  return public.staff_assurance_ok(user_uuid)
    and exists (select 1 from public.profiles p where p.user_id = user_uuid and p.role = 'admin');
end;
$$;

-- Whether the caller is staff by role, whatever their session's level: lets the app tell a staff member
-- "enter your code" instead of "you are not staff".
create or replace function public.staff_needs_second_factor() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles p where p.user_id = auth.uid() and p.role in ('admin', 'editor'))
     and not public.staff_assurance_ok(auth.uid())
$$;
revoke execute on function public.staff_needs_second_factor() from public, anon;
grant execute on function public.staff_needs_second_factor() to authenticated, service_role;

create policy security_settings_select on public.security_settings
  for select to authenticated using (true);
create policy security_settings_update_admin on public.security_settings
  for update to authenticated
  using (public.is_admin(auth.uid()))
  with check (public.is_admin(auth.uid()) and (not staff_mfa_required or public.current_aal() = 'aal2'));
grant select, update (staff_mfa_required) on public.security_settings to authenticated;
grant all on public.security_settings to service_role;

-- Who changed the setting and when are written by the database, not the client.
create or replace function public.security_settings_stamp() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end;
$$;
revoke execute on function public.security_settings_stamp() from public, anon, authenticated;
create trigger security_settings_stamp before update on public.security_settings
  for each row execute function public.security_settings_stamp();

-- Recovery: an admin removes another user's (or their own) second factors; that user's sessions fall back
-- to aal1 and they enroll again. Returns how many factors were removed.
create or replace function public.admin_reset_mfa(target_user uuid) returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  if not public.is_admin(auth.uid()) then
    raise exception 'Only admins can reset two-factor sign-in' using errcode = '42501';
  end if;
  if not exists (select 1 from auth.users u where u.id = target_user) then
    raise exception 'No such user' using errcode = 'P0002';
  end if;
  delete from auth.mfa_amr_claims c
   using auth.sessions s
   where c.session_id = s.id and s.user_id = target_user and c.authentication_method = 'totp';
  update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where user_id = target_user;
  delete from auth.mfa_factors f where f.user_id = target_user;
  get diagnostics removed = row_count;
  insert into auth.audit_log_entries (instance_id, id, payload, ip_address)
  values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(),
          json_build_object('action', 'factor_deleted', 'actor_id', auth.uid(), 'log_type', 'user',
                            'traits', json_build_object('user_id', target_user, 'factors_removed', removed)),
          '');
  return removed;
end;
$$;
revoke execute on function public.admin_reset_mfa(uuid) from public, anon, authenticated;
grant execute on function public.admin_reset_mfa(uuid) to authenticated, service_role;

drop function public.admin_list_users();
create function public.admin_list_users()
returns table (
  user_id uuid, email text, full_name text, username text, role text,
  created_at timestamptz, last_sign_in_at timestamptz, mfa_enabled boolean
)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not public.is_admin(auth.uid()) then
    raise exception 'Only admins can list users' using errcode = '42501';
  end if;
  return query
    select p.user_id, u.email::text, p.full_name, p.username, p.role, u.created_at, u.last_sign_in_at,
           exists (select 1 from auth.mfa_factors f where f.user_id = u.id and f.status = 'verified')
    from public.profiles p join auth.users u on u.id = p.user_id
    order by u.created_at desc;
end;
$$;
revoke execute on function public.admin_list_users() from public, anon, authenticated;
grant execute on function public.admin_list_users() to authenticated, service_role;
