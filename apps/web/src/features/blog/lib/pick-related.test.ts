import { describe, expect, it } from 'vitest';
import type { PostSummary } from '../api/types';
import { pickRelated } from './pick-related';

const post = (id: string): PostSummary => ({
  id,
  title: id,
  slug: id,
  excerpt: null,
  publish_date: null,
  created_at: '2026-01-01T00:00:00Z',
  author: null,
  cover_image_path: null,
  cover_image_alt: null,
  reading_minutes: 1,
});
const ids = (list: PostSummary[]) => list.map((p) => p.id);

describe('pickRelated', () => {
  it("puts the same author's posts first, then the most recent others, three at most", () => {
    expect(ids(pickRelated([post('a1'), post('a2')], [post('r1'), post('a1'), post('r2')], 'self'))).toEqual([
      'a1',
      'a2',
      'r1',
    ]);
  });

  it('never lists a post twice or the post itself', () => {
    expect(ids(pickRelated([], [post('self'), post('r1'), post('r1'), post('r2')], 'self'))).toEqual([
      'r1',
      'r2',
    ]);
  });

  it('is empty when there is nothing else to read', () => {
    expect(pickRelated([], [], 'self')).toEqual([]);
  });
});
