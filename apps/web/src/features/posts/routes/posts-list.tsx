import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
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
  const { data: posts, isError, isPending } = useAdminPosts(staff ? null : (user?.id ?? null), !!profile);
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
      {isError ? (
        <p role="alert" className="text-destructive">
          Sorry, there was an error loading the posts.
        </p>
      ) : isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading posts">
          {[0, 1, 2].map((i) => (
            <PostListCardSkeleton key={i} />
          ))}
        </div>
      ) : posts.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
            <FileText className="size-12 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-lg font-semibold">No posts yet</h2>
            <p className="text-muted-foreground">Get started by creating your first blog post.</p>
            <Button asChild>
              <Link to={paths.adminPostNew.href()}>
                <Plus aria-hidden="true" />
                Create First Post
              </Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {posts.map((post) => (
            <PostListCard
              key={post.id}
              post={post}
              canChange={staff || (post.status === 'draft' && post.author_id === user?.id)}
              onDelete={setDeleting}
            />
          ))}
        </div>
      )}
      <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
