import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { isStaff } from '@advisory/site/roles';
import { useAdminPost } from '../api/get-admin-post';
import type { AdminPost } from '../api/types';
import { PostEditorForm, PreviewLink } from '../components/post-editor-form';
import { PreviewDraftLink } from '../components/preview-draft-link';
import { RevisionHistory } from '../components/revision-history';

/** /admin/posts/new and /admin/posts/{id} (SPEC §2): one editor, create mode when there is no id. */
export function Component() {
  const { id } = useParams();
  // The role decides whether the form opens editable and what it offers: a staff member's post must not open
  // read-only (and without its autosave offer) because the post arrived before the profile did.
  const { profileLoading } = useAuth();
  if (profileLoading) return <EditorLoading heading={id ? 'Edit Post' : 'Create New Post'} />;
  return id ? <ExistingPost id={id} /> : <Editor post={null} />;
}

function EditorLoading({ heading }: { heading: string }) {
  return (
    <div className="space-y-6" aria-busy="true">
      <title>{`${heading} | Admin`}</title>
      <h1 className="text-2xl font-bold">{heading}</h1>
      <Skeleton className="h-[640px] w-full" />
    </div>
  );
}

function ExistingPost({ id }: { id: string }) {
  const { data: post, isPending, isError } = useAdminPost(id);
  if (isPending) return <EditorLoading heading="Edit Post" />;
  if (isError || !post) {
    return (
      <div className="space-y-6">
        <title>Edit Post | Admin</title>
        <h1 className="text-2xl font-bold">Edit Post</h1>
        <Card>
          <CardContent className="space-y-4 pt-6">
            <p role={isError ? 'alert' : undefined}>
              {isError
                ? 'Sorry, the post could not be loaded.'
                : 'This post does not exist (or was deleted).'}
            </p>
            <Button variant="outline" asChild>
              <Link to={paths.adminPosts.href()}>
                <ArrowLeft aria-hidden="true" />
                Back to posts
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }
  return <Editor post={post} />;
}

function Editor({ post }: { post: AdminPost | null }) {
  const { user, profile } = useAuth();
  const heading = post ? 'Edit Post' : 'Create New Post';
  // DESIGN.md §3: contributors write their own drafts; only staff publish (RLS enforces both).
  const staff = isStaff(profile?.role);
  const readOnly = !staff && post !== null && (post.status !== 'draft' || post.author_id !== user?.id);
  return (
    <div className="space-y-6">
      <title>{`${heading} | Admin`}</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{heading}</h1>
        {post && (
          <div className="flex flex-wrap gap-2">
            {/* RLS shows history to staff and to a contributor for their own draft: those who may edit. */}
            {!readOnly && <RevisionHistory post={post} canRestore />}
            {/* SPEC §2's 'Preview' of a live post is its public page; the private preview shows any status
                with the editor's unsaved changes ('Preview changes' beside SPEC's link for a live post). */}
            {post.status === 'published' && <PreviewLink slug={post.slug} />}
            {(post.status !== 'published' || !readOnly) && (
              <PreviewDraftLink id={post.id} status={post.status} />
            )}
          </div>
        )}
      </div>
      {readOnly && (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          You can edit only your own drafts. This post can be changed by an editor or an admin.
        </p>
      )}
      <PostEditorForm
        // A different post (or a fresh "new") starts a fresh form, and so does a new version of this one (a
        // restored revision): the form then holds what is stored.
        key={post ? `${post.id}:${post.version}` : 'new'}
        post={post}
        userId={user?.id ?? ''}
        canPublish={staff}
        readOnly={readOnly}
      />
    </div>
  );
}
