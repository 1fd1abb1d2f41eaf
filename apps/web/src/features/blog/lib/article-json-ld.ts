// Structured data for a post page (SPEC §2 /blog/{slug}): a schema.org Article.

export interface ArticleInput {
  headline: string;
  description: string;
  /** The author's name, or null to credit the publisher. */
  author: string | null;
  publisher: string;
  url: string;
  /** The post's picture, absolute: its cover's 1200×630 variant, else its drawn card (lib/social-image). */
  image: string;
  datePublished: string;
  dateModified: string;
}

/** ISO 8601 in UTC, as search engines expect; PostgREST sends `+00:00` offsets. */
export function toIsoDate(value: string): string {
  return new Date(value).toISOString();
}

export function articleJsonLd(a: ArticleInput): Record<string, unknown> {
  const publisher = { '@type': 'Organization', name: a.publisher };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.headline,
    description: a.description,
    image: a.image,
    author: a.author ? { '@type': 'Person', name: a.author } : publisher,
    publisher,
    datePublished: toIsoDate(a.datePublished),
    dateModified: toIsoDate(a.dateModified),
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.url },
  };
}

/**
 * JSON for an inline <script type="application/ld+json">. A post title is author-controlled text: '<'
 * is escaped so that '</script>' (or '<!--') in it can never end the script element early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
