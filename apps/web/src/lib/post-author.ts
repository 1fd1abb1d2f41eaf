// Who a post is by, as every screen says it (issue 26): the public post page, the public cards and the
// staff list read the same rule from here. A post without an author (or whose author left no full name)
// is the firm's own: it carries the site's name (env.siteName, passed in: this file stays free of the
// browser-only config), never "Unknown".

/** The embedded profiles row of a post's author; null when the post has none or it is not readable. */
export interface AuthorProfile {
  full_name: string | null;
}

/** The author's full name when known (a blank name counts as unknown). */
export function knownAuthorName(author: AuthorProfile | null | undefined): string | null {
  const name = author?.full_name?.trim();
  return name ? name : null;
}

/** The byline: the author's full name, else the site's own name (SPEC §2 post page). */
export function bylineName(author: AuthorProfile | null | undefined, siteName: string): string {
  return knownAuthorName(author) ?? siteName;
}
