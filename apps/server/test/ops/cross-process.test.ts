// Several processes on one PostgreSQL agree (issue 29): a write through process A — or straight into the database —
// reaches process B's redirect table, built pages and post heads through NOTIFY site_changed, idle or not, and B's
// first answer afterwards is the new one (no old copy served while it reloads). A redirect's hit counter announces
// nothing. PostgreSQL only: with PGlite one process owns the database. No sleeps: the test waits for B's own
// notification event.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server.ts';
import { describeOnPostgres } from '../support/postgres-only.ts';
import { testConfig, type TestServer } from '../support/test-server.ts';
import { loadAppEntry } from '../support/app-entry.ts';
import { PLAIN_INDEX, startWebHost } from '../support/web-host.ts';
import { writeWebRoutes } from '../support/web-routes.ts';

let n = 0;
const unique = (name: string) => `${name}-${Date.now().toString(36)}-${(n += 1)}`;

describeOnPostgres('two processes on one %s database', () => {
  let a: TestServer;
  let b: RunningServer;
  let dist = '';
  const heard: string[] = [];
  const waiting: { table: string; resolve: () => void }[] = [];

  /** Resolves when B has dropped its copies for `table` (its next answer reads the database again). */
  const changeOn = (table: string) =>
    new Promise<void>((resolve) => {
      waiting.push({ table, resolve });
    });

  beforeAll(async () => {
    a = await startWebHost('postgres');
    // B's own stand-in web build, as A's (support/web-host.ts).
    dist = mkdtempSync(join(tmpdir(), 'dist-b-'));
    writeFileSync(join(dist, 'index.html'), PLAIN_INDEX);
    writeWebRoutes(dist);
    b = await startServer(testConfig({ DATABASE_URL: a.config.databaseUrl! }), {
      webDist: dist,
      // B renders its pages with the app's own entry, head included (support/app-entry.ts).
      ssrEntry: loadAppEntry,
      onSiteChange: (table) => {
        heard.push(table);
        for (const w of waiting.splice(0)) {
          if (w.table === table) w.resolve();
          else waiting.push(w);
        }
      },
    });
  });
  afterAll(async () => {
    await b?.close(1000);
    await a?.stop();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  const getB = (path: string) => fetch(`${b.url}${path}`, { redirect: 'manual' });

  it('a redirect saved, switched off and on through A is what B answers next', async () => {
    const source = `/${unique('old')}`;
    const created = changeOn('redirects');
    const { data, error } = await a
      .admin()
      .from('redirects')
      .insert({ source_path: source, destination_url: '/blog' })
      .select('id')
      .single();
    expect(error).toBeNull();
    await created;
    const first = await getB(source);
    expect(first.status).toBe(301);
    expect(first.headers.get('location')).toMatch(/\/blog$/);

    const off = changeOn('redirects');
    await a.admin().from('redirects').update({ is_active: false }).eq('id', data!.id);
    await off;
    expect((await getB(source)).status).toBe(404);

    const on = changeOn('redirects');
    await a.admin().from('redirects').update({ is_active: true }).eq('id', data!.id);
    await on;
    expect((await getB(source)).status).toBe(301);
  });

  it("a redirect's hit counter announces nothing", async () => {
    const source = `/${unique('hits')}`;
    const created = changeOn('redirects');
    const { data } = await a
      .admin()
      .from('redirects')
      .insert({ source_path: source, destination_url: '/about' })
      .select('id')
      .single();
    await created;
    heard.length = 0;
    expect((await getB(source)).status).toBe(301);
    // The hit is counted after the answer: wait until it is in the database, then send a marker of our own.
    for (let i = 0; i < 200; i++) {
      const { rows } = await a.db.query<{ n: number }>(
        'select hit_count as n from public.redirects where id = $1',
        [data!.id],
      );
      if (rows[0]?.n === 1) break;
    }
    const marker = changeOn('marker');
    await a.db.query(`select pg_notify('site_changed', 'marker')`);
    await marker;
    expect(heard).toEqual(['marker']);
  });

  it("a post's new title reaches B's page body and its <title> together, also when written straight into the database", async () => {
    const slug = unique('cross');
    const created = changeOn('blog_posts');
    const { data } = await a
      .admin()
      .from('blog_posts')
      .insert({
        title: 'First title',
        slug,
        content: '<p>Body</p>',
        status: 'published',
        publish_date: new Date().toISOString(),
      })
      .select('id')
      .single();
    await created;
    const before = await (await getB(`/blog/${slug}`)).text();
    expect(before).toContain('<title data-ssr>First title');
    // B's feeds and the post's social card know the new post at once (read from the database, never kept).
    expect(await (await getB('/sitemap.xml')).text()).toContain(`/blog/${slug}</loc>`);
    expect(await (await getB('/rss.xml')).text()).toContain('<title>First title</title>');
    const firstCard = await getB(`/social/blog/${slug}.png`);
    expect(firstCard.status).toBe(200);

    const renamed = changeOn('blog_posts');
    await a.db.query(`update public.blog_posts set title = 'Second title' where id = $1`, [data!.id]);
    await renamed;
    const after = await (await getB(`/blog/${slug}`)).text();
    expect(after).toContain('<title data-ssr>Second title');
    expect(after).toContain('"headline":"Second title"');
    expect(after).not.toContain('First title');
    expect(await (await getB('/rss.xml')).text()).toContain('<title>Second title</title>');
    // The card is drawn again for the new title: a new version (ETag), so a share shows it.
    const secondCard = await getB(`/social/blog/${slug}.png`);
    expect(secondCard.status).toBe(200);
    expect(secondCard.headers.get('etag')).not.toBe(firstCard.headers.get('etag'));
  });
});
