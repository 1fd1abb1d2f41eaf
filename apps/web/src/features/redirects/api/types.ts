/** The HTTP statuses a redirect may answer with (the `redirects_redirect_type_check` constraint). */
export const REDIRECT_TYPES = ['301', '302', '307', '308'] as const;
export type RedirectType = (typeof REDIRECT_TYPES)[number];

/** A row of public.redirects as the staff screen reads it. */
export interface Redirect {
  id: string;
  source_path: string;
  destination_url: string;
  redirect_type: RedirectType;
  is_active: boolean;
  /** Counted by the server on every redirect it answers (apps/server/src/web/redirects.ts). */
  hit_count: number;
  last_hit_at: string | null;
  created_at: string;
}

/** A row of public.not_found_log: one per missing path, counted. */
export interface NotFoundEntry {
  path: string;
  hits: number;
  last_seen_at: string;
}

/** How the form's type select names each status. */
export const REDIRECT_TYPE_LABELS: Readonly<Record<RedirectType, string>> = {
  '301': '301 — Moved Permanently',
  '302': '302 — Found (temporary)',
  '307': '307 — Temporary Redirect',
  '308': '308 — Permanent Redirect',
};
