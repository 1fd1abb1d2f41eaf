// Aggregates in select (PostgREST v12's AggregateFunctionsSpec): count(), col.sum()/avg()/min()/max()/count(),
// aliases, a cast on the column and one on the result, grouped by the other selected columns; in to-many embeds
// and over an RPC's rows. Behind DB_AGGREGATES_ENABLED (off by default → 400 PGRST123).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { backends, type Backend } from '../support/backends.ts';
import { startTestServer } from '../support/test-server.ts';
import { runScenarios, type FixtureServer, type Scenario } from './scenarios-support.ts';

const FIXTURE = readFileSync(new URL('./fixture.sql', import.meta.url), 'utf8');
const SCHEMA = `
  create table public.t_invoices (id integer primary key, project text, total numeric, author_id integer references public.t_authors (id), meta jsonb);
  grant select on public.t_invoices to anon, authenticated, service_role;
  insert into public.t_invoices values
    (1, 'alpha', 100, 1, '{"n": 1}'), (2, 'alpha', 200, 1, '{"n": 2}'), (3, 'beta', 500, 2, '{"n": 3}'),
    (4, 'beta', 700, 2, '{"n": 4}'), (5, null, null, 1, '{"n": 5}');
  create function public.t_all_invoices() returns setof public.t_invoices language sql stable as $$ select * from public.t_invoices $$;`;

async function fixtureServer(backend: Backend, env: Record<string, string>): Promise<FixtureServer> {
  const t = await startTestServer(backend, env);
  await t.db.exec(FIXTURE);
  await t.db.exec(SCHEMA);
  return { t, userToken: '', expiredToken: '' };
}

// PostgREST's select grammar reads `name(...)` as an embed unless the name is `count`: an aggregate without a
// column (`sum()`) is an empty embed of a relation called sum, so the answer is PGRST200 with or without aggregates.
const noRelationship = (child: string) => ({
  code: 'PGRST200',
  message: `Could not find a relationship between 't_invoices' and '${child}' in the schema cache`,
  details: `Searched for a foreign key relationship between 't_invoices' and '${child}' in the schema 'public', but no matches were found.`,
  hint: null,
});
const withoutColumn: Scenario[] = [
  { name: 'sum() without a column → 400 PGRST200 (an embed of "sum")', url: '/t_invoices?select=sum()', status: 400, json: noRelationship('sum') },
  { name: 'avg() without a column beside a column → 400 PGRST200', url: '/t_invoices?select=project,avg()', status: 400, json: noRelationship('avg') },
  { name: 'max() with an alias → 400 PGRST200', url: '/t_invoices?select=top:max()', status: 400, json: noRelationship('max') },
  { name: 'SQL style sum(total) → 400 PGRST200', url: '/t_invoices?select=sum(total)', status: 400, json: noRelationship('sum') },
];

const enabled: Scenario[] = [
  ...withoutColumn,
  { name: 'count() with nothing else counts the rows', url: '/t_invoices?select=count()', status: 200, json: [{ count: 5 }] },
  { name: 'count() with an alias', url: '/t_invoices?select=cnt:count()', status: 200, json: [{ cnt: 5 }] },
  { name: 'count() with a cast of the result', url: '/t_invoices?select=count()::text', status: 200, json: [{ count: '5' }] },
  { name: 'count() grouped by the other selected column', url: '/t_invoices?select=c:count(),project&order=project.desc', status: 200,
    json: [{ c: 1, project: null }, { c: 2, project: 'beta' }, { c: 2, project: 'alpha' }] },
  { name: 'sum()', url: '/t_invoices?select=total.sum()', status: 200, json: [{ sum: 1500 }] },
  { name: 'avg() keeps numeric precision', url: '/t_invoices?select=total.avg()', status: 200, has: ['[{"avg":375.0000000000000000}]'] },
  { name: 'min() and max()', url: '/t_invoices?select=total.min(),total.max()', status: 200, json: [{ min: 100, max: 700 }] },
  { name: 'col.count() counts non-null values', url: '/t_invoices?select=total.count()', status: 200, json: [{ count: 4 }] },
  { name: 'several aggregates grouped by an aliased column', url: '/t_invoices?select=total.sum(),total.max(),pid:project&project=not.is.null&order=project.desc',
    status: 200, json: [{ sum: 1200, max: 700, pid: 'beta' }, { sum: 300, max: 200, pid: 'alpha' }] },
  { name: 'an alias and a cast of the result', url: '/t_invoices?select=charged:total.sum()::text,project&project=eq.alpha', status: 200, json: [{ charged: '300', project: 'alpha' }] },
  { name: 'a cast of the column before the aggregate', url: '/t_invoices?select=meta->>n::integer.sum()', status: 200, json: [{ sum: 15 }] },
  { name: 'an alias, a cast before and a cast after', url: '/t_invoices?select=s:meta->>n::integer.sum()::text', status: 200, json: [{ s: '15' }] },
  { name: 'filters apply before grouping', url: '/t_invoices?select=author_id,n:count()&total=gte.200&order=author_id', status: 200,
    json: [{ author_id: 1, n: 1 }, { author_id: 2, n: 2 }] },
  { name: 'a to-one embed beside a grouped key column', url: '/t_invoices?select=author_id,total:total.sum(),t_authors(name)&order=author_id', status: 200,
    json: [{ author_id: 1, total: 300, t_authors: { name: 'Ada' } }, { author_id: 2, total: 1200, t_authors: { name: 'Brendan' } }] },
  { name: 'aggregates in a to-many embed; no rows → null sums and a 0 count', url: '/t_authors?select=name,t_invoices(total.sum(),total.avg(),total.count())&order=id',
    status: 200, has: ['{"name":"Ada","t_invoices":[{"sum":300,"avg":150.0000000000000000,"count":2}]}',
      '{"name":"Cleo, \\"the\\" Quoted","t_invoices":[{"sum":null,"avg":null,"count":0}]}'] },
  { name: 'aggregates over an RPC’s rows', url: '/rpc/t_all_invoices?select=id.max(),count()', status: 200, json: [{ max: 5, count: 5 }] },
  { name: 'an aggregate inside a spread is refused, not answered differently (ours)', url: '/t_invoices?select=...t_authors(name.count())', status: 400,
    json: { code: 'PGRST100', message: "Aggregates inside the spread of 't_authors' are not supported", details: null, hint: 'Select the aggregate on the embedded resource without spreading it.' } },
  { name: 'an unknown aggregate function → PGRST100', url: '/t_invoices?select=total.median()', status: 400, has: ['"code":"PGRST100"', 'aggregate function'] },
  { name: 'an unknown cast of the result → 42704', url: '/t_invoices?select=total.sum()::nope', status: 400, has: ['"code":"42704"', 'type \\"nope\\" does not exist'] },
  { name: 'an aggregate of an unknown column → 400 42703', url: '/t_invoices?select=nope.sum()', status: 400,
    json: { code: '42703', message: 'column t_invoices.nope does not exist', details: null, hint: null } },
];

const PGRST123 = { code: 'PGRST123', message: 'Use of aggregate functions is not allowed', details: null, hint: null };
const disabled: Scenario[] = [
  ...withoutColumn,
  { name: 'off: an unknown embed is reported before the aggregate (relationships come first)', url: '/t_invoices?select=total.sum(),t_nope(id)', status: 400,
    json: noRelationship('t_nope') },
  { name: 'off: the aggregate is reported before an unknown column (PostgreSQL would find that)', url: '/t_invoices?select=nope,total.sum()', status: 400, json: PGRST123 },
  { name: 'off: an aggregate of an unknown column → PGRST123 too', url: '/t_invoices?select=nope.sum()', status: 400, json: PGRST123 },
  { name: 'off: an aggregate inside a spread → PGRST123', url: '/t_invoices?select=...t_authors(name.count())', status: 400, json: PGRST123 },
  { name: 'off: col.sum() → 400 PGRST123', url: '/t_invoices?select=total.sum()', status: 400, json: PGRST123 },
  { name: 'off: count() → 400 PGRST123', url: '/t_invoices?select=count()', status: 400, json: PGRST123 },
  { name: 'off: inside an embed too', url: '/t_authors?select=name,t_invoices(total.max())', status: 400, json: PGRST123 },
  { name: 'off: plain columns still work', url: '/t_invoices?select=id&order=id&limit=1', status: 200, json: [{ id: 1 }] },
];

describe('DB_AGGREGATES_ENABLED setting', () => {
  it('is off by default and reads a boolean', () => {
    expect(loadConfig({}).dbAggregatesEnabled).toBe(false);
    expect(loadConfig({ DB_AGGREGATES_ENABLED: 'on' }).dbAggregatesEnabled).toBe(true);
    expect(() => loadConfig({ DB_AGGREGATES_ENABLED: 'sometimes' })).toThrow('DB_AGGREGATES_ENABLED must be a boolean');
  });
});

describe.each(backends)('aggregates on %s', (backend) => {
  describe('enabled', () => {
    let f: FixtureServer;
    beforeAll(async () => {
      f = await fixtureServer(backend, { DB_AGGREGATES_ENABLED: 'true' });
    });
    afterAll(async () => f?.t.stop());
    runScenarios(() => f, enabled);
  });
  describe('disabled (default)', () => {
    let f: FixtureServer;
    beforeAll(async () => {
      f = await fixtureServer(backend, {});
    });
    afterAll(async () => f?.t.stop());
    runScenarios(() => f, disabled);
  });
});
