-- SPEC §4's question rules, held by the database as well as the form (issue 11: "everything a client might
-- skip is also refused by the database"). The question form drops blank options, keeps options only for
-- multiple choice, picks the correct answer from the options, and stores True/False as 'true'/'false';
-- a client that skips the form now meets the same rules here.
--
-- An object-keyed `options` map (SPEC §3: "the display also copes with an object keyed map") stays allowed
-- as it was; the list rules below apply to the list shape the form writes.

create or replace function public.quiz_options_are_valid(options jsonb, correct_answer text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when options is null or jsonb_typeof(options) <> 'array' then true
    else jsonb_array_length(options) >= 1
      and not exists (
        select 1 from jsonb_array_elements(options) as e(value)
        where jsonb_typeof(e.value) <> 'string' or btrim(e.value #>> '{}') = ''
      )
      and options ? correct_answer
  end
$$;

comment on function public.quiz_options_are_valid(jsonb, text) is
  'A multiple-choice option list: at least one option, every option a non-blank string, the correct answer one of them.';

alter table public.quiz_questions
  add constraint quiz_questions_options_only_multiple_choice
    check (question_type = 'multiple_choice' or options is null),
  add constraint quiz_questions_true_false_answer
    check (question_type <> 'true_false' or correct_answer in ('true', 'false')),
  add constraint quiz_questions_options_valid
    check (question_type <> 'multiple_choice' or public.quiz_options_are_valid(options, correct_answer));

-- The constraint runs with the inserting role's rights: staff write questions as `authenticated`.
revoke execute on function public.quiz_options_are_valid(jsonb, text) from public, anon;
grant execute on function public.quiz_options_are_valid(jsonb, text) to authenticated, service_role;
