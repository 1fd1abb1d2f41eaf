import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
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
import { errorMessage } from '@/lib/api-error';
import { COVER_ALT_REQUIRED, postSchema, useCreatePost, type PostInput } from '../api/create-post';
import { discardAutosave } from '../api/discard-autosave';
import { adminPostQueryOptions } from '../api/get-admin-post';
import type { AdminPost } from '../api/types';
import { isVersionConflict, useUpdatePost } from '../api/update-post';
import { useAutosave } from '../hooks/use-autosave';
import { useAutosaveOffer } from '../hooks/use-autosave-offer';
import { usePostConflict } from '../hooks/use-post-conflict';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes';
import { isMissingCoverAlt, isTakenSlug } from '../lib/error-message';
import { NEW_POST, toInput } from '../lib/post-input';
import { AutosaveRestoreBanner } from './autosave-restore-banner';
import { ConflictDialog } from './conflict-dialog';
import { ContentFields } from './content-fields';
import { SaveState } from './save-state';
import { SeoFields } from './seo-fields';
import { SlugRedirectDialog } from './slug-redirect-dialog';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

const CONTENT_FIELDS = new Set([
  'title',
  'slug',
  'excerpt',
  'content',
  'status',
  'publish_at',
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

interface SlugChange {
  from: string;
  to: string;
  input: PostInput;
  onto: AdminPost;
}

/** SPEC §2 'Admin post form': tabs 'Content' and 'SEO & Meta', Cancel and 'Create Post' / 'Update Post'. */
export function PostEditorForm({ post, userId, canPublish, readOnly }: PostEditorFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // What is stored, as form values (fixed for this form: a new version of the post mounts a new form).
  const [stored] = useState(() => (post ? toInput(post) : NEW_POST));
  const form = useForm<PostInput>({ resolver: zodResolver(postSchema), defaultValues: stored });
  // The stored post the next save builds on: its version is what the database checks.
  const [base, setBase] = useState(post);
  const [tab, setTab] = useState('content');
  const [slugChange, setSlugChange] = useState<SlugChange | null>(null);
  // Bumped when the values are replaced from outside (a restore): the Visual editor reads its HTML anew.
  const [editorKey, setEditorKey] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const create = useCreatePost();
  const update = useUpdatePost();
  const saving = submitting || create.isPending || update.isPending;
  const dirty = form.formState.isDirty;
  const { blocker, allowLeave } = useUnsavedChanges(dirty && !readOnly);

  const postId = post?.id ?? null;
  const restore = useAutosaveOffer({
    enabled: !readOnly,
    userId,
    postId,
    version: post?.version ?? null,
    stored,
  });
  const autosave = useAutosave({
    form,
    // Until the user answers "You have unsaved changes…", an autosave would replace what is offered.
    active: !readOnly && !restore.checking && restore.offer === null,
    userId,
    postId,
    baseVersion: base?.version ?? null,
    stored,
  });
  const conflict = usePostConflict(postId);

  const done = (message: string) => {
    autosave.forget();
    notify('Success', message);
    allowLeave();
    void navigate(paths.adminPosts.href());
  };
  const failed = (message: string, error: unknown) => {
    setSubmitting(false);
    autosave.resume();
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

  const save = async (input: PostInput, redirectOldSlug: boolean, onto: AdminPost | null) => {
    setSubmitting(true);
    // The database deletes the autosave on this save: one still waiting or in flight must not re-create it.
    await autosave.pause();
    if (!onto) {
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
      { post: onto, input, redirectOldSlug },
      {
        onSuccess: ({ redirectError }) => {
          if (redirectError) notifyError('Error', `The old link could not be redirected: ${redirectError}`);
          done('Post updated successfully');
        },
        onError: (e) => {
          if (!isVersionConflict(e)) return failed('Failed to update post', e);
          // Someone saved meanwhile: nothing was written; show what they saved and let the user decide.
          setSubmitting(false);
          autosave.resume();
          void conflict.open(input, redirectOldSlug);
        },
      },
    );
  };

  const submit = (input: PostInput, onto: AdminPost | null) => {
    const to = input.slug.trim();
    // A live post that moves: ask whether its old address should keep working (issue 10).
    if (onto?.status === 'published' && input.status === 'published' && to !== onto.slug) {
      setSlugChange({ from: onto.slug, to, input, onto });
      return;
    }
    void save(input, false, onto);
  };
  const onInvalid = (errors: FieldErrors<PostInput>) => {
    if (Object.keys(errors).some((name) => CONTENT_FIELDS.has(name))) setTab('content');
  };

  const restoreOffered = () => {
    const offer = restore.offer;
    if (!offer) return;
    for (const name of Object.keys(offer.fields) as Array<keyof PostInput>) {
      form.setValue(name, offer.fields[name], { shouldDirty: true });
    }
    setEditorKey((k) => k + 1);
    restore.accept();
  };

  /** "Overwrite with mine": the same values again, over the version that is stored now. */
  const overwrite = () => {
    const c = conflict.conflict;
    if (!c?.theirs) return;
    setBase(c.theirs);
    conflict.close();
    submit(c.mine, c.theirs);
  };

  /** "Load their version": the user's changes go (form, autosave) and the form holds what is stored. */
  const loadTheirs = async () => {
    const theirs = conflict.conflict?.theirs;
    if (!theirs) return;
    await autosave.pause();
    try {
      await discardAutosave(theirs.id);
    } catch (e) {
      notifyError('Error', `Your autosaved changes could not be removed: ${errorMessage(e)}`);
    }
    form.reset(toInput(theirs));
    autosave.forget();
    setBase(theirs);
    setEditorKey((k) => k + 1);
    conflict.close();
    autosave.resume();
    // The screen around the form (title, preview, history) shows the stored post too.
    queryClient.setQueryData(adminPostQueryOptions(theirs.id).queryKey, theirs);
  };

  return (
    <Form {...form}>
      {restore.offer && (
        <AutosaveRestoreBanner offer={restore.offer} onRestore={restoreOffered} onDiscard={restore.discard} />
      )}
      <form
        onSubmit={form.handleSubmit((input) => submit(input, base), onInvalid)}
        noValidate
        className="space-y-6"
      >
        <Card>
          <CardContent className="pt-6">
            <Tabs value={tab} onValueChange={setTab}>
              <TabsList className="max-w-md">
                <TabsTrigger value="content">Content</TabsTrigger>
                <TabsTrigger value="seo">SEO &amp; Meta</TabsTrigger>
              </TabsList>
              <TabsContent value="content" className="pt-4">
                <ContentFields
                  autoSlug={!post}
                  canPublish={canPublish}
                  readOnly={readOnly}
                  editorKey={editorKey}
                />
              </TabsContent>
              <TabsContent value="seo" className="pt-4">
                <SeoFields readOnly={readOnly} />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
          <Button type="button" variant="outline" asChild>
            <Link to={paths.adminPosts.href()}>Cancel</Link>
          </Button>
          {!readOnly && (
            <Button type="submit" disabled={saving}>
              {post ? 'Update Post' : 'Create Post'}
            </Button>
          )}
          {!readOnly && (
            <div className="sm:order-first sm:mr-auto">
              <SaveState status={autosave.status} held={restore.offer !== null && dirty} />
            </div>
          )}
        </div>
      </form>
      <SlugRedirectDialog
        change={slugChange}
        onCancel={() => setSlugChange(null)}
        onAnswer={(redirect) => {
          if (slugChange) void save(slugChange.input, redirect, slugChange.onto);
          setSlugChange(null);
        }}
      />
      <ConflictDialog
        conflict={conflict.conflict}
        onKeepEditing={conflict.close}
        onOverwrite={overwrite}
        onLoadTheirs={() => void loadTheirs()}
      />
      <UnsavedChangesDialog
        blocker={blocker}
        status={autosave.status}
        held={restore.checking || restore.offer !== null}
      />
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
