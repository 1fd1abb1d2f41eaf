-- Every refusal the web app tells apart carries its own PTxxx code (issue 38 item 7), so the app reads the
-- code (apps/web/src/lib/api-error.ts) instead of matching the sentence, and a reworded message breaks
-- nothing. PostgREST (and our server, rest/response/db-errors.ts) answers PTxyz with HTTP status xyz. The
-- codes follow the ones already raised: PT404 not found, PT409 conflict, PT429 too many; new here PT400
-- (a value the database does not know), PT403 (not yours to have) and PT410 (gone for good).
-- Messages, details and hints stay word for word.

-- A revoked certificate: PT403 (was P0001 → 400, recognised by "Your certificate … was revoked").
-- replaces: 20261129000400_certificate_revocation.sql
create or replace function public.issue_certificate(category_uuid uuid)
returns public.certificates
language plpgsql security definer
set search_path = ''
as $$
declare
  v_revoked_at timestamptz;
begin
  select c.revoked_at into v_revoked_at
  from public.certificates c
  where c.user_id = auth.uid() and c.category_id = category_uuid and c.revoked_at is not null;
  if found then
    raise exception 'Your certificate for this course was revoked on %',
      to_char(v_revoked_at at time zone 'UTC', 'FMMonth DD, YYYY')
      using errcode = 'PT403', constraint = 'certificates_revoked',
            hint = 'A revoked certificate is not issued again. Contact us if you think this is a mistake.';
  end if;
  return public.issue_certificate_unrevoked(category_uuid);
end;
$$;

-- A course with issued certificates: PT409 (was 23503, also 409, recognised by "certificates" in the
-- message; PostgREST does not send the `constraint` a raise names).
-- replaces: 20261129000300_course_lifecycle.sql
create or replace function public.education_categories_keep_certificates() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_count integer;
begin
  select count(*)::integer into v_count from public.certificates c where c.category_id = old.id;
  if v_count > 0 then
    raise exception 'This course has issued certificates; archive it instead'
      using errcode = 'PT409', constraint = 'education_categories_keep_certificates',
            detail = format('%s certificates were issued for this course.', v_count),
            hint = 'Archive the course to hide it from learners; its certificates stay valid.';
  end if;
  return old;
end;
$$;

-- Restoring a version of a deleted post: PT410 (was PT409, which the editor had to tell apart from the
-- version conflict by the word "changed"). PT409 from a restore now always means the version check.
-- replaces: 20261128000100_editorial_workflow.sql
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
      using errcode = 'PT410';
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

-- A time zone Postgres does not know: PT400 (was 22023, also 400, recognised by "Unknown time zone").
-- replaces: 20261128000100_editorial_workflow.sql
create or replace function public.editorial_settings_check_time_zone() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not exists (select 1 from pg_catalog.pg_timezone_names where name = new.time_zone) then
    raise exception 'Unknown time zone: %', new.time_zone
      using errcode = 'PT400', hint = 'Use an IANA name such as Europe/Zurich or America/New_York.';
  end if;
  return new;
end;
$$;
