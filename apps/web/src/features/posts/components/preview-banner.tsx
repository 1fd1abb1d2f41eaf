import { ArrowLeft, Eye } from 'lucide-react';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import type { AdminPost } from '../api/types';
import { autosaveNote, previewHeadline } from '../lib/preview-text';

interface PreviewBannerProps {
  post: Pick<AdminPost, 'id' | 'status' | 'publish_date'>;
  /** When the autosave shown was made; null = the stored post. */
  autosavedAt: string | null;
}

/**
 * Sticks under the site header while the reader scrolls: a preview must never pass for the public page.
 * Bright on purpose (not the site's palette), with a way back to the editor.
 */
export function PreviewBanner({ post, autosavedAt }: PreviewBannerProps) {
  return (
    <aside
      aria-label="Preview"
      className="sticky top-16 z-30 border-b border-amber-400 bg-amber-100 text-amber-950 shadow-sm"
    >
      <div className="site-container flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <div className="flex items-start gap-2">
          <Eye className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p className="text-sm">
            <strong className="font-semibold">{previewHeadline(post.status, post.publish_date)}</strong>
            {autosavedAt && (
              <>
                <span aria-hidden="true" className="hidden sm:inline">
                  {' · '}
                </span>
                <span className="block sm:inline"> {autosaveNote(autosavedAt)}</span>
              </>
            )}
          </p>
        </div>
        <Link
          to={paths.adminPost.href(post.id)}
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-900"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to editor
        </Link>
      </div>
    </aside>
  );
}
