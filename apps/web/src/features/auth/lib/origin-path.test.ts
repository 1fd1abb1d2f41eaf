import { describe, expect, it } from 'vitest';
import { originPath } from './origin-path';

describe('originPath', () => {
  it.each([
    [
      'a Location from a guard',
      { from: { pathname: '/education', search: '?tab=2', hash: '#top' } },
      '/education?tab=2#top',
    ],
    ['a Location without search and hash', { from: { pathname: '/admin/posts' } }, '/admin/posts'],
    ['a path string under from', { from: '/blog' }, '/blog'],
    ['a bare path string', '/admin', '/admin'],
  ])('returns the origin for %s', (_name, state, expected) => {
    expect(originPath(state)).toBe(expected);
  });

  it.each([
    ['no state', null],
    ['undefined state', undefined],
    ['state without from', { other: '/x' }],
    ['a non-path from', { from: 42 }],
    ['an absolute URL', { from: 'https://evil.example/' }],
    ['a protocol-relative URL', { from: '//evil.example/path' }],
    ['a backslash trick', { from: '/\\evil.example' }],
    ['a relative path', { from: 'admin' }],
    ['the sign-in screen itself', { from: { pathname: '/auth', search: '?x=1' } }],
    ['the sign-in screen with a trailing slash', '/auth/'],
  ])('falls back to / for %s', (_name, state) => {
    expect(originPath(state)).toBe('/');
  });
});
