// The picture a shared link to a post shows (og:image, twitter:image) and its Article's `image`: the
// post's cover cropped to 1200×630 when it has one, otherwise the card the server draws from its title.
// apps/server/src/web/page-head.ts writes the same tags into the server's head; the two must agree, as the
// app's copy replaces the server's when it starts (boot.tsx) and a crawler may read either.
import { paths } from '@/config/paths';
import type { Post } from '../api/types';

export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;

export interface SocialImage {
  /** Absolute, on the site's origin (crawlers resolve nothing). */
  url: string;
  alt: string;
  /** Known for the drawn card only: a cover keeps its own format and is never enlarged past its size. */
  type: string | null;
  width: number | null;
  height: number | null;
}

export function postSocialImage(
  post: Pick<Post, 'slug' | 'title' | 'cover_image_path' | 'cover_image_alt'>,
  origin: string,
): SocialImage {
  const cover = post.cover_image_path;
  if (cover) {
    return {
      url: new URL(paths.coverShare.href(cover), origin).toString(),
      alt: post.cover_image_alt?.trim() || post.title,
      type: null,
      width: null,
      height: null,
    };
  }
  return {
    url: new URL(paths.socialCard.href(post.slug), origin).toString(),
    alt: post.title,
    type: 'image/png',
    width: SOCIAL_IMAGE_WIDTH,
    height: SOCIAL_IMAGE_HEIGHT,
  };
}
