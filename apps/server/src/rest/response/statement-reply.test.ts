import { describe, expect, it } from 'vitest';
import { sampleStatement as statement } from '../stages.support.ts';
import { statementReply } from './statement-reply.ts';

describe('statementReply', () => {
  it("answers a read's row with its range, and no row as an empty array", async () => {
    const st = await statement('GET', '/t', { query: 'offset=1' });
    expect(statementReply(st, { kind: 'rows', row: { total: null, n: 2, body: '[{},{}]' } })).toEqual({
      status: 200,
      headers: { 'Content-Range': '1-2/*', 'Content-Type': 'application/json; charset=utf-8' },
      body: '[{},{}]',
    });
    expect(statementReply(st, { kind: 'rows', row: undefined }).body).toBe('[]');
  });

  it('answers a write with 201, an empty PATCH with 204, an EXPLAIN with its plan', async () => {
    const insert = await statement('POST', '/t', { body: '{"name":"x"}' });
    expect(
      statementReply(insert, { kind: 'written', result: { n: 1, inserted: null, body: null } }),
    ).toMatchObject({ status: 201, rowsWritten: 1 });
    const patch = await statement('PATCH', '/t', { body: '{}' });
    expect(statementReply(patch, { kind: 'unchanged' })).toMatchObject({ status: 204, rowsWritten: 0 });
    expect(statementReply(insert, { kind: 'explain', body: 'Seq Scan', contentType: 'text/plain' })).toEqual({
      status: 200,
      headers: { 'Content-Type': 'text/plain' },
      body: 'Seq Scan',
    });
  });

  it("answers a function's rows as a read", async () => {
    const call = await statement('GET', '/rpc/f', { query: 'a=1' });
    expect(
      statementReply(call, { kind: 'rows', row: { total: null, n: 1, body: '[{"id":1}]' } }),
    ).toMatchObject({
      status: 200,
      headers: { 'Content-Range': '0-0/*' },
      body: '[{"id":1}]',
    });
  });
});
