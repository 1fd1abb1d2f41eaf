// Starts the real server on an ephemeral port over a fresh database and hands out real supabase-js clients.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Timer } from '../../src/clock.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type OpenedDatabase } from '../../src/db/open.ts';
import type { Database } from '../../src/db/types.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import type { Backend } from './backends.ts';
import { freshDataDir, freshPgDatabase } from './golden.ts';

export interface TestDatabase {
  backend: Backend;
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

/** A fresh, migrated (golden copy) database for one backend, as environment variables for the server. */
export async function createTestDatabase(
  backend: Backend,
  opts: { empty?: boolean } = {},
): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const dir = freshDataDir(opts.empty);
    return { backend, env: { DATA_DIR: dir.dataDir }, cleanup: async () => dir.remove() };
  }
  const pgdb = await freshPgDatabase(opts.empty);
  return { backend, env: { DATABASE_URL: pgdb.databaseUrl }, cleanup: () => pgdb.drop() };
}

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';

export function testConfig(env: Record<string, string>): Config {
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JWT_SECRET: TEST_JWT_SECRET,
    ...env,
  });
}

export interface TestServer {
  url: string;
  anonKey: string;
  serviceKey: string;
  config: Config;
  server: RunningServer;
  db: Database;
  /** A supabase-js client with the anon key and its own in-memory session. */
  client(): SupabaseClient;
  /** A supabase-js client with the service-role key (bypasses RLS). */
  admin(): SupabaseClient;
  stop(): Promise<void>;
}

function makeClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** Starts the real server (real HTTP, real database) for one backend. Call stop() in afterAll. */
export async function startTestServer(
  backend: Backend,
  env: Record<string, string> = {},
  opts: {
    webDist?: string;
    ssrEntry?: () => Promise<unknown>;
    notifyIntervalMs?: number;
    now?: () => number;
    timer?: Timer;
    editorialTimer?: Timer;
    editorialPollMs?: number;
  } = {},
): Promise<TestServer> {
  const testDb = await createTestDatabase(backend);
  const config = testConfig({ ...testDb.env, ...env });
  let server: RunningServer;
  try {
    server = await startServer(config, opts);
  } catch (err) {
    await testDb.cleanup();
    throw err;
  }
  // The server listens on 127.0.0.1; use it as the public URL too.
  return {
    url: server.url,
    anonKey: server.keys.anonKey,
    serviceKey: server.keys.serviceKey,
    config,
    server,
    db: server.opened.db,
    client: () => makeClient(server.url, server.keys.anonKey),
    admin: () => makeClient(server.url, server.keys.serviceKey),
    async stop() {
      await server.close(1000);
      await testDb.cleanup();
    },
  };
}

/** Opens a fresh database without a server (adapter-level tests). */
export async function openTestDatabase(
  backend: Backend,
  opts: { empty?: boolean; timer?: Timer } = {},
): Promise<{ opened: OpenedDatabase; databaseUrl: string | undefined; cleanup(): Promise<void> }> {
  const testDb = await createTestDatabase(backend, opts.empty ? { empty: true } : {});
  const config = testConfig(testDb.env);
  const opened = await openDatabase(config, opts.timer ? { timer: opts.timer } : {});
  return {
    opened,
    databaseUrl: config.databaseUrl,
    async cleanup() {
      await opened.close();
      await testDb.cleanup();
    },
  };
}
