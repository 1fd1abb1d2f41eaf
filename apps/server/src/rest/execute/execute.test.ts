import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.ts';
import type { ApiIdentity } from '../../http/api-auth.ts';
import { sampleStatement, type SampleRequest } from '../stages.support.ts';
import { execContext, execute } from './execute.ts';

/** These cases end before the database: any use of it fails the test. */
const NO_DB = new Proxy({} as Database, {
  get: () => {
    throw new Error('the database is not used');
  },
});
const anon: ApiIdentity = { role: 'anon', claims: { role: 'anon' } };
const service: ApiIdentity = { role: 'service_role', claims: { role: 'service_role' } };

/** A statement that runs (not an empty PATCH), with Prefer: tx= and the plan media types allowed. */
async function statement(method: string, path: string, r: SampleRequest = {}) {
  const st = await sampleStatement(method, path, {
    ...r,
    options: { allowTxOverride: true, planEnabled: true },
  });
  if (st.kind === 'unchanged') throw new Error('a statement to run was expected');
  return st;
}

describe('execContext', () => {
  it("sets the caller's role, claims, request path, schema and read-only mode", async () => {
    const st = await statement('GET', '/rpc/f', { query: 'a=1' });
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    expect(execContext({ db: NO_DB, txEnd: 'commit' }, st, anon, true, headers)).toEqual({
      role: 'anon',
      claims: { role: 'anon' },
      method: 'GET',
      path: '/rpc/f',
      headers,
      readOnly: true,
      schema: 's2',
      rollback: false,
    });
  });

  it('ends in a rollback as DB_TX_END says, unless the request prefers otherwise', async () => {
    const plain = await statement('GET', '/t');
    expect(execContext({ db: NO_DB, txEnd: 'rollback' }, plain, anon, true, {}).rollback).toBe(true);
    const commit = await statement('GET', '/t', { headers: { prefer: 'tx=commit' } });
    expect(
      execContext({ db: NO_DB, txEnd: 'rollback-allow-override' }, commit, anon, true, {}).rollback,
    ).toBe(false);
  });

  it("checks the caller's limits on every statement: the filter policy and the embed budget", async () => {
    const pattern = await statement('GET', '/t', { query: 'name=match.(a%2B)%2B' });
    expect(() => execContext({ db: NO_DB, txEnd: 'commit' }, pattern, anon, true, {})).toThrow(
      expect.objectContaining({ code: 'PGRST150' }),
    );
    expect(() => execContext({ db: NO_DB, txEnd: 'commit' }, pattern, service, true, {})).not.toThrow();
    const costly = { ...(await statement('GET', '/t')), cost: 1e13 };
    expect(() => execContext({ db: NO_DB, txEnd: 'commit' }, costly, anon, true, {})).toThrow(
      expect.objectContaining({ code: 'PGRST151' }),
    );
  });
});

describe('execute', () => {
  it('answers an empty PATCH without the database', async () => {
    const st = await sampleStatement('PATCH', '/t', { body: '{}' });
    expect(await execute({ db: NO_DB, txEnd: 'commit' }, st, anon)).toEqual({ kind: 'unchanged' });
  });

  it('refuses anon an analyzed plan of a write (it would run), before the database', async () => {
    const accept = 'application/vnd.pgrst.plan+json; options=analyze';
    const st = await statement('POST', '/t', { headers: { accept }, body: '{"name":"x"}' });
    await expect(execute({ db: NO_DB, txEnd: 'commit' }, st, anon)).rejects.toMatchObject({
      code: 'PGRST107',
      status: 406,
    });
  });
});
