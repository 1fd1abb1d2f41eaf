-- Editorial workflow (issue 24): scheduled posts, a version number that refuses silent overwrites, immutable
-- revisions written by the database (no client can skip them), an archive of published versions that
-- outlives a post, per-user autosaves, and the settings admins keep (site time zone, archive retention).
-- docs/decisions/0016-revisions-and-archive.md explains the choices.

-- ─── Scheduled posts and versions ──────────────────────────────────────────────────────────────────────
-- 'scheduled' = goes live at publish_date (the server's scheduler flips it to 'published'); public reads
-- stay `status = 'published'`, so a scheduled post is absent from the blog, sitemap and RSS until then.
-- Contributors' policies allow only 'draft', so scheduling is staff-only like publishing.
alter table public.blog_posts
  drop constraint blog_posts_status_check,
  add constraint blog_posts_status_check check (status in ('draft', 'scheduled', 'published')),
  add constraint blog_posts_scheduled_date_required check (status <> 'scheduled' or publish_date is not null),
  -- Bumped by the database on every update. A client that sends the version it opened gets 409 (PT409) when
  -- someone saved in between, instead of overwriting their work; a client that sends none is not checked.
  add column version integer not null default 1;

create index blog_posts_scheduled_idx on public.blog_posts (publish_date) where status = 'scheduled';

create or replace function public.blog_posts_check_version() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.version := 1;
    return new;
  end if;
  if new.version is distinct from old.version then
    raise exception 'This post was changed by someone else since you opened it'
      using errcode = 'PT409',
            detail = format('You opened version %s; the post is now at version %s.', new.version, old.version),
            hint = 'Look at the other changes, then save again.';
  end if;
  new.version := old.version + 1;
  return new;
end;
$$;
revoke execute on function public.blog_posts_check_version() from public, anon, authenticated;

create trigger blog_posts_check_version before insert or update on public.blog_posts
  for each row execute function public.blog_posts_check_version();

-- A scheduled post keeps the date it was scheduled for (the publish_date trigger only fills a missing one).

-- ─── Settings admins keep ──────────────────────────────────────────────────────────────────────────────
create table public.editorial_settings (
  id boolean primary key default true,
  -- IANA name; scheduling reads and writes dates and times in it.
  time_zone text not null default 'UTC',
  -- How long the published versions of a deleted post are kept, counted from its deletion.
  archive_retention_years integer not null default 5,
  updated_at timestamptz not null default now(),
  constraint editorial_settings_single_row check (id),
  constraint editorial_settings_retention_range check (archive_retention_years between 1 and 100),
  constraint editorial_settings_time_zone_known check (time_zone ~ '^[A-Za-z0-9_+\-]+(/[A-Za-z0-9_+\-]+)*$'
    and char_length(time_zone) <= 64)
);
insert into public.editorial_settings (id) values (true);

create or replace function public.editorial_settings_check_time_zone() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not exists (select 1 from pg_catalog.pg_timezone_names where name = new.time_zone) then
    raise exception 'Unknown time zone: %', new.time_zone
      using errcode = '22023', hint = 'Use an IANA name such as Europe/Zurich or America/New_York.';
  end if;
  return new;
end;
$$;
revoke execute on function public.editorial_settings_check_time_zone() from public, anon, authenticated;

create trigger editorial_settings_check_time_zone before insert or update on public.editorial_settings
  for each row execute function public.editorial_settings_check_time_zone();
create trigger editorial_settings_set_updated_at before update on public.editorial_settings
  for each row execute function public.set_updated_at();

alter table public.editorial_settings enable row level security;
create policy editorial_settings_select_staff on public.editorial_settings
  for select to authenticated using ((select public.has_admin_access(auth.uid())));
create policy editorial_settings_update_admin on public.editorial_settings
  for update to authenticated
  using ((select public.is_admin(auth.uid())))
  with check ((select public.is_admin(auth.uid())));
revoke all on table public.editorial_settings from anon, authenticated;
grant select on table public.editorial_settings to authenticated;
grant update (time_zone, archive_retention_years) on table public.editorial_settings to authenticated;
grant all on table public.editorial_settings to service_role;

-- ─── Revisions ─────────────────────────────────────────────────────────────────────────────────────────
-- One row per change of a post, written by the trigger below in the same transaction as the change: every
-- explicit save, publish, unpublish, schedule and restore. No API role may insert, update or delete one.
-- post_id has no foreign key on purpose: the published versions of a deleted post stay (the archive).
create table public.post_revisions (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null,
  revision_number integer not null,
  kind text not null,
  previous_status text,
  status text not null,
  title text not null,
  slug text not null,
  excerpt text,
  content text,
  meta_title text,
  meta_description text,
  cover_image_path text,
  cover_image_alt text,
  publish_date timestamptz,
  author_id uuid,
  -- Names as they were at the time, so the record reads the same after a profile changes or goes (the
  -- changer's e-mail when their profile has no name).
  author_name text,
  post_version integer not null,
  restored_from uuid,
  -- The body as the public page shows it (sanitized, responsive images), filled by the server right after.
  rendered_html text,
  -- null = the site itself (the scheduler).
  created_by uuid,
  created_by_name text,
  created_at timestamptz not null default now(),
  -- Set when the post is deleted: its published revisions are then the archive.
  post_deleted_at timestamptz,
  constraint post_revisions_number_key unique (post_id, revision_number),
  constraint post_revisions_kind_check
    check (kind in ('created', 'saved', 'published', 'unpublished', 'scheduled', 'restored')),
  constraint post_revisions_status_check check (status in ('draft', 'scheduled', 'published'))
);
create index post_revisions_post_idx on public.post_revisions (post_id, revision_number desc);
create index post_revisions_published_idx on public.post_revisions (created_at) where status = 'published';
create index post_revisions_unrendered_idx on public.post_revisions (created_at) where rendered_html is null;

create or replace function public.record_post_revision() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_kind text;
  v_restored uuid := nullif(current_setting('app.restored_revision', true), '')::uuid;
  v_by uuid := auth.uid();
begin
  if tg_op = 'UPDATE' and (
    old.title, old.slug, old.excerpt, old.content, old.status, old.meta_title, old.meta_description,
    old.cover_image_path, old.cover_image_alt, old.publish_date, old.author_id
  ) is not distinct from (
    new.title, new.slug, new.excerpt, new.content, new.status, new.meta_title, new.meta_description,
    new.cover_image_path, new.cover_image_alt, new.publish_date, new.author_id
  ) then
    return null; -- nothing a reader could see changed
  end if;
  v_kind := case
    when tg_op = 'INSERT' then 'created'
    when v_restored is not null then 'restored'
    when new.status = 'published' and old.status <> 'published' then 'published'
    when old.status = 'published' and new.status <> 'published' then 'unpublished'
    when new.status = 'scheduled'
      and (old.status <> 'scheduled' or old.publish_date is distinct from new.publish_date) then 'scheduled'
    else 'saved'
  end;
  insert into public.post_revisions (
    post_id, revision_number, kind, previous_status, status, title, slug, excerpt, content, meta_title,
    meta_description, cover_image_path, cover_image_alt, publish_date, author_id, author_name, post_version,
    restored_from, created_by, created_by_name
  )
  select
    new.id,
    coalesce((select max(r.revision_number) from public.post_revisions r where r.post_id = new.id), 0) + 1,
    v_kind,
    case when tg_op = 'UPDATE' then old.status end,
    new.status, new.title, new.slug, new.excerpt, new.content, new.meta_title, new.meta_description,
    new.cover_image_path, new.cover_image_alt, new.publish_date, new.author_id,
    (select coalesce(a.full_name, a.username) from public.profiles a where a.user_id = new.author_id),
    new.version,
    v_restored,
    v_by,
    -- A staff account without a name is still someone: its e-mail (revisions are staff-only reading).
    coalesce(
      (select coalesce(b.full_name, b.username) from public.profiles b where b.user_id = v_by),
      (select u.email::text from auth.users u where u.id = v_by)
    );
  return null;
end;
$$;
revoke execute on function public.record_post_revision() from public, anon, authenticated;

create trigger blog_posts_record_revision after insert or update on public.blog_posts
  for each row execute function public.record_post_revision();

-- A revision is a record: only the server may fill in its rendered body (once) and mark it archived (once).
create or replace function public.post_revisions_immutable() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_years integer;
begin
  if tg_op = 'UPDATE' then
    if (to_jsonb(new) - 'rendered_html' - 'post_deleted_at') <> (to_jsonb(old) - 'rendered_html' - 'post_deleted_at')
       or (old.rendered_html is not null and new.rendered_html is distinct from old.rendered_html)
       or (old.post_deleted_at is not null and new.post_deleted_at is distinct from old.post_deleted_at) then
      raise exception 'Revisions cannot be changed' using errcode = '42501';
    end if;
    return new;
  end if;
  -- DELETE: only revisions of a deleted post; a published one only once the retention has passed.
  if old.post_deleted_at is null then
    raise exception 'The revisions of an existing post cannot be deleted' using errcode = '42501';
  end if;
  if old.status = 'published' then
    select s.archive_retention_years into v_years from public.editorial_settings s;
    if old.post_deleted_at > now() - make_interval(years => coalesce(v_years, 5)) then
      raise exception 'Published versions are kept for % years after the post was deleted', coalesce(v_years, 5)
        using errcode = '42501';
    end if;
  end if;
  return old;
end;
$$;
revoke execute on function public.post_revisions_immutable() from public, anon, authenticated;

create trigger post_revisions_immutable before update or delete on public.post_revisions
  for each row execute function public.post_revisions_immutable();

-- Deleting a post: its published revisions become the archive; the rest of its history goes with it.
create or replace function public.archive_post_revisions() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.post_revisions set post_deleted_at = now() where post_id = old.id and post_deleted_at is null;
  delete from public.post_revisions where post_id = old.id and status <> 'published';
  return null;
end;
$$;
revoke execute on function public.archive_post_revisions() from public, anon, authenticated;

create trigger blog_posts_archive_revisions after delete on public.blog_posts
  for each row execute function public.archive_post_revisions();

-- The server's daily pass (jobs/editorial.ts): archived published versions past the retention.
create or replace function public.purge_post_archive() returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_years integer;
  v_count integer;
begin
  select s.archive_retention_years into v_years from public.editorial_settings s;
  delete from public.post_revisions
  where post_deleted_at is not null
    and post_deleted_at <= now() - make_interval(years => coalesce(v_years, 5));
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
revoke execute on function public.purge_post_archive() from public, anon, authenticated;
grant execute on function public.purge_post_archive() to service_role;

alter table public.post_revisions enable row level security;
create policy post_revisions_select_staff on public.post_revisions
  for select to authenticated using ((select public.has_admin_access(auth.uid())));
-- A contributor sees the history of their own drafts (DESIGN.md §3).
create policy post_revisions_select_own_drafts on public.post_revisions
  for select to authenticated
  using (exists (
    select 1 from public.blog_posts p
    where p.id = post_revisions.post_id and p.author_id = (select auth.uid()) and p.status = 'draft'
  ));
revoke all on table public.post_revisions from anon, authenticated;
grant select on table public.post_revisions to authenticated;
grant select on table public.post_revisions to service_role;

-- Restore = put a revision's words back on its post (the status stays); the change is itself a revision
-- ('restored', naming its source). Runs as the caller: RLS decides who may change the post, and the
-- version check refuses a restore over someone else's newer save.
create or replace function public.restore_post_revision(revision_id uuid, expected_version integer)
returns public.blog_posts
language plpgsql security invoker
set search_path = ''
as $$
declare
  r public.post_revisions;
  p public.blog_posts;
begin
  select * into r from public.post_revisions where id = revision_id;
  if not found then
    raise exception 'Revision not found' using errcode = 'PT404';
  end if;
  if r.post_deleted_at is not null then
    raise exception 'This post was deleted; its archived versions cannot be restored onto it'
      using errcode = 'PT409';
  end if;
  perform set_config('app.restored_revision', r.id::text, true);
  update public.blog_posts set
    title = r.title, slug = r.slug, excerpt = r.excerpt, content = r.content, meta_title = r.meta_title,
    meta_description = r.meta_description, cover_image_path = r.cover_image_path,
    cover_image_alt = r.cover_image_alt, version = expected_version
  where id = r.post_id
  returning * into p;
  perform set_config('app.restored_revision', '', true);
  if p.id is null then
    raise exception 'This post no longer exists or you may not change it' using errcode = 'PT404';
  end if;
  return p;
end;
$$;
revoke execute on function public.restore_post_revision(uuid, integer) from public, anon;
grant execute on function public.restore_post_revision(uuid, integer) to authenticated, service_role;

-- History starts with what is there today.
insert into public.post_revisions (
  post_id, revision_number, kind, status, title, slug, excerpt, content, meta_title, meta_description,
  cover_image_path, cover_image_alt, publish_date, author_id, author_name, post_version, created_at
)
select p.id, 1, 'created', p.status, p.title, p.slug, p.excerpt, p.content, p.meta_title, p.meta_description,
  p.cover_image_path, p.cover_image_alt, p.publish_date, p.author_id,
  (select coalesce(a.full_name, a.username) from public.profiles a where a.user_id = p.author_id),
  p.version, p.updated_at
from public.blog_posts p;

-- ─── Autosaves ─────────────────────────────────────────────────────────────────────────────────────────
-- What an editor typed and has not saved yet: one per user and post (post_id null = a new post not yet
-- created). Not a revision: it changes nothing public and disappears when the user saves the post.
create table public.post_autosaves (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  post_id uuid references public.blog_posts (id) on delete cascade,
  -- The post's version the editing started from (null for a new post): a newer post means someone saved since.
  base_version integer,
  fields jsonb not null,
  saved_at timestamptz not null default now(),
  constraint post_autosaves_user_post_key unique nulls not distinct (user_id, post_id),
  constraint post_autosaves_fields_object check (jsonb_typeof(fields) = 'object'),
  constraint post_autosaves_fields_max_size check (octet_length(fields::text) <= 2097152)
);
create index post_autosaves_post_idx on public.post_autosaves (post_id);

create or replace function public.post_autosaves_stamp() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.saved_at := now();
  return new;
end;
$$;
revoke execute on function public.post_autosaves_stamp() from public, anon, authenticated;
create trigger post_autosaves_stamp before insert or update on public.post_autosaves
  for each row execute function public.post_autosaves_stamp();

-- An explicit save supersedes the saver's autosave of that post (a new post's: the one without a post).
create or replace function public.clear_post_autosave() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if auth.uid() is null then
    return null;
  end if;
  delete from public.post_autosaves a
  where a.user_id = auth.uid()
    and a.post_id is not distinct from (case when tg_op = 'INSERT' then null else new.id end);
  return null;
end;
$$;
revoke execute on function public.clear_post_autosave() from public, anon, authenticated;
create trigger blog_posts_clear_autosave after insert or update on public.blog_posts
  for each row execute function public.clear_post_autosave();

alter table public.post_autosaves enable row level security;
create policy post_autosaves_select_own on public.post_autosaves
  for select to authenticated using (user_id = (select auth.uid()));
create policy post_autosaves_delete_own on public.post_autosaves
  for delete to authenticated using (user_id = (select auth.uid()));
-- Only for a post the user may edit: staff any, a contributor their own draft.
create policy post_autosaves_insert_own on public.post_autosaves
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (post_id is null or exists (
    select 1 from public.blog_posts p where p.id = post_autosaves.post_id
      and ((select public.has_admin_access(auth.uid())) or (p.author_id = (select auth.uid()) and p.status = 'draft'))
  )));
create policy post_autosaves_update_own on public.post_autosaves
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and (post_id is null or exists (
    select 1 from public.blog_posts p where p.id = post_autosaves.post_id
      and ((select public.has_admin_access(auth.uid())) or (p.author_id = (select auth.uid()) and p.status = 'draft'))
  )));
revoke all on table public.post_autosaves from anon, authenticated;
grant select, delete on table public.post_autosaves to authenticated;
grant insert (post_id, base_version, fields), update (post_id, base_version, fields) on table public.post_autosaves to authenticated;
grant all on table public.post_autosaves to service_role;
