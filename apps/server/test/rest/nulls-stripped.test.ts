// Accept: application/vnd.pgrst.array+json;nulls=stripped and the object variant (PostgREST ≥ 11.2, supabase-js
// .stripNulls()): null-valued keys leave every object of the answer, embedded ones too (json_strip_nulls), while
// null array elements stay. Only the vnd.pgrst types take the parameter; application/json;nulls=stripped is plain JSON.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { runScenarios, startFixtureServer, type FixtureServer, type Scenario } from './scenarios-support.ts';

const ARRAY = 'application/vnd.pgrst.array+json;nulls=stripped';
const OBJECT = 'application/vnd.pgrst.object+json;nulls=stripped';

const scenarios: Scenario[] = [
  { name: 'array: null columns are left out of each row', url: '/t_books?select=id,pages,published&id=in.(3,4)&order=id', headers: { Accept: ARRAY }, status: 200,
    json: [{ id: 3 }, { id: 4, pages: 50, published: '2022-03-03' }],
    resHeaders: { 'content-type': 'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8', 'content-range': '0-1/*' } },
  { name: 'array without the parameter keeps nulls and answers application/json', url: '/t_books?select=id,pages&id=eq.3', headers: { Accept: 'application/vnd.pgrst.array+json' },
    status: 200, json: [{ id: 3, pages: null }], resHeaders: { 'content-type': 'application/json; charset=utf-8' } },
  { name: 'application/json;nulls=stripped is plain JSON (the parameter belongs to the vnd types)', url: '/t_books?select=id,pages&id=eq.3',
    headers: { Accept: 'application/json;nulls=stripped' }, status: 200, json: [{ id: 3, pages: null }], resHeaders: { 'content-type': 'application/json; charset=utf-8' } },
  { name: 'spaces around the parameter are ignored, as by PostgREST’s Accept parser', url: '/t_books?select=id,pages&id=eq.3',
    headers: { Accept: 'application/vnd.pgrst.array+json; nulls=stripped' }, status: 200, json: [{ id: 3 }] },
  { name: 'a null to-one embed leaves with its key; nulls inside embedded objects go too', url: '/t_books?select=id,author:t_authors!author_id(name,email,meta)&id=in.(3,4)&order=id',
    headers: { Accept: ARRAY }, status: 200, json: [{ id: 3, author: { name: 'Brendan', email: 'bren@example.com', meta: { tier: 'silver', langs: ['en'] } } }, { id: 4 }] },
  { name: 'to-many embeds stay arrays, their rows stripped', url: '/t_authors?select=id,books:t_books!author_id(id,pages)&id=eq.2', headers: { Accept: ARRAY }, status: 200,
    json: [{ id: 2, books: [{ id: 3 }] }] },
  { name: 'empty result is still []', url: '/t_books?id=eq.99', headers: { Accept: ARRAY }, status: 200, json: [] },
  { name: 'object: null columns are left out', url: '/t_authors?select=id,name,email,meta&id=eq.3', headers: { Accept: OBJECT }, status: 200,
    json: { id: 3, name: 'Cleo, "the" Quoted' }, resHeaders: { 'content-type': 'application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8' } },
  { name: 'object with 0 rows → 406 PGRST116 as without the parameter', url: '/t_authors?id=eq.99', headers: { Accept: OBJECT }, status: 406,
    json: { code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object', details: 'The result contains 0 rows', hint: null } },
  { name: 'rpc returning jsonb: null keys stripped, null array elements kept', method: 'POST', url: '/rpc/t_echo', headers: { Accept: ARRAY },
    body: { payload: { a: null, b: [1, null] } }, status: 200, json: { payload: { b: [1, null] } } },
  { name: 'rpc returning a composite, as an object', method: 'POST', url: '/rpc/t_author_card?select=id,email', headers: { Accept: OBJECT }, body: { author: 3 }, status: 200,
    json: { id: 3 } },
  { name: 'rpc returning a set of rows', method: 'POST', url: '/rpc/t_books_by?select=id,pages', headers: { Accept: ARRAY }, body: { author: 2 }, status: 200, json: [{ id: 3 }] },
  { name: 'insert with return=representation answers stripped rows', method: 'POST', url: '/t_authors?select=id,name,email', body: { id: 40, name: 'Nil' },
    headers: { Accept: ARRAY, Prefer: 'return=representation' }, status: 201, json: [{ id: 40, name: 'Nil' }],
    resHeaders: { 'content-type': 'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8' } },
  { name: 'update with return=representation as one object', method: 'PATCH', url: '/t_authors?id=eq.40&select=id,email,meta', body: { name: 'Nil again' },
    headers: { Accept: OBJECT, Prefer: 'return=representation' }, status: 200, json: { id: 40 } },
];

describe.each(backends)('Accept …;nulls=stripped on %s', (backend) => {
  let f: FixtureServer;
  beforeAll(async () => {
    f = await startFixtureServer(backend);
  });
  afterAll(async () => f?.t.stop());
  runScenarios(() => f, scenarios);

  it('supabase-js .stripNulls() gets rows without null keys, and .single() an object', async () => {
    const list = await f.t.client().from('t_books').select('id,pages').in('id', [3, 4]).order('id').stripNulls();
    expect(list.error).toBeNull();
    expect(list.data).toEqual([{ id: 3 }, { id: 4, pages: 50 }]);
    const one = await f.t.client().from('t_authors').select('id,email').eq('id', 3).single().stripNulls();
    expect(one.error).toBeNull();
    expect(one.data).toEqual({ id: 3 });
  });
});
