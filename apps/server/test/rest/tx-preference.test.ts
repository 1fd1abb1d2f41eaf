// Prefer: tx=commit|rollback and DB_TX_END (PostgREST's db-tx-end and its RollbackSpec), plus handling=strict|lenient
// (PGRST122). The tx preference is honoured — and reported in Preference-Applied — only with an -allow-override
// setting; it is an accepted preference either way, so handling=strict never refuses it.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { backends, type Backend } from '../support/backends.ts';
import { startTestServer } from '../support/test-server.ts';
import { runScenarios, type FixtureServer, type Scenario } from './scenarios-support.ts';

const FIXTURE = readFileSync(new URL('./fixture.sql', import.meta.url), 'utf8');
// A deferred unique constraint: only SET CONSTRAINTS ALL IMMEDIATE before the rollback makes its violation an error.
const DEFERRED = `create table public.t_deferred (col integer unique deferrable initially deferred);
  grant select, insert on public.t_deferred to anon;`;

async function fixtureServer(backend: Backend, txEnd: string): Promise<FixtureServer> {
  const t = await startTestServer(backend, { DB_TX_END: txEnd });
  await t.db.exec(FIXTURE);
  await t.db.exec(DEFERRED);
  return { t, userToken: '', expiredToken: '' };
}

const count = async (f: FixtureServer, sql: string): Promise<number> =>
  (await f.t.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`)).rows[0]?.n ?? -1;

const REP = 'return=representation';

const allowOverride: Scenario[] = [
  { name: 'insert with tx=rollback answers as committed (201, body) but keeps nothing', method: 'POST', url: '/t_authors?select=id,name', body: { id: 50, name: 'Rolled' },
    headers: { Prefer: `${REP}, tx=rollback` }, status: 201, json: [{ id: 50, name: 'Rolled' }],
    resHeaders: { 'preference-applied': 'return=representation, tx=rollback' },
    after: async (f) => expect(await count(f, 'public.t_authors where id = 50')).toBe(0) },
  { name: 'update with tx=rollback', method: 'PATCH', url: '/t_books?id=eq.1&select=id,pages', body: { pages: 999 }, headers: { Prefer: `tx=rollback, ${REP}` },
    status: 200, json: [{ id: 1, pages: 999 }], resHeaders: { 'preference-applied': 'return=representation, tx=rollback' },
    after: async (f) => expect(await count(f, 'public.t_books where id = 1 and pages = 100')).toBe(1) },
  { name: 'delete with tx=rollback', method: 'DELETE', url: '/t_reviews?book_id=eq.2', headers: { Prefer: 'tx=rollback' }, status: 204,
    resHeaders: { 'preference-applied': 'tx=rollback' }, after: async (f) => expect(await count(f, 'public.t_reviews where book_id = 2')).toBe(1) },
  { name: 'a writing rpc with tx=rollback', method: 'POST', url: '/rpc/t_write', body: { txt: 'rolled rpc' }, headers: { Prefer: 'tx=rollback' }, status: 200,
    resHeaders: { 'preference-applied': 'tx=rollback' }, after: async (f) => expect(await count(f, `public.t_reviews where body = 'rolled rpc'`)).toBe(0) },
  { name: 'tx=commit persists and is reported', method: 'POST', url: '/t_authors?select=id', body: { id: 51, name: 'Kept' }, headers: { Prefer: `${REP}, tx=commit` },
    status: 201, json: [{ id: 51 }], resHeaders: { 'preference-applied': 'return=representation, tx=commit' },
    after: async (f) => expect(await count(f, 'public.t_authors where id = 51')).toBe(1) },
  { name: 'without a tx preference the setting’s default (commit) holds, nothing reported', method: 'POST', url: '/t_authors', body: { id: 52, name: 'Default' },
    status: 201, resHeaders: { 'preference-applied': null }, after: async (f) => expect(await count(f, 'public.t_authors where id = 52')).toBe(1) },
  { name: 'a read reports tx=rollback', url: '/t_books?select=id&id=eq.1', headers: { Prefer: 'tx=rollback' }, status: 200, json: [{ id: 1 }],
    resHeaders: { 'preference-applied': 'tx=rollback' } },
  { name: 'HEAD reports tx=commit with the JSON content type', method: 'HEAD', url: '/t_books?id=eq.1', headers: { Prefer: 'tx=commit' }, status: 200,
    resHeaders: { 'preference-applied': 'tx=commit', 'content-type': 'application/json; charset=utf-8' } },
  { name: 'an rpc read (GET) reports it too', url: '/rpc/t_add?a=1&b=2', headers: { Prefer: 'tx=rollback' }, status: 200, json: 3,
    resHeaders: { 'preference-applied': 'tx=rollback' } },
  { name: 'an error is answered without Preference-Applied', method: 'POST', url: '/t_books', body: { id: 1, title: 'Again' }, headers: { Prefer: 'tx=rollback' },
    status: 409, has: ['"code":"23505"'], resHeaders: { 'preference-applied': null } },
  { name: 'deferred constraints are still checked before a rollback (409 23505, as if committing)', method: 'POST', url: '/t_deferred', body: [{ col: 1 }, { col: 1 }],
    headers: { Prefer: 'tx=rollback' }, status: 409, has: ['"code":"23505"'] },
  { name: 'handling=strict accepts tx and reports both', url: '/t_books?select=id&id=eq.2', headers: { Prefer: 'handling=strict, tx=rollback' }, status: 200,
    json: [{ id: 2 }], resHeaders: { 'preference-applied': 'tx=rollback, handling=strict' } },
];

const strictness: Scenario[] = [
  { name: 'handling=strict with unknown preferences → 400 PGRST122 listing them', url: '/t_books', headers: { Prefer: 'handling=strict, foo, bar' }, status: 400,
    json: { code: 'PGRST122', message: 'Invalid preferences given with handling=strict', details: 'Invalid preferences: foo, bar', hint: null } },
  { name: 'handling=strict with an unknown value of a known preference → PGRST122', method: 'POST', url: '/t_authors', body: { id: 60, name: 'Never' },
    headers: { Prefer: 'return=everything, handling=strict' }, status: 400, json: { code: 'PGRST122', message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: return=everything', hint: null }, after: async (f) => expect(await count(f, 'public.t_authors where id = 60')).toBe(0) },
  { name: 'handling=lenient ignores them and is reported', url: '/t_books?select=id&id=eq.3', headers: { Prefer: 'handling=lenient, foo' }, status: 200, json: [{ id: 3 }],
    resHeaders: { 'preference-applied': 'handling=lenient' } },
  { name: 'a read reports count as PostgREST does', url: '/t_books?select=id&limit=1&order=id', headers: { Prefer: 'count=exact' }, status: 206,
    resHeaders: { 'preference-applied': 'count=exact', 'content-range': '0-0/4' } },
];

const commitOnly: Scenario[] = [
  { name: 'without the override tx=rollback is ignored: committed, not reported', method: 'POST', url: '/t_authors?select=id', body: { id: 70, name: 'Stays' },
    headers: { Prefer: `${REP}, tx=rollback` }, status: 201, json: [{ id: 70 }], resHeaders: { 'preference-applied': 'return=representation' },
    after: async (f) => expect(await count(f, 'public.t_authors where id = 70')).toBe(1) },
  { name: 'without the override handling=strict still accepts tx (not an invalid preference)', url: '/t_books?select=id&id=eq.1',
    headers: { Prefer: 'handling=strict, tx=rollback' }, status: 200, json: [{ id: 1 }], resHeaders: { 'preference-applied': 'handling=strict' } },
];

const rollbackAll: Scenario[] = [
  { name: 'DB_TX_END=rollback: every write is rolled back, nothing reported', method: 'POST', url: '/t_authors', body: { id: 80, name: 'Gone' }, status: 201,
    resHeaders: { 'preference-applied': null }, after: async (f) => expect(await count(f, 'public.t_authors where id = 80')).toBe(0) },
  { name: 'DB_TX_END=rollback: tx=commit cannot override it', method: 'POST', url: '/t_authors', body: { id: 81, name: 'Gone too' }, headers: { Prefer: 'tx=commit' },
    status: 201, resHeaders: { 'preference-applied': null }, after: async (f) => expect(await count(f, 'public.t_authors where id = 81')).toBe(0) },
];

const rollbackOverride: Scenario[] = [
  { name: 'DB_TX_END=rollback-allow-override: rolled back by default', method: 'POST', url: '/t_authors', body: { id: 90, name: 'Gone' }, status: 201,
    after: async (f) => expect(await count(f, 'public.t_authors where id = 90')).toBe(0) },
  { name: 'DB_TX_END=rollback-allow-override: tx=commit keeps the write', method: 'POST', url: '/t_authors', body: { id: 91, name: 'Kept' }, headers: { Prefer: 'tx=commit' },
    status: 201, resHeaders: { 'preference-applied': 'tx=commit' }, after: async (f) => expect(await count(f, 'public.t_authors where id = 91')).toBe(1) },
];

describe('DB_TX_END setting', () => {
  it('defaults to commit and takes PostgREST’s four values', () => {
    expect(loadConfig({}).dbTxEnd).toBe('commit');
    for (const v of ['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override']) expect(loadConfig({ DB_TX_END: v }).dbTxEnd).toBe(v);
  });
  it('refuses anything else with a message naming the values', () => {
    expect(() => loadConfig({ DB_TX_END: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ DB_TX_END: 'maybe' })).toThrow(/DB_TX_END must be one of commit, commit-allow-override, rollback, rollback-allow-override/);
  });
});

const suites: [string, Scenario[]][] = [
  ['commit-allow-override', [...allowOverride, ...strictness]],
  ['commit', commitOnly],
  ['rollback', rollbackAll],
  ['rollback-allow-override', rollbackOverride],
];

describe.each(backends)('Prefer tx and handling on %s', (backend) => {
  describe.each(suites)('DB_TX_END=%s', (txEnd, scenarios) => {
    let f: FixtureServer;
    beforeAll(async () => {
      f = await fixtureServer(backend, txEnd);
    });
    afterAll(async () => f?.t.stop());
    runScenarios(() => f, scenarios);
  });
});
