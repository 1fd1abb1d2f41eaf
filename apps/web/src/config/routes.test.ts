import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './routes';

const webRoot = fileURLToPath(new URL('../../', import.meta.url));

describe('the route manifest', () => {
  it('points every route at a module that exists and exports Component', () => {
    for (const r of appRoutes) {
      const file = `${webRoot}${r.module}`;
      expect(existsSync(file), r.module).toBe(true);
      expect(readFileSync(file, 'utf8'), r.module).toMatch(/export function Component\b/);
    }
  });

  it('lists each path once, admin screens under /admin', () => {
    const seen = appRoutes.map((r) => r.path);
    expect(new Set(seen).size).toBe(seen.length);
    for (const r of appRoutes.filter((x) => x.area === 'admin')) expect(r.path).toMatch(/^\/admin(\/|$)/);
  });

  it('declares the admin screens of issue 10 with SPEC labels', () => {
    const nav = appRoutes.flatMap((r) => (r.nav ? [[r.path, r.nav.label]] : []));
    expect(nav).toEqual([
      ['/admin', 'Dashboard'],
      ['/admin/posts', 'Blog Posts'],
      ['/admin/media', 'Media Library'],
      ['/admin/education', 'Education'],
      ['/admin/analytics', 'Analytics'],
      ['/admin/redirects', 'Redirects'],
      ['/admin/settings', 'Settings'],
      ['/admin/requests', 'Requests'],
      ['/admin/certificates', 'Certificates'],
      ['/admin/users', 'Users'],
      ['/admin/archive', 'Archive'],
    ]);
    expect(appRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/admin/posts/new', '/admin/posts/:id']),
    );
  });
});
