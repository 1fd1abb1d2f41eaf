// For the stages' unit tests: a small schema cache (schema s2, a table t (id, name), a function f(a) returning t's
// rows), and a request taken through the request stage, or on through plan and SQL, against it.
import { planRequest } from './plan/plan-request.ts';
import type { RequestOptions } from './request/api-request.ts';
import { readRequest, type ReadRequest } from './request/read-request.ts';
import type { Func, SchemaCache, Table } from './schema-cache/types.ts';
import { statementFor, type Statement } from './sql/statement.ts';

const table: Table = {
  name: 't',
  kind: 'table',
  columns: new Map([
    ['id', { name: 'id', type: 'integer', nullable: false, hasDefault: true }],
    ['name', { name: 'name', type: 'text', nullable: true, hasDefault: false }],
  ]),
  columnOrder: ['id', 'name'],
  primaryKey: ['id'],
  uniqueKeys: [],
  computedFields: new Set(),
};
const fn: Func = {
  name: 'f',
  args: [{ name: 'a', type: 'integer', hasDefault: false }],
  volatility: 'stable',
  returnsSet: true,
  rows: 1000,
  returns: { kind: 'composite', table: 't', columns: ['id', 'name'] },
};
export const CACHE: SchemaCache = {
  schema: 's2',
  tables: new Map([['t', table]]),
  relationships: new Map(),
  functions: new Map([['f', [fn]]]),
  loadedAt: 0,
};

export interface SampleRequest {
  query?: string;
  body?: string;
  headers?: Record<string, string>;
  options?: Partial<RequestOptions>;
}

/** The request stage's result for a request sent as JSON (`options`: the server's, schema s2 exposed). */
export function sampleRequest(method: string, path: string, r: SampleRequest = {}): Promise<ReadRequest> {
  const headers = { 'content-type': 'application/json', ...r.headers };
  const body = () => Promise.resolve(r.body ?? '');
  const options = { allowTxOverride: false, schemas: ['s2'], ...r.options };
  return readRequest({ method, path, query: r.query ?? '', headers, body }, options);
}

/** The statement the SQL stage builds for the request against CACHE. */
export async function sampleStatement(
  method: string,
  path: string,
  r: SampleRequest = {},
): Promise<Statement> {
  const { req, bodyText } = await sampleRequest(method, path, r);
  return statementFor(CACHE, planRequest(CACHE, req, bodyText));
}
