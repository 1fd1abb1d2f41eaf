import { describe, expect, it } from 'vitest';
import { roleAllows } from '@/config/routes';
import { adminRouteFor, isSelfGated, navEntries } from './admin-routes';

describe('admin routes from the manifest', () => {
  it('find the screen of a path, static before dynamic before the catch-all', () => {
    expect(adminRouteFor('/admin')?.path).toBe('/admin');
    expect(adminRouteFor('/admin/posts/new')?.path).toBe('/admin/posts/new');
    expect(adminRouteFor('/admin/posts/3f2a')?.path).toBe('/admin/posts/:id');
    expect(adminRouteFor('/admin/users')?.role).toBe('admin');
    expect(adminRouteFor('/admin/no-such-screen')?.path).toBe('/admin/*');
  });

  it('carry the roles of DESIGN.md §3', () => {
    const role = (p: string) => adminRouteFor(p)?.role;
    for (const p of ['/admin', '/admin/settings', '/admin/posts', '/admin/posts/new', '/admin/posts/1'])
      expect(role(p), p).toBe('signed-in');
    for (const p of [
      '/admin/media',
      '/admin/redirects',
      '/admin/education',
      '/admin/analytics',
      '/admin/requests',
    ])
      expect(role(p), p).toBe('staff');
    expect(role('/admin/users')).toBe('admin');
    expect(role('/admin/archive')).toBe('admin');
  });

  it('show each role the sidebar entries it may open, in SPEC order', () => {
    const labels = (role: 'admin' | 'editor' | 'contributor') => navEntries({ role }).map((e) => e.nav.label);
    expect(labels('admin')).toEqual([
      'Dashboard',
      'Blog Posts',
      'Media Library',
      'Education',
      'Analytics',
      'Redirects',
      'Settings',
      'Requests',
      'Certificates',
      'Users',
      'Archive',
    ]);
    expect(labels('editor')).not.toContain('Users');
    expect(labels('editor')).not.toContain('Archive');
    expect(labels('editor')).toContain('Requests');
    expect(labels('editor')).toContain('Certificates');
    expect(labels('contributor')).toEqual(['Dashboard', 'Blog Posts', 'Settings']);
    expect(navEntries(null)).toEqual([]);
  });

  it('roleAllows: staff = editor or admin; admin = admin only; public = anyone', () => {
    expect(roleAllows('public', null)).toBe(true);
    expect(roleAllows('signed-in', null)).toBe(false);
    expect(roleAllows('signed-in', { role: 'contributor' })).toBe(true);
    expect(roleAllows('staff', { role: 'contributor' })).toBe(false);
    expect(roleAllows('staff', { role: 'editor' })).toBe(true);
    expect(roleAllows('admin', { role: 'editor' })).toBe(false);
    expect(roleAllows('admin', { role: 'admin' })).toBe(true);
  });

  it('leave only /admin/education to its own access gate', () => {
    expect(isSelfGated(adminRouteFor('/admin/education'))).toBe(true);
    for (const p of ['/admin', '/admin/redirects', '/admin/analytics', '/admin/users', '/admin/nope'])
      expect(isSelfGated(adminRouteFor(p)), p).toBe(false);
    expect(isSelfGated(undefined)).toBe(false);
  });
});
