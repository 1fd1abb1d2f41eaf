-- Courses → modules → slides. Signed-in users read; staff manage. Deleting a course deletes its modules,
-- and with them their slides, questions, progress and attempts (the delete confirmations promise this).

create table public.education_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint education_categories_name_required check (btrim(name) <> ''),
  constraint education_categories_name_max_length check (char_length(name) <= 100),
  constraint education_categories_description_max_length check (description is null or char_length(description) <= 500),
  constraint education_categories_sort_order_min check (sort_order >= 0)
);
create index education_categories_sort_order_idx on public.education_categories (sort_order);

create table public.education_modules (
  id uuid primary key default gen_random_uuid(),
  category_id uuid not null references public.education_categories (id) on delete cascade,
  title text not null,
  description text,
  content_type text not null default 'slides',
  content_text text,
  content_url text,
  duration_minutes integer not null default 30,
  points integer not null default 10,
  is_required boolean not null default false,
  sort_order integer not null default 0,
  pass_threshold integer not null default 70,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint education_modules_title_required check (btrim(title) <> ''),
  constraint education_modules_title_max_length check (char_length(title) <= 200),
  constraint education_modules_description_max_length check (description is null or char_length(description) <= 1000),
  constraint education_modules_content_type_check check (content_type in ('slides', 'video', 'article', 'quiz')),
  constraint education_modules_content_url_format check (
    content_url is null or content_url = '' or content_url ~* '^https?://[^[:space:]]+$'),
  constraint education_modules_duration_range check (duration_minutes between 1 and 600),
  constraint education_modules_points_range check (points between 1 and 1000),
  constraint education_modules_sort_order_min check (sort_order >= 0),
  constraint education_modules_pass_threshold_range check (pass_threshold between 1 and 100)
);
create index education_modules_category_sort_idx on public.education_modules (category_id, sort_order);
create index education_modules_sort_order_idx on public.education_modules (sort_order);

create table public.module_slides (
  id uuid primary key default gen_random_uuid(),
  module_id uuid not null references public.education_modules (id) on delete cascade,
  title text not null,
  content text,
  slide_type text not null default 'content',
  media_url text,
  sort_order integer not null default 0,
  footnotes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint module_slides_title_required check (btrim(title) <> ''),
  constraint module_slides_title_max_length check (char_length(title) <= 200),
  constraint module_slides_slide_type_check check (slide_type in ('content', 'image', 'video')),
  constraint module_slides_media_url_format check (
    media_url is null or media_url = '' or media_url ~* '^https?://[^[:space:]]+$'),
  constraint module_slides_sort_order_min check (sort_order >= 0)
);
create index module_slides_module_sort_idx on public.module_slides (module_id, sort_order);

create trigger education_categories_set_updated_at before update on public.education_categories
  for each row execute function public.set_updated_at();
create trigger education_modules_set_updated_at before update on public.education_modules
  for each row execute function public.set_updated_at();
create trigger module_slides_set_updated_at before update on public.module_slides
  for each row execute function public.set_updated_at();

-- Same access for all three content tables: read when signed in, write when staff.
do $$
declare
  t text;
begin
  foreach t in array array['education_categories', 'education_modules', 'module_slides'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('create policy %I on public.%I for select to authenticated using (true)', t || '_select_signed_in', t);
    execute format('create policy %I on public.%I for insert to authenticated
      with check ((select public.has_admin_access(auth.uid())))', t || '_insert_staff', t);
    execute format('create policy %I on public.%I for update to authenticated
      using ((select public.has_admin_access(auth.uid()))) with check ((select public.has_admin_access(auth.uid())))',
      t || '_update_staff', t);
    execute format('create policy %I on public.%I for delete to authenticated
      using ((select public.has_admin_access(auth.uid())))', t || '_delete_staff', t);
    execute format('revoke all on table public.%I from anon, authenticated', t);
    execute format('grant select, insert, update, delete on table public.%I to authenticated', t);
    execute format('grant all on table public.%I to service_role', t);
  end loop;
end
$$;
