-- Profiles: one row per auth user, created by a trigger on sign-up. The role lives here.
-- Portable: references only what hosted Supabase also provides (auth.users, auth.uid(), the three API roles).

-- Keeps updated_at honest whatever the client sends (the spec's forms send their own timestamp).
create or replace function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
revoke execute on function public.set_updated_at() from public, anon, authenticated;

create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  full_name text,
  username text,
  bio text,
  avatar_url text,
  role text not null default 'contributor',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_role_check check (role in ('admin', 'editor', 'contributor')),
  constraint profiles_full_name_not_blank check (full_name is null or btrim(full_name) <> ''),
  constraint profiles_username_min_length check (username is null or char_length(username) >= 3),
  constraint profiles_bio_max_length check (bio is null or char_length(bio) <= 500)
);
create unique index profiles_username_key on public.profiles (lower(username)) where username is not null;
create index profiles_role_idx on public.profiles (role) where role <> 'contributor';

create trigger profiles_set_updated_at before update on public.profiles
  for each row execute function public.set_updated_at();

-- Staff = editor or admin. SECURITY DEFINER so policies can ask without the caller reading profiles
-- (and without a policy on profiles recursing into itself).
create or replace function public.has_admin_access(user_uuid uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p where p.user_id = user_uuid and p.role in ('admin', 'editor')
  )
$$;
revoke execute on function public.has_admin_access(uuid) from public, anon;
grant execute on function public.has_admin_access(uuid) to authenticated, service_role;

create or replace function public.is_admin(user_uuid uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles p where p.user_id = user_uuid and p.role = 'admin')
$$;
revoke execute on function public.is_admin(uuid) from public, anon;
grant execute on function public.is_admin(uuid) to authenticated, service_role;

-- A signed-up user gets a contributor profile; full_name comes from the sign-up metadata.
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.profiles (user_id, full_name)
  values (new.id, nullif(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', '')), ''))
  on conflict (user_id) do nothing;
  return new;
end;
$$;
revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger profiles_on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();

-- Users who existed before this migration (e.g. on a hosted project) get their profile too.
insert into public.profiles (user_id, full_name)
select u.id, nullif(btrim(coalesce(u.raw_user_meta_data ->> 'full_name', '')), '')
from auth.users u
on conflict (user_id) do nothing;

-- Belt and braces next to the column grants: an API caller can never change a role directly;
-- set_user_role() (SECURITY DEFINER, admins only) runs as the owner and so passes.
create or replace function public.protect_profile_role() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.role is distinct from old.role and current_user in ('anon', 'authenticated') then
    raise exception 'Only an admin can change a role (use set_user_role)'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function public.protect_profile_role() from public, anon, authenticated;

create trigger profiles_protect_role before update on public.profiles
  for each row execute function public.protect_profile_role();

alter table public.profiles enable row level security;

-- (The policy letting anyone read authors of published posts is created with blog_posts.)
create policy profiles_select_own on public.profiles
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy profiles_select_staff on public.profiles
  for select to authenticated
  using ((select public.has_admin_access(auth.uid())));
create policy profiles_update_own on public.profiles
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

revoke all on table public.profiles from anon, authenticated;
grant select (user_id, full_name, username, avatar_url) on table public.profiles to anon;
grant select on table public.profiles to authenticated;
grant update (full_name, username, bio, avatar_url, updated_at) on table public.profiles to authenticated;
grant all on table public.profiles to service_role;
