// Prefer: a comma-separated list (supabase-js joins its preferences with ", ").
import type { Preferences } from './types.ts';

const KNOWN: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
};

export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = { applied: [] };
  if (!header) return prefs;
  for (const part of header.split(',')) {
    const [rawKey, rawValue] = part.trim().split('=', 2);
    const key = rawKey?.trim() ?? '';
    const value = rawValue?.trim() ?? '';
    if (!KNOWN[key]?.includes(value)) continue; // unknown preferences are ignored (handling=lenient)
    (prefs as unknown as Record<string, string>)[key] = value;
    prefs.applied.push(`${key}=${value}`);
  }
  return prefs;
}
