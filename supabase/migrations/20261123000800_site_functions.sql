-- Remote functions for visitors (contact form, not-found log) and for admins (roles, user list).

-- Counts one hit in a fixed window and says whether the bucket is still within max_hits.
-- Internal: called only by the SECURITY DEFINER functions below, never by API roles.
create or replace function public.consume_rate_limit(p_bucket text, p_max_hits integer, p_window_seconds integer)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  v_window timestamptz := to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);
  v_hits integer;
begin
  -- Old windows are useless; sweep them now and then rather than on every call.
  if random() < 0.02 then
    delete from public.rate_limit_counters c where c.window_start < now() - interval '1 day';
  end if;
  insert into public.rate_limit_counters as c (bucket, window_start, hits)
  values (p_bucket, v_window, 1)
  on conflict (bucket, window_start) do update set hits = c.hits + 1
  returning c.hits into v_hits;
  return v_hits <= p_max_hits;
end;
$$;
revoke execute on function public.consume_rate_limit(text, integer, integer) from public, anon, authenticated;
grant execute on function public.consume_rate_limit(text, integer, integer) to service_role;

-- The client's IP as PostgREST exposes it (request.headers), or null where the server does not set it.
create or replace function public.request_ip() returns text
language sql stable
set search_path = ''
as $$
  select nullif(btrim(split_part(
    coalesce(nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-forwarded-for', ''), ',', 1)), '')
$$;
revoke execute on function public.request_ip() from public, anon, authenticated;
grant execute on function public.request_ip() to service_role;

-- The contact form. `website` is a honeypot: people never see it, bots fill it in and are told
-- "success" while nothing is stored. At most 5 requests per e-mail address per hour (and 10 per IP
-- when the API passes request headers).
create or replace function public.submit_contact_request(
  first_name text, last_name text, email text,
  phone text default null, company text default null, service text default null,
  assets text default null, message text default null, website text default null
)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(submit_contact_request.email, '')));
  v_ip text := public.request_ip();
  v_id uuid;
begin
  if nullif(btrim(coalesce(website, '')), '') is not null then
    return jsonb_build_object('success', true);
  end if;
  if nullif(btrim(coalesce(submit_contact_request.first_name, '')), '') is null then
    raise exception 'First name is required' using errcode = '22023';
  end if;
  if nullif(btrim(coalesce(submit_contact_request.last_name, '')), '') is null then
    raise exception 'Last name is required' using errcode = '22023';
  end if;
  if v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Please enter a valid email address' using errcode = '22023';
  end if;
  if (select count(*) from public.contact_requests r
      where lower(r.email) = v_email and r.created_at > now() - interval '1 hour') >= 5
     or (v_ip is not null and not public.consume_rate_limit('contact:ip:' || v_ip, 10, 3600)) then
    raise exception 'Too many requests. Please try again in an hour.'
      using errcode = 'PT429', hint = 'At most 5 contact requests per email address per hour.';
  end if;

  insert into public.contact_requests (first_name, last_name, email, phone, company, service, assets, message, user_id)
  values (
    btrim(submit_contact_request.first_name), btrim(submit_contact_request.last_name), v_email,
    nullif(btrim(coalesce(submit_contact_request.phone, '')), ''),
    nullif(btrim(coalesce(submit_contact_request.company, '')), ''),
    nullif(btrim(coalesce(submit_contact_request.service, '')), ''),
    nullif(btrim(coalesce(submit_contact_request.assets, '')), ''),
    nullif(btrim(coalesce(submit_contact_request.message, '')), ''),
    auth.uid()
  )
  returning id into v_id;
  return jsonb_build_object('success', true);
end;
$$;

-- Records a path that hit the not-found page. Returns false (and records nothing) when rate-limited:
-- 30 per minute per IP when known, and 600 per hour site-wide so a scanner cannot flood the table.
create or replace function public.log_not_found(path text)
returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  v_path text := left(btrim(coalesce(log_not_found.path, '')), 500);
  v_ip text := public.request_ip();
begin
  if left(v_path, 1) <> '/' then
    raise exception 'Path must start with /' using errcode = '22023';
  end if;
  if (v_ip is not null and not public.consume_rate_limit('not_found:ip:' || v_ip, 30, 60))
     or not public.consume_rate_limit('not_found:all', 600, 3600) then
    return false;
  end if;
  insert into public.not_found_log as l (path) values (v_path)
  on conflict on constraint not_found_log_path_key
  do update set hits = l.hits + 1, last_seen_at = now();
  return true;
end;
$$;

-- Admins change roles here (never by updating profiles). The last admin cannot demote themselves.
create or replace function public.set_user_role(user_uuid uuid, new_role text)
returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_current text;
begin
  if not public.is_admin(auth.uid()) and coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'Only admins can change roles' using errcode = '42501';
  end if;
  if new_role is null or new_role not in ('admin', 'editor', 'contributor') then
    raise exception 'Role must be admin, editor or contributor' using errcode = '22023';
  end if;
  select p.role into v_current from public.profiles p where p.user_id = user_uuid for update;
  if not found then
    raise exception 'User not found' using errcode = 'P0001';
  end if;
  if v_current = 'admin' and new_role <> 'admin'
     and (select count(*) from public.profiles p where p.role = 'admin') <= 1 then
    raise exception 'The last admin cannot be demoted' using errcode = 'P0001';
  end if;
  update public.profiles p set role = new_role where p.user_id = user_uuid;
end;
$$;

-- The user list of /admin/users (e-mail lives in auth.users, which API roles cannot read). Admins only.
create or replace function public.admin_list_users()
returns table (
  user_id uuid, email text, full_name text, username text, role text,
  created_at timestamptz, last_sign_in_at timestamptz
)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not public.is_admin(auth.uid()) then
    raise exception 'Only admins can list users' using errcode = '42501';
  end if;
  return query
    select p.user_id, u.email::text, p.full_name, p.username, p.role, u.created_at, u.last_sign_in_at
    from public.profiles p join auth.users u on u.id = p.user_id
    order by u.created_at desc;
end;
$$;

revoke execute on function
  public.submit_contact_request(text, text, text, text, text, text, text, text, text),
  public.log_not_found(text), public.set_user_role(uuid, text), public.admin_list_users()
  from public, anon, authenticated;
grant execute on function
  public.submit_contact_request(text, text, text, text, text, text, text, text, text), public.log_not_found(text)
  to anon, authenticated, service_role;
grant execute on function public.set_user_role(uuid, text), public.admin_list_users() to authenticated, service_role;
