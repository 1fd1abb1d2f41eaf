import { useEffect } from 'react';
import { jsonLdText, type HeadTag } from '@/lib/head';

// The server's head elements (data-ssr). React 19 adopts the ones a page renders exactly as the server
// wrote them. Any other is dropped once the page has rendered its head: a leftover of the server's page
// (index.html's default description on a page the browser rendered alone), or a twin of an element React
// made itself (it does not adopt while a page is first rendered hidden, behind a Suspense boundary).
// (Queried on document.head, whose children these are.)
const SERVER_TAGS = 'title[data-ssr], meta[data-ssr], link[data-ssr]';
const HEAD_TAGS = 'title, meta, link';
const JSON_LD = 'script[type="application/ld+json"]';

function matches(el: Element, t: HeadTag): boolean {
  if (t.tag === 'title') return el.localName === 'title' && el.textContent === t.text;
  if (t.tag === 'link')
    return el.localName === 'link' && el.getAttribute('rel') === t.rel && el.getAttribute('href') === t.href;
  if (el.localName !== 'meta' || el.getAttribute('content') !== t.content) return false;
  return 'name' in t ? el.getAttribute('name') === t.name : el.getAttribute('property') === t.property;
}

/**
 * Makes the head's JSON-LD blocks exactly `texts`: a block already there with the same text (the server's)
 * is kept, any other removed, the missing ones added. Returns the blocks now standing for the page.
 */
function syncJsonLd(texts: readonly string[]): HTMLScriptElement[] {
  const missing = [...texts];
  const kept: HTMLScriptElement[] = [];
  for (const el of document.head.querySelectorAll<HTMLScriptElement>(JSON_LD)) {
    const at = missing.indexOf(el.textContent ?? '');
    if (at < 0) {
      el.remove();
    } else {
      missing.splice(at, 1);
      kept.push(el);
    }
  }
  for (const text of missing) {
    const el = document.createElement('script');
    el.type = 'application/ld+json';
    el.textContent = text;
    document.head.append(el);
    kept.push(el);
  }
  return kept;
}

export interface HeadTagsProps {
  tags: HeadTag[];
  /**
   * The page's structured data; null while it is not known yet (its builder is still loading): the head's
   * blocks are then left as they are — on a server-rendered page, the server's for this very page.
   */
  structuredData: unknown[] | null;
}

/**
 * A page's head (packages/site/src/head/head-tags.ts's list) as React elements, which React 19 hoists
 * into <head>; its structured data as JSON-LD blocks kept in step with the page.
 */
export function HeadTags({ tags, structuredData }: HeadTagsProps) {
  const ldKey = structuredData === null ? null : JSON.stringify(structuredData.map(jsonLdText));
  const canonical = tags.find((t) => t.tag === 'link')?.href ?? '';
  useEffect(() => {
    const own = [...document.head.querySelectorAll(HEAD_TAGS)].filter((el) => !el.hasAttribute('data-ssr'));
    for (const el of document.head.querySelectorAll(SERVER_TAGS)) {
      const tag = tags.find((t) => matches(el, t));
      if (!tag || own.some((twin) => matches(twin, tag))) el.remove();
    }
  });
  useEffect(() => {
    if (ldKey === null) return;
    const blocks = syncJsonLd(JSON.parse(ldKey) as string[]);
    // `<html data-head>` names the page the whole head now describes (the end-to-end tests wait for it, as
    // for data-app-ready).
    const root = document.documentElement;
    root.dataset.head = canonical;
    return () => {
      // The page leaves: its structured data describes it only.
      blocks.forEach((el) => el.remove());
      if (root.dataset.head === canonical) delete root.dataset.head;
    };
  }, [ldKey, canonical]);
  return (
    <>
      {tags.map((t, i) =>
        t.tag === 'title' ? (
          <title key={i}>{t.text}</title>
        ) : t.tag === 'link' ? (
          <link key={i} rel={t.rel} href={t.href} />
        ) : 'name' in t ? (
          <meta key={i} name={t.name} content={t.content} />
        ) : (
          <meta key={i} property={t.property} content={t.content} />
        ),
      )}
    </>
  );
}
