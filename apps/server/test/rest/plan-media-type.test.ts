// Accept: application/vnd.pgrst.plan[+json|+text] (PostgREST's execution plan, PlanSpec): off by default — the
// media type is then not available (PGRST107) and a later acceptable type is used; with DB_PLAN_ENABLED the
// request's own statement is EXPLAINed (for= picks the answer whose plan is wanted, options= the EXPLAIN
// options), status 200 for reads, writes and RPC. Writes only run with analyze — never for anon.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { backends, type Backend } from '../support/backends.ts';
import { startTestServer } from '../support/test-server.ts';
import { send, type FixtureServer, type Scenario } from './scenarios-support.ts';

const FIXTURE = readFileSync(new URL('./fixture.sql', import.meta.url), 'utf8');

async function fixtureServer(backend: Backend, env: Record<string, string>): Promise<FixtureServer> {
  const t = await startTestServer(backend, env);
  await t.db.exec(FIXTURE);
  return { t, userToken: '', expiredToken: '' };
}

const count = async (f: FixtureServer, where: string): Promise<number> =>
  (await f.t.db.query<{ n: number }>(`select count(*)::int as n from public.t_authors where ${where}`)).rows[0]?.n ?? -1;

type PlanDoc = { Plan: Record<string, unknown> & { Plans?: Record<string, unknown>[] }; Planning?: unknown; Settings?: unknown }[];

interface PlanCase extends Pick<Scenario, 'name' | 'url' | 'method' | 'as' | 'body'> {
  accept: string;
  status?: number;
  contentType?: string;
  /** Checks on the raw body (text plans) or the parsed JSON plan. */
  check?: (body: string, f: FixtureServer) => Promise<void> | void;
}

const json = (body: string): PlanDoc => JSON.parse(body) as PlanDoc;
const PLAN_JSON = 'application/vnd.pgrst.plan+json; charset=utf-8';

const enabled: PlanCase[] = [
  { name: 'plan+json of a read: the aggregate over the table scan', url: '/t_authors?id=in.(1,2)', accept: 'application/vnd.pgrst.plan+json', contentType: PLAN_JSON,
    check: (b) => {
      expect(json(b)[0]?.Plan['Node Type']).toBe('Aggregate');
      expect(typeof json(b)[0]?.Plan['Total Cost']).toBe('number');
    } },
  { name: 'vnd.pgrst.plan is the text format by default', url: '/t_authors', accept: 'application/vnd.pgrst.plan',
    contentType: 'application/vnd.pgrst.plan+text; charset=utf-8', check: (b) => expect(b.startsWith('Aggregate')).toBe(true) },
  { name: 'plan+text: the EXPLAIN lines', url: '/t_authors?select=name&order=id', accept: 'application/vnd.pgrst.plan+text',
    contentType: 'application/vnd.pgrst.plan+text; charset=utf-8', check: (b) => expect(b).toMatch(/^Aggregate {2}\(cost=[\d.]+\.\.[\d.]+ rows=\d+ width=\d+\)\n/) },
  { name: 'options=verbose: the output columns, for the JSON answer', url: '/t_authors', accept: 'application/vnd.pgrst.plan+json; options=verbose',
    contentType: 'application/vnd.pgrst.plan+json; options=verbose; charset=utf-8',
    check: (b) => expect(JSON.stringify(json(b)[0]?.Plan.Output)).toContain('json_agg') },
  { name: 'for="application/json" is named in the Content-Type', url: '/t_authors', accept: 'application/vnd.pgrst.plan+json; for="application/json"; options=verbose',
    contentType: 'application/vnd.pgrst.plan+json; for="application/json"; options=verbose; charset=utf-8' },
  { name: 'for="application/vnd.pgrst.object": the plan of the single-object answer', url: '/t_authors?id=eq.1',
    accept: 'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object"; options=verbose',
    contentType: 'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json"; options=verbose; charset=utf-8',
    // At most two rows, each turned into JSON alone (no aggregate over the rows, no window counting them).
    check: (b) => {
      const plan = json(b)[0]?.Plan;
      expect(plan?.['Node Type']).toBe('Limit');
      expect(JSON.stringify(plan?.Output)).toContain('row_to_json(');
      expect(JSON.stringify(plan)).not.toMatch(/json_agg|count\(\*\) OVER/);
    } },
  { name: 'for="text/csv": the plan of the CSV answer', url: '/t_authors', accept: 'application/vnd.pgrst.plan+json; for="text/csv"; options=verbose',
    contentType: 'application/vnd.pgrst.plan+json; for="text/csv"; options=verbose; charset=utf-8',
    check: (b) => expect(JSON.stringify(json(b)[0]?.Plan.Output)).toContain('string_agg') },
  { name: 'options in EXPLAIN order whatever the request order; unknown ones ignored', url: '/t_authors', accept: 'application/vnd.pgrst.plan+json; options=wal|bogus|analyze',
    contentType: 'application/vnd.pgrst.plan+json; options=analyze|wal; charset=utf-8', check: (b) => expect(json(b)[0]?.Plan['Actual Rows']).toBe(1) },
  { name: 'options=buffers: planning buffers', url: '/t_authors', accept: 'application/vnd.pgrst.plan+json; options=buffers',
    contentType: 'application/vnd.pgrst.plan+json; options=buffers; charset=utf-8', check: (b) => expect(json(b)[0]?.Planning).toBeDefined() },
  { name: 'options=settings: the request search_path shows', url: '/t_authors', accept: 'application/vnd.pgrst.plan+json; options=settings',
    contentType: 'application/vnd.pgrst.plan+json; options=settings; charset=utf-8', check: (b) => expect(json(b)[0]?.Settings).toMatchObject({ search_path: 'public, extensions' }) },
  { name: 'anon may analyze a read', url: '/t_authors?id=eq.1', accept: 'application/vnd.pgrst.plan+json; options=analyze',
    check: (b) => expect(json(b)[0]?.Plan['Actual Rows']).toBe(1) },
  { name: 'the plan of an insert → 200, nothing inserted', method: 'POST', url: '/t_authors', body: { id: 70, name: 'Planned' }, accept: 'application/vnd.pgrst.plan+json',
    contentType: PLAN_JSON, check: async (b, f) => {
      expect(JSON.stringify(json(b))).toContain('ModifyTable');
      expect(await count(f, 'id = 70')).toBe(0);
    } },
  { name: 'the plan of a delete → 200, nothing deleted', method: 'DELETE', url: '/t_authors?id=eq.3', accept: 'application/vnd.pgrst.plan+json',
    check: async (_b, f) => expect(await count(f, 'id = 3')).toBe(1) },
  { name: 'the plan of an update as text', method: 'PATCH', url: '/t_authors?id=eq.3', body: { name: 'x' }, accept: 'application/vnd.pgrst.plan+text',
    check: async (b, f) => {
      expect(b).toContain('Update on t_authors');
      expect(await count(f, `id = 3 and name = 'x'`)).toBe(0);
    } },
  { name: 'anon may not analyze a write → PGRST107, nothing inserted', method: 'POST', url: '/t_authors', body: { id: 71, name: 'No' },
    accept: 'application/vnd.pgrst.plan+json; options=analyze', status: 406, check: async (b, f) => {
      expect(JSON.parse(b)).toEqual({ code: 'PGRST107', message: 'None of these media types are available: application/vnd.pgrst.plan+json; options=analyze', details: null, hint: null });
      expect(await count(f, 'id = 71')).toBe(0);
    } },
  { name: 'the service role analyzes an insert: it runs and is kept, as in PostgREST', as: 'service', method: 'POST', url: '/t_authors', body: { id: 72, name: 'Ran' },
    accept: 'application/vnd.pgrst.plan+json; options=analyze', check: async (_b, f) => expect(await count(f, 'id = 72')).toBe(1) },
  { name: 'the plan of an RPC', url: '/rpc/t_books_by?author=1', accept: 'application/vnd.pgrst.plan+json', contentType: PLAN_JSON,
    check: (b) => expect(json(b)[0]?.Plan['Node Type']).toBe('Aggregate') },
  { name: 'anon may not analyze a volatile RPC call', method: 'POST', url: '/rpc/t_noop', body: {}, accept: 'application/vnd.pgrst.plan+json; options=analyze', status: 406 },
  { name: 'for= a type we do not produce → PGRST107', url: '/t_authors', accept: 'application/vnd.pgrst.plan+json; for="text/xml"', status: 406,
    check: (b) => expect(JSON.parse(b)).toMatchObject({ code: 'PGRST107' }) },
];

const disabled: PlanCase[] = [
  { name: 'off: a plan type alone → 406 PGRST107', url: '/t_authors', accept: 'application/vnd.pgrst.plan', status: 406,
    check: (b) => expect(JSON.parse(b)).toEqual({ code: 'PGRST107', message: 'None of these media types are available: application/vnd.pgrst.plan', details: null, hint: null }) },
  { name: 'off: also for writes, nothing inserted', method: 'POST', url: '/t_authors', body: { id: 73, name: 'No' }, accept: 'application/vnd.pgrst.plan+json', status: 406,
    check: async (_b, f) => expect(await count(f, 'id = 73')).toBe(0) },
  { name: 'off: also for RPC', url: '/rpc/t_books_by?author=1', accept: 'application/vnd.pgrst.plan+text', status: 406 },
  { name: 'off: the next acceptable type answers', url: '/t_authors?select=id&id=eq.1', accept: 'application/vnd.pgrst.plan+json, application/json',
    contentType: 'application/json; charset=utf-8', check: (b) => expect(JSON.parse(b)).toEqual([{ id: 1 }]) },
];

function run(get: () => FixtureServer, cases: PlanCase[]): void {
  for (const c of cases) {
    it(c.name, async () => {
      const f = get();
      const res = await send(f, { ...c, headers: { Accept: c.accept } });
      const where = `${c.method ?? 'GET'} ${c.url} → ${res.status} ${res.text.slice(0, 300)}`;
      expect(res.status, where).toBe(c.status ?? 200);
      if (c.contentType) expect(res.headers.get('content-type'), where).toBe(c.contentType);
      await c.check?.(res.text, f);
    });
  }
}

describe('DB_PLAN_ENABLED setting', () => {
  it('is off by default and reads a boolean', () => {
    expect(loadConfig({}).dbPlanEnabled).toBe(false);
    expect(loadConfig({ DB_PLAN_ENABLED: 'true' }).dbPlanEnabled).toBe(true);
    expect(() => loadConfig({ DB_PLAN_ENABLED: 'maybe' })).toThrow('DB_PLAN_ENABLED must be a boolean');
  });
});

describe.each(backends)('vnd.pgrst.plan on %s', (backend) => {
  describe('enabled', () => {
    let f: FixtureServer;
    beforeAll(async () => {
      f = await fixtureServer(backend, { DB_PLAN_ENABLED: 'true' });
    });
    afterAll(async () => f?.t.stop());
    run(() => f, enabled);
  });
  describe('disabled (default)', () => {
    let f: FixtureServer;
    beforeAll(async () => {
      f = await fixtureServer(backend, {});
    });
    afterAll(async () => f?.t.stop());
    run(() => f, disabled);
  });
});
