// `cli backup` of a PGlite site while its server runs (issue 29): the server takes the snapshot between two of its
// transactions and sends it over DATA_DIR/backup.sock. Writes keep being acknowledged throughout (no downtime), the
// backup holds a consistent state (its recorded row counts are what a restore finds), and it restores.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/commands.ts';
import { readManifest } from '../../src/cli/backup-archive.ts';
import { backupSocketPath } from '../../src/db/backup-socket.ts';
import { openDatabase } from '../../src/db/open.ts';
import { deriveKeys } from '../../src/http/keys.ts';
import { freshDataDir } from '../support/golden.ts';
import { spawnServerProcess } from '../support/spawn-server.ts';
import { TEST_JWT_SECRET, testConfig } from '../support/test-server.ts';

const cliEnv = (dataDir: string) => ({ JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: dataDir });

async function redirectCount(dataDir: string): Promise<number> {
  const opened = await openDatabase(testConfig({ DATA_DIR: dataDir }));
  try {
    const { rows } = await opened.db.query<{ n: number }>('select count(*)::int as n from public.redirects');
    return rows[0]!.n;
  } finally {
    await opened.close();
  }
}

describe('an online PGlite backup', () => {
  const cleanups: (() => void)[] = [];
  afterAll(() => cleanups.reverse().forEach((c) => c()));

  it('is taken from the running server while writes go on, and restores what it recorded', async () => {
    const site = freshDataDir();
    const target = freshDataDir(true);
    const work = mkdtempSync(join(tmpdir(), 'online-backup-'));
    cleanups.push(site.remove, target.remove, () => rmSync(work, { recursive: true, force: true }));
    const { serviceKey } = await deriveKeys(TEST_JWT_SECRET);
    const { child, ready } = spawnServerProcess({ DATA_DIR: site.dataDir });
    cleanups.push(() => child.kill('SIGKILL'));
    const server = await ready;
    expect(existsSync(backupSocketPath(site.dataDir))).toBe(true);

    const write = async (i: number) => {
      const res = await fetch(`${server.url}/rest/v1/redirects`, {
        method: 'POST',
        headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ source_path: `/online-${i}`, destination_url: '/blog' }),
      });
      return res.status;
    };
    const before = await redirectCountOver(server.url, serviceKey);
    // Writes run back to back until the backup has finished, so some are queued while it is being taken.
    let backupDone = false;
    const statuses: number[] = [];
    const writer = (async () => {
      for (let i = 0; !backupDone || i < 3; i++) statuses.push(await write(i));
    })();
    const file = join(work, 'site.tar.gz');
    const said = await runCli(['backup', file], cliEnv(site.dataDir)).finally(() => (backupDone = true));
    await writer;
    expect(said).toContain('taken from the running server');
    // Not one write failed or waited into an error while the snapshot was taken.
    expect(statuses.every((s) => s === 201)).toBe(true);

    const manifest = readManifest(file)!;
    const recorded = manifest.counts!['public.redirects']!;
    expect(recorded).toBeGreaterThanOrEqual(before);
    expect(recorded).toBeLessThanOrEqual(before + statuses.length);
    // verify-backup restores it elsewhere and finds every table's recorded count.
    expect(await runCli(['verify-backup', file], cliEnv(site.dataDir))).toMatch(/verifies: the PGlite database restores, .* as recorded/);

    // The server is still serving, and goes on after the backup.
    expect(await write(10_000)).toBe(201);
    child.kill('SIGTERM');
    await server.exited;
    // Its socket goes with it.
    expect(existsSync(backupSocketPath(site.dataDir))).toBe(false);

    expect(await runCli(['restore', file, '--force'], cliEnv(target.dataDir))).toContain('restored from');
    expect(await redirectCount(target.dataDir)).toBe(recorded);
  });

  it('says what to do when the process that holds DATA_DIR takes no backups', async () => {
    const site = freshDataDir();
    cleanups.push(site.remove);
    // Holding DATA_DIR without serving backups: what a version before online backups does.
    const holder = await openDatabase(testConfig({ DATA_DIR: site.dataDir }));
    try {
      await expect(runCli(['backup', join(site.dataDir, 'b.tar.gz')], cliEnv(site.dataDir))).rejects.toThrow(
        /is in use and the server that holds DATA_DIR does not take backups while it runs .*stop it, back up, start it again/,
      );
    } finally {
      await holder.close();
    }
    // With nobody holding it, the backup opens the database itself.
    expect(await runCli(['backup', join(site.dataDir, 'b.tar.gz')], cliEnv(site.dataDir))).not.toContain(
      'running server',
    );
  });
});

async function redirectCountOver(url: string, serviceKey: string): Promise<number> {
  const res = await fetch(`${url}/rest/v1/redirects?select=id`, {
    method: 'HEAD',
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, Prefer: 'count=exact' },
  });
  return Number(res.headers.get('content-range')!.split('/')[1]);
}
