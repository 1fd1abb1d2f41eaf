// The newest unsaved values of a post, kept in this browser as well as on the server: written on every
// change, so that a tab closed while offline (or before the server answered) loses nothing. Cleared once
// the server has them or the post is saved. One entry per user and post (a new post: "new").

export interface LocalAutosave {
  /** The editor's values (PostInput) as JSON. */
  fields: unknown;
  base_version: number | null;
  /** When the browser stored them (ISO). */
  saved_at: string;
}

const key = (userId: string, postId: string | null) => `post-autosave:${userId}:${postId ?? 'new'}`;

export function readLocalAutosave(userId: string, postId: string | null): LocalAutosave | null {
  try {
    const raw = globalThis.localStorage?.getItem(key(userId, postId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalAutosave>;
    if (typeof parsed.saved_at !== 'string' || typeof parsed.fields !== 'object' || parsed.fields === null) {
      return null;
    }
    return {
      fields: parsed.fields,
      base_version: typeof parsed.base_version === 'number' ? parsed.base_version : null,
      saved_at: parsed.saved_at,
    };
  } catch {
    return null; // storage disabled, or an entry that is not ours
  }
}

/** False when the browser refused (storage full or disabled): the server copy is then the only one. */
export function writeLocalAutosave(userId: string, postId: string | null, entry: LocalAutosave): boolean {
  try {
    globalThis.localStorage?.setItem(key(userId, postId), JSON.stringify(entry));
    return true;
  } catch {
    return false;
  }
}

export function clearLocalAutosave(userId: string, postId: string | null): void {
  try {
    globalThis.localStorage?.removeItem(key(userId, postId));
  } catch {
    // nothing to clear where nothing can be stored
  }
}
