// Page views counted by the server (issue 28, ADR 0021), on both databases: a server-rendered load and the
// app's beacon count with their area, device, referrer host and UTM; one browser is one visitor a day and a
// new day's hash cannot be linked to the last (its salt row is gone); bots, headless browsers, DNT and GPC,
// /admin, /preview and paths that name nothing are never counted; the admins' setting turns collection off and
// on. No sleeps: the collector is flushed explicitly and the server's clock is moved by the test.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import { backends } from '../support/backends.ts';
import type { TestServer } from '../support/test-server.ts';
import { startWebHost } from '../support/web-host.ts';
import {
  ANALYTICS_ENV,
  browser,
  DESKTOP_UA,
  HEADLESS_UA,
  headersOf,
  PHONE_UA,
  storedRows,
  storedViews,
  TABLET_UA,
  type Browser,
} from './support.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(backends)('page views collected on %s', (backend) => {
  let t: TestServer;
  let admin: SignedInUser;
  let offset = 0;
  // The moment the server's clock is held at, when a test needs its loads in one minute.
  let held: number | null = null;

  beforeAll(async () => {
    t = await startWebHost(backend, ANALYTICS_ENV, undefined, {}, () => (held ?? Date.now()) + offset);
    admin = await signedInUser(t, 'admin');
  });
  afterAll(async () => t?.stop());
  beforeEach(async () => {
    await t.server.analytics.flush();
    await t.db.query('delete from public.analytics_events');
  });

  const load = async (path: string, b: Browser, extra: Record<string, string> = {}) => {
    const res = await fetch(`${t.url}${path}`, { headers: headersOf(b, extra) });
    await res.arrayBuffer();
    return res.status;
  };
  const beacon = async (path: string, b: Browser, extra: Record<string, string> = {}) => {
    const res = await fetch(`${t.url}/api/page-view`, {
      method: 'POST',
      headers: headersOf(b, { 'content-type': 'text/plain;charset=UTF-8', ...extra }),
      body: JSON.stringify({ path }),
    });
    expect(res.status).toBe(202);
    expect(await res.text()).toBe('');
    expect(res.headers.get('set-cookie')).toBeNull();
  };
  const flushed = async () => {
    await t.server.analytics.flush();
    return storedViews(t.db);
  };

  it('counts a server-rendered load with its area, device, referrer host and UTM', async () => {
    const b = browser(DESKTOP_UA);
    const status = await load('/blog?utm_source=newsletter&utm_medium=email&utm_campaign=winter-launch', b, {
      referer: 'https://news.example.com/some/story?id=1',
    });
    expect(status).toBe(200);
    expect(await load('/education', browser(PHONE_UA))).toBe(200);
    expect(await load('/about/', browser(TABLET_UA), { referer: 'https://advisory.example/services' })).toBe(
      200,
    );
    const views = await flushed();
    expect(views.map(({ visitor: _v, day: _d, ...rest }) => rest)).toEqual([
      {
        path: '/blog',
        area: 'public',
        device: 'desktop',
        referrer_host: 'news.example.com',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'winter-launch',
      },
      {
        path: '/education',
        area: 'learner',
        device: 'mobile',
        referrer_host: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
      },
      // The site's own host is no referrer; the trailing slash is the same page.
      {
        path: '/about',
        area: 'public',
        device: 'tablet',
        referrer_host: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
      },
    ]);
    expect(views[0]!.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(views[0]!.day).toBe(new Date(Date.now() + offset).toISOString().slice(0, 10));
  });

  it('counts the beacon of an in-app navigation, with a landing URL’s UTM cut at 100 characters', async () => {
    const b = browser();
    await beacon('/glossary', b);
    await beacon(`/services?utm_source=${'x'.repeat(150)}`, b);
    const views = await flushed();
    expect(views.map((v) => [v.path, v.area, v.utm_source?.length ?? 0])).toEqual([
      ['/glossary', 'public', 0],
      ['/services', 'public', 100],
    ]);
  });

  it('counts one browser as one visitor a day, and another browser as another', async () => {
    const b = browser();
    await load('/', b);
    await beacon('/blog', b);
    await load('/', browser(DESKTOP_UA));
    await load('/', browser(PHONE_UA, b.ip)); // same address, another device: another visitor
    const views = await flushed();
    expect(views).toHaveLength(4);
    expect(views[0]!.visitor).toBe(views[1]!.visitor);
    expect(new Set(views.map((v) => v.visitor)).size).toBe(3);
  });

  it('counts a browser’s views of a page in a minute on one row (its first view’s source): a flood costs a row, not a row a load', async () => {
    const flood = browser();
    held = Date.now(); // one minute for the whole flood
    await load('/services?utm_source=ad', flood); // the first view: the row's source
    for (let i = 0; i < 25; i += 1) await load('/services', flood);
    await load('/services', browser()); // another visitor: its own row
    const views = await flushed();
    held = null;
    expect(views.filter((v) => v.visitor === views[0]!.visitor && v.utm_source === 'ad')).toHaveLength(26);
    expect(views).toHaveLength(27);
    // 2, or 3 when a batch was written between the flood's loads (the rest of the minute gathers in one more).
    const rows = await storedRows(t.db);
    expect(rows).toBeGreaterThanOrEqual(2);
    expect(rows).toBeLessThanOrEqual(3);
    // A staff retract of one of them lowers the count rather than removing the row.
    expect(await t.server.analytics.retract({ ip: flood.ip, userAgent: flood.ua }, '/services')).toBe(true);
    expect(await flushed()).toHaveLength(26);
  });

  it('gives the same browser another id the next day, and keeps no salt of the day before', async () => {
    const b = browser();
    await load('/', b);
    const [before] = await flushed();
    offset += DAY;
    await load('/', b);
    const views = await flushed();
    expect(views).toHaveLength(2);
    expect(views[1]!.day).not.toBe(before!.day);
    expect(views[1]!.visitor).not.toBe(before!.visitor);
    const { rows } = await t.db.query<{ day: string }>(
      `select to_char(day, 'YYYY-MM-DD') as day from public.analytics_salts`,
    );
    expect(rows).toEqual([{ day: views[1]!.day }]);
  });

  it('never counts bots, headless browsers, scripts, DNT or GPC', async () => {
    for (const ua of [
      HEADLESS_UA,
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'curl/8.5.0',
      'python-requests/2.32.3',
      'Wget/1.21.4',
      'facebookexternalhit/1.1',
      '',
    ]) {
      expect(await load('/', browser(ua))).toBe(200);
      await beacon('/blog', browser(ua));
    }
    expect(await load('/', browser(), { dnt: '1' })).toBe(200);
    expect(await load('/', browser(), { 'sec-gpc': '1' })).toBe(200);
    await beacon('/blog', browser(), { dnt: '1' });
    await beacon('/blog', browser(), { 'sec-gpc': '1' });
    expect(await flushed()).toEqual([]);
  });

  it('never counts /admin, /preview, unknown paths, missing posts or terms, or non-page requests', async () => {
    const b = browser();
    for (const path of ['/admin', '/admin/posts', '/admin/analytics', '/preview/posts/1'])
      expect(await load(path, b)).toBe(200);
    for (const path of ['/no-such-page', '/blog/no-such-post', '/glossary/no-such-term'])
      expect(await load(path, b)).toBe(404);
    expect((await fetch(`${t.url}/sitemap.xml`, { headers: headersOf(b) })).status).toBe(200);
    await fetch(`${t.url}/rest/v1/blog_posts?select=id`, { headers: headersOf(b, { apikey: t.anonKey }) });
    for (const path of ['/admin', '/admin/users', '/preview/posts/1', '/no-such-page']) await beacon(path, b);
    expect(await flushed()).toEqual([]);
  });

  it('never lets a path the database cannot store spoil the batch it would be written in', async () => {
    const b = browser();
    expect(await load('/education/module/%00', b)).toBe(200); // the learner area's shell
    await beacon('/education/module/%00', b);
    await load('/about', b);
    expect((await flushed()).map((v) => v.path)).toEqual(['/about']);
  });

  it('counts nothing while the admins turn collection off, and counts again once it is on', async () => {
    const setCollect = async (collect: boolean) => {
      const { error } = await admin.client.from('analytics_settings').update({ collect }).eq('id', true);
      expect(error).toBeNull();
    };
    const b = browser();
    await load('/', b); // recorded while on, written after the switch: dropped too
    await setCollect(false);
    await load('/about', b);
    await beacon('/blog', b);
    expect(await flushed()).toEqual([]);
    await setCollect(true);
    await load('/contact', b);
    expect((await flushed()).map((v) => v.path)).toEqual(['/contact']);
  });
});
