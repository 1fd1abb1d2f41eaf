// The <head> of a blog post, rendered by the server: crawlers and link previews (which do not run
// JavaScript) see the post's title, description, canonical link, article tags, picture and structured data.
// What the head holds is defined once, for the server and the app alike (head/post-head.ts, head-tags.ts):
// the app renders the same tags when it starts and keeps the server's elements. The post is read as
// `anon`, so only a published post shows, with only a public author name.
import type { Config } from '../config.ts';
import { withRequest } from '../db/request-context.ts';
import type { Database } from '../db/types.ts';
import { pageHeadTags } from './head/head-tags.ts';
import { postHeadInput, postStructuredData, type PostHeadFields } from './head/post-head.ts';
import { renderHead } from './head/render-head.ts';

export { attr } from './head/render-head.ts';

/** A published post's head fields, as the database answers them (without its slug: the URL names it). */
export type PostHead = Omit<PostHeadFields, 'slug' | 'publish_date' | 'created_at' | 'updated_at'> & {
  publish_date: Date | null;
  created_at: Date;
  updated_at: Date;
};

export async function findPublishedPost(db: Database, slug: string): Promise<PostHead | null> {
  if (slug.length > 200) return null;
  return withRequest(
    db,
    { role: 'anon', claims: { role: 'anon' }, method: 'GET', path: `/blog/${slug}` },
    async (tx) => {
      const { rows } = await tx.query<PostHead>(
        `select p.title, p.meta_title, p.meta_description, p.excerpt, p.publish_date, p.created_at, p.updated_at,
                p.cover_image_path, p.cover_image_alt,
                (select json_build_object('full_name', a.full_name, 'username', a.username)
                   from public.profiles a where a.user_id = p.author_id) as author
           from public.blog_posts p where p.slug = $1 and p.status = 'published'`,
        [slug],
      );
      return rows[0] ?? null;
    },
  );
}

export function postHeadTags(
  post: PostHead,
  slug: string,
  config: Pick<Config, 'siteUrl' | 'siteName'>,
): string {
  const fields: PostHeadFields = { ...post, slug };
  return renderHead(pageHeadTags(postHeadInput(fields, config), config), postStructuredData(fields, config));
}
