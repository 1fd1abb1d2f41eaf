-- Local bootstrap: state our server keeps for itself (shared by all instances on one database).
create schema if not exists server;

-- Fixed-window rate-limit counters, shared across server instances.
create table server.rate_limits (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (bucket, window_start)
);

-- Mail that was sent, or, without SMTP, only recorded here and in the log.
create table server.outbox (
  id bigserial primary key,
  recipient text not null,
  subject text not null,
  body text not null,
  link text,
  kind text not null,
  created_at timestamptz not null default now(),
  delivered_at timestamptz
);

-- Server settings that must be shared by every instance, e.g. the generated JWT secret.
-- No API role is granted anything on schema `server`: only the owner (the server itself) can read it.
create table server.settings (
  key text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
