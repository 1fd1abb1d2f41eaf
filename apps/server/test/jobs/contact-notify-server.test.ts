// End to end on the real server: a visitor submits through supabase-js (rpc → /rest/v1), the notifier
// (started as server.ts starts it) records exactly one mail to the ADMIN_EMAIL admin in server.outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { manualTimers } from '../support/manual-timers.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const ADMIN = 'owner@advisory.test';

describe.each(backends)('contact notification through the server on %s', (backend) => {
  let t: TestServer;
  // The server's own notifier, its pauses fired by the test: each pass runs when the test says.
  const timers = manualTimers();

  beforeAll(async () => {
    t = await startTestServer(
      backend,
      { ADMIN_EMAIL: ADMIN, ADMIN_PASSWORD: 'owner-passphrase-123' },
      { timer: timers.timer },
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
    // The pass at start has ended once its pause began; the next pass finds the request.
    const pass = async () => {
      (await timers.next()).fire();
      await timers.next(); // that pass has ended
    };
    await pass();
    expect((await mails()).map((m) => m.subject)).toEqual(['New consultation request from Grace Hopper']);
    // Several more passes later, still one.
    await pass();
    await pass();
    expect(await mails()).toHaveLength(1);
    const { rows } = await t.db.query('select notified_at from public.contact_requests where email = $1', [
      'grace@example.com',
    ]);
    expect(rows[0]?.notified_at).toBeInstanceOf(Date);
  });
});
