-- Analytics figures (issue 28, docs/decisions/0021-first-party-analytics.md):
--   * public.analytics_daily: one row per UTC day × dimension × value with its views and visitors, kept for
--     years (raw events are kept analytics_settings.retention_days). Dimensions:
--       'total'    value ''                         views; visitors = that day's distinct visitors (= visits)
--       'engaged'  value ''                         visitors = visits with 2+ views; views = their views
--       'area'     'public' | 'learner'
--       'page'     the path
--       'referrer' the host, '' for none (direct)
--       'campaign' jsonb array [utm_source, utm_medium, utm_campaign] as text (null kept), views with a source
--       'device'   'desktop' | 'mobile' | 'tablet'
--     A page's (referrer's…) visitors on a day are that day's distinct visitors of it.
--   * public.analytics_rolled_days: which days analytics_daily holds, and through which event (through_id: the
--     highest analytics_events.id when the rollup was made, with inserts held off meanwhile, so every event
--     of the day up to it is in the rollup). The job rolls up each finished day, and today too on each pass.
--   * Reading a day (analytics_day_rows): a day without a rollup is aggregated from its raw events; a rolled
--     day is its rollup plus what came after through_id, counted exactly: every figure is a sum over visitors,
--     so for the visitors V with later events the report adds the aggregation of all of V's events of the
--     day and subtracts that of V's events the rollup already counted. A day reads the same either way, and
--     today costs a rollup read plus the events of the last pass's visitors, not the whole day.
--     A view of today or yesterday taken back after its rollup (a staff visit retracted) drops that day's
--     rollup, so the day is read raw until the next pass (analytics_events_uncount).
--   * analytics_rollup(day), analytics_apply_retention(): the server's job (jobs/analytics-rollup.ts); not
--     callable through the API.
--   * analytics_report(period): the dashboard's figures, staff only.
--   * contact_requests gains the landing page, referrer host and UTM of the visit that sent it; the contact
--     form's function takes them (bad values are stored as null: attribution never blocks a request).

create table public.analytics_daily (
  day date not null,
  dimension text not null,
  value text not null,
  views bigint not null,
  visitors bigint not null,
  primary key (day, dimension, value),
  constraint analytics_daily_dimension_check check (
    dimension in ('total', 'engaged', 'area', 'page', 'referrer', 'campaign', 'device')),
  constraint analytics_daily_views_min check (views >= 0),
  constraint analytics_daily_visitors_min check (visitors >= 0),
  constraint analytics_daily_value_length check (char_length(value) <= 1024)
);
alter table public.analytics_daily enable row level security;
revoke all on public.analytics_daily from anon, authenticated;
create policy analytics_daily_select_staff on public.analytics_daily
  for select to authenticated using ((select public.has_admin_access(auth.uid())));
grant select on public.analytics_daily to authenticated;
grant all on public.analytics_daily to service_role;
-- The report reads one dimension over a range of days.
create index analytics_daily_dimension_day_idx on public.analytics_daily (dimension, day);

create table public.analytics_rolled_days (
  day date primary key,
  rolled_at timestamptz not null default now(),
  through_id bigint not null default 0,
  constraint analytics_rolled_days_through_id_min check (through_id >= 0)
);
-- A rolled day's later events (the report's exact tail), one index range per day.
create index analytics_events_day_id_idx on public.analytics_events (day, id);
alter table public.analytics_rolled_days enable row level security;
revoke all on public.analytics_rolled_days from anon, authenticated;
create policy analytics_rolled_days_select_staff on public.analytics_rolled_days
  for select to authenticated using ((select public.has_admin_access(auth.uid())));
grant select on public.analytics_rolled_days to authenticated;
grant all on public.analytics_rolled_days to service_role;

-- The aggregation of raw events into day rows, shared by the rollup and the report.
--   p_live false (the rollup): every event of the days in [p_from, p_to].
--   p_live true (the report): for each day in the range without a rollup, every event; for a rolled day, the
--   change since its rollup: + the aggregation of all events of the visitors with events after through_id,
--   − the aggregation of those visitors' events up to through_id (already in the rollup). Each part is
--   aggregated on its own (sign) and the parts are summed: every figure is a sum over visitors.
-- One scan of the chosen events for the visits (total, engaged) and one GROUPING SETS pass for the rest.
create or replace function public.analytics_day_rows(p_from date, p_to date, p_live boolean)
returns table (day date, dimension text, value text, views bigint, visitors bigint)
language sql stable
set search_path = ''
-- PostgreSQL would otherwise JIT-compile this small aggregation (its estimates for generate_series are
-- large): measured, 0.7 s of compiling for 0.2 s of work.
set jit = off
as $$
  with days as materialized (
    select g.day::date as day, case when p_live then r.through_id end as through_id
    from generate_series(p_from::timestamp, p_to::timestamp, interval '1 day') as g(day)
    left join public.analytics_rolled_days r on r.day = g.day::date
  ),
  -- Rolled days' visitors with events after the rollup (a day at a time through (day, id)).
  tail as materialized (
    select distinct d.day, t.visitor, d.through_id
    from days d
    cross join lateral (
      select e.visitor from public.analytics_events e where e.day = d.day and e.id > d.through_id offset 0
    ) t
    where d.through_id is not null
  ),
  e as materialized (
    select 1 as sign, e.day, e.visitor, e.views, e.area, e.path, e.referrer_host, e.utm_source, e.utm_medium,
           e.utm_campaign, e.device
    from days d
    cross join lateral (select * from public.analytics_events e where e.day = d.day offset 0) e
    where d.through_id is null
    union all
    select s.sign, e.day, e.visitor, e.views, e.area, e.path, e.referrer_host, e.utm_source, e.utm_medium,
           e.utm_campaign, e.device
    from tail t
    cross join (values (1), (-1)) as s(sign)
    cross join lateral (
      select * from public.analytics_events e where e.day = t.day and e.visitor = t.visitor offset 0
    ) e
    where s.sign = 1 or e.id <= t.through_id
  ),
  visits as (
    select e.sign, e.day, e.visitor, sum(e.views) as n from e group by e.sign, e.day, e.visitor
  ),
  parts as (
    select v.sign, v.day, 'total' as dimension, '' as value, sum(v.n)::bigint as views, count(*)::bigint as visitors
    from visits v group by v.sign, v.day
    union all
    select v.sign, v.day, 'engaged', '', coalesce(sum(v.n) filter (where v.n >= 2), 0)::bigint,
           count(*) filter (where v.n >= 2)::bigint
    from visits v group by v.sign, v.day
    union all
    select g.sign, g.day, g.dimension, g.value, g.views, g.visitors
    from (
      select e.sign, e.day,
             case when grouping(e.area) = 0 then 'area'
                  when grouping(e.path) = 0 then 'page'
                  when grouping(e.referrer_host) = 0 then 'referrer'
                  when grouping(e.device) = 0 then 'device'
                  else 'campaign' end as dimension,
             case when grouping(e.area) = 0 then e.area
                  when grouping(e.path) = 0 then e.path
                  when grouping(e.referrer_host) = 0 then coalesce(e.referrer_host, '')
                  when grouping(e.device) = 0 then e.device
                  else jsonb_build_array(e.utm_source, e.utm_medium, e.utm_campaign)::text end as value,
             sum(e.views)::bigint as views,
             count(distinct e.visitor)::bigint as visitors,
             grouping(e.utm_source) = 0 and e.utm_source is null as no_campaign
      from e
      group by grouping sets (
        (e.sign, e.day, e.area), (e.sign, e.day, e.path), (e.sign, e.day, e.referrer_host), (e.sign, e.day, e.device),
        (e.sign, e.day, e.utm_source, e.utm_medium, e.utm_campaign))
    ) g
    where not g.no_campaign
  )
  select p.day, p.dimension, p.value, sum(p.sign * p.views)::bigint, sum(p.sign * p.visitors)::bigint
  from parts p
  group by p.day, p.dimension, p.value
$$;
revoke execute on function public.analytics_day_rows(date, date, boolean) from public, anon, authenticated;

-- Replaces one day's rollup from its raw events and marks the day rolled through the highest event id, in one
-- transaction. Inserts of events wait meanwhile (a SHARE lock, a moment), so no event up to that id is still
-- uncommitted and missed. Any process may run it any number of times: calls for the same day take turns
-- (advisory lock), each writes the same rows.
create or replace function public.analytics_rollup(p_day date) returns void
language plpgsql
set search_path = ''
as $$
declare
  v_through bigint;
begin
  if p_day is null then
    raise exception 'A day is required' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(727274110, p_day - date '2000-01-01');
  lock table public.analytics_events in share mode;
  select coalesce(max(e.id), 0) into v_through from public.analytics_events e;
  delete from public.analytics_daily d where d.day = p_day;
  insert into public.analytics_daily (day, dimension, value, views, visitors)
  select r.day, r.dimension, r.value, r.views, r.visitors from public.analytics_day_rows(p_day, p_day, false) r;
  insert into public.analytics_rolled_days as r (day, rolled_at, through_id) values (p_day, now(), v_through)
  on conflict (day) do update set rolled_at = excluded.rolled_at, through_id = excluded.through_id;
end;
$$;
revoke execute on function public.analytics_rollup(date) from public, anon, authenticated;
grant execute on function public.analytics_rollup(date) to service_role;

-- A view taken back after a rollup of its day counted it (a staff member's own visit, ADR 0021, retracted just
-- after the job's pass): that day's rollup no longer matches its events, so it is dropped and the day is read
-- from raw events until the job's next pass rolls it up again. Only today and yesterday: retention deletes
-- older days' events, which their rollups keep counting on purpose.
create or replace function public.analytics_events_uncount() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  with unrolled as (
    delete from public.analytics_rolled_days r
    where r.day >= (now() at time zone 'UTC')::date - 1
      and exists (select 1 from gone g where g.day = r.day and g.id <= r.through_id)
    returning r.day
  )
  delete from public.analytics_daily d where d.day in (select u.day from unrolled u);
  return null;
end;
$$;
revoke execute on function public.analytics_events_uncount() from public, anon, authenticated;
create trigger analytics_events_uncount
  after delete on public.analytics_events
  referencing old table as gone
  for each statement execute function public.analytics_events_uncount();
-- A retract of one of a row's several identical views lowers its count instead of deleting it.
create trigger analytics_events_uncount_views
  after update on public.analytics_events
  referencing old table as gone
  for each statement execute function public.analytics_events_uncount();

-- Deletes raw events older than the retention setting, only of days already rolled up. Answers how many.
create or replace function public.analytics_apply_retention() returns bigint
language plpgsql
set search_path = ''
as $$
declare
  v_before date := (now() at time zone 'UTC')::date
    - (select s.retention_days from public.analytics_settings s where s.id);
  v_deleted bigint;
begin
  delete from public.analytics_events e
  where e.day < v_before
    and exists (select 1 from public.analytics_rolled_days r where r.day = e.day);
  get diagnostics v_deleted = row_count;
  return v_deleted;
end;
$$;
revoke execute on function public.analytics_apply_retention() from public, anon, authenticated;
grant execute on function public.analytics_apply_retention() to service_role;

-- Conversions: where the visit that sent a consultation request landed, and from where.
alter table public.contact_requests
  add column landing_path text,
  add column landing_referrer text,
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add constraint contact_requests_landing_path_format check (
    landing_path is null or (landing_path ~ '^/' and char_length(landing_path) <= 512
      and landing_path !~ '[[:space:][:cntrl:]]')),
  add constraint contact_requests_landing_referrer_format check (
    landing_referrer is null or (char_length(landing_referrer) <= 255
      and landing_referrer ~ '^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:[0-9]{1,5})?$')),
  add constraint contact_requests_utm_source_length check (
    utm_source is null or (char_length(utm_source) between 1 and 100 and utm_source !~ '[[:cntrl:]]')),
  add constraint contact_requests_utm_medium_length check (
    utm_medium is null or (char_length(utm_medium) between 1 and 100 and utm_medium !~ '[[:cntrl:]]')),
  add constraint contact_requests_utm_campaign_length check (
    utm_campaign is null or (char_length(utm_campaign) between 1 and 100 and utm_campaign !~ '[[:cntrl:]]'));
create index contact_requests_landing_path_idx on public.contact_requests (created_at, landing_path)
  where landing_path is not null;

-- One function, not an overload (PostgREST would answer PGRST203 for a call both could take).
drop function public.submit_contact_request(text, text, text, text, text, text, text, text, text);

-- The contact form. `website` is a honeypot: people never see it, bots fill it in and are told
-- "success" while nothing is stored. At most 5 requests per e-mail address per hour (and 10 per IP
-- when the API passes request headers). The landing page, referrer host and UTM of the visit are kept when
-- they are well-formed and stored as null otherwise: attribution never refuses a request.
create function public.submit_contact_request(
  first_name text, last_name text, email text,
  phone text default null, company text default null, service text default null,
  assets text default null, message text default null, website text default null,
  landing_path text default null, landing_referrer text default null,
  utm_source text default null, utm_medium text default null, utm_campaign text default null
)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(submit_contact_request.email, '')));
  v_ip text := public.request_ip();
  v_path text := btrim(submit_contact_request.landing_path);
  v_referrer text := lower(btrim(submit_contact_request.landing_referrer));
  v_source text := btrim(submit_contact_request.utm_source);
  v_medium text := btrim(submit_contact_request.utm_medium);
  v_campaign text := btrim(submit_contact_request.utm_campaign);
begin
  if nullif(btrim(coalesce(website, '')), '') is not null then
    return jsonb_build_object('success', true);
  end if;
  if nullif(btrim(coalesce(submit_contact_request.first_name, '')), '') is null then
    raise exception 'First name is required' using errcode = '22023';
  end if;
  if nullif(btrim(coalesce(submit_contact_request.last_name, '')), '') is null then
    raise exception 'Last name is required' using errcode = '22023';
  end if;
  if v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Please enter a valid email address' using errcode = '22023';
  end if;
  if (select count(*) from public.contact_requests r
      where lower(r.email) = v_email and r.created_at > now() - interval '1 hour') >= 5
     or (v_ip is not null and not public.consume_rate_limit('contact:ip:' || v_ip, 10, 3600)) then
    raise exception 'Too many requests. Please try again in an hour.'
      using errcode = 'PT429', hint = 'At most 5 contact requests per email address per hour.';
  end if;

  -- The same rules as the table's constraints; anything else is dropped, not refused.
  if not (v_path ~ '^/' and char_length(v_path) <= 512 and v_path !~ '[[:space:][:cntrl:]]') then
    v_path := null;
  end if;
  if not (char_length(v_referrer) <= 255
          and v_referrer ~ '^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:[0-9]{1,5})?$') then
    v_referrer := null;
  end if;
  if not (char_length(v_source) between 1 and 100 and v_source !~ '[[:cntrl:]]') then
    v_source := null;
  end if;
  if not (char_length(v_medium) between 1 and 100 and v_medium !~ '[[:cntrl:]]') then
    v_medium := null;
  end if;
  if not (char_length(v_campaign) between 1 and 100 and v_campaign !~ '[[:cntrl:]]') then
    v_campaign := null;
  end if;

  insert into public.contact_requests (
    first_name, last_name, email, phone, company, service, assets, message, user_id,
    landing_path, landing_referrer, utm_source, utm_medium, utm_campaign)
  values (
    btrim(submit_contact_request.first_name), btrim(submit_contact_request.last_name), v_email,
    nullif(btrim(coalesce(submit_contact_request.phone, '')), ''),
    nullif(btrim(coalesce(submit_contact_request.company, '')), ''),
    nullif(btrim(coalesce(submit_contact_request.service, '')), ''),
    nullif(btrim(coalesce(submit_contact_request.assets, '')), ''),
    nullif(btrim(coalesce(submit_contact_request.message, '')), ''),
    auth.uid(),
    v_path, v_referrer, v_source, v_medium, v_campaign
  );
  return jsonb_build_object('success', true);
end;
$$;
revoke execute on function
  public.submit_contact_request(text, text, text, text, text, text, text, text, text, text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function
  public.submit_contact_request(text, text, text, text, text, text, text, text, text, text, text, text, text, text)
  to anon, authenticated, service_role;

-- The dashboard's figures for a period ending today (UTC): docs/decisions/0021 defines every figure.
-- Staff only. One statement: the raw events of days without a rollup are
-- aggregated once (analytics_day_rows), and each figure reads its dimension from the rollups plus those rows.
create or replace function public.analytics_report(period text) returns jsonb
language plpgsql stable security definer
set search_path = ''
set jit = off
as $$
declare
  v_today date := (now() at time zone 'UTC')::date;
  v_days integer;
  v_from date;
  v_pfrom date;
  v_pto date;
  v_result jsonb;
begin
  if auth.uid() is null or not public.has_admin_access(auth.uid()) then
    raise exception 'Only staff can read analytics' using errcode = '42501';
  end if;
  v_days := case analytics_report.period
    when 'today' then 1 when '7d' then 7 when '30d' then 30 when '12m' then 365 end;
  if v_days is null then
    raise exception 'invalid period' using errcode = '22023',
      hint = 'The period is one of today, 7d, 30d, 12m.';
  end if;
  v_from := v_today - (v_days - 1);
  v_pto := v_from - 1;
  v_pfrom := v_from - v_days;

  with raw as materialized (
    -- Days without a rollup, and what came after the rollup of the others: usually today's last hour.
    select r.day, r.dimension, r.value, r.views, r.visitors from public.analytics_day_rows(v_pfrom, v_today, true) r
  ),
  totals as (
    select (t.day >= v_from) as is_current,
           coalesce(sum(t.views) filter (where t.dimension = 'total'), 0) as views,
           coalesce(sum(t.views) filter (where t.dimension = 'area' and t.value = 'public'), 0) as page_views,
           coalesce(sum(t.visitors) filter (where t.dimension = 'total'), 0) as visitors,
           coalesce(sum(t.visitors) filter (where t.dimension = 'engaged'), 0) as engaged
    from (
      select r.day, r.dimension, r.value, r.views, r.visitors from public.analytics_daily r
      where r.dimension in ('total', 'engaged', 'area') and r.day between v_pfrom and v_today
      union all
      select r.day, r.dimension, r.value, r.views, r.visitors from raw r
      where r.dimension in ('total', 'engaged', 'area')
    ) t
    group by 1
  ),
  requests as (
    select (c.created_at >= (v_from::timestamp at time zone 'UTC')) as is_current, count(*) as n
    from public.contact_requests c
    where c.created_at >= (v_pfrom::timestamp at time zone 'UTC')
      and c.created_at < ((v_today + 1)::timestamp at time zone 'UTC')
    group by 1
  ),
  per_day as (
    select t.day,
           sum(t.views) filter (where t.dimension = 'total') as views,
           sum(t.views) filter (where t.dimension = 'area' and t.value = 'public') as page_views,
           sum(t.visitors) filter (where t.dimension = 'total') as visitors
    from (
      select r.day, r.dimension, r.value, r.views, r.visitors from public.analytics_daily r
      where r.dimension in ('total', 'area') and r.day between v_from and v_today
      union all
      select r.day, r.dimension, r.value, r.views, r.visitors from raw r
      where r.dimension in ('total', 'area') and r.day >= v_from
    ) t
    group by t.day
  ),
  series as (
    select case when v_days = 365 then date_trunc('month', g.day)::date else g.day::date end as bucket,
           coalesce(sum(p.views), 0) as views,
           coalesce(sum(p.page_views), 0) as page_views,
           coalesce(sum(p.visitors), 0) as visitors
    from generate_series(v_from::timestamp, v_today::timestamp, interval '1 day') as g(day)
    left join per_day p on p.day = g.day::date
    group by 1
  ),
  -- The period's figures per referrer, campaign and device (small), and per page (the big one), each summed
  -- over the period's days in one pass.
  dims as (
    select t.dimension, t.value, sum(t.views) as views, sum(t.visitors) as visitors
    from (
      select r.dimension, r.value, r.views, r.visitors from public.analytics_daily r
      where r.dimension in ('referrer', 'campaign', 'device') and r.day between v_from and v_today
      union all
      select r.dimension, r.value, r.views, r.visitors from raw r
      where r.dimension in ('referrer', 'campaign', 'device') and r.day >= v_from
    ) t
    group by t.dimension, t.value
  ),
  pages as materialized (
    select t.value as path, sum(t.views) as views, sum(t.visitors) as visitors
    from (
      select r.value, r.views, r.visitors from public.analytics_daily r
      where r.dimension = 'page' and r.day between v_from and v_today
      union all
      select r.value, r.views, r.visitors from raw r where r.dimension = 'page' and r.day >= v_from
    ) t
    group by t.value
  ),
  top_pages as (
    select p.path, p.views, p.visitors from pages p order by p.views desc, p.path limit 10
  ),
  top_posts as (
    select p.path, p.views, p.visitors,
           (select b.title from public.blog_posts b where b.slug = substr(p.path, 7)) as title
    from (select p.path, p.views, p.visitors from pages p where p.path ~ '^/blog/[a-z0-9-]+$'
          order by p.views desc, p.path limit 10) p
  ),
  referrers as (
    select nullif(d.value, '') as host, d.views, d.visitors
    from dims d where d.dimension = 'referrer'
    order by d.views desc, d.value limit 10
  ),
  campaigns as (
    select d.value::jsonb as k, d.views, d.visitors
    from dims d where d.dimension = 'campaign'
    order by d.views desc, d.value limit 10
  ),
  devices as (
    select d.value as device, d.visitors from dims d where d.dimension = 'device'
  ),
  conversions as (
    select c.landing_path, count(*) as n
    from public.contact_requests c
    where c.landing_path is not null
      and c.created_at >= (v_from::timestamp at time zone 'UTC')
      and c.created_at < ((v_today + 1)::timestamp at time zone 'UTC')
    group by c.landing_path
    order by 2 desc, 1 limit 10
  ),
  courses as (
    select c.id, c.name, c.sort_order,
           (select count(*) from public.education_modules m
            where m.category_id = c.id and m.status = 'published') as modules
    from public.education_categories c
    where c.status = 'published' and c.archived_at is null
  ),
  learners as (
    select m.category_id, p.user_id, min(p.created_at) as started_at,
           count(*) filter (where p.status = 'completed' and m.status = 'published') as completed,
           max(p.completed_at) filter (where p.status = 'completed' and m.status = 'published') as completed_at
    from public.user_progress p
    join public.education_modules m on m.id = p.module_id
    where m.category_id in (select courses.id from courses)
    group by m.category_id, p.user_id
  ),
  funnel as (
    select c.id, c.name, c.sort_order,
           coalesce((select p.visitors from pages p where p.path = '/education/category/' || c.id::text), 0)
             as page_visitors,
           (select count(*) from learners l
            where l.category_id = c.id
              and l.started_at >= (v_from::timestamp at time zone 'UTC')
              and l.started_at < ((v_today + 1)::timestamp at time zone 'UTC')) as starts,
           (select count(*) from learners l
            where l.category_id = c.id and c.modules > 0 and l.completed = c.modules
              and l.completed_at >= (v_from::timestamp at time zone 'UTC')
              and l.completed_at < ((v_today + 1)::timestamp at time zone 'UTC')) as completions
    from courses c
  )
  select jsonb_build_object(
    'period', analytics_report.period,
    'from', to_char(v_from, 'YYYY-MM-DD'),
    'to', to_char(v_today, 'YYYY-MM-DD'),
    'previousFrom', to_char(v_pfrom, 'YYYY-MM-DD'),
    'previousTo', to_char(v_pto, 'YYYY-MM-DD'),
    'collecting', coalesce((select s.collect from public.analytics_settings s where s.id), true),
    'current', (
      select jsonb_build_object(
        'views', coalesce(max(t.views), 0), 'pageViews', coalesce(max(t.page_views), 0),
        'visitors', coalesce(max(t.visitors), 0), 'visits', coalesce(max(t.visitors), 0),
        'engagedVisits', coalesce(max(t.engaged), 0),
        'requests', coalesce((select r.n from requests r where r.is_current), 0))
      from totals t where t.is_current),
    'previous', (
      select jsonb_build_object(
        'views', coalesce(max(t.views), 0), 'pageViews', coalesce(max(t.page_views), 0),
        'visitors', coalesce(max(t.visitors), 0), 'visits', coalesce(max(t.visitors), 0),
        'engagedVisits', coalesce(max(t.engaged), 0),
        'requests', coalesce((select r.n from requests r where not r.is_current), 0))
      from totals t where not t.is_current),
    'series', (
      select coalesce(jsonb_agg(jsonb_build_object(
        'date', to_char(s.bucket, 'YYYY-MM-DD'), 'views', s.views, 'pageViews', s.page_views,
        'visitors', s.visitors) order by s.bucket), '[]'::jsonb)
      from series s),
    'topPosts', (
      select coalesce(jsonb_agg(jsonb_build_object(
        'path', p.path, 'title', p.title, 'views', p.views, 'visitors', p.visitors)
        order by p.views desc, p.path), '[]'::jsonb)
      from top_posts p),
    'topPages', (
      select coalesce(jsonb_agg(jsonb_build_object('path', p.path, 'views', p.views, 'visitors', p.visitors)
        order by p.views desc, p.path), '[]'::jsonb)
      from top_pages p),
    'referrers', (
      select coalesce(jsonb_agg(jsonb_build_object('host', r.host, 'views', r.views, 'visitors', r.visitors)
        order by r.views desc, coalesce(r.host, '')), '[]'::jsonb)
      from referrers r),
    'campaigns', (
      select coalesce(jsonb_agg(jsonb_build_object(
        'source', c.k ->> 0, 'medium', c.k ->> 1, 'campaign', c.k ->> 2, 'views', c.views, 'visitors', c.visitors)
        order by c.views desc, c.k::text), '[]'::jsonb)
      from campaigns c),
    'devices', (
      select coalesce(jsonb_agg(jsonb_build_object('device', v.device, 'visitors', v.visitors)
        order by v.visitors desc, v.device), '[]'::jsonb)
      from devices v),
    'conversions', (
      select coalesce(jsonb_agg(jsonb_build_object('landingPath', c.landing_path, 'requests', c.n)
        order by c.n desc, c.landing_path), '[]'::jsonb)
      from conversions c),
    'courses', (
      select coalesce(jsonb_agg(jsonb_build_object(
        'id', f.id, 'title', f.name, 'pageVisitors', f.page_visitors, 'starts', f.starts,
        'completions', f.completions) order by f.sort_order, f.name, f.id), '[]'::jsonb)
      from funnel f),
    'notFound', jsonb_build_object(
      'hits', (select coalesce(sum(n.hits), 0) from public.not_found_log n),
      'top', (
        select coalesce(jsonb_agg(jsonb_build_object('path', n.path, 'hits', n.hits)
          order by n.hits desc, n.path), '[]'::jsonb)
        from (select n.path, n.hits from public.not_found_log n order by n.hits desc, n.path limit 5) n)),
    'redirects', jsonb_build_object(
      'hits', (select coalesce(sum(r.hit_count), 0) from public.redirects r),
      'top', (
        select coalesce(jsonb_agg(jsonb_build_object('source', r.source_path, 'hits', r.hit_count)
          order by r.hit_count desc, r.source_path), '[]'::jsonb)
        from (select r.source_path, r.hit_count from public.redirects r where r.hit_count > 0
              order by r.hit_count desc, r.source_path limit 5) r))
  ) into v_result;
  return v_result;
end;
$$;
revoke execute on function public.analytics_report(text) from public, anon, authenticated;
grant execute on function public.analytics_report(text) to authenticated, service_role;
