-- Text bounds (security review, finding 3). Every text that reaches a file the server draws (a post's
-- social card, a certificate PDF), a page's head (title, description, Open Graph and Twitter tags, JSON-LD)
-- or the RSS feed and sitemap has a length the database enforces, so the worst allowed input costs a known,
-- small amount to draw and to send (docs/decisions/0012-server-drawn-files-bounds.md).
--
-- The bounds are never tighter than SPEC §5/§9's forms allow; where the SPEC names none they are several
-- times what any page shows (a card draws about 100 characters of a title, a head's description is
-- advised at 160). Already bounded since their tables were made: course name 100 / description 500,
-- module title 200 / description 1000, slide title 200, question 500, contact fields, not-found paths.
--
--   blog_posts.title             200   (SPEC: required; module and slide titles are 200 too)
--   blog_posts.slug              200   (made from the title; /blog/{slug} and its card refuse longer ones)
--   blog_posts.excerpt          1000   (RSS description, the head's fallback description)
--   blog_posts.meta_title        200   (SPEC: "keep under 60", advice only)
--   blog_posts.meta_description  500   (SPEC: "150 to 160 advised", advice only)
--   profiles.full_name           200   (author name in heads and JSON-LD, the certificate's name)
--   profiles.username            100   (SPEC: at least 3; the name's fallback)
--   certificates.recipient_name  200   (drawn on the PDF; copied from full_name or username)
--   certificates.course_name     100   (drawn on the PDF; copied from the course name, ≤ 100 already)
--
-- Each constraint is named <table>_<column>_max_length: the data API answers a too-long value with
-- 400 and code 23514, its message naming the constraint (PostgREST's mapping), and stores nothing.
--
-- Rows already over a bound are cut to it here, then the constraints are added VALID. Left NOT VALID,
-- such a row would fail every later update of any of its columns (an admin changing the author's role, a
-- post's status) over a value nobody is editing, and the drawing code could never rely on the bound.
-- Nothing a form could reasonably have produced is cut: only values several times what any page shows.
-- A cut unique value (a slug, a username) keeps a prefix and gains 8 hex digits of its row's id, so it
-- stays unique; such a post was unreachable anyway (its page and card refuse slugs over 200 characters).

update public.blog_posts set
  title = case when char_length(title) > 200 then left(btrim(title), 200) else title end,
  slug = case when char_length(slug) > 200
    then left(slug, 191) || '-' || left(replace(id::text, '-', ''), 8) else slug end,
  excerpt = case when char_length(excerpt) > 1000 then left(excerpt, 1000) else excerpt end,
  meta_title = case when char_length(meta_title) > 200 then left(meta_title, 200) else meta_title end,
  meta_description = case when char_length(meta_description) > 500
    then left(meta_description, 500) else meta_description end
where char_length(title) > 200 or char_length(slug) > 200 or char_length(excerpt) > 1000
   or char_length(meta_title) > 200 or char_length(meta_description) > 500;

update public.profiles set
  full_name = case when char_length(full_name) > 200 then left(btrim(full_name), 200) else full_name end,
  username = case when char_length(username) > 100
    then left(username, 91) || '-' || left(replace(user_id::text, '-', ''), 8) else username end
where char_length(full_name) > 200 or char_length(username) > 100;

update public.certificates set
  recipient_name = case when char_length(recipient_name) > 200
    then left(btrim(recipient_name), 200) else recipient_name end,
  course_name = case when char_length(course_name) > 100 then left(btrim(course_name), 100) else course_name end
where char_length(recipient_name) > 200 or char_length(course_name) > 100;

alter table public.blog_posts
  add constraint blog_posts_title_max_length check (char_length(title) <= 200),
  add constraint blog_posts_slug_max_length check (char_length(slug) <= 200),
  add constraint blog_posts_excerpt_max_length check (excerpt is null or char_length(excerpt) <= 1000),
  add constraint blog_posts_meta_title_max_length check (meta_title is null or char_length(meta_title) <= 200),
  add constraint blog_posts_meta_description_max_length
    check (meta_description is null or char_length(meta_description) <= 500);

alter table public.profiles
  add constraint profiles_full_name_max_length check (full_name is null or char_length(full_name) <= 200),
  add constraint profiles_username_max_length check (username is null or char_length(username) <= 100);

alter table public.certificates
  add constraint certificates_recipient_name_max_length check (char_length(recipient_name) <= 200),
  add constraint certificates_course_name_max_length check (char_length(course_name) <= 100);

-- Sign-up's full_name comes from the client's metadata, which has no bound: the profile keeps its first
-- 200 characters rather than failing the sign-up (a failing trigger is GoTrue's 500 "Database error saving
-- new user"). The name can be edited on the profile page, where the bound answers 400.
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.profiles (user_id, full_name)
  values (new.id, nullif(btrim(left(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', '')), 200)), ''))
  on conflict (user_id) do nothing;
  return new;
end;
$$;
revoke execute on function public.handle_new_user() from public, anon, authenticated;
