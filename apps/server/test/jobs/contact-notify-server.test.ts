// End to end on the real server: a visitor submits through supabase-js (rpc → /rest/v1), the notifier
// (started as server.ts starts it) records exactly one mail to the ADMIN_EMAIL admin in server.outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const ADMIN = 'owner@advisory.test';

describe.each(backends)('contact notification through the server on %s', (backend) => {
  let t: TestServer;

  beforeAll(async () => {
    // The server's own notifier, only faster than its 10 s default.
    t = await startTestServer(
      backend,
      { ADMIN_EMAIL: ADMIN, ADMIN_PASSWORD: 'owner-passphrase-123' },
      { notifyIntervalMs: 50 },
    );
  });
  afterAll(() => t.stop());

  it('a submitted request yields one outbox mail to the admin, exactly once', async () => {
    const { error } = await t.client().rpc('submit_contact_request', {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      service: 'Bitcoin Custody Setup',
    });
    expect(error).toBeNull();
    const mails = async () =>
      (
        await t.db.query<{ subject: string }>(
          `select subject from server.outbox where recipient = $1 and kind = 'contact_request'`,
          [ADMIN],
        )
      ).rows;
    await expect.poll(async () => (await mails()).length, { timeout: 5000 }).toBe(1);
    expect((await mails())[0]?.subject).toBe('New consultation request from Grace Hopper');
    // Several more passes later, still one.
    await new Promise((r) => setTimeout(r, 300));
    expect(await mails()).toHaveLength(1);
    const { rows } = await t.db.query('select notified_at from public.contact_requests where email = $1', [
      'grace@example.com',
    ]);
    expect(rows[0]?.notified_at).toBeInstanceOf(Date);
  });
});
