import { describe, expect, it } from 'vitest';
import { articleJsonLd, serializeJsonLd, toIsoDate } from './article-json-ld';

const base = {
  headline: 'Bitcoin Custody for Companies',
  description: 'How to hold keys.',
  publisher: 'Bitcoin Advisory',
  url: 'https://example.com/blog/bitcoin-custody',
  image: 'https://example.com/social/blog/bitcoin-custody.png',
  datePublished: '2026-11-01T09:30:00+00:00',
  dateModified: '2026-11-02T10:00:00.123456+00:00',
};

describe('articleJsonLd', () => {
  it('describes an Article with headline, description, author, publisher and both dates in ISO UTC', () => {
    expect(articleJsonLd({ ...base, author: 'Ada Lovelace' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Bitcoin Custody for Companies',
      description: 'How to hold keys.',
      image: 'https://example.com/social/blog/bitcoin-custody.png',
      author: { '@type': 'Person', name: 'Ada Lovelace' },
      publisher: { '@type': 'Organization', name: 'Bitcoin Advisory' },
      datePublished: '2026-11-01T09:30:00.000Z',
      dateModified: '2026-11-02T10:00:00.123Z',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://example.com/blog/bitcoin-custody' },
    });
  });

  it('credits the publisher as author when the post has none', () => {
    expect(articleJsonLd({ ...base, author: null }).author).toEqual({
      '@type': 'Organization',
      name: 'Bitcoin Advisory',
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so a title cannot close the script element', () => {
    const out = serializeJsonLd({ headline: '</script><script>alert(1)</script><!--' });
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ headline: '</script><script>alert(1)</script><!--' });
  });
});

describe('toIsoDate', () => {
  it('normalises a PostgREST timestamptz to UTC ISO 8601', () => {
    expect(toIsoDate('2026-11-23T12:30:00+02:00')).toBe('2026-11-23T10:30:00.000Z');
  });
});
