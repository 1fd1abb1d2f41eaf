// Who a post is by, as every screen and the post's Article say it (issue 26): the author's full name when known
// (a blank name counts as unknown), else the post is the firm's own and carries the site's name. The app's
// bylines (apps/web/src/lib/post-author.ts) and the server's JSON-LD both read this rule.
import type { Tables } from '../database-types.ts';

/** The embedded profiles row of a post's author; null when the post has none or it is not readable. */
export type AuthorProfile = Pick<Tables<'profiles'>, 'full_name'>;

/** The author's full name when known; null credits the firm. */
export function knownAuthorName(author: AuthorProfile | null | undefined): string | null {
  const name = author?.full_name?.trim();
  return name ? name : null;
}
