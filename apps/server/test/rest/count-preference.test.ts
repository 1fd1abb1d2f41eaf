// Prefer: count=exact|planned|estimated on tables, RPC results and HEAD (PostgREST's RangeQuery, resultSetWTotal and
// RpcSpec): Content-Range first-last/total, 206 when the page is not the whole set, Preference-Applied count=…;
// a single value or object counts as one row; the Range header applies to GET only.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { backends } from '../support/backends.ts';
import { runScenarios, startFixtureServer, type FixtureServer, type Scenario } from './scenarios-support.ts';

// 1,500 rows: more than MAX_ROWS (1,000), where count=estimated switches to the planner's guess. ANALYZE makes the
// planner's row estimates exact for unfiltered scans, so count=planned has a stable answer on both databases.
const SETUP = `
  create table public.t_many (id integer primary key);
  insert into public.t_many select generate_series(1, 1500);
  grant select on public.t_many to anon;
  create function public.t_stamp(k integer) returns setof public.t_reviews language sql volatile as $$
    insert into public.t_reviews (book_id, stars, body) select 3, 1, 'stamp' from generate_series(1, k) returning * $$;
  grant execute on function public.t_stamp(integer) to anon;
  analyze public.t_books; analyze public.t_many;`;

const scenarios: Scenario[] = [
  // Tables and HEAD
  { name: 'HEAD count=exact with a partial page → 206 and the total', method: 'HEAD', url: '/t_books?limit=2', headers: { Prefer: 'count=exact' }, status: 206,
    resHeaders: { 'content-range': '0-1/4', 'preference-applied': 'count=exact', 'content-type': 'application/json; charset=utf-8' } },
  { name: 'HEAD without a count → 200 and an open total', method: 'HEAD', url: '/t_books?limit=2', status: 200, resHeaders: { 'content-range': '0-1/*', 'preference-applied': null } },
  { name: 'HEAD ignores the Range header (GET only)', method: 'HEAD', url: '/t_books', headers: { Prefer: 'count=exact', Range: '0-0' }, status: 200,
    resHeaders: { 'content-range': '0-3/4' } },
  { name: 'GET honours the Range header', url: '/t_books?select=id&order=id', headers: { Prefer: 'count=exact', Range: '1-1' }, status: 206, json: [{ id: 2 }],
    resHeaders: { 'content-range': '1-1/4' } },
  { name: 'count=planned gives the planner’s estimate', url: '/t_books?select=id&order=id&limit=2', headers: { Prefer: 'count=planned' }, status: 206,
    json: [{ id: 1 }, { id: 2 }], resHeaders: { 'content-range': '0-1/4', 'preference-applied': 'count=planned' } },
  { name: 'count=estimated under MAX_ROWS is exact', url: '/t_books?select=id&id=gte.2&limit=1&order=id', headers: { Prefer: 'count=estimated' }, status: 206,
    json: [{ id: 2 }], resHeaders: { 'content-range': '0-0/3', 'preference-applied': 'count=estimated' } },
  { name: 'count=estimated over MAX_ROWS takes the larger of the capped count and the estimate', method: 'HEAD', url: '/t_many', headers: { Prefer: 'count=estimated' },
    status: 206, resHeaders: { 'content-range': '0-999/1500' } },
  { name: 'count=exact over MAX_ROWS counts every row', method: 'HEAD', url: '/t_many?id=gt.100', headers: { Prefer: 'count=exact' }, status: 206,
    resHeaders: { 'content-range': '0-999/1400' } },
  { name: 'count=planned with the read cache: the second identical request answers the same', url: '/t_books?select=id&order=id&limit=2', headers: { Prefer: 'count=planned' },
    status: 206, resHeaders: { 'content-range': '0-1/4' } },
  // RPC
  { name: 'a scalar function counts as one row', url: '/rpc/t_add?a=3&b=4', headers: { Prefer: 'count=exact' }, status: 200, json: 7,
    resHeaders: { 'content-range': '0-0/1', 'preference-applied': 'count=exact' } },
  { name: 'a scalar function without a count', url: '/rpc/t_add?a=3&b=4', status: 200, json: 7, resHeaders: { 'content-range': '0-0/*' } },
  { name: 'a composite function counts as one row', method: 'POST', url: '/rpc/t_author_card?select=id', body: { author: 1 }, headers: { Prefer: 'count=exact' },
    status: 200, json: { id: 1 }, resHeaders: { 'content-range': '0-0/1' } },
  { name: 'a set of scalars: limit with count=exact → 206', method: 'POST', url: '/rpc/t_numbers?limit=2', headers: { Prefer: 'count=exact' }, status: 206,
    json: [1, 2], resHeaders: { 'content-range': '0-1/4', 'preference-applied': 'count=exact' } },
  { name: 'a set of scalars: offset and limit', method: 'POST', url: '/rpc/t_numbers?offset=1&limit=2', headers: { Prefer: 'count=exact' }, status: 206,
    json: [2, 3], resHeaders: { 'content-range': '1-2/4' } },
  { name: 'a set of scalars with count=planned', url: '/rpc/t_numbers', headers: { Prefer: 'count=planned' }, status: 200, json: [1, 2, 3, 4],
    resHeaders: { 'content-range': '0-3/4', 'preference-applied': 'count=planned' } },
  { name: 'HEAD on a set-returning function with a count', method: 'HEAD', url: '/rpc/t_books_by?author=1', headers: { Prefer: 'count=exact' }, status: 200,
    resHeaders: { 'content-range': '0-1/2', 'content-type': 'application/json; charset=utf-8' } },
  { name: 'HEAD on a set-returning function with limit and offset → 206', method: 'HEAD', url: '/rpc/t_books_by?author=1&limit=1&offset=1', headers: { Prefer: 'count=exact' },
    status: 206, resHeaders: { 'content-range': '1-1/2' } },
  { name: 'POST to a function ignores the Range header', method: 'POST', url: '/rpc/t_books_by?select=id&order=id', body: { author: 1 },
    headers: { Prefer: 'count=exact', Range: '1-1' }, status: 200, json: [{ id: 1 }, { id: 2 }], resHeaders: { 'content-range': '0-1/2' } },
  { name: 'filters narrow the counted rows', method: 'POST', url: '/rpc/t_books_by?select=id&id=gte.2', body: { author: 1 }, headers: { Prefer: 'count=exact' }, status: 200,
    json: [{ id: 2 }], resHeaders: { 'content-range': '0-0/1' } },
  { name: 'a counted set with an embed', method: 'POST', url: '/rpc/t_books_by?select=id,t_reviews(stars)&order=id&limit=1&t_reviews.order=stars', body: { author: 1 },
    headers: { Prefer: 'count=exact' }, status: 206, json: [{ id: 1, t_reviews: [{ stars: 3 }, { stars: 5 }] }], resHeaders: { 'content-range': '0-0/2' } },
  { name: 'a counted volatile set-returning function runs once', method: 'POST', url: '/rpc/t_stamp?select=stars', body: { k: 2 }, headers: { Prefer: 'count=exact' },
    status: 200, json: [{ stars: 1 }, { stars: 1 }], resHeaders: { 'content-range': '0-1/2' },
    after: async (f) => expect((await f.t.db.query(`select count(*)::int as n from public.t_reviews where body = 'stamp'`)).rows).toEqual([{ n: 2 }]) },
  { name: 'an offset past the counted set → 416 PGRST103', method: 'POST', url: '/rpc/t_books_by?offset=5', body: { author: 1 }, headers: { Prefer: 'count=exact' },
    status: 416, json: { code: 'PGRST103', message: 'Requested range not satisfiable', details: 'An offset of 5 was requested, but there are only 2 rows.', hint: null } },
];

describe.each(backends)('Prefer count on %s', (backend) => {
  let f: FixtureServer;
  beforeAll(async () => {
    f = await startFixtureServer(backend);
    await f.t.db.exec(SETUP);
  });
  afterAll(async () => f?.t.stop());
  runScenarios(() => f, scenarios);
});
