// Issue 26: a page the route manifest says reads query parameters (the glossary's `q`) is rendered with
// them — /glossary?q=cold is the server's filtered glossary, which is all a visitor without JavaScript
// gets from the search form — and only with them: other parameters render the bare path. Pages with a
// query are not cached (any number of queries must not push out the shared pages); the bare page still
// is. A stand-in entry renders the path it was given. Both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import type { TestServer } from '../support/test-server.ts';
import { startWebHost } from '../support/web-host.ts';

const INDEX =
  '<!doctype html><html><head><title data-ssr>Default</title></head><body><div id="root"></div></body></html>';

const ENTRY = `
export function setup() { globalThis.__searchRenders = 0; }
export async function render(path) {
  globalThis.__searchRenders++;
  return { status: 200, html: '<h1>page ' + path.replace(/&/g, '&amp;').replace(/</g, '&lt;') + '</h1>', state: { queries: {} } };
}
`;

const renders = () => (globalThis as { __searchRenders?: number }).__searchRenders ?? 0;

describe.each(backends)('pages rendered with their query on %s', (backend) => {
  let t: TestServer;
  const body = async (path: string) => {
    const res = await fetch(`${t.url}${path}`);
    expect(res.status).toBe(200);
    return /<div id="root">(.*?)<\/div>/.exec(await res.text())?.[1] ?? '';
  };

  beforeAll(async () => {
    t = await startWebHost(backend, {}, INDEX, { '.ssr/entry-server.js': ENTRY }, () => 0);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('renders the glossary with its q, and nothing else of the query', async () => {
    expect(await body('/glossary?q=cold')).toBe('<h1>page /glossary?q=cold</h1>');
    expect(await body('/glossary?utm_source=mail&q=hash')).toBe('<h1>page /glossary?q=hash</h1>');
    expect(await body('/glossary?utm_source=mail')).toBe('<h1>page /glossary</h1>');
    expect(await body('/glossary?q=')).toBe('<h1>page /glossary</h1>');
  });

  it('renders a page that reads no query as its bare path', async () => {
    expect(await body('/about?q=cold')).toBe('<h1>page /about</h1>');
  });

  it('renders each query afresh, never from or into the shared page cache', async () => {
    await body('/glossary');
    const before = renders();
    expect(await body('/glossary')).toBe('<h1>page /glossary</h1>');
    expect(renders() - before).toBe(0);
    expect(await body('/glossary?q=mining')).toBe('<h1>page /glossary?q=mining</h1>');
    expect(await body('/glossary?q=mining')).toBe('<h1>page /glossary?q=mining</h1>');
    expect(renders() - before).toBe(2);
    // The bare glossary is still the cached one, not a searched page.
    expect(await body('/glossary')).toBe('<h1>page /glossary</h1>');
    expect(renders() - before).toBe(2);
  });
});
