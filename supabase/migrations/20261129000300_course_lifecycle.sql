-- Course lifecycle (issue 25, items 6 and 5a): draft → published → archived.
--
--   * education_categories.status and education_modules.status are 'draft' or 'published'. Rows that existed
--     before this migration are published (the demo content stays visible); new rows start as drafts.
--     published_at is the database's clock at the last move to published (null while a draft).
--   * education_categories.archived_at (null = live): staff archive a course by setting it and restore it by
--     clearing it, with a plain UPDATE through the staff update policy (no extra function). The trigger below
--     writes the database's clock whatever time the client sent.
--   * A learner (anyone without staff access) sees a course only while it is published and not archived, and
--     a module only while it and its course are; slides, quiz questions, progress, attempts, answers and
--     certificates follow the modules. Staff (has_admin_access) see and preview everything.
--   * A course with issued certificates cannot be deleted (SQLSTATE 23503, constraint
--     education_categories_keep_certificates): archive it instead. Its certificates, their public
--     verification page and PDF keep working (verify_certificate() reads certificates alone; course_name is
--     a copy). A course without certificates is deleted as before, with everything in it.

alter table public.education_categories
  add column status text not null default 'published',
  add column published_at timestamptz,
  add column archived_at timestamptz;
-- Backfill without touching updated_at (the rows did not change for their readers).
alter table public.education_categories disable trigger education_categories_set_updated_at;
update public.education_categories set published_at = created_at;
alter table public.education_categories enable trigger education_categories_set_updated_at;
alter table public.education_categories
  alter column status set default 'draft',
  add constraint education_categories_status_check check (status in ('draft', 'published'));

alter table public.education_modules
  add column status text not null default 'published',
  add column published_at timestamptz;
alter table public.education_modules disable trigger education_modules_set_updated_at;
update public.education_modules set published_at = created_at;
alter table public.education_modules enable trigger education_modules_set_updated_at;
alter table public.education_modules
  alter column status set default 'draft',
  add constraint education_modules_status_check check (status in ('draft', 'published'));

-- published_at and archived_at are the database's clock, set when the state changes and kept otherwise.
create or replace function public.education_lifecycle_times() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'published' then
    if tg_op = 'INSERT' or old.status is distinct from 'published' then
      new.published_at := now();
    else
      new.published_at := old.published_at;
    end if;
  else
    new.published_at := null;
  end if;
  if tg_table_name = 'education_categories' then
    if new.archived_at is null then
      null;
    elsif tg_op = 'INSERT' or old.archived_at is null then
      new.archived_at := now();
    else
      new.archived_at := old.archived_at;
    end if;
  end if;
  return new;
end;
$$;
revoke execute on function public.education_lifecycle_times() from public, anon, authenticated;

create trigger education_categories_lifecycle_times before insert or update on public.education_categories
  for each row execute function public.education_lifecycle_times();
create trigger education_modules_lifecycle_times before insert or update on public.education_modules
  for each row execute function public.education_lifecycle_times();

create index education_categories_live_idx on public.education_categories (sort_order)
  where status = 'published' and archived_at is null;

-- May the caller learn from this module? Live (module and course published, course not archived), or the
-- caller is staff (previewing). For the SECURITY DEFINER learner functions and triggers below; API roles do
-- not call it.
create or replace function public.module_open_to_caller(module_uuid uuid) returns boolean
language sql stable
set search_path = ''
as $$
  select exists (
    select 1
    from public.education_modules m
    join public.education_categories c on c.id = m.category_id
    where m.id = module_uuid
      and m.status = 'published' and c.status = 'published' and c.archived_at is null
  ) or (auth.uid() is not null and public.has_admin_access(auth.uid()))
$$;
revoke execute on function public.module_open_to_caller(uuid) from public, anon, authenticated;
grant execute on function public.module_open_to_caller(uuid) to service_role;

-- Reading: learners see live content only; staff see everything.
drop policy education_categories_select_signed_in on public.education_categories;
drop policy education_modules_select_signed_in on public.education_modules;
drop policy module_slides_select_signed_in on public.module_slides;

create policy education_categories_select_live on public.education_categories
  for select to authenticated
  using (status = 'published' and archived_at is null);
create policy education_categories_select_staff on public.education_categories
  for select to authenticated
  using ((select public.has_admin_access(auth.uid())));

create policy education_modules_select_live on public.education_modules
  for select to authenticated
  using (status = 'published' and exists (
    select 1 from public.education_categories c
    where c.id = education_modules.category_id and c.status = 'published' and c.archived_at is null));
create policy education_modules_select_staff on public.education_modules
  for select to authenticated
  using ((select public.has_admin_access(auth.uid())));

create policy module_slides_select_live on public.module_slides
  for select to authenticated
  using (exists (
    select 1
    from public.education_modules m
    join public.education_categories c on c.id = m.category_id
    where m.id = module_slides.module_id
      and m.status = 'published' and c.status = 'published' and c.archived_at is null));
create policy module_slides_select_staff on public.module_slides
  for select to authenticated
  using ((select public.has_admin_access(auth.uid())));

-- Writing progress and attempts: only on modules open to the caller. SECURITY INVOKER on purpose: the
-- caller's own read policies above decide (live, or staff). The owner (calculate_quiz_score(), which checks
-- for itself) and the service role read past RLS; the server's own work (no auth.uid()) is not limited.
create or replace function public.education_refuse_closed_module() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if auth.uid() is not null
     and not exists (select 1 from public.education_modules m where m.id = new.module_id) then
    raise exception 'This module is not available'
      using errcode = '42501', constraint = 'education_module_not_available',
            detail = 'The module or its course is a draft or was archived.';
  end if;
  return new;
end;
$$;
revoke execute on function public.education_refuse_closed_module() from public, anon, authenticated;

create trigger user_progress_module_open before insert or update on public.user_progress
  for each row execute function public.education_refuse_closed_module();
create trigger quiz_attempts_module_open before insert on public.quiz_attempts
  for each row execute function public.education_refuse_closed_module();

-- Deleting a course would cascade to its certificates and break their verification pages.
-- SECURITY INVOKER: only staff (who read every certificate) and the owner or service role may delete.
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
      using errcode = '23503', constraint = 'education_categories_keep_certificates',
            detail = format('%s certificates were issued for this course.', v_count),
            hint = 'Archive the course to hide it from learners; its certificates stay valid.';
  end if;
  return old;
end;
$$;
revoke execute on function public.education_categories_keep_certificates() from public, anon, authenticated;

create trigger education_categories_keep_certificates before delete on public.education_categories
  for each row execute function public.education_categories_keep_certificates();

-- The learner functions of 20261123000700 / 20261124000100, now limited to open modules.

-- A closed module has no quiz for a learner (an empty list, as for an unknown module).
create or replace function public.get_quiz_questions_for_user(module_uuid uuid)
returns table (
  id uuid, question_text text, question_type text, options jsonb,
  points integer, sort_order integer, time_limit_seconds integer
)
language sql stable security definer
set search_path = ''
as $$
  select q.id, q.question_text, q.question_type, q.options, q.points, q.sort_order, q.time_limit_seconds
  from public.quiz_questions q
  where q.module_id = module_uuid and auth.uid() is not null and public.module_open_to_caller(module_uuid)
  order by q.sort_order, q.created_at
$$;

-- Same body as before, plus: the attempt's module must be open to the caller.
create or replace function public.calculate_quiz_score(attempt_uuid uuid, user_answers jsonb)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_attempt public.quiz_attempts%rowtype;
  v_threshold integer;
  v_total integer;
  v_correct integer;
  v_score integer;
  v_passed boolean;
begin
  if v_uid is null then
    raise exception 'Sign in to submit a quiz' using errcode = '42501';
  end if;
  if user_answers is null or jsonb_typeof(user_answers) <> 'object' then
    raise exception 'user_answers must be an object mapping question ids to answers' using errcode = '22023';
  end if;
  select a.* into v_attempt from public.quiz_attempts a where a.id = attempt_uuid for update;
  if not found or v_attempt.user_id <> v_uid then
    raise exception 'Quiz attempt not found'
      using errcode = '42501', detail = 'Only your own quiz attempts can be scored.';
  end if;
  if not public.module_open_to_caller(v_attempt.module_id) then
    raise exception 'This module is not available'
      using errcode = '42501', detail = 'The module or its course is a draft or was archived.';
  end if;
  if v_attempt.scored_at is not null then
    raise exception 'This quiz attempt has already been scored'
      using errcode = 'P0001', hint = 'Start a new attempt to try again.';
  end if;

  select count(*)::integer,
         count(*) filter (where case q.question_type
           when 'multiple_choice' then btrim(user_answers ->> q.id::text) = btrim(q.correct_answer)
           else lower(btrim(user_answers ->> q.id::text)) = lower(btrim(q.correct_answer))
         end)::integer
    into v_total, v_correct
  from public.quiz_questions q
  where q.module_id = v_attempt.module_id;
  if v_total = 0 then
    raise exception 'This module has no quiz questions' using errcode = 'P0001';
  end if;

  select m.pass_threshold into v_threshold from public.education_modules m where m.id = v_attempt.module_id;
  v_score := round(100.0 * v_correct / v_total)::integer;
  v_passed := v_score >= coalesce(v_threshold, 70);

  update public.quiz_attempts a
     set score = v_score, passed = v_passed, total_questions = v_total, correct_answers = v_correct,
         answers = user_answers, scored_at = now()
   where a.id = attempt_uuid;

  if v_passed then
    insert into public.user_progress (user_id, module_id, status, progress_percentage, completed_at)
    values (v_uid, v_attempt.module_id, 'completed', 100, now())
    on conflict on constraint user_progress_user_id_module_id_key
    do update set status = 'completed', progress_percentage = 100;
  end if;

  return jsonb_build_object('score', v_score, 'passed', v_passed, 'correct', v_correct, 'total', v_total);
end;
$$;

create or replace function public.get_quiz_answers(module_uuid uuid, user_quiz_attempt_id uuid)
returns table (question_id uuid, correct_answer text, explanation text)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.quiz_attempts a
    where a.id = user_quiz_attempt_id and a.module_id = module_uuid
      and a.user_id = auth.uid() and a.scored_at is not null
  ) or not public.module_open_to_caller(module_uuid) then
    raise exception 'Answers are shown only for your own scored attempt' using errcode = '42501';
  end if;
  return query
    select q.id, q.correct_answer, q.explanation
    from public.quiz_questions q
    where q.module_id = module_uuid
    order by q.sort_order, q.created_at;
end;
$$;

-- Certificates: only for a live course (staff previewing a draft get none, so a preview never makes a course
-- undeletable), counting its published modules (drafts are invisible to learners). A certificate already
-- issued is still returned for an archived course: it stays valid.
create or replace function public.issue_certificate(category_uuid uuid)
returns public.certificates
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_course text;
  v_live boolean;
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
  select c.name, c.status = 'published' and c.archived_at is null into v_course, v_live
  from public.education_categories c where c.id = category_uuid;
  if not found then
    raise exception 'Course not found' using errcode = 'P0001';
  end if;
  -- Once issued, a certificate stays valid even if modules are added to the course later.
  select c.* into v_cert from public.certificates c where c.user_id = v_uid and c.category_id = category_uuid;
  if found then
    return v_cert;
  end if;
  if not v_live then
    raise exception 'Course not found'
      using errcode = 'P0001', detail = 'Certificates are issued only for published courses.';
  end if;
  select count(*)::integer,
         count(p.id) filter (where p.status = 'completed'
           and public.module_requirement_met(v_uid, m.id, p.furthest_slide_index))::integer,
         max(p.completed_at)
    into v_modules, v_done, v_completed_at
  from public.education_modules m
  left join public.user_progress p on p.module_id = m.id and p.user_id = v_uid
  where m.category_id = category_uuid and m.status = 'published';
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

revoke execute on function
  public.get_quiz_questions_for_user(uuid), public.calculate_quiz_score(uuid, jsonb),
  public.get_quiz_answers(uuid, uuid), public.issue_certificate(uuid)
  from public, anon, authenticated;
grant execute on function
  public.get_quiz_questions_for_user(uuid), public.calculate_quiz_score(uuid, jsonb),
  public.get_quiz_answers(uuid, uuid), public.issue_certificate(uuid)
  to authenticated, service_role;
