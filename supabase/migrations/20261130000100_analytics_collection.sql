-- First-party, cookieless analytics (issue 28): what the server records. Nothing here names a person:
--   * public.analytics_salts: one random salt per UTC day. A visitor is sha256(salt, site, IP, user agent), so
--     the same browser counts once a day and cannot be linked across days; yesterday's salt is deleted, so not
--     even the database can recompute an old hash. Only the server (the database owner) touches it.
--   * public.analytics_events: one row per counted page view (or per run of identical ones, `views`). `visitor` is that daily hash; the referrer is kept
--     as a host only; UTM parameters as given (bounded); the device class from the user agent. No IP, no user
--     agent, no account. Written only by the server (batched); raw rows are kept `retention_days` (setting).
--   * public.analytics_settings: one row. Admins turn collection off and set how long raw events are kept;
--     staff read it (the dashboard says whether collection is on).
-- RLS is on for all three. Salts are internal (no policy, no grant to the API roles); staff may read events
-- (DESIGN §3) and read figures through the report function (a later migration); nobody writes either via the API.

create table public.analytics_settings (
  id boolean primary key default true check (id),
  collect boolean not null default true,
  retention_days integer not null default 90,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  constraint analytics_settings_retention_days_range check (retention_days between 1 and 3650)
);
insert into public.analytics_settings (id) values (true);
create index analytics_settings_updated_by_idx on public.analytics_settings (updated_by);
alter table public.analytics_settings enable row level security;

create policy analytics_settings_select_staff on public.analytics_settings
  for select to authenticated using (public.has_admin_access(auth.uid()));
create policy analytics_settings_update_admin on public.analytics_settings
  for update to authenticated
  using (public.is_admin(auth.uid()))
  with check (public.is_admin(auth.uid()));
grant select, update (collect, retention_days) on public.analytics_settings to authenticated;
grant all on public.analytics_settings to service_role;

-- Who changed the setting and when are written by the database, not the client.
create or replace function public.analytics_settings_stamp() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end;
$$;
revoke execute on function public.analytics_settings_stamp() from public, anon, authenticated;
create trigger analytics_settings_stamp
  before update on public.analytics_settings
  for each row execute function public.analytics_settings_stamp();

-- Every process drops its copy of the setting at once (db/listen.ts, NOTIFY site_changed).
create trigger analytics_settings_site_change
  after update on public.analytics_settings
  for each row execute function public.notify_site_change();

create table public.analytics_salts (
  day date primary key,
  salt bytea not null,
  constraint analytics_salts_salt_length check (octet_length(salt) = 32)
);
alter table public.analytics_salts enable row level security;
revoke all on public.analytics_salts from anon, authenticated;

create table public.analytics_events (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  day date not null,
  path text not null,
  visitor text not null,
  -- Public page (marketing, blog, sign-in) or the learner area.
  area text not null default 'public',
  referrer_host text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  device text not null,
  -- Identical views written in one batch (the same visitor, page, source and device within about a second) are
  -- one row: a single client flooding a page costs the database a row a second, not a row a request.
  views integer not null default 1,
  constraint analytics_events_views_min check (views >= 1),
  constraint analytics_events_path_format check (path ~ '^/' and char_length(path) <= 512),
  constraint analytics_events_visitor_format check (visitor ~ '^[0-9a-f]{32}$'),
  constraint analytics_events_area_check check (area in ('public', 'learner')),
  constraint analytics_events_referrer_host_length check (char_length(referrer_host) between 1 and 255),
  constraint analytics_events_utm_source_length check (char_length(utm_source) between 1 and 100),
  constraint analytics_events_utm_medium_length check (char_length(utm_medium) between 1 and 100),
  constraint analytics_events_utm_campaign_length check (char_length(utm_campaign) between 1 and 100),
  constraint analytics_events_device_check check (device in ('desktop', 'mobile', 'tablet'))
);
-- Reports and rollups read a day at a time; retention deletes the oldest days.
create index analytics_events_day_idx on public.analytics_events (day, visitor);
alter table public.analytics_events enable row level security;
revoke all on public.analytics_events from anon, authenticated;
-- Staff may read raw events (DESIGN §3); nobody writes them through the API.
create policy analytics_events_select_staff on public.analytics_events
  for select to authenticated using (public.has_admin_access(auth.uid()));
grant select on public.analytics_events to authenticated;
grant all on public.analytics_events to service_role;
