// Who a post is by, as every screen says it (issue 26): the public post page, the public cards and the
// staff list read the same rule from here. A post without an author (or whose author left no full name)
// is the firm's own: it carries the site's name (env.siteName, passed in: this file stays free of the
// browser-only config), never "Unknown". The rule itself is the shared package's, which the post's
// JSON-LD uses too (packages/site/src/head/post-author.ts).

import { knownAuthorName, type AuthorProfile } from '@/lib/head';

export { knownAuthorName, type AuthorProfile };

/** The byline: the author's full name, else the site's own name (SPEC §2 post page). */
export function bylineName(author: AuthorProfile | null | undefined, siteName: string): string {
  return knownAuthorName(author) ?? siteName;
}
