-- Blog posts. Contributors write their own drafts; only staff publish (DESIGN.md §3).

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  slug text not null,
  excerpt text,
  content text,
  status text not null default 'draft',
  meta_title text,
  meta_description text,
  -- References profiles (not auth.users) so the REST API can embed the author as `profiles(...)`.
  author_id uuid default auth.uid() references public.profiles (user_id) on delete set null,
  publish_date timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint blog_posts_slug_key unique (slug),
  constraint blog_posts_title_required check (btrim(title) <> ''),
  constraint blog_posts_slug_format check (slug ~ '^[a-z0-9-]+$'),
  constraint blog_posts_status_check check (status in ('draft', 'published'))
);
create index blog_posts_published_idx on public.blog_posts (publish_date desc) where status = 'published';
create index blog_posts_created_at_idx on public.blog_posts (created_at desc);
create index blog_posts_author_id_idx on public.blog_posts (author_id);

create trigger blog_posts_set_updated_at before update on public.blog_posts
  for each row execute function public.set_updated_at();

-- A published post always has a publish date (the form sends now(); a raw client might not).
create or replace function public.blog_posts_publish_date() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'published' and new.publish_date is null then
    new.publish_date := now();
  end if;
  return new;
end;
$$;
revoke execute on function public.blog_posts_publish_date() from public, anon, authenticated;

create trigger blog_posts_publish_date before insert or update on public.blog_posts
  for each row execute function public.blog_posts_publish_date();

alter table public.blog_posts enable row level security;

create policy blog_posts_select_published on public.blog_posts
  for select to anon, authenticated
  using (status = 'published');
create policy blog_posts_select_own on public.blog_posts
  for select to authenticated
  using (author_id = (select auth.uid()));
create policy blog_posts_select_staff on public.blog_posts
  for select to authenticated
  using ((select public.has_admin_access(auth.uid())));

create policy blog_posts_insert_own_draft on public.blog_posts
  for insert to authenticated
  with check (author_id = (select auth.uid()) and status = 'draft');
create policy blog_posts_insert_staff on public.blog_posts
  for insert to authenticated
  with check ((select public.has_admin_access(auth.uid())));

create policy blog_posts_update_own_draft on public.blog_posts
  for update to authenticated
  using (author_id = (select auth.uid()) and status = 'draft')
  with check (author_id = (select auth.uid()) and status = 'draft');
create policy blog_posts_update_staff on public.blog_posts
  for update to authenticated
  using ((select public.has_admin_access(auth.uid())))
  with check ((select public.has_admin_access(auth.uid())));

create policy blog_posts_delete_own_draft on public.blog_posts
  for delete to authenticated
  using (author_id = (select auth.uid()) and status = 'draft');
create policy blog_posts_delete_staff on public.blog_posts
  for delete to authenticated
  using ((select public.has_admin_access(auth.uid())));

revoke all on table public.blog_posts from anon, authenticated;
grant select on table public.blog_posts to anon;
grant select, insert, update, delete on table public.blog_posts to authenticated;
grant all on table public.blog_posts to service_role;

-- Anyone may see the public face (name, username, avatar) of authors of published posts, so the blog
-- can embed the author; anon's column grants keep bio and role out of reach.
create policy profiles_select_published_authors on public.profiles
  for select to anon, authenticated
  using (exists (
    select 1 from public.blog_posts b where b.author_id = profiles.user_id and b.status = 'published'
  ));
