// A post's head (SPEC §2 /blog/{slug}), defined once for the server and the app: fallbacks, the picture a
// shared link shows, article dates, and the Article with its breadcrumbs — from the columns as the data API
// answers them (strings) or as the server reads them (Dates), to the same result.
import { describe, expect, it } from 'vitest';
import { postHeadInput, postShareImage, postStructuredData, type PostHeadFields } from './post-head.ts';

const site = { siteUrl: 'https://example.com', siteName: 'Bitcoin Advisory' };
const post: PostHeadFields = {
  slug: 'cold-storage',
  title: 'Cold storage for treasurers',
  meta_title: null,
  meta_description: null,
  excerpt: 'Keys offline.',
  publish_date: '2026-11-01T10:00:00.123456+00:00',
  created_at: '2026-10-30T08:00:00+00:00',
  updated_at: '2026-11-02T09:30:00+00:00',
  author: { full_name: 'Ada Lovelace', username: 'ada' },
  cover_image_path: null,
  cover_image_alt: null,
};

describe('postShareImage', () => {
  it("is the cover's 1200×630 crop in its own format, with the cover's alt text", () => {
    expect(
      postShareImage(
        { ...post, cover_image_path: 'covers/vault door.jpg', cover_image_alt: ' A vault ' },
        site,
      ),
    ).toEqual({
      url: 'https://example.com/storage/v1/render/image/public/media/covers/vault%20door.jpg?width=1200&height=630&resize=cover&format=origin',
      alt: 'A vault',
    });
  });

  it('is the drawn social card without a cover, with its type and size', () => {
    expect(postShareImage(post, site)).toEqual({
      url: 'https://example.com/social/blog/cold-storage.png',
      alt: 'Cold storage for treasurers',
      type: 'image/png',
      width: 1200,
      height: 630,
    });
  });
});

describe('postHeadInput', () => {
  it('title from meta_title else the title; description from meta_description, else the excerpt, else a default', () => {
    expect(postHeadInput(post, site)).toMatchObject({
      title: 'Cold storage for treasurers',
      description: 'Keys offline.',
      path: '/blog/cold-storage',
      type: 'article',
    });
    const seo = { ...post, meta_title: ' Custody ', meta_description: ' How to hold keys. ' };
    expect(postHeadInput(seo, site)).toMatchObject({ title: 'Custody', description: 'How to hold keys.' });
    expect(postHeadInput({ ...post, excerpt: '  ' }, site).description).toBe(
      'Insights on Bitcoin for businesses from Bitcoin Advisory.',
    );
  });

  it('article dates in UTC ISO 8601: published, else created', () => {
    expect(postHeadInput(post, site).article).toEqual({
      published: '2026-11-01T10:00:00.123Z',
      modified: '2026-11-02T09:30:00.000Z',
    });
    expect(postHeadInput({ ...post, publish_date: null }, site).article?.published).toBe(
      '2026-10-30T08:00:00.000Z',
    );
  });

  it('the server’s Dates and the data API’s strings give the same head', () => {
    const fromServer = {
      ...post,
      publish_date: new Date('2026-11-01T10:00:00.123Z'),
      created_at: new Date('2026-10-30T08:00:00Z'),
      updated_at: new Date('2026-11-02T09:30:00Z'),
    };
    expect(postHeadInput(fromServer, site)).toEqual(postHeadInput(post, site));
    expect(postStructuredData(fromServer, site)).toEqual(postStructuredData(post, site));
  });
});

describe('postStructuredData', () => {
  it('an Article crediting the author by full name, else the firm (the same rule as the bylines); and its breadcrumbs', () => {
    const [article, crumbs] = postStructuredData(post, site) as Record<string, unknown>[];
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'Cold storage for treasurers',
      description: 'Keys offline.',
      image: 'https://example.com/social/blog/cold-storage.png',
      author: { '@type': 'Person', name: 'Ada Lovelace' },
      publisher: { '@type': 'Organization', name: 'Bitcoin Advisory' },
      datePublished: '2026-11-01T10:00:00.123Z',
      dateModified: '2026-11-02T09:30:00.000Z',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://example.com/blog/cold-storage' },
    });
    const author = (p: PostHeadFields) => (postStructuredData(p, site)[0] as { author: unknown }).author;
    // A blank full name is unknown, as on the page's byline: the firm's own post, never the username.
    expect(author({ ...post, author: { full_name: ' ', username: 'ada' } })).toEqual({
      '@type': 'Organization',
      name: 'Bitcoin Advisory',
    });
    expect(author({ ...post, author: null })).toEqual({ '@type': 'Organization', name: 'Bitcoin Advisory' });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://example.com/' },
        { position: 2, name: 'Blog', item: 'https://example.com/blog' },
        { position: 3, name: 'Cold storage for treasurers', item: 'https://example.com/blog/cold-storage' },
      ],
    });
  });
});
