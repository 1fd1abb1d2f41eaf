import { paths } from '@/config/paths';
import type { MediaUsage } from '../api/get-media-usage';

export interface UsageLink {
  key: string;
  href: string;
  label: string;
}

const KIND_LABEL: Record<MediaUsage['kind'], string> = { post: 'Post', course: 'Course', slide: 'Slide' };

/**
 * Each use as a link to the screen that edits it: a post's editor; courses and slides live on the education
 * screen. One link per item even when an item uses the file twice (a post's cover and body).
 */
export function usageLinks(usage: readonly MediaUsage[]): UsageLink[] {
  const seen = new Set<string>();
  const out: UsageLink[] = [];
  for (const u of usage) {
    const key = `${u.kind}:${u.item_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      key,
      href: u.kind === 'post' ? paths.adminPost.href(u.item_id) : paths.adminEducation.href(),
      label: `${KIND_LABEL[u.kind]}: ${u.title?.trim() || 'Untitled'}`,
    });
  }
  return out;
}

/** "Used in 1 place", "Used in 2 places". */
export function usedInPlaces(count: number): string {
  return `Used in ${count} ${count === 1 ? 'place' : 'places'}`;
}
