// Embedding through views (PostgREST v12): a view carrying all the columns of a table's key (traced through the
// view's stored query, views over views included) gets that key's relationships — view → table, table → view
// and view → view — and a view carrying a primary key can be a junction. A constraint or column name as the
// target never reaches a view; a view that carries a key column twice gives one relationship per column.
import { afterAll, beforeAll, describe } from 'vitest';
import { backends } from '../support/backends.ts';
import { runScenarios, startFixtureServer, type FixtureServer, type Scenario } from './scenarios-support.ts';

const SCHEMA = `
create table public.v_authors (id integer primary key, name text not null);
create table public.v_books (id integer primary key, title text not null, author_id integer references public.v_authors (id));
create table public.v_genres (id integer primary key, label text not null);
create table public.v_book_genres (book_id integer references public.v_books (id), genre_id integer references public.v_genres (id),
  primary key (book_id, genre_id));
create view public.v_writers as select id as writer_id, upper(name) as shout, name from public.v_authors;
create view public.v_titles as select id, title, author_id as writer from public.v_books;
create view public.v_late_titles as select * from public.v_titles where id > 1;
create view public.v_dup as select id, author_id as first_author, author_id as second_author from public.v_books;
create view public.v_shelving as select book_id, genre_id from public.v_book_genres;
create view public.v_odd as select b.id as "book (id)", b.author_id as "the ""author""", a.name as "author name"
  from public.v_books b left join public.v_authors a on a.id = b.author_id where b.title <> 'a {quoted} (title)';
grant select on public.v_odd to anon, authenticated, service_role;
grant select on public.v_authors, public.v_books, public.v_genres, public.v_book_genres, public.v_writers, public.v_titles,
  public.v_late_titles, public.v_dup, public.v_shelving to anon, authenticated, service_role;
insert into public.v_authors values (1, 'Ada'), (2, 'Bo');
insert into public.v_books values (1, 'Alpha', 1), (2, 'Beta', 1), (3, 'Gamma', 2), (4, 'Delta', null);
insert into public.v_genres values (1, 'maths'), (2, 'poetry');
insert into public.v_book_genres values (1, 1), (2, 1), (2, 2);
`;

const scenarios: Scenario[] = [
  { name: 'view → table (many-to-one)', url: '/v_titles?select=title,v_authors(name)&id=in.(1,4)&order=id', status: 200,
    json: [{ title: 'Alpha', v_authors: { name: 'Ada' } }, { title: 'Delta', v_authors: null }] },
  { name: 'table → view (one-to-many)', url: '/v_authors?select=name,v_titles(title)&id=eq.1&v_titles.order=id', status: 200,
    json: [{ name: 'Ada', v_titles: [{ title: 'Alpha' }, { title: 'Beta' }] }] },
  { name: 'table → view (many-to-one), the view’s own column names', url: '/v_books?select=title,v_writers(writer_id,shout)&id=eq.3', status: 200,
    json: [{ title: 'Gamma', v_writers: { writer_id: 2, shout: 'BO' } }] },
  { name: 'view → view', url: '/v_titles?select=title,v_writers(name)&id=eq.2', status: 200, json: [{ title: 'Beta', v_writers: { name: 'Ada' } }] },
  { name: 'view → view the other way, with !inner and a filter', url: '/v_writers?select=name,v_titles!inner(title)&v_titles.title=eq.Gamma', status: 200,
    json: [{ name: 'Bo', v_titles: [{ title: 'Gamma' }] }] },
  { name: 'a view over a view is traced to the table', url: '/v_late_titles?select=title,v_authors(name)&order=id', status: 200,
    json: [{ title: 'Beta', v_authors: { name: 'Ada' } }, { title: 'Gamma', v_authors: { name: 'Bo' } }, { title: 'Delta', v_authors: null }] },
  { name: 'the view’s FK column as hint', url: '/v_titles?select=title,v_authors!writer(name)&id=eq.3', status: 200,
    json: [{ title: 'Gamma', v_authors: { name: 'Bo' } }] },
  { name: 'the constraint name as hint into a view', url: '/v_books?select=title,v_writers!v_books_author_id_fkey(name)&id=eq.1', status: 200,
    json: [{ title: 'Alpha', v_writers: { name: 'Ada' } }] },
  { name: 'a constraint name as target reaches the table, never the view', url: '/v_books?select=title,v_books_author_id_fkey(name)&id=eq.1', status: 200,
    json: [{ title: 'Alpha', v_books_author_id_fkey: { name: 'Ada' } }] },
  { name: 'a view carrying the key column twice → 300 PGRST201, one relationship per column', url: '/v_authors?select=v_dup(*)', status: 300,
    json: {
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'v_authors' and 'v_dup'",
      details: [
        { cardinality: 'one-to-many', embedding: 'v_authors with v_dup', relationship: 'v_books_author_id_fkey using v_authors(id) and v_dup(first_author)' },
        { cardinality: 'one-to-many', embedding: 'v_authors with v_dup', relationship: 'v_books_author_id_fkey using v_authors(id) and v_dup(second_author)' },
      ],
      hint: "Try changing 'v_dup' to one of the following: 'v_dup!v_books_author_id_fkey', 'v_dup!v_books_author_id_fkey'. Find the desired relationship in the 'details' key.",
    } },
  { name: 'the column hint picks one of them', url: '/v_authors?select=id,v_dup!second_author(id)&id=eq.2', status: 200, json: [{ id: 2, v_dup: [{ id: 3 }] }] },
  { name: 'a view carrying a junction’s primary key is a junction too → two many-to-many', url: '/v_books?select=v_genres(*)', status: 300,
    has: ['"code":"PGRST201"', 'v_book_genres using v_book_genres_book_id_fkey(book_id) and v_book_genres_genre_id_fkey(genre_id)',
      'v_shelving using v_book_genres_book_id_fkey(book_id) and v_book_genres_genre_id_fkey(genre_id)', "'v_genres!v_book_genres', 'v_genres!v_shelving'"] },
  { name: 'many-to-many through the view junction by hint', url: '/v_books?select=id,v_genres!v_shelving(label)&id=eq.2&v_genres.order=id', status: 200,
    json: [{ id: 2, v_genres: [{ label: 'maths' }, { label: 'poetry' }] }] },
  { name: 'a view over a join, with quoted column names, is traced through its stored query', url: '/v_authors?select=id,v_odd(*)&id=eq.2', status: 200,
    json: [{ id: 2, v_odd: [{ 'book (id)': 3, 'the "author"': 2, 'author name': 'Bo' }] }] },
  { name: 'a view column computed from an expression carries no key → PGRST200', url: '/v_genres?select=v_writers(*)', status: 400,
    has: ['"code":"PGRST200"'] },
];

describe.each(backends)('embedding through views on %s', (backend) => {
  let f: FixtureServer;
  beforeAll(async () => {
    f = await startFixtureServer(backend);
    await f.t.db.exec(SCHEMA);
  });
  afterAll(async () => f?.t.stop());
  runScenarios(() => f, scenarios);
});
