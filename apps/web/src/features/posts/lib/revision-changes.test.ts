import { describe, expect, it } from 'vitest';
import { changedFields, contentChange, restoreChangesNothing, type PostVersion } from './revision-changes';

process.env.TZ = 'UTC';

const v1: PostVersion = {
  title: 'Cold storage',
  slug: 'cold-storage',
  status: 'draft',
  excerpt: 'Keys offline.',
  content: '<p>The quick brown fox.</p>',
  meta_title: null,
  meta_description: null,
  cover_image_path: null,
  cover_image_alt: null,
  publish_date: null,
};

describe('changedFields', () => {
  it('lists only the fields that differ, in the editor’s order, as a reader reads them', () => {
    const v2: PostVersion = {
      ...v1,
      title: 'Cold storage, explained',
      status: 'published',
      publish_date: '2026-03-04T10:20:00+00:00',
      cover_image_path: '2026/03/vault.jpg',
      cover_image_alt: 'A vault door',
      meta_title: '  ',
    };
    expect(changedFields(v1, v2)).toEqual([
      { field: 'title', label: 'Title', before: 'Cold storage', after: 'Cold storage, explained' },
      { field: 'status', label: 'Status', before: 'Draft', after: 'Live' },
      { field: 'publish_date', label: 'Publish date', before: null, after: 'Mar 04, 2026, 10:20' },
      { field: 'cover_image_path', label: 'Cover image', before: null, after: '2026/03/vault.jpg' },
      { field: 'cover_image_alt', label: 'Cover image alt text', before: null, after: 'A vault door' },
    ]);
  });

  it('treats blank as empty and the same instant written two ways as the same date', () => {
    const a = { ...v1, excerpt: '', publish_date: '2026-03-04T10:20:00+00:00' };
    const b = { ...v1, excerpt: null, publish_date: '2026-03-04T10:20:00.000Z' };
    expect(changedFields(a, b)).toEqual([]);
  });
});

describe('contentChange', () => {
  it('is null for the same body, a word diff otherwise', () => {
    expect(contentChange(v1, { ...v1 })).toBeNull();
    const change = contentChange(v1, { ...v1, content: '<p>The slow brown fox.</p>' });
    expect(change?.formattingOnly).toBe(false);
    expect(change?.parts).toEqual([
      { kind: 'same', text: 'The ' },
      { kind: 'removed', text: 'quick' },
      { kind: 'added', text: 'slow' },
      { kind: 'same', text: ' brown fox.' },
    ]);
  });

  it('says when only the formatting changed', () => {
    const change = contentChange(v1, { ...v1, content: '<p>The <strong>quick</strong> brown fox.</p>' });
    expect(change?.formattingOnly).toBe(true);
  });
});

describe('restoreChangesNothing', () => {
  it('compares what a restore puts back, not the status or the date', () => {
    expect(
      restoreChangesNothing(v1, { ...v1, status: 'published', publish_date: '2026-01-01T00:00:00Z' }),
    ).toBe(true);
    expect(restoreChangesNothing(v1, { ...v1, excerpt: 'Other.' })).toBe(false);
  });
});
