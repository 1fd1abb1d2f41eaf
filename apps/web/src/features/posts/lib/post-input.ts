// The editor's values (PostInput) for a new post, from a stored post, and from an autosave's JSON.
import type { PostInput } from '../api/create-post';
import type { AdminPost } from '../api/types';
import type { PostVersion } from './revision-changes';

export const NEW_POST: PostInput = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  status: 'draft', // SPEC §3: new post status draft
  meta_title: '',
  meta_description: '',
  cover_image_path: '',
  cover_image_alt: '',
  publish_at: '',
};

export function toInput(post: AdminPost): PostInput {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? '',
    content: post.content ?? '',
    status: post.status,
    meta_title: post.meta_title ?? '',
    meta_description: post.meta_description ?? '',
    cover_image_path: post.cover_image_path ?? '',
    cover_image_alt: post.cover_image_alt ?? '',
    publish_at: post.status === 'scheduled' ? (post.publish_date ?? '') : '',
  };
}

const STATUSES: readonly string[] = ['draft', 'scheduled', 'published'];

/**
 * An autosave's `fields` as form values. Autosaves outlive releases of the editor: a field it lacks takes
 * the new post's default, a value of the wrong type is ignored, unknown keys are dropped.
 */
export function readFields(json: unknown): PostInput {
  const out: PostInput = { ...NEW_POST };
  if (typeof json !== 'object' || json === null) return out;
  const record = json as Record<string, unknown>;
  for (const key of Object.keys(NEW_POST) as Array<keyof PostInput>) {
    const value = record[key];
    if (typeof value !== 'string') continue;
    if (key === 'status') {
      if (STATUSES.includes(value)) out.status = value as PostInput['status'];
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** Whether two sets of values would store the same post (the order of keys does not matter). */
export function sameInput(a: PostInput, b: PostInput): boolean {
  return (Object.keys(NEW_POST) as Array<keyof PostInput>).every((key) => a[key] === b[key]);
}

/**
 * The values as the post they would store, to compare with a stored version (lib/revision-changes.ts).
 * A live post's date is set when it is saved: it reads as the other side's when both are live.
 */
export function inputAsVersion(input: PostInput, other: PostVersion): PostVersion {
  const cover = input.cover_image_path.trim();
  return {
    title: input.title,
    slug: input.slug,
    status: input.status,
    excerpt: input.excerpt,
    content: input.content,
    meta_title: input.meta_title,
    meta_description: input.meta_description,
    cover_image_path: cover,
    cover_image_alt: cover ? input.cover_image_alt : '',
    publish_date:
      input.status === 'scheduled'
        ? input.publish_at || null
        : input.status === 'published' && other.status === 'published'
          ? other.publish_date
          : null,
  };
}
