import { describe, expect, it } from 'vitest';
import { CACHE, sampleStatement as statement } from '../stages.support.ts';

describe('statementFor', () => {
  it("qualifies a read's table with the cache's schema and binds every value", async () => {
    const st = await statement('GET', '/t', { query: 'select=id&name=eq.x&limit=3&offset=2' });
    expect(st).toMatchObject({
      kind: 'read',
      cache: CACHE,
      offset: 2,
      count: undefined,
      pageCount: undefined,
    });
    if (st.kind !== 'read') return;
    expect(st.sql).toContain('from "s2"."t" as "t0"');
    expect(st.sql).not.toContain("'x'");
    expect(st.values).toEqual(['x', 3, 2]);
  });

  it('adds the counted rows as their own statement for count=planned, and a single-object read its page count', async () => {
    const planned = await statement('GET', '/t', { query: 'id=eq.1', headers: { prefer: 'count=planned' } });
    expect(planned.kind === 'read' && planned.count).toEqual({
      sql: 'select 1 from "s2"."t" as "t0" where "t0"."id" = $1',
      values: ['1'],
    });
    const single = await statement('GET', '/t', {
      query: 'id=eq.1',
      headers: { accept: 'application/vnd.pgrst.object+json' },
    });
    expect(single.kind === 'read' && single.pageCount?.sql).toMatch(
      /^select count\(\*\)::int as n from \(select .* from "s2"\."t"/,
    );
  });

  it('answers an empty PATCH without a statement, and writes and calls with their own', async () => {
    expect(await statement('PATCH', '/t', { query: 'id=eq.1', body: '{}' })).toMatchObject({
      kind: 'unchanged',
    });
    const insert = await statement('POST', '/t', { body: '{"name":"x"}' });
    expect(insert).toMatchObject({ kind: 'write', mutation: 'insert', upsert: false, counted: false });
    expect(insert.kind === 'write' && insert.sql).toContain('"s2"."t"');
    const call = await statement('GET', '/rpc/f', { query: 'a=1' });
    expect(call).toMatchObject({ kind: 'rpc', shape: 'rows', readOnly: true, offset: 0 });
    expect(call.kind === 'rpc' && call.sql).toContain('"s2"."f"(');
  });
});
