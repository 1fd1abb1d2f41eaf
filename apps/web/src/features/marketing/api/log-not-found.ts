// Records a missing path through the rate-limited RPC log_not_found, for the Redirects screen's top misses.
import { supabase } from '@/lib/supabase';

/** Never throws: a failed log must not disturb the visitor, so failures are only warned about. */
export async function logNotFound(path: string): Promise<void> {
  try {
    const { error } = await supabase.rpc('log_not_found', { path });
    if (error) console.warn('Could not record the missing page', error.message);
  } catch (err) {
    console.warn('Could not record the missing page', err);
  }
}
