// The one table of redirect destinations (ADR 0011): each input and what a save of it is told — the words of
// its refusal, or null when it is accepted. The same table is run against the TypeScript rule
// (redirect-destination.test.ts) and the database's (apps/server/test/web/redirect-destinations.test.ts, on
// PGlite and PostgreSQL), so the two cannot drift apart. NUL is not here: the database cannot hold it at all.
import { DESTINATION_FORMAT_MESSAGE } from './redirect-destination.ts';

export interface DestinationScenario {
  destination: string;
  problem: string | null;
}

const SPACES = 'Destination URL cannot contain spaces or control characters';
const BACKSLASH = 'Destination URL cannot contain a backslash (\\)';
const USER_INFO = 'Destination URL cannot contain a user name or password (…@)';
const HOST_ESCAPES = "Destination URL's website name cannot contain % escapes";
const NO_HOST = 'Destination URL must name a website after http(s):// (e.g. https://example.com/page)';
const ENCODED =
  'A destination path cannot contain an encoded /, \\ or control character (%2F, %5C, %00–%1F, %7F)';
const DOUBLE_SLASH = 'A destination path cannot contain // (for another website, write https://…)';

const accepted = [
  '/',
  '/new-page',
  '/a/./b/../c/',
  '/a/./b/../c/?x=1#y',
  '/a/%2e%2e/b?x=1#y',
  '/..',
  '/search?next=//elsewhere',
  '/a?b#c',
  '/caf%C3%A9',
  '/caf%C3%A9/',
  '/café',
  '/caf%E9',
  '/x%3Fy',
  '/%41%42',
  '/%7e',
  'https://example.com',
  'https://example.com/offer',
  'https://example.com/a/../b',
  'HTTP://EXAMPLE.COM',
  'HTTP://EXAMPLE.COM:8080',
  'https://site.example/pricing?plan=pro#top',
  'HTTPS://Site.Example:443',
  'https://site.example:8443/x',
  'http://site.example/x',
];

const refused: [string, string][] = [
  ['www.example.com', DESTINATION_FORMAT_MESSAGE],
  ['javascript:alert(1)', DESTINATION_FORMAT_MESSAGE],
  ['mailto:someone@example.com', DESTINATION_FORMAT_MESSAGE],
  [' /a', DESTINATION_FORMAT_MESSAGE],
  ['//evil.example', DOUBLE_SLASH],
  ['//evil.example/x', DOUBLE_SLASH],
  ['/a//b', DOUBLE_SLASH],
  ['/..//evil.example', DOUBLE_SLASH],
  ['/.%2e//evil.example', DOUBLE_SLASH],
  ['/%2e%2e//evil.example', DOUBLE_SLASH],
  ['/\\evil.example', BACKSLASH],
  ['/\\evil.example/x', BACKSLASH],
  ['/%2F%2Fevil.example', ENCODED],
  ['/%2f%2fevil.example', ENCODED],
  ['/%5Cevil', ENCODED],
  ['/%5cevil.example', ENCODED],
  ['/a%0aB', ENCODED],
  ['/a%0d%0aSet-Cookie:x', ENCODED],
  ['/a\u0001b', SPACES],
  ['/a\tb', SPACES],
  ['/a b', SPACES],
  ['/a\u200bb', SPACES],
  ['https://evil.example\u202e/x', SPACES],
  ['https://site.example@evil.example/', USER_INFO],
  ['https://ev%69l.example', HOST_ESCAPES],
  ['https://ev%69l.example/', HOST_ESCAPES],
  ['https:///evil.example', NO_HOST],
  ['http://:80/x', NO_HOST],
  ['https://:443/x', NO_HOST],
];

export const DESTINATION_SCENARIOS: readonly DestinationScenario[] = [
  ...accepted.map((destination) => ({ destination, problem: null })),
  ...refused.map(([destination, problem]) => ({ destination, problem })),
];
