import { ColumnValues, type Tables } from '@/lib/database-types';

/** The HTTP statuses a redirect may answer with (the `redirects_redirect_type_check` constraint). */
export const REDIRECT_TYPES = ColumnValues.redirects.redirect_type;
export type RedirectType = (typeof REDIRECT_TYPES)[number];

/**
 * A row of public.redirects as the staff screen reads it (generated from the schema). The server counts
 * `hit_count` on every redirect it answers (apps/server/src/web/redirects.ts).
 */
export type Redirect = Pick<
  Tables<'redirects'>,
  | 'id'
  | 'source_path'
  | 'destination_url'
  | 'redirect_type'
  | 'is_active'
  | 'hit_count'
  | 'last_hit_at'
  | 'created_at'
>;

/** A row of public.not_found_log: one per missing path, counted. */
export type NotFoundEntry = Pick<Tables<'not_found_log'>, 'path' | 'hits' | 'last_seen_at'>;

/** How the form's type select names each status. */
export const REDIRECT_TYPE_LABELS: Readonly<Record<RedirectType, string>> = {
  '301': '301 — Moved Permanently',
  '302': '302 — Found (temporary)',
  '307': '307 — Temporary Redirect',
  '308': '308 — Permanent Redirect',
};
