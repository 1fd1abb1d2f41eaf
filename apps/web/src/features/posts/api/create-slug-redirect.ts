// "Slug changes keep links alive" (issue 10): /blog/<old> answers 301 to /blog/<new>. Redirects are staff
// only (RLS); the server serves active rows before the SPA (DESIGN.md §4).
import { supabase } from '@/lib/supabase';
import { paths } from '@/config/paths';

export async function createSlugRedirect(oldSlug: string, newSlug: string): Promise<void> {
  const from = paths.blogPost.href(oldSlug);
  const to = paths.blogPost.href(newSlug);
  // The post lives at its new address now: a redirect away from it (left by an earlier rename the other
  // way) would hide it, and would make the new one a loop that the database refuses.
  const cleared = await supabase.from('redirects').delete().eq('source_path', to);
  if (cleared.error) throw cleared.error;
  // Links to an even older address follow straight to the new one instead of a chain of hops.
  const repointed = await supabase
    .from('redirects')
    .update({ destination_url: to })
    .eq('destination_url', from);
  if (repointed.error) throw repointed.error;
  // An old redirect from this very path (say, an inactive one) is replaced rather than refused as a duplicate.
  const { error } = await supabase
    .from('redirects')
    .upsert(
      { source_path: from, destination_url: to, redirect_type: '301', is_active: true },
      { onConflict: 'source_path' },
    );
  if (error) throw error;
}
