// Computed relationships and computed fields (PostgREST v12): a function taking one table's row type and
// returning another table's rows is embeddable by its name (to-one when it returns one row or is declared
// `rows 1`), and replaces a detected relationship to a table of its name; a function of the row type returning
// a scalar is selected, filtered and ordered like a column, but is not part of `*`.
import { afterAll, beforeAll, describe } from 'vitest';
import { backends } from '../support/backends.ts';
import { runScenarios, startFixtureServer, type FixtureServer, type Scenario } from './scenarios-support.ts';

const SCHEMA = `
create table public.c_people (id integer primary key, first_name text not null, last_name text not null,
  mentor_id integer references public.c_people (id));
create table public.c_films (id integer primary key, title text not null, director_id integer references public.c_people (id), year integer);
create table public.c_awards (id integer primary key, film_id integer not null references public.c_films (id), name text not null);
grant select on public.c_people, public.c_films, public.c_awards to anon, authenticated, service_role;
grant insert, update on public.c_films to anon, authenticated, service_role;
insert into public.c_people values (1, 'Ada', 'Lovelace', null), (2, 'Bo', 'Diddley', 1), (3, 'Cy', 'Young', 1);
insert into public.c_films values (1, 'Alpha', 1, 1999), (2, 'Beta', 1, 2005), (3, 'Gamma', 2, 2010), (4, 'Delta', null, 2012);
insert into public.c_awards values (1, 1, 'Gold'), (2, 1, 'Silver'), (3, 3, 'Bronze');

-- To-one by 'rows 1', to-many, a single-row (non-set) result, and one overriding the detected c_awards embed.
create function public.c_director(public.c_films) returns setof public.c_people rows 1 language sql stable as
  $$ select * from public.c_people where id = $1.director_id $$;
create function public.c_filmography(public.c_people) returns setof public.c_films language sql stable as
  $$ select * from public.c_films where director_id = $1.id $$;
create function public.c_latest(public.c_people) returns public.c_films language sql stable as
  $$ select * from public.c_films where director_id = $1.id order by year desc limit 1 $$;
create function public.c_awards(public.c_films) returns setof public.c_awards language sql stable as
  $$ select * from public.c_awards where film_id = $1.id and name <> 'Silver' $$;
create function public.c_films_since(y integer) returns setof public.c_films language sql stable as
  $$ select * from public.c_films where year >= y $$;
-- Computed fields.
create function public.c_full_name(public.c_people) returns text language sql immutable as
  $$ select $1.first_name || ' ' || $1.last_name $$;
create function public.c_age(public.c_films) returns integer language sql immutable as $$ select 2026 - $1.year $$;
grant execute on function public.c_director(public.c_films), public.c_filmography(public.c_people), public.c_latest(public.c_people),
  public.c_awards(public.c_films), public.c_full_name(public.c_people), public.c_age(public.c_films), public.c_films_since(integer) to anon, authenticated, service_role;
`;

const relationships: Scenario[] = [
  { name: 'a setof … rows 1 function embeds as one object (null when none)', url: '/c_films?select=title,c_director(first_name)&id=in.(3,4)&order=id', status: 200,
    json: [{ title: 'Gamma', c_director: { first_name: 'Bo' } }, { title: 'Delta', c_director: null }] },
  { name: 'a setof function embeds as an array, with the embed’s filters and order', url: '/c_people?select=first_name,c_filmography(title)&id=eq.1&c_filmography.order=year.desc&c_filmography.year=gt.2000',
    status: 200, json: [{ first_name: 'Ada', c_filmography: [{ title: 'Beta' }] }] },
  // A non-set function's NULL result is still one row (of NULLs) in FROM, as in PostgREST's lateral join.
  { name: 'a function returning one row embeds as an object', url: '/c_people?select=first_name,latest:c_latest(title)&id=in.(1,3)&order=id', status: 200,
    json: [{ first_name: 'Ada', latest: { title: 'Beta' } }, { first_name: 'Cy', latest: { title: null } }] },
  { name: '!inner on a computed relationship narrows the parents', url: '/c_people?select=id,c_filmography!inner(title)&c_filmography.title=eq.Gamma', status: 200,
    json: [{ id: 2, c_filmography: [{ title: 'Gamma' }] }] },
  { name: 'null filtering: people who directed nothing', url: '/c_people?select=id,c_filmography()&c_filmography=is.null', status: 200, json: [{ id: 3 }] },
  { name: 'spread of a to-one computed relationship', url: '/c_films?select=title,...c_director(director:first_name)&id=eq.1', status: 200,
    json: [{ title: 'Alpha', director: 'Ada' }] },
  { name: 'ordering by a to-one computed relationship', url: '/c_films?select=id,d:c_director(first_name)&director_id=not.is.null&order=d(first_name).desc,id', status: 200,
    json: [{ id: 3, d: { first_name: 'Bo' } }, { id: 1, d: { first_name: 'Ada' } }, { id: 2, d: { first_name: 'Ada' } }] },
  { name: 'nested: a computed relationship inside a foreign-key embed', url: '/c_awards?select=name,c_films(title,c_director(last_name))&id=eq.3', status: 200,
    json: [{ name: 'Bronze', c_films: { title: 'Gamma', c_director: { last_name: 'Diddley' } } }] },
  { name: 'a function named like a related table replaces the detected relationship', url: '/c_films?select=id,c_awards(name)&id=eq.1', status: 200,
    json: [{ id: 1, c_awards: [{ name: 'Gold' }] }] },
  { name: 'the override drops every detected relationship to that table, its constraint name too → PGRST200',
    url: '/c_films?select=id,c_awards_film_id_fkey(name)', status: 400, has: ['"code":"PGRST200"'] },
  { name: 'the other direction is not overridden', url: '/c_awards?select=name,c_films(title)&id=eq.2', status: 200,
    json: [{ name: 'Silver', c_films: { title: 'Alpha' } }] },
  { name: 'a computed relationship of another table is not found → PGRST200', url: '/c_awards?select=c_director(*)', status: 400,
    has: ['"code":"PGRST200"', "between 'c_awards' and 'c_director'"] },
];

const fields: Scenario[] = [
  { name: 'a computed field is selected like a column, with an alias', url: '/c_people?select=id,name:c_full_name&id=eq.2', status: 200,
    json: [{ id: 2, name: 'Bo Diddley' }] },
  { name: 'a computed field is not part of *', url: '/c_people?select=*&id=eq.1', status: 200,
    json: [{ id: 1, first_name: 'Ada', last_name: 'Lovelace', mentor_id: null }] },
  { name: '* and a computed field together', url: '/c_films?select=*,c_age&id=eq.4', status: 200,
    json: [{ id: 4, title: 'Delta', director_id: null, year: 2012, c_age: 14 }] },
  { name: 'filtered and ordered by a computed field', url: '/c_people?select=id&c_full_name=like.*o*&order=c_full_name.desc', status: 200,
    json: [{ id: 3 }, { id: 2 }, { id: 1 }] },
  { name: 'a computed field with a cast', url: '/c_films?select=c_age::text&id=eq.1', status: 200, json: [{ c_age: '27' }] },
  { name: 'a computed field inside an embed, filtered there', url: '/c_people?select=id,c_films(title,c_age)&id=eq.1&c_films.c_age=lt.25', status: 200,
    json: [{ id: 1, c_films: [{ title: 'Beta', c_age: 21 }] }] },
  { name: 'a computed field inside a computed relationship', url: '/c_films?select=id,c_director(c_full_name)&id=eq.3', status: 200,
    json: [{ id: 3, c_director: { c_full_name: 'Bo Diddley' } }] },
  { name: 'a write’s representation selects computed fields and relationships', method: 'POST', url: '/c_films?select=id,c_age,c_director(first_name)',
    body: { id: 5, title: 'Epsilon', director_id: 2, year: 2020 }, headers: { Prefer: 'return=representation' }, status: 201,
    json: [{ id: 5, c_age: 6, c_director: { first_name: 'Bo' } }] },
  { name: 'an upsert’s representation too (its rows carry an extra column)', method: 'POST', url: '/c_films?select=title,c_age,c_director(last_name)',
    body: { id: 6, title: 'Zeta', director_id: 3, year: 2021 }, headers: { Prefer: 'resolution=merge-duplicates,return=representation' }, status: 201,
    json: [{ title: 'Zeta', c_age: 5, c_director: { last_name: 'Young' } }] },
  { name: 'a function’s table rows select computed fields and relationships too', url: '/rpc/c_films_since?y=2005&select=title,c_age,c_director(first_name)&c_age=gt.15&order=id',
    status: 200, json: [{ title: 'Beta', c_age: 21, c_director: { first_name: 'Ada' } }, { title: 'Gamma', c_age: 16, c_director: { first_name: 'Bo' } }] },
  { name: 'a computed field of another table is no column → 400 42703', url: '/c_films?select=c_full_name', status: 400,
    json: { code: '42703', message: 'column c_films.c_full_name does not exist', details: null, hint: null } },
];

describe.each(backends)('computed relationships and fields on %s', (backend) => {
  let f: FixtureServer;
  beforeAll(async () => {
    f = await startFixtureServer(backend);
    await f.t.db.exec(SCHEMA);
  });
  afterAll(async () => f?.t.stop());
  describe('computed relationships', () => runScenarios(() => f, relationships));
  describe('computed fields', () => runScenarios(() => f, fields));
});
