// What a stored destination means to the server, and the Location it answers with (ADR 0011). The database's
// copy of the rules is compared with this one in test/web/redirect-destinations.test.ts.
import { describe, expect, it } from 'vitest';
import { classifyDestination, resolveDots, sourceKey } from './redirect-destination.ts';
import { locationFor } from './redirects.ts';

const SITE = 'https://site.example';

describe('classifyDestination', () => {
  it.each([
    ['/a/b', { kind: 'site', path: '/a/b' }],
    ['/a/%2E/b/../c?x=/../#/..', { kind: 'site', path: '/a/c?x=/../#/..' }],
    ['https://SITE.example:443/p?q', { kind: 'site', path: '/p?q' }],
    ['https://site.example', { kind: 'site', path: '/' }],
    ['https://example.com/p', { kind: 'external', url: 'https://example.com/p' }],
    ['http://site.example/p', { kind: 'external', url: 'http://site.example/p' }],
  ])('%j → %j', (dest, expected) => {
    expect(classifyDestination(dest, SITE)).toEqual(expected);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/%2f%2fevil.example',
    '/.%2e//evil.example',
    'javascript:alert(1)',
    ' /a',
  ])('%j is never served', (dest) => {
    expect(classifyDestination(dest, SITE).kind).toBe('invalid');
  });
});

describe('resolveDots and sourceKey', () => {
  it('resolves as RFC 3986 does, never above the root; one key for /a, /a/ and /a//', () => {
    expect(['/', '/..', '/a/..', '/a/.', '/a/b/../../..', '/a/%2e%2E/b'].map(resolveDots)).toEqual([
      '/',
      '/',
      '/',
      '/a/',
      '/',
      '/b',
    ]);
    expect(['/a', '/a/', '/a//', '/'].map(sourceKey)).toEqual(['/a', '/a', '/a', '']);
  });
});

describe('locationFor', () => {
  const site = (path: string) => ({ kind: 'site' as const, path });
  const external = (url: string) => ({ kind: 'external' as const, url });

  it("keeps the request's query string on a page of the site, before the destination's fragment", () => {
    expect(locationFor(site('/blog'), '?utm=x')).toBe('/blog?utm=x');
    expect(locationFor(site('/about#team'), '?utm=x')).toBe('/about?utm=x#team');
    expect(locationFor(site('/services?from=old'), '?utm=x')).toBe('/services?from=old');
  });

  it('gives another site neither the query string nor the fragment the browser came with', () => {
    expect(locationFor(external('https://example.com/x'), '?code=secret')).toBe('https://example.com/x#');
    expect(locationFor(external('https://example.com/x#top'), '?code=secret')).toBe(
      'https://example.com/x#top',
    );
  });

  it('escapes what is not ASCII, as a browser would send it', () => {
    expect(locationFor(site('/café'), '')).toBe('/caf%C3%A9');
    expect(locationFor(external('https://example.com/ü'), '')).toBe('https://example.com/%C3%BC#');
  });
});
