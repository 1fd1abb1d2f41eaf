import { notifyError } from '@/components/ui/toaster';
import { useSetRedirectActive } from '../api/set-redirect-active';
import type { Redirect } from '../api/types';
import { serverError } from '../lib/server-error';

/** The status switch of one redirect: what it shows, whether it is saving, and how to flip it. */
export function useRedirectStatus(redirect: Pick<Redirect, 'id' | 'is_active'>) {
  const toggle = useSetRedirectActive();
  // While the save is in flight the switch shows where it is going, not where it was.
  const active = toggle.isPending ? toggle.variables.isActive : redirect.is_active;
  const setActive = (isActive: boolean) =>
    toggle.mutate(
      { id: redirect.id, isActive },
      // Switching a redirect back on can close a loop; the database's reason goes with the notice.
      {
        onError: (err) =>
          notifyError('Failed to update redirect status', serverError(err).message ?? undefined),
      },
    );
  return { active, pending: toggle.isPending, setActive };
}
