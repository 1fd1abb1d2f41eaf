import { knownAuthorName } from '@/lib/post-author';
import type { PostSummary } from '../api/types';

/** The date a reader sees (SPEC §4 Forms): publish_date when present, otherwise created_at. */
export function postDate(post: Pick<PostSummary, 'publish_date' | 'created_at'>): string {
  return post.publish_date ?? post.created_at;
}

/** The author's full name when known (a blank name counts as unknown): lib/post-author's rule. */
export function authorName(post: Pick<PostSummary, 'author'>): string | null {
  return knownAuthorName(post.author);
}

/** ISO 8601 in UTC, as search engines expect; PostgREST sends `+00:00` offsets. */
export function toIsoDate(value: string): string {
  return new Date(value).toISOString();
}
