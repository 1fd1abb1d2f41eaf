import type { PostSummary } from '../api/types';

export const RELATED_POSTS_LIMIT = 3;

/** Same-author posts first, topped up with the most recent others (each post once), at most three. */
export function pickRelated(
  sameAuthor: readonly PostSummary[],
  recent: readonly PostSummary[],
  exceptId: string,
): PostSummary[] {
  const seen = new Set<string>([exceptId]);
  const out: PostSummary[] = [];
  for (const p of [...sameAuthor, ...recent]) {
    if (out.length === RELATED_POSTS_LIMIT) break;
    if (seen.has(p.id)) continue;
    seen.add(p.id);
    out.push(p);
  }
  return out;
}
