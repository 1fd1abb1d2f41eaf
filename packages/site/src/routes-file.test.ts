// The routes file's contract: what the server reads back from the build, and the route patterns as it matches
// them.
import { describe, expect, it } from 'vitest';
import { parseRoutesFile, routePatternSource, type RoutesFile } from './routes-file.ts';

describe('parseRoutesFile', () => {
  it('reads the routes and the site data the build wrote', () => {
    const file: RoutesFile = {
      routes: [{ path: '/', area: 'marketing', role: 'public', modules: ['src/app/routes/home.tsx'] }],
      site: {
        firm: {
          legalName: 'Advisory LLC',
          address: {
            street: '1 Main St',
            locality: 'Austin',
            region: 'TX',
            postalCode: '78701',
            country: 'US',
          },
        },
        glossary: { terms: [] },
      },
    };
    expect(parseRoutesFile(JSON.stringify(file))).toEqual(file);
  });

  it('gives null site data for a build from before it was emitted', () => {
    expect(parseRoutesFile('{"routes":[]}')).toEqual({ routes: [], site: null });
  });
});

describe('routePatternSource', () => {
  const matches = (pattern: string, path: string) =>
    new RegExp(`^${routePatternSource(pattern)}$`).test(path);

  it('matches one segment per :param, anything below a trailing *, and literal dots', () => {
    expect(matches('/blog/:slug', '/blog/cold-storage')).toBe(true);
    expect(matches('/blog/:slug', '/blog/a/b')).toBe(false);
    expect(matches('/admin/*', '/admin')).toBe(true);
    expect(matches('/admin/*', '/admin/posts/1')).toBe(true);
    expect(matches('/rss.xml', '/rssaxml')).toBe(false);
    expect(routePatternSource('/')).toBe('');
  });
});
