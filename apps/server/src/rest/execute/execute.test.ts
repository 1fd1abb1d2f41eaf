import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.ts';
import type { ApiIdentity } from '../../http/api-auth.ts';
import { planRequest } from '../plan/plan-request.ts';
import { readRequest } from '../request/read-request.ts';
import { CACHE } from '../schema-cache/sample-cache.support.ts';
import { statementFor } from '../sql/statement.ts';
import { execContext, execute } from './execute.ts';

/** These cases end before the database: any use of it fails the test. */
const NO_DB = new Proxy({} as Database, {
  get: () => {
    throw new Error('the database is not used');
  },
});
const anon: ApiIdentity = { role: 'anon', claims: { role: 'anon' } };
const service: ApiIdentity = { role: 'service_role', claims: { role: 'service_role' } };

async function statement(
  method: string,
  path: string,
  query = '',
  headers: Record<string, string> = {},
  body = '',
) {
  const { req, bodyText } = await readRequest(
    {
      method,
      path,
      query,
      headers: { 'content-type': 'application/json', ...headers },
      body: () => Promise.resolve(body),
    },
    { allowTxOverride: true, planEnabled: true, schemas: ['s2'] },
  );
  const st = statementFor(CACHE, planRequest(CACHE, req, bodyText));
  if (st.kind === 'unchanged') throw new Error('a statement to run was expected');
  return st;
}

describe('execContext', () => {
  it("sets the caller's role, claims, request path, schema and read-only mode", async () => {
    const st = await statement('GET', '/rpc/f', 'a=1');
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
    const commit = await statement('GET', '/t', '', { prefer: 'tx=commit' });
    expect(
      execContext({ db: NO_DB, txEnd: 'rollback-allow-override' }, commit, anon, true, {}).rollback,
    ).toBe(false);
  });

  it("checks the caller's limits on every statement: the filter policy and the embed budget", async () => {
    const pattern = await statement('GET', '/t', 'name=match.(a%2B)%2B');
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
    const { req } = await readRequest(
      { method: 'PATCH', path: '/t', query: '', headers: {}, body: () => Promise.resolve('{}') },
      { allowTxOverride: false, schemas: ['s2'] },
    );
    const st = statementFor(CACHE, planRequest(CACHE, req, '{}'));
    expect(await execute({ db: NO_DB, txEnd: 'commit' }, st, anon)).toEqual({ kind: 'unchanged' });
  });

  it('refuses anon an analyzed plan of a write (it would run), before the database', async () => {
    const accept = 'application/vnd.pgrst.plan+json; options=analyze';
    const st = await statement('POST', '/t', '', { accept }, '{"name":"x"}');
    await expect(execute({ db: NO_DB, txEnd: 'commit' }, st, anon)).rejects.toMatchObject({
      code: 'PGRST107',
      status: 406,
    });
  });
});
