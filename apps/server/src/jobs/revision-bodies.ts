// A revision records the page it published: the database writes the fields in the same transaction as the
// change, and this pass adds the body as the public page renders it (the web build's sanitizer, responsive
// images: PageRenderer.renderPostBody). Idempotent and safe with several processes: a body is written only
// where none is (the database refuses to change one already written).
import type { Database } from '../db/types.ts';

const PENDING_SQL = `
  select id, coalesce(content, '') as content from public.post_revisions
  where rendered_html is null
  order by created_at
  limit $1`;

const WRITE_SQL = `update public.post_revisions set rendered_html = $2 where id = $1 and rendered_html is null`;

/** Renders up to `batch` revisions; answers how many were written, or null when nothing can render them. */
export async function renderRevisionBodies(
  db: Database,
  render: (html: string) => Promise<string | null>,
  batch = 50,
): Promise<number | null> {
  const { rows } = await db.query<{ id: string; content: string }>(PENDING_SQL, [batch]);
  let written = 0;
  for (const row of rows) {
    const html = await render(row.content);
    if (html === null) return null;
    const { rowCount } = await db.query(WRITE_SQL, [row.id, html]);
    written += rowCount ?? 0;
  }
  return written;
}
