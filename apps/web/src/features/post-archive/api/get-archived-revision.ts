// One archived version with every column (its body included), when an admin opens it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { postArchiveQueryKey, REVISION_COLUMNS, type ArchivedRevision } from './types';

export async function getArchivedRevision(id: string): Promise<ArchivedRevision> {
  const { data, error } = await supabase
    .from('post_revisions')
    .select(REVISION_COLUMNS)
    .eq('id', id)
    .single()
    .overrideTypes<ArchivedRevision, { merge: false }>();
  if (error) throw error;
  return data;
}

export const archivedRevisionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...postArchiveQueryKey, 'revision', id],
    queryFn: () => getArchivedRevision(id),
    // A revision never changes but for its rendered body, which the server fills in once, shortly after.
    staleTime: (query) => (query.state.data?.rendered_html ? Infinity : 0),
  });

export function useArchivedRevision(id: string | null) {
  return useQuery({ ...archivedRevisionQueryOptions(id ?? ''), enabled: id !== null });
}
