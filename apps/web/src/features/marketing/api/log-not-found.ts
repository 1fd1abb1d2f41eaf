// Records a missing path through the rate-limited RPC log_not_found, for the Redirects screen's top misses.

/**
 * Never throws: a failed log must not disturb the visitor, so failures are only warned about. The client is
 * imported on demand so the not-found page itself renders without waiting for supabase-js.
 */
export async function logNotFound(path: string): Promise<void> {
  try {
    const { supabase } = await import('@/lib/supabase');
    const { error } = await supabase.rpc('log_not_found', { path });
    if (error) console.warn('Could not record the missing page', error.message);
  } catch (err) {
    console.warn('Could not record the missing page', err);
  }
}
