import { describe, expect, it } from 'vitest';
import { breadcrumbs } from './breadcrumbs';

describe('admin breadcrumbs', () => {
  it('are hidden at one level or fewer', () => {
    expect(breadcrumbs('/admin')).toEqual([]);
    expect(breadcrumbs('/')).toEqual([]);
  });

  it('use the known labels', () => {
    expect(breadcrumbs('/admin/posts/new')).toEqual([
      { label: 'Dashboard', href: '/admin' },
      { label: 'Posts', href: '/admin/posts' },
      { label: 'New Post', href: '/admin/posts/new' },
    ]);
    expect(breadcrumbs('/admin/analytics').map((c) => c.label)).toEqual(['Dashboard', 'Analytics']);
  });

  it('use the SPEC labels of paths without a screen too', () => {
    expect(breadcrumbs('/admin/media').map((c) => c.label)).toEqual(['Dashboard', 'Media Library']);
    expect(breadcrumbs('/admin/tags').map((c) => c.label)).toEqual(['Dashboard', 'Tags']);
  });

  it('show other segments as they are', () => {
    expect(breadcrumbs('/admin/x%E0').map((c) => c.label)).toEqual(['Dashboard', 'x%E0']);
    expect(breadcrumbs('/admin/redirects').map((c) => c.label)).toEqual(['Dashboard', 'redirects']);
    expect(breadcrumbs('/admin/posts/3f2a').map((c) => c.label)).toEqual(['Dashboard', 'Posts', '3f2a']);
  });
});
