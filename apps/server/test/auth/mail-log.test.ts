// Without SMTP the log says that a mail was queued, of which kind and in which server.outbox row — never the link
// (a verify or recovery link signs in whoever reads the log) nor the recipient (security review, finding 7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { createMailer } from '../../src/auth/mail/mailer.ts';
import { buildContactNotice } from '../../src/jobs/contact-notify-mail.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import { backends } from '../support/backends.ts';
import { captureLog, type CapturedLog } from '../support/log-capture.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../support/test-server.ts';
import { GOOD_PASSWORD, uniqueEmail } from './support.ts';

interface Row {
  id: number;
  recipient: string;
  link: string;
  kind: string;
}

describe.each(backends)('mail in the log without SMTP on %s', (backend) => {
  let database: TestDatabase;
  let server: RunningServer;
  let log: CapturedLog;
  const config = () => testConfig({ ...database.env, AUTH_EMAIL_AUTOCONFIRM: 'false' });
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    log = captureLog();
    server = await startServer(config(), { logger: log.logger });
  });
  afterAll(async () => {
    await server?.close(1000);
    await database?.cleanup();
  });

  it('sign-up, recovery and the staff notice: the kind and the outbox row are logged, no link, no address', async () => {
    const anon = createClient(server.url, server.keys.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const learner = uniqueEmail('logged');
    expect((await anon.auth.signUp({ email: learner, password: GOOD_PASSWORD })).error).toBeNull();
    expect((await anon.auth.resetPasswordForEmail(learner)).error).toBeNull();
    const staff = uniqueEmail('staff');
    const notice = buildContactNotice(
      { id: '1', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: null, company: null, service: null, assets: null, message: null, created_at: new Date() },
      staff,
      { siteName: 'Test', siteUrl: 'http://localhost' },
    );
    await createMailer(server.opened.db, config(), log.logger).send(notice);

    const { rows } = await server.opened.db.query<Row>(
      `select id, recipient, link, kind from server.outbox where recipient in ($1, $2) order by id`,
      [learner, staff],
    );
    expect(rows.map((r) => r.kind)).toEqual(['confirmation', 'recovery', 'contact_request']);
    const queued = log.lines.filter((l) => l.msg === 'mail not sent (no SMTP_URL): queued in server.outbox');
    expect(queued.map((l) => ({ kind: l.kind, outboxId: l.outboxId }))).toEqual(rows.map((r) => ({ kind: r.kind, outboxId: r.id })));

    const text = log.text();
    for (const row of rows) {
      expect(text).not.toContain(row.recipient);
      expect(text).not.toContain(row.link);
      const token = new URL(row.link).searchParams.get('token');
      if (token) expect(text).not.toContain(token);
    }
    expect(text).not.toContain('Lovelace');
  });
});
