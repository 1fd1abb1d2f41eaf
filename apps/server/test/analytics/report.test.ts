// The analytics report (issue 28, ADR 0021): every figure of rpc('analytics_report') for a known data set,
// the same JSON whether a day is read from its rollup or from raw events, staff only through supabase-js.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost, signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { addEvents, dayOffset, type EventSpec } from './report-events.ts';

const call = async (user: SignedInUser, period: string) => {
  const { data, error } = await user.client.rpc('analytics_report', { period });
  if (error) throw new Error(`analytics_report failed: ${error.message}`);
  return data as Record<string, unknown>;
};

describe.each(backends)('analytics report on %s', (backend) => {
  let t: TestServer;
  let editor: SignedInUser;
  let contributor: SignedInUser;
  let courseId: string;
  let moduleIds: string[];

  const T = 0;
  const categoryPath = () => `/education/category/${courseId}`;

  beforeAll(async () => {
    t = await startTestServer(backend);
    editor = await signedInUser(t, 'editor');
    contributor = await signedInUser(t, 'contributor');
    await insertPost(t, { slug: 'hello', title: 'Hello, Bitcoin', status: 'published', authorId: editor.id });

    // A published course with two modules of one slide each, and a draft course (not in the funnel).
    const { rows: c } = await t.db.query<{ id: string }>(
      `insert into public.education_categories (name, sort_order, status) values ('Basics', 0, 'published') returning id`,
    );
    courseId = c[0]!.id;
    await t.db.query(`insert into public.education_categories (name, sort_order) values ('Draft course', 1)`);
    const { rows: m } = await t.db.query<{ id: string }>(
      `insert into public.education_modules (category_id, title, sort_order, status)
       values ($1, 'One', 0, 'published'), ($1, 'Two', 1, 'published') returning id`,
      [courseId],
    );
    moduleIds = m.map((r) => r.id);
    for (const id of moduleIds)
      await t.db.query(
        `insert into public.module_slides (module_id, title, content, sort_order) values ($1, 'S', '<p>S</p>', 0)`,
        [id],
      );

    const hn = 'news.ycombinator.com';
    const events: EventSpec[] = [
      // Today (raw): v1 reads two pages (an engaged visit), v2 comes from the newsletter, v3 is a learner.
      { day: T, visitor: 1, path: '/blog/hello', referrer: hn },
      { day: T, visitor: 1, path: '/services' },
      { day: T, visitor: 2, path: '/blog/hello', utm: ['newsletter', 'email', 'november'], device: 'mobile' },
      { day: T, visitor: 3, path: categoryPath(), area: 'learner' },
      // Yesterday: the same hash as v1 is another visit (days are never linked); v4 reads /services 3 times.
      { day: T - 1, visitor: 1, path: '/blog/gone', referrer: hn, device: 'tablet' },
      { day: T - 1, visitor: 4, path: '/services', utm: ['twitter', null, null] },
      { day: T - 1, visitor: 4, path: '/services' },
      { day: T - 1, visitor: 4, path: '/services' },
      // Previous 7 days: two visitors, one engaged.
      { day: T - 8, visitor: 5, path: '/' },
      { day: T - 8, visitor: 6, path: '/' },
      { day: T - 8, visitor: 6, path: '/about' },
      // 40 days ago: only the 12-month report sees it (previous period of 30d).
      { day: T - 40, visitor: 7, path: '/' },
    ];
    await addEvents(t.db, events);

    // Contact requests: three landed somewhere this week, one without attribution, one 10 days ago.
    for (const [i, path] of ['/blog/hello', '/blog/hello', '/services', null, '/blog/hello'].entries())
      await t.db.query(
        `insert into public.contact_requests (first_name, last_name, email, landing_path, created_at)
         values ('A', 'B', $1, $2, now() - make_interval(days => $3))`,
        [`c${i}@example.test`, path, i === 4 ? 10 : 0],
      );

    // Learners: one finished the course this week, one started it, one started 20 days ago.
    const learners = await Promise.all(['l1', 'l2', 'l3'].map(() => signedInUser(t, 'contributor')));
    const progress = (user: string, module: string, completed: boolean) =>
      t.db.query(
        `insert into public.user_progress (user_id, module_id, status, last_slide_index) values ($1, $2, $3, 0)`,
        [user, module, completed ? 'completed' : 'in_progress'],
      );
    await progress(learners[0]!.id, moduleIds[0]!, true);
    await progress(learners[0]!.id, moduleIds[1]!, true);
    await progress(learners[1]!.id, moduleIds[0]!, false);
    await progress(learners[2]!.id, moduleIds[0]!, false);
    await t.db.query(
      `update public.user_progress set created_at = now() - interval '20 days' where user_id = $1`,
      [learners[2]!.id],
    );

    await t.db.query(`insert into public.not_found_log (path, hits) values ('/missing', 7), ('/gone', 2)`);
    await t.db.query(
      `insert into public.redirects (source_path, destination_url, hit_count)
       values ('/old', '/services', 5), ('/unused', '/about', 0)`,
    );
  });
  afterAll(async () => t?.stop());

  it('answers every figure of the 7-day report for a known data set', async () => {
    const r = await call(editor, '7d');
    expect(r).toMatchObject({
      period: '7d',
      from: dayOffset(-6),
      to: dayOffset(0),
      previousFrom: dayOffset(-13),
      previousTo: dayOffset(-7),
      collecting: true,
    });
    expect(r.current).toEqual({
      views: 8,
      pageViews: 7,
      visitors: 5,
      visits: 5,
      engagedVisits: 2,
      requests: 4,
    });
    expect(r.previous).toEqual({
      views: 3,
      pageViews: 3,
      visitors: 2,
      visits: 2,
      engagedVisits: 1,
      requests: 1,
    });
    expect(r.series).toEqual([
      ...[-6, -5, -4, -3, -2].map((d) => ({ date: dayOffset(d), views: 0, pageViews: 0, visitors: 0 })),
      { date: dayOffset(-1), views: 4, pageViews: 4, visitors: 2 },
      { date: dayOffset(0), views: 4, pageViews: 3, visitors: 3 },
    ]);
    expect(r.topPosts).toEqual([
      { path: '/blog/hello', title: 'Hello, Bitcoin', views: 2, visitors: 2 },
      { path: '/blog/gone', title: null, views: 1, visitors: 1 },
    ]);
    expect(r.topPages).toEqual([
      { path: '/services', views: 4, visitors: 2 },
      { path: '/blog/hello', views: 2, visitors: 2 },
      { path: '/blog/gone', views: 1, visitors: 1 },
      { path: categoryPath(), views: 1, visitors: 1 },
    ]);
    expect(r.referrers).toEqual([
      { host: null, views: 6, visitors: 4 },
      { host: 'news.ycombinator.com', views: 2, visitors: 2 },
    ]);
    expect(r.campaigns).toEqual([
      { source: 'newsletter', medium: 'email', campaign: 'november', views: 1, visitors: 1 },
      { source: 'twitter', medium: null, campaign: null, views: 1, visitors: 1 },
    ]);
    expect(r.devices).toEqual([
      { device: 'desktop', visitors: 3 },
      { device: 'mobile', visitors: 1 },
      { device: 'tablet', visitors: 1 },
    ]);
    expect(r.conversions).toEqual([
      { landingPath: '/blog/hello', requests: 2 },
      { landingPath: '/services', requests: 1 },
    ]);
    expect(r.courses).toEqual([
      { id: courseId, title: 'Basics', pageVisitors: 1, starts: 2, completions: 1 },
    ]);
    expect(r.notFound).toEqual({
      hits: 9,
      top: [
        { path: '/missing', hits: 7 },
        { path: '/gone', hits: 2 },
      ],
    });
    expect(r.redirects).toEqual({ hits: 5, top: [{ source: '/old', hits: 5 }] });
  });

  it('reads today alone, 30 days against the 30 before, and 12 months by calendar month', async () => {
    const today = await call(editor, 'today');
    expect(today).toMatchObject({ from: dayOffset(0), to: dayOffset(0), previousFrom: dayOffset(-1) });
    expect(today.current).toMatchObject({ views: 4, visitors: 3, engagedVisits: 1 });
    expect(today.previous).toMatchObject({ views: 4, visitors: 2, engagedVisits: 1 });
    expect(today.series).toEqual([{ date: dayOffset(0), views: 4, pageViews: 3, visitors: 3 }]);

    const month = await call(editor, '30d');
    expect(month).toMatchObject({
      from: dayOffset(-29),
      previousFrom: dayOffset(-59),
      previousTo: dayOffset(-30),
    });
    expect(month.current).toMatchObject({ views: 11, visitors: 7, requests: 5 });
    expect(month.previous).toMatchObject({ views: 1, visitors: 1, requests: 0 });
    expect(month.series).toHaveLength(30);
    expect(month.courses).toEqual([
      { id: courseId, title: 'Basics', pageVisitors: 1, starts: 3, completions: 1 },
    ]);

    const year = await call(editor, '12m');
    expect(year).toMatchObject({ from: dayOffset(-364), to: dayOffset(0) });
    expect(year.current).toMatchObject({ views: 12, visitors: 8 });
    const series = year.series as { date: string; views: number; visitors: number }[];
    const months = new Set<string>();
    for (let d = -364; d <= 0; d += 1) months.add(`${dayOffset(d).slice(0, 7)}-01`);
    expect(series.map((s) => s.date)).toEqual([...months].sort());
    expect(series.reduce((sum, s) => sum + s.views, 0)).toBe(12);
    const monthOf = (d: number) => series.find((s) => s.date === `${dayOffset(d).slice(0, 7)}-01`)!;
    expect(monthOf(-40).views).toBeGreaterThanOrEqual(1);
  });

  it('gives the same JSON for every period whether days are rolled up or read raw, events after a rollup included', async () => {
    const periods = ['today', '7d', '30d', '12m'];
    const reports = () => Promise.all(periods.map((p) => call(editor, p)));
    const unroll = async () => {
      await t.db.query('delete from public.analytics_rolled_days');
      await t.db.query('delete from public.analytics_daily');
    };
    const raw = await reports();
    for (const d of [-40, -8, -1, 0])
      await t.db.query('select public.analytics_rollup($1::date)', [dayOffset(d)]);
    const { rows } = await t.db.query<{ n: number }>(
      'select count(*)::int as n from public.analytics_rolled_days',
    );
    expect(rows[0]?.n).toBe(4);
    expect(await reports()).toEqual(raw);

    // After the rollups: a known visitor reads a page again, another's visit becomes engaged, a new visitor
    // comes from a new referrer and campaign, and a late event lands on yesterday.
    const { rows: before } = await t.db.query<{ id: string }>(
      'select max(id)::text as id from public.analytics_events',
    );
    await addEvents(t.db, [
      { day: T, visitor: 1, path: '/blog/hello' },
      { day: T, visitor: 2, path: '/about', device: 'mobile' },
      {
        day: T,
        visitor: 9,
        path: '/services',
        referrer: 'new.example',
        utm: ['x', null, null],
        device: 'mobile',
      },
      { day: T - 1, visitor: 4, path: '/blog/gone' },
    ]);
    const live = await reports();
    expect(live[1]!.current).toEqual({
      views: 12,
      pageViews: 11,
      visitors: 6,
      visits: 6,
      engagedVisits: 3,
      requests: 4,
    });
    await unroll();
    expect(await reports()).toEqual(live);
    await t.db.query('delete from public.analytics_events where id > $1', [before[0]!.id]);
    expect(await reports()).toEqual(raw);
  });

  it('reads a day raw again when a view its rollup counted is taken back (a staff visit retracted)', async () => {
    const periods = ['today', '7d'];
    const reports = () => Promise.all(periods.map((p) => call(editor, p)));
    await addEvents(t.db, [{ day: T, visitor: 8, path: '/retracted' }]);
    const { rows } = await t.db.query<{ id: string }>(
      'select max(id)::text as id from public.analytics_events',
    );
    const before = await reports();
    await t.db.query('select public.analytics_rollup($1::date)', [dayOffset(0)]);
    await t.db.query('delete from public.analytics_events where id = $1', [rows[0]!.id]);
    const after = await reports();
    expect(after[0]!.current).toMatchObject({
      views: (before[0]!.current as { views: number }).views - 1,
      visitors: (before[0]!.current as { visitors: number }).visitors - 1,
    });
    expect(after[0]!.topPages).not.toContainEqual(expect.objectContaining({ path: '/retracted' }));
    const { rows: rolled } = await t.db.query(
      'select 1 from public.analytics_rolled_days where day = $1::date',
      [dayOffset(0)],
    );
    expect(rolled).toEqual([]);
    // Retention's deletes of old rolled days keep their rollups.
    await t.db.query('select public.analytics_rollup($1::date)', [dayOffset(-40)]);
    await t.db.query('delete from public.analytics_events where day = $1::date', [dayOffset(-40)]);
    const year = await call(editor, '12m');
    expect(year.current).toMatchObject({ views: 12 });
  });

  it('says whether collection is on', async () => {
    await t.db.query('update public.analytics_settings set collect = false');
    expect((await call(editor, 'today')).collecting).toBe(false);
    await t.db.query('update public.analytics_settings set collect = true');
  });

  it('refuses anyone but staff, and a period it does not know', async () => {
    const refused = await contributor.client.rpc('analytics_report', { period: '7d' });
    expect(refused.error).toMatchObject({ code: '42501', message: 'Only staff can read analytics' });
    expect(refused.status).toBe(403);
    const anon = await t.client().rpc('analytics_report', { period: '7d' });
    expect(anon.error?.code).toBe('42501');
    expect(anon.status).toBe(401);
    const bad = await editor.client.rpc('analytics_report', { period: '90d' });
    expect(bad.error).toMatchObject({ code: '22023', message: 'invalid period' });
    for (const fn of ['analytics_rollup', 'analytics_apply_retention', 'analytics_day_rows']) {
      const { error } = await editor.client.rpc(fn, {});
      expect(error, fn).not.toBeNull();
    }
    const rollup = await editor.client.rpc('analytics_rollup', { p_day: dayOffset(-1) });
    expect(rollup.error?.code).toBe('42501');
  });

  it('lets staff read rollups, and nobody write them through the API', async () => {
    const read = await editor.client.from('analytics_daily').select('day').limit(1);
    expect(read.error).toBeNull();
    const hidden = await contributor.client.from('analytics_daily').select('day');
    expect(hidden.data).toEqual([]);
    const write = await editor.client
      .from('analytics_daily')
      .insert({ day: dayOffset(-2), dimension: 'total', value: '', views: 1, visitors: 1 });
    expect(write.error?.code).toBe('42501');
    const mark = await editor.client.from('analytics_rolled_days').insert({ day: dayOffset(-2) });
    expect(mark.error?.code).toBe('42501');
  });
});
