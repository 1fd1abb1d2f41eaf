import { describe, expect, it } from 'vitest';
import { topMisses } from './top-misses';

const entry = (path: string, hits = 1) => ({ path, hits, last_seen_at: '2026-11-20T10:00:00Z' });

describe('topMisses', () => {
  it('leaves out paths that already have a redirect, with or without a trailing slash', () => {
    const log = [entry('/old-shop/', 9), entry('/gone', 5), entry('/pricing', 3)];
    const redirects = [{ source_path: '/old-shop' }, { source_path: '/pricing/' }];
    expect(topMisses(log, redirects).map((e) => e.path)).toEqual(['/gone']);
  });

  it('keeps the log order and shows at most the limit', () => {
    const log = Array.from({ length: 14 }, (_, i) => entry(`/p${i}`, 20 - i));
    expect(topMisses(log, []).map((e) => e.path)).toEqual(log.slice(0, 10).map((e) => e.path));
    expect(topMisses(log, [{ source_path: '/p0' }], 2).map((e) => e.path)).toEqual(['/p1', '/p2']);
  });

  it('treats the root path as its own page', () => {
    expect(topMisses([entry('/'), entry('/x')], [{ source_path: '/x/' }]).map((e) => e.path)).toEqual(['/']);
  });
});
