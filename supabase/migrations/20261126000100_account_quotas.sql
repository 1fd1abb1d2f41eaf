-- Per-account quotas for what accounts without staff access can store (issue 22, finding 6). Sign-up is open, so
-- without them one new learner could fill the disk through their own drafts (2 MB each, ~18 MB/s) or the answers
-- of their own quiz attempts. Staff, the service role and the server's own jobs (no auth.uid()) are not limited.
-- Each check takes a per-account transaction lock, so parallel writes of one account cannot both slip under a limit.
-- The checks run as the caller (no SECURITY DEFINER): row-level security already shows an account all its own rows.
--
--   blog posts (own drafts)   at most 50 posts and 5 MB in all (each post's size = its row as text)
--   quiz attempts             at most 50 per module and 1,000 in all; an attempt's answers at most 64 KB

create or replace function public.enforce_post_quota()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  max_posts constant integer := 50;
  max_bytes constant bigint := 5 * 1024 * 1024;
  v_posts integer;
  v_bytes bigint;
begin
  if auth.uid() is null or new.author_id is distinct from auth.uid()
     or exists (select 1 from public.profiles p where p.user_id = auth.uid() and p.role in ('admin', 'editor')) then
    return new;
  end if;
  -- An update that does not grow the post never counts against the quota (so a full account can still trim).
  if tg_op = 'UPDATE' and octet_length(new::text) <= octet_length(old::text) then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('account-quota:' || auth.uid()::text, 0));
  select count(*)::integer, coalesce(sum(octet_length(p::text)), 0)
    into v_posts, v_bytes
  from public.blog_posts p
  where p.author_id = new.author_id and p.id <> new.id;
  if tg_op = 'INSERT' and v_posts + 1 > max_posts then
    raise exception 'Post limit reached: you can keep at most % posts', max_posts
      using errcode = 'P0001', detail = format('You have %s posts.', v_posts),
            hint = 'Delete drafts you no longer need, or ask an editor to publish or remove some.';
  end if;
  if v_bytes + octet_length(new::text) > max_bytes then
    raise exception 'Storage limit reached: your posts can hold at most 5 MB in all'
      using errcode = 'P0001',
            detail = format('Your other posts hold %s KB; this one would need %s KB.', v_bytes / 1024, octet_length(new::text) / 1024),
            hint = 'Shorten this post or delete drafts you no longer need.';
  end if;
  return new;
end;
$$;
revoke execute on function public.enforce_post_quota() from public, anon, authenticated;

create trigger blog_posts_account_quota
  before insert or update on public.blog_posts
  for each row execute function public.enforce_post_quota();

create or replace function public.enforce_quiz_attempt_quota()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  max_per_module constant integer := 50;
  max_total constant integer := 1000;
  max_answer_bytes constant integer := 64 * 1024;
  v_module integer;
  v_total integer;
begin
  -- Answers are written by calculate_quiz_score() for everyone: no quiz needs 64 KB of them.
  if new.answers is not null and octet_length(new.answers::text) > max_answer_bytes then
    raise exception 'Quiz answers are too large: at most 64 KB per attempt'
      using errcode = 'P0001', detail = format('These answers are %s KB.', octet_length(new.answers::text) / 1024);
  end if;
  if tg_op <> 'INSERT' or auth.uid() is null or new.user_id is distinct from auth.uid()
     or exists (select 1 from public.profiles p where p.user_id = auth.uid() and p.role in ('admin', 'editor')) then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('account-quota:' || auth.uid()::text, 0));
  select count(*) filter (where a.module_id = new.module_id)::integer, count(*)::integer
    into v_module, v_total
  from public.quiz_attempts a
  where a.user_id = new.user_id;
  if v_module + 1 > max_per_module then
    raise exception 'Attempt limit reached: at most % attempts per quiz', max_per_module
      using errcode = 'P0001', hint = 'Contact us if you need to take this quiz again.';
  end if;
  if v_total + 1 > max_total then
    raise exception 'Attempt limit reached: at most % quiz attempts in all', max_total
      using errcode = 'P0001', hint = 'Contact us if you need to take more quizzes.';
  end if;
  return new;
end;
$$;
revoke execute on function public.enforce_quiz_attempt_quota() from public, anon, authenticated;

create trigger quiz_attempts_account_quota
  before insert or update on public.quiz_attempts
  for each row execute function public.enforce_quiz_attempt_quota();
