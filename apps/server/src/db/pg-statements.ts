// Named prepared statements per PostgreSQL connection, for the request path's batches (pg-pair.ts): a statement
// is parsed once per connection and then only bound and executed, so PostgreSQL skips parsing and analysis (and,
// once it settles on a generic plan, planning). Correctness stays with PostgreSQL's plan cache: it re-plans a
// statement for another role (RLS depends on the role), re-analyses it after DDL (a reload, a migration), and
// privileges are checked at every execution. Names come from the statement text, so a changed statement is a
// different name; each connection keeps at most MAX_PER_CONNECTION, least recently used closed first.
import { createHash } from 'node:crypto';

export const MAX_PER_CONNECTION = 64;

/** ready: parsed on this connection. unsure: a batch that would parse it failed, so it may or may not exist. */
type State = 'ready' | 'unsure';

/** Keyed by the connection object node-postgres hands to a Submittable; gone with the connection. */
const byConnection = new WeakMap<object, Map<string, State>>();

/** Names already computed (hashing the text is a measurable share of a small read); cleared when full. */
const names = new Map<string, string>();
const MAX_NAMES = 1000;

export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `rp_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

export interface Prepared {
  name: string;
  /** Send a Parse for it (not yet known to be on this connection). */
  parse: boolean;
  /** Names to Close before anything else in the batch: evicted ones, and this one when unsure. */
  close: string[];
}

/** What to send for `text` on `connection`; marks it in use (most recently used). */
export function prepare(connection: object, text: string): Prepared {
  let known = byConnection.get(connection);
  if (!known) {
    known = new Map();
    byConnection.set(connection, known);
  }
  const name = statementName(text);
  const state = known.get(name);
  known.delete(name);
  if (state === 'ready') {
    known.set(name, 'ready');
    return { name, parse: false, close: [] };
  }
  // Closing a statement that does not exist is not an error, so an unsure one is closed and parsed afresh.
  const close = state === 'unsure' ? [name] : [];
  known.set(name, 'unsure');
  while (known.size > MAX_PER_CONNECTION) {
    const oldest = known.keys().next().value as string;
    known.delete(oldest);
    close.push(oldest);
  }
  return { name, parse: true, close };
}

/** The batch that parsed these succeeded: they exist on the connection. */
export function confirm(connection: object, names: readonly string[]): void {
  const known = byConnection.get(connection);
  for (const name of names) if (known?.get(name) === 'unsure') known.set(name, 'ready');
}

/**
 * The batch using these failed: they may be gone or stale (e.g. their result columns changed), so the next use
 * closes and parses them again.
 */
export function distrust(connection: object, names: readonly string[]): void {
  const known = byConnection.get(connection);
  for (const name of names) if (known?.has(name)) known.set(name, 'unsure');
}

/** How many statements `connection` holds by our count (tests). */
export function preparedCount(connection: object): number {
  return byConnection.get(connection)?.size ?? 0;
}
