import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { MigrationError } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  let server;
  try {
    // Open the database (PGlite boots on its worker thread) while the rest of the server loads.
    const opening = openDatabase(config);
    opening.catch(() => undefined);
    const { startServer } = await import('./server.ts');
    server = await startServer(config, { opening });
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(78);
    }
    if (err instanceof DataDirLockedError || err instanceof MigrationError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const running = server;
  const shutdown = (signal: string) => {
    running.logger.info({ signal }, 'shutting down');
    running.close(5000).then(
      () => process.exit(0),
      (err: unknown) => {
        running.logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
