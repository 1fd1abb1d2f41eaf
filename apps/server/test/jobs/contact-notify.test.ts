// The staff notifier: a submitted contact request becomes one outbox mail per staff member, exactly once,
// also when passes race; honeypot submissions and non-staff users get nothing; the loop starts and stops.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mail, type Mailer } from '../../src/auth/mail/mailer.ts';
import type { Database, Queryable } from '../../src/db/types.ts';
import { createLogger } from '../../src/http/logger.ts';
import { notifyPendingContactRequests, startContactNotifier } from '../../src/jobs/contact-notify.ts';
import { anon, as, createUser } from '../data-model/support.ts';
import { backends } from '../support/backends.ts';
import { manualTimers } from '../support/manual-timers.ts';
import { openTestDatabase, testConfig } from '../support/test-server.ts';

const config = testConfig({ SITE_URL: 'https://advisory.example', SITE_NAME: 'Bitcoin Advisory' });
const logger = createLogger('silent');

function submit(db: Database, args: Record<string, string>) {
  const names = Object.keys(args);
  // Named notation, as the data API calls the function; the names come from this file only.
  const sql = `select public.submit_contact_request(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')})`;
  return as(db, anon, (tx: Queryable) => tx.query(sql, Object.values(args)));
}

async function outboxFor(db: Database, recipient: string) {
  const { rows } = await db.query<{ subject: string; body: string; link: string; kind: string }>(
    `select subject, body, link, kind from server.outbox where recipient = $1 and kind = 'contact_request' order by id`,
    [recipient],
  );
  return rows;
}

async function emailOf(db: Database, id: string | null): Promise<string> {
  const { rows } = await db.query<{ email: string }>('select email from auth.users where id = $1', [id]);
  return rows[0]!.email;
}

describe.each(backends)('contact notifier on %s', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let mailer: Mailer;

  beforeAll(async () => {
    const t = await openTestDatabase(backend);
    db = t.opened.db;
    cleanup = t.cleanup;
    mailer = createMailer(db, config, logger);
  });
  afterAll(async () => cleanup());

  it('waits while there is no staff member, so no request is marked without anyone being told', async () => {
    await submit(db, { first_name: 'Early', last_name: 'Bird', email: 'early@example.com' });
    expect(await notifyPendingContactRequests({ db, config, logger, mailer })).toBe(0);
    const { rows } = await db.query('select notified_at from public.contact_requests where email = $1', ['early@example.com']);
    expect(rows[0]?.notified_at).toBeNull();
  });

  it('mails every admin and editor once per request, never a contributor, and stamps notified_at', async () => {
    const admin = await createUser(db, 'admin', { role: 'admin' });
    const editor = await createUser(db, 'editor', { role: 'editor' });
    const learner = await createUser(db, 'learner');
    await submit(db, {
      first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', company: 'Engines Ltd',
      service: 'Security Assessment', assets: '$5M-$10M', message: 'Please review our custody.',
    });

    expect(await notifyPendingContactRequests({ db, config, logger, mailer })).toBe(2); // Early Bird + Ada
    const adminMails = await outboxFor(db, await emailOf(db, admin.id));
    expect(adminMails).toHaveLength(2);
    const ada = adminMails.find((m) => m.subject.includes('Ada'))!;
    expect(ada.subject).toBe('New consultation request from Ada Lovelace (Engines Ltd)');
    expect(ada.body).toContain('Email:     ada@example.com');
    expect(ada.body).toContain('Service:   Security Assessment');
    expect(ada.body).toContain('Portfolio: $5M-$10M');
    expect(ada.body).toContain('Please review our custody.');
    expect(ada.link).toBe('https://advisory.example/admin/requests');
    expect(await outboxFor(db, await emailOf(db, editor.id))).toHaveLength(2);
    expect(await outboxFor(db, await emailOf(db, learner.id))).toHaveLength(0);

    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.contact_requests where notified_at is null',
    );
    expect(rows[0]?.n).toBe(0);

    // A second pass finds nothing new.
    expect(await notifyPendingContactRequests({ db, config, logger, mailer })).toBe(0);
    expect(await outboxFor(db, await emailOf(db, admin.id))).toHaveLength(2);
  });

  it('sends exactly once when passes race (as several server processes would)', async () => {
    const { rows: staff } = await db.query<{ email: string }>(
      `select u.email from auth.users u join public.profiles p on p.user_id = u.id where p.role = 'admin'`,
    );
    const adminEmail = staff[0]!.email;
    const before = (await outboxFor(db, adminEmail)).length;
    for (let i = 0; i < 4; i += 1) {
      await submit(db, { first_name: `Racer${i}`, last_name: 'Test', email: `racer${i}@example.com` });
    }
    const sent = await Promise.all(
      Array.from({ length: 3 }, () => notifyPendingContactRequests({ db, config, logger, mailer, batchSize: 2 })),
    );
    // Whatever the interleaving, every request is mailed once; a final pass picks up any leftovers.
    const leftover = await notifyPendingContactRequests({ db, config, logger, mailer });
    expect(sent.reduce((a, b) => a + b, 0) + leftover).toBe(4);
    const subjects = (await outboxFor(db, adminEmail)).slice(before).map((m) => m.subject).sort();
    expect(subjects).toEqual([0, 1, 2, 3].map((i) => `New consultation request from Racer${i} Test`));
  });

  it('stores and mails nothing for a honeypot submission', async () => {
    await submit(db, { first_name: 'Bot', last_name: 'Net', email: 'bot@example.com', website: 'https://spam.example' });
    const { rows } = await db.query('select 1 from public.contact_requests where email = $1', ['bot@example.com']);
    expect(rows).toHaveLength(0);
    expect(await notifyPendingContactRequests({ db, config, logger, mailer })).toBe(0);
  });

  it('releases a request whose mail could not be recorded, and retries it on the next pass', async () => {
    await submit(db, { first_name: 'Retry', last_name: 'Me', email: 'retry@example.com' });
    const failing: Mailer = {
      send: async () => {
        throw new Error('outbox unavailable');
      },
    };
    expect(await notifyPendingContactRequests({ db, config, logger, mailer: failing })).toBe(0);
    const pending = await db.query('select notified_at from public.contact_requests where email = $1', ['retry@example.com']);
    expect(pending.rows[0]?.notified_at).toBeNull();
    expect(await notifyPendingContactRequests({ db, config, logger, mailer })).toBe(1);
  });

  it('the loop runs a pass at start and then on its interval, and stop() ends it', async () => {
    const seen: Mail[] = [];
    const recording: Mailer = { send: async (m) => void seen.push(m) };
    const timers = manualTimers();
    await submit(db, { first_name: 'Loop', last_name: 'One', email: 'loop1@example.com' });
    const stop = startContactNotifier({ db, config, logger, mailer: recording, intervalMs: 50, timer: timers.timer });
    // A pass has ended when the pause before the next one starts.
    const first = await timers.next();
    expect(first.ms).toBe(50);
    expect(seen.map((m) => m.subject)).toContain('New consultation request from Loop One');
    await submit(db, { first_name: 'Loop', last_name: 'Two', email: 'loop2@example.com' });
    expect(seen.some((m) => m.subject.includes('Loop Two'))).toBe(false);
    first.fire();
    await timers.next();
    expect(seen.map((m) => m.subject)).toContain('New consultation request from Loop Two');
    await stop();
    // Stopped: no pause is pending, so no pass can come.
    expect(timers.running()).toBe(0);
  });
});
