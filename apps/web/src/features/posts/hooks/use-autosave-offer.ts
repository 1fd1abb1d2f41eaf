// On opening the editor: the user's unsaved changes, if they have some that differ from the stored post —
// the server's autosave or, when newer, this browser's copy (written while offline, say).
import { useState } from 'react';
import type { PostInput } from '../api/create-post';
import { discardAutosave } from '../api/discard-autosave';
import { useAutosaveOnServer } from '../api/get-autosave';
import { clearLocalAutosave, readLocalAutosave } from '../lib/local-autosave';
import { readFields, sameInput } from '../lib/post-input';

export interface AutosaveOffer {
  fields: PostInput;
  savedAt: string;
  /** The post was saved (by anyone) after these changes were started from it. */
  postChangedSince: boolean;
}

interface UseAutosaveOfferOptions {
  enabled: boolean;
  userId: string;
  postId: string | null;
  /** The stored post's version (null for a new post). */
  version: number | null;
  stored: PostInput;
}

export function useAutosaveOffer({ enabled, userId, postId, version, stored }: UseAutosaveOfferOptions) {
  const server = useAutosaveOnServer(userId, postId, enabled);
  // The browser's copy as it was when the editor opened (the editor overwrites it from then on).
  const [local] = useState(() => (enabled ? readLocalAutosave(userId, postId) : null));
  const [answered, setAnswered] = useState(false);

  const checking = enabled && server.isPending;
  let offer: AutosaveOffer | null = null;
  if (enabled && !checking && !answered) {
    const candidates = [
      server.data && {
        fields: server.data.fields,
        savedAt: server.data.saved_at,
        base: server.data.base_version,
      },
      local && { fields: local.fields, savedAt: local.saved_at, base: local.base_version },
    ].filter((c) => !!c);
    const newest = candidates.sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt))[0];
    if (newest) {
      const fields = readFields(newest.fields);
      if (!sameInput(fields, stored)) {
        offer = {
          fields,
          savedAt: newest.savedAt,
          postChangedSince: version !== null && newest.base !== null && newest.base < version,
        };
      }
    }
  }

  return {
    /** Still reading the server's autosave: autosave waits, or it would replace what is to be offered. */
    checking,
    offer,
    /** "Restore them": the caller fills the form. */
    accept: () => setAnswered(true),
    /** "Discard": the server's and the browser's copies go. Throws when the server refused. */
    discard: async () => {
      await discardAutosave(postId);
      clearLocalAutosave(userId, postId);
      setAnswered(true);
    },
  };
}
