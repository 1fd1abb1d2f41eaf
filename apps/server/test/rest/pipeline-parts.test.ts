// The read cache and the RPC argument split, on their own (issue 14: each stage in its own place).
import { describe, expect, it } from 'vitest';
import { ReadCache, type CachedRead } from '../../src/rest/execute/read-cache.ts';
import { rpcArguments } from '../../src/rest/plan/rpc-args.ts';
import { parseRequest } from '../../src/rest/request/api-request.ts';
import type { SchemaCache } from '../../src/rest/schema-cache/types.ts';

function schemaCache(): SchemaCache {
  return { schema: 'public', tables: new Map(), relationships: new Map(), functions: new Map(), loadedAt: 0 };
}

function request(method: string, path: string, query = '', headers: Record<string, string> = {}) {
  return parseRequest({ method, path, query, headers }, { allowTxOverride: false, schemas: ['public', 's2'] });
}

describe('ReadCache', () => {
  const shape = { method: 'GET', path: '/t', query: 'select=a', headers: {} };

  it('keys table reads only, by everything that shapes their SQL (the schema too)', () => {
    const reads = new ReadCache();
    expect(reads.key({ ...shape, method: 'POST' })).toBeUndefined();
    expect(reads.key({ ...shape, path: '/rpc/f' })).toBeUndefined();
    expect(reads.key(shape)).not.toBe(reads.key({ ...shape, headers: { 'accept-profile': 's2' } }));
    expect(reads.key(shape)).not.toBe(reads.key({ ...shape, headers: { accept: 'text/csv' } }));
    expect(reads.key(shape)).toBe(reads.key({ ...shape, headers: { authorization: 'Bearer x' } }));
  });

  it('answers a hit only while its schema cache is current (none while it reloads)', () => {
    const reads = new ReadCache();
    const planned = schemaCache();
    const read: CachedRead = { kind: 'read', cache: planned, req: request('GET', '/t'), sql: 'select 1', values: [], offset: 0, count: undefined, pageCount: undefined, cost: 1 };
    reads.set('k', read);
    expect(reads.get('k', () => planned)).toBe(read);
    expect(reads.get('k', () => schemaCache())).toBeUndefined();
    expect(reads.get('k', () => undefined)).toBeUndefined();
    expect(reads.get('other', () => planned)).toBeUndefined();
  });
});

describe('rpcArguments', () => {
  it('GET: a parameter is an argument unless its value is an operator expression or its key an embed path (PostgREST)', () => {
    const split = rpcArguments(request('GET', '/rpc/f', 'a=1&b=eq.2&c=in.(1,2)&t.d=5&e=is.cool'), '');
    expect(split).toEqual({
      args: { a: '1', e: 'is.cool' },
      filters: [['b', 'eq.2'], ['c', 'in.(1,2)'], ['t.d', '5']],
      raw: '{"a":"1","e":"is.cool"}',
    });
  });

  it('POST: the body object is the arguments (empty → none) and its text as sent, the query parameters filters; anything else is PGRST102', () => {
    expect(rpcArguments(request('POST', '/rpc/f', 'a=eq.1'), '{"a": 1}')).toEqual({ args: { a: 1 }, filters: [['a', 'eq.1']], raw: '{"a": 1}' });
    expect(rpcArguments(request('POST', '/rpc/f'), '  ')).toEqual({ args: {}, filters: [], raw: '{}' });
    expect(() => rpcArguments(request('POST', '/rpc/f'), '[1]')).toThrow('Empty or invalid json');
  });
});
