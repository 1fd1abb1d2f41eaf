// PostgREST's own errors (PGRST + 3 digits, grouped by layer as in its Error.hs). Every error body has
// exactly the four keys {code, message, details, hint}; the status travels with the error. Messages that name the
// request's exposed schema take it as their first argument. The error class and the gateway's refusals (apikey,
// JWT, role, write budget) are defined a floor down, in http/gateway-errors.ts, since http/ answers them for the
// storage API too; they are in this catalogue all the same.
import { gatewayErrors, PgrstError, type Details } from '../http/gateway-errors.ts';

export { PgrstError, type Details };

/** PGRST100: a query parameter that does not parse. */
export function parseError(what: string, text: string, column: number, expecting: string): PgrstError {
  return new PgrstError(
    400,
    'PGRST100',
    `"failed to parse ${what} (${text})" (line 1, column ${column})`,
    expecting,
  );
}

export const errors = {
  ...gatewayErrors,
  internal: () => new PgrstError(500, 'PGRST000', 'Internal server error'),
  /** PGRST000: the driver could not connect to the database; 503, come back after `retryAfterS`. */
  dbUnreachable: (detail: string, retryAfterS: number) =>
    new PgrstError(503, 'PGRST000', 'Database connection error. Retrying the connection.', detail, null, {
      'Retry-After': String(retryAfterS),
    }),
  /** PGRST001: the driver lost its connection; 503, come back after `retryAfterS`. */
  dbClientError: (detail: string, retryAfterS: number) =>
    new PgrstError(503, 'PGRST001', 'Database client error. Retrying the connection.', detail, null, {
      'Retry-After': String(retryAfterS),
    }),
  invalidIdentifier: () => new PgrstError(400, 'PGRST100', 'Identifiers cannot contain a NUL character'),
  queryTooLong: (max: number) =>
    new PgrstError(414, 'PGRST100', `The query string is longer than ${max} characters`),
  invalidPath: () => new PgrstError(404, 'PGRST125', 'Invalid path specified in request URL'),
  unsupportedMethod: (method: string) =>
    new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`),
  unknownType: (cast: string) => new PgrstError(400, '42704', `type "${cast}" does not exist`),
  spreadNotPossible: (parent: string, child: string) =>
    new PgrstError(
      400,
      'PGRST119',
      `A spread operation on '${child}' is not possible`,
      `'${parent}' and '${child}' do not form a many-to-one or one-to-one relationship, or the spread holds further embeds`,
    ),
  relatedOrderNotPossible: (parent: string, child: string) =>
    new PgrstError(
      400,
      'PGRST118',
      `A related order on '${child}' is not possible`,
      `'${parent}' and '${child}' do not form a many-to-one or one-to-one relationship`,
    ),
  selectOnValue: (fn: string, kind: 'void' | 'scalar') =>
    new PgrstError(400, 'PGRST100', `The function ${fn} returns a ${kind} value: select does not apply`),
  rpcMethod: (verb: string) => new PgrstError(405, 'PGRST101', `Cannot use the ${verb} method on RPC`),
  invalidBody: (message = 'Empty or invalid json') => new PgrstError(400, 'PGRST102', message),
  contentType: (type: string) => new PgrstError(415, 'PGRST107', `Content-Type not acceptable: ${type}`),
  invalidEncoding: (message: string) => new PgrstError(400, '22021', message),
  range: (offset: number, total: number) =>
    new PgrstError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    ),
  invalidSchema: (schema: string, exposed: string[]) =>
    new PgrstError(
      406,
      'PGRST106',
      `Invalid schema: ${schema}`,
      null,
      `Only the following schemas are exposed: ${exposed.join(', ')}`,
    ),
  mediaType: (accept: string) =>
    new PgrstError(406, 'PGRST107', `None of these media types are available: ${accept}`),
  notEmbedded: (name: string) =>
    new PgrstError(
      400,
      'PGRST108',
      `'${name}' is not an embedded resource in this request`,
      null,
      `Verify that '${name}' is included in the 'select' query parameter.`,
    ),
  invalidPreferences: (prefs: string[]) =>
    new PgrstError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefs.join(', ')}`,
    ),
  aggregatesDisabled: () => new PgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed'),
  // Ours: PostgREST groups the parent by a spread's columns; we do not, so we refuse rather than answer differently.
  aggregateInSpread: (name: string) =>
    new PgrstError(
      400,
      'PGRST100',
      `Aggregates inside the spread of '${name}' are not supported`,
      null,
      'Select the aggregate on the embedded resource without spreading it.',
    ),
  singular: (rows: number) =>
    new PgrstError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    ),
  /** `suggestion`: PostgREST's "Perhaps you meant 'x' instead of 'y'." for a close table name. */
  noRelationship: (
    schema: string,
    parent: string,
    child: string,
    hint: string | undefined,
    suggestion?: string,
  ) =>
    new PgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${child}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${schema}', but no matches were found.`,
      suggestion ?? null,
    ),
  /** `options` as `table!constraint` (or `table!junction` for many-to-many), in PostgREST's order. */
  ambiguousRelationship: (parent: string, child: string, details: unknown[], options: string[]) =>
    new PgrstError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent}' and '${child}'`,
      details,
      `Try changing '${child}' to one of the following: ${options.map((o) => `'${o}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
    ),
  /**
   * PostgREST's NoRpc: `args` the argument names sorted; on a POST the details add the single json/jsonb parameter
   * fallback; under params=single-object only that is searched for (and there is no hint).
   */
  noFunction: (
    schema: string,
    name: string,
    args: string[],
    how: { post: boolean; singleObject: boolean } = { post: false, singleObject: false },
    hint: string | null = null,
  ) => {
    const fn = `${schema}.${name}`;
    const names = args.length ? `(${args.join(', ')})` : ' without parameters';
    const params = args.length
      ? ` with parameter${args.length > 1 ? 's' : ''} ${args.join(', ')}`
      : ' without parameters';
    const searched = how.singleObject
      ? ' with a single json/jsonb parameter'
      : how.post
        ? `${params} or with a single unnamed json/jsonb parameter`
        : params;
    return new PgrstError(
      404,
      'PGRST202',
      `Could not find the function ${fn}${how.singleObject ? '' : names} in the schema cache`,
      `Searched for the function ${fn}${searched}, but no matches were found in the schema cache.`,
      hint,
    );
  },
  /** `candidates` as PostgREST prints them: `schema.f(a => integer, b => text)`. */
  ambiguousFunction: (candidates: string[]) =>
    new PgrstError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${candidates.join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    ),
  noPayloadColumn: (column: string, table: string) =>
    new PgrstError(
      400,
      'PGRST204',
      `Could not find the '${column}' column of '${table}' in the schema cache`,
    ),
  noTable: (schema: string, name: string, suggestion?: string) =>
    new PgrstError(
      404,
      'PGRST205',
      `Could not find the table '${schema}.${name}' in the schema cache`,
      null,
      suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
    ),
  noColumn: (table: string, column: string) =>
    new PgrstError(400, '42703', `column ${table}.${column} does not exist`),
  tooLarge: (what: string) => new PgrstError(400, 'PGRST100', `${what} is too large`),
  onConflict: () =>
    new PgrstError(400, 'PGRST100', 'on_conflict requires a unique or primary key on the given columns'),
  // Ours, not PostgREST's (its PGRST1xx codes stop below 150): a filter pattern that could run for minutes.
  unsafePattern: (op: string, column: string, reason: string) =>
    new PgrstError(
      400,
      'PGRST150',
      `The ${op} pattern on '${column}' is not allowed: ${reason}`,
      'Regular expressions with backreferences or with a repeated group that already repeats, and match, imatch, like or ilike patterns longer than 256 characters, can take minutes to evaluate; only the service role may send them.',
      op === 'match' || op === 'imatch'
        ? 'Simplify the regular expression, or filter with like or ilike.'
        : 'Use a shorter pattern.',
    ),
  // Ours too: a select whose nested embeds could visit millions of rows (plan/embed-budget.ts).
  embedTooCostly: (cost: number, budget: number, perEmbed: number) =>
    new PgrstError(
      400,
      'PGRST151',
      "The embedded resources in 'select' could read too many rows",
      `In the worst case this request's shape allows, it reads at least ${cost > 1e12 ? 'over a trillion' : Math.round(cost).toLocaleString('en-US')} rows (the top-level limit times each to-many embed's limit, ${perEmbed.toLocaleString('en-US')} where none is given); at most ${budget.toLocaleString('en-US')} are allowed.`,
      "Give the nested to-many embeds a limit (e.g. 'profiles.blog_posts.limit=10'), lower the top-level limit, or embed less deeply.",
    ),
};
