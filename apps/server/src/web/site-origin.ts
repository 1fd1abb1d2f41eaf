// The database checks redirect destinations on every save (supabase/migrations/20261126000200_redirect_destinations.sql)
// and must know which absolute URLs are this site's own: SITE_URL lives in the server's environment, so the
// server writes its origin into the database at every boot (ADR 0011). Writes through /rest/v1 or straight
// into the database are then judged the same way as the staff screen's.
import type { Database } from '../db/types.ts';

/** Records SITE_URL's origin ('https://example.com') for the redirect rules; a changed SITE_URL replaces it. */
export async function recordSiteOrigin(db: Database, siteUrl: string): Promise<void> {
  await db.query(
    `insert into private.site_origin (id, origin) values (true, $1)
     on conflict (id) do update set origin = excluded.origin, recorded_at = now()
     where private.site_origin.origin is distinct from excluded.origin`,
    [new URL(siteUrl).origin],
  );
}
