-- Fixture schema for the /rest/v1 scenario suites: distinctive t_* names in public, foreign keys both ways
-- (and two between one pair), unique keys, RLS policies and functions of every result shape.
create table public.t_authors (
  id integer primary key,
  name text not null,
  email text unique,
  meta jsonb,
  created_at timestamptz not null default '2026-01-01T00:00:00Z'
);
create table public.t_books (
  id integer primary key,
  title text not null check (length(title) > 0),
  author_id integer references public.t_authors (id),
  editor_id integer references public.t_authors (id),
  isbn text unique,
  pages integer,
  tags text[],
  published date
);
create table public.t_reviews (
  id serial primary key,
  book_id integer not null references public.t_books (id) on delete cascade,
  stars integer not null check (stars between 1 and 5),
  body text
);
create table public.t_bios (
  author_id integer primary key references public.t_authors (id),
  bio text not null
);
create table public.t_notes (
  id serial primary key,
  owner uuid default auth.uid(),
  body text not null,
  is_public boolean not null default false
);
create table public.t_progress (
  id serial primary key,
  user_key text not null,
  module_key text not null,
  score integer not null default 0,
  note text default 'fresh',
  unique (user_key, module_key)
);

alter table public.t_notes enable row level security;
create policy t_notes_read on public.t_notes for select using (is_public or owner = auth.uid());
create policy t_notes_insert on public.t_notes for insert to authenticated with check (owner = auth.uid());
create policy t_notes_insert_anon on public.t_notes for insert to anon with check (false);
create policy t_notes_update on public.t_notes for update using (owner = auth.uid()) with check (owner = auth.uid());
create policy t_notes_delete on public.t_notes for delete using (owner = auth.uid());

grant select, insert, update, delete on public.t_authors, public.t_books, public.t_reviews, public.t_bios, public.t_notes, public.t_progress
  to anon, authenticated, service_role;
grant usage on all sequences in schema public to anon, authenticated, service_role;

insert into public.t_authors (id, name, email, meta) values
  (1, 'Ada', 'ada@example.com', '{"tier": "gold", "langs": ["en", "fr"], "stats": {"posts": 3}}'),
  (2, 'Brendan', 'bren@example.com', '{"tier": "silver", "langs": ["en"]}'),
  (3, 'Cleo, "the" Quoted', null, null);
insert into public.t_books (id, title, author_id, editor_id, isbn, pages, tags, published) values
  (1, 'Alpha', 1, 2, 'isbn-1', 100, '{math,logic}', '2020-01-01'),
  (2, 'Beta', 1, null, 'isbn-2', 250, '{logic}', '2021-06-01'),
  (3, 'Gamma', 2, 1, 'isbn-3', null, '{}', null),
  (4, 'Delta (draft)', null, null, null, 50, null, '2022-03-03');
insert into public.t_reviews (book_id, stars, body) values (1, 5, 'great'), (1, 3, 'ok'), (2, 4, 'good');
insert into public.t_bios (author_id, bio) values (1, 'Mathematician');
insert into public.t_notes (owner, body, is_public) values
  ('11111111-1111-1111-1111-111111111111', 'mine and public', true),
  ('11111111-1111-1111-1111-111111111111', 'mine and private', false),
  ('22222222-2222-2222-2222-222222222222', 'theirs private', false);

create function public.t_add(a integer, b integer default 10) returns integer
  language sql immutable as $$ select a + b $$;
create function public.t_books_by(author integer) returns setof public.t_books
  language sql stable as $$ select * from public.t_books where author_id = author order by id $$;
create function public.t_author_card(author integer) returns public.t_authors
  language sql stable as $$ select * from public.t_authors where id = author $$;
create function public.t_echo(payload jsonb, tags text[] default null) returns jsonb
  language sql immutable as $$ select jsonb_build_object('payload', payload, 'tags', to_jsonb(tags)) $$;
create function public.t_pairs() returns table (x integer, label text)
  language sql immutable as $$ values (1, 'one'), (2, 'two'), (3, 'three') $$;
create function public.t_numbers() returns setof integer
  language sql immutable as $$ select generate_series(1, 4) $$;
create function public.t_noop() returns void language sql volatile as $$ select $$;
create function public.t_whoami() returns jsonb language sql stable as $$
  select jsonb_build_object('role', current_user, 'uid', auth.uid(), 'method', current_setting('request.method', true),
    'path', current_setting('request.path', true),
    'client', current_setting('request.headers', true)::jsonb ->> 'x-client-info') $$;
create function public.t_fail() returns void language plpgsql as $$
begin
  raise exception 'nope' using detail = 'some detail', hint = 'some hint';
end $$;
create function public.t_teapot() returns void language plpgsql as $$
begin
  raise sqlstate 'PT418' using message = 'I am a teapot';
end $$;
create function public.t_write(txt text) returns integer language sql volatile as $$
  insert into public.t_reviews (book_id, stars, body) values (1, 1, txt) returning id $$;
create function public.t_write_rows(txt text) returns setof public.t_reviews language sql volatile as $$
  insert into public.t_reviews (book_id, stars, body) values (1, 1, txt) returning * $$;
create function public.t_slow(seconds double precision) returns integer language sql volatile as $$
  select 1 from pg_sleep(seconds) $$;
grant execute on all functions in schema public to anon, authenticated, service_role;
