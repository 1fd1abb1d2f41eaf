// /rest/v1 writes: insert (object, array, columns, missing=default), update, delete, upsert (merge and
// ignore), Prefer return=…, select= on the representation, single-object rollback, RLS and constraint errors.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { backends } from '../support/backends.ts';
import { OWNER, runScenarios, startFixtureServer, type FixtureServer, type Scenario } from './scenarios-support.ts';

const OBJ = { Accept: 'application/vnd.pgrst.object+json' };
const REP = { Prefer: 'return=representation' };

async function rows(f: FixtureServer, sql: string, params: unknown[] = []): Promise<unknown[]> {
  return (await f.t.db.query(sql, params)).rows;
}

const scenarios: Scenario[] = [
  { name: 'insert without Prefer → 201, empty body', method: 'POST', url: '/t_authors', body: { id: 10, name: 'Ten' }, status: 201,
    resHeaders: { 'content-range': '*/*' },
    after: async (f) => expect(await rows(f, 'select name from public.t_authors where id = 10')).toEqual([{ name: 'Ten' }]) },
  { name: 'insert + select + single → the row with defaults', method: 'POST', url: '/t_authors?select=id,name,created_at', headers: { ...REP, ...OBJ }, body: { id: 11, name: 'Eleven' },
    status: 201, json: { id: 11, name: 'Eleven', created_at: '2026-01-01T00:00:00+00:00' }, resHeaders: { 'preference-applied': 'return=representation' } },
  { name: 'insert representation with an embed', method: 'POST', url: '/t_books?select=title,author:t_authors!author_id(name)', headers: REP,
    body: { id: 10, title: 'Epsilon', author_id: 1 }, status: 201, json: [{ title: 'Epsilon', author: { name: 'Ada' } }] },
  { name: 'insert an array with columns: missing keys become NULL', method: 'POST', url: '/t_progress?columns=%22user_key%22,%22module_key%22,%22note%22&select=user_key,note', headers: REP,
    body: [{ user_key: 'u1', module_key: 'm1' }, { user_key: 'u1', module_key: 'm2', note: 'n', ignored: 1 }], status: 201,
    json: [{ user_key: 'u1', note: null }, { user_key: 'u1', note: 'n' }] },
  { name: 'missing=default gives the column default', method: 'POST', url: '/t_progress?columns=%22user_key%22,%22module_key%22,%22note%22&select=module_key,note',
    headers: { Prefer: 'return=representation, missing=default' }, body: [{ user_key: 'u2', module_key: 'm1' }, { user_key: 'u2', module_key: 'm2', note: 'set' }], status: 201,
    json: [{ module_key: 'm1', note: 'fresh' }, { module_key: 'm2', note: 'set' }] },
  { name: 'count=exact on insert → Content-Range */n', method: 'POST', url: '/t_progress?columns=%22user_key%22,%22module_key%22', headers: { Prefer: 'count=exact, missing=default' },
    body: [{ user_key: 'u3', module_key: 'm1' }, { user_key: 'u3', module_key: 'm2' }], status: 201, resHeaders: { 'content-range': '*/2' } },
  { name: 'array without columns and differing keys → PGRST102', method: 'POST', url: '/t_progress', body: [{ user_key: 'a', module_key: 'b' }, { user_key: 'c' }], status: 400,
    has: ['PGRST102', 'All object keys must match'] },
  { name: 'invalid JSON → 400 PGRST102', method: 'POST', url: '/t_authors', body: '{"id":', status: 400, has: ['PGRST102'] },
  { name: 'unknown payload column → 400 PGRST204', method: 'POST', url: '/t_authors', body: { id: 12, nope: 1 }, status: 400,
    has: ['PGRST204', "Could not find the 'nope' column of 't_authors' in the schema cache"] },
  { name: 'duplicate key → 409 23505 with details', method: 'POST', url: '/t_authors', body: { id: 1, name: 'Again' }, status: 409,
    json: { code: '23505', message: 'duplicate key value violates unique constraint "t_authors_pkey"', details: 'Key (id)=(1) already exists.', hint: null } },
  { name: 'FK violation → 409 23503', method: 'POST', url: '/t_books', body: { id: 20, title: 'X', author_id: 999 }, status: 409, has: ['"code":"23503"', 't_books_author_id_fkey'] },
  { name: 'NOT NULL → 400 23502', method: 'POST', url: '/t_authors', body: { id: 13 }, status: 400, has: ['"code":"23502"', 'null value in column \\"name\\"'] },
  { name: 'CHECK → 400 23514', method: 'POST', url: '/t_books', body: { id: 21, title: '' }, status: 400, has: ['"code":"23514"'] },
  { name: 'bad uuid → 400 22P02', method: 'POST', url: '/t_notes', as: 'user', body: { body: 'x', owner: 'abc' }, status: 400, has: ['"code":"22P02"'] },
  { name: 'RLS WITH CHECK as anon → 401 42501', method: 'POST', url: '/t_notes', body: { body: 'x' }, status: 401, has: ['"code":"42501"', 'row-level security'] },
  { name: 'RLS WITH CHECK as a user → 403 42501', method: 'POST', url: '/t_notes', as: 'user', body: { body: 'x', owner: '22222222-2222-2222-2222-222222222222' }, status: 403, has: ['42501'] },
  { name: 'RLS insert of an own row works; auth.uid() default applied', method: 'POST', url: '/t_notes?select=owner,body', as: 'user', headers: { ...REP, ...OBJ }, body: { body: 'new note' },
    status: 201, json: { owner: OWNER, body: 'new note' } },
  { name: 'RLS hides rows from anon reads', url: '/t_notes?select=body&order=id', status: 200, json: [{ body: 'mine and public' }] },
  { name: 'RLS shows the owner their rows', url: '/t_notes?select=body&order=id', as: 'user', status: 200,
    json: [{ body: 'mine and public' }, { body: 'mine and private' }, { body: 'new note' }] },
  { name: 'the service role bypasses RLS', url: '/t_notes?select=id', as: 'service', headers: { Prefer: 'count=exact' }, status: 200, resHeaders: { 'content-range': '0-3/4' } },
  { name: 'update → 204 with Content-Range', method: 'PATCH', url: '/t_books?id=eq.3', body: { pages: 333 }, status: 204, resHeaders: { 'content-range': '0-0/*' },
    after: async (f) => expect(await rows(f, 'select pages from public.t_books where id = 3')).toEqual([{ pages: 333 }]) },
  { name: 'update + select → 200 array', method: 'PATCH', url: '/t_books?id=eq.3&select=id,pages', headers: REP, body: { pages: 334 }, status: 200, json: [{ id: 3, pages: 334 }] },
  { name: 'update hidden by RLS → 204, nothing changed', method: 'PATCH', url: '/t_notes?body=eq.theirs%20private', as: 'user', body: { body: 'hacked' }, status: 204,
    resHeaders: { 'content-range': '*/*' },
    after: async (f) => expect(await rows(f, `select count(*)::int as n from public.t_notes where body = 'hacked'`)).toEqual([{ n: 0 }]) },
  { name: 'update matching none with select → []', method: 'PATCH', url: '/t_books?id=eq.999&select=id', headers: REP, body: { pages: 1 }, status: 200, json: [] },
  { name: 'update with single and 2 rows → 406 and rolled back', method: 'PATCH', url: '/t_books?author_id=eq.1&id=lte.2', headers: OBJ, body: { pages: 7 }, status: 406,
    has: ['PGRST116', 'The result contains 2 rows'],
    after: async (f) => expect(await rows(f, 'select pages from public.t_books where id in (1, 2) order by id')).toEqual([{ pages: 100 }, { pages: 250 }]) },
  { name: 'delete → 204', method: 'DELETE', url: '/t_reviews?stars=eq.3', status: 204,
    after: async (f) => expect(await rows(f, 'select count(*)::int as n from public.t_reviews where stars = 3')).toEqual([{ n: 0 }]) },
  { name: 'delete + select → 200 array', method: 'DELETE', url: '/t_books?id=eq.10&select=title', headers: REP, status: 200, json: [{ title: 'Epsilon' }] },
  { name: 'upsert (merge) on an existing pair → 200 and merged', method: 'POST', url: '/t_progress?on_conflict=user_key,module_key', headers: { Prefer: 'resolution=merge-duplicates' },
    body: { user_key: 'u1', module_key: 'm1', score: 9 }, status: 200,
    after: async (f) => expect(await rows(f, `select score, note from public.t_progress where user_key = 'u1' and module_key = 'm1'`)).toEqual([{ score: 9, note: null }]) },
  { name: 'upsert (merge) of a new pair → 201', method: 'POST', url: '/t_progress?on_conflict=user_key,module_key&select=score', headers: { Prefer: 'resolution=merge-duplicates, return=representation' },
    body: { user_key: 'u9', module_key: 'm9', score: 5 }, status: 201, json: [{ score: 5 }] },
  { name: 'upsert ignore-duplicates leaves the row and returns only inserted rows', method: 'POST',
    url: '/t_progress?on_conflict=user_key,module_key&columns=%22user_key%22,%22module_key%22,%22score%22&select=user_key,module_key',
    headers: { Prefer: 'resolution=ignore-duplicates, return=representation' },
    body: [{ user_key: 'u1', module_key: 'm1', score: 1 }, { user_key: 'u8', module_key: 'm8', score: 1 }], status: 201, json: [{ user_key: 'u8', module_key: 'm8' }],
    after: async (f) => expect(await rows(f, `select score from public.t_progress where user_key = 'u1' and module_key = 'm1'`)).toEqual([{ score: 9 }]) },
  { name: 'upsert by primary key without on_conflict', method: 'POST', url: '/t_authors?select=name', headers: { Prefer: 'resolution=merge-duplicates, return=representation' },
    body: { id: 2, name: 'Brendan E.' }, status: 200, json: [{ name: 'Brendan E.' }] },
  { name: 'insert as anon through GET-only path is refused: GET is read-only', url: '/t_books?select=id&limit=1', status: 200 },
  { name: 'return=headers-only → 201 with a Location from the primary key', method: 'POST', url: '/t_authors', headers: { Prefer: 'return=headers-only' },
    body: { id: 30, name: 'Thirty' }, status: 201, resHeaders: { location: '/t_authors?id=eq.30' }, json: undefined },
  { name: 'PUT → 405', method: 'PUT', url: '/t_books?id=eq.1', body: { id: 1, title: 'x' }, status: 405 },
];

describe.each(backends)('/rest/v1 writes on %s', (backend) => {
  let f: FixtureServer;
  beforeAll(async () => {
    f = await startFixtureServer(backend);
  });
  afterAll(async () => f?.t.stop());
  runScenarios(() => f, scenarios);
});
