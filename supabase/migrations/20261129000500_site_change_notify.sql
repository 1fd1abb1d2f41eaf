-- Cross-process invalidation (issue 29): several server processes on one PostgreSQL each keep short-lived copies
-- of what pages read on every request (the redirect table, built pages, post heads, feeds). A write through one
-- process dropped only that process's copies; the others served theirs until they expired. Now the database
-- announces the change itself — NOTIFY site_changed, '<table>' — whoever made it (the data API, a job, psql), and
-- every process that LISTENs drops its copies at once.
--
-- Row triggers, so a statement that changes nothing (the scheduler's periodic "publish what is due") announces
-- nothing; PostgreSQL folds identical notifications of one transaction into one, so a statement touching many rows
-- announces the table once. A redirect's hit counter (hit_count, last_hit_at) is not a change anyone must see:
-- only the columns that decide an answer announce one.
create or replace function public.notify_site_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('site_changed', tg_table_name);
  return null;
end;
$$;
revoke execute on function public.notify_site_change() from public, anon, authenticated;

create trigger redirects_site_change
  after insert or delete on public.redirects
  for each row execute function public.notify_site_change();
create trigger redirects_site_change_update
  after update of source_path, destination_url, redirect_type, is_active on public.redirects
  for each row execute function public.notify_site_change();

create trigger blog_posts_site_change
  after insert or update or delete on public.blog_posts
  for each row execute function public.notify_site_change();

create trigger profiles_site_change
  after insert or update or delete on public.profiles
  for each row execute function public.notify_site_change();
