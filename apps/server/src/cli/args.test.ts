// The CLI's option parsing (node:util parseArgs underneath): what each command receives, and the operator's
// mistakes as usage errors in parseArgs' own words rather than options silently ignored.
import { describe, expect, it } from 'vitest';
import { parseCommandArgs, requireOption, UsageError } from './args.ts';
import { runCli } from './commands.ts';

const createUser = {
  email: { type: 'string' },
  password: { type: 'string' },
  name: { type: 'string' },
} as const;

describe('parseCommandArgs', () => {
  it('reads --name value, --name=value and flags, and keeps the rest as positionals in order', () => {
    expect(parseCommandArgs(['--email', 'a@b.co', '--name=Ann Lee', 'x', 'y'], createUser)).toEqual({
      positionals: ['x', 'y'],
      options: { email: 'a@b.co', name: 'Ann Lee' },
    });
    expect(parseCommandArgs(['backup.tar.gz', '--force'], { force: { type: 'boolean' } })).toEqual({
      positionals: ['backup.tar.gz'],
      options: { force: true },
    });
  });

  it('refuses an option the command does not take, naming it', () => {
    expect(() => parseCommandArgs(['file', '--froce'], { force: { type: 'boolean' } })).toThrow(UsageError);
    expect(() => parseCommandArgs(['file', '--froce'], { force: { type: 'boolean' } })).toThrow(
      "Unknown option '--froce'",
    );
  });

  it('refuses an option that needs a value and has none', () => {
    expect(() => parseCommandArgs(['--email'], createUser)).toThrow(UsageError);
    expect(() => parseCommandArgs(['--email'], createUser)).toThrow(
      "Option '--email <value>' argument missing",
    );
    expect(() => parseCommandArgs(['--email', '--password', 'p'], createUser)).toThrow(
      /argument is ambiguous/,
    );
  });
});

describe('requireOption', () => {
  it('says which option is required when it is absent or empty', () => {
    expect(requireOption({ email: 'a@b.co' }, 'email')).toBe('a@b.co');
    expect(() => requireOption({}, 'email')).toThrow(new UsageError('--email is required'));
    expect(() => requireOption({ email: '' }, 'email')).toThrow('--email is required');
  });
});

describe('runCli', () => {
  // Refused before the configuration is read or a database opened: no environment is needed.
  it('answers a usage error for an unknown command, an unknown option and a missing required option', async () => {
    await expect(runCli(['nonsense'], {})).rejects.toThrow(/^unknown command: nonsense\n\nUsage:/);
    await expect(runCli(['restore', 'file', '--froce'], {})).rejects.toThrow(UsageError);
    await expect(runCli(['set-role', '--role', 'editor'], {})).rejects.toThrow('--email is required');
    await expect(runCli(['toString'], {})).rejects.toThrow('unknown command: toString');
  });
});
