import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/support/backends.ts';
import { createClient } from '@supabase/supabase-js';
import {
  createTestDatabase,
  TEST_JWT_SECRET,
  testConfig,
  type TestDatabase,
} from '../../test/support/test-server.ts';
import { openDatabase } from '../db/open.ts';
import { startServer } from '../server.ts';
import { runCli } from './commands.ts';
import { UsageError } from './args.ts';

async function roleOf(env: Record<string, string>, email: string): Promise<string | null> {
  const opened = await openDatabase(testConfig(env));
  try {
    const { rows } = await opened.db.query<{ role: string }>(
      `select p.role from public.profiles p join auth.users u on u.id = p.user_id where u.email = $1`,
      [email],
    );
    return rows[0]?.role ?? null;
  } finally {
    await opened.close();
  }
}

describe.each(backends)('create-user and ADMIN_EMAIL on %s', (backend) => {
  let db: TestDatabase;
  let env: Record<string, string>;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
    env = { ...db.env, LOG_LEVEL: 'silent', SEED_DEMO: 'false', JWT_SECRET: TEST_JWT_SECRET };
  });
  afterAll(() => db.cleanup());

  it('creates a confirmed user with a role who can then sign in', async () => {
    const out = await runCli(
      [
        'create-user',
        '--email',
        'Editor@Example.com',
        '--password',
        'a-long-passphrase',
        '--name',
        'Ed Itor',
        '--role',
        'editor',
      ],
      env,
    );
    expect(out).toMatch(/^Created editor@example\.com \(editor\)/);
    expect(await roleOf(env, 'editor@example.com')).toBe('editor');
    const server = await startServer(testConfig(db.env));
    try {
      const client = createClient(server.url, server.keys.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      const { data, error } = await client.auth.signInWithPassword({
        email: 'editor@example.com',
        password: 'a-long-passphrase',
      });
      expect(error).toBeNull();
      expect(data.user?.user_metadata.full_name).toBe('Ed Itor');
    } finally {
      await server.close();
    }
  });

  it('refuses a weak password, a taken address and an unknown role with a usage error', async () => {
    await expect(
      runCli(['create-user', '--email', 'weak@example.com', '--password', 'short'], env),
    ).rejects.toBeInstanceOf(UsageError);
    await expect(
      runCli(['create-user', '--email', 'editor@example.com', '--password', 'another-long-one'], env),
    ).rejects.toThrow(/already/i);
    await expect(
      runCli(
        ['create-user', '--email', 'x@example.com', '--password', 'a-long-passphrase', '--role', 'owner'],
        env,
      ),
    ).rejects.toThrow(/--role/);
    expect(await roleOf(env, 'weak@example.com')).toBeNull();
  });

  it('ADMIN_EMAIL/ADMIN_PASSWORD create an admin at boot, idempotently', async () => {
    const config = testConfig({
      ...db.env,
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'boss-passphrase-1',
    });
    for (let i = 0; i < 2; i++) {
      const server = await startServer(config);
      await server.close();
    }
    expect(await roleOf(env, 'boss@example.com')).toBe('admin');
  });

  it('a weak ADMIN_PASSWORD stops the boot naming the variable', async () => {
    const config = testConfig({ ...db.env, ADMIN_EMAIL: 'weak-boss@example.com', ADMIN_PASSWORD: '12345678' });
    await expect(startServer(config)).rejects.toThrow(/ADMIN_PASSWORD/);
  });
});
