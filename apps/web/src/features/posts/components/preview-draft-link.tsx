import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { PostStatus } from '../api/types';

/** A post that is not live, as the public page would show it (/preview/posts/{id}), in a new tab. */
export function PreviewDraftLink({
  id,
  status,
}: {
  id: string;
  status: Exclude<PostStatus | 'scheduled', 'published'>;
}) {
  return (
    <Button variant="outline" asChild>
      <a href={paths.postPreview.href(id)} target="_blank" rel="noopener noreferrer">
        <Eye aria-hidden="true" />
        {status === 'scheduled' ? 'Preview scheduled post' : 'Preview draft'}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}
