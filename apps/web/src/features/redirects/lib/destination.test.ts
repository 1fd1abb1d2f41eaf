// The form's copy of the database's destination rules (ADR 0011): what each refuses, and what counts as external.
import { describe, expect, it } from 'vitest';
import { DESTINATION_FORMAT_MESSAGE, destinationProblem, isExternal } from './destination';

describe('destinationProblem', () => {
  it.each([
    '/new-page',
    '/a/./b/../c/?x=1#y',
    '/search?next=//elsewhere',
    '/caf%C3%A9',
    'https://example.com/offer',
    'HTTP://EXAMPLE.COM:8080',
  ])('accepts %j', (dest) => {
    expect(destinationProblem(dest)).toBeNull();
  });

  it.each([
    ['www.example.com', DESTINATION_FORMAT_MESSAGE],
    ['javascript:alert(1)', DESTINATION_FORMAT_MESSAGE],
    ['//evil.example', 'A destination path cannot contain // (for another website, write https://…)'],
    ['/..//evil.example', 'A destination path cannot contain // (for another website, write https://…)'],
    ['/%2e%2e//evil.example', 'A destination path cannot contain // (for another website, write https://…)'],
    ['/\\evil.example', 'Destination URL cannot contain a backslash (\\)'],
    [
      '/%5Cevil',
      'A destination path cannot contain an encoded /, \\ or control character (%2F, %5C, %00–%1F, %7F)',
    ],
    [
      '/a%0aB',
      'A destination path cannot contain an encoded /, \\ or control character (%2F, %5C, %00–%1F, %7F)',
    ],
    ['/a\u0000b', 'Destination URL cannot contain spaces or control characters'],
    ['/a\u200bb', 'Destination URL cannot contain spaces or control characters'],
    ['https://ev%69l.example', "Destination URL's website name cannot contain % escapes"],
    [
      'https://:443/x',
      'Destination URL must name a website after http(s):// (e.g. https://example.com/page)',
    ],
  ])('refuses %j: %s', (dest, message) => {
    expect(destinationProblem(dest)).toBe(message);
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
