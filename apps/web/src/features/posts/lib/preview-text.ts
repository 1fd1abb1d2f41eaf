// The words of a post preview's banner (issue 24): what the reader is looking at.
import { browserTimeZone, dayIn, formatClockTime } from '@/lib/zoned-time';
import { formatDateTime, type RevisionStatus } from './revision-text';

/** The banner's headline: whether (and when) the public sees this post. */
export function previewHeadline(status: RevisionStatus, publishDate: string | null): string {
  if (status === 'published') return 'Preview — this post is live';
  if (status === 'scheduled') {
    return publishDate ? `Preview — scheduled for ${formatDateTime(publishDate)}` : 'Preview — scheduled';
  }
  return 'Preview — not published';
}

/** Said when the preview shows the reader's autosave: the time alone today, with the date otherwise. */
export function autosaveNote(savedAt: string, now: Date = new Date()): string {
  const at = new Date(savedAt);
  const zone = browserTimeZone();
  const when = dayIn(at, zone) === dayIn(now, zone) ? formatClockTime(at, zone) : formatDateTime(at);
  return `Showing your unsaved changes from ${when}.`;
}
