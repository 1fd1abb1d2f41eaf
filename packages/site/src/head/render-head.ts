// The server's rendering of a head (head-tags.ts) into HTML. Every element carries data-ssr, and each
// JSON-LD block data-ssr-ld: the app takes over exactly the ones its page declares and drops the rest when
// it renders (apps/web/src/components/head-tags.tsx).
import { jsonLdText, type HeadTag } from './head-tags.ts';

/** Escapes text for an attribute value or a <title>. */
export function attr(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function renderHeadTag(t: HeadTag): string {
  if (t.tag === 'title') return `<title data-ssr>${attr(t.text)}</title>`;
  if (t.tag === 'link') return `<link data-ssr rel="${t.rel}" href="${attr(t.href)}">`;
  return 'name' in t
    ? `<meta data-ssr name="${attr(t.name)}" content="${attr(t.content)}">`
    : `<meta data-ssr property="${attr(t.property)}" content="${attr(t.content)}">`;
}

/** A JSON-LD data block (its text as jsonLdText writes it). */
export function renderJsonLd(data: unknown): string {
  return `<script data-ssr-ld type="application/ld+json">${jsonLdText(data)}</script>`;
}

/** A page's whole head: its tags, then its structured data. */
export function renderHead(tags: HeadTag[], structuredData: unknown[] = []): string {
  return tags.map(renderHeadTag).join('') + structuredData.map(renderJsonLd).join('');
}
