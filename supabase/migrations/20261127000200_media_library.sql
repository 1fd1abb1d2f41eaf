-- The media library (issue 23): a catalogue row per file in the public `media` bucket, the cover images of
-- posts and courses, and the alt text of image slides.
--
-- storage.objects stays the source of truth (the Storage API writes it; Supabase's own schema). A trigger
-- keeps `public.media_assets` in step with it — one row per object of the `media` bucket, made in the same
-- transaction as the upload, renamed with a move, gone with the object (foreign key, on delete cascade) —
-- so a failed upload leaves no catalogue row and a deleted file no dangling one. Staff add what Storage has
-- no place for: the alt text and caption every image needs before it goes into public content, and the
-- pixel size the uploader measured (sent as the upload's user metadata `{ width, height }`).
--
-- Public content refers to a file by its path in the bucket:
--   - blog_posts.cover_image_path / education_categories.cover_image_path: the path alone;
--   - post HTML and slides: the relative public URL `/storage/v1/object/public/media/<path>`, which the
--     pages turn into responsive variants (`/storage/v1/render/image/public/media/<path>?width=…`).

create table public.media_assets (
  id uuid primary key default gen_random_uuid(),
  object_id uuid not null unique references storage.objects (id) on delete cascade,
  object_path text not null unique,
  file_name text not null,
  mime_type text not null default 'application/octet-stream',
  size_bytes bigint not null default 0,
  width integer,
  height integer,
  alt_text text not null default '',
  caption text,
  uploaded_by uuid references public.profiles (user_id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint media_assets_alt_text_max_length check (char_length(alt_text) <= 300),
  constraint media_assets_caption_max_length check (caption is null or char_length(caption) <= 1000),
  constraint media_assets_width_range check (width is null or width between 1 and 100000),
  constraint media_assets_height_range check (height is null or height between 1 and 100000)
);
create index media_assets_created_at_idx on public.media_assets (created_at desc);

create trigger media_assets_set_updated_at before update on public.media_assets
  for each row execute function public.set_updated_at();

alter table public.media_assets enable row level security;
create policy media_assets_select_staff on public.media_assets for select to authenticated
  using ((select public.has_admin_access(auth.uid())));
create policy media_assets_update_staff on public.media_assets for update to authenticated
  using ((select public.has_admin_access(auth.uid()))) with check ((select public.has_admin_access(auth.uid())));
revoke all on table public.media_assets from anon, authenticated;
-- Rows come and go with the files (the trigger below); staff edit only what describes the image.
grant select on table public.media_assets to authenticated;
grant update (alt_text, caption) on table public.media_assets to authenticated;
grant all on table public.media_assets to service_role;

-- A positive integer from the upload's user metadata, or null.
create or replace function private.media_dimension(v jsonb) returns integer
language sql immutable set search_path = ''
as $$
  select case when jsonb_typeof(v) = 'number' and (v::text) ~ '^[0-9]{1,6}$' and (v::text)::int between 1 and 100000
    then (v::text)::int end
$$;

create or replace function private.sync_media_asset() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.bucket_id is distinct from 'media' then
    delete from public.media_assets where object_id = new.id;
    return null;
  end if;
  if new.bucket_id is distinct from 'media' then
    return null;
  end if;
  insert into public.media_assets (object_id, object_path, file_name, mime_type, size_bytes, width, height, uploaded_by)
  values (
    new.id,
    new.name,
    coalesce(nullif(regexp_replace(new.name, '^.*/', ''), ''), new.name),
    coalesce(new.metadata ->> 'mimetype', 'application/octet-stream'),
    coalesce((new.metadata ->> 'size')::bigint, 0),
    private.media_dimension(new.user_metadata -> 'width'),
    private.media_dimension(new.user_metadata -> 'height'),
    (select p.user_id from public.profiles p where p.user_id = new.owner)
  )
  on conflict (object_id) do update set
    object_path = excluded.object_path,
    file_name = excluded.file_name,
    mime_type = excluded.mime_type,
    size_bytes = excluded.size_bytes,
    -- An overwrite (upsert) with new bytes has new dimensions; a move keeps the measured ones.
    width = coalesce(excluded.width, public.media_assets.width),
    height = coalesce(excluded.height, public.media_assets.height);
  return null;
end;
$$;
revoke all on function private.sync_media_asset() from public;

create trigger storage_objects_sync_media_asset
  after insert or update of bucket_id, name, metadata, user_metadata on storage.objects
  for each row execute function private.sync_media_asset();

-- Files already in the bucket (uploaded before this migration) get their rows too.
insert into public.media_assets (object_id, object_path, file_name, mime_type, size_bytes, uploaded_by)
select o.id, o.name, coalesce(nullif(regexp_replace(o.name, '^.*/', ''), ''), o.name),
       coalesce(o.metadata ->> 'mimetype', 'application/octet-stream'), coalesce((o.metadata ->> 'size')::bigint, 0),
       (select p.user_id from public.profiles p where p.user_id = o.owner)
from storage.objects o
where o.bucket_id = 'media'
on conflict (object_id) do nothing;

-- A path in the media bucket as content refers to it: no leading slash, no `..` segment, no control
-- characters, at most 1,024 characters (Storage's own limit on object names).
create or replace function private.is_media_path(p text) returns boolean
language sql immutable set search_path = ''
as $$
  select char_length(p) between 1 and 1024 and p ~ '^[^/[:cntrl:]][^[:cntrl:]]*$' and p !~ '(^|/)\.\.?(/|$)'
$$;

alter table public.blog_posts
  add column cover_image_path text,
  add column cover_image_alt text,
  add constraint blog_posts_cover_image_path_format check (cover_image_path is null or private.is_media_path(cover_image_path)),
  add constraint blog_posts_cover_image_alt_max_length check (cover_image_alt is null or char_length(cover_image_alt) <= 300),
  -- An image in public content has a text alternative (WCAG 1.1.1).
  add constraint blog_posts_cover_image_alt_required check (cover_image_path is null or btrim(coalesce(cover_image_alt, '')) <> '');

alter table public.education_categories
  add column cover_image_path text,
  add column cover_image_alt text,
  add constraint education_categories_cover_image_path_format check (cover_image_path is null or private.is_media_path(cover_image_path)),
  add constraint education_categories_cover_image_alt_max_length check (cover_image_alt is null or char_length(cover_image_alt) <= 300),
  add constraint education_categories_cover_image_alt_required check (cover_image_path is null or btrim(coalesce(cover_image_alt, '')) <> '');

-- Image slides: a file of the library (its relative public URL) or, as before, any http(s) URL; and its alt text.
alter table public.module_slides
  add column media_alt text,
  drop constraint module_slides_media_url_format,
  add constraint module_slides_media_url_format check (
    media_url is null or media_url = '' or media_url ~* '^https?://[^[:space:]]+$'
    or (media_url ~ '^/storage/v1/object/public/media/[^[:space:]]+$'
        and private.is_media_path(substr(media_url, char_length('/storage/v1/object/public/media/') + 1)))),
  add constraint module_slides_media_alt_max_length check (media_alt is null or char_length(media_alt) <= 300);

-- Where each file of the library is used: posts (cover or body), courses (cover), slides (image or body).
-- Security invoker: a caller sees the uses in rows RLS lets them read (staff read all of these).
create or replace function public.media_usage(p_paths text[] default null)
returns table (object_path text, kind text, item_id uuid, title text, parent_id uuid)
language sql stable security invoker set search_path = ''
as $$
  with a as (
    select m.object_path,
           '/storage/v1/object/public/media/' || regexp_replace(m.object_path, '([.^$*+?()\[\]{}|\\-])', '\\\1', 'g')
             || '(?![^"''<>?#[:space:]])' as pattern
    from public.media_assets m
    where p_paths is null or m.object_path = any (p_paths)
  )
  select a.object_path, 'post', p.id, p.title, null::uuid
  from a join public.blog_posts p on p.cover_image_path = a.object_path or p.content ~ a.pattern
  union all
  select a.object_path, 'course', c.id, c.name, null::uuid
  from a join public.education_categories c on c.cover_image_path = a.object_path
  union all
  select a.object_path, 'slide', s.id, s.title, s.module_id
  from a join public.module_slides s on coalesce(s.media_url, '') ~ a.pattern or coalesce(s.content, '') ~ a.pattern
$$;
revoke all on function public.media_usage(text[]) from public, anon;
grant execute on function public.media_usage(text[]) to authenticated, service_role;
