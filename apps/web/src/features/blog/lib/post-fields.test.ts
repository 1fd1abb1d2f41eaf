import { describe, expect, it } from 'vitest';
import { authorName, postDate, toIsoDate } from './post-fields';

describe('postDate', () => {
  it('is publish_date when present', () => {
    expect(postDate({ publish_date: '2026-02-01T00:00:00Z', created_at: '2026-01-01T00:00:00Z' })).toBe(
      '2026-02-01T00:00:00Z',
    );
  });
  it('falls back to created_at', () => {
    expect(postDate({ publish_date: null, created_at: '2026-01-01T00:00:00Z' })).toBe('2026-01-01T00:00:00Z');
  });
});

describe('authorName', () => {
  it('is the full name when known', () => {
    expect(authorName({ author: { full_name: 'Ada Lovelace', username: 'ada' } })).toBe('Ada Lovelace');
  });
  it.each([
    ['no author', null],
    ['no full name', { full_name: null, username: 'ada' }],
    ['a blank full name', { full_name: '   ', username: null }],
  ])('is null with %s', (_name, author) => {
    expect(authorName({ author })).toBeNull();
  });
});

describe('toIsoDate', () => {
  it('normalises a PostgREST timestamptz to UTC ISO 8601', () => {
    expect(toIsoDate('2026-11-23T12:30:00+02:00')).toBe('2026-11-23T10:30:00.000Z');
  });
});
