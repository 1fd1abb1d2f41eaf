// Prefer (RFC 7240; PostgREST's Preferences.hs): a comma-separated list (supabase-js joins its preferences with
// ", "), each entry trimmed and matched whole. The first value of a preference wins; an entry PostgREST would not
// accept is kept in `invalid`, which handling=strict turns into PGRST122 and handling=lenient (the default) ignores.
import type { Preferences } from './types.ts';

const ACCEPTED = {
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  return: ['representation', 'minimal', 'headers-only'],
  // PostgREST v12 (deprecated there): an RPC's arguments as one json/jsonb parameter.
  params: ['single-object'],
  count: ['exact', 'planned', 'estimated'],
  tx: ['commit', 'rollback'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
} as const;

type Key = keyof typeof ACCEPTED;

function accepted(entry: string): { key: Key; value: string } | undefined {
  const eq = entry.indexOf('=');
  const key = entry.slice(0, eq);
  const value = entry.slice(eq + 1);
  if (eq < 0 || !Object.hasOwn(ACCEPTED, key)) return undefined;
  return (ACCEPTED[key as Key] as readonly string[]).includes(value) ? { key: key as Key, value } : undefined;
}

export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = { invalid: [] };
  if (header === undefined) return prefs;
  const set = prefs as unknown as Record<Key, string | undefined>;
  for (const raw of header.split(',')) {
    const entry = raw.trim();
    const pref = accepted(entry);
    if (!pref) prefs.invalid.push(entry);
    else set[pref.key] ??= pref.value;
  }
  return prefs;
}

/** PostgREST's order in Preference-Applied (prefAppliedHeader). */
const APPLIED_ORDER: readonly Key[] = ['resolution', 'missing', 'return', 'params', 'count', 'tx', 'handling'];

/** The Preference-Applied value for the preferences a response honours, or undefined when there are none. */
export function preferenceApplied(prefs: Preferences, honoured: readonly Key[]): string | undefined {
  const values = APPLIED_ORDER.filter((k) => honoured.includes(k) && prefs[k] !== undefined).map((k) => `${k}=${prefs[k] as string}`);
  return values.length ? values.join(', ') : undefined;
}
