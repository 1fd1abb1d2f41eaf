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

async function readyLine(
  env: Record<string, string>,
  after?: RegExp,
): Promise<{ line: string; output: string }> {
  const server = spawnLogged(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    serverEnv(env),
  );
  try {
    const [line] = await server.waitFor(/^Ready: .*$/m);
    if (after) await server.waitFor(after);
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

// Certificates (verification URL and QR code), e-mail links and feeds carry SITE_URL: unset or on a loopback host,
// start-up says so in the JSON log (warn) and in a plain line right under the ready line.
describe('the SITE_URL warning', () => {
  const dbs: TestDatabase[] = [];
  afterAll(async () => {
    for (const db of dbs) await db.cleanup();
  });
  async function start(env: Record<string, string>) {
    const db = await createTestDatabase('pglite');
    dbs.push(db);
    return readyLine({ ...db.env, ...env }, /"msg":"[^"]*SITE_URL[^"]*"/);
  }
  const SAYS =
    'certificates (verification URL and QR code), e-mail links and feeds will point at this machine only; ' +
    "set SITE_URL to the site's public address";
  const warnLog = (output: string) =>
    output
      .split('\n')
      .filter((l) => l.startsWith('{') && l.includes('SITE_URL') && /"level":(40|"warn")/.test(l));

  it('warns when SITE_URL is unset', async () => {
    const { output } = await start({ SITE_URL: '' });
    const text = `SITE_URL is not set (using http://localhost:0): ${SAYS}`;
    expect(output).toMatch(new RegExp(`^Ready: .*\\nWarning: ${escape(text)}$`, 'm'));
    expect(warnLog(output)).toHaveLength(1);
    expect(JSON.parse(warnLog(output)[0]!)).toMatchObject({ msg: text, siteUrl: 'http://localhost:0' });
  });

  it('warns when SITE_URL points at a loopback address', async () => {
    const { output } = await start({ SITE_URL: 'http://127.0.0.1:8080/' });
    const text = `SITE_URL is http://127.0.0.1:8080: ${SAYS}`;
    expect(output).toMatch(new RegExp(`^Ready: .*\\nWarning: ${escape(text)}$`, 'm'));
    expect(JSON.parse(warnLog(output)[0]!)).toMatchObject({ msg: text });
  });

  it('says nothing for a public SITE_URL', async () => {
    const { output } = await readyLine({ ...(await database()), SITE_URL: 'https://advisory.example' });
    expect(output).toMatch(/^Ready: /m);
    expect(output).not.toContain('Warning:');
    expect(output).not.toMatch(/"level":(40|"warn")/);
  });

  async function database(): Promise<Record<string, string>> {
    const db = await createTestDatabase('pglite');
    dbs.push(db);
    return db.env;
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
