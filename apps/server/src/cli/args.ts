import { parseArgs, type ParseArgsConfig } from 'node:util';

/** The options one command takes, as node:util parseArgs declares them. */
export type OptionSpecs = NonNullable<ParseArgsConfig['options']>;
export type OptionValues = Record<string, string | boolean | undefined>;

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/**
 * Parses what follows the command with node:util parseArgs (`--name value`, `--name=value`, `--flag`; the rest
 * are positionals). An option the command does not take, or one missing its value, is the operator's mistake:
 * a UsageError with parseArgs' own words, never an option silently ignored.
 */
export function parseCommandArgs(
  argv: string[],
  options: OptionSpecs,
): { positionals: string[]; options: OptionValues } {
  try {
    const { values, positionals } = parseArgs({ args: argv, options, strict: true, allowPositionals: true });
    return { positionals, options: values as OptionValues };
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_'))
      throw new UsageError((err as Error).message);
    throw err;
  }
}

export function requireOption(options: OptionValues, name: string): string {
  const v = options[name];
  if (typeof v !== 'string' || v === '') throw new UsageError(`--${name} is required`);
  return v;
}
