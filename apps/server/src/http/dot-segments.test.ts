import { describe, expect, it } from 'vitest';
import { dotSegmentApi } from './dot-segments.ts';

describe('dotSegmentApi', () => {
  it.each([
    ['/rest/v1/../..', 'rest'],
    ['/rest/v1/./blog_posts', 'rest'],
    ['/rest/v1/%2e%2e/%2E%2E/etc', 'rest'],
    ['/auth/v1/../admin', 'auth'],
    ['/storage/v1/object/../bucket?x=1', 'storage'],
  ])('%s is aimed at %s', (target, api) => {
    expect(dotSegmentApi(target)).toBe(api);
  });

  it.each([
    '/rest/v1/blog_posts?select=*',
    '/rest/v1/blog_posts?title=eq...',
    '/blog/../about',
    '/rest/v1/a..b',
    '/',
  ])('%s is left alone', (target) => {
    expect(dotSegmentApi(target)).toBeNull();
  });
});
