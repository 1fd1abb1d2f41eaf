import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { appRoutes } from '@/config/routes';
import { GLOSSARY_QUERY_PARAM, glossaryQueryParams, readGlossaryQuery } from './glossary-query';

describe('the glossary query in the URL', () => {
  it('is read from ?q= as the form sends it (spaces and case kept for the box)', () => {
    expect(readGlossaryQuery(new URLSearchParams('?q=Cold+Storage'))).toBe('Cold Storage');
    expect(readGlossaryQuery(new URLSearchParams('?q=%20hash%20'))).toBe(' hash ');
  });

  it('is empty without ?q= or with an empty one (every term listed)', () => {
    expect(readGlossaryQuery(new URLSearchParams(''))).toBe('');
    expect(readGlossaryQuery(new URLSearchParams('?q='))).toBe('');
    expect(readGlossaryQuery(new URLSearchParams('?other=1'))).toBe('');
  });

  it('writes ?q= for a query and nothing for an empty box', () => {
    expect(glossaryQueryParams('wallet')).toEqual({ q: 'wallet' });
    expect(glossaryQueryParams('')).toEqual({});
  });

  it('names the search field the way the URL reads it, so a native GET round-trips', () => {
    const sent = new URLSearchParams([[GLOSSARY_QUERY_PARAM, 'private key & seed']]).toString();
    expect(readGlossaryQuery(new URLSearchParams(sent))).toBe('private key & seed');
  });
});

describe('the route manifest', () => {
  it('tells the server the glossary reads q (it renders /glossary?q=… filtered)', () => {
    const glossary = appRoutes.find((r) => r.path === paths.glossary.path);
    expect(glossary?.ssr).toBe(true);
    expect(glossary?.search).toEqual([GLOSSARY_QUERY_PARAM]);
  });
});
