// Accept: text/csv as PostgREST's asCsvF: a header of the row's keys, then each row's PostgreSQL record text
// without its parentheses — jsonb, arrays and tsvector in their text form (quoted as a record quotes a
// field), booleans as t/f, NULL as an empty field and '' as "". Reads, write representations and RPC.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { send, startFixtureServer, type FixtureServer, type Scenario } from './scenarios-support.ts';

const SCHEMA = `
  create table public.t_docs (
    id integer primary key,
    doc jsonb,
    raw json,
    tags text[],
    nums integer[],
    tsv tsvector,
    flag boolean,
    day date,
    note text
  );
  create table public.t_doc_notes (id integer primary key, doc_id integer references public.t_docs, body text);
  grant select, insert on public.t_docs, public.t_doc_notes to anon, authenticated, service_role;
  insert into public.t_docs values
    (1, '{"b": [1, 2], "a": "x,y"}', '{"k" : 1}', '{red,"big box"}', '{1,2}', to_tsvector('simple', 'the quick fox'), true, '2026-01-02', 'plain'),
    (2, '"text"', null, '{}', null, '', false, null, ''),
    (3, null, null, null, '{{1,2},{3,4}}', null, null, null, 'say "hi", (twice)\\ ok');
  insert into public.t_doc_notes values (1, 1, 'n, 1');
  create function public.doc_of(i integer) returns jsonb language sql stable as $$ select doc from public.t_docs where id = i $$;
  create function public.docs_from(i integer) returns setof public.t_docs language sql stable as $$ select * from public.t_docs where id >= i order by id $$;
  create function public.tags_of() returns setof text[] language sql stable as $$ select tags from public.t_docs where tags is not null order by id $$;`;

const CSV = { Accept: 'text/csv' };
const TYPE = 'text/csv; charset=utf-8';

interface CsvCase extends Pick<Scenario, 'name' | 'url' | 'method' | 'headers' | 'body'> {
  status?: number;
  /** The whole body, exactly. */
  text: string;
}

function exact(name: string, url: string, text: string, extra: Partial<CsvCase> = {}): CsvCase {
  return { name, url, text, ...extra };
}

const cases: CsvCase[] = [
  exact('jsonb: its text form, quoted with doubled quotes', '/t_docs?select=id,doc&order=id',
    'id,doc\n1,"{""a"": ""x,y"", ""b"": [1, 2]}"\n2,"""text"""\n3,'),
  exact('json: kept as written', '/t_docs?select=raw&id=eq.1', 'raw\n"{""k"" : 1}"'),
  exact('text[] and integer[]: array text, quoted inside the record', '/t_docs?select=tags,nums&order=id',
    'tags,nums\n"{red,""big box""}","{1,2}"\n{},\n,"{{1,2},{3,4}}"'),
  exact('tsvector: lexemes and positions as PostgreSQL prints them', '/t_docs?select=tsv&order=id', "tsv\n\"'fox':3 'quick':2 'the':1\"\n\"\"\n"),
  exact('boolean t/f, date, NULL empty, empty string "", quotes/commas/parens/backslash quoted', '/t_docs?select=flag,day,note&order=id',
    'flag,day,note\nt,2026-01-02,plain\nf,,""\n,,"say ""hi"", (twice)\\\\ ok"'),
  exact('an alias and a cast name the header', '/t_docs?select=key:id,a:doc->>a,c:id::text&id=eq.1', 'key,a,c\n1,"x,y",1'),
  exact('no rows → a lone newline', '/t_docs?id=eq.99', '\n'),
  exact('a to-many embed is its json text', '/t_docs?select=id,t_doc_notes(body)&id=eq.1', 'id,t_doc_notes\n1,"[{""body"":""n, 1""}]"'),
  exact('a to-one embed is its json text; a missing one is empty', '/t_doc_notes?select=body,t_docs(id,flag)&order=id', 'body,t_docs\n"n, 1","{""id"":1,""flag"":true}"'),
  exact('RPC returning a set of rows', '/rpc/docs_from?i=2&select=id,flag', 'id,flag\n2,f\n3,'),
  exact('RPC returning a scalar: header pgrst_scalar', '/rpc/doc_of?i=1', 'pgrst_scalar\n"{""a"": ""x,y"", ""b"": [1, 2]}"'),
  exact('RPC returning a set of arrays', '/rpc/tags_of', 'pgrst_scalar\n"{red,""big box""}"\n{}'),
  exact('insert with return=representation answers CSV', '/t_docs?select=id,tags,doc', 'id,tags,doc\n4,"{a,b}","{""z"": null}"',
    { method: 'POST', headers: { ...CSV, Prefer: 'return=representation' }, body: { id: 4, tags: ['a', 'b'], doc: { z: null } }, status: 201 }),
];

describe.each(backends)('CSV in PostgreSQL text form on %s', (backend) => {
  let f: FixtureServer;
  beforeAll(async () => {
    f = await startFixtureServer(backend);
    await f.t.db.exec(SCHEMA);
  });
  afterAll(async () => f?.t.stop());
  for (const c of cases) {
    it(c.name, async () => {
      const res = await send(f, { headers: CSV, ...c });
      const where = `${c.method ?? 'GET'} ${c.url} → ${res.status} ${res.text.slice(0, 400)}`;
      expect(res.status, where).toBe(c.status ?? 200);
      expect(res.headers.get('content-type'), where).toBe(TYPE);
      expect(res.text, where).toBe(c.text);
    });
  }
});
