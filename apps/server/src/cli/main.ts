import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { MigrationError } from '../db/migrate.ts';
import { PRIVATE_UMASK } from '../db/private-files.ts';
import { UsageError } from './args.ts';
import { runCli } from './commands.ts';

// As the server: what the CLI writes (DATA_DIR on PGlite, backups, restores) is its user's alone.
process.umask(PRIVATE_UMASK);

runCli(process.argv.slice(2)).then(
  (out) => {
    process.stdout.write(`${out}\n`);
    process.exit(0);
  },
  (err: unknown) => {
    const known = err instanceof UsageError || err instanceof DataDirLockedError || err instanceof MigrationError;
    process.stderr.write(`${known ? (err as Error).message : `Error: ${err instanceof Error ? err.message : String(err)}`}\n`);
    process.exit(known ? 2 : 1);
  },
);
