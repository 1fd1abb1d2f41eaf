// SQL for server.rate_limits: fixed-window counters kept in the database so every instance sees them.
import type { Queryable } from '../../db/types.ts';

/**
 * Counts one hit in the current window of `windowSeconds` (aligned on the database clock) and returns
 * the hits so far, this one included. Atomic on both backends (insert … on conflict do update).
 */
export async function hitWindow(q: Queryable, bucket: string, windowSeconds: number): Promise<number> {
  const { rows } = await q.query<{ hits: number }>(
    `insert into server.rate_limits (bucket, window_start, hits)
     values ($1, to_timestamp(floor(extract(epoch from now()) / $2) * $2), 1)
     on conflict (bucket, window_start) do update set hits = server.rate_limits.hits + 1
     returning hits`,
    [bucket, windowSeconds],
  );
  return rows[0]?.hits ?? 1;
}

/** Counts one hit in each of several windows with one statement; returns the hits per bucket. */
export async function hitWindows(q: Queryable, windows: { bucket: string; seconds: number }[]): Promise<Map<string, number>> {
  const values = windows.map((_, i) => `($${i * 2 + 1}::text, to_timestamp(floor(extract(epoch from now()) / $${i * 2 + 2}::int) * $${i * 2 + 2}::int), 1)`);
  const { rows } = await q.query<{ bucket: string; hits: number }>(
    `insert into server.rate_limits (bucket, window_start, hits) values ${values.join(', ')}
     on conflict (bucket, window_start) do update set hits = server.rate_limits.hits + 1
     returning bucket, hits`,
    windows.flatMap((w) => [w.bucket, w.seconds]),
  );
  return new Map(rows.map((r) => [r.bucket, r.hits]));
}

/** Drops windows that ended more than an hour ago (called now and then, not on every request). */
export async function pruneWindows(q: Queryable): Promise<void> {
  await q.query(`delete from server.rate_limits where window_start < now() - interval '2 hours'`);
}
