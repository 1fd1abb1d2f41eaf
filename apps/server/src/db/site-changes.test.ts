// The one source of the site's cache drops (db/site-changes.ts): a change to a table the site keeps copies of is
// heard whoever wrote it — here a statement straight into the database, as a job or psql makes — and a writer can
// know its own change has been heard before it answers. Both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/support/backends.ts';
import { openTestDatabase } from '../../test/support/test-server.ts';
import type { OpenedDatabase } from './open.ts';
import { siteChanges, type SiteChanges } from './site-changes.ts';

describe.each(backends)('site changes on %s', (backend) => {
  let t: { opened: OpenedDatabase; databaseUrl: string | undefined; cleanup(): Promise<void> };
  let changes: SiteChanges;
  const heard: string[] = [];
  let missed = 0;
  let listening: Promise<void>;

  beforeAll(async () => {
    t = await openTestDatabase(backend);
    changes = siteChanges(t.opened.db, { databaseUrl: t.databaseUrl, logger: { info: () => undefined } });
    let ready = () => {};
    listening = new Promise<void>((resolve) => (ready = resolve));
    changes.subscribe(
      (table) => {
        heard.push(table);
        if (table === 'listening') ready();
      },
      () => (missed += 1),
    );
  });
  afterAll(async () => {
    changes?.stop();
    await t?.cleanup();
  });

  it('hears a write made straight into the database, and its writer knows once it has been heard', async () => {
    // Until the listener is in place (PostgreSQL: its own connection) a NOTIFY goes unheard: announce until one is.
    while (heard.length === 0) {
      await t.opened.db.query(`select pg_notify('site_changed', 'listening')`);
      if (backend === 'pglite') break;
      await Promise.race([listening, changes.settled()]);
    }
    await listening;
    // The loop may have sent more than one announcement: let every one of them arrive before counting afresh
    // (PostgreSQL hands notifications over in commit order, so once a later fence is heard, they all are).
    if (backend === 'postgres') expect(await changes.settled()).toBe(true);
    heard.length = 0;

    await t.opened.db.query(
      `insert into public.blog_posts (title, slug, status, publish_date) values ('Heard', 'heard-post', 'published', now())`,
    );
    // PGlite hands the notification over before the statement answers; PostgreSQL's writer waits for its fence.
    if (backend === 'postgres') expect(await changes.settled()).toBe(true);
    expect(heard).toEqual(['blog_posts']);

    // A statement that changes no row announces nothing; a fence is never taken for a table.
    await t.opened.db.query(`update public.blog_posts set title = 'x' where slug = 'no-such-post'`);
    expect(await changes.settled()).toBe(true);
    expect(heard).toEqual(['blog_posts']);
    expect(missed).toBe(0);
  });
});
