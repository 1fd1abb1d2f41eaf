// `cli restore <file> [--force]`: tells which kind of backup `file` is (backup-archive.ts's manifest, or an older
// PGlite dump, or a plain SQL dump) and hands it to the restore for the database it belongs to.
import { existsSync } from 'node:fs';
import type { Config } from '../config.ts';
import { UsageError } from './args.ts';
import { readManifest, requireCommand } from './backup-archive.ts';
import { restorePglite } from './restore-pglite.ts';
import { restorePostgres } from './restore-postgres.ts';

/**
 * PGlite: restores into DATA_DIR, which must hold no database and no stored files (existing ones are moved aside
 * with --force). PostgreSQL: creates the API roles if missing, replays the dump with psql into DATABASE_URL (which
 * should be an empty database) and puts the files into STORAGE_DIR (which must be empty, or is moved aside with
 * --force).
 */
export async function restore(config: Config, file: string, force: boolean): Promise<string> {
  if (!existsSync(file)) throw new UsageError(`backup file not found: ${file}`);
  requireCommand('tar', 'tar');
  const manifest = readManifest(file);
  if (manifest?.content === 'storage') {
    throw new UsageError(
      `${file} holds only stored files: restore the .sql dump written with it (they are restored together).`,
    );
  }
  if (config.databaseUrl) {
    if (manifest?.database === 'pglite') {
      throw new UsageError(`${file} is a PGlite backup: restore it without DATABASE_URL (into DATA_DIR).`);
    }
    return restorePostgres(config, config.databaseUrl, file, manifest, force);
  }
  if (manifest?.database === 'postgres') {
    throw new UsageError(`${file} is a PostgreSQL backup: restore it with DATABASE_URL set.`);
  }
  return restorePglite(config, file, manifest, force);
}
