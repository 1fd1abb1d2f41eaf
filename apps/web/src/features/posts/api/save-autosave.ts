// Upsert the user's autosave of a post (one per user and post; post_id null = a new post). It changes
// nothing public: blog_posts is untouched, and an explicit save of the post deletes it in the database.
import { supabase } from '@/lib/supabase';
import type { PostInput } from './create-post';

export interface AutosaveInput {
  postId: string | null;
  baseVersion: number | null;
  fields: PostInput;
}

/** A failed autosave, with the HTTP status (0 = no answer: offline or the server unreachable). */
export class AutosaveFailed extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'AutosaveFailed';
  }
}

export async function saveAutosave({
  postId,
  baseVersion,
  fields,
}: AutosaveInput): Promise<{ savedAt: string }> {
  const { data, error, status } = await supabase
    .from('post_autosaves')
    .upsert({ post_id: postId, base_version: baseVersion, fields }, { onConflict: 'user_id,post_id' })
    .select('saved_at')
    .single()
    .overrideTypes<{ saved_at: string }, { merge: false }>();
  if (error) throw new AutosaveFailed(error.message, status, error.code ?? '');
  return { savedAt: data.saved_at };
}

export const SESSION_EXPIRED = 'your session has expired; sign in again in another tab';

/** Why an autosave failed, in words that finish "Not saved — …". */
export function autosaveFailureReason(error: unknown, online: boolean): string {
  if (!online) return 'you are offline';
  if (error instanceof AutosaveFailed) {
    if (error.status === 0) return 'the server cannot be reached';
    // PGRST301/302/303: a missing, malformed or expired token (the session ended).
    if (error.status === 401 || /^PGRST30\d$/.test(error.code)) return SESSION_EXPIRED;
    return error.message.replace(/\.$/, '');
  }
  return error instanceof Error ? error.message.replace(/\.$/, '') : String(error);
}
