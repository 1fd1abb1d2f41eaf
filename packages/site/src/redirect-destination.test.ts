// A redirect's destination, one rule for the staff form and the server (ADR 0011): the scenario table (the
// same the database is tested against), what a stored destination means to the server, and what counts as
// external.
import { describe, expect, it } from 'vitest';
import {
  classifyDestination,
  DESTINATION_FORMAT_MESSAGE,
  destinationProblem,
  isExternal,
  refusedDestination,
  resolveDots,
  sourceKey,
} from './redirect-destination.ts';
import { DESTINATION_SCENARIOS } from './redirect-destination-scenarios.ts';

const SITE = 'https://site.example';

describe('the scenario table', () => {
  it.each(DESTINATION_SCENARIOS.map((s) => [s.destination, s.problem]))('%j → %j', (dest, problem) => {
    expect(refusedDestination(dest!)).toBe(problem);
    // The database function's own words (the format constraint's cases come first, so they are not its to say).
    if (problem !== DESTINATION_FORMAT_MESSAGE) expect(destinationProblem(dest!)).toBe(problem);
    expect(classifyDestination(dest!, SITE).kind === 'invalid').toBe(problem !== null);
  });

  it('refuses NUL too (the database cannot hold it at all)', () => {
    expect(refusedDestination('/a\u0000b')).toBe(
      'Destination URL cannot contain spaces or control characters',
    );
  });
});

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

describe('isExternal', () => {
  it('is true for absolute http(s) URLs only', () => {
    expect(['https://example.com', 'HTTP://x.example/a', '/a', '/https://x'].map(isExternal)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
