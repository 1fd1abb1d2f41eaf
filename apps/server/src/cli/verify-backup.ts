// `cli verify-backup <file>`: restores a backup somewhere scratch — a temporary data directory (PGlite) or a
// temporary database on DATABASE_URL's server (PostgreSQL) — and checks that it opens, that every table holds the
// rows the backup recorded when it was written, and that its stored files are all there. Nothing of the live site
// is touched; the scratch copy is removed afterwards.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { BOOTSTRAP_DIR } from '../paths.ts';
import { UsageError } from './args.ts';
import {
  filesText,
  isGzip,
  PGLITE_DUMP,
  readManifest,
  SQL_DUMP,
  STORAGE,
  storageArchiveFor,
  tar,
  type Manifest,
} from './backup-archive.ts';
import { checkUnpackedStorage } from './backup-storage.ts';
import { countDifferences, tableCounts, totalRows, type TableCounts } from '../db/table-counts.ts';

interface Restored {
  counts: TableCounts;
  files: number | null;
}

export async function verifyBackup(config: Config, file: string): Promise<string> {
  if (!existsSync(file)) throw new UsageError(`backup file not found: ${file}`);
  const manifest = readManifest(file);
  if (manifest?.content === 'storage') {
    throw new UsageError(`${file} holds only stored files: verify the .sql dump written with it.`);
  }
  const work = mkdtempSync(join(tmpdir(), 'verify-backup-'));
  try {
    const isPglite = manifest ? manifest.database === 'pglite' : isGzip(file);
    const restored = isPglite
      ? await restorePgliteScratch(file, manifest, work)
      : await restorePostgresScratch(config, file, manifest, work);
    return judge(
      file,
      isPglite,
      restored,
      manifest ?? (isPglite ? null : readManifest(storageArchiveFor(file))),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function judge(file: string, isPglite: boolean, restored: Restored, recorded: Manifest | null): string {
  const kind = isPglite ? 'PGlite' : 'PostgreSQL';
  const tables = Object.keys(restored.counts).length;
  const problems: string[] = [];
  if (tables === 0) problems.push('the restored database holds no tables');
  if (recorded?.counts) problems.push(...countDifferences(recorded.counts, restored.counts));
  if (restored.files !== null && recorded && restored.files !== recorded.files) {
    problems.push(`stored files: ${recorded.files} in the backup, ${restored.files} restored`);
  }
  if (problems.length) {
    throw new UsageError(`${file} does NOT verify:\n  ${problems.join('\n  ')}`);
  }
  const rows = `${tables} tables, ${totalRows(restored.counts)} rows`;
  const files = restored.files === null ? 'no stored files in this backup' : filesText(restored.files);
  return recorded?.counts
    ? `${file} verifies: the ${kind} database restores, ${rows} as recorded when it was written; ${files}.`
    : `${file} restores (${kind}: ${rows}; ${files}); it records no row counts (written by an older version), so they were not compared.`;
}

async function restorePgliteScratch(
  file: string,
  manifest: Manifest | null,
  work: string,
): Promise<Restored> {
  let bytes: Uint8Array;
  let files: number | null = null;
  if (manifest) {
    tar(['-xzf', file, '-C', work]);
    files = checkUnpackedStorage(join(work, STORAGE));
    bytes = new Uint8Array(readFileSync(join(work, PGLITE_DUMP)));
  } else {
    bytes = new Uint8Array(readFileSync(file));
  }
  let opened;
  try {
    opened = await openDatabase(
      { dataDir: join(work, 'data'), databaseUrl: undefined },
      { restoreFrom: bytes },
    );
  } catch (err) {
    throw new UsageError(`${file} does NOT verify: its database does not open (${(err as Error).message}).`);
  }
  try {
    return { counts: await tableCounts(opened.db), files };
  } finally {
    await opened.close();
  }
}

/** A database of its own on DATABASE_URL's server, dropped afterwards. */
async function restorePostgresScratch(
  config: Config,
  file: string,
  manifest: Manifest | null,
  work: string,
): Promise<Restored> {
  if (!config.databaseUrl) {
    throw new UsageError(
      `${file} is a PostgreSQL backup: set DATABASE_URL to a server where this user may create a database (a scratch one is created and dropped).`,
    );
  }
  for (const cmd of ['psql']) {
    if (spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status !== 0) {
      throw new UsageError(
        `${cmd} was not found: install the PostgreSQL client tools (apt-get install postgresql-client).`,
      );
    }
  }
  let files: number | null = null;
  let sql = file;
  if (manifest) {
    tar(['-xzf', file, '-C', work]);
    files = checkUnpackedStorage(join(work, STORAGE));
    sql = join(work, SQL_DUMP);
  } else if (existsSync(storageArchiveFor(file))) {
    tar(['-xzf', storageArchiveFor(file), '-C', work]);
    files = checkUnpackedStorage(join(work, STORAGE));
  }
  const name = `verify_backup_${randomBytes(6).toString('hex')}`;
  const scratchUrl = new URL(config.databaseUrl);
  scratchUrl.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: config.databaseUrl });
  await admin.connect();
  try {
    try {
      await admin.query(`create database ${name}`);
    } catch (err) {
      throw new UsageError(
        `A PostgreSQL backup is verified in a scratch database, which could not be created (${(err as Error).message}): run it as a user who may create databases.`,
      );
    }
    try {
      const r = spawnSync(
        'psql',
        [
          '--quiet',
          '-v',
          'ON_ERROR_STOP=1',
          '--single-transaction',
          '-f',
          join(BOOTSTRAP_DIR, '0001-roles.sql'),
          '-f',
          sql,
          scratchUrl.toString(),
        ],
        { encoding: 'utf8' },
      );
      if (r.status !== 0)
        throw new UsageError(`${file} does NOT verify: psql could not replay it (${r.stderr.trim()}).`);
      const client = new pg.Client({ connectionString: scratchUrl.toString() });
      await client.connect();
      try {
        return { counts: await tableCounts(client), files };
      } finally {
        await client.end();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  } finally {
    await admin.end();
  }
}
