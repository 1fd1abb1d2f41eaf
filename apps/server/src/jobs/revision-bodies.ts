// A published revision records the page it published: the database writes the fields in the same transaction as
// the change, and this pass adds the body as the public page renders it (the web build's sanitizer, responsive
// images: PageRenderer.renderPostBody). Idempotent and safe with several processes: a body is written only
// where none is (the database refuses to change one already written).
//
// Only published revisions get a body: the archive (its list, dialog and export) is the one reader, and it
// reads published versions only. A draft's saves — the only revisions an account without staff access can
// write — therefore never cost a render (issue 37, finding 4).
//
// The render is DOMPurify over jsdom on the main thread, the thread every request needs. So a pass renders for
// at most `budgetMs`, and the loop then rests `REST_FACTOR` times as long as it rendered (renderPause): the
// bodies take at most a quarter of the main thread, however many are waiting.
import type { Database } from '../db/types.ts';

const PENDING_SQL = `
  select id, coalesce(content, '') as content from public.post_revisions
  where rendered_html is null and status = 'published'
  order by created_at
  limit $1`;

const WRITE_SQL = `update public.post_revisions set rendered_html = $2 where id = $1 and rendered_html is null`;

/** Rest this many times the time spent rendering: rendering holds at most 1 / (1 + REST_FACTOR) of the thread. */
export const REST_FACTOR = 3;

export interface RenderPassOptions {
  /** The most revisions read per pass. */
  batch?: number;
  /** Stop rendering once this much time has gone on it (the pass renders at least one body). */
  budgetMs?: number;
  /** The clock (ms) the budget is measured with. */
  now?: () => number;
}

export interface RenderPass {
  written: number;
  /** Some waiting revisions were left for the next pass (the batch was full, or the budget spent). */
  more: boolean;
  /** Time spent in the renderer. */
  renderMs: number;
}

/** Renders waiting published revisions within the budget; null when nothing can render them (no web build). */
export async function renderRevisionBodies(
  db: Database,
  render: (html: string) => Promise<string | null>,
  opts: RenderPassOptions = {},
): Promise<RenderPass | null> {
  const batch = opts.batch ?? 50;
  const budgetMs = opts.budgetMs ?? 100;
  const now = opts.now ?? performance.now.bind(performance);
  const { rows } = await db.query<{ id: string; content: string }>(PENDING_SQL, [batch]);
  let written = 0;
  let renderMs = 0;
  for (const [i, row] of rows.entries()) {
    const started = now();
    const html = await render(row.content);
    renderMs += now() - started;
    if (html === null) return null;
    const { rowCount } = await db.query(WRITE_SQL, [row.id, html]);
    written += rowCount ?? 0;
    if (renderMs >= budgetMs && i < rows.length - 1) return { written, more: true, renderMs };
  }
  return { written, more: rows.length === batch, renderMs };
}

/** The pause after a pass: rest in proportion to the rendering done while work waits, else until the next poll. */
export function renderPause(pass: RenderPass, pollMs: number): number {
  return pass.more ? Math.ceil(pass.renderMs * REST_FACTOR) : pollMs;
}
