// Two real server processes on one PostgreSQL both run the scheduler: a post scheduled for a moment both know
// about goes live once (one 'published' revision), whichever process gets there first. PostgreSQL only:
// PGlite's data directory has one owner by design.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { deriveKeys } from '../../src/http/keys.ts';
import { GOOD_PASSWORD, uniqueEmail } from '../auth/support.ts';
import { describeOnPostgres } from '../support/postgres-only.ts';
import { freshPgDatabase } from '../support/golden.ts';
import { spawnServerProcess, type ServerProcess } from '../support/spawn-server.ts';
import { TEST_JWT_SECRET } from '../support/test-server.ts';

const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

describeOnPostgres('the scheduler in two processes on one %s', () => {
  let database: { databaseUrl: string; drop(): Promise<void> };
  let a: ServerProcess;
  let b: ServerProcess;
  let owner: pg.Client;
  let email: string;
  let anonKey: string;

  const signedIn = async (url: string): Promise<SupabaseClient> => {
    const client = createClient(url, anonKey, options);
    const { error } = await client.auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    if (error) throw new Error(`sign-in failed: ${error.message}`);
    return client;
  };

  beforeAll(async () => {
    database = await freshPgDatabase();
    const env = { DATABASE_URL: database.databaseUrl };
    a = await spawnServerProcess(env).ready;
    b = await spawnServerProcess(env).ready;
    const keys = await deriveKeys(TEST_JWT_SECRET);
    anonKey = keys.anonKey;
    email = uniqueEmail('staff');
    const created = await createClient(a.url, keys.serviceKey, options).auth.admin.createUser({
      email,
      password: GOOD_PASSWORD,
      email_confirm: true,
    });
    if (created.error || !created.data.user) throw new Error(`createUser failed: ${created.error?.message}`);
    owner = new pg.Client({ connectionString: database.databaseUrl });
    await owner.connect();
    await owner.query(`update public.profiles set role = 'editor' where user_id = $1`, [
      created.data.user.id,
    ]);
  });
  afterAll(async () => {
    await owner?.end();
    for (const p of [a, b]) {
      if (!p) continue;
      p.child.kill('SIGTERM');
      await p.exited;
    }
    await database?.drop();
  });

  it('publishes a scheduled post once', async () => {
    const staffA = await signedIn(a.url);
    const staffB = await signedIn(b.url);
    // Several posts scheduled an hour ahead, each process told of the schedule through its own data API.
    const ahead = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const slugs = ['twin-one', 'twin-two', 'twin-three'];
    for (const [i, slug] of slugs.entries()) {
      const client = i % 2 === 0 ? staffA : staffB;
      const { error } = await client
        .from('blog_posts')
        .insert({ title: slug, slug, status: 'scheduled', publish_date: ahead });
      expect(error).toBeNull();
    }
    // Their time passes (moved back as the owner, which wakes neither process) …
    await owner.query(
      `update public.blog_posts set publish_date = now() - interval '1 minute' where slug = any($1::text[])`,
      [slugs],
    );
    // … then both processes look at the schedule at the same moment: a write through each one's data API wakes
    // its scheduler at once (no process waits for the clock), and both reach for the same due posts.
    const nudges = await Promise.all(
      [staffA, staffB].map((client, i) =>
        client.from('blog_posts').insert({ title: 'Nudge', slug: `twin-nudge-${i}` }),
      ),
    );
    expect(nudges.map((n) => n.error)).toEqual([null, null]);
    await vi.waitFor(
      async () => {
        const { rows } = await owner.query(
          `select count(*)::int as n from public.blog_posts where status = 'published'`,
        );
        expect(rows[0].n).toBe(3);
      },
      { timeout: 20_000, interval: 100 },
    );
    const { rows } = await owner.query(
      `select p.slug, count(*)::int as published from public.post_revisions r join public.blog_posts p on p.id = r.post_id
       where r.kind = 'published' group by p.slug order by p.slug`,
    );
    expect(rows).toEqual(
      slugs.map((slug) => ({ slug, published: 1 })).sort((x, y) => x.slug.localeCompare(y.slug)),
    );
    // Both processes answer the public page.
    for (const url of [a.url, b.url])
      expect(
        (
          await fetch(`${url}/rest/v1/blog_posts?slug=eq.twin-one&select=slug`, {
            headers: { apikey: anonKey },
          })
        ).status,
      ).toBe(200);
    // Which process published is logged by it ("scheduled posts published").
    expect(a.output() + b.output()).toContain('scheduled posts published');
  });
});
