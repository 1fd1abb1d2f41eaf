// Delete the user's autosave of a post ("Discard" in the restore banner; "Load their version" after a
// conflict). RLS lets a user delete only their own.
import { supabase } from '@/lib/supabase';

export async function discardAutosave(postId: string | null): Promise<void> {
  const query = supabase.from('post_autosaves').delete();
  const { error } = await (postId ? query.eq('post_id', postId) : query.is('post_id', null));
  if (error) throw error;
}
