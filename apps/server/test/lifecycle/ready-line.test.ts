// When the server is ready it prints one plain line for a person: the URL, the database in use, and
// whether an admin exists (with how to make one when none does). The JSON logs stay as they are (issue 9).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/paths.ts';
import { backends } from '../support/backends.ts';
import { GOLDEN_PGLITE_DIR } from '../support/golden.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-server.ts';
import { serverEnv, spawnLogged } from './processes.ts';

const CREATE = "npm run cli -- create-user --email you@example.com --password '…' --role admin";
const ALSO = 'or start with ADMIN_EMAIL and ADMIN_PASSWORD set';

async function readyLine(env: Record<string, string>): Promise<{ line: string; output: string }> {
  const server = spawnLogged(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    serverEnv(env),
  );
  try {
    const [line] = await server.waitFor(/^Ready: .*$/m);
    return { line, output: server.output() };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

describe.each(backends)('the ready line on %s', (backend) => {
  const dbs: TestDatabase[] = [];
  afterAll(async () => {
    for (const db of dbs) await db.cleanup();
  });
  async function database(): Promise<Record<string, string>> {
    const db = await createTestDatabase(backend);
    dbs.push(db);
    return db.env;
  }

  it('says there is no admin yet and how to create one', async () => {
    const env = await database();
    const { line, output } = await readyLine(env);
    const url = /"url":"(http:\/\/[^"]+)".*"msg":"server listening"/.exec(output)?.[1];
    const how = backend === 'pglite' ? `stop the server, then ${CREATE}` : CREATE;
    const db =
      backend === 'pglite'
        ? `PGlite (${env.DATA_DIR})`
        : `PostgreSQL (${new URL(env.DATABASE_URL!).host}${new URL(env.DATABASE_URL!).pathname})`;
    // Exact: host and database name only, never the URL's credentials.
    expect(line).toBe(`Ready: ${url} — database: ${db} — admin: none yet (create one: ${how}; ${ALSO})`);
    expect(output.match(/^Ready:/gm)).toHaveLength(1);
  });

  it('counts the admin accounts', async () => {
    const env = await database();
    const { line } = await readyLine({
      ...env,
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'a-long-passphrase-42',
    });
    expect(line).toMatch(/ — admin: 1 account$/);
    expect(line).not.toContain('boss@example.com');
  });
});

describe('the ready line for a DATA_DIR inside the working directory', () => {
  const dataDir = mkdtempSync(join(REPO_ROOT, '.tmp', 'ready-line-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('shows it relative, as the README writes ./data', async () => {
    cpSync(GOLDEN_PGLITE_DIR, dataDir, { recursive: true });
    const { line } = await readyLine({ DATA_DIR: relative(REPO_ROOT, dataDir) });
    expect(line).toContain(` — database: PGlite (./${relative(REPO_ROOT, dataDir)}) — `);
  });
});
