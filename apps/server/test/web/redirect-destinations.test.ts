// The redirects table's rules for destinations and loops (security review finding 2, ADR 0011), written by an
// editor through supabase-js as the staff screen and any staff script would: a destination is a page of this
// site (one '/', no '//', no backslash, no control characters, no encoded '/', '\' or control character) or an
// absolute http(s) URL of another site; the site's own absolute URL is stored as its path; loops are refused
// through that URL, query strings, fragments and chains of any length. The database's copy of the rules is
// checked against the shared rule (packages/site/src/redirect-destination.ts) on the same scenario table.
import { getPath } from 'hono/utils/url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classifyDestination,
  DESTINATION_FORMAT_MESSAGE,
  destinationProblem,
  refusedDestination,
  sourceKey,
} from '@advisory/site/redirect-destination';
import { DESTINATION_SCENARIOS } from '@advisory/site/redirect-destination-scenarios';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { countRows, signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';

const SITE = 'https://site.example';

/**
 * The one scenario table (packages/site, also run against the TypeScript rule): each refusal through the data API,
 * in its words — or, for what is neither a path nor http(s), by the format constraint.
 */
const REFUSED = DESTINATION_SCENARIOS.filter((s) => s.problem !== null).map(
  (s) => [s.destination, s.problem!] as [string, string],
);
const ACCEPTED = DESTINATION_SCENARIOS.filter((s) => s.problem === null).map((s) => s.destination);

/** What is stored for an accepted destination. */
const STORED: [string, string][] = [
  ['/new-page', '/new-page'],
  ['/a/./b/../c/', '/a/c/'],
  ['/a/%2e%2e/b?x=1#y', '/b?x=1#y'],
  ['/..', '/'],
  ['/search?next=//elsewhere', '/search?next=//elsewhere'],
  ['https://site.example/pricing?plan=pro#top', '/pricing?plan=pro#top'],
  ['HTTPS://Site.Example:443', '/'],
  ['https://site.example:8443/x', 'https://site.example:8443/x'],
  ['http://site.example/x', 'http://site.example/x'],
  ['https://example.com/a/../b', 'https://example.com/a/../b'],
  ['HTTP://EXAMPLE.COM', 'HTTP://EXAMPLE.COM'],
];

describe.each(backends)('redirect destinations and loops through the data API on %s', (backend) => {
  let t: TestServer;
  let editor: SignedInUser;
  let n = 0;
  const fresh = (tag: string) => `/${tag}-${(n += 1)}`;
  const insert = (source_path: string, destination_url: string, is_active = true) =>
    editor.client
      .from('redirects')
      .insert({ source_path, destination_url, is_active })
      .select('destination_url');
  const stored = async (source: string) =>
    (
      await t.db.query<{ destination_url: string; is_active: boolean }>(
        `select destination_url, is_active from public.redirects where source_path = $1`,
        [source],
      )
    ).rows[0];

  beforeAll(async () => {
    t = await startTestServer(backend, { SITE_URL: `${SITE}/` });
    editor = await signedInUser(t, 'editor');
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("the server records SITE_URL's origin at boot, where no API role can read or change it", async () => {
    const { rows } = await t.db.query(`select origin,
        has_schema_privilege('authenticated', 'private', 'usage') as authenticated_usage,
        has_schema_privilege('anon', 'private', 'usage') as anon_usage
      from private.site_origin`);
    expect(rows).toEqual([{ origin: SITE, authenticated_usage: false, anon_usage: false }]);
  });

  it.each(REFUSED)('%j → 400 23514 with the rule in words, nothing stored', async (dest, message) => {
    const before = await countRows(t, 'redirects');
    const res = await insert(fresh('refused'), dest);
    if (message === DESTINATION_FORMAT_MESSAGE) {
      // The constraint itself refuses these (the staff screen words it; apps/web features/redirects).
      expect([res.status, res.error?.code]).toEqual([400, '23514']);
      expect(res.error?.message).toContain('redirects_destination_url_format');
    } else {
      expect([res.status, res.error?.code, res.error?.message]).toEqual([400, '23514', message]);
    }
    expect(await countRows(t, 'redirects')).toBe(before);
  });

  it.each(ACCEPTED)('%j is accepted through the data API', async (dest) => {
    const res = await insert(fresh('accepted'), dest);
    expect([dest, res.error]).toEqual([dest, null]);
  });

  it.each(STORED)('%j is stored as %j', async (dest, expected) => {
    const res = await insert(fresh('stored'), dest);
    expect(res.error).toBeNull();
    expect(res.data).toEqual([{ destination_url: expected }]);
  });

  it('an edit is checked like an insert, and so is switching a redirect on', async () => {
    const source = fresh('edited');
    expect((await insert(source, '/fine')).error).toBeNull();
    const bad = await editor.client
      .from('redirects')
      .update({ destination_url: '//evil.example' })
      .eq('source_path', source);
    expect(bad.error?.code).toBe('23514');
    expect(await stored(source)).toEqual({ destination_url: '/fine', is_active: true });
    const own = await editor.client
      .from('redirects')
      .update({ destination_url: `${SITE}/x/../y` })
      .eq('source_path', source);
    expect(own.error).toBeNull();
    expect(await stored(source)).toEqual({ destination_url: '/y', is_active: true });
  });

  it('a row saved under the old rules can be switched off and fixed, not switched on as it is', async () => {
    const source = fresh('legacy');
    await t.db.transaction(async (tx) => {
      await tx.query(`alter table public.redirects disable trigger redirects_check_destination`);
      await tx.query(
        `insert into public.redirects (source_path, destination_url, is_active) values ($1, '//evil.example', false)`,
        [source],
      );
      await tx.query(`alter table public.redirects enable trigger redirects_check_destination`);
    });
    const type = await editor.client
      .from('redirects')
      .update({ redirect_type: '302' })
      .eq('source_path', source);
    expect(type.error).toBeNull();
    const on = await editor.client.from('redirects').update({ is_active: true }).eq('source_path', source);
    expect(on.error?.message).toBe(
      'A destination path cannot contain // (for another website, write https://…)',
    );
    expect((await stored(source))?.is_active).toBe(false);
    const fixed = await editor.client
      .from('redirects')
      .update({ destination_url: 'https://evil.example/', is_active: true })
      .eq('source_path', source);
    expect(fixed.error).toBeNull();
    expect(await stored(source)).toEqual({ destination_url: 'https://evil.example/', is_active: true });
  });

  describe('loops', () => {
    const refusedAsLoop = (res: {
      status: number;
      error: { code: string; message: string; details?: string } | null;
    }) => [res.status, res.error?.code, res.error?.message];

    it.each([
      ['the site’s absolute URL', (a: string) => `${SITE}${a}`],
      ['a query string', (a: string) => `${a}?from=b`],
      ['a fragment', (a: string) => `${a}/#top`],
      ['a different spelling', (a: string) => `/x/..${a.replace(/-/g, '%2D')}`],
    ])('closed through %s → 400 23514, nothing stored', async (_how, spell) => {
      const a = fresh('loop-a');
      const b = fresh('loop-b');
      expect((await insert(a, b)).error).toBeNull();
      const res = await insert(b, spell(a));
      expect(refusedAsLoop(res)).toEqual([400, '23514', 'This redirect would create a loop']);
      expect(res.error?.details).toBe(`${b} eventually redirects back to itself.`);
      expect(await stored(b)).toBeUndefined();
    });

    it('a redirect to itself through a query string is a loop too', async () => {
      const a = fresh('self');
      expect(refusedAsLoop(await insert(a, `${a}?again=1`))).toEqual([
        400,
        '23514',
        'This redirect would create a loop',
      ]);
    });

    it('a chain of any length: 40 redirects, closed by the last (the old check gave up after 20)', async () => {
      const chain = Array.from({ length: 40 }, () => fresh('chain'));
      const rows = chain
        .slice(0, -1)
        .map((source, i) => ({ source_path: source, destination_url: `${chain[i + 1]}?hop=${i}` }));
      expect((await editor.client.from('redirects').insert(rows)).error).toBeNull();
      const closing = await insert(chain.at(-1)!, `${SITE}${chain[0]}`);
      expect(refusedAsLoop(closing)).toEqual([400, '23514', 'This redirect would create a loop']);
      // Open, the chain is fine; an external end is fine.
      expect((await insert(chain.at(-1)!, 'https://example.com/end')).error).toBeNull();
    });

    it('every branch is followed: /a and /a/ are two rows for one page', async () => {
      const a = fresh('branch');
      const b = fresh('branch-b');
      expect(
        (
          await editor.client.from('redirects').insert([
            { source_path: a, destination_url: '/elsewhere' },
            { source_path: `${a}/`, destination_url: b },
          ])
        ).error,
      ).toBeNull();
      expect(refusedAsLoop(await insert(b, a))).toEqual([400, '23514', 'This redirect would create a loop']);
    });

    it('switching on or re-pointing a source that closes a loop is refused; the row keeps its values', async () => {
      const a = fresh('toggle-a');
      const b = fresh('toggle-b');
      expect((await insert(a, `${b}#x`)).error).toBeNull();
      expect((await insert(b, `${a}?y=1`, false)).error).toBeNull();
      const on = await editor.client.from('redirects').update({ is_active: true }).eq('source_path', b);
      expect(refusedAsLoop(on)).toEqual([400, '23514', 'This redirect would create a loop']);
      const c = fresh('toggle-c');
      expect((await insert(c, a)).error).toBeNull();
      const moved = await editor.client
        .from('redirects')
        .update({ source_path: b, is_active: true })
        .eq('source_path', c);
      expect(refusedAsLoop(moved)).toEqual([400, '23514', 'This redirect would create a loop']);
      expect(await stored(c)).toEqual({ destination_url: a, is_active: true });
    });
  });

  it("the database's rules and the server's agree on every input (refusal, stored form, page reached)", async () => {
    const inputs = DESTINATION_SCENARIOS.map((s) => s.destination);
    for (const dest of inputs) {
      const { rows } = await t.db.query<{
        problem: string | null;
        formatted: boolean;
        site_path: string | null;
        key: string | null;
      }>(
        `select private.redirect_destination_problem($1) as problem, $1 ~* '^(/|https?://)' as formatted,
                private.redirect_site_path($1, $2) as site_path,
                private.redirect_target_key($1, $2) as key`,
        [dest, SITE],
      );
      const db = rows[0]!;
      const server = classifyDestination(dest, SITE);
      const problem = destinationProblem(dest);
      expect([dest, db.problem]).toEqual([dest, problem]);
      expect([dest, db.formatted ? db.problem : DESTINATION_FORMAT_MESSAGE]).toEqual([
        dest,
        refusedDestination(dest),
      ]);
      if (refusedDestination(dest)) continue;
      expect([dest, db.site_path === null]).toEqual([dest, server.kind === 'external']);
      if (server.kind !== 'site') continue;
      // The source a browser meets: it resolves dot segments, the router decodes, the table ignores trailing '/'.
      const requested = new URL(server.path, SITE);
      expect([dest, db.key]).toEqual([dest, sourceKey(getPath(new Request(requested)))]);
    }
  });
});
