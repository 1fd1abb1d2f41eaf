-- Quiz questions (staff only; learners get them through functions that never reveal answers),
-- learner progress and quiz attempts, with the integrity rules a client cannot bypass.

create table public.quiz_questions (
  id uuid primary key default gen_random_uuid(),
  module_id uuid not null references public.education_modules (id) on delete cascade,
  question_text text not null,
  question_type text not null default 'multiple_choice',
  -- A list of strings for multiple choice, otherwise null (an object keyed map is tolerated by the UI).
  options jsonb,
  correct_answer text not null,
  explanation text,
  points integer not null default 1,
  sort_order integer not null default 0,
  difficulty_level text not null default 'medium',
  time_limit_seconds integer default 0,
  feedback_correct text,
  feedback_incorrect text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint quiz_questions_question_text_required check (btrim(question_text) <> ''),
  constraint quiz_questions_question_text_max_length check (char_length(question_text) <= 500),
  constraint quiz_questions_question_type_check check (question_type in ('multiple_choice', 'true_false', 'short_answer')),
  constraint quiz_questions_options_shape check (options is null or jsonb_typeof(options) in ('array', 'object')),
  constraint quiz_questions_correct_answer_required check (btrim(correct_answer) <> ''),
  constraint quiz_questions_points_range check (points between 1 and 100),
  constraint quiz_questions_sort_order_min check (sort_order >= 0),
  constraint quiz_questions_difficulty_level_check check (difficulty_level in ('easy', 'medium', 'hard')),
  constraint quiz_questions_time_limit_min check (time_limit_seconds is null or time_limit_seconds >= 0)
);
create index quiz_questions_module_sort_idx on public.quiz_questions (module_id, sort_order);

create table public.user_progress (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  module_id uuid not null references public.education_modules (id) on delete cascade,
  status text not null default 'in_progress',
  progress_percentage integer not null default 0,
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_progress_user_id_module_id_key unique (user_id, module_id),
  constraint user_progress_status_check check (status in ('in_progress', 'completed')),
  constraint user_progress_percentage_range check (progress_percentage between 0 and 100)
);
create index user_progress_module_id_idx on public.user_progress (module_id);

create table public.quiz_attempts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  module_id uuid not null references public.education_modules (id) on delete cascade,
  score integer not null default 0,
  total_questions integer not null default 0,
  correct_answers integer,
  passed boolean not null default false,
  attempt_number integer not null default 1,
  answers jsonb,
  scored_at timestamptz,
  created_at timestamptz not null default now(),
  constraint quiz_attempts_user_module_number_key unique (user_id, module_id, attempt_number),
  constraint quiz_attempts_score_range check (score between 0 and 100),
  constraint quiz_attempts_total_questions_min check (total_questions >= 0)
);
create index quiz_attempts_module_id_idx on public.quiz_attempts (module_id);

create trigger quiz_questions_set_updated_at before update on public.quiz_questions
  for each row execute function public.set_updated_at();
create trigger user_progress_set_updated_at before update on public.user_progress
  for each row execute function public.set_updated_at();

-- attempt_number is 1 + the user's earlier attempts on the module, whatever the client sent.
-- SECURITY DEFINER so it counts every earlier attempt; the advisory lock orders concurrent inserts.
create or replace function public.quiz_attempts_number() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended(new.user_id::text || '/' || new.module_id::text, 0));
  select coalesce(max(a.attempt_number), 0) + 1 into new.attempt_number
  from public.quiz_attempts a
  where a.user_id = new.user_id and a.module_id = new.module_id;
  return new;
end;
$$;
revoke execute on function public.quiz_attempts_number() from public, anon, authenticated;

create trigger quiz_attempts_number before insert on public.quiz_attempts
  for each row execute function public.quiz_attempts_number();

-- Progress rules: completion sticks (reopening a finished module never un-finishes it), a completed row is
-- 100% with a completion time, and a module with quiz questions is completed only after a passed attempt.
-- SECURITY DEFINER: learners may not read quiz_questions, yet the guard must look at them.
create or replace function public.user_progress_guard() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.status = 'completed' then
    new.status := 'completed';
    new.completed_at := old.completed_at;
  end if;
  if new.status = 'completed' then
    if (tg_op = 'INSERT' or old.status <> 'completed')
       and exists (select 1 from public.quiz_questions q where q.module_id = new.module_id)
       and not exists (
         select 1 from public.quiz_attempts a
         where a.user_id = new.user_id and a.module_id = new.module_id and a.passed) then
      raise exception 'This module is completed by passing its quiz'
        using errcode = '23514', constraint = 'user_progress_completion_requires_passed_quiz',
              detail = 'A module with quiz questions is marked completed only by a passed quiz attempt.';
    end if;
    new.progress_percentage := 100;
    new.completed_at := coalesce(new.completed_at, now());
  else
    new.completed_at := null;
  end if;
  return new;
end;
$$;
revoke execute on function public.user_progress_guard() from public, anon, authenticated;

create trigger user_progress_guard before insert or update on public.user_progress
  for each row execute function public.user_progress_guard();

alter table public.quiz_questions enable row level security;
alter table public.user_progress enable row level security;
alter table public.quiz_attempts enable row level security;

create policy quiz_questions_select_staff on public.quiz_questions
  for select to authenticated using ((select public.has_admin_access(auth.uid())));
create policy quiz_questions_insert_staff on public.quiz_questions
  for insert to authenticated with check ((select public.has_admin_access(auth.uid())));
create policy quiz_questions_update_staff on public.quiz_questions
  for update to authenticated
  using ((select public.has_admin_access(auth.uid())))
  with check ((select public.has_admin_access(auth.uid())));
create policy quiz_questions_delete_staff on public.quiz_questions
  for delete to authenticated using ((select public.has_admin_access(auth.uid())));

create policy user_progress_select_own on public.user_progress
  for select to authenticated using (user_id = (select auth.uid()));
create policy user_progress_select_staff on public.user_progress
  for select to authenticated using ((select public.has_admin_access(auth.uid())));
create policy user_progress_insert_own on public.user_progress
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy user_progress_update_own on public.user_progress
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy quiz_attempts_select_own on public.quiz_attempts
  for select to authenticated using (user_id = (select auth.uid()));
create policy quiz_attempts_select_staff on public.quiz_attempts
  for select to authenticated using ((select public.has_admin_access(auth.uid())));
-- A new attempt is unscored; only calculate_quiz_score() (SECURITY DEFINER) writes a score.
create policy quiz_attempts_insert_own_unscored on public.quiz_attempts
  for insert to authenticated
  with check (user_id = (select auth.uid()) and score = 0 and passed = false);

revoke all on table public.quiz_questions, public.user_progress, public.quiz_attempts from anon, authenticated;
grant select, insert, update, delete on table public.quiz_questions to authenticated;
grant select, insert, update on table public.user_progress to authenticated;
grant select on table public.quiz_attempts to authenticated;
grant insert (user_id, module_id, score, total_questions, passed, attempt_number)
  on table public.quiz_attempts to authenticated;
grant all on table public.quiz_questions, public.user_progress, public.quiz_attempts to service_role;
