-- Remote functions for learners and the quiz admin list. Each one: fixed search_path, fully qualified
-- names, EXECUTE revoked from public and granted only to the roles that call it.

-- Staff list of a module's questions, answers included. SECURITY INVOKER: RLS already lets staff read
-- quiz_questions; the explicit check turns "no rows" into a clear refusal for everyone else.
create or replace function public.get_quiz_questions_admin(module_uuid uuid)
returns setof public.quiz_questions
language plpgsql stable
set search_path = ''
as $$
begin
  if not public.has_admin_access(auth.uid()) then
    raise exception 'Admin or Editor role is required' using errcode = '42501';
  end if;
  return query
    select q.* from public.quiz_questions q
    where q.module_id = module_uuid
    order by q.sort_order, q.created_at;
end;
$$;

-- What a learner sees of a quiz: never the answer, the explanation or the feedback.
-- SECURITY DEFINER because learners cannot read quiz_questions themselves.
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
  where q.module_id = module_uuid and auth.uid() is not null
  order by q.sort_order, q.created_at
$$;

-- Scores the caller's own attempt, once. score = round(100 × correct ÷ questions); passed when the score
-- reaches the module's pass_threshold; a pass completes the module. Short and true/false answers are
-- compared trimmed and case-insensitively, multiple-choice answers trimmed.
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

-- The answers of a module, only for the caller's own attempt on it, and only once it was scored.
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
  ) then
    raise exception 'Answers are shown only for your own scored attempt' using errcode = '42501';
  end if;
  return query
    select q.id, q.correct_answer, q.explanation
    from public.quiz_questions q
    where q.module_id = module_uuid
    order by q.sort_order, q.created_at;
end;
$$;

-- The caller's certificate for a course they completed (every module completed); idempotent.
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
  select count(*)::integer, count(p.id) filter (where p.status = 'completed')::integer, max(p.completed_at)
    into v_modules, v_done, v_completed_at
  from public.education_modules m
  left join public.user_progress p on p.module_id = m.id and p.user_id = v_uid
  where m.category_id = category_uuid;
  if v_modules = 0 or v_done < v_modules then
    raise exception 'Complete every module of this course to get its certificate'
      using errcode = 'P0001', detail = format('%s of %s modules completed.', v_done, v_modules);
  end if;
  select coalesce(p.full_name, u.email, 'Learner') into v_name
  from auth.users u left join public.profiles p on p.user_id = u.id
  where u.id = v_uid;

  insert into public.certificates (user_id, category_id, verification_code, recipient_name, course_name, completed_at)
  values (v_uid, category_uuid,
          substr(v_hex, 1, 4) || '-' || substr(v_hex, 5, 4) || '-' || substr(v_hex, 9, 4),
          coalesce(v_name, 'Learner'), v_course, coalesce(v_completed_at, now()))
  on conflict on constraint certificates_user_id_category_id_key do nothing;

  select c.* into v_cert from public.certificates c where c.user_id = v_uid and c.category_id = category_uuid;
  return v_cert;
end;
$$;

-- The public verification page: one certificate by its code, nothing else.
create or replace function public.verify_certificate(code text)
returns table (
  verification_code text, recipient_name text, course_name text, completed_at timestamptz, issued_at timestamptz
)
language sql stable security definer
set search_path = ''
as $$
  select c.verification_code, c.recipient_name, c.course_name, c.completed_at, c.issued_at
  from public.certificates c
  where c.verification_code = upper(btrim(code))
$$;

revoke execute on function
  public.get_quiz_questions_admin(uuid), public.get_quiz_questions_for_user(uuid),
  public.calculate_quiz_score(uuid, jsonb), public.get_quiz_answers(uuid, uuid),
  public.issue_certificate(uuid), public.verify_certificate(text)
  from public, anon, authenticated;
grant execute on function
  public.get_quiz_questions_admin(uuid), public.get_quiz_questions_for_user(uuid),
  public.calculate_quiz_score(uuid, jsonb), public.get_quiz_answers(uuid, uuid),
  public.issue_certificate(uuid)
  to authenticated, service_role;
grant execute on function public.verify_certificate(text) to anon, authenticated, service_role;
