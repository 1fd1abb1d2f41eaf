import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

interface Options {
  queryKey: QueryKey;
  /** Saves sort_order = index for every id, in this order. */
  save: (ids: string[]) => Promise<void>;
  onError: (error: Error) => void;
}

/**
 * SPEC §4 reordering: the dropped order shows at once, then is saved; if any save fails the list returns to
 * its previous order (and the rows already saved are put back, best effort), a notice says so, and the list
 * is read again either way.
 */
export function useOptimisticOrder<T extends { id: string }>(
  items: T[],
  { queryKey, save, onError }: Options,
) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string[] | null>(null);
  const byId = new Map(items.map((item) => [item.id, item]));
  const shown = pending ? pending.flatMap((id) => byId.get(id) ?? []) : items;

  const reorder = async (next: string[]) => {
    const previous = shown.map((item) => item.id);
    setPending(next);
    try {
      await save(next);
    } catch (error) {
      setPending(previous);
      onError(error instanceof Error ? error : new Error(String(error)));
      await save(previous).catch(() => undefined);
    }
    await queryClient.invalidateQueries({ queryKey });
    setPending(null);
  };

  return { items: shown, reorder };
}
