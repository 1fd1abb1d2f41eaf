-- Redirect destinations that cannot leave the site by accident, and loops found however they are written
-- (security review, issue 9, finding 2; docs/decisions/0011-redirect-destinations.md).
--
-- A destination is either a path on this site — one '/', no '//', no backslash, no control characters, no encoded
-- '/', '\' or control character, dot segments resolved — or an absolute http(s) URL of another site, kept as
-- written. An absolute URL on the site's own origin is stored as its path. The database cannot know SITE_URL, so
-- the server records its origin in private.site_origin at every boot; without it (the migrations run but our
-- server never started) absolute URLs are all treated as other sites.

create schema if not exists private;

-- The site's origin as SITE_URL names it ('https://example.com'), one row, written by our server at boot.
create table private.site_origin (
  id boolean primary key default true constraint site_origin_one_row check (id),
  origin text not null constraint site_origin_format check (origin ~ '^https?://[^/?#@\\[:space:]]+$'),
  recorded_at timestamptz not null default now()
);
alter table private.site_origin enable row level security;
revoke all on table private.site_origin from public, anon, authenticated;

-- What staff are told when a destination is refused (the staff screen's form says the same words first).
-- Null when the destination is acceptable; values that start with neither '/' nor http(s):// are left to the
-- redirects_destination_url_format constraint.
create or replace function private.redirect_destination_problem(p_dest text) returns text
language plpgsql immutable set search_path = '' as $$
declare
  v_authority text;
  v_path text;
begin
  -- Control characters (C0, DEL, C1), spaces and the invisible ones (zero-width, bidi controls, BOM).
  if p_dest ~ '[\x01-\x20\x7f-\xa0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]' then
    return 'Destination URL cannot contain spaces or control characters';
  end if;
  if strpos(p_dest, E'\\') > 0 then
    return 'Destination URL cannot contain a backslash (\)';
  end if;
  if p_dest ~* '^https?://' then
    v_authority := substring(p_dest from '^[A-Za-z]+://([^/?#]*)');
    if strpos(v_authority, '@') > 0 then
      return 'Destination URL cannot contain a user name or password (…@)';
    end if;
    if strpos(v_authority, '%') > 0 then
      return 'Destination URL''s website name cannot contain % escapes';
    end if;
    if regexp_replace(v_authority, ':[0-9]*$', '') = '' then
      return 'Destination URL must name a website after http(s):// (e.g. https://example.com/page)';
    end if;
    return null;
  end if;
  if left(p_dest, 1) <> '/' then
    return null;
  end if;
  v_path := substring(p_dest from '^[^?#]*');
  if v_path ~* '%(2f|5c|[01][0-9a-f]|7f)' then
    return 'A destination path cannot contain an encoded /, \ or control character (%2F, %5C, %00–%1F, %7F)';
  end if;
  if strpos(private.redirect_resolve_dots(v_path), '//') > 0 then
    return 'A destination path cannot contain // (for another website, write https://…)';
  end if;
  return null;
end;
$$;

-- RFC 3986's remove_dot_segments on a path that starts with '/'; '%2e' counts as '.', as browsers read it.
create or replace function private.redirect_resolve_dots(p_path text) returns text
language plpgsql immutable strict set search_path = '' as $$
declare
  v_segs text[] := string_to_array(substr(p_path, 2), '/');
  v_out text[] := '{}';
  v_seg text;
  v_n integer := coalesce(array_length(v_segs, 1), 0);
begin
  for i in 1 .. v_n loop
    v_seg := lower(v_segs[i]);
    if v_seg in ('.', '%2e') then
      if i = v_n then v_out := v_out || ''::text; end if;
    elsif v_seg in ('..', '.%2e', '%2e.', '%2e%2e') then
      v_out := v_out[1:coalesce(array_length(v_out, 1), 0) - 1];
      if i = v_n then v_out := v_out || ''::text; end if;
    else
      v_out := v_out || v_segs[i];
    end if;
  end loop;
  return '/' || array_to_string(v_out, '/');
end;
$$;

-- The page of this site a destination leads to (path, query, fragment), or null for another site. An absolute
-- URL counts as this site when its origin (scheme, lower-cased host, port other than the default) is p_origin.
create or replace function private.redirect_site_path(p_dest text, p_origin text) returns text
language plpgsql immutable set search_path = '' as $$
declare
  v_scheme text;
  v_authority text;
  v_host text;
  v_port text;
  v_rest text;
begin
  if left(p_dest, 1) = '/' then
    return p_dest;
  end if;
  if p_origin is null or p_dest !~* '^https?://' then
    return null;
  end if;
  v_scheme := lower(substring(p_dest from '^([A-Za-z]+):'));
  v_authority := substring(p_dest from '^[A-Za-z]+://([^/?#]*)');
  v_rest := substr(p_dest, length(v_scheme) + 4 + length(v_authority));
  v_port := coalesce(substring(v_authority from ':([0-9]*)$'), '');
  v_host := lower(regexp_replace(v_authority, ':[0-9]*$', ''));
  if v_port = '' or (v_scheme = 'https' and v_port = '443') or (v_scheme = 'http' and v_port = '80') then
    v_port := '';
  else
    v_port := ':' || v_port;
  end if;
  if v_scheme || '://' || v_host || v_port <> p_origin then
    return null;
  end if;
  return case when left(v_rest, 1) = '/' then v_rest else '/' || v_rest end;
end;
$$;

-- A request path as the server's router sees it: decodeURI's percent-decoding (reserved characters and '%'
-- stay encoded; an escape run that is not UTF-8 stays as it is), as hono's getPath applies it.
create or replace function private.redirect_decode_path(p_path text) returns text
language plpgsql immutable strict set search_path = '' as $$
declare
  v_out text := '';
  v_rest text := p_path;
  v_run text;
  v_at integer;
  v_text text;
begin
  loop
    v_run := substring(v_rest from '(?:%[0-9A-Fa-f]{2})+');
    exit when v_run is null;
    v_at := strpos(v_rest, v_run);
    v_out := v_out || left(v_rest, v_at - 1);
    v_rest := substr(v_rest, v_at + length(v_run));
    begin
      v_text := convert_from(decode(replace(v_run, '%', ''), 'hex'), 'UTF8');
      v_text := replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
        v_text, '%', '%25'), ';', '%3B'), '/', '%2F'), '?', '%3F'), ':', '%3A'), '@', '%40'), '&', '%26'),
        '=', '%3D'), '+', '%2B'), '$', '%24'), ',', '%2C'), '#', '%23');
    exception when others then
      v_text := v_run;
    end;
    v_out := v_out || v_text;
  end loop;
  return v_out || v_rest;
end;
$$;

-- Which redirect source a visit of this destination would meet, or null for another site: its path without
-- query and fragment, dot segments resolved (the browser does that), decoded (the server's router does that),
-- without trailing '/' (the server compares sources the same way).
create or replace function private.redirect_target_key(p_dest text, p_origin text) returns text
language sql immutable set search_path = '' as $$
  select rtrim(private.redirect_decode_path(private.redirect_resolve_dots(
    substring(private.redirect_site_path(p_dest, p_origin) from '^[^?#]*'))), '/')
$$;

-- Whether a redirect (source → destination) would close a loop through the other active redirects, of any
-- length and through every branch ('/a' and '/a/' are two rows for one page). Other rows' absolute URLs on the
-- site's origin count as the site (stored before the origin was known). Stable: one snapshot per statement.
create or replace function private.redirect_closes_loop(p_id uuid, p_source text, p_dest text, p_origin text)
returns boolean
language sql stable set search_path = '' as $$
  with recursive chain (k) as (
    select private.redirect_target_key(p_dest, p_origin)
    union
    select private.redirect_target_key(r.destination_url, p_origin)
    from chain c
    join public.redirects r on r.is_active and r.id <> p_id and rtrim(r.source_path, '/') = c.k
  )
  select exists (select 1 from chain where k = rtrim(p_source, '/'))
$$;

revoke execute on all functions in schema private from public, anon, authenticated;

-- Checks and stores a destination when it is written, or when its redirect is switched on; switching an old row
-- off (or editing only its type) keeps working. SECURITY DEFINER: private.site_origin is the owner's.
create or replace function private.redirects_check_destination() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_problem text;
  v_site_path text;
begin
  if tg_op = 'UPDATE' and new.destination_url is not distinct from old.destination_url
     and not (new.is_active and not old.is_active) then
    return new;
  end if;
  if new.destination_url !~* '^(/|https?://)' then
    return new; -- the redirects_destination_url_format constraint names the rule
  end if;
  v_problem := private.redirect_destination_problem(new.destination_url);
  if v_problem is not null then
    raise exception '%', v_problem
      using errcode = '23514', constraint = 'redirects_destination_url_format',
            detail = format('Refused destination: %s', left(new.destination_url, 200));
  end if;
  v_site_path := private.redirect_site_path(new.destination_url, (select s.origin from private.site_origin s));
  if v_site_path is not null then
    new.destination_url := private.redirect_resolve_dots(substring(v_site_path from '^[^?#]*'))
      || substr(v_site_path, length(substring(v_site_path from '^[^?#]*')) + 1);
  end if;
  return new;
end;
$$;
revoke execute on function private.redirects_check_destination() from public, anon, authenticated;

-- Trigger order is by name: the destination is stored in its final form before redirects_reject_loop reads it.
create trigger redirects_check_destination
  before insert or update of source_path, destination_url, is_active on public.redirects
  for each row execute function private.redirects_check_destination();

-- The loop check, now through query strings, fragments, the site's absolute URL, and chains of any length.
-- Saves are taken one at a time (a transaction-level lock), so two staff cannot each save half of a loop.
create or replace function public.redirects_reject_loop() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- Inactive redirects cannot loop; exactly itself (up to a trailing '/') is redirects_no_self_redirect's.
  if not new.is_active or rtrim(new.destination_url, '/') = rtrim(new.source_path, '/') then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtext('public.redirects: loop check'));
  if private.redirect_closes_loop(new.id, new.source_path, new.destination_url,
                                  (select s.origin from private.site_origin s)) then
    raise exception 'This redirect would create a loop'
      using errcode = '23514', constraint = 'redirects_no_loop',
            detail = format('%s eventually redirects back to itself.', new.source_path);
  end if;
  return new;
end;
$$;
revoke execute on function public.redirects_reject_loop() from public, anon, authenticated;

-- Rows saved under the old rules that break the new ones are switched off, not rewritten: whether '//host/x'
-- meant https://host/x or /x is not ours to guess. Staff see them inactive and cannot switch them on again
-- without fixing the destination. Members of a loop the old check missed are switched off as well (one
-- statement, one snapshot: every member of a loop is found).
update public.redirects r
set is_active = false
where r.is_active
  and (
    (r.destination_url ~* '^(/|https?://)' and private.redirect_destination_problem(r.destination_url) is not null)
    or (rtrim(r.destination_url, '/') <> rtrim(r.source_path, '/')
        and private.redirect_closes_loop(r.id, r.source_path, r.destination_url,
                                         (select s.origin from private.site_origin s)))
  );
