import { isAbsolute, relative } from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { MigrationError } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { PRIVATE_UMASK } from './db/private-files.ts';
import type { RunningServer } from './server.ts';
import { siteUrlProblem } from './site-url-check.ts';

// How long a shutdown may take in all before the process exits anyway: the drain (5 s) plus closing the
// database. A backstop only; the kernel drops the DATA_DIR lock however the process ends.
const SHUTDOWN_DRAIN_MS = 5000;
const SHUTDOWN_BACKSTOP_MS = 15_000;

const CREATE_ADMIN = "npm run cli -- create-user --email you@example.com --password '…' --role admin";

function describeDatabase(config: Config): string {
  if (!config.databaseUrl) {
    const rel = relative(process.cwd(), config.dataDir);
    const shown = rel === '' ? '.' : rel.startsWith('..') || isAbsolute(rel) ? config.dataDir : `./${rel}`;
    return `PGlite (${shown})`;
  }
  // Host and database only: the URL may carry a password.
  const url = URL.canParse(config.databaseUrl) ? new URL(config.databaseUrl) : null;
  return url ? `PostgreSQL (${url.host}${url.pathname})` : 'PostgreSQL';
}

async function describeAdmins(running: RunningServer, config: Config): Promise<string> {
  let count: number;
  try {
    const { rows } = await running.opened.db.query<{ n: number }>(
      `select count(*)::int as n from public.profiles where role = 'admin'`,
    );
    count = rows[0]?.n ?? 0;
  } catch (err) {
    running.logger.warn({ err }, 'could not count admin accounts');
    return 'admin: unknown';
  }
  if (count > 0) return `admin: ${count} account${count === 1 ? '' : 's'}`;
  // The CLI needs the DATA_DIR lock, so on PGlite it runs only while the server is stopped.
  const how = config.databaseUrl ? CREATE_ADMIN : `stop the server, then ${CREATE_ADMIN}`;
  return `admin: none yet (create one: ${how}; or start with ADMIN_EMAIL and ADMIN_PASSWORD set)`;
}

/** The one plain line a person reads when `npm start` is done (the JSON logs stay as they are). */
async function printReadyLine(running: RunningServer, config: Config): Promise<void> {
  const url = new URL(running.url);
  // 0.0.0.0 / :: are where the server listens, not an address a browser can open.
  const everywhere = url.hostname === '0.0.0.0' || url.hostname === '[::]';
  const shown = everywhere ? `http://localhost:${running.port} (listening on all interfaces)` : running.url;
  const parts = [
    `Ready: ${shown}`,
    `database: ${describeDatabase(config)}`,
    await describeAdmins(running, config),
  ];
  // Certificates, e-mails and feeds carry SITE_URL: a loopback one is wrong for everyone but this machine.
  // Said once in the JSON log (warn) and once more right under the ready line, where a person looks.
  const siteProblem = siteUrlProblem(process.env.SITE_URL, config.siteUrl);
  if (siteProblem) running.logger.warn({ siteUrl: config.siteUrl }, siteProblem);
  process.stdout.write(`${parts.join(' — ')}\n${siteProblem ? `Warning: ${siteProblem}\n` : ''}`);
}

/**
 * SIGTERM / SIGINT drain the server and close the database. The handlers are ours in every setting:
 * PID 1 in a container has no default ones, and `npm start` runs this module in its own process
 * (scripts/start.mjs), so npm's forwarded signal lands here too. They are installed before the boot:
 * a signal during start-up (migrations can take seconds) stops the server as soon as it is up, where PID 1
 * would otherwise ignore it.
 */
function handleSignals(): { serving(running: RunningServer): boolean } {
  let running: RunningServer | null = null;
  let received: NodeJS.Signals | null = null;
  let stopping = false;
  const stop = (server: RunningServer, signal: NodeJS.Signals) => {
    // A second signal (Ctrl-C reaches the whole process group, and npm forwards it as well) must not
    // start a second shutdown; the backstop below bounds the first.
    if (stopping) return;
    stopping = true;
    server.logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      server.logger.error({ ms: SHUTDOWN_BACKSTOP_MS }, 'shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_BACKSTOP_MS).unref();
    server.close(SHUTDOWN_DRAIN_MS).then(
      () => {
        server.logger.info('stopped');
        process.exit(0);
      },
      (err: unknown) => {
        server.logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      received ??= signal;
      if (running) stop(running, signal);
    });
  }
  return {
    /** Hands over the started server; false when a signal came during start-up (it is stopping now). */
    serving(server) {
      running = server;
      if (received) stop(server, received);
      return received === null;
    },
  };
}

async function main(): Promise<void> {
  // Before anything is written: every file and directory the server (and PGlite's worker thread) creates is its
  // user's alone — DATA_DIR holds the JWT secret and password hashes.
  process.umask(PRIVATE_UMASK);
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
  const signals = handleSignals();
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
  if (signals.serving(server)) await printReadyLine(server, config);
}

main().catch((err: unknown) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
