import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { PostStatus } from '../api/types';

const LABELS: Record<PostStatus, string> = {
  draft: 'Preview draft',
  scheduled: 'Preview scheduled post',
  // A live post's own page is SPEC's 'Preview'; this one shows the editor's unsaved changes (its autosave).
  published: 'Preview changes',
};

/** The post as the public page would show it, with the user's unsaved changes (/preview/posts/{id}), in a new tab. */
export function PreviewDraftLink({ id, status }: { id: string; status: PostStatus }) {
  return (
    <Button variant="outline" asChild>
      <a href={paths.postPreview.href(id)} target="_blank" rel="noopener noreferrer">
        <Eye aria-hidden="true" />
        {LABELS[status]}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}
