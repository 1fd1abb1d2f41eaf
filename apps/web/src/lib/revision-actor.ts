// Who made a post revision (issue 24), in the words both the editor's history and the admins' archive show.
// The database names the user as they were called at the time — full name, else username, else "Staff member" or
// "Contributor", never an e-mail address (issue 37: the archive and a contributor's history would have shown it);
// without a user it was the site itself: the scheduler publishing a scheduled post, or, for any other kind,
// a change made outside anyone's session (the history an existing post started with, a script).

export interface RevisionActorFacts {
  kind: string;
  created_by: string | null;
  created_by_name: string | null;
}

export function revisionActor(revision: RevisionActorFacts): string {
  if (revision.created_by === null) return revision.kind === 'published' ? 'Scheduler' : 'System';
  return revision.created_by_name?.trim() || 'Unnamed user';
}
