// Reordering (SPEC §4): after a drop, every item's sort_order becomes its new index.
import { supabase } from '@/lib/supabase';

/** Saves sort_order = index for every id; throws when any save fails or finds no row (deleted meanwhile). */
export async function saveOrder(
  table: 'education_categories' | 'module_slides',
  ids: string[],
): Promise<void> {
  const results = await Promise.all(
    ids.map((id, index) => supabase.from(table).update({ sort_order: index }).eq('id', id).select('id')),
  );
  for (const { data, error } of results) {
    if (error) throw error;
    // An update that matched nothing is not an error to the API, but the order did not save.
    if (!data || data.length === 0)
      throw new Error('An item was removed meanwhile; the order was not saved.');
  }
}
