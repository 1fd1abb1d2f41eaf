// A published version described in words: what happened (its kind) and who did it.
import type { ArchivedRevisionSummary, RevisionKind } from '../api/types';

// Only the kinds a published version can have carry their own words; the rest are listed for completeness.
const KIND_WORDS: Record<RevisionKind, string> = {
  published: 'Published',
  saved: 'Saved while live',
  restored: 'Restored',
  created: 'Created live',
  scheduled: 'Scheduled',
  unpublished: 'Unpublished',
};

export function kindLabel(revision: Pick<ArchivedRevisionSummary, 'kind'>): string {
  return KIND_WORDS[revision.kind];
}

/** Who made the version (the same words as the editor's history). */
export { revisionActor as madeBy } from '@/lib/revision-actor';

/** "1 published version", "12 published versions". */
export function versionsCount(n: number): string {
  return `${n.toLocaleString('en-US')} published ${n === 1 ? 'version' : 'versions'}`;
}
