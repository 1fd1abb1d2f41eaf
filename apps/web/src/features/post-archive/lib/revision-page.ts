// A published version as a standalone HTML document: what /blog/<slug> showed, readable years later without
// the site (opened from a disk, kept in a records system). Every text is escaped; the body is HTML the caller
// has already sanitized (lib/sanitize). Links and images point at the site by absolute URL, so the copy
// still shows its pictures wherever it is opened, for as long as the site keeps them.
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format';
import { mediaUrl } from '@/lib/media-url';
import { formatZonedDateTime } from '@/lib/zoned-time';
import type { ArchivedRevision } from '../api/types';

export interface ArchiveSite {
  name: string;
  /** The site's origin, e.g. 'https://advisory.example' (no trailing slash). */
  url: string;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A relative URL made absolute on the site; absolute ones (https:, mailto:, data:) and #fragments stay. */
export function absoluteUrl(value: string, siteUrl: string): string {
  const v = value.trim();
  if (v === '' || v.startsWith('#') || HAS_SCHEME.test(v)) return v;
  try {
    return new URL(v, `${siteUrl}/`).href;
  } catch {
    return v;
  }
}

/** The public address of a post. */
export function postUrl(siteUrl: string, slug: string): string {
  return `${siteUrl}${paths.blogPost.href(slug)}`;
}

/** A cover's original file (a path in the media bucket; an old absolute URL stays as it was). */
export function coverUrl(path: string, siteUrl: string): string {
  return /^https?:\/\//i.test(path) ? path : `${siteUrl}${mediaUrl(path)}`;
}

/** `html` (sanitized) with every relative src, href, poster and srcset URL made absolute on the site. */
export function absolutizeHtml(html: string, siteUrl: string): string {
  // A <template>'s content is inert: nothing in it loads or runs while the URLs are rewritten.
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const el of template.content.querySelectorAll('[src], [href], [poster], [srcset]')) {
    for (const name of ['src', 'href', 'poster']) {
      const value = el.getAttribute(name);
      if (value !== null) el.setAttribute(name, absoluteUrl(value, siteUrl));
    }
    const srcset = el.getAttribute('srcset');
    if (srcset !== null) {
      const candidates = srcset
        .split(/,\s+/)
        .map((c) => c.trim())
        .filter(Boolean)
        .map((c) => {
          const [url = '', ...descriptor] = c.split(/\s+/);
          return [absoluteUrl(url, siteUrl), ...descriptor].join(' ');
        });
      el.setAttribute('srcset', candidates.join(', '));
    }
  }
  return template.innerHTML;
}

// Readable on a screen and on paper, with no file but this one.
const STYLESHEET = `
  :root { color-scheme: light; }
  body { margin: 0; background: #fff; color: #1f2937; font: 18px/1.7 Georgia, 'Times New Roman', serif; }
  main { max-width: 46rem; margin: 0 auto; padding: 3rem 1.25rem; }
  h1 { font-size: 2.25rem; line-height: 1.2; margin: 0 0 1rem; color: #111827; }
  .meta { color: #4b5563; font: 0.95rem/1.5 system-ui, sans-serif; margin: 0 0 1.5rem; }
  .excerpt { font-size: 1.25rem; color: #374151; }
  .cover { display: block; width: 100%; height: auto; border-radius: 0.5rem; margin: 1.5rem 0; }
  .body img, .body iframe { max-width: 100%; height: auto; }
  .body pre { overflow-x: auto; background: #f3f4f6; padding: 1rem; }
  .body blockquote { border-left: 4px solid #d1d5db; margin-left: 0; padding-left: 1rem; color: #4b5563; }
  .body a, footer a { color: #1d4ed8; }
  .ql-align-center { text-align: center; } .ql-align-right { text-align: right; }
  footer { max-width: 46rem; margin: 0 auto; padding: 1.5rem 1.25rem 3rem; border-top: 1px solid #e5e7eb;
    color: #4b5563; font: 0.875rem/1.5 system-ui, sans-serif; }
`;

export interface RevisionPageOptions {
  site: ArchiveSite;
  /** The site's time zone: the footer's time reads in it. */
  timeZone: string;
  /** The body as the public page showed it, already sanitized. */
  bodyHtml: string;
}

/** The complete standalone document of one published version. */
export function revisionPageHtml(revision: ArchivedRevision, options: RevisionPageOptions): string {
  const { site, timeZone } = options;
  const url = postUrl(site.url, revision.slug);
  const date = revision.publish_date ?? revision.created_at;
  const author = revision.author_name?.trim() || site.name;
  const description = revision.meta_description?.trim() || revision.excerpt?.trim() || '';
  const saved = `${formatZonedDateTime(revision.created_at, timeZone)} ${timeZone}`;
  const cover = revision.cover_image_path
    ? `<img class="cover" src="${escapeHtml(coverUrl(revision.cover_image_path, site.url))}" alt="${escapeHtml(revision.cover_image_alt ?? '')}">`
    : '';
  const deleted = revision.post_deleted_at
    ? `\n<p>The post was deleted on ${escapeHtml(formatZonedDateTime(revision.post_deleted_at, timeZone))} ${escapeHtml(timeZone)}.</p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(revision.title)} | ${escapeHtml(site.name)}</title>
${description ? `<meta name="description" content="${escapeHtml(description)}">\n` : ''}<style>${STYLESHEET}</style>
</head>
<body>
<main>
<article>
<header>
<h1>${escapeHtml(revision.title)}</h1>
<p class="meta"><time datetime="${escapeHtml(new Date(date).toISOString())}">${escapeHtml(formatLongDate(date))}</time> · ${escapeHtml(author)}</p>
${revision.excerpt ? `<p class="excerpt">${escapeHtml(revision.excerpt)}</p>\n` : ''}${cover}
</header>
<div class="body">
${absolutizeHtml(options.bodyHtml, site.url)}
</div>
</article>
</main>
<footer>
<p>Archived copy of <a href="${escapeHtml(url)}">${escapeHtml(url)}</a>, revision ${revision.revision_number}, ${escapeHtml(saved)}</p>${deleted}
</footer>
</body>
</html>
`;
}
