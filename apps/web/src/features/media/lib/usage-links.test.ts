import { describe, expect, it } from 'vitest';
import type { MediaUsage } from '../api/get-media-usage';
import { formatDimensions, uploaderName } from './asset-facts';
import { usageLinks, usedInPlaces } from './usage-links';

const use = (kind: MediaUsage['kind'], item_id: string, title: string | null): MediaUsage => ({
  object_path: 'a.png',
  kind,
  item_id,
  title,
  parent_id: null,
});

describe('usageLinks', () => {
  it('links posts to their editor, courses and slides to the education screen, once per item', () => {
    expect(
      usageLinks([
        use('post', 'p1', 'Halving'),
        use('post', 'p1', 'Halving'),
        use('course', 'c1', 'Basics'),
        use('slide', 's1', ' '),
      ]),
    ).toEqual([
      { key: 'post:p1', href: '/admin/posts/p1', label: 'Post: Halving' },
      { key: 'course:c1', href: '/admin/education', label: 'Course: Basics' },
      { key: 'slide:s1', href: '/admin/education', label: 'Slide: Untitled' },
    ]);
  });
  it('counts places', () => {
    expect(usedInPlaces(1)).toBe('Used in 1 place');
    expect(usedInPlaces(2)).toBe('Used in 2 places');
  });
});

describe('asset facts', () => {
  it('formats dimensions when both are known', () => {
    expect(formatDimensions(2000, 1333)).toBe('2000 × 1333');
    expect(formatDimensions(null, 10)).toBeNull();
  });
  it('names the uploader by full name, then username', () => {
    expect(uploaderName({ uploader: { full_name: 'Ann', username: 'ann' } })).toBe('Ann');
    expect(uploaderName({ uploader: { full_name: ' ', username: 'ann' } })).toBe('ann');
    expect(uploaderName({ uploader: null })).toBeNull();
  });
});
