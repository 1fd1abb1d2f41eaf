import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { DataState, EmptyState, LoadingState } from '@/components/data-state';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { isStaff } from '@advisory/site/roles';
import { useAdminPosts } from '../api/get-admin-posts';
import type { AdminPostSummary } from '../api/types';
import { DeletePostDialog } from '../components/delete-post-dialog';
import { PostListCard, PostListCardSkeleton } from '../components/post-list-card';

/** /admin/posts (SPEC §2): every post for staff, a contributor's own posts for a contributor. */
export function Component() {
  const { user, profile } = useAuth();
  const staff = isStaff(profile?.role);
  // Until the role is known the list would not know whose posts to ask for.
  const query = useAdminPosts(staff ? null : (user?.id ?? null), !!profile);
  const posts = query.data;
  const [deleting, setDeleting] = useState<AdminPostSummary | null>(null);

  return (
    <div className="space-y-6">
      <title>Blog Posts | Admin</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Blog Posts</h1>
        <Button asChild>
          <Link to={paths.adminPostNew.href()}>
            <Plus aria-hidden="true" />
            New Post
          </Link>
        </Button>
      </div>
      <DataState
        query={query}
        loading={
          <LoadingState label="Loading posts" className="grid gap-4 space-y-0 md:grid-cols-2 xl:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <PostListCardSkeleton key={i} />
            ))}
          </LoadingState>
        }
        error={() => 'Sorry, there was an error loading the posts.'}
        empty={
          posts?.length === 0 && (
            <Card>
              <EmptyState
                heading
                icon={FileText}
                title="No posts yet"
                description="Get started by creating your first blog post."
                action={
                  <Button asChild>
                    <Link to={paths.adminPostNew.href()}>
                      <Plus aria-hidden="true" />
                      Create First Post
                    </Link>
                  </Button>
                }
              />
            </Card>
          )
        }
      >
        {() => (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {posts?.map((post) => (
              <PostListCard
                key={post.id}
                post={post}
                canChange={staff || (post.status === 'draft' && post.author_id === user?.id)}
                onDelete={setDeleting}
              />
            ))}
          </div>
        )}
      </DataState>
      <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
