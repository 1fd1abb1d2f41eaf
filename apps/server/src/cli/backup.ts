// `cli backup <file>`: the database (PGlite's data-directory dump, or a plain-SQL pg_dump) and the stored files,
// with the rows per table read in the same instant, written as one private archive (backup-archive.ts) — or, for
// PostgreSQL and a `.sql` name, the plain dump with the files beside it. restore.ts reads them back.
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';
import { BackupSocketError, requestSnapshot } from '../db/backup-socket.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { openDatabase, type OpenedDatabase } from '../db/open.ts';
import type { PgliteSnapshot } from '../db/pglite.ts';
import { tableCounts, type TableCounts } from '../db/table-counts.ts';
import { UsageError } from './args.ts';
import {
  filesText,
  isArchiveName,
  PGLITE_DUMP,
  requireCommand,
  scratchBeside,
  SQL_DUMP,
  STORAGE,
  storageArchiveFor,
  writeArchive,
  writePrivately,
  type Manifest,
} from './backup-archive.ts';
import { snapshotStorage, storageDirOf } from './backup-storage.ts';

/**
 * PGlite: an archive of the database (PGlite's data-directory dump) and DATA_DIR/storage.
 * PostgreSQL: `<name>.tar.gz` / `.tgz` is an archive of a plain-SQL pg_dump and STORAGE_DIR; any other name is the
 * plain dump as before, with the files in `<name>.storage.tar.gz` beside it.
 */
export async function backup(config: Config, file: string): Promise<string> {
  requireCommand('tar', 'tar');
  const work = scratchBeside(dirname(resolve(file)), `.${basename(file)}.work-`);
  try {
    if (config.databaseUrl) {
      requireCommand('pg_dump', 'the PostgreSQL client tools (apt-get install postgresql-client)');
      const databaseUrl = config.databaseUrl;
      // The dump first, then the files: a row in the dump has its bytes unless it was deleted in between.
      if (isArchiveName(file)) {
        closeSync(openSync(join(work, SQL_DUMP), 'wx', 0o600));
        const counts = await pgDumpCounted(databaseUrl, join(work, SQL_DUMP));
        const files = snapshotStorage(config.storageDir, join(work, STORAGE));
        const manifest: Manifest = { format: 1, database: 'postgres', content: 'full', files, counts };
        await writeArchive(file, work, manifest, [SQL_DUMP, STORAGE]);
        return `PostgreSQL backup (database and ${filesText(files)}) written to ${file}`;
      }
      let counts: TableCounts = {};
      await writePrivately(file, async (to) => {
        counts = await pgDumpCounted(databaseUrl, to);
      });
      const filesArchive = storageArchiveFor(file);
      const files = snapshotStorage(config.storageDir, join(work, STORAGE));
      const manifest: Manifest = { format: 1, database: 'postgres', content: 'storage', files, counts };
      await writeArchive(filesArchive, work, manifest, [STORAGE]);
      return `PostgreSQL backup written to ${file}, ${filesText(files)} to ${filesArchive}`;
    }
    const { bytes, value: counts, online } = await pgliteSnapshot(config);
    writeFileSync(join(work, PGLITE_DUMP), bytes, { mode: 0o600 });
    // After the dump, as with PostgreSQL: a row in the dump has its bytes unless it was deleted in between.
    const files = snapshotStorage(storageDirOf(config), join(work, STORAGE));
    const manifest: Manifest = { format: 1, database: 'pglite', content: 'full', files, counts };
    await writeArchive(file, work, manifest, [PGLITE_DUMP, STORAGE]);
    return (
      `PGlite backup (database and ${filesText(files)}) written to ${file}` +
      (online ? ' (taken from the running server)' : '')
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * PGlite's dump and its row counts, read in one instant: from the database itself when no server runs (DATA_DIR is
 * ours while we read), else from the running server, which takes the snapshot between two of its transactions
 * (db/backup-socket.ts).
 */
async function pgliteSnapshot(config: Config): Promise<PgliteSnapshot<TableCounts> & { online: boolean }> {
  let opened: OpenedDatabase;
  try {
    opened = await openDatabase(config);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    try {
      return { ...(await requestSnapshot(config.dataDir)), online: true };
    } catch (asked) {
      if (asked instanceof BackupSocketError)
        throw new UsageError(`DATA_DIR ${config.dataDir} is in use and ${asked.message}.`);
      throw asked;
    }
  }
  try {
    return { ...(await opened.snapshot!(tableCounts)), online: false };
  } finally {
    await opened.close();
  }
}

/**
 * pg_dump of `databaseUrl` into `to`, and the rows per table it holds: both read one exported snapshot (a
 * repeatable-read transaction held open while pg_dump runs), so they agree even while a server keeps writing.
 */
async function pgDumpCounted(databaseUrl: string, to: string): Promise<TableCounts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ s: string }>('select pg_export_snapshot() as s');
    const args = ['--format=plain', '--no-owner', `--snapshot=${rows[0]!.s}`, '--file', to, databaseUrl];
    const r = spawnSync('pg_dump', args, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`pg_dump failed: ${r.stderr.trim()}`);
    const counts = await tableCounts(client);
    await client.query('commit');
    return counts;
  } finally {
    await client.end();
  }
}
