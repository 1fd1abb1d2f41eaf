// A schedule survives a restart (issue 24): a post that fell due while no server was running goes live on the
// scheduler's first pass when a server starts, with nobody online and no write to wake it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/db/open.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import { backends } from '../support/backends.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../support/test-server.ts';

const HOUR = 60 * 60 * 1000;

describe.each(backends)('the scheduler after a restart on %s', (backend) => {
  let database: TestDatabase;
  let server: RunningServer | null = null;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await server?.close(1000);
    await database?.cleanup();
  });

  it('publishes on start what fell due while it was down', async () => {
    const config = testConfig(database.env);
    // First run: the post is scheduled an hour ahead (the scheduler sleeps, at most its poll, here an hour).
    const first = await startServer(config, { editorialPollMs: HOUR });
    await first.opened.db.query(
      `insert into public.blog_posts (title, slug, status, publish_date)
       values ('Due while down', 'due-while-down', 'scheduled', now() + interval '1 hour')`,
    );
    await first.close(1000);
    // Meanwhile its time passes (moved back here, as the owner: nothing else changes).
    const opened = await openDatabase(config);
    await opened.db.query(
      `update public.blog_posts set publish_date = now() - interval '1 minute' where slug = 'due-while-down'`,
    );
    await opened.close();
    // Second run: the first pass at start publishes it.
    server = await startServer(config, { editorialPollMs: HOUR });
    const db = server.opened.db;
    await vi.waitFor(
      async () => {
        const { rows } = await db.query<{ status: string }>(
          `select status from public.blog_posts where slug = 'due-while-down'`,
        );
        expect(rows[0]?.status).toBe('published');
      },
      { timeout: 15_000, interval: 50 },
    );
    const revisions = await db.query<{ kind: string; created_by: string | null }>(
      `select r.kind, r.created_by from public.post_revisions r join public.blog_posts p on p.id = r.post_id
       where p.slug = 'due-while-down' order by r.revision_number`,
    );
    // The moved date is a reschedule ('scheduled'), then the site's publish.
    expect(revisions.rows.map((r) => r.kind)).toEqual(['created', 'scheduled', 'published']);
    expect(revisions.rows.at(-1)?.created_by).toBeNull();
  });
});
