import { createUser } from '../auth/admin/create-user.ts';
import { AuthError } from '../auth/errors.ts';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { migrateAll, openDatabase } from '../db/open.ts';
import { parseCommandArgs, requireOption, UsageError, type OptionSpecs, type OptionValues } from './args.ts';
import { backup } from './backup.ts';
import { restore } from './restore.ts';
import { verifyBackup } from './verify-backup.ts';

export const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  migrate                                   apply pending migrations
  create-user --email E --password P [--name N] [--role contributor|editor|admin]
                                            create a confirmed user
  set-role --email E --role contributor|editor|admin
                                            change a user's role
  backup <file>                             write a backup of the database and the stored files
                                            (PGlite: one archive; PostgreSQL: <file>.tar.gz is one
                                            archive, <name>.sql a pg_dump with <name>.storage.tar.gz)
  restore <file> [--force]                  restore a backup into an empty DATA_DIR (PGlite) or an
                                            empty database and STORAGE_DIR (PostgreSQL);
                                            --force moves existing data or files aside
  verify-backup <file>                      restore a backup into a scratch copy (a temporary folder, or
                                            a temporary database on DATABASE_URL's server) and check
                                            its tables' row counts and stored files against the backup

The database comes from the environment (DATA_DIR or DATABASE_URL), as for the server.
With PGlite one process owns DATA_DIR at a time: stop the server first, except for backup (a running
server takes the snapshot itself) and verify-backup (which never opens DATA_DIR).`;

const ROLES = ['contributor', 'editor', 'admin'] as const;

export function parseRole(value: string): (typeof ROLES)[number] {
  if (!(ROLES as readonly string[]).includes(value)) {
    throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
  }
  return value as (typeof ROLES)[number];
}

async function withMigratedDb<T>(
  config: Config,
  fn: (db: import('../db/types.ts').Database) => Promise<T>,
): Promise<T> {
  const opened = await openDatabase(config);
  try {
    await migrateAll(opened.db);
    return await fn(opened.db);
  } finally {
    await opened.close();
  }
}

export interface Command {
  /** The options the command takes; any other is a usage error. */
  options: OptionSpecs;
  run(config: Config, positionals: string[], options: OptionValues): Promise<string>;
}

const text = { type: 'string' } as const;

export const commands: Record<string, Command> = {
  migrate: {
    options: {},
    async run(config) {
      const opened = await openDatabase(config);
      try {
        const { applied } = await migrateAll(opened.db);
        return applied.length
          ? `Applied ${applied.length} migration(s):\n  ${applied.join('\n  ')}`
          : 'Database is up to date.';
      } finally {
        await opened.close();
      }
    },
  },

  'create-user': {
    options: { email: text, password: text, name: text, role: text },
    async run(config, _positionals, options) {
      const email = requireOption(options, 'email');
      const password = requireOption(options, 'password');
      const name = typeof options.name === 'string' ? options.name : undefined;
      const role = typeof options.role === 'string' ? parseRole(options.role) : 'contributor';
      return withMigratedDb(config, async (db) => {
        try {
          const user = await createUser(db, { email, password, name, role, confirmed: true });
          return `Created ${user.email ?? email} (${role}), id ${user.id}.`;
        } catch (err) {
          // Password rules and a taken address are the operator's input errors, not crashes.
          if (err instanceof AuthError && err.status < 500) throw new UsageError(err.message);
          throw err;
        }
      });
    },
  },

  'set-role': {
    options: { email: text, role: text },
    async run(config, _positionals, options) {
      const email = requireOption(options, 'email');
      const role = parseRole(requireOption(options, 'role'));
      return withMigratedDb(config, async (db) => {
        const exists = await db.query<{ t: string | null }>(
          `select to_regclass('public.profiles')::text as t`,
        );
        if (!exists.rows[0]?.t)
          throw new UsageError('profiles table not found: the data model migrations are missing.');
        const { rowCount } = await db.query(
          `update public.profiles set role = $2 where user_id = (select id from auth.users where lower(email) = lower($1))`,
          [email, role],
        );
        if (rowCount === 0) throw new UsageError(`no user with e-mail ${email}`);
        return `${email} is now ${role}.`;
      });
    },
  },

  backup: {
    options: {},
    async run(config, positionals) {
      const file = positionals[0];
      if (!file) throw new UsageError('backup needs a file name: npm run cli -- backup <file>');
      return backup(config, file);
    },
  },

  'verify-backup': {
    options: {},
    async run(config, positionals) {
      const file = positionals[0];
      if (!file) throw new UsageError('verify-backup needs a file name: npm run cli -- verify-backup <file>');
      return verifyBackup(config, file);
    },
  },

  restore: {
    options: { force: { type: 'boolean' } },
    async run(config, positionals, options) {
      const file = positionals[0];
      if (!file) throw new UsageError('restore needs a file name: npm run cli -- restore <file>');
      return restore(config, file, options.force === true);
    },
  },
};

export async function runCli(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): Promise<string> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help') return USAGE;
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) throw new UsageError(`unknown command: ${name}\n\n${USAGE}`);
  const { positionals, options } = parseCommandArgs(rest, command.options);
  let config: Config;
  try {
    config = loadConfig({ LOG_LEVEL: 'warn', ...env });
  } catch (err) {
    if (err instanceof ConfigError) throw new UsageError(err.message);
    throw err;
  }
  return command.run(config, positionals, options);
}
