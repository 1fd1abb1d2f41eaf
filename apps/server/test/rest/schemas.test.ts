// Several exposed schemas (DB_SCHEMAS, PostgREST's db-schemas): Accept-Profile picks a read's schema,
// Content-Profile a write's or a call's; an unlisted one is 406 PGRST106; answers name their schema in
// Content-Profile; tables, views, functions and relationships come from the chosen schema only.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { parseRequest } from '../../src/rest/request/api-request.ts';
import { backends } from '../support/backends.ts';
import { startTestServer } from '../support/test-server.ts';
import { runScenarios, type FixtureServer, type Scenario } from './scenarios-support.ts';

// A same-named table in both schemas shows which one answered; s2's function reads `widgets` unqualified,
// so it only finds s2's rows when s2 leads the search_path (as PostgREST sets it).
const SETUP = `
  create schema s2;
  grant usage on schema s2 to anon, authenticated, service_role;
  create table public.widgets (id int primary key, name text not null);
  insert into public.widgets values (1, 'public widget');
  create table public.s2_owners (id int primary key);
  insert into public.s2_owners values (1);
  create table s2.widgets (id int primary key, name text not null, owner_id int references public.s2_owners (id));
  insert into s2.widgets values (1, 's2 first', 1), (2, 's2 second', null);
  create table s2.widget_tags (id int primary key, widget_id int not null references s2.widgets (id), label text not null);
  insert into s2.widget_tags values (1, 1, 'red'), (2, 1, 'blue');
  create view s2.widget_names as select id, upper(name) as name from s2.widgets;
  create function s2.widget_count() returns int language sql stable as $$ select count(*)::int from s2.widgets $$;
  create function s2.first_widget() returns text language plpgsql stable as $$
    begin return (select name from widgets order by id limit 1); end $$;
  grant select, insert, update, delete on public.widgets, s2.widgets, s2.widget_tags to anon, authenticated, service_role;
  grant select on s2.widget_names to anon, authenticated, service_role;
  grant execute on function s2.widget_count(), s2.first_widget() to anon, authenticated, service_role;
`;

const s2Read = { 'Accept-Profile': 's2' };
const s2Write = { 'Content-Profile': 's2' };

const scenarios: Scenario[] = [
  { name: 'no profile: the default (first) schema, named in Content-Profile', url: '/widgets?select=name', status: 200,
    json: [{ name: 'public widget' }], resHeaders: { 'Content-Profile': 'public' } },
  { name: 'Accept-Profile: s2 reads s2', url: '/widgets?select=id,name&order=id', headers: s2Read, status: 200,
    json: [{ id: 1, name: 's2 first' }, { id: 2, name: 's2 second' }], resHeaders: { 'Content-Profile': 's2' } },
  { name: 'a read ignores Content-Profile', url: '/widgets?select=name', headers: s2Write, status: 200, json: [{ name: 'public widget' }] },
  { name: 'HEAD takes Accept-Profile too', method: 'HEAD', url: '/widgets', headers: { ...s2Read, Prefer: 'count=exact' }, status: 200,
    resHeaders: { 'Content-Range': '0-1/2', 'Content-Profile': 's2' } },
  { name: 'embedding uses the schema\'s relationships', url: '/widgets?select=name,widget_tags(label)&id=eq.1&widget_tags.order=id', headers: s2Read,
    status: 200, json: [{ name: 's2 first', widget_tags: [{ label: 'red' }, { label: 'blue' }] }] },
  { name: 'a foreign key into another schema is no relationship', url: '/widgets?select=name,s2_owners(id)', headers: s2Read, status: 400,
    json: { code: 'PGRST200', message: 'Could not find a relationship between \'widgets\' and \'s2_owners\' in the schema cache',
      details: 'Searched for a foreign key relationship between \'widgets\' and \'s2_owners\' in the schema \'s2\', but no matches were found.', hint: null } },
  { name: 'a view of s2', url: '/widget_names?order=id&limit=1', headers: s2Read, status: 200, json: [{ id: 1, name: 'S2 FIRST' }] },
  { name: 'a table of s2 is unknown in public', url: '/widget_tags', status: 404, has: ['PGRST205'] },
  { name: 'GET RPC of s2 (Accept-Profile)', url: '/rpc/widget_count', headers: s2Read, status: 200, json: 2, resHeaders: { 'Content-Profile': 's2' } },
  { name: 'POST RPC of s2 (Content-Profile), s2 first on the search_path', method: 'POST', url: '/rpc/first_widget', headers: s2Write, body: {},
    status: 200, json: 's2 first', resHeaders: { 'Content-Profile': 's2' } },
  { name: 'a function of s2 is unknown in public', method: 'POST', url: '/rpc/widget_count', body: {}, status: 404,
    has: ['PGRST202', 'public.widget_count'] },
  { name: 'POST inserts into s2', method: 'POST', url: '/widgets', headers: { ...s2Write, Prefer: 'return=representation' },
    body: { id: 3, name: 's2 third' }, status: 201, json: [{ id: 3, name: 's2 third', owner_id: null }], resHeaders: { 'Content-Profile': 's2' },
    after: async (f) => {
      expect((await f.t.db.query('select count(*)::int as n from public.widgets')).rows).toEqual([{ n: 1 }]);
    } },
  { name: 'PATCH updates s2', method: 'PATCH', url: '/widgets?id=eq.3', headers: { ...s2Write, Prefer: 'return=representation' },
    body: { name: 's2 renamed' }, status: 200, json: [{ id: 3, name: 's2 renamed', owner_id: null }] },
  { name: 'DELETE deletes from s2', method: 'DELETE', url: '/widgets?id=eq.3', headers: s2Write, status: 204,
    after: async (f) => {
      expect((await f.t.db.query('select count(*)::int as n from s2.widgets')).rows).toEqual([{ n: 2 }]);
    } },
  { name: 'an unlisted Accept-Profile → 406 PGRST106', url: '/widgets', headers: { 'Accept-Profile': 'auth' }, status: 406,
    json: { code: 'PGRST106', message: 'Invalid schema: auth', details: null, hint: 'Only the following schemas are exposed: public, s2' },
    resHeaders: { 'Content-Profile': null } },
  { name: 'an unlisted Content-Profile → 406 PGRST106, nothing written', method: 'POST', url: '/widgets', headers: { 'Content-Profile': 'pg_catalog' },
    body: { id: 9, name: 'nope' }, status: 406, has: ['Invalid schema: pg_catalog'],
    after: async (f) => {
      expect((await f.t.db.query('select count(*)::int as n from public.widgets where id = 9')).rows).toEqual([{ n: 0 }]);
    } },
];

describe('DB_SCHEMAS setting', () => {
  it('defaults to public and reads a comma-separated list', () => {
    expect(loadConfig({}).dbSchemas).toEqual(['public']);
    expect(loadConfig({ DB_SCHEMAS: 'api, public' }).dbSchemas).toEqual(['api', 'public']);
    expect(() => loadConfig({ DB_SCHEMAS: 'api,,public' })).toThrow('DB_SCHEMAS must be a comma-separated list');
    expect(() => loadConfig({ DB_SCHEMAS: 'api,api' })).toThrow('DB_SCHEMAS must be a comma-separated list');
  });

  it('the first schema is the default of reads and writes', () => {
    const base = { path: '/widgets', query: '', headers: {} };
    expect(parseRequest({ ...base, method: 'GET' }, { allowTxOverride: false, schemas: ['s2', 'public'] }).schema).toBe('s2');
    expect(parseRequest({ ...base, method: 'POST' }, { allowTxOverride: false, schemas: ['s2', 'public'] }).schema).toBe('s2');
  });
});

describe.each(backends)('several exposed schemas on %s', (backend) => {
  let f: FixtureServer;
  beforeAll(async () => {
    const t = await startTestServer(backend, { DB_SCHEMAS: 'public, s2' });
    await t.db.exec(SETUP);
    f = { t, userToken: '', expiredToken: '' };
  });
  afterAll(async () => {
    await f?.t.stop();
  });

  runScenarios(() => f, scenarios);

  it('supabase-js: db.schema in createClient and .schema() per call', async () => {
    const { url, anonKey } = f.t;
    const auth = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
    const s2 = createClient(url, anonKey, { db: { schema: 's2' }, auth });
    const list = await s2.from('widgets').select('name').order('id');
    expect(list.error).toBeNull();
    expect(list.data).toEqual([{ name: 's2 first' }, { name: 's2 second' }]);
    const client = f.t.client();
    expect((await client.from('widgets').select('name')).data).toEqual([{ name: 'public widget' }]);
    const count = await client.schema('s2').rpc('widget_count');
    expect(count.error).toBeNull();
    expect(count.data).toBe(2);
    const inserted = await client.schema('s2').from('widgets').insert({ id: 4, name: 'via js' }).select('name').single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual({ name: 'via js' });
    expect((await client.schema('s2').from('widgets').delete().eq('id', 4)).error).toBeNull();
    const refused = await client.schema('nope').from('widgets').select();
    expect(refused.error).toMatchObject({ code: 'PGRST106', message: 'Invalid schema: nope' });
  });
});

describe.each(backends)('one exposed schema (the default) on %s', (backend) => {
  let f: FixtureServer;
  beforeAll(async () => {
    const t = await startTestServer(backend);
    f = { t, userToken: '', expiredToken: '' };
  });
  afterAll(async () => {
    await f?.t.stop();
  });

  runScenarios(() => f, [
    { name: 'answers carry no Content-Profile', url: '/profiles?select=user_id&limit=1', status: 200, resHeaders: { 'Content-Profile': null } },
    { name: 'Accept-Profile: public is accepted', url: '/profiles?select=user_id&limit=1', headers: { 'Accept-Profile': 'public' }, status: 200 },
    { name: 'any other → 406 PGRST106 naming public', url: '/profiles', headers: { 'Accept-Profile': 's2' }, status: 406,
      json: { code: 'PGRST106', message: 'Invalid schema: s2', details: null, hint: 'Only the following schemas are exposed: public' } },
  ]);
});
