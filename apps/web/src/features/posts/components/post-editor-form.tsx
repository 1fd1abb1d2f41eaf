import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { notify, notifyError } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { COVER_ALT_REQUIRED, postSchema, useCreatePost, type PostInput } from '../api/create-post';
import type { AdminPost } from '../api/types';
import { useUpdatePost } from '../api/update-post';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes';
import { errorMessage, isMissingCoverAlt, isTakenSlug } from '../lib/error-message';
import { ContentFields } from './content-fields';
import { SeoFields } from './seo-fields';
import { SlugRedirectDialog } from './slug-redirect-dialog';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

const NEW_POST: PostInput = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  status: 'draft', // SPEC §3: new post status draft
  meta_title: '',
  meta_description: '',
  cover_image_path: '',
  cover_image_alt: '',
};

function toInput(post: AdminPost): PostInput {
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
  };
}

const CONTENT_FIELDS = new Set([
  'title',
  'slug',
  'excerpt',
  'content',
  'status',
  'cover_image_path',
  'cover_image_alt',
]);

interface PostEditorFormProps {
  /** null = create mode (SPEC §2). */
  post: AdminPost | null;
  userId: string;
  canPublish: boolean;
  /** The user may look at this post but not change it (a contributor and a post that is not their draft). */
  readOnly: boolean;
}

/** SPEC §2 'Admin post form': tabs 'Content' and 'SEO & Meta', Cancel and 'Create Post' / 'Update Post'. */
export function PostEditorForm({ post, userId, canPublish, readOnly }: PostEditorFormProps) {
  const navigate = useNavigate();
  const form = useForm<PostInput>({
    resolver: zodResolver(postSchema),
    defaultValues: post ? toInput(post) : NEW_POST,
  });
  const [tab, setTab] = useState('content');
  const [slugChange, setSlugChange] = useState<{ from: string; to: string; input: PostInput } | null>(null);
  const create = useCreatePost();
  const update = useUpdatePost();
  const saving = create.isPending || update.isPending;
  const { blocker, allowLeave } = useUnsavedChanges(form.formState.isDirty && !readOnly);

  const done = (message: string) => {
    notify('Success', message);
    allowLeave();
    void navigate(paths.adminPosts.href());
  };
  const failed = (message: string, error: unknown) => {
    if (isTakenSlug(error)) {
      form.setError('slug', { message: 'Another post already uses this slug' });
      setTab('content');
    }
    // The database's own check (blog_posts_cover_image_alt_required), in the form's words, at the field.
    if (isMissingCoverAlt(error)) {
      form.setError('cover_image_alt', { message: COVER_ALT_REQUIRED });
      setTab('content');
      notifyError('Error', `${message}: ${COVER_ALT_REQUIRED}`);
      return;
    }
    notifyError('Error', `${message}: ${errorMessage(error)}`);
  };

  const save = (input: PostInput, redirectOldSlug: boolean) => {
    if (!post) {
      create.mutate(
        { input, authorId: userId },
        {
          onSuccess: () => done('Post created successfully'),
          onError: (e) => failed('Failed to create post', e),
        },
      );
      return;
    }
    update.mutate(
      { post, input, redirectOldSlug },
      {
        onSuccess: ({ redirectError }) => {
          if (redirectError) notifyError('Error', `The old link could not be redirected: ${redirectError}`);
          done('Post updated successfully');
        },
        onError: (e) => failed('Failed to update post', e),
      },
    );
  };

  const onValid = (input: PostInput) => {
    const to = input.slug.trim();
    // A live post that moves: ask whether its old address should keep working (issue 10).
    if (post?.status === 'published' && input.status === 'published' && to !== post.slug) {
      setSlugChange({ from: post.slug, to, input });
      return;
    }
    save(input, false);
  };
  const onInvalid = (errors: FieldErrors<PostInput>) => {
    if (Object.keys(errors).some((name) => CONTENT_FIELDS.has(name))) setTab('content');
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="space-y-6">
        <Card>
          <CardContent className="pt-6">
            <Tabs value={tab} onValueChange={setTab}>
              <TabsList className="max-w-md">
                <TabsTrigger value="content">Content</TabsTrigger>
                <TabsTrigger value="seo">SEO &amp; Meta</TabsTrigger>
              </TabsList>
              <TabsContent value="content" className="pt-4">
                <ContentFields autoSlug={!post} canPublish={canPublish} readOnly={readOnly} />
              </TabsContent>
              <TabsContent value="seo" className="pt-4">
                <SeoFields readOnly={readOnly} />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" asChild>
            <Link to={paths.adminPosts.href()}>Cancel</Link>
          </Button>
          {!readOnly && (
            <Button type="submit" disabled={saving}>
              {post ? 'Update Post' : 'Create Post'}
            </Button>
          )}
        </div>
      </form>
      <SlugRedirectDialog
        change={slugChange}
        onCancel={() => setSlugChange(null)}
        onAnswer={(redirect) => {
          if (slugChange) save(slugChange.input, redirect);
          setSlugChange(null);
        }}
      />
      <UnsavedChangesDialog blocker={blocker} />
    </Form>
  );
}

/** SPEC §2: in edit mode a published post offers 'Preview' (its public page, in a new tab). */
export function PreviewLink({ slug }: { slug: string }) {
  return (
    <Button variant="outline" asChild>
      <a href={paths.blogPost.href(slug)} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden="true" />
        Preview
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}
