// ADMIN_EMAIL + ADMIN_PASSWORD across restarts (security review, finding 4): the boot makes the admin once; when
// that account is deleted and a learner signs up with the freed address, the next boot does not promote the
// learner — it says so in the log instead.
import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server.ts';
import { backends } from '../support/backends.ts';
import { captureLog } from '../support/log-capture.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../support/test-server.ts';
import { GOOD_PASSWORD } from './support.ts';

const ADMIN_EMAIL = 'owner@bootstrap.test';
const ADMIN_PASSWORD = 'owner-passphrase-123';

/** A server on `env` whose JSON log lines are kept. */
async function boot(env: Record<string, string>): Promise<{ server: RunningServer; logs: Record<string, unknown>[] }> {
  const { logger, lines: logs } = captureLog();
  const server = await startServer(testConfig({ ...env, ADMIN_EMAIL, ADMIN_PASSWORD, AUTH_EMAIL_AUTOCONFIRM: 'true' }), { logger });
  return { server, logs };
}

const client = (server: RunningServer, key: string) =>
  createClient(server.url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });

describe.each(backends)('the ADMIN_EMAIL bootstrap across restarts on %s', (backend) => {
  let database: TestDatabase;
  const running: RunningServer[] = [];
  afterAll(async () => {
    for (const s of running) await s.close(1000);
    await database?.cleanup();
  });

  it('never promotes a learner who took over the freed address; the log says so', async () => {
    database = await createTestDatabase(backend);

    const first = await boot(database.env);
    running.push(first.server);
    const admin = client(first.server, first.server.keys.serviceKey);
    const { data: listed } = await admin.auth.admin.listUsers();
    const owner = listed.users.find((u) => u.email === ADMIN_EMAIL);
    expect(owner).toBeDefined();
    expect(first.logs.some((l) => l.msg === 'admin user ready' && l.result === 'created')).toBe(true);

    // The owner's account goes away; a learner signs up with the address.
    expect((await admin.auth.admin.deleteUser(owner!.id)).error).toBeNull();
    const signUp = await client(first.server, first.server.keys.anonKey).auth.signUp({ email: ADMIN_EMAIL, password: GOOD_PASSWORD });
    expect(signUp.error).toBeNull();
    const learnerId = signUp.data.user!.id;
    await first.server.close(1000);
    running.pop();

    const second = await boot(database.env);
    running.push(second.server);
    const { rows } = await second.server.opened.db.query<{ role: string }>(`select role from public.profiles where user_id = $1`, [learnerId]);
    expect(rows).toEqual([{ role: 'contributor' }]);
    const warned = second.logs.filter((l) => l.level === 40 && l.result === 'not_promoted');
    expect(warned).toHaveLength(1);
    expect(String(warned[0]!.msg)).toMatch(/^ADMIN_EMAIL names an existing account that start-up did not create/);
    expect(JSON.stringify(second.logs)).not.toContain(ADMIN_EMAIL);
  });
});
