-- Contact requests, the not-found log and course certificates. Visitors write to the first two only
-- through rate-limited functions (see the functions migration); certificates are issued only by
-- issue_certificate(). No API role may insert into these tables directly.

-- Fixed-window counters for the rate-limited functions. Nobody but the functions' owner touches it.
create table public.rate_limit_counters (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (bucket, window_start)
);
alter table public.rate_limit_counters enable row level security;
revoke all on table public.rate_limit_counters from anon, authenticated;
grant all on table public.rate_limit_counters to service_role;

create table public.contact_requests (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text,
  company text,
  service text,
  assets text,
  message text,
  status text not null default 'new',
  user_id uuid references auth.users (id) on delete set null,
  -- Set by the server once staff were e-mailed about the request.
  notified_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint contact_requests_first_name_required check (btrim(first_name) <> '' and char_length(first_name) <= 100),
  constraint contact_requests_last_name_required check (btrim(last_name) <> '' and char_length(last_name) <= 100),
  constraint contact_requests_email_format check (
    char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint contact_requests_phone_max_length check (phone is null or char_length(phone) <= 50),
  constraint contact_requests_company_max_length check (company is null or char_length(company) <= 200),
  constraint contact_requests_service_max_length check (service is null or char_length(service) <= 200),
  constraint contact_requests_assets_max_length check (assets is null or char_length(assets) <= 100),
  constraint contact_requests_message_max_length check (message is null or char_length(message) <= 5000),
  constraint contact_requests_status_check check (status in ('new', 'in_progress', 'closed'))
);
create index contact_requests_created_at_idx on public.contact_requests (created_at desc);
create index contact_requests_email_idx on public.contact_requests (lower(email), created_at);
create index contact_requests_user_id_idx on public.contact_requests (user_id);

create trigger contact_requests_set_updated_at before update on public.contact_requests
  for each row execute function public.set_updated_at();

alter table public.contact_requests enable row level security;
create policy contact_requests_select_staff on public.contact_requests
  for select to authenticated using ((select public.has_admin_access(auth.uid())));
create policy contact_requests_update_staff on public.contact_requests
  for update to authenticated
  using ((select public.has_admin_access(auth.uid())))
  with check ((select public.has_admin_access(auth.uid())));
revoke all on table public.contact_requests from anon, authenticated;
grant select on table public.contact_requests to authenticated;
grant update (status, updated_at) on table public.contact_requests to authenticated;
grant all on table public.contact_requests to service_role;

-- One row per missing path, counted, so staff see the top missing URLs and can add a redirect.
create table public.not_found_log (
  id uuid primary key default gen_random_uuid(),
  path text not null,
  hits integer not null default 1,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  constraint not_found_log_path_key unique (path),
  constraint not_found_log_path_format check (path ~ '^/' and char_length(path) <= 500),
  constraint not_found_log_hits_min check (hits >= 1)
);
create index not_found_log_hits_idx on public.not_found_log (hits desc, last_seen_at desc);

alter table public.not_found_log enable row level security;
create policy not_found_log_select_staff on public.not_found_log
  for select to authenticated using ((select public.has_admin_access(auth.uid())));
create policy not_found_log_delete_admin on public.not_found_log
  for delete to authenticated using ((select public.is_admin(auth.uid())));
revoke all on table public.not_found_log from anon, authenticated;
grant select, delete on table public.not_found_log to authenticated;
grant all on table public.not_found_log to service_role;

create table public.certificates (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  category_id uuid not null references public.education_categories (id) on delete cascade,
  verification_code text not null,
  recipient_name text not null,
  course_name text not null,
  completed_at timestamptz not null,
  issued_at timestamptz not null default now(),
  constraint certificates_verification_code_key unique (verification_code),
  constraint certificates_user_id_category_id_key unique (user_id, category_id),
  constraint certificates_verification_code_format check (verification_code ~ '^[A-Z0-9]{4}(-[A-Z0-9]{4}){2}$')
);
create index certificates_category_id_idx on public.certificates (category_id);

alter table public.certificates enable row level security;
create policy certificates_select_own on public.certificates
  for select to authenticated using (user_id = (select auth.uid()));
create policy certificates_select_staff on public.certificates
  for select to authenticated using ((select public.has_admin_access(auth.uid())));
revoke all on table public.certificates from anon, authenticated;
grant select on table public.certificates to authenticated;
grant all on table public.certificates to service_role;
