import { describe, expect, it } from 'vitest';
import { PgrstError } from '../errors.ts';
import { parseFilters, parseRequest } from '../request/api-request.ts';
import { checkFilterPolicy, regexProblem } from './filter-policy.ts';

function request(query: string) {
  const req = parseRequest({ method: 'GET', path: '/blog_posts', query, headers: {} });
  parseFilters(req, req.rawFilters);
  return req;
}

function refusal(query: string, role: 'anon' | 'authenticated' | 'service_role' = 'anon'): PgrstError | null {
  try {
    checkFilterPolicy(request(query), role);
    return null;
  } catch (err) {
    if (err instanceof PgrstError) return err;
    throw err;
  }
}

describe('regexProblem', () => {
  it.each([
    ['(.*)(.*)(.*)(.*)(.*)\\5\\4\\3\\2\\1z', /backreference/],
    ['(a)\\1', /backreference/],
    ['(a+)+b', /repeats a group that already repeats/],
    ['(a*)*', /repeats a group/],
    ['((a|b)*c)+', /repeats a group/],
    ['(((.{1,50}){1,50}){1,50})z', /repeats a group/],
    ['(?:x+)+', /repeats a group/],
    ['((a+)?)+', /repeats a group/],
    ['(?b)\\(a*\\)*', /basic regex syntax/],
    ['a'.repeat(257), /longer than 256 characters/],
  ])('refuses %s', (pattern, reason) => {
    expect(regexProblem(pattern)).toMatch(reason);
  });

  it.each([
    '^bitcoin',
    'wallet|custody',
    '^[A-Z][a-z]+ [0-9]{4}$',
    '(a+)?b',
    '(ab)+',
    '(?:cold|hot) storage',
    '(?i)Lightning',
    '[\\1]', // a bracket expression: not a backreference
    '[[:digit:]]+(\\.[[:digit:]]{2})?',
    'price: \\$[0-9]+',
    'a'.repeat(256),
  ])('allows %s', (pattern) => {
    expect(regexProblem(pattern)).toBeNull();
  });
});

describe('checkFilterPolicy', () => {
  it('refuses the catastrophic regex for anon and authenticated with a PGRST150 400', () => {
    const q = 'select=slug&content=match.(.*)(.*)(.*)(.*)(.*)\\5\\4\\3\\2\\1z';
    for (const role of ['anon', 'authenticated'] as const) {
      const err = refusal(q, role);
      expect(err?.status).toBe(400);
      expect(err?.body()).toEqual({
        code: 'PGRST150',
        message: "The match pattern on 'content' is not allowed: it uses a backreference (\\1 to \\9)",
        details: expect.stringContaining('only the service role may send them') as string,
        hint: 'Simplify the regular expression, or filter with like or ilike.',
      });
    }
  });

  it('lets the service role send any regex', () => {
    expect(refusal(`content=match.(a*)\\1&title=imatch.${encodeURIComponent('(a+)+')}`, 'service_role')).toBeNull();
  });

  it('finds the pattern inside logic trees, negations, quantified lists and embeds', () => {
    expect(refusal(`or=(title.eq.x,content.imatch.${encodeURIComponent('"(a+)+"')})`)?.code).toBe('PGRST150');
    expect(refusal('content=not.match.(x)\\1')?.code).toBe('PGRST150');
    expect(refusal('content=match(any).{ok,(y)\\1}')?.code).toBe('PGRST150');
    expect(refusal('select=slug,profiles(name)&profiles.name=match.(b*)*')?.code).toBe('PGRST150');
  });

  it('bounds like and ilike patterns to 256 characters', () => {
    expect(refusal(`title=ilike.*${'a'.repeat(255)}*`)?.message).toBe(
      "The ilike pattern on 'title' is not allowed: it is longer than 256 characters",
    );
    expect(refusal(`title=like.*${'a'.repeat(200)}*`)).toBeNull();
  });

  it('allows ordinary filters', () => {
    expect(refusal('select=slug&title=match.^Bitcoin&content=ilike.*custody*&status=eq.published')).toBeNull();
  });
});
