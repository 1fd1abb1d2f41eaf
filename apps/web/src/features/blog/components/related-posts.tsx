import { useRelatedPosts, type RelatedTo } from '../api/get-related-posts';
import { PostCard } from './post-card';

/**
 * Up to three posts to read next. It appears once they have arrived and says nothing when there are none
 * or the read failed: the post itself is the page, this is only a suggestion.
 */
export function RelatedPosts({ post }: { post: RelatedTo }) {
  const related = useRelatedPosts(post);
  if (!related.data || related.data.length === 0) return null;
  return (
    <section aria-labelledby="related-posts-heading" className="border-t bg-muted/60">
      <div className="site-container section-y">
        <h2 id="related-posts-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
          Related Posts
        </h2>
        <ul className="mt-8 grid grid-cols-1 gap-6 xl:grid-cols-3" aria-label="Related posts">
          {related.data.map((p) => (
            <li key={p.id}>
              <PostCard post={p} headingLevel={3} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
