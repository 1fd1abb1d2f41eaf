-- Issue 37, findings 4 and 7: a learner's history counts against their quota, and a deleted post's archive
-- belongs to the archive, out of reach of any post that takes the same id.
--
-- (4) Every save that changes a word writes a revision (record_post_revision), and enforce_post_quota counted
--     blog_posts only, letting through any update that did not grow the post: one sign-up grew the database
--     ~23 MB/s. Now an account without staff access stores at most 5 MB in all of
--       its posts + the unpublished revisions of its drafts + its autosaves
--     (each text's length, read without decompressing it) and a save is checked with the revision it will write; a draft of such an account keeps its newest 20
--     unpublished revisions (older ones are pruned as a new one is written); and the author of a draft may
--     delete its unpublished revisions (the history panel's "Delete revision"). Published versions are records
--     of what was live: never pruned, never deletable by an author, not counted against anyone's quota.
--     Rendered bodies: only published revisions get one (jobs/revision-bodies.ts; the archive is the only
--     reader), so a learner's drafts never cost a render; a rendered body counts as part of its row.
-- (7) post_revisions.post_id had no foreign key, and the own-draft read policy asked only that a blog_posts row
--     with that id be the caller's draft: a learner inserting a draft with a deleted post's (public) id read
--     its archive. Now post_id references blog_posts; deleting a post moves its revisions to the archive's
--     ownership (post_id null, archived_post_id = the deleted post's id), so no policy that joins on post_id can
--     ever match them; API roles cannot choose (or change) a post's id; and created_by_name is never an e-mail.
-- docs/decisions/0016-revisions-and-archive.md describes the workflow these rules bound.

-- ─── Names that are never an e-mail address ────────────────────────────────────────────────────────────
-- A person as a revision names them: their full name, else their username, skipping either when it holds an
-- '@' (an address typed as a name is still an address); null without a profile.
create or replace function public.revision_person_name(p_user uuid) returns text
language sql stable
set search_path = ''
as $$
  select coalesce(
    case when strpos(p.full_name, '@') = 0 then nullif(btrim(p.full_name), '') end,
    case when strpos(p.username, '@') = 0 then nullif(btrim(p.username), '') end
  )
  from public.profiles p
  where p.user_id = p_user
$$;
revoke execute on function public.revision_person_name(uuid) from public, anon, authenticated;
grant execute on function public.revision_person_name(uuid) to service_role;

-- ─── The archive's own ownership ───────────────────────────────────────────────────────────────────────
alter table public.post_revisions
  alter column post_id drop not null,
  -- The deleted post's id, kept for the archive (lists, export, retention); null while the post exists.
  add column archived_post_id uuid;

-- A revision is a record. Allowed changes: the server fills in rendered_html once; a post's deletion moves its
-- revisions to the archive once (post_id → archived_post_id, post_deleted_at stamped). Allowed deletes: the
-- unpublished revisions of a draft (its author, the per-draft cap), and the archive's after its retention.
create or replace function public.post_revisions_immutable() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_years integer;
  v_moved boolean;
begin
  if tg_op = 'UPDATE' then
    v_moved := (new.post_id, new.archived_post_id) is distinct from (old.post_id, old.archived_post_id);
    if (to_jsonb(new) - 'rendered_html' - 'post_deleted_at' - 'post_id' - 'archived_post_id')
         <> (to_jsonb(old) - 'rendered_html' - 'post_deleted_at' - 'post_id' - 'archived_post_id')
       or (old.rendered_html is not null and new.rendered_html is distinct from old.rendered_html)
       or (old.post_deleted_at is not null and new.post_deleted_at is distinct from old.post_deleted_at)
       or (v_moved and not (old.archived_post_id is null and new.post_id is null
                            and new.archived_post_id = old.post_id and new.post_deleted_at is not null)) then
      raise exception 'Revisions cannot be changed' using errcode = '42501';
    end if;
    return new;
  end if;
  if old.post_deleted_at is null then
    -- Never live, of a post that is a draft now: its author may drop it (RLS says who may ask).
    if old.status <> 'published'
       and exists (select 1 from public.blog_posts p where p.id = old.post_id and p.status = 'draft') then
      return old;
    end if;
    raise exception 'The revisions of an existing post cannot be deleted, but for a draft''s unpublished ones'
      using errcode = '42501';
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

-- What is already archived moves to the archive's ownership; a revision whose post is gone without having been
-- archived (none should exist) is archived now, and only its published versions are kept, as on a deletion.
update public.post_revisions set archived_post_id = post_id, post_id = null where post_deleted_at is not null;
update public.post_revisions r set archived_post_id = r.post_id, post_id = null, post_deleted_at = now()
where r.post_id is not null and not exists (select 1 from public.blog_posts p where p.id = r.post_id);
delete from public.post_revisions where archived_post_id is not null and status <> 'published';

alter table public.post_revisions
  add constraint post_revisions_post_id_fkey foreign key (post_id) references public.blog_posts (id),
  add constraint post_revisions_one_owner check ((post_id is null) <> (archived_post_id is null)),
  add constraint post_revisions_archived_when_deleted check ((archived_post_id is null) = (post_deleted_at is null)),
  add constraint post_revisions_archived_number_key unique (archived_post_id, revision_number);

-- Before the post goes (the foreign key would refuse it after): its revisions become the archive's, and those
-- that were never live go with it.
create or replace function public.archive_post_revisions() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.post_revisions set archived_post_id = post_id, post_id = null, post_deleted_at = now()
  where post_id = old.id;
  delete from public.post_revisions where archived_post_id = old.id and status <> 'published';
  return old;
end;
$$;
revoke execute on function public.archive_post_revisions() from public, anon, authenticated;

drop trigger blog_posts_archive_revisions on public.blog_posts;
create trigger blog_posts_archive_revisions before delete on public.blog_posts
  for each row execute function public.archive_post_revisions();

-- ─── Post ids are the server's ─────────────────────────────────────────────────────────────────────────
-- API roles write every column but the id: an insert naming one is refused (42501), and so is an update that
-- would change one. The service role (seeds, the CLI) keeps all of them.
revoke insert, update on table public.blog_posts from authenticated;
grant insert (title, slug, excerpt, content, status, meta_title, meta_description, author_id, publish_date,
              created_at, updated_at, version, cover_image_path, cover_image_alt),
      update (title, slug, excerpt, content, status, meta_title, meta_description, author_id, publish_date,
              created_at, updated_at, version, cover_image_path, cover_image_alt)
  on table public.blog_posts to authenticated;

-- ─── What an account stores, and its quota ─────────────────────────────────────────────────────────────
-- Sizes are the columns' text lengths plus 256 bytes a row (ids, dates, numbers): octet_length reads a stored
-- value's length from its header, without decompressing it, so measuring an account costs no more than a few
-- index reads however large its drafts are (a row cast to text would decompress every body on every save).
-- An autosave's fields count by their text's length, measured once as it is written (fields_bytes).
alter table public.post_autosaves
  add column fields_bytes integer generated always as (octet_length(fields::text)) stored;

create or replace function public.post_text_bytes(
  p_title text, p_slug text, p_excerpt text, p_content text, p_meta_title text, p_meta_description text,
  p_cover_image_path text, p_cover_image_alt text
) returns bigint
language sql immutable
set search_path = ''
as $$
  select 256::bigint + coalesce(octet_length(p_title), 0) + coalesce(octet_length(p_slug), 0)
    + coalesce(octet_length(p_excerpt), 0) + coalesce(octet_length(p_content), 0)
    + coalesce(octet_length(p_meta_title), 0) + coalesce(octet_length(p_meta_description), 0)
    + coalesce(octet_length(p_cover_image_path), 0) + coalesce(octet_length(p_cover_image_alt), 0)
$$;
revoke execute on function public.post_text_bytes(text, text, text, text, text, text, text, text) from public, anon;
grant execute on function public.post_text_bytes(text, text, text, text, text, text, text, text)
  to authenticated, service_role;

-- Bytes an account keeps, as row-level security shows them to the caller (an account sees all of its own): its
-- posts but `p_except_post` (the one being written), the unpublished revisions of its drafts (rendered bodies
-- and names included), and its autosaves but the one in slot `p_autosave_post` when `p_except_autosave` (the
-- one being written, or the one the save being checked will clear).
create or replace function public.account_stored_bytes(
  p_user uuid, p_except_post uuid, p_except_autosave boolean, p_autosave_post uuid
) returns bigint
language sql stable
set search_path = ''
as $$
  select
    (select coalesce(sum(public.post_text_bytes(p.title, p.slug, p.excerpt, p.content, p.meta_title,
                         p.meta_description, p.cover_image_path, p.cover_image_alt)), 0)
      from public.blog_posts p
      where p.author_id = p_user and p.id is distinct from p_except_post)
  + (select coalesce(sum(public.post_text_bytes(r.title, r.slug, r.excerpt, r.content, r.meta_title,
                         r.meta_description, r.cover_image_path, r.cover_image_alt)
                     + coalesce(octet_length(r.rendered_html), 0) + coalesce(octet_length(r.author_name), 0)
                     + coalesce(octet_length(r.created_by_name), 0)), 0)
      from public.post_revisions r join public.blog_posts p on p.id = r.post_id
      where p.author_id = p_user and p.status = 'draft' and r.status <> 'published')
  + (select coalesce(sum(256 + a.fields_bytes), 0) from public.post_autosaves a
      where a.user_id = p_user and not (p_except_autosave and a.post_id is not distinct from p_autosave_post))
$$;
revoke execute on function public.account_stored_bytes(uuid, uuid, boolean, uuid) from public, anon;
grant execute on function public.account_stored_bytes(uuid, uuid, boolean, uuid) to authenticated, service_role;

create or replace function public.account_quota_exceeded(p_bytes bigint, p_needed bigint) returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Storage limit reached: your posts can hold at most 5 MB in all'
    using errcode = 'P0001',
          detail = format('Your posts, their revisions and autosaves hold %s KB; this save would need %s KB more.',
                          p_bytes / 1024, p_needed / 1024),
          hint = 'Delete old revisions from a draft''s history, or drafts you no longer need.';
end;
$$;
revoke execute on function public.account_quota_exceeded(bigint, bigint) from public, anon;
grant execute on function public.account_quota_exceeded(bigint, bigint) to authenticated, service_role;

create or replace function public.enforce_post_quota()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  max_posts constant integer := 50;
  max_bytes constant bigint := 5 * 1024 * 1024;
  max_revisions constant integer := 20;
  v_posts integer;
  v_bytes bigint;
  v_row bigint := public.post_text_bytes(new.title, new.slug, new.excerpt, new.content, new.meta_title,
                                          new.meta_description, new.cover_image_path, new.cover_image_alt);
  v_needed bigint;
  v_revision boolean;
  v_pruned bigint := 0;
begin
  if auth.uid() is null or new.author_id is distinct from auth.uid()
     or exists (select 1 from public.profiles p where p.user_id = auth.uid() and p.role in ('admin', 'editor')) then
    return new;
  end if;
  -- Does this write add a revision? (record_post_revision's rule: a change a reader could see.)
  v_revision := tg_op = 'INSERT' or (
    old.title, old.slug, old.excerpt, old.content, old.status, old.meta_title, old.meta_description,
    old.cover_image_path, old.cover_image_alt, old.publish_date, old.author_id
  ) is distinct from (
    new.title, new.slug, new.excerpt, new.content, new.status, new.meta_title, new.meta_description,
    new.cover_image_path, new.cover_image_alt, new.publish_date, new.author_id
  );
  -- An update that adds no revision and does not grow the post never counts against the quota.
  if not v_revision and v_row <= public.post_text_bytes(old.title, old.slug, old.excerpt, old.content,
       old.meta_title, old.meta_description, old.cover_image_path, old.cover_image_alt) then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('account-quota:' || auth.uid()::text, 0));
  select count(*)::integer into v_posts from public.blog_posts p where p.author_id = new.author_id and p.id <> new.id;
  if tg_op = 'INSERT' and v_posts + 1 > max_posts then
    raise exception 'Post limit reached: you can keep at most % posts', max_posts
      using errcode = 'P0001', detail = format('You have %s posts.', v_posts),
            hint = 'Delete drafts you no longer need, or ask an editor to publish or remove some.';
  end if;
  -- The saver's autosave of this post is cleared by the save (clear_post_autosave): it does not count.
  v_bytes := public.account_stored_bytes(new.author_id, new.id, true,
                                         case when tg_op = 'INSERT' then null else new.id end);
  -- The revision it writes holds the same fields as the row; at the cap it replaces the oldest unpublished one.
  if v_revision and tg_op = 'UPDATE' and new.status = 'draft' then
    select public.post_text_bytes(r.title, r.slug, r.excerpt, r.content, r.meta_title, r.meta_description,
                                  r.cover_image_path, r.cover_image_alt)
           + coalesce(octet_length(r.rendered_html), 0) into v_pruned
    from public.post_revisions r
    where r.post_id = new.id and r.status <> 'published'
    order by r.revision_number desc
    offset max_revisions - 1 limit 1;
    v_pruned := coalesce(v_pruned, 0);
  end if;
  v_needed := v_row + case when v_revision then v_row - v_pruned else 0 end;
  if v_bytes + v_needed > max_bytes then
    perform public.account_quota_exceeded(v_bytes, v_needed);
  end if;
  return new;
end;
$$;
revoke execute on function public.enforce_post_quota() from public, anon, authenticated;

-- Autosaves count too (one per post and one for a new post, each up to 2 MB, were outside the quota).
create or replace function public.enforce_autosave_quota()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  max_bytes constant bigint := 5 * 1024 * 1024;
  v_bytes bigint;
  -- (fields_bytes is generated after this trigger: measured here from the value being written.)
  v_row bigint := 256 + octet_length(new.fields::text);
begin
  if auth.uid() is null or new.user_id is distinct from auth.uid()
     or exists (select 1 from public.profiles p where p.user_id = auth.uid() and p.role in ('admin', 'editor')) then
    return new;
  end if;
  if tg_op = 'UPDATE' and v_row <= 256 + old.fields_bytes then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('account-quota:' || auth.uid()::text, 0));
  -- The slot being written (an upsert's insert and its update alike) is replaced, not added to.
  v_bytes := public.account_stored_bytes(new.user_id, null, true, new.post_id);
  if v_bytes + v_row > max_bytes then
    perform public.account_quota_exceeded(v_bytes, v_row);
  end if;
  return new;
end;
$$;
revoke execute on function public.enforce_autosave_quota() from public, anon, authenticated;

create trigger post_autosaves_account_quota
  before insert or update on public.post_autosaves
  for each row execute function public.enforce_autosave_quota();

-- ─── Revisions: the per-draft cap and names ────────────────────────────────────────────────────────────
create or replace function public.record_post_revision() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  max_draft_revisions constant integer := 20;
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
    -- Numbers go on after an archive under the same id (only the service role can reuse an id).
    coalesce(greatest(
      (select max(r.revision_number) from public.post_revisions r where r.post_id = new.id),
      (select max(r.revision_number) from public.post_revisions r where r.archived_post_id = new.id)
    ), 0) + 1,
    v_kind,
    case when tg_op = 'UPDATE' then old.status end,
    new.status, new.title, new.slug, new.excerpt, new.content, new.meta_title, new.meta_description,
    new.cover_image_path, new.cover_image_alt, new.publish_date, new.author_id,
    public.revision_person_name(new.author_id),
    new.version,
    v_restored,
    v_by,
    -- Never an e-mail: a changer without a usable name is named by their role.
    case when v_by is not null then coalesce(
      public.revision_person_name(v_by),
      case when public.has_admin_access(v_by) then 'Staff member' else 'Contributor' end
    ) end;
  -- A draft of an account without staff access keeps its newest unpublished revisions only.
  if new.status = 'draft' and not public.has_admin_access(new.author_id) then
    delete from public.post_revisions r
    where r.post_id = new.id and r.status <> 'published'
      and r.id not in (
        select k.id from public.post_revisions k
        where k.post_id = new.id and k.status <> 'published'
        order by k.revision_number desc
        limit max_draft_revisions
      );
  end if;
  return null;
end;
$$;
revoke execute on function public.record_post_revision() from public, anon, authenticated;

-- Names already written: none stays an e-mail address (the record is corrected once, here).
alter table public.post_revisions disable trigger post_revisions_immutable;
update public.post_revisions r set created_by_name = coalesce(
  public.revision_person_name(r.created_by),
  case when public.has_admin_access(r.created_by) then 'Staff member' else 'Contributor' end
)
where r.created_by is not null and strpos(r.created_by_name, '@') > 0;
update public.post_revisions r set author_name = public.revision_person_name(r.author_id)
where strpos(r.author_name, '@') > 0;
alter table public.post_revisions enable trigger post_revisions_immutable;

-- ─── Who may delete a revision ─────────────────────────────────────────────────────────────────────────
-- The author of a draft, its revisions that were never live. (The archive has no post_id: never matched.)
create policy post_revisions_delete_own_drafts on public.post_revisions
  for delete to authenticated
  using (status <> 'published' and exists (
    select 1 from public.blog_posts p
    where p.id = post_revisions.post_id and p.author_id = (select auth.uid()) and p.status = 'draft'
  ));
grant delete on table public.post_revisions to authenticated;

-- ─── Rendered bodies: published revisions only ─────────────────────────────────────────────────────────
drop index public.post_revisions_unrendered_idx;
create index post_revisions_unrendered_idx on public.post_revisions (created_at)
  where rendered_html is null and status = 'published';
