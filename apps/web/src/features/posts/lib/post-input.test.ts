import { describe, expect, it } from 'vitest';
import { inputAsVersion, NEW_POST, readFields, sameInput } from './post-input';
import type { PostVersion } from './revision-changes';

describe('readFields: an autosave as form values', () => {
  it('takes the strings it knows and fills the rest from a new post', () => {
    expect(readFields({ title: 'T', status: 'scheduled', extra: 'x', excerpt: 3 })).toEqual({
      ...NEW_POST,
      title: 'T',
      status: 'scheduled',
    });
    expect(readFields({ status: 'archived' }).status).toBe('draft');
    expect(readFields(null)).toEqual(NEW_POST);
    expect(readFields('text')).toEqual(NEW_POST);
  });
});

describe('sameInput', () => {
  it('compares every field', () => {
    expect(sameInput(NEW_POST, { ...NEW_POST })).toBe(true);
    expect(sameInput(NEW_POST, { ...NEW_POST, publish_at: '2026-01-01T00:00:00.000Z' })).toBe(false);
    expect(sameInput(NEW_POST, { ...NEW_POST, content: '<p>x</p>' })).toBe(false);
  });
});

describe('inputAsVersion', () => {
  const stored: PostVersion = {
    ...NEW_POST,
    status: 'published',
    publish_date: '2026-01-01T00:00:00.000Z',
    cover_image_path: null,
    cover_image_alt: null,
  };
  it('a live post keeps the other side date; a scheduled one has its own; a draft none', () => {
    expect(inputAsVersion({ ...NEW_POST, status: 'published' }, stored).publish_date).toBe(
      stored.publish_date,
    );
    expect(
      inputAsVersion({ ...NEW_POST, status: 'scheduled', publish_at: '2026-02-01T00:00:00.000Z' }, stored)
        .publish_date,
    ).toBe('2026-02-01T00:00:00.000Z');
    expect(
      inputAsVersion({ ...NEW_POST, publish_at: '2026-02-01T00:00:00.000Z' }, stored).publish_date,
    ).toBeNull();
  });
  it('no cover, no alt text', () => {
    expect(inputAsVersion({ ...NEW_POST, cover_image_alt: 'left over' }, stored).cover_image_alt).toBe('');
  });
});
