// /rest/v1/rpc: named arguments (POST body, GET query), defaults, scalar/composite/set/void results,
// filters and order on set results, read-only GET, error mapping (P0001, PTxxx), unknown functions.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { backends } from '../support/backends.ts';
import { OWNER, runScenarios, startFixtureServer, type FixtureServer, type Scenario } from './scenarios-support.ts';

const scenarios: Scenario[] = [
  { name: 'scalar → bare JSON value', method: 'POST', url: '/rpc/t_add', body: { a: 2, b: 3 }, status: 200, json: 5 },
  { name: 'argument with a default may be omitted', method: 'POST', url: '/rpc/t_add', body: { a: 2 }, status: 200, json: 12 },
  { name: 'GET with query arguments (immutable)', url: '/rpc/t_add?a=1&b=1', status: 200, json: 2 },
  { name: 'set of rows → array; filters, order and select apply', method: 'POST', url: '/rpc/t_books_by?select=id,title&id=gte.2&order=id.desc', body: { author: 1 }, status: 200,
    json: [{ id: 2, title: 'Beta' }], resHeaders: { 'content-range': '0-0/*' } },
  { name: 'set of rows with an embed through the row type', method: 'POST', url: '/rpc/t_books_by?select=id,t_reviews(stars)&order=id&t_reviews.order=stars', body: { author: 1 }, status: 200,
    json: [{ id: 1, t_reviews: [{ stars: 3 }, { stars: 5 }] }, { id: 2, t_reviews: [{ stars: 4 }] }] },
  { name: 'set with count=exact', method: 'POST', url: '/rpc/t_books_by?limit=1&order=id', headers: { Prefer: 'count=exact' }, body: { author: 1 }, status: 206,
    resHeaders: { 'content-range': '0-0/2' } },
  { name: 'composite → object', method: 'POST', url: '/rpc/t_author_card?select=id,name', body: { author: 1 }, status: 200, json: { id: 1, name: 'Ada' } },
  { name: 'returns table → array', method: 'POST', url: '/rpc/t_pairs?x=gt.1', body: {}, status: 200, json: [{ x: 2, label: 'two' }, { x: 3, label: 'three' }] },
  { name: 'setof scalar → array of values', method: 'POST', url: '/rpc/t_numbers', status: 200, json: [1, 2, 3, 4] },
  { name: 'jsonb and text[] arguments arrive intact', method: 'POST', url: '/rpc/t_echo', body: { payload: { q1: 'b', q2: ['a', 'c'] }, tags: ['x', 'y'] }, status: 200,
    json: { payload: { q1: 'b', q2: ['a', 'c'] }, tags: ['x', 'y'] } },
  { name: 'GET with a PG array literal argument', url: '/rpc/t_echo?payload=1&tags=%7Bx,y%7D', status: 200, json: { payload: '1', tags: ['x', 'y'] } },
  { name: 'void → 204, empty body', method: 'POST', url: '/rpc/t_noop', body: {}, status: 204 },
  { name: 'single object over a set', method: 'POST', url: '/rpc/t_books_by?id=eq.2', headers: { Accept: 'application/vnd.pgrst.object+json' }, body: { author: 1 }, status: 200,
    has: ['{"id":2,"title":"Beta"'], hasNot: ['[{'] },
  { name: 'single object over a set of 2 → 406', method: 'POST', url: '/rpc/t_books_by', headers: { Accept: 'application/vnd.pgrst.object+json' }, body: { author: 1 }, status: 406, has: ['PGRST116'] },
  { name: 'single object over a set of 0 from a volatile function → 406, and its writes roll back', method: 'POST', url: '/rpc/t_write_rows?id=lt.0',
    headers: { Accept: 'application/vnd.pgrst.object+json' }, body: { txt: 'filtered away' }, status: 406,
    json: { code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object', details: 'The result contains 0 rows', hint: null },
    after: async (f) => expect((await f.t.db.query(`select count(*)::int as n from public.t_reviews where body = 'filtered away'`)).rows).toEqual([{ n: 0 }]) },
  { name: 'request context inside SQL', method: 'POST', url: '/rpc/t_whoami', as: 'user', headers: { 'X-Client-Info': 'scenario/1' }, body: {}, status: 200,
    json: { role: 'authenticated', uid: OWNER, method: 'POST', path: '/rpc/t_whoami', client: 'scenario/1' } },
  { name: 'anon request context', url: '/rpc/t_whoami', status: 200, has: ['"role": "anon"', '"uid": null', '"method": "GET"'] },
  { name: 'RAISE EXCEPTION → 400 P0001 with details and hint', method: 'POST', url: '/rpc/t_fail', body: {}, status: 400,
    json: { code: 'P0001', message: 'nope', details: 'some detail', hint: 'some hint' } },
  { name: 'RAISE SQLSTATE PT418 → HTTP 418', method: 'POST', url: '/rpc/t_teapot', body: {}, status: 418, has: ['"code":"PT418"', 'I am a teapot'] },
  { name: 'writes in a GET call → 405 25006', url: '/rpc/t_write?txt=x', status: 405, has: ['"code":"25006"'] },
  { name: 'a volatile function writes on POST', method: 'POST', url: '/rpc/t_write', body: { txt: 'via rpc' }, status: 200,
    after: async (f) => expect((await f.t.db.query(`select count(*)::int as n from public.t_reviews where body = 'via rpc'`)).rows).toEqual([{ n: 1 }]) },
  { name: 'unknown function → 404 PGRST202', method: 'POST', url: '/rpc/t_nope', body: { a: 1 }, status: 404,
    has: ['PGRST202', 'Could not find the function public.t_nope(a) in the schema cache'] },
  { name: 'GET of an unknown function names its query arguments', url: '/rpc/t_nope?a=1&b=2', status: 404, has: ['Could not find the function public.t_nope(a, b)'] },
  { name: 'unknown argument name → 404 PGRST202', method: 'POST', url: '/rpc/t_add', body: { x: 1 }, status: 404, has: ['PGRST202'] },
  { name: 'no arguments → "without parameters"', method: 'POST', url: '/rpc/t_add', body: {}, status: 404, has: ['public.t_add without parameters'] },
  { name: 'bad argument value → 400 22P02', method: 'POST', url: '/rpc/t_add', body: { a: 'abc' }, status: 400, has: ['22P02'] },
  { name: 'PATCH on rpc → 405 PGRST101', method: 'PATCH', url: '/rpc/t_add', body: {}, status: 405, has: ['PGRST101', 'Cannot use the PATCH method on RPC'] },
  { name: 'non-object body → 400 PGRST102', method: 'POST', url: '/rpc/t_add', body: '[1]', status: 400, has: ['PGRST102'] },
  { name: 'trigger functions are not exposed', method: 'POST', url: '/rpc/set_updated_at', body: {}, status: 404, has: ['PGRST202'] },
];

const authScenarios: Scenario[] = [
  { name: 'no apikey → 401', url: '/t_books', as: 'none', status: 401, has: ['No API key found in request'] },
  { name: 'forged bearer → 401 PGRST301', url: '/t_books', headers: { Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.AAAA' }, status: 401,
    has: ['PGRST301'], resHeaders: { 'www-authenticate': /invalid_token/ } },
  { name: 'not a JWT → 401 PGRST301', url: '/t_books', headers: { Authorization: 'Bearer not-a-jwt' }, status: 401, has: ['PGRST301', 'Expected 3 parts in JWT; got 1'] },
];

describe.each(backends)('/rest/v1 rpc on %s', (backend) => {
  let f: FixtureServer;
  beforeAll(async () => {
    f = await startFixtureServer(backend);
  });
  afterAll(async () => f?.t.stop());
  runScenarios(() => f, scenarios);
  runScenarios(() => f, authScenarios);
  runScenarios(() => f, [
    { name: 'expired token → 401 PGRST303 JWT expired', url: '/t_books', status: 401, has: ['PGRST303', 'JWT expired'],
      get headers() { return { Authorization: `Bearer ${f.expiredToken}` }; } },
    { name: 'apikey alone (no Authorization) → anon', url: '/rpc/t_whoami', as: 'none', status: 200, has: ['"role": "anon"'],
      get headers() { return { apikey: f.t.anonKey }; } },
    { name: 'service key as apikey alone → service_role', url: '/rpc/t_whoami', as: 'none', status: 200, has: ['"role": "service_role"'],
      get headers() { return { apikey: f.t.serviceKey }; } },
  ]);
});
