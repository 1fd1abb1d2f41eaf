// The bodies pass bounds its hold on the main thread: it stops rendering once its budget is spent and then
// rests three times as long as it rendered. Timed with a clock the renderer advances, so nothing waits.
import { describe, expect, it } from 'vitest';
import type { Database, QueryResult, Row } from '../db/types.ts';
import { renderPause, renderRevisionBodies, REST_FACTOR } from './revision-bodies.ts';

function pendingRevisions(count: number) {
  const asked: string[] = [];
  const written: string[] = [];
  const result = <T>(rows: Row[], rowCount = rows.length) =>
    ({ rows, rowCount, fields: [] }) as unknown as QueryResult<T>;
  const db = {
    query: <T>(sql: string, params: readonly unknown[] = []) => {
      asked.push(sql);
      if (sql.includes('select id')) {
        const limit = Number(params[0]);
        return Promise.resolve(
          result<T>(
            Array.from({ length: Math.min(count, limit) }, (_, i) => ({
              id: `r${i}`,
              content: `<p>${i}</p>`,
            })),
          ),
        );
      }
      written.push(String(params[0]));
      return Promise.resolve(result<T>([], 1));
    },
  } as unknown as Database;
  return { db, asked, written };
}

describe('renderRevisionBodies', () => {
  it('asks only for published revisions (the archive is the only reader of a body)', async () => {
    const { db, asked } = pendingRevisions(1);
    await renderRevisionBodies(db, (html) => Promise.resolve(html));
    expect(asked[0]).toMatch(/rendered_html is null and status = 'published'/);
  });

  it('stops once its render budget is spent and rests three times as long', async () => {
    const { db, written } = pendingRevisions(10);
    let clock = 0;
    // Each body takes 60 ms of (this test's) clock: the 100 ms budget is spent after the second.
    const render = (html: string) => {
      clock += 60;
      return Promise.resolve(html);
    };
    const pass = await renderRevisionBodies(db, render, { batch: 50, budgetMs: 100, now: () => clock });
    expect(pass).toEqual({ written: 2, more: true, renderMs: 120 });
    expect(written).toEqual(['r0', 'r1']);
    expect(renderPause(pass!, 10_000)).toBe(120 * REST_FACTOR);
    // Rendering holds at most a quarter of the thread while bodies wait.
    expect(pass!.renderMs / (pass!.renderMs + renderPause(pass!, 10_000))).toBeLessThanOrEqual(0.25);
  });

  it('waits for the next poll when nothing is left, and gives up without a renderer', async () => {
    const done = await renderRevisionBodies(pendingRevisions(3).db, (html) => Promise.resolve(html), {
      now: () => 0,
    });
    expect(done).toEqual({ written: 3, more: false, renderMs: 0 });
    expect(renderPause(done!, 10_000)).toBe(10_000);
    expect(await renderRevisionBodies(pendingRevisions(3).db, () => Promise.resolve(null))).toBeNull();
  });
});
