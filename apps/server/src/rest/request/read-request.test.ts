import { describe, expect, it } from 'vitest';
import { readRequest, type IncomingRest } from './read-request.ts';

const OPTS = { allowTxOverride: false };

function incoming(
  method: string,
  path: string,
  query: string,
  headers: Record<string, string> = {},
  body = '',
) {
  let reads = 0;
  const inc: IncomingRest = {
    method,
    path,
    query,
    headers,
    body: () => {
      reads += 1;
      return Promise.resolve(body);
    },
  };
  return { inc, reads: () => reads };
}

describe('readRequest', () => {
  it("parses a table's filters onto their levels once, leaving no raw pairs for a later stage", async () => {
    const { inc } = incoming(
      'GET',
      '/blog_posts',
      'select=id,profiles(name)&status=eq.published&profiles.name=like.A*',
    );
    const { req, bodyText } = await readRequest(inc, OPTS);
    expect(req.rawFilters).toEqual([]);
    expect(req.levels.get('')?.filters).toHaveLength(1);
    expect(req.levels.get('profiles')?.filters).toHaveLength(1);
    expect(bodyText).toBe('');
  });

  it("keeps an RPC's parameters raw: which are arguments is known only from the function", async () => {
    const { inc } = incoming('GET', '/rpc/f', 'a=1&b=eq.2');
    const { req } = await readRequest(inc, OPTS);
    expect(req.rawFilters).toEqual([
      ['a', '1'],
      ['b', 'eq.2'],
    ]);
    expect(req.levels.get('')).toBeUndefined();
  });

  it('reads the body of a POST or PATCH only, after checking its type', async () => {
    const post = incoming('POST', '/t', '', { 'content-type': 'application/json' }, '{"a":1}');
    expect((await readRequest(post.inc, OPTS)).bodyText).toBe('{"a":1}');
    expect(post.reads()).toBe(1);
    const del = incoming('DELETE', '/t', 'id=eq.1', {}, 'ignored');
    expect((await readRequest(del.inc, OPTS)).bodyText).toBe('');
    expect(del.reads()).toBe(0);
    const xml = incoming('PATCH', '/t', '', { 'content-type': 'text/xml' }, '<a/>');
    await expect(readRequest(xml.inc, OPTS)).rejects.toMatchObject({ code: 'PGRST107', status: 415 });
    expect(xml.reads()).toBe(0);
  });

  it('refuses a filter that does not parse with PGRST100, after a bad content type is refused', async () => {
    const bad = incoming('GET', '/t', 'id=nope.1');
    await expect(readRequest(bad.inc, OPTS)).rejects.toMatchObject({ code: 'PGRST100' });
    const both = incoming('POST', '/t', 'id=nope.1', { 'content-type': 'text/xml' });
    await expect(readRequest(both.inc, OPTS)).rejects.toMatchObject({ code: 'PGRST107' });
  });
});
