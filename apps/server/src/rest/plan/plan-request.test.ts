import { describe, expect, it } from 'vitest';
import { parseRequest } from '../request/api-request.ts';
import { CACHE, sampleRequest as request } from '../stages.support.ts';
import { planRequest, withFilters } from './plan-request.ts';

describe('planRequest', () => {
  it('plans a table read against the cache, its worst-case rows beside it', async () => {
    const { req } = await request('GET', '/t', { query: 'select=id&limit=5' });
    const planned = planRequest(CACHE, req, '');
    expect(planned).toMatchObject({ kind: 'read', table: 't', cost: 5, req });
  });

  it("names the request's schema when the cache does not know the table", async () => {
    const { req } = await request('GET', '/u');
    expect(() => planRequest(CACHE, req, '')).toThrow("Could not find the table 's2.u' in the schema cache");
  });

  it("splits an RPC's parameters into arguments and filters without changing the request it was given", async () => {
    const { req } = await request('GET', '/rpc/f', { query: 'a=1&name=eq.x' });
    const planned = planRequest(CACHE, req, '');
    expect(planned.kind).toBe('rpc');
    if (planned.kind !== 'rpc') return;
    expect(planned.plan.args).toEqual({ a: '1' });
    expect(planned.req.levels.get('')?.filters).toHaveLength(1);
    // Planned again (after a schema reload) from the same request: the same filters, not twice as many.
    expect(req.levels.get('')).toBeUndefined();
    const again = planRequest(CACHE, req, '');
    expect(again.req.levels.get('')?.filters).toHaveLength(1);
  });

  it('plans a write from its body, and refuses a method the API does not have', async () => {
    const post = await request('POST', '/t', { body: '{"name":"x"}' });
    expect(planRequest(CACHE, post.req, post.bodyText)).toMatchObject({
      kind: 'write',
      plan: { kind: 'insert', columns: ['name'] },
    });
    const put = await request('PUT', '/t');
    expect(() => planRequest(CACHE, put.req, '')).toThrow('Unsupported HTTP method: PUT');
  });
});

describe('withFilters', () => {
  it('is the request itself when there are no filters, otherwise a copy with them on their levels', () => {
    const req = parseRequest({ method: 'GET', path: '/rpc/f', query: 'limit=1', headers: {} });
    expect(withFilters(req, [])).toBe(req);
    const copy = withFilters(req, [['name', 'eq.x']]);
    expect(copy).not.toBe(req);
    expect(copy.levels.get('')?.filters).toHaveLength(1);
    expect(copy.levels.get('')?.limit).toBe(1);
    expect(req.levels.get('')?.filters).toEqual([]);
  });
});
