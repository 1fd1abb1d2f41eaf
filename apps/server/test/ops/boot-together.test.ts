// Several server processes started at the same moment on one new database all come up: the migrations, the demo
// seed, the ADMIN_EMAIL bootstrap and every other start-up write run one process at a time under advisory locks
// (db/migrate.ts, db/startup-lock.ts), so each process finds what the one before it committed. PostgreSQL only for
// the processes (PGlite's data directory has one owner: db/data-dir-lock.ts); on PGlite, a second boot of the
// same data directory finds the demo content and the admin in place and adds nothing.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAll } from '../../src/db/open.ts';
import { STARTUP_LOCK_KEY, withStartupLock } from '../../src/db/startup-lock.ts';
import { startServer } from '../../src/server.ts';
import { GOOD_PASSWORD, uniqueEmail } from '../auth/support.ts';
import { describeOnPostgres } from '../support/postgres-only.ts';
import { freshDataDir, freshPgDatabase } from '../support/golden.ts';
import { spawnServerProcess, type ServerProcess } from '../support/spawn-server.ts';
import { testConfig } from '../support/test-server.ts';

const PROCESSES = 3;

/** What the demo seed and the bootstrap leave, counted through any connection to the database. */
async function startUpRows(
  query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>,
  admin: string,
) {
  const { rows } = await query(
    `select
       (select count(*)::int from public.blog_posts where slug = 'why-businesses-add-bitcoin-to-the-balance-sheet') as post,
       (select count(*)::int from public.education_categories) as categories,
       (select count(*)::int from public.redirects where source_path = '/blog/bitcoin-treasury-guide') as redirect,
       (select count(*)::int from server.migrations where name = 'seed/demo') as seed_ledger,
       (select count(*)::int from auth.users where email = $1) as admin_users,
       (select count(*)::int from public.profiles p join auth.users u on u.id = p.user_id
         where u.email = $1 and p.role = 'admin') as admin_profiles`,
    [admin],
  );
  return rows[0];
}

const ONCE = { post: 1, categories: 2, redirect: 1, seed_ledger: 1, admin_users: 1, admin_profiles: 1 };

describe('start-up writes on pglite', () => {
  it('a second boot of the same data directory seeds nothing again and keeps one admin', async () => {
    const dir = freshDataDir();
    const admin = uniqueEmail('boot-admin');
    const env = {
      DATA_DIR: dir.dataDir,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: admin,
      ADMIN_PASSWORD: GOOD_PASSWORD,
    };
    try {
      for (let boot = 0; boot < 2; boot += 1) {
        const server = await startServer(testConfig(env));
        try {
          const db = server.opened.db;
          // No lock on PGlite: the work simply runs.
          expect(await withStartupLock(db, async () => 'ran')).toBe('ran');
          expect(await startUpRows((sql, params) => db.query(sql, params), admin)).toEqual(ONCE);
        } finally {
          await server.close();
        }
      }
    } finally {
      dir.remove();
    }
  });
});

describeOnPostgres('%s processes booting together', () => {
  let database: { databaseUrl: string; drop(): Promise<void> };
  let processes: ServerProcess[] = [];
  const admin = uniqueEmail('boot-admin');

  beforeAll(async () => {
    // Empty: the processes run every migration themselves, racing from the very first statement.
    database = await freshPgDatabase(true);
  });

  afterAll(async () => {
    for (const p of processes) {
      p.child.kill('SIGTERM');
      await p.exited;
    }
    await database?.drop();
  });

  it(`${PROCESSES} processes started at once on a new database all serve, with the demo content and the admin once`, async () => {
    const env = {
      DATABASE_URL: database.databaseUrl,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: admin,
      ADMIN_PASSWORD: GOOD_PASSWORD,
    };
    const started = Array.from({ length: PROCESSES }, () => spawnServerProcess(env));
    const settled = await Promise.allSettled(started.map((s) => s.ready));
    processes = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    // Any process that died is named with its output.
    for (const [i, s] of settled.entries()) {
      if (s.status === 'rejected') {
        started.forEach((p) => p.child.kill('SIGTERM'));
        throw new Error(`process ${i + 1} of ${PROCESSES} did not come up: ${String(s.reason)}`);
      }
    }
    for (const p of processes) {
      const res = await fetch(`${p.url}/healthz`);
      expect(res.status).toBe(200);
    }
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      expect(await startUpRows((sql, params) => client.query(sql, params), admin)).toEqual(ONCE);
    } finally {
      await client.end();
    }
  });

  it('the start-up lock lets one holder in at a time', async () => {
    // Two holders on one pool: the second starts only after the first has finished.
    const { openDatabase } = await import('../../src/db/open.ts');
    const opened = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: '' });
    try {
      await migrateAll(opened.db);
      const order: string[] = [];
      let releaseFirst!: () => void;
      const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
      let firstEntered!: () => void;
      const entered = new Promise<void>((resolve) => (firstEntered = resolve));
      const first = withStartupLock(opened.db, async () => {
        order.push('first in');
        firstEntered();
        await firstHolds;
        order.push('first out');
      });
      await entered;
      const second = withStartupLock(opened.db, async () => {
        order.push('second in');
      });
      // The second is waiting on the lock in PostgreSQL: seen there, not guessed from time.
      const waiting = async () => {
        const { rows } = await opened.db.query<{ n: number }>(
          `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and objid = $1`,
          [STARTUP_LOCK_KEY],
        );
        return rows[0]?.n ?? 0;
      };
      for (let i = 0; i < 500 && (await waiting()) === 0; i += 1) await new Promise((r) => setImmediate(r));
      expect(await waiting()).toBe(1);
      releaseFirst();
      await Promise.all([first, second]);
      expect(order).toEqual(['first in', 'first out', 'second in']);
    } finally {
      await opened.close();
    }
  });
});
