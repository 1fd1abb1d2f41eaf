-- Honest progress and certificates (issue 9, "forged completion"; docs/decisions/0006-honest-progress.md).
-- A learner could move a completed row to other modules (PATCH module_id), choose completed_at, and get a
-- certificate from the status column alone. From here on the database decides what "completed" means:
--   * user_id and module_id of a progress row never change;
--   * completed_at is always the database's clock (a client value is ignored);
--   * a module with quiz questions is completed only with a passed, server-scored attempt;
--   * a module without quiz questions only once its last slide was reached (or it has no slides);
--   * both rules hold on every insert and update, and issue_certificate() checks them again per module.

-- The learner player's resume point (issue 12) and the proof that the slides were reached.
-- last_slide_index: the slide last seen (0-based), written by the client, within 0..slide_count-1.
-- furthest_slide_index: the greatest index ever written, kept by the trigger below; clients cannot set it.
alter table public.user_progress
  add column last_slide_index integer,
  add column furthest_slide_index integer,
  add constraint user_progress_last_slide_index_min check (last_slide_index is null or last_slide_index >= 0),
  add constraint user_progress_furthest_slide_index_min check (furthest_slide_index is null or furthest_slide_index >= 0);

-- The one completion rule, shared by the progress trigger and issue_certificate(). Both callers are
-- SECURITY DEFINER (learners may not read quiz_questions), so this runs with the owner's rights without
-- being SECURITY DEFINER itself; API roles may not call it.
-- "Server-scored" = scored_at set and passed: only calculate_quiz_score() writes either column (learners
-- may insert attempts only unscored, and have no UPDATE on quiz_attempts).
create or replace function public.module_requirement_met(user_uuid uuid, module_uuid uuid, furthest_slide integer)
returns boolean
language sql stable
set search_path = ''
as $$
  select case
    when exists (select 1 from public.quiz_questions q where q.module_id = module_uuid) then exists (
      select 1 from public.quiz_attempts a
      where a.user_id = user_uuid and a.module_id = module_uuid and a.passed and a.scored_at is not null)
    else coalesce(furthest_slide, -1) >= (select count(*) from public.module_slides s where s.module_id = module_uuid) - 1
  end
$$;
revoke execute on function public.module_requirement_met(uuid, uuid, integer) from public, anon, authenticated;
grant execute on function public.module_requirement_met(uuid, uuid, integer) to service_role;

-- Replaces the guard of 20261123000500_quiz.sql (same trigger, new body).
create or replace function public.user_progress_guard() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_slides integer;
  v_was_completed boolean := tg_op = 'UPDATE' and old.status = 'completed';
begin
  if tg_op = 'UPDATE' and (new.user_id is distinct from old.user_id or new.module_id is distinct from old.module_id) then
    raise exception 'A progress row keeps its user and module'
      using errcode = '23514', constraint = 'user_progress_keys_immutable',
            detail = 'user_id and module_id never change; progress on another module is a new row.';
  end if;

  if new.last_slide_index is not null
     and (tg_op = 'INSERT' or new.last_slide_index is distinct from old.last_slide_index) then
    select count(*)::integer into v_slides from public.module_slides s where s.module_id = new.module_id;
    if new.last_slide_index >= v_slides then
      raise exception 'The slide index is outside this module''s slides'
        using errcode = '23514', constraint = 'user_progress_slide_index_range',
              detail = format('This module has %s slides; last_slide_index must be between 0 and %s.', v_slides, v_slides - 1);
    end if;
  end if;
  -- The furthest slide only grows, whatever the client sends (greatest() skips nulls).
  new.furthest_slide_index := case when tg_op = 'INSERT' then new.last_slide_index
                                   else greatest(old.furthest_slide_index, new.last_slide_index) end;

  if new.status = 'completed' or v_was_completed then
    if public.module_requirement_met(new.user_id, new.module_id, new.furthest_slide_index) then
      -- Completion sticks (reopening a finished module never un-finishes it) and keeps its first time.
      new.status := 'completed';
      new.progress_percentage := 100;
      new.completed_at := case when v_was_completed then old.completed_at else now() end;
      return new;
    end if;
    if not v_was_completed then
      if exists (select 1 from public.quiz_questions q where q.module_id = new.module_id) then
        raise exception 'This module is completed by passing its quiz'
          using errcode = '23514', constraint = 'user_progress_completion_requires_passed_quiz',
                detail = 'A module with quiz questions is marked completed only by a passed quiz attempt.';
      end if;
      raise exception 'This module is completed by reaching its last slide'
        using errcode = '23514', constraint = 'user_progress_completion_requires_last_slide',
              detail = 'Send last_slide_index for each slide seen; the module completes once the last one was reached.';
    end if;
    -- A row completed earlier whose module no longer qualifies (a quiz or slides were added since): it is
    -- in progress again rather than a dead end that refuses every later update.
    new.status := 'in_progress';
  end if;
  new.completed_at := null;
  return new;
end;
$$;
revoke execute on function public.user_progress_guard() from public, anon, authenticated;

-- Only what the learner screens write (SPEC §7: upsert of user_id, module_id, status, progress_percentage,
-- completed_at; plus the slide index). user_id is pinned by RLS, user_id/module_id changes are refused and
-- completed_at is overwritten by the trigger; they stay grantable because an upsert's DO UPDATE SET names
-- every column of its payload. No delete, no furthest_slide_index, no timestamps.
revoke insert, update, delete on table public.user_progress from authenticated;
grant insert (user_id, module_id, status, progress_percentage, completed_at, last_slide_index)
  on table public.user_progress to authenticated;
grant update (user_id, module_id, status, progress_percentage, completed_at, last_slide_index)
  on table public.user_progress to authenticated;

-- The caller's certificate for a course whose every module meets the completion rule again now (quiz
-- modules: a passed scored attempt; others: the last slide reached), not merely marked completed.
-- Idempotent; the date is the latest database-set completion time; the name is never the e-mail.
create or replace function public.issue_certificate(category_uuid uuid)
returns public.certificates
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_course text;
  v_modules integer;
  v_done integer;
  v_completed_at timestamptz;
  v_name text;
  v_hex text := upper(replace(gen_random_uuid()::text, '-', ''));
  v_cert public.certificates%rowtype;
begin
  if v_uid is null then
    raise exception 'Sign in to get a certificate' using errcode = '42501';
  end if;
  select c.name into v_course from public.education_categories c where c.id = category_uuid;
  if not found then
    raise exception 'Course not found' using errcode = 'P0001';
  end if;
  -- Once issued, a certificate stays valid even if modules are added to the course later.
  select c.* into v_cert from public.certificates c where c.user_id = v_uid and c.category_id = category_uuid;
  if found then
    return v_cert;
  end if;
  select count(*)::integer,
         count(p.id) filter (where p.status = 'completed'
           and public.module_requirement_met(v_uid, m.id, p.furthest_slide_index))::integer,
         max(p.completed_at)
    into v_modules, v_done, v_completed_at
  from public.education_modules m
  left join public.user_progress p on p.module_id = m.id and p.user_id = v_uid
  where m.category_id = category_uuid;
  if v_modules = 0 or v_done < v_modules then
    raise exception 'Complete every module of this course to get its certificate'
      using errcode = 'P0001', detail = format('%s of %s modules completed.', v_done, v_modules);
  end if;
  select coalesce(nullif(btrim(p.full_name), ''), nullif(btrim(p.username), ''), 'Learner') into v_name
  from public.profiles p where p.user_id = v_uid;

  insert into public.certificates (user_id, category_id, verification_code, recipient_name, course_name, completed_at)
  values (v_uid, category_uuid,
          substr(v_hex, 1, 4) || '-' || substr(v_hex, 5, 4) || '-' || substr(v_hex, 9, 4),
          coalesce(v_name, 'Learner'), v_course, coalesce(v_completed_at, now()))
  on conflict on constraint certificates_user_id_category_id_key do nothing;

  select c.* into v_cert from public.certificates c where c.user_id = v_uid and c.category_id = category_uuid;
  return v_cert;
end;
$$;
revoke execute on function public.issue_certificate(uuid) from public, anon, authenticated;
grant execute on function public.issue_certificate(uuid) to authenticated, service_role;

-- Certificates issued before this migration may carry the learner's e-mail as the name shown on the public
-- verification page: replace it by the same fallback as above.
update public.certificates c
   set recipient_name = coalesce(nullif(btrim(p.full_name), ''), nullif(btrim(p.username), ''), 'Learner')
  from auth.users u left join public.profiles p on p.user_id = u.id
 where u.id = c.user_id and lower(c.recipient_name) = lower(u.email);
