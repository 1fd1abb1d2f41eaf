-- Narrower answers about people (issue 9, lower findings; DESIGN.md §3).

-- profiles: a signed-in non-staff user saw every column (role, bio, timestamps) of every published
-- author, because the published-authors policy also applied to `authenticated`, whose column grants
-- cover the whole row (its own row is read with select=*). Column grants are per role, not per row, so
-- the public face of authors stays with anon (four columns) and signed-in users read their own row;
-- staff read all (profiles_select_staff).
drop policy profiles_select_published_authors on public.profiles;
create policy profiles_select_published_authors on public.profiles
  for select to anon
  using (exists (
    select 1 from public.blog_posts b where b.author_id = profiles.user_id and b.status = 'published'
  ));

-- has_admin_access / is_admin answered for any user id, so any signed-in user could list who is staff.
-- Now an API caller who is not staff may ask only about themselves; another id is refused with 42501
-- (an error rather than a false "no", which would be a wrong answer). Policies always ask about
-- auth.uid() and so keep working; service_role and the owner (no API role set) are not restricted.
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
  return exists (
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
  -- Same rule as has_admin_access (which raises for a non-staff caller asking about someone else).
  perform public.has_admin_access(user_uuid);
  return exists (select 1 from public.profiles p where p.user_id = user_uuid and p.role = 'admin');
end;
$$;

revoke execute on function public.has_admin_access(uuid), public.is_admin(uuid) from public, anon;
grant execute on function public.has_admin_access(uuid), public.is_admin(uuid) to authenticated, service_role;
