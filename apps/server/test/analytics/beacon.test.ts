// The beacon's refusals and the staff's retract (issue 28, ADR 0021), on both databases: bodies that are not a
// small JSON page path are refused with a JSON error and their status (never 500) and store nothing; too many
// beacons from one address get 429; a staff member's retract takes back their own latest view of a path today
// (written or still queued), while a token that is not staff gets 403 and removes nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BEACONS_PER_MINUTE } from '../../src/analytics/beacon-routes.ts';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import { backends } from '../support/backends.ts';
import type { TestServer } from '../support/test-server.ts';
import { startWebHost } from '../support/web-host.ts';
import { ANALYTICS_ENV, browser, headersOf, storedViews, type Browser } from './support.ts';

describe.each(backends)('the page-view beacon on %s', (backend) => {
  let t: TestServer;
  let editor: SignedInUser;
  let contributor: SignedInUser;

  beforeAll(async () => {
    t = await startWebHost(backend, ANALYTICS_ENV);
    editor = await signedInUser(t, 'editor');
    contributor = await signedInUser(t, 'contributor');
  });
  afterAll(async () => t?.stop());
  beforeEach(async () => {
    await t.server.analytics.flush();
    await t.db.query('delete from public.analytics_events');
  });

  const post = (path: string, b: Browser, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: headersOf(b, { 'content-type': 'text/plain;charset=UTF-8', ...headers }),
      body,
    });
  const tokenOf = async (user: SignedInUser) =>
    (await user.client.auth.getSession()).data.session!.access_token;
  const retract = async (user: SignedInUser | null, b: Browser, path: string) =>
    post('/api/page-view/retract', b, JSON.stringify({ path }), {
      'content-type': 'application/json',
      ...(user ? { authorization: `Bearer ${await tokenOf(user)}` } : {}),
    });
  const flushed = async () => {
    await t.server.analytics.flush();
    return storedViews(t.db);
  };

  it.each([
    ['not JSON', 'path=/blog', {}, 400, 'bad_json'],
    ['JSON without a path', '{"page": "/blog"}', {}, 400, 'bad_path'],
    ['a path that is not a string', '{"path": 42}', {}, 400, 'bad_path'],
    ['a full URL', '{"path": "https://elsewhere.example/"}', {}, 400, 'bad_path'],
    ['a protocol-relative path', '{"path": "//elsewhere.example/x"}', {}, 400, 'bad_path'],
    ['a control character', '{"path": "/blog\\u0000"}', {}, 400, 'bad_path'],
    ['half a surrogate pair', '{"path": "/blog\\ud800"}', {}, 400, 'bad_path'],
    ['JSON nested too deep', `{"path": "/", "x": ${'['.repeat(10)}${']'.repeat(10)}}`, {}, 400, 'bad_json'],
    ['bytes that are not UTF-8', new Uint8Array([0x7b, 0xff, 0x7d]), {}, 400, 'bad_json'],
    ['a body over 1 KB', JSON.stringify({ path: `/${'a'.repeat(1100)}` }), {}, 413, 'request_too_large'],
    [
      'a form',
      'path=%2Fblog',
      { 'content-type': 'application/x-www-form-urlencoded' },
      415,
      'unsupported_media_type',
    ],
  ] as const)(
    'refuses %s with a JSON error and stores nothing',
    async (_name, body, headers, status, code) => {
      const res = await post('/api/page-view', browser(), body as BodyInit, headers);
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toMatchObject({ code });
      expect(await flushed()).toEqual([]);
    },
  );

  it(`answers 429 after ${BEACONS_PER_MINUTE} beacons a minute from one address`, async () => {
    const b = browser();
    const statuses = [];
    for (let i = 0; i <= BEACONS_PER_MINUTE; i += 1)
      statuses.push((await post('/api/page-view', b, '{"path": "/"}')).status);
    expect(statuses.slice(0, BEACONS_PER_MINUTE).every((s) => s === 202)).toBe(true);
    const over = await post('/api/page-view', b, '{"path": "/"}');
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ code: 'too_many_requests' });
    expect(await flushed()).toHaveLength(BEACONS_PER_MINUTE);
    // Another address is not held back.
    expect((await post('/api/page-view', browser(), '{"path": "/"}')).status).toBe(202);
  });

  it("takes back a staff member's own latest view of a path today, written or still queued", async () => {
    const staff = browser();
    const reader = browser();
    await fetch(`${t.url}/about`, { headers: headersOf(staff) });
    await fetch(`${t.url}/about`, { headers: headersOf(staff) });
    await fetch(`${t.url}/about`, { headers: headersOf(reader) });
    expect(await flushed()).toHaveLength(3);
    const res = await retract(editor, staff, '/about');
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    let views = await flushed();
    expect(views).toHaveLength(2); // one of the staff member's two, and the reader's
    expect(new Set(views.map((v) => v.visitor)).size).toBe(2);
    // Still in memory: taken back before it is ever written.
    await fetch(`${t.url}/services`, { headers: headersOf(staff) });
    expect((await retract(editor, staff, '/services')).status).toBe(204);
    views = await flushed();
    expect(views.map((v) => v.path)).toEqual(['/about', '/about']);
  });

  it('refuses a retract without a staff token and removes nothing', async () => {
    const b = browser();
    await fetch(`${t.url}/about`, { headers: headersOf(b) });
    expect(await flushed()).toHaveLength(1);
    const notStaff = await retract(contributor, b, '/about');
    expect(notStaff.status).toBe(403);
    expect(await notStaff.json()).toMatchObject({ code: 'not_staff' });
    const none = await retract(null, b, '/about');
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'no_authorization' });
    const forged = await post('/api/page-view/retract', b, '{"path": "/about"}', {
      authorization: `Bearer ${t.anonKey}`,
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ code: 'bad_jwt' });
    expect(await flushed()).toHaveLength(1);
  });
});
