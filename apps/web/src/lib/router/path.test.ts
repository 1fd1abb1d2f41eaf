import { describe, expect, it } from 'vitest';
import { RelativePathError, resolveTo } from './path';

const here = { pathname: '/admin/posts/42', search: '?tab=seo', hash: '#top' };

describe('resolveTo', () => {
  it('takes an absolute path as it is, with its own search and hash only (as React Router does)', () => {
    expect(resolveTo('/blog?page=2#list', here)).toEqual({
      pathname: '/blog',
      search: '?page=2',
      hash: '#list',
    });
    expect(resolveTo('/blog', here)).toEqual({ pathname: '/blog', search: '', hash: '' });
  });

  it('keeps the current pathname for a search or a hash alone', () => {
    expect(resolveTo('?q=cold', here)).toEqual({ pathname: '/admin/posts/42', search: '?q=cold', hash: '' });
    expect(resolveTo({ hash: 'b' }, here)).toEqual({ pathname: '/admin/posts/42', search: '', hash: '#b' });
  });

  it('refuses a relative pathname, which React Router would resolve against the route tree', () => {
    for (const to of ['edit', './edit', '../drafts', { pathname: 'x' }]) {
      expect(() => resolveTo(to, here)).toThrow(RelativePathError);
    }
    expect(() => resolveTo('../drafts', here)).toThrow(/Relative paths are not supported \("\.\.\/drafts"\)/);
  });
});
