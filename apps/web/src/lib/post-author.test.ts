import { describe, expect, it } from 'vitest';
import { bylineName, knownAuthorName } from './post-author';

describe('knownAuthorName', () => {
  it('is the full name, trimmed', () => {
    expect(knownAuthorName({ full_name: '  Ada Lovelace ' })).toBe('Ada Lovelace');
  });
  it.each([
    ['no author', null],
    ['no full name', { full_name: null }],
    ['a blank full name', { full_name: '   ' }],
  ])('is null with %s', (_name, author) => {
    expect(knownAuthorName(author)).toBeNull();
  });
});

describe('bylineName (public post page and the staff list alike)', () => {
  it('is the author when known', () => {
    expect(bylineName({ full_name: 'Ada Lovelace' }, 'Example Firm')).toBe('Ada Lovelace');
  });
  it('is the site name without an author, never "Unknown"', () => {
    expect(bylineName(null, 'Example Firm')).toBe('Example Firm');
    expect(bylineName({ full_name: ' ' }, 'Example Firm')).toBe('Example Firm');
  });
});
