import { describe, expect, it } from 'vitest';
import { createPageSearch, MAX_SEARCH_VALUE } from './page-search.ts';

const searchOf = createPageSearch([
  { path: '/' },
  { path: '/glossary', search: ['q'] },
  { path: '/glossary/:term', search: ['q'] },
  { path: '/blog' },
]);

describe('the search a server-rendered page is rendered with', () => {
  it("keeps the glossary's q as the form sends it", () => {
    expect(searchOf('/glossary', '?q=cold+storage')).toBe('?q=cold+storage');
    expect(searchOf('/glossary', '?q=%E7%8E%8B%20key')).toBe('?q=%E7%8E%8B+key');
    expect(searchOf('/glossary/', '?q=hash')).toBe('?q=hash');
  });

  it('drops every parameter the page does not read, and empty ones', () => {
    expect(searchOf('/glossary', '?utm_source=x&q=hash&q=other')).toBe('?q=hash');
    expect(searchOf('/glossary', '?utm_source=x')).toBe('');
    expect(searchOf('/glossary', '?q=')).toBe('');
    expect(searchOf('/glossary', '')).toBe('');
    expect(searchOf('/glossary', '?')).toBe('');
  });

  it('gives pages that read nothing (and patterns) the bare path', () => {
    expect(searchOf('/', '?q=hash')).toBe('');
    expect(searchOf('/blog', '?q=hash&page=2')).toBe('');
    expect(searchOf('/glossary/hash', '?q=hash')).toBe('');
    expect(searchOf('/nowhere', '?q=hash')).toBe('');
  });

  it('cuts a long value, so a query cannot make a page (or its cache key) arbitrarily large', () => {
    const long = 'a'.repeat(5000);
    expect(searchOf('/glossary', `?q=${long}`)).toBe(`?q=${'a'.repeat(MAX_SEARCH_VALUE)}`);
  });
});
