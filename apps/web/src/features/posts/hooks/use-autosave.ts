// Autosave of the editor (issue 24): the form's values go to public.post_autosaves ~2 s after the last
// change (lib/autosave-queue.ts does the timing) and to this browser's storage at once
// (lib/local-autosave.ts). Nothing public changes: blog_posts is untouched until the user saves the post.
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PostInput } from '../api/create-post';
import { autosaveFailureReason, saveAutosave } from '../api/save-autosave';
import { AutosaveQueue, type AutosaveState } from '../lib/autosave-queue';
import { clearLocalAutosave, writeLocalAutosave } from '../lib/local-autosave';
import { sameInput } from '../lib/post-input';

export const AUTOSAVE_DELAY_MS = 2000;

/** What the save state shows: the queue's state with a failure put in words. */
export type AutosaveStatus =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'failed'; reason: string };

interface UseAutosaveOptions {
  form: UseFormReturn<PostInput>;
  /** Save changes now (false: read-only, or the restore question is still open). */
  active: boolean;
  userId: string;
  postId: string | null;
  /** The post's version the editing started from (null for a new post). */
  baseVersion: number | null;
  /** What is stored (the form's starting values): changes made while inactive are saved on activation. */
  stored: PostInput;
  delayMs?: number;
}

export interface Autosave {
  status: AutosaveStatus;
  /** Before an explicit save: stop, and wait for an autosave in flight (it must not land after the save). */
  pause(): Promise<void>;
  /** After a failed explicit save: carry on. */
  resume(): void;
  /** The values are stored or thrown away: drop the browser's copy and anything not yet sent. */
  forget(): void;
}

interface Target {
  userId: string;
  postId: string | null;
  baseVersion: number | null;
}

/** Whose autosave of which post, read when a save runs (a loaded version changes it). */
class AutosaveTarget {
  constructor(private value: Target) {}
  get(): Target {
    return this.value;
  }
  set(value: Target): void {
    this.value = value;
  }
}

function toStatus(state: AutosaveState): AutosaveStatus {
  if (state.kind !== 'failed') return state;
  return { kind: 'failed', reason: autosaveFailureReason(state.error, navigator.onLine) };
}

export function useAutosave({
  form,
  active,
  userId,
  postId,
  baseVersion,
  stored,
  delayMs = AUTOSAVE_DELAY_MS,
}: UseAutosaveOptions): Autosave {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  // One queue for the editor's life; it reads the current post and version through `target`.
  const [target] = useState(() => new AutosaveTarget({ userId, postId, baseVersion }));
  const [queue] = useState(
    () =>
      new AutosaveQueue<PostInput>({
        delayMs,
        maxDelayMs: 60_000,
        save: (fields) => {
          const { postId: id, baseVersion: version } = target.get();
          return saveAutosave({ postId: id, baseVersion: version, fields });
        },
        onState: (state) => setStatus(toStatus(state)),
        // The server has the newest values: the browser's copy is no longer needed.
        onSaved: (_values, latest) => latest && clearLocalAutosave(target.get().userId, target.get().postId),
      }),
  );
  /** The values last handed to the queue (focus and blur change the form's state, not its values). */
  const kept = useRef<string | null>(null);

  useEffect(() => {
    target.set({ userId, postId, baseVersion });
  }, [target, userId, postId, baseVersion]);

  useEffect(() => {
    if (!active) return;
    const keep = (values: PostInput) => {
      const json = JSON.stringify(values);
      if (json === kept.current) return;
      kept.current = json;
      const { userId: user, postId: id, baseVersion: version } = target.get();
      writeLocalAutosave(user, id, {
        fields: values,
        base_version: version,
        saved_at: new Date().toISOString(),
      });
      queue.change(values);
    };
    // What was typed while autosave waited (the restore question was open) is saved too.
    const now = form.getValues();
    if (!sameInput(now, stored)) keep({ ...now });
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => keep({ ...form.getValues() }),
    });
    return unsubscribe;
  }, [active, form, queue, stored, target]);

  useEffect(() => {
    const online = () => queue.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      // Leaving the editor: send what is waiting now rather than after the delay (never after a save:
      // the queue is paused then).
      queue.retryNow();
    };
  }, [queue]);

  return {
    status,
    pause: () => queue.pause(),
    resume: () => queue.resume(),
    forget: () => {
      queue.forget();
      kept.current = null;
      clearLocalAutosave(target.get().userId, target.get().postId);
    },
  };
}
